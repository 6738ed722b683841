<?php
/**
 * Base class of FitCoach's integration tests: real WordPress, real database, one transaction per
 * test that is rolled back, hooks and caches restored, and helpers for REST calls as a user.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_User;
use Yoast\PHPUnitPolyfills\TestCases\TestCase as Polyfill_TestCase;

/**
 * Integration test case.
 */
abstract class TestCase extends Polyfill_TestCase {

	/**
	 * Hooks as they were before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $hooks_backup = array();

	/**
	 * Begins the test's transaction and remembers the hooks.
	 */
	protected function set_up() {
		parent::set_up();
		global $wpdb, $wp_filter, $wp_actions, $wp_current_filter;
		$this->hooks_backup = array(
			'wp_filter'         => array_map( static fn( $hook ) => clone $hook, $wp_filter ),
			'wp_actions'        => $wp_actions,
			'wp_current_filter' => $wp_current_filter,
		);
		$wpdb->suppress_errors( false );
		$wpdb->show_errors( false );
		if ( 'sqlite' !== FITCOACH_DB_ENGINE ) {
			$wpdb->query( 'SET autocommit = 0' );
		}
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		$this->reset_rest_server();
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		unset( $_SERVER['HTTP_AUTHORIZATION'], $_SERVER['HTTP_X_FITCOACH_KEY'] );
	}

	/**
	 * Rolls the test's writes back and restores hooks, user and caches.
	 */
	protected function tear_down() {
		global $wpdb, $wp_filter, $wp_actions, $wp_current_filter;
		$wpdb->query( 'ROLLBACK' );
		if ( 'sqlite' !== FITCOACH_DB_ENGINE ) {
			$wpdb->query( 'SET autocommit = 1' );
		}
		$wp_filter         = $this->hooks_backup['wp_filter']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_actions        = $this->hooks_backup['wp_actions']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_current_filter = $this->hooks_backup['wp_current_filter']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_set_current_user( 0 );
		wp_cache_flush();
		$this->reset_rest_server();
		$this->reset_request_state();
		unset( $_SERVER['HTTP_AUTHORIZATION'], $_SERVER['HTTP_X_FITCOACH_KEY'] );
		parent::tear_down();
	}

	/**
	 * Forgets what the plugin keeps for the rest of a request (a real request ends, a test does
	 * not): records a save beat, a failed write, members being deleted, status rows to refresh.
	 * After a rollback the database may give a rolled-back post's id to the next test's post.
	 */
	private function reset_request_state(): void {
		$state = array(
			array( \FitCoach\Member\Training_Sync::class, 'beaten', array() ),
			array( \FitCoach\Member\Training_Sync::class, 'failed', false ),
			array( \FitCoach\Member\Training_Sync::class, 'deleting', array() ),
			array( \FitCoach\Member\Training_Sync::class, 'written', array() ),
			array( \FitCoach\Coach\Coach_Status::class, 'pending', array() ),
			array( \FitCoach\Coach\Coach_Status::class, 'deleting', array() ),
			array( \FitCoach\Member\Data_Changes::class, 'same_shape', array() ),
		);
		foreach ( $state as list( $class, $property, $value ) ) {
			( new \ReflectionProperty( $class, $property ) )->setValue( null, $value );
		}
	}

