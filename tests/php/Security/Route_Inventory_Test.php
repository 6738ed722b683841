<?php
/**
 * Route inventory: every fitcoach/v1 route has a real permission_callback, and only the guest
 * routes of the allowlist may be open to everyone.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Tests\TestCase;

/**
 * Route inventory tests.
 *
 * @group security-inventory
 */
class Route_Inventory_Test extends TestCase {

	/**
	 * Routes a guest may call: route => methods.
	 *
	 * @var array<string, list<string>>
	 */
	private const GUEST_ALLOWLIST = array(
		'/fitcoach/v1/auth/login'           => array( 'POST' ),
		'/fitcoach/v1/auth/refresh'         => array( 'POST' ),
		'/fitcoach/v1/auth/forgot-password' => array( 'POST' ),
		'/fitcoach/v1/auth/reset-password'  => array( 'POST' ),
		'/fitcoach/v1/app/settings'         => array( 'GET' ),
	);

	/**
	 * Every FitCoach route handler: [route, method, handler].
	 *
	 * @return list<array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	private function handlers(): array {
		$handlers = array();
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $route_handlers ) {
			// The namespace index is core's route discovery, not one of ours.
			if ( '/fitcoach/v1' === $route ) {
				continue;
			}
			foreach ( $route_handlers as $handler ) {
				foreach ( array_keys( array_filter( (array) $handler['methods'] ) ) as $method ) {
					$handlers[] = array( $route, $method, $handler );
				}
			}
		}
		return $handlers;
	}

	/**
	 * The inventory is not empty (so the checks below cannot pass vacuously).
	 */
	public function test_the_plugin_registers_its_routes(): void {
		$routes = array_unique( array_column( $this->handlers(), 0 ) );
		$this->assertContains( '/fitcoach/v1/auth/login', $routes );
		$this->assertGreaterThan( 5, count( $routes ) );
	}

	/**
	 * Every handler has a permission callback, and it is not __return_true outside the allowlist.
	 */
	public function test_every_route_has_a_real_permission_callback(): void {
		$offenders = array();
		foreach ( $this->handlers() as list( $route, $method, $handler ) ) {
			$callback = $handler['permission_callback'] ?? null;
			$allowed  = in_array( $method, self::GUEST_ALLOWLIST[ $route ] ?? array(), true );
			if ( null === $callback ) {
				$offenders[] = "$method $route: no permission_callback";
			} elseif ( ! $allowed && '__return_true' === $callback ) {
				$offenders[] = "$method $route: __return_true";
			}
		}
		$this->assertSame( array(), $offenders );
	}

	/**
	 * A guest (without a token, with the API key) is refused by every route outside the allowlist,
	 * with 401 — never 200, never 500. Path parameters get a plausible value.
	 */
	public function test_guests_are_refused_everywhere_but_the_allowlist(): void {
		$offenders = array();
		$checked   = 0;
		foreach ( $this->handlers() as list( $route, $method, $handler ) ) {
			unset( $handler );
			if ( in_array( $method, self::GUEST_ALLOWLIST[ $route ] ?? array(), true ) ) {
				continue;
			}
			$path     = preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '1', $route );
			$response = $this->rest( $method, (string) $path );
			++$checked;
			if ( 401 !== $response->get_status() ) {
				$offenders[] = sprintf( '%s %s → %d', $method, $path, $response->get_status() );
			}
		}
		$this->assertGreaterThan( 0, $checked );
		$this->assertSame( array(), $offenders );
	}

	/**
	 * Without the API key every route outside the allowlist answers 401 fitcoach_invalid_api_key,
	 * even for a logged-in administrator.
	 */
	public function test_the_api_key_is_required_outside_the_allowlist(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$offenders = array();
		foreach ( $this->handlers() as list( $route, $method, $handler ) ) {
			unset( $handler );
			if ( in_array( $method, self::GUEST_ALLOWLIST[ $route ] ?? array(), true ) ) {
				continue;
			}
			$path     = (string) preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '1', $route );
			$response = $this->rest( $method, $path, array(), array( 'X-FitCoach-Key' => null ) );
			$data     = $response->get_data();
			if ( 401 !== $response->get_status() || ! is_array( $data ) || 'fitcoach_invalid_api_key' !== ( $data['code'] ?? '' ) ) {
				$offenders[] = sprintf( '%s %s → %d %s', $method, $path, $response->get_status(), is_array( $data ) ? ( $data['code'] ?? '' ) : '' );
			}
		}
		$this->assertSame( array(), $offenders );
	}

	/**
	 * The guest routes work without the API key (the login screen needs them before anything else).
	 */
	public function test_guest_routes_do_not_need_the_api_key(): void {
		$settings = $this->rest( 'GET', '/app/settings', array(), array( 'X-FitCoach-Key' => null ) );
		$this->assertSame( 200, $settings->get_status() );
		$login = $this->rest(
			'POST',
			'/auth/login',
			array(
				'username' => 'nobody-here',
				'password' => 'x',
			),
			array( 'X-FitCoach-Key' => null )
		);
		$this->assertSame( 401, $login->get_status() );
	}

	/**
	 * The post types are not exposed under /wp/v2.
	 */
	public function test_fitcoach_post_types_are_not_in_the_core_rest_api(): void {
		$routes = array_keys( rest_get_server()->get_routes( 'wp/v2' ) );
		foreach ( $routes as $route ) {
			$this->assertStringNotContainsString( 'fitcoach', $route );
		}
		foreach ( get_post_types( array(), 'objects' ) as $type ) {
			if ( str_starts_with( $type->name, 'fitcoach_' ) ) {
				$this->assertFalse( (bool) $type->show_in_rest, $type->name );
				$this->assertFalse( (bool) $type->public, $type->name );
			}
		}
	}
}
