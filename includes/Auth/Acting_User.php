<?php
/**
 * Who a member route acts for.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Resolves the acting member of a request.
 *
 * Without a user_id parameter (or with the caller's own id) it is the logged-in user. A user_id
 * naming someone else is honoured only when the user switching service (filter
 * `fitcoach_resolve_switched_user`) confirms that the caller may switch to that user and that the
 * caller's current, server-stored switch names that user; otherwise 403 fitcoach_switch_denied.
 */
final class Acting_User {

	/**
	 * The acting member's id, or a refusal.
	 *
	 * @param WP_REST_Request $request Request (user_id from the query or the body).
	 * @return int|WP_Error
	 */
	public static function resolve( $request ) {
		$current = get_current_user_id();
		$raw     = $request->get_param( 'user_id' );
		if ( null === $raw || '' === $raw ) {
			return $current;
		}
		if ( ! is_scalar( $raw ) || ! preg_match( '/^\d+$/', (string) $raw ) ) {
			return new WP_Error( 'fitcoach_invalid_user_id', __( 'Ongeldige gebruiker.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		$requested = (int) $raw;
		if ( $requested === $current ) {
			return $current;
		}
		/**
		 * Filters whether the caller may act as the requested user right now.
		 *
		 * @param bool $allowed   False unless the switching service confirms the switch.
		 * @param int  $requested The user the request names.
		 * @param int  $current   The logged-in (real) user.
		 */
		$allowed = (bool) apply_filters( 'fitcoach_resolve_switched_user', false, $requested, $current );
		if ( ! $allowed ) {
			return new WP_Error( 'fitcoach_switch_denied', __( 'Je mag de app niet bekijken als deze gebruiker.', 'fitcoach' ), array( 'status' => 403 ) );
		}
		return $requested;
	}
}
