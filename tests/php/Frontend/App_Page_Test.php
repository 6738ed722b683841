<?php
/**
 * The app page: the document it prints.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Frontend\App_Page;
use FitCoach\Frontend\App_Scripts;
use FitCoach\Settings;
use FitCoach\Tests\TestCase;

/**
 * App page tests.
 */
class App_Page_Test extends TestCase {

	/**
	 * Script and style registries, so each test prints the page afresh.
	 */
	protected function set_up() {
		parent::set_up();
		$this->reset_assets();
	}

	/**
	 * Fresh registries again.
	 */
	protected function tear_down() {
		$this->reset_assets();
		parent::tear_down();
	}

	/**
	 * Fresh script and style registries.
	 */
	private function reset_assets(): void {
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * The page: an HTML5 document in Dutch with the app's meta, title, mount point, noscript
	 * text and the app's script, and nothing of the theme or the admin bar.
	 */
	public function test_rendered_document(): void {
		Settings::update(
			array(
				'app_name'      => 'Sterk & Fit',
				'primary_color' => '#112233',
			)
		);
		$html = App_Page::render( true );

		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"nl\">", $html );
		$this->assertStringContainsString( '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">', $html );
		$this->assertStringContainsString( '<meta name="theme-color" content="#112233">', $html );
		$this->assertStringContainsString( '<meta name="apple-mobile-web-app-capable" content="yes">', $html );
		$this->assertStringContainsString( '<title>Sterk &amp; Fit</title>', $html );
		$this->assertSame( 1, substr_count( $html, '<div id="fitcoach-app"></div>' ) );
		$this->assertMatchesRegularExpression( '#<noscript>.*JavaScript.*</noscript>#s', $html );
		$this->assertMatchesRegularExpression( '#<script[^>]+src="[^"]*/build/index\.js\?ver=[^"]+"#', $html );
		$this->assertStringContainsString( 'window.fitcoachConfig = ', $html );
		$this->assertStringNotContainsString( 'wpadminbar', $html );
		$this->assertStringNotContainsString( 'wp-block-library', $html );
		$this->assertStringNotContainsString( '/themes/', $html );
		$this->assertStringEndsWith( "</body>\n</html>\n", $html );

		// The config comes before the app's script.
		$this->assertLessThan( strpos( $html, 'build/index.js' ), strpos( $html, 'window.fitcoachConfig' ) );
		// The dependencies of the build are printed (from build/index.asset.php).
		$asset = include FITCOACH_DIR . '/build/index.asset.php';
		foreach ( $asset['dependencies'] as $dependency ) {
			$this->assertStringContainsString( 'id="' . $dependency . '-js"', $html, $dependency );
		}
	}

	/**
	 * A static loading screen paints before any script: brand colour, app name (escaped) and a
	 * spinner, after the empty mount point (hidden once the app rendered into it, and without
	 * JavaScript); the app's script is deferred.
	 */
	public function test_loading_screen_and_deferred_script(): void {
		Settings::update(
			array(
				'app_name'      => 'Sterk & Fit',
				'primary_color' => '#aa3300',
			)
		);
		$html = App_Page::render( true );
		$this->assertStringContainsString( '<span class="fc-shell__name">Sterk &amp; Fit</span>', $html );
		$this->assertStringContainsString( 'background:#aa3300', $html );
		$this->assertStringContainsString( 'class="fc-shell__spinner" role="status"', $html );
		$this->assertStringContainsString( '#fitcoach-app:not(:empty)~.fc-shell{display:none}', $html );
		$this->assertStringContainsString( '<noscript><style>.fc-shell{display:none}</style></noscript>', $html );
		$this->assertLessThan( strpos( $html, '<div class="fc-shell"' ), strpos( $html, '<div id="fitcoach-app"></div>' ) );
		$this->assertLessThan( strpos( $html, '</head>' ), strpos( $html, '.fc-shell{' ), 'The styles are in the head.' );
		$this->assertLessThan( strpos( $html, 'build/index.js' ), strpos( $html, '<div class="fc-shell"' ) );
		$this->assertMatchesRegularExpression( '#<script[^>]+build/index\.js[^>]+ defer#', $html );
		$this->assertStringNotContainsString( 'fc-shell', App_Page::render( false ) );
	}

