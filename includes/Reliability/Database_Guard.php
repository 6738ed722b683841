<?php
/**
 * What the app gets when the database cannot be reached.
 *
 * @package FitCoach
 */

namespace FitCoach\Reliability;

use FitCoach\Frontend\App_Routes;

defined( 'ABSPATH' ) || exit;

/**
 * When the database is unreachable, WordPress ends the request with the HTML page "Error
 * establishing a database connection" (or a JSON 500 with that HTML inside for JSON clients). For
 * FitCoach's own requests — the fitcoach/v1 routes and the app's pages — this guard answers
 * instead: 503 with Retry-After, the code fitcoach_unavailable and a Dutch message, as JSON (for the
 * app's JavaScript and any API client) or, for a browser opening an app page, as a small Dutch HTML
 * page. Every other request keeps WordPress's own answer.
 *
 * How it gets to answer:
 * - The database is down when the request starts: WordPress includes wp-content/db-error.php
 *   before any plugin loads. FitCoach installs that drop-in (Db_Error_Drop_In, on activation and
 *   upgrades, only when the site has none); it loads this class and calls answer_unavailable().
 * - The database goes away while a request runs (the plugins are loaded; wpdb's reconnect fails):
 *   with WP_DEBUG WordPress first calls wp_die() from wpdb::bail(), which the wp_die_handler
 *   filters added by register() catch; then dead_db() includes the drop-in.
 * - Before the plugins load only plain PHP and WordPress's earliest functions may be used here;
 *   the site's address comes from WP_HOME when wp-config.php defines it, otherwise the app is
 *   assumed at the root of the host (the options cannot be read without the database).
 */
final class Database_Guard {

	/** Error code of the answer. */
	public const CODE = 'fitcoach_unavailable';

	/** Seconds after which trying again makes sense (Retry-After). */
	public const RETRY_AFTER = 30;

	/** The wp_die() handler filters the guard wraps. */
	private const FILTERS = array( 'wp_die_handler', 'wp_die_json_handler', 'wp_die_ajax_handler' );

	/** Priority: late, so the guard wraps whatever handler another plugin chose. */
	private const PRIORITY = 99;

	/**
	 * Adds the filters (for a database lost while the request runs).
	 */
	public function register(): void {
		self::hook();
	}

	/**
	 * Answers a FitCoach request with the 503 and ends it; other requests are left alone (false).
	 * Called by the wp-content/db-error.php drop-in, which WordPress includes when it cannot reach
	 * the database (possibly before plugin.php and the plugins are loaded).
	 */
	public static function answer_unavailable(): bool {
		if ( ! self::is_fitcoach_request() ) {
			return false;
		}
		self::respond( array() );
		return true;
	}

	/**
	 * Adds each filter once.
	 */
	private static function hook(): void {
		foreach ( self::FILTERS as $filter ) {
			if ( false === has_filter( $filter, array( self::class, 'wrap' ) ) ) {
				add_filter( $filter, array( self::class, 'wrap' ), self::PRIORITY );
			}
		}
	}

	/**
	 * Wraps a wp_die() handler: FitCoach's requests get the guard's answer while the database is
	 * unreachable; everything else goes to the handler WordPress (or another plugin) chose.
	 *
	 * @param mixed $handler The handler so far.
	 * @return callable
	 */
	public static function wrap( $handler ): callable {
		return static function ( $message, $title = '', $args = array() ) use ( $handler ) {
			global $wpdb;
			if ( self::is_unreachable( $wpdb ?? null ) && self::is_fitcoach_request() ) {
				self::respond( is_array( $args ) ? $args : array() );
				return;
			}
			if ( is_callable( $handler ) ) {
				call_user_func( $handler, $message, $title, $args );
			}
		};
	}

	/**
	 * Whether a wpdb object has no working connection.
	 *
	 * @param mixed $db The wpdb object (or null before it exists).
	 */
	public static function is_unreachable( $db ): bool {
		if ( ! is_object( $db ) ) {
			return false;
		}
		return empty( $db->dbh ) || ( isset( $db->ready ) && false === $db->ready );
	}

	/**
	 * Whether this HTTP request is FitCoach's: a fitcoach/v1 route (pretty /wp-json/ URL or
	 * ?rest_route=) or one of the app's pages.
	 */
	public static function is_fitcoach_request(): bool {
		return self::is_rest_request() || self::is_app_page();
	}

	/**
	 * Whether the request goes to a fitcoach/v1 route.
	 */
	public static function is_rest_request(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- Only compared.
		$route = isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ? strtolower( wp_unslash( $_GET['rest_route'] ) ) : '';
		if ( str_starts_with( '/' . ltrim( $route, '/' ), '/fitcoach/' ) ) {
			return true;
		}
		return 1 === preg_match( '#/(index\.php/)?wp-json/fitcoach/#i', self::request_path() );
	}