	/**
	 * A fresh REST server, so routes registered by a test do not leak.
	 */
	protected function reset_rest_server(): void {
		global $wp_rest_server;
		$wp_rest_server = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * Creates a user with a role and returns its id.
	 *
	 * @param string               $role Role name.
	 * @param array<string, mixed> $args Extra wp_insert_user() fields.
	 */
	protected function create_user( string $role = 'sporter', array $args = array() ): int {
		static $counter = 0;
		++$counter;
		$login   = $args['user_login'] ?? sprintf( 'user%d_%s', $counter, wp_generate_password( 6, false ) );
		$user_id = wp_insert_user(
			array_merge(
				array(
					'user_login' => $login,
					'user_email' => strtolower( $login ) . '@example.test',
					'user_pass'  => 'password-' . $login,
					'first_name' => 'Test',
					'last_name'  => 'Gebruiker',
					'role'       => $role,
				),
				$args
			)
		);
		$this->assertIsInt( $user_id, is_wp_error( $user_id ) ? $user_id->get_error_message() : '' );
		return $user_id;
	}

	/**
	 * A user the test expects to exist (get_userdata(), with the failure said plainly).
	 *
	 * @param int $user_id User id.
	 */
	protected function existing_user( int $user_id ): WP_User {
		$user = get_userdata( $user_id );
		$this->assertInstanceOf( WP_User::class, $user, "User $user_id exists" );
		return $user;
	}

	/**
	 * A user the test expects to exist, by login name.
	 *
	 * @param string $login Login name.
	 */
	protected function existing_user_by_login( string $login ): WP_User {
		$user = get_user_by( 'login', $login );
		$this->assertInstanceOf( WP_User::class, $user, "User $login exists" );
		return $user;
	}

	/**
	 * A post the test expects to exist (get_post(), with the failure said plainly).
	 *
	 * @param int $post_id Post id.
	 */
	protected function existing_post( int $post_id ): WP_Post {
		$post = get_post( $post_id );
		$this->assertInstanceOf( WP_Post::class, $post, "Post $post_id exists" );
		return $post;
	}

	/**
	 * The code of a result the test expects to be a WP_Error.
	 *
	 * @param mixed $result A function's answer.
	 * @return int|string
	 */
	protected function error_code( $result ) {
		$this->assertInstanceOf( WP_Error::class, $result, 'A WP_Error; got: ' . wp_json_encode( $result ) );
		return $result->get_error_code();
	}

	/**
	 * The site's API key, as the app sends it in X-FitCoach-Key.
	 */
	protected function api_key(): string {
		return (string) get_option( 'fitcoach_api_key' );
	}

	/**
	 * Runs a REST request through the real server.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $path    Route below /fitcoach/v1 (e.g. '/auth/me') or a full route ('/wp/v2/users').
	 * @param array<string, mixed> $params  Body parameters (JSON) for writes, query parameters for reads.
	 * @param array<string, mixed> $headers Extra headers; the API key is sent unless 'X-FitCoach-Key' is given as null.
	 */
	protected function rest( string $method, string $path, array $params = array(), array $headers = array() ): WP_REST_Response {
		$route   = str_starts_with( $path, '/fitcoach/' ) || str_starts_with( $path, '/wp/' ) ? $path : '/fitcoach/v1' . $path;
		$request = new WP_REST_Request( $method, $route );
		$headers = array_merge( array( 'X-FitCoach-Key' => $this->api_key() ), $headers );
		foreach ( $headers as $name => $value ) {
			if ( null !== $value ) {
				$request->set_header( $name, (string) $value );
			}
		}
		if ( in_array( $method, array( 'GET', 'HEAD', 'DELETE' ), true ) ) {
			$request->set_query_params( $params );
		} elseif ( array() !== $params ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Asserts a refusal: the status and the WP_Error code.
	 *
	 * @param int              $status   Expected HTTP status.
	 * @param string           $code     Expected error code.
	 * @param WP_REST_Response $response The response.
	 * @param string           $message  What the case is about, said first when it fails.
	 */
	protected function assertRestError( int $status, string $code, WP_REST_Response $response, string $message = '' ): void {
		$data   = $response->get_data();
		$prefix = '' === $message ? '' : $message . '. ';
		$this->assertSame( $status, $response->get_status(), $prefix . 'Status; body: ' . wp_json_encode( $data ) );
		$this->assertIsArray( $data, $message );
		$this->assertSame( $code, $data['code'] ?? null, $prefix . 'Error code; body: ' . wp_json_encode( $data ) );
	}
}
