<?php
/**
 * The 'Schema gemist' rule worked out ahead: planned workouts missed, per member and day.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Member\Plan_Days;
use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_plan_misses holds, per member and day D, what the rule 'Schema
 * gemist' of Attention sees on D: of the member's planned days dated in the 7 days before D
 * (D − 7 to D − 1: a day is only missed once it has passed), how many were planned (planned) and
 * how many of them have no session linked (missed). A planned day counts when it is done, or when
 * its workout is still published (as Member\Plan shows the plan: a day nobody can start is left
 * out).
 *
 * Worked out ahead, like Attention_Days: a planned day that is not done now counts as missed on
 * every later day until a write makes it done, and every write of a member's planned days (a
 * program assigned, changed or removed, a session linked or unlinked, a day moved: Plan_Days
 * fires `fitcoach_plan_days_changed`) writes his rows anew for every day from today up to 7 days
 * after his last planned day. So the rows of a day are right on that day without a daily job: a
 * day's date passing changes nothing stored, only which row the list reads. The threshold is
 * compared in SQL (Coach_Status::candidates(), ranked()), so a change of it needs no rewrite.
 * A row is kept only for a day with at least one missed day (the lowest threshold is 1).
 *
 * Indexed by (day, missed): the list finds today's members whose missed days reach the threshold
 * by one index range. Rows of days gone stay until the member's next write (at most 7 after his
 * last planned day).
 */
final class Plan_Misses {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_plan_misses';

	/** Days before a day that its rule looks at. */
	public const WINDOW_DAYS = 7;

	/** Members per refresh batch of a rebuild. */
	private const BATCH = 200;

