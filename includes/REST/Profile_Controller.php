<?php
/**
 * REST routes of the profile screen: picture, name and e-mail.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Auth\Account_Changes;
use FitCoach\Auth\Throttle;
use FitCoach\Member\Image_Upload;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Profile_Presenter;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * /auth/profile. Acts on the acting member like every member route: the logged-in user, or the
 * member an admin is viewing the app as (user_id in the body), so a switched admin edits the
 * profile the app shows.
 *
 * - POST /auth/profile (multipart, file field profile_image) → user. PNG or JPEG by content, at
 *   most 5 MB; the previous picture (when uploaded by this user) is deleted.
 * - PUT  /auth/profile { email, first_name, last_name, current_password? } (JSON, or multipart sent
 *   as POST with X-HTTP-Method-Override: PUT, optionally with a profile_image file) → user.
 *   display_name becomes "first_name last_name". A new e-mail address of one's own account needs
 *   current_password (400 fitcoach_current_password_required, 400 fitcoach_wrong_password, 429
 *   fitcoach_too_many_attempts, counted like /auth/change-password); the old address gets a mail
 *   with a way back (Auth\Account_Changes). An admin viewing the app as the member does not
 *   change the address: the member confirms it through a link sent to the new address, and the
 *   user in the answer keeps the old address until then.
 * - POST /auth/profile/remove-image → user (picture deleted, meta cleared).
 *
 * user = FitCoach\Member\Profile_Presenter::me(). Refusals: 401 fitcoach_not_logged_in,
 * 403 fitcoach_switch_denied, 400 fitcoach_file_missing, 400 fitcoach_invalid_file_type
 * 'Alleen PNG en JPEG bestanden zijn toegestaan', 400 fitcoach_file_too_large 'Maximaal 5MB
 * toegestaan', 400 fitcoach_upload_failed, 400 rest_missing_callback_param / rest_invalid_param
 * (missing or malformed e-mail or names), 400 fitcoach_invalid_name, 400 fitcoach_email_exists.
 */
class Profile_Controller extends Base_Controller {

