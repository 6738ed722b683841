<?php
/**
 * When the database cannot be reached, FitCoach's routes answer JSON 503 fitcoach_unavailable with
 * a Dutch message, the app's pages a Dutch 503 page, and the rest of the site keeps WordPress's
 * own answer — on an ordinary install, through the wp-content/db-error.php drop-in that activation
 * installed, nothing in wp-config.php or the router. Checked on a real server whose MariaDB is
 * really stopped (a MariaDB server of the test's own, started, used, then shut down), and (for a
 * database lost while a request runs) on the handler itself.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Reliability\Database_Guard;
use FitCoach\Reliability\Db_Error_Drop_In;
use FitCoach\Tests\TestCase;
use FitCoach\Tests\Support\Figures;
use FitCoach\Tests\Support\Http_Server;
use FitCoach\Tests\Support\Private_Mariadb;


/**
 * Database down.
 *
 * @group security-db_down
 */
class Database_Down_Test extends TestCase {

	/**
	 * The site's web server (the local runtime's ordinary router), shared by the HTTP tests.
	 *
	 * @var Http_Server|null
	 */
	private static ?Http_Server $server = null;

	/**
	 * The site's database server, which the tests stop and start.
	 *
	 * @var Private_Mariadb|null
	 */
	private static ?Private_Mariadb $database = null;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
	}

	public static function tear_down_after_class() {
		if ( null !== self::$server ) {
			self::$server->stop();
			self::$server = null;
		}
		if ( null !== self::$database ) {
			self::$database->destroy();
			self::$database = null;
		}
		parent::tear_down_after_class();
	}

	/**
	 * The site instance of these tests (its own database, log and outbox).
	 */
	private static function instance(): string {
		return FITCOACH_INSTANCE . '_dbdown';
	}

	/**
	 * A site of its own on a MariaDB server of its own, installed and activated the ordinary way
	 * (tools/runtime/install.php: activate_plugin()), served by the ordinary router. The database
	 * is running when this returns.
	 */
	private function site(): Http_Server {
		if ( ! Private_Mariadb::available() ) {
			$this->markTestSkipped( 'No MariaDB server (mariadbd) or no mysqli on this machine.' );
		}
		if ( null === self::$server ) {
			self::$database = new Private_Mariadb();
			self::$database->start();
			$env     = array(
				'FITCOACH_INSTANCE'       => self::instance(),
				'FITCOACH_DB'             => 'mariadb',
				'FITCOACH_MARIADB_SOCKET' => self::$database->socket(),
			);
			$command = '';
			foreach ( $env as $name => $value ) {
				$command .= $name . '=' . escapeshellarg( $value ) . ' ';
			}
			$command .= escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__, 3 ) . '/tools/runtime/install.php' ) . ' --fresh 2>&1';
			exec( $command, $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- The site is installed in a process of its own.
			$this->assertSame( 0, $status, implode( "\n", $output ) );
			self::$server = new Http_Server();
			self::$server->start( $env, null, 1 );
		}
		self::$database?->start();
		return self::$server;
	}

	/**
	 * The site with its database stopped.
	 */
	private function server(): Http_Server {
		$server = $this->site();
		self::$database?->stop();
		$this->assertFalse( self::$database?->answers() ?? true, 'The database is really down' );
		return $server;
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
	 * The real mechanism: activation installed FitCoach's db-error.php into wp-content, and the
	 * same site answers normally while its database runs, with the 503s once the database server is
	 * shut down, and normally again once it is back.
	 */
	public function test_the_site_answers_until_its_database_stops_and_again_when_it_is_back(): void {
		$site = $this->site();
		$this->assertTrue( Db_Error_Drop_In::is_ours(), 'Activation installed the drop-in into wp-content' );
		$this->assertSame( Db_Error_Drop_In::contents(), (string) file_get_contents( Db_Error_Drop_In::path() ) );

		$up = $site->request( 'GET', '/wp-json/fitcoach/v1/auth/me' );
		$this->assertSame( 401, $up['status'], 'Database up: the route itself answers: ' . $up['body'] );
		$page = $site->request( 'GET', '/login', array( 'Accept' => 'text/html' ) );
		// The app page itself (its 503 "not built yet" page too, when build/ is missing here).
		$this->assertStringContainsString( 'id="fitcoach-app"', $page['body'] );
		$this->assertStringNotContainsString( Database_Guard::CODE, $page['body'] );

		$this->server();
		$this->assert_json_503( $site->request( 'GET', '/wp-json/fitcoach/v1/auth/me' ), 'Database stopped: GET /auth/me' );
		$down = $site->request( 'GET', '/login', array( 'Accept' => 'text/html' ) );
		$this->assertSame( 503, $down['status'] );
		$this->assertStringContainsString( 'data-code="' . Database_Guard::CODE . '"', $down['body'] );
		$this->assertStringNotContainsString( 'id="fitcoach-app"', $down['body'] );

		$this->site();
		$this->assertSame( 401, $site->request( 'GET', '/wp-json/fitcoach/v1/auth/me' )['status'], 'Database back' );
		$this->assertStringContainsString( 'id="fitcoach-app"', $site->request( 'GET', '/login', array( 'Accept' => 'text/html' ) )['body'] );
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
		// A site's setting: true, false or a path (the local runtime's wp-config.php gives a path).
		$debug_log = constant( 'WP_DEBUG_LOG' );
		$this->assertIsString( $debug_log );
		$log = dirname( $debug_log ) . '/php-' . self::instance() . '.log';
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
