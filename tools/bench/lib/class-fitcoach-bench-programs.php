<?php
/**
 * Programs for the benchmark's members: every bench member follows one, made and assigned
 * through the plugin's own classes (Coach\Programs, Coach\Program_Assignment), so the programs,
 * the assignments and the planned days are exactly what the coach's routes would write.
 *
 * @package FitCoach
 */

use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Plan_Days;

/**
 * One program per turn of the members' sessions (10 with the catalogue's 10 workouts): 8 weeks,
 * Monday, Wednesday and Friday. Member n follows program n mod 10, which plans on each day the
 * workout his seeded session of that day has (FitCoach_Bench_Volume::session_workout()), so the
 * past days of the program are done (linked to that session by Plan_Days::materialise(), as a
 * start date in the past links them) — except the Fridays of the odd programs, which plan
 * another workout: those are missed. The programs started 2 to 5 weeks ago (on a Monday), so
 * every member has done, missed (odd programs) and planned days, and is in week 3 to 6 of 8.
 * Eight programs are the administrator's (`coach`), two the PT trainer's (`trainer`), so the
 * list's scope=mine differs from all. The first workout's first exercise gets 2.5 kg heavier
 * every week (a progression, so the days' prescriptions differ by week).
 */
class FitCoach_Bench_Programs {

	/** Weeks of every program. */
	public const WEEKS = 8;

	/** Weekdays planned (ISO: 1 = Monday). */
	public const DAYS = array( 1, 3, 5 );

	/** Programs made by the PT trainer (the last ones). */
	private const TRAINER_PROGRAMS = 2;

	/**
	 * The members' session workouts, in turn (FitCoach_Bench_Volume::workout_ids()).
	 *
	 * @var list<int>
	 */
	private array $workout_ids;

	/**
	 * Constructor.
	 *
	 * @param int[] $workout_ids The members' session workouts, in turn.
	 */
	public function __construct( array $workout_ids ) {
		$this->workout_ids = array_values( $workout_ids );
	}

