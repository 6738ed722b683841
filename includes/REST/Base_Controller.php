<?php
/**
 * What every FitCoach REST controller shares.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Auth\Acting_User;
use FitCoach\Plugin;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Base of the FitCoach controllers: namespace, login check, acting member, errors.
 */
abstract class Base_Controller extends WP_REST_Controller {

	/**
	 * The routes' namespace: Plugin::REST_NAMESPACE.
	 *
	 * @var non-falsy-string
	 */
	protected $namespace = Plugin::REST_NAMESPACE;

	/**
	 * Sets the namespace.
	 */
	public function __construct() {
		$this->namespace = Plugin::REST_NAMESPACE;
	}

	/**
	 * A refusal with a fitcoach_ code, an explicit status and a Dutch message.
	 *
	 * @param string $code    Error code (fitcoach_...).
	 * @param string $message Dutch message for the user.
	 * @param int    $status  HTTP status.
	 */
	protected static function error( string $code, string $message, int $status ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => $status ) );
	}

	/**
	 * Permission check shared by every member route: a logged-in user (through the Bearer token).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function logged_in_permissions_check( $request ) {
		unset( $request );
		if ( ! is_user_logged_in() ) {
			return self::error( 'fitcoach_not_logged_in', __( 'Je bent niet ingelogd.', 'fitcoach' ), 401 );
		}
		return true;
	}

	/**
	 * The member this request acts for: the current user, or the member an admin is viewing the
	 * app as (see Acting_User). Member routes read and write this user's data only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return int|WP_Error User id, or a refusal.
	 */
	protected function member_id( $request ) {
		return Acting_User::resolve( $request );
	}

	/**
	 * Permission check of member routes: logged in, and the acting member resolves.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function member_permissions_check( $request ) {
		$logged_in = $this->logged_in_permissions_check( $request );
		if ( is_wp_error( $logged_in ) ) {
			return $logged_in;
		}
		$member = $this->member_id( $request );
		return is_wp_error( $member ) ? $member : true;
	}
}
