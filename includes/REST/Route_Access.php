<?php
/**
 * What a fitcoach/v1 route declares it is, read back from the routes WordPress registered.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Every handler a FitCoach controller registers says what it is, beside its callback:
 *
 *     'fitcoach' => array(
 *         'access'     => 'guest' | 'self' | 'member',
 *         'capability' => Roles::MANAGE_CLIENTS, // '' when being logged in is enough
 *     ),
 *
 * - guest: open to anyone: no API key, no login (the login screen's calls, the app settings).
 * - self: the real, logged-in user, never switch-aware (a user_id the app adds is not read).
 * - member: acts for a member: the logged-in user, or the member an admin views the app as
 *   (Auth\Acting_User, the user_id parameter).
 * - capability: what the caller must be able to do (current_user_can()). Rights on one object (a
 *   user, a measurement) are checked by the controller's permission check on top of it.
 *
 * WordPress keeps unknown handler arguments, so nothing keeps a copy: the declaration is read from
 * the matched handler (a permission check: WP_REST_Request::get_attributes(); the auth service:
 * the handler of rest_request_before_callbacks), or, where no handler is matched yet, by matching
 * the route against the registered routes as the REST server does (for_request()): the API key
 * gate on rest_pre_dispatch and rest_api_init (Security\Request_Gate) and the Bearer token check
 * on rest_authentication_errors. Those run once the REST server exists, and rest_get_server()
 * registers the routes (rest_api_init) before it hands the server out, so no check comes before
 * the declarations.
 *
 * The app page is no REST request: starting the REST server there (every plugin's rest_api_init,
 * core's hundred routes) would cost every page load more than the page itself. When no server
 * exists, client_routes() lets the controllers fill a static registry instead: their
 * Base_Controller::add_route() hands each route's arguments (the very arrays they register)
 * to collect() and registers nothing; the registry is made once per PHP process. Routes only
 * another plugin adds to the namespace are not in it, and they declare nothing anyway.
 *
 * A handler without a valid declaration (a route another plugin adds to the namespace, or core's
 * namespace index) is never a guest route; its own permission callback decides the rest. The
 * handlers of one route declare the same: core's Allow header asks every handler's permission
 * check with the matched handler's attributes (tests/php/Security/RouteDeclarationsTest.php).
 */
final class Route_Access {

	/** Key of the declaration in a handler's arguments. */
	public const KEY = 'fitcoach';

	/** Open to anyone: no API key, no login. */
	public const GUEST = 'guest';

	/** The real, logged-in user; never switch-aware. */
	public const SELF = 'self';

	/** Acts for a member: the logged-in user or the member an admin views the app as. */
	public const MEMBER = 'member';

	/**
	 * Every kind of access.
	 *
	 * @var list<string>
	 */
	public const ACCESS = array( self::GUEST, self::SELF, self::MEMBER );

	/**
	 * The routes the controllers handed to collect(): route => handlers; null until collected.
	 *
	 * @var array<string, list<mixed>>|null
	 */
	private static ?array $collected = null;

	/**
	 * Whether the controllers' routes are being collected rather than registered.
	 *
	 * @var bool
	 */
	private static bool $collecting = false;

	/**
	 * The valid declaration of a handler, or null.
	 *
	 * @param mixed $handler A handler's arguments (as registered, or as matched: the request's attributes).
	 * @return array{access: string, capability: string}|null
	 */
	public static function of( $handler ): ?array {
		if ( ! is_array( $handler ) || ! isset( $handler[ self::KEY ] ) ) {
			return null;
		}
		return self::is_valid( $handler[ self::KEY ] ) ? $handler[ self::KEY ] : null;
	}

	/**
	 * Whether a value is a valid declaration: exactly access and capability, a known access, a
	 * capability string, and no capability for a guest route.
	 *
	 * @param mixed $declaration Value.
	 * @phpstan-assert-if-true array{access: string, capability: string} $declaration
	 */
	public static function is_valid( $declaration ): bool {
		if ( ! is_array( $declaration ) || array( 'access', 'capability' ) !== array_keys( $declaration ) ) {
			return false;
		}
		if ( ! in_array( $declaration['access'], self::ACCESS, true ) || ! is_string( $declaration['capability'] ) ) {
			return false;
		}
		return self::GUEST !== $declaration['access'] || '' === $declaration['capability'];
	}

