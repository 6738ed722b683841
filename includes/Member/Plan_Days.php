<?php
/**
 * A member's planned workouts, one row per planned day, materialised from a program.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Programs;
use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_plan_days: id, member_id, program_id, week_no (1..N), day_no (ISO
 * weekday of the program's slot, 1 = Monday), plan_date (DATE), workout_id, moved_from (the date
 * the member moved it from, or NULL), session_id (the session that did it, or NULL), prescription
 * (JSON: the week's prescriptions of the workout's exercises, computed when the row is written),
 * created_at (GMT). Indexes: (member_id, plan_date), (program_id, plan_date), (session_id).
 *
 * Dates: week w, day d of a program started on start_date is start_date's ISO week's Monday +
 * (w - 1) × 7 + (d - 1) days; slots before start_date are not planned. A program week is
 * therefore always a calendar week, Monday to Sunday, in the site's time zone.
 *
 * Writing (materialise()): rows that are not done and dated from a cut-off day on are replaced;
 * done rows and rows before the cut-off keep what they were, and a slot that still has such a row
 * (same program, week and day, on the same planned date) is not planned again. A row the member
 * moved keeps its move when it is written again. The cut-off is today for a changed program and
 * the earlier of today and the start date for an assignment (a start date in the past plans the
 * days since then, each linked to a session of its workout on its date when there is one).
 *
 * A day is done when a session is linked to it (link_day(), link_new_session()); deleting or
 * trashing the session unlinks it. Deleting the member removes his rows.
 *
 * Every write of a member's rows fires `fitcoach_plan_days_changed` with his id once it is done
 * (Coach\Plan_Misses keeps the 'Schema gemist' attention rule by it).
 */
