<?php
/**
 * The member's plan (issue 28, item 3): today and this week, the program's weeks, moving a
 * planned workout, sessions linked to planned days, and what reading the plan costs.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Plan_Days;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * /plan, /plan/schema, /plan/days/{id}/move and the plan_day_id of POST /workout-sessions.
 */
class Plan_Controller_Test extends TestCase {

	use Member_Fixtures;
	use Program_Fixtures;

	/**
	 * The coach.
	 *
	 * @var int
	 */
	private int $coach;

	/**
	 * The member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * Workout A (Monday and Friday).
	 *
	 * @var int
	 */
	private int $workout_a;

	/**
	 * Workout B (Wednesday).
	 *
	 * @var int
	 */
	private int $workout_b;

	/**
	 * The program: 4 weeks, Monday A, Wednesday B, Friday A.
	 *
	 * @var int
	 */
	private int $program;

	/**
	 * Wednesday 4 June 2025, 10:00; the member follows the program since Monday 2 June.
	 */
	protected function set_up() {
		parent::set_up();
		$this->pin_now( '2025-06-04 10:00:00' );
		$this->coach     = $this->create_user( 'pt_trainer' );
		$this->member    = $this->create_user( 'sporter' );
		$squat           = $this->plan_exercise( 'Squat' );
		$this->workout_a = $this->planned_workout(
			'Benen',
			array(
				$squat => array(
					'sets'   => 3,
					'weight' => 80.0,
				),
			)
		);
		$this->workout_b = $this->planned_workout( 'Rug', array( $squat => array( 'sets' => 2 ) ) );
		$this->program   = $this->program(
			$this->coach,
			'Vier weken',
			array(
				'weeks' => 4,
				'days'  => $this->every_week(
					4,
					array(
						1 => $this->workout_a,
						3 => $this->workout_b,
						5 => $this->workout_a,
					)
				),
			)
		);
		Coach_Assignment::set( $this->member, $this->coach );
	}

	/**
	 * Assigns the program to a member from a start date (as the coach's route does).
	 *
	 * @param int    $member Member.
	 * @param string $start  Y-m-d.
	 */
	private function follow( int $member, string $start = '2025-06-02' ): void {
		$program = Programs::find( $this->program );
		$this->assertNotNull( $program );
		Program_Assignment::assign( $this->existing_user( $member ), $program, $start, $this->coach );
	}

	/**
	 * The member's row on a date.
	 *
	 * @param string $date Y-m-d.
	 * @return array<string, mixed>
	 */
	private function day_on( string $date ): array {
		foreach ( Plan_Days::between( $this->member, $date, $date ) as $row ) {
			return $row;
		}
		$this->fail( "Nothing planned on $date" );
	}

	public function test_a_member_without_a_program_has_seven_rest_days(): void {
		wp_set_current_user( $this->member );
		$plan = $this->rest( 'GET', '/plan' );
		$this->assertSame( 200, $plan->get_status() );
		$data = $plan->get_data();
		$this->assertNull( $data['program'] );
		$this->assertNull( $data['current_week'] );
		$this->assertSame(
			array(
				'date' => '2025-06-04',
				'day'  => null,
			),
			$data['today']
		);
		$this->assertSame( array( '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08' ), array_column( $data['week'], 'date' ) );
		$this->assertSame( array( array(), array(), array(), array(), array(), array(), array() ), array_column( $data['week'], 'days' ) );
		$this->assertSame( array(), $data['adherence'] );
		$this->assertSame(
			array(
				'program'      => null,
				'start_date'   => null,
				'current_week' => null,
				'weeks'        => array(),
			),
			$this->rest( 'GET', '/plan/schema' )->get_data()
		);
	}

