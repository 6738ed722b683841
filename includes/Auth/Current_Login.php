<?php
/**
 * The login behind the current request.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

defined( 'ABSPATH' ) || exit;

/**
 * Which login made this request: the token family of its Bearer token (stable across refreshes of
 * one login), or for a cookie login (wp-admin) WordPress's session token. Other services key
 * per-login state on it (e.g. the user an administrator is viewing the app as).
 */
final class Current_Login {

	/**
	 * Family of the Bearer token this request was authenticated with.
	 *
	 * @var string|null
	 */
	private static ?string $family = null;

	/**
	 * User the Bearer token belongs to.
	 *
	 * @var int
	 */
	private static int $user_id = 0;

	/**
	 * The id of the current request's login, or null when nobody is logged in.
	 */
	public static function family(): ?string {
		$current = get_current_user_id();
		if ( $current <= 0 ) {
			return null;
		}
		if ( null !== self::$family && self::$user_id === $current ) {
			return self::$family;
		}
		// A cookie login: its session token, when the cookie is the current user's.
		$cookie = wp_parse_auth_cookie( '', 'logged_in' );
		if ( ! is_array( $cookie ) || empty( $cookie['token'] ) || wp_get_current_user()->user_login !== $cookie['username'] ) {
			return null;
		}
		return (string) $cookie['token'];
	}

	/**
	 * Records the Bearer login of this request (Rest_Authentication only).
	 *
	 * @internal
	 *
	 * @param int    $user_id User id.
	 * @param string $family  Family id.
	 */
	public static function set_bearer( int $user_id, string $family ): void {
		self::$user_id = $user_id;
		self::$family  = $family;
	}

	/**
	 * Forgets the Bearer login (when the current user changes by other means).
	 *
	 * @internal
	 */
	public static function clear(): void {
		self::$user_id = 0;
		self::$family  = null;
	}

	/**
	 * The user of the Bearer login recorded for this request (0 when none).
	 *
	 * @internal
	 */
	public static function bearer_user_id(): int {
		return null === self::$family ? 0 : self::$user_id;
	}
}
