<?php
/**
 * FitCoach database error page: WordPress's wp-content/db-error.php drop-in.
 *
 * Marker: fitcoach-db-error-drop-in. It tells FitCoach the file is its own: FitCoach installs this
 * copy when the site has no db-error.php, and removes it on deactivation and uninstall only when
 * the marker is there; a db-error.php of anyone else is never touched.
 *
 * WordPress includes this file when it cannot reach the database: when the connection fails as a
 * request starts (before any plugin loads) and when it is lost while a request runs. FitCoach's
 * requests — its REST routes and the app's pages — get FitCoach's 503 (JSON for the API, a Dutch
 * page for a browser, see Reliability\Database_Guard); every other request gets WordPress's own
 * answer, as without this file. When the plugin's folder is gone, everything gets WordPress's own
 * answer.
 *
 * @package FitCoach
 */

defined( 'ABSPATH' ) || exit;

// Where the plugin is: written in when the drop-in is installed (the copy lives in wp-content).
$fitcoach_guard = 'FITCOACH_GUARD_FILE';

if ( is_readable( $fitcoach_guard ) ) {
	require_once $fitcoach_guard;
	if ( \FitCoach\Reliability\Database_Guard::answer_unavailable() ) {
		return;
	}
}

// WordPress's own answer (dead_db()): the details for wp-admin and the installer, else terse.
global $wpdb;
if ( ( wp_installing() || defined( 'WP_ADMIN' ) ) && isset( $wpdb ) && ! empty( $wpdb->error ) ) {
	wp_die( $wpdb->error ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's own message, as dead_db() shows it.
}
// __(), not esc_html__(): escaping reads the charset option. WordPress's own texts, in its domain.
wp_die( '<h1>' . __( 'Error establishing a database connection' ) . '</h1>', __( 'Database Error' ) ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain, WordPress.Security.EscapeOutput.OutputNotEscaped
