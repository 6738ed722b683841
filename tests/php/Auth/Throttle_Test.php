<?php
/**
 * Throttling across PHP processes: login and password reset requests go to two separate PHP
 * servers in turn, so no count can live in one process's memory. The 6th failed login for one
 * IP and account within 5 minutes is a 429 with a Dutch message, a success starts the count
 * anew, and the 4th password reset request from one IP within an hour is a 429. WordPress's own
 * doors (wp-login.php, XML-RPC) count against the same throttle, so it cannot be sidestepped.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use FitCoach\Tests\Support\Http_Test_Case;
use FitCoach\Tests\Support\Http_Server;


/**
 * Throttling over HTTP.
 */
class Throttle_Test extends Http_Test_Case {

	/** Password of the fixture users. */
	private const PASSWORD = 'Throttle-wachtwoord-1';

	/**
	 * The second server (the first is the class's).
	 *
	 * @var Http_Server|null
	 */
	private static ?Http_Server $other = null;

	/**
	 * Fixture users: login => id.
	 *
	 * @var array<string, int>
	 */
	private static array $users = array();

	public static function set_up_before_class() {
		parent::set_up_before_class();
		foreach ( array( 'thr_locked', 'thr_reset', 'thr_core', 'thr_xmlrpc' ) as $login ) {
			$id                    = wp_insert_user(
				array(
					'user_login' => $login,
					'user_email' => $login . '@example.test',
					'user_pass'  => self::PASSWORD,
					'role'       => 'sporter',
				)
			);
			self::$users[ $login ] = is_int( $id ) ? $id : 0;
		}
		self::clear_throttles();
	}

	public static function tear_down_after_class() {
		if ( null !== self::$other ) {
			self::$other->stop();
			self::$other = null;
		}
		foreach ( self::$users as $id ) {
			wp_delete_user( $id );
		}
		self::$users = array();
		parent::tear_down_after_class();
	}

	/**
	 * The two servers: [first, second].
	 *
	 * @return array{Http_Server, Http_Server}
	 */
	private function servers(): array {
		if ( null === self::$other ) {
			self::$other = new Http_Server();
			self::$other->start( array(), null, 1 );
		}
		return array( $this->server(), self::$other );
	}

	/**
	 * Logs in over HTTP on server $n % 2.
	 *
	 * @param int    $n        Attempt number.
	 * @param string $username Account.
	 * @param string $password Password.
	 * @return array{status: int, headers: array<string, string>, body: string, json: mixed}
	 */
	private function login( int $n, string $username, string $password ): array {
		return $this->servers()[ $n % 2 ]->json(
			'POST',
			'/auth/login',
			array(
				'username' => $username,
				'password' => $password,
			)
		);
	}

	/**
	 * Asserts a 429 with the code, the Dutch message and Retry-After.
	 *
	 * @param array{status: int, headers: array<string, string>, body: string, json: mixed} $response Response.
	 * @param string                                                                      $message  Expected message.
	 * @param int                                                                         $retry    Expected Retry-After.
	 */
	private function assert_429( array $response, string $message, int $retry ): void {
		$this->assertSame( 429, $response['status'], $response['body'] );
		$this->assertSame( 'fitcoach_too_many_attempts', $response['json']['code'] ?? null );
		$this->assertSame( $message, $response['json']['message'] ?? null );
		$this->assertSame( (string) $retry, $response['headers']['retry-after'] ?? '' );
	}

	public function test_the_fixtures_exist(): void {
		$this->assertNotContains( 0, self::$users );
	}

	/**
	 * Five failures from alternating processes, then the 6th — and even the right password — is a
	 * 429; an unknown account the same.
	 *
	 * @group security-throttling
	 */
	public function test_the_sixth_failed_login_is_refused_across_processes(): void {
		$out = $this->outside_transaction(
			function (): array {
				self::clear_throttles();
				$answers = array();
				for ( $n = 1; $n <= 6; $n++ ) {
					$answers[ "wrong $n" ] = $this->login( $n, 'thr_locked', 'fout-' . $n );
				}
				$answers['right'] = $this->login( 7, 'thr_locked', self::PASSWORD );
				for ( $n = 1; $n <= 6; $n++ ) {
					$answers[ "unknown $n" ] = $this->login( $n, 'thr_niemand_' . self::$users['thr_locked'], 'fout' );
				}
				self::clear_throttles();
				return $answers;
			}
		);
		for ( $n = 1; $n <= 5; $n++ ) {
			$this->assertSame( 401, $out[ "wrong $n" ]['status'], "attempt $n" );
			$this->assertSame( 401, $out[ "unknown $n" ]['status'], "unknown attempt $n" );
		}
		$message = 'Te veel mislukte inlogpogingen. Probeer het over 5 minuten opnieuw.';
		$this->assert_429( $out['wrong 6'], $message, 300 );
		$this->assert_429( $out['right'], $message, 300 );
		$this->assert_429( $out['unknown 6'], $message, 300 );
	}

