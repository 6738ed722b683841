<?php
/**
 * REST routes of the app's user management (admin area).
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Member_Data;
use FitCoach\Coach\Member_Mailer;
use FitCoach\Coach\Member_Presenter;
use FitCoach\Coach\Member_Query;
use FitCoach\Auth\Account_Changes;
use FitCoach\Member\Plain_Text;
use FitCoach\Roles;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * /admin/users: list, create, read, update, delete clients and send them a password reset.
 *
 * - Every route needs fitcoach_manage_clients (administrators and PT trainers), and every route
 *   with a target needs fitcoach_manage_client for that target (never oneself; trainers only plain
 *   members). A missing target is 404 fitcoach_user_not_found, a target out of reach 403 fitcoach_forbidden.
 * - These routes always act as the real user: a user_id the app adds while switched is ignored.
 * - coach: the member's coach (Coach\Coach_Assignment): an administrator or PT trainer, 400
 *   fitcoach_invalid_coach otherwise; a PT trainer may only choose himself (403
 *   fitcoach_coach_forbidden). A member created without one gets the caller. The list shows a PT
 *   trainer his own members and those without a coach; an administrator everyone, or that scope
 *   with scope=mine. GET /admin/coaches: the coaches the caller may choose from.
 */
class Users_Controller extends Base_Controller {

