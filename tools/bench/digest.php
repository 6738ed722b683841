<?php
/**
 * The weekly digest at full volume: builds and sends it to every coach (into the outbox, as every
 * local mail), timed, and prints JSON: members, coaches, sent, failed, seconds, peak memory.
 * Runs under memory_limit=128M (tools/bench/run.sh), so a digest that needs more fails here.
 *
 * Usage: FITCOACH_INSTANCE=bench FITCOACH_DB=mariadb php -d memory_limit=128M tools/bench/digest.php
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require dirname( __DIR__, 2 ) . '/.wp/wordpress/wp-load.php';

global $wpdb;

if ( ! class_exists( 'FitCoach\\Coach\\Weekly_Digest' ) ) {
	fwrite( STDOUT, wp_json_encode( array( 'error' => 'no weekly digest in this build' ) ) . "\n" );
	exit( 0 );
}

// This week's digest may have gone out already (cron on the bench site): the rows of its week
// are removed so every coach is built and sent again.
$fitcoach_due = FitCoach\Coach\Weekly_Digest::due( FitCoach\Member\Calendar::now() );
$wpdb->delete( FitCoach\Coach\Weekly_Digest::table(), array( 'week' => FitCoach\Coach\Weekly_Digest::week_key( $fitcoach_due ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The benchmark's own run.
wp_cache_flush();

$fitcoach_queries = (int) $wpdb->num_queries;
$fitcoach_start   = microtime( true );
$fitcoach_result  = FitCoach\Coach\Weekly_Digest::send_week( $fitcoach_due );
$fitcoach_seconds = microtime( true ) - $fitcoach_start;

$fitcoach_members = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_login LIKE 'bench\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Counting the benchmark's members.
fwrite(
	STDOUT,
	wp_json_encode(
		array(
			'members'      => $fitcoach_members,
			'coaches'      => $fitcoach_result['sent'] + $fitcoach_result['skipped'] + $fitcoach_result['failed'],
			'sent'         => $fitcoach_result['sent'],
			'failed'       => $fitcoach_result['failed'],
			'skipped'      => $fitcoach_result['skipped'],
			'seconds'      => round( $fitcoach_seconds, 2 ),
			'peak_mb'      => round( memory_get_peak_usage( true ) / 1048576, 1 ),
			'memory_limit' => (string) ini_get( 'memory_limit' ),
			'queries'      => (int) $wpdb->num_queries - $fitcoach_queries,
		)
	) . "\n"
);
