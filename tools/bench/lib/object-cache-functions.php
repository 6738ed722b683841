<?php
/**
 * The wp_cache_* API of WordPress 6.5 on top of FitCoach_Bench_Object_Cache.
 *
 * These are core's own function names (an object cache drop-in must define them), hence the
 * exception to the prefix rule.
 *
 * @package FitCoach
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedFunctionFound

/**
 * Starts the cache.
 *
 * @return void
 */
function wp_cache_init() {
	// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- this is the drop-in that owns it.
	$GLOBALS['wp_object_cache'] = new FitCoach_Bench_Object_Cache();
}

/**
 * The cache object.
 */
function fitcoach_bench_cache(): FitCoach_Bench_Object_Cache {
	global $wp_object_cache;
	if ( ! $wp_object_cache instanceof FitCoach_Bench_Object_Cache ) {
		wp_cache_init();
	}
	return $wp_object_cache;
}

/**
 * Adds a value unless the key exists.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds to live.
 * @return bool
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return fitcoach_bench_cache()->add( $key, $data, (string) $group, (int) $expire );
}

/**
 * Adds several values.
 *
 * @param array<int|string, mixed> $data   Key => value.
 * @param string                   $group  Group.
 * @param int                      $expire Seconds to live.
 * @return array<int|string, bool>
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$results = array();
	foreach ( $data as $key => $value ) {
		$results[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $results;
}

/**
 * Replaces a value that exists.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds to live.
 * @return bool
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return fitcoach_bench_cache()->replace( $key, $data, (string) $group, (int) $expire );
}

/**
 * Stores a value.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds to live.
 * @return bool
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return fitcoach_bench_cache()->set( $key, $data, (string) $group, (int) $expire );
}

/**
 * Stores several values.
 *
 * @param array<int|string, mixed> $data   Key => value.
 * @param string                   $group  Group.
 * @param int                      $expire Seconds to live.
 * @return array<int|string, bool>
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	$results = array();
	foreach ( $data as $key => $value ) {
		$results[ $key ] = wp_cache_set( $key, $value, $group, $expire );
	}
	return $results;
}

/**
 * Reads a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 * @param bool       $force Ask Redis even when this request has the value.
 * @param bool|null  $found Whether it was found.
 * @return mixed
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return fitcoach_bench_cache()->get( $key, (string) $group, (bool) $force, $found );
}

/**
 * Reads several values in one round trip.
 *
 * @param array<int|string> $keys  Keys.
 * @param string            $group Group.
 * @param bool              $force Ask Redis even when this request has the values.
 * @return array<int|string, mixed>
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return fitcoach_bench_cache()->get_multiple( (array) $keys, (string) $group, (bool) $force );
}

/**
 * Deletes a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 * @return bool
 */
function wp_cache_delete( $key, $group = '' ) {
	return fitcoach_bench_cache()->delete( $key, (string) $group );
}

/**
 * Deletes several values.
 *
 * @param array<int|string> $keys  Keys.
 * @param string            $group Group.
 * @return array<int|string, bool>
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	$results = array();
	foreach ( $keys as $key ) {
		$results[ $key ] = wp_cache_delete( $key, $group );
	}
	return $results;
}

/**
 * Increments a numeric value.
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 * @return int|false
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return fitcoach_bench_cache()->incr( $key, (int) $offset, (string) $group );
}

/**
 * Decrements a numeric value (never below 0).
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 * @return int|false
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return fitcoach_bench_cache()->incr( $key, -1 * (int) $offset, (string) $group );
}

/**
 * Empties the cache of this site.
 *
 * @return bool
 */
function wp_cache_flush() {
	return fitcoach_bench_cache()->flush();
}

/**
 * Empties this request's copy only.
 *
 * @return bool
 */
function wp_cache_flush_runtime() {
	return fitcoach_bench_cache()->flush_runtime();
}

/**
 * Empties one group.
 *
 * @param string $group Group.
 * @return bool
 */
function wp_cache_flush_group( $group ) {
	return fitcoach_bench_cache()->flush_group( (string) $group );
}

/**
 * Which optional features this cache has.
 *
 * @param string $feature Feature name.
 * @return bool
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/**
 * Ends the request's use of the cache.
 *
 * @return bool
 */
function wp_cache_close() {
	return fitcoach_bench_cache()->close();
}

/**
 * Adds global groups.
 *
 * @param string|string[] $groups Groups.
 * @return void
 */
function wp_cache_add_global_groups( $groups ) {
	fitcoach_bench_cache()->add_global_groups( $groups );
}

/**
 * Adds non-persistent groups.
 *
 * @param string|string[] $groups Groups.
 * @return void
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	fitcoach_bench_cache()->add_non_persistent_groups( $groups );
}

/**
 * Switches the blog.
 *
 * @param int $blog_id Blog id.
 * @return void
 */
function wp_cache_switch_to_blog( $blog_id ) {
	fitcoach_bench_cache()->switch_to_blog( (int) $blog_id );
}

/**
 * Deprecated in core since 3.5: keeps the data, as core's own version does nowadays.
 *
 * @return false
 */
function wp_cache_reset() {
	_deprecated_function( __FUNCTION__, '3.5.0', 'wp_cache_switch_to_blog()' );
	return false;
}
