<?php
/**
 * Self-describing routes (issue 11): every fitcoach/v1 handler declares what it is —
 * 'fitcoach' => array( 'access' => guest|self|member, 'capability' => … ) — and the API key, the
 * permission checks and the app's route lists all read those declarations.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Auth\Rest_Authentication;
use FitCoach\Frontend\App_Scripts;
use FitCoach\REST\Route_Access;
use FitCoach\Roles;
use FitCoach\Tests\TestCase;
use FitCoach\REST\Switch_Controller;
use WP_Error;
use WP_REST_Request;

/**
 * Route declarations.
 *
 * @group security-inventory
 */
class Route_Access_Test extends TestCase {

	/**
	 * Every FitCoach handler with its method: [route, method, handler]. The namespace index is
	 * core's route discovery, not one of ours.
	 *
	 * @return list<array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	private function handlers(): array {
		$handlers = array();
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $route_handlers ) {
			if ( '/fitcoach/v1' === $route ) {
				continue;
			}
			foreach ( $route_handlers as $handler ) {
				foreach ( array_keys( array_filter( (array) $handler['methods'] ) ) as $method ) {
					$handlers[] = array( (string) $route, (string) $method, $handler );
				}
			}
		}
		return $handlers;
	}

	/**
	 * A path for a route pattern: every URL parameter becomes 1.
	 *
	 * @param string $route Route pattern.
	 */
	private static function path( string $route ): string {
		return (string) preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '1', $route );
	}

	/**
	 * Every handler has a valid declaration (exactly access and capability; a guest asks for no
	 * capability; a capability some role has), and the handlers of one route declare the same
	 * (core's Allow header asks every handler's permission check with the matched handler's
	 * attributes).
	 */
	public function test_every_handler_declares_what_it_is(): void {
		$offenders = array();
		$per_route = array();
		$admin     = get_role( 'administrator' );
		$this->assertNotNull( $admin );
		foreach ( $this->handlers() as list( $route, $method, $handler ) ) {
			$declared = $handler[ Route_Access::KEY ] ?? null;
			if ( ! Route_Access::is_valid( $declared ) ) {
				$offenders[] = "$method $route: " . wp_json_encode( $declared );
				continue;
			}
			if ( '' !== $declared['capability'] && ! $admin->has_cap( $declared['capability'] ) ) {
				$offenders[] = "$method $route: no role has {$declared['capability']}";
			}
			$per_route[ $route ][ (string) wp_json_encode( $declared ) ] = true;
		}
		$this->assertSame( array(), $offenders );
		$this->assertGreaterThan( 30, count( $per_route ), 'Every route was looked at (not vacuous)' );
		foreach ( $per_route as $route => $declarations ) {
			$this->assertCount( 1, $declarations, "$route: its handlers declare different things" );
		}

		// Through a closure taking mixed, as the handlers' arguments reach it: no type is known.
		$is_valid = static function ( $declaration ): bool {
			return Route_Access::is_valid( $declaration );
		};
		$this->assertFalse( $is_valid( array( 'access' => 'guest' ) ) );
		$this->assertFalse(
			$is_valid(
				array(
					'access'     => 'guest',
					'capability' => 'read',
				)
			),
			'A guest route needs no capability'
		);
		$this->assertFalse(
			$is_valid(
				array(
					'access'     => 'admin',
					'capability' => '',
				)
			)
		);
	}

	/**
	 * What the routes declare today: the five guest routes of the login screen; the coach's, the
	 * operator's and switching routes are self with their capability; the member data is member.
	 */
	public function test_the_declarations_say_what_the_routes_do(): void {
		$declared = array();
		foreach ( $this->handlers() as list( $route, $method, $handler ) ) {
			$declared[ "$method $route" ] = Route_Access::of( $handler );
		}
		$guests = array_keys( array_filter( $declared, static fn( $d ): bool => 'guest' === ( $d['access'] ?? '' ) ) );
		sort( $guests );
		$this->assertSame(
			array(
				'GET /fitcoach/v1/app/settings',
				'POST /fitcoach/v1/auth/forgot-password',
				'POST /fitcoach/v1/auth/login',
				'POST /fitcoach/v1/auth/refresh',
				'POST /fitcoach/v1/auth/reset-password',
			),
			$guests
		);
		$expect = array(
			'GET /fitcoach/v1/auth/me'                 => array( 'self', '' ),
			'POST /fitcoach/v1/auth/change-password'   => array( 'self', '' ),
			'GET /fitcoach/v1/admin/stats'             => array( 'self', Roles::MANAGE_CLIENTS ),
			'GET /fitcoach/v1/admin/recent-activity'   => array( 'self', Roles::MANAGE_CLIENTS ),
			'DELETE /fitcoach/v1/admin/users/(?P<id>[\d]+)' => array( 'self', Roles::MANAGE_CLIENTS ),
			'POST /fitcoach/v1/user/switch'            => array( 'self', Roles::SWITCH_USERS ),
			'GET /fitcoach/v1/user/switch/current'     => array( 'self', '' ),
			'POST /fitcoach/v1/admin/settings'         => array( 'self', Roles::MANAGE_SETTINGS ),
			'POST /fitcoach/v1/app/api-key/regenerate' => array( 'self', Roles::MANAGE_SETTINGS ),
			'GET /fitcoach/v1/measurements'            => array( 'member', '' ),
			'PUT /fitcoach/v1/workout-sessions/(?P<id>[\d]+)' => array( 'member', '' ),
			'GET /fitcoach/v1/stats/progress'          => array( 'member', '' ),
			'PUT /fitcoach/v1/auth/profile'            => array( 'member', '' ),
		);
		foreach ( $expect as $label => list( $access, $capability ) ) {
			$this->assertSame(
				array(
					'access'     => $access,
					'capability' => $capability,
				),
				$declared[ $label ] ?? null,
				$label
			);
		}
	}

	/**
	 * A guest route answers without the key and without a login (whatever its answer to an empty
	 * call is, it is no refusal); every self and member route refuses a call without the key (401
	 * fitcoach_invalid_api_key) and, with the key, a guest (401 fitcoach_not_logged_in).
	 */
	public function test_guest_routes_answer_without_key_or_login_and_no_other_route_does(): void {
		$refusals = array( 'fitcoach_invalid_api_key', 'fitcoach_not_logged_in', 'fitcoach_forbidden', 'rest_forbidden' );
		$guests   = 0;
		$others   = 0;
		foreach ( $this->handlers() as list( $route, $method, $handler ) ) {
			wp_set_current_user( 0 );
			$path     = self::path( $route );
			$no_key   = $this->rest( $method, $path, array(), array( 'X-FitCoach-Key' => null ) );
			$no_login = $this->rest( $method, $path );
			if ( 'guest' === ( Route_Access::of( $handler )['access'] ?? '' ) ) {
				foreach ( array( $no_key, $no_login ) as $response ) {
					$code = $response->get_data()['code'] ?? '';
					$this->assertNotContains( $code, $refusals, "$method $route" );
					$this->assertLessThan( 500, $response->get_status(), "$method $route" );
				}
				$this->assertTrue( Rest_Authentication::is_public( $route, $method ), "$method $route" );
				++$guests;
				continue;
			}
			$this->assertRestError( 401, 'fitcoach_invalid_api_key', $no_key );
			$this->assertRestError( 401, 'fitcoach_not_logged_in', $no_login );
			$this->assertFalse( Rest_Authentication::is_public( $route, $method ), "$method $route" );
			++$others;
		}
		$this->assertSame( 5, $guests );
		$this->assertGreaterThan( 30, $others );
	}

	/**
	 * Member routes act for a member: a user_id the caller may not act as is refused (403
	 * fitcoach_switch_denied). Self routes are never switch-aware: the same user_id is not read
	 * (POST /user/switch reads a user_id of its own: the user to switch to).
	 */
	public function test_member_routes_are_switch_aware_and_self_routes_are_not(): void {
		$other  = $this->create_user( 'sporter' );
		$member = 0;
		$self   = 0;
		foreach ( $this->handlers() as list( $route, $method, $handler ) ) {
			$access = Route_Access::of( $handler )['access'] ?? '';
			if ( 'guest' === $access || 'POST /fitcoach/v1/user/switch' === "$method $route" ) {
				continue;
			}
			// A member is refused on a member route; an administrator may use every self route.
			wp_set_current_user( $this->create_user( 'member' === $access ? 'sporter' : 'administrator' ) );
			$response = $this->rest( $method, self::path( $route ), array( 'user_id' => $other ) );
			$code     = $response->get_data()['code'] ?? '';
			if ( 'member' === $access ) {
				$this->assertRestError( 403, 'fitcoach_switch_denied', $response );
				++$member;
			} else {
				$this->assertNotSame( 'fitcoach_switch_denied', $code, "$method $route" );
				++$self;
			}
		}
		$this->assertGreaterThan( 10, $member );
		$this->assertGreaterThan( 10, $self );
	}

	/**
	 * The app page's route lists are the declarations, relative to the namespace: guest, the routes
	 * with a guest handler; realUser, the declared routes without a member handler. Built from the
	 * controllers without starting the REST server, they equal the REST server's; and every
	 * pattern matches its own path the way the app matches (the whole endpoint, any case).
	 */
	public function test_the_app_config_lists_the_declarations(): void {
		global $wp_rest_server;
		$this->reset_rest_server();
		$config = App_Scripts::config();
		$this->assertNull( $wp_rest_server, 'The app page does not start the REST server' );
		$this->assertArrayHasKey( 'routes', $config );

		$expected = array(
			'guest'    => array(),
			'realUser' => array(),
		);
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $handlers ) {
			$access = array();
			foreach ( $handlers as $handler ) {
				if ( isset( $handler['fitcoach']['access'] ) ) {
					$access[] = $handler['fitcoach']['access'];
				}
			}
			$relative = substr( (string) $route, strlen( '/fitcoach/v1/' ) );
			if ( in_array( 'guest', $access, true ) ) {
				$expected['guest'][] = $relative;
			}
			if ( array() !== $access && ! in_array( 'member', $access, true ) ) {
				$expected['realUser'][] = $relative;
			}
		}
		$this->assertSame( $expected, $config['routes'] );
		$this->assertSame( $expected, Route_Access::client_routes(), 'From the running REST server too' );
		$this->assertContains( 'admin/users/(?P<id>[\d]+)', $config['routes']['realUser'] );
		$this->assertNotContains( 'measurements', $config['routes']['realUser'] );

		foreach ( array_merge( $config['routes']['guest'], $config['routes']['realUser'] ) as $pattern ) {
			$this->assertSame( 1, preg_match( '@^(?:' . $pattern . ')$@i', strtoupper( self::path( $pattern ) ) ), $pattern );
		}

		// Printed for the app.
		$json = (string) wp_json_encode( $config['routes'] );
		$this->assertStringContainsString( '"guest":["auth\/login"', $json );
	}

	/**
	 * Guest access comes from the declaration alone: a route another plugin adds to the namespace
	 * with a guest declaration needs no key; without one it needs the key, whatever its permission
	 * callback says.
	 */
	public function test_only_a_declaration_makes_a_guest_route(): void {
		add_action(
			'rest_api_init',
			static function (): void {
				foreach ( array(
					'declared'   => true,
					'undeclared' => false,
				) as $name => $declared ) {
					$handler = array(
						'methods'             => 'GET',
						'callback'            => static fn() => array( 'ok' => true ),
						'permission_callback' => '__return_true',
					);
					if ( $declared ) {
						$handler['fitcoach'] = array(
							'access'     => 'guest',
							'capability' => '',
						);
					}
					register_rest_route( 'fitcoach/v1', '/test-' . $name, $handler );
				}
			}
		);
		$this->reset_rest_server();
		$this->assertTrue( Rest_Authentication::is_public( '/fitcoach/v1/test-declared', 'GET' ) );
		$this->assertTrue( Rest_Authentication::is_public( '/fitcoach/v1/Test-Declared/', 'HEAD' ) );
		$this->assertFalse( Rest_Authentication::is_public( '/fitcoach/v1/test-declared', 'POST' ) );
		$this->assertFalse( Rest_Authentication::is_public( '/fitcoach/v1/test-undeclared', 'GET' ) );
		$this->assertSame( 200, $this->rest( 'GET', '/test-declared', array(), array( 'X-FitCoach-Key' => null ) )->get_status() );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $this->rest( 'GET', '/test-undeclared', array(), array( 'X-FitCoach-Key' => null ) ) );
		$this->assertContains( 'test-declared', Route_Access::client_routes()['guest'] );
		$this->assertNotContains( 'test-undeclared', Route_Access::client_routes()['realUser'] );
	}

	/**
	 * A permission check asked outside the REST server's dispatch (no matched handler) finds the
	 * declaration by the route, and a route without one is refused.
	 */
	public function test_a_permission_check_called_directly_reads_the_route(): void {
		$controller = new Switch_Controller();
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$available = $controller->permissions_check_for_declaration( new WP_REST_Request( 'GET', '/fitcoach/v1/user/switch/available' ) );
		$this->assertInstanceOf( WP_Error::class, $available );
		$this->assertSame( 'fitcoach_forbidden', $available->get_error_code() );
		$this->assertSame( 'Je hebt geen toegang tot deze functie.', $available->get_error_message() );
		$this->assertTrue( $controller->permissions_check_for_declaration( new WP_REST_Request( 'GET', '/fitcoach/v1/user/switch/current' ) ) );
		$settings = $controller->permissions_check_for_declaration( new WP_REST_Request( 'GET', '/fitcoach/v1/admin/settings' ) );
		$this->assertInstanceOf( WP_Error::class, $settings );
		$this->assertSame( 'Je hebt geen toegang tot de instellingen.', $settings->get_error_message() );
		$nowhere = $controller->permissions_check_for_declaration( new WP_REST_Request( 'GET', '/fitcoach/v1/nowhere' ) );
		$this->assertInstanceOf( WP_Error::class, $nowhere );
		$this->assertSame( 403, $nowhere->get_error_data()['status'] ?? null );
		wp_set_current_user( 0 );
		$this->assertTrue( $controller->permissions_check_for_declaration( new WP_REST_Request( 'GET', '/fitcoach/v1/app/settings' ) ) );
		$guest = $controller->permissions_check_for_declaration( new WP_REST_Request( 'GET', '/fitcoach/v1/nowhere' ) );
		$this->assertInstanceOf( WP_Error::class, $guest );
		$this->assertSame( 'fitcoach_not_logged_in', $guest->get_error_code() );
	}
}
