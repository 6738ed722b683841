<?php
/**
 * POST /auth/login: success, identical failures, missing fields, throttling.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Auth\Throttle;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * Login tests.
 */
class Auth_Controller_Test extends Auth_Test_Case {

	/**
	 * Logging in by user name gives a token, the user and the message; no refresh token without
	 * "remember me".
	 */
	public function test_login_by_user_name(): void {
		$user_id = $this->make_user(
			'sporter',
			array(
				'user_login' => 'sanne_login',
				'first_name' => 'Sanne',
				'last_name'  => 'de Vries',
			)
		);
		$data    = $this->login_ok( 'sanne_login' );

		$this->assertTrue( $data['success'] );
		$this->assertIsString( $data['token'] );
		$this->assertArrayNotHasKey( 'refresh_token', $data );
		$this->assertIsString( $data['message'] );
		$this->assertSame(
			array( 'id', 'first_name', 'last_name', 'display_name', 'email', 'profile_image', 'is_admin', 'roles', 'locale' ),
			array_keys( $data['user'] )
		);
		$this->assertSame( $user_id, $data['user']['id'] );
		$this->assertSame( 'Sanne', $data['user']['first_name'] );
		$this->assertSame( 'de Vries', $data['user']['last_name'] );
		$this->assertSame( 'sanne_login@example.test', $data['user']['email'] );
		$this->assertNull( $data['user']['profile_image'] );
		$this->assertFalse( $data['user']['is_admin'] );
		$this->assertSame( array( 'sporter' ), $data['user']['roles'] );

		$claims = $this->claims( $data['token'] );
		$this->assertSame( (string) $user_id, $claims['sub'] );
		$this->assertSame( home_url(), $claims['iss'] );
		$this->assertSame( 3600, $claims['exp'] - $claims['iat'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $claims['fam'] );
		$this->assertArrayHasKey( 'jti', $claims );
		$this->assertSame( 0, $claims['ver'] );
	}

	/**
	 * Logging in by e-mail address works too; remember gives a refresh token (256 bits as hex).
	 */
	public function test_login_by_email_with_remember(): void {
		$user_id = $this->make_user( 'pt_trainer', array( 'user_login' => 'trainer_login' ) );
		$data    = $this->login_ok( 'trainer_login@example.test', true );

		$this->assertSame( $user_id, $data['user']['id'] );
		$this->assertTrue( $data['user']['is_admin'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $data['refresh_token'] );
	}

	/**
	 * Only the hash of a refresh token is stored.
	 *
	 * @group security-tokens
	 */
	public function test_refresh_tokens_are_stored_as_hashes_only(): void {
		global $wpdb;
		$this->make_user( 'sporter', array( 'user_login' => 'hash_user' ) );
		$data  = $this->login_ok( 'hash_user', true );
		$table = $wpdb->prefix . 'fitcoach_refresh_tokens';

		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE token_hash = %s", $data['refresh_token'] ) ) );
		$this->assertSame( '1', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE token_hash = %s", hash( 'sha256', $data['refresh_token'] ) ) ) );
	}

	/**
	 * An unknown user and a wrong password get the very same answer.
	 *
	 * @group security-enumeration
	 */
	public function test_unknown_user_and_wrong_password_are_identical(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'known_user' ) );

		$unknown = $this->login( 'nobody_here', self::PASSWORD );
		$wrong   = $this->login( 'known_user', 'wrong-password' );
		$email   = $this->login( 'nobody@example.test', self::PASSWORD );

		$this->assertRestError( 401, 'fitcoach_invalid_credentials', $unknown );
		$this->assertRestError( 401, 'fitcoach_invalid_credentials', $wrong );
		$this->assertSame( 'Inloggen mislukt. Controleer je gegevens.', $unknown->get_data()['message'] );
		$this->assertSame( $unknown->get_data(), $wrong->get_data() );
		$this->assertSame( $unknown->get_data(), $email->get_data() );
		$this->assertSame( $unknown->get_status(), $wrong->get_status() );
	}

	/**
	 * Missing user name or password: 400.
	 *
	 * @dataProvider missing_credentials
	 *
	 * @param array<string, mixed> $body Request body.
	 */
	public function test_missing_credentials_are_a_400( array $body ): void {
		$this->make_user( 'sporter', array( 'user_login' => 'present_user' ) );
		$response = $this->rest( 'POST', '/auth/login', $body, array( 'X-FitCoach-Key' => null ) );
		$this->assertRestError( 400, 'fitcoach_missing_credentials', $response );
	}

	/**
	 * Bodies without credentials.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function missing_credentials(): array {
		return array(
			'nothing'        => array( array() ),
			'no password'    => array( array( 'username' => 'present_user' ) ),
			'no username'    => array( array( 'password' => self::PASSWORD ) ),
			'empty password' => array(
				array(
					'username' => 'present_user',
					'password' => '',
				),
			),
			'blank username' => array(
				array(
					'username' => '   ',
					'password' => self::PASSWORD,
				),
			),
		);
	}

	/**
	 * Wrong types are a 400 too, never a 500.
	 */
	public function test_malformed_credentials_are_a_400(): void {
		$response = $this->rest(
			'POST',
			'/auth/login',
			array(
				'username' => array( 'x' ),
				'password' => 1,
			),
			array( 'X-FitCoach-Key' => null )
		);
		$this->assertSame( 400, $response->get_status() );
	}

	/**
	 * Core's hooks run: wp_login_failed fires on a failure (throttling plugins count it).
	 */
	public function test_failures_go_through_core(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'core_user' ) );
		$failed = array();
		add_action(
			'wp_login_failed',
			static function ( $username ) use ( &$failed ) {
				$failed[] = $username;
			}
		);
		$this->login( 'core_user', 'nope' );
		$this->assertSame( array( 'core_user' ), $failed );
	}

	/**
	 * After five failures within the window the sixth attempt is a 429, even with the right
	 * password; another client is not affected.
	 *
	 * @group security-throttling
	 */
	public function test_sixth_failed_login_is_throttled(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'throttled' ) );
		for ( $i = 1; $i <= Throttle::LOGIN_LIMIT; $i++ ) {
			$this->assertRestError( 401, 'fitcoach_invalid_credentials', $this->login( 'throttled', 'wrong-' . $i ) );
		}
		$sixth = $this->login( 'throttled', 'wrong-6' );
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $sixth );
		$this->assertNotSame( '', $sixth->get_data()['message'] );
		$this->assertSame( '300', (string) $sixth->get_headers()['Retry-After'] );
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $this->login( 'throttled' ) );
		// The e-mail address is counted apart: a 429 there would tell that it belongs to this login.
		$this->assertSame( 200, $this->login( 'throttled@example.test' )->get_status() );

		$_SERVER['REMOTE_ADDR'] = '192.0.2.10';
		$this->assertSame( 200, $this->login( 'throttled' )->get_status() );
	}

	/**
	 * Unknown accounts are throttled the same way.
	 *
	 * @group security-throttling
	 */
	public function test_unknown_accounts_are_throttled_too(): void {
		for ( $i = 1; $i <= Throttle::LOGIN_LIMIT; $i++ ) {
			$this->assertRestError( 401, 'fitcoach_invalid_credentials', $this->login( 'ghost', 'wrong' ) );
		}
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $this->login( 'ghost', 'wrong' ) );
	}

	/**
	 * A successful login clears the count.
	 *
	 * @group security-throttling
	 */
	public function test_success_resets_the_failed_login_count(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'forgetful' ) );
		for ( $i = 1; $i < Throttle::LOGIN_LIMIT; $i++ ) {
			$this->assertRestError( 401, 'fitcoach_invalid_credentials', $this->login( 'forgetful', 'wrong' ) );
		}
		$this->assertSame( 200, $this->login( 'forgetful' )->get_status() );
		for ( $i = 1; $i <= Throttle::LOGIN_LIMIT; $i++ ) {
			$this->assertRestError( 401, 'fitcoach_invalid_credentials', $this->login( 'forgetful', 'wrong' ) );
		}
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $this->login( 'forgetful', 'wrong' ) );
	}

	/**
	 * The count is kept in the database (a transient), not in memory: it survives a cleared
	 * runtime cache, as it would a new PHP process.
	 *
	 * @group security-throttling
	 */
	public function test_the_count_survives_the_process(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'persisted' ) );
		for ( $i = 1; $i <= Throttle::LOGIN_LIMIT; $i++ ) {
			$this->login( 'persisted', 'wrong' );
		}
		wp_cache_flush();
		$this->assertTrue( Throttle::login_locked( 'persisted' ) );
	}
}
