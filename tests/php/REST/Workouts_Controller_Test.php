<?php
/**
 * Workout routes: visibility, shape, exercises with embeds, last session and count.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Tests\TestCase;
use FitCoach\Tests\Support\Member_Fixtures;


/**
 * /workouts.
 */
class Workouts_Controller_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The logged-in member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * Another member.
	 *
	 * @var int
	 */
	private int $other;

	protected function set_up() {
		parent::set_up();
		$this->member = $this->create_user( 'sporter' );
		$this->other  = $this->create_user( 'sporter' );
		wp_set_current_user( $this->member );
	}

	public function test_list_shape_with_exercises_in_order_and_embeds(): void {
		$squat = $this->exercise( 'Squat', 'https://youtu.be/dQw4w9WgXcQ' );
		$lunge = $this->exercise( 'Lunge', 'https://vimeo.com/76979871' );
		$plank = $this->exercise( 'Plank' );
		$id    = $this->workout( 'Benen & Core', array( $lunge, $squat, $plank ), array(), "Sterke benen.\n\nEn een <strong>stevige</strong> core." );

		$response = $this->rest( 'GET', '/workouts' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertCount( 1, $data );
		$workout = $data[0];
		$this->assertSame( array( 'id', 'title', 'description', 'exercises' ), array_keys( $workout ) );
		$this->assertSame( $id, $workout['id'] );
		$this->assertSame( 'Benen & Core', $workout['title'] );
		$this->assertSame( "<p>Sterke benen.</p>\n<p>En een <strong>stevige</strong> core.</p>", $workout['description'] );
		$this->assertSame( array( $lunge, $squat, $plank ), array_column( $workout['exercises'], 'id' ) );
		$this->assertSame(
			array(
				'id'               => $lunge,
				'exercise'         => array(
					'ID'         => $lunge,
					'post_title' => 'Lunge',
				),
				'title'            => 'Lunge',
				'youtubevimeo_url' => '<iframe src="https://player.vimeo.com/video/76979871" title="Lunge" width="560" height="315" loading="lazy" allow="autoplay; fullscreen; picture-in-picture; clipboard-write" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
				'prescription'     => null,
			),
			$workout['exercises'][0]
		);
		$this->assertStringContainsString( 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', $workout['exercises'][1]['youtubevimeo_url'] );
		$this->assertSame( '', $workout['exercises'][2]['youtubevimeo_url'] );
	}

	public function test_visibility_everyone_mine_and_others(): void {
		$everyone = $this->workout( 'A Iedereen' );
		$mine     = $this->workout( 'B Voor mij', array(), array( $this->other, $this->member ) );
		$theirs   = $this->workout( 'C Voor de ander', array(), array( $this->other ) );
		$draft    = $this->workout( 'D Concept', array(), array(), '', 'draft' );

		$this->assertSame( array( $everyone, $mine ), array_column( $this->rest( 'GET', '/workouts' )->get_data(), 'id' ) );
		$this->assertSame( 200, $this->rest( 'GET', '/workouts/' . $mine )->get_status() );
		foreach ( array( $theirs, $draft ) as $hidden ) {
			$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'GET', '/workouts/' . $hidden ) );
			$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'GET', '/workouts/' . $hidden . '/last-session' ) );
			$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'GET', '/workouts/' . $hidden . '/session-count' ) );
		}

		wp_set_current_user( $this->other );
		$this->assertSame( array( $everyone, $mine, $theirs ), array_column( $this->rest( 'GET', '/workouts' )->get_data(), 'id' ) );
	}

	public function test_other_post_types_and_missing_ids_are_not_found(): void {
		$exercise = $this->exercise( 'Squat' );
		$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'GET', '/workouts/' . $exercise ) );
		$this->assertRestError( 404, 'fitcoach_workout_not_found', $this->rest( 'GET', '/workouts/999999' ) );
		$this->assertSame( 404, $this->rest( 'GET', '/workouts/1abc' )->get_status() );
	}

	public function test_unpublished_and_missing_exercises_are_left_out(): void {
		$kept    = $this->exercise( 'Squat' );
		$drafted = $this->exercise( 'Concept' );
		wp_update_post(
			array(
				'ID'          => $drafted,
				'post_status' => 'draft',
			)
		);
		$id = $this->workout( 'W', array( $drafted, 999999, $kept ) );
		$this->assertSame( array( $kept ), array_column( $this->rest( 'GET', '/workouts/' . $id )->get_data()['exercises'], 'id' ) );
	}

	/**
	 * A workout description comes back as safe HTML, whoever wrote it.
	 *
	 * @group security-xss
	 */
	public function test_description_is_safe_html_whoever_wrote_it(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$id = $this->workout( 'W', array(), array(), '<p onclick="alert(1)">Hallo</p><script>alert(2)</script><img src=x onerror=alert(3)>' );
		wp_set_current_user( $this->member );
		$description = $this->rest( 'GET', '/workouts/' . $id )->get_data()['description'];
		$this->assertStringNotContainsString( '<script', $description );
		$this->assertStringNotContainsString( 'onclick', $description );
		$this->assertStringNotContainsString( 'onerror', $description );
		$this->assertStringContainsString( 'Hallo', $description );
		$this->assertStringNotContainsString( '<script', get_post_field( 'post_content', $id ), 'Stored safe as well.' );
	}

	public function test_last_session_and_session_count(): void {
		$id    = $this->workout( 'W' );
		$other = $this->workout( 'X' );
		$this->assertSame( 200, $this->rest( 'GET', '/workouts/' . $id . '/last-session' )->get_status() );
		$this->assertNull( $this->rest( 'GET', '/workouts/' . $id . '/last-session' )->get_data() );
		$this->assertSame( array( 'count' => 0 ), $this->rest( 'GET', '/workouts/' . $id . '/session-count' )->get_data() );

		$this->session( $this->member, $id, '2025-05-01 10:00:00', array(), 'Sessie 1' );
		$newest = $this->session( $this->member, $id, '2025-05-03 10:00:00', array( $this->sets( 1, 'Squat', array( array( 50.0, 8 ) ) ) ), 'Sessie 2' );
		$this->session( $this->member, $other, '2025-05-09 10:00:00' );
		$this->session( $this->other, $id, '2025-05-10 10:00:00' );

		$last = $this->rest( 'GET', '/workouts/' . $id . '/last-session' )->get_data();
		$this->assertSame( $newest, $last['id'] );
		$this->assertSame( 'Sessie 2', $last['title'] );
		$this->assertSame(
			array(
				'id'    => $id,
				'title' => 'W',
			),
			$last['workout']
		);
		$this->assertSame( 400.0, $last['total_weight'] );
		$this->assertSame( array( 'count' => 2 ), $this->rest( 'GET', '/workouts/' . $id . '/session-count' )->get_data() );
	}

	public function test_the_list_costs_the_same_queries_for_one_or_many_workouts(): void {
		global $wpdb;
		$ex = array( $this->exercise( 'A', 'https://youtu.be/dQw4w9WgXcQ' ), $this->exercise( 'B' ) );
		$this->workout( 'Eerste', $ex );
		$queries = function () use ( $wpdb ): int {
			wp_cache_flush();
			$this->reset_rest_server();
			rest_get_server();
			$before = $wpdb->num_queries;
			$this->assertSame( 200, $this->rest( 'GET', '/workouts' )->get_status() );
			return $wpdb->num_queries - $before;
		};
		$one     = $queries();
		for ( $i = 0; $i < 6; $i++ ) {
			$more = array( $this->exercise( "E$i" ), $this->exercise( "F$i", 'https://vimeo.com/76979871' ) );
			$this->workout( "W$i", $more );
		}
		$seven = $queries();
		$this->assertCount( 7, $this->rest( 'GET', '/workouts' )->get_data() );
		$this->assertSame( $one, $seven );
		// 7: with the cache flushed under a user object built before, reading the member's language
		// (user meta) costs one query here; a real request has that meta already, loaded with the
		// user's capabilities (the bench's per-route counts did not change).
		$this->assertLessThanOrEqual( 7, $seven );
	}
}
