<?php
/**
 * The app's routes: which requests are the app's pages.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use WP;

defined( 'ABSPATH' ) || exit;

/**
 * Serves the app page (App_Page) at the app's address (App_Address: the site root unless the
 * operator chose a base path such as /app) for every route of the app's route table (spec §2),
 * so deep links and reloads answer 200 with the app.
 *
 * The routes are rewrite rules that set the query var `fitcoach_app`; the site root is the app
 * when it carries no WordPress query (so /?s=..., /?p=..., feeds keep working). The page is sent
 * as soon as the request is parsed, before WordPress runs its main query or redirects /admin and
 * /login to wp-admin. wp-admin, wp-login.php, /wp-json/ and every other URL are left alone.
 */
final class App_Routes {

	/** Query var set by the app's rewrite rules. */
	public const QUERY_VAR = 'fitcoach_app';

	/**
	 * The app's routes below the site root (regular expressions without anchors or trailing slash).
	 *
	 * @var list<string>
	 */
	public const ROUTES = array(
		'login',
		'forgot-password',
		'reset-password/[^/]+',
		'metingen',
		'metingen/nieuw',
		'metingen/-?[0-9]+',
		'training',
		'training/workout/[0-9]+',
		'training/oefening/[0-9]+',
		'training/schema',
		'sessies/-?[0-9]+',
		'meer',
		'check-in',
		'admin',
		'admin/check-ins',
		'admin/check-ins/[0-9]+',
		'admin/users',
		'admin/users/nieuw',
		'admin/users/[0-9]+',
		'admin/programmas',
		'admin/programmas/nieuw',
		'admin/programmas/[0-9]+',
		'admin/workouts',
		'admin/workouts/nieuw',
		'admin/workouts/[0-9]+',
		'admin/oefeningen',
		'admin/oefeningen/nieuw',
		'admin/oefeningen/[0-9]+',
		'profile',
		'berichten',
		'berichten/[0-9]+',
	);

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'add_rewrite_rules' ) );
		add_action( 'init', array( self::class, 'maybe_flush_rewrite_rules' ), 99 );
		add_action( 'fitcoach_install', array( self::class, 'add_rewrite_rules' ) );
		add_action( 'deactivate_' . plugin_basename( FITCOACH_FILE ), array( self::class, 'remove_rewrite_rules' ), 5 );
		add_filter( 'query_vars', array( self::class, 'query_vars' ) );
		add_action( 'parse_request', array( self::class, 'maybe_serve' ), 20 );
	}

	/**
	 * The rewrite rules: regex => query.
	 *
	 * @return array<string, string>
	 */
	public static function rewrite_rules(): array {
		$rules  = array();
		$query  = 'index.php?' . self::QUERY_VAR . '=1';
		$prefix = App_Address::prefix();
		if ( '' !== $prefix ) {
			// Below a base path the app's start is a route of its own (the site root stays the site's).
			$rules[ '^' . App_Address::path() . '/?$' ] = $query;
		}
		foreach ( self::ROUTES as $route ) {
			$rules[ '^' . $prefix . $route . '/?$' ] = $query;
		}
		return $rules;
	}

	/**
	 * Adds the rules at the top, ahead of pages and posts with the same slug.
	 */
	public static function add_rewrite_rules(): void {
		foreach ( self::rewrite_rules() as $regex => $query ) {
			add_rewrite_rule( $regex, $query, 'top' );
		}
	}

	/**
	 * Takes the rules out again, so the flush on deactivation forgets them.
	 */
	public static function remove_rewrite_rules(): void {
		global $wp_rewrite;
		foreach ( array_keys( self::rewrite_rules() ) as $regex ) {
			unset( $wp_rewrite->extra_rules_top[ $regex ] );
		}
	}

	/**
	 * Flushes the rewrite rules once when the stored rules lack the app's (the plugin was updated,
	 * or activated without a flush). The stored rules are autoloaded: checking costs no query.
	 */
	public static function maybe_flush_rewrite_rules(): void {
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			return;
		}
		$stored = get_option( 'rewrite_rules' );
		if ( ! is_array( $stored ) || array() === $stored ) {
			// WordPress builds them itself on the next request.
			return;
		}
		$rules = self::rewrite_rules();
		foreach ( $rules as $regex => $query ) {
			if ( ! isset( $stored[ $regex ] ) || $stored[ $regex ] !== $query ) {
				flush_rewrite_rules( false );
				return;
			}
		}
		// Rules of an earlier app address (changed on another node, or without a flush) go too.
		$ours = 'index.php?' . self::QUERY_VAR . '=1';
		foreach ( $stored as $regex => $query ) {
			if ( $ours === $query && ! isset( $rules[ $regex ] ) ) {
				flush_rewrite_rules( false );
				return;
			}
		}
	}

	/**
	 * Registers the query var.
	 *
	 * @param mixed $vars Public query vars.
	 * @return array<int, string>
	 */
	public static function query_vars( $vars ): array {
		$vars   = is_array( $vars ) ? $vars : array();
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * Whether a parsed request is one of the app's pages.
	 *
	 * @param WP $wp The parsed request.
	 */
	public static function is_app_request( WP $wp ): bool {
		if ( ! in_array( self::method(), array( 'GET', 'HEAD' ), true ) ) {
			return false;
		}
		if ( '' === $wp->request ) {
			/**
			 * Filters whether the site root serves the app (when the app lives at the site root).
			 *
			 * @param bool $serve True.
			 */
			return '' === App_Address::path() && array() === $wp->query_vars && (bool) apply_filters( 'fitcoach_app_at_root', true );
		}
		// Only from the app's own rules (?fitcoach_app=1 on another URL does not count), and only
		// below the app's address (a rule of an earlier address that was not flushed yet neither).
		return ! empty( $wp->query_vars[ self::QUERY_VAR ] )
			&& str_starts_with( (string) $wp->matched_query, self::QUERY_VAR . '=' )
			&& null !== App_Address::route_of( $wp->request );
	}

	/**
	 * Sends the app page and ends the request when the request is one of the app's pages.
	 *
	 * @param WP $wp The parsed request.
	 */
	public static function maybe_serve( $wp ): void {
		if ( ! $wp instanceof WP || ! self::is_app_request( $wp ) ) {
			return;
		}
		App_Page::send( self::route( $wp ), 'HEAD' !== self::method() );
		exit;
	}

	/**
	 * The app route a request opens ('' for the app's start, 'metingen'), below the app's address
	 * (App_Address: /app/metingen is 'metingen' when the app lives at /app); null outside it.
	 *
	 * @param WP $wp The parsed request.
	 */
	public static function route( WP $wp ): ?string {
		$route = App_Address::route_of( $wp->request );
		return null === $route ? null : trim( $route, '/' );
	}

	/**
	 * The request's method, upper case.
	 */
	private static function method(): string {
		return isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	}
}
