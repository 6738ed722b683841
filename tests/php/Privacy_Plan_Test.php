<?php
/**
 * A member's training plan in WordPress's personal data export and erase tools: the program he
 * follows (the assignment) and his planned days.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

use FitCoach\Coach\Attention;
use FitCoach\Coach\Plan_Misses;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Plan_Days;
use FitCoach\Privacy;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;

require_once __DIR__ . '/Support/Program_Fixtures.php';

/**
 * Privacy::export_plan() and the plan part of Privacy::erase().
 *
 * @group security-privacy
 */
class Privacy_Plan_Test extends TestCase {

	use Member_Fixtures;
	use Program_Fixtures;

	/**
	 * A member following a 2-week program (Monday and Thursday) since Monday 2 June 2025, on
	 * Wednesday 11 June: Monday 2 June done, Thursday 5 June missed, Monday 9 June moved to Tuesday
	 * 10 June and missed, Thursday 12 June and on planned. Another member follows it too.
	 *
	 * @return array{member: \WP_User, other: int, coach: int, program: int}
	 */
	private function plan(): array {
		$this->pin_now( '2025-06-11 10:00:00' );
		$coach   = $this->create_user( 'pt_trainer', array( 'display_name' => 'Tom Trainer' ) );
		$member  = $this->existing_user( $this->create_user( 'sporter' ) );
		$other   = $this->create_user( 'sporter' );
		$squat   = $this->plan_exercise( 'Squat' );
		$legs    = $this->planned_workout( 'Benen & billen', array( $squat => array( 'sets' => 3 ) ) );
		$program = $this->program(
			$coach,
			'Sterk <in> 2 weken',
			array(
				'weeks' => 2,
				'days'  => $this->every_week(
					2,
					array(
						1 => $legs,
						4 => $legs,
					)
				),
			)
		);
		$post    = Programs::find( $program );
		$this->assertNotNull( $post );
		$this->session( $member->ID, $legs, '2025-06-02 18:00:00' );
		Program_Assignment::assign( $member, $post, '2025-06-02', $coach );
		Program_Assignment::assign( $this->existing_user( $other ), $post, '2025-06-02', $coach );
		foreach ( Plan_Days::between( $member->ID, '2025-06-09', '2025-06-09' ) as $row ) {
			Plan_Days::move( $row, '2025-06-10' );
		}
		return array(
			'member'  => $member,
			'other'   => $other,
			'coach'   => $coach,
			'program' => $program,
		);
	}

	/**
	 * An item's data as name => value.
	 *
	 * @param array<string, mixed> $item Export item.
	 * @return array<string, string>
	 */
	private static function fields( array $item ): array {
		return array_column( $item['data'], 'value', 'name' );
	}

	public function test_the_plan_exporter_is_registered_with_wordpress(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
		$this->assertArrayHasKey( 'fitcoach-plan', $exporters );
		$this->assertSame( array( Privacy::class, 'export_plan' ), $exporters['fitcoach-plan']['callback'] );
	}

