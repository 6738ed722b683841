<?php
/**
 * Throttling across PHP processes: login and password reset requests go to two separate PHP
 * servers in turn, so no count can live in one process's memory. The 6th failed login for one
 * IP and account within 5 minutes is a 429 with a Dutch message, a success starts the count
 * anew, and the 4th password reset request from one IP within an hour is a 429.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

require_once __DIR__ . '/Http_TestCase.php';

/**
 * Throttling over HTTP.
 */
class ThrottleTest extends Http_TestCase {

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
		foreach ( array( 'thr_locked', 'thr_reset' ) as $login ) {
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
		$after = is_dir( $outbox ) ? count( (array) glob( $outbox . '/*.eml' ) ) : 0;
		$this->assertSame( 3, $after - $before, 'Only the three allowed requests sent mail' );
	}
}
