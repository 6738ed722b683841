<?php
/**
 * Grows the benchmark site to MEMBERS members (role sporter), each with a year of daily
 * measurements and three sessions a week, plus a catalogue of 30 exercises and 10 workouts, and
 * gives every member a program of 8 weeks (lib/class-fitcoach-bench-programs.php: 10 programs,
 * assigned through the plugin's own classes with a start date 2 to 5 weeks ago), and eight weekly
 * check-ins and a thread of six messages with the coach (lib/class-fitcoach-bench-coaching.php;
 * the first two members' two newest check-ins with three photos each).
 * Idempotent: members that exist are kept, only the missing ones are added.
 *
 * Usage: FITCOACH_INSTANCE=bench FITCOACH_DB=mariadb php tools/bench/seed-volume.php MEMBERS
 * Password of every member: FITCOACH_DEMO_PASSWORD or fitcoach-demo.
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$fitcoach_members = isset( $argv[1] ) ? (int) $argv[1] : 0;
if ( $fitcoach_members < 1 ) {
	fwrite( STDERR, "Usage: php tools/bench/seed-volume.php MEMBERS\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require dirname( __DIR__, 2 ) . '/.wp/wordpress/wp-load.php';
require_once __DIR__ . '/lib/class-fitcoach-bench-volume.php';
require_once __DIR__ . '/lib/class-fitcoach-bench-programs.php';
require_once __DIR__ . '/lib/class-fitcoach-bench-coaching.php';

if ( ! defined( 'FITCOACH_DB_ENGINE' ) || 'mariadb' !== FITCOACH_DB_ENGINE ) {
	fwrite( STDERR, "The volume seeder writes MariaDB rows directly: run it with FITCOACH_DB=mariadb.\n" );
	exit( 2 );
}

$fitcoach_started = microtime( true );
$fitcoach_seeder  = new FitCoach_Bench_Volume( getenv( 'FITCOACH_DEMO_PASSWORD' ) ? (string) getenv( 'FITCOACH_DEMO_PASSWORD' ) : 'fitcoach-demo' );
try {
	$fitcoach_result = $fitcoach_seeder->grow(
		$fitcoach_members,
		static function ( int $done, int $wanted ) use ( $fitcoach_started ): void {
			if ( 0 === $done % 50 || $done === $wanted ) {
				fwrite( STDERR, sprintf( "  %d/%d members (%.0f s)\n", $done, $wanted, microtime( true ) - $fitcoach_started ) );
			}
		}
	);
	// Every member follows a program (the members added now; the others keep theirs).
	$fitcoach_programs_started = microtime( true );
	$fitcoach_programs         = ( new FitCoach_Bench_Programs( $fitcoach_seeder->workout_ids() ) )->seed(
		static function ( int $done, int $wanted ) use ( $fitcoach_programs_started ): void {
			fwrite( STDERR, sprintf( "  programs: %d/%d members assigned (%.1f s)\n", $done, $wanted, microtime( true ) - $fitcoach_programs_started ) );
		}
	);
	fwrite( STDERR, sprintf( "  %d programs, %d members assigned in %.1f s (%.0f s)\n", $fitcoach_programs['programs'], $fitcoach_programs['assigned'], microtime( true ) - $fitcoach_programs_started, microtime( true ) - $fitcoach_started ) );
} catch ( RuntimeException $e ) {
	fwrite( STDERR, $e->getMessage() . "\n" );
	exit( 1 );
}
// The rows above skip the plugin's hooks: the set index and the records of the members added.
if ( class_exists( 'FitCoach\\Member\\Training_Sync' ) ) {
	$fitcoach_indexed = FitCoach\Member\Training_Sync::index_missing_members();
	fwrite( STDERR, sprintf( "  set index and records of %d members (%.0f s)\n", $fitcoach_indexed, microtime( true ) - $fitcoach_started ) );
}
// The same for the coach's status rows (the needs-attention list).
if ( class_exists( 'FitCoach\\Coach\\Coach_Status' ) ) {
	FitCoach\Coach\Coach_Status::rebuild_all();
	fwrite( STDERR, sprintf( "  coach status of every member (%.0f s)\n", microtime( true ) - $fitcoach_started ) );
}
// Weekly check-ins (a few with photos) and a thread with the coach for every member (issue 29).
try {
	$fitcoach_coaching = ( new FitCoach_Bench_Coaching() )->seed();
	fwrite( STDERR, sprintf( "  %d check-ins, %d photos, %d messages added (%.0f s)\n", $fitcoach_coaching['check_ins'], $fitcoach_coaching['photos'], $fitcoach_coaching['messages'], microtime( true ) - $fitcoach_started ) );
} catch ( RuntimeException $e ) {
	fwrite( STDERR, $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite( STDOUT, sprintf( "Volume ready: %d members (%d added) in %.1f s\n", $fitcoach_result['members'], $fitcoach_result['created'], microtime( true ) - $fitcoach_started ) );
