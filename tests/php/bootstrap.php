<?php
/**
 * PHPUnit bootstrap: installs a fresh WordPress test site (instance "test" of the local runtime,
 * on SQLite or, with FITCOACH_DB=mariadb, on MariaDB), activates FitCoach and loads WordPress.
 * Each test then runs inside a database transaction that is rolled back (see Support/TestCase).
 *
 * @package FitCoach
 */

// WordPress keeps its state in globals; PHPUnit includes this file inside a function.
// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited
global $wpdb, $table_prefix, $wp_rewrite, $wp, $wp_query, $wp_the_query, $wp_locale, $wp_embed, $wp_roles,
	$wp_version, $wp_db_version, $current_user, $wp_object_cache, $shortcode_tags, $wp_filter, $wp_actions,
	$wp_current_filter, $wp_plugin_paths, $wp_theme_directories, $wp_post_types, $wp_taxonomies, $phpmailer,
	$wp_rest_server, $wp_scripts, $wp_styles, $pagenow, $allowedposttags, $allowedtags, $wp_locale_switcher,
	$wp_textdomain_registry, $wp_meta_keys, $wp_registered_settings, $wp_widget_factory, $required_php_version,
	$required_mysql_version, $tinymce_version, $wp_local_package, $timestart, $timeend;

$fitcoach_root = dirname( __DIR__, 2 );
if ( ! getenv( 'FITCOACH_INSTANCE' ) ) {
	putenv( 'FITCOACH_INSTANCE=test' );
}
putenv( 'FITCOACH_URL=http://localhost:8899' );

// The WordPress core: .wp/wordpress, or the build FITCOACH_WP_VERSION names (.wp/wordpress-6.4, ...).
$fitcoach_core = require $fitcoach_root . '/tools/runtime/core-dir.php';
if ( ! file_exists( $fitcoach_core . 'wp-settings.php' ) ) {
	fwrite( STDERR, "WordPress is not installed in $fitcoach_core: run npm test (or npm start) once, with the same FITCOACH_WP_VERSION.\n" );
	exit( 1 );
}

// A new site for every run, installed in its own process (as WordPress's own test suite does).
$fitcoach_install = sprintf( '%s %s --fresh 2>&1', escapeshellarg( PHP_BINARY ), escapeshellarg( $fitcoach_root . '/tools/runtime/install.php' ) );
exec( $fitcoach_install, $fitcoach_output, $fitcoach_status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
if ( 0 !== $fitcoach_status ) {
	fwrite( STDERR, "Installing the test site failed:\n" . implode( "\n", $fitcoach_output ) . "\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']       = 'localhost';
$_SERVER['SERVER_NAME']     = 'localhost';
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$PHP_SELF                   = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';

require $fitcoach_core . 'wp-load.php';
// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
require_once ABSPATH . 'wp-admin/includes/admin.php';

if ( ! class_exists( 'FitCoach\\Plugin' ) ) {
	fwrite( STDERR, "FitCoach is not active on the test site.\n" );
	exit( 1 );
}

require_once __DIR__ . '/Support/TestCase.php';
// The shared helpers of the tests (base classes, traits, fixtures, the figures writer).
foreach ( array( 'Logins', 'Member_Fixtures', 'Figures', 'Auth_Test_Case', 'Http_Test_Case', 'Http_Server', 'Private_Mariadb' ) as $fitcoach_helper ) {
	require_once __DIR__ . '/Support/' . $fitcoach_helper . '.php';
}
