<?php
/**
 * A member's progress as their coach sees it.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use DateTimeImmutable;
use FitCoach\Member\Calendar;
use FitCoach\Member\Measurements;
use FitCoach\Member\Query;
use FitCoach\Member\Records;
use FitCoach\Member\Session_Exercises;
use FitCoach\Member\Sessions;
use FitCoach\Member\Stats;
use FitCoach\Member\Workouts;
use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The figures of GET /admin/users/{id}/progress (REST\Progress_Controller), all in the site's
 * time zone:
 *
 * - weight: per window (the last 30 and 90 days, today included) the mean weight of each day
 *   with measurements (one decimal, oldest first), the rate in kg per week (Stats::weight_rate()
 *   over the window's measurements: null with fewer than 4) and the first and last day's mean;
 * - last_sessions: the newest sessions with the weight moved;
 * - sessions_per_week: the sessions and the weight moved in each of the last WEEKS ISO weeks,
 *   oldest first, this week last, empty weeks included;
 * - records: per exercise the heaviest weight and the best estimated 1RM from the records table,
 *   the exercise whose newest of the two was set most recently first;
 * - totals: all the member's sessions and the weight moved in them.
 *
 * The weight windows and the weeks come from one bounded read by post_author + post_type +
 * post_date (meta primed in one batch); the newest sessions from one more, the records from the
 * records table by user_id, the totals from Sessions::all_time(), and the newest sessions'
 * workouts with the records' exercises are primed together. Nothing is read per session, per
 * exercise or per member: 6 queries whatever the member's data and the site's size, one more
 * when a newest session lies outside the range read first (its meta), one more when an exercise
 * with a record no longer exists (the title it was logged with).
 */
final class Member_Progress {

	/** The weight windows: key => days back, today included. */
	public const WINDOWS = array(
		'days_30' => 30,
		'days_90' => 90,
	);

	/** Newest sessions listed. */
	public const LAST_SESSIONS = 5;

	/** ISO weeks in sessions_per_week, this one included. */
	public const WEEKS = 4;

	/** Most exercises in records. */
	public const MAX_RECORDS = 10;

	/**
	 * Everything the coach's progress part shows of a member.
	 *
	 * @param int $member Member.
	 * @return array{goal_weight: float|null, weight: array<string, array{points: list<array{date: string, weight: float}>, rate_per_week: float|null, first: float|null, last: float|null}>, last_sessions: list<array{id: int, date: string, title: string, workout_name: string, total_weight: float, exercise_count: int}>, sessions_per_week: list<array{week_start: string, count: int, total_weight: float}>, records: list<array{exercise_id: int, exercise_title: string, heaviest_weight: float|null, estimated_1rm: float|null, date: string}>, totals: array{sessions: int, total_weight: float}}
	 */
	public static function of( int $member ): array {
		$now       = Calendar::now();
		$today     = Calendar::day_start( $now );
		$this_week = Calendar::week_start( $now );
		$ranges    = array();
		foreach ( self::WINDOWS as $key => $days ) {
			$ranges[ $key ] = array( Calendar::mysql( Calendar::add_days( $today, -( $days - 1 ) ) ), self::last_second_before( Calendar::add_days( $today, 1 ) ) );
		}
		$ranges['weeks'] = array( Calendar::mysql( Calendar::add_days( $this_week, -7 * ( self::WEEKS - 1 ) ) ), self::last_second_before( Calendar::add_days( $this_week, 7 ) ) );

		// One query (and one for the meta) for the weight windows and the weeks together.
		$posts        = Query::member_between(
			array( Post_Types::MEASUREMENT, Post_Types::SESSION ),
			$member,
			min( array_column( $ranges, 0 ) ),
			max( array_column( $ranges, 1 ) )
		);
		$measurements = array();
		$sessions     = array();
		foreach ( $posts as $post ) {
			if ( Post_Types::MEASUREMENT === $post->post_type ) {
				$measurements[] = $post;
			} else {
				$sessions[] = $post;
			}
		}
		$weight = array();
		foreach ( self::WINDOWS as $key => $days ) {
			$weight[ $key ] = self::weight( $measurements, $ranges[ $key ][0], $ranges[ $key ][1] );
		}
		$totals = Sessions::all_time( $member );

		$latest = self::latest_sessions( $member );
		$best   = self::best_by_exercise( $member );
		// The latest sessions' workouts and the records' exercises: one query.
		$parents = array_filter( array_map( static fn( WP_Post $session ): int => (int) $session->post_parent, $latest ) );
		$primed  = array_values( array_unique( array_merge( $parents, array_keys( $best ) ) ) );
		if ( array() !== $primed ) {
			_prime_post_caches( $primed, false, false );
		}
		return array(
			'goal_weight'       => Goal_Weight::get( $member ),
			'weight'            => $weight,
			'last_sessions'     => self::last_sessions( $latest ),
			'sessions_per_week' => self::sessions_per_week( $sessions, $this_week ),
			'records'           => self::records( $best ),
			'totals'            => array(
				'sessions'     => $totals['sessions'],
				'total_weight' => $totals['total'],
			),
		);
	}

