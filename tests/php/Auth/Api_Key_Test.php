<?php
/**
 * The API key (X-FitCoach-Key) and the signing secret.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use FitCoach\Auth\Api_Key;
use FitCoach\Auth\Rest_Authentication;
use FitCoach\Auth\Secret;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * API key and secret tests.
 */
class Api_Key_Test extends Auth_Test_Case {

	/**
	 * A protected route without the key, or with a wrong one, is a 401 even with a valid token.
	 *
	 * @group security-api_key
	 */
	public function test_protected_routes_need_the_key(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'keyless' ) );
		$token = $this->login_ok( 'keyless' )['token'];

		$missing = $this->rest( 'GET', '/auth/me', array(), array_merge( $this->bearer( $token ), array( 'X-FitCoach-Key' => null ) ) );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $missing );
		$this->assertIsString( $missing->get_data()['message'] );

		wp_set_current_user( 0 );
		$wrong = $this->rest( 'GET', '/auth/me', array(), array_merge( $this->bearer( $token ), array( 'X-FitCoach-Key' => 'wrong' ) ) );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $wrong );

		wp_set_current_user( 0 );
		$right = $this->rest( 'GET', '/auth/me', array(), $this->bearer( $token ) );
		$this->assertSame( 200, $right->get_status() );
	}

	/**
	 * The key check does not depend on the spelling of the route (the REST server matches routes
	 * case-insensitively), nor on parameters being valid, nor on a cookie login.
	 *
	 * @group security-api_key
	 */
	public function test_the_key_check_cannot_be_sidestepped(): void {
		$admin = $this->make_user( 'administrator', array( 'user_login' => 'key_admin' ) );
		wp_set_current_user( $admin );

		$mixed_case = $this->rest( 'GET', '/FitCoach/V1/Auth/Me', array(), array( 'X-FitCoach-Key' => null ) );
		$this->assertContains( $mixed_case->get_status(), array( 401, 404 ) );
		$this->assertArrayNotHasKey( 'email', (array) $mixed_case->get_data() );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $this->rest( 'POST', '/fitcoach/v1/app/api-key/regenerate', array(), array( 'X-FitCoach-Key' => null ) ) );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $this->rest( 'GET', '/fitcoach/v1', array(), array( 'X-FitCoach-Key' => null ) ) );
		$this->assertFalse( Rest_Authentication::is_public( '/fitcoach/v1/app/settings', 'POST' ), 'A guest route under another method is not a guest route.' );
		$this->assertTrue( Rest_Authentication::is_public( '/FitCoach/v1/App/Settings/', 'GET' ) );
	}

	/**
	 * Every fitcoach/v1 route outside the guest list refuses a call without the key (routes of
	 * other developers included), and no guest route asks for it.
	 *
	 * @group security-inventory
	 */
	public function test_every_route_but_the_guest_routes_needs_the_key(): void {
		$checked = 0;
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $handlers ) {
			$path = preg_replace( '#\(\?P<[^>]+>[^)]*\)#', '1', $route );
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( array_filter( (array) $handler['methods'] ) ) as $method ) {
					if ( Rest_Authentication::is_public( $route, $method ) ) {
						continue;
					}
					wp_set_current_user( 0 );
					$response = $this->rest( $method, (string) $path, array(), array( 'X-FitCoach-Key' => null ) );
					$this->assertSame( 401, $response->get_status(), "$method $route" );
					$this->assertSame( 'fitcoach_invalid_api_key', $response->get_data()['code'] ?? null, "$method $route" );
					++$checked;
				}
			}
		}
		$this->assertGreaterThan( 5, $checked );
	}

	/**
	 * Invalid parameters tell a caller without access nothing: 401 first, the 400 only for users
	 * who may call the route.
	 */
	public function test_permission_comes_before_parameter_validation(): void {
		$body = array(
			'current_password' => array( 'not a string' ),
			'new_password'     => 'lang-genoeg-123',
		);
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'POST', '/auth/change-password', $body ) );

		$member = $this->make_user();
		wp_set_current_user( $member );
		$this->assertSame( 400, $this->rest( 'POST', '/auth/change-password', $body )->get_status() );
	}

	/**
	 * The guest routes and GET /app/settings work without the key.
	 *
	 * @group security-api_key
	 */
	public function test_guest_routes_work_without_the_key(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'guest_user' ) );
		$none = array( 'X-FitCoach-Key' => null );

		$this->assertSame( 200, $this->login( 'guest_user', self::PASSWORD, true )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/app/settings', array(), $none )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/auth/forgot-password', array( 'user_login' => 'guest_user' ), $none )->get_status() );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->rest( 'POST', '/auth/refresh', array( 'refresh_token' => str_repeat( 'c', 64 ) ), $none ) );
		$this->assertRestError(
			400,
			'fitcoach_invalid_reset_key',
			$this->rest(
				'POST',
				'/auth/reset-password',
				array(
					'key'          => 'x',
					'user_login'   => 'guest_user',
					'new_password' => 'lang-genoeg-1',
				),
				$none
			)
		);
	}

	/**
	 * The operator reads and replaces the key; the old key stops working. Others may not.
	 *
	 * @group security-api_key
	 */
	public function test_regenerate_the_key(): void {
		$admin  = $this->make_user( 'administrator' );
		$member = $this->make_user( 'sporter' );
		$old    = $this->api_key();

		wp_set_current_user( $member );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'POST', '/app/api-key/regenerate' ) );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'GET', '/app/api-key' ) );
		wp_set_current_user( 0 );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'POST', '/app/api-key/regenerate' ) );
		$this->assertSame( $old, $this->api_key() );

		wp_set_current_user( $admin );
		$this->assertSame( array( 'api_key' => $old ), $this->rest( 'GET', '/app/api-key' )->get_data() );
		$response = $this->rest( 'POST', '/app/api-key/regenerate' );
		$this->assertSame( 200, $response->get_status() );
		$new = $response->get_data()['api_key'];
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{48}$/', $new );
		$this->assertNotSame( $old, $new );
		$this->assertSame( $new, Api_Key::get() );

		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $this->rest( 'GET', '/app/api-key', array(), array( 'X-FitCoach-Key' => $old ) ) );
		$this->assertSame( 200, $this->rest( 'GET', '/app/api-key', array(), array( 'X-FitCoach-Key' => $new ) )->get_status() );
	}

	/**
	 * The key and the generated secret exist after activation and are not autoloaded.
	 */
	public function test_key_and_secret_are_generated_and_not_autoloaded(): void {
		global $wpdb;
		$rows = $wpdb->get_results( "SELECT option_name, option_value, autoload FROM {$wpdb->options} WHERE option_name IN ('fitcoach_api_key', 'fitcoach_jwt_secret')", OBJECT_K );
		$this->assertArrayHasKey( 'fitcoach_api_key', $rows );
		$this->assertArrayHasKey( 'fitcoach_jwt_secret', $rows );
		// Not autoloaded: 'no' before WordPress 6.6, 'off' since.
		$this->assertContains( $rows['fitcoach_api_key']->autoload, array( 'no', 'off' ) );
		$this->assertContains( $rows['fitcoach_jwt_secret']->autoload, array( 'no', 'off' ) );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $rows['fitcoach_jwt_secret']->option_value );
		$this->assertSame( Secret::get(), $rows['fitcoach_jwt_secret']->option_value );
	}

	/**
	 * A missing secret is made on demand.
	 */
	public function test_a_missing_secret_is_generated(): void {
		delete_option( Secret::OPTION );
		$secret = Secret::get();
		$this->assertIsString( $secret );
		$this->assertSame( 64, strlen( $secret ) );
		$this->assertSame( $secret, get_option( Secret::OPTION ) );
	}

	/**
	 * A constant secret shorter than 32 bytes is refused (no token is issued or accepted) and
	 * wp-admin explains why; a long enough one is used.
	 *
	 * @group security-tokens
	 */
	public function test_a_short_constant_secret_is_refused(): void {
		$this->assertNull( Secret::resolve( str_repeat( 'x', 31 ) ) );
		$this->assertNull( Secret::resolve( '' ) );
		$this->assertSame( str_repeat( 'y', 32 ), Secret::resolve( str_repeat( 'y', 32 ) ) );
		$this->assertSame( get_option( Secret::OPTION ), Secret::resolve( null ) );

		$notice = Secret::notice_html( 'kort' );
		$this->assertStringContainsString( 'notice-error', $notice );
		$this->assertStringContainsString( 'FITCOACH_JWT_SECRET', $notice );
		$this->assertStringContainsString( '32 bytes', $notice );
		$this->assertSame( '', Secret::notice_html( null ) );
		$this->assertSame( '', Secret::notice_html( str_repeat( 'z', 40 ) ) );
	}

	/**
	 * With a too short FITCOACH_JWT_SECRET (in a process of its own, as a constant cannot be
	 * undefined again): no secret, logins answer 503, tokens are refused, wp-admin shows the notice.
	 *
	 * @group security-tokens
	 */
	public function test_a_short_constant_secret_refuses_tokens_in_a_real_process(): void {
		$token   = $this->sign(
			array(
				'iss' => home_url(),
				'sub' => '1',
				'iat' => time(),
				'exp' => time() + 3600,
				'jti' => 'x',
				'ver' => 0,
				'fam' => str_repeat( 'b', 32 ),
			)
		);
		$command = sprintf( '%s %s %s 2>&1', escapeshellarg( PHP_BINARY ), escapeshellarg( __DIR__ . '/fixtures/short-secret.php' ), escapeshellarg( $token ) );
		// The other process needs the database: end this test's (empty) transaction meanwhile.
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		try {
			exec( $command, $output, $status );
		} finally {
			$wpdb->query( 'START TRANSACTION' );
		}
		$this->assertSame( 0, $status, implode( "\n", $output ) );
		$report = json_decode( (string) end( $output ), true );
		$this->assertIsArray( $report, implode( "\n", $output ) );

		$this->assertNull( $report['secret'] );
		$this->assertSame( 503, $report['login']['status'] );
		$this->assertSame( 'fitcoach_auth_unavailable', $report['login']['data']['code'] );
		$this->assertSame( 401, $report['me']['status'] );
		$this->assertSame( 'fitcoach_invalid_token', $report['me']['data']['code'] );
		$this->assertTrue( $report['notice_hooked'] );
		$this->assertStringContainsString( 'FITCOACH_JWT_SECRET', $report['notice'] );
	}
}