	/**
	 * Makes the programs that are missing and assigns one to every bench member who follows
	 * none. Mails are not sent (the assignment's mail is the outbox's business, not the routes').
	 *
	 * @param callable|null $progress Called with (assigned, to assign) now and then.
	 * @return array{programs: int, assigned: int}
	 * @throws RuntimeException When a program is refused or a user is missing.
	 */
	public function seed( ?callable $progress = null ): array {
		global $wpdb;
		$count = count( $this->workout_ids );
		if ( $count < 2 || ! class_exists( Program_Assignment::class ) ) {
			return array(
				'programs' => 0,
				'assigned' => 0,
			);
		}
		$coach   = get_user_by( 'login', 'coach' );
		$trainer = get_user_by( 'login', 'trainer' );
		if ( ! $coach instanceof WP_User ) {
			throw new RuntimeException( 'The demo user coach is missing: run tools/demo/seed.php first.' );
		}
		$today  = Plan_Days::today();
		$monday = Plan_Days::monday( $today );
		$groups = array();
		for ( $g = 0; $g < $count; $g++ ) {
			$author       = $g >= $count - self::TRAINER_PROGRAMS && $trainer instanceof WP_User ? $trainer : $coach;
			$start        = Plan_Days::add_days( $monday, -7 * ( 2 + $g % 4 ) );
			$groups[ $g ] = array(
				'program' => $this->program( $g, (int) $author->ID, $start, $today ),
				'start'   => $start,
				'by'      => (int) $author->ID,
			);
		}

		// The bench members who follow no program yet (one query).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A seeding script.
		$members = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT u.ID, u.user_login FROM {$wpdb->users} u LEFT JOIN {$wpdb->usermeta} m ON m.user_id = u.ID AND m.meta_key = %s WHERE u.user_login LIKE %s AND m.umeta_id IS NULL ORDER BY u.ID",
				Program_Assignment::ID_META,
				$wpdb->esc_like( FitCoach_Bench_Volume::LOGIN_PREFIX ) . '%'
			)
		);
		$members = is_array( $members ) ? $members : array();
		add_filter( 'pre_wp_mail', '__return_true' );
		$done  = 0;
		$total = count( $members );
		foreach ( $members as $row ) {
			$n      = (int) substr( (string) $row->user_login, strlen( FitCoach_Bench_Volume::LOGIN_PREFIX ) );
			$group  = $groups[ $n % $count ];
			$member = get_userdata( (int) $row->ID );
			if ( ! $member instanceof WP_User ) {
				throw new RuntimeException( 'Bench member ' . $row->user_login . ' is missing.' );
			}
			$visible = Program_Assignment::check_workouts( $group['program'], (int) $member->ID );
			if ( is_wp_error( $visible ) ) {
				throw new RuntimeException( 'Bench program for ' . $row->user_login . ': ' . $visible->get_error_message() );
			}
			Program_Assignment::assign( $member, $group['program'], $group['start'], $group['by'] );
			++$done;
			// The caches of the members done are not needed again.
			if ( 0 === $done % 50 ) {
				wp_cache_flush_runtime();
				if ( $progress ) {
					$progress( $done, $total );
				}
			}
		}
		remove_filter( 'pre_wp_mail', '__return_true' );
		if ( $progress && 0 !== $done % 50 ) {
			$progress( $done, $total );
		}
		return array(
			'programs' => $count,
			'assigned' => $done,
		);
	}

	/**
	 * Program $g: found by its name and author, or made as the coach's POST /admin/programs
	 * makes it (Programs::validate(), Programs::create()).
	 *
	 * @param int    $g      Program number (0-based): its members are those with n mod 10 = g.
	 * @param int    $author The coach who makes it.
	 * @param string $start  Its members' start date (a Monday).
	 * @param string $today  Today (Y-m-d).
	 * @throws RuntimeException When the program is refused.
	 */
	private function program( int $g, int $author, string $start, string $today ): WP_Post {
		$title = sprintf( 'Bench schema %02d', $g + 1 );
		$found = get_posts(
			array(
				'post_type'      => Programs::POST_TYPE,
				'author'         => $author,
				'title'          => $title,
				'post_status'    => 'publish',
				'posts_per_page' => 1,
				'no_found_rows'  => true,
			)
		);
		if ( array() !== $found && $found[0] instanceof WP_Post ) {
			return $found[0];
		}
		$days     = array();
		$today_ts = (int) strtotime( $today . ' 00:00:00 UTC' );
		for ( $week = 1; $week <= self::WEEKS; $week++ ) {
			foreach ( self::DAYS as $day ) {
				$date = Plan_Days::slot_date( $start, $week, $day );
				// The seeded year's day index of that date (364 is today; later days go on).
				$d = 364 - (int) round( ( $today_ts - (int) strtotime( $date . ' 00:00:00 UTC' ) ) / DAY_IN_SECONDS );
				// The odd programs plan another workout on Fridays than the member did: missed.
				$shift  = ( 5 === $day && 1 === $g % 2 ) ? 1 : 0;
				$days[] = array(
					'week'       => $week,
					'day'        => $day,
					'workout_id' => FitCoach_Bench_Volume::session_workout( $this->workout_ids, $g, $d + $shift ),
				);
			}
		}
		$first     = get_post( $days[0]['workout_id'] );
		$exercises = $first instanceof WP_Post ? \FitCoach\Member\Workouts::exercise_ids( $first ) : array();
		$valid     = Programs::validate(
			array(
				'title'       => $title,
				'weeks'       => self::WEEKS,
				'days'        => $days,
				'progression' => array() === $exercises ? array() : array(
					array(
						'workout_id'  => $days[0]['workout_id'],
						'exercise_id' => $exercises[0],
						'weight_step' => 2.5,
					),
				),
			)
		);
		if ( is_wp_error( $valid ) ) {
			throw new RuntimeException( "Bench program $title: " . $valid->get_error_message() );
		}
		$id      = Programs::create( $author, $valid['title'], $valid['structure'] );
		$program = is_wp_error( $id ) ? null : Programs::find( (int) $id );
		if ( null === $program ) {
			throw new RuntimeException( "Bench program $title could not be saved." );
		}
		return $program;
	}
}
