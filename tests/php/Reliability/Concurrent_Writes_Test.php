<?php
/**
 * Write requests that overlap in time, in separate PHP processes: each one is stored. On SQLite a
 * transaction that first reads and then writes used to be failed at once when another write
 * request held the database (a deadlock SQLite breaks without waiting): a login answered 503
 * because its token row was refused, a throttle count went missing.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Reliability;

use FitCoach\Auth\Token_Store;
use FitCoach\Tests\Support\Http_Server;
use FitCoach\Tests\Support\Http_Test_Case;
use WpOrg\Requests\Requests;

/**
 * Overlapping write requests over HTTP.
 */
class Concurrent_Writes_Test extends Http_Test_Case {

	/** Password of the fixture users. */
	private const PASSWORD = 'Gelijktijdig-wachtwoord-1';

	/** Requests sent at the same moment. */
	private const REQUESTS = 12;

	/**
	 * Fixture users (ids).
	 *
	 * @var int[]
	 */
	private static array $users = array();

	/**
	 * A server with four PHP workers, so requests really run side by side.
	 *
	 * @var Http_Server|null
	 */
	private static ?Http_Server $busy = null;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		for ( $n = 1; $n <= 4; $n++ ) {
			$id = wp_insert_user(
				array(
					'user_login' => 'gelijk_' . $n,
					'user_email' => 'gelijk_' . $n . '@example.test',
					'user_pass'  => self::PASSWORD,
					'role'       => 'sporter',
				)
			);
			if ( is_int( $id ) ) {
				self::$users[] = $id;
			}
		}
		self::clear_throttles();
	}

	public static function tear_down_after_class() {
		if ( null !== self::$busy ) {
			self::$busy->stop();
			self::$busy = null;
		}
		foreach ( self::$users as $id ) {
			wp_delete_user( $id );
		}
		self::$users = array();
		parent::tear_down_after_class();
	}

	/**
	 * The refresh token rows of the fixture users, read from the table itself.
	 */
	private static function token_rows(): int {
		global $wpdb;
		$ids = implode( ',', array_map( 'intval', self::$users ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Table name and integer ids.
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Token_Store::table() . " WHERE user_id IN ({$ids})" );
	}

	/**
	 * The server with four workers (started on first use).
	 */
	private static function busy(): Http_Server {
		if ( null === self::$busy ) {
			self::$busy = new Http_Server();
			self::$busy->start( array(), null, 4 );
		}
		return self::$busy;
	}

	/**
	 * Sends JSON requests at the same moment and waits for all answers.
	 *
	 * @param string                     $method  Method.
	 * @param string                     $route   Route below /wp-json/fitcoach/v1.
	 * @param list<array<string, mixed>> $bodies  One JSON body per request.
	 * @param array<string, string>      $headers Headers of every request.
	 * @return list<array{status: int, body: string}>
	 */
	private static function at_once( string $method, string $route, array $bodies, array $headers = array() ): array {
		$requests = array();
		foreach ( $bodies as $body ) {
			$requests[] = array(
				'url'     => self::busy()->url( '/wp-json/fitcoach/v1' . $route ),
				'type'    => $method,
				'headers' => array_merge(
					array(
						'Content-Type' => 'application/json',
						'Accept'       => 'application/json',
					),
					$headers
				),
				'data'    => (string) wp_json_encode( $body ),
			);
		}
		$out = array();
		foreach ( Requests::request_multiple( $requests, array( 'timeout' => 60 ) ) as $answer ) {
			$out[] = $answer instanceof \WpOrg\Requests\Response
				? array(
					'status' => (int) $answer->status_code,
					'body'   => (string) $answer->body,
				)
				: array(
					'status' => 0,
					'body'   => $answer instanceof \Throwable ? $answer->getMessage() : '',
				);
		}
		return $out;
	}

	/**
	 * Twelve logins of four members at the same moment: all twelve are 200 with a token, and
	 * twelve token rows are stored.
	 *
	 * @group security-lost_data
	 */
	public function test_overlapping_logins_are_all_stored(): void {
		$this->assertCount( 4, self::$users );
		$out                      = $this->outside_transaction(
			function (): array {
				self::clear_throttles();
				$before = self::token_rows();
				$bodies = array();
				for ( $n = 0; $n < self::REQUESTS; $n++ ) {
					$bodies[] = array(
						'username' => 'gelijk_' . ( 1 + $n % 4 ),
						'password' => self::PASSWORD,
					);
				}
				$answers = self::at_once( 'POST', '/auth/login', $bodies );
				$stored  = self::token_rows() - $before;
				self::clear_throttles();
				return array( $answers, $stored );
			}
		);
		list( $answers, $stored ) = $out;
		$this->assertCount( self::REQUESTS, $answers );
		foreach ( $answers as $n => $answer ) {
			$this->assertSame( 200, $answer['status'], 'request ' . $n . ': ' . $answer['body'] );
			$json = json_decode( $answer['body'], true );
			$this->assertIsString( $json['token'] ?? null, 'request ' . $n );
		}
		$this->assertSame( self::REQUESTS, $stored );
	}

	/**
	 * One member saves twelve measurements (twelve days) at the same moment, as an outbox that
	 * comes back online might: all twelve are 201, and her list counts twelve, on the first page
	 * and in its total.
	 *
	 * @group security-lost_data
	 */
	public function test_overlapping_saves_of_one_member_are_all_counted(): void {
		$key                  = self::key();
		$out                  = $this->outside_transaction(
			static function () use ( $key ): array {
				self::clear_throttles();
				$login   = self::busy()->json(
					'POST',
					'/auth/login',
					array(
						'username' => 'gelijk_1',
						'password' => self::PASSWORD,
					)
				);
				$headers = array(
					'Authorization'  => 'Bearer ' . (string) ( $login['json']['token'] ?? '' ),
					'X-FitCoach-Key' => $key,
				);
				$bodies  = array();
				for ( $n = 1; $n <= self::REQUESTS; $n++ ) {
					$bodies[] = array(
						'date'   => sprintf( '2025-03-%02d', $n ),
						'weight' => 70 + $n / 10,
						'energy' => 7,
					);
				}
				$saves = self::at_once( 'POST', '/measurements', $bodies, $headers );
				$list  = self::busy()->json( 'GET', '/measurements?per_page=100', array(), $headers );
				self::clear_throttles();
				return array( $saves, $list );
			}
		);
		list( $saves, $list ) = $out;
		foreach ( $saves as $n => $save ) {
			$this->assertSame( 201, $save['status'], 'save ' . $n . ': ' . $save['body'] );
		}
		$this->assertSame( 200, $list['status'], $list['body'] );
		$this->assertCount( self::REQUESTS, $list['json']['data'] ?? array(), $list['body'] );
		$this->assertSame( self::REQUESTS, $list['json']['total'] ?? null, $list['body'] );
	}
}
