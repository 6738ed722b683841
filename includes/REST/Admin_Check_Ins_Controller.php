<?php
/**
 * REST routes of the coach's check-ins: the list, one check-in, the reply, a member's day.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Check_In_Settings;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Responses;
use FitCoach\Roles;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For coaches (fitcoach_manage_clients), never switch-aware. A PT trainer sees the check-ins of
 * the members he coaches and of members without a coach (Coach\Coach_Assignment); an
 * administrator everyone's, or his own scope with scope=mine.
 *
 * - GET  /admin/check-ins?scope=all|mine&member={id}&page=1&per_page=20 → { data: [check-in +
 *        member: { id, name }], hasMore, pages, total, unread }, newest first; unread is the
 *        number of check-ins in the same scope (and member) the coaches have not opened, also in
 *        the header X-FitCoach-Unread. The app shows a check-in beside the member's progress by
 *        GET /admin/users/{member_id}/progress; the coach compares two dates ('Vergelijken')
 *        with member={id}, as the member does with GET /check-ins.
 * - GET  /admin/check-ins/{id} → check-in + member; marks it read.
 * - POST /admin/check-ins/{id}/reply { text: plain text 1–2000 } → check-in + member; a later
 *        reply replaces the earlier one; the member sees it as 'Reactie van je coach'.
 * - GET  /admin/users/{id}/check-in → { day: the member's own day or 0, default_day, effective
 *        day, reminder }; PUT { day: 0–7 } sets the member's check-in day (0: the default).
 *
 * check-in: see REST\Check_Ins_Controller.
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_forbidden (no coach, or another coach's
 * member for /admin/users/{id}/check-in), 404 fitcoach_check_in_not_found (missing, or a member
 * outside the caller's scope), 404 fitcoach_user_not_found, 400 fitcoach_reply_empty, 400
 * rest_invalid_param.
 */
class Admin_Check_Ins_Controller extends Base_Controller {

	/** Header carrying the unread count. */
	public const UNREAD_HEADER = 'X-FitCoach-Unread';

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/check-ins';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$declaration = array(
			'access'     => 'self',
			'capability' => Roles::MANAGE_CLIENTS,
		);
		$id_arg      = array(
			'id' => array(
				'description' => __( 'Id van de check-in.', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => $this->get_collection_params(),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args' => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => $declaration,
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/reply',
			array(
				'args' => $id_arg,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'reply' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(
						'text' => array(
							'description' => __( 'De reactie (platte tekst).', 'fitcoach' ),
							'type'        => 'string',
							'minLength'   => 1,
							'maxLength'   => Check_Ins::REPLY_MAX,
							'required'    => true,
						),
					),
				),
			)
		);
		$this->add_route(
			'/admin/users/(?P<id>[\d]+)/check-in',
			array(
				'args' => array(
					'id' => array(
						'description' => __( 'Id van de gebruiker.', 'fitcoach' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_member_day' ),
					'permission_callback' => array( $this, 'member_day_permissions_check' ),
					'fitcoach'            => $declaration,
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_member_day' ),
					'permission_callback' => array( $this, 'member_day_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(
						'day' => array(
							'description' => __( 'Check-indag (1 = maandag … 7 = zondag; 0 = de standaarddag).', 'fitcoach' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'maximum'     => 7,
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * The list's arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array_merge(
			Responses::paging_args( 20 ),
			array(
				'scope'  => self::scope_param(),
				'member' => array(
					'description' => __( 'Alleen de check-ins van dit lid.', 'fitcoach' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'default'     => 0,
				),
			)
		);
	}

	/**
	 * GET /admin/check-ins.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$caller   = get_current_user_id();
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$coach    = Coach_Assignment::narrowed( $caller, $request->get_param( 'scope' ) ) ? $caller : 0;
		$result   = Check_Ins::page_for_coach( $coach, (int) $request['member'], $page, $per_page );
		$response = Responses::paged( Check_Ins::many_to_array( $result['rows'] ), $result['total'], $page, $per_page );
		$data     = (array) $response->get_data();
		$response->set_data( $data + array( 'unread' => $result['unread'] ) );
		$response->header( self::UNREAD_HEADER, (string) $result['unread'] );
		return $response;
	}

	/**
	 * One check-in the caller may see: as the route declares, the check-in exists and its member
	 * is one the caller may manage (an administrator anyone; a PT trainer his own members and
	 * those without a coach). Otherwise 404, so an id tells nothing.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$row = Check_Ins::find( (int) $request['id'] );
		if ( null === $row || ! self::may_see_member( $row['member_id'] ) ) {
			return Check_Ins_Controller::not_found();
		}
		return true;
	}

	/**
	 * A member's check-in day: as the route declares, the user exists (404) and the caller may
	 * manage him (403).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function member_day_permissions_check( $request ) {
		return $this->managed_user_check( $request );
	}

	/**
	 * Whether the current user may see a member's check-ins and photos as a coach.
	 *
	 * @param int $member_id Member.
	 */
	public static function may_see_member( int $member_id ): bool {
		$caller = get_current_user_id();
		if ( $caller <= 0 || $member_id === $caller || ! current_user_can( Roles::MANAGE_CLIENTS ) ) {
			return false;
		}
		return current_user_can( Roles::MANAGE_CLIENT, $member_id ) && ( current_user_can( 'edit_users' ) || Coach_Assignment::in_scope( $caller, $member_id ) );
	}

	/**
	 * The check-in with its member, for the coach.
	 *
	 * @param int $id Check-in.
	 * @return WP_REST_Response|WP_Error
	 */
	private static function present( int $id ) {
		$row = Check_Ins::find( $id );
		if ( null === $row ) {
			return Check_Ins_Controller::not_found();
		}
		return new WP_REST_Response( Check_Ins::many_to_array( array( $row ) )[0] );
	}

	/**
	 * GET /admin/check-ins/{id}: marks it read.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$id = (int) $request['id'];
		Check_Ins::mark_read( $id, get_current_user_id() );
		return self::present( $id );
	}

	/**
	 * POST /admin/check-ins/{id}/reply.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function reply( $request ) {
		$text = trim( Plain_Text::lines( $request['text'], Check_Ins::REPLY_MAX ) );
		if ( '' === $text ) {
			return self::error( 'fitcoach_reply_empty', __( 'Schrijf een reactie.', 'fitcoach' ), 400 );
		}
		$id = (int) $request['id'];
		if ( ! Check_Ins::reply( $id, get_current_user_id(), $text ) ) {
			return self::error( 'fitcoach_reply_not_saved', __( 'De reactie kon niet worden opgeslagen.', 'fitcoach' ), 500 );
		}
		return self::present( $id );
	}

	/**
	 * GET /admin/users/{id}/check-in.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_member_day( $request ) {
		$member = (int) $request['id'];
		return new WP_REST_Response(
			array(
				'day'         => Check_In_Settings::own_day( $member ),
				'default_day' => Check_In_Settings::get()['day'],
				'effective'   => Check_In_Settings::day_of( $member ),
				'reminder'    => Check_In_Settings::reminder_on( $member ),
			)
		);
	}

	/**
	 * PUT /admin/users/{id}/check-in.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function update_member_day( $request ) {
		Check_In_Settings::set_day( (int) $request['id'], (int) $request['day'] );
		return $this->get_member_day( $request );
	}
}
