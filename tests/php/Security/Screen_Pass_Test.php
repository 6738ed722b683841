<?php
/**
 * The screen pass over HTTP (issues 15 and 27): with it the app's first screens (Home, Metingen,
 * Training; the coach's dashboard for a coach) come with their REST answers preloaded in the page,
 * for the pass's user, as pages no cache keeps; the server draws nothing. The pass opens no other
 * door: no REST route (the app's or WordPress's, the coach's neither), no wp-admin, and nothing
 * after a logout.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Auth\Api_Key;
use FitCoach\Frontend\First_Screen;
use FitCoach\Tests\Support\Http_Test_Case;

/**
 * Screen pass.
 *
 * @group security-account
 */
class Screen_Pass_Test extends Http_Test_Case {

	/** Password of the fixture. */
	private const PASSWORD = 'Pas-wachtwoord-12';

	/**
	 * The fixture member.
	 *
	 * @var int
	 */
	private static int $member = 0;

	/**
	 * The fixture coach (an administrator of the app).
	 *
	 * @var int
	 */
	private static int $coach = 0;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		$id           = wp_insert_user(
			array(
				'user_login' => 'pass_http_member',
				'user_email' => 'pass_http_member@example.test',
				'user_pass'  => self::PASSWORD,
				'first_name' => 'Pascale',
				'role'       => 'sporter',
			)
		);
		self::$member = is_int( $id ) ? $id : 0;
		$id           = wp_insert_user(
			array(
				'user_login' => 'pass_http_coach',
				'user_email' => 'pass_http_coach@example.test',
				'user_pass'  => self::PASSWORD,
				'first_name' => 'Coco',
				'role'       => 'pt_trainer',
			)
		);
		self::$coach  = is_int( $id ) ? $id : 0;
	}

	public static function tear_down_after_class() {
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( self::$member );
		wp_delete_user( self::$coach );
		parent::tear_down_after_class();
	}

	/**
	 * With the pass in its cookie the start page carries the member's answers, for the member's
	 * id, sent as a private page nothing may store; without it, or after the logout, it is the
	 * plain page. The pass alone opens no route and no wp-admin.
	 */
	public function test_the_pass_preloads_home_and_opens_nothing_else(): void {
		if ( ! is_readable( FITCOACH_DIR . '/build/index.js' ) ) {
			$this->markTestSkipped( 'The app is not built.' );
		}
		$server = $this->server();
		$out    = $this->outside_transaction(
			static function () use ( $server ): array {
				$out   = array();
				$login = $server->json(
					'POST',
					'/auth/login',
					array(
						'username' => 'pass_http_member',
						'password' => self::PASSWORD,
					)
				);
				$pass  = is_array( $login['json'] ) ? (string) ( $login['json']['screen_pass'] ?? '' ) : '';
				$token = is_array( $login['json'] ) ? (string) ( $login['json']['token'] ?? '' ) : '';
				$jar   = array( 'Cookie' => First_Screen::COOKIE . '=' . $pass );

				$out['login'] = $login;
				clean_user_cache( self::$member );
				$out['member'] = First_Screen::member_of( $pass );
				$out['drawn']  = $server->request( 'GET', '/', $jar );
				$out['plain']  = $server->request( 'GET', '/' );
				$out['list']   = $server->request( 'GET', '/metingen', $jar );
				$out['other']  = $server->request( 'GET', '/profile', $jar );
				$out['coachs'] = $server->request( 'GET', '/admin', $jar );
				$out['me']     = $server->json( 'GET', '/auth/me', array(), $jar + array( 'X-FitCoach-Key' => Api_Key::get() ) );
				$out['core']   = $server->request( 'GET', '/wp-json/wp/v2/users/me', $jar );
				$out['admin']  = $server->request( 'GET', '/wp-admin/', $jar );
				$out['logout'] = $server->json(
					'POST',
					'/auth/logout',
					array(),
					array(
						'Authorization'  => 'Bearer ' . $token,
						'X-FitCoach-Key' => Api_Key::get(),
					)
				);
				$out['after']  = $server->request( 'GET', '/', $jar );

				// The coach's pass draws the dashboard and opens none of the coach's routes.
				$coach        = $server->json(
					'POST',
					'/auth/login',
					array(
						'username' => 'pass_http_coach',
						'password' => self::PASSWORD,
					)
				);
				$coach_jar    = array( 'Cookie' => First_Screen::COOKIE . '=' . ( is_array( $coach['json'] ) ? (string) ( $coach['json']['screen_pass'] ?? '' ) : '' ) );
				$out['board'] = $server->request( 'GET', '/admin', $coach_jar );
				$out['stats'] = $server->json( 'GET', '/admin/stats', array(), $coach_jar + array( 'X-FitCoach-Key' => Api_Key::get() ) );
				$out['users'] = $server->request( 'GET', '/wp-json/wp/v2/users?context=edit', $coach_jar );
				clean_user_cache( self::$member );
				$out['ended'] = First_Screen::member_of( $pass );
				return $out;
			}
		);
		$this->assertSame( 200, $out['login']['status'] );
		$this->assertSame( self::$member, $out['member'] );
		$this->assertSame( 0, $out['ended'], 'The logout ended the pass.' );

		$drawn = $out['drawn'];
		$this->assertSame( 200, $drawn['status'] );
		$this->assertSame( 'home', $drawn['headers']['x-fitcoach-first-screen'] ?? null );
		$this->assertStringContainsString( 'no-store', $drawn['headers']['cache-control'] ?? '' );
		$this->assertStringContainsString( 'private', $drawn['headers']['cache-control'] ?? '' );
		$this->assertStringContainsString( 'Cookie', $drawn['headers']['vary'] ?? '' );
		$home = $this->preloaded( $drawn['body'] );
		$this->assertSame( self::$member, $home['user'], 'The answers say whose they are.' );
		$this->assertSame( 'Pascale', $home['answers']['/fitcoach/v1/auth/me']['body']['first_name'] ?? null );
		$this->assertArrayHasKey( '/fitcoach/v1/stats/weight-trend?days=14', $home['answers'] );
		$this->assertStringContainsString( '<div id="fitcoach-app"></div>', $drawn['body'], 'Nothing is drawn.' );

		$this->assertSame( 'metingen', $out['list']['headers']['x-fitcoach-first-screen'] ?? null );
		$this->assertStringContainsString( 'no-store', $out['list']['headers']['cache-control'] ?? '' );
		$this->assertArrayHasKey( '/fitcoach/v1/measurements?page=1&per_page=10', $this->preloaded( $out['list']['body'] )['answers'] );

		foreach ( array( 'plain', 'other', 'coachs', 'after' ) as $case ) {
			$this->assertSame( 200, $out[ $case ]['status'], $case );
			$this->assertArrayNotHasKey( 'x-fitcoach-first-screen', $out[ $case ]['headers'], $case );
			$this->assertStringNotContainsString( 'id="fitcoach-preload"', $out[ $case ]['body'], $case );
			$this->assertStringNotContainsString( 'Pascale', $out[ $case ]['body'], $case );
		}
		$this->assertSame( 200, $out['logout']['status'] );

		// The pass is no credential: the app's routes and WordPress's answer as to a guest.
		$this->assertSame( 401, $out['me']['status'], $out['me']['body'] );
		$this->assertSame( 401, $out['core']['status'], $out['core']['body'] );
		$this->assertSame( 302, $out['admin']['status'] );
		$this->assertStringContainsString( 'wp-login.php', $out['admin']['headers']['location'] ?? '' );

		// The coach's.
		$this->assertSame( 'admin', $out['board']['headers']['x-fitcoach-first-screen'] ?? null, $out['board']['body'] );
		$this->assertStringContainsString( 'private', $out['board']['headers']['cache-control'] ?? '' );
		$this->assertArrayHasKey( '/fitcoach/v1/admin/stats', $this->preloaded( $out['board']['body'] )['answers'] );
		$this->assertSame( 401, $out['stats']['status'], $out['stats']['body'] );
		$this->assertSame( 401, $out['users']['status'], $out['users']['body'] );
	}

	/**
	 * The answers a page carries (First_Screen::element()).
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function preloaded( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="fitcoach-preload">([^<]*)</script>#', $html, $matches ), 'The answers are in the page.' );
		$data = json_decode( $matches[1] ?? '', true );
		$this->assertIsArray( $data );
		return $data;
	}
}
