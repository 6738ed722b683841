<?php
/**
 * Hardening found by the security suite (issue 5): enumeration, request bodies, login doors.
 *
 * @package FitCoach
 */

namespace FitCoach\Security;

use FitCoach\Auth\Rest_Authentication;
use FitCoach\Auth\Throttle;
use FitCoach\Member\Image_Upload;
use FitCoach\Plugin;
use WeakMap;
use WP_Error;
use WP_REST_Request;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Members are not authors of the site, so WordPress's public author features must not name them;
 * input WordPress's REST server cannot handle is answered in Dutch instead of with warnings; and
 * the login throttle holds at every door.
 *
 * - Author archives: WordPress answers 200 for the archive of any user of the site, even one
 *   without posts, with the user's display name as the page title, and redirects ?author={id} to
 *   /author/{login}/ for a user with any published post — members publish measurements and
 *   sessions (private post types), so ?author=1, 2, 3, … listed every member's login and full
 *   name. The archive of a user without published posts of a public post type is now a 404 for
 *   visitors who may not list users, exactly like the archive of a user who does not exist.
 * - Profile pictures: stored as private attachments (Member\Image_Upload), so the media endpoint
 *   (/wp/v2/media), attachment pages, ?attachment_id= redirects and oEmbed (which gave the
 *   member's full name) do not show them to others. Pictures stored before are made private on
 *   install.
 * - A request body over PHP's post_max_size reaches WordPress empty (PHP drops it): the profile
 *   form (PUT /auth/profile with a picture) then got core's English "Missing parameter(s)". Such a
 *   request to a fitcoach/v1 route is answered with the spec's "Maximaal 5MB toegestaan" on the
 *   profile routes, and 413 fitcoach_request_too_large elsewhere.
 * - A JSON body that is a bare string, number or boolean made WordPress's REST server write a PHP
 *   warning (WP_REST_Request::sanitize_params() loops over it) — found by the fuzzer. On fitcoach/v1
 *   routes such a body is set aside before the server looks at it and answered 400
 *   fitcoach_invalid_json, like a body that is not JSON at all (whose answer is made Dutch too),
 *   after the auth service had its say. Likewise an array as `namespace` on the namespace index
 *   (GET /fitcoach/v1?namespace[]=x), which made WordPress end in a fatal TypeError: 400
 *   fitcoach_invalid_param.
 * - Logins through WordPress's own doors (wp-login.php, XML-RPC, which takes many passwords in one
 *   request) count against the same throttle as the app's: five failures for one IP and account
 *   within 5 minutes lock that account for that IP at every door, so the app's 429 cannot be
 *   sidestepped. The app's own login counts itself and is left out here.
 *
 * /wp/v2/users needs nothing extra: for callers without list_users WordPress lists only users with
 * published posts of post types shown in the REST API, which FitCoach's are not
 * (tests/php/Security/EnumerationTest.php holds all of this).
 */
final class Hardening {

	/**
	 * Requests with input set aside before the REST server read it, and why: 'json' (a JSON body
	 * that is a bare value) or 'param' (a parameter of the wrong type).
	 *
	 * @var WeakMap<WP_REST_Request, string>|null
	 */
	private static ?WeakMap $set_aside = null;

