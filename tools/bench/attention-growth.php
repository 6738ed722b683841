<?php
/**
 * GET /admin/attention at 10 and at 5,000 members, against the floor (GET /auth/verify), without
 * the full benchmark: a site of its own gets only what the attention route reads (users with the
 * member role, their coach meta, the coach status rows and today's attention days rows), written
 * with multi-row INSERTs, and both routes are timed in this PHP process through rest_do_request.
 *
 * Usage: FITCOACH_DB=mariadb FITCOACH_INSTANCE=bench_h2 php tools/bench/attention-growth.php
 *        [--members=5000] [--requests=50] [--keep]
 *   --members   the large size (10 is always measured first);
 *   --requests  timed requests per route and size (each after a warm-up of 5);
 *   --keep      keeps the site as it is (default: installed anew, tools/runtime/install.php --fresh).
 * Without FITCOACH_DB=mariadb it runs on the instance's SQLite file.
 *
 * Each request starts as a request of its own would: the object cache emptied (no persistent
 * cache), the autoloaded options and the caller loaded (what every authenticated request has
 * before the route runs). The route's time includes encoding its answer as JSON. What it leaves
 * out: HTTP, nginx, PHP-FPM, opcache across requests, WordPress's bootstrap and the token check
 * (the same for both routes), and data the route does not read (measurements, sessions).
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$fitcoach_options = getopt( '', array( 'members::', 'requests::', 'keep' ) );
$fitcoach_members = max( 11, (int) ( $fitcoach_options['members'] ?? 5000 ) );
$fitcoach_runs    = max( 5, (int) ( $fitcoach_options['requests'] ?? 50 ) );
$fitcoach_root    = dirname( __DIR__, 2 );
if ( '' === (string) getenv( 'FITCOACH_INSTANCE' ) ) {
	putenv( 'FITCOACH_INSTANCE=bench_h2' );
}
if ( ! isset( $fitcoach_options['keep'] ) ) {
	passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $fitcoach_root . '/tools/runtime/install.php' ) . ' --fresh', $fitcoach_status );
	if ( 0 !== $fitcoach_status ) {
		fwrite( STDERR, "The site could not be installed.\n" );
		exit( 1 );
	}
}

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require $fitcoach_root . '/.wp/wordpress/wp-load.php';

use FitCoach\Coach\Attention;
use FitCoach\Coach\Attention_Days;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Coach_Status;
use FitCoach\Member\Calendar;

/** Logins of the members this script adds. */
const FITCOACH_GROWTH_PREFIX = 'fc_growth_';

/** Rows per INSERT statement. */
const FITCOACH_GROWTH_BATCH = 500;

/**
 * Adds members until there are $to of them, each with the rows the attention route reads. Most
 * need attention, as in the benchmark's seed (about 480 of 500 there): member n last measured
 * n % 20 days ago and trained n % 13 days ago, every third has an energy drop today and every
 * fourth a weight moving away from the goal; every third is the coach's, the others have none.
 *
 * @param int $from  Members there are.
 * @param int $to    Members wanted.
 * @param int $coach The coach.
 */