	/**
	 * A successful login clears the count: four failures, a success, then five more failures are
	 * still answered 401 and only the sixth after the success is refused.
	 *
	 * @group security-throttling
	 */
	public function test_a_success_resets_the_count_across_processes(): void {
		$out      = $this->outside_transaction(
			function (): array {
				self::clear_throttles();
				$answers = array();
				for ( $n = 1; $n <= 4; $n++ ) {
					$answers[] = $this->login( $n, 'thr_reset', 'fout' );
				}
				$answers[] = $this->login( 5, 'thr_reset', self::PASSWORD );
				for ( $n = 6; $n <= 11; $n++ ) {
					$answers[] = $this->login( $n, 'thr_reset', 'fout' );
				}
				self::clear_throttles();
				return $answers;
			}
		);
		$statuses = array_map( static fn( array $response ): int => $response['status'], $out );
		$this->assertSame( array( 401, 401, 401, 401, 200, 401, 401, 401, 401, 401, 429 ), $statuses );
	}

	/**
	 * The 4th password reset request from one IP within an hour is a 429, whichever account it
	 * names; only the first three sent mail.
	 *
	 * @group security-throttling
	 */
	public function test_the_fourth_reset_request_is_refused_across_processes(): void {
		$outbox = FITCOACH_OUTBOX_DIR;
		$before = is_dir( $outbox ) ? count( (array) glob( $outbox . '/*.eml' ) ) : 0;
		$out    = $this->outside_transaction(
			function (): array {
				self::clear_throttles();
				$servers = $this->servers();
				$answers = array();
				foreach ( array( 'thr_locked', 'thr_reset', 'thr_locked', 'thr_reset', 'iemand-anders' ) as $n => $login ) {
					$answers[] = $servers[ $n % 2 ]->json( 'POST', '/auth/forgot-password', array( 'user_login' => $login ) );
				}
				self::clear_throttles();
				return $answers;
			}
		);
		foreach ( array( 0, 1, 2 ) as $n ) {
			$this->assertSame( 200, $out[ $n ]['status'], 'request ' . ( $n + 1 ) );
		}
		$message = 'Te veel aanvragen. Probeer het over een uur opnieuw.';
		$this->assert_429( $out[3], $message, 3600 );
		$this->assert_429( $out[4], $message, 3600 );
		// The mails go out after the answers (so their timing tells nothing): wait for them, on a
		// busy machine too, then a moment longer for one that should not come.
		$count  = static fn(): int => is_dir( $outbox ) ? count( (array) glob( $outbox . '/*.eml' ) ) : 0;
		$waited = 0;
		while ( $count() - $before < 3 && $waited < 100 ) {
			usleep( 100000 );
			++$waited;
		}
		usleep( 500000 );
		$this->assertSame( 3, $count() - $before, 'Only the three allowed requests sent mail' );
	}

	/**
	 * In this process: failures through wp_authenticate() (wp-login.php, XML-RPC) lock the account
	 * name for this IP, then even the right password is refused; the app's route sees the same lock;
	 * another IP is not affected; a success clears the count.
	 *
	 * @group security-throttling
	 */
	public function test_wordpress_logins_count_against_the_same_throttle(): void {
		for ( $n = 1; $n <= 5; $n++ ) {
			$this->assertInstanceOf( \WP_Error::class, wp_authenticate( 'thr_core', 'fout-' . $n ) );
		}
		$locked = wp_authenticate( 'thr_core', self::PASSWORD );
		$this->assertInstanceOf( \WP_Error::class, $locked );
		$this->assertSame( 'fitcoach_too_many_attempts', $locked->get_error_code() );
		$this->assertSame( 'Te veel mislukte inlogpogingen. Probeer het over 5 minuten opnieuw.', $locked->get_error_message() );
		$this->assertRestError(
			429,
			'fitcoach_too_many_attempts',
			$this->rest(
				'POST',
				'/auth/login',
				array(
					'username' => 'thr_core',
					'password' => self::PASSWORD,
				),
				array( 'X-FitCoach-Key' => null )
			)
		);

		$_SERVER['REMOTE_ADDR'] = '192.0.2.44';
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( 'thr_core', self::PASSWORD ) );
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

