<?php
/**
 * Checks the benchmark's Redis object cache against WordPress's cache semantics before it is
 * measured: run by tools/bench/run.sh with FITCOACH_BENCH_REDIS=1 once Redis is up and the drop-in
 * is linked. Prints one line per failure and exits non-zero when anything is off.
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require dirname( __DIR__, 2 ) . '/.wp/wordpress/wp-load.php';

$fitcoach_failures = array();

/**
 * Records a failed expectation.
 *
 * @param bool   $ok   The expectation held.
 * @param string $what What was expected.
 */
function fitcoach_bench_expect( bool $ok, string $what ): void {
	global $fitcoach_failures;
	if ( ! $ok ) {
		$fitcoach_failures[] = $what;
	}
}

/**
 * The expectations that failed so far.
 *
 * @return list<string>
 */
function fitcoach_bench_failures(): array {
	global $fitcoach_failures;
	return $fitcoach_failures;
}

global $wp_object_cache;
fitcoach_bench_expect( wp_using_ext_object_cache(), 'WordPress uses the drop-in' );
fitcoach_bench_expect( $wp_object_cache instanceof FitCoach_Bench_Object_Cache && $wp_object_cache->is_connected(), 'the drop-in is connected to Redis' );
if ( ! $wp_object_cache instanceof FitCoach_Bench_Object_Cache ) {
	fwrite( STDERR, implode( "\n", fitcoach_bench_failures() ) . "\n" );
	exit( 1 );
}

$fitcoach_group = 'fitcoach_check';
wp_cache_flush_group( $fitcoach_group );
$fitcoach_object       = new stdClass();
$fitcoach_object->name = 'a';

fitcoach_bench_expect( true === wp_cache_set( 'obj', $fitcoach_object, $fitcoach_group ), 'set' );
$fitcoach_object->name = 'changed';
fitcoach_bench_expect( 'a' === wp_cache_get( 'obj', $fitcoach_group )->name, 'objects are copied on set' );
fitcoach_bench_expect( false === wp_cache_add( 'obj', 1, $fitcoach_group ), 'add refuses an existing key' );
fitcoach_bench_expect( true === wp_cache_add( 'new', array( 1, 2 ), $fitcoach_group ), 'add stores a new key' );
fitcoach_bench_expect( false === wp_cache_replace( 'absent', 1, $fitcoach_group ), 'replace refuses a missing key' );
fitcoach_bench_expect( true === wp_cache_set( 'false', false, $fitcoach_group ), 'false can be stored' );

$fitcoach_found = null;
wp_cache_get( 'nothing', $fitcoach_group, false, $fitcoach_found );
fitcoach_bench_expect( false === $fitcoach_found, 'a miss reports found = false' );

wp_cache_set( 'n', 5, $fitcoach_group );
fitcoach_bench_expect( 7 === wp_cache_incr( 'n', 2, $fitcoach_group ), 'incr' );
fitcoach_bench_expect( 0 === wp_cache_decr( 'n', 10, $fitcoach_group ), 'decr stops at 0' );
fitcoach_bench_expect( false === wp_cache_incr( 'absent', 1, $fitcoach_group ), 'incr of a missing key is false' );

wp_cache_add_non_persistent_groups( array( 'fitcoach_local' ) );
wp_cache_set( 'local', 'x', 'fitcoach_local' );
wp_cache_add_global_groups( array( 'fitcoach_global' ) );
wp_cache_set( 'shared', 'g', 'fitcoach_global' );

// A second cache object is a second request (or the other node): it sees only Redis.
$fitcoach_other = new FitCoach_Bench_Object_Cache();
$fitcoach_other->add_non_persistent_groups( array( 'fitcoach_local' ) );
$fitcoach_other->add_global_groups( array( 'fitcoach_global' ) );
fitcoach_bench_expect( 'a' === $fitcoach_other->get( 'obj', $fitcoach_group )->name, 'another request reads the value' );
fitcoach_bench_expect( array( 1, 2 ) === $fitcoach_other->get( 'new', $fitcoach_group ), 'arrays survive the round trip' );
fitcoach_bench_expect( 0 === $fitcoach_other->get( 'n', $fitcoach_group ), 'integers survive the round trip' );
$fitcoach_found = null;
fitcoach_bench_expect( false === $fitcoach_other->get( 'false', $fitcoach_group, false, $fitcoach_found ) && true === $fitcoach_found, 'a stored false is found' );
fitcoach_bench_expect( false === $fitcoach_other->get( 'local', 'fitcoach_local' ), 'non-persistent groups stay in their request' );
fitcoach_bench_expect( 'g' === $fitcoach_other->get( 'shared', 'fitcoach_global' ), 'global groups are shared' );
$fitcoach_other->switch_to_blog( 2 );
fitcoach_bench_expect( 'g' === $fitcoach_other->get( 'shared', 'fitcoach_global' ), 'global groups ignore the blog' );
fitcoach_bench_expect( false === $fitcoach_other->get( 'obj', $fitcoach_group ), 'other groups are per blog' );
$fitcoach_other->switch_to_blog( 1 );

$fitcoach_many = wp_cache_get_multiple( array( 'obj', 'absent', 'new' ), $fitcoach_group, true );
fitcoach_bench_expect( false === $fitcoach_many['absent'] && array( 1, 2 ) === $fitcoach_many['new'], 'get_multiple' );

wp_cache_set( 'ttl', 'x', $fitcoach_group, 1 );
sleep( 2 );
fitcoach_bench_expect( false === $fitcoach_other->get( 'ttl', $fitcoach_group, true ), 'expiry' );

fitcoach_bench_expect( true === wp_cache_delete( 'new', $fitcoach_group ), 'delete' );
fitcoach_bench_expect( false === $fitcoach_other->get( 'new', $fitcoach_group, true ), 'a delete reaches Redis' );
wp_cache_flush_group( $fitcoach_group );
fitcoach_bench_expect( false === $fitcoach_other->get( 'obj', $fitcoach_group, true ), 'flush_group' );
fitcoach_bench_expect( 'g' === $fitcoach_other->get( 'shared', 'fitcoach_global', true ), 'flush_group leaves other groups' );
wp_cache_delete( 'shared', 'fitcoach_global' );

// Options and users written by WordPress come back through the cache.
update_option( 'fitcoach_bench_check', array( 'x' => 1 ), false );
wp_cache_flush_runtime();
fitcoach_bench_expect( array( 'x' => 1 ) === get_option( 'fitcoach_bench_check' ), 'options round trip' );
delete_option( 'fitcoach_bench_check' );

if ( fitcoach_bench_failures() ) {
	fwrite( STDERR, "Object cache check failed:\n  - " . implode( "\n  - ", fitcoach_bench_failures() ) . "\n" );
	exit( 1 );
}
fwrite( STDOUT, "Object cache check: all expectations held\n" );
