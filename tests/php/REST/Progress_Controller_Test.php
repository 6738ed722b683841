<?php
/**
 * The coach's view of a member's progress (issue 14): the figures on a known dataset in a
 * non-UTC time zone, who may read them, and the goal weight a coach sets.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use DateTimeImmutable;
use DateTimeZone;
use FitCoach\Coach\Goal_Weight;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * /admin/users/{id}/progress and /admin/users/{id}/goal-weight.
 */
class Progress_Controller_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The member whose progress is read.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * An administrator (the caller unless a test says otherwise).
	 *
	 * @var int
	 */
	private int $admin;

	/**
	 * A workout.
	 *
	 * @var int
	 */
	private int $workout;

	/**
	 * The dataset's deleted exercise.
	 *
	 * @var int
	 */
	private int $old_exercise = 0;

	/**
	 * The dataset's exercises by name.
	 *
	 * @var array<string, int>
	 */
	private array $exercises = array();

	protected function set_up() {
		parent::set_up();
		// Wednesday 14 May 2025, 10:00 in Amsterdam (UTC+2): week 20 starts on Monday 12 May.
		// Monday 21 April 00:00 there is still Sunday in UTC, so counting in UTC moves a session.
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		update_option( 'gmt_offset', '' );
		add_filter( 'fitcoach_now', static fn() => new DateTimeImmutable( '2025-05-14 10:00:00', new DateTimeZone( 'Europe/Amsterdam' ) ) );
		$this->member  = $this->create_user( 'sporter' );
		$this->admin   = $this->create_user( 'administrator' );
		$this->workout = $this->workout( 'Full Body Kracht' );
		wp_set_current_user( $this->admin );
	}

	/**
	 * The member's measurements, sessions (with sets, so the records follow) and someone else's
	 * data that must never count.
	 */
	private function dataset(): void {
		// Weights: two before the 90 days or after today, two between 90 and 30 days back, and
		// five in the last 30 days (two on one day).
		$this->measurement( $this->member, '2025-02-13', 95.0 );
		$this->measurement( $this->member, '2025-02-14', 90.0 );
		$this->measurement( $this->member, '2025-03-01', 86.0 );
		$this->measurement( $this->member, '2025-04-14', 81.0 );
		$this->measurement( $this->member, '2025-04-15', 80.0 );
		$this->measurement( $this->member, '2025-04-22', 79.6 );
		$this->measurement( $this->member, '2025-04-22', 79.2 );
		$this->measurement( $this->member, '2025-05-06', 78.6 );
		$this->measurement( $this->member, '2025-05-14', 78.0 );
		$this->measurement( $this->member, '2025-05-15', 70.0 );

		$squat    = $this->exercise( 'Squat' );
		$bench    = $this->exercise( 'Bench Press' );
		$deadlift = $this->exercise( 'Deadlift' );
		$old      = $this->exercise( 'Oude oefening' );

		// Before the four weeks.
		$this->session( $this->member, $this->workout, '2025-03-10 10:00:00', array( $this->sets( $squat, 'Squat', array( array( 60.0, 5 ) ) ) ), 'Maart' );
		$this->session( $this->member, $this->workout, '2025-04-20 23:59:59', array( $this->sets( $bench, 'Bench Press', array( array( 40.0, 10 ) ) ) ), 'Zondagavond' );
		// Week of 21 April: its first and its last second.
		$this->session( $this->member, $this->workout, '2025-04-21 00:00:00', array( $this->sets( $squat, 'Squat', array( array( 70.0, 5 ), array( 50.0, 10 ) ) ) ), 'Maandag vroeg' );
		$this->session(
			$this->member,
			$this->workout,
			'2025-04-27 23:59:59',
			array(
				$this->sets( $deadlift, 'Deadlift', array( array( 100.0, 3 ) ) ),
				$this->sets( $old, 'Oude oefening', array( array( 20.0, 15 ) ) ),
			),
			'Zondag laat'
		);
		// Week of 28 April: nothing. Week of 5 May: one session without a workout.
		$this->session( $this->member, 0, '2025-05-05 18:00:00', array( $this->sets( $bench, 'Bench Press', array( array( 45.0, 8 ) ) ) ), 'Los' );
		// This week.
		$this->session( $this->member, $this->workout, '2025-05-12 07:00:00', array( $this->sets( $squat, 'Squat', array( array( 65.0, 8 ) ) ) ), 'Maandag' );
		$this->session( $this->member, $this->workout, '2025-05-14 09:00:00', array( $this->sets( $bench, 'Bench Press', array( array( 0.0, 20 ) ) ) ), 'Rustige dag' );
		// The exercise is deleted later; its records keep the name it was logged with.
		wp_delete_post( $old, true );

		$other = $this->create_user( 'sporter' );
		$this->measurement( $other, '2025-05-14', 120.0 );
		$this->session( $other, $this->workout, '2025-05-13 10:00:00', array( $this->sets( $squat, 'Squat', array( array( 200.0, 10 ) ) ) ) );

		$this->old_exercise = $old;
		$this->exercises    = array(
			'squat'    => $squat,
			'bench'    => $bench,
			'deadlift' => $deadlift,
		);
	}

	/**
	 * The ids of the member's sessions by title.
	 *
	 * @return array<string, int>
	 */
	private function session_ids(): array {
		$ids = array();
		foreach ( get_posts(
			array(
				'post_type'      => 'fitcoach_session',
				'author'         => $this->member,
				'posts_per_page' => -1,
			)
		) as $post ) {
			$ids[ $post->post_title ] = $post->ID;
		}
		return $ids;
	}

	public function test_the_progress_of_a_member_on_a_known_dataset(): void {
		$this->dataset();
		update_user_meta( $this->member, Goal_Weight::META, '75.0' );
		$ids = $this->session_ids();

		$response = $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'goal_weight'       => 75.0,
				'weight'            => array(
					// The mean of each day; the rate is fitted over every measurement.
					'days_30' => array(
						'points'        => array(
							array(
								'date'   => '2025-04-15',
								'weight' => 80.0,
							),
							array(
								'date'   => '2025-04-22',
								'weight' => 79.4,
							),
							array(
								'date'   => '2025-05-06',
								'weight' => 78.6,
							),
							array(
								'date'   => '2025-05-14',
								'weight' => 78.0,
							),
						),
						'rate_per_week' => -0.5,
						'first'         => 80.0,
						'last'          => 78.0,
					),
					'days_90' => array(
						'points'        => array(
							array(
								'date'   => '2025-02-14',
								'weight' => 90.0,
							),
							array(
								'date'   => '2025-03-01',
								'weight' => 86.0,
							),
							array(
								'date'   => '2025-04-14',
								'weight' => 81.0,
							),
							array(
								'date'   => '2025-04-15',
								'weight' => 80.0,
							),
							array(
								'date'   => '2025-04-22',
								'weight' => 79.4,
							),
							array(
								'date'   => '2025-05-06',
								'weight' => 78.6,
							),
							array(
								'date'   => '2025-05-14',
								'weight' => 78.0,
							),
						),
						'rate_per_week' => -0.9,
						'first'         => 90.0,
						'last'          => 78.0,
					),
				),
				'last_sessions'     => array(
					array(
						'id'             => $ids['Rustige dag'],
						'date'           => '2025-05-14T09:00:00',
						'title'          => 'Rustige dag',
						'workout_name'   => 'Full Body Kracht',
						'total_weight'   => 0.0,
						'exercise_count' => 1,
					),
					array(
						'id'             => $ids['Maandag'],
						'date'           => '2025-05-12T07:00:00',
						'title'          => 'Maandag',
						'workout_name'   => 'Full Body Kracht',
						'total_weight'   => 520.0,
						'exercise_count' => 1,
					),
					array(
						'id'             => $ids['Los'],
						'date'           => '2025-05-05T18:00:00',
						'title'          => 'Los',
						'workout_name'   => '',
						'total_weight'   => 360.0,
						'exercise_count' => 1,
					),
					array(
						'id'             => $ids['Zondag laat'],
						'date'           => '2025-04-27T23:59:59',
						'title'          => 'Zondag laat',
						'workout_name'   => 'Full Body Kracht',
						'total_weight'   => 600.0,
						'exercise_count' => 2,
					),
					array(
						'id'             => $ids['Maandag vroeg'],
						'date'           => '2025-04-21T00:00:00',
						'title'          => 'Maandag vroeg',
						'workout_name'   => 'Full Body Kracht',
						'total_weight'   => 850.0,
						'exercise_count' => 1,
					),
				),
				'sessions_per_week' => array(
					array(
						'week_start'   => '2025-04-21',
						'count'        => 2,
						'total_weight' => 1450.0,
					),
					array(
						'week_start'   => '2025-04-28',
						'count'        => 0,
						'total_weight' => 0.0,
					),
					array(
						'week_start'   => '2025-05-05',
						'count'        => 1,
						'total_weight' => 360.0,
					),
					array(
						'week_start'   => '2025-05-12',
						'count'        => 2,
						'total_weight' => 520.0,
					),
				),
				// Newest first; 1RM by Epley (70 × 5 → 81.7, beaten by 65 × 8 → 82.3); a set of
				// 15 reps counts for the heaviest weight only, a set of 0 kg for neither.
				'records'           => array(
					array(
						'exercise_id'     => $this->exercises['squat'],
						'exercise_title'  => 'Squat',
						'heaviest_weight' => 70.0,
						'estimated_1rm'   => 82.3,
						'date'            => '2025-05-12',
					),
					array(
						'exercise_id'     => $this->exercises['bench'],
						'exercise_title'  => 'Bench Press',
						'heaviest_weight' => 45.0,
						'estimated_1rm'   => 57.0,
						'date'            => '2025-05-05',
					),
					array(
						'exercise_id'     => $this->exercises['deadlift'],
						'exercise_title'  => 'Deadlift',
						'heaviest_weight' => 100.0,
						'estimated_1rm'   => 110.0,
						'date'            => '2025-04-27',
					),
					array(
						'exercise_id'     => $this->old_exercise,
						'exercise_title'  => 'Oude oefening',
						'heaviest_weight' => 20.0,
						'estimated_1rm'   => null,
						'date'            => '2025-04-27',
					),
				),
				'totals'            => array(
					'sessions'     => 7,
					'total_weight' => 3030.0,
				),
			),
			$response->get_data()
		);
	}

	public function test_a_member_without_data_has_empty_figures(): void {
		$response = $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' );
		$this->assertSame( 200, $response->get_status() );
		$data  = $response->get_data();
		$empty = array(
			'points'        => array(),
			'rate_per_week' => null,
			'first'         => null,
			'last'          => null,
		);
		$this->assertNull( $data['goal_weight'] );
		$this->assertSame(
			array(
				'days_30' => $empty,
				'days_90' => $empty,
			),
			$data['weight']
		);
		$this->assertSame( array(), $data['last_sessions'] );
		$this->assertSame( array( '2025-04-21', '2025-04-28', '2025-05-05', '2025-05-12' ), array_column( $data['sessions_per_week'], 'week_start' ) );
		$this->assertSame( array( 0, 0, 0, 0 ), array_column( $data['sessions_per_week'], 'count' ) );
		$this->assertSame( array(), $data['records'] );
		$this->assertSame(
			array(
				'sessions'     => 0,
				'total_weight' => 0.0,
			),
			$data['totals']
		);
	}

	public function test_more_than_ten_exercises_lists_the_ten_most_recent(): void {
		for ( $i = 1; $i <= 12; $i++ ) {
			$exercise = $this->exercise( "Oefening $i" );
			$this->session( $this->member, $this->workout, sprintf( '2025-05-%02d 10:00:00', $i ), array( $this->sets( $exercise, "Oefening $i", array( array( 10.0 * $i, 5 ) ) ) ) );
		}
		$records = $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' )->get_data()['records'];
		$this->assertSame(
			array( 'Oefening 12', 'Oefening 11', 'Oefening 10', 'Oefening 9', 'Oefening 8', 'Oefening 7', 'Oefening 6', 'Oefening 5', 'Oefening 4', 'Oefening 3' ),
			array_column( $records, 'exercise_title' )
		);
		$this->assertSame( 120.0, $records[0]['heaviest_weight'] );
		$this->assertSame( 140.0, $records[0]['estimated_1rm'] );
	}

	/**
	 * Who may read the progress and set the goal weight: as the other /admin/users/{id} routes.
	 */
	public function test_only_a_coach_of_the_member_reaches_the_routes(): void {
		$progress = '/admin/users/' . $this->member . '/progress';
		$goal     = '/admin/users/' . $this->member . '/goal-weight';

		wp_set_current_user( 0 );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', $progress ) );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'PUT', $goal, array( 'goal_weight' => 70 ) ) );

		// A member: not even their own progress, nor another's.
		wp_set_current_user( $this->member );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'GET', $progress ) );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'PUT', $goal, array( 'goal_weight' => 70 ) ) );
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'GET', $progress ) );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'POST', $goal, array( 'goal_weight' => 70 ) ) );
		$this->assertSame( '', get_user_meta( $this->member, Goal_Weight::META, true ) );

		// A trainer: a member yes; an administrator or another trainer no, as on /admin/users/{id}.
		$trainer = $this->create_user( 'pt_trainer' );
		wp_set_current_user( $trainer );
		$this->assertSame( 200, $this->rest( 'GET', $progress )->get_status() );
		$this->assertSame( 200, $this->rest( 'PUT', $goal, array( 'goal_weight' => 70 ) )->get_status() );
		foreach ( array( $this->admin, $this->create_user( 'pt_trainer' ), $trainer ) as $out_of_reach ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'GET', '/admin/users/' . $out_of_reach . '/progress' ) );
			$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'PUT', '/admin/users/' . $out_of_reach . '/goal-weight', array( 'goal_weight' => 70 ) ) );
			$this->assertSame( $this->rest( 'GET', '/admin/users/' . $out_of_reach )->get_data(), $this->rest( 'GET', '/admin/users/' . $out_of_reach . '/progress' )->get_data(), 'The same refusal as the user route' );
			$this->assertSame( '', get_user_meta( $out_of_reach, Goal_Weight::META, true ) );
		}

		// A user who does not exist: 404, for trainers and administrators alike.
		$this->assertRestError( 404, 'fitcoach_user_not_found', $this->rest( 'GET', '/admin/users/999999/progress' ) );
		wp_set_current_user( $this->admin );
		$this->assertRestError( 404, 'fitcoach_user_not_found', $this->rest( 'GET', '/admin/users/999999/progress' ) );
		$this->assertRestError( 404, 'fitcoach_user_not_found', $this->rest( 'PUT', '/admin/users/999999/goal-weight', array( 'goal_weight' => 70 ) ) );
		// An administrator reaches a trainer, but not themselves.
		$this->assertSame( 200, $this->rest( 'GET', '/admin/users/' . $trainer . '/progress' )->get_status() );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'GET', '/admin/users/' . $this->admin . '/progress' ) );
	}

	/**
	 * Goal weights out of range or not a number are refused with the code and the Dutch message,
	 * and nothing is stored; the bounds, a decimal comma and removing are accepted.
	 */
	public function test_the_goal_weight_is_checked_stored_and_removed(): void {
		$path = '/admin/users/' . $this->member . '/goal-weight';
		update_user_meta( $this->member, Goal_Weight::META, '80.0' );

		foreach ( array( 29.9, 300.1, 'abc', '72,5 kg', true, array( 70 ) ) as $wrong ) {
			$response = $this->rest( 'PUT', $path, array( 'goal_weight' => $wrong ) );
			$this->assertRestError( 400, 'fitcoach_invalid_goal_weight', $response, 'Sent: ' . wp_json_encode( $wrong ) );
			$this->assertSame( 'Kies een doelgewicht tussen 30 en 300 kg.', $response->get_data()['message'] );
			$this->assertSame( '80.0', get_user_meta( $this->member, Goal_Weight::META, true ), 'Nothing stored' );
		}
		$this->assertRestError( 400, 'fitcoach_invalid_goal_weight', $this->rest( 'PUT', $path, array( 'other' => 1 ) ), 'No goal_weight at all' );
		$this->assertSame( '80.0', get_user_meta( $this->member, Goal_Weight::META, true ) );

		foreach ( array(
			array( 30, 30.0, '30.0' ),
			array( 300, 300.0, '300.0' ),
			array( '72,5', 72.5, '72.5' ),
			array( 68.04, 68.0, '68.0' ),
		) as list( $sent, $answer, $stored ) ) {
			$response = $this->rest( 'PUT', $path, array( 'goal_weight' => $sent ) );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$this->assertSame( array( 'goal_weight' => $answer ), $response->get_data() );
			$this->assertSame( $stored, get_user_meta( $this->member, Goal_Weight::META, true ) );
		}
		$this->assertSame( 68.0, $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' )->get_data()['goal_weight'] );

		// The offline outbox may send POST.
		$this->assertSame( array( 'goal_weight' => 71.5 ), $this->rest( 'POST', $path, array( 'goal_weight' => '71.5' ) )->get_data() );
		$this->assertSame( 71.5, $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' )->get_data()['goal_weight'] );

		// null or '' removes it.
		$response = $this->rest( 'PUT', $path, array( 'goal_weight' => null ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'goal_weight' => null ), $response->get_data() );
		$this->assertSame( '', get_user_meta( $this->member, Goal_Weight::META, true ) );
		$this->assertNull( $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' )->get_data()['goal_weight'] );
		$this->rest( 'PUT', $path, array( 'goal_weight' => 70 ) );
		$this->assertSame( array( 'goal_weight' => null ), $this->rest( 'PUT', $path, array( 'goal_weight' => '' ) )->get_data() );
		$this->assertSame( '', get_user_meta( $this->member, Goal_Weight::META, true ) );
	}

	/**
	 * The whole request costs the same number of queries for 10 or 100 sessions, and with many
	 * more members on the site (nothing is read per session, per exercise or per member).
	 */
	public function test_the_progress_costs_the_same_queries_for_little_or_much_data(): void {
		$count    = function (): int {
			global $wpdb;
			wp_cache_flush();
			$before   = $wpdb->num_queries;
			$response = $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' );
			$this->assertSame( 200, $response->get_status() );
			return $wpdb->num_queries - $before;
		};
		$squat    = $this->exercise( 'Squat' );
		$bench    = $this->exercise( 'Bench Press' );
		$add_days = function ( int $from, int $to ) use ( $squat, $bench ): void {
			for ( $i = $from; $i < $to; $i++ ) {
				$day = ( new DateTimeImmutable( '2025-05-13' ) )->modify( "-$i days" )->format( 'Y-m-d' );
				$this->measurement( $this->member, $day, 80.0 - $i / 10 );
				$this->session( $this->member, $this->workout( "W$i" ), $day . ' 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 50.0 + $i, 5 ) ) ), $this->sets( $bench, 'Bench Press', array( array( 30.0, 8 ) ) ) ) );
			}
		};
		$add_days( 0, 10 );
		$few = $count();
		$this->assertCount( 5, $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' )->get_data()['last_sessions'] );

		$add_days( 10, 100 );
		$this->assertSame( $few, $count(), '100 sessions cost what 10 cost' );
		$this->assertSame( 100, $this->rest( 'GET', '/admin/users/' . $this->member . '/progress' )->get_data()['totals']['sessions'] );

		for ( $i = 0; $i < 30; $i++ ) {
			$other = $this->create_user( 'sporter' );
			$this->session( $other, $this->workout, '2025-05-13 10:00:00', array( $this->sets( $squat, 'Squat', array( array( 90.0, 5 ) ) ) ) );
		}
		$this->assertSame( $few, $count(), 'Other members cost nothing' );
		$this->assertLessThanOrEqual( 14, $few );
	}
}
