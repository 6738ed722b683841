<?php
/**
 * Throttling of failed logins and password reset requests.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

defined( 'ABSPATH' ) || exit;

/**
 * Counts attempts in transients, so the counts hold across PHP processes: in the options table, or
 * in the object cache when the site has a persistent one. Each count lives in a fixed window that
 * starts with its first attempt.
 *
 * - Logins: per client IP and account name; after 5 failures within 5 minutes every further
 *   attempt is refused (429) until the window ends. A successful login clears the count.
 * - Password reset requests: per client IP, and per account name from any IP; 3 per hour, the 4th
 *   is refused. Every door that sends a reset mail counts here: the app's /auth/forgot-password
 *   and WordPress's own lost-password form (Security\Core_Doors).
 *
 * The account is counted as typed (trimmed, in lower case), not as the user it belongs to: were
 * an account's e-mail address and login counted together, failures with the e-mail address would
 * lock the login, and the 429 would tell which login belongs to which address. Each spelling
 * gets its own count (an unknown name just as a known one), so the answer links nothing.
 */
final class Throttle {

	/** Failed logins allowed per window. */
	public const LOGIN_LIMIT = 5;

	/** Length of the login window in seconds. */
	public const LOGIN_WINDOW = 5 * MINUTE_IN_SECONDS;

	/** Password reset requests allowed per window. */
	public const RESET_LIMIT = 3;

	/** Length of the password reset window in seconds. */
	public const RESET_WINDOW = HOUR_IN_SECONDS;

	/**
	 * Whether logins for this account name from this client are refused for now.
	 *
	 * @param string $name Account name or e-mail address as typed.
	 */
	public static function login_locked( string $name ): bool {
		return self::count( self::login_key( $name ), self::LOGIN_WINDOW ) >= self::LOGIN_LIMIT;
	}

	/**
	 * Counts a failed login.
	 *
	 * @param string $name Account name or e-mail address as typed.
	 */
	public static function login_failed( string $name ): void {
		self::hit( self::login_key( $name ), self::LOGIN_WINDOW );
	}

	/**
	 * Clears the failed logins after a successful one.
	 *
	 * @param string $name Account name or e-mail address as typed.
	 */
	public static function login_succeeded( string $name ): void {
		delete_transient( self::login_key( $name ) );
	}

	/**
	 * Counts a password reset request and tells whether it may go ahead: both the client's count
	 * and the account's (from any client) must be under the limit. A refused request is not
	 * counted.
	 *
	 * @param string $name Account name or e-mail address as typed ('' counts the client only).
	 */
	public static function reset_request_allowed( string $name = '' ): bool {
		$keys = array( self::key( 'reset', self::client_ip() ) );
		$name = self::account( $name );
		if ( '' !== $name ) {
			$keys[] = self::key( 'reset_account', $name );
		}
		foreach ( $keys as $key ) {
			if ( self::count( $key, self::RESET_WINDOW ) >= self::RESET_LIMIT ) {
				return false;
			}
		}
		foreach ( $keys as $key ) {
			self::hit( $key, self::RESET_WINDOW );
		}
		return true;
	}

	/**
	 * The client's IP address. REMOTE_ADDR only: forwarding headers can be forged. A site behind a
	 * trusted proxy can give the real address through the `fitcoach_client_ip` filter.
	 */
	public static function client_ip(): string {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$ip     = false !== filter_var( $remote, FILTER_VALIDATE_IP ) ? $remote : 'unknown';
		/**
		 * Filters the client IP address the throttles count per.
		 *
		 * @param string $ip The address from REMOTE_ADDR ('unknown' when missing or invalid).
		 */
		$filtered = apply_filters( 'fitcoach_client_ip', $ip );
		return is_string( $filtered ) && '' !== $filtered ? $filtered : $ip;
	}

	/**
	 * Transient key of the login count for this client and account name as typed (see the class
	 * comment: never the user it belongs to).
	 *
	 * @param string $name Account name or e-mail address as typed.
	 */
	private static function login_key( string $name ): string {
		return self::key( 'login', self::client_ip() . '|name:' . self::account( $name ) );
	}

	/**
	 * An account name as counted: trimmed, in lower case (WordPress finds logins and e-mail
	 * addresses regardless of case).
	 *
	 * @param string $name Account name or e-mail address as typed.
	 */
	private static function account( string $name ): string {
		return strtolower( trim( $name ) );
	}

	/**
	 * A transient key (short and fixed-length, whatever was typed).
	 *
	 * @param string $kind    What is counted.
	 * @param string $subject Who is counted.
	 */
	private static function key( string $kind, string $subject ): string {
		return 'fitcoach_thr_' . $kind . '_' . substr( hash( 'sha256', $subject ), 0, 32 );
	}

	/**
	 * Attempts counted in the running window.
	 *
	 * @param string $key    Transient key.
	 * @param int    $window Window length in seconds.
	 */
	private static function count( string $key, int $window ): int {
		$entry = get_transient( $key );
		if ( ! is_array( $entry ) || ! isset( $entry['count'], $entry['start'] ) ) {
			return 0;
		}
		if ( time() - (int) $entry['start'] >= $window ) {
			return 0;
		}
		return (int) $entry['count'];
	}

	/**
	 * Adds an attempt, starting a new window when the last one ended.
	 *
	 * @param string $key    Transient key.
	 * @param int    $window Window length in seconds.
	 */
	private static function hit( string $key, int $window ): void {
		$now   = time();
		$entry = get_transient( $key );
		if ( ! is_array( $entry ) || ! isset( $entry['count'], $entry['start'] ) || $now - (int) $entry['start'] >= $window ) {
			$entry = array(
				'count' => 0,
				'start' => $now,
			);
		}
		++$entry['count'];
		$expires = max( 1, (int) $entry['start'] + $window - $now );
		set_transient( $key, $entry, $expires );
	}
}
