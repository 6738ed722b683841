<?php
/**
 * REST routes of user switching.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Member_Query;
use FitCoach\Member\Plain_Text;
use FitCoach\Roles;
use FitCoach\Switching\Switch_Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * /user/switch: who the caller may view the app as, start, end, and the current switch.
 *
 * These routes always act for the real, logged-in user: a user_id the app adds while switched is
 * ignored here (for POST /user/switch it is the target).
 */
class Switch_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'user/switch';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->add_route(
			'/' . $this->rest_base . '/available',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_available' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::SWITCH_USERS,
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_available_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'switch_to' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::SWITCH_USERS,
					),
					'args'                => array(
						'user_id' => array(
							'description' => __( 'De gebruiker om de app als te bekijken.', 'fitcoach' ),
							'type'        => 'integer',
							'minimum'     => 1,
						),
					),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/clear',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'clear' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => '',
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/current',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_current' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => '',
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * GET /user/switch/available: {users: [...]}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_available( $request ): WP_REST_Response {
		unset( $request );
		$users = array();
		foreach ( Member_Query::switchable( get_current_user_id() ) as $user ) {
			$users[] = array(
				'id'           => $user->ID,
				'display_name' => Plain_Text::shown( $user->display_name ),
				'email'        => $user->user_email,
				'role'         => Member_Query::primary_role( $user ),
				'first_name'   => Plain_Text::shown( $user->first_name ),
				'last_name'    => Plain_Text::shown( $user->last_name ),
			);
		}
		return rest_ensure_response( array( 'users' => $users ) );
	}

	/**
	 * POST /user/switch {user_id}: {success, switched_user}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function switch_to( $request ) {
		// Checked here rather than as a required argument, so a guest is told 401 before anything else.
		$target_id = (int) $request->get_param( 'user_id' );
		if ( $target_id <= 0 ) {
			return self::error( 'fitcoach_invalid_user_id', __( 'Kies een gebruiker.', 'fitcoach' ), 400 );
		}
		$target = Switch_Service::start( get_current_user_id(), $target_id );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		return rest_ensure_response(
			array(
				'success'       => true,
				'switched_user' => self::switched_user( $target ),
			)
		);
	}

	/**
	 * POST /user/switch/clear: {success}. Ending when not switched is not an error.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function clear( $request ): WP_REST_Response {
		unset( $request );
		Switch_Service::end( get_current_user_id() );
		return rest_ensure_response( array( 'success' => true ) );
	}

	/**
	 * GET /user/switch/current: {is_switched, switched_user}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_current( $request ): WP_REST_Response {
		unset( $request );
		$target = Switch_Service::current_target( get_current_user_id() );
		return rest_ensure_response(
			array(
				'is_switched'   => null !== $target,
				'switched_user' => null !== $target ? self::switched_user( $target ) : null,
			)
		);
	}

	/**
	 * The switched user as the app shows it.
	 *
	 * @param WP_User $user User.
	 * @return array{id: int, display_name: string, email: string}
	 */
	private static function switched_user( WP_User $user ): array {
		return array(
			'id'           => $user->ID,
			'display_name' => Plain_Text::shown( $user->display_name ),
			'email'        => $user->user_email,
		);
	}

	/**
	 * Schema of the switch state (POST /user/switch, /clear and GET /current).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-switch-state',
			'type'       => 'object',
			'properties' => array(
				'success'       => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
				'is_switched'   => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
				'switched_user' => array(
					'type'       => array( 'object', 'null' ),
					'readonly'   => true,
					'properties' => array(
						'id'           => array( 'type' => 'integer' ),
						'display_name' => array( 'type' => 'string' ),
						'email'        => array(
							'type'   => 'string',
							'format' => 'email',
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Schema of GET /user/switch/available.
	 *
	 * @return array<string, mixed>
	 */
	public function get_available_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-switch-available',
			'type'       => 'object',
			'properties' => array(
				'users' => array(
					'type'     => 'array',
					'readonly' => true,
					'items'    => array(
						'type'       => 'object',
						'properties' => array(
							'id'           => array( 'type' => 'integer' ),
							'display_name' => array( 'type' => 'string' ),
							'email'        => array( 'type' => 'string' ),
							'role'         => array( 'type' => 'string' ),
							'first_name'   => array( 'type' => 'string' ),
							'last_name'    => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}
}
