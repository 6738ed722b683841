<?php
/**
 * What every FitCoach REST controller shares.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Auth\Acting_User;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Plugin;
use FitCoach\Roles;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Base of the FitCoach controllers: namespace, the permission check of a route's declaration,
 * acting member, errors.
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
	 * Registers one route of the controller: register_rest_route() in the controller's namespace,
	 * with every handler's declaration ('fitcoach' => access and capability, see Route_Access).
	 * While Route_Access collects the declarations on a page that is no REST request (the app
	 * page), the route is handed to it instead and nothing is registered.
	 *
	 * @param non-falsy-string         $route Route below the namespace ('/auth/login').
	 * @param array<int|string, mixed> $args  What register_rest_route() takes: one handler, or handlers and route options.
	 */
	protected function add_route( string $route, array $args ): void {
		if ( Route_Access::collecting() ) {
			Route_Access::collect( $this->namespace, $route, $args );
			return;
		}
		register_rest_route( $this->namespace, $route, $args );
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
	 * The query argument scope of the coach's lists: 'mine' (the caller's own members and those
	 * without a coach) or 'all' (everyone the caller may manage; a PT trainer's all is his own).
	 *
	 * @return array<string, mixed>
	 */
	protected static function scope_param(): array {
		return array(
			'description' => __( "Welke leden: 'mine' (eigen leden en leden zonder coach) of 'all'.", 'fitcoach' ),
			'type'        => 'string',
			'enum'        => array( Coach_Assignment::SCOPE_MINE, Coach_Assignment::SCOPE_ALL ),
			'default'     => Coach_Assignment::SCOPE_ALL,
		);
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
	 * The permission check of a route as its declaration says (Route_Access), for every route:
	 *
	 * - guest: anyone.
	 * - otherwise logged in (through the Bearer token): 401 fitcoach_not_logged_in;
	 * - with a capability: current_user_can() it, else 403 fitcoach_forbidden;
	 * - member: the acting member resolves (Auth\Acting_User): 400 fitcoach_invalid_user_id,
	 *   403 fitcoach_switch_denied.
	 *
	 * A controller with rights on one object (a user, an item) checks them after this. The
	 * declaration is the matched handler's (the request's attributes); a request that was not
	 * matched by the REST server (a check called directly) is matched here. A route without a
	 * declaration is refused: 401, or 403 for a logged-in user.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check_for_declaration( $request ) {
		$declaration = Route_Access::of( $request->get_attributes() ) ?? Route_Access::for_request( $request->get_route(), $request->get_method() );
		if ( null !== $declaration && Route_Access::GUEST === $declaration['access'] ) {
			return true;
		}
		if ( ! is_user_logged_in() ) {
			return self::error( 'fitcoach_not_logged_in', __( 'Je bent niet ingelogd.', 'fitcoach' ), 401 );
		}
		if ( null === $declaration ) {
			return self::forbidden( '' );
		}
		if ( '' !== $declaration['capability'] && ! current_user_can( $declaration['capability'] ) ) {
			return self::forbidden( $declaration['capability'] );
		}
		if ( Route_Access::MEMBER === $declaration['access'] ) {
			$member = $this->member_id( $request );
			if ( is_wp_error( $member ) ) {
				return $member;
			}
		}
		return true;
	}

	/**
	 * 403 fitcoach_forbidden for a caller without the capability a route needs.
	 *
	 * @param string $capability The capability ('' when the route declares none).
	 */
	protected static function forbidden( string $capability ): WP_Error {
		$message = Roles::MANAGE_SETTINGS === $capability
			? __( 'Je hebt geen toegang tot de instellingen.', 'fitcoach' )
			: __( 'Je hebt geen toegang tot deze functie.', 'fitcoach' );
		return self::error( 'fitcoach_forbidden', $message, 403 );
	}

	/**
	 * The user named by the route's id, or a 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_User|WP_Error
	 */
	protected function get_target( $request ) {
		$id   = (int) $request->get_param( 'id' );
		$user = $id > 0 ? get_userdata( $id ) : false;
		if ( ! $user instanceof WP_User ) {
			return self::error( 'fitcoach_user_not_found', __( 'Gebruiker niet gevonden.', 'fitcoach' ), 404 );
		}
		return $user;
	}

	/**
	 * A route about one user the caller manages: as the route declares (may manage clients), the
	 * user exists (404), and the caller may manage this one (403).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	protected function managed_user_check( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$user = $this->get_target( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		if ( ! current_user_can( Roles::MANAGE_CLIENT, $user->ID ) ) {
			return self::error( 'fitcoach_forbidden', __( 'Je mag deze gebruiker niet beheren.', 'fitcoach' ), 403 );
		}
		return true;
	}
}
