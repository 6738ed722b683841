<?php
/**
 * The coach's workouts and exercises in the app (issue 28, item 2): /admin/workouts and
 * /admin/exercises write the same posts and meta wp-admin's screens do, with wp-admin's rules.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Prescriptions;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * Admin workouts and exercises routes.
 */
class Admin_Workouts_Controller_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The administrator.
	 *
	 * @var int
	 */
	private int $admin;

	protected function set_up() {
		parent::set_up();
		$this->admin = $this->create_user( 'administrator' );
		wp_set_current_user( $this->admin );
	}

	protected function tear_down() {
		$_POST = array();
		parent::tear_down();
	}

	/**
	 * A prescription in the stored form.
	 *
	 * @param array<string, mixed> $fields Fields that differ from none.
	 * @return array<string, mixed>
	 */
	private static function rx( array $fields ): array {
		return array_merge(
			array(
				'sets'     => null,
				'reps_min' => null,
				'reps_max' => null,
				'weight'   => null,
				'rpe'      => null,
				'rest'     => null,
				'note'     => '',
			),
			$fields
		);
	}

	/**
	 * A coach creates a workout with two exercises in order and a prescription; the member sees
	 * it on /workouts with that prescription.
	 */
	public function test_a_coach_creates_a_workout_the_member_then_sees(): void {
		$squat  = $this->exercise( 'Squat' );
		$plank  = $this->exercise( 'Plank', 'https://youtu.be/dQw4w9WgXcQ' );
		$member = $this->create_user( 'sporter' );

		$response = $this->rest(
			'POST',
			'/admin/workouts',
			array(
				'title'       => 'Benen & core',
				'description' => 'Rustig opbouwen.',
				'exercises'   => array(
					array(
						'id'           => $plank,
						'prescription' => null,
					),
					array(
						'id'           => $squat,
						'prescription' => array(
							'sets'     => 3,
							'reps_min' => 8,
							'reps_max' => 10,
							'weight'   => 35.5,
							'rest'     => 90,
							'note'     => 'Diep zitten',
						),
					),
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'Benen & core', $data['title'] );
		$this->assertSame( 'publish', $data['status'] );
		$this->assertSame( array( $plank, $squat ), array_column( $data['exercises'], 'id' ) );
		$this->assertSame( 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', $data['exercises'][0]['video_url'] );
		$this->assertTrue( $data['assigned']['everyone'] );

		// The same meta wp-admin's boxes read.
		$this->assertSame( array( $plank, $squat ), get_post_meta( $data['id'], Post_Types::META_EXERCISE_IDS, true ) );
		$stored = Prescriptions::of_workout( $this->existing_post( $data['id'] ) );
		$this->assertSame( array( $squat ), array_keys( $stored ) );

		wp_set_current_user( $member );
		$list = $this->rest( 'GET', '/workouts' )->get_data();
		$this->assertSame( array( 'Benen & core' ), array_column( $list, 'title' ) );
		$this->assertNull( $list[0]['exercises'][0]['prescription'] );
		$this->assertSame(
			self::rx(
				array(
					'sets'     => 3,
					'reps_min' => 8,
					'reps_max' => 10,
					'weight'   => 35.5,
					'rest'     => 90,
					'note'     => 'Diep zitten',
				)
			),
			$list[0]['exercises'][1]['prescription']
		);
	}

	/**
	 * A bad prescription is refused with wp-admin's own Dutch message per field, named by its path;
	 * nothing is written.
	 */
	public function test_bad_prescriptions_are_refused_with_wp_admins_messages(): void {
		$squat    = $this->exercise( 'Squat' );
		$bench    = $this->exercise( 'Bench' );
		$response = $this->rest(
			'POST',
			'/admin/workouts',
			array(
				'title'     => 'Fout',
				'exercises' => array(
					array(
						'id'           => $squat,
						'prescription' => array(
							'sets'   => 51,
							'weight' => 40,
							'rpe'    => 8,
						),
					),
					array(
						'id'           => $bench,
						'prescription' => array(
							'reps_min' => 12,
							'reps_max' => 8,
						),
					),
				),
			)
		);
		$this->assertRestError( 400, 'fitcoach_invalid_prescription', $response );
		$params = $response->get_data()['data']['params'];
		$same   = Prescriptions::validate(
			array(
				'sets'   => 51,
				'weight' => 40,
				'rpe'    => 8,
			)
		)['errors'];
		$this->assertSame( $same['sets'], $params['exercises[0].prescription.sets'] );
		$this->assertSame( 'Vul een gewicht of een RPE in, niet allebei.', $params['exercises[0].prescription.load'] );
		$this->assertSame( 'Herhalingen: het eerste getal mag niet groter zijn dan het tweede.', $params['exercises[1].prescription.reps'] );
		$this->assertSame( array(), get_posts( array( 'post_type' => Post_Types::WORKOUT ) ) );
	}

	/**
	 * Unknown, trashed and repeated exercises, an empty title: refused, nothing written.
	 */
	public function test_unknown_or_repeated_exercises_and_an_empty_title_are_refused(): void {
		$squat   = $this->exercise( 'Squat' );
		$trashed = $this->exercise( 'Weg' );
		wp_trash_post( $trashed );
		$cases = array(
			array( array( $squat, $squat ), 'exercises[1].id' ),
			array( array( $trashed ), 'exercises[0].id' ),
			array( array( 999999 ), 'exercises[0].id' ),
		);
		foreach ( $cases as list( $ids, $path ) ) {
			$response = $this->rest(
				'POST',
				'/admin/workouts',
				array(
					'title'     => 'X',
					'exercises' => array_map(
						static fn( int $id ): array => array(
							'id'           => $id,
							'prescription' => null,
						),
						$ids
					),
				)
			);
			$this->assertRestError( 400, 'fitcoach_invalid_exercise', $response );
			$this->assertArrayHasKey( $path, $response->get_data()['data']['params'] );
		}
		$this->assertRestError( 400, 'fitcoach_invalid_title', $this->rest( 'POST', '/admin/workouts', array( 'title' => '   ' ) ) );
		$this->assertSame( array(), get_posts( array( 'post_type' => Post_Types::WORKOUT ) ) );
	}

	/**
	 * An update with the version read earlier saves and moves the version; with an older one it
	 * is a 409 with the current workout, and nothing changes.
	 */
	public function test_a_stale_update_is_a_conflict(): void {
		$squat   = $this->exercise( 'Squat' );
		$workout = $this->rest(
			'POST',
			'/admin/workouts',
			array(
				'title'     => 'Eerst',
				'exercises' => array(
					array(
						'id'           => $squat,
						'prescription' => array( 'sets' => 3 ),
					),
				),
			)
		)->get_data();

		$saved = $this->rest(
			'PUT',
			'/admin/workouts/' . $workout['id'],
			array(
				'title'    => 'Tweede',
				'modified' => $workout['modified'],
			)
		);
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 'Tweede', $saved->get_data()['title'] );
		$this->assertNotSame( $workout['modified'], $saved->get_data()['modified'] );
		// Fields not sent stay.
		$this->assertSame( 3, $saved->get_data()['exercises'][0]['prescription']['sets'] );

		$stale = $this->rest(
			'PUT',
			'/admin/workouts/' . $workout['id'],
			array(
				'title'    => 'Derde',
				'modified' => $workout['modified'],
			)
		);
		$this->assertRestError( 409, 'fitcoach_conflict', $stale );
		$this->assertSame( 'Tweede', $stale->get_data()['data']['workout']['title'] );
		$this->assertSame( 'Tweede', get_the_title( $workout['id'] ) );
	}

	/**
	 * What wp-admin's workout screen saves is what the app reads, and the app's save is what that
	 * screen shows: one set of data. A save in wp-admin makes the app's copy stale.
	 */
	public function test_wp_admin_and_the_app_edit_the_same_workout(): void {
		$squat   = $this->exercise( 'Squat' );
		$workout = $this->rest(
			'POST',
			'/admin/workouts',
			array(
				'title'     => 'Samen',
				'exercises' => array(
					array(
						'id'           => $squat,
						'prescription' => array( 'sets' => 3 ),
					),
				),
			)
		)->get_data();
		// The app read it a minute ago (WordPress's modified time has whole seconds).
		global $wpdb;
		$earlier = gmdate( 'Y-m-d H:i:s', time() - 60 );
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_modified_gmt' => $earlier,
				'post_modified'     => get_date_from_gmt( $earlier ),
			),
			array( 'ID' => $workout['id'] )
		);
		clean_post_cache( $workout['id'] );
		$workout = $this->rest( 'GET', '/admin/workouts/' . $workout['id'] )->get_data();

		// The operator's save on the workout's edit screen.
		$_POST = wp_slash(
			array(
				'fitcoach_workout_meta'  => wp_create_nonce( 'fitcoach_workout_meta' ),
				'fitcoach_exercises'     => array(
					$squat => array(
						'selected' => '1',
						'order'    => '1',
					),
				),
				'fitcoach_prescriptions' => array(
					$squat => array(
						'sets'   => '5',
						'reps'   => '5',
						'weight' => '100',
						'rpe'    => '',
						'rest'   => '180',
						'note'   => '',
					),
				),
				'fitcoach_assignment'    => 'everyone',
			)
		);
		wp_update_post(
			array(
				'ID'         => $workout['id'],
				'post_title' => 'Samen (zwaar)',
			)
		);
		$_POST = array();

		$read = $this->rest( 'GET', '/admin/workouts/' . $workout['id'] )->get_data();
		$this->assertSame( 'Samen (zwaar)', $read['title'] );
		$this->assertSame(
			self::rx(
				array(
					'sets'     => 5,
					'reps_min' => 5,
					'reps_max' => 5,
					'weight'   => 100.0,
					'rest'     => 180,
				)
			),
			$read['exercises'][0]['prescription']
		);
		$this->assertRestError(
			409,
			'fitcoach_conflict',
			$this->rest(
				'PUT',
				'/admin/workouts/' . $workout['id'],
				array(
					'title'    => 'Oud',
					'modified' => $workout['modified'],
				)
			)
		);
	}

	/**
	 * Deleting a workout that sessions use moves it to the trash: the sessions stay readable with
	 * their sets (their workout reads as null), members no longer see it, the operator can restore
	 * it.
	 */
	public function test_deleting_a_used_workout_trashes_it_and_keeps_the_sessions(): void {
		$squat   = $this->exercise( 'Squat' );
		$member  = $this->create_user( 'sporter' );
		$workout = $this->workout( 'Oud schema', array( $squat ) );
		$session = $this->session( $member, $workout, '2025-03-01 10:00:00', array( $this->sets( $squat, 'Squat', array( array( 50.0, 8 ) ) ) ) );

		$response = $this->rest( 'DELETE', '/admin/workouts/' . $workout );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $workout,
			),
			$response->get_data()
		);
		$this->assertSame( 'trash', get_post_status( $workout ) );
		$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'GET', '/admin/workouts/' . $workout ) );
		$this->assertNotContains( $workout, array_column( $this->rest( 'GET', '/admin/workouts' )->get_data(), 'id' ) );

		wp_set_current_user( $member );
		$this->assertSame( array(), $this->rest( 'GET', '/workouts' )->get_data() );
		$read = $this->rest( 'GET', '/workout-sessions/' . $session );
		$this->assertSame( 200, $read->get_status() );
		$this->assertNull( $read->get_data()['workout'] );
		$this->assertSame( array( 50.0 ), array_column( $read->get_data()['exercises'][0]['sets'], 'weight' ) );
	}

	/**
	 * A create sent again with the same Idempotency-Key makes one workout and answers it again.
	 */
	public function test_a_create_sent_twice_with_one_key_makes_one_workout(): void {
		$body    = array( 'title' => 'Eén keer' );
		$headers = array( 'Idempotency-Key' => 'workout-key-0001' );
		$first   = $this->rest( 'POST', '/admin/workouts', $body, $headers );
		$second  = $this->rest( 'POST', '/admin/workouts', $body, $headers );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 'true', $second->get_headers()['Idempotent-Replayed'] ?? null );
		$this->assertSame( $first->get_data()['id'], $second->get_data()['id'] );
		$this->assertCount( 1, get_posts( array( 'post_type' => Post_Types::WORKOUT ) ) );
		$this->assertRestError( 422, 'fitcoach_idempotency_key_reused', $this->rest( 'POST', '/admin/workouts', array( 'title' => 'Anders' ), $headers ) );
	}

	/**
	 * A PT trainer assigns to the members of his scope only; never to everyone, never to another
	 * coach's member, whom he does not see in the workout either (only a count), and whose
	 * assignment his save keeps.
	 */
	public function test_a_trainer_assigns_to_his_own_members_only(): void {
		$trainer = $this->create_user( 'pt_trainer' );
		$other   = $this->create_user( 'pt_trainer' );
		$mine    = $this->create_user( 'sporter', array( 'display_name' => 'Mijn Lid' ) );
		$theirs  = $this->create_user( 'sporter', array( 'display_name' => 'Hun Lid' ) );
		Coach_Assignment::set( $mine, $trainer );
		Coach_Assignment::set( $theirs, $other );
		wp_set_current_user( $trainer );

		$this->assertRestError( 403, 'fitcoach_assignment_forbidden', $this->rest( 'POST', '/admin/workouts', array( 'title' => 'Voor iedereen' ) ) );
		$everyone = array(
			'title'    => 'Voor iedereen',
			'assigned' => array(
				'everyone' => true,
				'members'  => array(),
			),
		);
		$this->assertRestError( 403, 'fitcoach_assignment_forbidden', $this->rest( 'POST', '/admin/workouts', $everyone ) );
		$theirs_too = array(
			'title'    => 'Samen',
			'assigned' => array(
				'everyone' => false,
				'members'  => array( $mine, $theirs ),
			),
		);
		$this->assertRestError( 403, 'fitcoach_assignment_forbidden', $this->rest( 'POST', '/admin/workouts', $theirs_too ) );
		$this->assertSame( array(), get_posts( array( 'post_type' => Post_Types::WORKOUT ) ) );

		$created = $this->rest(
			'POST',
			'/admin/workouts',
			array(
				'title'    => 'Alleen mijn lid',
				'assigned' => array(
					'everyone' => false,
					'members'  => array( $mine ),
				),
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( array( $mine ), get_post_meta( $created->get_data()['id'], Post_Types::META_ASSIGNED_USERS, true ) );

		// A workout the administrator gave to both members: the trainer sees his own and a count.
		$shared = $this->workout( 'Gedeeld', array(), array( $mine, $theirs ) );
		$read   = $this->rest( 'GET', '/admin/workouts/' . $shared )->get_data();
		$this->assertSame(
			array(
				'everyone' => false,
				'members'  => array(
					array(
						'id'   => $mine,
						'name' => 'Mijn Lid',
					),
				),
				'others'   => 1,
			),
			$read['assigned']
		);
		$this->assertStringNotContainsString( 'Hun Lid', (string) wp_json_encode( $this->rest( 'GET', '/admin/workouts' )->get_data() ) );

		// Taking his own member off keeps the other coach's.
		$saved = $this->rest(
			'PUT',
			'/admin/workouts/' . $shared,
			array(
				'assigned' => array(
					'everyone' => false,
					'members'  => array(),
				),
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( array( $theirs ), get_post_meta( $shared, Post_Types::META_ASSIGNED_USERS, true ) );
		$this->assertRestError( 403, 'fitcoach_workout_shared', $this->rest( 'DELETE', '/admin/workouts/' . $shared ) );
		$this->assertSame( 'publish', get_post_status( $shared ) );

		// Whom he may choose: his own, not the other coach's.
		$members = array_column( $this->rest( 'GET', '/admin/workouts/members' )->get_data(), 'id' );
		$this->assertContains( $mine, $members );
		$this->assertNotContains( $theirs, $members );
	}

	/**
	 * The administrator may assign to every member: the members by name (a user with a member
	 * role and another role is no member), read in the same queries for 3 or 30 members.
	 */
	public function test_the_administrator_chooses_from_every_member_by_name_in_flat_queries(): void {
		global $wpdb;
		$zoe       = $this->create_user( 'sporter', array( 'display_name' => 'Zoë Bakker' ) );
		$anna      = $this->create_user( 'subscriber', array( 'display_name' => 'Anna de Vries' ) );
		$mila      = $this->create_user( 'sporter', array( 'display_name' => 'Mila Jansen' ) );
		$both      = $this->create_user( 'sporter', array( 'display_name' => 'Beide Rollen' ) );
		$both_user = get_userdata( $both );
		$this->assertInstanceOf( \WP_User::class, $both_user );
		$both_user->add_role( 'editor' );
		$this->create_user( 'pt_trainer', array( 'display_name' => 'Trainer Tom' ) );
		$count              = function () use ( &$wpdb ): array {
			wp_cache_flush();
			$admin = get_userdata( $this->admin );
			$this->assertInstanceOf( \WP_User::class, $admin );
			$this->assertTrue( user_can( $admin, 'edit_users' ) );
			wp_load_alloptions();
			get_option( 'fitcoach_api_key' );
			$before   = $wpdb->num_queries;
			$response = $this->rest( 'GET', '/admin/workouts/members' );
			$this->assertSame( 200, $response->get_status() );
			return array( $wpdb->num_queries - $before, $response->get_data() );
		};
		list( $few, $list ) = $count();
		$this->assertSame(
			array(
				array(
					'id'   => $anna,
					'name' => 'Anna de Vries',
				),
				array(
					'id'   => $mila,
					'name' => 'Mila Jansen',
				),
				array(
					'id'   => $zoe,
					'name' => 'Zoë Bakker',
				),
			),
			array_values( array_filter( $list, static fn( array $entry ): bool => in_array( $entry['id'], array( $anna, $mila, $zoe ), true ) ) )
		);
		$ids = array_column( $list, 'id' );
		$this->assertNotContains( $both, $ids );
		$this->assertNotContains( $this->admin, $ids );
		$this->assertCount( 3, $ids );
		for ( $i = 0; $i < 27; $i++ ) {
			$this->create_user( 'sporter' );
		}
		list( $many, $list ) = $count();
		$this->assertCount( 30, $list );
		$this->assertSame( $few, $many, '30 members cost what 3 cost' );
		// One query: no member is loaded with his meta.
		$this->assertSame( 1, $few );
	}

	/**
	 * Exercises: created with a canonical video URL, a URL wp-admin refuses is refused with the
	 * same rule, an exercise in use is not deleted, an unused one goes to the trash.
	 */
	public function test_exercises_follow_wp_admins_video_rule_and_are_kept_while_used(): void {
		$created = $this->rest(
			'POST',
			'/admin/exercises',
			array(
				'title'     => 'Deadlift',
				'video_url' => 'https://vimeo.com/76979871',
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$exercise = $created->get_data();
		$this->assertSame( 'https://vimeo.com/76979871', $exercise['video_url'] );
		$this->assertSame( 'https://vimeo.com/76979871', get_post_meta( $exercise['id'], Post_Types::META_VIDEO_URL, true ) );

		$bad = $this->rest(
			'PUT',
			'/admin/exercises/' . $exercise['id'],
			array( 'video_url' => 'javascript:alert(1)' )
		);
		$this->assertRestError( 400, 'fitcoach_invalid_video_url', $bad );
		$this->assertSame( 'Alleen YouTube- en Vimeo-links zijn toegestaan.', $bad->get_data()['message'] );
		$this->assertArrayHasKey( 'video_url', $bad->get_data()['data']['params'] );
		$this->assertSame( 'https://vimeo.com/76979871', get_post_meta( $exercise['id'], Post_Types::META_VIDEO_URL, true ) );

		$cleared = $this->rest(
			'PUT',
			'/admin/exercises/' . $exercise['id'],
			array(
				'video_url' => '',
				'modified'  => $exercise['modified'],
			)
		);
		$this->assertSame( '', $cleared->get_data()['video_url'] );
		$this->assertRestError(
			409,
			'fitcoach_conflict',
			$this->rest(
				'PUT',
				'/admin/exercises/' . $exercise['id'],
				array(
					'title'    => 'Oud',
					'modified' => $exercise['modified'],
				)
			)
		);

		$workout = $this->workout( 'Trekken', array( $exercise['id'] ) );
		$in_use  = $this->rest( 'DELETE', '/admin/exercises/' . $exercise['id'] );
		$this->assertRestError( 409, 'fitcoach_exercise_in_use', $in_use );
		$this->assertSame(
			array(
				array(
					'id'    => $workout,
					'title' => 'Trekken',
				),
			),
			$in_use->get_data()['data']['workouts']
		);
		$this->assertSame( 1, $this->rest( 'GET', '/admin/exercises/' . $exercise['id'] )->get_data()['workouts'] );

		update_post_meta( $workout, Post_Types::META_EXERCISE_IDS, array() );
		$this->assertSame( 200, $this->rest( 'DELETE', '/admin/exercises/' . $exercise['id'] )->get_status() );
		$this->assertSame( 'trash', get_post_status( $exercise['id'] ) );
		$this->assertSame( array(), $this->rest( 'GET', '/admin/exercises' )->get_data() );
	}
}