	/**
	 * The weight trend of one window: the mean of each day (oldest first), the rate fitted over
	 * every measurement, the first and the last day's mean.
	 *
	 * @param WP_Post[] $measurements Measurements, oldest first.
	 * @param string    $from         Local MySQL date-time, inclusive.
	 * @param string    $to           Local MySQL date-time, inclusive.
	 * @return array{points: list<array{date: string, weight: float}>, rate_per_week: float|null, first: float|null, last: float|null}
	 */
	private static function weight( array $measurements, string $from, string $to ): array {
		$points = array();
		$by_day = array();
		foreach ( $measurements as $post ) {
			$date = (string) $post->post_date;
			if ( strcmp( $date, $from ) < 0 || strcmp( $date, $to ) > 0 ) {
				continue;
			}
			$day              = substr( $date, 0, 10 );
			$kg               = Measurements::weight( $post );
			$points[]         = array( $day, $kg );
			$by_day[ $day ][] = $kg;
		}
		$series = array();
		foreach ( $by_day as $day => $kgs ) {
			$series[] = array(
				'date'   => (string) $day,
				'weight' => round( array_sum( $kgs ) / count( $kgs ), 1 ),
			);
		}
		$last = end( $series );
		return array(
			'points'        => $series,
			'rate_per_week' => Stats::weight_rate( $points ),
			'first'         => $series[0]['weight'] ?? null,
			'last'          => false === $last ? null : $last['weight'],
		);
	}

	/**
	 * The member's newest sessions, newest first, meta primed (workouts are primed by the caller).
	 *
	 * @param int $member Member.
	 * @return list<WP_Post>
	 */
	private static function latest_sessions( int $member ): array {
		if ( $member <= 0 ) {
			return array();
		}
		return Query::posts(
			Query::run(
				array(
					'post_type'      => Post_Types::SESSION,
					'author'         => $member,
					'posts_per_page' => self::LAST_SESSIONS, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Five.
				)
			)
		);
	}

	/**
	 * The newest sessions in the API's shape.
	 *
	 * @param WP_Post[] $latest The newest sessions, newest first.
	 * @return list<array{id: int, date: string, title: string, workout_name: string, total_weight: float, exercise_count: int}>
	 */
	private static function last_sessions( array $latest ): array {
		$list = array();
		foreach ( $latest as $session ) {
			$workout = Sessions::workout( $session );
			$list[]  = array(
				'id'             => (int) $session->ID,
				'date'           => Calendar::iso( (string) $session->post_date ),
				'title'          => (string) $session->post_title,
				'workout_name'   => null === $workout ? '' : $workout['title'],
				'total_weight'   => Sessions::total_weight( $session ),
				'exercise_count' => (int) get_post_meta( $session->ID, Post_Types::META_EXERCISE_COUNT, true ),
			);
		}
		return $list;
	}

	/**
	 * Sessions and weight moved per ISO week, oldest first, this week last.
	 *
	 * @param WP_Post[]         $sessions  Sessions, at least those of the weeks.
	 * @param DateTimeImmutable $this_week Monday 00:00 of this week.
	 * @return list<array{week_start: string, count: int, total_weight: float}>
	 */
	private static function sessions_per_week( array $sessions, DateTimeImmutable $this_week ): array {
		$weeks = array();
		for ( $i = self::WEEKS - 1; $i >= 0; $i-- ) {
			$start           = Calendar::add_days( $this_week, -7 * $i )->format( 'Y-m-d' );
			$weeks[ $start ] = array(
				'week_start'   => $start,
				'count'        => 0,
				'total_weight' => 0.0,
			);
		}
		foreach ( $sessions as $session ) {
			$key = Calendar::week_start( new DateTimeImmutable( (string) $session->post_date, Calendar::zone() ) )->format( 'Y-m-d' );
			if ( isset( $weeks[ $key ] ) ) {
				++$weeks[ $key ]['count'];
				$weeks[ $key ]['total_weight'] += Sessions::total_weight( $session );
			}
		}
		return array_map(
			static function ( array $week ): array {
				$week['total_weight'] = round( $week['total_weight'], 2 );
				return $week;
			},
			array_values( $weeks )
		);
	}

