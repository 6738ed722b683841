<?php
/**
 * Saves one workout through WordPress, as an operator saving it in wp-admin would: save_post
 * then marks the stored workout catalogue as out of date (the benchmark's cold /workouts path).
 *
 * Usage: FITCOACH_INSTANCE=bench FITCOACH_DB=mariadb php tools/bench/touch-catalogue.php
 * (with FITCOACH_BENCH_REDIS=1 and FITCOACH_BENCH_REDIS_SOCKET when the pools use Redis, so the
 * write reaches the same object cache).
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require dirname( __DIR__, 2 ) . '/.wp/wordpress/wp-load.php';
require_once __DIR__ . '/lib/class-fitcoach-bench-volume.php';

$fitcoach_workouts = get_posts(
	array(
		'post_type'      => FitCoach_Bench_Volume::WORKOUT,
		'post_status'    => 'publish',
		'posts_per_page' => 1,
		'orderby'        => 'ID',
		'order'          => 'ASC',
		'no_found_rows'  => true,
	)
);
if ( ! $fitcoach_workouts ) {
	fwrite( STDERR, "touch-catalogue.php: no published workout\n" );
	exit( 1 );
}
$fitcoach_result = wp_update_post(
	array(
		'ID'           => $fitcoach_workouts[0]->ID,
		'post_content' => $fitcoach_workouts[0]->post_content,
	),
	true
);
if ( is_wp_error( $fitcoach_result ) ) {
	fwrite( STDERR, 'touch-catalogue.php: ' . $fitcoach_result->get_error_message() . "\n" );
	exit( 1 );
}
