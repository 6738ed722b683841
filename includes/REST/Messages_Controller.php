<?php
/**
 * REST routes of the acting member's conversation with his coach, and the unread badge.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Coach_Status;
use FitCoach\Member\Message_Counters;
use FitCoach\Member\Message_Mailer;
use FitCoach\Member\Messages;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\User_Names;
use FitCoach\Roles;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * /messages of the acting member (user_id while an admin views the app as them): his one thread
 * with his coach ('Berichten').
 *
 * - GET  /messages?before={id}&limit=30 → { data: [message], oldest first within the page: the
 *        newest `limit` messages with an id below `before` (0 or absent: the newest), hasMore
 *        (older ones exist), unread (the coach's messages he has not read), coach: { id, name } |
 *        null (his own coach) }.
 * - POST /messages { text: plain text 1–2000 } → 201 message. Idempotency-Key as POST /measurements
 *        (REST\Idempotency): the outbox may send it again. Mails the coach (Member\Message_Mailer).
 * - POST /messages/read { up_to: id } → { unread }: read up to that message (never back). An
 *        administrator viewing the app as the member reads without marking anything.
 * - GET  /messages/unread → { unread, version, role: 'member'|'coach' }: the bottom bar's badge.
 *        A member (or a coach viewing the app as one): his thread's unread messages; a coach: the
 *        members' unread messages over his scope (an administrator: everyone's). One read by the
 *        primary key (Member\Message_Counters). ETag "{role}{unread}-{version}"; If-None-Match with
 *        it answers 304 with no body. The version goes up with every message or read the user
 *        would see, so the app reads the thread again when it changes.
 * - GET  /messages/preferences → { mail: bool }; PUT { mail: bool }: the caller's own mails of
 *        new messages (on by default; member or coach; never switch-aware).
 *
 * message = { id, member_id, author: { id, name, role: 'member'|'coach' }, text (plain text: shown
 * as text, never as HTML), about: { type: session|measurement|check_in, id, date, title } | null (a
 * coach's reaction to one of the member's items), created (RFC 3339), mine }.
 *
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied, 403 fitcoach_forbidden (POST
 * /messages by a coach for himself: only members have a thread), 400 fitcoach_message_empty,
 * 400 rest_invalid_param, 500 fitcoach_message_not_saved.
 */
class Messages_Controller extends Base_Controller {

