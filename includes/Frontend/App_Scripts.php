<?php
/**
 * The scripts and styles the app page loads.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use FitCoach\Language;
use FitCoach\Plugin;
use FitCoach\REST\Route_Access;
use FitCoach\Settings;
use FitCoach\Auth\Api_Key;

defined( 'ABSPATH' ) || exit;

/**
 * The app's script (build/index.js, registered with its dependencies from build/index.asset.php)
 * and stylesheets, its configuration (window.fitcoachConfig, with the settings: the app does not
 * ask for them), and what makes the first screen come in one wave after the page (issue 15):
 *
 * - the first reads: build/first-reads.js (src/first-reads.ts), printed first in the head with its
 *   data as JSON beside it, sends the login's read and the opened screen's reads with the stored
 *   token at once (the app's client takes the answers, src/api/preload.ts). When the page carries
 *   the screen pass's answers (First_Screen) for the stored login, it sends nothing;
 * - preload links for the screen's code (preload_links(), from the build's first-screens.json),
 *   and the list of the code it needs later (Home's charts), which the app asks for once its own
 *   scripts are in. Home's sliders need no code to show (a native row until Swiper, which is
 *   asked for after the first paint: src/components/member/LazySlider.tsx), so Swiper is left
 *   out;
 * - WordPress's scripts all deferred, without the polyfills (with_page_scripts()).
 *
 * No script of the page is written in PHP: the configuration and the first reads' data are JSON,
 * the first reads' code is a file of the build.
 */
final class App_Scripts {

	/** Handle of the app's script (and of its main stylesheet). */
	public const HANDLE = 'fitcoach-app';

	/** Handle of the stylesheet of the app's style.scss files. */
	public const STYLE_HANDLE = 'fitcoach-app-style';

	/** The build's list of what each first screen needs (written by webpack.config.js). */
	public const FIRST_SCREENS_FILE = 'build/first-screens.json';

	/** The first reads' script (src/first-reads.ts), printed inline at the top of the head. */
	public const FIRST_READS_FILE = 'build/first-reads.js';

	/** Id of the first reads' data (src/first-reads.ts reads it). */
	public const FIRST_READS_ID = 'fitcoach-first-reads';

