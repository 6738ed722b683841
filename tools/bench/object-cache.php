<?php
/**
 * Object cache drop-in of the FitCoach benchmark: WordPress's persistent object cache in Redis.
 *
 * The script tools/bench/run.sh links this file into wp-content/ only while a benchmark with
 * FITCOACH_BENCH_REDIS=1 runs, and removes the link afterwards. Because one WordPress core serves
 * every local instance (dev, e2e, test_*), the drop-in also guards itself: unless the request runs
 * in the benchmark's instance with Redis asked for (environment set by the benchmark's PHP-FPM
 * pools), it defines nothing, and WordPress falls back to its own wp-includes/cache.php.
 *
 * @package FitCoach
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

if ( '1' !== getenv( 'FITCOACH_BENCH_REDIS' ) || ! defined( 'FITCOACH_INSTANCE' ) || 0 !== strpos( FITCOACH_INSTANCE, 'bench' ) || ! class_exists( 'Redis' ) ) {
	return;
}

require_once dirname( (string) realpath( __FILE__ ) ) . '/lib/class-fitcoach-bench-object-cache.php';
require_once dirname( (string) realpath( __FILE__ ) ) . '/lib/object-cache-functions.php';
