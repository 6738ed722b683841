<?php
/**
 * Logging a test user in with a real login, so the request has a login (token family) of its own.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

/**
 * Real logins for REST tests.
 */
trait Logins {

	/**
	 * Headers of the last login.
	 *
	 * @var array<string, string>
	 */
	private array $login_headers = array();

	/**
	 * Logs a user in and makes them the current user; gives the headers their requests carry.
	 *
	 * A WordPress login session (the cookie login of wp-admin): Current_Login::family() is its
	 * session token.
	 *
	 * @param int $user_id User id.
	 * @return array<string, string>
	 */
	protected function log_in( int $user_id ): array {
		$expires = time() + HOUR_IN_SECONDS;
		$token   = \WP_Session_Tokens::get_instance( $user_id )->create( $expires );
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Test set-up of a login cookie.
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $user_id, $expires, 'logged_in', $token );
		wp_set_current_user( $user_id );
		$this->login_headers = array();
		return $this->login_headers;
	}

	/**
	 * Headers of the last login.
	 *
	 * @return array<string, string>
	 */
	protected function last_login_headers(): array {
		return $this->login_headers;
	}

	/**
	 * Logs out (forgets the login cookie).
	 */
	protected function log_out(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		$this->login_headers = array();
	}

	/**
	 * No login leaks into the next test.
	 */
	protected function tear_down() {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tear_down();
	}
}
