<?php
/**
 * The training features of the session routes: bounds on what a member logs (each named by its
 * field), the records a save beats, last time's sets, and the coach's prescriptions in the
 * workout shape.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Member\Prescriptions;
use FitCoach\Member\Records;
use FitCoach\Member\Set_Index;
use FitCoach\Member\Training_Sync;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use WP_REST_Response;

/**
 * Sessions: bounds, new records, last time; workouts: prescriptions.
 */
class Session_Training_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The logged-in member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * A workout visible to everyone.
	 *
	 * @var int
	 */
	private int $workout;

	/**
	 * An exercise.
	 *
	 * @var int
	 */
	private int $squat;

	/**
	 * Another exercise.
	 *
	 * @var int
	 */
	private int $bench;

	protected function set_up() {
		parent::set_up();
		$this->member  = $this->create_user( 'sporter' );
		$this->squat   = $this->exercise( 'Squat' );
		$this->bench   = $this->exercise( 'Bankdrukken' );
		$this->workout = $this->workout( 'Full Body Kracht', array( $this->squat, $this->bench ) );
		wp_set_current_user( $this->member );
	}

	/**
	 * Creates a session through the API and returns the answer's body.
	 *
	 * @param list<array<string, mixed>> $exercises Exercises.
	 * @param string                     $date      ISO date-time.
	 * @return array<string, mixed>
	 */
	private function create( array $exercises, string $date = '2025-05-05T18:00:00' ): array {
		$response = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $this->workout,
				'date'       => $date,
				'exercises'  => $exercises,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/**
	 * What the member has stored: sessions, index rows and records.
	 *
	 * @return array{sessions: int, rows: int, records: int}
	 */
	private function stored(): array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test reads.
		$counts = array(
			'sessions' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s", $this->member, Post_Types::SESSION ) ),
			'rows'     => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Set_Index::table() . ' WHERE user_id = %d', $this->member ) ),
			'records'  => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Records::table() . ' WHERE user_id = %d', $this->member ) ),
		);
		// phpcs:enable
		return $counts;
	}

	/**
	 * An exercise list with one set, for the bound cases.
	 *
	 * @param mixed $weight Weight.
	 * @param mixed $reps   Reps.
	 * @return list<array<string, mixed>>
	 */
	private static function one_set( $weight, $reps ): array {
		return array(
			array(
				'id'    => 1,
				'title' => 'Squat',
				'sets'  => array(
					array(
						'weight' => 20,
						'reps'   => 5,
					),
					array(
						'weight' => $weight,
						'reps'   => $reps,
					),
				),
			),
		);
	}

	/**
	 * Exercises out of bounds: the exercises, the field path, the code.
	 *
	 * @return array<string, array{mixed, string, string}>
	 */
	public static function data_out_of_bounds(): array {
		$exercise = static fn( int $sets ): array => array(
			'id'    => 1,
			'title' => 'x',
			'sets'  => array_fill(
				0,
				$sets,
				array(
					'weight' => 1,
					'reps'   => 1,
				)
			),
		);
		$third    = array( $exercise( 1 ), $exercise( 1 ), $exercise( 51 ) );
		return array(
			'weight above 1000'      => array( self::one_set( 1000.1, 5 ), 'exercises[0].sets[1].weight', 'fitcoach_invalid_weight' ),
			'weight below 0'         => array( self::one_set( -0.1, 5 ), 'exercises[0].sets[1].weight', 'fitcoach_invalid_weight' ),
			'weight in 0.05 steps'   => array( self::one_set( 60.05, 5 ), 'exercises[0].sets[1].weight', 'fitcoach_invalid_weight' ),
			'weight text'            => array( self::one_set( 'zwaar', 5 ), 'exercises[0].sets[1].weight', 'fitcoach_invalid_weight' ),
			'weight a list'          => array( self::one_set( array( 5 ), 5 ), 'exercises[0].sets[1].weight', 'fitcoach_invalid_weight' ),
			'reps above 1000'        => array( self::one_set( 20, 1001 ), 'exercises[0].sets[1].reps', 'fitcoach_invalid_reps' ),
			'reps below 0'           => array( self::one_set( 20, -1 ), 'exercises[0].sets[1].reps', 'fitcoach_invalid_reps' ),
			'reps a fraction'        => array( self::one_set( 20, 8.5 ), 'exercises[0].sets[1].reps', 'fitcoach_invalid_reps' ),
			'51 sets'                => array( $third, 'exercises[2].sets', 'fitcoach_too_many_sets' ),
			'31 exercises'           => array( array_fill( 0, 31, $exercise( 1 ) ), 'exercises', 'fitcoach_too_many_exercises' ),
			'exercises not a list'   => array( 'squat', 'exercises', 'fitcoach_invalid_exercises' ),
			'exercise not an object' => array( array( 'squat' ), 'exercises[0]', 'fitcoach_invalid_exercise' ),
			'exercise without sets'  => array(
				array(
					array(
						'id'    => 1,
						'title' => 'x',
					),
				),
				'exercises[0].sets',
				'fitcoach_invalid_sets',
			),
			'exercise id negative'   => array(
				array(
					array(
						'id'    => -3,
						'title' => 'x',
						'sets'  => array(),
					),
				),
				'exercises[0].id',
				'fitcoach_invalid_exercise',
			),
			'title too long'         => array(
				array(
					array(
						'id'    => 1,
						'title' => str_repeat( 'a', 201 ),
						'sets'  => array(),
					),
				),
				'exercises[0].title',
				'fitcoach_invalid_exercise',
			),
			'set not an object'      => array(
				array(
					array(
						'id'    => 1,
						'title' => 'x',
						'sets'  => array( 5 ),
					),
				),
				'exercises[0].sets[0]',
				'fitcoach_invalid_set',
			),
		);
	}

	/**
	 * Every bound: a 400 with a fitcoach_ code and a Dutch message, the field named by its path,
	 * and nothing stored — on a create and on an update.
	 *
	 * @dataProvider data_out_of_bounds
	 *
	 * @param mixed  $exercises Exercises sent.
	 * @param string $path      The field the answer names.
	 * @param string $code      The code.
	 */
	public function test_out_of_bounds_is_a_400_naming_the_field_and_stores_nothing( $exercises, string $path, string $code ): void {
		$before   = $this->stored();
		$response = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $this->workout,
				'exercises'  => $exercises,
			)
		);
		$this->assertRestError( 400, $code, $response );
		$data = $response->get_data();
		$this->assertArrayHasKey( $path, $data['data']['params'], (string) wp_json_encode( $data ) );
		$this->assertSame( $data['message'], $data['data']['params'][ $path ] );
		$this->assertSame( $code, $data['data']['details'][ $path ]['code'] );
		$this->assertMatchesRegularExpression( '/\b(oefening|oefeningen|sets?|gewicht|herhalingen|lijst)\b/i', $data['message'], 'A Dutch message' );
		$this->assertSame( $before, $this->stored() );

		$session = $this->create( array( $this->sets( $this->squat, 'Squat', array( array( 60.0, 8 ) ) ) ) );
		$before  = $this->stored();
		$update  = $this->rest(
			'PUT',
			'/workout-sessions/' . $session['id'],
			array(
				'title'     => 'Mag niet blijven',
				'exercises' => $exercises,
			)
		);
		$this->assertRestError( 400, $code, $update );
		$this->assertSame( $before, $this->stored() );
		$this->assertSame( 'Workout Sessie', get_post_field( 'post_title', $session['id'] ), 'Nothing of the update is stored' );
		$this->assertSame( 480.0, (float) get_post_meta( $session['id'], Post_Types::META_TOTAL_WEIGHT, true ) );
	}

	/**
	 * The bounds themselves are allowed: 0 and 1000 kg, 0.1 steps, 0 and 1000 reps, empty
	 * values, 50 sets, 30 exercises, numbers written as text.
	 */
	public function test_the_bounds_themselves_are_accepted(): void {
		$session = $this->create( self::one_set( 1000, 1000 ) );
		$this->assertSame( 1000.0, $session['exercises'][0]['sets'][1]['weight'] );
		$this->assertSame( 1000, $session['exercises'][0]['sets'][1]['reps'] );
		$session = $this->create( self::one_set( 0, 0 ) );
		$this->assertSame( 0.0, $session['exercises'][0]['sets'][1]['weight'] );
		$session = $this->create( self::one_set( 62.3, null ) );
		$this->assertSame( 62.3, $session['exercises'][0]['sets'][1]['weight'] );
		$session = $this->create( self::one_set( '42.5', '8' ) );
		$this->assertSame( 42.5, $session['exercises'][0]['sets'][1]['weight'] );
		$this->assertSame( 8, $session['exercises'][0]['sets'][1]['reps'] );
		$session = $this->create( self::one_set( null, 8.0 ) );
		$this->assertSame( 8, $session['exercises'][0]['sets'][1]['reps'] );

		$full = array_fill( 0, 30, $this->sets( $this->squat, 'Squat', array_fill( 0, 50, array( 20.0, 5 ) ) ) );
		$big  = $this->create( $full );
		$this->assertSame( 30, $big['exercise_count'] );
		$this->assertCount( 50, $big['exercises'][29]['sets'] );
	}

	/**
	 * Every bad field is named at once, not only the first.
	 */
	public function test_every_bad_field_is_named(): void {
		$response = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $this->workout,
				'exercises'  => array(
					$this->sets( $this->squat, 'Squat', array( array( 60.0, 8 ), array( 2000.0, 8 ) ) ),
					array(
						'id'    => $this->bench,
						'title' => 'Bankdrukken',
						'sets'  => array(
							array(
								'weight' => 40.0,
								'reps'   => -2,
							),
							array(
								'weight' => 40.55,
								'reps'   => 2.5,
							),
						),
					),
				),
			)
		);
		$this->assertRestError( 400, 'fitcoach_invalid_weight', $response );
		$this->assertSame(
			array( 'exercises[0].sets[1].weight', 'exercises[1].sets[0].reps', 'exercises[1].sets[1].weight', 'exercises[1].sets[1].reps' ),
			array_keys( $response->get_data()['data']['params'] )
		);
		$this->assertSame( 'Vul een gewicht van 0 tot en met 1000 kg in, in stappen van 0,1.', $response->get_data()['message'] );
	}

	/**
	 * The first session of an exercise sets its records without celebrating; a later save that
	 * beats them says which, with the value before.
	 */
	public function test_a_save_reports_the_records_it_beat(): void {
		$first = $this->create(
			array(
				$this->sets( $this->squat, 'Squat', array( array( 60.0, 8 ), array( 60.0, 8 ) ) ),
				$this->sets( $this->bench, 'Bankdrukken', array( array( 40.0, 10 ) ) ),
			),
			'2025-05-01T18:00:00'
		);
		$this->assertSame( array(), $first['new_records'], 'A first session beats nothing' );
		$this->assertNotSame( array(), Records::stored( $this->member, array( $this->squat ) ), 'but it sets the records' );

		$second = $this->create(
			array(
				$this->sets( $this->squat, 'Back squat', array( array( 62.5, 8 ), array( 60.0, 10 ) ) ),
				$this->sets( $this->bench, 'Bankdrukken', array( array( 40.0, 8 ) ) ),
			),
			'2025-05-03T18:00:00'
		);
		$this->assertSame(
			array(
				array(
					'exercise_id'    => $this->squat,
					'exercise_title' => 'Back squat',
					'kind'           => 'heaviest_weight',
					'value'          => 62.5,
					'previous'       => 60.0,
					'weight'         => null,
				),
				array(
					'exercise_id'    => $this->squat,
					'exercise_title' => 'Back squat',
					'kind'           => 'estimated_1rm',
					'value'          => 80.0,
					'previous'       => 76.0,
					'weight'         => null,
				),
				array(
					'exercise_id'    => $this->squat,
					'exercise_title' => 'Back squat',
					'kind'           => 'most_reps',
					'value'          => 10,
					'previous'       => 8,
					'weight'         => 60.0,
				),
				array(
					'exercise_id'    => $this->squat,
					'exercise_title' => 'Back squat',
					'kind'           => 'best_set_volume',
					'value'          => 600.0,
					'previous'       => 480.0,
					'weight'         => null,
				),
				array(
					'exercise_id'    => $this->squat,
					'exercise_title' => 'Back squat',
					'kind'           => 'best_session_volume',
					'value'          => 1100.0,
					'previous'       => 960.0,
					'weight'         => null,
				),
			),
			$second['new_records'],
			'Squat: 62.5 kg beats 60; Epley 60 × (1 + 10/30) = 80 beats 76; 10 reps at 60 kg beat 8. Bench: nothing.'
		);

		// An update that beats a record of another session reports it too; saving it again does not.
		$squat = $this->sets( $this->squat, 'Back squat', array( array( 62.5, 8 ), array( 60.0, 10 ) ) );
		$put   = $this->rest( 'PUT', '/workout-sessions/' . $second['id'], array( 'exercises' => array( $squat, $this->sets( $this->bench, 'Bench', array( array( 45.0, 10 ) ) ) ) ) );
		$this->assertSame( 200, $put->get_status() );
		// Not most_reps: 10 reps at 45 kg is the first set at that weight.
		$this->assertSame( array( 'heaviest_weight', 'estimated_1rm', 'best_set_volume', 'best_session_volume' ), array_column( $put->get_data()['new_records'], 'kind' ) );
		$this->assertSame( array( $this->bench ), array_values( array_unique( array_column( $put->get_data()['new_records'], 'exercise_id' ) ) ), 'Only the bench press: the squat records were this session\'s already' );
		$this->assertSame( array( 45.0, 40.0, 'Bench' ), array( $put->get_data()['new_records'][0]['value'], $put->get_data()['new_records'][0]['previous'], $put->get_data()['new_records'][0]['exercise_title'] ) );
		$again = $this->rest( 'PUT', '/workout-sessions/' . $second['id'], array( 'content' => 'Zelfde sets' ) );
		$this->assertSame( array(), $again->get_data()['new_records'] );

		// Raising a record the session holds itself is a correction, not a new record.
		$raise = $this->rest( 'PUT', '/workout-sessions/' . $second['id'], array( 'exercises' => array( $squat, $this->sets( $this->bench, 'Bench', array( array( 47.5, 10 ) ) ) ) ) );
		$this->assertSame( array(), $raise->get_data()['new_records'] );

		// Lowering it is no record either; the record falls back to the other session.
		$lower = $this->rest( 'PUT', '/workout-sessions/' . $second['id'], array( 'exercises' => array( $squat, $this->sets( $this->bench, 'Bench', array( array( 30.0, 5 ) ) ) ) ) );
		$this->assertSame( array(), $lower->get_data()['new_records'] );
		$bench = Records::to_api( Records::stored( $this->member, array( $this->bench ) )[ $this->bench ] );
		$this->assertSame( 40.0, $bench['heaviest_weight']['value'] );
		$this->assertSame( $first['id'], $bench['heaviest_weight']['session_id'] );
	}

	/**
	 * While an upgrade's backfill has not reached the member, a save celebrates nothing (the
	 * records it would compare with are not all there yet).
	 */
	public function test_no_records_are_celebrated_before_the_member_is_indexed(): void {
		$this->create( array( $this->sets( $this->squat, 'Squat', array( array( 60.0, 8 ) ) ) ), '2025-05-01T18:00:00' );
		update_option( Training_Sync::BACKFILL_OPTION, $this->member - 1, false );
		$second = $this->create( array( $this->sets( $this->squat, 'Squat', array( array( 70.0, 8 ) ) ) ), '2025-05-02T18:00:00' );
		$this->assertSame( array(), $second['new_records'] );
		delete_option( Training_Sync::BACKFILL_OPTION );
		$third = $this->create( array( $this->sets( $this->squat, 'Squat', array( array( 80.0, 8 ) ) ) ), '2025-05-03T18:00:00' );
		$this->assertSame( 'heaviest_weight', $third['new_records'][0]['kind'] );
	}

	/**
	 * Last time: per exercise the sets of the newest other session before this one that held it,
	 * from any workout, by position; the list and the 409 keep their shape.
	 */
	public function test_a_session_shows_last_times_sets_per_exercise(): void {
		$other_workout = $this->workout( 'Upper Body', array( $this->bench ) );
		$this->create( array( $this->sets( $this->squat, 'Squat', array( array( 50.0, 10 ) ) ) ), '2025-04-28T18:00:00' );
		$older_bench = $this->create( array( $this->sets( $this->bench, 'Bankdrukken', array( array( 35.0, 10 ) ) ) ), '2025-04-29T18:00:00' );
		$response    = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $other_workout,
				'date'       => '2025-05-01T18:00:00',
				'exercises'  => array( $this->sets( $this->bench, 'Bankdrukken', array( array( 40.0, 10 ), array( null, null ), array( 42.5, 6 ) ) ) ),
			)
		);
		$bench_day   = $response->get_data();
		$squat_day   = $this->create( array( $this->sets( $this->squat, 'Squat', array( array( 60.0, 8 ), array( 60.0, 7 ) ) ) ), '2025-05-02T18:00:00' );
		// A session the same minute as today's but with a higher id is not "before" it.
		$today = $this->create(
			array(
				$this->sets( $this->squat, 'Squat', array( array( 62.5, 8 ) ) ),
				$this->sets( $this->bench, 'Bankdrukken', array( array( 40.0, 8 ) ) ),
				$this->sets( $this->exercise( 'Nieuw' ), 'Nieuw', array( array( 10.0, 10 ) ) ),
			),
			'2025-05-05T18:00:00'
		);
		$this->create( array( $this->sets( $this->squat, 'Squat', array( array( 99.0, 1 ) ) ) ), '2025-05-05T18:00:00' );

		$expected = array(
			array(
				'exercise_id' => $this->squat,
				'session_id'  => $squat_day['id'],
				'date'        => '2025-05-02T18:00:00',
				'sets'        => array(
					array(
						'position' => 0,
						'weight'   => 60.0,
						'reps'     => 8,
					),
					array(
						'position' => 1,
						'weight'   => 60.0,
						'reps'     => 7,
					),
				),
			),
			array(
				'exercise_id' => $this->bench,
				'session_id'  => $bench_day['id'],
				'date'        => '2025-05-01T18:00:00',
				'sets'        => array(
					array(
						'position' => 0,
						'weight'   => 40.0,
						'reps'     => 10,
					),
					array(
						'position' => 2,
						'weight'   => 42.5,
						'reps'     => 6,
					),
				),
			),
		);
		$this->assertSame( $expected, $today['previous'], 'In the answer to the create' );
		$got = $this->rest( 'GET', '/workout-sessions/' . $today['id'] )->get_data();
		$this->assertSame( $expected, $got['previous'], 'In GET' );
		$this->assertArrayNotHasKey( 'new_records', $got );
		$this->assertSame( $expected, $this->rest( 'PUT', '/workout-sessions/' . $today['id'], array( 'content' => 'x' ) )->get_data()['previous'], 'In PUT' );

		// The bench session before: its own previous is the older bench session.
		$this->assertSame( $older_bench['id'], $this->rest( 'GET', '/workout-sessions/' . $bench_day['id'] )->get_data()['previous'][0]['session_id'] );

		// The list's items keep the list's shape.
		$list = $this->rest( 'GET', '/workout-sessions' )->get_data();
		$this->assertSame( array( 'id', 'title', 'date', 'content', 'workout', 'exercises', 'total_weight', 'exercise_count', 'modified' ), array_keys( $list['data'][0] ) );

		// Another member's sessions are never last time.
		$other = $this->create_user( 'sporter' );
		$this->session( $other, $this->workout, '2025-05-04 18:00:00', array( $this->sets( $this->squat, 'Squat', array( array( 150.0, 1 ) ) ) ) );
		$this->assertSame( $squat_day['id'], $this->rest( 'GET', '/workout-sessions/' . $today['id'] )->get_data()['previous'][0]['session_id'] );
	}

	/**
	 * Last time costs one query whatever the number of exercises.
	 */
	public function test_last_time_is_one_query_for_all_exercises(): void {
		$ids = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->exercise( "Oefening $i" );
		}
		$this->create( array_map( fn( int $id ) => $this->sets( $id, 'x', array( array( 20.0, 5 ) ) ), $ids ), '2025-05-01T18:00:00' );
		$queries = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$queries ) {
				if ( str_contains( (string) $sql, Set_Index::table() ) ) {
					$queries[] = $sql;
				}
				return $sql;
			}
		);
		$previous = Set_Index::previous( $this->member, $ids, '2025-05-02 18:00:00', 0 );
		$this->assertCount( 6, $previous );
		$this->assertCount( 1, $queries );
	}

	/**
	 * The workout shape carries each exercise's prescription (null without one), from the list,
	 * the single workout and the stored catalogue.
	 */
	public function test_the_workout_shape_has_the_prescriptions(): void {
		update_post_meta(
			$this->workout,
			Prescriptions::META,
			array(
				$this->squat => array(
					'sets'     => 3,
					'reps_min' => 8,
					'reps_max' => 12,
					'weight'   => 60.0,
					'rpe'      => null,
					'rest'     => 90,
					'note'     => 'Borst omhoog',
				),
			)
		);
		$expected = array(
			'sets'     => 3,
			'reps_min' => 8,
			'reps_max' => 12,
			'weight'   => 60.0,
			'rpe'      => null,
			'rest'     => 90,
			'note'     => 'Borst omhoog',
		);
		$one      = $this->rest( 'GET', '/workouts/' . $this->workout )->get_data();
		$this->assertSame( $expected, $one['exercises'][0]['prescription'] );
		$this->assertNull( $one['exercises'][1]['prescription'] );
		$this->assertSame( array( 'id', 'exercise', 'title', 'youtubevimeo_url', 'prescription' ), array_keys( $one['exercises'][0] ) );
		$list = $this->rest( 'GET', '/workouts' )->get_data();
		$this->assertSame( $expected, $list[0]['exercises'][0]['prescription'] );

		// A changed prescription reaches the stored catalogue.
		$expected['sets'] = 4;
		update_post_meta( $this->workout, Prescriptions::META, array( $this->squat => $expected ) );
		$this->assertSame( 4, $this->rest( 'GET', '/workouts' )->get_data()[0]['exercises'][0]['prescription']['sets'] );

		// A stored value out of bounds is never served.
		update_post_meta( $this->workout, Prescriptions::META, array( $this->squat => array_merge( $expected, array( 'sets' => 99 ) ) ) );
		$this->assertNull( $this->rest( 'GET', '/workouts/' . $this->workout )->get_data()['exercises'][0]['prescription'] );
	}

	/**
	 * The first session's sets from a prescription: the prescribed number, the target weight,
	 * reps empty (what the app builds; the server's helper says the same).
	 */
	public function test_first_session_sets_follow_the_prescription(): void {
		$this->assertSame(
			array_fill(
				0,
				3,
				array(
					'weight' => 60.0,
					'reps'   => null,
				)
			),
			Prescriptions::first_sets(
				array(
					'sets'   => 3,
					'weight' => 60.0,
				)
			)
		);
		$this->assertSame(
			array_fill(
				0,
				2,
				array(
					'weight' => null,
					'reps'   => null,
				)
			),
			Prescriptions::first_sets(
				array(
					'sets' => 2,
					'rpe'  => 8.0,
				)
			)
		);
		$this->assertSame(
			array(
				array(
					'weight' => null,
					'reps'   => null,
				),
			),
			Prescriptions::first_sets( null )
		);
	}

	/**
	 * A database failure while indexing is a 500 and the session is not kept (the request's
	 * transaction is rolled back).
	 */
	public function test_an_index_failure_fails_the_save(): void {
		global $wpdb;
		$before = $this->stored();
		$fail   = static function ( $sql ) {
			return str_starts_with( (string) $sql, 'INSERT INTO ' . Set_Index::table() ) ? 'INSERT INTO no_such_table_fitcoach VALUES (1)' : $sql;
		};
		add_filter( 'query', $fail );
		$suppress = $wpdb->suppress_errors( true );
		$response = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $this->workout,
				'exercises'  => array( $this->sets( $this->squat, 'Squat', array( array( 60.0, 8 ) ) ) ),
			)
		);
		$wpdb->suppress_errors( $suppress );
		remove_filter( 'query', $fail );
		$this->assertRestError( 500, 'fitcoach_session_not_saved', $response );
		$this->assertSame( $before, $this->stored(), 'Rolled back: no session without its index' );
		$this->assertInstanceOf( WP_REST_Response::class, $response );
	}
}
