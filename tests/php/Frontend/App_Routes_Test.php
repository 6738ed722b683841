<?php
/**
 * The app's routes: which URLs serve the app page.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Frontend\App_Address;
use FitCoach\Frontend\App_Routes;
use FitCoach\Tests\TestCase;
use WP;

/**
 * App routes tests.
 */
class App_Routes_Test extends TestCase {

	/**
	 * $_SERVER and $_GET as they were.
	 *
	 * @var array<string, mixed>
	 */
	private array $server_backup = array();

	/**
	 * Keeps the request globals.
	 */
	protected function set_up() {
		parent::set_up();
		$this->server_backup = array(
			'server' => $_SERVER,
			'get'    => $_GET, // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Test set-up.
		);
	}

	/**
	 * Restores the request globals.
	 */
	protected function tear_down() {
		$_SERVER = $this->server_backup['server'];
		$_GET    = $this->server_backup['get'];
		parent::tear_down();
	}

	/**
	 * Parses a request for a URL as WordPress's front controller does (without serving it).
	 *
	 * @param string $uri    Request URI.
	 * @param string $method HTTP method.
	 */
	private function parse( string $uri, string $method = 'GET' ): WP {
		remove_action( 'parse_request', array( App_Routes::class, 'maybe_serve' ), 20 );
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
			'/training/schema',
			'/sessies/9',
			'/meer',
			'/check-in',
			'/admin',
			'/admin/',
			'/admin/check-ins',
			'/admin/check-ins/7',
			'/admin/users',
			'/admin/users/nieuw',
			'/admin/users/5',
			'/admin/programmas',
			'/admin/programmas/nieuw',
			'/admin/programmas/7',
			'/admin/workouts',
			'/admin/workouts/nieuw',
			'/admin/workouts/8',
			'/admin/oefeningen',
			'/admin/oefeningen/nieuw',
			'/admin/oefeningen/6',
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
		$this->assertTrue( App_Routes::is_app_request( $this->parse( $url ) ), $url );
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
		$this->assertFalse( App_Routes::is_app_request( $this->parse( $url ) ), $url );
	}

	/**
	 * Only GET and HEAD get the page.
	 */
	public function test_only_get_and_head(): void {
		$this->assertTrue( App_Routes::is_app_request( $this->parse( '/metingen', 'HEAD' ) ) );
		$this->assertFalse( App_Routes::is_app_request( $this->parse( '/metingen', 'POST' ) ) );
	}

	/**
	 * The route list is the spec's route table, and the stored rewrite rules hold every route at
	 * the top (ahead of pages with the same slug).
	 */
	public function test_route_list_and_rewrite_rules(): void {
		$this->assertSame(
			array( 'login', 'forgot-password', 'reset-password/[^/]+', 'metingen', 'metingen/nieuw', 'metingen/-?[0-9]+', 'training', 'training/workout/[0-9]+', 'training/oefening/[0-9]+', 'training/schema', 'sessies/-?[0-9]+', 'meer', 'check-in', 'admin', 'admin/check-ins', 'admin/check-ins/[0-9]+', 'admin/users', 'admin/users/nieuw', 'admin/users/[0-9]+', 'admin/programmas', 'admin/programmas/nieuw', 'admin/programmas/[0-9]+', 'admin/workouts', 'admin/workouts/nieuw', 'admin/workouts/[0-9]+', 'admin/oefeningen', 'admin/oefeningen/nieuw', 'admin/oefeningen/[0-9]+', 'profile', 'berichten', 'berichten/[0-9]+' ),
			App_Routes::ROUTES
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
		foreach ( App_Routes::rewrite_rules() as $regex => $query ) {
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
		App_Routes::maybe_flush_rewrite_rules();
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
		$this->assertTrue( App_Routes::is_app_request( $this->parse( '/training' ) ) );
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
				$this->assertTrue( App_Routes::is_app_request( $this->parse( $url ) ), $url );
			}
			foreach ( array( '/', '/login', '/metingen', '/training', '/apple' ) as $url ) {
				$this->assertFalse( App_Routes::is_app_request( $this->parse( $url ) ), $url );
			}
			$this->assertSame( 'training', $this->parse( '/training' )->query_vars['pagename'] ?? '' );
		} finally {
			App_Address::update( '' );
		}
		$this->assertTrue( App_Routes::is_app_request( $this->parse( '/training' ) ) );
	}

	/**
	 * The route a request opens, below the app's address: /app/metingen is 'metingen' when the app
	 * lives at /app, the app's start is ''.
	 */
	public function test_the_route_below_a_base_path(): void {
		App_Address::update( 'app' );
		try {
			$this->assertSame( '', App_Routes::route( $this->parse( '/app' ) ) );
			$this->assertSame( '', App_Routes::route( $this->parse( '/app/' ) ) );
			$this->assertSame( 'metingen', App_Routes::route( $this->parse( '/app/metingen' ) ) );
			$this->assertSame( 'admin', App_Routes::route( $this->parse( '/app/admin/' ) ) );
		} finally {
			App_Address::update( '' );
		}
		$this->assertSame( 'training', App_Routes::route( $this->parse( '/training' ) ) );
	}
}
