<?php
/**
 * The attention rule 'Schema gemist' (issue 28, item 4): planned workouts missed in the last 7
 * days, at least the threshold of FitCoach → Coaching; kept when sessions link or unlink, days
 * move, programs are assigned or removed, workouts are unpublished, and right on the day a day
 * passes without any write.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use FitCoach\Coach\Attention;
use FitCoach\Coach\Attention_Settings;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Plan_Misses;
use FitCoach\Member\Plan_Days;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * GET /admin/attention and Attention::items_for() (the digest's list) with planned days.
 */
class Plan_Misses_Test extends TestCase {

	use Member_Fixtures;
	use Program_Fixtures;

	/**
	 * The member's trainer.
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
	 * Wednesday 11 June 2025, 10:00 (Amsterdam); a trainer, his member and a program.
	 */
	protected function set_up() {
		parent::set_up();
		$this->pin_now( '2025-06-11 10:00:00' );
		$this->coach     = $this->create_user( 'pt_trainer' );
		$this->member    = $this->create_user( 'sporter', array( 'display_name' => 'Mila Mulder' ) );
		$squat           = $this->plan_exercise( 'Squat' );
		$this->workout_a = $this->planned_workout( 'Benen', array( $squat => array( 'sets' => 3 ) ) );
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
	 * The coach assigns the program from a start date (his route).
	 *
	 * @param string $start Y-m-d.
	 */
	private function assign( string $start = '2025-06-02' ): void {
		wp_set_current_user( $this->coach );
		$response = $this->rest(
			'PUT',
			'/admin/users/' . $this->member . '/program',
			array(
				'program_id' => $this->program,
				'start_date' => $start,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * The member's 'Schema gemist' texts on the coach's GET /admin/attention, and the same on the
	 * digest's list (Attention::items_for), which must agree.
	 *
	 * @return list<string>
	 */
	private function plan_reasons(): array {
		$user = get_current_user_id();
		wp_set_current_user( $this->coach );
		$response = $this->rest( 'GET', '/admin/attention' );
		wp_set_current_user( $user );
		$this->assertSame( 200, $response->get_status() );
		$route  = self::texts( $response->get_data()['items'] );
		$digest = self::texts( Attention::items_for( $this->coach ) );
		$this->assertSame( $route, $digest, 'the route and the digest list the same' );
		return $route;
	}

	/**
	 * The member's reasons with code plan_missed among listed items.
	 *
	 * @param array<int, array<string, mixed>> $items Items.
	 * @return list<string>
	 */
	private function texts( array $items ): array {
		$texts = array();
		foreach ( $items as $item ) {
			if ( $this->member !== $item['user_id'] ) {
				continue;
			}
			foreach ( $item['reasons'] as $reason ) {
				if ( Attention::PLAN_MISSED === $reason['code'] ) {
					$texts[] = $reason['text'];
				}
			}
		}
		return $texts;
	}

	/**
	 * Sets the threshold (the other thresholds as they are).
	 *
	 * @param int $missed Planned workouts missed.
	 */
	private function threshold( int $missed ): void {
		$this->assertIsArray( Attention_Settings::update( array_merge( Attention_Settings::get(), array( 'plan_missed' => $missed ) ) ) );
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

	/**
	 * The member does a planned day (POST /workout-sessions with plan_day_id): the session's id.
	 *
	 * @param string $date The day's date.
	 */
	private function do_day( string $date ): int {
		$row = $this->day_on( $date );
		wp_set_current_user( $this->member );
		$response = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id'  => (int) $row['workout_id'],
				'plan_day_id' => (int) $row['id'],
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	public function test_the_default_threshold_is_two_missed_workouts_in_the_last_seven_days(): void {
		$this->assertSame( 2, Attention_Settings::defaults()['plan_missed'] );
		$this->assertSame( array( 1.0, 7.0, 1.0 ), Attention_Settings::BOUNDS['plan_missed'] );
		wp_set_current_user( $this->coach );
		$this->assertSame( 2, $this->rest( 'GET', '/admin/attention' )->get_data()['thresholds']['plan_missed'] );
	}

	public function test_the_rule_fires_at_the_threshold_and_not_below_and_follows_sessions_linked_and_unlinked(): void {
		$this->assertSame( array(), $this->plan_reasons(), 'no program, nothing planned' );
		$this->assign();
		// The 7 days before today (4 to 10 June): Wednesday 4, Friday 6 and Monday 9 planned, none done.
		$this->assertSame( array( 'Schema gemist: 3 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );

		$friday = $this->do_day( '2025-06-06' );
		$this->assertSame( array( 'Schema gemist: 2 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons(), 'exactly the threshold' );
		$this->threshold( 3 );
		$this->assertSame( array(), $this->plan_reasons(), 'below the threshold' );
		$this->threshold( 2 );

		$this->do_day( '2025-06-09' );
		$this->assertSame( array(), $this->plan_reasons(), 'one missed, below the default' );
		$this->threshold( 1 );
		$texts = $this->plan_reasons();
		$this->assertSame( array( 'Schema gemist: 1 van 3 geplande workouts in de afgelopen 7 dagen' ), $texts );
		$this->assertStringStartsWith( 'Schema gemist', $texts[0] );
		$this->threshold( 2 );

		// The session deleted: Friday is missed again.
		wp_set_current_user( $this->member );
		$this->assertSame( 200, $this->rest( 'DELETE', '/workout-sessions/' . $friday, array( 'force' => 'true' ) )->get_status() );
		$this->assertSame( array( 'Schema gemist: 2 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		$this->assertSame( array( 'Schema gemist: 2 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
	}

	public function test_a_session_of_the_planned_workout_on_its_day_counts_without_naming_the_day(): void {
		$this->assign();
		// A session of workout B logged on Wednesday 4 June links to that day (Plan_Days).
		$session = $this->session( $this->member, $this->workout_b, '2025-06-04 18:00:00' );
		$this->assertSame( 0, (int) $this->day_on( '2025-06-04' )['session_id'], 'a direct insert links nothing' );
		Plan_Days::link_new_session( $this->member, $session, $this->workout_b, '2025-06-04' );
		$this->assertSame( array( 'Schema gemist: 2 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		// Trashing the session undoes it.
		wp_trash_post( $session );
		$this->assertSame( array( 'Schema gemist: 3 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
	}

	public function test_a_missed_day_moved_to_a_coming_day_is_not_missed_any_more(): void {
		$this->assign();
		$this->threshold( 3 );
		$this->assertCount( 1, $this->plan_reasons() );
		wp_set_current_user( $this->member );
		$monday = (int) $this->day_on( '2025-06-09' )['id'];
		$moved  = $this->rest( 'POST', '/plan/days/' . $monday . '/move', array( 'date' => '2025-06-12' ) );
		$this->assertSame( 200, $moved->get_status(), (string) wp_json_encode( $moved->get_data() ) );
		$this->assertSame( array(), $this->plan_reasons(), 'Monday now waits on Thursday' );
		$this->threshold( 2 );
		$this->assertSame( array( 'Schema gemist: 2 van 2 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
	}

	public function test_the_rule_is_right_on_the_day_a_planned_day_passes_without_any_write(): void {
		// Tuesday 3 June: only Monday 2 June has passed.
		$this->pin_now( '2025-06-03 09:00:00' );
		$this->assign( '2025-06-02' );
		$this->assertSame( array(), $this->plan_reasons(), 'one missed' );
		// Thursday 5 June: Monday and Wednesday missed, nothing written since.
		$this->pin_now( '2025-06-05 09:00:00' );
		$this->assertSame( array( 'Schema gemist: 2 van 2 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		// Tuesday 10 June: Monday 2 June is out of the 7 days; 4, 6 and 9 June missed.
		$this->pin_now( '2025-06-10 09:00:00' );
		$this->assertSame( array( 'Schema gemist: 3 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		// After the program's last week (23 to 29 June): its last days leave the window one by one.
		$this->pin_now( '2025-06-30 09:00:00' );
		$this->assertSame( array( 'Schema gemist: 3 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		$this->pin_now( '2025-07-02 09:00:00' );
		$this->assertSame( array( 'Schema gemist: 2 van 2 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		$this->pin_now( '2025-07-04 09:00:00' );
		$this->assertSame( array(), $this->plan_reasons(), 'only Friday 27 June' );
		$this->assertSame(
			array(
				'missed'  => 1,
				'planned' => 1,
			),
			Plan_Misses::stored( $this->member, '2025-07-04' )
		);
		$this->assertNull( Plan_Misses::stored( $this->member, '2025-07-05' ), 'nothing planned in the 7 days before' );
	}

	public function test_assigning_and_removing_a_program_and_unpublishing_a_workout(): void {
		$this->assign( '2025-06-11' );
		$this->assertSame( array(), $this->plan_reasons(), 'starting today: nothing missed yet' );
		$this->assign( '2025-06-02' );
		$this->assertCount( 1, $this->plan_reasons(), 'from an earlier start the past days count' );

		// Workout B in the trash: Wednesday 4 June nobody could do is not counted.
		wp_trash_post( $this->workout_b );
		$this->assertSame( array( 'Schema gemist: 2 van 2 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		wp_untrash_post( $this->workout_b );
		wp_publish_post( $this->workout_b );
		$this->assertSame( array( 'Schema gemist: 3 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );

		// The program removed: its days to come go; the week gone stays as it was, for 7 days.
		wp_set_current_user( $this->coach );
		$this->assertSame( 200, $this->rest( 'DELETE', '/admin/users/' . $this->member . '/program' )->get_status() );
		$this->assertSame( array( 'Schema gemist: 3 van 3 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons() );
		$this->pin_now( '2025-06-13 09:00:00' );
		$this->assertSame( array( 'Schema gemist: 2 van 2 geplande workouts in de afgelopen 7 dagen' ), $this->plan_reasons(), 'Friday 6 and Monday 9 June' );
		$this->pin_now( '2025-06-17 09:00:00' );
		$this->assertSame( array(), $this->plan_reasons(), 'nothing planned after the program was removed' );
	}

	public function test_the_rows_are_built_again_on_install_and_go_with_the_member(): void {
		$this->assign();
		global $wpdb;
		$table = Plan_Misses::table();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test: the rows lost.
		$this->assertSame( array(), $this->plan_reasons() );
		Plan_Misses::install();
		$this->assertCount( 1, $this->plan_reasons() );
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->member );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $this->member ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test read.
	}

	public function test_the_rows_of_a_day_count_the_seven_days_before_it(): void {
		$days = array(
			'2025-06-02' => array( 1, 1 ),
			'2025-06-04' => array( 1, 0 ),
			'2025-06-06' => array( 2, 1 ),
		);
		$this->assertSame(
			array(
				array(
					'day'     => '2025-06-05',
					'missed'  => 1,
					'planned' => 2,
				),
				array(
					'day'     => '2025-06-06',
					'missed'  => 1,
					'planned' => 2,
				),
				array(
					'day'     => '2025-06-07',
					'missed'  => 2,
					'planned' => 4,
				),
				array(
					'day'     => '2025-06-08',
					'missed'  => 2,
					'planned' => 4,
				),
				array(
					'day'     => '2025-06-09',
					'missed'  => 2,
					'planned' => 4,
				),
				array(
					'day'     => '2025-06-10',
					'missed'  => 1,
					'planned' => 3,
				),
				array(
					'day'     => '2025-06-11',
					'missed'  => 1,
					'planned' => 3,
				),
				array(
					'day'     => '2025-06-12',
					'missed'  => 1,
					'planned' => 2,
				),
				array(
					'day'     => '2025-06-13',
					'missed'  => 1,
					'planned' => 2,
				),
			),
			Plan_Misses::rows( $days, '2025-06-05' )
		);
	}
}
