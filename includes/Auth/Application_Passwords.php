<?php
/**
 * WordPress's application passwords: off unless the operator allows them, never for the app's roles.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use FitCoach\Settings;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * An application password is a permanent credential for the REST API and XML-RPC. Minted with a
 * stolen login, it would outlive that login (issue 9). So:
 *
 * - application passwords are off on the whole site unless the operator turns on the option
 *   `fitcoach_allow_application_passwords` (Settings::application_passwords_allowed());
 * - even then, users with the app's roles (sporter, PT trainer) can neither create nor use one;
 * - both are WordPress's own checks (wp_is_application_passwords_available() and
 *   wp_is_application_passwords_available_for_user()), which guard creating one (wp-admin, the
 *   authorize screen, /wp/v2/users/{id}/application-passwords) and using one (REST API, XML-RPC);
 * - a refused application password on a fitcoach/v1 route is answered 401
 *   fitcoach_application_passwords_disabled in Dutch instead of core's English.
 */
final class Application_Passwords {

	/** Error codes of core's refusal of a disabled application password. */
	private const CORE_CODES = array( 'application_passwords_disabled', 'application_passwords_disabled_for_user' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_is_application_passwords_available', array( self::class, 'available' ), 99 );
		add_filter( 'wp_is_application_passwords_available_for_user', array( self::class, 'available_for_user' ), 99, 2 );
		// Before core's application password check (90), so that it knows; after it, in Dutch.
		add_filter( 'rest_authentication_errors', array( self::class, 'determine_user' ), 85 );
		add_filter( 'rest_authentication_errors', array( self::class, 'dutch_refusal' ), 95 );
	}

	/**
	 * Whether the site offers application passwords at all.
	 *
	 * @param mixed $available What WordPress decided (HTTPS or a local site).
	 */
	public static function available( $available ): bool {
		return (bool) $available && Settings::application_passwords_allowed();
	}

	/**
	 * Whether a user may create and use application passwords.
	 *
	 * @param mixed $available What WordPress decided so far.
	 * @param mixed $user      The user.
	 */
	public static function available_for_user( $available, $user ): bool {
		if ( ! $user instanceof WP_User ) {
			$user = get_userdata( is_numeric( $user ) ? (int) $user : 0 );
		}
		if ( ! $user instanceof WP_User || Logins::has_app_role( $user ) ) {
			return false;
		}
		return (bool) $available && Settings::application_passwords_allowed();
	}

	/**
	 * Lets WordPress determine the REST request's user before its application password check: the
	 * REST server forgets an anonymous user found before REST_REQUEST was defined, and core's check
	 * (90) only sees a refused application password once the user was determined again, which
	 * otherwise happens in its cookie check (100), too late: the refused password made a guest
	 * instead of a 401.
	 *
	 * @param mixed $result Authentication result so far.
	 * @return mixed
	 */
	public static function determine_user( $result ) {
		if ( empty( $result ) ) {
			wp_get_current_user();
		}
		return $result;
	}

	/**
	 * Core's refusal of a disabled application password, in Dutch with a fitcoach_ code on the
	 * app's routes.
	 *
	 * @param mixed $result Authentication result so far.
	 * @return mixed
	 */
	public static function dutch_refusal( $result ) {
		if ( ! $result instanceof WP_Error || array() === array_intersect( $result->get_error_codes(), self::CORE_CODES ) ) {
			return $result;
		}
		if ( ! Rest_Authentication::is_fitcoach_route( Rest_Authentication::requested_route() ) ) {
			return $result;
		}
		return new WP_Error( 'fitcoach_application_passwords_disabled', __( 'Applicatiewachtwoorden kunnen niet worden gebruikt voor dit account. Log in via de app.', 'fitcoach' ), array( 'status' => 401 ) );
	}
}
