<?php
/**
 * WordPress configuration of the FitCoach local runtime (npm start, npm test, the benchmark).
 *
 * One WordPress core (.wp/wordpress, or the build FITCOACH_WP_VERSION picks: core-dir.php) serves
 * several instances, chosen by environment:
 * FITCOACH_INSTANCE (dev, e2e, test, ...) picks the database and the mail outbox,
 * FITCOACH_DB (sqlite or mariadb) picks the database engine.
 *
 * @package FitCoach
 */

$fitcoach_root     = dirname( __DIR__, 2 );
$fitcoach_state    = $fitcoach_root . '/.wp';
$fitcoach_instance = preg_replace( '/[^a-z0-9_]/', '', strtolower( (string) getenv( 'FITCOACH_INSTANCE' ) ) );
$fitcoach_instance = '' === $fitcoach_instance ? 'dev' : $fitcoach_instance;
$fitcoach_engine   = 'mariadb' === getenv( 'FITCOACH_DB' ) ? 'mariadb' : 'sqlite';

define( 'FITCOACH_LOCAL_RUNTIME', true );
define( 'FITCOACH_INSTANCE', $fitcoach_instance );
define( 'FITCOACH_DB_ENGINE', $fitcoach_engine );
define( 'FITCOACH_OUTBOX_DIR', $fitcoach_state . '/outbox/' . $fitcoach_instance );

if ( 'mariadb' === $fitcoach_engine ) {
	define( 'DB_NAME', 'fitcoach_' . $fitcoach_instance );
	define( 'DB_USER', 'fitcoach' );
	define( 'DB_PASSWORD', 'fitcoach' );
	define( 'DB_HOST', 'localhost:' . ( getenv( 'FITCOACH_MARIADB_SOCKET' ) ? getenv( 'FITCOACH_MARIADB_SOCKET' ) : $fitcoach_state . '/mariadb/mysqld.sock' ) );
} else {
	define( 'DB_NAME', 'fitcoach_' . $fitcoach_instance );
	define( 'DB_USER', '' );
	define( 'DB_PASSWORD', '' );
	define( 'DB_HOST', '' );
	define( 'DB_DIR', $fitcoach_state . '/data/sqlite/' );
	define( 'DB_FILE', $fitcoach_instance . '.sqlite' );
}
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

// Salts are made once per checkout and kept out of git.
$fitcoach_salts = $fitcoach_state . '/salts.php';
if ( ! file_exists( $fitcoach_salts ) ) {
	$fitcoach_lines = "<?php\n";
	foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $fitcoach_name ) {
		$fitcoach_lines .= sprintf( "define( '%s', '%s' );\n", $fitcoach_name, bin2hex( random_bytes( 32 ) ) );
	}
	file_put_contents( $fitcoach_salts, $fitcoach_lines, LOCK_EX );
}
require $fitcoach_salts;

$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

$fitcoach_url = getenv( 'FITCOACH_URL' ) ? rtrim( (string) getenv( 'FITCOACH_URL' ), '/' ) : 'http://localhost:8888';
// The benchmark's nginx serves one site on a plain port and over HTTPS: its HTTPS server names
// its own address (a FastCGI parameter, which no request can set).
if ( isset( $_SERVER['FITCOACH_URL'], $_SERVER['GATEWAY_INTERFACE'] ) && preg_match( '#^https://127\.0\.0\.1:\d+$#', (string) $_SERVER['FITCOACH_URL'] ) ) {
	$fitcoach_url = (string) $_SERVER['FITCOACH_URL'];
}
define( 'WP_HOME', $fitcoach_url );
define( 'WP_SITEURL', $fitcoach_url );

// Notices never reach a response: they are logged, and the tests read the log.
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', $fitcoach_state . '/logs/php-' . $fitcoach_instance . '.log' );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );

// This machine has no internet: never wait for wordpress.org, never spawn cron over HTTP.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );

if ( ! defined( 'ABSPATH' ) ) {
	$fitcoach_abspath = require __DIR__ . '/core-dir.php';
	define( 'ABSPATH', $fitcoach_abspath );
}
require_once ABSPATH . 'wp-settings.php';