	/** Multipart field of the picture. */
	public const FILE_FIELD = 'profile_image';

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'auth/profile';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'upload_image' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => array(),
				),
				array(
					// PUT and PATCH only: POST on this path is the picture upload.
					'methods'             => 'PUT, PATCH',
					'callback'            => array( $this, 'update_profile' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/remove-image',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'remove_image' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * JSON schema of the profile form (the response is the user object of /auth/me).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$name         = array(
			'type'        => 'string',
			'minLength'   => 1,
			'maxLength'   => 100,
			'required'    => true,
			'arg_options' => array(
				// Plain text as typed (markup included); stored the way WordPress keeps names.
				'sanitize_callback' => static fn( $value ) => Plain_Text::name( $value ),
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-profile',
			'type'       => 'object',
			'properties' => array(
				'email'            => array(
					'description' => __( 'E-mailadres.', 'fitcoach' ),
					'type'        => 'string',
					'format'      => 'email',
					'maxLength'   => 100,
					'required'    => true,
				),
				'first_name'       => array_merge( $name, array( 'description' => __( 'Voornaam.', 'fitcoach' ) ) ),
				'last_name'        => array_merge( $name, array( 'description' => __( 'Achternaam.', 'fitcoach' ) ) ),
				'current_password' => array(
					'description' => __( 'Huidig wachtwoord (nodig bij een nieuw e-mailadres).', 'fitcoach' ),
					'type'        => 'string',
					'maxLength'   => 4096,
					'context'     => array( 'edit' ),
				),
			),
		);
		return $this->schema;
	}

	/**
	 * Replaces the profile picture.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function upload_image( $request ) {
		$user = $this->acting_user( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$stored = $this->store_image( $request, $user, true );
		if ( is_wp_error( $stored ) ) {
			return $stored;
		}
		return new WP_REST_Response( Profile_Presenter::me( $this->fresh( $user ) ) );
	}

	/**
	 * Updates e-mail and names (and the picture when one is sent).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_profile( $request ) {
		$user = $this->acting_user( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$first = trim( (string) $request['first_name'] );
		$last  = trim( (string) $request['last_name'] );
		$email = sanitize_email( (string) $request['email'] );
		if ( '' === $first || '' === $last ) {
			return self::error( 'fitcoach_invalid_name', __( 'Voornaam en achternaam zijn verplicht.', 'fitcoach' ), 400 );
		}
		if ( '' === $email || ! is_email( $email ) ) {
			return self::error( 'fitcoach_invalid_email', __( 'Vul een geldig e-mailadres in.', 'fitcoach' ), 400 );
		}
		$owner = email_exists( $email );
		if ( false !== $owner && (int) $owner !== (int) $user->ID ) {
			return self::error( 'fitcoach_email_exists', __( 'Dit e-mailadres is al in gebruik.', 'fitcoach' ), 400 );
		}
		// A new address: one's own needs the current password; someone else's waits for the member.
		$new_email = 0 !== strcasecmp( $email, $user->user_email );
		$confirm   = $new_email && get_current_user_id() !== (int) $user->ID;
		if ( $new_email && ! $confirm ) {
			$proof = Account_Changes::verify_password( $user, $request['current_password'] );
			if ( is_wp_error( $proof ) ) {
				return self::refusal( $proof );
			}
		}

		// The picture first: a refused file leaves the profile untouched.
		$files = $request->get_file_params();
		if ( isset( $files[ self::FILE_FIELD ] ) ) {
			$stored = $this->store_image( $request, $user, false );
			if ( is_wp_error( $stored ) ) {
				return $stored;
			}
		}

		$update = array(
			'ID'           => $user->ID,
			'first_name'   => Plain_Text::to_wordpress( $first ),
			'last_name'    => Plain_Text::to_wordpress( $last ),
			'display_name' => Plain_Text::to_wordpress( trim( $first . ' ' . $last ) ),
		);
		if ( ! $confirm && $email !== $user->user_email ) {
			// A new address proven above, or the same one in other capitals.
			$update['user_email'] = $email;
		}
		$result = Account_Changes::update_user( $update );
		if ( is_wp_error( $result ) ) {
			return self::error( 'fitcoach_profile_not_saved', __( 'Je profiel kon niet worden bijgewerkt.', 'fitcoach' ), 400 );
		}
		$fresh = $this->fresh( $user );
		if ( $confirm ) {
			$asked = Account_Changes::request_confirmation( $fresh, $email );
			if ( is_wp_error( $asked ) ) {
				return $asked;
			}
		} elseif ( $new_email ) {
			Account_Changes::email_changed( $fresh, $user->user_email );
		}
		return new WP_REST_Response( Profile_Presenter::me( $fresh ) );
	}

	/**
	 * Removes the profile picture.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function remove_image( $request ) {
		$user = $this->acting_user( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$previous = (int) get_user_meta( $user->ID, Profile_Presenter::PROFILE_IMAGE_META, true );
		delete_user_meta( $user->ID, Profile_Presenter::PROFILE_IMAGE_META );
		Image_Upload::delete_own( $previous, (int) $user->ID );
		return new WP_REST_Response( Profile_Presenter::me( $this->fresh( $user ) ) );
	}

	/**
	 * Validates and stores the sent picture, points the user meta at it and deletes the old one.
	 *
	 * @param WP_REST_Request $request  Request.
	 * @param WP_User         $user     Acting member.
	 * @param bool            $required Whether a missing file is an error.
	 * @return true|WP_Error
	 */
	private function store_image( $request, WP_User $user, bool $required ) {
		$files = $request->get_file_params();
		$file  = $files[ self::FILE_FIELD ] ?? null;
		if ( null === $file && ! $required ) {
			return true;
		}
		$type = Image_Upload::validate( $file, self::FILE_FIELD );
		if ( is_wp_error( $type ) ) {
			return $type;
		}
		$attachment = Image_Upload::store( (array) $file, $type, (int) $user->ID, self::FILE_FIELD );
		if ( is_wp_error( $attachment ) ) {
			return $attachment;
		}
		$previous = (int) get_user_meta( $user->ID, Profile_Presenter::PROFILE_IMAGE_META, true );
		update_user_meta( $user->ID, Profile_Presenter::PROFILE_IMAGE_META, $attachment );
		if ( $previous > 0 && $previous !== $attachment ) {
			Image_Upload::delete_own( $previous, (int) $user->ID );
		}
		return true;
	}

	/**
	 * The acting member as a user object.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_User|WP_Error
	 */
	private function acting_user( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$user = get_userdata( $member );
		if ( ! $user instanceof WP_User ) {
			return self::error( 'fitcoach_not_logged_in', __( 'Je bent niet ingelogd.', 'fitcoach' ), 401 );
		}
		return $user;
	}

	/**
	 * A refusal as a response; 429 with a Retry-After header.
	 *
	 * @param WP_Error $error Refusal.
	 * @return WP_REST_Response|WP_Error
	 */
	private static function refusal( WP_Error $error ) {
		if ( 'fitcoach_too_many_attempts' !== $error->get_error_code() ) {
			return $error;
		}
		$response = rest_convert_error_to_response( $error );
		$response->header( 'Retry-After', (string) Throttle::LOGIN_WINDOW );
		return $response;
	}

	/**
	 * The user re-read after a change.
	 *
	 * @param WP_User $user User.
	 */
	private function fresh( WP_User $user ): WP_User {
		clean_user_cache( $user->ID );
		$fresh = get_userdata( $user->ID );
		return $fresh instanceof WP_User ? $fresh : $user;
	}
}