	/** Id of the list of the files the app asks for once its own are in (src/later-code.ts). */
	public const LATER_CODE_ID = 'fitcoach-code-later';

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
	 * middlewares (the app sets up its own client, by token, without nonce). They would keep the
	 * packages from being deferred, as they run right after them. (The app builds the data
	 * package into its own script: WordPress's wp-data is not loaded.)
	 *
	 * @var list<string>
	 */
	public const LEFT_OUT_INLINE = array( 'wp-i18n', 'wp-api-fetch' );

	/**
	 * Whether the app has been built (build/index.js and its asset file exist).
	 */
	public static function is_built(): bool {
		return is_readable( FITCOACH_DIR . '/build/index.js' ) && is_readable( FITCOACH_DIR . '/build/index.asset.php' );
	}

	/**
	 * The app's stylesheets as link elements (registered by register_assets()). The registries
	 * print these handles and their dependencies only: not through wp_print_styles(), whose
	 * actions would add the theme's extras (emoji styles and the like).
	 */
	public static function styles(): string {
		ob_start();
		wp_styles()->do_items( self::style_handles() );
		return (string) ob_get_clean();
	}

	/**
	 * The app's script, its configuration and WordPress's scripts it needs (registered by
	 * register_assets()), all deferred, each with a source asked for first (prioritise_scripts()).
	 */
	public static function scripts(): string {
		ob_start();
		self::with_page_scripts(
			static function (): void {
				wp_scripts()->do_items( array( self::HANDLE ) );
			}
		);
		return self::prioritise_scripts( (string) ob_get_clean() );
	}

	/**
	 * The first reads, first in the head (before any stylesheet, which a script waits for): the
	 * data of build/first-reads.js as JSON (the API key, the reads' URLs for the route, and the
	 * user whose answers the page carries, 0 for none), then the script itself, printed from its
	 * file. Nothing without a route's reads or without the file. The JSON escapes <, >, &, ' and "
	 * so no value can end its element, and a file that could end its element is not printed.
	 *
	 * @param array<string, mixed> $config    The configuration (config()).
	 * @param string|null          $route     App route ('' for the start), null for none.
	 * @param int                  $preloaded The user whose answers the page carries (First_Screen), 0 for none.
	 */
	public static function first_reads( array $config, ?string $route, int $preloaded = 0 ): string {
		$root      = isset( $config['restRoot'] ) && is_string( $config['restRoot'] ) ? $config['restRoot'] : '';
		$namespace = isset( $config['namespace'] ) && is_string( $config['namespace'] ) ? $config['namespace'] : Plugin::REST_NAMESPACE;
		$calls     = self::first_calls( $route );
		$file      = FITCOACH_DIR . '/' . self::FIRST_READS_FILE;
		if ( '' === $root || array() === $calls || ! is_readable( $file ) ) {
			return '';
		}
		$code = trim( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin's build.
		if ( '' === $code || false !== stripos( $code, '</script' ) || false !== strpos( $code, '<!--' ) ) {
			return '';
		}
		$data = wp_json_encode(
			array(
				'key'  => isset( $config['apiKey'] ) && is_string( $config['apiKey'] ) ? $config['apiKey'] : '',
				'urls' => array_map( static fn( string $call ): string => self::call_url( $root, $namespace, $call ), $calls ),
				'user' => max( 0, $preloaded ),
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES
		);
		if ( false === $data ) {
			return '';
		}
		return '<script type="application/json" id="' . esc_attr( self::FIRST_READS_ID ) . '">' . $data . "</script>\n"
			. '<script id="' . esc_attr( self::FIRST_READS_ID ) . '-js">' . $code . "</script>\n";
	}

	/**
	 * Preload links for a route's code (its chunk and the shared chunks it needs, with their
	 * styles), at the URLs the app's script loads them from (webpack's public path is the folder
	 * of build/index.js), so they arrive with the app's script instead of one after another; at
	 * low priority, after the scripts the app needs first. Only files that exist.
	 *
	 * The files the route needs only later (Home's Chart.js: 51 KB gzip, run once Home has its
	 * data; the session screen a tap on 'Starten' opens) get no link: on a phone they would share
	 * the bandwidth with the app's own scripts and hold them back (issue 27: measured). The page
	 * lists them as JSON instead, and the app asks for them the moment its own scripts are in
	 * (src/later-code.ts).
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
		$later = array_map(
			static fn( string $file ): string => esc_url_raw( plugins_url( 'build/' . $file, FITCOACH_FILE ) ),
			$screens['routes'][ $route ]['later']
		);
		if ( array() !== $later ) {
			$json   = wp_json_encode( $later, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
			$links .= false === $json ? '' : '<script type="application/json" id="' . esc_attr( self::LATER_CODE_ID ) . '">' . $json . "</script>\n";
		}
		return $links;
	}

	/**
	 * What the build says the first screens need (build/first-screens.json, see
	 * webpack.config.js): the calls made at every start ('start') and, per app route, its reads,
	 * scripts and styles, and the files it needs later (asked for by the app once its own are
	 * in). Only well-formed entries; empty without a build.
	 *
	 * @return array{start: list<string>, routes: array<string, array{calls: list<string>, follow: list<array{from: string, ids: list<string>, take: int, calls: list<string>}>, scripts: list<string>, styles: list<string>, later: list<string>}>}
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
				'follow'  => self::follow_ups( $screen['follow'] ?? null ),
				'scripts' => $files( $screen['scripts'] ?? null, 'js' ),
				'styles'  => $files( $screen['styles'] ?? null, 'css' ),
				'later'   => array_merge( $files( $screen['later'] ?? null, 'js' ), $files( $screen['later'] ?? null, 'css' ) ),
			);
		}
		return $result;
	}

	/**
	 * A route's follow-up reads, well-formed ones only: the reads a first tap on the screen makes,
	 * for the ids one of the screen's answers holds (Home: each of the first two workouts' last
	 * session and session count, asked when 'Starten' is tapped).
	 *
	 * @param mixed $list The route's `follow` entries: { from: a read of the route, ids: where the
	 *                    ids are in its answer ('*.id': each item's id; 'today.day.workout.id'),
	 *                    take: how many ids (1–10), calls: reads with '{id}' }.
	 * @return list<array{from: string, ids: list<string>, take: int, calls: list<string>}>
	 */
	private static function follow_ups( $list ): array {
		$follow = array();
		foreach ( is_array( $list ) ? $list : array() as $entry ) {
			if ( ! is_array( $entry ) || ! is_string( $entry['from'] ?? null ) || ! is_string( $entry['ids'] ?? null ) || ! is_array( $entry['calls'] ?? null ) ) {
				continue;
			}
			$calls = array_values(
				array_filter(
					$entry['calls'],
					static fn( $call ): bool => is_string( $call ) && 1 === preg_match( '#^(/[a-z0-9_-]+|/\{id\})+$#i', $call ) && false !== strpos( $call, '{id}' )
				)
			);
			if ( 1 !== preg_match( '#^/[a-z0-9/_-]+(\?[a-z0-9_=&-]+)?$#i', $entry['from'] ) || 1 !== preg_match( '/^[a-z0-9_*]+(\.[a-z0-9_*]+)*$/i', $entry['ids'] ) || array() === $calls ) {
				continue;
			}
			$follow[] = array(
				'from'  => $entry['from'],
				'ids'   => explode( '.', $entry['ids'] ),
				'take'  => max( 1, min( 10, (int) ( $entry['take'] ?? 1 ) ) ),
				'calls' => $calls,
			);
		}
		return $follow;
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
	 * Registers the app's script (dependencies and version from build/index.asset.php), its
	 * configuration and its stylesheets.
	 *
	 * @return array<string, mixed> The configuration printed (config()).
	 */
	public static function register_assets(): array {
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