		// Four failures, a success (core's wp_login), then the count starts anew.
		$this->assertTrue( delete_transient( 'fitcoach_thr_login_' . substr( hash( 'sha256', '127.0.0.1|name:thr_core' ), 0, 32 ) ) );
		for ( $n = 1; $n <= 4; $n++ ) {
			wp_authenticate( 'thr_core', 'fout' );
		}
		$user = wp_authenticate( 'thr_core', self::PASSWORD );
		$this->assertInstanceOf( \WP_User::class, $user );
		do_action( 'wp_login', 'thr_core', $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's action, as wp_signon() fires it.
		for ( $n = 1; $n <= 4; $n++ ) {
			$this->assertNotSame( 'fitcoach_too_many_attempts', $this->error_code( wp_authenticate( 'thr_core', 'fout' ) ) );
		}
	}

	/**
	 * The app's own login is counted once, not twice (it counts itself and calls
	 * wp_authenticate()).
	 *
	 * @group security-throttling
	 */
	public function test_the_apps_login_is_counted_once(): void {
		$statuses = array();
		for ( $n = 1; $n <= 6; $n++ ) {
			$statuses[] = $this->rest(
				'POST',
				'/auth/login',
				array(
					'username' => 'thr_core',
					'password' => 'fout',
				),
				array( 'X-FitCoach-Key' => null )
			)->get_status();
		}
		$this->assertSame( array( 401, 401, 401, 401, 401, 429 ), $statuses );
	}

	/**
	 * Over HTTP: wp-login.php after five failures refuses the right password (and sets no login
	 * cookie); one XML-RPC request with many passwords (system.multicall) stops counting after
	 * five, so the right one that follows is refused too.
	 *
	 * @group security-throttling
	 */
	public function test_wp_login_and_xmlrpc_cannot_sidestep_the_throttle(): void {
		$server                   = $this->server();
		$out                      = $this->outside_transaction(
			static function () use ( $server ): array {
				self::clear_throttles();
				$form    = static function ( string $password ) use ( $server ): array {
					return $server->request(
						'POST',
						'/wp-login.php',
						array(
							'Content-Type' => 'application/x-www-form-urlencoded',
							'Cookie'       => 'wordpress_test_cookie=WP%20Cookie%20check',
						),
						http_build_query(
							array(
								'log'        => 'thr_core',
								'pwd'        => $password,
								'wp-submit'  => 'Log In',
								'testcookie' => '1',
							)
						)
					);
				};
				$answers = array();
				for ( $n = 1; $n <= 5; $n++ ) {
					$answers[] = $form( 'fout-' . $n );
				}
				$answers[] = $form( self::PASSWORD );

				$calls = '';
				foreach ( array( 'a', 'b', 'c', 'd', 'e', 'f', self::PASSWORD ) as $password ) {
					$calls .= '<value><struct><member><name>methodName</name><value><string>wp.getUsersBlogs</string></value></member>'
						. '<member><name>params</name><value><array><data><value><string>thr_xmlrpc</string></value><value><string>' . $password . '</string></value></data></array></value></member></struct></value>';
				}
				$xmlrpc = $server->request(
					'POST',
					'/xmlrpc.php',
					array( 'Content-Type' => 'text/xml' ),
					'<?xml version="1.0"?><methodCall><methodName>system.multicall</methodName><params><param><value><array><data>' . $calls . '</data></array></value></param></params></methodCall>'
				);
				self::clear_throttles();
				return array( $answers, $xmlrpc );
			}
		);
		list( $answers, $xmlrpc ) = $out;
		foreach ( $answers as $n => $answer ) {
			$this->assertStringNotContainsString( 'wordpress_logged_in', $answer['headers']['set-cookie'] ?? '', 'attempt ' . ( $n + 1 ) );
		}
		$this->assertStringContainsString( 'Te veel mislukte inlogpogingen', $answers[5]['body'] );
		// Seven results; the last (the right password) is an error too.
		$this->assertSame( 200, $xmlrpc['status'] );
		$this->assertSame( 7, substr_count( $xmlrpc['body'], '<name>faultCode</name>' ) + substr_count( $xmlrpc['body'], '<name>blogName</name>' ) );
		$this->assertSame( 7, substr_count( $xmlrpc['body'], '<name>faultCode</name>' ), $xmlrpc['body'] );
	}
}
