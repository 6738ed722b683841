<?php
/**
 * Stored XSS, the server's half: script tags, event-handler attributes and javascript: URLs sent
 * into every text the app stores — measurement titles, session titles and notes, profile names,
 * names of users an admin creates, the app name and link buttons, and workout descriptions and
 * titles written in wp-admin by an administrator (who may post unfiltered HTML) — come back
 * inert: plain-text fields hold no markup, descriptions only safe HTML, the app page no script of
 * theirs. The browser's half (the app shows them as text and no dialog opens) is
 * tests/e2e/security.spec.ts.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Frontend\App_Page;
use FitCoach\Post_Types;
use FitCoach\Settings;
use FitCoach\Tests\TestCase;
use FitCoach\Tests\Support\Figures;


/**
 * Stored XSS through the API.
 *
 * @group security-xss
 */
class Stored_Xss_Test extends TestCase {

	/**
	 * The payloads.
	 */
	private const PAYLOADS = array(
		'script tag'         => '<script>alert("xss-1")</script>Sessie',
		'img onerror'        => '<img src=x onerror=alert("xss-2")>Meting',
		'svg onload'         => '"><svg onload=alert("xss-3")>',
		'javascript link'    => '<a href="javascript:alert(\'xss-4\')">klik</a>',
		'iframe srcdoc'      => '<iframe srcdoc="<script>alert(5)</script>"></iframe>',
		'body onload'        => '<body onload=alert("xss-6")>',
		'entity smuggling'   => '&lt;img src=x onerror=alert("xss-7")&gt;',
		'style expression'   => '<div style="background:url(javascript:alert(8))">x</div>',
		'template injection' => '{{constructor.constructor("alert(9)")()}}',
	);

	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
	}

	/**
	 * Asserts a plain-text value holds no markup at all.
	 *
	 * @param mixed  $value Value from the API.
	 * @param string $what  What it is.
	 */
	private function assert_plain_text( $value, string $what ): void {
		$this->assertIsString( $value, $what );
		$this->assertDoesNotMatchRegularExpression( '/<\s*[a-z!\/?]/i', $value, "$what holds markup: $value" );
	}

	/**
	 * Asserts HTML holds nothing that runs: no script-like element, no event handler, no
	 * javascript: or data: URL.
	 *
	 * @param string $html HTML.
	 * @param string $what What it is.
	 */
	private function assert_safe_html( string $html, string $what ): void {
		$this->assertDoesNotMatchRegularExpression( '/<\s*(script|iframe|svg|object|embed|style|body|math|template)\b/i', $html, "$what: $html" );
		$this->assertDoesNotMatchRegularExpression( '/<[^>]+\son[a-z]+\s*=/i', $html, "$what: $html" );
		$this->assertDoesNotMatchRegularExpression( '/(href|src|action)\s*=\s*["\']?\s*(javascript|data|vbscript):/i', $html, "$what: $html" );
		$this->assertDoesNotMatchRegularExpression( '/url\s*\(\s*["\']?\s*javascript:/i', $html, "$what: $html" );
	}

	/**
	 * Measurements and sessions: titles and notes come back as plain text, in the item and in
	 * the lists.
	 */
	public function test_member_texts_come_back_as_plain_text(): void {
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$workout = (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::WORKOUT,
				'post_status' => 'publish',
				'post_title'  => 'Workout',
			)
		);
		$day     = 1;
		foreach ( self::PAYLOADS as $label => $payload ) {
			$measurement = $this->rest(
				'POST',
				'/measurements',
				array(
					'date'       => gmdate( 'Y-m-d', time() - ( $day++ ) * DAY_IN_SECONDS ),
					'weight'     => 70,
					'energy'     => 5,
					'post_title' => $payload,
				)
			);
			$this->assertSame( 201, $measurement->get_status(), $label );
			$this->assert_plain_text( $measurement->get_data()['post_title'], "measurement title ($label)" );

			$session = $this->rest(
				'POST',
				'/workout-sessions',
				array(
					'workout_id' => $workout,
					'title'      => $payload,
					'content'    => "Notitie\n" . $payload,
					'exercises'  => array(
						array(
							'id'    => 0,
							'title' => $payload,
							'sets'  => array(
								array(
									'weight' => 10,
									'reps'   => 5,
								),
							),
						),
					),
				)
			);
			$this->assertSame( 201, $session->get_status(), $label );
			$data = $session->get_data();
			$this->assert_plain_text( $data['title'], "session title ($label)" );
			$this->assert_plain_text( $data['content'], "session notes ($label)" );
			foreach ( $data['exercises'] as $exercise ) {
				$this->assert_plain_text( $exercise['title'], "session exercise title ($label)" );
			}
			$updated = $this->rest(
				'PUT',
				'/workout-sessions/' . $data['id'],
				array(
					'title'   => $payload,
					'content' => $payload,
				)
			);
			$this->assertSame( 200, $updated->get_status(), $label );
			$this->assert_plain_text( $updated->get_data()['title'], "updated session title ($label)" );
			$this->assert_plain_text( $updated->get_data()['content'], "updated session notes ($label)" );
		}
		foreach ( $this->rest( 'GET', '/measurements', array( 'per_page' => 100 ) )->get_data()['data'] as $row ) {
			$this->assert_plain_text( $row['post_title'], 'measurement list' );
		}
		foreach ( $this->rest( 'GET', '/workout-sessions', array( 'per_page' => 100 ) )->get_data()['data'] as $row ) {
			$this->assert_plain_text( $row['title'], 'session list title' );
			$this->assert_plain_text( $row['content'], 'session list notes' );
		}
	}

	/**
	 * Asserts a name WordPress stores holds no markup: "<" and ">" only as entities, so themes
	 * and screens that print a name unescaped (as core's the_author() does) still print text.
	 *
	 * @param int    $user_id User.
	 * @param string $what    What was stored.
	 */
	private function assert_stored_name_inert( int $user_id, string $what ): void {
		clean_user_cache( $user_id );
		$user = get_userdata( $user_id );
		$this->assertNotFalse( $user );
		foreach ( array( $user->first_name, $user->last_name, $user->display_name ) as $stored ) {
			$this->assertStringNotContainsString( '<', (string) $stored, "$what stored: $stored" );
			$this->assertStringNotContainsString( '>', (string) $stored, "$what stored: $stored" );
		}
	}

	/**
	 * Names: the profile form and users an admin creates or edits, in every answer that shows
	 * them (the user object, the admin list and detail, the switcher, the activity feed). A name is
	 * plain text as typed, markup included: the API gives back exactly the typed characters (the
	 * app renders text, never HTML: tests/e2e/security.spec.ts), while WordPress keeps the name with
	 * "<" and ">" as entities, inert for anything that prints it unescaped.
	 */
	public function test_names_come_back_as_typed_and_are_stored_inert(): void {
		$admin = $this->create_user( 'administrator' );
		$ids   = array();
		foreach ( self::PAYLOADS as $label => $payload ) {
			wp_set_current_user( $admin );
			$created = $this->rest(
				'POST',
				'/admin/users',
				array(
					'first_name' => 'Xss ' . $payload,
					'last_name'  => $payload . ' Lid',
					'email'      => 'xss' . md5( $label ) . '@example.test',
				)
			);
			$this->assertSame( 201, $created->get_status(), $label . ': ' . wp_json_encode( $created->get_data() ) );
			$user = $created->get_data()['user'];
			$this->assertSame( 'Xss ' . $payload, $user['first_name'], "created first name ($label)" );
			$this->assertSame( $payload . ' Lid', $user['last_name'], "created last name ($label)" );
			$this->assertSame( 'Xss ' . $payload . ' ' . $payload . ' Lid', $user['name'], "created name ($label)" );
			$id    = (int) $user['id'];
			$ids[] = $id;
			$this->assert_stored_name_inert( $id, "created ($label)" );

			$this->rest(
				'PUT',
				'/admin/users/' . $id,
				array(
					'first_name' => $payload,
					'last_name'  => 'Achter ' . $payload,
				)
			);
			$detail = $this->rest( 'GET', '/admin/users/' . $id )->get_data();
			$this->assertSame( $payload, $detail['first_name'], "edited first name ($label)" );
			$this->assertSame( 'Achter ' . $payload, $detail['last_name'], "edited last name ($label)" );
			$this->assertSame( $payload . ' Achter ' . $payload, $detail['name'], "edited name ($label)" );
			$this->assert_stored_name_inert( $id, "edited ($label)" );

			// The member edits their own profile.
			wp_set_current_user( $id );
			$profile = $this->rest(
				'PUT',
				'/auth/profile',
				array(
					'first_name' => 'Voor ' . $payload,
					'last_name'  => 'Achter ' . $payload,
					'email'      => 'xss' . md5( $label ) . '@example.test',
				)
			);
			$this->assertSame( 200, $profile->get_status(), $label );
			$this->assertSame( 'Voor ' . $payload, $profile->get_data()['first_name'], "profile first name ($label)" );
			$this->assertSame( 'Voor ' . $payload . ' Achter ' . $payload, $profile->get_data()['display_name'], "profile display name ($label)" );
			wp_set_current_user( 0 );
			wp_set_current_user( $id );
			$this->assertSame( 'Voor ' . $payload . ' Achter ' . $payload, $this->rest( 'GET', '/auth/me' )->get_data()['display_name'], "me ($label)" );
			$this->assert_stored_name_inert( $id, "profile ($label)" );
		}
		wp_set_current_user( $admin );
		$listed = array();
		foreach ( $this->rest( 'GET', '/admin/users' )->get_data() as $row ) {
			$listed[ (int) $row['id'] ] = $row['name'];
		}
		$switchable = array();
		foreach ( $this->rest( 'GET', '/user/switch/available' )->get_data()['users'] as $row ) {
			$switchable[ (int) $row['id'] ] = $row['display_name'];
		}
		foreach ( array_values( self::PAYLOADS ) as $index => $payload ) {
			$expected = 'Voor ' . $payload . ' Achter ' . $payload;
			$this->assertSame( $expected, $listed[ $ids[ $index ] ] ?? null, 'admin list' );
			$this->assertSame( $expected, $switchable[ $ids[ $index ] ] ?? null, 'switcher' );
		}
	}

	/**
	 * Workouts written in wp-admin by an administrator (unfiltered HTML): the description comes
	 * back as safe HTML, the titles of workouts and exercises as text without any tag.
	 */
	public function test_workouts_from_wp_admin_come_back_inert(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$exercise = (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::EXERCISE,
				'post_status' => 'publish',
				'post_title'  => '<img src=x onerror=alert("oefening")>Squat',
			)
		);
		$workout  = (int) wp_insert_post(
			array(
				'post_type'    => Post_Types::WORKOUT,
				'post_status'  => 'publish',
				'post_title'   => '<script>alert("titel")</script>Full body',
				'post_content' => implode( "\n\n", self::PAYLOADS ) . "\n\n<p>Borst en <strong>rug</strong>.</p>",
			)
		);
		// Stored as written, whatever filters ran on save (an administrator may post unfiltered HTML).
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_title' => '<img src=x onerror=alert("oefening")>Squat' ), array( 'ID' => $exercise ) );
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_title'   => '<script>alert("titel")</script>Full body',
				'post_content' => implode( "\n\n", self::PAYLOADS ) . "\n\n<p>Borst en <strong>rug</strong>.</p>",
			),
			array( 'ID' => $workout )
		);
		clean_post_cache( $exercise );
		clean_post_cache( $workout );
		update_post_meta( $workout, Post_Types::META_EXERCISE_IDS, array( $exercise ) );
		update_post_meta( $workout, Post_Types::META_ASSIGNED_USERS, array() );
		$this->assertStringContainsString( '<script>', get_post_field( 'post_content', $workout ), 'Stored unfiltered (the worst case)' );

		wp_set_current_user( $this->create_user( 'sporter' ) );
		$response = $this->rest( 'GET', '/workouts/' . $workout );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assert_safe_html( $data['description'], 'workout description' );
		$this->assertStringContainsString( '<strong>rug</strong>', $data['description'], 'Safe markup stays (not vacuous)' );
		$this->assert_plain_text( $data['title'], 'workout title' );
		$this->assertSame( 'Full body', $data['title'] );
		foreach ( $data['exercises'] as $entry ) {
			$this->assert_plain_text( $entry['title'], 'exercise title' );
			$this->assert_plain_text( $entry['exercise']['post_title'], 'exercise post_title' );
		}
		foreach ( $this->rest( 'GET', '/workouts' )->get_data() as $row ) {
			$this->assert_safe_html( $row['description'], 'workout list description' );
		}
	}

	/**
	 * The app name and link buttons: a javascript: link is refused, markup never reaches the
	 * app page as markup.
	 */
	public function test_settings_never_reach_the_app_page_as_markup(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$refused = $this->rest(
			'POST',
			'/admin/settings',
			array(
				'link_buttons' => array(
					array(
						'title'       => 'Klik',
						'url'         => 'javascript:alert(1)',
						'target'      => '_blank',
						'description' => '',
					),
				),
			)
		);
		$this->assertSame( 400, $refused->get_status() );

		$saved = $this->rest(
			'POST',
			'/admin/settings',
			array(
				'app_name'     => '</title><script>alert("naam")</script>Fit',
				'link_buttons' => array(
					array(
						'title'       => '<img src=x onerror=alert("knop")>Rooster',
						'url'         => 'https://example.test/rooster',
						'target'      => '_blank',
						'description' => '<script>alert("omschrijving")</script>Lessen',
					),
				),
			)
		);
		if ( 200 === $saved->get_status() ) {
			$settings = Settings::get();
			$this->assert_plain_text( $settings['app_name'], 'app name' );
			foreach ( $settings['link_buttons'] as $button ) {
				$this->assert_plain_text( $button['title'], 'link title' );
				$this->assert_plain_text( $button['description'], 'link description' );
			}
		} else {
			$this->assertSame( 400, $saved->get_status() );
		}
		$html = App_Page::render( true );
		$this->assertStringNotContainsString( 'alert("naam")</script>', $html );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( 'onerror=alert', $html );
	}
}
