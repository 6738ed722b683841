<?php
/**
 * WordPress's own doors (issue 9, point 3): wp-login.php's lost-password form counts against the
 * app's reset limit (3 an hour) and answers a known and an unknown account alike; a failed login
 * says the same for a wrong password and an unknown account; /auth/forgot-password answers a
 * known account as fast as an unknown one (the mail goes out after the answer); and a lockout
 * does not tell which e-mail address belongs to which login.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Auth\Throttle;
use FitCoach\Tests\Support\Figures;
use FitCoach\Tests\Support\Http_Test_Case;
use FitCoach\Tests\Support\Http_Server;


/**
 * WordPress's doors.
 */
class Core_Doors_Test extends Http_Test_Case {

	/** Password of the fixture user. */
	private const PASSWORD = 'Deuren-wachtwoord-1';

	/**
	 * The fixture member.
	 *
	 * @var int
	 */
	private static int $member = 0;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		$id           = wp_insert_user(
			array(
				'user_login' => 'door_member',
				'user_email' => 'door_member@example.test',
				'user_pass'  => self::PASSWORD,
				'role'       => 'sporter',
			)
		);
		self::$member = is_int( $id ) ? $id : 0;
		self::clear_throttles();
	}

	public static function tear_down_after_class() {
		wp_delete_user( self::$member );
		parent::tear_down_after_class();
	}

	/**
	 * Mails to an address in the outbox.
	 *
	 * @param string $to Address.
	 * @return list<string> Raw mails.
	 */
	private static function mails_to( string $to ): array {
		$out = array();
		foreach ( (array) glob( FITCOACH_OUTBOX_DIR . '/*.eml' ) as $file ) {
			$raw = (string) file_get_contents( (string) $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
			if ( false !== stripos( $raw, 'To: ' . $to ) ) {
				$out[] = $raw;
			}
		}
		return $out;
	}

	/**
	 * Waits until at least $count new mails reached an address (mails go out after the answer),
	 * then a moment more for any that should not come.
	 *
	 * @param string $to     Address.
	 * @param int    $before Mails before.
	 * @param int    $count  Mails expected.
	 * @return int New mails.
	 */
	private static function wait_for_mails( string $to, int $before, int $count ): int {
		for ( $i = 0; $i < 50; $i++ ) {
			$new = count( self::mails_to( $to ) ) - $before;
			if ( $new >= $count ) {
				break;
			}
			usleep( 100000 );
		}
		usleep( 500000 );
		return count( self::mails_to( $to ) ) - $before;
	}

	/**
	 * The lost-password form of wp-login.php.
	 *
	 * @param Http_Server $server Server.
	 * @param string      $login  What is typed.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	private static function lost_password( Http_Server $server, string $login ): array {
		return $server->request(
			'POST',
			'/wp-login.php?action=lostpassword',
			array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
			http_build_query(
				array(
					'user_login' => $login,
					'wp-submit'  => 'Get New Password',
				)
			)
		);
	}

	public function test_the_fixture_exists(): void {
		$this->assertGreaterThan( 0, self::$member );
	}

	/**
	 * Over HTTP: two requests through the app and one through wp-login.php use up the hour's three;
	 * the 4th is refused at either door, and only three mails went out.
	 *
	 * @group security-throttling
	 */
	public function test_wp_login_shares_the_apps_reset_limit(): void {
		$server = $this->server();
		$before = count( self::mails_to( 'door_member@example.test' ) );
		$out    = $this->outside_transaction(
			static function () use ( $server ): array {
				self::clear_throttles();
				$answers = array(
					'app 1'      => $server->json( 'POST', '/auth/forgot-password', array( 'user_login' => 'door_member' ) ),
					'app 2'      => $server->json( 'POST', '/auth/forgot-password', array( 'user_login' => 'door_member' ) ),
					'wp-login 3' => self::lost_password( $server, 'door_member' ),
					'wp-login 4' => self::lost_password( $server, 'door_member' ),
					'app 5'      => $server->json( 'POST', '/auth/forgot-password', array( 'user_login' => 'door_member' ) ),
				);
				return $answers;
			}
		);
		$mails  = self::wait_for_mails( 'door_member@example.test', $before, 3 );
		$this->outside_transaction( static fn() => self::clear_throttles() );
		$this->assertSame( 200, $out['app 1']['status'] );
		$this->assertSame( 200, $out['app 2']['status'] );
		$this->assertSame( 302, $out['wp-login 3']['status'] );
		$this->assertStringContainsString( 'checkemail=confirm', $out['wp-login 3']['headers']['location'] ?? '' );
		$this->assertSame( 200, $out['wp-login 4']['status'], 'The 4th is not sent on' );
		$this->assertArrayNotHasKey( 'location', $out['wp-login 4']['headers'] );
		$this->assertStringContainsString( 'Te veel aanvragen. Probeer het over een uur opnieuw.', $out['wp-login 4']['body'] );
		$this->assertSame( 429, $out['app 5']['status'] );
		$this->assertSame( 3, $mails, 'Three mails, no more' );
	}

	/**
	 * Over HTTP: the lost-password form answers a known login, an unknown login and an unknown
	 * e-mail address with the same redirect; only the known account gets core's mail.
	 *
	 * @group security-enumeration
	 */
	public function test_wp_login_lost_password_answers_alike(): void {
		$server = $this->server();
		$before = count( self::mails_to( 'door_member@example.test' ) );
		$out    = $this->outside_transaction(
			static function () use ( $server ): array {
				self::clear_throttles();
				$answers = array();
				foreach ( array( 'door_member', 'door_niemand', 'niemand@example.test' ) as $login ) {
					self::clear_throttles();
					$answers[ $login ] = self::lost_password( $server, $login );
				}
				return $answers;
			}
		);
		$mails  = self::wait_for_mails( 'door_member@example.test', $before, 1 );
		$this->outside_transaction( static fn() => self::clear_throttles() );
		$strip = static function ( array $response ): array {
			unset( $response['headers']['date'] );
			return $response;
		};
		$this->assertSame( 302, $out['door_member']['status'] );
		$this->assertStringContainsString( 'wp-login.php?checkemail=confirm', $out['door_member']['headers']['location'] ?? '' );
		$this->assertSame( $strip( $out['door_member'] ), $strip( $out['door_niemand'] ) );
		$this->assertSame( $strip( $out['door_member'] ), $strip( $out['niemand@example.test'] ) );
		$this->assertSame( 1, $mails, 'The known account got its mail' );
		$all = self::mails_to( 'door_member@example.test' );
		// Core's link: WordPress 6.7 puts the action after the key and the login, earlier versions first.
		$this->assertMatchesRegularExpression( '~wp-login\.php\?\S*\baction=rp\b~', implode( "\n", $all ), 'Core\'s own mail, with its link' );
	}

	/**
	 * A failed login through wp_authenticate() (wp-login.php, XML-RPC) gives one error for a
	 * wrong password and for an unknown login or e-mail address.
	 *
	 * @group security-enumeration
	 */
	public function test_failed_logins_answer_alike(): void {
		$errors = array();
		foreach ( array( 'door_member', 'door_member@example.test', 'door_niemand', 'niemand@example.test' ) as $login ) {
			$error = wp_authenticate( $login, 'fout-wachtwoord' );
			$this->assertInstanceOf( \WP_Error::class, $error, $login );
			$errors[ $login ] = array( $error->get_error_codes(), $error->get_error_messages() );
			$this->assertStringNotContainsString( $login, implode( ' ', $error->get_error_messages() ) );
		}
		$this->assertCount( 1, array_unique( array_map( 'serialize', $errors ) ), (string) wp_json_encode( $errors ) );
		$this->assertSame( array( 'fitcoach_invalid_credentials' ), $errors['door_member'][0] );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( 'door_member', self::PASSWORD ), 'The right password works (not vacuous)' );
	}

	/**
	 * Over HTTP: /auth/forgot-password answers a known account in the time it answers an unknown
	 * one (the fastest of five each). Before, the known one made its key and sent its mail first.
	 *
	 * @group security-enumeration
	 */
	public function test_forgot_password_takes_as_long_for_known_and_unknown(): void {
		$server = $this->server();
		$times  = $this->outside_transaction(
			static function () use ( $server ): array {
				$server->json( 'POST', '/auth/forgot-password', array( 'user_login' => 'opwarmen' ) );
				$times = array(
					'known'   => array(),
					'unknown' => array(),
				);
				for ( $n = 0; $n < 5; $n++ ) {
					foreach ( array(
						'known'   => 'door_member',
						'unknown' => 'door_niemand_' . $n,
					) as $which => $login ) {
						self::clear_throttles();
						$start             = microtime( true );
						$response          = $server->json( 'POST', '/auth/forgot-password', array( 'user_login' => $login ) );
						$times[ $which ][] = microtime( true ) - $start;
						if ( 200 !== $response['status'] ) {
							return array( 'error' => $response['body'] );
						}
						// The mail of the known account is made meanwhile; let it finish first.
						usleep( 300000 );
					}
				}
				self::clear_throttles();
				return $times;
			}
		);
		$this->assertArrayNotHasKey( 'error', $times, (string) ( $times['error'] ?? '' ) );
		$median  = static function ( array $values ): float {
			sort( $values );
			return (float) $values[ intdiv( count( $values ), 2 ) ];
		};
		$known   = $median( $times['known'] );
		$unknown = $median( $times['unknown'] );
		Figures::note( 'enumeration', sprintf( 'forgot-password: known account %d ms, unknown %d ms (medians)', (int) round( $known * 1000 ), (int) round( $unknown * 1000 ) ) );
		// The fastest of each is compared: what the request itself costs. A busy machine only
		// ever adds time to some samples, so the medians are shown, not judged: a key made and a
		// mail sent before the answer would slow every known sample, the fastest too.
		$fastest_known   = min( $times['known'] );
		$fastest_unknown = min( $times['unknown'] );
		$this->assertLessThan( 1.5 * $fastest_unknown + 0.02, $fastest_known, sprintf( 'fastest known %.3f s against fastest unknown %.3f s (medians %.3f s and %.3f s)', $fastest_known, $fastest_unknown, $known, $unknown ) );
	}

	/**
	 * Failures with an account's e-mail address lock that address, not its login (and the other
	 * way round); reset requests likewise: the 429 does not tell that the two belong together.
	 *
	 * @group security-throttling
	 */
	public function test_the_lockout_does_not_link_an_email_to_a_login(): void {
		for ( $n = 1; $n <= Throttle::LOGIN_LIMIT; $n++ ) {
			wp_authenticate( 'door_member@example.test', 'fout-' . $n );
		}
		$this->assertSame( 'fitcoach_too_many_attempts', $this->error_code( wp_authenticate( 'door_member@example.test', self::PASSWORD ) ) );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( 'door_member', self::PASSWORD ), 'The login is not locked by failures with the address' );
		$this->assertRestError(
			429,
			'fitcoach_too_many_attempts',
			$this->rest(
				'POST',
				'/auth/login',
				array(
					'username' => 'door_member@example.test',
					'password' => self::PASSWORD,
				),
				array( 'X-FitCoach-Key' => null )
			)
		);
		$this->assertSame(
			200,
			$this->rest(
				'POST',
				'/auth/login',
				array(
					'username' => 'door_member',
					'password' => self::PASSWORD,
				),
				array( 'X-FitCoach-Key' => null )
			)->get_status()
		);

		// Reset requests for the address from three clients use up the address, not the login.
		foreach ( array( '192.0.2.1', '192.0.2.2', '192.0.2.3' ) as $ip ) {
			$_SERVER['REMOTE_ADDR'] = $ip;
			$this->assertTrue( Throttle::reset_request_allowed( 'door_member@example.test' ) );
		}
		$_SERVER['REMOTE_ADDR'] = '192.0.2.4';
		$this->assertFalse( Throttle::reset_request_allowed( 'DOOR_member@example.test ' ), 'The address is used up, from any client' );
		$this->assertTrue( Throttle::reset_request_allowed( 'door_member' ), 'The login is not' );
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
	}
}
