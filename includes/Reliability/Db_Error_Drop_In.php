<?php
/**
 * Installs and removes FitCoach's wp-content/db-error.php.
 *
 * @package FitCoach
 */

namespace FitCoach\Reliability;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress includes wp-content/db-error.php when the database cannot be reached, also before any
 * plugin loads: the only place where FitCoach can answer a request that starts while the database
 * is down. The plugin ships the file (includes/Reliability/db-error.php) and installs a copy:
 *
 * - on activation and on upgrades (the fitcoach_install action), when the site has no
 *   db-error.php yet, or when FitCoach's own copy is out of date (another plugin folder, a newer
 *   template);
 * - it removes the copy on deactivation and uninstall;
 * - a db-error.php that is not FitCoach's (no marker) is never overwritten or removed.
 *
 * When wp-content is not writable nothing is installed and the site keeps WordPress's own page.
 */
final class Db_Error_Drop_In {

	/** The marker that identifies FitCoach's copy (also written out in uninstall.php). */
	public const MARKER = 'fitcoach-db-error-drop-in';

	/** The placeholder in the template for the path of Database_Guard.php. */
	private const PLACEHOLDER = "'FITCOACH_GUARD_FILE'";

	/**
	 * Installs the drop-in with every install and upgrade.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
	}

	/**
	 * Where WordPress looks for the drop-in.
	 */
	public static function path(): string {
		return WP_CONTENT_DIR . '/db-error.php';
	}

	/**
	 * The drop-in as it is installed: the template with the guard's path written in.
	 */
	public static function contents(): string {
		$template = (string) file_get_contents( __DIR__ . '/db-error.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin itself.
		return str_replace( self::PLACEHOLDER, var_export( __DIR__ . '/Database_Guard.php', true ), $template ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- Writes a PHP string literal.
	}

	/**
	 * Whether a file is FitCoach's drop-in (it carries the marker).
	 *
	 * @param string|null $file File (default: wp-content/db-error.php).
	 */
	public static function is_ours( ?string $file = null ): bool {
		$file = $file ?? self::path();
		if ( ! is_file( $file ) || ! is_readable( $file ) ) {
			return false;
		}
		$head = (string) file_get_contents( $file, false, null, 0, 2048 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
		return str_contains( $head, self::MARKER );
	}

	/**
	 * Installs the drop-in when there is none, or brings FitCoach's own copy up to date.
	 *
	 * @param string|null $file File (default: wp-content/db-error.php).
	 * @return bool Whether FitCoach's drop-in is in place afterwards.
	 */
	public static function install( $file = null ): bool {
		$file = is_string( $file ) && '' !== $file ? $file : self::path();
		if ( file_exists( $file ) && ! self::is_ours( $file ) ) {
			return false;
		}
		$contents = self::contents();
		if ( is_file( $file ) && (string) file_get_contents( $file ) === $contents ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
			return true;
		}
		$dir = dirname( $file );
		if ( ! is_dir( $dir ) || ! wp_is_writable( $dir ) ) {
			return false;
		}
		// Written to a temporary file first, then moved: a request never includes half a file.
		$temporary = $file . '.' . wp_generate_password( 8, false ) . '.tmp';
		if ( false === file_put_contents( $temporary, $contents, LOCK_EX ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- Before WP_Filesystem's credentials could be asked: activation writes into wp-content as core's updater does for drop-ins.
			return false;
		}
		if ( ! rename( $temporary, $file ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- See above.
			wp_delete_file( $temporary );
			return false;
		}
		return true;
	}

	/**
	 * Removes the drop-in when it is FitCoach's.
	 *
	 * @param string|null $file File (default: wp-content/db-error.php).
	 * @return bool Whether FitCoach's drop-in was removed.
	 */
	public static function remove( ?string $file = null ): bool {
		$file = $file ?? self::path();
		if ( ! self::is_ours( $file ) ) {
			return false;
		}
		wp_delete_file( $file );
		return ! file_exists( $file );
	}
}
