<?php
/**
 * Workout session routes: CRUD, server-side totals, validation, ownership, conflicts, paging.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;
use FitCoach\Tests\Support\Member_Fixtures;
use WP_REST_Request;


/**
 * /workout-sessions.
 */
class Sessions_Controller_Test extends TestCase {

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

	protected function set_up() {
		parent::set_up();
		$this->member  = $this->create_user( 'sporter' );
		$this->workout = $this->workout( 'Full Body Kracht' );
		wp_set_current_user( $this->member );
	}

	/**
	 * A valid create body.
	 *
	 * @param array<string, mixed> $override Fields to change.
	 * @return array<string, mixed>
	 */
	private function body( array $override = array() ): array {
		return array_merge(
			array(
				'workout_id' => $this->workout,
				'title'      => 'Sessie 1',
				'content'    => 'Ging goed.',
				'exercises'  => array(
					$this->sets( 11, 'Squat', array( array( 60.0, 8 ), array( 62.5, 6 ), array( null, 10 ), array( 40.0, null ) ) ),
					$this->sets( 12, 'Bankdrukken', array( array( 40.0, 10 ) ) ),
				),
			),
			$override
		);
	}

	/**
	 * Creates a session through the API.
	 *
	 * @param array<string, mixed> $override Fields to change.
	 * @return array<string, mixed>
	 */
	private function create( array $override = array() ): array {
		$response = $this->rest( 'POST', '/workout-sessions', $this->body( $override ) );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_create_computes_totals_on_the_server(): void {
		$session = $this->create(
			array(
				'total_weight'   => 999999,
				'exercise_count' => 42,
			)
		);
		$this->assertSame( array( 'id', 'title', 'date', 'content', 'workout', 'exercises', 'total_weight', 'exercise_count', 'modified', 'previous', 'new_records' ), array_keys( $session ) );
		$this->assertSame( 'Sessie 1', $session['title'] );
		$this->assertSame( 'Ging goed.', $session['content'] );
		$this->assertSame(
			array(
				'id'    => $this->workout,
				'title' => 'Full Body Kracht',
			),
			$session['workout']
		);
		// 60×8 + 62.5×6 + 40×10; sets missing a value count for nothing.
		$this->assertSame( 1255.0, $session['total_weight'] );
		$this->assertSame( 2, $session['exercise_count'] );
		$this->assertSame(
			array(
				'weight' => null,
				'reps'   => 10,
			),
			$session['exercises'][0]['sets'][2]
		);
		$this->assertSame(
			array(
				'weight' => 40.0,
				'reps'   => null,
			),
			$session['exercises'][0]['sets'][3]
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/', $session['date'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/', $session['modified'] );

		$post = $this->existing_post( $session['id'] );
		$this->assertSame( Post_Types::SESSION, $post->post_type );
		$this->assertSame( $this->member, (int) $post->post_author );
		$this->assertSame( $this->workout, (int) $post->post_parent );
		$this->assertSame( 1255.0, (float) get_post_meta( $session['id'], Post_Types::META_TOTAL_WEIGHT, true ) );
	}

	public function test_defaults_and_plain_text(): void {
		$session = $this->create(
			array(
				'title'     => '',
				'content'   => "Regel 1\n<script>alert(1)</script>Regel & 2",
				'exercises' => array(
					array(
						'id'    => 3,
						'title' => '<b onmouseover=alert(1)>Squat</b> & Press',
						'sets'  => array(
							array(
								'weight' => 10,
								'reps'   => 5,
								'extra'  => 'weg',
							),
						),
						'video' => 'weg',
					),
				),
				'date'      => '2025-05-05T18:30:00',
			)
		);
		$this->assertSame( 'Workout Sessie', $session['title'] );
		$this->assertSame( "Regel 1\nRegel & 2", $session['content'] );
		$this->assertSame(
			array(
				array(
					'id'    => 3,
					'title' => 'Squat & Press',
					'sets'  => array(
						array(
							'weight' => 10.0,
							'reps'   => 5,
						),
					),
				),
			),
			$session['exercises']
		);
		$this->assertSame( '2025-05-05T18:30:00', $session['date'] );

		$titled = $this->create( array( 'title' => 'Squat & Press <i>zwaar</i>' ) );
		$this->assertSame( 'Squat & Press zwaar', $titled['title'] );

		$controls = $this->create(
			array(
				'title'   => "Sessie\u{0}2\u{7}",
				'content' => "a\u{0}b\nc",
			)
		);
		$this->assertSame( 'Sessie 2', $controls['title'] );
		$this->assertSame( "ab\nc", $controls['content'] );

		// A "<" that starts no tag is text, not "&lt;"; one that could start a tag is not restored.
		$hearts = $this->create(
			array(
				'title'   => 'Benen <3',
				'content' => "Gewicht < 80 kg\nvoelde me top <3",
			)
		);
		$this->assertSame( 'Benen <3', $hearts['title'] );
		$this->assertSame( "Gewicht < 80 kg\nvoelde me top <3", $hearts['content'] );
		$tricky = $this->create(
			array(
				'title'   => '<3 <img src=x onerror=alert(1) ',
				'content' => '&lt;script&gt; <3',
			)
		);
		$this->assertStringNotContainsString( '<img', $tricky['title'] );
		// Typed entities stay as typed, and so does the lone "<" beside them.
		$this->assertSame( '&lt;script&gt; <3', $tricky['content'] );
		// Quotes after a lone "<" stay quotes (the sanitiser escaped the rest of the line).
		$quotes = $this->create( array( 'title' => 'Benen <3 "zwaar" \'echt\' & é' ) );
		$this->assertSame( 'Benen <3 "zwaar" \'echt\' & é', $quotes['title'] );
		// A "<" that would start a tag once a tag beside it is stripped stays "&lt;".
		$this->assertSame( '&lt;a', $this->create( array( 'title' => '<<b>a' ) )['title'] );
	}

	public function test_a_date_with_an_offset_is_stored_in_site_time(): void {
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		$session = $this->create( array( 'date' => '2025-05-04T22:30:00Z' ) );
		$this->assertSame( '2025-05-05T00:30:00', $session['date'] );
		$this->assertSame( '2025-05-04 22:30:00', get_post_field( 'post_date_gmt', $session['id'] ) );
	}

	/**
	 * Bodies refused with 400.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_bodies(): array {
		$set      = static fn( $weight, $reps ) => array(
			array(
				'id'    => 1,
				'title' => 'Squat',
				'sets'  => array(
					array(
						'weight' => $weight,
						'reps'   => $reps,
					),
				),
			),
		);
		$many     = array_fill(
			0,
			31,
			array(
				'id'    => 1,
				'title' => 'x',
				'sets'  => array(),
			)
		);
		$big_sets = array(
			array(
				'id'    => 1,
				'title' => 'x',
				'sets'  => array_fill(
					0,
					51,
					array(
						'weight' => 1,
						'reps'   => 1,
					)
				),
			),
		);
		return array(
			'no workout'           => array( array( 'workout_id' => null ), 'rest_missing_callback_param' ),
			'workout not a number' => array( array( 'workout_id' => 'abc' ), 'rest_invalid_param' ),
			'exercises a string'   => array( array( 'exercises' => 'squat' ), 'fitcoach_invalid_exercises' ),
			'exercise a string'    => array( array( 'exercises' => array( 'squat' ) ), 'fitcoach_invalid_exercise' ),
			'exercise no sets'     => array(
				array(
					'exercises' => array(
						array(
							'id'    => 1,
							'title' => 'x',
						),
					),
				),
				'fitcoach_invalid_sets',
			),
			'sets an object'       => array(
				array(
					'exercises' => array(
						array(
							'id'    => 1,
							'title' => 'x',
							'sets'  => 'veel',
						),
					),
				),
				'fitcoach_invalid_sets',
			),
			'negative weight'      => array( array( 'exercises' => $set( -5, 3 ) ), 'fitcoach_invalid_weight' ),
			'weight text'          => array( array( 'exercises' => $set( 'zwaar', 3 ) ), 'fitcoach_invalid_weight' ),
			'reps decimal'         => array( array( 'exercises' => $set( 10, 1.5 ) ), 'fitcoach_invalid_reps' ),
			'reps negative'        => array( array( 'exercises' => $set( 10, -1 ) ), 'fitcoach_invalid_reps' ),
			'31 exercises'         => array( array( 'exercises' => $many ), 'fitcoach_too_many_exercises' ),
			'51 sets'              => array( array( 'exercises' => $big_sets ), 'fitcoach_too_many_sets' ),
			'title too long'       => array( array( 'title' => str_repeat( 'a', 201 ) ), 'rest_invalid_param' ),
			'title an array'       => array( array( 'title' => array( 'a' ) ), 'rest_invalid_param' ),
			'date not a date'      => array( array( 'date' => '2025-02-30T10:00:00' ), 'rest_invalid_param' ),
			'date without time'    => array( array( 'date' => 'gisteren' ), 'rest_invalid_param' ),
		);
	}

	/**
	 * Runs once per case of invalid_bodies().
	 *
	 * @dataProvider invalid_bodies
	 *
	 * @param array<string, mixed> $override Fields to change (null: left out).
	 * @param string               $code     Expected code.
	 */
	public function test_invalid_bodies_are_400_and_store_nothing( array $override, string $code ): void {
		$body = array_filter( $this->body( $override ), static fn( $value ) => null !== $value );
		$this->assertRestError( 400, $code, $this->rest( 'POST', '/workout-sessions', $body ) );
		$this->assertSame( 0, $this->rest( 'GET', '/workout-sessions' )->get_data()['total'] );
	}

	public function test_a_workout_the_member_cannot_see_is_refused(): void {
		$theirs = $this->workout( 'Privé', array(), array( $this->create_user( 'sporter' ) ) );
		$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'POST', '/workout-sessions', $this->body( array( 'workout_id' => $theirs ) ) ) );
		$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'POST', '/workout-sessions', $this->body( array( 'workout_id' => 999999 ) ) ) );
		$measurement = $this->measurement( $this->member, '2025-05-05', 70 );
		$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'POST', '/workout-sessions', $this->body( array( 'workout_id' => $measurement ) ) ) );
		$this->assertSame( 0, $this->rest( 'GET', '/workout-sessions' )->get_data()['total'] );
	}

	public function test_read_update_delete(): void {
		$session = $this->create();
		unset( $session['new_records'] );
		$this->assertSame( $session, $this->rest( 'GET', '/workout-sessions/' . $session['id'] )->get_data() );

		$response = $this->rest(
			'PUT',
			'/workout-sessions/' . $session['id'],
			array(
				'title'        => 'Sessie 1b & meer',
				'exercises'    => array( $this->sets( 11, 'Squat', array( array( 100.0, 2 ) ) ) ),
				'total_weight' => 5,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$updated = $response->get_data();
		$this->assertSame( 'Sessie 1b & meer', $updated['title'] );
		$this->assertSame( 'Ging goed.', $updated['content'], 'Notes kept when not sent.' );
		$this->assertSame( 200.0, $updated['total_weight'] );
		$this->assertSame( 1, $updated['exercise_count'] );
		$this->assertGreaterThan( $session['modified'], $updated['modified'] );

		$deleted = $this->rest( 'DELETE', '/workout-sessions/' . $session['id'] );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $session['id'],
			),
			$deleted->get_data()
		);
		$this->assertRestError( 404, 'fitcoach_session_not_found', $this->rest( 'GET', '/workout-sessions/' . $session['id'] ) );
	}

	/**
	 * After a delete, the Allow header's permission checks (every method asked again with the same
	 * request) refuse without looking the deleted session up again; another request still looks.
	 */
	public function test_the_allow_header_after_a_delete_reads_nothing(): void {
		$session = $this->create();
		$request = new WP_REST_Request( 'DELETE', '/fitcoach/v1/workout-sessions/' . $session['id'] );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );

		$lookups = 0;
		$count   = static function ( $sql ) use ( &$lookups, $session ) {
			if ( str_contains( (string) $sql, 'ID = ' . $session['id'] ) ) {
				++$lookups;
			}
			return $sql;
		};
		add_filter( 'query', $count );
		$response = rest_send_allow_header( $response, rest_get_server(), $request );
		$this->assertSame( 0, $lookups, 'The Allow header looked the deleted session up.' );
		$this->assertSame( '', $response->get_headers()['Allow'] ?? '' );

		$this->assertRestError( 404, 'fitcoach_session_not_found', $this->rest( 'GET', '/workout-sessions/' . $session['id'] ) );
		remove_filter( 'query', $count );
		$this->assertGreaterThan( 0, $lookups, 'A new request looks the session up.' );
	}

	/**
	 * Saving a stale copy is a 409 and overwrites nothing.
	 *
	 * @group security-lost_data
	 */
	public function test_a_stale_copy_gets_409_and_overwrites_nothing(): void {
		$session = $this->create();
		// Tab A and tab B both loaded $session; tab B saves first.
		$first = $this->rest(
			'PUT',
			'/workout-sessions/' . $session['id'],
			array(
				'content'  => 'Tab B',
				'modified' => $session['modified'],
			)
		);
		$this->assertSame( 200, $first->get_status() );
		$this->assertNotSame( $session['modified'], $first->get_data()['modified'] );

		$second = $this->rest(
			'PUT',
			'/workout-sessions/' . $session['id'],
			array(
				'content'  => 'Tab A',
				'modified' => $session['modified'],
			)
		);
		$this->assertRestError( 409, 'fitcoach_conflict', $second );
		$this->assertSame( 'Deze sessie is intussen elders gewijzigd. Laad de sessie opnieuw om de laatste versie te zien.', $second->get_data()['message'] );
		$this->assertSame( 'Tab B', $second->get_data()['data']['session']['content'] );
		$this->assertSame( 'Tab B', get_post_field( 'post_content', $session['id'] ) );

		// With the current version (also written with a Z) the save goes through.
		$third = $this->rest(
			'PUT',
			'/workout-sessions/' . $session['id'],
			array(
				'content'  => 'Tab A',
				'modified' => $first->get_data()['modified'] . 'Z',
			)
		);
		$this->assertSame( 200, $third->get_status() );
		$this->assertSame( 'Tab A', $third->get_data()['content'] );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'PUT', '/workout-sessions/' . $session['id'], array( 'modified' => 'gisteren' ) ) );
	}

	/**
	 * Every save moves the modified time forward, even within one second.
	 *
	 * @group security-lost_data
	 */
	public function test_every_save_moves_modified_forward_even_within_one_second(): void {
		$session = $this->create();
		$seen    = array( $session['modified'] );
		for ( $i = 0; $i < 3; $i++ ) {
			$seen[] = $this->rest( 'PUT', '/workout-sessions/' . $session['id'], array( 'content' => "v$i" ) )->get_data()['modified'];
		}
		$sorted = $seen;
		sort( $sorted );
		$this->assertSame( $sorted, $seen );
		$this->assertCount( 4, array_unique( $seen ) );
	}

	public function test_another_members_session_is_not_found_and_unchanged(): void {
		$other = $this->create_user( 'sporter' );
		$id    = $this->session( $other, $this->workout, '2025-05-05 10:00:00', array( $this->sets( 1, 'Squat', array( array( 50.0, 5 ) ) ) ), 'Van de ander' );
		$this->assertRestError( 404, 'fitcoach_session_not_found', $this->rest( 'GET', '/workout-sessions/' . $id ) );
		$this->assertRestError( 404, 'fitcoach_session_not_found', $this->rest( 'PUT', '/workout-sessions/' . $id, array( 'title' => 'Gekaapt' ) ) );
		$this->assertRestError( 404, 'fitcoach_session_not_found', $this->rest( 'DELETE', '/workout-sessions/' . $id ) );
		$this->assertSame( 'Van de ander', get_post_field( 'post_title', $id ) );
		$this->assertSame( 250.0, (float) get_post_meta( $id, Post_Types::META_TOTAL_WEIGHT, true ) );
		$this->assertSame( 0, $this->rest( 'GET', '/workout-sessions' )->get_data()['total'] );
		$measurement = $this->measurement( $this->member, '2025-05-05', 70 );
		$this->assertRestError( 404, 'fitcoach_session_not_found', $this->rest( 'GET', '/workout-sessions/' . $measurement ) );
	}

	public function test_list_paging_filter_and_order(): void {
		$second = $this->workout( 'Upper Body' );
		for ( $i = 1; $i <= 7; $i++ ) {
			$this->session( $this->member, $i <= 4 ? $this->workout : $second, sprintf( '2025-05-%02d 10:00:00', $i ), array(), "Sessie $i" );
		}
		$first = $this->rest( 'GET', '/workout-sessions' )->get_data();
		$this->assertCount( 6, $first['data'] );
		$this->assertSame( 2, $first['pages'] );
		$this->assertTrue( $first['hasMore'] );
		$this->assertSame( 7, $first['total'] );
		$this->assertSame( 'Sessie 7', $first['data'][0]['title'] );
		$this->assertSame(
			array(
				'id'    => $second,
				'title' => 'Upper Body',
			),
			$first['data'][0]['workout']
		);

		$last = $this->rest( 'GET', '/workout-sessions', array( 'page' => 2 ) )->get_data();
		$this->assertSame( array( 'Sessie 1' ), array_column( $last['data'], 'title' ) );
		$this->assertFalse( $last['hasMore'] );

		$filtered = $this->rest(
			'GET',
			'/workout-sessions',
			array(
				'workout_id' => $this->workout,
				'per_page'   => 10,
			)
		)->get_data();
		$this->assertSame( array( 'Sessie 4', 'Sessie 3', 'Sessie 2', 'Sessie 1' ), array_column( $filtered['data'], 'title' ) );
		$this->assertSame( 1, $filtered['pages'] );
	}

	public function test_a_deleted_workout_leaves_the_session_without_workout(): void {
		$session = $this->create();
		wp_delete_post( $this->workout, true );
		$this->assertNull( $this->rest( 'GET', '/workout-sessions/' . $session['id'] )->get_data()['workout'] );
	}

	public function test_deleting_a_member_deletes_their_sessions_and_measurements_only(): void {
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$other   = $this->create_user( 'sporter' );
		$mine    = $this->create();
		$theirs  = $this->session( $other, $this->workout, '2025-05-05 10:00:00' );
		$measure = $this->measurement( $this->member, '2025-05-05', 70 );
		wp_delete_user( $this->member );
		$this->assertNull( get_post( $mine['id'] ) );
		$this->assertNull( get_post( $measure ) );
		$this->assertNotNull( get_post( $theirs ) );
		$this->assertNotNull( get_post( $this->workout ) );
	}

	/**
	 * An admin viewing the app as the member writes the member's session, stamped with the admin.
	 */
	public function test_a_switched_admin_writes_for_the_member(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		add_filter( 'fitcoach_resolve_switched_user', fn( $allowed, $requested ) => $requested === $this->member, 100, 2 );
		$session = $this->create( array( 'user_id' => $this->member ) );
		$this->assertSame( $this->member, (int) get_post_field( 'post_author', $session['id'] ) );
		$this->assertSame( $admin, (int) get_post_meta( $session['id'], Post_Types::META_ENTERED_BY, true ) );
		$this->assertSame(
			200,
			$this->rest(
				'PUT',
				'/workout-sessions/' . $session['id'],
				array(
					'user_id' => $this->member,
					'content' => 'Door coach',
				)
			)->get_status()
		);
		$this->assertRestError( 404, 'fitcoach_session_not_found', $this->rest( 'GET', '/workout-sessions/' . $session['id'] ), 'Not the admin\'s own session.' );
	}

	/**
	 * Listing costs the same number of queries for a few or many sessions (no N+1).
	 */
	public function test_the_list_costs_the_same_queries_for_few_or_many_sessions(): void {
		global $wpdb;
		$count = function (): int {
			global $wpdb;
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$this->assertSame( 200, $this->rest( 'GET', '/workout-sessions' )->get_status() );
			return $wpdb->num_queries - $before;
		};
		$this->session( $this->member, $this->workout, '2025-05-01 10:00:00', array( $this->sets( 1, 'Squat', array( array( 50.0, 5 ) ) ) ) );
		$few = $count();
		for ( $i = 2; $i <= 12; $i++ ) {
			$this->session( $this->member, $this->workout( "W$i" ), sprintf( '2025-05-%02d 10:00:00', $i ), array( $this->sets( 1, 'Squat', array( array( 50.0, 5 ) ) ) ) );
		}
		$this->assertSame( $few, $count() );
		// 7: with the cache flushed under a user object built before, reading the member's language
		// (user meta) costs one query here; a real request has that meta already, loaded with the
		// user's capabilities (the bench's per-route counts did not change).
		$this->assertLessThanOrEqual( 7, $few );
	}
}
