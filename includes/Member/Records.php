<?php
/**
 * A member's records per exercise, kept from the set index.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_records holds, per member × exercise, one row per record:
 *
 * - heaviest_weight: the heaviest weight of a set;
 * - estimated_1rm: the best estimated one-rep max, Epley: weight × (1 + reps / 30), over sets of
 *   1–12 reps;
 * - most_reps: per weight, the most reps of a set at that weight (one row per weight; a weight
 *   of 0 kg counts: body-weight exercises);
 * - best_set_volume: the best weight × reps of one set;
 * - best_session_volume: the best sum of weight × reps over the exercise's sets in one session.
 *
 * A set counts when it has a weight and at least 1 rep; for every kind but most_reps its weight
 * must be above 0. Each record keeps the set (or session) that set it: the best score, and among
 * equal scores the earliest (session date, then session id, then set position). Scores are exact
 * integers over weights in tenths of a kg: weight, weight × (30 + reps) (Epley × 300), reps,
 * weight × reps.
 *
 * after_write() keeps the records of exactly the member × exercise pairs a session write touched:
 * where that session held a record, the exercise's records are computed again from the member's
 * sets in the index (one query through its (user_id, exercise_id, session_date) index for all
 * such exercises; for most_reps only the weights it held are taken); any other record can only be
 * beaten by the session's new sets, which are compared with it in PHP. Only the rows that changed
 * are written.
 * compute() is the same rule over a list of sets (rebuilds and the sets of one session).
 *
 * @phpstan-import-type Set_Row from Set_Index
 * @phpstan-type Record array{kind: string, at: int, score: int, weight: int|null, reps: int|null, session_id: int, session_date: string, position: int}
 * @phpstan-type Beaten array{user_id: int, exercise_id: int, kind: string, at: int, score: int, previous: int}
 */
final class Records {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_records';

	/** Record: heaviest weight. */
	public const HEAVIEST_WEIGHT = 'heaviest_weight';

	/** Record: best estimated one-rep max (Epley). */
	public const ESTIMATED_1RM = 'estimated_1rm';

	/** Record: most reps at a weight. */
	public const MOST_REPS = 'most_reps';

	/** Record: best weight × reps of one set. */
	public const BEST_SET_VOLUME = 'best_set_volume';

	/** Record: best weight × reps summed over one session. */
	public const BEST_SESSION_VOLUME = 'best_session_volume';

	/** Every kind, in the API's order. */
	public const KINDS = array( self::HEAVIEST_WEIGHT, self::ESTIMATED_1RM, self::MOST_REPS, self::BEST_SET_VOLUME, self::BEST_SESSION_VOLUME );