	/**
	 * Per exercise the heaviest weight and the best estimated 1RM (kg, null when none) with the
	 * newest date of the two and the session that set it, the most recently set first, at most
	 * MAX_RECORDS exercises: one query on the records table.
	 *
	 * @param int $member Member.
	 * @return array<int, array{heaviest_weight: float|null, estimated_1rm: float|null, newest: string, session_id: int}>
	 */
	private static function best_by_exercise( int $member ): array {
		global $wpdb;
		if ( $member <= 0 ) {
			return array();
		}
		$table = Records::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (user_id, …) key.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT exercise_id, kind, score, session_id, session_date FROM {$table} WHERE user_id = %d AND kind IN (%s, %s)", $member, Records::HEAVIEST_WEIGHT, Records::ESTIMATED_1RM ), ARRAY_A );

		$by_exercise = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$id    = (int) $row['exercise_id'];
			$date  = (string) $row['session_date'];
			$kind  = (string) $row['kind'];
			$kg    = Records::kg_of_score( $kind, (int) $row['score'] );
			$entry = $by_exercise[ $id ] ?? array(
				'heaviest_weight' => null,
				'estimated_1rm'   => null,
				'newest'          => '',
				'session_id'      => 0,
			);
			if ( Records::HEAVIEST_WEIGHT === $kind ) {
				$entry['heaviest_weight'] = $kg;
			} else {
				$entry['estimated_1rm'] = $kg;
			}
			if ( strcmp( $date, $entry['newest'] ) > 0 ) {
				$entry['newest']     = $date;
				$entry['session_id'] = (int) $row['session_id'];
			}
			$by_exercise[ $id ] = $entry;
		}
		// Newest first; on the same date the lower exercise id first.
		$order = array_map( static fn( array $entry ): string => $entry['newest'], $by_exercise );
		uksort( $by_exercise, static fn( int $a, int $b ): int => array( $order[ $b ], $a ) <=> array( $order[ $a ], $b ) );
		return array_slice( $by_exercise, 0, self::MAX_RECORDS, true );
	}

	/**
	 * The records in the API's shape (the exercises primed by the caller).
	 *
	 * @param array<int, array{heaviest_weight: float|null, estimated_1rm: float|null, newest: string, session_id: int}> $best Records by exercise id, most recent first.
	 * @return list<array{exercise_id: int, exercise_title: string, heaviest_weight: float|null, estimated_1rm: float|null, date: string}>
	 */
	private static function records( array $best ): array {
		$titles = self::exercise_titles( $best );
		$list   = array();
		foreach ( $best as $id => $entry ) {
			$list[] = array(
				'exercise_id'     => (int) $id,
				'exercise_title'  => $titles[ $id ] ?? '',
				'heaviest_weight' => $entry['heaviest_weight'],
				'estimated_1rm'   => $entry['estimated_1rm'],
				'date'            => substr( $entry['newest'], 0, 10 ),
			);
		}
		return $list;
	}

	/**
	 * The titles of the records' exercises: the exercise's own title, or, when it no longer exists,
	 * the title it had in the session of its newest record (read in one query, only then).
	 *
	 * @param array<int, array{newest: string, session_id: int}> $entries Records by exercise id (the exercises primed).
	 * @return array<int, string>
	 */
	private static function exercise_titles( array $entries ): array {
		$titles  = array();
		$missing = array();
		foreach ( $entries as $id => $entry ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post && Post_Types::EXERCISE === $post->post_type && ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
				$titles[ $id ] = Workouts::title( $post );
			} else {
				$missing[ $id ] = $entry['session_id'];
			}
		}
		if ( array() === $missing ) {
			return $titles;
		}
		update_meta_cache( 'post', array_values( array_unique( $missing ) ) );
		foreach ( $missing as $id => $session_id ) {
			foreach ( Session_Exercises::sanitize( get_post_meta( $session_id, Post_Types::META_EXERCISES, true ) ) as $exercise ) {
				if ( $id === $exercise['id'] ) {
					$titles[ $id ] = $exercise['title'];
					break;
				}
			}
		}
		return $titles;
	}

	/**
	 * The local MySQL date-time one second before a moment (inclusive range ends).
	 *
	 * @param DateTimeImmutable $moment Moment.
	 */
	private static function last_second_before( DateTimeImmutable $moment ): string {
		return Calendar::mysql( $moment->modify( '-1 second' ) );
	}
}