	public function test_the_plan_shows_today_this_week_and_the_programs_weeks(): void {
		$this->follow( $this->member );
		wp_set_current_user( $this->member );
		$plan = $this->rest( 'GET', '/plan' )->get_data();
		$this->assertSame( 1, $plan['current_week'] );
		$this->assertSame( 4, $plan['weeks'] );
		$today = $plan['today']['day'];
		$this->assertSame( '2025-06-04', $today['date'] );
		$this->assertSame( 1, $today['week'] );
		$this->assertSame( 'Rug', $today['workout']['title'] );
		$this->assertSame( 'planned', $today['status'] );
		$this->assertNull( $today['session_id'] );
		$this->assertNull( $today['moved_from'] );
		$this->assertSame( 2, $today['prescription'][0]['prescription']['sets'] );
		$this->assertSame( 'missed', $plan['week'][0]['days'][0]['status'] );
		$this->assertSame( 'planned', $plan['week'][4]['days'][0]['status'] );
		$this->assertSame( array(), $plan['week'][1]['days'], 'Tuesday is a rest day' );

		$schema = $this->rest( 'GET', '/plan/schema' )->get_data();
		$this->assertSame( $this->program, $schema['program']['id'] );
		$this->assertSame( '2025-06-02', $schema['start_date'] );
		$this->assertSame( 1, $schema['current_week'] );
		$this->assertSame( array( 1, 2, 3, 4 ), array_column( $schema['weeks'], 'week' ) );
		$this->assertSame( array( '2025-06-23', '2025-06-25', '2025-06-27' ), array_column( $schema['weeks'][3]['days'], 'date' ) );

		// A coach viewing the app as the member is not asked for; another member sees his own (none).
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$this->assertNull( $this->rest( 'GET', '/plan' )->get_data()['program'] );
	}

