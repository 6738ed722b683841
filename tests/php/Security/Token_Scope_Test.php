<?php
/**
 * The app's access token opens fitcoach/v1 and nothing else (issue 9, point 1): a stolen token
 * cannot reach WordPress's own routes, so it cannot mint an application password (a credential
 * that would outlive the login) or change the account there. Tried in process (rest_do_request,
 * nested and embedded requests) and over HTTP (pretty URLs, ?rest_route=, a posted rest_route
 * that overrides the URL, batch requests), for a member, a PT trainer and the coach.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Auth\Tokens;
use FitCoach\Settings;
use WP_Application_Passwords;
use FitCoach\Tests\Support\Http_Test_Case;


/**
 * Token scope.
 *
 * @group security-account
 */
class Token_Scope_Test extends Http_Test_Case {

	/** Password of the fixtures. */
	private const PASSWORD = 'Scope-wachtwoord-1';

	/**
	 * Fixture users by role.
	 *
	 * @var array<string, int>
	 */
	private static array $users = array();

	public static function set_up_before_class() {
		parent::set_up_before_class();
		foreach ( array( 'sporter', 'pt_trainer', 'administrator' ) as $role ) {
			$id                   = wp_insert_user(
				array(
					'user_login' => 'scope_' . $role,
					'user_email' => 'scope_' . $role . '@example.test',
					'user_pass'  => self::PASSWORD,
					'role'       => $role,
				)
			);
			self::$users[ $role ] = is_int( $id ) ? $id : 0;
		}
		// Allowed on the site, so that only the token's scope stands between a token and a new
		// application password of the coach.
		update_option( Settings::APPLICATION_PASSWORDS_OPTION, true );
	}

	public static function tear_down_after_class() {
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( self::$users as $id ) {
			wp_delete_user( $id );
		}
		delete_option( Settings::APPLICATION_PASSWORDS_OPTION );
		parent::tear_down_after_class();
	}

	/**
	 * The roles.
	 *
	 * @return array<string, array{string}>
	 */
	public static function roles(): array {
		return array(
			'member'     => array( 'sporter' ),
			'PT trainer' => array( 'pt_trainer' ),
			'coach'      => array( 'administrator' ),
		);
	}

	/**
	 * A fresh app login of a fixture.
	 *
	 * @param string $role Role.
	 */
	private function token( string $role ): string {
		$login = Tokens::issue_login( self::$users[ $role ], false );
		$this->assertIsArray( $login );
		return $login['token'];
	}

	/**
	 * Application passwords of a user as stored.
	 *
	 * @param int $user_id User id.
	 */
	private static function application_passwords( int $user_id ): int {
		return count( WP_Application_Passwords::get_user_application_passwords( $user_id ) );
	}

	/**
	 * In process: with the token of any role, WordPress's routes answer as to a guest: no user
	 * object, no application password, no password or e-mail change; the token still opens the app.
	 *
	 * @dataProvider roles
	 *
	 * @param string $role Role.
	 */
	public function test_a_token_opens_no_core_route( string $role ): void {
		$user_id = self::$users[ $role ];
		$token   = $this->token( $role );
		$bearer  = array( 'Authorization' => 'Bearer ' . $token );
		$hash    = $this->existing_user( $user_id )->user_pass;

		$tries = array(
			array( 'GET', '/wp/v2/users/me', array() ),
			array( 'POST', '/wp/v2/users/me/application-passwords', array( 'name' => 'gestolen' ) ),
			array( 'POST', '/wp/v2/users/' . $user_id . '/application-passwords', array( 'name' => 'gestolen' ) ),
			array( 'POST', '/wp/v2/users/me', array( 'password' => 'overgenomen-123' ) ),
			array( 'POST', '/wp/v2/users/me', array( 'email' => 'dief@example.test' ) ),
			array( 'POST', '/wp/v2/posts', array( 'title' => 'x' ) ),
		);
		foreach ( $tries as $try ) {
			wp_set_current_user( 0 );
			$response = $this->rest( $try[0], $try[1], $try[2], $bearer );
			// A guest's refusal: 401, or an earlier refusal of the route (404 for "me", 501 where
			// application passwords are off for the user).
			$this->assertContains( $response->get_status(), array( 401, 404, 501 ), "$role {$try[0]} {$try[1]}: " . wp_json_encode( $response->get_data() ) );
			$this->assertSame( 0, get_current_user_id(), "$role {$try[0]} {$try[1]} ran as a guest" );
		}
		$this->assertSame( 0, self::application_passwords( $user_id ) );
		clean_user_cache( $user_id );
		$this->assertSame( $hash, $this->existing_user( $user_id )->user_pass );
		$this->assertStringEndsWith( '@example.test', $this->existing_user( $user_id )->user_email );
		$this->assertNotSame( 'dief@example.test', $this->existing_user( $user_id )->user_email );

		wp_set_current_user( 0 );
		$me = $this->rest( 'GET', '/auth/me', array(), $bearer );
		$this->assertSame( 200, $me->get_status(), 'The token opens the app (the check is not vacuous)' );
		$this->assertSame( $user_id, $me->get_data()['id'] );
	}

