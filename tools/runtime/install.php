<?php
/**
 * Installs a FitCoach site instance of the local runtime (no WP-CLI on this machine).
 *
 * Usage: FITCOACH_INSTANCE=dev php tools/runtime/install.php [--fresh] [--without-plugin]
 *   --fresh           drops the instance's database first, so the site is new.
 *   --without-plugin  installs WordPress only (the release zip's test installs FitCoach itself).
 * The WordPress core is the one tools/runtime/core-dir.php names (FITCOACH_WP_VERSION, FITCOACH_WP_DIR).
 * Prints nothing on success but one line; exits non-zero with a message on failure.
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$fitcoach_fresh    = in_array( '--fresh', $argv, true );
$fitcoach_plugin   = ! in_array( '--without-plugin', $argv, true );
$fitcoach_root     = dirname( __DIR__, 2 );
$fitcoach_instance = preg_replace( '/[^a-z0-9_]/', '', strtolower( (string) getenv( 'FITCOACH_INSTANCE' ) ) );
$fitcoach_instance = '' === $fitcoach_instance ? 'dev' : $fitcoach_instance;

if ( 'mariadb' === getenv( 'FITCOACH_DB' ) ) {
	$fitcoach_socket = getenv( 'FITCOACH_MARIADB_SOCKET' );
	$fitcoach_socket = $fitcoach_socket ? $fitcoach_socket : $fitcoach_root . '/.wp/mariadb/mysqld.sock';
	$fitcoach_db     = new mysqli( 'localhost', 'fitcoach', 'fitcoach', '', 0, $fitcoach_socket );
	if ( $fitcoach_fresh ) {
		$fitcoach_db->query( 'DROP DATABASE IF EXISTS `fitcoach_' . $fitcoach_instance . '`' );
	}
	$fitcoach_db->query( 'CREATE DATABASE IF NOT EXISTS `fitcoach_' . $fitcoach_instance . '` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci' );
	$fitcoach_db->close();
} else {
	$fitcoach_file = $fitcoach_root . '/.wp/data/sqlite/' . $fitcoach_instance . '.sqlite';
	if ( ! is_dir( dirname( $fitcoach_file ) ) ) {
		mkdir( dirname( $fitcoach_file ), 0777, true );
	}
	if ( $fitcoach_fresh ) {
		foreach ( array( '', '-wal', '-shm', '-journal' ) as $fitcoach_suffix ) {
			if ( file_exists( $fitcoach_file . $fitcoach_suffix ) ) {
				unlink( $fitcoach_file . $fitcoach_suffix );
			}
		}
	}
}//end if
if ( $fitcoach_fresh ) {
	$fitcoach_outbox = $fitcoach_root . '/.wp/outbox/' . $fitcoach_instance;
	$fitcoach_mails  = glob( $fitcoach_outbox . '/*.eml' );
	foreach ( $fitcoach_mails ? $fitcoach_mails : array() as $fitcoach_mail ) {
		unlink( $fitcoach_mail );
	}
}

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = '80';
$fitcoach_core          = require __DIR__ . '/core-dir.php';
require $fitcoach_core . 'wp-load.php';
// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$fitcoach_password = getenv( 'FITCOACH_DEMO_PASSWORD' ) ? (string) getenv( 'FITCOACH_DEMO_PASSWORD' ) : 'fitcoach-demo';

if ( ! is_blog_installed() ) {
	// A Dutch trainer's site: Dutch is the site's language. WordPress only saves a language whose
	// core translations are installed, and this machine has none (no internet), so the check is
	// let through here. FitCoach speaks Dutch on it; core's own texts stay English.
	add_filter(
		'sanitize_option_WPLANG',
		static fn( $value, $option, $original ) => 'nl_NL' === $original ? 'nl_NL' : $value,
		10,
		3
	);
	$fitcoach_result = wp_install( 'FitCoach', 'coach', 'coach@fitcoach.test', false, '', wp_slash( $fitcoach_password ), 'nl_NL' );
	if ( is_wp_error( $fitcoach_result ) ) {
		fwrite( STDERR, $fitcoach_result->get_error_message() . "\n" );
		exit( 1 );
	}
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'timezone_string', 'Europe/Amsterdam' );
	update_option( 'date_format', 'j F Y' );
	update_option( 'blogdescription', '' );
	wp_update_user(
		array(
			'ID'           => 1,
			'first_name'   => 'Coach',
			'last_name'    => 'Kees',
			'display_name' => 'Coach Kees',
		)
	);
}

if ( $fitcoach_plugin ) {
	if ( ! is_plugin_active( 'fitcoach/fitcoach-plugin.php' ) ) {
		$fitcoach_activation = activate_plugin( 'fitcoach/fitcoach-plugin.php' );
		if ( is_wp_error( $fitcoach_activation ) ) {
			fwrite( STDERR, 'Activating FitCoach failed: ' . $fitcoach_activation->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	// What wp-admin does after a plugin update: install what the stored version lacks (roles and
	// capabilities, tables, secrets), so a site that was running older code is brought up to date.
	// WP_INSTALLING loads no plugins: load FitCoach as activate_plugin() does.
	require_once WP_PLUGIN_DIR . '/fitcoach/fitcoach-plugin.php';
	\FitCoach\Installer::maybe_upgrade();
}
flush_rewrite_rules( false );
fwrite( STDOUT, sprintf( "Site '%s' ready (%s, WordPress %s)\n", $fitcoach_instance, FITCOACH_DB_ENGINE, get_bloginfo( 'version' ) ) );