	/** Most users per page when the list is paged. */
	private const MAX_PER_PAGE = 100;

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/users';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$id_arg = array(
			'id' => array(
				'description' => __( 'Id van de gebruiker.', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/admin/coaches',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_coaches' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => array(),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/reset-password',
			array(
				'args' => $id_arg,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'send_password_reset' ),
					'permission_callback' => array( $this, 'send_password_reset_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => array(),
				),
			)
		);
	}

	/**
	 * Reading one user: as the route declares (may manage clients), the user exists (404), and may
	 * manage this one (403).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->managed_user_check( $request );
	}

	/**
	 * Updating one user: as reading.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * Deleting one user: as reading (which already refuses oneself).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * Sending a password reset: as reading.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function send_password_reset_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * GET /admin/users: the users the caller may manage, by name. Without page or per_page: a plain
	 * array of every such user (what the app's list expects). With page and/or per_page:
	 * {data, total, pages} (per_page default 20, at most 100), plus X-WP-Total and X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$paged    = null !== $request->get_param( 'page' ) || null !== $request->get_param( 'per_page' );
		$page     = max( 1, (int) ( $request->get_param( 'page' ) ?? 1 ) );
		$per_page = min( self::MAX_PER_PAGE, max( 1, (int) ( $request->get_param( 'per_page' ) ?? 20 ) ) );
		$search   = trim( (string) ( $request->get_param( 'search' ) ?? '' ) );

		$args = array_merge(
			Member_Query::args_for( get_current_user_id(), $request->get_param( 'scope' ) ),
			array(
				// The columns the list shows; its few meta keys come in one query (admin_items()).
				'fields'      => array( 'ID', 'user_login', 'user_email', 'display_name', 'user_registered' ),
				'count_total' => $paged,
				'number'      => $paged ? $per_page : -1,
				'paged'       => $paged ? $page : 1,
			)
		);
		if ( '' !== $search ) {
			$args['search']         = '*' . $search . '*';
			$args['search_columns'] = array( 'user_login', 'user_email', 'user_nicename', 'display_name' );
		}
		$query = new WP_User_Query( $args );
		/**
		 * The rows of the 'fields' columns above, as WP_User_Query gives them (stdClass rows).
		 *
		 * @var list<object{ID: int|string, user_login: string, user_email: string, display_name: string, user_registered: string}> $rows
		 */
		$rows  = array_values( array_filter( (array) $query->get_results(), 'is_object' ) );
		$items = Member_Presenter::admin_items( $rows );

		if ( ! $paged ) {
			return rest_ensure_response( $items );
		}
		$total    = (int) $query->get_total();
		$pages    = (int) ceil( $total / $per_page );
		$response = rest_ensure_response(
			array(
				'data'  => $items,
				'total' => $total,
				'pages' => $pages,
			)
		);
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		return $response;
	}

	/**
	 * GET /admin/users/{id}: the admin list form of one user.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$user = $this->get_target( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		return rest_ensure_response( Member_Presenter::admin_item( $user ) );
	}

	/**
	 * POST /admin/users {first_name, last_name, email}: a new sporter with a derived, unique user
	 * name and a random password, and a welcome mail with a link to choose a password.
	 * 201 {success, user, message, mail_sent}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$fields = $this->read_fields( $request, true );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		if ( email_exists( $fields['email'] ) ) {
			return self::error( 'fitcoach_email_exists', __( 'Er bestaat al een gebruiker met dit e-mailadres.', 'fitcoach' ), 400 );
		}
		$caller = get_current_user_id();
		$coach  = $request->has_param( 'coach' ) ? (int) $request->get_param( 'coach' ) : ( Coach_Assignment::is_coach( $caller ) ? $caller : 0 );
		$may    = Coach_Assignment::may_assign( $caller, $coach );
		if ( is_wp_error( $may ) ) {
			return $may;
		}
		/**
		 * The new user's fields, slashed as wp_insert_user() expects.
		 *
		 * @var array{user_login: string, user_email: string, user_pass: string, first_name: string, last_name: string, display_name: string, role: string} $data
		 */
		$data    = wp_slash(
			array(
				'user_login'   => self::unique_login( $fields['email'], $fields['first_name'], $fields['last_name'] ),
				'user_email'   => $fields['email'],
				'user_pass'    => wp_generate_password( 32, true, true ),
				'first_name'   => Plain_Text::to_wordpress( $fields['first_name'] ),
				'last_name'    => Plain_Text::to_wordpress( $fields['last_name'] ),
				'display_name' => Plain_Text::to_wordpress( trim( $fields['first_name'] . ' ' . $fields['last_name'] ) ),
				'role'         => Roles::MEMBER_ROLE,
			)
		);
		$user_id = wp_insert_user( $data );
		if ( is_wp_error( $user_id ) ) {
			return self::error( 'fitcoach_user_not_created', __( 'De gebruiker kon niet worden aangemaakt.', 'fitcoach' ) . ' ' . $user_id->get_error_message(), 400 );
		}
		Coach_Assignment::set( $user_id, $coach );
		$user = get_userdata( $user_id );
		if ( ! $user instanceof WP_User ) {
			return self::error( 'fitcoach_user_not_created', __( 'De gebruiker kon niet worden aangemaakt.', 'fitcoach' ), 503 );
		}
		$mail = Member_Mailer::welcome( $user );

		/**
		 * Fires after an admin created a user in the app.
		 *
		 * @param WP_User $user       The new user.
		 * @param int     $created_by The admin or trainer.
		 */
		do_action( 'fitcoach_client_created', $user, get_current_user_id() );

		$response = rest_ensure_response(
			array(
				'success'   => true,
				'user'      => Member_Presenter::admin_item( $user ),
				'message'   => true === $mail
					? __( 'De gebruiker is aangemaakt en heeft een welkomstmail ontvangen.', 'fitcoach' )
					: __( 'De gebruiker is aangemaakt, maar de welkomstmail kon niet worden verstuurd.', 'fitcoach' ),
				'mail_sent' => true === $mail,
			)
		);
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * PUT /admin/users/{id} {first_name?, last_name?, email?}: {success, user, message,
	 * email_pending}. The display name follows the names unless it was set to something else. A new
	 * e-mail address is not set here: the user gets a confirmation link at the new address
	 * (Auth\Account_Changes) and the address changes when they follow it; until then `user` keeps
	 * the old address, email_pending is the new one (else null) and the message says so.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$user = $this->get_target( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$fields = $this->read_fields( $request, false );
		if ( is_wp_error( $fields ) ) {
			return $fields;
		}
		$coach = $request->has_param( 'coach' ) ? (int) $request->get_param( 'coach' ) : null;
		if ( null !== $coach ) {
			$may = Coach_Assignment::may_assign( get_current_user_id(), $coach );
			if ( is_wp_error( $may ) ) {
				return $may;
			}
		}
		if ( isset( $fields['email'] ) ) {
			$owner = email_exists( $fields['email'] );
			if ( false !== $owner && (int) $owner !== $user->ID ) {
				return self::error( 'fitcoach_email_exists', __( 'Er bestaat al een gebruiker met dit e-mailadres.', 'fitcoach' ), 400 );
			}
		}
		$update = array( 'ID' => $user->ID );
		if ( isset( $fields['first_name'] ) ) {
			$update['first_name'] = Plain_Text::to_wordpress( $fields['first_name'] );
		}
		if ( isset( $fields['last_name'] ) ) {
			$update['last_name'] = Plain_Text::to_wordpress( $fields['last_name'] );
		}
		$pending = null;
		if ( isset( $fields['email'] ) ) {
			if ( 0 === strcasecmp( $fields['email'], $user->user_email ) ) {
				$update['user_email'] = $fields['email'];
			} else {
				$pending = $fields['email'];
			}
		}
		$old_name = trim( $user->first_name . ' ' . $user->last_name );
		if ( ( isset( $fields['first_name'] ) || isset( $fields['last_name'] ) )
			&& in_array( $user->display_name, array( '', $old_name, $user->user_login ), true ) ) {
			$first                  = $fields['first_name'] ?? Plain_Text::shown( $user->first_name );
			$last                   = $fields['last_name'] ?? Plain_Text::shown( $user->last_name );
			$update['display_name'] = Plain_Text::to_wordpress( trim( $first . ' ' . $last ) );
		}
		$result = Account_Changes::update_user( $update );
		if ( is_wp_error( $result ) ) {
			return self::error( 'fitcoach_user_not_updated', __( 'De gebruiker kon niet worden bijgewerkt.', 'fitcoach' ) . ' ' . $result->get_error_message(), 400 );
		}
		if ( null !== $coach ) {
			Coach_Assignment::set( $user->ID, $coach );
		}
		clean_user_cache( $user->ID );
		$fresh = get_userdata( $user->ID );
		$fresh = $fresh instanceof WP_User ? $fresh : $user;
		if ( null !== $pending ) {
			$asked = Account_Changes::request_confirmation( $fresh, $pending );
			if ( is_wp_error( $asked ) ) {
				return $asked;
			}
		}
		return rest_ensure_response(
			array(
				'success'       => true,
				'user'          => Member_Presenter::admin_item( $fresh ),
				'message'       => null === $pending
					? __( 'De gebruiker is bijgewerkt.', 'fitcoach' )
					/* translators: %s: the new e-mail address. */
					: sprintf( __( 'De gebruiker is bijgewerkt. Het nieuwe e-mailadres %s wordt pas gebruikt als de gebruiker het bevestigt via de link die naar dat adres is gestuurd.', 'fitcoach' ), $pending ),
				'email_pending' => $pending,
			)
		);
	}

	/**
	 * DELETE /admin/users/{id}: removes the user with their measurements, sessions and profile
	 * picture. Anything else they authored (workouts, exercises, other posts) is kept and attributed
	 * to the caller. {success, deleted, id, message}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		global $wpdb;
		$user = $this->get_target( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$caller = get_current_user_id();
		Member_Data::erase( $user->ID );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- One indexed count (post_author) before a deletion.
		$owns_more = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d", $user->ID ) ) > 0;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		if ( ! wp_delete_user( $user->ID, $owns_more ? $caller : null ) ) {
			return self::error( 'fitcoach_user_not_deleted', __( 'De gebruiker kon niet worden verwijderd.', 'fitcoach' ), 503 );
		}
		return rest_ensure_response(
			array(
				'success' => true,
				'deleted' => true,
				'id'      => $user->ID,
				'message' => __( 'De gebruiker is verwijderd.', 'fitcoach' ),
			)
		);
	}

	/**
	 * GET /admin/coaches: the coaches the caller may choose as a member's coach, [{id, name}] by
	 * name (an administrator: every administrator and PT trainer; a PT trainer: himself).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_coaches( $request ): WP_REST_Response {
		unset( $request );
		return rest_ensure_response( Coach_Assignment::choices( get_current_user_id() ) );
	}

	/**
	 * POST /admin/users/{id}/reset-password: mails the user a link to choose a new password.
	 * {success, message}; 503 fitcoach_mail_failed when the mail could not be sent.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function send_password_reset( $request ) {
		$user = $this->get_target( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$sent = Member_Mailer::password_reset( $user );
		if ( is_wp_error( $sent ) ) {
			return $sent;
		}
		return rest_ensure_response(
			array(
				'success' => true,
				'message' => __( 'Er is een e-mail verstuurd met een link om het wachtwoord te resetten.', 'fitcoach' ),
			)
		);
	}

	/**
	 * Reads and checks first_name, last_name and email (all required when creating; each optional
	 * but not empty when updating). Dutch messages, because the app shows them as they are.
	 *
	 * @param WP_REST_Request $request  Request.
	 * @param bool            $creating Whether every field is required.
	 * @return ($creating is true ? array{first_name: string, last_name: string, email: string}|WP_Error : array{first_name?: string, last_name?: string, email?: string}|WP_Error)
	 */
	private function read_fields( $request, bool $creating ) {
		$fields = array();
		foreach ( array( 'first_name', 'last_name', 'email' ) as $key ) {
			$raw = $request->get_param( $key );
			if ( null === $raw && ! $creating ) {
				continue;
			}
			if ( 'email' === $key ) {
				$value = is_string( $raw ) ? trim( sanitize_text_field( $raw ) ) : '';
			} else {
				// Names as typed, markup included (stored the way WordPress keeps names).
				$value = is_string( $raw ) ? Plain_Text::name( $raw ) : '';
			}
			if ( '' === $value ) {
				return self::error( 'fitcoach_missing_field', __( 'Vul voornaam, achternaam en e-mailadres in.', 'fitcoach' ), 400 );
			}
			if ( 'email' === $key ) {
				$email = sanitize_email( $value );
				if ( '' === $email || ! is_email( $email ) || $email !== $value ) {
					return self::error( 'fitcoach_invalid_email', __( 'Vul een geldig e-mailadres in.', 'fitcoach' ), 400 );
				}
				$value = $email;
			} elseif ( mb_strlen( $value ) > 100 ) {
				return self::error( 'fitcoach_invalid_name', __( 'Een naam mag hoogstens 100 tekens lang zijn.', 'fitcoach' ), 400 );
			}
			$fields[ $key ] = $value;
		}
		return $fields;
	}

	/**
	 * A user name that is free: the e-mail's local part, else the names, else 'sporter', with a
	 * number added until it is unique.
	 *
	 * @param string $email E-mail address.
	 * @param string $first First name.
	 * @param string $last  Last name.
	 */
	private static function unique_login( string $email, string $first, string $last ): string {
		$candidates = array( strstr( $email, '@', true ), $first . '.' . $last, 'sporter' );
		$base       = '';
		foreach ( $candidates as $candidate ) {
			$clean = strtolower( sanitize_user( remove_accents( (string) $candidate ), true ) );
			$clean = trim( (string) preg_replace( '/[^a-z0-9._-]+/', '', $clean ), '.-_' );
			if ( '' !== $clean ) {
				$base = substr( $clean, 0, 50 );
				break;
			}
		}
		/** This filter is documented in wp-includes/user.php */
		$illegal = array_map( 'strtolower', (array) apply_filters( 'illegal_user_logins', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
		$login   = $base;
		$suffix  = 1;
		while ( username_exists( $login ) || in_array( $login, $illegal, true ) ) {
			++$suffix;
			$login = $base . $suffix;
		}
		return $login;
	}

	/**
	 * Query arguments of the list.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array(
			'page'     => array(
				'description' => __( 'Pagina (vanaf 1). Met page of per_page komt de lijst als {data, total, pages}.', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Gebruikers per pagina.', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => self::MAX_PER_PAGE,
			),
			'search'   => array(
				'description'       => __( 'Zoekt in gebruikersnaam, e-mailadres en naam.', 'fitcoach' ),
				'type'              => 'string',
				'maxLength'         => 100,
				'sanitize_callback' => 'sanitize_text_field',
			),
			'scope'    => self::scope_param(),
		);
	}

	/**
	 * Schema of a user in the admin list form. first_name, last_name and email are the writable
	 * fields; their presence and the e-mail's validity are checked in the callbacks (Dutch messages).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$readonly     = static fn( $type, $extra = array() ) => array_merge(
			array(
				'type'     => $type,
				'readonly' => true,
				'context'  => array( 'view', 'edit' ),
			),
			$extra
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-admin-user',
			'type'       => 'object',
			'properties' => array(
				'id'            => $readonly( 'integer' ),
				'name'          => $readonly( 'string' ),
				'first_name'    => array(
					'type'      => 'string',
					'maxLength' => 100,
					'context'   => array( 'view', 'edit' ),
				),
				'last_name'     => array(
					'type'      => 'string',
					'maxLength' => 100,
					'context'   => array( 'view', 'edit' ),
				),
				'email'         => array(
					'type'    => 'string',
					'context' => array( 'view', 'edit' ),
				),
				'username'      => $readonly( 'string' ),
				'role'          => $readonly( 'string' ),
				'role_label'    => $readonly( 'string' ),
				'registered'    => $readonly( array( 'string', 'null' ), array( 'format' => 'date-time' ) ),
				'imageUrl'      => $readonly( array( 'string', 'null' ) ),
				'initials'      => $readonly( 'string' ),
				'profile_image' => $readonly( array( 'string', 'null' ) ),
				'coach'         => array(
					'description' => __( 'Id van de coach (een administrator of PT-trainer), of null.', 'fitcoach' ),
					'type'        => array( 'integer', 'null' ),
					'minimum'     => 1,
					'context'     => array( 'view', 'edit' ),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
