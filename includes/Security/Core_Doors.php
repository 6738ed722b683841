<?php
/**
 * WordPress's own lost-password and login doors: the app's limits, and no word on who exists.
 *
 * @package FitCoach
 */

namespace FitCoach\Security;

use FitCoach\Auth\Throttle;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The second door to the app's accounts, wp-login.php, keeps to the app's rules.
 *
 * - Lost password (wp-login.php?action=lostpassword, and any other visitor's call of core's
 *   retrieve_password()): counted by the app's reset throttle — the same counts, limit and keys
 *   as POST /auth/forgot-password (3 an hour per IP and per account name), so the two doors
 *   together send no more mails than one. Before, the form sent a mail on every request, each
 *   one killing the link of the one before. Administrators sending a reset from wp-admin (they
 *   may edit users) are not counted.
 * - On wp-login.php a known and an unknown account get the same answer: the redirect to the
 *   "check your e-mail" page (core said "There is no account with that username or email
 *   address." for an unknown one). The mail — core's own, through retrieve_password() — is sent
 *   after that answer has gone out (After_Response), so the answer also takes the same time.
 * - A failed login through wp_authenticate() (wp-login.php, XML-RPC) for an unknown account name
 *   or e-mail address and for a wrong password get one and the same error (core's differ and
 *   quote the account); the unknown account costs the same password check as a known one.
 */
final class Core_Doors {

	/** Error code of a failed login through WordPress's doors. */
	public const LOGIN_ERROR = 'fitcoach_invalid_credentials';

	/** Error codes of core's authenticate filters that tell known and unknown accounts apart. */
	private const TELLING_ERRORS = array( 'invalid_username', 'invalid_email', 'incorrect_password' );

	/**
	 * Whether the deferred mail of a lost-password request is being sent (not counted again).
	 *
	 * @var bool
	 */
	private static bool $sending = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'lostpassword_errors', array( self::class, 'lost_password' ), PHP_INT_MAX, 2 );
		// After core's checks (20, 30) and the throttle's lock (99): the lock's message stays.
		add_filter( 'authenticate', array( self::class, 'same_login_error' ), 100, 3 );
	}

	/**
	 * Core's lost-password request (retrieve_password(), just before it would make the key and the
	 * mail): counted by the app's throttle; on wp-login.php answered alike for every account.
	 *
	 * @param mixed $errors    WP_Error with core's errors so far.
	 * @param mixed $user_data The account (WP_User) or false.
	 * @return mixed
	 */
	public static function lost_password( $errors, $user_data ) {
		if ( self::$sending || ! $errors instanceof WP_Error || current_user_can( 'edit_users' ) ) {
			return $errors;
		}
		// An empty field (or another plugin's refusal) is answered by core as it is.
		$codes = array_diff( $errors->get_error_codes(), array( 'invalid_email' ) );
		if ( array() !== $codes ) {
			return $errors;
		}
		$typed = self::typed_login();
		if ( '' === $typed && $user_data instanceof WP_User ) {
			$typed = $user_data->user_login;
		}
		if ( ! Throttle::reset_request_allowed( $typed ) ) {
			return new WP_Error( 'fitcoach_too_many_attempts', __( 'Te veel aanvragen. Probeer het over een uur opnieuw.', 'fitcoach' ) );
		}
		if ( ! self::is_login_form() ) {
			// Another caller shows core's answer itself.
			return $errors;
		}
		$login = $user_data instanceof WP_User ? $user_data->user_login : '';
		After_Response::defer(
			static function () use ( $login ): void {
				if ( '' === $login ) {
					return;
				}
				self::$sending = true;
				try {
					retrieve_password( $login );
				} finally {
					self::$sending = false;
				}
			}
		);
		// Core's own redirect after a request that went ahead.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Core's form has no nonce.
		$redirect = isset( $_REQUEST['redirect_to'] ) && is_string( $_REQUEST['redirect_to'] ) ? esc_url_raw( wp_unslash( $_REQUEST['redirect_to'] ) ) : '';
		// wp_safe_redirect() sends a foreign target to wp-admin instead, as core does.
		$redirect = '' !== $redirect ? $redirect : 'wp-login.php?checkemail=confirm';
		wp_safe_redirect( $redirect );
		exit;
	}

	/**
	 * One error for every failed login by name or e-mail address: unknown account, unknown
	 * address or wrong password.
	 *
	 * @param mixed $user     WP_User, WP_Error or null so far.
	 * @param mixed $username Account name or e-mail address as typed.
	 * @param mixed $password Password as typed.
	 * @return mixed
	 */
	public static function same_login_error( $user, $username, $password ) {
		if ( ! $user instanceof WP_Error || array() === array_intersect( $user->get_error_codes(), self::TELLING_ERRORS ) ) {
			return $user;
		}
		unset( $username );
		if ( ! in_array( 'incorrect_password', $user->get_error_codes(), true ) && is_string( $password ) ) {
			// An unknown account costs a password check too (a portable hash of core's strength).
			wp_check_password( $password, '$P$BFitCoachNoAccountxxxxxxxxxxxx.' );
		}
		return new WP_Error(
			self::LOGIN_ERROR,
			__( '<strong>Fout:</strong> de gebruikersnaam, het e-mailadres of het wachtwoord klopt niet.', 'fitcoach' )
		);
	}

	/**
	 * Whether the request is wp-login.php's lost-password form.
	 */
	private static function is_login_form(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only tells which form this is.
		$action = isset( $_REQUEST['action'] ) && is_string( $_REQUEST['action'] ) ? sanitize_key( $_REQUEST['action'] ) : '';
		return isset( $GLOBALS['pagenow'] ) && 'wp-login.php' === $GLOBALS['pagenow'] && in_array( $action, array( 'lostpassword', 'retrievepassword' ), true );
	}

	/**
	 * The account name or e-mail address the visitor typed into the form.
	 */
	private static function typed_login(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- Core's form has no nonce; only counted.
		return isset( $_POST['user_login'] ) && is_string( $_POST['user_login'] ) ? sanitize_text_field( wp_unslash( $_POST['user_login'] ) ) : '';
	}
}
