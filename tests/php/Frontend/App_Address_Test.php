<?php
/**
 * The app's address (App-adres): the site root or a base path, and everything made from it.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Auth\Password_Reset;
use FitCoach\Frontend\App_Address;
use FitCoach\Frontend\App_Routes;
use FitCoach\Frontend\App_Scripts;
use FitCoach\Frontend\Web_App;
use FitCoach\Tests\TestCase;
use WP_Error;

/**
 * App address tests.
 */
class App_Address_Test extends TestCase {

	/**
	 * Back at the site root, with the root's rules.
	 */
	protected function tear_down() {
		App_Address::update( '' );
		parent::tear_down();
	}

	/**
	 * Paths as typed and as kept.
	 *
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function valid_provider(): array {
		return array(
			'empty'             => array( '', '' ),
			'a slash'           => array( '/', '' ),
			'null'              => array( null, '' ),
			'one segment'       => array( 'app', 'app' ),
			'slashes and case'  => array( ' /App/ ', 'app' ),
			'two segments'      => array( 'club/app', 'club/app' ),
			'hyphens and digit' => array( 'mijn-app-2', 'mijn-app-2' ),
		);
	}

	/**
	 * Good paths are cleaned and kept.
	 *
	 * @dataProvider valid_provider
	 *
	 * @param mixed  $value    Typed.
	 * @param string $expected Kept.
	 */
	public function test_good_paths_are_kept( $value, string $expected ): void {
		$this->assertSame( $expected, App_Address::sanitize( $value ) );
	}

	/**
	 * Paths that are refused.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function invalid_provider(): array {
		return array(
			'wp-admin'        => array( 'wp-admin' ),
			'the REST prefix' => array( 'wp-json/app' ),
			'a feed'          => array( 'feed' ),
			'a space'         => array( 'mijn app' ),
			'empty segment'   => array( 'club//app' ),
			'leading hyphen'  => array( '-app' ),
			'an accent'       => array( 'café' ),
			'a dot'           => array( 'app.php' ),
			'a query'         => array( 'app?x=1' ),
			'too long'        => array( str_repeat( 'a', App_Address::MAX_LENGTH + 1 ) ),
			'a list'          => array( array( 'app' ) ),
			'a number'        => array( 12 ),
		);
	}

	/**
	 * Bad paths are a 400 with a Dutch message naming the field.
	 *
	 * @dataProvider invalid_provider
	 *
	 * @param mixed $value Typed.
	 */
	public function test_bad_paths_are_refused( $value ): void {
		$error = App_Address::sanitize( $value );
		$this->assertInstanceOf( WP_Error::class, $error );
		$this->assertSame( 'fitcoach_invalid_app_path', $error->get_error_code() );
		$this->assertSame(
			array(
				'status' => 400,
				'field'  => 'app_path',
			),
			$error->get_error_data()
		);
		$this->assertNotSame( '', $error->get_error_message() );
	}

	/**
	 * At the site root (the default) every address is the spec's.
	 */
	public function test_the_site_root_is_the_default(): void {
		$this->assertSame( '', App_Address::path() );
		$this->assertSame( home_url( '/' ), App_Address::url() );
		$this->assertSame( home_url( '/login' ), App_Address::url( 'login' ) );
		$this->assertSame( '/', App_Address::base_path() );
		$this->assertSame( 'metingen', App_Address::route_of( 'metingen' ) );
	}

	/**
	 * Below a base path, the routes, the router's base, the reset link, the manifest and the
	 * service worker all follow it.
	 */
	public function test_everything_follows_a_base_path(): void {
		$this->assertSame( 'app', App_Address::update( '/app/' ) );
		$this->assertSame( 'app', App_Address::path() );
		$this->assertSame( home_url( '/app/' ), App_Address::url() );
		$this->assertSame( home_url( '/app/login' ), App_Address::url( 'login' ) );
		$this->assertSame( '/app/', App_Address::base_path() );
		$this->assertSame( '', App_Address::route_of( 'app' ) );
		$this->assertSame( 'metingen/3', App_Address::route_of( 'app/metingen/3' ) );
		$this->assertNull( App_Address::route_of( 'metingen' ) );
		$this->assertNull( App_Address::route_of( 'apple' ) );

		$this->assertSame( '/app/', App_Scripts::config()['basePath'] );
		$this->assertSame( home_url( '/app/reset-password/k3y?user=sanne' ), Password_Reset::link( 'k3y', 'sanne' ) );

		$manifest = Web_App::manifest();
		$this->assertSame( '/app/', $manifest['start_url'] );
		$this->assertSame( '/app/', $manifest['scope'] );
		$this->assertSame( '/app/', $manifest['id'] );
	}

	/**
	 * Changing the address rebuilds the stored rewrite rules at once: the new routes are in, the
	 * old ones out; and rules of an earlier address left behind are flushed on the next request.
	 */
	public function test_the_rewrite_rules_follow_at_once(): void {
		$this->assertNotSame( '', (string) get_option( 'permalink_structure' ), 'The test site has pretty permalinks.' );
		App_Routes::add_rewrite_rules();
		flush_rewrite_rules( false );

		App_Address::update( 'app' );
		$stored = get_option( 'rewrite_rules' );
		$this->assertIsArray( $stored );
		$this->assertArrayHasKey( '^app/?$', $stored );
		$this->assertArrayHasKey( '^app/login/?$', $stored );
		$this->assertArrayHasKey( '^app/metingen/-?[0-9]+/?$', $stored );
		$this->assertArrayNotHasKey( '^login/?$', $stored );
		$this->assertArrayNotHasKey( '^metingen/?$', $stored );

		// A rule of an earlier address (another node changed it before the flush reached here).
		$stored['^login/?$'] = 'index.php?' . App_Routes::QUERY_VAR . '=1';
		update_option( 'rewrite_rules', $stored );
		App_Routes::maybe_flush_rewrite_rules();
		$this->assertArrayNotHasKey( '^login/?$', (array) get_option( 'rewrite_rules' ) );
	}

	/**
	 * The settings screen is told which pages an address would hide: pages at the app's routes,
	 * the page at the base path itself, and at the site root a static front page.
	 */
	public function test_pages_the_app_would_hide_are_listed(): void {
		$training = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'training',
				'post_title'  => 'Onze trainingen',
				'post_status' => 'publish',
			)
		);
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'over-ons',
				'post_status' => 'publish',
			)
		);
		$draft = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'meer',
				'post_status' => 'draft',
			)
		);
		unset( $draft );

		$paths = array_column( App_Address::conflicts( '' ), 'path' );
		$this->assertSame( array( '/training' ), $paths );
		$this->assertSame( 'Onze trainingen', App_Address::conflicts( '' )[0]['title'] );

		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $training );
		$this->assertSame( array( '/training', '/' ), array_column( App_Address::conflicts( '' ), 'path' ) );

		// Below /app the site's own /training and front page are safe; a page at /app is not.
		$this->assertSame( array(), App_Address::conflicts( 'app' ) );
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_name'   => 'app',
				'post_title'  => 'App',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( array( '/app' ), array_column( App_Address::conflicts( 'app' ), 'path' ) );
	}

	/**
	 * The saved address is autoloaded: reading it costs no query.
	 */
	public function test_the_option_is_autoloaded(): void {
		App_Address::install();
		App_Address::update( 'app' );
		wp_cache_delete( 'alloptions', 'options' );
		wp_load_alloptions();
		$queries = get_num_queries();
		$this->assertSame( 'app', App_Address::path() );
		$this->assertSame( $queries, get_num_queries() );
	}
}