	/** Rows per INSERT statement. */
	private const INSERT_BATCH = 500;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'fitcoach_plan_days_changed', array( self::class, 'on_plan_days_changed' ) );
		add_action( 'transition_post_status', array( self::class, 'on_workout_status' ), 10, 3 );
		add_action( 'deleted_user', array( self::class, 'forget' ) );
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table (dbDelta; MySQL/MariaDB and the SQLite drop-in) and fills it
	 * for the planned days that exist.
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		$sql = "CREATE TABLE {$table} (
  user_id bigint(20) unsigned NOT NULL,
  day date NOT NULL,
  missed smallint(5) unsigned NOT NULL,
  planned smallint(5) unsigned NOT NULL,
  PRIMARY KEY  (user_id,day),
  KEY day_missed (day,missed)
) {$charset};";
		dbDelta( $sql );
		// Plan_Days installs its table before (Plugin registers it first).
		self::rebuild_all();
	}

	/**
	 * A member's planned days were written.
	 *
	 * @param mixed $member_id Member.
	 */
	public static function on_plan_days_changed( $member_id ): void {
		if ( is_numeric( $member_id ) && (int) $member_id > 0 ) {
			self::refresh( array( (int) $member_id ) );
		}
	}

	/**
	 * A workout was published or left published (trash, draft): the members with a day of it not
	 * done since the rule's window get their rows anew.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       The post.
	 */
	public static function on_workout_status( $new_status, $old_status, $post ): void {
		if ( ! $post instanceof WP_Post || Post_Types::WORKOUT !== $post->post_type || $new_status === $old_status || ( 'publish' !== $new_status && 'publish' !== $old_status ) ) {
			return;
		}
		global $wpdb;
		$table = Plan_Days::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; only when a workout is published or unpublished.
		$members = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT member_id FROM {$table} WHERE workout_id = %d AND session_id IS NULL AND plan_date >= %s", (int) $post->ID, self::window_start( Plan_Days::today() ) ) );
		$members = array_values( array_map( 'intval', (array) $members ) );
		foreach ( array_chunk( $members, self::BATCH ) as $chunk ) {
			self::refresh( $chunk );
		}
	}

	/**
	 * Writes the rows of some members anew, from today on (three queries for all of them).
	 *
	 * @param int[] $member_ids Members.
	 * @phpstan-param list<int> $member_ids
	 */
	public static function refresh( array $member_ids ): void {
		global $wpdb;
		$member_ids = array_values( array_unique( array_filter( array_map( 'intval', $member_ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( array() === $member_ids ) {
			return;
		}
		$today = Plan_Days::today();
		$in    = implode( ',', $member_ids );
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key; integer ids.
		$wpdb->query( "DELETE FROM {$table} WHERE user_id IN ({$in})" );
		$values = array();
		foreach ( self::counts( $member_ids, $today ) as $member_id => $days ) {
			foreach ( self::rows( $days, $today ) as $row ) {
				$values[] = (string) $wpdb->prepare( '(%d, %s, %d, %d)', $member_id, $row['day'], $row['missed'], $row['planned'] );
			}
		}
		foreach ( array_chunk( $values, self::INSERT_BATCH ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Each row prepared above; the plugin's own table.
			$wpdb->query( "INSERT INTO {$table} (user_id, day, missed, planned) VALUES " . implode( ', ', $chunk ) );
		}
		// The list's order kept ahead in the coach status table counts this rule too.
		Coach_Status::plan_changed( $member_ids );
	}

	/**
	 * Every member's rows anew (install, upgrade, seeders): the members with rows and those with a
	 * planned day since the window before today, in batches.
	 */
	public static function rebuild_all(): void {
		global $wpdb;
		$table = self::table();
		$days  = Plan_Days::table();
		// The members with rows now and those with a planned day since the window before today.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own tables; install and seeders only.
		$members = array_values( array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT member_id FROM {$days} WHERE plan_date >= %s UNION SELECT user_id FROM {$table}", self::window_start( Plan_Days::today() ) ) ) ) );
		sort( $members );
		foreach ( array_chunk( array_values( array_unique( $members ) ), self::BATCH ) as $chunk ) {
			self::refresh( $chunk );
		}
	}

	/**
	 * Removes a member's rows (a user deleted).
	 *
	 * @param mixed $member_id Member.
	 */
	public static function forget( $member_id ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d", (int) $member_id ) );
	}

	/**
	 * A member's stored row of a day: { missed, planned }, or null (nothing missed).
	 *
	 * @param int    $member_id Member.
	 * @param string $day       Y-m-d.
	 * @return array{missed: int, planned: int}|null
	 */
	public static function stored( int $member_id, string $day ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT missed, planned FROM {$table} WHERE user_id = %d AND day = %s", $member_id, $day ), ARRAY_A );
		return is_array( $row ) ? array(
			'missed'  => (int) $row['missed'],
			'planned' => (int) $row['planned'],
		) : null;
	}

	/**
	 * The planned and missed days of some members per date, from the window before today on (one
	 * query by the (member_id, plan_date) index, the workouts joined by their primary key): member
	 * id => date => [planned, not done].
	 *
	 * @param int[]  $member_ids Members.
	 * @param string $today      Today (Y-m-d).
	 * @phpstan-param list<int> $member_ids
	 * @return array<int, array<string, array{0: int, 1: int}>>
	 */
	private static function counts( array $member_ids, string $today ): array {
		global $wpdb;
		$in    = implode( ',', array_map( 'intval', $member_ids ) );
		$table = Plan_Days::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table by its (member_id, plan_date) index; integer ids.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT p.member_id, p.plan_date, COUNT(*) AS planned, SUM(CASE WHEN p.session_id IS NULL THEN 1 ELSE 0 END) AS open FROM {$table} p LEFT JOIN {$wpdb->posts} w ON w.ID = p.workout_id WHERE p.member_id IN ({$in}) AND p.plan_date >= %s AND (p.session_id IS NOT NULL OR (w.post_type = %s AND w.post_status = 'publish')) GROUP BY p.member_id, p.plan_date", self::window_start( $today ), Post_Types::WORKOUT ), ARRAY_A );
		$counts = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$counts[ (int) $row['member_id'] ][ substr( (string) $row['plan_date'], 0, 10 ) ] = array( (int) $row['planned'], (int) $row['open'] );
		}
		return $counts;
	}

	/**
	 * A member's rows from today on: for each day up to WINDOW_DAYS after his last planned day,
	 * the days planned and not done in the WINDOW_DAYS before it, when any is not done. Pure.
	 *
	 * @param array<string, array{0: int, 1: int}> $days  Date => [planned, not done].
	 * @param string                               $today Today (Y-m-d).
	 * @return list<array{day: string, missed: int, planned: int}>
	 */
	public static function rows( array $days, string $today ): array {
		if ( array() === $days ) {
			return array();
		}
		$by_number = array();
		foreach ( $days as $date => $count ) {
			$by_number[ self::day_number( (string) $date ) ] = $count;
		}
		$first = self::day_number( $today );
		$last  = max( array_keys( $by_number ) ) + self::WINDOW_DAYS;
		$rows  = array();
		for ( $d = $first; $d <= $last; $d++ ) {
			$planned = 0;
			$missed  = 0;
			for ( $p = $d - self::WINDOW_DAYS; $p < $d; $p++ ) {
				if ( isset( $by_number[ $p ] ) ) {
					$planned += $by_number[ $p ][0];
					$missed  += $by_number[ $p ][1];
				}
			}
			if ( $missed > 0 ) {
				$rows[] = array(
					'day'     => gmdate( 'Y-m-d', $d * DAY_IN_SECONDS ),
					'missed'  => $missed,
					'planned' => $planned,
				);
			}
		}
		return $rows;
	}

	/**
	 * The first date the rule of a day looks at.
	 *
	 * @param string $day Y-m-d.
	 */
	public static function window_start( string $day ): string {
		return Plan_Days::add_days( $day, -self::WINDOW_DAYS );
	}

	/**
	 * Days since 1970-01-01 of a Y-m-d.
	 *
	 * @param string $day Y-m-d.
	 */
	private static function day_number( string $day ): int {
		return intdiv( (int) strtotime( $day . ' 00:00:00 UTC' ), DAY_IN_SECONDS );
	}
}
