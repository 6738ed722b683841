<?php
/**
 * Authentication of REST requests: Bearer access tokens and the API key.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use FitCoach\Plugin;
use FitCoach\REST\Route_Access;
use WP_Error;
use WP_REST_Request;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The auth service: wires tokens, the API key and password changes into WordPress.
 *
 * - The app's token opens the app's routes only: a Bearer token makes a user on fitcoach/v1 routes
 *   and nowhere else. On any other route (/wp/v2, /batch/v1, oEmbed, …) it is ignored: the request
 *   is anonymous there, unless a cookie login (with its nonce) makes it someone's, as in core. So a
 *   stolen token cannot mint an application password or change the account through WordPress's
 *   own routes (issue 9).
 * - `determine_current_user`: a REST request to a fitcoach/v1 route carrying
 *   `Authorization: Bearer <token>` is made by the token's user. The route is the one WordPress
 *   will serve (a posted or queried rest_route wins over the pretty URL, as in WP::parse_request()).
 *   A bad token (expired, forged, `alg: none`, wrong issuer, old token version, revoked login) makes
 *   no user and `rest_authentication_errors` answers 401 fitcoach_invalid_token: never a silent
 *   fallback to a guest or to a cookie login. Cookie logins (wp-admin, with the REST nonce) work
 *   as in core.
 * - `rest_request_before_callbacks` (also run for internal rest_do_request() calls, embedded links
 *   and batch requests): on a fitcoach/v1 route, the same token check for a token given on the
 *   request object, then the API key: every fitcoach/v1 route except the guest routes answers 401
 *   fitcoach_invalid_api_key without a matching X-FitCoach-Key header. Any other route runs
 *   anonymous when the current user came from a Bearer token (restored after the callbacks).
 * - Which routes are guest routes, the routes say themselves: a handler declaring
 *   'fitcoach' => array( 'access' => 'guest', … ) (REST\Route_Access). This service only
 *   authenticates; what a route allows is its controller's permission check, which reads the
 *   same declaration.
 * - Every password change or reset ends every login of the user (Logins::end_all()).
 */
final class Rest_Authentication {


	/**
	 * The Bearer token of this HTTP request (from $_SERVER), once looked at.
	 *
	 * @var string|null
	 */
	private ?string $http_token = null;

	/**
	 * What checking the HTTP request's token gave.
	 *
	 * @var array{user_id: int, family: string}|WP_Error|null
	 */
	private $http_outcome = null;

	/**
	 * Guard against re-entry while a token is being checked.
	 *
	 * @var bool
	 */
	private bool $checking = false;

	/**
	 * User that determine_current_user() made from this HTTP request's token (0: none).
	 *
	 * @var int
	 */
	private int $token_user = 0;

