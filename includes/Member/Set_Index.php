<?php
/**
 * The set index: one row per logged set, for records, "last time" and an exercise's history.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_sets holds a copy of every set of every published session that
 * names an exercise (id > 0): user_id (the session's author), exercise_id, session_id,
 * session_date (the session's post_date, site time), position (the set's place among that
 * exercise's sets in the session, from 0; an exercise listed twice continues the count) and
 * weight (in tenths of a kg, so sums and comparisons are exact) and reps, each NULL when the set
 * left it empty. A set with neither value is not stored, but it keeps its place.
 *
 * Indexed by (user_id, exercise_id, session_date): every read of this class is one member's rows
 * of some exercises, through that index. Training_Sync keeps the rows equal to the sessions.
 *
 * @phpstan-type Set_Row array{user_id: int, exercise_id: int, session_id: int, session_date: string, position: int, weight: int|null, reps: int|null}
 */
final class Set_Index {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_sets';

	/** Rows per INSERT statement. */
	private const INSERT_BATCH = 500;

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * JSON schema of a list of logged sets as the REST answers give them (last time's sets, an
	 * exercise's history): position among the exercise's sets, weight in kg, reps.
	 *
	 * @return array<string, mixed>
	 */
	public static function sets_schema(): array {
		return array(
			'type'  => 'array',
			'items' => array(
				'type'       => 'object',
				'properties' => array(
					'position' => array( 'type' => 'integer' ),
					'weight'   => array( 'type' => array( 'number', 'null' ) ),
					'reps'     => array( 'type' => array( 'integer', 'null' ) ),
				),
			),
		);
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
  user_id bigint(20) unsigned NOT NULL,
  exercise_id bigint(20) unsigned NOT NULL,
  session_id bigint(20) unsigned NOT NULL,
  session_date datetime NOT NULL,
  position smallint(5) unsigned NOT NULL,
  weight int(10) unsigned DEFAULT NULL,
  reps int(10) unsigned DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY user_exercise_date (user_id,exercise_id,session_date),
  KEY session_id (session_id)
) {$charset};";
		dbDelta( $sql );
	}

	/**
	 * The rows a session should have: none unless it is a published session.
	 *
	 * @param WP_Post $session Session.
	 * @return list<Set_Row>
	 */
	public static function rows_for_post( WP_Post $session ): array {
		if ( Post_Types::SESSION !== $session->post_type || 'publish' !== $session->post_status ) {
			return array();
		}
		return self::rows_from( (int) $session->post_author, (int) $session->ID, (string) $session->post_date, Sessions::exercises( $session ) );
	}

	/**
	 * The rows of a session's exercises.
	 *
	 * @param int                                                                                        $user_id    Author.
	 * @param int                                                                                        $session_id Session.
	 * @param string                                                                                     $date      post_date.
	 * @param list<array{id: int, title: string, sets: list<array{weight: float|null, reps: int|null}>}> $exercises Sanitised exercises.
	 * @return list<Set_Row>
	 */
	public static function rows_from( int $user_id, int $session_id, string $date, array $exercises ): array {
		$rows     = array();
		$position = array();
		foreach ( $exercises as $exercise ) {
			$exercise_id = $exercise['id'];
			if ( $exercise_id <= 0 ) {
				continue;
			}
			foreach ( $exercise['sets'] as $set ) {
				$place                    = $position[ $exercise_id ] ?? 0;
				$position[ $exercise_id ] = $place + 1;
				if ( null === $set['weight'] && null === $set['reps'] ) {
					continue;
				}
				$rows[] = array(
					'user_id'      => $user_id,
					'exercise_id'  => $exercise_id,
					'session_id'   => $session_id,
					'session_date' => $date,
					'position'     => $place,
					'weight'       => null === $set['weight'] ? null : self::tenths( $set['weight'] ),
					'reps'         => $set['reps'],
				);
			}
		}
		return self::sorted( $rows );
	}

	/**
	 * A weight in kg as tenths of a kg.
	 *
	 * @param float $kg Weight.
	 */
	public static function tenths( float $kg ): int {
		return (int) round( $kg * 10 );
	}

	/**
	 * Rows in one order (exercise, position), so two lists of the same rows are equal.
	 *
	 * @param array<int, array<string, mixed>> $rows Rows.
	 * @phpstan-param array<Set_Row> $rows
	 * @return list<Set_Row>
	 */
	public static function sorted( array $rows ): array {
		usort(
			$rows,
			static fn( array $a, array $b ): int => array( $a['exercise_id'], $a['position'] ) <=> array( $b['exercise_id'], $b['position'] )
		);
		return $rows;
	}