	/**
	 * The brand colours as printed: a colour too light for white text gives the loading screen
	 * dark text, a dark light colour gives a lighter page, and the readable shades are set on
	 * :root after the app's stylesheets (whose :root holds the defaults), escaped.
	 */
	public function test_readable_brand_colours_in_the_head(): void {
		Settings::update(
			array(
				'primary_color' => '#facc15',
				'light_color'   => '#333333',
			)
		);
		$html = App_Page::render( true );
		$head = substr( $html, 0, (int) strpos( $html, '</head>' ) );

		$this->assertStringContainsString( 'html,body{margin:0;min-height:100%;background:#cbcbcb;}', $head );
		$this->assertStringContainsString( '.fc-shell{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;background:#facc15;color:#0f172a;', $head );
		$this->assertStringContainsString( 'border:3px solid rgba(15,23,42,.35);border-top-color:#0f172a;', $head );
		$this->assertStringContainsString( '<style id="fitcoach-brand-colours">:root{--fc-primary:#facc15;', $head );
		$this->assertStringContainsString( '--fc-page:#cbcbcb;', $head );
		$this->assertStringContainsString( '--fc-primary-text:#695402;', $head );
		$stylesheet = strpos( $head, 'build/style-index.css' );
		if ( false === $stylesheet ) {
			$stylesheet = strpos( $head, 'build/index.css' );
		}
		$this->assertNotFalse( $stylesheet, 'The app has a stylesheet.' );
		$this->assertGreaterThan( $stylesheet, strpos( $head, 'fitcoach-brand-colours' ) );
		$this->assertStringNotContainsString( 'fitcoach-brand-colours', App_Page::render( false ) );
	}

	/**
	 * Without a build the page says so in Dutch instead of staying white.
	 */
	public function test_missing_build_message(): void {
		$html = App_Page::render( false );
		$this->assertStringContainsString( 'npm run build', $html );
		$this->assertStringContainsString( 'De app is nog niet klaar', $html );
		$this->assertStringNotContainsString( 'build/index.js', $html );
		$this->assertStringContainsString( '<html lang="nl">', $html );
	}

	/**
	 * The page draws no screen: the mount point is empty whatever the route, and every script on
	 * the page is either a file, the first reads printed from their build file, the configuration
	 * (JSON assigned to window.fitcoachConfig) or JSON data.
	 */
	public function test_no_screen_is_drawn_and_no_script_is_written_in_php(): void {
		$first_reads = trim( (string) file_get_contents( FITCOACH_DIR . '/' . App_Scripts::FIRST_READS_FILE ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The build's file.
		foreach ( array( '', 'metingen', 'training', 'admin', 'profile', null ) as $route ) {
			$this->reset_assets();
			$html = App_Page::render( true, $route );
			$this->assertSame( 1, substr_count( $html, '<div id="fitcoach-app"></div>' ), (string) $route );
			$this->assertStringNotContainsString( 'fitcoach-later', $html );
			preg_match_all( '#<script\b([^>]*)>(.*?)</script>#s', $html, $scripts, PREG_SET_ORDER );
			foreach ( $scripts as list( , $attributes, $code ) ) {
				if ( str_contains( $attributes, ' src=' ) ) {
					$this->assertSame( '', $code );
				} elseif ( str_contains( $attributes, 'type="application/json"' ) ) {
					$this->assertIsArray( json_decode( $code, true ), $attributes );
				} elseif ( str_contains( $attributes, 'id="fitcoach-first-reads-js"' ) ) {
					$this->assertSame( $first_reads, $code );
				} else {
					$this->assertStringContainsString( 'id="fitcoach-app-js-before"', $attributes );
					$this->assertMatchesRegularExpression( '#^\s*window\.fitcoachConfig = \{[^<]*\};\s*$#', $code );
				}
			}
		}
	}
}
