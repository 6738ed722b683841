<?php
/**
 * Which program a member follows, from which day.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Member\Plan_Days;
use FitCoach\Member\Workouts;
use WP_Error;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A member follows at most one program: user meta fitcoach_program = { program_id, start_date
 * (Y-m-d), assigned_by, assigned_at ('Y-m-d\TH:i:s', GMT), weeks (the program's length, kept when
 * the program changes, so the member's plan needs no read of the program's structure) }, and
 * beside it fitcoach_program_id (the program id alone), so the members of a program are counted
 * and found by one query on the meta_key index, without reading or unserialising anyone's
 * assignment.
 *
 * - assign(): the member's days not done from the earlier of today and the start date on are
 *   replaced by the program's (Member\Plan_Days::materialise()), and the member is mailed.
 * - unassign(): the member's days not done from today on are removed; past and done days stay.
 * - program_changed(): every member following the program gets its days from today on again;
 *   done and past days keep what they were.
 */
final class Program_Assignment {

	/** User meta: the assignment. */
	public const META = 'fitcoach_program';

	/** User meta: the assigned program's id (for counting and finding its members). */
	public const ID_META = 'fitcoach_program_id';

	/**
	 * A member's assignment, or null.
	 *
	 * @param int $member_id Member.
	 * @return array{program_id: int, start_date: string, assigned_by: int, assigned_at: string, weeks: int|null}|null
	 */
	public static function of( int $member_id ): ?array {
		$value = $member_id > 0 ? get_user_meta( $member_id, self::META, true ) : null;
		if ( ! is_array( $value ) || ! isset( $value['program_id'], $value['start_date'] ) || (int) $value['program_id'] <= 0 || ! \FitCoach\Member\Calendar::is_date( $value['start_date'] ) ) {
			return null;
		}
		return array(
			'program_id'  => (int) $value['program_id'],
			'start_date'  => (string) $value['start_date'],
			'assigned_by' => (int) ( $value['assigned_by'] ?? 0 ),
			'assigned_at' => (string) ( $value['assigned_at'] ?? '' ),
			// Null for an assignment stored before the length was kept with it.
			'weeks'       => isset( $value['weeks'] ) && is_numeric( $value['weeks'] ) && (int) $value['weeks'] > 0 ? (int) $value['weeks'] : null,
		);
	}

	/**
	 * Whether every workout of a program is one the member may see (else he could not start it):
	 * true, or 400 fitcoach_workout_not_visible naming the others.
	 *
	 * @param WP_Post $program   Program.
	 * @param int     $member_id Member.
	 * @return true|WP_Error
	 */
	public static function check_workouts( WP_Post $program, int $member_id ) {
		$ids = array_values( array_unique( array_column( Programs::structure( $program )['days'], 'workout_id' ) ) );
		_prime_post_caches( $ids, false, true );
		$hidden = array();
		foreach ( $ids as $id ) {
			$workout = Programs::workout( $id );
			if ( null !== $workout && ! Workouts::is_visible( $workout, $member_id ) ) {
				$hidden[] = Workouts::title( $workout );
			}
		}
		if ( array() === $hidden ) {
			return true;
		}
		return new WP_Error(
			'fitcoach_workout_not_visible',
			/* translators: %s: workout names, comma separated. */
			sprintf( __( 'Dit lid kan niet alle workouts van het programma zien: %s. Wijs die workouts ook aan dit lid toe.', 'fitcoach' ), implode( ', ', $hidden ) ),
			array( 'status' => 400 )
		);
	}

	/**
	 * Assigns a program to a member from a start date, writes his days and mails him. The mail's
	 * outcome: true when it was sent.
	 *
	 * @param WP_User $member     Member.
	 * @param WP_Post $program    Program.
	 * @param string  $start_date Y-m-d.
	 * @param int     $by         The coach assigning it.
	 */
	public static function assign( WP_User $member, WP_Post $program, string $start_date, int $by ): bool {
		$today = Plan_Days::today();
		Plan_Days::materialise( $member->ID, $program, $start_date, min( $today, $start_date ), false );
		update_user_meta(
			$member->ID,
			self::META,
			array(
				'program_id'  => (int) $program->ID,
				'start_date'  => $start_date,
				'assigned_by' => $by,
				'assigned_at' => gmdate( 'Y-m-d\TH:i:s' ),
				'weeks'       => Programs::structure( $program )['weeks'],
			)
		);
		update_user_meta( $member->ID, self::ID_META, (string) (int) $program->ID );
		$coach = get_userdata( $by );
		return true === Member_Mailer::program_assigned( $member, (string) $program->post_title, $start_date, $coach instanceof WP_User ? $coach : null );
	}

	/**
	 * Ends a member's assignment: his days not done from today on go.
	 *
	 * @param int $member_id Member.
	 */
	public static function unassign( int $member_id ): void {
		Plan_Days::remove_from( $member_id, Plan_Days::today() );
		delete_user_meta( $member_id, self::META );
		delete_user_meta( $member_id, self::ID_META );
	}

	/**
	 * The ids of the members following a program (one query on the meta_key index).
	 *
	 * @param int $program_id Program.
	 * @return list<int>
	 */
	public static function members_of( int $program_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- By the meta_key index; a write's look-up.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value = %s", self::ID_META, (string) $program_id ) );
		return array_values( array_map( 'intval', (array) $ids ) );
	}

	/**
	 * How many members follow each program: program id => count (one query; 0 are left out).
	 *
	 * @param int[] $program_ids Programs.
	 * @return array<int, int>
	 */
	public static function counts( array $program_ids ): array {
		global $wpdb;
		$program_ids = array_values( array_filter( array_map( 'intval', $program_ids ) ) );
		if ( array() === $program_ids ) {
			return array();
		}
		$placeholders = implode( ', ', array_fill( 0, count( $program_ids ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- By the meta_key index; placeholders built above.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT meta_value AS program_id, COUNT(*) AS members FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value IN ({$placeholders}) GROUP BY meta_value", array_merge( array( self::ID_META ), array_map( 'strval', $program_ids ) ) ), ARRAY_A );
		$counts = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$counts[ (int) $row['program_id'] ] = (int) $row['members'];
		}
		return $counts;
	}

	/**
	 * A program changed: the days of every member following it are written again from today on
	 * (days done and days before today keep what they were).
	 *
	 * @param WP_Post $program Program.
	 */
	public static function program_changed( WP_Post $program ): void {
		$members = self::members_of( (int) $program->ID );
		if ( array() === $members ) {
			return;
		}
		update_meta_cache( 'user', $members );
		$today = Plan_Days::today();
		$weeks = Programs::structure( $program )['weeks'];
		foreach ( $members as $member_id ) {
			$assignment = self::of( $member_id );
			if ( null !== $assignment && $assignment['program_id'] === (int) $program->ID ) {
				Plan_Days::materialise( $member_id, $program, $assignment['start_date'], $today, true );
				if ( $assignment['weeks'] !== $weeks ) {
					$stored = get_user_meta( $member_id, self::META, true );
					if ( is_array( $stored ) ) {
						$stored['weeks'] = $weeks;
						update_user_meta( $member_id, self::META, $stored );
					}
				}
			}
		}
	}
}