	/**
	 * The declaration of the handler the REST server would pick for a route and method (the
	 * first route that matches, case-insensitively, with a handler for the method; HEAD falls back
	 * to GET), or null when none matches or it declares nothing.
	 *
	 * @param string $route  Route, with the namespace (any case, with or without trailing slash).
	 * @param string $method HTTP method.
	 * @return array{access: string, capability: string}|null
	 */
	public static function for_request( string $route, string $method ): ?array {
		$method = strtoupper( $method );
		foreach ( self::matching( $route ) as $handlers ) {
			foreach ( $handlers as $handler ) {
				$methods = is_array( $handler['methods'] ?? null ) ? $handler['methods'] : array();
				$checked = 'HEAD' === $method && empty( $methods['HEAD'] ) ? 'GET' : $method;
				if ( ! empty( $methods[ $checked ] ) ) {
					return self::of( $handler );
				}
			}
		}
		return null;
	}

	/**
	 * Whether a route has a guest handler for any method (the method is checked once the route
	 * is matched).
	 *
	 * @param string $route Route, with the namespace.
	 */
	public static function has_guest_handler( string $route ): bool {
		foreach ( self::matching( $route ) as $handlers ) {
			foreach ( $handlers as $handler ) {
				if ( self::GUEST === ( self::of( $handler )['access'] ?? null ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The route patterns the app needs, relative to the namespace ('auth/login',
	 * 'measurements/(?P<id>[\d]+)'), in the REST server's order: guest (a guest handler for some
	 * method: the app sends no token there) and realUser (declared, and no handler acts for a
	 * member: the app adds no user_id there while an admin views the app as a member). The app
	 * matches a call's endpoint against a pattern as the REST server does: the whole endpoint,
	 * case-insensitively (src/api/middlewares.ts).
	 *
	 * @return array{guest: list<string>, realUser: list<string>}
	 */
	public static function client_routes(): array {
		$prefix = '/' . Plugin::REST_NAMESPACE . '/';
		$lists  = array(
			'guest'    => array(),
			'realUser' => array(),
		);
		foreach ( self::routes_for_page() as $pattern => $handlers ) {
			if ( ! str_starts_with( (string) $pattern, $prefix ) ) {
				continue;
			}
			$access = array();
			foreach ( $handlers as $handler ) {
				$declaration = self::of( $handler );
				if ( null !== $declaration ) {
					$access[] = $declaration['access'];
				}
			}
			$relative = substr( (string) $pattern, strlen( $prefix ) );
			if ( in_array( self::GUEST, $access, true ) ) {
				$lists['guest'][] = $relative;
			}
			if ( array() !== $access && ! in_array( self::MEMBER, $access, true ) ) {
				$lists['realUser'][] = $relative;
			}
		}
		return $lists;
	}

	/**
	 * Whether Base_Controller::add_route() should hand its route to collect() instead of
	 * registering it.
	 */
	public static function collecting(): bool {
		return self::$collecting;
	}

	/**
	 * Notes a route a controller would register (see client_routes()), its handlers as the REST
	 * server keeps them: one handler, or the numbered handlers beside the route's options.
	 *
	 * @param string                   $route_namespace Namespace.
	 * @param string                   $route           Route below the namespace.
	 * @param array<int|string, mixed> $args            What register_rest_route() takes.
	 */
	public static function collect( string $route_namespace, string $route, array $args ): void {
		$full                     = '/' . trim( $route_namespace, '/' ) . '/' . trim( $route, '/' );
		$handlers                 = isset( $args['callback'] ) ? array( $args ) : array_values( array_filter( $args, 'is_int', ARRAY_FILTER_USE_KEY ) );
		self::$collected          = self::$collected ?? array();
		self::$collected[ $full ] = array_merge( self::$collected[ $full ] ?? array(), $handlers );
	}

	/**
	 * The routes for the app page: the REST server's when it runs, else the controllers' own,
	 * collected once without starting the REST server.
	 *
	 * @return array<string, array<int|string, mixed>>
	 */
	private static function routes_for_page(): array {
		global $wp_rest_server;
		if ( $wp_rest_server instanceof \WP_REST_Server ) {
			return self::routes();
		}
		if ( null === self::$collected ) {
			self::$collected  = array();
			self::$collecting = true;
			try {
				Plugin::instance()->register_routes();
			} finally {
				self::$collecting = false;
			}
		}
		return self::$collected;
	}

	/**
	 * The handlers of every registered route of the namespace that matches a route.
	 *
	 * @param string $route Route, with the namespace.
	 * @return list<array<int|string, mixed>>
	 */
	private static function matching( string $route ): array {
		$route   = '/' . trim( strtolower( $route ), '/' );
		$matches = array();
		foreach ( self::routes() as $pattern => $handlers ) {
			if ( is_array( $handlers ) && 1 === preg_match( '@^' . $pattern . '$@i', $route ) ) {
				$matches[] = $handlers;
			}
		}
		return $matches;
	}

	/**
	 * The namespace's routes as the REST server serves them (after the rest_endpoints filter).
	 *
	 * @return array<string, array<int|string, mixed>>
	 */
	private static function routes(): array {
		return rest_get_server()->get_routes( Plugin::REST_NAMESPACE );
	}
}
