<?php
/**
 * Sample content (issue 26, item 4): a few exercises and workouts with prescriptions, added once
 * on an empty site, and removed exactly.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Member\Prescriptions;
use FitCoach\Member\Sample_Workouts;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use WP_Error;

/**
 * Member\Sample_Workouts.
 */
class Sample_Workouts_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The operator who adds them.
	 *
	 * @var int
	 */
	private int $operator;

	protected function set_up() {
		parent::set_up();
		$this->operator = $this->create_user( 'administrator' );
		wp_set_current_user( $this->operator );
		$this->assertTrue( Sample_Workouts::site_is_empty(), 'the test site starts without exercises and workouts' );
	}

	/**
	 * Ids of every exercise or workout, any status but the trash.
	 *
	 * @param string $type Post type.
	 * @return list<int>
	 */
	private static function ids_of( string $type ): array {
		return array_values(
			array_map(
				'intval',
				get_posts(
					array(
						'post_type'   => $type,
						'post_status' => 'any',
						'numberposts' => -1,
						'fields'      => 'ids',
						'orderby'     => 'ID',
						'order'       => 'ASC',
					)
				)
			)
		);
	}

	/**
	 * Adds the samples and asserts it worked.
	 *
	 * @return array{exercises: list<int>, workouts: list<int>}
	 */
	private function add(): array {
		$added = Sample_Workouts::add( $this->operator );
		$this->assertIsArray( $added, is_wp_error( $added ) ? $added->get_error_message() : '' );
		return $added;
	}

	public function test_an_empty_site_gets_exercises_and_workouts_with_prescriptions(): void {
		$this->assertTrue( Sample_Workouts::can_add() );
		$added = $this->add();

		$this->assertCount( 6, $added['exercises'] );
		$this->assertCount( 3, $added['workouts'] );
		$this->assertSame( $added['exercises'], self::ids_of( Post_Types::EXERCISE ) );
		$this->assertSame( $added['workouts'], self::ids_of( Post_Types::WORKOUT ) );
		foreach ( array_merge( $added['exercises'], $added['workouts'] ) as $id ) {
			$this->assertSame( 'publish', get_post_status( $id ) );
			$this->assertSame( $this->operator, (int) get_post_field( 'post_author', $id ) );
		}

		// A member sees them in the app, each exercise with the coach's prescription.
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$response = $this->rest( 'GET', '/workouts' );
		$this->assertSame( 200, $response->get_status() );
		$workouts = $response->get_data();
		$this->assertSame( array( 'Benen & core', 'Bovenlichaam', 'Full body' ), array_column( $workouts, 'title' ) );
		$full_body = $workouts[2];
		$this->assertSame( array( 'Squat', 'Push-up', 'Dumbbell roeien', 'Plank' ), array_column( $full_body['exercises'], 'title' ) );
		$this->assertStringContainsString( 'hele lichaam', $full_body['description'] );
		foreach ( $workouts as $workout ) {
			$this->assertNotSame( array(), $workout['exercises'] );
			foreach ( $workout['exercises'] as $exercise ) {
				$this->assertIsArray( $exercise['prescription'], $workout['title'] . ' / ' . $exercise['title'] );
				$this->assertSame( 3, $exercise['prescription']['sets'] );
			}
		}
		$this->assertSame(
			array(
				'sets'     => 3,
				'reps_min' => 8,
				'reps_max' => 10,
				'weight'   => 40.0,
				'rpe'      => null,
				'rest'     => 90,
				'note'     => 'Knieën in lijn met je tenen, borst omhoog.',
			),
			$full_body['exercises'][0]['prescription']
		);
		$this->assertSame( 7.5, $full_body['exercises'][1]['prescription']['rpe'], 'a body-weight exercise goes by RPE' );
		$this->assertNull( $full_body['exercises'][1]['prescription']['weight'] );

		// Stored as the wp-admin meta boxes store them: valid for the same check.
		foreach ( $added['workouts'] as $workout ) {
			$stored = get_post_meta( $workout, Prescriptions::META, true );
			$this->assertIsArray( $stored );
			$this->assertSame( $stored, Prescriptions::sanitize_map( $stored ) );
			$this->assertSame( array(), get_post_meta( $workout, Post_Types::META_ASSIGNED_USERS, true ), 'for everyone' );
		}
	}

	public function test_it_never_runs_twice(): void {
		$this->add();
		$this->assertFalse( Sample_Workouts::can_add() );

		$again = Sample_Workouts::add( $this->operator );
		$this->assertInstanceOf( WP_Error::class, $again );
		$this->assertSame( 'fitcoach_samples_added', $again->get_error_code() );
		$this->assertSame( 409, $again->get_error_data()['status'] ?? null );
		$this->assertCount( 6, self::ids_of( Post_Types::EXERCISE ) );
		$this->assertCount( 3, self::ids_of( Post_Types::WORKOUT ) );

		// Not after they were removed either: the site is empty again, the mark stays.
		$this->assertIsInt( Sample_Workouts::remove() );
		$this->assertTrue( Sample_Workouts::site_is_empty() );
		$this->assertFalse( Sample_Workouts::can_add() );
		$third = Sample_Workouts::add( $this->operator );
		$this->assertInstanceOf( WP_Error::class, $third );
		$this->assertSame( 'fitcoach_samples_added', $third->get_error_code() );
		$this->assertSame( array(), self::ids_of( Post_Types::WORKOUT ) );
	}

	public function test_a_request_at_the_same_moment_adds_nothing(): void {
		// Another request claims the mark after this one found none and looked at the site: its
		// row reaches the database, not this request's option cache.
		$claimed = false;
		add_action(
			'pre_get_posts',
			static function () use ( &$claimed ) {
				global $wpdb;
				if ( ! $claimed ) {
					$claimed = true;
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test set-up: another request's write.
					$wpdb->insert(
						$wpdb->options,
						array(
							'option_name'  => Sample_Workouts::OPTION,
							'option_value' => maybe_serialize( array( 'added' => 0 ) ),
							'autoload'     => 'no',
						)
					);
				}
			}
		);
		$result = Sample_Workouts::add( $this->operator );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'fitcoach_samples_added', $result->get_error_code() );
		$this->assertSame( array(), self::ids_of( Post_Types::EXERCISE ) );
		$this->assertSame( array(), self::ids_of( Post_Types::WORKOUT ) );
	}

	public function test_a_site_with_workouts_of_its_own_is_not_offered_them(): void {
		$this->exercise( 'Eigen oefening' );
		$this->assertFalse( Sample_Workouts::can_add() );
		$result = Sample_Workouts::add( $this->operator );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'fitcoach_samples_site_not_empty', $result->get_error_code() );
		$this->assertCount( 1, self::ids_of( Post_Types::EXERCISE ) );
		$this->assertNull( Sample_Workouts::state(), 'refused: no mark, so it can be offered once the site is empty' );
	}

	public function test_undo_removes_exactly_what_it_added(): void {
		$added = $this->add();
		$this->assertCount( 9, Sample_Workouts::present() );

		// The coach's own work meanwhile: a workout with a sample exercise, and an exercise.
		$own_exercise = $this->exercise( 'Eigen oefening' );
		$own_workout  = $this->workout( 'Eigen workout', array( $added['exercises'][0], $own_exercise ) );
		// A sample the coach already deleted themselves.
		wp_delete_post( $added['workouts'][2], true );
		// An id in the mark that is not a sample (the mark edited by hand, or an id reused).
		$state               = Sample_Workouts::state();
		$state['workouts'][] = $own_workout;
		update_option( Sample_Workouts::OPTION, $state, false );

		$this->assertSame( 8, Sample_Workouts::remove() );
		$this->assertSame( array( $own_exercise ), self::ids_of( Post_Types::EXERCISE ) );
		$this->assertSame( array( $own_workout ), self::ids_of( Post_Types::WORKOUT ) );
		$this->assertSame( array(), Sample_Workouts::present() );

		$again = Sample_Workouts::remove();
		$this->assertInstanceOf( WP_Error::class, $again );
		$this->assertSame( 'fitcoach_samples_not_added', $again->get_error_code() );
		$this->assertSame( array( $own_workout ), self::ids_of( Post_Types::WORKOUT ) );
	}

	public function test_nothing_to_remove_before_they_were_added(): void {
		$result = Sample_Workouts::remove();
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'fitcoach_samples_not_added', $result->get_error_code() );
		$this->assertSame( array(), Sample_Workouts::present() );
	}
}
