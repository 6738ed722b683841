<?php
/**
 * The coach's dashboard figures: active members, workouts, sessions this week.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\App_Admins;
use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Member_Data;
use FitCoach\Coach\Last_Login;

defined( 'ABSPATH' ) || exit;

/**
 * The figures of GET /admin/stats (REST\Dashboard_Controller), counted by indexes and kept in an
 * option until the data changes (Data_Changes::stats_version()) or STATS_TTL has passed.
 */
final class Dashboard {

	/** Days a member counts as active after logging data or logging in. */
	public const ACTIVE_DAYS = 30;

	/** Option (not autoloaded): the figures of /admin/stats with their version and expiry. */
	public const STATS_OPTION = 'fitcoach_admin_stats';

	/** Seconds the figures are kept (also invalidated by Data_Changes::stats_version()). */
	public const STATS_TTL = 5 * MINUTE_IN_SECONDS;

	/**
	 * {active_users, total_workouts, sessions_this_week}, stored between requests.
	 *
	 * - active_users: members (users who are not app admins) who logged a measurement or session, or
	 *   logged in, within the last 30 days.
	 * - total_workouts: published workouts.
	 * - sessions_this_week: sessions dated since Monday 00:00 in the site's time zone.
	 *
	 * With a coach: active_users and sessions_this_week count only the coach's scope (members he
	 * coaches and members without a coach, by Coach_Status's member_only and coach_id), stored in
	 * an option of their own (STATS_OPTION_{coach id}); total_workouts stays the site's.
	 *
	 * @param int $coach_id The coach whose scope counts, or 0 for every member.
	 * @return array<mixed> The three figures (as stored, when they are current).
	 */
	public static function figures( int $coach_id = 0 ): array {
		$version = Data_Changes::stats_version();
		$option  = $coach_id > 0 ? self::STATS_OPTION . '_' . $coach_id : self::STATS_OPTION;
		$stored  = get_option( $option );
		if ( is_array( $stored ) && ( $stored['v'] ?? null ) === $version && (int) ( $stored['expires'] ?? 0 ) > time() && isset( $stored['figures'] ) && is_array( $stored['figures'] ) ) {
			return $stored['figures'];
		}
		$figures = $coach_id > 0 ? self::compute_scoped( $coach_id ) : self::compute();
		update_option(
			$option,
			array(
				'v'       => $version,
				'expires' => time() + self::STATS_TTL,
				'figures' => $figures,
			),
			false
		);
		return $figures;
	}

	/**
	 * The three figures of a coach's scope: the members who logged in or logged something within
	 * the last 30 days and the sessions since Monday, each joined with the coach status rows by
	 * the primary key and narrowed by member_only and coach_id.
	 *
	 * @param int $coach_id The coach.
	 * @return array{active_users: int, total_workouts: int, sessions_this_week: int}
	 */
	private static function compute_scoped( int $coach_id ): array {
		global $wpdb;
		$status = Coach_Status::table();
		$since  = sprintf( '%010d', time() - self::ACTIVE_DAYS * DAY_IN_SECONDS );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Indexed by meta_key, joined by the primary key; cached with the figures.
		$active = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT m.user_id) FROM {$wpdb->usermeta} m INNER JOIN {$status} s ON s.user_id = m.user_id WHERE m.meta_key IN (%s, %s) AND m.meta_value >= %s AND s.member_only = 1 AND s.coach_id IN (0, %d) AND m.user_id <> %d", Last_Login::META_KEY, Data_Changes::LAST_ACTIVITY_META, $since, $coach_id, $coach_id ) );

		$monday = ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( 'monday this week' )->setTime( 0, 0 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Indexed (type_status_date), joined by the primary key; cached with the figures.
		$sessions = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} p INNER JOIN {$status} s ON s.user_id = p.post_author WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_date >= %s AND s.member_only = 1 AND s.coach_id IN (0, %d)", Member_Data::SESSION, $monday->format( 'Y-m-d H:i:s' ), $coach_id ) );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count, cached with the figures.
		$workouts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", Member_Data::WORKOUT ) );
		return array(
			'active_users'       => $active,
			'total_workouts'     => $workouts,
			'sessions_this_week' => $sessions,
		);
	}

	/**
	 * The three figures, counted by indexes: active members from the last login and last activity
	 * user meta (meta_key index), minus the app admins (a stored list: Admin\App_Admins); sessions
	 * and workouts by (post_type, post_status, post_date).
	 *
	 * @return array{active_users: int, total_workouts: int, sessions_this_week: int}
	 */
	private static function compute(): array {
		global $wpdb;
		$since = sprintf( '%010d', time() - self::ACTIVE_DAYS * DAY_IN_SECONDS );
		// Both values are 10-digit Unix times, so they compare as text.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Indexed by meta_key; cached with the figures.
		$recent = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE meta_key IN (%s, %s) AND meta_value >= %s", Last_Login::META_KEY, Data_Changes::LAST_ACTIVITY_META, $since ) );
		$recent = array_values( array_unique( array_filter( array_map( 'intval', (array) $recent ) ) ) );
		$active = 0;
		if ( array() !== $recent ) {
			$admins = App_Admins::ids();
			if ( is_multisite() ) {
				foreach ( get_super_admins() as $login ) {
					$super = get_user_by( 'login', $login );
					if ( $super ) {
						$admins[] = (int) $super->ID;
					}
				}
			}
			$active = count( array_diff( $recent, $admins ) );
		}

		$monday = ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( 'monday this week' )->setTime( 0, 0 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count (type_status_date), cached with the figures.
		$sessions = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_date >= %s", Member_Data::SESSION, $monday->format( 'Y-m-d H:i:s' ) ) );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count, cached with the figures.
		$workouts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", Member_Data::WORKOUT ) );
		return array(
			'active_users'       => $active,
			'total_workouts'     => $workouts,
			'sessions_this_week' => $sessions,
		);
	}
}
