<?php
/**
 * The full-page template that serves the member app.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use FitCoach\Auth\Api_Key;
use FitCoach\Language;
use FitCoach\Plugin;
use FitCoach\REST\Route_Access;
use FitCoach\Settings;
use WP;

defined( 'ABSPATH' ) || exit;

/**
 * Serves the React app (build/index.js) at the app's address (App_Address: the site root unless the
 * operator chose a base path such as /app) for every route of the app's route table
 * (spec §2), so deep links and reloads answer 200 with the app. The page is a minimal HTML
 * document of its own: no theme, no admin bar, only the app's scripts and styles and its
 * configuration (window.fitcoachConfig, with the settings: the app does not ask for them).
 *
 * The first screen in one round trip after the page (issue 15): the head starts with a small
 * script that sends the login's read and the opened screen's reads with the stored token
 * (preload_script(); the app's client takes the answers, src/api/preload.ts), and preload links
 * for the screen's code and the chart code it needs (preload_links(), from the build's
 * first-screens.json). Home's sliders need no code to show (a native row until Swiper, which is
 * asked for after the first paint: src/components/member/LazySlider.tsx), so Swiper is left out.
 * WordPress's scripts are all deferred, without the polyfills (with_page_scripts()).
 *
 * The routes are rewrite rules that set the query var `fitcoach_app`; the site root is the app
 * when it carries no WordPress query (so /?s=..., /?p=..., feeds keep working). The page is sent
 * as soon as the request is parsed, before WordPress runs its main query or redirects /admin and
 * /login to wp-admin. wp-admin, wp-login.php, /wp-json/ and every other URL are left alone.
 */
final class App_Page {

	/** Query var set by the app's rewrite rules. */
	public const QUERY_VAR = 'fitcoach_app';

	/** Handle of the app's script (and of its main stylesheet). */
	public const HANDLE = 'fitcoach-app';

	/** Handle of the stylesheet of the app's style.scss files. */
	public const STYLE_HANDLE = 'fitcoach-app-style';

	/** Id of the element the app mounts on. */
	public const ROOT_ID = 'fitcoach-app';

	/**
	 * The type a page with the drawing gives its scripts until the drawing is on screen (hold_scripts()).
	 */
	public const HELD_SCRIPT_TYPE = 'text/fitcoach-later';

	/** The build's list of what each first screen needs (written by webpack.config.js). */
	public const FIRST_SCREENS_FILE = 'build/first-screens.json';

	/** Where the app keeps the access token (src/api/storage.ts TOKEN_KEY). */
	public const STORED_TOKEN = 'fitcoach_token';

	/** Where the app keeps the refresh token ('Onthoud mij', REFRESH_TOKEN_KEY). */
	public const STORED_REFRESH = 'fitcoach_refresh_token';

	/** Where the app keeps the user an administrator views the app as (SWITCHED_USER_KEY). */
	public const STORED_SWITCH = 'fitcoach_switched_user';

	/** The Accept header the app's client sends (src/api/client.ts tokenFetchHandler). */
	public const ACCEPT = 'application/json, */*;q=0.1';

	/**
	 * WordPress's polyfills, left out of the app's page: dependencies the dependency-extraction
	 * plugin adds for old browsers (core-js, regenerator, inert), which the browsers the app runs
	 * in do not need (the app's own code is built for them without either).
	 *
	 * @var list<string>
	 */
	public const LEFT_OUT_SCRIPTS = array( 'wp-polyfill', 'wp-polyfill-inert', 'regenerator-runtime' );