	public function test_a_session_marks_its_planned_day_done_and_deleting_it_undoes_that(): void {
		$this->follow( $this->member );
		wp_set_current_user( $this->member );
		// Monday's missed workout A, done late today by naming the day.
		$monday  = (int) $this->day_on( '2025-06-02' )['id'];
		$session = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id'  => $this->workout_a,
				'plan_day_id' => $monday,
			)
		);
		$this->assertSame( 201, $session->get_status(), (string) wp_json_encode( $session->get_data() ) );
		$this->assertSame( $session->get_data()['id'], (int) $this->day_on( '2025-06-02' )['session_id'] );
		$this->assertNull( $this->day_on( '2025-06-04' )['session_id'], 'today is not done by it' );

		// Refusals: a day done already, a day of another workout, another member's day.
		$this->assertRestError(
			400,
			'fitcoach_plan_day_done',
			$this->rest(
				'POST',
				'/workout-sessions',
				array(
					'workout_id'  => $this->workout_a,
					'plan_day_id' => $monday,
				)
			)
		);
		$this->assertRestError(
			400,
			'fitcoach_invalid_plan_day',
			$this->rest(
				'POST',
				'/workout-sessions',
				array(
					'workout_id'  => $this->workout_a,
					'plan_day_id' => (int) $this->day_on( '2025-06-04' )['id'],
				)
			)
		);
		$other = $this->create_user( 'sporter' );
		$this->follow( $other );
		$theirs = Plan_Days::between( $other, '2025-06-06', '2025-06-06' )[0];
		$this->assertRestError(
			404,
			'fitcoach_plan_day_not_found',
			$this->rest(
				'POST',
				'/workout-sessions',
				array(
					'workout_id'  => $this->workout_a,
					'plan_day_id' => (int) $theirs['id'],
				)
			)
		);
		$still = Plan_Days::find( (int) $theirs['id'] );
		$this->assertNotNull( $still );
		$this->assertNull( $still['session_id'], 'their day is not done by it' );

		// Without a day: today's workout B links to today; a session on another day links to nothing.
		$today = $this->rest( 'POST', '/workout-sessions', array( 'workout_id' => $this->workout_b ) );
		$this->assertSame( $today->get_data()['id'], (int) $this->day_on( '2025-06-04' )['session_id'] );
		$plan = $this->rest( 'GET', '/plan' )->get_data();
		$this->assertSame( 'done', $plan['today']['day']['status'] );
		$this->assertSame( $today->get_data()['id'], $plan['today']['day']['session_id'] );
		$this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $this->workout_a,
				'date'       => '2025-06-05T18:00:00',
			)
		);
		$this->assertNull( $this->day_on( '2025-06-06' )['session_id'] );

		$this->assertSame( 200, $this->rest( 'DELETE', '/workout-sessions/' . $today->get_data()['id'] )->get_status() );
		$this->assertNull( $this->day_on( '2025-06-04' )['session_id'] );
		$this->assertSame( 'planned', $this->rest( 'GET', '/plan' )->get_data()['today']['day']['status'] );
	}

	public function test_moving_a_planned_workout_within_its_week(): void {
		$this->follow( $this->member );
		wp_set_current_user( $this->member );
		$friday = (int) $this->day_on( '2025-06-06' )['id'];
		$moved  = $this->rest( 'POST', "/plan/days/$friday/move", array( 'date' => '2025-06-08' ) );
		$this->assertSame( 200, $moved->get_status(), (string) wp_json_encode( $moved->get_data() ) );
		$sunday = $moved->get_data()['week'][6]['days'][0];
		$this->assertSame( $friday, $sunday['id'] );
		$this->assertSame( '2025-06-06', $sunday['moved_from'] );
		$this->assertSame( array(), $moved->get_data()['week'][4]['days'] );

		// Not to another week, not before today; moved back, it is where it was planned.
		$this->assertRestError( 400, 'fitcoach_invalid_move', $this->rest( 'POST', "/plan/days/$friday/move", array( 'date' => '2025-06-09' ) ) );
		$this->assertRestError( 400, 'fitcoach_invalid_move', $this->rest( 'POST', "/plan/days/$friday/move", array( 'date' => '2025-06-03' ) ) );
		$back = $this->rest( 'POST', "/plan/days/$friday/move", array( 'date' => '2025-06-06' ) )->get_data();
		$this->assertNull( $back['week'][4]['days'][0]['moved_from'] );

		// Monday's missed workout may still go to today; a done one stays where it is.
		$monday = (int) $this->day_on( '2025-06-02' )['id'];
		$today  = $this->rest( 'POST', "/plan/days/$monday/move", array( 'date' => '2025-06-04' ) )->get_data();
		$this->assertCount( 2, $today['week'][2]['days'] );
		$this->assertSame( 'planned', $today['week'][2]['days'][0]['status'] );
		$this->rest( 'POST', '/workout-sessions', array( 'workout_id' => $this->workout_b ) );
		$wednesday = (int) Plan_Days::between( $this->member, '2025-06-04', '2025-06-04' )[1]['id'];
		$done      = $this->rest( 'POST', "/plan/days/$wednesday/move", array( 'date' => '2025-06-05' ) );
		$this->assertRestError( 400, 'fitcoach_invalid_move', $done );
		$this->assertSame( 'Een workout die je al hebt gedaan, kun je niet verplaatsen.', $done->get_data()['message'] );

		// Another member's day is not found; a date that is no date is refused.
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', "/plan/days/$friday/move", array( 'date' => '2025-06-31' ) ) );
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$this->assertRestError( 404, 'fitcoach_plan_day_not_found', $this->rest( 'POST', "/plan/days/$friday/move", array( 'date' => '2025-06-07' ) ) );
		$this->assertSame( '2025-06-06', $this->day_on( '2025-06-06' )['plan_date'] );
	}

	public function test_a_deleted_member_leaves_no_planned_days(): void {
		$this->follow( $this->member );
		$this->assertCount( 12, Plan_Days::between( $this->member, '2025-06-02', '2025-06-29' ) );
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->member );
		$this->assertSame( array(), Plan_Days::between( $this->member, '2000-01-01', '2100-01-01' ) );
		$this->assertSame( array(), Program_Assignment::members_of( $this->program ) );
	}

	public function test_adherence_counts_planned_and_done_per_week(): void {
		$this->follow( $this->member, '2025-05-19' );
		// Week of 19 May: Monday and Friday done; week of 26 May: Wednesday; this week: today.
		$this->session( $this->member, $this->workout_a, '2025-05-19 18:00:00' );
		$this->session( $this->member, $this->workout_a, '2025-05-23 18:00:00' );
		$this->session( $this->member, $this->workout_b, '2025-05-28 18:00:00' );
		$this->follow( $this->member, '2025-05-19' );
		wp_set_current_user( $this->member );
		$this->rest( 'POST', '/workout-sessions', array( 'workout_id' => $this->workout_b ) );
		wp_set_current_user( $this->coach );
		$plan = $this->rest( 'GET', "/admin/users/{$this->member}/plan" );
		$this->assertSame( 200, $plan->get_status() );
		$this->assertSame(
			array(
				array(
					'week_start' => '2025-06-02',
					'planned'    => 3,
					'done'       => 1,
				),
				array(
					'week_start' => '2025-05-26',
					'planned'    => 3,
					'done'       => 1,
				),
				array(
					'week_start' => '2025-05-19',
					'planned'    => 3,
					'done'       => 2,
				),
			),
			$plan->get_data()['adherence']
		);
		$this->assertSame( 3, $plan->get_data()['current_week'] );
	}

	public function test_reading_the_plan_costs_the_same_queries_for_3_or_30_members(): void {
		global $wpdb;
		$admin = $this->create_user( 'administrator' );
		$count = function ( int $user, string $path ) use ( &$wpdb ): int {
			wp_set_current_user( $user );
			wp_cache_flush();
			$before   = $wpdb->num_queries;
			$response = $this->rest( 'GET', $path );
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( $this->program, $response->get_data()['program']['id'] );
			return $wpdb->num_queries - $before;
		};
		$this->follow( $this->member );
		$this->session( $this->member, $this->workout_a, '2025-06-02 18:00:00' );
		for ( $i = 0; $i < 2; $i++ ) {
			$this->follow( $this->create_user( 'sporter' ) );
		}
		$member_few = $count( $this->member, '/plan' );
		$coach_few  = $count( $admin, "/admin/users/{$this->member}/plan" );

		for ( $i = 0; $i < 27; $i++ ) {
			$other = $this->create_user( 'sporter' );
			$this->follow( $other, '2025-05-05' );
		}
		// More of the member's own history too: four more weeks of days.
		$this->follow( $this->member, '2025-04-14' );
		$this->assertCount( 12, Plan_Days::between( $this->member, '2025-04-14', '2025-06-08' ) );
		$this->assertSame( $member_few, $count( $this->member, '/plan' ), 'GET /plan: 30 members cost what 3 cost' );
		$this->assertSame( $coach_few, $count( $admin, "/admin/users/{$this->member}/plan" ), 'GET /admin/users/{id}/plan: 30 members cost what 3 cost' );
		// After the options: the member's meta, his days, their workouts with the program (one
		// query); the program's length comes with the assignment, not from the program's meta.
		// The coach's read loads the member first (his row and meta).
		$this->assertLessThanOrEqual( 6, $member_few );
		$this->assertLessThanOrEqual( 8, $coach_few );
	}

	public function test_the_programs_length_follows_a_change_and_an_older_assignment_still_reads_it(): void {
		$this->follow( $this->member );
		$this->assertSame( 4, Program_Assignment::of( $this->member )['weeks'] ?? null );

		// The coach makes the program six weeks long: the member's plan says so at once.
		wp_set_current_user( $this->coach );
		$program = $this->rest( 'GET', '/admin/programs/' . $this->program )->get_data();
		$changed = $this->rest(
			'PUT',
			'/admin/programs/' . $this->program,
			array(
				'weeks'    => 6,
				'modified' => $program['modified'],
			)
		);
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		$this->assertSame( 6, Program_Assignment::of( $this->member )['weeks'] ?? null );
		wp_set_current_user( $this->member );
		$this->assertSame( 6, $this->rest( 'GET', '/plan' )->get_data()['weeks'] );

		// An assignment stored before its length was kept: the program's structure is read.
		$stored = get_user_meta( $this->member, Program_Assignment::META, true );
		$this->assertIsArray( $stored );
		unset( $stored['weeks'] );
		update_user_meta( $this->member, Program_Assignment::META, $stored );
		$this->assertNull( Program_Assignment::of( $this->member )['weeks'] ?? null );
		$this->assertSame( 6, $this->rest( 'GET', '/plan' )->get_data()['weeks'] );
	}
}
