<?php
/**
 * The scripts the app page loads: configuration, first reads, preloaded code, deferred scripts.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Auth\Api_Key;
use FitCoach\Frontend\App_Address;
use FitCoach\Frontend\App_Page;
use FitCoach\Frontend\App_Scripts;
use FitCoach\Settings;
use FitCoach\Tests\TestCase;

/**
 * App scripts tests.
 */
class App_Scripts_Test extends TestCase {

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
	 * The configuration the app reads.
	 */
	public function test_config(): void {
		$config = $this->printed_config( App_Page::render( true ) );
		$this->assertSame( rest_url(), $config['restRoot'] );
		$this->assertSame( 'fitcoach/v1', $config['namespace'] );
		$this->assertSame( Api_Key::get(), $config['apiKey'] );
		$this->assertSame( Settings::get(), $config['settings'] );
		$this->assertStringEndsWith( '/assets/header-fallback.svg', $config['fallbackHeaderImage'] );
		$this->assertFileExists( FITCOACH_DIR . '/assets/header-fallback.svg' );
		$this->assertSame( FITCOACH_VERSION, $config['version'] );
		$this->assertSame( '/', $config['basePath'] );
	}

	/**
	 * No value can end the script element: </script>, <!--, quotes and line separators stay
	 * inside the JSON and decode back unchanged.
	 *
	 * @group security-xss
	 */
	public function test_config_cannot_break_out_of_the_script(): void {
		$evil = "</script><script>alert(1)</script><!-- ' \" & \u{2028}";
		add_filter(
			'fitcoach_app_config',
			static function ( array $config ) use ( $evil ): array {
				$config['settings']['app_name'] = $evil;
				return $config;
			}
		);
		$html = App_Page::render( true );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringNotContainsString( '<!--', $html );
		$this->assertSame( $evil, $this->printed_config( $html )['settings']['app_name'] );

		// An app name with markup in the settings themselves is stripped before it is stored.
		Settings::update( array( 'app_name' => '</title><script>alert(2)</script>Gym' ) );
		$this->assertStringNotContainsString( 'alert(2)', App_Page::render( true ) );
	}

