<?php
/**
 * The energy and weight rules worked out ahead, per member and day.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_attention_days holds, per member and day, what the energy and
 * weight rules of Attention see on that day (Attention::trend_on), before any threshold or goal:
 *
 * - energy_drop: how much lower the energy of the 7 days up to the day is than that of the 7
 *   days before;
 * - weight_rate, weight_newest: the weight's rate over the 14 days up to the day (kg per week,
 *   one decimal) and the newest weight among them;
 * - weight_away: the rate's size when it moves away from the member's goal weight (rising above
 *   it or falling below it), else null: written with the rows, and again in SQL from the two
 *   columns above when the goal changes (goal_changed(), one query).
 *
 * A row is kept only for a day on which one of the rules could hold: an energy drop of at least
 * the lowest threshold (Attention_Settings::BOUNDS), or a weight that moves. Both rules only
 * look at the measurements of the 14 days up to the day, and Coach_Status keeps those (recent)
 * for every day from the day of the member's last write on (see there). So every change of a
 * member's measurements writes their rows anew, from the write day up to 13 days after their
 * newest measurement: after that day neither rule has anything to go on. The rows of a day
 * therefore stay right on that day without a daily job, the thresholds being compared in SQL
 * (Coach_Status::candidates): a change of them needs no rewrite.
 *
 * Indexed by (day, energy_drop) and (day, weight_away): the list finds today's members whose
 * drop or weight away from the goal reaches the threshold by two index ranges, reading only
 * those, whatever the number of members.
 * Rows of days gone stay until the member's next write (at most about 14 per member).
 *
 * @phpstan-import-type Entry from Coach_Status
 * @phpstan-type Day array{day: string, energy_drop: float|null, weight_rate: float|null, weight_newest: float|null}
 */
final class Attention_Days {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_attention_days';

