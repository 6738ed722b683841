<?php
/**
 * Authenticated REST answers say no-store.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Security\No_Store;
use FitCoach\Tests\TestCase;

/**
 * Cache-Control on REST answers.
 */
class No_Store_Test extends TestCase {

	/**
	 * The answer's headers as the REST server sends them: dispatched, then through
	 * rest_post_dispatch, as WP_REST_Server::serve_request() does.
	 *
	 * @param string $route  Route.
	 * @param bool   $ours   Whether to send the app's API key (fitcoach/v1 routes).
	 * @return array<string, string>
	 */
	private function sent_headers( string $route, bool $ours = true ): array {
		$request = new \WP_REST_Request( 'GET', $route );
		if ( $ours ) {
			$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		}
		$server = rest_get_server();
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own filter, run as core runs it.
		$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );
		return $response instanceof \WP_HTTP_Response ? $response->get_headers() : array();
	}

	public function test_fitcoach_answers_are_never_stored(): void {
		$member = $this->create_user( 'sporter' );
		wp_set_current_user( $member );
		foreach ( array( '/measurements', '/workouts', '/auth/me' ) as $path ) {
			$this->assertSame( No_Store::VALUE, $this->sent_headers( '/fitcoach/v1' . $path )['Cache-Control'] ?? null, $path );
		}
		// A refusal too, and a guest's call.
		wp_set_current_user( 0 );
		$this->assertSame( No_Store::VALUE, $this->sent_headers( '/fitcoach/v1/measurements' )['Cache-Control'] ?? null );
		$this->assertSame( No_Store::VALUE, $this->sent_headers( '/fitcoach/v1/app/settings' )['Cache-Control'] ?? null );
	}

	public function test_core_answers_to_a_logged_in_user_are_never_stored(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( No_Store::VALUE, $this->sent_headers( '/wp/v2/users/me', false )['Cache-Control'] ?? null );
	}

	public function test_public_core_answers_to_guests_are_left_alone(): void {
		wp_set_current_user( 0 );
		$this->assertArrayNotHasKey( 'Cache-Control', $this->sent_headers( '/wp/v2/types', false ) );
	}
}
