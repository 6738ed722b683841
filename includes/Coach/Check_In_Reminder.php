<?php
/**
 * The mail that reminds a member of his check-in, on his check-in day.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use DateTimeImmutable;
use FitCoach\Frontend\App_Address;
use FitCoach\Language;
use FitCoach\Member\Calendar;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Plain_Text;
use FitCoach\Roles;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Every day at HOUR:00 site time (a single WP-Cron event, scheduled again by each run, as the
 * weekly digest is, so summer time never shifts it): each member (role sporter) whose check-in
 * day (Check_In_Settings::day_of) is today, who has not checked in today and has not switched the
 * reminder off (user meta fitcoach_check_in_reminder_off; on by default) gets one mail in his
 * language, through wp_mail, with the app's /check-in link.
 *
 * Once per member and day, with several PHP nodes and overlapping runs: the (day, member) row in
 * {prefix}fitcoach_check_in_mails (primary key: the pair) is inserted before the mail is sent;
 * INSERT IGNORE lets one run win it. A mail wp_mail could not send gives its row back. Rows
 * older than KEEP_DAYS go with each run.
 */
final class Check_In_Reminder {

	/** Cron hook. */
	public const HOOK = 'fitcoach_check_in_reminders';

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_check_in_mails';

	/** Hour of the day (site time) the reminders go out. */
	public const HOUR = 9;

	/** Days of sent rows kept. */
	private const KEEP_DAYS = 14;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'init', array( self::class, 'ensure_scheduled' ), 20 );
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates the table and schedules the event.
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
  day date NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  sent_at datetime NOT NULL,
  PRIMARY KEY  (day,user_id)
) {$charset};"
		);
		self::ensure_scheduled();
	}

	/**
	 * Schedules the next run when none is (in wp-admin, cron and on install only).
	 */
	public static function ensure_scheduled(): void {
		if ( ! did_action( 'fitcoach_install' ) && ! is_admin() && ! wp_doing_cron() ) {
			return;
		}
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( self::next_run( Calendar::now() )->getTimestamp(), self::HOOK );
		}
	}

	/**
	 * The first HOUR:00 (site time) after a moment.
	 *
	 * @param DateTimeImmutable $now The moment.
	 */
	public static function next_run( DateTimeImmutable $now ): DateTimeImmutable {
		$local = $now->setTimezone( Calendar::zone() );
		$today = $local->setTime( self::HOUR, 0, 0 );
		return $today > $local ? $today : Calendar::add_days( $today, 1 );
	}

	/**
	 * The cron event: today's reminders, then the next run.
	 *
	 * @return array{sent: int, skipped: int, failed: int}
	 */
	public static function run(): array {
		$now    = Calendar::now();
		$result = self::send_day( $now );
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			$next = self::next_run( $now )->getTimestamp();
			if ( $result['failed'] > 0 ) {
				$next = min( $next, time() + HOUR_IN_SECONDS );
			}
			wp_schedule_single_event( $next, self::HOOK );
		}
		return $result;
	}

	/**
	 * Sends the reminders of a day to every member due who has not had one.
	 *
	 * @param DateTimeImmutable $now A moment of the day.
	 * @return array{sent: int, skipped: int, failed: int}
	 */
	public static function send_day( DateTimeImmutable $now ): array {
		$local  = $now->setTimezone( Calendar::zone() );
		$day    = $local->format( 'Y-m-d' );
		$result = array(
			'sent'    => 0,
			'skipped' => 0,
			'failed'  => 0,
		);
		self::forget_old( $day );
		foreach ( self::due_members( (int) $local->format( 'N' ), $day ) as $member ) {
			if ( ! self::claim( $day, $member->ID ) ) {
				++$result['skipped'];
				continue;
			}
			if ( self::send( $member ) ) {
				++$result['sent'];
			} else {
				self::release( $day, $member->ID );
				++$result['failed'];
			}
		}
		return $result;
	}

	/**
	 * The members whose check-in day is a weekday, who allow the mail and have not checked in on
	 * the day: the members with their meta in one query, the day's check-ins in one more.
	 *
	 * @param int    $weekday ISO weekday.
	 * @param string $day     Y-m-d.
	 * @return list<WP_User>
	 */
	public static function due_members( int $weekday, string $day ): array {
		global $wpdb;
		$users = get_users(
			array(
				'role'        => Roles::MEMBER_ROLE,
				'orderby'     => 'ID',
				'fields'      => 'all_with_meta',
				'count_total' => false,
			)
		);
		$table = Check_Ins::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; one day's rows.
		$done    = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT member_id FROM {$table} WHERE check_in_date = %s", $day ) ) );
		$members = array();
		foreach ( $users as $user ) {
			if ( ! $user instanceof WP_User || '' === $user->user_email || in_array( (int) $user->ID, $done, true ) ) {
				continue;
			}
			if ( Check_In_Settings::day_of( (int) $user->ID ) === $weekday && Check_In_Settings::reminder_on( (int) $user->ID ) ) {
				$members[] = $user;
			}
		}
		return $members;
	}

	/**
	 * Takes a member's mail of a day for this run: true when no run took it before.
	 *
	 * @param string $day     Y-m-d.
	 * @param int    $user_id Member.
	 */
	private static function claim( string $day, int $user_id ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; the insert is the lock.
		return 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (day, user_id, sent_at) VALUES (%s, %d, %s)", $day, $user_id, current_time( 'mysql', true ) ) );
	}

	/**
	 * Gives a member's mail of a day back.
	 *
	 * @param string $day     Y-m-d.
	 * @param int    $user_id Member.
	 */
	private static function release( string $day, int $user_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete(
			self::table(),
			array(
				'day'     => $day,
				'user_id' => $user_id,
			),
			array( '%s', '%d' )
		);
	}

	/**
	 * Removes rows older than KEEP_DAYS.
	 *
	 * @param string $day Today, Y-m-d.
	 */
	private static function forget_old( string $day ): void {
		global $wpdb;
		$before = gmdate( 'Y-m-d', (int) strtotime( $day . ' 00:00:00 UTC' ) - self::KEEP_DAYS * DAY_IN_SECONDS );
		$table  = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key's first column.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE day < %s", $before ) );
	}

	/**
	 * Sends one member's reminder in his language.
	 *
	 * @param WP_User $member Member.
	 */
	private static function send( WP_User $member ): bool {
		return (bool) Language::as_user(
			$member->ID,
			static function () use ( $member ): bool {
				$lines = array(
					/* translators: %s: first name. */
					sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $member ) ),
					'',
					__( 'Vandaag is je check-in dag. Laat je coach weten hoe je week ging:', 'fitcoach' ),
					App_Address::url( 'check-in' ),
					'',
					__( 'Wil je deze herinnering niet meer krijgen? Zet hem uit bij je check-in in de app.', 'fitcoach' ),
				);
				return wp_mail( $member->user_email, __( 'Tijd voor je wekelijkse check-in', 'fitcoach' ), implode( "\n", $lines ), array( 'Content-Type: text/plain; charset=UTF-8' ) );
			}
		);
	}
}