	public function test_export_holds_the_program_followed_and_every_planned_day(): void {
		$plan   = $this->plan();
		$export = Privacy::export_plan( $plan['member']->user_email, 1 );
		$this->assertTrue( $export['done'] );
		$this->assertCount( 5, $export['data'], 'the assignment and four planned days' );

		$assignment = $export['data'][0];
		$this->assertSame( 'fitcoach-program', $assignment['group_id'] );
		$fields = self::fields( $assignment );
		$this->assertSame( 'Sterk &lt;in&gt; 2 weken', $fields['Programma'], 'as typed, inert in the report' );
		$this->assertSame( '2025-06-02', $fields['Startdatum'] );
		$this->assertSame( 'Tom Trainer', $fields['Toegewezen door'] );

		$days = array_slice( $export['data'], 1 );
		$this->assertSame( array( 'fitcoach-plan' ), array_values( array_unique( array_column( $days, 'group_id' ) ) ) );
		$rows = array_map( array( self::class, 'fields' ), $days );
		$this->assertSame( array( '2025-06-02', '2025-06-05', '2025-06-10', '2025-06-12' ), array_column( $rows, 'Datum' ) );
		$this->assertSame( array( 'Gedaan', 'Gemist', 'Gemist', 'Gepland' ), array_column( $rows, 'Status' ) );
		$this->assertSame( array( '', '', '2025-06-09', '' ), array_column( $rows, 'Verplaatst van' ) );
		$this->assertSame( array( '1', '1', '2', '2' ), array_column( $rows, 'Week' ) );
		$this->assertSame( 'Benen &amp; billen', $rows[0]['Workout'] );
		$this->assertSame( 'Sterk &lt;in&gt; 2 weken', $rows[0]['Programma'] );

		$this->assertSame(
			array(
				'data' => array(),
				'done' => true,
			),
			Privacy::export_plan( 'nobody@example.test', 1 )
		);
	}

	public function test_export_pages_through_many_planned_days(): void {
		$this->pin_now( '2025-06-11 10:00:00' );
		$coach   = $this->create_user( 'pt_trainer' );
		$member  = $this->existing_user( $this->create_user( 'sporter' ) );
		$workout = $this->planned_workout( 'Benen', array( $this->plan_exercise( 'Squat' ) => array( 'sets' => 3 ) ) );
		$program = Programs::find(
			$this->program(
				$coach,
				'Lang',
				array(
					'weeks' => 10,
					'days'  => $this->every_week(
						10,
						array_fill( 1, 6, $workout )
					),
				)
			)
		);
		$this->assertNotNull( $program );
		Program_Assignment::assign( $member, $program, '2025-06-16', $coach );
		$first  = Privacy::export_plan( $member->user_email, 1 );
		$second = Privacy::export_plan( $member->user_email, 2 );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 51, $first['data'], 'the assignment and 50 days' );
		$this->assertTrue( $second['done'] );
		$this->assertCount( 10, $second['data'], 'the other 10 of 60 days' );
		$this->assertSame( array(), array_intersect( array_column( $first['data'], 'item_id' ), array_column( $second['data'], 'item_id' ) ) );
	}

	public function test_erase_removes_the_members_plan_and_program_and_nothing_of_another(): void {
		$plan = $this->plan();
		$this->assertNotNull( Plan_Misses::stored( $plan['member']->ID, '2025-06-11' ), "today's 'Schema gemist' row" );
		$result = Privacy::erase( $plan['member']->user_email, 1 );
		$this->assertTrue( $result['done'] );
		// One session, four planned days and the assignment.
		$this->assertSame( 6, $result['items_removed'] );
		$this->assertSame( array(), Plan_Days::between( $plan['member']->ID, '2000-01-01', '2100-01-01' ) );
		$this->assertNull( Program_Assignment::of( $plan['member']->ID ) );
		$this->assertSame( '', get_user_meta( $plan['member']->ID, Program_Assignment::ID_META, true ) );
		$this->assertNull( Plan_Misses::stored( $plan['member']->ID, '2025-06-11' ), 'attention forgets the missed days' );
		$this->assertSame( array(), Privacy::export_plan( $plan['member']->user_email, 1 )['data'] );
		$listed = array_column( Attention::items_for( $plan['coach'] ), 'reasons', 'user_id' );
		$this->assertNotContains( Attention::PLAN_MISSED, array_column( $listed[ $plan['member']->ID ] ?? array(), 'code' ) );

		$this->assertCount( 4, Plan_Days::between( $plan['other'], '2000-01-01', '2100-01-01' ), "another member's days stay" );
		$this->assertNotNull( Program_Assignment::of( $plan['other'] ) );
		$this->assertSame( array( $plan['other'] ), Program_Assignment::members_of( $plan['program'] ), 'the program is followed by the other member only' );
	}
}