	/** Messages a page unless asked. */
	public const LIMIT = 30;

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'messages';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$declaration = array(
			'access'     => 'member',
			'capability' => '',
		);
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => self::page_args(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array( 'text' => self::text_arg() ),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/read',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'mark_read' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array( 'up_to' => self::up_to_arg() ),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/unread',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_unread' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
			)
		);
		$own = array(
			'access'     => 'self',
			'capability' => '',
		);
		$this->add_route(
			'/' . $this->rest_base . '/preferences',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_preferences' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $own,
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_preferences' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $own,
					'args'                => array(
						'mail' => array(
							'description' => __( 'Of je een e-mail krijgt bij nieuwe berichten.', 'fitcoach' ),
							'type'        => 'boolean',
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * The arguments of a page of messages.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function page_args(): array {
		return array(
			'before' => array(
				'description' => __( 'Alleen berichten van voor dit bericht (id).', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'default'     => 0,
			),
			'limit'  => array(
				'description' => __( 'Aantal berichten (maximaal 100).', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => Messages::LIMIT_MAX,
				'default'     => self::LIMIT,
			),
		);
	}

	/**
	 * The message text argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function text_arg(): array {
		return array(
			'description' => __( 'Het bericht (platte tekst).', 'fitcoach' ),
			'type'        => 'string',
			'minLength'   => 1,
			'maxLength'   => Messages::BODY_MAX,
			'required'    => true,
		);
	}

	/**
	 * The read marking argument.
	 *
	 * @return array<string, mixed>
	 */
	public static function up_to_arg(): array {
		return array(
			'description' => __( 'Gelezen tot en met dit bericht (id).', 'fitcoach' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
	}

	/**
	 * A page of a thread as the app reads it.
	 *
	 * @param int             $member_id The thread's member.
	 * @param WP_REST_Request $request   Request (before, limit).
	 * @param bool            $as_member Whether the member reads (else a coach).
	 * @return array<string, mixed>
	 */
	public static function thread_page( int $member_id, WP_REST_Request $request, bool $as_member ): array {
		$page   = Messages::page( $member_id, (int) $request['before'], (int) $request['limit'] );
		$thread = Messages::thread( $member_id );
		return array(
			'data'    => Messages::many_to_array( array_reverse( $page['rows'] ), get_current_user_id() ),
			'hasMore' => $page['has_more'],
			'unread'  => null === $thread ? 0 : ( $as_member ? $thread['member_unread'] : $thread['coach_unread'] ),
		);
	}

	/**
	 * GET /messages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$coach = Coach_Assignment::coach_of( $member );
		$data  = self::thread_page( $member, $request, true );
		// After the page: its authors' names are read then, the coach's among them.
		$names = $coach > 0 ? User_Names::of( array( $coach ) ) : array();
		return new WP_REST_Response(
			$data + array(
				'coach' => isset( $names[ $coach ] ) ? array(
					'id'   => $coach,
					'name' => $names[ $coach ],
				) : null,
			)
		);
	}

	/**
	 * Writes a message to a thread: the text checked, the row, the counters and the mail.
	 *
	 * @param int                               $member_id The thread's member.
	 * @param int                               $author_id Who writes.
	 * @param mixed                             $text      The text as sent.
	 * @param array{type: string, id: int}|null $about     The item a coach reacts to.
	 * @return WP_REST_Response|WP_Error 201 with the message.
	 */
	public static function write( int $member_id, int $author_id, $text, ?array $about = null ) {
		$body = trim( Plain_Text::lines( $text, Messages::BODY_MAX ) );
		if ( '' === $body ) {
			return self::error( 'fitcoach_message_empty', __( 'Schrijf een bericht.', 'fitcoach' ), 400 );
		}
		$id  = Messages::add( $member_id, $author_id, $body, $about );
		$row = Messages::find( $id );
		if ( null === $row ) {
			return self::error( 'fitcoach_message_not_saved', __( 'Het bericht kon niet worden opgeslagen.', 'fitcoach' ), 500 );
		}
		Message_Mailer::message_added( $member_id, $author_id, $body );
		$response = new WP_REST_Response( Messages::many_to_array( array( $row ), get_current_user_id() )[0] );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * A message as a replay of its Idempotency-Key gives it: the thread's own only.
	 *
	 * @param int $member_id The thread's member.
	 * @param int $id        Message.
	 * @return array<string, mixed>|null
	 */
	public static function present( int $member_id, int $id ): ?array {
		$row = Messages::find( $id );
		return null === $row || $row['member_id'] !== $member_id ? null : Messages::many_to_array( array( $row ), get_current_user_id() )[0];
	}

	/**
	 * POST /messages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$user = get_userdata( $member );
		if ( ! $user instanceof WP_User || ! Coach_Status::member_only( (array) $user->roles ) ) {
			return self::error( 'fitcoach_forbidden', __( 'Alleen leden schrijven hier naar hun coach.', 'fitcoach' ), 403 );
		}
		return Idempotency::create_once(
			$request,
			$member,
			'messages',
			static fn() => self::write( $member, $member, $request['text'] ),
			static fn( int $id ): ?array => self::present( $member, $id )
		);
	}

	/**
	 * POST /messages/read.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function mark_read( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		if ( get_current_user_id() !== $member ) {
			// An administrator viewing the app as the member leaves his unread messages unread.
			$unread = Messages::thread( $member )['member_unread'] ?? 0;
		} else {
			$unread = Messages::mark_read( $member, (int) $request['up_to'], true );
		}
		return new WP_REST_Response( array( 'unread' => $unread ) );
	}

	/**
	 * GET /messages/unread: one primary-key read, 304 when the app has it already.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_unread( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$as_coach = get_current_user_id() === $member && current_user_can( Roles::MANAGE_CLIENTS );
		$counter  = Message_Counters::get( $member, $as_coach );
		$role     = $as_coach ? 'coach' : 'member';
		$etag     = sprintf( '"%s%d-%d"', $as_coach ? 'c' : 'm', $counter['unread'], $counter['version'] );
		if ( self::matches( $request->get_header( 'if_none_match' ), $etag ) ) {
			$response = new WP_REST_Response( null, 304 );
		} else {
			$response = new WP_REST_Response( $counter + array( 'role' => $role ) );
		}
		$response->header( 'ETag', $etag );
		return $response;
	}

	/**
	 * Whether an If-None-Match header names an ETag (a list, weak or not, or *).
	 *
	 * @param mixed  $header The header.
	 * @param string $etag   The ETag.
	 */
	public static function matches( $header, string $etag ): bool {
		if ( ! is_string( $header ) || '' === trim( $header ) ) {
			return false;
		}
		foreach ( explode( ',', $header ) as $candidate ) {
			$candidate = trim( $candidate );
			if ( '*' === $candidate || $etag === $candidate || 'W/' . $etag === $candidate ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * GET /messages/preferences.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_preferences( $request ) {
		unset( $request );
		return new WP_REST_Response( array( 'mail' => Message_Mailer::mail_on( get_current_user_id() ) ) );
	}

	/**
	 * PUT /messages/preferences.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function update_preferences( $request ) {
		Message_Mailer::set_mail( get_current_user_id(), (bool) $request['mail'] );
		return $this->get_preferences( $request );
	}
}
