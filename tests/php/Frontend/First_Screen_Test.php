<?php
/**
 * The screen pass and the member's Home drawn into the app page (issue 15).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Auth\Tokens;
use FitCoach\Frontend\App_Page;
use FitCoach\Frontend\First_Screen;
use FitCoach\Switching\Switch_Store;
use FitCoach\Tests\Support\Auth_Test_Case;
use FitCoach\Tests\Support\Member_Fixtures;

/**
 * First_Screen tests.
 */
class First_Screen_Test extends Auth_Test_Case {

	use Member_Fixtures;

	/**
	 * Fresh script registries and no cookie.
	 */
	protected function set_up() {
		parent::set_up();
		$this->reset_assets();
		unset( $_COOKIE[ First_Screen::COOKIE ] );
	}

	/**
	 * No cookie left behind.
	 */
	protected function tear_down() {
		unset( $_COOKIE[ First_Screen::COOKIE ] );
		$this->reset_assets();
		parent::tear_down();
	}

	/**
	 * Fresh script and style registries.
	 */
	private function reset_assets(): void {
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * Every answer that hands out tokens hands out a pass of the same user and login: for as long
	 * as the refresh token lives, or the hour of a login without one.
	 */
	public function test_tokens_come_with_a_pass(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'pass_member' ) );

		$short = $this->login_ok( 'pass_member' );
		$this->assertMatchesRegularExpression( '/^[1-9]\d*\.[a-f0-9]{32}\.[1-9]\d*\.[a-f0-9]{64}$/', $short['screen_pass'] );
		$this->assertSame( $user_id, First_Screen::member_of( $short['screen_pass'] ) );
		$parts = explode( '.', $short['screen_pass'] );
		$this->assertSame( (string) $user_id, $parts[0] );
		$this->assertSame( $this->claims( $short['token'] )['fam'], $parts[1] );
		$this->assertEqualsWithDelta( time() + HOUR_IN_SECONDS, (int) $parts[2], 5 );

		$long = $this->login_ok( 'pass_member', true );
		$this->assertEqualsWithDelta( time() + Tokens::REFRESH_TTL, (int) explode( '.', $long['screen_pass'] )[2], 5 );

		$renewed = $this->refresh( $long['refresh_token'] );
		$this->assertSame( 200, $renewed->get_status() );
		$pass = $renewed->get_data()['screen_pass'];
		$this->assertSame( $user_id, First_Screen::member_of( $pass ) );
		$this->assertSame( explode( '.', $long['screen_pass'] )[1], explode( '.', $pass )[1], 'The same login.' );