final class Plan_Days {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_plan_days';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'deleted_post', array( self::class, 'on_deleted_post' ), 10, 2 );
		add_action( 'trashed_post', array( self::class, 'on_trashed_post' ) );
		add_action( 'deleted_user', array( self::class, 'forget_member' ) );
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table (dbDelta; MySQL/MariaDB and the SQLite drop-in).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		$sql = "CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL auto_increment,
  member_id bigint(20) unsigned NOT NULL,
  program_id bigint(20) unsigned NOT NULL,
  week_no smallint(5) unsigned NOT NULL,
  day_no tinyint(3) unsigned NOT NULL,
  plan_date date NOT NULL,
  workout_id bigint(20) unsigned NOT NULL,
  moved_from date DEFAULT NULL,
  session_id bigint(20) unsigned DEFAULT NULL,
  prescription longtext NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY member_date (member_id,plan_date),
  KEY program_date (program_id,plan_date),
  KEY session_id (session_id)
) {$charset};";
		dbDelta( $sql );
	}

	/**
	 * Today (Y-m-d, the site's time zone).
	 */
	public static function today(): string {
		return Calendar::now()->format( 'Y-m-d' );
	}

	/**
	 * A Y-m-d date a number of days later (negative: earlier).
	 *
	 * @param string $date Y-m-d.
	 * @param int    $days Days.
	 */
	public static function add_days( string $date, int $days ): string {
		$moment = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, new \DateTimeZone( 'UTC' ) );
		if ( false === $moment ) {
			return $date;
		}
		return $moment->modify( sprintf( '%+d days', $days ) )->format( 'Y-m-d' );
	}

	/**
	 * The Monday of a date's ISO week (Y-m-d).
	 *
	 * @param string $date Y-m-d.
	 */
	public static function monday( string $date ): string {
		$moment = \DateTimeImmutable::createFromFormat( '!Y-m-d', $date, new \DateTimeZone( 'UTC' ) );
		return false === $moment ? $date : self::add_days( $date, 1 - (int) $moment->format( 'N' ) );
	}

	/**
	 * The date of a program's week and day for a start date.
	 *
	 * @param string $start_date Y-m-d.
	 * @param int    $week       Week, from 1.
	 * @param int    $day        ISO weekday, 1 = Monday.
	 */
	public static function slot_date( string $start_date, int $week, int $day ): string {
		return self::add_days( self::monday( $start_date ), ( $week - 1 ) * 7 + ( $day - 1 ) );
	}

	/**
	 * The program week a start date and a date give (1 for start_date's week), possibly outside
	 * the program (0 or less, or more than its weeks).
	 *
	 * @param string $start_date Y-m-d.
	 * @param string $date       Y-m-d.
	 */
	public static function week_of( string $start_date, string $date ): int {
		$from = strtotime( self::monday( $start_date ) . ' 00:00:00 UTC' );
		$to   = strtotime( self::monday( $date ) . ' 00:00:00 UTC' );
		return (int) round( ( (int) $to - (int) $from ) / WEEK_IN_SECONDS ) + 1;
	}

	/**
	 * A member's rows between two dates (inclusive), by date and id: one query by the
	 * (member_id, plan_date) index.
	 *
	 * @param int    $member_id Member.
	 * @param string $from      Y-m-d.
	 * @param string $to        Y-m-d.
	 * @return list<array<string, mixed>>
	 */
	public static function between( int $member_id, string $from, string $to ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, plan_date) index.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d AND plan_date >= %s AND plan_date <= %s ORDER BY plan_date ASC, id ASC", $member_id, $from, $to ), ARRAY_A );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * One row by id, or null.
	 *
	 * @param int $id Row id.
	 * @return array<string, mixed>|null
	 */
	public static function find( int $id ): ?array {
		global $wpdb;
		if ( $id <= 0 ) {
			return null;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The member's row with this id, or null (missing or someone else's).
	 *
	 * @param int $id        Row id.
	 * @param int $member_id Member.
	 * @return array<string, mixed>|null
	 */
	public static function find_for( int $id, int $member_id ): ?array {
		$row = self::find( $id );
		return null !== $row && (int) $row['member_id'] === $member_id && $member_id > 0 ? $row : null;
	}

	/**
	 * Writes a member's days of a program (see the class doc).
	 *
	 * @param int     $member_id    Member.
	 * @param WP_Post $program      Program.
	 * @param string  $start_date   The assignment's start date (Y-m-d).
	 * @param string  $cutoff       Rows not done from this date on are replaced (Y-m-d).
	 * @param bool    $only_program Whether only this program's rows are replaced (a changed
	 *                              program), or every program's (an assignment).
	 */
	public static function materialise( int $member_id, WP_Post $program, string $start_date, string $cutoff, bool $only_program ): void {
		global $wpdb;
		$table      = self::table();
		$program_id = (int) $program->ID;
		$structure  = Programs::structure( $program );
		// Rows of slots on or after the cut-off: a slot's row is in its own week, so from that Monday.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, plan_date) index.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT id, program_id, week_no, day_no, plan_date, moved_from, session_id FROM {$table} WHERE member_id = %d AND plan_date >= %s", $member_id, self::monday( $cutoff ) ), ARRAY_A );
		$delete  = array();
		$carried = array();
		$kept    = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$same = (int) $row['program_id'] === $program_id;
			$slot = (int) $row['week_no'] . '-' . (int) $row['day_no'];
			if ( null === $row['session_id'] && (string) $row['plan_date'] >= $cutoff && ( $same || ! $only_program ) ) {
				$delete[] = (int) $row['id'];
				if ( $same && null !== $row['moved_from'] ) {
					$carried[ $slot ] = array( (string) $row['plan_date'], (string) $row['moved_from'] );
				}
			} elseif ( $same ) {
				$kept[ $slot . '-' . ( $row['moved_from'] ?? $row['plan_date'] ) ] = true;
			}
		}
		if ( array() !== $delete ) {
			$list = implode( ',', array_map( 'intval', $delete ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; a list of integers.
			$wpdb->query( "DELETE FROM {$table} WHERE id IN ({$list})" );
		}

		$new = array();
		foreach ( $structure['days'] as $day ) {
			$original = self::slot_date( $start_date, $day['week'], $day['day'] );
			$slot     = $day['week'] . '-' . $day['day'];
			if ( $original < $start_date || isset( $kept[ $slot . '-' . $original ] ) ) {
				continue;
			}
			if ( isset( $carried[ $slot ] ) && $carried[ $slot ][1] === $original ) {
				$new[] = $day + array(
					'date'  => $carried[ $slot ][0],
					'moved' => $original,
				);
			} elseif ( $original >= $cutoff ) {
				$new[] = $day + array(
					'date'  => $original,
					'moved' => null,
				);
			}
		}
		if ( array() === $new ) {
			self::changed( $member_id );
			return;
		}
		_prime_post_caches( array_values( array_unique( array_column( $new, 'workout_id' ) ) ), false, true );
		$sessions     = self::unlinked_sessions( $member_id, $new );
		$values       = array();
		$prescription = array();
		$now          = gmdate( 'Y-m-d H:i:s' );
		foreach ( $new as $day ) {
			$workout = Programs::workout( $day['workout_id'] );
			if ( null === $workout ) {
				continue;
			}
			$key = $day['workout_id'] . '-' . $day['week'];
			if ( ! isset( $prescription[ $key ] ) ) {
				$prescription[ $key ] = (string) wp_json_encode( Programs::prescription_for( $structure, $workout, $day['week'] ) );
			}
			$session  = self::take_session( $sessions, $day['workout_id'], $day['date'] );
			$values[] = $wpdb->prepare( '(%d, %d, %d, %d, %s, %d, ', $member_id, $program_id, $day['week'], $day['day'], $day['date'], $day['workout_id'] )
				. ( null === $day['moved'] ? 'NULL' : $wpdb->prepare( '%s', $day['moved'] ) ) . ', '
				. ( null === $session ? 'NULL' : (string) (int) $session ) . ', '
				. $wpdb->prepare( '%s, %s)', $prescription[ $key ], $now );
		}
		if ( array() !== $values ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own table; every value prepared above.
			$wpdb->query( "INSERT INTO {$table} (member_id, program_id, week_no, day_no, plan_date, workout_id, moved_from, session_id, prescription, created_at) VALUES " . implode( ', ', $values ) );
		}
		self::changed( $member_id );
	}

	/**
	 * The member's published sessions on the dates of new rows up to today that no row holds yet,
	 * by workout and date: workout id => date => list of session ids, oldest first (two queries,
	 * none when no new row is dated today or earlier).
	 *
	 * @param int                                        $member_id Member.
	 * @param list<array{date: string, workout_id: int}> $new New rows.
	 * @return array<int, array<string, list<int>>>
	 */
	private static function unlinked_sessions( int $member_id, array $new ): array {
		global $wpdb;
		$today = self::today();
		$dates = array_filter( array_column( $new, 'date' ), static fn( string $date ): bool => $date <= $today );
		if ( array() === $dates ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- By the post_author index; written once per assignment.
		$found = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_parent, post_date FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s AND post_status = 'publish' AND post_date >= %s AND post_date <= %s ORDER BY post_date ASC, ID ASC", $member_id, Post_Types::SESSION, min( $dates ) . ' 00:00:00', $today . ' 23:59:59' ), ARRAY_A );
		if ( ! is_array( $found ) || array() === $found ) {
			return array();
		}
		$ids   = implode( ',', array_map( static fn( array $row ): int => (int) $row['ID'], $found ) );
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its session_id index; a list of integers.
		$linked = array_map( 'intval', (array) $wpdb->get_col( "SELECT session_id FROM {$table} WHERE session_id IN ({$ids})" ) );
		$by     = array();
		foreach ( $found as $row ) {
			if ( ! in_array( (int) $row['ID'], $linked, true ) ) {
				$by[ (int) $row['post_parent'] ][ substr( (string) $row['post_date'], 0, 10 ) ][] = (int) $row['ID'];
			}
		}
		return $by;
	}

	/**
	 * Takes the first free session of a workout on a date, or null.
	 *
	 * @param array<int, array<string, list<int>>> $sessions   Free sessions (changed).
	 * @param int                                  $workout_id Workout.
	 * @param string                               $date       Y-m-d.
	 */
	private static function take_session( array &$sessions, int $workout_id, string $date ): ?int {
		if ( empty( $sessions[ $workout_id ][ $date ] ) ) {
			return null;
		}
		return array_shift( $sessions[ $workout_id ][ $date ] );
	}

	/**
	 * Removes a member's rows that are not done from a date on (an assignment ended).
	 *
	 * @param int    $member_id Member.
	 * @param string $from      Y-m-d.
	 */
	public static function remove_from( int $member_id, string $from ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, plan_date) index.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE member_id = %d AND plan_date >= %s AND session_id IS NULL", $member_id, $from ) );
		self::changed( $member_id );
	}

	/**
	 * Links a session to a row that is not done yet: true when it did.
	 *
	 * @param int $day_id     Row id.
	 * @param int $session_id Session.
	 */
	public static function link_day( int $day_id, int $session_id ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$linked = 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET session_id = %d WHERE id = %d AND session_id IS NULL", $session_id, $day_id ) );
		if ( $linked ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
			self::changed( (int) $wpdb->get_var( $wpdb->prepare( "SELECT member_id FROM {$table} WHERE id = %d", $day_id ) ) );
		}
		return $linked;
	}

	/**
	 * Links a new session to the member's first day of its workout on its date that is not done
	 * yet: the row's id, or 0 when none was planned.
	 *
	 * @param int    $member_id  Member.
	 * @param int    $session_id Session.
	 * @param int    $workout_id The session's workout.
	 * @param string $date       The session's date (Y-m-d).
	 */
	public static function link_new_session( int $member_id, int $session_id, int $workout_id, string $date ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, plan_date) index.
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE member_id = %d AND plan_date = %s AND workout_id = %d AND session_id IS NULL ORDER BY id ASC LIMIT 1", $member_id, $date, $workout_id ) );
		return $id > 0 && self::link_day( $id, $session_id ) ? $id : 0;
	}

	/**
	 * Unlinks a session from its day (the session is gone).
	 *
	 * @param int $session_id Session.
	 */
	public static function unlink_session( int $session_id ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its session_id index.
		$members = (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT member_id FROM {$table} WHERE session_id = %d", $session_id ) );
		if ( array() === $members ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its session_id index.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET session_id = NULL WHERE session_id = %d", $session_id ) );
		foreach ( $members as $member_id ) {
			self::changed( (int) $member_id );
		}
	}

	/**
	 * Moves a row that is not done to another date; moved_from keeps the date it was planned on
	 * (NULL again when it is moved back). True when it moved.
	 *
	 * @param array<string, mixed> $row  The row.
	 * @param string               $date Y-m-d.
	 */
	public static function move( array $row, string $date ): bool {
		global $wpdb;
		$table    = self::table();
		$original = null === $row['moved_from'] ? (string) $row['plan_date'] : (string) $row['moved_from'];
		$moved    = $original === $date ? null : $original;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$result = null === $moved
			? $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET plan_date = %s, moved_from = NULL WHERE id = %d AND session_id IS NULL", $date, (int) $row['id'] ) )
			: $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET plan_date = %s, moved_from = %s WHERE id = %d AND session_id IS NULL", $date, $moved, (int) $row['id'] ) );
		// phpcs:enable
		self::changed( (int) $row['member_id'] );
		return false !== $result;
	}

	/**
	 * A session deleted for good: its day is not done any more.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function on_deleted_post( $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && Post_Types::SESSION === $post->post_type ) {
			self::unlink_session( (int) $post_id );
		}
	}

	/**
	 * A session moved to the trash: its day is not done any more.
	 *
	 * @param int|string $post_id Post id.
	 */
	public static function on_trashed_post( $post_id ): void {
		if ( Post_Types::SESSION === get_post_type( (int) $post_id ) ) {
			self::unlink_session( (int) $post_id );
		}
	}

	/**
	 * Removes a deleted member's rows.
	 *
	 * @param int|string $member_id Member.
	 */
	public static function forget_member( $member_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete( self::table(), array( 'member_id' => (int) $member_id ), array( '%d' ) );
		self::changed( (int) $member_id );
	}

	/**
	 * A member's rows were written: `fitcoach_plan_days_changed` with his id.
	 *
	 * @param int $member_id Member.
	 */
	private static function changed( int $member_id ): void {
		if ( $member_id > 0 ) {
			/**
			 * A member's planned days were written (assigned, changed, removed, linked, unlinked, moved).
			 *
			 * @param int $member_id Member.
			 */
			do_action( 'fitcoach_plan_days_changed', $member_id );
		}
	}
}
