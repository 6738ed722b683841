<?php
/**
 * Password change, forgot password and reset password.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use FitCoach\Auth\Throttle;
use WP_REST_Response;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * Password tests.
 */
class Password_Reset_Test extends Auth_Test_Case {

	/**
	 * POST /auth/change-password as the holder of a token.
	 *
	 * @param string               $token Access token.
	 * @param array<string, mixed> $body  Body.
	 */
	private function change_password( string $token, array $body ): WP_REST_Response {
		wp_set_current_user( 0 );
		return $this->rest( 'POST', '/auth/change-password', $body, $this->bearer( $token ) );
	}

	/**
	 * POST /auth/forgot-password as a guest.
	 *
	 * @param string $login Name or e-mail.
	 */
	private function forgot( string $login ): WP_REST_Response {
		return $this->rest( 'POST', '/auth/forgot-password', array( 'user_login' => $login ), array( 'X-FitCoach-Key' => null ) );
	}

	/**
	 * POST /auth/reset-password as a guest.
	 *
	 * @param array<string, mixed> $body Body.
	 */
	private function reset( array $body ): WP_REST_Response {
		return $this->rest( 'POST', '/auth/reset-password', $body, array( 'X-FitCoach-Key' => null ) );
	}

	/**
	 * Changing the password ends every earlier login (access and refresh tokens) and gives this
	 * device a new one; the new password logs in, the old one does not.
	 *
	 * @group security-tokens
	 */
	public function test_change_password_revokes_old_tokens(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'changer' ) );
		$login = $this->login_ok( 'changer', true );
		$other = $this->login_ok( 'changer', true );

		$response = $this->change_password(
			$login['token'],
			array(
				'current_password' => self::PASSWORD,
				'new_password'     => 'nieuw-wachtwoord-456',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'success', 'message', 'token', 'refresh_token', 'screen_pass' ), array_keys( $data ) );
		$this->assertSame( 'Wachtwoord gewijzigd', $data['message'] );

		foreach ( array( $login, $other ) as $old ) {
			$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $old['token'] ) );
			$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $old['refresh_token'] ) );
		}
		$this->assertSame( 200, $this->me( $data['token'] )->get_status() );
		$this->assertSame( 200, $this->refresh( $data['refresh_token'] )->get_status() );

		$this->assertRestError( 401, 'fitcoach_invalid_credentials', $this->login( 'changer' ) );
		$this->assertSame( 200, $this->login( 'changer', 'nieuw-wachtwoord-456' )->get_status() );
	}

	/**
	 * A wrong current password, a short new one, and a guest.
	 */
	public function test_change_password_refusals(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'refused' ) );
		$token = $this->login_ok( 'refused' )['token'];

		$wrong = $this->change_password(
			$token,
			array(
				'current_password' => 'niet-goed',
				'new_password'     => 'nieuw-wachtwoord-456',
			)
		);
		$this->assertRestError( 400, 'fitcoach_wrong_password', $wrong );

		$short = $this->change_password(
			$token,
			array(
				'current_password' => self::PASSWORD,
				'new_password'     => 'kort',
			)
		);
		$this->assertRestError( 400, 'fitcoach_weak_password', $short );
		$this->assertSame( 'Minimaal 8 karakters', $short->get_data()['message'] );

		// Nothing changed: the token still works and the password is the old one.
		$this->assertSame( 200, $this->me( $token )->get_status() );
		$this->assertSame( 200, $this->login( 'refused' )->get_status() );

		wp_set_current_user( 0 );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'POST', '/auth/change-password', array( 'current_password' => 'x' ) ) );
	}

	/**
	 * Guessing the current password is throttled like logins.
	 *
	 * @group security-throttling
	 */
	public function test_change_password_guessing_is_throttled(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'guessed' ) );
		$token = $this->login_ok( 'guessed' )['token'];
		$body  = array(
			'current_password' => 'gok',
			'new_password'     => 'nieuw-wachtwoord-456',
		);
		for ( $i = 1; $i <= Throttle::LOGIN_LIMIT; $i++ ) {
			$this->assertRestError( 400, 'fitcoach_wrong_password', $this->change_password( $token, $body ) );
		}
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $this->change_password( $token, $body ) );
	}

	/**
	 * Any password change outside the app (wp_set_password, the profile screen's
	 * wp_update_user) ends the app's tokens too; a profile update without a new password does not.
	 *
	 * @group security-tokens
	 */
	public function test_core_password_changes_revoke_tokens(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'core_change' ) );

		$login = $this->login_ok( 'core_change', true );
		wp_update_user(
			array(
				'ID'         => $user_id,
				'first_name' => 'Alleen',
			)
		);
		$this->assertSame( 200, $this->me( $login['token'] )->get_status(), 'A profile update without a password keeps the tokens.' );

		wp_set_password( 'via-core-789', $user_id );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $login['token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $login['refresh_token'] ) );

		$second = $this->login( 'core_change', 'via-core-789', true )->get_data();
		$this->assertSame( 200, $this->me( $second['token'] )->get_status() );
		wp_set_current_user( 0 );
		wp_update_user(
			array(
				'ID'        => $user_id,
				'user_pass' => 'via-profiel-000',
			)
		);
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $second['token'] ) );
	}

	/**
	 * The whole reset: the mail holds the app's link, the link sets a new password once, tokens from
	 * before stop working, the new password logs in and the old one does not.
	 *
	 * @group security-tokens
	 */
	public function test_reset_password_flow_through_the_mail(): void {
		$this->make_user(
			'sporter',
			array(
				'user_login' => 'resetter',
				'first_name' => 'Rita',
			)
		);
		$before = $this->login_ok( 'resetter', true );

		$response = $this->forgot( 'resetter@example.test' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'success' => true,
				'message' => 'Als het e-mailadres bestaat, is er een wachtwoord reset link verstuurd.',
			),
			$response->get_data()
		);

		$mails = $this->new_mails();
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'To: resetter@example.test', $mails[0] );
		$this->assertStringContainsString( 'Hallo Rita', $mails[0] );
		$pattern = '#' . preg_quote( home_url( '/reset-password/' ), '#' ) . '([A-Za-z0-9]+)\?user=([^\s]+)#';
		$this->assertSame( 1, preg_match( $pattern, $mails[0], $link ), $mails[0] );
		$this->assertSame( 'resetter', rawurldecode( $link[2] ) );

		$weak = $this->reset(
			array(
				'key'          => $link[1],
				'user_login'   => 'resetter',
				'new_password' => 'kort',
			)
		);
		$this->assertRestError( 400, 'fitcoach_weak_password', $weak );

		$done = $this->reset(
			array(
				'key'          => $link[1],
				'user_login'   => rawurldecode( $link[2] ),
				'new_password' => 'gereset-wachtwoord-1',
			)
		);
		$this->assertSame( 200, $done->get_status() );
		$this->assertSame(
			array(
				'success' => true,
				'message' => 'Wachtwoord succesvol gereset. Je kunt nu inloggen met je nieuwe wachtwoord.',
			),
			$done->get_data()
		);

		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $before['token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $before['refresh_token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_credentials', $this->login( 'resetter' ) );
		$this->assertSame( 200, $this->login( 'resetter', 'gereset-wachtwoord-1' )->get_status() );

		// The key works once.
		$again = $this->reset(
			array(
				'key'          => $link[1],
				'user'         => 'resetter',
				'new_password' => 'nog-een-keer-123',
			)
		);
		$this->assertRestError( 400, 'fitcoach_invalid_reset_key', $again );
		$this->assertSame( 'Ongeldige reset link', $again->get_data()['message'] );
	}

	/**
	 * The reset call also takes the user name as `user`.
	 */
	public function test_reset_accepts_user_instead_of_user_login(): void {
		$user = $this->existing_user( $this->make_user( 'sporter', array( 'user_login' => 'alt_field' ) ) );
		$key  = get_password_reset_key( $user );
		$this->assertIsString( $key );
		$response = $this->reset(
			array(
				'key'          => $key,
				'user'         => 'alt_field',
				'new_password' => 'ander-veld-123',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 200, $this->login( 'alt_field', 'ander-veld-123' )->get_status() );
	}

	/**
	 * Bad, expired and foreign keys, unknown users and missing fields: 400 invalid link.
	 */
	public function test_invalid_reset_links(): void {
		$user  = $this->existing_user( $this->make_user( 'sporter', array( 'user_login' => 'linked' ) ) );
		$other = $this->make_user( 'sporter', array( 'user_login' => 'someone_else' ) );
		$key   = get_password_reset_key( $user );
		$this->assertIsString( $key );
		$cases = array(
			'wrong key'    => array(
				'key'          => 'AAAAAAAAAAAAAAAAAAAA',
				'user_login'   => 'linked',
				'new_password' => 'goed-genoeg-123',
			),
			'other user'   => array(
				'key'          => $key,
				'user_login'   => 'someone_else',
				'new_password' => 'goed-genoeg-123',
			),
			'unknown user' => array(
				'key'          => $key,
				'user_login'   => 'nobody_at_all',
				'new_password' => 'goed-genoeg-123',
			),
			'no key'       => array(
				'user_login'   => 'linked',
				'new_password' => 'goed-genoeg-123',
			),
			'no user'      => array(
				'key'          => $key,
				'new_password' => 'goed-genoeg-123',
			),
		);
		foreach ( $cases as $name => $body ) {
			$response = $this->reset( $body );
			$this->assertSame( 400, $response->get_status(), $name );
			$this->assertSame( 'fitcoach_invalid_reset_key', $response->get_data()['code'], $name );
		}

		// Expired: core's expiry applies.
		add_filter( 'password_reset_expiration', '__return_zero' );
		$this->assertRestError(
			400,
			'fitcoach_invalid_reset_key',
			$this->reset(
				array(
					'key'          => $key,
					'user_login'   => 'linked',
					'new_password' => 'goed-genoeg-123',
				)
			)
		);
		remove_filter( 'password_reset_expiration', '__return_zero' );
		unset( $other );

		// After all that the real key still works.
		$this->assertSame(
			200,
			$this->reset(
				array(
					'key'          => $key,
					'user_login'   => 'linked',
					'new_password' => 'goed-genoeg-123',
				)
			)->get_status()
		);
	}

	/**
	 * Forgot password answers known and unknown accounts identically; only a known one gets mail.
	 *
	 * @group security-enumeration
	 */
	public function test_forgot_password_does_not_reveal_accounts(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'exists' ) );

		$known   = $this->forgot( 'exists' );
		$mails   = count( $this->new_mails() );
		$unknown = $this->forgot( 'does-not-exist@example.test' );

		$this->assertSame( $known->get_status(), $unknown->get_status() );
		$this->assertSame( $known->get_data(), $unknown->get_data() );
		$this->assertSame( $known->get_headers(), $unknown->get_headers() );
		$this->assertSame( 1, $mails );
		$this->assertCount( 1, $this->new_mails(), 'No mail for an unknown account.' );
	}

	/**
	 * The fourth request from one IP within an hour is a 429, for any account.
	 *
	 * @group security-throttling
	 */
	public function test_forgot_password_is_throttled_per_ip(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'spammed' ) );
		for ( $i = 1; $i <= Throttle::RESET_LIMIT; $i++ ) {
			$this->assertSame( 200, $this->forgot( 1 === $i % 2 ? 'spammed' : 'unknown' . $i )->get_status() );
		}
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $this->forgot( 'spammed' ) );
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $this->forgot( 'someone-new' ) );
		$this->assertCount( 2, $this->new_mails() );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->assertSame( 200, $this->forgot( 'spammed' )->get_status() );
	}

	/**
	 * An empty request is a 400.
	 */
	public function test_forgot_password_needs_a_name(): void {
		$this->assertRestError( 400, 'fitcoach_missing_user_login', $this->forgot( '' ) );
	}
}
