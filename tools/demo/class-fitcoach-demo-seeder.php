<?php
/**
 * Demo data: users, exercises, workouts, measurements, sessions, programs, check-ins with their
 * photos, a conversation and link buttons.
 *
 * Idempotent: every item has a stable marker (the post_name of exercises, workouts and sessions,
 * the day of a measurement, a program's name and author, a member's program, a member's earlier
 * check-ins, a member's thread), so a second run finds what the first made and leaves it as it is.
 *
 * @package FitCoach
 */

use FitCoach\Coach\Check_In_Settings;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Goal_Weight;
use FitCoach\Coach\Plan_Misses;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Calendar;
use FitCoach\Member\Check_In_Photos;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Messages;
use FitCoach\Member\Plan_Days;
use FitCoach\Member\Prescriptions;
use FitCoach\Member\Sessions;
use FitCoach\Member\Training_Sync;
use FitCoach\Post_Types;

/**
 * Seeds the demo site.
 */
class FitCoach_Demo_Seeder {

	/**
	 * Password of every demo user.
	 *
	 * @var string
	 */
	private string $password;

	/**
	 * Constructor.
	 *
	 * @param string $password Password of every demo user.
	 */
	public function __construct( string $password ) {
		$this->password = $password;
	}

	/**
	 * Seeds everything that is not there yet.
	 */
	public function run(): void {
		$users = $this->users();
		if ( ! class_exists( Post_Types::class ) || ! post_type_exists( Post_Types::WORKOUT ) ) {
			return;
		}
		$exercises = $this->exercises( $users['coach'] );
		$workouts  = $this->workouts( $exercises, $users['coach'] );
		// Sanne is on track: measuring daily, training twice a week (no goal weight: other demo
		// and test writes add her measurements of any weight). Daan needs attention: his energy
		// fell this week and his weight rises away from his goal.
		$this->measurements( $users['sanne'], 30, 73.2, 'sanne' );
		$this->measurements( $users['daan'], 14, 83.4, 'daan', 0.1, static fn( int $day ): int => $day < 7 ? 8 : 5 );
		$this->goal_weight( $users['daan'], 80.0 );
		// Each member's coach: Sanne is coached by the administrator, Daan by the PT trainer.
		$this->coach( $users['sanne'], $users['coach'] );
		$this->coach( $users['daan'], $users['trainer'] );
		$this->sessions(
			$users['sanne'],
			'sanne',
			$workouts,
			$exercises,
			array(
				array( 26, 'full-body' ),
				array( 23, 'upper-body' ),
				array( 20, 'benen-core' ),
				array( 16, 'full-body' ),
				array( 13, 'upper-body' ),
				array( 9, 'benen-core' ),
				array( 6, 'full-body' ),
				array( 2, 'upper-body' ),
			)
		);
		$this->sessions(
			$users['daan'],
			'daan',
			$workouts,
			$exercises,
			array(
				array( 8, 'full-body' ),
				array( 3, 'benen-core' ),
			)
		);
		$this->programs( $users, $workouts, $exercises );
		$this->check_ins( $users );
		$this->messages( $users );
		$this->link_buttons();
		// The set index and the records of every session, also of sessions an older seeder made.
		if ( class_exists( Training_Sync::class ) ) {
			Training_Sync::rebuild_all();
		}
		// The 'Schema gemist' rule of every planned day, also of days an older seeder made.
		if ( class_exists( Plan_Misses::class ) ) {
			Plan_Misses::rebuild_all();
		}
	}

	/**
	 * The programs: Sanne follows 'Sterk in 8 weken' (by the administrator, her coach) since the
	 * Monday two weeks ago, three days a week (Monday, Wednesday, Friday), and did every planned
	 * workout so far (a session on each past planned day: hers where she has one, one made here
	 * where not). Daan follows 'Basis kracht' (by his trainer) since last week's Monday and did
	 * only its Monday: he missed two of last week's three workouts, so he needs attention with
	 * 'Schema gemist'. A member who follows a program already keeps it as it is.
	 *
	 * @param array<string, int> $users     User ids by login.
	 * @param array<string, int> $workouts  Workout ids by key.
	 * @param array<string, int> $exercises Exercise ids by key.
	 */
	private function programs( array $users, array $workouts, array $exercises ): void {
		if ( ! class_exists( Program_Assignment::class ) || ! post_type_exists( Programs::POST_TYPE ) ) {
			return;
		}
		$monday = Plan_Days::monday( Plan_Days::today() );
		$sanne  = $this->program(
			$users['coach'],
			'Sterk in 8 weken',
			8,
			array(
				1 => $workouts['full-body'],
				3 => $workouts['upper-body'],
				5 => $workouts['benen-core'],
			),
			// The squat of the full body workout gets 2,5 kg heavier every week.
			array(
				array(
					'workout_id'  => $workouts['full-body'],
					'exercise_id' => $exercises['squat'],
					'weight_step' => 2.5,
				),
			)
		);
		if ( $sanne > 0 && $this->follows( $users['sanne'], $sanne, Plan_Days::add_days( $monday, -14 ), $users['coach'] ) ) {
			$this->plan_sessions( $users['sanne'], 'sanne', $workouts, $exercises, Plan_Days::today() );
		}
		$daan = $this->program(
			$users['trainer'],
			'Basis kracht',
			6,
			// The e2e tests start daan's first 'Upper Body' session and expect a bench press
			// record, so the Monday he did is legs and core; and no other day is one his other
			// demo sessions fall on (those would count as done): upper body on Wednesday and Friday.
			array(
				1 => $workouts['benen-core'],
				3 => $workouts['upper-body'],
				5 => $workouts['upper-body'],
			),
			array()
		);
		if ( $daan > 0 && $this->follows( $users['daan'], $daan, Plan_Days::add_days( $monday, -7 ), $users['trainer'] ) ) {
			// Only last week's Monday was done.
			$this->plan_sessions( $users['daan'], 'daan', $workouts, $exercises, Plan_Days::add_days( $monday, -6 ) );
		}
	}

