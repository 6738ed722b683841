<?php
/**
 * The full-page app template: which URLs it serves, and what it prints.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Auth\Api_Key;
use FitCoach\Frontend\App_Address;
use FitCoach\Frontend\App_Page;
use FitCoach\Settings;
use FitCoach\Tests\TestCase;
use WP;

/**
 * App page tests.
 */
class App_Page_Test extends TestCase {

	/**
	 * $_SERVER and $_GET as they were.
	 *
	 * @var array<string, mixed>
	 */
	private array $server_backup = array();

	/**
	 * Script and style registries, so each test prints the page afresh.
	 */
	protected function set_up() {
		parent::set_up();
		$this->server_backup = array(
			'server' => $_SERVER,
			'get'    => $_GET, // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Test set-up.
		);
		$this->reset_assets();
	}

	/**
	 * Restores the request globals.
	 */
	protected function tear_down() {
		$_SERVER = $this->server_backup['server'];
		$_GET    = $this->server_backup['get'];
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
	 * Parses a request for a URL as WordPress's front controller does (without serving it).
	 *
	 * @param string $uri    Request URI.
	 * @param string $method HTTP method.
	 */
	private function parse( string $uri, string $method = 'GET' ): WP {
		remove_action( 'parse_request', array( App_Page::class, 'maybe_serve' ), 20 );
		remove_action( 'parse_request', 'rest_api_loaded' );
		$_SERVER['REQUEST_URI']    = $uri;
		$_SERVER['REQUEST_METHOD'] = $method;
		$_SERVER['PHP_SELF']       = '/index.php';
		unset( $_SERVER['PATH_INFO'] );
		$query = (string) wp_parse_url( $uri, PHP_URL_QUERY );
		$_GET  = array();
		if ( '' !== $query ) {
			parse_str( $query, $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Test set-up.
		}
		// A request object like the global one (with the query vars core and plugins added).
		$this->assertInstanceOf( \WP::class, $GLOBALS['wp'] );
		$wp = clone $GLOBALS['wp'];
		$wp->parse_request();
		return $wp;
	}

	/**
	 * The route table of the spec (§2), as URLs the app is opened at.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function app_urls(): array {
		$urls = array(
			'/',
			'/login',
			'/login/',
			'/login?redirect=%2Fmetingen%2F3',
			'/forgot-password',
			'/reset-password/AbCdEf0123456789xyzW',
			'/reset-password/AbCdEf0123456789xyzW?user=sanne',
			'/metingen',
			'/metingen/nieuw',
			'/metingen/12',
			'/training',
			'/training/workout/3',
			'/training/oefening/4',
			'/sessies/9',
			'/meer',
			'/admin',
			'/admin/',
			'/admin/users',
			'/admin/users/nieuw',
			'/admin/users/5',
			'/profile',
			'/?utm_source=mail',
		);
		return array_combine( $urls, array_map( static fn( $url ) => array( $url ), $urls ) );
	}

	/**
	 * Every route of the app's route table is served by the app (deep links and reloads).
	 *
	 * @dataProvider app_urls
	 *
	 * @param string $url URL.
	 */
	public function test_app_routes_are_served( string $url ): void {
		$this->assertTrue( App_Page::is_app_request( $this->parse( $url ) ), $url );
	}

	/**
	 * URLs that are not the app's.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function other_urls(): array {
		$urls = array(
			'/some-unknown-page',
			'/metingen/abc',
			'/metingen/12/extra',
			'/training/workout',
			'/training/oefening',
			'/training/oefening/squat',
			'/admin/settings',
			'/admin/users/5/edit',
			'/profile/x',
			'/reset-password',
			'/loginx',
			'/?s=test',
			'/?p=1',
			'/feed/',
			'/?feed=rss2',
			'/sample-page/?fitcoach_app=1',
			'/?fitcoach_app=1',
			'/?rest_route=/fitcoach/v1/auth/me',
			'/wp-json/fitcoach/v1/auth/me',
		);
		return array_combine( $urls, array_map( static fn( $url ) => array( $url ), $urls ) );
	}

	/**
	 * Other URLs are left to WordPress.
	 *
	 * @dataProvider other_urls
	 *
	 * @param string $url URL.
	 */
	public function test_other_urls_are_untouched( string $url ): void {
		$this->assertFalse( App_Page::is_app_request( $this->parse( $url ) ), $url );
	}

	/**
	 * Only GET and HEAD get the page.
	 */
	public function test_only_get_and_head(): void {
		$this->assertTrue( App_Page::is_app_request( $this->parse( '/metingen', 'HEAD' ) ) );
		$this->assertFalse( App_Page::is_app_request( $this->parse( '/metingen', 'POST' ) ) );
	}

	/**
	 * The route list is the spec's route table, and the stored rewrite rules hold every route at
	 * the top (ahead of pages with the same slug).
	 */
	public function test_route_list_and_rewrite_rules(): void {
		$this->assertSame(
			array( 'login', 'forgot-password', 'reset-password/[^/]+', 'metingen', 'metingen/nieuw', 'metingen/-?[0-9]+', 'training', 'training/workout/[0-9]+', 'training/oefening/[0-9]+', 'sessies/-?[0-9]+', 'meer', 'admin', 'admin/users', 'admin/users/nieuw', 'admin/users/[0-9]+', 'profile' ),
			App_Page::ROUTES
		);
		$rules = $GLOBALS['wp_rewrite']->wp_rewrite_rules();
		$this->assertIsArray( $rules );
		$keys = array_keys( $rules );
		// The first rule that could read the path as a page or post.
		$first_content = null;
		foreach ( array_values( $rules ) as $index => $query ) {
			if ( preg_match( '/[?&](pagename|name|attachment)=/', $query ) ) {
				$first_content = $index;
				break;
			}
		}
		$this->assertNotNull( $first_content );
		foreach ( App_Page::rewrite_rules() as $regex => $query ) {
			$this->assertSame( 'index.php?fitcoach_app=1', $query );
			$this->assertSame( $query, $rules[ $regex ] ?? null, $regex );
			$this->assertLessThan( $first_content, array_search( $regex, $keys, true ), "$regex comes before pages and posts" );
		}
	}

	/**
	 * Stored rules without the app's (a site that activated an older version) are flushed once.
	 */
	public function test_stale_rewrite_rules_are_flushed(): void {
		update_option( 'rewrite_rules', array( '^old/?$' => 'index.php?p=1' ) );
		App_Page::maybe_flush_rewrite_rules();
		$stored = get_option( 'rewrite_rules' );
		$this->assertIsArray( $stored );
		$this->assertArrayHasKey( '^metingen/?$', $stored );
		$this->assertArrayNotHasKey( '^old/?$', $stored );
	}

	/**
	 * A page whose slug is an app route does not win over the app.
	 */
	public function test_app_routes_win_over_pages(): void {
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'training',
				'post_title'  => 'Training',
				'post_status' => 'publish',
			)
		);
		$this->assertTrue( App_Page::is_app_request( $this->parse( '/training' ) ) );
	}