	/**
	 * Each first screen preloads its code from the page: the route's chunk and the shared chunks it
	 * needs (with their styles), as build/first-screens.json lists them, at the URLs the app loads
	 * them from; other routes preload none. Home's chart code is not preloaded but listed for the
	 * app to ask for once its own scripts are in. Swiper is not among either: Home shows its
	 * sliders without it and asks for it after the first paint.
	 */
	public function test_first_screens_preload_their_code(): void {
		$this->assertFileExists( FITCOACH_DIR . '/' . App_Scripts::FIRST_SCREENS_FILE, 'The build runs before PHPUnit.' );
		$screens = App_Scripts::first_screens();
		$this->assertSame( array( '', 'metingen', 'training', 'admin' ), array_keys( $screens['routes'] ) );
		foreach ( $screens['routes'] as $route => $screen ) {
			$this->reset_assets();
			$html = App_Page::render( true, (string) $route );
			$head = substr( $html, 0, (int) strpos( $html, '</head>' ) );
			$this->assertNotEmpty( $screen['scripts'], "route '$route'" );
			$kinds = array(
				'script' => $screen['scripts'],
				'style'  => $screen['styles'],
			);
			foreach ( $kinds as $type => $files ) {
				foreach ( $files as $file ) {
					$this->assertFileExists( FITCOACH_DIR . '/build/' . $file );
					$this->assertStringContainsString( '<link rel="preload" as="' . $type . '" href="' . esc_url( plugins_url( 'build/' . $file, FITCOACH_FILE ) ) . '" fetchpriority="low">', $head, "route '$route'" );
				}
			}
			$this->assertSame( count( $screen['scripts'] ) + count( $screen['styles'] ), substr_count( $html, '<link rel="preload"' ), "route '$route'" );
		}

		$this->reset_assets();
		$home = App_Page::render( true, '' );
		$this->assertMatchesRegularExpression( '#<link rel="preload" as="script" href="[^"]+/build/chunks/home\.[0-9a-f]{8}\.js"#', $home );
		$this->assertDoesNotMatchRegularExpression( '#<link rel="preload" as="script" href="[^"]+/build/chunks/charts\.#', $home, 'Chart.js does not share the bandwidth with the scripts Home needs first' );
		$this->assertDoesNotMatchRegularExpression( '#/build/chunks/slider\.#', $home, 'Swiper comes after the first paint' );
		// Chart.js is listed for the app to ask for once its own scripts are in (src/later-code.ts).
		$this->assertNotEmpty( $screens['routes']['']['later'] );
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="' . App_Scripts::LATER_CODE_ID . '">([^<]+)</script>#', $home, $later ) );
		$urls = json_decode( $later[1] ?? '', true );
		$this->assertSame(
			array_map( static fn( string $file ): string => plugins_url( 'build/' . $file, FITCOACH_FILE ), $screens['routes']['']['later'] ),
			$urls
		);
		foreach ( array( 'charts\.[0-9a-f]{8}\.js', 'session\.[0-9a-f]{8}\.js', 'style-session\.[0-9a-f]{8}\.css' ) as $file ) {
			$this->assertCount( 1, (array) preg_grep( '#/build/chunks/' . $file . '$#', $urls ), $file );
		}
		foreach ( $screens['routes']['']['later'] as $file ) {
			$this->assertNotContains( $file, $screens['routes']['']['scripts'], 'a later script is not preloaded too' );
		}
		$this->reset_assets();
		$list = App_Page::render( true, 'metingen' );
		$this->assertMatchesRegularExpression( '#/build/chunks/measurements\.[0-9a-f]{8}\.js#', $list );
		$this->assertDoesNotMatchRegularExpression( '#/build/chunks/(charts|home)\.#', $list );
		$this->reset_assets();
		$this->assertStringNotContainsString( 'rel="preload"', App_Page::render( true, 'profile' ) );
		$this->reset_assets();
		$this->assertStringNotContainsString( 'rel="preload"', App_Page::render( true ) );
	}

