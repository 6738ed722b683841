<?php
/**
 * The screen pass and the first screen's answers carried by the app page (issues 15 and 27).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Auth\Tokens;
use FitCoach\Frontend\App_Page;
use FitCoach\Frontend\App_Scripts;
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
	 * A member's pass brings the answers of Home, Metingen and Training at their addresses, never
	 * the coach's dashboard's; the coach's brings the dashboard's, and nothing while the coach
	 * views the app as a member in that login. Every read of the route (first-screens.json) is
	 * answered, for the pass's user, keyed by its path as api-fetch asks for it; the page draws
	 * nothing, whatever it carries.
	 */
	public function test_each_screens_answers_are_for_whom_they_are(): void {
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
			$this->assertSame( $screen, First_Screen::preloaded_screen(), $case );
			$this->assertSame( 0, get_current_user_id(), $case );
			$this->assertStringContainsString( '<div id="fitcoach-app"></div>', $html, $case );
			if ( null === $screen ) {
				$this->assertStringNotContainsString( 'id="fitcoach-preload"', $html, $case );
				continue;
			}
			$preload = $this->preloaded( $html );
			$this->assertSame( (int) explode( '.', $pass )[0], $preload['user'], $case );
			$this->assertSame(
				array_map( static fn( string $call ): string => '/fitcoach/v1' . $call, App_Scripts::first_calls( $route ) ),
				array_keys( $preload['answers'] ),
				$case
			);
			// The first reads know whose answers the page carries: they send nothing for that login.
			$this->assertSame( (int) explode( '.', $pass )[0], $this->first_reads( $html )['user'], $case );
		}

		// The coach views the app as the member in this login: no answers, anywhere.
		Switch_Store::save( $coach_id, explode( '.', $coach )[1], $member_id );
		foreach ( array( '', 'admin', 'metingen' ) as $route ) {
			$this->reset_assets();
			$html = App_Page::render( true, $route );
			$this->assertNull( First_Screen::preloaded_screen(), 'switched, ' . $route );
			$this->assertStringNotContainsString( 'id="fitcoach-preload"', $html, 'switched, ' . $route );
			$this->assertSame( 0, $this->first_reads( $html )['user'], 'switched, ' . $route );
		}
	}

	/**
	 * With the member's pass in the cookie, the app's start page carries the answers of Home's
	 * reads, equal to what the routes answer, as JSON after the empty mount point; the page is the
	 * app's as without a pass (its scripts deferred, not held back; the screen's code preloaded).
	 * The current user is a guest again afterwards.
	 */
	public function test_the_start_page_carries_the_members_home_answers(): void {
		$user_id    = $this->make_user(
			'sporter',
			array(
				'user_login' => 'preload_member',
				'first_name' => 'Sanne',
			)
		);
		$workout_id = $this->workout( 'Kracht & "Power"', array( $this->exercise( 'Squat' ) ), array( $user_id ) );
		$this->measurement( $user_id, gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ), 80.5 );
		$this->measurement( $user_id, gmdate( 'Y-m-d' ), 80.1 );
		$data = $this->login_ok( 'preload_member' );

		$_COOKIE[ First_Screen::COOKIE ] = $data['screen_pass'];
		$html                            = App_Page::render( true, '' );
		$this->assertSame( 'home', First_Screen::preloaded_screen() );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertStringContainsString( "<div id=\"fitcoach-app\"></div>\n<script type=\"application/json\" id=\"fitcoach-preload\">", $html );
		$this->assertLessThan( (int) strpos( $html, 'id="fitcoach-app-js"' ), (int) strpos( $html, 'id="fitcoach-preload"' ) );
		$this->assertStringNotContainsString( 'fitcoach-later', $html );
		$this->assertStringNotContainsString( 'fc-home', $html, 'Nothing of Home is drawn.' );
		$this->assertMatchesRegularExpression( '#<script fetchpriority="high" src="[^"]+/build/index\.js\?ver=[^"]+" id="fitcoach-app-js" defer#', $html ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- The printed tag.
		$this->assertMatchesRegularExpression( '#<link rel="preload" as="script" href="[^"]+/build/chunks/home\.[0-9a-f]{8}\.js"#', $html );

		$preload = $this->preloaded( $html );
		$this->assertSame( $user_id, $preload['user'] );
		$this->assertSame(
			array( '/fitcoach/v1/auth/me', '/fitcoach/v1/workouts', '/fitcoach/v1/stats/progress', '/fitcoach/v1/stats/weight-trend?days=14', '/fitcoach/v1/stats/weight-volume', '/fitcoach/v1/plan', '/fitcoach/v1/check-ins/current', "/fitcoach/v1/workouts/$workout_id/last-session", "/fitcoach/v1/workouts/$workout_id/session-count" ),
			array_keys( $preload['answers'] )
		);
		foreach ( array_merge( App_Scripts::first_calls( '' ), array( "/workouts/$workout_id/last-session", "/workouts/$workout_id/session-count" ) ) as $call ) {
			$answer = $preload['answers'][ '/fitcoach/v1' . $call ];
			wp_set_current_user( 0 );
			$query = array();
			wp_parse_str( (string) wp_parse_url( $call, PHP_URL_QUERY ), $query );
			$params = array();
			foreach ( $query as $name => $value ) {
				$params[ (string) $name ] = $value;
			}
			$route = $this->rest( 'GET', (string) wp_parse_url( $call, PHP_URL_PATH ), $params, $this->bearer( $data['token'] ) );
			$this->assertSame( 200, $route->get_status(), $call );
			$this->assertSame(
				wp_json_encode( rest_get_server()->response_to_data( $route, false ) ),
				wp_json_encode( $answer['body'] ),
				$call
			);
		}
		$this->assertSame( $user_id, $preload['answers']['/fitcoach/v1/auth/me']['body']['id'] );
		$this->assertSame( 'Kracht & "Power"', $preload['answers']['/fitcoach/v1/workouts']['body'][0]['title'] );
	}

	/**
	 * A tap on 'Starten' on Home reads the workout's last session and session count: the page
	 * carries those of the first two workouts Home shows (the list's order), not of the others,
	 * and a workout without a session answers null and a count of 0 from the page too.
	 */
	public function test_home_carries_what_a_start_reads_for_its_first_two_workouts(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'preload_starter' ) );
		$squat   = $this->exercise( 'Squat' );
		$first   = $this->workout( 'A Benen', array( $squat ), array( $user_id ) );
		$second  = $this->workout( 'B Rug', array( $squat ), array( $user_id ) );
		$third   = $this->workout( 'C Borst', array( $squat ), array( $user_id ) );
		$data    = $this->login_ok( 'preload_starter' );
		$session = $this->rest(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $first,
				'title'      => 'Sessie 1',
				'exercises'  => array(),
			),
			$this->bearer( $data['token'] )
		);
		$this->assertSame( 201, $session->get_status() );
		wp_set_current_user( 0 );

		$_COOKIE[ First_Screen::COOKIE ] = $data['screen_pass'];
		$answers                         = $this->preloaded( App_Page::render( true, '' ) )['answers'];

		$this->assertSame( $session->get_data()['id'], $answers[ "/fitcoach/v1/workouts/$first/last-session" ]['body']['id'] );
		$this->assertSame( array( 'count' => 1 ), $answers[ "/fitcoach/v1/workouts/$first/session-count" ]['body'] );
		$this->assertArrayHasKey( "/fitcoach/v1/workouts/$second/last-session", $answers );
		$this->assertNull( $answers[ "/fitcoach/v1/workouts/$second/last-session" ]['body'] );
		$this->assertSame( array( 'count' => 0 ), $answers[ "/fitcoach/v1/workouts/$second/session-count" ]['body'] );
		$this->assertArrayNotHasKey( "/fitcoach/v1/workouts/$third/last-session", $answers );
		$this->assertArrayNotHasKey( "/fitcoach/v1/workouts/$third/session-count", $answers );
	}

	/**
	 * Without a live pass, or on another route, the page carries no answers and its first reads
	 * know no user.
	 */
	public function test_no_answers_without_a_pass_or_elsewhere(): void {
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
			$this->assertNull( First_Screen::preloaded_screen(), $case );
			$this->assertStringNotContainsString( 'id="fitcoach-preload"', $html, $case );
			if ( null !== $route ) {
				$this->assertSame( 0, $this->first_reads( $html )['user'], $case );
			}
		}
	}

	/**
	 * The answers' JSON cannot end its element: a title with </script> in an answer (whatever a
	 * plugin made of it) stays text and decodes back unchanged.
	 */
	public function test_answers_cannot_break_out_of_their_element(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'script_member' ) );
		$this->workout( 'Kracht', array(), array( $user_id ) );
		$evil   = "</script><script>alert(1)</script><!-- ' \" &";
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
		$this->assertSame( 'home', First_Screen::preloaded_screen() );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringNotContainsString( '<!--', $html );
		$this->assertSame( $evil, $this->preloaded( $html )['answers']['/fitcoach/v1/workouts']['body'][0]['title'] );
	}

	/**
	 * The page's answers (First_Screen::element()).
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function preloaded( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="fitcoach-preload">([^<]*)</script>#', $html, $matches ), 'The answers are printed.' );
		$data = json_decode( $matches[1] ?? '', true );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * The first reads' data (App_Scripts::first_reads()).
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function first_reads( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="fitcoach-first-reads">([^<]*)</script>#', $html, $matches ), 'The first reads are printed.' );
		$data = json_decode( $matches[1] ?? '', true );
		$this->assertIsArray( $data );
		return $data;
	}
}
