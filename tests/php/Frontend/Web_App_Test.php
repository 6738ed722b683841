<?php
/**
 * The installable web app: manifest, icons and service worker as WordPress serves them.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Frontend\App_Page;
use FitCoach\Frontend\App_Routes;
use FitCoach\Frontend\App_Scripts;
use FitCoach\Frontend\Web_App;
use FitCoach\Settings;
use FitCoach\Tests\TestCase;

/**
 * Web app tests.
 */
class Web_App_Test extends TestCase {

	/**
	 * Fresh script and style registries for each test.
	 */
	protected function set_up() {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * The manifest: names, brand colours, standalone at the site root, Dutch, two PNG icons.
	 */
	public function test_manifest(): void {
		Settings::update(
			array(
				'app_name'      => 'Studio Sterk & Fit Amsterdam',
				'primary_color' => '#0f766e',
			)
		);
		$response = Web_App::response( 'manifest' );
		$this->assertNotNull( $response );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'application/manifest+json; charset=utf-8', $response['headers']['Content-Type'] );
		$manifest = json_decode( $response['body'], true );
		$this->assertIsArray( $manifest );
		$this->assertSame( 'Studio Sterk & Fit Amsterdam', $manifest['name'] );
		$this->assertSame( 'Studio Sterk', $manifest['short_name'] );
		$this->assertSame( '/', $manifest['start_url'] );
		$this->assertSame( '/', $manifest['scope'] );
		$this->assertSame( 'standalone', $manifest['display'] );
		$this->assertSame( 'nl', $manifest['lang'] );
		$this->assertSame( '#0f766e', $manifest['theme_color'] );
		$this->assertSame( '#0f766e', $manifest['background_color'] );
		$this->assertSame( array( '192x192', '512x512' ), array_column( $manifest['icons'], 'sizes' ) );
		foreach ( $manifest['icons'] as $icon ) {
			$this->assertSame( 'image/png', $icon['type'] );
			$this->assertStringStartsWith( home_url( '/?fitcoach_pwa=icon' ), $icon['src'] );
		}
	}

	/**
	 * Short names: whole words up to 12 characters, cut only when the first word is longer.
	 */
	public function test_short_name(): void {
		$this->assertSame( 'FitCoach', Web_App::short_name( 'FitCoach' ) );
		$this->assertSame( 'Coach Anna', Web_App::short_name( 'Coach Anna de Vries' ) );
		$this->assertSame( 'Krachtsportc', Web_App::short_name( 'Krachtsportcentrum Noord' ) );
	}

	/**
	 * Without a logo in the media library the plugin's own icons are served, at the asked size.
	 */
	public function test_default_icons(): void {
		foreach ( Web_App::ICON_SIZES as $size ) {
			$response = Web_App::response( 'icon', $size );
			$this->assertNotNull( $response );
			$this->assertSame( 'image/png', $response['headers']['Content-Type'] );
			$info = getimagesizefromstring( $response['body'] );
			$this->assertIsArray( $info );
			$this->assertSame( array( $size, $size ), array( $info[0], $info[1] ) );
		}
		$this->assertSame( 'default', Web_App::icon_version() );
	}

	/**
	 * A logo in the media library becomes square icons of both sizes, made once, with a new
	 * version (and so new URLs) when the logo changes.
	 */
	public function test_icons_from_the_logo(): void {
		$uploads = wp_upload_dir();
		$file    = trailingslashit( $uploads['path'] ) . 'fitcoach-logo-' . wp_generate_password( 6, false ) . '.png';
		$image   = imagecreatetruecolor( 300, 200 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 200, 30, 30 ) );
		imagepng( $image, $file );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Logo',
				'post_status'    => 'inherit',
			),
			$file
		);
		Settings::update( array( 'logo' => $id ) );
		$version = Web_App::icon_version();
		$this->assertNotSame( 'default', $version );

		foreach ( Web_App::ICON_SIZES as $size ) {
			$path = Web_App::icon_file( $size );
			$this->assertStringContainsString( 'fitcoach-icons/icon-' . $version . '-' . $size . '.png', $path );
			$info = getimagesize( $path );
			$this->assertIsArray( $info );
			$this->assertSame( array( $size, $size, 'image/png' ), array( $info[0], $info[1], $info['mime'] ) );
			// Red from the logo, not the plugin's own indigo.
			$made = imagecreatefrompng( $path );
			$this->assertNotFalse( $made );
			$pixel = imagecolorsforindex( $made, (int) imagecolorat( $made, (int) ( $size / 2 ), (int) ( $size / 2 ) ) );
			$this->assertSame( 200, $pixel['red'] );
			wp_delete_file( $path );
		}
		wp_delete_file( $file );
	}

	/**
	 * The service worker: JavaScript at the site's scope, never cached stale, with its settings
	 * first: the app's URLs and routes and WordPress's scripts the page loads.
	 */
	public function test_service_worker(): void {
		if ( ! is_readable( FITCOACH_DIR . '/build/sw.js' ) ) {
			$this->fail( 'build/sw.js is missing: the build runs before PHPUnit.' );
		}
		$response = Web_App::response( 'sw' );
		$this->assertNotNull( $response );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'application/javascript; charset=utf-8', $response['headers']['Content-Type'] );
		$this->assertSame( '/', $response['headers']['Service-Worker-Allowed'] );
		$this->assertSame( 'no-cache', $response['headers']['Cache-Control'] );
		$this->assertMatchesRegularExpression( '/^self\.FITCOACH_SW = (\{.*\});\n/', $response['body'] );
		preg_match( '/^self\.FITCOACH_SW = (\{.*\});\n/', $response['body'], $match );
		$settings = json_decode( $match[1] ?? '', true );
		$this->assertIsArray( $settings );
		$this->assertSame( home_url( '/' ), $settings['appUrl'] );
		$this->assertSame( App_Routes::ROUTES, $settings['routes'] );
		$this->assertStringEndsWith( '/build/', $settings['buildUrl'] );
		$urls = array_column( $settings['precache'], 'url' );
		$this->assertNotEmpty( $urls );
		// The fallback header image every Home shows; a logo elsewhere is not precached.
		$this->assertContains( plugins_url( 'assets/header-fallback.svg', FITCOACH_FILE ), $urls );
		Settings::update( array( 'logo' => 'https://cdn.example.com/logo.png' ) );
		$this->assertNotContains( 'https://cdn.example.com/logo.png', Web_App::image_urls() );
		// Every script the app page prints (except the app's own, which the worker's build lists).
		$html = App_Page::render( true );
		preg_match_all( '#<script[^>]+src=[\'"]([^\'"]+)[\'"]#', $html, $scripts );
		foreach ( $scripts[1] as $src ) {
			$src = html_entity_decode( $src );
			if ( str_contains( $src, '/build/index.js' ) ) {
				continue;
			}
			$this->assertContains( $src, $urls, 'precached: ' . $src );
		}
	}

	/**
	 * The app page links the manifest and names the worker in its configuration.
	 */
	public function test_app_page_links_them(): void {
		$html = App_Page::render( true );
		$this->assertStringContainsString( '<link rel="manifest" href="' . esc_url( home_url( '/?fitcoach_pwa=manifest' ) ) . '">', $html );
		$this->assertStringContainsString( 'rel="apple-touch-icon"', $html );
		$this->assertSame( home_url( '/?fitcoach_pwa=sw' ), App_Scripts::config()['serviceWorker'] );
	}

	/**
	 * Other values of the argument are not ours: WordPress goes on.
	 */
	public function test_unknown_file(): void {
		$this->assertNull( Web_App::response( 'wp-config' ) );
	}
}