	/**
	 * A core request made while an app request's token is the current login (an embedded link, a
	 * nested rest_do_request) runs as a guest, and the app's login is back afterwards.
	 */
	public function test_a_core_request_inside_an_app_login_runs_as_a_guest(): void {
		$user_id = self::$users['administrator'];
		$bearer  = array( 'Authorization' => 'Bearer ' . $this->token( 'administrator' ) );
		wp_set_current_user( 0 );
		$this->assertSame( 200, $this->rest( 'GET', '/auth/me', array(), $bearer )->get_status() );
		$this->assertSame( $user_id, get_current_user_id() );

		$nested = $this->rest( 'POST', '/wp/v2/users/me/application-passwords', array( 'name' => 'genest' ) );
		$this->assertSame( 401, $nested->get_status(), (string) wp_json_encode( $nested->get_data() ) );
		$this->assertSame( $user_id, get_current_user_id(), 'The app login is given back after the core request' );
		$this->assertSame( 200, $this->rest( 'GET', '/auth/verify' )->get_status() );
		$this->assertSame( 0, self::application_passwords( $user_id ) );
	}

	/**
	 * A login WordPress knows (the wp-admin cookie with its nonce) still works on core routes, also
	 * when an app token comes along: the token neither replaces nor blocks it.
	 */
	public function test_a_cookie_login_on_core_routes_works_as_in_core(): void {
		wp_set_current_user( self::$users['administrator'] );
		$response = $this->rest( 'GET', '/wp/v2/users/me', array(), array( 'Authorization' => 'Bearer ' . $this->token( 'sporter' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( self::$users['administrator'], $response->get_data()['id'] );
	}

	/**
	 * Over HTTP, every way of addressing a core route with a token: a guest's answer, and no
	 * application password is made for anyone.
	 */
	public function test_over_http_a_token_mints_no_application_password(): void {
		$server  = $this->server();
		$key     = self::key();
		$users   = self::$users;
		$results = $this->outside_transaction(
			static function () use ( $server, $key, $users ): array {
				$tokens = array();
				foreach ( array_keys( $users ) as $role ) {
					$login           = $server->json(
						'POST',
						'/auth/login',
						array(
							'username' => 'scope_' . $role,
							'password' => self::PASSWORD,
						)
					);
					$tokens[ $role ] = (string) ( $login['json']['token'] ?? '' );
				}
				$out = array();
				foreach ( $tokens as $role => $token ) {
					$bearer = array( 'Authorization' => 'Bearer ' . $token );
					$json   = array_merge( $bearer, array( 'Content-Type' => 'application/json' ) );
					$mint   = (string) wp_json_encode( array( 'name' => 'gestolen' ) );
					$form   = array_merge( $bearer, array( 'Content-Type' => 'application/x-www-form-urlencoded' ) );

					$out[ "$role app first" ]           = $server->request( 'GET', '/wp-json/fitcoach/v1/auth/me', array_merge( $bearer, array( 'X-FitCoach-Key' => $key ) ) );
					$out[ "$role users/me" ]            = $server->request( 'GET', '/wp-json/wp/v2/users/me', $bearer );
					$out[ "$role rest_route users/me" ] = $server->request( 'GET', '/?rest_route=/wp/v2/users/me', $bearer );
					$out[ "$role mint" ]                = $server->request( 'POST', '/wp-json/wp/v2/users/me/application-passwords', $json, $mint );
					$out[ "$role mint by id" ]          = $server->request( 'POST', '/wp-json/wp/v2/users/' . $users[ $role ] . '/application-passwords', $json, $mint );
					$out[ "$role mint rest_route" ]     = $server->request( 'POST', '/?rest_route=/wp/v2/users/me/application-passwords', $json, $mint );
					// A posted rest_route wins over the URL in WordPress: the URL says fitcoach/v1.
					$out[ "$role mint posted route" ] = $server->request( 'POST', '/wp-json/fitcoach/v1/auth/me', array_merge( $form, array( 'X-FitCoach-Key' => $key ) ), 'rest_route=' . rawurlencode( '/wp/v2/users/me/application-passwords' ) . '&name=gestolen' );
					$out[ "$role mint batch" ]        = $server->request(
						'POST',
						'/wp-json/batch/v1',
						$json,
						(string) wp_json_encode(
							array(
								'requests' => array(
									array(
										'method'  => 'POST',
										'path'    => '/wp/v2/users/me/application-passwords',
										'body'    => array( 'name' => 'gestolen' ),
										'headers' => $bearer,
									),
								),
							)
						)
					);
					$out[ "$role password" ]          = $server->request( 'POST', '/wp-json/wp/v2/users/me', $json, (string) wp_json_encode( array( 'password' => 'overgenomen-123' ) ) );
					$out[ "$role app" ]               = $server->request( 'GET', '/wp-json/fitcoach/v1/auth/me', array_merge( $bearer, array( 'X-FitCoach-Key' => $key ) ) );
				}
				wp_cache_flush();
				$stored = array();
				foreach ( $users as $role => $id ) {
					$user            = get_userdata( $id );
					$stored[ $role ] = array(
						'application passwords' => count( WP_Application_Passwords::get_user_application_passwords( $id ) ),
						'password still works'  => false !== $user && wp_check_password( self::PASSWORD, (string) $user->user_pass, $id ),
					);
				}
				return array(
					'responses' => $out,
					'stored'    => $stored,
				);
			}
		);
		foreach ( $results['responses'] as $what => $response ) {
			if ( str_ends_with( $what, ' app' ) || str_ends_with( $what, ' app first' ) ) {
				$this->assertSame( 200, $response['status'], "$what (the check is not vacuous): " . $response['body'] );
				continue;
			}
			if ( str_ends_with( $what, ' batch' ) ) {
				$inner = json_decode( $response['body'], true );
				$this->assertIsArray( $inner, "$what: " . $response['body'] );
				foreach ( (array) ( $inner['responses'] ?? array() ) as $one ) {
					$this->assertNotContains( $one['status'] ?? 0, array( 200, 201 ), "$what: " . $response['body'] );
				}
				continue;
			}
			$this->assertContains( $response['status'], array( 401, 404, 501 ), "$what: " . $response['body'] );
			$this->assertStringNotContainsString( 'fitcoach_invalid_token', $response['body'], "$what: ignored, not refused" );
		}
		foreach ( $results['stored'] as $role => $stored ) {
			$this->assertSame( 0, $stored['application passwords'], "$role has no application password" );
			$this->assertTrue( $stored['password still works'], "$role keeps the password" );
		}
	}
	/**
	 * Over HTTP, an application password that exists (made before this release, or behind
	 * WordPress's back) opens neither the app's routes nor WordPress's for a member or a PT
	 * trainer; the app answers in Dutch. The coach's works on WordPress's routes, because the
	 * operator allowed them here (the check is not vacuous).
	 */
	public function test_over_http_an_application_password_opens_nothing_for_the_app_roles(): void {
		$server  = $this->server();
		$key     = self::key();
		$users   = self::$users;
		$results = $this->outside_transaction(
			static function () use ( $server, $key, $users ): array {
				$out = array();
				foreach ( $users as $role => $id ) {
					$created = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'oud' ) );
					$basic   = array( 'Authorization' => 'Basic ' . base64_encode( 'scope_' . $role . ':' . ( is_array( $created ) ? $created[0] : '' ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.

					$out[ $role ] = array(
						'app'  => $server->request( 'GET', '/wp-json/fitcoach/v1/auth/me', array_merge( $basic, array( 'X-FitCoach-Key' => $key ) ) ),
						'core' => $server->request( 'GET', '/wp-json/wp/v2/users/me', $basic ),
					);
					WP_Application_Passwords::delete_all_application_passwords( $id );
				}
				return $out;
			}
		);
		foreach ( array( 'sporter', 'pt_trainer' ) as $role ) {
			$app = json_decode( $results[ $role ]['app']['body'], true );
			$this->assertSame( 401, $results[ $role ]['app']['status'], $role . ' app: ' . $results[ $role ]['app']['body'] );
			$this->assertSame( 'fitcoach_application_passwords_disabled', $app['code'] ?? null );
			$this->assertSame( 'Applicatiewachtwoorden kunnen niet worden gebruikt voor dit account. Log in via de app.', $app['message'] ?? null );
			$this->assertSame( 401, $results[ $role ]['core']['status'], $role . ' core: ' . $results[ $role ]['core']['body'] );
			$this->assertStringContainsString( 'application_passwords_disabled_for_user', $results[ $role ]['core']['body'] );
		}
		$this->assertSame( 200, $results['administrator']['core']['status'], $results['administrator']['core']['body'] );
	}
}
