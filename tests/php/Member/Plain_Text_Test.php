<?php
/**
 * Titles and names come back as typed: "&", "<", '"', "'" and "é" stored in every title and name
 * (workouts and exercises written in wp-admin, measurements and sessions written by the app,
 * member names from the profile and the admin screens) are given back as plain decoded text by
 * every route that returns them — the lists, the items, the home charts, the activity feed, the
 * admin user list and detail, the switcher, /auth/me — and by the personal-data export. Never
 * "&amp;", "&#038;", "&lt;" or typographic quotes.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Privacy;
use FitCoach\Tests\Support\Logins;
use FitCoach\Tests\TestCase;
use FitCoach\Tests\Support\Member_Fixtures;


/**
 * Typed text on every surface.
 *
 * @group security-typed_text
 */
class Plain_Text_Test extends TestCase {

	use Member_Fixtures;
	use Logins;

	/** What people type: an ampersand, a lone "<", both quotes and an accent. */
	private const TYPED = 'Benen & Core <3 "zwaar" \'echt\' é';

	/**
	 * The member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * Their workout (written by an administrator, who may post unfiltered HTML: stored as typed).
	 *
	 * @var int
	 */
	private int $workout;

	/**
	 * A workout written by an author without unfiltered_html (kses stores "&" as "&amp;").
	 *
	 * @var int
	 */
	private int $filtered;

	/**
	 * The app's routes as the member.
	 */
	protected function set_up() {
		parent::set_up();
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$exercise      = $this->exercise( 'Squat ' . self::TYPED );
		$this->workout = $this->workout( 'Workout ' . self::TYPED, array( $exercise ) );

		wp_set_current_user( $this->create_user( 'author' ) );
		$this->filtered = $this->workout( 'Gefilterd & "zwaar" \'echt\' é', array( $exercise ) );

		wp_set_current_user( $admin );
		$created = $this->rest(
			'POST',
			'/admin/users',
			array(
				'first_name' => 'Voor ' . self::TYPED,
				'last_name'  => 'Achter ' . self::TYPED,
				'email'      => 'getypt@example.test',
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$this->member = (int) $created->get_data()['user']['id'];
		wp_set_current_user( $this->member );
	}

	/**
	 * Asserts a text is the typed one, with what is around it.
	 *
	 * @param string $expected Expected text.
	 * @param mixed  $actual   From the API.
	 * @param string $what     Where it came from.
	 */
	private function assert_typed( string $expected, $actual, string $what ): void {
		$this->assertSame( $expected, $actual, $what );
	}

	public function test_workout_and_exercise_titles_as_typed_on_every_route(): void {
		$detail = $this->rest( 'GET', '/workouts/' . $this->workout )->get_data();
		$this->assert_typed( 'Workout ' . self::TYPED, $detail['title'], 'workout detail' );
		$this->assert_typed( 'Squat ' . self::TYPED, $detail['exercises'][0]['title'], 'exercise title' );
		$this->assert_typed( 'Squat ' . self::TYPED, $detail['exercises'][0]['exercise']['post_title'], 'exercise post_title' );

		$titles = array_column( $this->rest( 'GET', '/workouts' )->get_data(), 'title', 'id' );
		$this->assert_typed( 'Workout ' . self::TYPED, $titles[ $this->workout ] ?? null, 'workout list' );
		$this->assert_typed( 'Gefilterd & "zwaar" \'echt\' é', $titles[ $this->filtered ] ?? null, 'workout stored through kses' );
		$this->assertStringContainsString( '&amp;', get_post_field( 'post_title', $this->filtered ), 'kses stored an entity (not vacuous)' );
	}

	public function test_measurement_and_session_titles_as_typed_in_lists_items_and_charts(): void {
		$measurement = $this->rest(
			'POST',
			'/measurements',
			array(
				'date'       => gmdate( 'Y-m-d' ),
				'weight'     => 72.5,
				'energy'     => 7,
				'post_title' => 'Meting ' . self::TYPED,
			)
		);
		$this->assertSame( 201, $measurement->get_status() );
		$this->assert_typed( 'Meting ' . self::TYPED, $measurement->get_data()['post_title'], 'measurement' );
		$this->assert_typed( 'Meting ' . self::TYPED, $this->rest( 'GET', '/measurements' )->get_data()['data'][0]['post_title'], 'measurement list' );

		$session = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $this->workout,
				'title'      => 'Sessie ' . self::TYPED,
				'exercises'  => array(
					array(
						'id'    => 0,
						'title' => 'Oefening ' . self::TYPED,
						'sets'  => array(
							array(
								'weight' => 50,
								'reps'   => 5,
							),
						),
					),
				),
			)
		);
		$this->assertSame( 201, $session->get_status(), (string) wp_json_encode( $session->get_data() ) );
		$data = $session->get_data();
		$this->assert_typed( 'Sessie ' . self::TYPED, $data['title'], 'session' );
		$this->assert_typed( 'Workout ' . self::TYPED, $data['workout']['title'], 'session workout' );
		$this->assert_typed( 'Oefening ' . self::TYPED, $data['exercises'][0]['title'], 'session exercise' );

		$row = $this->rest( 'GET', '/workout-sessions' )->get_data()['data'][0];
		$this->assert_typed( 'Sessie ' . self::TYPED, $row['title'], 'session list' );
		$this->assert_typed( 'Workout ' . self::TYPED, $row['workout']['title'], 'session list workout' );

		$chart = $this->rest( 'GET', '/stats/weight-volume' )->get_data();
		$last  = end( $chart );
		$this->assertIsArray( $last );
		$this->assert_typed( 'Sessie ' . self::TYPED, $last['session_title'], 'home chart session title' );
		$this->assert_typed( 'Workout ' . self::TYPED, $last['workout_title'], 'home chart workout title' );
	}

