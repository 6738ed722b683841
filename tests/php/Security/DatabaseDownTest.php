<?php
/**
 * When the database cannot be reached, FitCoach's routes answer JSON 503 fitcoach_unavailable with
 * a Dutch message, the app's pages a Dutch 503 page, and the rest of the site keeps WordPress's
 * own answer. Checked on a real server whose configuration points at a database that does not
 * exist, and (for a database lost while a request runs) on the handler itself.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Reliability\Database_Guard;
use FitCoach\Tests\TestCase;

require_once __DIR__ . '/Http_Server.php';
require_once __DIR__ . '/Figures.php';

/**
 * Database down.
 *
 * @group security-db_down
 */
class DatabaseDownTest extends TestCase {

	/**
	 * The server with the unreachable database, shared by the HTTP tests of this class.
	 *
	 * @var Http_Server|null
	 */
	private static ?Http_Server $server = null;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
	}

	public static function tear_down_after_class() {
		if ( null !== self::$server ) {
			self::$server->stop();
			self::$server = null;
		}
		parent::tear_down_after_class();
	}

	/**
	 * The server: MariaDB through a socket that does not exist, with the guard preloaded the way a
	 * site's wp-config.php does it.
	 */
	private function server(): Http_Server {
		if ( ! extension_loaded( 'mysqli' ) ) {
			$this->markTestSkipped( 'PHP has no mysqli: the unreachable database is a MariaDB one.' );
		}
		if ( null === self::$server ) {
			self::$server = new Http_Server();
			self::$server->start(
				array(
					'FITCOACH_DB'             => 'mariadb',
					'FITCOACH_MARIADB_SOCKET' => '/nonexistent/fitcoach/mysqld.sock',
				),
				__DIR__ . '/fixtures/db-guard-router.php',
				1
			);
		}
		return self::$server;
	}

	/**
	 * Asserts the JSON 503 of the guard.
	 *
	 * @param array{status: int, headers: array<string, string>, body: string} $response Response.
	 * @param string                                                            $what     What was asked.
	 */
	private function assert_json_503( array $response, string $what ): void {
		$this->assertSame( 503, $response['status'], $what . ': ' . $response['body'] );
		$this->assertStringStartsWith( 'application/json', $response['headers']['content-type'] ?? '', $what );
		$this->assertSame( (string) Database_Guard::RETRY_AFTER, $response['headers']['retry-after'] ?? '', $what );
		$this->assertSame(
			array(
				'code'    => 'fitcoach_unavailable',
				'message' => 'De app is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.',
				'data'    => array( 'status' => 503 ),
			),
			json_decode( $response['body'], true ),
			$what
		);
	}

	/**
	 * The REST routes: JSON 503, whatever the client accepts and however the route is addressed.
	 */
	public function test_rest_routes_answer_json_503(): void {
		$server = $this->server();
		$this->assert_json_503( $server->request( 'GET', '/wp-json/fitcoach/v1/auth/me', array( 'Accept' => 'application/json, */*;q=0.1' ) ), 'GET /auth/me' );
		$this->assert_json_503( $server->request( 'GET', '/?rest_route=/fitcoach/v1/auth/me' ), 'GET ?rest_route=/fitcoach/v1/auth/me' );
		$this->assert_json_503( $server->request( 'GET', '/wp-json/fitcoach/v1/measurements?page=1', array( 'Accept' => 'text/html' ) ), 'GET /measurements as HTML' );
		$this->assert_json_503(
			$server->request(
				'POST',
				'/wp-json/fitcoach/v1/auth/login',
				array( 'Content-Type' => 'application/json' ),
				'{"username":"sanne","password":"x"}'
			),
			'POST /auth/login'
		);
	}

	/**
	 * The app's pages: a Dutch 503 page for a browser, JSON for a JSON client.
	 */
	public function test_app_pages_answer_503_in_dutch(): void {
		$server = $this->server();
		foreach ( array( '/', '/metingen', '/sessies/12', '/login' ) as $path ) {
			$page = $server->request( 'GET', $path, array( 'Accept' => 'text/html,application/xhtml+xml,*/*;q=0.8' ) );
			$this->assertSame( 503, $page['status'], $path );
			$this->assertStringStartsWith( 'text/html', $page['headers']['content-type'] ?? '', $path );
			$this->assertStringContainsString( '<html lang="nl">', $page['body'], $path );
			$this->assertStringContainsString( 'De app is tijdelijk niet bereikbaar.', $page['body'], $path );
			$this->assertStringContainsString( 'Opnieuw proberen', $page['body'], $path );
			$this->assertStringNotContainsString( 'Error establishing', $page['body'], $path );
		}
		$this->assert_json_503( $server->request( 'GET', '/metingen', array( 'Accept' => 'application/json' ) ), 'GET /metingen as JSON' );
	}

	/**
	 * The rest of the site keeps WordPress's own answer.
	 */
	public function test_other_urls_keep_wordpress_answer(): void {
		$server = $this->server();
		foreach ( array( '/?p=1', '/wp-json/wp/v2/posts', '/hello-world/' ) as $path ) {
			$response = $server->request( 'GET', $path );
			$this->assertSame( 500, $response['status'], $path );
			$this->assertStringContainsString( 'Error establishing a database connection', $response['body'], $path );
			$this->assertStringNotContainsString( 'fitcoach_unavailable', $response['body'], $path );
		}
	}

	/**
	 * Answering causes no PHP warning, notice or error (core's own warning about the failed
	 * connection is expected and left out).
	 */
	public function test_the_answers_cause_no_php_errors(): void {
		$server = $this->server();
		$log    = WP_DEBUG_LOG;
		$this->assertIsString( $log );
		clearstatcache();
		$size = file_exists( $log ) ? (int) filesize( $log ) : 0;
		$server->request( 'GET', '/wp-json/fitcoach/v1/auth/me' );
		$server->request( 'GET', '/metingen', array( 'Accept' => 'text/html' ) );
		$server->request( 'GET', '/?rest_route=/fitcoach/v1/workouts' );
		clearstatcache();
		$new   = file_exists( $log ) ? (string) file_get_contents( $log, false, null, $size ) : '';
		$lines = array_filter(
			explode( "\n", $new ),
			static fn( string $line ): bool => 1 === preg_match( '/PHP (Warning|Notice|Fatal|Deprecated|Parse)/i', $line ) && ! str_contains( $line, 'mysqli_real_connect' )
		);
		$this->assertSame( array(), array_values( $lines ) );
		$this->assertDoesNotMatchRegularExpression( '/PHP (Warning|Notice|Fatal|Deprecated|Parse)/i', $server->output() );
	}

	/**
	 * A database lost while a request runs (the plugins are loaded): the guard's filters are in
	 * place and answer for FitCoach's routes; other requests, and a working database, go to the
	 * handler WordPress chose.
	 */
	public function test_a_database_lost_mid_request(): void {
		foreach ( array( 'wp_die_handler', 'wp_die_json_handler', 'wp_die_ajax_handler' ) as $filter ) {
			$this->assertNotFalse( has_filter( $filter, array( Database_Guard::class, 'wrap' ) ), $filter );
		}
		$fallback = array();
		$spy      = static function ( $message ) use ( &$fallback ): void {
			$fallback[] = $message;
		};
		$handler  = apply_filters( 'wp_die_json_handler', $spy ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
		$this->assertIsCallable( $handler );

		global $wpdb;
		$real   = $wpdb;
		$broken = (object) array(
			'dbh'   => null,
			'ready' => false,
		);
		$uri    = $_SERVER['REQUEST_URI'] ?? '/';
		try {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A lost connection, for this call only.
			$wpdb                   = $broken;
			$_SERVER['REQUEST_URI'] = '/wp-json/fitcoach/v1/workout-sessions/5';
			ob_start();
			call_user_func( $handler, '<h1>Error reconnecting to the database</h1>', 'Database Error', array( 'exit' => false ) );
			$body = (string) ob_get_clean();

			$_SERVER['REQUEST_URI'] = '/wp-admin/';
			call_user_func( $handler, 'admin', '', array( 'exit' => false ) );

			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The working connection again.
			$wpdb                   = $real;
			$_SERVER['REQUEST_URI'] = '/wp-json/fitcoach/v1/workout-sessions/5';
			call_user_func( $handler, 'not about the database', '', array( 'exit' => false ) );
		} finally {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restored.
			$wpdb                   = $real;
			$_SERVER['REQUEST_URI'] = $uri;
		}
		$this->assertSame( Database_Guard::json_body(), $body );
		$this->assertSame( 'fitcoach_unavailable', json_decode( $body, true )['code'] );
		$this->assertSame( array( 'admin', 'not about the database' ), $fallback );
	}

	/**
	 * Which requests are FitCoach's.
	 */
	public function test_which_requests_are_fitcoachs(): void {
		$cases = array(
			'/wp-json/fitcoach/v1/auth/me'           => true,
			'/index.php/wp-json/fitcoach/v1/stats/x' => true,
			'/?rest_route=/fitcoach/v1/auth/me'      => true,
			'/?rest_route=/FitCoach/v1/auth/me'      => true,
			'/metingen'                              => true,
			'/metingen/12/'                          => true,
			'/training/workout/3'                    => true,
			'/'                                      => true,
			'/?p=1'                                  => false,
			'/?rest_route=/wp/v2/users'              => false,
			'/wp-json/wp/v2/users'                   => false,
			'/wp-admin/'                             => false,
			'/metingen-archief/'                     => false,
			'/sample-page/'                          => false,
		);
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- The request's own URL, set by the test.
		$saved = array( $_SERVER['REQUEST_URI'] ?? null, $_GET );
		try {
			foreach ( $cases as $uri => $expected ) {
				$_SERVER['REQUEST_URI'] = $uri;
				$_GET                   = array();
				parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $_GET );
				$this->assertSame( $expected, Database_Guard::is_fitcoach_request(), $uri );
			}
		} finally {
			$_SERVER['REQUEST_URI'] = $saved[0];
			$_GET                   = $saved[1];
		}
		// phpcs:enable
		$this->assertTrue( Database_Guard::is_unreachable( (object) array( 'dbh' => null ) ) );
		$this->assertFalse( Database_Guard::is_unreachable( null ) );
		global $wpdb;
		$this->assertFalse( Database_Guard::is_unreachable( $wpdb ), 'The test database is reachable' );
	}
}