	/**
	 * Below a base path (App-adres) the app answers there only: the site root, /training and the
	 * other spec paths are the site's own again (a page named 'training' answers as a page).
	 */
	public function test_a_base_path_leaves_the_site_its_pages(): void {
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'training',
				'post_title'  => 'Training',
				'post_status' => 'publish',
			)
		);
		App_Address::update( 'app' );
		try {
			foreach ( array( '/app', '/app/', '/app/login', '/app/metingen/12', '/app/training', '/app/admin/users/5' ) as $url ) {
				$this->assertTrue( App_Page::is_app_request( $this->parse( $url ) ), $url );
			}
			foreach ( array( '/', '/login', '/metingen', '/training', '/apple' ) as $url ) {
				$this->assertFalse( App_Page::is_app_request( $this->parse( $url ) ), $url );
			}
			$this->assertSame( 'training', $this->parse( '/training' )->query_vars['pagename'] ?? '' );
		} finally {
			App_Address::update( '' );
		}
		$this->assertTrue( App_Page::is_app_request( $this->parse( '/training' ) ) );
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
		$this->assertStringContainsString( '<noscript><style>.fc-shell{display:none}.fc-first-screen[hidden]{display:block}</style></noscript>', $html );
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
	 * Each first screen preloads its code from the page: the route's chunk, the shared chunks it
	 * needs and, on Home, the chart chunk (with its styles), as build/first-screens.json lists them,
	 * at the URLs the app loads them from; other routes preload none. Swiper is not among them: Home
	 * shows its sliders without it and asks for it after the first paint.
	 */
	public function test_first_screens_preload_their_code(): void {
		$this->assertFileExists( FITCOACH_DIR . '/' . App_Page::FIRST_SCREENS_FILE, 'The build runs before PHPUnit.' );
		$screens = App_Page::first_screens();
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

		$home = App_Page::render( true, '' );
		foreach ( array( 'home', 'charts' ) as $chunk ) {
			$this->assertMatchesRegularExpression( '#<link rel="preload" as="script" href="[^"]+/build/chunks/' . $chunk . '\.[0-9a-f]{8}\.js"#', $home, $chunk );
		}
		$this->assertDoesNotMatchRegularExpression( '#/build/chunks/slider\.#', $home, 'Swiper comes after the first paint' );
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
	 * The inline script in the head, before any other script and before the stylesheets, sends the
	 * login's read and the route's reads (from build/first-screens.json) to the URLs the app's
	 * client calls, with the API key; only when the app is built.
	 */
	public function test_inline_script_sends_the_first_reads(): void {
		$html = App_Page::render( true, 'admin' );
		$data = $this->preloaded( $html );
		$api  = rest_url( 'fitcoach/v1/' );
		$this->assertSame(
			array(
				$api . 'auth/me?_locale=user',
				$api . 'user/switch/current?_locale=user',
				$api . 'admin/stats?_locale=user',
				$api . 'admin/attention?_locale=user',
				$api . 'admin/recent-activity?limit=10&_locale=user',
			),
			$data['urls']
		);
		$this->assertSame( Api_Key::get(), $data['key'] );
		$this->assertSame( 'fitcoach_token', $data['token'] );
		$this->assertSame( 'fitcoach_switched_user', $data['switch'] );
		$this->assertSame( 'application/json, */*;q=0.1', $data['accept'] );

		$preload = (int) strpos( $html, '<script id="fitcoach-preload">' );
		$this->assertSame( $preload, strpos( $html, '<script' ), 'The first script of the page.' );
		$this->assertLessThan( strpos( $html, "id='fitcoach-app-css'" ), $preload, 'Before the stylesheets.' );
		$this->assertLessThan( strpos( $html, '</head>' ), $preload );

		$this->reset_assets();
		$home = $this->preloaded( App_Page::render( true, '' ) )['urls'];
		$this->assertContains( $api . 'stats/weight-trend?days=14&_locale=user', $home );
		$this->assertCount( 5, $home );
		$this->reset_assets();
		$this->assertSame( array( $api . 'auth/me?_locale=user' ), $this->preloaded( App_Page::render( true, 'profile' ) )['urls'] );

		$this->assertStringNotContainsString( 'fitcoach-preload', App_Page::render( false, '' ) );
		$this->assertStringNotContainsString( 'fitcoachPreload', App_Page::render( false, '' ) );
	}

	/**
	 * With plain permalinks the reads go to ?rest_route=, their query joined with &, as api-fetch
	 * writes them.
	 */
	public function test_read_urls_with_plain_permalinks(): void {
		$this->assertSame(
			'https://coach.test/index.php?rest_route=/fitcoach/v1/stats/weight-trend&days=14&_locale=user',
			App_Page::call_url( 'https://coach.test/index.php?rest_route=/', 'fitcoach/v1', '/stats/weight-trend?days=14' )
		);
		$this->assertSame(
			'https://coach.test/wp-json/fitcoach/v1/auth/me?_locale=user',
			App_Page::call_url( 'https://coach.test/wp-json/', '/fitcoach/v1/', 'auth/me' )
		);
	}

	/**
	 * Below a base path (App-adres) the route of /app/metingen is 'metingen': its code is preloaded.
	 */
	public function test_first_screen_below_a_base_path(): void {
		App_Address::update( 'app' );
		try {
			$this->assertSame( '', App_Page::route( $this->parse( '/app' ) ) );
			$this->assertSame( '', App_Page::route( $this->parse( '/app/' ) ) );
			$this->assertSame( 'metingen', App_Page::route( $this->parse( '/app/metingen' ) ) );
			$this->assertSame( 'admin', App_Page::route( $this->parse( '/app/admin/' ) ) );
			$html = App_Page::render( true, App_Page::route( $this->parse( '/app/metingen' ) ) );
			$this->assertMatchesRegularExpression( '#<link rel="preload" as="script" href="[^"]+/build/chunks/measurements\.[0-9a-f]{8}\.js"#', $html );
			$this->assertContains( rest_url( 'fitcoach/v1/measurements' ) . '?page=1&per_page=10&_locale=user', $this->preloaded( $html )['urls'] );
		} finally {
			App_Address::update( '' );
		}
		$this->assertSame( 'training', App_Page::route( $this->parse( '/training' ) ) );
	}

	/**
	 * Nothing in the inline script can end the script element: the values are JSON with <, >, &,
	 * ' and " escaped, and decode back unchanged.
	 *
	 * @group security-xss
	 */
	public function test_inline_script_cannot_be_broken_out_of(): void {
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
		$this->assertSame( $evil, $this->preloaded( $html )['key'] );
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
		$this->assertGreaterThan( 10, count( $tags[0] ) );
		foreach ( $tags[0] as $tag ) {
			$this->assertMatchesRegularExpression( '#\sdefer[\s>]#', $tag, $tag );
			$this->assertStringContainsString( 'fetchpriority="high"', $tag, $tag );
		}
		foreach ( array( 'wp-polyfill', 'regenerator-runtime', 'wp.apiFetch.use(', 'wp.data.use(', 'setLocaleData', '-js-after', '-js-translations' ) as $left_out ) {
			$this->assertStringNotContainsString( $left_out, $html, $left_out );
		}
		foreach ( array( 'react', 'react-dom', 'wp-i18n', 'wp-api-fetch', 'wp-data', 'wp-element', 'wp-url' ) as $handle ) {
			$this->assertStringContainsString( 'id="' . $handle . '-js"', $html, $handle );
		}

		$scripts = wp_scripts();
		foreach ( $deps_before as $handle => $deps ) {
			$this->assertSame( $deps, $scripts->registered[ $handle ]->deps, $handle );
		}
		$this->assertNotEmpty( $scripts->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertSame( $after_before, $scripts->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertFalse( $scripts->get_data( 'wp-data', 'strategy' ) );

		// The service worker precaches what the page loads: no polyfills either.
		$urls = App_Page::dependency_urls();
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
		preg_match( '#<script[^>]*id="wp-data-js"[^>]*>#', $html, $data );
		$this->assertStringContainsString( 'defer', $data[0] ?? '' );
		$this->assertStringContainsString( 'window.elementReady = true;', $html );
	}

	/**
	 * The data of the page's inline script (App_Page::preload_script()).
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	private function preloaded( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script id="fitcoach-preload">\(function\(c\)\{.*\}\)\((\{[^<]*\})\);</script>#', $html, $matches ), 'The inline script is printed.' );
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
