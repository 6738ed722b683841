<?php
/**
 * What makes the member app an installable web app: its manifest, its icons and its service
 * worker, each served by WordPress at the site root.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use FitCoach\Language;
use FitCoach\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Serves, on GET requests to the site root with `?fitcoach_pwa=`:
 *
 * - `manifest`: the web app manifest (name and short name from the app name, colours from the
 *   brand colours, icons, start_url and scope at the app's address (App_Address), standalone).
 * - `icon` (`&size=192|512`): a square PNG made from the logo in the media library, kept in
 *   uploads/fitcoach-icons/ and remade when the logo changes; the plugin's own icon without one.
 * - `sw`: the service worker (build/sw.js, see src/sw.ts) with its settings in front: the app's
 *   URLs and routes, and the WordPress scripts and styles the app page loads, to precache. Its
 *   scope is the site's path (`Service-Worker-Allowed`).
 *
 * A query argument rather than a rewrite rule: it works with every permalink setting, and a
 * worker script at the site's path may control the whole site path without further headers.
 */
final class Web_App {

	/** The query argument. */
	public const QUERY_ARG = 'fitcoach_pwa';

	/** Icon sizes in the manifest (Chromium wants 192 and 512 to install). */
	public const ICON_SIZES = array( 192, 512 );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// Ahead of the app page (priority 20), which would otherwise serve the site root.
		add_action( 'parse_request', array( self::class, 'maybe_serve' ), 5 );
	}

	/**
	 * URL of one of the files.
	 *
	 * @param string               $file manifest, sw or icon.
	 * @param array<string, mixed> $args More query arguments.
	 */
	public static function url( string $file, array $args = array() ): string {
		return add_query_arg( array_merge( array( self::QUERY_ARG => $file ), $args ), home_url( '/' ) );
	}

	/**
	 * The site's path ('/' at the domain root, '/blog/' in a folder).
	 */
	public static function base_path(): string {
		$path = wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		return is_string( $path ) && '' !== $path ? trailingslashit( $path ) : '/';
	}

	/**
	 * Sends a file and ends the request when the request asks for one.
	 */
	public static function maybe_serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- Public, read-only files.
		if ( ! isset( $_GET[ self::QUERY_ARG ] ) ) {
			return;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( 'GET' !== $method && 'HEAD' !== $method ) {
			return;
		}
		$file = sanitize_key( wp_unslash( (string) $_GET[ self::QUERY_ARG ] ) );
		$size = isset( $_GET['size'] ) ? absint( $_GET['size'] ) : 0;
		// phpcs:enable
		$response = self::response( $file, $size );
		if ( null === $response ) {
			return;
		}
		status_header( $response['status'] );
		foreach ( $response['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( 'HEAD' !== $method ) {
			echo $response['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON, JavaScript or PNG bytes, built above.
		}
		exit;
	}

	/**
	 * What to answer for a file (null: not one of ours, WordPress goes on).
	 *
	 * @param string $file manifest, sw or icon.
	 * @param int    $size The icon's size.
	 * @return array{status: int, headers: array<string, string>, body: string}|null
	 */
	public static function response( string $file, int $size = 0 ): ?array {
		$common = array( 'X-Content-Type-Options' => 'nosniff' );
		switch ( $file ) {
			case 'manifest':
				return array(
					'status'  => 200,
					'headers' => $common + array(
						'Content-Type'  => 'application/manifest+json; charset=utf-8',
						'Cache-Control' => 'no-cache',
					),
					'body'    => (string) wp_json_encode( self::manifest(), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
				);
			case 'sw':
				$script = self::service_worker();
				if ( null === $script ) {
					return array(
						'status'  => 404,
						'headers' => $common + array( 'Content-Type' => 'text/plain; charset=utf-8' ),
						'body'    => 'Not built',
					);
				}
				return array(
					'status'  => 200,
					'headers' => $common + array(
						'Content-Type'           => 'application/javascript; charset=utf-8',
						// The browser asks for a new version at each start; never a stale copy.
						'Cache-Control'          => 'no-cache',
						'Service-Worker-Allowed' => self::base_path(),
					),
					'body'    => $script,
				);
			case 'icon':
				$size = in_array( $size, self::ICON_SIZES, true ) ? $size : 192;
				$path = self::icon_file( $size );
				$body = is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
				return array(
					'status'  => 200,
					'headers' => $common + array(
						'Content-Type'  => 'image/png',
						'Cache-Control' => 'public, max-age=86400',
					),
					'body'    => $body,
				);
		}
		return null;
	}

	/**
	 * The web app manifest.
	 *
	 * @return array<string, mixed>
	 */
	public static function manifest(): array {
		$settings = Settings::get();
		$name     = '' !== trim( $settings['app_name'] ) ? $settings['app_name'] : 'FitCoach';
		$version  = self::icon_version();
		$icons    = array();
		foreach ( self::ICON_SIZES as $size ) {
			$icons[] = array(
				'src'     => self::url(
					'icon',
					array(
						'size' => $size,
						'v'    => $version,
					)
				),
				'sizes'   => $size . 'x' . $size,
				'type'    => 'image/png',
				'purpose' => 'any',
			);
		}
		$manifest = array(
			'name'             => $name,
			'short_name'       => self::short_name( $name ),
			'id'               => App_Address::base_path(),
			'start_url'        => App_Address::base_path(),
			'scope'            => App_Address::base_path(),
			'display'          => 'standalone',
			'orientation'      => 'portrait',
			'lang'             => Language::tag( Language::normalise( get_locale() ) ),
			'dir'              => 'ltr',
			'theme_color'      => $settings['primary_color'],
			'background_color' => $settings['primary_color'],
			'icons'            => $icons,
		);
		/**
		 * Filters the web app manifest of the member app.
		 *
		 * @param array<string, mixed> $manifest The manifest.
		 */
		$filtered = apply_filters( 'fitcoach_web_app_manifest', $manifest );
		return is_array( $filtered ) ? $filtered : $manifest;
	}

	/**
	 * A name for under the icon on a home screen: the app name, or its first word(s) up to 12
	 * characters when it is longer.
	 *
	 * @param string $name The app name.
	 */
	public static function short_name( string $name ): string {
		if ( mb_strlen( $name ) <= 12 ) {
			return $name;
		}
		$short = '';
		$words = preg_split( '/\s+/u', $name );
		foreach ( false === $words ? array() : $words as $word ) {
			$next = '' === $short ? $word : $short . ' ' . $word;
			if ( mb_strlen( $next ) > 12 ) {
				break;
			}
			$short = $next;
		}
		return '' !== $short ? $short : mb_substr( $name, 0, 12 );
	}

	/**
	 * The logo's attachment id when it is an image in the media library, else 0.
	 */
	private static function logo_id(): int {
		$logo = Settings::stored()['logo'];
		$id   = is_numeric( $logo ) ? (int) $logo : 0;
		return $id > 0 && wp_attachment_is_image( $id ) ? $id : 0;
	}

	/**
	 * A short version of the icons (changes with the logo), so a new logo gets new icon URLs.
	 */
	public static function icon_version(): string {
		$id = self::logo_id();
		if ( 0 === $id ) {
			return 'default';
		}
		$file = get_attached_file( $id );
		return substr( md5( $id . '|' . ( is_string( $file ) ? $file . '|' . (string) @filemtime( $file ) : '' ) ), 0, 10 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- A missing file only changes the version.
	}

	/**
	 * The PNG file of an icon: made from the logo (once per logo and size), else the plugin's own.
	 *
	 * @param int $size 192 or 512.
	 */
	public static function icon_file( int $size ): string {
		$default = FITCOACH_DIR . '/assets/icon-' . $size . '.png';
		$id      = self::logo_id();
		$source  = $id > 0 ? get_attached_file( $id ) : false;
		if ( ! is_string( $source ) || ! is_readable( $source ) ) {
			return $default;
		}
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return $default;
		}
		$folder = trailingslashit( $uploads['basedir'] ) . 'fitcoach-icons';
		$target = $folder . '/icon-' . self::icon_version() . '-' . $size . '.png';
		if ( is_readable( $target ) ) {
			return $target;
		}
		$editor = wp_get_image_editor( $source );
		if ( is_wp_error( $editor ) || ! wp_mkdir_p( $folder ) ) {
			return $default;
		}
		// A square from the middle of the logo, scaled to the icon's size.
		$dimensions = $editor->get_size();
		$width      = (int) $dimensions['width'];
		$height     = (int) $dimensions['height'];
		$side       = min( $width, $height );
		if ( $side < 1 ) {
			return $default;
		}
		$cropped = $editor->crop( (int) floor( ( $width - $side ) / 2 ), (int) floor( ( $height - $side ) / 2 ), $side, $side, $size, $size );
		$saved   = true === $cropped ? $editor->save( $target, 'image/png' ) : $cropped;
		return is_array( $saved ) && isset( $saved['path'] ) && is_string( $saved['path'] ) ? $saved['path'] : $default;
	}

	/**
	 * The service worker's script: its settings, then the built worker. Null when not built.
	 */
	public static function service_worker(): ?string {
		$file = FITCOACH_DIR . '/build/sw.js';
		if ( ! is_readable( $file ) || ! App_Scripts::is_built() ) {
			return null;
		}
		$settings = array(
			'buildUrl' => trailingslashit( plugins_url( 'build', FITCOACH_FILE ) ),
			'appUrl'   => App_Address::url(),
			'routes'   => App_Routes::ROUTES,
			'precache' => array_map(
				static fn( string $url ): array => array(
					'url'      => $url,
					'revision' => null,
				),
				array_merge( App_Scripts::dependency_urls(), self::image_urls() )
			),
		);
		return 'self.FITCOACH_SW = ' . wp_json_encode( $settings, JSON_UNESCAPED_SLASHES | JSON_HEX_TAG ) . ";\n"
			. (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
	}

	/**
	 * The images every screen shows (logo, header image, the plugin's fallback header), when they
	 * are on this site: an image elsewhere cannot be precached without CORS, and one failed file
	 * would stop the worker from installing.
	 *
	 * @return list<string>
	 */
	public static function image_urls(): array {
		$settings = Settings::get();
		$home     = wp_parse_url( home_url( '/' ), PHP_URL_HOST );
		$urls     = array( plugins_url( 'assets/header-fallback.svg', FITCOACH_FILE ) );
		foreach ( array( $settings['logo'], $settings['header_image'] ) as $url ) {
			if ( '' !== $url && wp_parse_url( $url, PHP_URL_HOST ) === $home ) {
				$urls[] = $url;
			}
		}
		return array_values( array_unique( $urls ) );
	}

	/**
	 * The tags the app page's head gets: the manifest and the home-screen icon.
	 */
	public static function head_tags(): string {
		return '<link rel="manifest" href="' . esc_url( self::url( 'manifest' ) ) . "\">\n"
			. '<link rel="apple-touch-icon" href="' . esc_url(
				self::url(
					'icon',
					array(
						'size' => 192,
						'v'    => self::icon_version(),
					)
				)
			) . "\">\n";
	}
}