	/**
	 * Whether the app's login route is running (it throttles itself).
	 *
	 * @var bool
	 */
	private static bool $in_app_login = false;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( self::class, 'hide_private_authors' ), 0 );
		add_action( 'fitcoach_install', array( self::class, 'privatise_profile_pictures' ) );
		add_filter( 'rest_pre_dispatch', array( self::class, 'set_aside_unreadable_input' ), 5, 3 );
		// After the auth service (priority 5): a caller without access still gets its 401/403.
		add_filter( 'rest_request_before_callbacks', array( self::class, 'refuse_dropped_bodies' ), 6, 3 );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'refuse_invalid_json' ), 6, 3 );

		add_filter( 'rest_request_before_callbacks', array( self::class, 'enter_app_login' ), 99, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'leave_app_login' ), 1 );
		add_filter( 'authenticate', array( self::class, 'refuse_locked_login' ), 99, 2 );
		add_action( 'wp_login_failed', array( self::class, 'count_failed_login' ) );
		add_action( 'wp_login', array( self::class, 'clear_failed_logins' ) );
	}

	/**
	 * Notes that the app's login route runs.
	 *
	 * @param mixed           $response Result so far.
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function enter_app_login( $response, $handler, $request ) {
		unset( $handler );
		self::$in_app_login = $request instanceof WP_REST_Request
			&& '/' . Plugin::REST_NAMESPACE . '/auth/login' === '/' . trim( strtolower( $request->get_route() ), '/' );
		return $response;
	}

	/**
	 * Notes that the route ended.
	 *
	 * @param mixed $response Response.
	 * @return mixed
	 */
	public static function leave_app_login( $response ) {
		self::$in_app_login = false;
		return $response;
	}

	/**
	 * A login through WordPress's own doors for an account that is locked for this IP: refused,
	 * whatever the password.
	 *
	 * @param mixed $user     WP_User, WP_Error or null so far.
	 * @param mixed $username Account name or e-mail address as typed.
	 * @return mixed
	 */
	public static function refuse_locked_login( $user, $username ) {
		if ( self::$in_app_login || ! is_string( $username ) || '' === trim( $username ) || ! Throttle::login_locked( $username ) ) {
			return $user;
		}
		return new WP_Error( 'fitcoach_too_many_attempts', __( 'Te veel mislukte inlogpogingen. Probeer het over 5 minuten opnieuw.', 'fitcoach' ) );
	}

	/**
	 * Counts a failed login through WordPress's own doors.
	 *
	 * @param mixed $username Account name or e-mail address as typed.
	 */
	public static function count_failed_login( $username ): void {
		if ( ! self::$in_app_login && is_string( $username ) && '' !== trim( $username ) ) {
			Throttle::login_failed( $username );
		}
	}

	/**
	 * A successful login through WordPress's own doors clears the count.
	 *
	 * @param mixed $username Account name.
	 */
	public static function clear_failed_logins( $username ): void {
		if ( ! self::$in_app_login && is_string( $username ) ) {
			Throttle::login_succeeded( $username );
		}
	}

	/**
	 * Sets input aside that the REST server cannot handle — a JSON body that is a bare value (it is
	 * emptied), an array where the namespace index expects a string (it is dropped) — before the
	 * server reads it, and remembers the request for refuse_invalid_json().
	 *
	 * @param mixed           $result  Result so far (null).
	 * @param mixed           $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function set_aside_unreadable_input( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! Rest_Authentication::is_fitcoach_route( $request->get_route() ) ) {
			return $result;
		}
		$json = $request->get_json_params();
		if ( null !== $json && ! is_array( $json ) ) {
			$request->set_body( '' );
			self::remember( $request, 'json' );
		}
		// The namespace index (GET /fitcoach/v1) takes `namespace` from the query: an array there
		// made WordPress end in a fatal TypeError (500) — found by the fuzzer.
		if ( '/' . Plugin::REST_NAMESPACE === '/' . trim( strtolower( $request->get_route() ), '/' ) ) {
			foreach ( array( 'namespace', 'context' ) as $name ) {
				$value = $request->get_param( $name );
				if ( null !== $value && ! is_string( $value ) ) {
					$request->set_param( $name, null );
					self::remember( $request, 'param' );
				}
			}
		}
		return $result;
	}

	/**
	 * Remembers that a request's input was set aside.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $why     'json' or 'param'.
	 */
	private static function remember( WP_REST_Request $request, string $why ): void {
		self::$set_aside           ??= new WeakMap();
		self::$set_aside[ $request ] = $why;
	}

	/**
	 * Answers a fitcoach/v1 request whose body is not a JSON object or array: 400
	 * fitcoach_invalid_json with a Dutch message (instead of a warning, or core's English text).
	 *
	 * @param mixed           $response Result so far.
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function refuse_invalid_json( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof WP_REST_Request || ! Rest_Authentication::is_fitcoach_route( $request->get_route() ) ) {
			return $response;
		}
		if ( is_wp_error( $response ) && in_array( (int) ( $response->get_error_data()['status'] ?? 0 ), array( 401, 403 ), true ) ) {
			return $response;
		}
		$why = null !== self::$set_aside && isset( self::$set_aside[ $request ] ) ? self::$set_aside[ $request ] : '';
		if ( 'param' === $why ) {
			return new WP_Error( 'fitcoach_invalid_param', __( 'Ongeldige parameter in het verzoek.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		if ( 'json' === $why || ( is_wp_error( $response ) && 'rest_invalid_json' === $response->get_error_code() ) ) {
			return new WP_Error( 'fitcoach_invalid_json', __( 'De gegevens van het verzoek zijn geen geldig JSON-object.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		return $response;
	}

	/**
	 * A fitcoach/v1 request whose body PHP dropped for exceeding post_max_size: the answer says
	 * the body was too large (instead of listing the parameters that went missing with it).
	 *
	 * @param mixed           $response Result so far.
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function refuse_dropped_bodies( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof WP_REST_Request || ! Rest_Authentication::is_fitcoach_route( $request->get_route() ) ) {
			return $response;
		}
		if ( is_wp_error( $response ) && in_array( (int) ( $response->get_error_data()['status'] ?? 0 ), array( 401, 403 ), true ) ) {
			return $response;
		}
		$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		$limit  = (int) wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		if ( $limit <= 0 || $length <= $limit || array() !== $request->get_file_params() || array() !== (array) $request->get_body_params() ) {
			return $response;
		}
		if ( str_starts_with( strtolower( rtrim( $request->get_route(), '/' ) ), '/fitcoach/v1/auth/profile' ) ) {
			return Image_Upload::too_large();
		}
		return new WP_Error( 'fitcoach_request_too_large', __( 'Het verzoek is te groot.', 'fitcoach' ), array( 'status' => 413 ) );
	}

	/**
	 * Turns the archive of a user who is not a public author into a 404 (before redirect_canonical
	 * would redirect ?author={id} to the user's login).
	 */
	public static function hide_private_authors(): void {
		if ( ! is_author() || current_user_can( 'list_users' ) ) {
			return;
		}
		$author = get_queried_object();
		if ( $author instanceof WP_User && self::is_public_author( (int) $author->ID ) ) {
			return;
		}
		global $wp_query;
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
	}

	/**
	 * Whether a user has published posts of a public post type (the site shows them as author).
	 *
	 * @param int $user_id User.
	 */
	public static function is_public_author( int $user_id ): bool {
		$types = array_values( array_diff( get_post_types( array( 'public' => true ) ), array( 'attachment' ) ) );
		return $user_id > 0 && array() !== $types && (int) count_user_posts( $user_id, $types, true ) > 0;
	}

	/**
	 * Makes profile pictures stored as public attachments private.
	 */
	public static function privatise_profile_pictures(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Install time, once.
		$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", Image_Upload::OWNER_META ) ) );
		foreach ( array_chunk( $ids, 200 ) as $chunk ) {
			$list = implode( ',', $chunk );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- A list of integers; one update for many rows.
			$wpdb->query( "UPDATE {$wpdb->posts} SET post_status = 'private' WHERE post_type = 'attachment' AND post_status = 'inherit' AND ID IN ({$list})" );
			foreach ( $chunk as $id ) {
				clean_post_cache( $id );
			}
		}
	}
}