	/** Most reps of a set that counts for the estimated 1RM. */
	public const E1RM_MAX_REPS = 12;

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
  kind varchar(20) NOT NULL,
  at_weight int(10) unsigned NOT NULL DEFAULT 0,
  score bigint(20) unsigned NOT NULL,
  weight int(10) unsigned DEFAULT NULL,
  reps int(10) unsigned DEFAULT NULL,
  session_id bigint(20) unsigned NOT NULL,
  session_date datetime NOT NULL,
  position smallint(5) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  UNIQUE KEY record (user_id,exercise_id,kind,at_weight)
) {$charset};";
		dbDelta( $sql );
	}

	/**
	 * The records of one member × exercise from its sets (any order), by key (kind:weight).
	 *
	 * @param array<int, array<string, mixed>> $rows Sets of one member and one exercise.
	 * @phpstan-param list<Set_Row> $rows
	 * @return array<string, Record>
	 */
	public static function compute( array $rows ): array {
		// No sorting: better() orders every two candidates completely (score, then the earlier
		// set), so the best of each key is the same in whatever order the sets come (sorting a
		// year of one exercise's sets cost more than reading them).
		$best    = array();
		$volumes = array();
		foreach ( $rows as $row ) {
			$weight = $row['weight'];
			$reps   = $row['reps'];
			if ( null === $weight || null === $reps || $reps < 1 ) {
				continue;
			}
			self::consider( $best, self::record( self::MOST_REPS, $weight, $reps, $row ) );
			if ( $weight <= 0 ) {
				continue;
			}
			self::consider( $best, self::record( self::HEAVIEST_WEIGHT, 0, $weight, $row ) );
			if ( $reps <= self::E1RM_MAX_REPS ) {
				self::consider( $best, self::record( self::ESTIMATED_1RM, 0, $weight * ( 30 + $reps ), $row ) );
			}
			self::consider( $best, self::record( self::BEST_SET_VOLUME, 0, $weight * $reps, $row ) );
			$session = $row['session_id'];
			if ( ! isset( $volumes[ $session ] ) ) {
				$volumes[ $session ] = array(
					'kind'         => self::BEST_SESSION_VOLUME,
					'at'           => 0,
					'score'        => 0,
					'weight'       => null,
					'reps'         => null,
					'session_id'   => $session,
					'session_date' => $row['session_date'],
					'position'     => 0,
				);
			}
			$volumes[ $session ]['score'] += $weight * $reps;
		}
		foreach ( $volumes as $volume ) {
			self::consider( $best, $volume );
		}
		return $best;
	}

	/**
	 * A record of a set.
	 *
	 * @param string               $kind  Kind.
	 * @param int                  $at    Weight of a most_reps record (tenths), else 0.
	 * @param int                  $score Score.
	 * @param array<string, mixed> $row   The set.
	 * @phpstan-param Set_Row $row
	 * @return Record
	 */
	private static function record( string $kind, int $at, int $score, array $row ): array {
		return array(
			'kind'         => $kind,
			'at'           => $at,
			'score'        => $score,
			'weight'       => $row['weight'],
			'reps'         => $row['reps'],
			'session_id'   => $row['session_id'],
			'session_date' => $row['session_date'],
			'position'     => $row['position'],
		);
	}

	/**
	 * Keeps a candidate when it beats the record of its key (or there is none).
	 *
	 * @param array<string, array<string, mixed>> $best      Records by key.
	 * @param array<string, mixed>                $candidate Candidate.
	 * @phpstan-param array<string, Record> $best
	 * @phpstan-param Record $candidate
	 */
	private static function consider( array &$best, array $candidate ): void {
		$key = self::key( $candidate );
		if ( ! isset( $best[ $key ] ) || self::better( $candidate, $best[ $key ] ) ) {
			$best[ $key ] = $candidate;
		}
	}

	/**
	 * The key of a record: its kind and, for most_reps, its weight.
	 *
	 * @param array<string, mixed> $record Record (or anything with kind and at).
	 * @phpstan-param array{kind: string, at: int} $record
	 */
	public static function key( array $record ): string {
		return $record['kind'] . ':' . $record['at'];
	}

	/**
	 * Whether $a beats $b: a higher score, or the same score set earlier.
	 *
	 * @param array<string, mixed> $a Candidate.
	 * @param array<string, mixed> $b Record.
	 * @phpstan-param Record $a
	 * @phpstan-param Record $b
	 */
	private static function better( array $a, array $b ): bool {
		if ( $a['score'] !== $b['score'] ) {
			return $a['score'] > $b['score'];
		}
		return array( $a['session_date'], $a['session_id'], $a['position'] ) < array( $b['session_date'], $b['session_id'], $b['position'] );
	}

	/**
	 * Keeps the records of the pairs a write of one session touched: the pairs of its old and its
	 * new sets. The set index must already hold the new sets.
	 *
	 * @param int                              $session_id The session written.
	 * @param array<int, array<string, mixed>> $old_rows   Its sets before.
	 * @param array<int, array<string, mixed>> $new_rows   Its sets now.
	 * @param int[]                            $skip_users Members whose records are not kept (being deleted).
	 * @phpstan-param list<Set_Row> $old_rows
	 * @phpstan-param list<Set_Row> $new_rows
	 * @return list<Beaten>|null Records the session's new sets beat (a record of another session
	 *                           that existed before), or null when the database refused a write.
	 */
	public static function after_write( int $session_id, array $old_rows, array $new_rows, array $skip_users = array() ): ?array {
		$pairs  = array();
		$by_set = array();
		foreach ( array_merge( $old_rows, $new_rows ) as $row ) {
			$pairs[ $row['user_id'] ][ $row['exercise_id'] ] = true;
		}
		foreach ( $new_rows as $row ) {
			$by_set[ $row['user_id'] ][ $row['exercise_id'] ][] = $row;
		}
		$beaten = array();
		foreach ( $pairs as $user_id => $exercises ) {
			if ( in_array( $user_id, $skip_users, true ) ) {
				continue;
			}
			$ids     = array();
			$stored  = self::stored( $user_id, array_keys( $exercises ), $ids );
			$read    = self::read_again( $session_id, $user_id, $stored );
			$removed = array();
			$added   = array();
			foreach ( array_keys( $exercises ) as $exercise_id ) {
				$current = $stored[ $exercise_id ] ?? array();
				$next    = self::next( $session_id, $current, $read[ $exercise_id ] ?? array(), self::compute( $by_set[ $user_id ][ $exercise_id ] ?? array() ) );
				foreach ( $current + $next as $key => $record ) {
					$before = $current[ $key ] ?? null;
					$after  = $next[ $key ] ?? null;
					if ( $before === $after ) {
						continue;
					}
					if ( null !== $before ) {
						$removed[] = $ids[ $exercise_id ][ $key ];
					}
					if ( null === $after ) {
						continue;
					}
					$added[ $exercise_id ][ $key ] = $after;
					if ( null !== $before && $session_id === $after['session_id'] && $session_id !== $before['session_id'] && $after['score'] > $before['score'] ) {
						$beaten[] = array(
							'user_id'     => $user_id,
							'exercise_id' => $exercise_id,
							'kind'        => $after['kind'],
							'at'          => $after['at'],
							'score'       => $after['score'],
							'previous'    => $before['score'],
						);
					}
				}
			}
			if ( ! self::delete( $removed ) || ! self::insert( $user_id, $added ) ) {
				return null;
			}
		}
		return $beaten;
	}

	/**
	 * The records of a member × exercise after a write of one session: a record the session held
	 * is taken from $read, the records read again from the set index (for most_reps only the
	 * weights it held); every other record stays unless one of the session's new sets beats it.
	 *
	 * @param int                                 $session_id The session written.
	 * @param array<string, array<string, mixed>> $current    Stored records by key.
	 * @param array<string, array<string, mixed>> $read       The exercise's records read again (empty when the session held none).
	 * @param array<string, array<string, mixed>> $candidates The best of the session's new sets by key.
	 * @phpstan-param array<string, Record> $current
	 * @phpstan-param array<string, Record> $read
	 * @phpstan-param array<string, Record> $candidates
	 * @return array<string, Record>
	 */
	private static function next( int $session_id, array $current, array $read, array $candidates ): array {
		$next = array();
		foreach ( self::KINDS as $kind ) {
			$mine = array_filter( $current, static fn( array $record ): bool => $kind === $record['kind'] );
			$held = array_filter( $mine, static fn( array $record ): bool => $session_id === $record['session_id'] );
			if ( array() !== $held ) {
				// Its old sets may have been the only ones that high: take those records as read again.
				$mine = array_diff_key( $mine, $held ) + array_intersect_key( $read, $held );
			}
			foreach ( $candidates as $key => $candidate ) {
				if ( $kind === $candidate['kind'] && ( ! isset( $mine[ $key ] ) || self::better( $candidate, $mine[ $key ] ) ) ) {
					$mine[ $key ] = $candidate;
				}
			}
			$next += $mine;
		}
		return $next;
	}

	/**
	 * The records of the exercises where a session held one, computed again from the member's
	 * sets in the index (which already holds the session's new sets): one query for all of them.
	 *
	 * @param int                               $session_id The session written.
	 * @param int                               $user_id    Member.
	 * @param array<int, array<string, Record>> $stored     Stored records by exercise id.
	 * @return array<int, array<string, Record>> Exercise id => records by key (only the exercises read).
	 */
	private static function read_again( int $session_id, int $user_id, array $stored ): array {
		$exercise_ids = array();
		foreach ( $stored as $exercise_id => $records ) {
			foreach ( $records as $record ) {
				if ( $session_id === $record['session_id'] ) {
					$exercise_ids[] = (int) $exercise_id;
					break;
				}
			}
		}
		if ( array() === $exercise_ids ) {
			return array();
		}
		$by_exercise = array();
		foreach ( Set_Index::member_rows( $user_id, $exercise_ids ) as $row ) {
			$by_exercise[ $row['exercise_id'] ][] = $row;
		}
		return array_map( array( self::class, 'compute' ), $by_exercise );
	}

	/**
	 * Deletes records by their row ids (one statement through the primary key). False when the
	 * database refused it.
	 *
	 * @param int[] $ids Row ids.
	 */
	private static function delete( array $ids ): bool {
		global $wpdb;
		if ( array() === $ids ) {
			return true;
		}
		$table = self::table();
		$in    = implode( ', ', array_map( 'intval', $ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Integers only; the plugin's own table.
		return false !== $wpdb->query( "DELETE FROM {$table} WHERE id IN ({$in})" );
	}

	/**
	 * A stored (or read) row as a record.
	 *
	 * @param array<string, mixed> $row Row: kind, at_weight, score, weight, reps, session_id, session_date, position.
	 * @return Record
	 */
	private static function typed( array $row ): array {
		return array(
			'kind'         => (string) $row['kind'],
			'at'           => (int) $row['at_weight'],
			'score'        => (int) $row['score'],
			'weight'       => null === $row['weight'] ? null : (int) $row['weight'],
			'reps'         => null === $row['reps'] ? null : (int) $row['reps'],
			'session_id'   => (int) $row['session_id'],
			'session_date' => (string) $row['session_date'],
			'position'     => (int) $row['position'],
		);
	}

	/**
	 * The stored records of a member's exercises: exercise id => key => record (one query).
	 *
	 * @param int                            $user_id      Member.
	 * @param int[]                          $exercise_ids Exercises.
	 * @param array<int, array<string, int>> $ids          Filled with the rows' ids: exercise id => key => id.
	 * @return array<int, array<string, Record>>
	 */
	public static function stored( int $user_id, array $exercise_ids, array &$ids = array() ): array {
		global $wpdb;
		if ( array() === $exercise_ids ) {
			return array();
		}
		$table = self::table();
		$in    = implode( ', ', array_fill( 0, count( $exercise_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Placeholders built above; the plugin's own table.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT id, exercise_id, kind, at_weight, score, weight, reps, session_id, session_date, position FROM {$table} WHERE user_id = %d AND exercise_id IN ({$in})", array_merge( array( $user_id ), array_map( 'intval', $exercise_ids ) ) ), ARRAY_A );
		$records = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$record = self::typed( $row );
			$key    = self::key( $record );
			$records[ (int) $row['exercise_id'] ][ $key ] = $record;
			$ids[ (int) $row['exercise_id'] ][ $key ]     = (int) $row['id'];
		}
		return $records;
	}

	/**
	 * Inserts records, a few hundred per statement. False when the database refused one.
	 *
	 * @param int                               $user_id Member.
	 * @param array<int, array<string, Record>> $records Exercise id => records.
	 */
	public static function insert( int $user_id, array $records ): bool {
		global $wpdb;
		$table  = self::table();
		$values = array();
		foreach ( $records as $exercise_id => $list ) {
			foreach ( $list as $record ) {
				$values[] = '(' . $wpdb->prepare( '%d, %d, %s, %d, %d', $user_id, $exercise_id, $record['kind'], $record['at'], $record['score'] )
					. ', ' . Set_Index::int_or_null( $record['weight'] ) . ', ' . Set_Index::int_or_null( $record['reps'] ) . ', '
					. $wpdb->prepare( '%d, %s, %d', $record['session_id'], $record['session_date'], $record['position'] ) . ')';
			}
		}
		foreach ( array_chunk( $values, self::INSERT_BATCH ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Each row prepared above; the plugin's own table.
			if ( false === $wpdb->query( "INSERT INTO {$table} (user_id, exercise_id, kind, at_weight, score, weight, reps, session_id, session_date, position) VALUES " . implode( ', ', $chunk ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Removes every record of a member.
	 *
	 * @param int $user_id Member.
	 */
	public static function forget_member( int $user_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete( self::table(), array( 'user_id' => $user_id ), array( '%d' ) );
	}

	/**
	 * Tenths of a kg as kg.
	 *
	 * @param int $tenths Weight in tenths of a kg.
	 */
	public static function kg( int $tenths ): float {
		return round( $tenths / 10, 1 );
	}

	/**
	 * A score in the API's unit: kg (one decimal) for every kind but most_reps, which is reps.
	 *
	 * @param string $kind  Kind.
	 * @param int    $score Score.
	 * @return float|int
	 */
	public static function value( string $kind, int $score ) {
		if ( self::MOST_REPS === $kind ) {
			return $score;
		}
		return self::kg_of_score( $kind, $score );
	}

	/**
	 * A weight score in kg with one decimal (the estimated 1RM's score is Epley × 300).
	 *
	 * @param string $kind  Kind.
	 * @param int    $score Score.
	 */
	public static function kg_of_score( string $kind, int $score ): float {
		return self::ESTIMATED_1RM === $kind ? round( $score / 300, 1 ) : self::kg( $score );
	}

	/**
	 * The API shape of a member × exercise's records: { heaviest_weight, estimated_1rm,
	 * best_set_volume, best_session_volume: record | null, most_reps: [record] (heaviest weight
	 * first) }, record = { value, weight (kg) | null, reps | null, session_id, date }.
	 *
	 * @param array<string, Record> $records Records by key.
	 * @return array<string, mixed>
	 */
	public static function to_api( array $records ): array {
		$api = array(
			self::HEAVIEST_WEIGHT     => null,
			self::ESTIMATED_1RM       => null,
			self::MOST_REPS           => array(),
			self::BEST_SET_VOLUME     => null,
			self::BEST_SESSION_VOLUME => null,
		);
		usort( $records, static fn( array $a, array $b ): int => $b['at'] <=> $a['at'] );
		foreach ( $records as $record ) {
			$entry = array(
				'value'      => self::value( $record['kind'], $record['score'] ),
				'weight'     => null === $record['weight'] ? null : self::kg( $record['weight'] ),
				'reps'       => $record['reps'],
				'session_id' => $record['session_id'],
				'date'       => Calendar::iso( $record['session_date'] ),
			);
			if ( self::MOST_REPS === $record['kind'] ) {
				$api[ self::MOST_REPS ][] = $entry;
			} elseif ( array_key_exists( $record['kind'], $api ) ) {
				$api[ $record['kind'] ] = $entry;
			}
		}
		return $api;
	}
}
