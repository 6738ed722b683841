<?php
/**
 * A member's plan as the app shows it: today, this week, the program's weeks and adherence.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the plan days table (Plan_Days) in a fixed number of queries whatever the number of
 * members or days: the member's assignment (user meta, usually cached with the user), the
 * program (post and meta), one query for the days, one for their workouts.
 *
 * The plan: { program: { id, title, weeks } | null, start_date: 'Y-m-d' | null, current_week: int |
 * null (null before the program's first week and after its last), weeks: int | null, today: {
 * date, day: plan day | null }, week: [ 7 × { date, days: [plan day] } ] (Monday to Sunday of
 * this week), adherence: [ { week_start, planned, done } ] }.
 *
 * A plan day: { id, date, week, workout: { id, title }, status: 'planned' | 'done' | 'missed',
 * session_id: int | null, moved_from: 'Y-m-d' | null, prescription: [ { exercise_id,
 * prescription } ] }. done: a session is linked; missed: before today and not done; planned:
 * today or later and not done. A day not done whose workout is no longer published is left out
 * (nobody could start it), also from adherence.
 *
 * today.day: today's first day not done, else today's first day, else null (a rest day).
 * adherence: per calendar week (Monday to Sunday, the site's time zone), this week first and
 * then up to 7 weeks before, down to the oldest of those weeks with a planned day: the days
 * planned in it (done or not, also those still to come this week) and the days done.
 */
final class Plan {

	/** Weeks of adherence: this week and 7 before. */
	public const ADHERENCE_WEEKS = 8;

	/**
	 * GET /plan of a member (also the coach's GET /admin/users/{id}/plan).
	 *
	 * @param int $member_id Member.
	 * @return array<string, mixed>
	 */
	public static function for_member( int $member_id ): array {
		$today      = Plan_Days::today();
		$monday     = Plan_Days::monday( $today );
		$assignment = Program_Assignment::of( $member_id );
		// The program's post is loaded with the days' workouts (one query), before current() reads it.
		$rows    = self::usable( Plan_Days::between( $member_id, Plan_Days::add_days( $monday, -7 * ( self::ADHERENCE_WEEKS - 1 ) ), Plan_Days::add_days( $monday, 6 ) ), null === $assignment ? array() : array( $assignment['program_id'] ) );
		$current = self::current( $member_id );
		$week    = array();
		$today_d = array();
		for ( $i = 0; $i < 7; $i++ ) {
			$date = Plan_Days::add_days( $monday, $i );
			$days = array();
			if ( null !== $current ) {
				foreach ( $rows as $row ) {
					if ( $row['plan_date'] === $date ) {
						$days[] = self::day( $row, $today );
					}
				}
			}
			if ( $date === $today ) {
				$today_d = $days;
			}
			$week[] = array(
				'date' => $date,
				'days' => $days,
			);
		}
		$pick = null;
		foreach ( $today_d as $day ) {
			if ( 'done' !== $day['status'] ) {
				$pick = $day;
				break;
			}
		}
		return array(
			'program'      => null === $current ? null : $current['program'],
			'start_date'   => null === $current ? null : $current['start_date'],
			'current_week' => null === $current ? null : $current['current_week'],
			'weeks'        => null === $current ? null : $current['program']['weeks'],
			'today'        => array(
				'date' => $today,
				'day'  => $pick ?? ( $today_d[0] ?? null ),
			),
			'week'         => $week,
			'adherence'    => self::adherence( $rows, $monday ),
		);
	}

	/**
	 * GET /plan/schema: every week of the member's program with its days. { program, start_date,
	 * current_week, weeks: [ { week, days: [plan day] } ] }; without a program { program: null,
	 * start_date: null, current_week: null, weeks: [] }.
	 *
	 * @param int $member_id Member.
	 * @return array<string, mixed>
	 */
	public static function schema( int $member_id ): array {
		$current = self::current( $member_id );
		if ( null === $current ) {
			return array(
				'program'      => null,
				'start_date'   => null,
				'current_week' => null,
				'weeks'        => array(),
			);
		}
		$today = Plan_Days::today();
		$count = (int) $current['program']['weeks'];
		$first = Plan_Days::monday( $current['start_date'] );
		$rows  = self::usable( Plan_Days::between( $member_id, $first, Plan_Days::add_days( $first, 7 * $count - 1 ) ) );
		$weeks = array();
		for ( $w = 1; $w <= $count; $w++ ) {
			$weeks[ $w ] = array(
				'week' => $w,
				'days' => array(),
			);
		}
		foreach ( $rows as $row ) {
			$w = (int) $row['week_no'];
			if ( (int) $row['program_id'] === (int) $current['program']['id'] && isset( $weeks[ $w ] ) ) {
				$weeks[ $w ]['days'][] = self::day( $row, $today );
			}
		}
		return array(
			'program'      => $current['program'],
			'start_date'   => $current['start_date'],
			'current_week' => $current['current_week'],
			'weeks'        => array_values( $weeks ),
		);
	}

