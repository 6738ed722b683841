<?php
/**
 * Access tokens: verify, me, and every kind of bad token (401 fitcoach_invalid_token).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use Firebase\JWT\JWT;
use FitCoach\Auth\Current_Login;
use FitCoach\Auth\Tokens;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * Token tests.
 */
class Access_Token_Test extends Auth_Test_Case {

	/**
	 * A valid token: verify says so and me gives the user object itself.
	 *
	 * @group security-tokens
	 */
	public function test_verify_and_me_with_a_valid_token(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'token_owner' ) );
		$token   = $this->login_ok( 'token_owner' )['token'];

		wp_set_current_user( 0 );
		$verify = $this->rest( 'GET', '/auth/verify', array(), $this->bearer( $token ) );
		$this->assertSame( 200, $verify->get_status() );
		$this->assertSame( array( 'valid' => true ), $verify->get_data() );

		$me = $this->me( $token );
		$this->assertSame( 200, $me->get_status() );
		$this->assertSame( $user_id, $me->get_data()['id'] );
		$this->assertSame( 'token_owner@example.test', $me->get_data()['email'] );
		$this->assertSame( array( 'id', 'first_name', 'last_name', 'display_name', 'email', 'profile_image', 'is_admin', 'roles', 'locale' ), array_keys( $me->get_data() ) );
	}

	/**
	 * Without any token verify and me answer 401.
	 *
	 * @group security-tokens
	 */
	public function test_no_token_is_a_401(): void {
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', '/auth/verify' ) );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', '/auth/me' ) );
	}

	/**
	 * A profile picture (attachment id in user meta) comes back as its URL.
	 */
	public function test_me_gives_the_profile_image_url(): void {
		$user_id       = $this->make_user( 'sporter', array( 'user_login' => 'pictured' ) );
		$attachment_id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Foto',
				'post_status'    => 'inherit',
			),
			'2024/01/foto.jpg'
		);
		update_user_meta( $user_id, 'fitcoach_profile_image', $attachment_id );
		$token = $this->login_ok( 'pictured' )['token'];

		$image = $this->me( $token )->get_data()['profile_image'];
		$this->assertIsString( $image );
		$this->assertStringEndsWith( 'foto.jpg', $image );
	}

	/**
	 * Every forged, expired or foreign token is refused with 401, on verify and on me.
	 *
	 * @dataProvider bad_tokens
	 *
	 * @param string $kind Which bad token.
	 * @group security-tokens
	 */
	public function test_bad_tokens_are_refused( string $kind ): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'victim' ) );
		$other   = $this->make_user( 'administrator', array( 'user_login' => 'boss' ) );
		$good    = $this->login_ok( 'victim' )['token'];
		$claims  = $this->claims( $good );
		$token   = $this->bad_token( $kind, $good, $claims, $other );

		// The honest token works (so the refusal below is about the forgery).
		$this->assertSame( 200, $this->me( $good )->get_status() );

		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $token ) );
		wp_set_current_user( 0 );
		$verify = $this->rest( 'GET', '/auth/verify', array(), $this->bearer( $token ) );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $verify );
		$this->assertIsString( $verify->get_data()['message'] );
		$this->assertSame( 0, get_current_user_id(), 'No user is set by a bad token.' );
		unset( $user_id );
	}

	/**
	 * The kinds of bad tokens.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function bad_tokens(): array {
		$kinds = array( 'expired', 'tampered payload', 'alg none', 'alg none without signature', 'RS256 signed with a real key', 'HS256 signed with a public key', 'wrong issuer', 'wrong signature', 'garbage', 'no family', 'foreign family', 'not yet valid', 'other user in sub' );
		$cases = array();
		foreach ( $kinds as $kind ) {
			$cases[ $kind ] = array( $kind );
		}
		return $cases;
	}

	/**
	 * Makes a bad token.
	 *
	 * @param string               $kind   Which bad token.
	 * @param string               $good   A valid token of the victim.
	 * @param array<string, mixed> $claims Its claims.
	 * @param int                  $other  Another user's id.
	 */
	private function bad_token( string $kind, string $good, array $claims, int $other ): string {
		list( $header, , $signature ) = explode( '.', $good );
		switch ( $kind ) {
			case 'expired':
				return $this->sign(
					array_merge(
						$claims,
						array(
							'iat' => time() - 7200,
							'exp' => time() - 3600,
						)
					)
				);
			case 'tampered payload':
				return $header . '.' . $this->b64( (string) wp_json_encode( array_merge( $claims, array( 'sub' => (string) $other ) ) ) ) . '.' . $signature;
			case 'alg none':
				return $this->b64( '{"typ":"JWT","alg":"none"}' ) . '.' . $this->b64( (string) wp_json_encode( $claims ) ) . '.' . $signature;
			case 'alg none without signature':
				return $this->b64( '{"typ":"JWT","alg":"none"}' ) . '.' . $this->b64( (string) wp_json_encode( $claims ) ) . '.';
			case 'RS256 signed with a real key':
				$key = openssl_pkey_new(
					array(
						'private_key_bits' => 2048,
						'private_key_type' => OPENSSL_KEYTYPE_RSA,
					)
				);
				$this->assertNotFalse( $key );
				openssl_pkey_export( $key, $private );
				return JWT::encode( $claims, $private, 'RS256' );
			case 'HS256 signed with a public key':
				$key = openssl_pkey_new(
					array(
						'private_key_bits' => 2048,
						'private_key_type' => OPENSSL_KEYTYPE_RSA,
					)
				);
				$this->assertNotFalse( $key );
				$details = openssl_pkey_get_details( $key );
				$this->assertIsArray( $details );
				$public = $details['key'];
				return JWT::encode( $claims, $public, 'HS256' );
			case 'wrong issuer':
				return $this->sign( array_merge( $claims, array( 'iss' => 'https://evil.example' ) ) );
			case 'wrong signature':
				return JWT::encode( $claims, str_repeat( 'k', 64 ), 'HS256' );
			case 'garbage':
				return 'not.a.token';
			case 'no family':
				$without = $claims;
				unset( $without['fam'] );
				return $this->sign( $without );
			case 'foreign family':
				return $this->sign( array_merge( $claims, array( 'fam' => str_repeat( 'a', 32 ) ) ) );
			case 'not yet valid':
				return $this->sign(
					array_merge(
						$claims,
						array(
							'iat' => time() + 600,
							'exp' => time() + 4200,
						)
					)
				);
			case 'other user in sub':
				// Validly signed, but the family belongs to the victim, not to this user.
				return $this->sign( array_merge( $claims, array( 'sub' => (string) $other ) ) );
		}
		$this->fail( 'Unknown kind ' . $kind );
	}

	/**
	 * A token from before the user's token version changed is refused.
	 *
	 * @group security-tokens
	 */
	public function test_a_token_of_an_old_version_is_refused(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'versioned' ) );
		$token   = $this->login_ok( 'versioned' )['token'];
		$this->assertSame( 200, $this->me( $token )->get_status() );

		update_user_meta( $user_id, Tokens::VERSION_META, 7 );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $token ) );
	}

	/**
	 * A deleted user's token stops working.
	 *
	 * @group security-tokens
	 */
	public function test_a_deleted_users_token_is_refused(): void {
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'leaving' ) );
		$token   = $this->login_ok( 'leaving' )['token'];
		wp_delete_user( $user_id );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $token ) );
	}

	/**
	 * The guest routes still work when a stale token comes along.
	 *
	 * @group security-tokens
	 */
	public function test_guest_routes_ignore_a_bad_token(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'stale' ) );
		$response = $this->rest(
			'POST',
			'/auth/login',
			array(
				'username' => 'stale',
				'password' => self::PASSWORD,
			),
			array(
				'Authorization'  => 'Bearer expired.or.bad',
				'X-FitCoach-Key' => null,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$settings = $this->rest( 'GET', '/app/settings', array(), array( 'Authorization' => 'Bearer bad' ) );
		$this->assertSame( 200, $settings->get_status() );
	}

	/**
	 * The app's token opens the app's routes only: on a core route a token, bad or good, is ignored
	 * and the request is a guest's (issue 9).
	 *
	 * @group security-tokens
	 */
	public function test_a_token_on_a_core_route_is_ignored(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'core_route' ) );
		$token = $this->login_ok( 'core_route' )['token'];
		foreach ( array( 'bad.token.here', $token ) as $bearer ) {
			wp_set_current_user( 0 );
			$this->assertRestError( 401, 'rest_not_logged_in', $this->rest( 'GET', '/wp/v2/users/me', array(), $this->bearer( $bearer ) ) );
		}
		$this->assertSame( 200, $this->me( $token )->get_status(), 'The token works on the app\'s routes (the check is not vacuous)' );
	}

	/**
	 * Other Authorization schemes (application passwords' Basic) are not ours to judge.
	 *
	 * @group security-tokens
	 */
	public function test_other_schemes_are_left_to_core(): void {
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', '/auth/me', array(), array( 'Authorization' => 'Basic ' . base64_encode( 'a:b' ) ) ) );
	}

	/**
	 * The real HTTP path: determine_current_user reads the Authorization header of a REST request
	 * (also as REDIRECT_HTTP_AUTHORIZATION) and rest_authentication_errors reports a bad token.
	 *
	 * @group security-tokens
	 */
	public function test_http_requests_are_authenticated_from_the_header(): void {
		global $wp;
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'http_user' ) );
		$token   = $this->login_ok( 'http_user' )['token'];
		$uri     = $_SERVER['REQUEST_URI'];
		$route   = $wp->query_vars['rest_route'] ?? null;

		try {
			$_SERVER['REQUEST_URI']       = '/wp-json/fitcoach/v1/auth/me';
			$wp->query_vars['rest_route'] = '/fitcoach/v1/auth/me';

			$_SERVER['HTTP_AUTHORIZATION'] = 'Bearer ' . $token;
			$this->assertSame( $user_id, $this->determine( false ) );
			$this->assertTrue( $this->auth_errors() );

			unset( $_SERVER['HTTP_AUTHORIZATION'] );
			$_SERVER['REDIRECT_HTTP_AUTHORIZATION'] = 'Bearer ' . $token;
			$this->assertSame( $user_id, $this->determine( false ) );

			$_SERVER['REDIRECT_HTTP_AUTHORIZATION'] = 'Bearer ' . $token . 'x';
			$this->assertFalse( $this->determine( 1 ), 'A bad token never falls back to the cookie user.' );
			$error = $this->auth_errors();
			$this->assertInstanceOf( \WP_Error::class, $error );
			$this->assertSame( 'fitcoach_invalid_token', $error->get_error_code() );
			$this->assertSame( 401, $error->get_error_data()['status'] );

			// On a guest route the request goes on as a guest.
			$wp->query_vars['rest_route'] = '/fitcoach/v1/auth/login';
			$this->assertNull( $this->auth_errors() );

			// Not a REST request: even a valid token is not looked at.
			unset( $_SERVER['REDIRECT_HTTP_AUTHORIZATION'] );
			$_SERVER['HTTP_AUTHORIZATION'] = 'Bearer ' . $token;
			$_SERVER['REQUEST_URI']        = '/metingen';
			$this->assertFalse( $this->determine( false ) );
			$_SERVER['REQUEST_URI'] = '/?rest_route=/fitcoach/v1/auth/me';
			$_GET['rest_route']     = '/fitcoach/v1/auth/me';
			$this->assertSame( $user_id, $this->determine( false ), 'Plain permalinks: ?rest_route=' );
		} finally {
			unset( $_SERVER['REDIRECT_HTTP_AUTHORIZATION'], $_SERVER['HTTP_AUTHORIZATION'], $_GET['rest_route'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Test set-up.
			$_SERVER['REQUEST_URI'] = $uri;
			if ( null === $route ) {
				unset( $wp->query_vars['rest_route'] );
			} else {
				$wp->query_vars['rest_route'] = $route;
			}
		}
	}

	/**
	 * Runs core's determine_current_user filter (as the first call of wp_get_current_user() does).
	 *
	 * @param mixed $user_id User found so far.
	 * @return mixed
	 */
	private function determine( $user_id ) {
		return apply_filters( 'determine_current_user', $user_id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
	}

	/**
	 * Runs core's rest_authentication_errors filter (as WP_REST_Server::check_authentication() does).
	 *
	 * @return mixed
	 */
	private function auth_errors() {
		return apply_filters( 'rest_authentication_errors', null ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
	}

	/**
	 * Current_Login::family() names the login: the token's family, stable across refreshes; a
	 * cookie login's session token; null for a guest.
	 *
	 * @group security-tokens
	 */
	public function test_current_login_family(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'family_user' ) );
		$login   = $this->login_ok( 'family_user', true );
		$family  = $this->claims( $login['token'] )['fam'];

		$this->assertNull( Current_Login::family() );

		$seen = null;
		add_filter(
			'rest_request_after_callbacks',
			static function ( $response ) use ( &$seen ) {
				$seen = Current_Login::family();
				return $response;
			}
		);
		$this->me( $login['token'] );
		$this->assertSame( $family, $seen );

		$refreshed = $this->refresh( $login['refresh_token'] )->get_data();
		$this->me( $refreshed['token'] );
		$this->assertSame( $family, $seen, 'The family stays the same across refreshes.' );

		// A cookie login: WordPress's session token.
		wp_set_current_user( 0 );
		$expires                     = time() + HOUR_IN_SECONDS;
		$session                     = \WP_Session_Tokens::get_instance( $user_id )->create( $expires );
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $user_id, $expires, 'logged_in', $session );
		wp_set_current_user( $user_id );
		try {
			$this->assertSame( $session, Current_Login::family() );
		} finally {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		}
	}
}