	/**
	 * The first reads, before any other script and before the stylesheets: their data (the login's
	 * read and the route's reads from build/first-screens.json, at the URLs the app's client calls,
	 * with the API key; no user whose answers the page carries) and their code, printed from the
	 * build's file; only when the app is built.
	 */
	public function test_the_first_reads_come_first_in_the_head(): void {
		$html = App_Page::render( true, 'admin' );
		$data = $this->first_reads( $html );
		$api  = rest_url( 'fitcoach/v1/' );
		$this->assertSame(
			array(
				$api . 'auth/me?_locale=user',
				$api . 'user/switch/current?_locale=user',
				$api . 'admin/stats?_locale=user',
				$api . 'admin/attention?page=1&per_page=20&_locale=user',
				$api . 'admin/recent-activity?limit=10&_locale=user',
			),
			$data['urls']
		);
		$this->assertSame( Api_Key::get(), $data['key'] );
		$this->assertSame( 0, $data['user'] );

		$code  = trim( (string) file_get_contents( FITCOACH_DIR . '/' . App_Scripts::FIRST_READS_FILE ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The build's file.
		$first = (int) strpos( $html, '<script type="application/json" id="fitcoach-first-reads">' );
		$this->assertNotSame( '', $code );
		$this->assertSame( $first, strpos( $html, '<script' ), 'The first script of the page.' );
		$this->assertStringContainsString( "</script>\n<script id=\"fitcoach-first-reads-js\">" . $code . "</script>\n", $html );
		$this->assertLessThan( strpos( $html, "id='fitcoach-app-css'" ), (int) strpos( $html, 'fitcoach-first-reads-js' ), 'Before the stylesheets.' );
		$this->assertLessThan( strpos( $html, '</head>' ), (int) strpos( $html, 'fitcoach-first-reads-js' ) );

		$this->reset_assets();
		$home = $this->first_reads( App_Page::render( true, '' ) )['urls'];
		$this->assertContains( $api . 'stats/weight-trend?days=14&_locale=user', $home );
		$this->assertContains( $api . 'plan?_locale=user', $home );
		$this->assertCount( 7, $home, 'The login, the workouts, three figures, the plan and the check-in.' );
		$this->reset_assets();
		$this->assertSame( array( $api . 'auth/me?_locale=user' ), $this->first_reads( App_Page::render( true, 'profile' ) )['urls'] );

		$this->assertStringNotContainsString( 'fitcoach-first-reads', App_Page::render( false, '' ) );
	}

	/**
	 * With plain permalinks the reads go to ?rest_route=, their query joined with &, as api-fetch
	 * writes them.
	 */
	public function test_read_urls_with_plain_permalinks(): void {
		$this->assertSame(
			'https://coach.test/index.php?rest_route=/fitcoach/v1/stats/weight-trend&days=14&_locale=user',
			App_Scripts::call_url( 'https://coach.test/index.php?rest_route=/', 'fitcoach/v1', '/stats/weight-trend?days=14' )
		);
		$this->assertSame(
			'https://coach.test/wp-json/fitcoach/v1/auth/me?_locale=user',
			App_Scripts::call_url( 'https://coach.test/wp-json/', '/fitcoach/v1/', 'auth/me' )
		);
	}

	/**
	 * Below a base path (App-adres) the first screen's code is preloaded and its reads sent as at
	 * the site root.
	 */
	public function test_first_screen_below_a_base_path(): void {
		App_Address::update( 'app' );
		try {
			$html = App_Page::render( true, 'metingen' );
			$this->assertMatchesRegularExpression( '#<link rel="preload" as="script" href="[^"]+/build/chunks/measurements\.[0-9a-f]{8}\.js"#', $html );
			$this->assertContains( rest_url( 'fitcoach/v1/measurements' ) . '?page=1&per_page=10&_locale=user', $this->first_reads( $html )['urls'] );
		} finally {
			App_Address::update( '' );
		}
	}

	/**
	 * Nothing in the first reads' data can end its element: the values are JSON with <, >, &, '
	 * and " escaped, and decode back unchanged.
	 *
	 * @group security-xss
	 */
	public function test_first_reads_data_cannot_be_broken_out_of(): void {
		$evil = "</script><script>alert(1)</script><!-- ' \" &";
		add_filter(
			'fitcoach_app_config',
			static function ( array $config ) use ( $evil ): array {
				$config['apiKey'] = $evil;
				return $config;
			}
		);
		$html = App_Page::render( true, '' );
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringNotContainsString( '<!--', $html );
		$this->assertSame( $evil, $this->first_reads( $html )['key'] );
	}

	/**
	 * Every script of the app page is deferred (its dependencies too, or WordPress would load them
	 * blocking), WordPress's polyfills and the inline scripts that would run before a deferred
	 * package are left out, and the app's translations come with its configuration; the script
	 * registry is as it was afterwards.
	 */
	public function test_scripts_are_deferred_without_polyfills(): void {
		// What core registers differs between builds (6.7 drops react's wp-polyfill dependency),
		// so the registry is compared with itself before the page was printed.
		$registered  = wp_scripts()->registered;
		$deps_before = array();
		foreach ( array( 'react', 'wp-polyfill', 'wp-api-fetch', 'wp-data' ) as $handle ) {
			$deps_before[ $handle ] = $registered[ $handle ]->deps;
		}
		$after_before = wp_scripts()->get_data( 'wp-api-fetch', 'after' );

		$html = App_Page::render( true, '' );
		preg_match_all( '#<script\b[^>]*\bsrc=[^>]*>#', $html, $tags );
		// React, ReactDOM, wp-element, wp-escape-html, wp-hooks, wp-i18n, wp-url, wp-api-fetch, the app.
		$this->assertGreaterThanOrEqual( 9, count( $tags[0] ) );
		foreach ( $tags[0] as $tag ) {
			$this->assertMatchesRegularExpression( '#\sdefer[\s>]#', $tag, $tag );
			$this->assertStringContainsString( 'fetchpriority="high"', $tag, $tag );
		}
		foreach ( array( 'wp-polyfill', 'regenerator-runtime', 'wp.apiFetch.use(', 'wp.data.use(', 'setLocaleData', '-js-after', '-js-translations' ) as $left_out ) {
			$this->assertStringNotContainsString( $left_out, $html, $left_out );
		}
		foreach ( array( 'react', 'react-dom', 'wp-i18n', 'wp-api-fetch', 'wp-element', 'wp-url', 'wp-hooks' ) as $handle ) {
			$this->assertStringContainsString( 'id="' . $handle . '-js"', $html, $handle );
		}
		// @wordpress/data is built into the app (webpack.config.js BUNDLED): WordPress's wp-data
		// and what only it needs are not loaded.
		foreach ( array( 'wp-data', 'wp-compose', 'wp-dom', 'wp-keycodes', 'wp-priority-queue', 'wp-redux-routine' ) as $handle ) {
			$this->assertStringNotContainsString( 'id="' . $handle . '-js"', $html, $handle );
		}

		$scripts = wp_scripts();
		foreach ( $deps_before as $handle => $deps ) {
			$this->assertSame( $deps, $scripts->registered[ $handle ]->deps, $handle );
		}
		$this->assertNotEmpty( $scripts->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertSame( $after_before, $scripts->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertFalse( $scripts->get_data( 'wp-data', 'strategy' ) );

		// The service worker precaches what the page loads: no polyfills either.
		$urls = App_Scripts::dependency_urls();
		$this->assertNotEmpty( preg_grep( '#/react-dom\.min\.js#', $urls ) );
		$this->assertEmpty( preg_grep( '#polyfill|regenerator#', $urls ) );
	}

	/**
	 * A dependency with an inline script of its own (another plugin's) loads as before, blocking,
	 * with what it depends on: its inline script runs where it is printed.
	 */
	public function test_a_dependency_with_its_own_inline_script_is_not_deferred(): void {
		wp_scripts();
		wp_add_inline_script( 'wp-element', 'window.elementReady = true;' );
		$html = App_Page::render( true, '' );
		foreach ( array( 'wp-element', 'react', 'react-dom', 'wp-escape-html' ) as $handle ) {
			$this->assertMatchesRegularExpression( '#<script[^>]*id="' . $handle . '-js"[^>]*>#', $html, $handle );
			preg_match( '#<script[^>]*id="' . $handle . '-js"[^>]*>#', $html, $tag );
			$this->assertStringNotContainsString( 'defer', $tag[0] ?? 'defer', $handle );
		}
		preg_match( '#<script[^>]*id="wp-api-fetch-js"[^>]*>#', $html, $fetch );
		$this->assertStringContainsString( 'defer', $fetch[0] ?? '' );
		$this->assertStringContainsString( 'window.elementReady = true;', $html );
	}

	/**
	 * The first reads' data in a page (App_Scripts::first_reads()).
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function first_reads( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="fitcoach-first-reads">([^<]*)</script>#', $html, $matches ), 'The first reads are printed.' );
		$data = json_decode( $matches[1] ?? '', true );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * The JSON of window.fitcoachConfig in a page.
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function printed_config( string $html ): array {
		$this->assertTrue( 1 === preg_match( '#window\.fitcoachConfig = (.*?);\n?</script>#s', $html, $matches ), $html );
		$this->assertStringNotContainsString( '<', $matches[1] );
		$config = json_decode( $matches[1], true );
		$this->assertIsArray( $config );
		return $config;
	}
}