	/**
	 * Bearer logins set aside while a route outside fitcoach/v1 runs, one entry per dispatch.
	 *
	 * @var list<array{user_id: int, family: string|null}|null>
	 */
	private array $set_aside = array();

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );

		add_filter( 'determine_current_user', array( $this, 'determine_current_user' ), 30 );
		add_filter( 'rest_authentication_errors', array( $this, 'rest_authentication_errors' ), 80 );
		add_filter( 'rest_request_before_callbacks', array( $this, 'before_callbacks' ), 5, 3 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'after_callbacks' ), 0 );
		add_action( 'set_current_user', array( $this, 'forget_other_login' ) );

		// Every way a password changes ends the tokens issued before.
		add_action( 'wp_set_password', array( self::class, 'on_set_password' ), 10, 2 );
		add_action( 'password_reset', array( self::class, 'on_password_reset' ) );
		add_action( 'after_password_reset', array( self::class, 'on_password_reset' ) );
		add_action( 'profile_update', array( self::class, 'on_profile_update' ), 10, 2 );

		add_action( 'deleted_user', array( self::class, 'on_deleted_user' ) );
		add_action( 'wp_scheduled_delete', array( Token_Store::class, 'delete_expired' ) );
		add_action( 'admin_notices', array( Secret::class, 'admin_notice' ) );
	}

	/**
	 * Creates the refresh token table, the signing secret and the API key (safe to run again).
	 */
	public static function install(): void {
		Token_Store::install();
		Secret::install();
		Api_Key::install();
		Token_Store::backfill_live_families();
	}

	/**
	 * Makes the user of a valid Bearer token the current user of a REST request.
	 *
	 * @param int|false $user_id User found so far (e.g. from the login cookie).
	 * @return int|false
	 */
	public function determine_current_user( $user_id ) {
		if ( $this->checking ) {
			return $user_id;
		}
		$outcome = $this->http_outcome();
		if ( null === $outcome ) {
			return $user_id;
		}
		if ( is_wp_error( $outcome ) ) {
			// Refused: nobody, and rest_authentication_errors() says why.
			return false;
		}
		$this->token_user = $outcome['user_id'];
		return $outcome['user_id'];
	}

	/**
	 * Turns the outcome of the Bearer token into the REST API's authentication result.
	 *
	 * @param WP_Error|null|true $result Result of earlier authentication handlers.
	 * @return WP_Error|null|true
	 */
	public function rest_authentication_errors( $result ) {
		if ( ! empty( $result ) ) {
			return $result;
		}
		$outcome = $this->http_outcome();
		if ( null === $outcome ) {
			if ( $this->token_user > 0 && get_current_user_id() === $this->token_user ) {
				// The token made a user before the route was known, and the route is not the app's.
				$this->token_user = 0;
				wp_set_current_user( 0 );
			}
			return $result;
		}
		if ( is_wp_error( $outcome ) ) {
			// The guest routes still work (as a guest) when a stale token comes along.
			return self::is_public_path( self::requested_route() ) ? $result : $outcome;
		}
		$this->apply( $outcome );
		// True: authenticated by the token, so core's cookie check (nonce) does not apply.
		return true;
	}

	/**
	 * The token check for a token on the request object, then the API key, before a route's
	 * permission check runs. The one place that enforces the API key. When the parameters are
	 * invalid, a fitcoach/v1 route's permission check is asked first, so guests get 401, not 400.
	 *
	 * @param mixed           $response Result so far (a WP_Error when the parameters are invalid).
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function before_callbacks( $response, $handler, $request ) {
		if ( ! $request instanceof WP_REST_Request ) {
			$this->set_aside[] = null;
			return $response;
		}
		$route = self::normalise_route( $request->get_route() );
		if ( ! self::is_fitcoach_route( $route ) ) {
			// Not the app's route: its token counts for nothing here.
			$this->set_aside[] = $this->set_aside_bearer_login();
			return $response;
		}
		$this->set_aside[] = null;
		// The matched handler's own declaration (the method is the handler's).
		$public = Route_Access::GUEST === ( Route_Access::of( $handler )['access'] ?? null );

		$token = self::bearer_token( $request->get_header( 'authorization' ) );
		if ( null !== $token ) {
			$outcome = $this->outcome_for( $token );
			if ( is_wp_error( $outcome ) ) {
				if ( ! $public ) {
					return $outcome;
				}
			} else {
				$this->apply( $outcome );
			}
		}

		if ( $public ) {
			return $response;
		}
		if ( ! Api_Key::matches( $request->get_header( 'x_fitcoach_key' ) ) ) {
			return new WP_Error( 'fitcoach_invalid_api_key', __( 'Ongeldige of ontbrekende API-sleutel.', 'fitcoach' ), array( 'status' => 401 ) );
		}
		if ( is_wp_error( $response ) && is_array( $handler ) ) {
			// Core validates parameters before it asks the route's permission check: a caller who
			// may not use the route learns nothing about its parameters (401/403, not 400).
			$refusal = self::permission_refusal( $handler, $request );
			if ( null !== $refusal ) {
				return $refusal;
			}
		}
		return $response;
	}

	/**
	 * Gives back the Bearer login set aside for a route outside fitcoach/v1 (see before_callbacks()).
	 *
	 * @param mixed $response Response.
	 * @return mixed
	 */
	public function after_callbacks( $response ) {
		$login = array_pop( $this->set_aside );
		if ( is_array( $login ) ) {
			wp_set_current_user( $login['user_id'] );
			if ( null !== $login['family'] ) {
				Current_Login::set_bearer( $login['user_id'], $login['family'] );
			}
		}
		return $response;
	}

	/**
	 * Makes the request anonymous when its current user came from a Bearer token, and says who it was.
	 *
	 * @return array{user_id: int, family: string|null}|null
	 */
	private function set_aside_bearer_login(): ?array {
		$current = get_current_user_id();
		if ( $current <= 0 ) {
			return null;
		}
		$family = Current_Login::bearer_user_id() === $current ? Current_Login::family() : null;
		if ( null === $family && $current !== $this->token_user ) {
			return null;
		}
		wp_set_current_user( 0 );
		return array(
			'user_id' => $current,
			'family'  => $family,
		);
	}

	/**
	 * The refusal of a route's permission check, or null when it allows the request.
	 *
	 * @param array<string, mixed> $handler Matched handler.
	 * @param WP_REST_Request      $request Request.
	 */
	private static function permission_refusal( array $handler, WP_REST_Request $request ): ?WP_Error {
		if ( empty( $handler['permission_callback'] ) || ! is_callable( $handler['permission_callback'] ) ) {
			return null;
		}
		$permission = call_user_func( $handler['permission_callback'], $request );
		if ( is_wp_error( $permission ) ) {
			return $permission;
		}
		if ( false === $permission || null === $permission ) {
			return new WP_Error( 'rest_forbidden', __( 'Je hebt geen toegang.', 'fitcoach' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return null;
	}

	/**
	 * Forgets the Bearer login when someone else becomes the current user.
	 */
	public function forget_other_login(): void {
		if ( Current_Login::bearer_user_id() !== get_current_user_id() ) {
			Current_Login::clear();
		}
		if ( get_current_user_id() !== $this->token_user ) {
			$this->token_user = 0;
		}
	}

	/**
	 * Whether a route and method are open without API key: the handler the REST server would
	 * match declares guest access (REST\Route_Access; asked before the route is matched).
	 *
	 * @param string $route  Route (any case, with or without trailing slash).
	 * @param string $method HTTP method.
	 */
	public static function is_public( string $route, string $method ): bool {
		return self::is_fitcoach_route( $route ) && Route_Access::GUEST === ( Route_Access::for_request( $route, $method )['access'] ?? null );
	}

	/**
	 * Whether a route belongs to the fitcoach/v1 namespace (as the REST server would match it:
	 * case-insensitively).
	 *
	 * @param string $route Route.
	 */
	public static function is_fitcoach_route( string $route ): bool {
		$route     = self::normalise_route( $route );
		$namespace = '/' . Plugin::REST_NAMESPACE;
		return $namespace === $route || str_starts_with( $route, $namespace . '/' );
	}

	/**
	 * Password changed through wp_set_password() (also called by reset_password()).
	 *
	 * @param mixed $password New password (unused).
	 * @param mixed $user_id  User id.
	 */
	public static function on_set_password( $password, $user_id ): void {
		unset( $password );
		Logins::end_all( (int) $user_id );
	}

	/**
	 * Password reset (core's password_reset and after_password_reset actions).
	 *
	 * @param mixed $user The user.
	 */
	public static function on_password_reset( $user ): void {
		if ( $user instanceof WP_User ) {
			Logins::end_all( (int) $user->ID );
		}
	}

	/**
	 * A profile update that changed the password hash (wp_update_user(), the profile screen).
	 *
	 * @param mixed $user_id       User id.
	 * @param mixed $old_user_data The user before the update.
	 */
	public static function on_profile_update( $user_id, $old_user_data ): void {
		if ( ! $old_user_data instanceof WP_User ) {
			return;
		}
		$user = get_userdata( (int) $user_id );
		if ( $user instanceof WP_User && ! hash_equals( (string) $old_user_data->user_pass, (string) $user->user_pass ) ) {
			Logins::end_all( (int) $user_id );
		}
	}

	/**
	 * A deleted user's tokens go with them.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_deleted_user( $user_id ): void {
		Token_Store::delete_user( (int) $user_id );
	}

	/**
	 * The outcome of this HTTP request's Bearer token: null when it has none or is no REST request.
	 *
	 * @return array{user_id: int, family: string}|WP_Error|null
	 */
	private function http_outcome() {
		$token = self::bearer_token( self::server_authorization() );
		if ( null === $token || ! self::is_rest_request() || ! self::is_fitcoach_route( self::requested_route() ) ) {
			return null;
		}
		if ( $token !== $this->http_token || null === $this->http_outcome ) {
			$this->http_token   = $token;
			$this->http_outcome = $this->check( $token );
		}
		return $this->http_outcome;
	}

	/**
	 * The outcome for a token on a request object: the HTTP request's own outcome when it is the
	 * same token of this very REST request (one check per request), else a fresh check.
	 *
	 * @param string $token Token.
	 * @return array{user_id: int, family: string}|WP_Error
	 */
	private function outcome_for( string $token ) {
		if ( defined( 'REST_REQUEST' ) && REST_REQUEST && $token === $this->http_token && null !== $this->http_outcome ) {
			return $this->http_outcome;
		}
		return $this->check( $token );
	}

	/**
	 * Checks a token, guarded against re-entry through determine_current_user.
	 *
	 * @param string $token Token.
	 * @return array{user_id: int, family: string}|WP_Error
	 */
	private function check( string $token ) {
		$this->checking = true;
		try {
			return Tokens::authenticate( $token );
		} finally {
			$this->checking = false;
		}
	}

	/**
	 * Makes a token's user the current user and records its login.
	 *
	 * @param array{user_id: int, family: string} $outcome Valid token.
	 */
	private function apply( array $outcome ): void {
		if ( get_current_user_id() !== $outcome['user_id'] ) {
			wp_set_current_user( $outcome['user_id'] );
		}
		Current_Login::set_bearer( $outcome['user_id'], $outcome['family'] );
	}

	/**
	 * The token of an `Authorization: Bearer <token>` header value, or null.
	 *
	 * @param mixed $header Header value.
	 */
	public static function bearer_token( $header ): ?string {
		if ( ! is_string( $header ) || ! preg_match( '/^\s*Bearer\s+(\S+)\s*$/i', $header, $matches ) ) {
			return null;
		}
		return $matches[1];
	}

	/**
	 * The Authorization header of this HTTP request (also as Apache passes it after a rewrite).
	 */
	private static function server_authorization(): string {
		foreach ( array( 'HTTP_AUTHORIZATION', 'REDIRECT_HTTP_AUTHORIZATION' ) as $key ) {
			if ( isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) && '' !== $_SERVER[ $key ] ) {
				// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- A token: sanitising would alter it; it is only matched and verified.
				return wp_unslash( $_SERVER[ $key ] );
			}
		}
		return '';
	}

	/**
	 * Whether this HTTP request goes to the REST API. Works before REST_REQUEST is defined (the
	 * current user can be asked for early), from the URL: /wp-json/..., /index.php/wp-json/... or
	 * ?rest_route=.
	 */
	private static function is_rest_request(): bool {
		if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
			return true;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only tells whether this is a REST request.
		if ( isset( $_GET['rest_route'] ) ) {
			return true;
		}
		if ( ! isset( $_SERVER['REQUEST_URI'] ) || ! is_string( $_SERVER['REQUEST_URI'] ) ) {
			return false;
		}
		$path = (string) wp_parse_url( esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH );
		$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		foreach ( array( $home, $home . 'index.php/' ) as $base ) {
			if ( str_starts_with( $path, $base . rest_get_url_prefix() . '/' ) || $path === $base . rest_get_url_prefix() ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The route of this HTTP REST request, as rest_api_loaded() hands it to the server: once
	 * WordPress parsed the request, its rest_route; before that (the current user is asked for
	 * early), from the request as WP::parse_request() will read it: a posted rest_route, else the
	 * query's, else the path after the REST prefix. '' when it cannot be a route.
	 */
	public static function requested_route(): string {
		global $wp;
		if ( is_object( $wp ) && isset( $wp->query_vars['rest_route'] ) ) {
			return is_string( $wp->query_vars['rest_route'] ) ? self::normalise_route( $wp->query_vars['rest_route'] ) : '';
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only tells which route the request goes to, read exactly as WordPress will (sanitising could turn another route into the app's).
		foreach ( array( $_POST, $_GET ) as $input ) {
			if ( isset( $input['rest_route'] ) ) {
				return is_string( $input['rest_route'] ) ? self::normalise_route( wp_unslash( $input['rest_route'] ) ) : '';
			}
		}
		// phpcs:enable
		if ( ! isset( $_SERVER['REQUEST_URI'] ) || ! is_string( $_SERVER['REQUEST_URI'] ) ) {
			return '';
		}
		$path = (string) wp_parse_url( esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH );
		$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		foreach ( array( $home, $home . 'index.php/' ) as $base ) {
			$prefix = $base . rest_get_url_prefix();
			if ( $path === $prefix || str_starts_with( $path, $prefix . '/' ) ) {
				return self::normalise_route( urldecode( substr( $path, strlen( $prefix ) ) ) );
			}
		}
		return '';
	}

	/**
	 * Whether a path is one of the public routes, whatever the method (the method is checked
	 * again once the route is matched).
	 *
	 * @param string $route Route.
	 */
	private static function is_public_path( string $route ): bool {
		return self::is_fitcoach_route( $route ) && Route_Access::has_guest_handler( $route );
	}

	/**
	 * A route in one spelling: lower case, one leading slash, no trailing slash.
	 *
	 * @param string $route Route.
	 */
	private static function normalise_route( string $route ): string {
		return '/' . trim( strtolower( $route ), '/' );
	}
}