	/**
	 * A demo program by its name and author (made when missing, checked as the app checks it):
	 * the same workouts on the same weekdays every week. Its id, or 0 when it could not be made.
	 *
	 * @param int                        $author      The coach who made it.
	 * @param string                     $title       Name.
	 * @param int                        $weeks       Weeks.
	 * @param array<int, int>            $schedule    ISO weekday => workout id.
	 * @param list<array<string, mixed>> $progression Progressions.
	 * @throws RuntimeException When the program is refused (a demo workout missing).
	 */
	private function program( int $author, string $title, int $weeks, array $schedule, array $progression ): int {
		$found = get_posts(
			array(
				'post_type'      => Programs::POST_TYPE,
				'author'         => $author,
				'title'          => $title,
				'post_status'    => 'any',
				'posts_per_page' => 1,
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		);
		if ( array() !== $found ) {
			return (int) $found[0];
		}
		$days = array();
		for ( $week = 1; $week <= $weeks; $week++ ) {
			foreach ( $schedule as $day => $workout ) {
				$days[] = array(
					'week'       => $week,
					'day'        => $day,
					'workout_id' => $workout,
				);
			}
		}
		$valid = Programs::validate(
			array(
				'title'       => $title,
				'weeks'       => $weeks,
				'days'        => $days,
				'progression' => $progression,
			)
		);
		if ( is_wp_error( $valid ) ) {
			throw new RuntimeException( "Demo program $title: " . $valid->get_error_message() );
		}
		$id = Programs::create( $author, $valid['title'], $valid['structure'] );
		return is_wp_error( $id ) ? 0 : (int) $id;
	}

	/**
	 * Assigns a program to a member from a start date, as the coach's route does, unless the
	 * member follows a program already. Whether it was assigned now.
	 *
	 * @param int    $member_id  Member.
	 * @param int    $program_id Program.
	 * @param string $start_date Y-m-d.
	 * @param int    $coach_id   The coach who assigns it.
	 */
	private function follows( int $member_id, int $program_id, string $start_date, int $coach_id ): bool {
		$program = Programs::find( $program_id );
		$member  = get_userdata( $member_id );
		if ( null !== Program_Assignment::of( $member_id ) || ! $program instanceof WP_Post || ! $member instanceof WP_User || true !== Program_Assignment::check_workouts( $program, $member_id ) ) {
			return false;
		}
		Program_Assignment::assign( $member, $program, $start_date, $coach_id );
		return true;
	}

	/**
	 * A session on each of a member's planned days before a date that is not done yet, linked to
	 * it (as the app links a session started from a planned day).
	 *
	 * @param int                $user_id   Member.
	 * @param string             $login     Login (marker prefix).
	 * @param array<string, int> $workouts  Workout ids by key.
	 * @param array<string, int> $exercises Exercise ids by key.
	 * @param string             $before    Y-m-d: the days before it.
	 */
	private function plan_sessions( int $user_id, string $login, array $workouts, array $exercises, string $before ): void {
		$assignment = Program_Assignment::of( $user_id );
		if ( null === $assignment ) {
			return;
		}
		$keys = array_flip( $workouts );
		foreach ( Plan_Days::between( $user_id, Plan_Days::monday( $assignment['start_date'] ), Plan_Days::add_days( $before, -1 ) ) as $row ) {
			$workout = $keys[ (int) $row['workout_id'] ] ?? null;
			if ( null !== $row['session_id'] || null === $workout ) {
				continue;
			}
			$session = $this->session( $user_id, sprintf( 'fitcoach-demo-%s-schema-%s', $login, (string) $row['plan_date'] ), $workouts, $exercises, $workout, (string) $row['plan_date'], (int) $row['week_no'] + 3 );
			if ( $session > 0 ) {
				Plan_Days::link_day( (int) $row['id'], $session );
			}
		}
	}

	/**
	 * The exercise library: key => title, video URL ('' for none) and the base weight in kg of a
	 * working set (null: body weight).
	 *
	 * @return array<string, array{string, string, float|null}>
	 */
	private function exercise_data(): array {
		return array(
			'squat'           => array( 'Squat', 'https://www.youtube.com/watch?v=ultWZbUMPL8', 50.0 ),
			'bankdrukken'     => array( 'Bankdrukken', 'https://www.youtube.com/watch?v=rT7DgCr-3pg', 35.0 ),
			'deadlift'        => array( 'Deadlift', 'https://www.youtube.com/watch?v=op9kVnSso6Q', 60.0 ),
			'lunges'          => array( 'Lunges', 'https://youtu.be/QOVaHwm-Q6U', 12.0 ),
			'schouderdrukken' => array( 'Schouderdrukken', 'https://www.youtube.com/watch?v=2yjwXTZQDDI', 12.5 ),
			'lat-pulldown'    => array( 'Lat pulldown', 'https://vimeo.com/347119375', 40.0 ),
			'roeien'          => array( 'Dumbbell roeien', 'https://www.youtube.com/watch?v=roCP6wCXPqo', 16.0 ),
			'hip-thrust'      => array( 'Hip thrust', 'https://www.youtube.com/watch?v=xDmFkJxPzeM', 45.0 ),
			'plank'           => array( 'Plank', 'https://vimeo.com/285629432', null ),
			'crunches'        => array( 'Crunches', '', null ),
		);
	}

	/**
	 * Finds a demo post by its marker (post_name), in any status.
	 *
	 * @param string $post_type Post type.
	 * @param string $marker    post_name.
	 * @param int    $author    Author to match (0: any).
	 */
	private function find( string $post_type, string $marker, int $author = 0 ): int {
		$args = array(
			'post_type'      => $post_type,
			'name'           => $marker,
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'no_found_rows'  => true,
		);
		if ( $author > 0 ) {
			$args['author'] = $author;
		}
		$ids = get_posts( $args );
		return array() === $ids ? 0 : (int) $ids[0];
	}

	/**
	 * The demo exercises (made when missing).
	 *
	 * @param int $author The trainer who wrote them.
	 * @return array<string, int> Key => post id.
	 */
	private function exercises( int $author ): array {
		$ids = array();
		foreach ( $this->exercise_data() as $key => list( $title, $url ) ) {
			$marker = 'fitcoach-demo-' . $key;
			$id     = $this->find( Post_Types::EXERCISE, $marker );
			if ( 0 === $id ) {
				$id = (int) Post_Types::write_plain_text(
					fn() => wp_insert_post(
						array(
							'post_type'   => Post_Types::EXERCISE,
							'post_status' => 'publish',
							'post_author' => $author,
							'post_title'  => $title,
							'post_name'   => $marker,
						)
					)
				);
				update_post_meta( $id, Post_Types::META_VIDEO_URL, $url );
			}
			$ids[ $key ] = $id;
		}
		return $ids;
	}

	/**
	 * The three demo workouts (made when missing), visible to everyone.
	 *
	 * @param array<string, int> $exercises Exercise ids by key.
	 * @param int                $author    The trainer who wrote them.
	 * @return array<string, int> Key => post id.
	 */
	private function workouts( array $exercises, int $author ): array {
		$plans = array(
			'full-body'  => array(
				'Full Body Kracht',
				'<p>Een complete training voor het <strong>hele lichaam</strong>. Rust 90 seconden tussen de sets.</p><ul><li>3 sets per oefening</li><li>8–10 herhalingen</li></ul>',
				array( 'squat', 'bankdrukken', 'deadlift', 'roeien', 'plank' ),
			),
			'upper-body' => array(
				'Upper Body',
				'<p>Borst, rug en schouders. Focus op een <em>gecontroleerde</em> beweging.</p>',
				array( 'bankdrukken', 'schouderdrukken', 'lat-pulldown', 'roeien' ),
			),
			'benen-core' => array(
				'Benen & Core',
				'<p>Sterke benen en een stabiele core.</p><p>Begin met 5 minuten warming-up op de fiets.</p>',
				array( 'squat', 'lunges', 'hip-thrust', 'plank', 'crunches' ),
			),
		);
		$ids   = array();
		foreach ( $plans as $key => list( $title, $description, $keys ) ) {
			$marker = 'fitcoach-demo-' . $key;
			$id     = $this->find( Post_Types::WORKOUT, $marker );
			if ( 0 === $id ) {
				$id = (int) Post_Types::write_plain_text(
					fn() => wp_insert_post(
						array(
							'post_type'    => Post_Types::WORKOUT,
							'post_status'  => 'publish',
							'post_author'  => $author,
							'post_title'   => $title,
							'post_name'    => $marker,
							'post_content' => $description,
						)
					)
				);
				update_post_meta( $id, Post_Types::META_EXERCISE_IDS, array_map( static fn( string $exercise ): int => $exercises[ $exercise ], $keys ) );
				update_post_meta( $id, Post_Types::META_ASSIGNED_USERS, array() );
			}
			if ( class_exists( Prescriptions::class ) && '' === get_post_meta( $id, Prescriptions::META, true ) ) {
				$prescriptions = array();
				foreach ( $keys as $exercise ) {
					$prescriptions[ $exercises[ $exercise ] ] = $this->prescription( $exercise );
				}
				update_post_meta( $id, Prescriptions::META, $prescriptions );
			}
			$ids[ $key ] = $id;
		}
		return $ids;
	}

	/**
	 * The coach's prescription of a demo exercise: 3 sets of 8–10 at the base weight with 90 s
	 * rest; body-weight exercises by RPE.
	 *
	 * @param string $key Exercise key.
	 * @return array{sets: int, reps_min: int, reps_max: int, weight: float|null, rpe: float|null, rest: int, note: string}
	 */
	private function prescription( string $key ): array {
		$base = $this->exercise_data()[ $key ][2] ?? null;
		$plan = array(
			'sets'     => 3,
			'reps_min' => 8,
			'reps_max' => 10,
			'weight'   => $base,
			'rpe'      => null === $base ? 7.5 : null,
			'rest'     => 90,
			'note'     => '',
		);
		if ( 'squat' === $key ) {
			$plan['note'] = 'Knieën in lijn met je tenen, borst omhoog.';
		} elseif ( 'deadlift' === $key ) {
			$plan['reps_min'] = 5;
			$plan['reps_max'] = 5;
			$plan['rest']     = 120;
			$plan['note']     = 'Rechte rug; duw de vloer weg.';
		} elseif ( 'plank' === $key ) {
			$plan['reps_min'] = 30;
			$plan['reps_max'] = 45;
			$plan['rest']     = 60;
			$plan['note']     = 'Herhalingen zijn seconden.';
		}
		return $plan;
	}

	/**
	 * Daily measurements of the last $days days, ending today; a day that has one is skipped.
	 *
	 * @param int           $user_id Member.
	 * @param int           $days    Days.
	 * @param float         $start   Weight on the first day (kg).
	 * @param string        $login   Login (varies the pattern per person).
	 * @param float         $drift   Change of the weight per day (kg).
	 * @param callable|null $energy  Energy of the nth day (from 0), or null for a varied 5–9.
	 */
	private function measurements( int $user_id, int $days, float $start, string $login, float $drift = -0.04, ?callable $energy = null ): void {
		$today    = Calendar::day_start( Calendar::now() );
		$existing = array();
		$posts    = get_posts(
			array(
				'post_type'      => Post_Types::MEASUREMENT,
				'author'         => $user_id,
				'post_status'    => 'any',
				'posts_per_page' => 1000, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- One member's demo days.
				'no_found_rows'  => true,
			)
		);
		foreach ( $posts as $post ) {
			$existing[ substr( $post->post_date, 0, 10 ) ] = true;
		}
		$seed = strlen( $login );
		for ( $i = 0; $i < $days; $i++ ) {
			$date = Calendar::add_days( $today, $i - ( $days - 1 ) )->format( 'Y-m-d' );
			if ( isset( $existing[ $date ] ) ) {
				continue;
			}
			$post_date = Calendar::measurement_post_date( $date );
			wp_insert_post(
				array(
					'post_type'     => Post_Types::MEASUREMENT,
					'post_status'   => 'publish',
					'post_author'   => $user_id,
					'post_title'    => '',
					'post_date'     => $post_date,
					'post_date_gmt' => get_gmt_from_date( $post_date ),
					'meta_input'    => array(
						Post_Types::META_WEIGHT => round( $start + $drift * $i + 0.35 * sin( $i * 1.3 + $seed ), 1 ),
						Post_Types::META_ENERGY => null === $energy ? 5 + ( ( $i * 7 + $seed ) % 5 ) : (int) $energy( $i ),
					),
				)
			);
		}
	}

	/**
	 * A member's coach, when none is set.
	 *
	 * @param int $user_id  Member.
	 * @param int $coach_id Coach.
	 */
	private function coach( int $user_id, int $coach_id ): void {
		if ( class_exists( Coach_Assignment::class ) && 0 === Coach_Assignment::coach_of( $user_id ) && Coach_Assignment::is_coach( $coach_id ) ) {
			Coach_Assignment::set( $user_id, $coach_id );
		}
	}

	/**
	 * The coach's goal weight for a member, when none is set.
	 *
	 * @param int   $user_id Member.
	 * @param float $kg      Goal weight.
	 */
	private function goal_weight( int $user_id, float $kg ): void {
		if ( class_exists( Goal_Weight::class ) && null === Goal_Weight::get( $user_id ) ) {
			Goal_Weight::set( $user_id, $kg );
		}
	}

	/**
	 * Logged sessions: for each [days ago, workout key] one session at 18:30 with three sets per
	 * exercise that get a little heavier over time. Titles count per workout ('Sessie 1', ...).
	 *
	 * @param int                      $user_id   Member.
	 * @param string                   $login     Login (marker prefix).
	 * @param array<string, int>       $workouts  Workout ids by key.
	 * @param array<string, int>       $exercises Exercise ids by key.
	 * @param list<array{int, string}> $plan      Sessions, oldest first.
	 */
	private function sessions( int $user_id, string $login, array $workouts, array $exercises, array $plan ): void {
		$today = Calendar::day_start( Calendar::now() );
		foreach ( $plan as $index => list( $days_ago, $workout ) ) {
			$this->session( $user_id, sprintf( 'fitcoach-demo-%s-sessie-%d', $login, $index + 1 ), $workouts, $exercises, $workout, Calendar::add_days( $today, -$days_ago )->format( 'Y-m-d' ), $index );
		}
	}

	/**
	 * One logged session at 18:30 on a day with three sets per exercise, a little heavier the
	 * later it comes (made when its marker is missing). Titled 'Sessie n', n counting the member's
	 * sessions of the workout. Its id, or 0 when it was there already.
	 *
	 * @param int                $user_id   Member.
	 * @param string             $marker    Marker (post_name).
	 * @param array<string, int> $workouts  Workout ids by key.
	 * @param array<string, int> $exercises Exercise ids by key.
	 * @param string             $workout   Workout key.
	 * @param string             $day       Y-m-d.
	 * @param int                $index     How far along (each step 2,5 kg heavier).
	 */
	private function session( int $user_id, string $marker, array $workouts, array $exercises, string $workout, string $day, int $index ): int {
		$library = $this->exercise_data();
		if ( 0 !== $this->find( Post_Types::SESSION, $marker, $user_id ) ) {
			return 0;
		}
		$count  = 1 + count(
			get_posts(
				array(
					'post_type'      => Post_Types::SESSION,
					'author'         => $user_id,
					'post_parent'    => $workouts[ $workout ],
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
					'no_found_rows'  => true,
				)
			)
		);
		$logged = array();
		foreach ( Post_Types::sanitize_id_list( get_post_meta( $workouts[ $workout ], Post_Types::META_EXERCISE_IDS, true ) ) as $exercise_id ) {
			$key = (string) array_search( $exercise_id, $exercises, true );
			if ( ! isset( $library[ $key ] ) ) {
				continue;
			}
			list( $title, , $base ) = $library[ $key ];
			$weight                 = null === $base ? null : $base + 2.5 * $index;
			$reps                   = null === $base ? array( 45, 40, 35 ) : array( 10, 8, 8 );
			$sets                   = array();
			foreach ( $reps as $rep ) {
				$sets[] = array(
					'weight' => $weight,
					'reps'   => $rep,
				);
			}
			$logged[] = array(
				'id'    => $exercise_id,
				'title' => $title,
				'sets'  => $sets,
			);
		}
		$date = $day . ' 18:30:00';
		return (int) wp_insert_post(
			array(
				'post_type'     => Post_Types::SESSION,
				'post_status'   => 'publish',
				'post_author'   => $user_id,
				'post_parent'   => $workouts[ $workout ],
				'post_title'    => 'Sessie ' . $count,
				'post_name'     => $marker,
				'post_content'  => 0 === $index % 3 ? 'Voelde sterk vandaag.' : '',
				'post_date'     => $date,
				'post_date_gmt' => get_gmt_from_date( $date ),
				'meta_input'    => wp_slash( Sessions::exercise_meta( $logged ) ),
			)
		);
	}

	/**
	 * The check-ins: Sanne's check-in day is today's weekday and she has not checked in today, so
	 * Home shows 'Check-in invullen'; she checked in on that weekday one and two weeks ago, each
	 * time with three photos (front, side, back) and a reply from her coach. The earlier ones are
	 * made only when she has none before today (a later run on another day adds none); her day
	 * follows the day of the run, and a check-in she sent today stays.
	 *
	 * @param array<string, int> $users User ids by login.
	 * @throws RuntimeException When a demo photo cannot be made (its check-in is taken back).
	 */
	private function check_ins( array $users ): void {
		if ( ! class_exists( Check_Ins::class ) || ! class_exists( Check_In_Photos::class ) || ! class_exists( Check_In_Settings::class ) ) {
			return;
		}
		$sanne = $users['sanne'];
		$now   = Calendar::now();
		$today = $now->format( 'Y-m-d' );
		$day   = (int) $now->format( 'N' );
		if ( Check_In_Settings::own_day( $sanne ) !== $day ) {
			Check_In_Settings::set_day( $sanne, $day );
		}
		foreach ( Check_Ins::all_for_member( $sanne ) as $row ) {
			if ( $row['check_in_date'] < $today ) {
				return;
			}
		}
		$earlier = array(
			array( 14, 4, 3, 3, 4, 'Drukke week op het werk, maar alle trainingen gedaan.', 'Goed volgehouden, Sanne! Probeer deze week wat eerder naar bed te gaan.' ),
			array( 7, 4, 4, 2, 4, 'Beter geslapen en de squat voelde sterk.', 'Mooie stappen: je gewicht daalt rustig en je kracht stijgt. Zo doorgaan!' ),
		);
		foreach ( $earlier as list( $days_ago, $score, $sleep, $stress, $food, $note, $reply ) ) {
			$date = Calendar::add_days( $now, -$days_ago )->format( 'Y-m-d' );
			$id   = Check_Ins::create(
				$sanne,
				$date,
				array(
					'week_score' => $score,
					'sleep'      => $sleep,
					'stress'     => $stress,
					'food'       => $food,
					'note'       => $note,
					'weight'     => $this->weight_on( $sanne, $date ),
				)
			);
			if ( $id <= 0 ) {
				continue;
			}
			try {
				foreach ( Check_In_Settings::POSES as $index => $pose ) {
					$this->demo_photo( $id, $sanne, $pose, $index + 2 * $days_ago );
				}
			} catch ( RuntimeException $error ) {
				// Nothing half made, and the rest of the demo still made: a PHP without GD (as
				// WordPress Playground's) gets no earlier check-ins; the next run tries again.
				Check_Ins::delete( $id );
				continue;
			}
			Check_Ins::reply( $id, $users['coach'], $reply );
			$this->backdate_check_in( $id, $date );
		}
	}

	/**
	 * The weight of a member's measurement on a day, or null.
	 *
	 * @param int    $user_id Member.
	 * @param string $date    Y-m-d.
	 */
	private function weight_on( int $user_id, string $date ): ?float {
		$posts  = get_posts(
			array(
				'post_type'      => Post_Types::MEASUREMENT,
				'author'         => $user_id,
				'post_status'    => 'any',
				'posts_per_page' => 1,
				'no_found_rows'  => true,
				'date_query'     => array(
					array(
						'year'  => (int) substr( $date, 0, 4 ),
						'month' => (int) substr( $date, 5, 2 ),
						'day'   => (int) substr( $date, 8, 2 ),
					),
				),
			)
		);
		$weight = array() === $posts ? null : get_post_meta( $posts[0]->ID, Post_Types::META_WEIGHT, true );
		return is_numeric( $weight ) ? round( (float) $weight, 1 ) : null;
	}

	/**
	 * Sets a demo check-in's times to its own day: sent at 08:15, answered at 19:40 (site time).
	 *
	 * @param int    $id   Check-in.
	 * @param string $date Y-m-d.
	 */
	private function backdate_check_in( int $id, string $date ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Demo data: the plugin's own table, by its primary key.
		$wpdb->update(
			Check_Ins::table(),
			array(
				'created_at' => get_gmt_from_date( $date . ' 08:15:00' ),
				'replied_at' => get_gmt_from_date( $date . ' 19:40:00' ),
			),
			array( 'id' => $id ),
			array( '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * A demo progress photo drawn by GD (a gradient, a figure in the pose and the pose's name),
	 * checked and stored as an upload is (Check_In_Photos::validate() and store(): re-encoded, a
	 * thumbnail made, in the private folder, never in the media library).
	 *
	 * @param int    $check_in_id Check-in.
	 * @param int    $member_id   Member.
	 * @param string $pose        front, side or back.
	 * @param int    $variant     Varies the colours.
	 * @throws RuntimeException When GD cannot draw it or the photo is refused.
	 */
	private function demo_photo( int $check_in_id, int $member_id, string $pose, int $variant ): void {
		if ( ! function_exists( 'wp_tempnam' ) ) {
			// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		$png  = $this->draw_photo( $pose, $variant );
		$path = wp_tempnam( 'fitcoach-demo-photo' );
		try {
			file_put_contents( $path, $png ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A temp file, as an upload's.
			$field = 'photo_' . $pose;
			$file  = array(
				'name'     => $pose . '.png',
				'type'     => 'image/png',
				'tmp_name' => $path,
				'error'    => UPLOAD_ERR_OK,
				'size'     => strlen( $png ),
			);
			$valid = Check_In_Photos::validate( $file, $field );
			$id    = true === $valid ? Check_In_Photos::store( $path, $check_in_id, $member_id, $pose ) : $valid;
			if ( is_wp_error( $id ) ) {
				throw new RuntimeException( "Demo photo $pose: " . $id->get_error_message() );
			}
		} finally {
			wp_delete_file( $path );
		}
	}

	/**
	 * Draws a demo photo as PNG bytes: 480 × 640, a vertical gradient, a figure seen from the
	 * front, the side or the back, and the pose's name.
	 *
	 * @param string $pose    front, side or back.
	 * @param int    $variant Varies the colours.
	 * @throws RuntimeException When GD is missing.
	 */
	private function draw_photo( string $pose, int $variant ): string {
		if ( ! function_exists( 'imagecreatetruecolor' ) ) {
			throw new RuntimeException( 'Demo photos need GD.' );
		}
		$width  = 480;
		$height = 640;
		$image  = imagecreatetruecolor( $width, $height );
		if ( false === $image ) {
			throw new RuntimeException( 'GD could not make a demo photo.' );
		}
		$hue = array(
			array( 70, 110, 170 ),
			array( 60, 140, 120 ),
			array( 150, 90, 140 ),
		)[ $variant % 3 ];
		for ( $y = 0; $y < $height; $y += 4 ) {
			$light  = 1.0 - 0.5 * $y / $height;
			$colour = (int) imagecolorallocate( $image, $this->channel( $hue[0] * $light + 60 ), $this->channel( $hue[1] * $light + 60 ), $this->channel( $hue[2] * $light + 60 ) );
			imagefilledrectangle( $image, 0, $y, $width - 1, $y + 3, $colour );
		}
		$figure = (int) imagecolorallocate( $image, 35, 40, 55 );
		$centre = (int) ( $width / 2 );
		$side   = 'side' === $pose;
		$half   = $side ? 38 : 70;
		imagefilledellipse( $image, $centre + ( $side ? 12 : 0 ), 130, 84, 96, $figure );
		imagefilledrectangle( $image, $centre - 14, 170, $centre + 14, 200, $figure );
		imagefilledrectangle( $image, $centre - $half, 195, $centre + $half, 390, $figure );
		if ( $side ) {
			imagefilledrectangle( $image, $centre - 14, 210, $centre + 14, 370, (int) imagecolorallocate( $image, 50, 56, 74 ) );
		} else {
			imagefilledrectangle( $image, $centre - $half - 28, 205, $centre - $half - 4, 380, $figure );
			imagefilledrectangle( $image, $centre + $half + 4, 205, $centre + $half + 28, 380, $figure );
		}
		$leg = $side ? 30 : 26;
		imagefilledrectangle( $image, $centre - ( $side ? $leg : 60 ), 385, $centre - ( $side ? 0 : 60 - $leg ), 590, $figure );
		imagefilledrectangle( $image, $centre + ( $side ? 0 : 60 - $leg ), 385, $centre + ( $side ? $leg : 60 ), 590, $figure );
		$names = array(
			'front' => 'VOORKANT',
			'side'  => 'ZIJKANT',
			'back'  => 'ACHTERKANT',
		);
		$label = $names[ $pose ] ?? strtoupper( $pose );
		$white = (int) imagecolorallocate( $image, 255, 255, 255 );
		// The built-in font is small: draw the name on a strip and scale it up three times.
		$strip = imagecreatetruecolor( max( 1, imagefontwidth( 5 ) * strlen( $label ) + 8 ), max( 1, imagefontheight( 5 ) + 4 ) );
		if ( false !== $strip ) {
			imagefill( $strip, 0, 0, (int) imagecolorallocate( $strip, 35, 40, 55 ) );
			imagestring( $strip, 5, 4, 2, $label, (int) imagecolorallocate( $strip, 255, 255, 255 ) );
			$strip_width  = imagesx( $strip );
			$strip_height = imagesy( $strip );
			imagecopyresized( $image, $strip, (int) ( ( $width - 3 * $strip_width ) / 2 ), 20, 0, 0, 3 * $strip_width, 3 * $strip_height, $strip_width, $strip_height );
			imagedestroy( $strip );
		}
		imagestring( $image, 3, 12, $height - 22, 'FitCoach demo', $white );
		ob_start();
		imagepng( $image );
		$bytes = (string) ob_get_clean();
		imagedestroy( $image );
		return $bytes;
	}

	/**
	 * A colour channel: a value rounded down into 0–255.
	 *
	 * @param float $value Value.
	 * @return int<0, 255>
	 */
	private function channel( float $value ): int {
		return max( 0, min( 255, (int) $value ) );
	}

	/**
	 * The conversation: Daan asked his trainer a question yesterday evening and the trainer
	 * answered this morning; Daan has not read the answer yet (one unread message in 'Berichten').
	 * Made only when Daan has no thread yet.
	 *
	 * @param array<string, int> $users User ids by login.
	 */
	private function messages( array $users ): void {
		global $wpdb;
		if ( ! class_exists( Messages::class ) || null !== Messages::thread( $users['daan'] ) ) {
			return;
		}
		$now     = Calendar::now();
		$written = array(
			array( $users['daan'], 'Hoi Tom, mijn energie is deze week laag. Moet ik de training van woensdag overslaan?', Calendar::add_days( $now, -1 )->format( 'Y-m-d' ) . ' 20:05:00' ),
			array( $users['trainer'], 'Hoi Daan, niet overslaan: doe woensdag alle oefeningen met 10% minder gewicht en slaap deze week wat langer. Laat me weten hoe het ging!', $now->format( 'Y-m-d' ) . ' 07:30:00' ),
		);
		foreach ( $written as list( $author, $body, $local ) ) {
			$id = Messages::add( $users['daan'], $author, $body );
			if ( $id <= 0 ) {
				continue;
			}
			$at = get_gmt_from_date( min( $local, $now->format( 'Y-m-d H:i:s' ) ) );
			// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Demo data: the plugin's own tables, by their primary keys.
			$wpdb->update( Messages::table(), array( 'created_at' => $at ), array( 'id' => $id ), array( '%s' ), array( '%d' ) );
			$wpdb->update( Messages::threads_table(), array( 'last_message_at' => $at ), array( 'member_id' => $users['daan'] ), array( '%s' ), array( '%d' ) );
			// phpcs:enable
		}
	}

	/**
	 * Three link buttons on the Meer screen.
	 */
	private function link_buttons(): void {
		\FitCoach\Settings::update(
			array(
				'link_buttons' => array(
					array(
						'title'       => 'Voedingsschema',
						'url'         => 'https://fitcoach.test/voedingsschema',
						'target'      => '_blank',
						'description' => 'Je persoonlijke voedingsplan voor deze maand.',
					),
					array(
						'title'       => 'Plan een afspraak',
						'url'         => 'https://fitcoach.test/afspraak',
						'target'      => '_blank',
						'description' => 'Boek een training of evaluatie met je coach.',
					),
					array(
						'title'       => 'Instagram',
						'url'         => 'https://www.instagram.com/',
						'target'      => '_blank',
						'description' => 'Volg ons voor tips en motivatie.',
					),
				),
			)
		);
	}

	/**
	 * The demo users: coach exists from the install; trainer, sanne and daan are made here.
	 * A user that exists keeps its data but gets the demo password and role back.
	 *
	 * @return array<string, int> Login => user id.
	 * @throws RuntimeException When WordPress refuses to make one.
	 */
	public function users(): array {
		$people = array(
			'coach'   => array( 'administrator', 'Coach', 'Kees', 'coach@fitcoach.test' ),
			'trainer' => array( wp_roles()->is_role( 'pt_trainer' ) ? 'pt_trainer' : 'editor', 'Tom', 'Trainer', 'trainer@fitcoach.test' ),
			'sanne'   => array( wp_roles()->is_role( 'sporter' ) ? 'sporter' : 'subscriber', 'Sanne', 'de Vries', 'sanne@fitcoach.test' ),
			'daan'    => array( wp_roles()->is_role( 'sporter' ) ? 'sporter' : 'subscriber', 'Daan', 'Jansen', 'daan@fitcoach.test' ),
		);
		$ids    = array();
		foreach ( $people as $login => list( $role, $first, $last, $email ) ) {
			$user = get_user_by( 'login', $login );
			// Slashed, as core's user functions take their data.
			$fields = array(
				'user_login'   => wp_slash( $login ),
				'user_email'   => wp_slash( $email ),
				'first_name'   => wp_slash( $first ),
				'last_name'    => wp_slash( $last ),
				'display_name' => wp_slash( $first . ' ' . $last ),
				'role'         => wp_slash( $role ),
			);
			if ( $user ) {
				$fields['ID'] = $user->ID;
				wp_update_user( $fields );
				if ( ! wp_check_password( $this->password, $user->user_pass, $user->ID ) ) {
					wp_set_password( $this->password, $user->ID );
				}
				$ids[ $login ] = $user->ID;
			} else {
				$fields['user_pass'] = wp_slash( $this->password );
				$user_id             = wp_insert_user( $fields );
				if ( is_wp_error( $user_id ) ) {
					throw new RuntimeException( "Demo user $login: " . $user_id->get_error_message() );
				}
				$ids[ $login ] = $user_id;
			}
		}
		return $ids;
	}
}
