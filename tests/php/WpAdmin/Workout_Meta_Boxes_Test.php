<?php
/**
 * The wp-admin boxes of exercises (video URL) and workouts (ordered exercises, assignment).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\WpAdmin\Workout_Meta_Boxes;
use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;

/**
 * Workout and exercise meta boxes.
 */
class Workout_Meta_Boxes_Test extends TestCase {

	/**
	 * A post of a type.
	 *
	 * @param string $type  Post type.
	 * @param string $title Title.
	 */
	private function post( string $type, string $title ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_status' => 'publish',
				'post_title'  => $title,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Saves a post the way its edit screen does, with these form fields.
	 *
	 * @param int                  $post_id Post id.
	 * @param array<string, mixed> $fields  Form fields (without nonces).
	 * @param bool                 $nonces  Whether the boxes' nonces are sent.
	 */
	private function submit( int $post_id, array $fields, bool $nonces = true ): void {
		$_POST = $fields;
		if ( $nonces ) {
			$_POST['fitcoach_exercise_meta'] = wp_create_nonce( 'fitcoach_exercise_meta' );
			$_POST['fitcoach_workout_meta']  = wp_create_nonce( 'fitcoach_workout_meta' );
		}
		$_POST = wp_slash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- Building the test request.
		wp_update_post(
			array(
				'ID'         => $post_id,
				'post_title' => get_the_title( $post_id ),
			)
		);
		$_POST = array();
	}

	/**
	 * Restores the request globals.
	 */
	protected function tear_down() {
		$_POST = array();
		unset( $_GET['fitcoach_notice'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Test clean-up.
		parent::tear_down();
	}

	public function test_a_valid_video_url_is_saved_and_an_invalid_one_is_refused_with_a_notice(): void {
		wp_set_current_user( $this->existing_user_by_login( 'coach' )->ID );
		$exercise = $this->post( Post_Types::EXERCISE, 'Squat' );

		$this->submit( $exercise, array( 'fitcoach_video_url' => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ) );
		$saved = (string) get_post_meta( $exercise, Post_Types::META_VIDEO_URL, true );
		$this->assertStringContainsString( 'dQw4w9WgXcQ', $saved );

		$boxes = new Workout_Meta_Boxes();
		$boxes->register();
		$_POST = wp_slash(
			array(
				'fitcoach_video_url'     => 'https://evil.example/watch?v=dQw4w9WgXcQ',
				'fitcoach_exercise_meta' => wp_create_nonce( 'fitcoach_exercise_meta' ),
			)
		);
		$boxes->save_exercise( $exercise, $this->existing_post( $exercise ) );
		$this->assertSame( $saved, get_post_meta( $exercise, Post_Types::META_VIDEO_URL, true ), 'An invalid URL is not saved' );
		$location = $boxes->carry_notice( 'http://localhost/wp-admin/post.php?post=' . $exercise . '&action=edit' );
		$this->assertStringContainsString( 'fitcoach_notice=video', $location );

		set_current_screen( Post_Types::EXERCISE );
		$_GET['fitcoach_notice'] = 'video';
		ob_start();
		$boxes->print_notice();
		$this->assertStringContainsString( 'De video-link is niet opgeslagen', (string) ob_get_clean() );

		$this->submit( $exercise, array( 'fitcoach_video_url' => 'https://vimeo.com/76979871' ) );
		$this->assertStringContainsString( '76979871', (string) get_post_meta( $exercise, Post_Types::META_VIDEO_URL, true ) );

		$this->submit( $exercise, array( 'fitcoach_video_url' => '' ) );
		$this->assertSame( '', get_post_meta( $exercise, Post_Types::META_VIDEO_URL, true ), 'An empty field removes the video' );
	}

	public function test_nothing_is_saved_without_the_nonce_or_by_someone_who_does_not_run_the_app(): void {
		wp_set_current_user( $this->existing_user_by_login( 'coach' )->ID );
		$exercise = $this->post( Post_Types::EXERCISE, 'Lunge' );
		$this->submit( $exercise, array( 'fitcoach_video_url' => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ), false );
		$this->assertSame( '', get_post_meta( $exercise, Post_Types::META_VIDEO_URL, true ) );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->submit( $exercise, array( 'fitcoach_video_url' => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ) );
		$this->assertSame( '', get_post_meta( $exercise, Post_Types::META_VIDEO_URL, true ) );
	}

	public function test_the_workout_keeps_the_chosen_exercises_in_order_and_its_members(): void {
		wp_set_current_user( $this->existing_user_by_login( 'coach' )->ID );
		$squat   = $this->post( Post_Types::EXERCISE, 'Squat' );
		$press   = $this->post( Post_Types::EXERCISE, 'Press' );
		$row     = $this->post( Post_Types::EXERCISE, 'Row' );
		$workout = $this->post( Post_Types::WORKOUT, 'Full Body' );
		$sanne   = $this->create_user( 'sporter' );
		$daan    = $this->create_user( 'sporter' );
		$trainer = $this->create_user( 'pt_trainer' );

		$this->submit(
			$workout,
			array(
				'fitcoach_exercises'      => array(
					$squat   => array(
						'selected' => '1',
						'order'    => '2',
					),
					$press   => array( 'order' => '1' ),
					$row     => array(
						'selected' => '1',
						'order'    => '1',
					),
					$workout => array(
						'selected' => '1',
						'order'    => '3',
					),
					999999   => array( 'selected' => '1' ),
				),
				'fitcoach_assignment'     => 'chosen',
				'fitcoach_assigned_users' => array( (string) $daan, (string) $trainer, 'abc' ),
			)
		);
		$this->assertSame( array( $row, $squat ), array_map( 'intval', (array) get_post_meta( $workout, Post_Types::META_EXERCISE_IDS, true ) ) );
		$this->assertSame( array( $daan ), array_map( 'intval', (array) get_post_meta( $workout, Post_Types::META_ASSIGNED_USERS, true ) ) );

		// The picker shows the chosen ones first, in order, then the rest; Sanne unticked, Daan ticked.
		ob_start();
		( new Workout_Meta_Boxes() )->render_exercises_box( $this->existing_post( $workout ) );
		$html = (string) ob_get_clean();
		$this->assertLessThan( strpos( $html, '>Squat<' ), strpos( $html, '>Row<' ) );
		$this->assertLessThan( strpos( $html, '>Press<' ), strpos( $html, '>Squat<' ) );
		ob_start();
		( new Workout_Meta_Boxes() )->render_assignment_box( $this->existing_post( $workout ) );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '/value="' . $daan . '"\s+checked/', $html );
		$this->assertDoesNotMatchRegularExpression( '/value="' . $sanne . '"\s+checked/', $html );
		$this->assertStringNotContainsString( 'value="' . $trainer . '"', $html );

		$this->submit( $workout, array( 'fitcoach_assignment' => 'everyone' ) );
		$this->assertSame( array(), (array) get_post_meta( $workout, Post_Types::META_ASSIGNED_USERS, true ) );
		$this->assertSame( array(), (array) get_post_meta( $workout, Post_Types::META_EXERCISE_IDS, true ) );
	}

	/**
	 * Workout titles are escaped in the exercise picker.
	 *
	 * @group security-xss
	 */
	public function test_titles_are_escaped_in_the_picker(): void {
		wp_set_current_user( $this->existing_user_by_login( 'coach' )->ID );
		$this->post( Post_Types::EXERCISE, 'Bench <img src=x onerror=alert(1)>' );
		$workout = $this->post( Post_Types::WORKOUT, 'W' );
		ob_start();
		( new Workout_Meta_Boxes() )->render_exercises_box( $this->existing_post( $workout ) );
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( '<img', $html );
	}
}
