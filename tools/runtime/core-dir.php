<?php
/**
 * Which WordPress core the local runtime runs: returns its folder (with a trailing slash).
 *
 * FITCOACH_WP_DIR names the folder outright (tools/lib.sh exports it; the zip test's fresh site
 * sets its own). Otherwise FITCOACH_WP_VERSION picks a build of @wp-playground/wordpress-builds:
 * the default one (6.5) lives in .wp/wordpress, every other one in .wp/wordpress-{version}
 * (tools/lib.sh installs them: ensure_wordpress).
 *
 * Usage: $core = require __DIR__ . '/core-dir.php';
 *
 * @package FitCoach
 */

return ( static function (): string {
	$dir = (string) getenv( 'FITCOACH_WP_DIR' );
	if ( '' !== $dir ) {
		return rtrim( $dir, '/' ) . '/';
	}
	$version = preg_replace( '/[^a-z0-9.]/', '', strtolower( (string) getenv( 'FITCOACH_WP_VERSION' ) ) );
	$state   = dirname( __DIR__, 2 ) . '/.wp';
	if ( '' === $version || '6.5' === $version ) {
		return $state . '/wordpress/';
	}
	return $state . '/wordpress-' . $version . '/';
} )();