		wp_set_current_user( 0 );
		$changed = $this->rest(
			'POST',
			'/auth/change-password',
			array(
				'current_password' => self::PASSWORD,
				'new_password'     => 'Een-nieuw-wachtwoord-42',
			),
			$this->bearer( $long['token'] )
		);
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		$this->assertSame( $user_id, First_Screen::member_of( $changed->get_data()['screen_pass'] ) );
		$this->assertSame( 0, First_Screen::member_of( $pass ), 'A password change ends the passes of the old logins.' );
		$this->assertSame( 0, First_Screen::member_of( $short['screen_pass'] ) );
	}

	/**
	 * A pass opens nothing when it is forged, changed, expired, of a login that ended, of a user
	 * that is gone, or of an administrator of the app.
	 */
	public function test_a_pass_must_be_genuine_and_live(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'live_member' ) );
		$data    = $this->login_ok( 'live_member' );
		$pass    = $data['screen_pass'];
		$this->assertSame( $user_id, First_Screen::member_of( $pass ) );
		list( $user, $family, $expires, $signature ) = explode( '.', $pass );

		$other = $this->make_user( 'sporter' );
		$cases = array(
			'another user'             => $other . '.' . $family . '.' . $expires . '.' . $signature,
			'a later expiry'           => $user . '.' . $family . '.' . ( (int) $expires + 1 ) . '.' . $signature,
			'another signature'        => $user . '.' . $family . '.' . $expires . '.' . str_repeat( 'a', 64 ),
			'no signature'             => $user . '.' . $family . '.' . $expires,
			'upper case'               => strtoupper( $pass ),
			'a space'                  => ' ' . $pass,
			'empty'                    => '',
			'an access token'          => $data['token'],
			'expired'                  => (string) First_Screen::pass( $user_id, $family, time() - 1 ),
			'a login that never was'   => (string) First_Screen::pass( $user_id, str_repeat( 'b', 32 ), time() + 60 ),
			'signed by another secret' => $user . '.' . $family . '.' . $expires . '.' . hash_hmac( 'sha256', 'fitcoach-screen-pass|' . $user . '|' . $family . '|' . $expires . '|0', 'another secret' ),
		);
		foreach ( $cases as $case => $forged ) {
			$this->assertSame( 0, First_Screen::member_of( $forged ), $case );
		}

		// The token version moves (what ends every login): the pass goes with it.
		update_user_meta( $user_id, Tokens::VERSION_META, Tokens::version( $user_id ) + 1 );
		$this->assertSame( 0, First_Screen::member_of( $pass ), 'token version' );
		delete_user_meta( $user_id, Tokens::VERSION_META );
		$this->assertSame( $user_id, First_Screen::member_of( $pass ) );

		// Logging out ends the login.
		$this->assertSame( 200, $this->rest( 'POST', '/auth/logout', array(), $this->bearer( $data['token'] ) )->get_status() );
		$this->assertSame( 0, First_Screen::member_of( $pass ), 'logged out' );

		// A deleted user.
		$gone = $this->make_user( 'sporter', array( 'user_login' => 'gone_member' ) );
		$left = $this->login_ok( 'gone_member' )['screen_pass'];
		$this->assertSame( $gone, First_Screen::member_of( $left ) );
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $gone );
		$this->assertSame( 0, First_Screen::member_of( $left ), 'deleted user' );

		// Administrators' passes are as genuine (what they draw is draw()'s to say).
		foreach ( array( 'administrator', 'pt_trainer' ) as $role ) {
			$admin_id = $this->make_user( $role, array( 'user_login' => 'pass_' . $role ) );
			$this->assertSame( $admin_id, First_Screen::member_of( $this->login_ok( 'pass_' . $role )['screen_pass'] ), $role );
		}
	}

	/**
	 * The reads of each drawn screen are the ones the app makes first there (first-screens.json),
	 * so every one of them comes answered with the page.
	 */
	public function test_each_drawn_screen_reads_what_the_app_reads_first(): void {
		foreach ( First_Screen::SCREENS as $route => $calls ) {
			$this->assertSame( App_Page::first_calls( $route ), array_values( array_unique( array_merge( array( First_Screen::ME_CALL ), array_values( $calls ) ) ) ), (string) $route );
		}
	}

	/**
	 * A member's pass draws Metingen and Training at their addresses, and never the coach's
	 * dashboard; the coach's draws the dashboard, and nothing while the coach views the app as a
	 * member in that login.
	 */
	public function test_each_screen_is_drawn_for_whom_it_is(): void {
		$member_id = $this->make_user( 'sporter', array( 'user_login' => 'screens_member' ) );
		$coach_id  = $this->make_user( 'pt_trainer', array( 'user_login' => 'screens_coach' ) );
		$this->measurement( $member_id, gmdate( 'Y-m-d' ), 81.2 );
		$member = $this->login_ok( 'screens_member' )['screen_pass'];
		$coach  = $this->login_ok( 'screens_coach' )['screen_pass'];
		$cases  = array(
			'member, home'       => array( $member, '', 'home' ),
			'member, metingen'   => array( $member, 'metingen', 'metingen' ),
			'member, training'   => array( $member, 'training', 'training' ),
			'member, admin'      => array( $member, 'admin', null ),
			'member, a workout'  => array( $member, 'training/workout/3', null ),
			'member, profile'    => array( $member, 'profile', null ),
			'coach, admin'       => array( $coach, 'admin', 'admin' ),
			'coach, home'        => array( $coach, '', 'home' ),
			'coach, admin/users' => array( $coach, 'admin/users', null ),
		);
		foreach ( $cases as $case => list( $pass, $route, $screen ) ) {
			$this->reset_assets();
			$_COOKIE[ First_Screen::COOKIE ] = $pass;
			$html                            = App_Page::render( true, $route );
			$this->assertSame( $screen, First_Screen::drawn_screen(), $case );
			$this->assertSame( 0, get_current_user_id(), $case );
			if ( null === $screen ) {
				$this->assertStringContainsString( '<div id="fitcoach-app"></div>', $html, $case );
				continue;
			}
			$this->assertStringContainsString( '<div id="fitcoach-app"><div class="fc-first-screen" data-fc-first-screen="' . $screen . '" hidden>', $html, $case );
			// Every read of the screen comes answered, for this user.
			$preload = $this->preloaded( $html );
			$this->assertSame( $preload['urls'], array_keys( $preload['answers'] ), $case );
			$this->assertSame( explode( '.', $pass )[0], $preload['user'], $case );
		}

		// The member's list shows in the drawing; the coach's dashboard has its sections.
		$this->reset_assets();
		$_COOKIE[ First_Screen::COOKIE ] = $member;
		$this->assertStringContainsString( 'fc-measurement-row', App_Page::render( true, 'metingen' ) );
		$this->reset_assets();
		$_COOKIE[ First_Screen::COOKIE ] = $coach;
		$this->assertStringContainsString( 'fc-admin-dashboard', App_Page::render( true, 'admin' ) );

		// The coach views the app as the member in this login: nothing is drawn, anywhere.
		Switch_Store::save( $coach_id, explode( '.', $coach )[1], $member_id );
		foreach ( array( '', 'admin', 'metingen' ) as $route ) {
			$this->reset_assets();
			App_Page::render( true, $route );
			$this->assertNull( First_Screen::drawn_screen(), 'switched, ' . $route );
		}
	}

	/**
	 * With the member's pass in the cookie, the app's start page draws their Home: the mount point
	 * holds the drawing and the check after it, the route's styles are stylesheets, and the reads
	 * of the drawing come along for the app, equal to what the routes answer. The current user is
	 * a guest again afterwards.
	 */
	public function test_the_start_page_draws_the_members_home(): void {
		$user_id = $this->make_user(
			'sporter',
			array(
				'user_login' => 'drawn_member',
				'first_name' => 'Sanne',
			)
		);
		$this->workout( 'Kracht & "Power"', array( $this->exercise( 'Squat' ) ), array( $user_id ) );
		$this->measurement( $user_id, gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ), 80.5 );
		$this->measurement( $user_id, gmdate( 'Y-m-d' ), 80.1 );
		$data = $this->login_ok( 'drawn_member' );

		$_COOKIE[ First_Screen::COOKIE ] = $data['screen_pass'];
		$html                            = App_Page::render( true, '' );
		$this->assertTrue( First_Screen::drawn() );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertMatchesRegularExpression( '#<div id="fitcoach-app"><div class="fc-first-screen" data-fc-first-screen="home" hidden>#', $html );
		$this->assertStringContainsString( 'Sanne', $html );
		$this->assertMatchesRegularExpression( '#</div>\n<script id="fitcoach-first-screen-check">\(function\(c\)\{.*\}\)\(\{"root":"fitcoach-app","user":"' . $user_id . '",#', $html );
		$this->assertLessThan( strpos( $html, '<div class="fc-shell"' ), strpos( $html, 'fitcoach-first-screen-check' ) );

		// The styles are written into the page (the app's own, then the route's, each with its
		// address for the app's loader), and no code is preloaded.
		$build = preg_quote( plugins_url( 'build/', FITCOACH_FILE ), '#' );
		$this->assertMatchesRegularExpression( '#<style id="fitcoach-app-css" data-href="' . $build . 'index\.css">#', $html );
		$this->assertMatchesRegularExpression( '#<style id="fitcoach-app-style-route-0-css" data-href="' . $build . 'chunks/style-home\.[0-9a-f]{8}\.css">\.#', $html );
		$this->assertLessThan( (int) strpos( $html, 'fitcoach-app-style-route-0-css' ), (int) strpos( $html, 'id="fitcoach-app-css"' ) );
		$this->assertStringContainsString( (string) file_get_contents( FITCOACH_DIR . '/build/index.css' ), $html ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The build's file.
		$this->assertStringNotContainsString( "rel='stylesheet'", $html );
		$this->assertStringNotContainsString( '<link rel="preload"', $html );

		// The scripts are held back until the drawing is on screen: none runs or is fetched as
		// printed; the loader after them runs them in their order.
		$this->assertSame( 0, preg_match( '#<script(?![^>]*type="text/fitcoach-later")[^>]* src=#', $html ) );
		$this->assertMatchesRegularExpression( '#<script type="text/fitcoach-later" src="[^"]+/build/index\.js\?ver=[^"]+" id="fitcoach-app-js"#', $html ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- The printed tag.
		$this->assertMatchesRegularExpression( '#<script type="text/fitcoach-later" id="fitcoach-app-js-before">#', $html );
		$this->assertLessThan( (int) strpos( $html, 'id="fitcoach-scripts-loader"' ), (int) strpos( $html, 'id="fitcoach-app-js"' ) );
		$this->assertStringContainsString( 'requestAnimationFrame', $html );
		// The answers for the app are held too, and run first of them.
		$this->assertStringContainsString( '<script type="text/fitcoach-later" id="fitcoach-preload">', $html );
		$this->assertLessThan( (int) strpos( $html, 'id="react-js"' ), (int) strpos( $html, 'id="fitcoach-preload"' ) );

		// The reads come along, as the routes answer them for this member.
		$preload = $this->preloaded( $html );
		$this->assertSame( (string) $user_id, $preload['user'] );
		$api = rest_url( 'fitcoach/v1/' );
		$this->assertSame(
			array(
				$api . 'auth/me?_locale=user',
				$api . 'workouts?_locale=user',
				$api . 'stats/progress?_locale=user',
				$api . 'stats/weight-trend?days=14&_locale=user',
				$api . 'stats/weight-volume?_locale=user',
			),
			array_keys( $preload['answers'] )
		);
		$this->assertSame( $preload['urls'], array_keys( $preload['answers'] ), 'Every read of the page is answered.' );
		foreach ( First_Screen::HOME_CALLS as $call ) {
			$answer = $preload['answers'][ App_Page::call_url( rest_url(), 'fitcoach/v1', $call ) ];
			$this->assertSame( 200, $answer['status'], $call );
			$this->assertSame( 'application/json; charset=UTF-8', $answer['headers']['Content-Type'] );
			wp_set_current_user( 0 );
			$query = array();
			wp_parse_str( (string) wp_parse_url( $call, PHP_URL_QUERY ), $query );
			$params = array();
			foreach ( $query as $name => $value ) {
				$params[ (string) $name ] = $value;
			}
			$route = $this->rest( 'GET', (string) wp_parse_url( $call, PHP_URL_PATH ), $params, $this->bearer( $data['token'] ) );
			$this->assertSame(
				json_decode( (string) wp_json_encode( rest_get_server()->response_to_data( $route, false ) ), true ),
				$answer['body'],
				$call
			);
		}
		$this->assertSame( $user_id, $preload['answers'][ $api . 'auth/me?_locale=user' ]['body']['id'] );

		// The drawing shows the workouts of the answer, escaped.
		$title = $preload['answers'][ $api . 'workouts?_locale=user' ]['body'][0]['title'];
		$this->assertStringContainsString( 'Power', $title );
		$this->assertStringContainsString( '>' . esc_html( $title ) . '<', $html );
	}

	/**
	 * Without a live member's pass, or on another route, the page is the plain one: an empty mount
	 * point, no answers, the route's styles preloaded.
	 */
	public function test_no_drawing_without_a_members_pass_or_elsewhere(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'plain_member' ) );
		$this->make_user( 'administrator', array( 'user_login' => 'plain_admin' ) );
		$member = $this->login_ok( 'plain_member' )['screen_pass'];
		$cases  = array(
			'no cookie'      => array( null, '' ),
			'a forged pass'  => array( substr( $member, 0, -1 ) . ( str_ends_with( $member, 'a' ) ? 'b' : 'a' ), '' ),
			'a cookie array' => array( array( $member ), '' ),
			'an admin page'  => array( $this->login_ok( 'plain_admin' )['screen_pass'], 'admin/users' ),
			'profile'        => array( $member, 'profile' ),
			'no route'       => array( $member, null ),
		);
		foreach ( $cases as $case => list( $cookie, $route ) ) {
			$this->reset_assets();
			unset( $_COOKIE[ First_Screen::COOKIE ] );
			if ( null !== $cookie ) {
				$_COOKIE[ First_Screen::COOKIE ] = $cookie;
			}
			$html = App_Page::render( true, $route );
			$this->assertFalse( First_Screen::drawn(), $case );
			$this->assertStringContainsString( '<div id="fitcoach-app"></div>', $html, $case );
			$this->assertStringNotContainsString( 'class="fc-first-screen', $html, $case );
			$this->assertStringNotContainsString( 'fitcoach-app-style-route-', $html, $case );
			$this->assertStringContainsString( "<link rel='stylesheet' id='fitcoach-app-css'", $html, $case ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- The printed tag.
			if ( null !== $route ) {
				$preload = $this->preloaded( $html );
				$this->assertSame( '', $preload['user'], $case );
				$this->assertSame( array(), $preload['answers'], $case );
			}
		}
	}

	/**
	 * Neither the answers' JSON nor the drawing can end an element: a title with </script> in an
	 * answer (whatever a plugin made of it) stays text.
	 */
	public function test_answers_cannot_break_out_of_the_script(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'script_member' ) );
		$this->workout( 'Kracht', array(), array( $user_id ) );
		$evil   = '</script><script>alert(1)</script>';
		$inject = static function ( $response, $handler, $request ) use ( $evil ) {
			if ( '/fitcoach/v1/workouts' === $request->get_route() && $response instanceof \WP_REST_Response ) {
				$data                   = $response->get_data();
				$data[0]['title']       = $evil;
				$data[0]['description'] = $evil;
				$response->set_data( $data );
			}
			return $response;
		};
		add_filter( 'rest_request_after_callbacks', $inject, 10, 3 );
		try {
			$_COOKIE[ First_Screen::COOKIE ] = $this->login_ok( 'script_member' )['screen_pass'];
			$html                            = App_Page::render( true, '' );
		} finally {
			remove_filter( 'rest_request_after_callbacks', $inject, 10 );
		}
		$this->assertTrue( First_Screen::drawn() );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringContainsString( esc_html( $evil ), $html );
		$answers = $this->preloaded( $html )['answers'];
		$this->assertSame( $evil, $answers[ rest_url( 'fitcoach/v1/workouts?_locale=user' ) ]['body'][0]['title'] );
	}

	/**
	 * The inline script's data.
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function preloaded( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script (?:type="text/fitcoach-later" )?id="fitcoach-preload">\(function\(c\)\{.*\}\)\((\{[^<]*\})\);</script>#', $html, $matches ), 'The inline script is printed.' );
		$data = json_decode( $matches[1] ?? '', true );
		$this->assertIsArray( $data );
		return $data;
	}
}