	/**
	 * Logs a session through the app's route, as the member.
	 *
	 * @param int    $workout Workout.
	 * @param string $title   Title.
	 */
	private function log_session( int $workout, string $title ): void {
		$response = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $workout,
				'title'      => $title,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_names_and_titles_as_typed_in_the_admin_screens(): void {
		$this->log_session( $this->workout, 'Sessie ' . self::TYPED );
		// A session whose workout is gone: the feed shows the session's own title.
		$this->log_session( $this->filtered, 'Los ' . self::TYPED );
		wp_delete_post( $this->filtered, true );
		$name = 'Voor ' . self::TYPED . ' Achter ' . self::TYPED;

		$me = $this->rest( 'GET', '/auth/me' )->get_data();
		$this->assert_typed( 'Voor ' . self::TYPED, $me['first_name'], 'me first name' );
		$this->assert_typed( 'Achter ' . self::TYPED, $me['last_name'], 'me last name' );
		$this->assert_typed( $name, $me['display_name'], 'me display name' );

		$this->log_in( $this->create_user( 'administrator' ) );
		$feed  = $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 10 ) )->get_data();
		$items = array_values( array_filter( $feed, fn( $item ) => $this->member === $item['user_id'] ) );
		$this->assertCount( 2, $items );
		foreach ( $items as $item ) {
			$this->assert_typed( $name, $item['user_name'], 'feed user name' );
		}
		$this->assertEqualsCanonicalizing( array( 'Workout ' . self::TYPED, 'Los ' . self::TYPED ), array_column( $items, 'workout_name' ), 'feed workout names' );

		$detail = $this->rest( 'GET', '/admin/users/' . $this->member )->get_data();
		$this->assert_typed( $name, $detail['name'], 'admin detail name' );
		$this->assert_typed( 'Voor ' . self::TYPED, $detail['first_name'], 'admin detail first name' );
		$this->assert_typed( 'Achter ' . self::TYPED, $detail['last_name'], 'admin detail last name' );
		$listed = array_column( $this->rest( 'GET', '/admin/users' )->get_data(), 'name', 'id' );
		$this->assert_typed( $name, $listed[ $this->member ] ?? null, 'admin list' );

		$switchable = array_column( $this->rest( 'GET', '/user/switch/available' )->get_data()['users'], null, 'id' );
		$this->assert_typed( $name, $switchable[ $this->member ]['display_name'] ?? null, 'switcher' );
		$this->assert_typed( 'Voor ' . self::TYPED, $switchable[ $this->member ]['first_name'] ?? null, 'switcher first name' );
		$switched = $this->rest( 'POST', '/user/switch', array( 'user_id' => $this->member ) )->get_data();
		$this->assert_typed( $name, $switched['switched_user']['display_name'] ?? null, 'switched to: ' . wp_json_encode( $switched ) );
		$current = $this->rest( 'GET', '/user/switch/current' )->get_data();
		$this->assert_typed( $name, $current['switched_user']['display_name'] ?? null, 'switched now' );
	}

	public function test_the_personal_data_export_shows_titles_as_typed(): void {
		$this->log_session( $this->workout, 'Sessie ' . self::TYPED );
		$email  = (string) $this->existing_user( $this->member )->user_email;
		$values = array_column( Privacy::export_sessions( $email )['data'][0]['data'], 'value', 'name' );
		// The export report reads values as HTML (it runs them through kses): escaped text.
		$this->assertSame( 'Sessie ' . self::TYPED, html_entity_decode( $values['Titel'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		$this->assertSame( 'Workout ' . self::TYPED, html_entity_decode( $values['Workout'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		$this->assertSame( wp_kses( $values['Titel'], array() ), $values['Titel'], 'Nothing for kses to eat' );
	}
}
