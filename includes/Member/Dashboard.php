<?php
/**
 * The coach's dashboard figures: active members, workouts, sessions this week.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\App_Admins;
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
	 * @return array<mixed> The three figures (as stored, when they are current).
	 */
	public static function figures(): array {
		$version = Data_Changes::stats_version();
		$stored  = get_option( self::STATS_OPTION );
		if ( is_array( $stored ) && ( $stored['v'] ?? null ) === $version && (int) ( $stored['expires'] ?? 0 ) > time() && isset( $stored['figures'] ) && is_array( $stored['figures'] ) ) {
			return $stored['figures'];
		}
		$figures = self::compute();
		update_option(
			self::STATS_OPTION,
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
