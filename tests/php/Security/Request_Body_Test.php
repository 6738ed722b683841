<?php
/**
 * Request bodies the fuzzer (tests/e2e/security.spec.ts) found mishandled: a JSON body that is a
 * bare string, number or boolean made WordPress write a PHP warning; a body that is not JSON got
 * core's English message; a body PHP dropped for exceeding post_max_size got core's English list
 * of missing parameters. Each now gets a Dutch 4xx, after the caller's access was checked.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;
use FitCoach\Tests\Support\Figures;


/**
 * Request body tests.
 *
 * @group security-fuzzing
 */
class Request_Body_Test extends TestCase {

	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
	}

	/**
	 * Sends a raw body.
	 *
	 * @param string               $method  Method.
	 * @param string               $route   Route below /fitcoach/v1.
	 * @param string               $body    Raw body.
	 * @param array<string, mixed> $headers Headers (the API key unless given as null).
	 */
	private function raw( string $method, string $route, string $body, array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/fitcoach/v1' . $route );
		$headers = array_merge(
			array(
				'X-FitCoach-Key' => $this->api_key(),
				'Content-Type'   => 'application/json',
			),
			$headers
		);
		foreach ( $headers as $name => $value ) {
			if ( null !== $value ) {
				$request->set_header( $name, (string) $value );
			}
		}
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	/**
	 * Bodies that are no JSON object: a Dutch 400 fitcoach_invalid_json (PHPUnit turns the old PHP
	 * warning into an error, so this fails without the fix).
	 *
	 * @dataProvider bare_bodies
	 *
	 * @param string $body Body.
	 */
	public function test_a_body_that_is_no_json_object_is_a_dutch_400( string $body ): void {
		wp_set_current_user( $this->create_user( 'sporter' ) );
		foreach ( array( array( 'POST', '/measurements' ), array( 'POST', '/auth/login' ), array( 'PUT', '/auth/profile' ), array( 'POST', '/workout-sessions' ) ) as list( $method, $route ) ) {
			$response = $this->raw( $method, $route, $body );
			$this->assertRestError( 400, 'fitcoach_invalid_json', $response );
			$this->assertSame( 'De gegevens van het verzoek zijn geen geldig JSON-object.', $response->get_data()['message'] );
		}
	}

	/**
	 * The bodies.
	 *
	 * @return array<string, array{string}>
	 */
	public static function bare_bodies(): array {
		return array(
			'string'     => array( '"alleen tekst"' ),
			'number'     => array( '42' ),
			'negative'   => array( '-1' ),
			'boolean'    => array( 'true' ),
			'malformed'  => array( '{"weight": 1,' ),
			'two values' => array( '{"a":1}{"b":2}' ),
		);
	}

	/**
	 * Access first: a guest, or a caller without the API key, still gets the 401.
	 */
	public function test_access_is_checked_first(): void {
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->raw( 'POST', '/measurements', '"x"' ) );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $this->raw( 'POST', '/measurements', '"x"', array( 'X-FitCoach-Key' => null ) ) );
	}

	/**
	 * JSON arrays and null are still read as (no) parameters, as before.
	 */
	public function test_arrays_and_null_are_read_as_before(): void {
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$this->assertSame( 400, $this->raw( 'POST', '/measurements', '[1,2]' )->get_status() );
		$this->assertRestError( 400, 'fitcoach_missing_credentials', $this->raw( 'POST', '/auth/login', 'null' ) );
	}

	/**
	 * The namespace index with an array where WordPress expects a string (it ended in a fatal
	 * TypeError): 400 fitcoach_invalid_param, after the API key check; a string still works.
	 */
	public function test_the_namespace_index_refuses_arrays(): void {
		foreach ( array( 'namespace', 'context' ) as $name ) {
			$request = new WP_REST_Request( 'GET', '/fitcoach/v1' );
			$request->set_header( 'X-FitCoach-Key', $this->api_key() );
			$request->set_query_params( array( $name => array( 'a', 'b' ) ) );
			$this->assertRestError( 400, 'fitcoach_invalid_param', rest_do_request( $request ) );

			$request = new WP_REST_Request( 'GET', '/fitcoach/v1' );
			$request->set_query_params( array( $name => array( 'a' ) ) );
			$this->assertRestError( 401, 'fitcoach_invalid_api_key', rest_do_request( $request ) );
		}
		$request = new WP_REST_Request( 'GET', '/fitcoach/v1' );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$this->assertSame( 'fitcoach/v1', rest_do_request( $request )->get_data()['namespace'] );
	}

	/**
	 * Other namespaces are left to WordPress.
	 */
	public function test_core_routes_are_left_alone(): void {
		$request = new WP_REST_Request( 'POST', '/wp/v2/posts' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{' );
		$this->assertSame( 'rest_invalid_json', rest_do_request( $request )->get_data()['code'] );
	}

	/**
	 * A body PHP dropped for exceeding post_max_size: the profile form gets the spec's "Maximaal
	 * 5MB toegestaan", other routes 413; a guest still gets 401.
	 */
	public function test_a_dropped_body_says_it_was_too_large(): void {
		$length = (int) wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) ) + 1024;
		$saved  = $_SERVER['CONTENT_LENGTH'] ?? null;
		try {
			$_SERVER['CONTENT_LENGTH'] = (string) $length;
			$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->raw( 'PUT', '/auth/profile', '', array( 'Content-Type' => 'multipart/form-data; boundary=x' ) ) );

			wp_set_current_user( $this->create_user( 'sporter' ) );
			$profile = $this->raw( 'PUT', '/auth/profile', '', array( 'Content-Type' => 'multipart/form-data; boundary=x' ) );
			$this->assertRestError( 400, 'fitcoach_file_too_large', $profile );
			$this->assertSame( 'Maximaal 5MB toegestaan', $profile->get_data()['message'] );
			$this->assertRestError( 413, 'fitcoach_request_too_large', $this->raw( 'POST', '/measurements', '' ) );
		} finally {
			if ( null === $saved ) {
				unset( $_SERVER['CONTENT_LENGTH'] );
			} else {
				$_SERVER['CONTENT_LENGTH'] = $saved;
			}
		}
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$this->assertRestError( 400, 'rest_missing_callback_param', $this->raw( 'PUT', '/auth/profile', '{}' ), 'Without a dropped body the usual validation answers' );
	}
}