	/**
	 * WordPress's packages whose inline scripts the app's page leaves out: wp-i18n's text
	 * direction (the app is written left to right), wp-api-fetch's root URL, nonce and media
	 * middlewares (the app sets up its own client, by token, without nonce) and wp-data's
	 * persistence (the app has no persisted stores). They would keep the packages from being
	 * deferred, as they run right after them.
	 *
	 * @var list<string>
	 */
	public const LEFT_OUT_INLINE = array( 'wp-i18n', 'wp-api-fetch', 'wp-data' );

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
		'sessies/-?[0-9]+',
		'meer',
		'admin',
		'admin/users',
		'admin/users/nieuw',
		'admin/users/[0-9]+',
		'profile',
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
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'GET' !== $method && 'HEAD' !== $method ) {
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
		$ready = self::is_built();
		status_header( $ready ? 200 : 503 );
		nocache_headers();
		header( 'Content-Type: text/html; charset=UTF-8' );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Referrer-Policy: strict-origin-when-cross-origin' );
		// No other site may frame the app (clickjacking): the old header and CSP's, for every browser.
		header( 'X-Frame-Options: DENY' );
		header( "Content-Security-Policy: frame-ancestors 'none'" );
		if ( ! $ready ) {
			header( 'Retry-After: 60' );
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'HEAD' !== $method ) {
			$html = self::render( $ready, self::route( $wp ) );
			if ( First_Screen::drawn() ) {
				// A user's own page: no cache keeps it (WordPress's no-cache headers for a guest
				// allow storing), nor does the service worker (src/sw.ts).
				header( 'Cache-Control: no-cache, must-revalidate, max-age=0, no-store, private' );
				header( 'Vary: Cookie' );
				header( 'X-FitCoach-First-Screen: ' . First_Screen::drawn_screen() );
			}
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped while rendering.
		}
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
	 * Whether the app has been built (build/index.js and its asset file exist).
	 */
	public static function is_built(): bool {
		return is_readable( FITCOACH_DIR . '/build/index.js' ) && is_readable( FITCOACH_DIR . '/build/index.asset.php' );
	}

	/**
	 * The whole HTML document.
	 *
	 * @param bool|null   $built Whether the app's build exists (null: look).
	 * @param string|null $route The app route the page is opened at ('' for the start, 'metingen');
	 *                           null: none in particular (only the login is read ahead).
	 */
	public static function render( ?bool $built = null, ?string $route = null ): string {
		$settings = Settings::get();
		$built    = $built ?? self::is_built();
		$assets   = '';
		$preload  = '';
		$answers  = '';
		$drawn    = null;
		if ( $built ) {
			$config = self::register_assets();
			// The first screen, drawn here when the screen pass says whose it is (First_Screen).
			$drawn = First_Screen::draw( $route, $settings );
			// Before anything else in the head (a script after a stylesheet waits for it): the
			// login and the screen's reads go out at once, with the screen's code.
			// A page with the drawing has its reads answered: the script that hands the answers to
			// the app follows the drawing and is held with the other scripts, first of them
			// (hold_scripts(): it has nothing to send, and evaluating its answers before the
			// drawing's first frame would delay it); no code is preloaded (the drawing needs none).
			$preload = null === $drawn ? self::preload_script( $config, $route ) . self::preload_links( $route ) : '';
			$answers = null === $drawn ? '' : self::hold_scripts( self::preload_script( $config, $route, $drawn ) );
			// The registries print these handles and their dependencies only: not through
			// wp_print_styles()/wp_print_scripts(), whose actions would add the theme's extras
			// (emoji styles and the like). A page with the drawing has its styles written in.
			$styles = null === $drawn ? null : self::inline_styles( array_merge( self::style_handles(), self::route_styles( (string) $route ) ) );
			if ( null === $styles ) {
				ob_start();
				wp_styles()->do_items( self::style_handles() );
				$styles = (string) ob_get_clean();
			}
			ob_start();
			self::with_page_scripts(
				static function (): void {
					wp_scripts()->do_items( array( self::HANDLE ) );
				}
			);
			// A page with the drawing holds its scripts back until the drawing is on screen: their
			// answers would otherwise arrive while the page is parsed, each one a task on the
			// phone's main thread between the parser's.
			$assets = null === $drawn
				? self::prioritise_scripts( (string) ob_get_clean() )
				: self::hold_scripts( (string) ob_get_clean() ) . self::scripts_loader();
		} else {
			$styles = '';
		}

		$icon = get_site_icon_url( 192 );
		$html = "<!DOCTYPE html>\n<html lang=\"" . esc_attr( Language::tag() ) . "\">\n<head>\n"
			. "<meta charset=\"utf-8\">\n"
			. "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">\n"
			. '<meta name="theme-color" content="' . esc_attr( $settings['primary_color'] ) . "\">\n"
			. "<meta name=\"apple-mobile-web-app-capable\" content=\"yes\">\n"
			. "<meta name=\"mobile-web-app-capable\" content=\"yes\">\n"
			. '<meta name="apple-mobile-web-app-title" content="' . esc_attr( $settings['app_name'] ) . "\">\n"
			. "<meta name=\"robots\" content=\"noindex, nofollow\">\n"
			. '<title>' . esc_html( $settings['app_name'] ) . "</title>\n"
			. $preload;
		if ( '' !== $icon ) {
			$html .= '<link rel="icon" href="' . esc_url( $icon ) . "\">\n";
		}
		$html .= Web_App::head_tags();
		// The page colour (the light colour, made readable: Brand_Colours) and, after the app's
		// stylesheets, the brand's readable shades as custom properties: the first paint is right.
		$palette = Brand_Colours::palette( $settings );
		$html   .= '<style>html,body{margin:0;min-height:100%;background:' . esc_html( $palette['page'] ) . ";}</style>\n"
			. ( $built ? self::shell_styles( $settings ) : '' )
			. $styles
			. ( $built ? Brand_Colours::root_style( $settings ) : '' )
			. "</head>\n<body class=\"fitcoach-app-page\">\n";

		if ( $built ) {
			$html .= '<noscript><p style="padding:1rem;font-family:sans-serif">'
				. esc_html(
					sprintf(
						/* translators: %s: app name. */
						__( 'Zet JavaScript aan in je browser om %s te gebruiken.', 'fitcoach' ),
						$settings['app_name']
					)
				)
				. "</p></noscript>\n"
				. ( null === $drawn
					? '<div id="' . esc_attr( self::ROOT_ID ) . "\"></div>\n"
					: First_Screen::mount( $drawn, self::ROOT_ID ) . $answers )
				. self::shell( $settings )
				. $assets;
		} else {
			$html .= '<div id="' . esc_attr( self::ROOT_ID ) . '" style="padding:1.5rem;font-family:sans-serif;max-width:36rem;margin:0 auto">'
				. '<h1 style="font-size:1.25rem">' . esc_html__( 'De app is nog niet klaar', 'fitcoach' ) . '</h1>'
				. '<p>' . esc_html__( 'De bestanden van de FitCoach-app ontbreken (de map build/). Voer in de plugin-map npm run build (of npm start) uit en laad deze pagina daarna opnieuw.', 'fitcoach' ) . '</p>'
				. "</div>\n";
		}
		return $html . "</body>\n</html>\n";
	}

	/**
	 * The static loading screen painted before any script runs (the first contentful paint): the
	 * logo or app name on the brand colour and a spinner. It follows the (empty) mount point and
	 * hides itself by CSS as soon as the app has rendered anything into it; without JavaScript it
	 * is not shown at all (the noscript message is). Every value is escaped.
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 */
	public static function shell( array $settings ): string {
		$name  = (string) ( $settings['app_name'] ?? '' );
		$logo  = (string) ( $settings['logo'] ?? '' );
		$brand = '' !== $logo
			? '<img class="fc-shell__logo" src="' . esc_url( $logo ) . '" alt="' . esc_attr( $name ) . '" width="96" height="96">'
			: '<span class="fc-shell__name">' . esc_html( $name ) . '</span>';
		return '<div class="fc-shell" aria-busy="true">' . $brand
			. '<span class="fc-shell__spinner" role="status" aria-label="' . esc_attr__( 'Laden…', 'fitcoach' ) . '"></span>'
			. "</div>\n";
	}

	/**
	 * The loading screen's styles (in the head, so the first paint already has them): the primary
	 * fill with its readable text colour (Brand_Colours), as the app's buttons have them.
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 */
	public static function shell_styles( array $settings ): string {
		$palette = Brand_Colours::palette( $settings );
		$fill    = $palette['primaryFill'];
		$on      = $palette['onPrimary'];
		$track   = Brand_Colours::parse_hex( $on ) ?? array( 255, 255, 255 );
		$root    = '#' . self::ROOT_ID;
		return '<style>'
			. '.fc-shell{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;background:' . esc_html( $fill ) . ';color:' . esc_html( $on ) . ';font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;z-index:1}'
			. '.fc-shell__name{font-size:1.75rem;font-weight:700;letter-spacing:.01em}'
			. '.fc-shell__logo{max-width:96px;max-height:96px;object-fit:contain}'
			. '.fc-shell__spinner{width:2rem;height:2rem;border:3px solid rgba(' . esc_html( implode( ',', $track ) ) . ',.35);border-top-color:' . esc_html( $on ) . ';border-radius:50%;animation:fc-shell-spin .8s linear infinite}'
			. '@keyframes fc-shell-spin{to{transform:rotate(360deg)}}'
			. '@media (prefers-reduced-motion:reduce){.fc-shell__spinner{animation-duration:2.4s}}'
			. $root . ':not(:empty)~.fc-shell{display:none}'
			. "</style>\n"
			// Without JavaScript: no loading screen, and the server's drawing of Home (First_Screen)
			// shown, which the script after it shows otherwise.
			. "<noscript><style>.fc-shell{display:none}.fc-first-screen[hidden]{display:block}</style></noscript>\n";
	}

	/**
	 * The configuration the app reads from window.fitcoachConfig.
	 *
	 * @return array<string, mixed>
	 */
	public static function config(): array {
		$config = array(
			'restRoot'            => esc_url_raw( rest_url() ),
			'namespace'           => Plugin::REST_NAMESPACE,
			'apiKey'              => Api_Key::get(),
			'settings'            => Settings::get(),
			'settingsDefaults'    => Settings::defaults(),
			'fallbackHeaderImage' => plugins_url( 'assets/header-fallback.svg', FITCOACH_FILE ),
			'version'             => FITCOACH_VERSION,
			// The app's address (App-adres): the router's base.
			'basePath'            => App_Address::base_path(),
			// The language the page was printed in (Language): the app compares it with the user's.
			'locale'              => Language::current(),
			// What the routes declare: where the app sends no token, and no user_id while switched.
			'routes'              => Route_Access::client_routes(),
			// Installable and usable offline (Web_App): the worker is registered by the app.
			'serviceWorker'       => is_readable( FITCOACH_DIR . '/build/sw.js' ) ? Web_App::url( 'sw' ) : '',
			// The app's translations in the page's language (none in Dutch): the app sets them
			// itself (src/i18n/setup.ts), as WordPress's scripts are deferred on this page.
			'i18n'                => self::script_translations(),
		);
		/**
		 * Filters the configuration printed into the app page as window.fitcoachConfig.
		 *
		 * @param array<string, mixed> $config Configuration.
		 */
		$filtered = apply_filters( 'fitcoach_app_config', $config );
		return is_array( $filtered ) ? $filtered : $config;
	}

	/**
	 * The translations of the app's script in the page's language (Jed locale data, as WordPress
	 * would print them for wp_set_script_translations()), or null: none, or the script is not
	 * registered.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function script_translations(): ?array {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return null;
		}
		$json = load_script_textdomain( self::HANDLE, 'fitcoach', FITCOACH_DIR . '/languages' );
		if ( ! is_string( $json ) || '' === $json ) {
			return null;
		}
		$data = json_decode( $json, true );
		return is_array( $data ) ? $data : null;
	}

	/**
	 * The inline script that sets window.fitcoachConfig. The JSON escapes <, >, &, ' and " so no
	 * value (an app name with </script>, for one) can end the script element.
	 *
	 * @param array<string, mixed>|null $config The configuration (null: config()).
	 */
	public static function config_script( ?array $config = null ): string {
		$json = wp_json_encode( $config ?? self::config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
		return 'window.fitcoachConfig = ' . ( false === $json ? '{}' : $json ) . ';';
	}

	/**
	 * What the build says the first screens need (build/first-screens.json, see
	 * webpack.config.js): the calls made at every start ('start') and, per app route, its reads,
	 * scripts and styles. Only well-formed entries; empty without a build.
	 *
	 * @return array{start: list<string>, routes: array<string, array{calls: list<string>, scripts: list<string>, styles: list<string>}>}
	 */
	public static function first_screens(): array {
		$empty = array(
			'start'  => array(),
			'routes' => array(),
		);
		$file  = FITCOACH_DIR . '/' . self::FIRST_SCREENS_FILE;
		if ( ! is_readable( $file ) ) {
			return $empty;
		}
		$data = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local build file.
		if ( ! is_array( $data ) ) {
			return $empty;
		}
		$calls  = static fn( $list ): array => array_values(
			array_filter(
				is_array( $list ) ? $list : array(),
				static fn( $call ): bool => is_string( $call ) && 1 === preg_match( '#^/[a-z0-9/_-]+(\?[a-z0-9_=&-]+)?$#i', $call )
			)
		);
		$files  = static fn( $list, string $extension ): array => array_values(
			array_filter(
				is_array( $list ) ? $list : array(),
				static fn( $file ): bool => is_string( $file )
					&& 1 === preg_match( '#^[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9_-]+)*\.' . $extension . '$#i', $file )
					&& is_readable( FITCOACH_DIR . '/build/' . $file )
			)
		);
		$result = array(
			'start'  => $calls( $data['start'] ?? null ),
			'routes' => array(),
		);
		foreach ( is_array( $data['routes'] ?? null ) ? $data['routes'] : array() as $route => $screen ) {
			if ( ! is_array( $screen ) ) {
				continue;
			}
			$result['routes'][ (string) $route ] = array(
				'calls'   => $calls( $screen['calls'] ?? null ),
				'scripts' => $files( $screen['scripts'] ?? null, 'js' ),
				'styles'  => $files( $screen['styles'] ?? null, 'css' ),
			);
		}
		return $result;
	}

	/**
	 * The URL the app's client calls for a fitcoach/v1 read, as @wordpress/api-fetch makes it: the
	 * REST root, the namespace and the path (the query joined with & on a root that has one, as
	 * with plain permalinks), and `_locale=user`, which api-fetch adds to every call.
	 *
	 * @param string $root      The REST root (config restRoot).
	 * @param string $namespace The namespace (config namespace).
	 * @param string $call      The read, relative to the namespace ('/stats/weight-trend?days=14').
	 */
	public static function call_url( string $root, string $namespace, string $call ): string {
		$path = trim( $namespace, '/' ) . '/' . ltrim( $call, '/' );
		if ( str_contains( $root, '?' ) ) {
			$path = (string) preg_replace( '/\?/', '&', $path, 1 );
		}
		$url = $root . $path;
		return $url . ( str_contains( $url, '?' ) ? '&' : '?' ) . '_locale=user';
	}

	/**
	 * The reads the page sends ahead for a route: the login's (GET /auth/me) and the route's own.
	 *
	 * @param string|null $route App route ('' for the start), null for none.
	 * @return list<string>
	 */
	public static function first_calls( ?string $route ): array {
		$screens = self::first_screens();
		$calls   = $screens['start'];
		if ( null !== $route && isset( $screens['routes'][ trim( $route, '/' ) ] ) ) {
			$calls = array_merge( $calls, $screens['routes'][ trim( $route, '/' ) ]['calls'] );
		}
		return array_values( array_unique( $calls ) );
	}

	/**
	 * The inline script, first in the head, that sends the login's and the route's reads at once,
	 * in parallel with the app's code: with the stored access token (none stored, an expired one,
	 * an administrator viewing the app as someone else, or no network: nothing is sent), the API
	 * key and the headers the app's client sends. The fetch() promises wait in
	 * window.fitcoachPreload under 'GET <url>' (src/api/preload.ts). The values are JSON with <, >,
	 * &, ' and " escaped: nothing can end the script element.
	 *
	 * When the page draws the member's Home (First_Screen), the reads it made for the drawing come
	 * along ('answers', by URL, for 'user'): for the calls they answer, the script hands the app
	 * those answers instead of asking the server again, when the stored token is that user's. That
	 * page prints the script after the drawing (render()): it answers every read, so nothing is
	 * sent early, and the app's deferred scripts run after it all the same.
	 *
	 * @param array<string, mixed>                                                                                              $config The configuration (config()).
	 * @param string|null                                                                                                       $route  App route ('' for the start), null for none.
	 * @param array{user_id: int, answers: array<string, array{status: int, headers: array<string, string>, body: mixed}>}|null $drawn  First_Screen::draw()'s answer, or null.
	 */
	public static function preload_script( array $config, ?string $route, ?array $drawn = null ): string {
		$root      = isset( $config['restRoot'] ) && is_string( $config['restRoot'] ) ? $config['restRoot'] : '';
		$namespace = isset( $config['namespace'] ) && is_string( $config['namespace'] ) ? $config['namespace'] : Plugin::REST_NAMESPACE;
		$calls     = self::first_calls( $route );
		if ( '' === $root || array() === $calls ) {
			return '';
		}
		$answers = array();
		foreach ( null === $drawn ? array() : $drawn['answers'] as $call => $answer ) {
			if ( 200 === $answer['status'] && in_array( $call, $calls, true ) ) {
				$answer['headers']['Content-Type'] = 'application/json; charset=UTF-8';

				$answers[ self::call_url( $root, $namespace, $call ) ] = $answer;
			}
		}
		$data = wp_json_encode(
			array(
				'token'   => self::STORED_TOKEN,
				'switch'  => self::STORED_SWITCH,
				'accept'  => self::ACCEPT,
				'key'     => isset( $config['apiKey'] ) && is_string( $config['apiKey'] ) ? $config['apiKey'] : '',
				'urls'    => array_map( static fn( string $call ): string => self::call_url( $root, $namespace, $call ), $calls ),
				'user'    => null === $drawn ? '' : (string) $drawn['user_id'],
				'answers' => (object) $answers,
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES
		);
		if ( false === $data ) {
			return '';
		}
		// Plain ES5: it runs before any script of the page, in every browser that opens the page.
		$script = '(function(c){try{'
			. 'var s=window.localStorage,t=s.getItem(c.token),n=Date.now(),h,q={},i,p,u,a={},r;'
			. 'if(!t||s.getItem(c.switch)||navigator.onLine===false||!window.fetch){return;}'
			// An access token that has expired (a JWT's exp) would only earn a 401: the app refreshes it.
			. 'try{p=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));if(p.exp*1e3<n+5e3){return;}'
			// The page's own answers, only for the user they were read for.
			. 'if(c.user&&String(p.sub)===c.user&&window.Response){a=c.answers;}}catch(e){}'
			. 'h={Accept:c.accept,Authorization:"Bearer "+t};if(c.key){h["X-FitCoach-Key"]=c.key;}'
			. 'for(i=0;i<c.urls.length;i++){u=c.urls[i];r=a[u];'
			. 'p=r?Promise.resolve(new Response(JSON.stringify(r.body),{status:r.status,headers:r.headers})):window.fetch(u,{method:"GET",headers:h,credentials:"omit"});'
			. 'p["catch"](function(){});q["GET "+u]={response:p,token:t,sent:n};}'
			. 'window.fitcoachPreload=q;'
			. '}catch(e){}})(' . $data . ');';
		return '<script id="fitcoach-preload">' . $script . "</script>\n";
	}

	/**
	 * Asks for the app's scripts first: browsers load deferred scripts at low priority, behind the
	 * preloaded chunks (which are only needed once the app runs), so each script with a source
	 * gets fetchpriority="high".
	 *
	 * @param string $html The printed scripts.
	 */
	private static function prioritise_scripts( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'tag_name' => 'script' ) ) ) {
			if ( is_string( $tags->get_attribute( 'src' ) ) ) {
				$tags->set_attribute( 'fetchpriority', 'high' );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * The printed scripts, held back: each script tag gets a type no browser runs or fetches (nor
	 * looks ahead for); scripts_loader() runs them once the page has been painted.
	 *
	 * @param string $html The printed scripts.
	 */
	private static function hold_scripts( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( array( 'tag_name' => 'script' ) ) ) {
			$tags->set_attribute( 'type', self::HELD_SCRIPT_TYPE );
		}
		return $tags->get_updated_html();
	}

	/**
	 * The loader of the held scripts (hold_scripts()), printed once after the last of them: it runs
	 * them in their order after the page's first frame. The sources are all asked for at once, and
	 * each runs after the one before it, as deferred scripts do; WordPress's inline scripts keep
	 * their place between them.
	 */
	private static function scripts_loader(): string {
		$type = wp_json_encode( self::HELD_SCRIPT_TYPE );
		// Plain ES5. After the first frame that has the drawing (requestAnimationFrame, then a task).
		$loader = '(function(t){var l=[].slice.call(document.querySelectorAll("script[type=\'"+t+"\']")),h=document.head,d=0;'
			. 'function go(){if(d)return;d=1;l.forEach(function(o){if(o.src){var k=document.createElement("link");k.rel="preload";k.as="script";k.href=o.src;h.appendChild(k);}});next(0);}'
			. 'function next(i){if(i>=l.length)return;var o=l[i],n=document.createElement("script"),a;'
			. 'for(a=0;a<o.attributes.length;a++){if(o.attributes[a].name!=="type")n.setAttribute(o.attributes[a].name,o.attributes[a].value);}'
			. 'if(o.src){n.async=false;n.onload=n.onerror=function(){next(i+1);};o.parentNode.replaceChild(n,o);}'
			. 'else{n.text=o.text;o.parentNode.replaceChild(n,o);next(i+1);}}'
			// A page opened in the background gets no frames: a timer starts them all the same.
			. 'if(window.requestAnimationFrame){requestAnimationFrame(function(){setTimeout(go,0);});}setTimeout(go,1000);'
			. '})(' . $type . ');';
		return '<script id="fitcoach-scripts-loader">' . $loader . "</script>\n";
	}

	/**
	 * Preload links for a route's code (its chunk, the shared chunks it needs, and the chart chunk
	 * it will ask for, with their styles), at the URLs the app's script loads them
	 * from (webpack's public path is the folder of build/index.js), so they arrive with the app's
	 * script instead of one after another; at low priority, after the scripts the app needs first.
	 * Only files that exist.
	 *
	 * @param string|null $route App route ('' for the start), null for none.
	 */
	public static function preload_links( ?string $route ): string {
		$screens = self::first_screens();
		$route   = null === $route ? null : trim( $route, '/' );
		if ( null === $route || ! isset( $screens['routes'][ $route ] ) ) {
			return '';
		}
		$links = '';
		$kinds = array(
			'script' => 'scripts',
			'style'  => 'styles',
		);
		foreach ( $kinds as $type => $key ) {
			foreach ( $screens['routes'][ $route ][ $key ] as $file ) {
				$links .= '<link rel="preload" as="' . $type . '" href="' . esc_url( plugins_url( 'build/' . $file, FITCOACH_FILE ) ) . "\" fetchpriority=\"low\">\n";
			}
		}
		return $links;
	}

	/**
	 * The styles of a route's code as styles of the page, for a page that draws the screen
	 * (First_Screen): the drawing is styled from its first paint (inline_styles() writes them in).
	 * Registered after the app's own stylesheets (they depend on them), at the URLs the app's
	 * script would load them from and without a version (the file names carry it), so the script
	 * finds them and adds none again.
	 *
	 * @param string $route App route ('' for the start).
	 * @return list<string> The handles.
	 */
	public static function route_styles( string $route ): array {
		$screens = self::first_screens();
		$handles = array();
		foreach ( $screens['routes'][ trim( $route, '/' ) ]['styles'] ?? array() as $index => $file ) {
			$handle = self::STYLE_HANDLE . '-route-' . $index;
			// phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- The file name has the content hash; a ?ver= would hide the file from the app's loader.
			wp_register_style( $handle, plugins_url( 'build/' . $file, FITCOACH_FILE ), self::style_handles(), null );
			$handles[] = $handle;
		}
		return $handles;
	}

	/**
	 * Stylesheets written into the page (a page that draws the screen, First_Screen: it is painted
	 * as soon as the HTML is in, without a round trip for styles): each registered style's file
	 * from build/, in a style element with the stylesheet's id and, as data-href, its address, by
	 * which the app's script finds a route's styles already there. Null when one of them is not a
	 * readable file of build/ (or could end the style element): then the page links them as usual.
	 *
	 * @param string[] $handles Registered style handles, in order.
	 */
	private static function inline_styles( array $handles ): ?string {
		$build = plugins_url( 'build/', FITCOACH_FILE );
		$html  = '';
		foreach ( $handles as $handle ) {
			$style = wp_styles()->registered[ $handle ] ?? null;
			$src   = null === $style || ! is_string( $style->src ) ? '' : $style->src;
			$path  = (string) wp_parse_url( $src, PHP_URL_PATH );
			$file  = str_starts_with( $src, $build ) ? realpath( FITCOACH_DIR . '/build/' . substr( $path, strlen( (string) wp_parse_url( $build, PHP_URL_PATH ) ) ) ) : false;
			if ( false === $file || ! str_starts_with( $file, (string) realpath( FITCOACH_DIR . '/build' ) . '/' ) || ! str_ends_with( $file, '.css' ) ) {
				return null;
			}
			$css = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin's build.
			if ( '' === $css || false !== stripos( $css, '</style' ) ) {
				return null;
			}
			$html .= '<style id="' . esc_attr( $handle ) . '-css" data-href="' . esc_url( $src ) . '">' . $css . "</style>\n";
		}
		return $html;
	}

	/**
	 * Runs a callback (printing the app's scripts, or walking them) with the app's page's script
	 * set: WordPress's polyfills left out (LEFT_OUT_SCRIPTS), the inline scripts of
	 * LEFT_OUT_INLINE and the dependencies' translations left out (the app's own come with its
	 * configuration), and every script of the app's dependency tree deferred, so nothing blocks
	 * the page. A dependency that still has an inline script of its own (another plugin's), and
	 * whatever it depends on, loads as before: an inline script runs where it is printed, before
	 * any deferred script. The script registry is as it was afterwards.
	 *
	 * @param callable $callback What to run.
	 */
	private static function with_page_scripts( callable $callback ): void {
		$scripts = wp_scripts();
		$saved   = array();
		$tree    = array();
		$queue   = array( self::HANDLE );
		while ( array() !== $queue ) {
			$handle = (string) array_shift( $queue );
			if ( isset( $saved[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, self::LEFT_OUT_SCRIPTS, true ) ) {
				continue;
			}
			$saved[ $handle ] = clone $scripts->registered[ $handle ];
			$item             = $scripts->registered[ $handle ];
			$item->deps       = array_values( array_diff( array_map( 'strval', (array) $item->deps ), self::LEFT_OUT_SCRIPTS ) );
			if ( self::HANDLE !== $handle ) {
				$item->textdomain = '';
				if ( in_array( $handle, self::LEFT_OUT_INLINE, true ) ) {
					unset( $item->extra['after'] );
				}
			}
			$tree[ $handle ] = $item;
			$queue           = array_merge( $queue, $item->deps );
		}

		// What must load as before: scripts with an inline script of their own, and their dependencies.
		$blocking = array();
		$queue    = array_keys(
			array_filter(
				$tree,
				static fn( $item, string $handle ): bool => self::HANDLE !== $handle && ( ! empty( $item->extra['before'] ) || ! empty( $item->extra['after'] ) ),
				ARRAY_FILTER_USE_BOTH
			)
		);
		while ( array() !== $queue ) {
			$handle = (string) array_shift( $queue );
			if ( isset( $blocking[ $handle ] ) || ! isset( $tree[ $handle ] ) ) {
				continue;
			}
			$blocking[ $handle ] = true;
			$queue               = array_merge( $queue, $tree[ $handle ]->deps );
		}
		foreach ( $tree as $handle => $item ) {
			if ( ! isset( $blocking[ $handle ] ) && is_string( $item->src ) && '' !== $item->src ) {
				$item->extra['strategy'] = 'defer';
			}
		}

		try {
			$callback();
		} finally {
			foreach ( $saved as $handle => $item ) {
				$scripts->registered[ $handle ] = $item;
			}
		}
	}

	/**
	 * Registers the app's script (dependencies and version from build/index.asset.php), its
	 * configuration and its stylesheets.
	 *
	 * @return array<string, mixed> The configuration printed (config()).
	 */
	private static function register_assets(): array {
		$asset_file   = FITCOACH_DIR . '/build/index.asset.php';
		$asset        = is_readable( $asset_file ) ? include $asset_file : array();
		$dependencies = is_array( $asset ) && isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? array_values( array_filter( $asset['dependencies'], static fn( $dependency ): bool => is_string( $dependency ) && '' !== $dependency ) ) : array();
		$version      = is_array( $asset ) && isset( $asset['version'] ) && is_string( $asset['version'] ) ? $asset['version'] : FITCOACH_VERSION;
		$src          = plugins_url( 'build/index.js', FITCOACH_FILE );

		wp_deregister_script( self::HANDLE );
		// Deferred: the browser paints the page's loading screen without waiting for the app. An
		// empty source is passed as false, as WordPress reads it anyway (no file).
		wp_register_script(
			self::HANDLE,
			'' !== $src ? $src : false,
			$dependencies,
			$version,
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		// The translations are part of the configuration (config() 'i18n'), not an inline script of
		// WordPress's: that one would call wp.i18n before the deferred wp-i18n has run.
		$config = self::config();
		wp_add_inline_script( self::HANDLE, self::config_script( $config ), 'before' );

		$styles = array(
			self::HANDLE       => 'build/index.css',
			self::STYLE_HANDLE => 'build/style-index.css',
		);
		foreach ( $styles as $handle => $file ) {
			wp_deregister_style( $handle );
			if ( is_readable( FITCOACH_DIR . '/' . $file ) ) {
				wp_register_style( $handle, plugins_url( $file, FITCOACH_FILE ), array(), $version );
			}
		}
		return $config;
	}

	/**
	 * The URLs of WordPress's own scripts and styles the app page loads (the app's dependencies,
	 * with their ?ver= as the page prints them), for the service worker to precache. The app's
	 * own build files are not among them: the worker's build lists those.
	 *
	 * @return list<string>
	 */
	public static function dependency_urls(): array {
		self::register_assets();
		$urls = array();
		// The scripts as the page prints them (without the polyfills it leaves out).
		self::with_page_scripts(
			static function () use ( &$urls ): void {
				$urls = self::registered_urls();
			}
		);
		return $urls;
	}

	/**
	 * The URLs of the app's dependencies as the registries hold them now (see dependency_urls()).
	 *
	 * @return list<string>
	 */
	private static function registered_urls(): array {
		$urls = array();
		foreach ( array( array( wp_scripts(), array( self::HANDLE ) ), array( wp_styles(), self::style_handles() ) ) as $pair ) {
			list( $registry, $handles ) = $pair;
			$seen                       = array();
			$queue                      = $handles;
			while ( array() !== $queue ) {
				$handle = (string) array_shift( $queue );
				if ( isset( $seen[ $handle ] ) || ! isset( $registry->registered[ $handle ] ) ) {
					continue;
				}
				$seen[ $handle ] = true;
				$item            = $registry->registered[ $handle ];
				$queue           = array_merge( $queue, array_map( 'strval', (array) $item->deps ) );
				if ( in_array( $handle, array( self::HANDLE, self::STYLE_HANDLE ), true ) || ! is_string( $item->src ) || '' === $item->src ) {
					continue;
				}
				$src = $item->src;
				if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
					$src = $registry->base_url . $src;
				}
				// As WP_Scripts and WP_Styles print it: none for null, the default version for false or ''.
				if ( null === $item->ver ) {
					$version = '';
				} else {
					$version = (string) ( '' !== (string) $item->ver && false !== $item->ver ? $item->ver : $registry->default_version );
				}
				$urls[] = '' !== $version ? add_query_arg( 'ver', $version, $src ) : $src;
			}
		}
		return array_values( array_unique( $urls ) );
	}

	/**
	 * Handles of the stylesheets that exist.
	 *
	 * @return list<string>
	 */
	private static function style_handles(): array {
		$handles = array();
		// Global styles (index.css) first, the screens' own (style-index.css) after them.
		foreach ( array( self::HANDLE, self::STYLE_HANDLE ) as $handle ) {
			if ( wp_style_is( $handle, 'registered' ) ) {
				$handles[] = $handle;
			}
		}
		return $handles;
	}
}
