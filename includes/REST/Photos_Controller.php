<?php
/**
 * The only door to a progress photo.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Member\Check_In_Photos;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /photos/{id}?size=thumb|full&v={hash} → the JPEG itself (Content-Type image/jpeg), for the
 * real logged-in user only when he is the photo's member, his coach (a PT trainer who coaches him,
 * or any coach while he has none) or an administrator. Never switch-aware: a coach viewing the app
 * as a member sees it as the coach he is.
 *
 * Caching: `Cache-Control: private, max-age=31536000, immutable` when v is the photo's content
 * hash (the addresses the check-ins hand out: a stored photo never changes, a new one has a new
 * id), else `private, no-cache`; an ETag (the hash and size) answers If-None-Match with 304. No
 * shared cache ever keeps one. X-Content-Type-Options: nosniff.
 *
 * Refusals: 401 fitcoach_invalid_api_key / fitcoach_not_logged_in (a guessed or copied address
 * without a valid login), 404 fitcoach_photo_not_found (missing, the file gone, or someone else's:
 * an id tells nothing), 400 rest_invalid_param (size).
 *
 * The REST server would send the answer as JSON: File_Response carries the file, and
 * rest_pre_serve_request sends its bytes instead (after the server sent the headers). The No_Store
 * header every FitCoach answer gets is replaced for these answers only (rest_post_dispatch, later),
 * and so are the no-cache headers the REST server sends a logged-in caller after the answer's own
 * (rest_pre_serve_request runs after them).
 */
class Photos_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'photos';
	}

	/**
	 * Registers the route and the hooks that send the file.
	 */
	public function register_routes(): void {
		if ( false === has_filter( 'rest_pre_serve_request', array( self::class, 'serve' ) ) ) {
			add_filter( 'rest_pre_serve_request', array( self::class, 'serve' ), 10, 2 );
			add_filter( 'rest_post_dispatch', array( self::class, 'caching' ), 20 );
		}
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args' => array(
					'id'   => array(
						'description' => __( 'Id van de foto.', 'fitcoach' ),
						'type'        => 'integer',
					),
					'size' => array(
						'description' => __( "Formaat: 'thumb' of 'full'.", 'fitcoach' ),
						'type'        => 'string',
						'enum'        => Check_In_Photos::SIZES,
						'default'     => 'full',
					),
					'v'    => array(
						'description' => __( 'Inhoudshash van de foto.', 'fitcoach' ),
						'type'        => 'string',
						'pattern'     => '^[0-9a-f]{1,64}$',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => '',
					),
				),
			)
		);
	}

	/**
	 * Logged in, the photo exists and is the caller's own or one he may see as a coach.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$photo = Check_In_Photos::find( (int) $request['id'] );
		if ( null === $photo || ! self::may_see( $photo['member_id'] ) ) {
			return self::not_found();
		}
		return true;
	}

	/**
	 * Whether the current user may see a member's photos.
	 *
	 * @param int $member_id Member.
	 */
	public static function may_see( int $member_id ): bool {
		return ( $member_id > 0 && get_current_user_id() === $member_id ) || Admin_Check_Ins_Controller::may_see_member( $member_id );
	}

	/**
	 * 404 fitcoach_photo_not_found.
	 */
	private static function not_found(): WP_Error {
		return self::error( 'fitcoach_photo_not_found', __( 'Foto niet gevonden.', 'fitcoach' ), 404 );
	}

	/**
	 * GET /photos/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$photo = Check_In_Photos::find( (int) $request['id'] );
		$size  = 'thumb' === $request['size'] ? 'thumb' : 'full';
		$path  = null === $photo ? null : Check_In_Photos::path( $photo, $size );
		if ( null === $photo || null === $path ) {
			return self::not_found();
		}
		$bytes     = (int) filesize( $path );
		$etag      = sprintf( '"%s-%s-%d"', $photo['hash'], $size, $bytes );
		$versioned = is_string( $request['v'] ) && hash_equals( $photo['hash'], $request['v'] );
		$response  = new File_Response( $path, $versioned ? File_Response::CACHE_VERSIONED : File_Response::CACHE_OTHER );
		$response->header( 'Content-Type', 'image/jpeg' );
		$response->header( 'ETag', $etag );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		$response->header( 'Content-Disposition', 'inline; filename="foto-' . $photo['id'] . '-' . $size . '.jpg"' );
		$match = $request->get_header( 'if_none_match' );
		if ( is_string( $match ) && trim( $match ) === $etag ) {
			$response->set_status( 304 );
			return $response;
		}
		$response->header( 'Content-Length', (string) $bytes );
		return $response;
	}

	/**
	 * Filter rest_post_dispatch (after No_Store): a photo keeps its own Cache-Control.
	 *
	 * @param mixed $response The answer.
	 * @return mixed
	 */
	public static function caching( $response ) {
		if ( $response instanceof File_Response ) {
			$response->header( 'Cache-Control', $response->cache_control() );
		}
		return $response;
	}

	/**
	 * Filter rest_pre_serve_request: sends a photo's bytes instead of JSON.
	 *
	 * @param mixed $served  Whether the answer was sent.
	 * @param mixed $result  The answer.
	 * @return mixed
	 */
	public static function serve( $served, $result ) {
		if ( $served || ! $result instanceof File_Response ) {
			return $served;
		}
		// The REST server sends WordPress's no-cache headers to a logged-in caller after the
		// answer's own: the photo's caching is sent again, without Expires.
		if ( ! headers_sent() ) {
			header( 'Cache-Control: ' . $result->cache_control() );
			header_remove( 'Expires' );
			header_remove( 'Pragma' );
		}
		if ( 304 !== $result->get_status() && 'HEAD' !== strtoupper( isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'GET' ) ) {
			readfile( $result->file() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_readfile -- Sends a private file the permission check allowed.
		}
		return true;
	}
}