	/**
	 * Whether the request opens one of the app's pages (a route of the app's route table, or the
	 * site root without a WordPress query).
	 */
	public static function is_app_page(): bool {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Compared with two fixed values only.
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( $_SERVER['REQUEST_METHOD'] ) : 'GET';
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) ) {
			return false;
		}
		$home = defined( 'WP_HOME' ) ? (string) self::parse( (string) WP_HOME, PHP_URL_PATH ) : '';
		$home = '/' . trim( $home, '/' );
		$path = '/' . trim( self::request_path(), '/' );
		if ( '/' !== $home ) {
			if ( $path !== $home && ! str_starts_with( $path, $home . '/' ) ) {
				return false;
			}
			$path = '/' . ltrim( substr( $path, strlen( $home ) ), '/' );
		}
		if ( '/' === $path ) {
			return '' === (string) self::parse( self::request_uri(), PHP_URL_QUERY );
		}
		if ( ! class_exists( App_Routes::class ) ) {
			// Before WordPress loaded the plugin there is no autoloader.
			require_once dirname( __DIR__ ) . '/Frontend/App_Routes.php';
		}
		// The app's address (App-adres) is an option, which cannot be read now: a route of the app
		// counts at the site root and below any base path of lower-case segments.
		foreach ( App_Routes::ROUTES as $route ) {
			if ( 1 === preg_match( '#^(?:/[a-z0-9-]+)*/' . $route . '$#', $path ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether WordPress has loaded the plugins (and with them the object cache and translations).
	 * Before that only plain PHP and WordPress's earliest functions may be used here: options,
	 * caches and translations would need the database (or the not yet loaded object cache).
	 */
	private static function wordpress_loaded(): bool {
		return function_exists( 'did_action' ) && did_action( 'plugins_loaded' ) > 0;
	}

	/**
	 * A Dutch text, translated once WordPress can translate (the texts are Dutch already).
	 *
	 * @param string $key Which text: message, title or retry.
	 */
	private static function text( string $key ): string {
		if ( self::wordpress_loaded() ) {
			$texts = array(
				'message' => __( 'De app is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.', 'fitcoach' ),
				'title'   => __( 'Tijdelijk niet bereikbaar', 'fitcoach' ),
				'retry'   => __( 'Opnieuw proberen', 'fitcoach' ),
			);
		} else {
			$texts = array(
				'message' => 'De app is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.',
				'title'   => 'Tijdelijk niet bereikbaar',
				'retry'   => 'Opnieuw proberen',
			);
		}
		return $texts[ $key ];
	}

	/**
	 * The Dutch message.
	 */
	public static function message(): string {
		return self::text( 'message' );
	}

	/**
	 * The answer's body as JSON (a WP_Error as the REST API writes one).
	 */
	public static function json_body(): string {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- wp_json_encode() may read options; the database is gone.
		return (string) json_encode(
			array(
				'code'    => self::CODE,
				'message' => self::message(),
				'data'    => array( 'status' => 503 ),
			),
			JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		);
	}

	/**
	 * The answer's body as a small Dutch HTML page (a browser opening an app page).
	 */
	public static function html_body(): string {
		// htmlspecialchars(), not esc_html(): WordPress's escaping reads the charset option.
		$title   = htmlspecialchars( self::text( 'title' ), ENT_QUOTES, 'UTF-8' );
		$retry   = htmlspecialchars( self::text( 'retry' ), ENT_QUOTES, 'UTF-8' );
		$message = htmlspecialchars( self::message(), ENT_QUOTES, 'UTF-8' );
		return '<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1">'
			. '<meta name="robots" content="noindex">'
			. '<title>' . $title . '</title>'
			. '<style>body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#1e293b;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}'
			. 'main{max-width:420px;text-align:center}a{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:12px;background:#6366f1;color:#fff;text-decoration:none}</style>'
			. '</head><body><main data-code="' . self::CODE . '" role="alert"><h1>' . $title . '</h1><p>' . $message . '</p>'
			. '<a href="">' . $retry . '</a></main></body></html>';
	}

	/**
	 * Whether the client prefers HTML (a browser navigating), not JSON.
	 */
	private static function wants_html(): bool {
		if ( self::is_rest_request() ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Searched for one fixed value only.
		$accept = isset( $_SERVER['HTTP_ACCEPT'] ) && is_string( $_SERVER['HTTP_ACCEPT'] ) ? strtolower( $_SERVER['HTTP_ACCEPT'] ) : '';
		return str_contains( $accept, 'text/html' );
	}

	/**
	 * Sends the 503 and ends the request (unless the wp_die() arguments say not to exit).
	 *
	 * @param array<string, mixed> $args wp_die() arguments.
	 */
	private static function respond( array $args ): void {
		$html = self::wants_html();
		if ( ! headers_sent() ) {
			status_header( 503 );
			nocache_headers();
			header( 'Retry-After: ' . self::RETRY_AFTER );
			header( 'Content-Type: ' . ( $html ? 'text/html' : 'application/json' ) . '; charset=utf-8' );
		}
		echo $html ? self::html_body() : self::json_body(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in html_body(); JSON is not HTML.
		if ( ! isset( $args['exit'] ) || false !== $args['exit'] ) {
			exit;
		}
	}

	/**
	 * The request's path (decoded).
	 */
	private static function request_path(): string {
		return rawurldecode( (string) self::parse( self::request_uri(), PHP_URL_PATH ) );
	}

	/**
	 * A part of a URL. parse_url(), not wp_parse_url(): before the database connects WordPress has
	 * not loaded http.php yet.
	 *
	 * @param string $url       URL.
	 * @param int    $component PHP_URL_* constant.
	 * @return mixed
	 */
	private static function parse( string $url, int $component ) {
		return parse_url( $url, $component ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- See above.
	}

	/**
	 * The request URI.
	 */
	private static function request_uri(): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Parsed and compared only.
		return isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/';
	}
}
