<?php
/**
 * Cheap refusals first (issue 9, point 4): a fitcoach/v1 request without the API key is refused
 * before its body is parsed or its parameters validated — an 11 MB body as fast as a small one —
 * and a body over 256 KB is a 413 on every fitcoach/v1 route but the profile picture upload.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Security\Request_Gate;
use WP_REST_Request;
use FitCoach\Tests\Support\Figures;
use FitCoach\Tests\Support\Http_Test_Case;


/**
 * Cheap refusals.
 *
 * @group security-cheap_refusals
 */
class Request_Gate_Test extends Http_Test_Case {

	/**
	 * Every fitcoach/v1 route and method, with numbers for its URL parameters: label => [method, route].
	 *
	 * @return array<string, array{string, string}>
	 */
	private static function routes(): array {
		$out = array();
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $pattern => $handlers ) {
			$route = (string) preg_replace( '/\(\?P<[^>]+>[^)]+\)/', '1', $pattern );
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( (array) ( $handler['methods'] ?? array() ) ) as $method ) {
					$out[ "$method $route" ] = array( (string) $method, $route );
				}
			}
		}
		return $out;
	}

	/**
	 * Nothing of the route runs — not the parameter checks that come before the callbacks — when
	 * the key is missing: the refusal comes first, for every route that needs the key.
	 */
	public function test_without_key_nothing_reads_the_body(): void {
		$reached = array();
		$spy     = static function ( $response, $handler, $request ) use ( &$reached ) {
			$reached[] = $request instanceof WP_REST_Request ? $request->get_method() . ' ' . $request->get_route() : '?';
			return $response;
		};
		add_filter( 'rest_request_before_callbacks', $spy, -1000, 3 );
		$body   = (string) wp_json_encode( array( 'weight' => array_fill( 0, 1000, 'x' ) ) );
		$public = array( 'POST /fitcoach/v1/auth/login', 'POST /fitcoach/v1/auth/refresh', 'POST /fitcoach/v1/auth/forgot-password', 'POST /fitcoach/v1/auth/reset-password', 'GET /fitcoach/v1/app/settings' );
		$count  = 0;
		foreach ( self::routes() as $label => list( $method, $route ) ) {
			if ( in_array( $label, $public, true ) || 'OPTIONS' === $method ) {
				continue;
			}
			$request = new WP_REST_Request( $method, $route );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( $body );
			$this->assertRestError( 401, 'fitcoach_invalid_api_key', rest_do_request( $request ) );
			++$count;
		}
		remove_filter( 'rest_request_before_callbacks', $spy, -1000 );
		$this->assertGreaterThan( 20, $count, 'Every route was asked (not vacuous)' );
		$this->assertSame( array(), $reached, 'Requests without key reached the route\'s parameter checks' );
	}

	/**
	 * A body over 256 KB is a 413 on every fitcoach/v1 route and method (with the key, public
	 * routes too); a body of 256 KB is not.
	 */
	public function test_bodies_over_256_kb_are_refused_everywhere(): void {
		$big   = (string) wp_json_encode( array( 'notes' => str_repeat( 'a', Request_Gate::MAX_BODY ) ) );
		$count = 0;
		foreach ( self::routes() as $label => list( $method, $route ) ) {
			if ( 'OPTIONS' === $method ) {
				continue;
			}
			$request = new WP_REST_Request( $method, $route );
			$request->set_header( 'X-FitCoach-Key', $this->api_key() );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( $big );
			$response = rest_do_request( $request );
			$this->assertSame( 413, $response->get_status(), $label );
			$this->assertSame( 'fitcoach_request_too_large', $response->get_data()['code'] ?? null, $label );
			$this->assertSame( 'Het verzoek is te groot.', $response->get_data()['message'] ?? null, $label );
			++$count;
		}
		$this->assertGreaterThan( 20, $count );

		$fits    = (string) wp_json_encode( array( 'username' => str_repeat( 'a', Request_Gate::MAX_BODY - 20 ) ) );
		$request = new WP_REST_Request( 'POST', '/fitcoach/v1/auth/login' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $fits );
		$this->assertLessThanOrEqual( Request_Gate::MAX_BODY, strlen( $fits ) );
		$this->assertNotSame( 413, rest_do_request( $request )->get_status(), 'A body of 256 KB passes' );

		// A Content-Length over the limit is enough (the body may not have been read yet).
		$request = new WP_REST_Request( 'POST', '/fitcoach/v1/measurements' );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_header( 'Content-Length', (string) ( Request_Gate::MAX_BODY + 1 ) );
		$this->assertRestError( 413, 'fitcoach_request_too_large', rest_do_request( $request ) );
	}

	/**
	 * The profile picture upload (multipart to /auth/profile) takes bodies up to its own 5 MB.
	 */
	public function test_the_profile_upload_takes_large_bodies(): void {
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$request = new WP_REST_Request( 'POST', '/fitcoach/v1/auth/profile' );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		$request->set_header( 'Content-Length', (string) ( 3 * 1024 * 1024 ) );
		$this->assertRestError( 400, 'fitcoach_file_missing', rest_do_request( $request ) );

		$json = new WP_REST_Request( 'PUT', '/fitcoach/v1/auth/profile' );
		$json->set_header( 'X-FitCoach-Key', $this->api_key() );
		$json->set_header( 'Content-Type', 'application/json' );
		$json->set_body( (string) wp_json_encode( array( 'first_name' => str_repeat( 'a', Request_Gate::MAX_BODY ) ) ) );
		$this->assertRestError( 413, 'fitcoach_request_too_large', rest_do_request( $json ) );
	}

	/**
	 * Over HTTP: an 11 MB JSON body without key is answered 401 about as fast as a small one (the
	 * median of three each; before, the big one took seconds), and with the key it is a 413.
	 * WordPress does not even read the refused body (Request_Gate::leave_refused_body_unread()).
	 */
	public function test_a_huge_body_without_key_is_refused_as_fast_as_a_small_one(): void {
		$server = $this->server();
		$key    = self::key();
		$out    = $this->outside_transaction(
			static function () use ( $server, $key ): array {
				$huge  = (string) wp_json_encode(
					array(
						'date'   => '2025-01-01',
						'weight' => 70,
						'notes'  => array_fill( 0, 1250000, 'abcdef' ),
					)
				);
				$small = (string) wp_json_encode(
					array(
						'date'   => '2025-01-01',
						'weight' => 70,
					)
				);
				$send  = static function ( string $body, array $headers = array() ) use ( $server ): array {
					$start            = microtime( true );
					$response         = $server->request(
						'POST',
						'/wp-json/fitcoach/v1/measurements',
						array_merge(
							array(
								'Content-Type' => 'application/json',
								// No "100-continue" wait (PHP's server does not answer it): the time is the server's.
								'Expect'       => '',
							),
							$headers
						),
						$body
					);
					$response['time'] = microtime( true ) - $start;
					return $response;
				};
				$send( $small );
				$times = array(
					'huge'  => array(),
					'small' => array(),
				);
				$codes = array();
				for ( $n = 0; $n < 3; $n++ ) {
					foreach ( array(
						'huge'  => $huge,
						'small' => $small,
					) as $which => $body ) {
						$response          = $send( $body );
						$times[ $which ][] = $response['time'];
						$codes[]           = $response['status'] . ' ' . ( json_decode( $response['body'], true )['code'] ?? '' );
					}
				}
				$keyed = $send( $huge, array( 'X-FitCoach-Key' => $key ) );
				return array(
					'size'  => strlen( $huge ),
					'times' => $times,
					'codes' => array_unique( $codes ),
					'keyed' => $keyed['status'] . ' ' . ( json_decode( $keyed['body'], true )['code'] ?? '' ),
				);
			}
		);
		$this->assertGreaterThan( 11 * 1000 * 1000, $out['size'] );
		$this->assertSame( array( '401 fitcoach_invalid_api_key' ), array_values( $out['codes'] ) );
		$this->assertSame( '413 fitcoach_request_too_large', $out['keyed'] );
		$median = static function ( array $times ): float {
			sort( $times );
			return (float) $times[ intdiv( count( $times ), 2 ) ];
		};
		$huge   = $median( $out['times']['huge'] );
		$small  = $median( $out['times']['small'] );
		Figures::note( 'cheap_refusals', sprintf( '11 MB body without key: %d ms, small body: %d ms (medians)', (int) round( $huge * 1000 ), (int) round( $small * 1000 ) ) );
		// Sending 11 MB over the loopback to PHP's server takes about 0.3 s of its own; the refusal
		// used to take 2.5 to 3 s more (the body read, parsed and validated first).
		$this->assertLessThan( 3 * $small + 0.6, $huge, sprintf( 'huge %.3f s against small %.3f s', $huge, $small ) );
	}
}
