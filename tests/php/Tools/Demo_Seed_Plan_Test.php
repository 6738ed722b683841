<?php
/**
 * The demo data's programs (issue 28, item 6), seeded on a test site by the real seeder on every
 * day of the week: Sanne follows an 8-week program three days a week since the Monday two weeks
 * ago, coached by `coach`, every past planned day done; Daan, coached by `trainer`, missed two of
 * last week's three workouts and needs attention with 'Schema gemist'.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Tools;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Plan_Days;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;
use FitCoach_Demo_Seeder;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';
require_once dirname( __DIR__, 3 ) . '/tools/demo/class-fitcoach-demo-seeder.php';

/**
 * FitCoach_Demo_Seeder::run() and what the app then shows.
 */
class Demo_Seed_Plan_Test extends TestCase {

	use Program_Fixtures;

	/**
	 * Every day of a week (Monday 9 to Sunday 15 June 2025).
	 *
	 * @return array<string, array{0: string}>
	 */
	public function weekdays(): array {
		$days = array();
		foreach ( array( 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday' ) as $i => $name ) {
			$days[ $name ] = array( sprintf( '2025-06-%02d', 9 + $i ) );
		}
		return $days;
	}

	/**
	 * Seeds the demo on a day at 10:00: the demo users' ids by login.
	 *
	 * @param string $today Y-m-d.
	 * @return array<string, int>
	 */
	private function seed( string $today ): array {
		$this->pin_now( $today . ' 10:00:00' );
		$seeder = new FitCoach_Demo_Seeder( 'demo-password-123' );
		$seeder->run();
		return $seeder->users();
	}

	/**
	 * The demo's programs on every day of the week.
	 *
	 * @dataProvider weekdays
	 *
	 * @param string $today Y-m-d.
	 */
	public function test_sanne_and_daan_follow_their_programs( string $today ): void {
		$users  = $this->seed( $today );
		$monday = Plan_Days::monday( $today );

		// Sanne: 'Sterk in 8 weken' by her coach, week 3 of 8, Monday, Wednesday and Friday.
		$this->assertSame( $users['coach'], Coach_Assignment::coach_of( $users['sanne'] ) );
		wp_set_current_user( $users['coach'] );
		$plan = $this->rest( 'GET', '/admin/users/' . $users['sanne'] . '/plan' );
		$this->assertSame( 200, $plan->get_status() );
		$data = $plan->get_data();
		$this->assertSame( 'Sterk in 8 weken', $data['program']['title'] );
		$this->assertSame( 8, $data['weeks'] );
		$this->assertSame( 3, $data['current_week'] );
		$this->assertSame( Plan_Days::add_days( $monday, -14 ), $data['start_date'] );
		$program = Programs::find( (int) $data['program']['id'] );
		$this->assertNotNull( $program );
		$this->assertSame( $users['coach'], (int) $program->post_author );

		wp_set_current_user( $users['sanne'] );
		$schema = $this->rest( 'GET', '/plan/schema' )->get_data();
		$this->assertCount( 8, $schema['weeks'] );
		foreach ( $schema['weeks'] as $week ) {
			$this->assertSame( array( 1, 3, 5 ), array_map( static fn( array $day ): int => (int) gmdate( 'N', (int) strtotime( $day['date'] . ' UTC' ) ), $week['days'] ), 'week ' . $week['week'] );
			foreach ( $week['days'] as $day ) {
				$this->assertSame( $day['date'] < $today ? 'done' : 'planned', $day['status'], $day['date'] . ': every past day done, the others planned' );
			}
		}

		// Daan: a program of his trainer since last week; of last week's three only Monday done.
		$this->assertSame( $users['trainer'], Coach_Assignment::coach_of( $users['daan'] ) );
		$assignment = Program_Assignment::of( $users['daan'] );
		$this->assertNotNull( $assignment );
		$this->assertSame( Plan_Days::add_days( $monday, -7 ), $assignment['start_date'] );
		wp_set_current_user( $users['trainer'] );
		$adherence = array_column( $this->rest( 'GET', '/admin/users/' . $users['daan'] . '/plan' )->get_data()['adherence'], null, 'week_start' );
		$this->assertSame(
			array(
				'week_start' => Plan_Days::add_days( $monday, -7 ),
				'planned'    => 3,
				'done'       => 1,
			),
			$adherence[ Plan_Days::add_days( $monday, -7 ) ] ?? null
		);

		// Right after seeding, Daan needs attention with 'Schema gemist'; Sanne does not.
		foreach ( array( $users['trainer'], $users['coach'] ) as $coach ) {
			wp_set_current_user( $coach );
			$items   = array_column( $this->rest( 'GET', '/admin/attention' )->get_data()['items'], 'reasons', 'user_id' );
			$reasons = array_column( $items[ $users['daan'] ] ?? array(), 'text' );
			$this->assertCount( 1, array_filter( $reasons, static fn( string $text ): bool => str_starts_with( $text, 'Schema gemist' ) ), 'Daan: ' . implode( '; ', $reasons ) );
			$this->assertNotContains( 'plan_missed', array_column( $items[ $users['sanne'] ] ?? array(), 'code' ) );
		}
	}

	public function test_a_second_run_leaves_the_programs_and_sessions_as_they_are(): void {
		$users    = $this->seed( '2025-06-11' );
		$count    = static fn( int $user ): int => count(
			get_posts(
				array(
					'post_type'      => Post_Types::SESSION,
					'author'         => $user,
					'posts_per_page' => -1,
					'fields'         => 'ids',
				)
			)
		);
		$sessions = array( $count( $users['sanne'] ), $count( $users['daan'] ) );
		$days     = Plan_Days::between( $users['sanne'], '2000-01-01', '2100-01-01' );
		$this->seed( '2025-06-12' );
		$this->assertSame( $sessions, array( $count( $users['sanne'] ), $count( $users['daan'] ) ) );
		$this->assertSame( $days, Plan_Days::between( $users['sanne'], '2000-01-01', '2100-01-01' ) );
		$this->assertCount(
			2,
			get_posts(
				array(
					'post_type'      => Programs::POST_TYPE,
					'posts_per_page' => -1,
					'post_status'    => 'any',
					'fields'         => 'ids',
				)
			)
		);
	}
}