	/**
	 * The member's current program: { program: { id, title, weeks }, start_date, current_week },
	 * or null without one.
	 *
	 * @param int $member_id Member.
	 * @return array{program: array{id: int, title: string, weeks: int}, start_date: string, current_week: int|null}|null
	 */
	public static function current( int $member_id ): ?array {
		$assignment = Program_Assignment::of( $member_id );
		$program    = null === $assignment ? null : Programs::find( $assignment['program_id'] );
		if ( null === $assignment || ! $program instanceof WP_Post ) {
			return null;
		}
		// The length kept with the assignment: no read of the program's structure (its meta).
		$weeks = $assignment['weeks'] ?? Programs::structure( $program )['weeks'];
		$week  = Plan_Days::week_of( $assignment['start_date'], Plan_Days::today() );
		return array(
			'program'      => array(
				'id'    => (int) $program->ID,
				'title' => (string) $program->post_title,
				'weeks' => $weeks,
			),
			'start_date'   => $assignment['start_date'],
			'current_week' => $week >= 1 && $week <= $weeks ? $week : null,
		);
	}

	/**
	 * Adherence per week, newest first (see the class doc).
	 *
	 * @param list<array<string, mixed>> $rows   Usable rows of the weeks.
	 * @param string                     $monday This week's Monday.
	 * @return list<array{week_start: string, planned: int, done: int}>
	 */
	public static function adherence( array $rows, string $monday ): array {
		$weeks = array();
		for ( $i = 0; $i < self::ADHERENCE_WEEKS; $i++ ) {
			$start           = Plan_Days::add_days( $monday, -7 * $i );
			$weeks[ $start ] = array(
				'week_start' => $start,
				'planned'    => 0,
				'done'       => 0,
			);
		}
		foreach ( $rows as $row ) {
			$start = Plan_Days::monday( (string) $row['plan_date'] );
			if ( isset( $weeks[ $start ] ) ) {
				++$weeks[ $start ]['planned'];
				if ( null !== $row['session_id'] ) {
					++$weeks[ $start ]['done'];
				}
			}
		}
		$list = array_values( $weeks );
		$last = end( $list );
		while ( false !== $last && 0 === $last['planned'] ) {
			array_pop( $list );
			$last = end( $list );
		}
		return $list;
	}

	/**
	 * The rows anyone can still follow: done ones, and the others whose workout is published
	 * (the workouts loaded in one query, with any other posts the caller reads next).
	 *
	 * @param list<array<string, mixed>> $rows Rows.
	 * @param int[]                      $also Other posts to load in the same query.
	 * @return list<array<string, mixed>>
	 */
	private static function usable( array $rows, array $also = array() ): array {
		if ( array() === $rows ) {
			return array();
		}
		_prime_post_caches( array_values( array_unique( array_merge( array_map( static fn( array $row ): int => (int) $row['workout_id'], $rows ), $also ) ) ), false, false );
		return array_values( array_filter( $rows, static fn( array $row ): bool => null !== $row['session_id'] || null !== Programs::workout( (int) $row['workout_id'] ) ) );
	}

	/**
	 * The API shape of a plan day.
	 *
	 * @param array<string, mixed> $row   Row.
	 * @param string               $today Today (Y-m-d).
	 * @return array{id: int, date: string, week: int, workout: array{id: int, title: string}, status: string, session_id: int|null, moved_from: string|null, prescription: mixed}
	 */
	public static function day( array $row, string $today ): array {
		$workout = get_post( (int) $row['workout_id'] );
		$date    = (string) $row['plan_date'];
		if ( null !== $row['session_id'] ) {
			$status = 'done';
		} else {
			$status = $date < $today ? 'missed' : 'planned';
		}
		$prescription = json_decode( (string) $row['prescription'], true );
		return array(
			'id'           => (int) $row['id'],
			'date'         => $date,
			'week'         => (int) $row['week_no'],
			'workout'      => array(
				'id'    => (int) $row['workout_id'],
				'title' => $workout instanceof WP_Post ? Workouts::title( $workout ) : '',
			),
			'status'       => $status,
			'session_id'   => null === $row['session_id'] ? null : (int) $row['session_id'],
			'moved_from'   => null === $row['moved_from'] ? null : (string) $row['moved_from'],
			'prescription' => is_array( $prescription ) ? $prescription : array(),
		);
	}
}