	/**
	 * The stored rows of a session.
	 *
	 * @param int $session_id Session.
	 * @return list<Set_Row>
	 */
	public static function stored_rows( int $session_id ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, read inside the write that changes it.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, exercise_id, session_id, session_date, position, weight, reps FROM {$table} WHERE session_id = %d ORDER BY exercise_id, position", $session_id ), ARRAY_A );
		return self::sorted( array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() ) );
	}

	/**
	 * Every stored row of a member's exercises (one query through the index
	 * (user_id, exercise_id, session_date)).
	 *
	 * @param int   $user_id      Member.
	 * @param int[] $exercise_ids Exercises.
	 * @return list<Set_Row>
	 */
	public static function member_rows( int $user_id, array $exercise_ids ): array {
		global $wpdb;
		if ( array() === $exercise_ids ) {
			return array();
		}
		$table = self::table();
		$in    = implode( ', ', array_fill( 0, count( $exercise_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Placeholders built above; the plugin's own table, read inside the write that changes it.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, exercise_id, session_id, session_date, position, weight, reps FROM {$table} WHERE user_id = %d AND exercise_id IN ({$in})", array_merge( array( $user_id ), array_map( 'intval', $exercise_ids ) ) ), ARRAY_A );
		return array_values( array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() ) );
	}

	/**
	 * A row as read from the database, typed.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return Set_Row
	 */
	public static function typed( array $row ): array {
		return array(
			'user_id'      => (int) $row['user_id'],
			'exercise_id'  => (int) $row['exercise_id'],
			'session_id'   => (int) $row['session_id'],
			'session_date' => (string) $row['session_date'],
			'position'     => (int) $row['position'],
			'weight'       => null === $row['weight'] ? null : (int) $row['weight'],
			'reps'         => null === $row['reps'] ? null : (int) $row['reps'],
		);
	}

	/**
	 * Replaces a session's rows. False when the database refused a statement.
	 *
	 * @param int                              $session_id Session.
	 * @param array<int, array<string, mixed>> $rows       New rows (of this session).
	 * @param bool                             $has_rows   Whether the session has rows stored now
	 *                                                     (false: a new session, nothing to delete).
	 * @phpstan-param list<Set_Row> $rows
	 */
	public static function replace( int $session_id, array $rows, bool $has_rows = true ): bool {
		global $wpdb;
		if ( $has_rows ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
			$deleted = $wpdb->delete( self::table(), array( 'session_id' => $session_id ), array( '%d' ) );
			if ( false === $deleted ) {
				return false;
			}
		}
		return self::insert( $rows );
	}

	/**
	 * Inserts rows, a few hundred per statement. False when the database refused one.
	 *
	 * @param array<int, array<string, mixed>> $rows Rows.
	 * @phpstan-param list<Set_Row> $rows
	 */
	public static function insert( array $rows ): bool {
		global $wpdb;
		$table = self::table();
		foreach ( array_chunk( $rows, self::INSERT_BATCH ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $row ) {
				$values[] = '(' . $wpdb->prepare( '%d, %d, %d, %s, %d', $row['user_id'], $row['exercise_id'], $row['session_id'], $row['session_date'], $row['position'] )
					. ', ' . self::int_or_null( $row['weight'] ) . ', ' . self::int_or_null( $row['reps'] ) . ')';
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Each row prepared above; the plugin's own table.
			if ( false === $wpdb->query( "INSERT INTO {$table} (user_id, exercise_id, session_id, session_date, position, weight, reps) VALUES " . implode( ', ', $values ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * An integer as SQL, or NULL.
	 *
	 * @param int|null $value Value.
	 */
	public static function int_or_null( ?int $value ): string {
		return null === $value ? 'NULL' : (string) $value;
	}

	/**
	 * Removes every row of a member.
	 *
	 * @param int $user_id Member.
	 */
	public static function forget_member( int $user_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete( self::table(), array( 'user_id' => $user_id ), array( '%d' ) );
	}

	/**
	 * Last time: per exercise, the sets of the member's newest other session before this one
	 * (an earlier date, or the same date and a lower id) that held the exercise, from any workout.
	 * One query for all exercises.
	 *
	 * @param int    $user_id      Member.
	 * @param int[]  $exercise_ids Exercises.
	 * @param string $date         This session's post_date.
	 * @param int    $session_id   This session (0: before any session on that date, e.g. a new one).
	 * @return array<int, array{session_id: int, date: string, sets: list<array{position: int, weight: float|null, reps: int|null}>}> By exercise id.
	 */
	public static function previous( int $user_id, array $exercise_ids, string $date, int $session_id ): array {
		global $wpdb;
		$exercise_ids = array_values( array_unique( array_filter( array_map( 'intval', $exercise_ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( $user_id <= 0 || array() === $exercise_ids ) {
			return array();
		}
		$table  = self::table();
		$in     = implode( ', ', array_fill( 0, count( $exercise_ids ), '%d' ) );
		$before = '(session_date < %s OR (session_date = %s AND session_id < %d))';
		$args   = array_merge( array( $user_id ), $exercise_ids, array( $date, $date, $session_id, $user_id, $date, $date, $session_id ) );
		// The newest earlier date per exercise, then that date's rows (a tie of two sessions on one
		// date is settled below: the higher id is the later one).
		$sql = "SELECT s.exercise_id, s.session_id, s.session_date, s.position, s.weight, s.reps FROM {$table} s"
			. " INNER JOIN (SELECT exercise_id, MAX(session_date) AS newest FROM {$table} WHERE user_id = %d AND exercise_id IN ({$in}) AND {$before} GROUP BY exercise_id) m"
			. ' ON m.exercise_id = s.exercise_id AND m.newest = s.session_date'
			. ' WHERE s.user_id = %d AND (s.session_date < %s OR (s.session_date = %s AND s.session_id < %d))'
			. ' ORDER BY s.exercise_id, s.session_id DESC, s.position';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Placeholders built above; the plugin's own table.
		$rows     = $wpdb->get_results( $wpdb->prepare( $sql, $args ), ARRAY_A );
		$previous = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$exercise = (int) $row['exercise_id'];
			$session  = (int) $row['session_id'];
			if ( ! isset( $previous[ $exercise ] ) ) {
				$previous[ $exercise ] = array(
					'session_id' => $session,
					'date'       => Calendar::iso( (string) $row['session_date'] ),
					'sets'       => array(),
				);
			}
			if ( $previous[ $exercise ]['session_id'] === $session ) {
				$previous[ $exercise ]['sets'][] = array(
					'position' => (int) $row['position'],
					'weight'   => null === $row['weight'] ? null : Records::kg( (int) $row['weight'] ),
					'reps'     => null === $row['reps'] ? null : (int) $row['reps'],
				);
			}
		}
		return $previous;
	}



	/**
	 * Every session of the member that holds the exercise, oldest first, with the best estimated
	 * 1RM score of its sets (weight > 0, 1–Records::E1RM_MAX_REPS reps; null when none qualifies):
	 * one aggregate query through the index (user_id, exercise_id, session_date). Its length is
	 * the history's total and tells whether the member ever logged the exercise.
	 *
	 * @param int $user_id     Member.
	 * @param int $exercise_id Exercise.
	 * @return list<array{session_id: int, session_date: string, score: int|null}>
	 */
	public static function sessions_of( int $user_id, int $exercise_id ): array {
		global $wpdb;
		if ( $user_id <= 0 || $exercise_id <= 0 ) {
			return array();
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, through its index.
		$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT session_id, session_date, MAX(CASE WHEN weight > 0 AND reps >= 1 AND reps <= %d THEN weight * (30 + reps) END) AS score FROM {$table} WHERE user_id = %d AND exercise_id = %d GROUP BY session_id, session_date ORDER BY session_date, session_id", Records::E1RM_MAX_REPS, $user_id, $exercise_id ), ARRAY_A );
		$sessions = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$sessions[] = array(
				'session_id'   => (int) $row['session_id'],
				'session_date' => (string) $row['session_date'],
				'score'        => null === $row['score'] ? null : (int) $row['score'],
			);
		}
		return $sessions;
	}

	/**
	 * One page of the member's sessions that hold the exercise, newest first, with their sets of
	 * it in order: one query (the page's sessions picked in a derived table, their sets joined).
	 *
	 * @param int $user_id     Member.
	 * @param int $exercise_id Exercise.
	 * @param int $page        Page, from 1.
	 * @param int $per_page    Sessions per page.
	 * @return list<array{session_id: int, date: string, sets: list<array{position: int, weight: float|null, reps: int|null}>}>
	 */
	public static function history_page( int $user_id, int $exercise_id, int $page, int $per_page ): array {
		global $wpdb;
		$table    = self::table();
		$per_page = max( 1, $per_page );
		$offset   = ( max( 1, $page ) - 1 ) * $per_page;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, through its index.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT s.session_id, s.session_date, s.position, s.weight, s.reps FROM {$table} s INNER JOIN (SELECT session_id FROM {$table} WHERE user_id = %d AND exercise_id = %d GROUP BY session_id, session_date ORDER BY session_date DESC, session_id DESC LIMIT %d OFFSET %d) p ON p.session_id = s.session_id WHERE s.user_id = %d AND s.exercise_id = %d ORDER BY s.session_date DESC, s.session_id DESC, s.position ASC", $user_id, $exercise_id, $per_page, $offset, $user_id, $exercise_id ), ARRAY_A );
		$pages = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$session_id = (int) $row['session_id'];
			if ( ! isset( $pages[ $session_id ] ) ) {
				$pages[ $session_id ] = array(
					'session_id' => $session_id,
					'date'       => Calendar::iso( (string) $row['session_date'] ),
					'sets'       => array(),
				);
			}
			$pages[ $session_id ]['sets'][] = array(
				'position' => (int) $row['position'],
				'weight'   => null === $row['weight'] ? null : Records::kg( (int) $row['weight'] ),
				'reps'     => null === $row['reps'] ? null : (int) $row['reps'],
			);
		}
		return array_values( $pages );
	}
}
