<?php
/**
 * One transaction per write request: whole or nothing.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Reliability;

use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;
use WP_Error;
use FitCoach\Tests\Support\Member_Fixtures;

/**
 * Reliability\Write_Transaction.
 */
class Write_Transaction_Test extends TestCase {

	use \FitCoach\Tests\Support\Member_Fixtures;

	/**
	 * A logged-in member.
	 *
	 * @var int
	 */
	private int $member;

	protected function set_up() {
		parent::set_up();
		$this->member = $this->create_user( 'sporter' );
		wp_set_current_user( $this->member );
	}

	/**
	 * The member's measurement rows, read from the table itself (no cache).
	 */
	private function measurement_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s", $this->member, Post_Types::MEASUREMENT ) );
	}

	/**
	 * The member's session meta rows, read from the table itself.
	 */
	private function meta_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_author = %d", $this->member ) );
	}

	/**
	 * Meta rows of the member's posts holding a value.
	 *
	 * @param string $value Value.
	 */
	private function meta_rows_with_value( string $value ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_author = %d AND m.meta_value = %s", $this->member, $value ) );
	}

	/**
	 * Makes every answer of a route an error after its callback wrote (a failure late in a save).
	 *
	 * @param string $route Route.
	 */
	private function fail_after_callback( string $route ): void {
		add_filter(
			'rest_request_after_callbacks',
			static function ( $response, $handler, $request ) use ( $route ) {
				unset( $handler );
				return str_starts_with( $request->get_route(), '/fitcoach/v1' . $route ) ? new WP_Error( 'late_failure', 'Late failure', array( 'status' => 500 ) ) : $response;
			},
			10,
			3
		);
	}

	public function test_a_successful_save_is_kept(): void {
		$response = $this->rest(
			'POST',
			'/measurements',
			array(
				'date'   => '2025-05-05',
				'weight' => 72.4,
				'energy' => 7,
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 1, $this->measurement_rows() );
	}

	public function test_a_save_that_fails_late_leaves_nothing_behind(): void {
		$before = $this->rest(
			'POST',
			'/measurements',
			array(
				'date'   => '2025-05-04',
				'weight' => 72.0,
				'energy' => 7,
			)
		);
		$this->assertSame( 201, $before->get_status() );

		$this->fail_after_callback( '/measurements' );
		$response = $this->rest(
			'POST',
			'/measurements',
			array(
				'date'   => '2025-05-05',
				'weight' => 73.1,
				'energy' => 6,
			)
		);
		$this->assertSame( 500, $response->get_status() );
		// The earlier save stands; the failed one left no post and no meta.
		$this->assertSame( 1, $this->measurement_rows() );
		$this->assertSame( 0, (int) $this->meta_rows_with_value( '73.1' ) );
	}

	public function test_a_session_that_fails_late_stores_no_session_and_no_sets(): void {
		$body = array(
			'workout_id' => $this->workout( 'Benen' ),
			'title'      => 'Training 1',
			'exercises'  => array(
				array(
					'id'    => 0,
					'title' => 'Squat',
					'sets'  => array(
						array(
							'weight' => 60,
							'reps'   => 8,
						),
					),
				),
			),
		);
		// The same body saves (and writes meta) when nothing fails.
		$this->assertSame( 201, $this->rest( 'POST', '/workout-sessions', $body )->get_status() );
		$saved = $this->meta_rows();
		$this->assertGreaterThan( 0, $saved );

		$this->fail_after_callback( '/workout-sessions' );
		$this->assertSame( 500, $this->rest( 'POST', '/workout-sessions', $body )->get_status() );
		$this->assertSame( $saved, $this->meta_rows() );
	}

	public function test_what_a_refusal_wrote_on_purpose_is_kept(): void {
		// A failed login answers 401 and counts against the throttle: the count must stay.
		$user = $this->existing_user( $this->member );
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->assertSame(
				401,
				$this->rest(
					'POST',
					'/auth/login',
					array(
						'username' => $user->user_login,
						'password' => 'wrong' . $i,
					)
				)->get_status()
			);
		}
		$this->assertSame(
			429,
			$this->rest(
				'POST',
				'/auth/login',
				array(
					'username' => $user->user_login,
					'password' => 'wrong',
				)
			)->get_status()
		);
	}

	public function test_a_refused_write_opens_nothing(): void {
		global $wpdb;
		$other = $this->create_user( 'sporter' );
		wp_set_current_user( $other );
		$mine = $this->rest(
			'POST',
			'/measurements',
			array(
				'date'   => '2025-05-05',
				'weight' => 72.4,
				'energy' => 7,
			)
		)->get_data();
		wp_set_current_user( $this->member );
		// Another member's measurement: refused before the route runs (404), nothing to end.
		$this->assertSame( 404, $this->rest( 'DELETE', '/measurements/' . $mine['id'] )->get_status() );
		$this->assertNotNull( get_post( $mine['id'] ) );
		// The connection is still inside the test's own transaction, not committed by the request.
		if ( 'sqlite' !== FITCOACH_DB_ENGINE ) {
			$this->assertSame( '0', (string) $wpdb->get_var( 'SELECT @@autocommit' ) );
		}
	}
}
