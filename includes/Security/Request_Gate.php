<?php
/**
 * Cheap refusals first: the API key and the body size are checked before any work on the body.
 *
 * @package FitCoach
 */

namespace FitCoach\Security;

use FitCoach\Auth\Api_Key;
use FitCoach\Auth\Rest_Authentication;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The gate of the fitcoach/v1 routes, on `rest_pre_dispatch` at priority 1 — before the REST
 * server matches the route, parses a JSON body, validates and sanitises the parameters, and before
 * Hardening looks at the body (priority 5):
 *
 * - A request to a route that is not public (its handler declares no guest access:
 *   Rest_Authentication::is_public(), REST\Route_Access; the routes are registered by then)
 *   without the right X-FitCoach-Key: 401 fitcoach_invalid_api_key, the answer
 *   Rest_Authentication gives later anyway. An 11 MB body without a key once took 2.5 s to be
 *   refused (the body was parsed and validated first); now it costs what a small one costs. (A
 *   bad Bearer token is refused even earlier, by rest_authentication_errors; OPTIONS requests —
 *   CORS preflights, which carry no custom headers — are left to core.)
 * - A body over 256 KB (by Content-Length or by the body itself): 413 fitcoach_request_too_large,
 *   on every route — no form of the app comes near it — except a multipart request to
 *   /auth/profile, the profile picture upload (up to 5 MB, checked by Member\Image_Upload), or
 *   to /check-ins, a check-in with up to three photos (5 MB each, Member\Check_In_Photos).
 *
 * And on `rest_request_before_callbacks` (priority 1, before the auth service and every
 * permission check): parameters of the route's URL are read from the URL only. WordPress lets a
 * JSON body, a form body or the query string override them (PUT /measurements/5 with
 * {"id": 7} acted on measurement 7): same-named parameters elsewhere are dropped, so
 * /measurements/{id} and /workout-sessions/{id} act on the item the URL names.
 */
final class Request_Gate {

	/** Largest body of a request to a fitcoach/v1 route in bytes (256 KB). */
	public const MAX_BODY = 262144;

	/** The routes that take uploads: the profile picture, and a check-in's photos. */
	private const UPLOAD_ROUTES = array( '/fitcoach/v1/auth/profile', '/fitcoach/v1/check-ins' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( self::class, 'leave_refused_body_unread' ), PHP_INT_MAX );
		add_filter( 'rest_pre_dispatch', array( self::class, 'refuse_early' ), 1, 3 );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'url_params_win' ), 1, 3 );
	}

	/**
	 * Refuses a request without the API key, or with a body too large, before anything reads it.
	 *
	 * @param mixed           $result  Result so far (null).
	 * @param mixed           $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function refuse_early( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! Rest_Authentication::is_fitcoach_route( $request->get_route() ) ) {
			return $result;
		}
		$method  = strtoupper( $request->get_method() );
		$refusal = null;
		if ( 'OPTIONS' !== $method && ! Rest_Authentication::is_public( $request->get_route(), $method )
			&& ! Api_Key::matches( $request->get_header( 'x_fitcoach_key' ) ) ) {
			$refusal = new WP_Error( 'fitcoach_invalid_api_key', __( 'Ongeldige of ontbrekende API-sleutel.', 'fitcoach' ), array( 'status' => 401 ) );
		} elseif ( self::body_size( $request ) > self::MAX_BODY && ! self::is_upload( $request ) ) {
			$refusal = new WP_Error( 'fitcoach_request_too_large', __( 'Het verzoek is te groot.', 'fitcoach' ), array( 'status' => 413 ) );
		}
		if ( null !== $refusal ) {
			// The refused body is set aside: what runs after dispatch (core's rest_post_dispatch
			// filters ask for `_fields`, which decodes a JSON body) has nothing left to parse.
			$request->set_body( '' );
			$request->set_body_params( array() );
			return $refusal;
		}
		return $result;
	}

	/**
	 * An HTTP request to the REST API that refuse_early() will refuse, told by its URL and headers
	 * alone: WordPress's REST server does not even read its body (it takes the body from
	 * $HTTP_RAW_POST_DATA when that is set; reading and copying 11 MB took a quarter second).
	 */
	public static function leave_refused_body_unread(): void {
		if ( ! defined( 'REST_REQUEST' ) || ! REST_REQUEST || ! isset( $GLOBALS['wp'] ) || ! $GLOBALS['wp'] instanceof \WP ) {
			return;
		}
		$route = $GLOBALS['wp']->query_vars['rest_route'] ?? '';
		if ( ! is_string( $route ) || ! Rest_Authentication::is_fitcoach_route( $route ) ) {
			return;
		}
		// The request as the REST server will build it (method overrides included), headers only.
		$request = new WP_REST_Request( isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'GET', $route );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Read as core reads it, to know the method.
		$override = isset( $_GET['_method'] ) ? sanitize_key( wp_unslash( $_GET['_method'] ) ) : ( isset( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ) ) : '' );
		if ( '' !== $override ) {
			$request->set_method( $override );
		}
		$request->set_headers( rest_get_server()->get_headers( wp_unslash( $_SERVER ) ) );
		$request->set_body( '' );
		if ( is_wp_error( self::refuse_early( null, null, $request ) ) ) {
			$GLOBALS['HTTP_RAW_POST_DATA'] = ''; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Core's own cache of the body, filled before core reads php://input.
		}
	}

	/**
	 * Drops query and body parameters that have the name of a parameter of the route's URL.
	 *
	 * @param mixed           $response Result so far.
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function url_params_win( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof WP_REST_Request || ! Rest_Authentication::is_fitcoach_route( $request->get_route() ) ) {
			return $response;
		}
		$url = $request->get_url_params();
		if ( array() === $url ) {
			return $response;
		}
		$json = $request->get_json_params();
		$json = is_array( $json ) ? $json : array();
		foreach ( array_keys( $url ) as $name ) {
			if ( array_key_exists( $name, $request->get_query_params() ) || array_key_exists( $name, $request->get_body_params() ) || array_key_exists( $name, $json ) ) {
				// Removes the name from every source (the URL's too), the URL's value is put back below.
				unset( $request[ $name ] );
			}
		}
		$request->set_url_params( $url );
		return $response;
	}

	/**
	 * The size of the request's body: the larger of its Content-Length and the body it carries.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private static function body_size( WP_REST_Request $request ): int {
		$length = $request->get_header( 'content_length' );
		$length = is_string( $length ) && ctype_digit( trim( $length ) ) ? (int) trim( $length ) : 0;
		$body   = $request->get_body();
		return max( $length, is_string( $body ) ? strlen( $body ) : 0 );
	}

	/**
	 * Whether the request is an upload: multipart, to /auth/profile or POST /check-ins.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private static function is_upload( WP_REST_Request $request ): bool {
		$route = '/' . trim( strtolower( $request->get_route() ), '/' );
		$type  = $request->get_content_type();
		return in_array( $route, self::UPLOAD_ROUTES, true ) && is_array( $type ) && 'multipart/form-data' === ( $type['value'] ?? '' );
	}
}
