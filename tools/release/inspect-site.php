<?php
/**
 * What FitCoach has on a site, as JSON (the release zip's test asks before and after deleting the
 * plugin in wp-admin): its folder in wp-content/plugins, tables, options, user meta, posts, post
 * meta, roles and the administrator's FitCoach capabilities.
 *
 * Usage: FITCOACH_WP_DIR=.wp/fresh/... FITCOACH_INSTANCE=fresh php tools/release/inspect-site.php
 *
 * @package FitCoach
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- A tool that inspects the database.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = '80';
$fitcoach_core          = require dirname( __DIR__ ) . '/runtime/core-dir.php';
require $fitcoach_core . 'wp-load.php';

global $wpdb;
$fitcoach_like   = static fn( string $prefix ): string => $wpdb->esc_like( $prefix ) . '%';
$fitcoach_admin  = get_role( 'administrator' );
$fitcoach_folder = WP_PLUGIN_DIR . '/fitcoach';
$fitcoach_report = array(
	'wordpress'  => get_bloginfo( 'version' ),
	'folder'     => file_exists( $fitcoach_folder ) ? ( is_link( $fitcoach_folder ) ? 'link' : 'folder' ) : 'none',
	'active'     => in_array( 'fitcoach/fitcoach-plugin.php', (array) get_option( 'active_plugins', array() ), true ),
	'tables'     => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $fitcoach_like( $wpdb->prefix . 'fitcoach' ) ) ),
	'options'    => $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s ORDER BY option_name", $fitcoach_like( 'fitcoach_' ), $fitcoach_like( '_transient_fitcoach_' ), $fitcoach_like( '_transient_timeout_fitcoach_' ) ) ),
	'user_meta'  => $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE %s OR meta_key LIKE %s ORDER BY meta_key", $fitcoach_like( 'fitcoach_' ), $fitcoach_like( '_fitcoach_' ) ) ),
	'posts'      => $wpdb->get_col( "SELECT post_type FROM {$wpdb->posts} WHERE post_type LIKE 'fitcoach\\_%' ORDER BY post_type" ),
	'post_meta'  => $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE meta_key LIKE %s ORDER BY meta_key", $fitcoach_like( '_fitcoach_' ) ) ),
	'roles'      => array_values( array_intersect( array_keys( wp_roles()->roles ), array( 'sporter', 'pt_trainer' ) ) ),
	'admin_caps' => $fitcoach_admin ? array_values( array_filter( array_keys( $fitcoach_admin->capabilities ), static fn( string $cap ): bool => str_starts_with( $cap, 'fitcoach_' ) ) ) : array(),
);
echo wp_json_encode( $fitcoach_report ) . "\n";
