<?php
/**
 * REST routes of the coach's conversations: the threads with unread counts, one member's thread,
 * a message (or a reaction to a session, measurement or check-in), read marking.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Coach_Status;
use FitCoach\Member\Messages;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Responses;
use FitCoach\Member\User_Names;
use FitCoach\Roles;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * For coaches (fitcoach_manage_clients), never switch-aware. A PT trainer sees the threads of the
 * members he coaches and of members without a coach (Coach\Coach_Assignment); an administrator
 * everyone's, or his own scope with scope=mine. Any coach who sees a member may write in his
 * thread; the coaches share the thread's read marker.
 *
 * - GET  /admin/threads?scope=all|mine&page=1&per_page=20 → { data: [ { member: { id, name },
 *        last_message: { id, text (at most 140 characters), role: member|coach, created },
 *        unread (the member's messages no coach has read), updated } ], hasMore, pages, total,
 *        unread (the sum over the scope) }, the newest message first.
 * - GET  /admin/threads/{member}/messages?before={id}&limit=30 → { data: [message], hasMore,
 *        unread, member: { id, name } }, as GET /messages (REST\Messages_Controller).
 * - POST /admin/threads/{member}/messages { text: plain text 1–2000, about: { type: session |
 *        measurement | check_in, id } (optional: a reaction to one of the member's items, shown
 *        with it) } → 201 message. Idempotency-Key (the coach's own keys). Mails the member.
 * - POST /admin/threads/{member}/read { up_to: id } → { unread }.
 *
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_forbidden (no coach), 404
 * fitcoach_thread_not_found (no such user, no member, or a member outside the caller's scope: an id
 * tells nothing), 400 fitcoach_about_invalid (the item is not that member's), 400
 * fitcoach_message_empty, 400 rest_invalid_param.
 */
class Admin_Threads_Controller extends Base_Controller {

	/** Characters of the last message shown in the list. */
	public const EXCERPT = 140;

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/threads';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$declaration = array(
			'access'     => 'self',
			'capability' => Roles::MANAGE_CLIENTS,
		);
		$member_arg  = array(
			'id' => array(
				'description' => __( 'Id van het lid.', 'fitcoach' ),
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
					'args'                => array_merge( Responses::paging_args( 20 ), array( 'scope' => self::scope_param() ) ),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/messages',
			array(
				'args' => $member_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_thread' ),
					'permission_callback' => array( $this, 'thread_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => Messages_Controller::page_args(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'thread_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(
						'text'  => Messages_Controller::text_arg(),
						'about' => array(
							'description'          => __( 'Waar de reactie over gaat: een training, meting of check-in van het lid.', 'fitcoach' ),
							'type'                 => 'object',
							'properties'           => array(
								'type' => array(
									'type' => 'string',
									'enum' => Messages::ABOUT_TYPES,
								),
								'id'   => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
							),
							'required'             => array( 'type', 'id' ),
							'additionalProperties' => false,
						),
					),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/read',
			array(
				'args' => $member_arg,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'mark_read' ),
					'permission_callback' => array( $this, 'thread_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array( 'up_to' => Messages_Controller::up_to_arg() ),
				),
			)
		);
	}

	/**
	 * One member's thread: as the route declares (a coach), and the member is one the caller sees
	 * (a user whose roles are all member roles, in his scope; an administrator's is everyone).
	 * Otherwise 404, so an id tells nothing.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function thread_permissions_check( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$member = (int) $request['id'];
		$user   = $member > 0 ? get_userdata( $member ) : false;
		if ( ! $user instanceof WP_User || ! Coach_Status::member_only( (array) $user->roles ) || ! Admin_Check_Ins_Controller::may_see_member( $member ) ) {
			return self::error( 'fitcoach_thread_not_found', __( 'Gesprek niet gevonden.', 'fitcoach' ), 404 );
		}
		return true;
	}

	/**
	 * GET /admin/threads.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$caller   = get_current_user_id();
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$coach    = Coach_Assignment::narrowed( $caller, $request->get_param( 'scope' ) ) ? $caller : 0;
		$result   = Messages::threads_for_coach( $coach, $page, $per_page );
		$names    = User_Names::of( array_column( $result['rows'], 'member_id' ) );
		$last     = self::messages( array_column( $result['rows'], 'last_message_id' ) );
		$list     = array();
		foreach ( $result['rows'] as $thread ) {
			$message = $last[ $thread['last_message_id'] ] ?? null;
			$list[]  = array(
				'member'       => array(
					'id'   => $thread['member_id'],
					'name' => $names[ $thread['member_id'] ] ?? '',
				),
				'last_message' => null === $message ? null : array(
					'id'      => $message['id'],
					'text'    => mb_substr( $message['body'], 0, self::EXCERPT ),
					'role'    => $message['author_id'] === $message['member_id'] ? 'member' : 'coach',
					'created' => mysql_to_rfc3339( $message['created_at'] ),
				),
				'unread'       => $thread['coach_unread'],
				'updated'      => mysql_to_rfc3339( $thread['last_message_at'] ),
			);
		}
		$response = Responses::paged( $list, $result['total'], $page, $per_page );
		$data     = (array) $response->get_data();
		$response->set_data( $data + array( 'unread' => $result['unread'] ) );
		return $response;
	}

	/**
	 * Messages by id, in one query.
	 *
	 * @param array<int|string, mixed> $ids Ids.
	 * @return array<int, array{id: int, member_id: int, author_id: int, body: string, about_type: string, about_id: int, created_at: string}>
	 */
	private static function messages( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table = Messages::table();
		$list  = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key; a list of integers.
		$rows  = $wpdb->get_results( "SELECT * FROM {$table} WHERE id IN ({$list})", ARRAY_A );
		$found = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$message                 = Messages::typed( $row );
			$found[ $message['id'] ] = $message;
		}
		return $found;
	}

	/**
	 * GET /admin/threads/{member}/messages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_thread( $request ) {
		$member = (int) $request['id'];
		$user   = get_userdata( $member );
		return new WP_REST_Response(
			Messages_Controller::thread_page( $member, $request, false ) + array(
				'member' => array(
					'id'   => $member,
					'name' => $user instanceof WP_User ? Plain_Text::shown( $user->display_name ) : '',
				),
			)
		);
	}

	/**
	 * POST /admin/threads/{member}/messages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$member = (int) $request['id'];
		$caller = get_current_user_id();
		$about  = null;
		if ( is_array( $request['about'] ) ) {
			$about = array(
				'type' => (string) $request['about']['type'],
				'id'   => (int) $request['about']['id'],
			);
			if ( ! Messages::owns( $member, $about['type'], $about['id'] ) ) {
				return self::error( 'fitcoach_about_invalid', __( 'Dit onderdeel hoort niet bij dit lid.', 'fitcoach' ), 400 );
			}
		}
		return Idempotency::create_once(
			$request,
			$caller,
			'admin-threads-' . $member,
			static fn() => Messages_Controller::write( $member, $caller, $request['text'], $about ),
			static fn( int $id ): ?array => Messages_Controller::present( $member, $id )
		);
	}

	/**
	 * POST /admin/threads/{member}/read.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function mark_read( $request ) {
		return new WP_REST_Response( array( 'unread' => Messages::mark_read( (int) $request['id'], (int) $request['up_to'], false ) ) );
	}
}