function fitcoach_growth_seed( int $from, int $to, int $coach ): void {
	global $wpdb;
	$today    = Calendar::day_start( Calendar::now() );
	$day      = static fn( int $ago ): string => Calendar::add_days( $today, -$ago )->format( 'Y-m-d' );
	$caps     = serialize( array( 'sporter' => true ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- As WordPress stores it.
	$cap_key  = $wpdb->get_blog_prefix() . 'capabilities';
	$lvl_key  = $wpdb->get_blog_prefix() . 'user_level';
	$password = wp_hash_password( wp_generate_password( 24 ) );
	for ( $start = $from + 1; $start <= $to; $start += FITCOACH_GROWTH_BATCH ) {
		$end   = min( $to, $start + FITCOACH_GROWTH_BATCH - 1 );
		$users = array();
		for ( $n = $start; $n <= $end; $n++ ) {
			$login   = FITCOACH_GROWTH_PREFIX . $n;
			$users[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %s)', $login, $password, $login, $login . '@example.test', '2025-01-01 09:00:00', sprintf( 'Lid %05d', $n ) );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Seeding; each row prepared.
		$wpdb->query( "INSERT INTO {$wpdb->users} (user_login, user_pass, user_nicename, user_email, user_registered, display_name) VALUES " . implode( ', ', $users ) );
		$ids    = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE user_login LIKE %s ORDER BY ID DESC LIMIT %d", $wpdb->esc_like( FITCOACH_GROWTH_PREFIX ) . '%', $end - $start + 1 ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		$ids    = array_reverse( $ids );
		$meta   = array();
		$status = array();
		$days   = array();
		foreach ( $ids as $i => $id ) {
			$n      = $start + $i;
			$mine   = 0 === $n % 3;
			$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $cap_key, $caps );
			$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $lvl_key, '0' );
			if ( $mine ) {
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, Coach_Assignment::META, (string) $coach );
			}
			// Fourteen days of measurements, as the status keeps them (what a page decodes).
			$recent = array();
			for ( $ago = 13; $ago >= $n % 20; $ago-- ) {
				$recent[] = array( $day( $ago ), 80.0 + ( $n % 7 ) / 10 + ( 13 - $ago ) / 10, 6 );
			}
			$status[] = $wpdb->prepare(
				'(%d, 1, %s, %s, %s, %s, %s, %d, %s, %s)',
				$id,
				$day( $n % 20 ),
				$day( $n % 13 ),
				$day( 13 ),
				wp_json_encode( $recent, JSON_PRESERVE_ZERO_FRACTION ),
				'78.0',
				$mine ? $coach : 0,
				'2025-01-01',
				strtolower( sprintf( 'lid %05d', $n ) )
			);
			if ( 0 === $n % 3 || 0 === $n % 4 ) {
				$days[] = $wpdb->prepare(
					"(%d, %s, NULLIF(%s, ''), %s, %s, NULLIF(%s, ''))",
					$id,
					$day( 0 ),
					0 === $n % 3 ? '2.5' : '',
					'0.4',
					'82.0',
					0 === $n % 4 ? '0.4' : ''
				);
			}
		}
		$status_table = Coach_Status::table();
		$days_table   = Attention_Days::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Seeding; each row prepared.
		$wpdb->query( "INSERT INTO {$wpdb->usermeta} (user_id, meta_key, meta_value) VALUES " . implode( ', ', $meta ) );
		$wpdb->query( "REPLACE INTO {$status_table} (user_id, member_only, last_measurement, last_session, recent_from, recent, goal_weight, coach_id, registered_day, sort_name) VALUES " . implode( ', ', $status ) );
		if ( array() !== $days ) {
			$wpdb->query( "REPLACE INTO {$days_table} (user_id, day, energy_drop, weight_rate, weight_newest, weight_away) VALUES " . implode( ', ', $days ) );
		}
		// phpcs:enable
	}
	wp_cache_flush();
}

/**
 * One request as the caller: the object cache empty but for the autoloaded options and the
 * caller, then the route, its answer encoded as JSON.
 *
 * @param string               $path  Route below fitcoach/v1.
 * @param int                  $coach Caller.
 * @param array<string, mixed> $query Query.
 * @return array{ms: float, queries: int, status: int, body: mixed}
 */
function fitcoach_growth_request( string $path, int $coach, array $query = array() ): array {
	global $wpdb;
	wp_cache_flush();
	wp_load_alloptions();
	wp_set_current_user( $coach );
	user_can( $coach, 'read' );
	$request = new WP_REST_Request( 'GET', '/fitcoach/v1' . $path );
	$request->set_header( 'X-FitCoach-Key', (string) get_option( 'fitcoach_api_key', '' ) );
	$request->set_query_params( $query );
	$queries  = $wpdb->num_queries;
	$started  = hrtime( true );
	$response = rest_do_request( $request );
	$body     = rest_get_server()->response_to_data( $response, false );
	$json     = wp_json_encode( $body );
	$ms       = ( hrtime( true ) - $started ) / 1e6;
	unset( $json );
	return array(
		'ms'      => $ms,
		'queries' => $wpdb->num_queries - $queries,
		'status'  => $response->get_status(),
		'body'    => $body,
	);
}

/**
 * The median.
 *
 * @param float[] $values Values.
 */
function fitcoach_growth_median( array $values ): float {
	sort( $values );
	$count = count( $values );
	return 0 === $count % 2 ? ( $values[ $count / 2 - 1 ] + $values[ $count / 2 ] ) / 2 : $values[ intdiv( $count, 2 ) ];
}

/**
 * Times the floor and the route, alternating (the machine's load touches both alike).
 *
 * @param int $coach Caller.
 * @param int $runs  Timed requests per route.
 * @return array<string, mixed>
 */
function fitcoach_growth_measure( int $coach, int $runs ): array {
	$times = array(
		'floor' => array(),
		'route' => array(),
	);
	$seen  = array();
	$first = 0.0;
	for ( $i = -5; $i < $runs; $i++ ) {
		$floor = fitcoach_growth_request( '/auth/verify', $coach );
		$route = fitcoach_growth_request( '/admin/attention', $coach );
		if ( 200 !== $floor['status'] || 200 !== $route['status'] ) {
			fwrite( STDERR, sprintf( "A request failed: floor %d, route %d: %s\n", $floor['status'], $route['status'], wp_json_encode( $route['body'] ) ) );
			exit( 1 );
		}
		if ( -5 === $i ) {
			// The first read after the seed: every row's order is worked out (as on a new day).
			$first = $route['ms'];
		}
		if ( $i >= 0 ) {
			$times['floor'][] = $floor['ms'];
			$times['route'][] = $route['ms'];
		}
		$seen = array(
			'floor_queries' => $floor['queries'],
			'route_queries' => $route['queries'],
			'total'         => (int) $route['body']['total'],
			'items'         => count( $route['body']['items'] ),
			'bytes'         => strlen( (string) wp_json_encode( $route['body'] ) ),
		);
	}
	// The whole list at once, as the route answered before it was paged (for comparison).
	$whole = array();
	$count = min( 10, $runs );
	for ( $i = 0; $i < $count; $i++ ) {
		wp_cache_flush();
		wp_load_alloptions();
		user_can( $coach, 'read' );
		$started = hrtime( true );
		$json    = wp_json_encode( Attention::items_for( $coach ) );
		$whole[] = ( hrtime( true ) - $started ) / 1e6;
		unset( $json );
	}
	$floor = fitcoach_growth_median( $times['floor'] );
	$route = fitcoach_growth_median( $times['route'] );
	return $seen + array(
		'floor_ms' => $floor,
		'route_ms' => $route,
		'ratio'    => $route / $floor,
		'whole_ms' => fitcoach_growth_median( $whole ),
		'first_ms' => $first,
	);
}

