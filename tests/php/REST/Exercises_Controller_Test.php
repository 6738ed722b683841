<?php
/**
 * The history of one exercise: records, the 1RM chart, the sets by date in pages; the acting
 * member's own only.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * GET /exercises/{id}/history.
 */
class Exercises_Controller_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The logged-in member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * A workout.
	 *
	 * @var int
	 */
	private int $workout;

	/**
	 * The exercise whose history is read.
	 *
	 * @var int
	 */
	private int $squat;

	protected function set_up() {
		parent::set_up();
		$this->member  = $this->create_user( 'sporter' );
		$this->squat   = $this->exercise( 'Squat & Press' );
		$this->workout = $this->workout( 'Benen', array( $this->squat ) );
		wp_set_current_user( $this->member );
	}

	/**
	 * Five sessions of the squat (and one of another exercise) on five days.
	 *
	 * @return list<int> Session ids, oldest first.
	 */
	private function history(): array {
		$row = $this->exercise( 'Roeien' );
		$ids = array();
		// [weight, reps] per set; day n of May.
		$days = array(
			1 => array( array( 60.0, 8 ), array( 60.0, 8 ) ),
			2 => array( array( 62.5, 5 ), array( null, 12 ) ),
			3 => array( array( 20.0, 15 ) ),
			4 => array( array( 70.0, 3 ), array( 65.0, 6 ), array( 60.0, 10 ) ),
			6 => array( array( 0.0, 20 ) ),
		);
		foreach ( $days as $day => $sets ) {
			$ids[] = $this->session( $this->member, $this->workout, sprintf( '2025-05-%02d 18:00:00', $day ), array( $this->sets( $this->squat, 'Squat', $sets ), $this->sets( $row, 'Roeien', array( array( 30.0, 10 ) ) ) ) );
		}
		$this->session( $this->member, $this->workout, '2025-05-05 18:00:00', array( $this->sets( $row, 'Roeien', array( array( 35.0, 10 ) ) ) ) );
		return $ids;
	}

	public function test_the_history_has_records_chart_and_sets_by_date_in_pages(): void {
		$ids      = $this->history();
		$response = $this->rest( 'GET', '/exercises/' . $this->squat . '/history', array( 'per_page' => 2 ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'exercise', 'records', 'one_rm', 'data', 'hasMore', 'pages', 'total' ), array_keys( $data ) );
		$this->assertSame(
			array(
				'id'    => $this->squat,
				'title' => 'Squat & Press',
			),
			$data['exercise']
		);
		$this->assertSame( 5, $data['total'] );
		$this->assertSame( 3, $data['pages'] );
		$this->assertTrue( $data['hasMore'] );
		$this->assertSame( '5', $response->get_headers()['X-WP-Total'] );

		// Newest first, each session with its sets of this exercise in order.
		$this->assertSame(
			array(
				array(
					'session_id' => $ids[4],
					'date'       => '2025-05-06T18:00:00',
					'sets'       => array(
						array(
							'position' => 0,
							'weight'   => 0.0,
							'reps'     => 20,
						),
					),
				),
				array(
					'session_id' => $ids[3],
					'date'       => '2025-05-04T18:00:00',
					'sets'       => array(
						array(
							'position' => 0,
							'weight'   => 70.0,
							'reps'     => 3,
						),
						array(
							'position' => 1,
							'weight'   => 65.0,
							'reps'     => 6,
						),
						array(
							'position' => 2,
							'weight'   => 60.0,
							'reps'     => 10,
						),
					),
				),
			),
			$data['data']
		);
		$last = $this->rest(
			'GET',
			'/exercises/' . $this->squat . '/history',
			array(
				'per_page' => 2,
				'page'     => 3,
			)
		)->get_data();
		$this->assertSame( array( $ids[0] ), array_column( $last['data'], 'session_id' ) );
		$this->assertFalse( $last['hasMore'] );
		$beyond = $this->rest(
			'GET',
			'/exercises/' . $this->squat . '/history',
			array(
				'per_page' => 2,
				'page'     => 4,
			)
		)->get_data();
		$this->assertSame( array(), $beyond['data'] );

		// The chart: best Epley per session with a set of 1–12 reps and weight above 0, oldest first.
		$this->assertSame(
			array(
				array(
					'date'  => '2025-05-01T18:00:00',
					'value' => 76.0,
				),
				array(
					'date'  => '2025-05-02T18:00:00',
					'value' => 72.9,
				),
				array(
					'date'  => '2025-05-04T18:00:00',
					'value' => 80.0,
				),
			),
			$data['one_rm'],
			'60×8 → 76; 62.5×5 → 72.9; 70×3 → 77, 65×6 → 78, 60×10 → 80; 20×15 and 0 kg do not count'
		);
		$this->assertSame( $data['one_rm'], $last['one_rm'], 'Every page has the whole chart' );

		// The records.
		$records = $data['records'];
		$this->assertSame(
			array(
				'value'      => 70.0,
				'weight'     => 70.0,
				'reps'       => 3,
				'session_id' => $ids[3],
				'date'       => '2025-05-04T18:00:00',
			),
			$records['heaviest_weight']
		);
		$this->assertSame( 80.0, $records['estimated_1rm']['value'] );
		$this->assertSame( 600.0, $records['best_set_volume']['value'] );
		$this->assertSame( $ids[3], $records['best_set_volume']['session_id'] );
		$this->assertSame(
			array(
				'value'      => 1200.0,
				'weight'     => null,
				'reps'       => null,
				'session_id' => $ids[3],
				'date'       => '2025-05-04T18:00:00',
			),
			$records['best_session_volume'],
			'210 + 390 + 600'
		);
		$this->assertSame(
			array( array( 70.0, 3 ), array( 65.0, 6 ), array( 62.5, 5 ), array( 60.0, 10 ), array( 20.0, 15 ), array( 0.0, 20 ) ),
			array_map( static fn( array $r ): array => array( $r['weight'], $r['value'] ), $records['most_reps'] ),
			'Most reps per weight, heaviest first; 0 kg counts'
		);
	}

	public function test_unknown_never_logged_and_other_members_exercises_are_404(): void {
		$this->history();
		$never = $this->exercise( 'Nooit gedaan' );
		$this->assertRestError( 404, 'fitcoach_exercise_not_found', $this->rest( 'GET', '/exercises/999999/history' ) );
		$this->assertRestError( 404, 'fitcoach_exercise_not_found', $this->rest( 'GET', '/exercises/' . $never . '/history' ) );
		$this->assertRestError( 404, 'fitcoach_exercise_not_found', $this->rest( 'GET', '/exercises/' . $this->workout . '/history' ), 'A workout is no exercise' );

		// Another member's exercise: 404, and nothing of theirs in the answer.
		$other = $this->create_user( 'sporter' );
		$deadl = $this->exercise( 'Deadlift' );
		$this->session( $other, $this->workout, '2025-05-01 18:00:00', array( $this->sets( $deadl, 'Deadlift', array( array( 180.0, 1 ) ) ) ) );
		$response = $this->rest( 'GET', '/exercises/' . $deadl . '/history' );
		$this->assertRestError( 404, 'fitcoach_exercise_not_found', $response );
		$this->assertStringNotContainsString( '180', (string) wp_json_encode( $response->get_data() ) );

		// The other member sees only their own sets of a shared exercise.
		wp_set_current_user( $other );
		$this->assertRestError( 404, 'fitcoach_exercise_not_found', $this->rest( 'GET', '/exercises/' . $this->squat . '/history' ) );
		$this->session( $other, $this->workout, '2025-05-02 18:00:00', array( $this->sets( $this->squat, 'Squat', array( array( 40.0, 5 ) ) ) ) );
		$theirs = $this->rest( 'GET', '/exercises/' . $this->squat . '/history' )->get_data();
		$this->assertSame( 1, $theirs['total'] );
		$this->assertSame( 40.0, $theirs['records']['heaviest_weight']['value'] );

		// A trashed exercise is unknown; a guest is not logged in.
		wp_set_current_user( $this->member );
		wp_trash_post( $this->squat );
		$this->assertRestError( 404, 'fitcoach_exercise_not_found', $this->rest( 'GET', '/exercises/' . $this->squat . '/history' ) );
		wp_set_current_user( 0 );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', '/exercises/' . $deadl . '/history' ) );
	}

	public function test_an_admin_viewing_the_app_as_the_member_sees_the_members_history(): void {
		$this->history();
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$this->assertRestError( 404, 'fitcoach_exercise_not_found', $this->rest( 'GET', '/exercises/' . $this->squat . '/history' ), 'The admin never logged it' );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'GET', '/exercises/' . $this->squat . '/history', array( 'user_id' => $this->member ) ), 'Not switched to the member' );

		// A member cannot read another member's history by naming them.
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'GET', '/exercises/' . $this->squat . '/history', array( 'user_id' => $this->member ) ) );

		// Switched (the switching service confirms it), the admin reads the member's history.
		wp_set_current_user( $admin );
		add_filter( 'fitcoach_resolve_switched_user', fn( $allowed, $requested ) => $requested === $this->member, 100, 2 );
		$switched = $this->rest( 'GET', '/exercises/' . $this->squat . '/history', array( 'user_id' => $this->member ) );
		$this->assertSame( 200, $switched->get_status() );
		$this->assertSame( 5, $switched->get_data()['total'] );
		$this->assertSame( 70.0, $switched->get_data()['records']['heaviest_weight']['value'] );
	}

	public function test_the_first_page_costs_the_same_queries_for_few_or_many_sessions(): void {
		global $wpdb;
		$count = function (): int {
			global $wpdb;
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$this->assertSame( 200, $this->rest( 'GET', '/exercises/' . $this->squat . '/history' )->get_status() );
			return $wpdb->num_queries - $before;
		};
		$this->session( $this->member, $this->workout, '2025-04-01 18:00:00', array( $this->sets( $this->squat, 'Squat', array( array( 50.0, 5 ) ) ) ) );
		$few = $count();
		for ( $i = 2; $i <= 30; $i++ ) {
			$this->session( $this->member, $this->workout, sprintf( '2025-04-%02d 18:00:00', $i ), array( $this->sets( $this->squat, 'Squat', array( array( 50.0 + $i, 5 ), array( 40.0, 8 ) ) ) ) );
		}
		$this->assertSame( $few, $count() );
		$this->assertLessThanOrEqual( 12, $few );
	}

	public function test_paging_arguments_are_checked(): void {
		$this->history();
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/exercises/' . $this->squat . '/history', array( 'per_page' => 101 ) ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/exercises/' . $this->squat . '/history', array( 'page' => 0 ) ) );
	}
}
