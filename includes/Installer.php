<?php
/**
 * Activation, deactivation and upgrades.
 *
 * @package FitCoach
 */

namespace FitCoach;

defined( 'ABSPATH' ) || exit;

/**
 * The one installer: sets the plugin up on activation and keeps its schema current with one
 * schema version and one upgrade routine. Each part that needs tables, options, secrets or roles
 * adds itself to the `fitcoach_install` action (the token table, secrets and API key, the audit
 * log table, the activity backfill, the settings, the rewrite rules, the db-error.php drop-in…);
 * every one of them is safe to run again.
 */
final class Installer {

	/** Option holding the installed schema version (autoloaded: checking it costs no query). */
	public const VERSION_OPTION = 'fitcoach_db_version';

	/**
	 * Bump when install() has something new to do (2: the db-error.php drop-in; 3: trainers lose
	 * list_users, login slugs replaced; 4: the application-password switch stored autoloaded;
	 * 5: one schema version for every part, the parts' own version options go; 6: the
	 * idempotency keys' table; 7: the app's address stored autoloaded; 8: the set index and the
	 * records tables, the sessions that exist indexed in batches, see Member\Training_Sync; 9: the
	 * coach status table, filled for the users that exist, and the attention thresholds, see
	 * Coach\Coach_Status and Coach\Attention_Settings; 10: the attention rules' days table and
	 * the coach status table's date indexes, filled again for the users that exist, see
	 * Coach\Attention_Days; 11: each member's coach, the coach status table's coach_id column and
	 * index, filled again for the users that exist; members without a coach stay in every coach's
	 * scope, see Coach\Coach_Assignment; 12: the coach status table's registered_day and
	 * sort_name, the attention list's order in SQL, filled again for the users that exist; 13: the
	 * plan days table of the members' programs, see Member\Plan_Days; 14: the 'Schema gemist'
	 * rule's days table, filled for the planned days that exist, and its threshold, see
	 * Coach\Plan_Misses; 15: the coach status table's rank_key, rank_fine and rank_since with
	 * their indexes, the attention list's order kept ahead, see Coach\Coach_Status::ranked(); 16: the
	 * check-ins, their private photos (and the photos' folder with its deny files) and the reminder
	 * mails' tables, the check-in settings, see Member\Check_Ins, Member\Check_In_Photos and
	 * Coach\Check_In_Reminder; 17: the conversation's messages, threads and unread counters'
	 * tables, see Member\Messages and Member\Message_Counters).
	 */
	public const SCHEMA_VERSION = 17;

	/**
	 * The version options of the parts that once kept their own, removed by the upgrade to 5.
	 *
	 * @var list<string>
	 */
	public const RETIRED_OPTIONS = array(
		'fitcoach_auth_schema',
		'fitcoach_audit_log_version',
		'fitcoach_activity_schema',
	);

	/**
	 * FitCoach's WP-Cron events (each part schedules its own): the daily removal of old
	 * idempotency keys, the weekly digest, the daily check-in reminders, and the batches that fill the set index and records
	 * (Member\Training_Sync) and the coach status (Coach\Coach_Status). Deactivation unschedules
	 * them; activation schedules again the ones that are due (each part's install).
	 *
	 * @var list<string>
	 */
	public const CRON_HOOKS = array(
		REST\Idempotency::CLEANUP_HOOK,
		Coach\Weekly_Digest::HOOK,
		Member\Training_Sync::BACKFILL_HOOK,
		Coach\Coach_Status::BACKFILL_HOOK,
		Coach\Check_In_Reminder::HOOK,
	);

	/**
	 * Runs install() after a plugin update (activation hooks do not run on updates), early on
	 * every request, so a REST call after an update finds its tables.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'maybe_upgrade' ), 5 );
	}

	/**
	 * Runs on plugin activation.
	 */
	public static function activate(): void {
		self::install();
		flush_rewrite_rules( false );
	}

	/**
	 * Runs on plugin deactivation: the rewrite rules, FitCoach's WP-Cron events (no event of a
	 * plugin that is not loaded runs, or lingers), and FitCoach's db-error.php drop-in (never
	 * another one).
	 */
	public static function deactivate(): void {
		foreach ( self::CRON_HOOKS as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
		Reliability\Db_Error_Drop_In::remove();
		flush_rewrite_rules( false );
	}

	/**
	 * Installs when the stored schema version is older than this code's.
	 */
	public static function maybe_upgrade(): void {
		if ( (int) get_option( self::VERSION_OPTION, 0 ) < self::SCHEMA_VERSION ) {
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
		array_map( 'delete_option', self::RETIRED_OPTIONS );
		update_option( self::VERSION_OPTION, self::SCHEMA_VERSION, true );
	}
}