global $wpdb;
$fitcoach_coach = username_exists( 'fc_growth_coach' );
if ( ! $fitcoach_coach ) {
	$fitcoach_coach = wp_insert_user(
		array(
			'user_login'      => 'fc_growth_coach',
			'user_pass'       => wp_generate_password( 24 ),
			'user_email'      => 'fc_growth_coach@example.test',
			'role'            => 'administrator',
			'user_registered' => '2025-01-01 09:00:00',
		)
	);
}
if ( ! is_int( $fitcoach_coach ) ) {
	fwrite( STDERR, "The coach could not be made.\n" );
	exit( 1 );
}
$fitcoach_engine = defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ? 'SQLite' : 'MariaDB ' . $wpdb->db_version();
$fitcoach_have   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( FITCOACH_GROWTH_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
printf( "GET /admin/attention against the floor GET /auth/verify, %s, PHP %s, %d requests each, load %s\n", $fitcoach_engine, PHP_VERSION, $fitcoach_runs, implode( ' ', array_map( static fn( $load ) => sprintf( '%.2f', $load ), (array) sys_getloadavg() ) ) );
// The floor behind nginx and PHP-FPM, where WordPress's bootstrap and the token check dominate
// (README: the latest full run's floor); the route's own cost is added to it for an estimate.
$fitcoach_stack = (float) ( getenv( 'FITCOACH_FLOOR_MS' ) ? getenv( 'FITCOACH_FLOOR_MS' ) : 16.8 );
printf( "%-7s | %-10s | %-9s | %-9s | %-7s | %-9s | %-10s | %-7s | %-11s | %-11s | %s\n", 'members', 'listed', 'route p50', 'floor p50', 'ratio', 'route-fl', 'est. stack', 'queries', 'answer', 'first read', 'whole list' );
foreach ( array( 10, $fitcoach_members ) as $fitcoach_size ) {
	if ( $fitcoach_have < $fitcoach_size ) {
		$fitcoach_started = microtime( true );
		fitcoach_growth_seed( $fitcoach_have, $fitcoach_size, $fitcoach_coach );
		$fitcoach_have = $fitcoach_size;
		fwrite( STDERR, sprintf( "(seeded %d members in %.1f s)\n", $fitcoach_size, microtime( true ) - $fitcoach_started ) );
	}
	$fitcoach_figures = fitcoach_growth_measure( $fitcoach_coach, $fitcoach_runs );
	printf(
		"%-7d | %4d (%2d)  | %6.2f ms | %6.2f ms | %5.1f × | %6.2f ms | %6.2f ×   | %2d / %-2d | %5d bytes | %7.1f ms  | %.1f ms\n",
		$fitcoach_size,
		$fitcoach_figures['total'],
		$fitcoach_figures['items'],
		$fitcoach_figures['route_ms'],
		$fitcoach_figures['floor_ms'],
		$fitcoach_figures['ratio'],
		$fitcoach_figures['route_ms'] - $fitcoach_figures['floor_ms'],
		( $fitcoach_stack + $fitcoach_figures['route_ms'] - $fitcoach_figures['floor_ms'] ) / $fitcoach_stack,
		$fitcoach_figures['route_queries'],
		$fitcoach_figures['floor_queries'],
		$fitcoach_figures['bytes'],
		$fitcoach_figures['first_ms'],
		$fitcoach_figures['whole_ms']
	);
}
printf( "listed: members who need attention (on the page of 20). ratio: route/floor in this process, where the floor is nearly nothing. est. stack: (%.1f ms + route - floor) / %.1f ms, the floor of a full run behind nginx (FITCOACH_FLOOR_MS). queries: route / floor. first read: the first request after the seed, which works every row's order out (as the first read of a day does). whole list: Attention::items_for() and its JSON, what the route did before it was paged.\n", $fitcoach_stack, $fitcoach_stack );
echo "Left out: HTTP, nginx, PHP-FPM, WordPress's bootstrap and the token check (the same for both routes).\n";