	/** Margin of the SQL comparisons (Attention's own are exact to 1e-9: the SQL finds a superset). */
	public const MARGIN = 1e-6;

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
	 * Creates or updates the table (dbDelta; MySQL/MariaDB and the SQLite drop-in). Filled by
	 * Coach_Status's backfill.
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
  energy_drop double DEFAULT NULL,
  weight_rate double DEFAULT NULL,
  weight_newest double DEFAULT NULL,
  weight_away double DEFAULT NULL,
  PRIMARY KEY  (user_id,day),
  KEY day_energy (day,energy_drop),
  KEY day_away (day,weight_away)
) {$charset};";
		dbDelta( $sql );
	}

	/**
	 * The rows of a member whose recent measurements were stored on a write: one per day from the
	 * write day (13 days after $from) on, for the days on which a rule could hold.
	 *
	 * @param string $from   The first day recent holds (Coach_Status: the write day − 13).
	 * @param array  $recent Recent measurements, by date.
	 * @phpstan-param list<Entry> $recent
	 * @return list<Day>
	 */
	public static function rows( string $from, array $recent ): array {
		$by_day = array();
		foreach ( $recent as $entry ) {
			$by_day[ $entry[0] ][] = $entry;
		}
		$first = self::day_number( $from ) + Coach_Status::RECENT_DAYS - 1;
		// The days that see a measurement in their 14 days: each measurement's day and the 13 after.
		$days = array();
		foreach ( array_keys( $by_day ) as $day ) {
			$number = self::day_number( (string) $day );
			for ( $d = max( $first, $number ); $d < $number + Attention::TREND_DAYS; $d++ ) {
				$days[ $d ] = true;
			}
		}
		ksort( $days );
		$min_drop = Attention_Settings::BOUNDS['energy_drop'][0] - self::MARGIN;
		$rows     = array();
		foreach ( array_keys( $days ) as $number ) {
			// Only the measurements of the 14 days up to the day: what the rules look at, in order.
			$window = array();
			for ( $d = $number - Attention::TREND_DAYS + 1; $d <= $number; $d++ ) {
				$key = gmdate( 'Y-m-d', $d * DAY_IN_SECONDS );
				if ( isset( $by_day[ $key ] ) ) {
					array_push( $window, ...$by_day[ $key ] );
				}
			}
			$day   = gmdate( 'Y-m-d', $number * DAY_IN_SECONDS );
			$trend = Attention::trend_on( $window, $day );
			$drop  = null !== $trend['energy_drop'] && $trend['energy_drop'] >= $min_drop ? $trend['energy_drop'] : null;
			if ( null === $drop && null === $trend['weight_rate'] ) {
				continue;
			}
			$rows[] = array(
				'day'           => $day,
				'energy_drop'   => $drop,
				'weight_rate'   => $trend['weight_rate'],
				'weight_newest' => $trend['weight_newest'],
			);
		}
		return $rows;
	}

	/**
	 * Stores a member's rows anew (two queries).
	 *
	 * @param int        $user_id Member.
	 * @param string     $from    The first day recent holds.
	 * @param array      $recent  Recent measurements.
	 * @param float|null $goal    The member's goal weight, or null.
	 * @phpstan-param list<Entry> $recent
	 */
	public static function store( int $user_id, string $from, array $recent, ?float $goal ): void {
		self::forget( $user_id );
		self::insert( array( $user_id => self::rows( $from, $recent ) ), array( $user_id => $goal ) );
	}

	/**
	 * A member's goal weight changed: weight_away of their rows again (one query).
	 *
	 * @param int        $user_id Member.
	 * @param float|null $goal    The goal weight, or null.
	 */
	public static function goal_changed( int $user_id, ?float $goal ): void {
		global $wpdb;
		$table = self::table();
		if ( null === $goal ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET weight_away = NULL WHERE user_id = %d", $user_id ) );
			return;
		}
		$kg = self::number( $goal );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET weight_away = CASE WHEN weight_rate > 0 AND weight_newest > %s THEN weight_rate WHEN weight_rate < 0 AND weight_newest < %s THEN -weight_rate ELSE NULL END WHERE user_id = %d", $kg, $kg, $user_id ) );
	}

	/**
	 * Stores the rows of the users with ids in (after, end] anew: a backfill batch.
	 *
	 * @param int                                                                            $after   Last user id of the previous batch.
	 * @param int                                                                            $end     Last user id of this batch.
	 * @param array<int, array{recent_from: string, recent: array, goal_weight: float|null}> $statuses Statuses by user id.
	 * @phpstan-param array<int, array{recent_from: string, recent: list<Entry>, goal_weight: float|null}> $statuses
	 */
	public static function store_range( int $after, int $end, array $statuses ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id > %d AND user_id <= %d", $after, $end ) );
		$rows  = array();
		$goals = array();
		foreach ( $statuses as $user_id => $status ) {
			$rows[ $user_id ]  = self::rows( $status['recent_from'], $status['recent'] );
			$goals[ $user_id ] = $status['goal_weight'];
		}
		self::insert( $rows, $goals );
	}

	/**
	 * Removes a member's rows.
	 *
	 * @param int $user_id Member.
	 */
	public static function forget( int $user_id ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d", $user_id ) );
	}

	/**
	 * The stored rows of a member, by day.
	 *
	 * @param int $user_id Member.
	 * @return list<array{day: string, energy_drop: float|null, weight_rate: float|null, weight_newest: float|null, weight_away: float|null}>
	 */
	public static function stored( int $user_id ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$found = $wpdb->get_results( $wpdb->prepare( "SELECT day, energy_drop, weight_rate, weight_newest, weight_away FROM {$table} WHERE user_id = %d ORDER BY day", $user_id ), ARRAY_A );
		$rows  = array();
		foreach ( is_array( $found ) ? $found : array() as $row ) {
			$rows[] = array(
				'day'           => substr( (string) $row['day'], 0, 10 ),
				'energy_drop'   => is_numeric( $row['energy_drop'] ) ? (float) $row['energy_drop'] : null,
				'weight_rate'   => is_numeric( $row['weight_rate'] ) ? (float) $row['weight_rate'] : null,
				'weight_newest' => is_numeric( $row['weight_newest'] ) ? (float) $row['weight_newest'] : null,
				'weight_away'   => is_numeric( $row['weight_away'] ) ? (float) $row['weight_away'] : null,
			);
		}
		return $rows;
	}

	/**
	 * The weight's speed away from a goal on a row: the rate's size when it rises above the goal
	 * or falls below it (as Attention::evaluate() judges it), else null.
	 *
	 * @param array<string, mixed> $row  A row of rows().
	 * @param float|null           $goal Goal weight, or null.
	 * @phpstan-param Day $row
	 */
	public static function away( array $row, ?float $goal ): ?float {
		$rate   = $row['weight_rate'];
		$newest = $row['weight_newest'];
		if ( null === $goal || null === $rate || null === $newest ) {
			return null;
		}
		return ( $rate > 0 && $newest > $goal ) || ( $rate < 0 && $newest < $goal ) ? abs( $rate ) : null;
	}

	/**
	 * Inserts rows (as few statements as the batch size allows; none without rows).
	 *
	 * @param array<int, list<Day>>  $rows_by_user Rows by user id.
	 * @param array<int, float|null> $goals        Goal weights by user id.
	 */
	private static function insert( array $rows_by_user, array $goals ): void {
		global $wpdb;
		$values = array();
		foreach ( $rows_by_user as $user_id => $rows ) {
			foreach ( $rows as $row ) {
				// NULLIF: '' for a NULL column.
				$values[] = (string) $wpdb->prepare(
					"(%d, %s, NULLIF(%s, ''), NULLIF(%s, ''), NULLIF(%s, ''), NULLIF(%s, ''))",
					$user_id,
					$row['day'],
					self::number( $row['energy_drop'] ),
					self::number( $row['weight_rate'] ),
					self::number( $row['weight_newest'] ),
					self::number( self::away( $row, $goals[ $user_id ] ?? null ) )
				);
			}
		}
		$table = self::table();
		foreach ( array_chunk( $values, self::INSERT_BATCH ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Each row prepared above; the plugin's own table.
			$wpdb->query( "INSERT INTO {$table} (user_id, day, energy_drop, weight_rate, weight_newest, weight_away) VALUES " . implode( ', ', $chunk ) );
		}
	}

	/**
	 * A number as stored: every digit PHP has ('' for none).
	 *
	 * @param float|null $value Value.
	 */
	private static function number( ?float $value ): string {
		return null === $value ? '' : sprintf( '%.17g', $value );
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
