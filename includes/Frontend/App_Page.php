<?php
/**
 * The app page: the HTML document the member app runs in.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use FitCoach\Language;
use FitCoach\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The document App_Routes serves at every route of the app: a minimal HTML page of its own (no
 * theme, no admin bar), with the brand's colours and a loading screen painted before any script
 * runs, an empty mount point for the app (build/index.js draws every screen), and the scripts and
 * styles of App_Scripts. With a screen pass (First_Screen) the page also carries the first
 * screen's REST answers for the app, and is then that user's own page: no cache keeps it.
 */
final class App_Page {

	/** Id of the element the app mounts on. */
	public const ROOT_ID = 'fitcoach-app';

	/**
	 * Sends the page: its status (503 until the app is built), its headers, and, unless the
	 * request is a HEAD, the document.
	 *
	 * @param string|null $route The app route the page is opened at ('' for the start).
	 * @param bool        $body  Whether to send the document (false for a HEAD request).
	 */
	public static function send( ?string $route, bool $body = true ): void {
		$ready = App_Scripts::is_built();
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
		if ( ! $body ) {
			return;
		}
		$html   = self::render( $ready, $route );
		$screen = First_Screen::preloaded_screen();
		if ( null !== $screen ) {
			// A user's own page: no cache keeps it (WordPress's no-cache headers for a guest allow
			// storing), nor does the service worker (src/sw.ts).
			header( 'Cache-Control: no-cache, must-revalidate, max-age=0, no-store, private' );
			header( 'Vary: Cookie' );
			header( 'X-FitCoach-First-Screen: ' . $screen );
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped while rendering.
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
		$built    = $built ?? App_Scripts::is_built();
		$head     = '';
		$body     = '';
		if ( $built ) {
			$config = App_Scripts::register_assets();
			// The first screen's answers, when the screen pass says whose they are (First_Screen).
			$preload = First_Screen::preload( $route );
			// Before anything else in the head (a script after a stylesheet waits for it): the
			// login's and the screen's reads go out at once (none when the page carries the stored
			// login's answers), with the screen's code.
			$head = App_Scripts::first_reads( $config, $route, null === $preload ? 0 : $preload['user_id'] )
				. App_Scripts::preload_links( $route );
			$body = '<div id="' . esc_attr( self::ROOT_ID ) . "\"></div>\n"
				. ( null === $preload ? '' : First_Screen::element( $preload ) )
				. self::shell( $settings )
				. App_Scripts::scripts();
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
			. $head;
		if ( '' !== $icon ) {
			$html .= '<link rel="icon" href="' . esc_url( $icon ) . "\">\n";
		}
		$html .= Web_App::head_tags();
		// The page colour (the light colour, made readable: Brand_Colours) and, after the app's
		// stylesheets, the brand's readable shades as custom properties: the first paint is right.
		$palette = Brand_Colours::palette( $settings );
		$html   .= '<style>html,body{margin:0;min-height:100%;background:' . esc_html( $palette['page'] ) . ";}</style>\n"
			. ( $built ? self::shell_styles( $settings ) . App_Scripts::styles() . Brand_Colours::root_style( $settings ) : '' )
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
				. $body;
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
			// Without JavaScript: no loading screen (the noscript message says why nothing shows).
			. "<noscript><style>.fc-shell{display:none}</style></noscript>\n";
	}
}
