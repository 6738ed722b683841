<?php
/**
 * Activation, deactivation and upgrades.
 *
 * @package FitCoach
 */

namespace FitCoach;

defined( 'ABSPATH' ) || exit;

/**
 * Sets the plugin up on activation and keeps its schema current.
 */
final class Installer {

	/** Option holding the installed schema version. */
	public const VERSION_OPTION = 'fitcoach_db_version';

	/**
	 * Bump when install() has something new to do (2: the db-error.php drop-in; 3: trainers lose
	 * list_users, login slugs replaced; 4: the application-password switch stored autoloaded).
	 */
	public const DB_VERSION = 4;

	/**
	 * Runs install() after a plugin update (activation hooks do not run on updates).
	 */
	public function register(): void {
		add_action( 'admin_init', array( self::class, 'maybe_upgrade' ) );
	}

	/**
	 * Runs on plugin activation.
	 */
	public static function activate(): void {
		self::install();
		flush_rewrite_rules( false );
	}

	/**
	 * Runs on plugin deactivation: the rewrite rules, and FitCoach's db-error.php drop-in (never
	 * another one).
	 */
	public static function deactivate(): void {
		Reliability\Db_Error_Drop_In::remove();
		flush_rewrite_rules( false );
	}

	/**
	 * Installs when the stored schema version is older than this code's.
	 */
	public static function maybe_upgrade(): void {
		if ( (int) get_option( self::VERSION_OPTION, 0 ) < self::DB_VERSION ) {
			self::install();
		}
	}

	/**
	 * Everything install does is safe to run again.
	 */
	public static function install(): void {
		Roles::install();
		/**
		 * Each part that needs tables, options or secrets adds them here.
		 */
		do_action( 'fitcoach_install' );
		update_option( self::VERSION_OPTION, self::DB_VERSION, false );
	}
}
