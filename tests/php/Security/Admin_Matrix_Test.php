<?php
/**
 * The role matrix of every admin and switching route: each role of the site (and a guest) against
 * its own account, a member, a trainer and an administrator, with the exact status and code.
 *
 * Every call logs in the way the app does: a real access token from a login (Tokens::issue_login)
 * in `Authorization: Bearer …` with the API key in `X-FitCoach-Key`, through the REST server, and
 * nothing else: no cookie, no wp_set_current_user(). Each call starts as a guest.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Auth\Current_Login;
use FitCoach\Auth\Tokens;
use FitCoach\Tests\TestCase;
use WP_REST_Response;

/**
 * Role matrix of /admin/* and /user/switch*.
 */
class Admin_Matrix_Test extends TestCase {

	/**
	 * Every role of the site, with what it may do: 'admin' (administrator), 'trainer' (manages and
	 * switches to plain members only) or 'member' (none of the admin routes).
	 * The guard test below fails when the site has a role that is not listed here.
	 */
	private const ROLES = array(
		'administrator' => 'admin',
		'pt_trainer'    => 'trainer',
		'sporter'       => 'member',
		'subscriber'    => 'member',
		'editor'        => 'member',
		'author'        => 'member',
		'contributor'   => 'member',
	);

	/**
	 * The targets every target route is tried against.
	 */
	private const TARGETS = array( 'own', 'member', 'trainer', 'administrator' );

	/**
	 * Routes: method, path ({target} is replaced), whether it has a target, and which permission it
	 * needs: 'clients' (fitcoach_manage_clients, per target fitcoach_manage_client), 'switch'
	 * (fitcoach_switch_users, per target fitcoach_switch_to_user) or 'login' (any logged-in user).
	 */
	private const ROUTES = array(
		'GET /admin/stats'                      => array( 'GET', '/admin/stats', false, 'clients' ),
		'GET /admin/recent-activity'            => array( 'GET', '/admin/recent-activity', false, 'clients' ),
		'GET /admin/attention'                  => array( 'GET', '/admin/attention', false, 'clients' ),
		'GET /admin/users'                      => array( 'GET', '/admin/users', false, 'clients' ),
		'GET /admin/coaches'                    => array( 'GET', '/admin/coaches', false, 'clients' ),
		'POST /admin/users'                     => array( 'POST', '/admin/users', false, 'clients' ),
		'GET /admin/users/{id}'                 => array( 'GET', '/admin/users/{target}', true, 'clients' ),
		'PUT /admin/users/{id}'                 => array( 'PUT', '/admin/users/{target}', true, 'clients' ),
		'DELETE /admin/users/{id}'              => array( 'DELETE', '/admin/users/{target}', true, 'clients' ),
		'POST /admin/users/{id}/reset-password' => array( 'POST', '/admin/users/{target}/reset-password', true, 'clients' ),
		'GET /admin/users/{id}/progress'        => array( 'GET', '/admin/users/{target}/progress', true, 'clients' ),
		'PUT /admin/users/{id}/goal-weight'     => array( 'PUT', '/admin/users/{target}/goal-weight', true, 'clients' ),
		'POST /admin/users/{id}/goal-weight'    => array( 'POST', '/admin/users/{target}/goal-weight', true, 'clients' ),
		'GET /admin/workouts'                   => array( 'GET', '/admin/workouts', false, 'clients' ),
		'GET /admin/workouts/members'           => array( 'GET', '/admin/workouts/members', false, 'clients' ),
		'GET /admin/exercises'                  => array( 'GET', '/admin/exercises', false, 'clients' ),
		'POST /admin/exercises'                 => array( 'POST', '/admin/exercises', false, 'clients' ),
		'GET /user/switch/available'            => array( 'GET', '/user/switch/available', false, 'switch' ),
		'POST /user/switch'                     => array( 'POST', '/user/switch', true, 'switch' ),
		'POST /user/switch/clear'               => array( 'POST', '/user/switch/clear', false, 'login' ),
		'GET /user/switch/current'              => array( 'GET', '/user/switch/current', false, 'login' ),
	);

	/**
	 * Users made once for the whole matrix (each case's writes are rolled back): a caller per role,
	 * role => id.
	 *
	 * @var array<string, int>
	 */
	private static array $callers = array();

	/**
	 * The targets, kind => id.
	 *
	 * @var array<string, int>
	 */
	private static array $targets = array();

	/**
	 * The app login of each caller: role => [access token, login family].
	 *
	 * @var array<string, array{string, string}>
	 */
	private static array $logins = array();

	/**
	 * Who the REST server saw when the route's callbacks were about to run: [user id, login family].
	 *
	 * @var array{int, string|null}|null
	 */
	private ?array $seen = null;

	/**
	 * Makes the matrix's users (committed, so they are removed again after the class).
	 */
	public static function set_up_before_class() {
		parent::set_up_before_class();
		$make = static function ( string $role, string $name ): int {
			$id = wp_insert_user(
				array(
					'user_login' => 'matrix_' . $name,
					'user_email' => 'matrix_' . $name . '@example.test',
					'user_pass'  => wp_generate_password( 20 ),
					'first_name' => 'Matrix',
					'last_name'  => $name,
					'role'       => $role,
				)
			);
			return is_int( $id ) ? $id : 0;
		};
		foreach ( array_keys( self::ROLES ) as $role ) {
			self::$callers[ $role ] = $make( $role, 'caller_' . $role );
		}
		self::$targets = array(
			'member'        => $make( 'sporter', 'target_member' ),
			'trainer'       => $make( 'pt_trainer', 'target_trainer' ),
			'administrator' => $make( 'administrator', 'target_administrator' ),
		);
		// One app login per caller, as POST /auth/login starts it (its tokens go with the user).
		foreach ( self::$callers as $role => $id ) {
			$login = $id > 0 ? Tokens::issue_login( $id, false ) : null;
			if ( is_array( $login ) ) {
				self::$logins[ $role ] = array( $login['token'], $login['family'] );
			}
		}
		wp_set_current_user( 0 );
	}

	/**
	 * Removes the matrix's users.
	 */
	public static function tear_down_after_class() {
		foreach ( array_merge( self::$callers, self::$targets ) as $id ) {
			if ( $id > 0 ) {
				wp_delete_user( $id );
			}
		}
		self::$callers = array();
		self::$targets = array();
		self::$logins  = array();
		parent::tear_down_after_class();
	}

	/**
	 * Cases: caller role × route (× target).
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public function data_matrix(): array {
		$cases = array();
		foreach ( array_merge( array( 'anonymous' ), array_keys( self::ROLES ) ) as $role ) {
			foreach ( self::ROUTES as $route => $spec ) {
				foreach ( $spec[2] ? self::TARGETS : array( 'none' ) as $target ) {
					$cases[ "$role: $route" . ( 'none' === $target ? '' : " → $target" ) ] = array( $role, $route, $target );
				}
			}
		}
		return $cases;
	}

	/**
	 * The guard: every role the site has is in the matrix (and the matrix has no role the site lacks).
	 *
	 * @group security-inventory
	 */
	public function test_every_role_of_the_site_is_in_the_matrix(): void {
		$this->assertEqualsCanonicalizing( array_keys( wp_roles()->roles ), array_keys( self::ROLES ) );
	}

	/**
	 * Records who the REST server saw just before a route's callbacks ran (after the token check).
	 */
	protected function set_up() {
		parent::set_up();
		$this->seen = null;
		add_filter(
			'rest_request_before_callbacks',
			function ( $response ) {
				$this->seen = array( get_current_user_id(), Current_Login::family() );
				return $response;
			},
			PHP_INT_MAX
		);
	}

	/**
	 * Calls a route as the app does for a caller: from a guest, with the caller's Bearer token and
	 * the API key (the guest without a token), and asserts it was the token that logged the call in.
	 *
	 * @param string               $role   Caller role or 'anonymous'.
	 * @param string               $method HTTP method.
	 * @param string               $path   Path below /fitcoach/v1.
	 * @param array<string, mixed> $params Parameters.
	 */
	private function call_as( string $role, string $method, string $path, array $params = array() ): WP_REST_Response {
		// Nothing of a previous call or case: no current user, no cookie login.
		wp_set_current_user( 0 );
		$this->assertSame( 0, get_current_user_id(), 'Each call starts as a guest' );
		$this->assertArrayNotHasKey( LOGGED_IN_COOKIE, $_COOKIE, 'No cookie login' );
		$headers = array();
		if ( 'anonymous' !== $role ) {
			$this->assertArrayHasKey( $role, self::$logins, 'The caller has an app login' );
			$headers = array( 'Authorization' => 'Bearer ' . self::$logins[ $role ][0] );
		}
		$this->seen = null;
		$response   = $this->rest( $method, $path, $params, $headers );
		$this->assertNotNull( $this->seen, 'The request reached the route' );
		$expected = 'anonymous' === $role ? array( 0, null ) : array( self::$callers[ $role ], self::$logins[ $role ][1] );
		$this->assertSame( $expected, $this->seen, 'The call was made by the token\'s user and login' );
		return $response;
	}

	/**
	 * The expected status and error code of one case.
	 *
	 * @param string $role   Caller role or 'anonymous'.
	 * @param string $route  Route key.
	 * @param string $target Target kind or 'none'.
	 * @return array{int, string|null}
	 */
	private static function expected( string $role, string $route, string $target ): array {
		list( $method, , $has_target, $needs ) = self::ROUTES[ $route ];
		if ( 'anonymous' === $role ) {
			return array( 401, 'fitcoach_not_logged_in' );
		}
		$kind = self::ROLES[ $role ];
		if ( 'login' === $needs ) {
			return array( 200, null );
		}
		if ( 'member' === $kind ) {
			return array( 403, 'fitcoach_forbidden' );
		}
		if ( ! $has_target ) {
			return array( 'POST' === $method ? 201 : 200, null );
		}
		$allowed = array(
			'trainer' => array( 'member' ),
			'admin'   => array( 'member', 'trainer', 'administrator' ),
		);
		if ( in_array( $target, $allowed[ $kind ], true ) ) {
			return array( 200, null );
		}
		return array( 403, 'switch' === $needs ? 'fitcoach_switch_denied' : 'fitcoach_forbidden' );
	}

	/**
	 * One case of the matrix.
	 *
	 * @dataProvider data_matrix
	 *
	 * @param string $role   Caller role or 'anonymous'.
	 * @param string $route  Route key.
	 * @param string $target Target kind or 'none'.
	 * @group security-matrix
	 */
	public function test_matrix( string $role, string $route, string $target ): void {
		$people = self::$targets;
		$caller = 'anonymous' === $role ? 0 : self::$callers[ $role ];
		$this->assertNotContains( 0, $people, 'The matrix users exist' );
		$this->assertTrue( 'anonymous' === $role || $caller > 0, 'The caller exists' );

		$people['own'] = $caller > 0 ? $caller : $people['member'];
		$target_id     = 'none' === $target ? 0 : $people[ $target ];

		list( $method, $path ) = self::ROUTES[ $route ];
		$path                  = str_replace( '{target}', (string) $target_id, $path );
		$params                = array();
		if ( 'POST /admin/users' === $route ) {
			$params = array(
				'first_name' => 'Nieuw',
				'last_name'  => 'Lid',
				'email'      => 'nieuw.' . wp_generate_password( 8, false ) . '@example.test',
			);
		} elseif ( 'POST /admin/exercises' === $route ) {
			$params = array( 'title' => 'Matrix oefening' );
		} elseif ( 'PUT /admin/users/{id}' === $route ) {
			$params = array( 'first_name' => 'Gewijzigd' );
		} elseif ( 'POST /user/switch' === $route ) {
			$params = array( 'user_id' => $target_id );
		} elseif ( str_ends_with( $route, '/goal-weight' ) ) {
			$params = array( 'goal_weight' => 72.5 );
		}

		$response = $this->call_as( $role, $method, $path, $params );

		list( $status, $code ) = self::expected( $role, $route, $target );
		if ( null === $code ) {
			$this->assertSame( $status, $response->get_status(), 'Body: ' . wp_json_encode( $response->get_data() ) );
		} else {
			$this->assertRestError( $status, $code, $response );
		}
		$this->assert_effect( $role, $route, $target_id, $response, $status < 300 );
	}

	/**
	 * What a case did, or did not do, to its target.
	 *
	 * @param string           $role      Caller role or 'anonymous'.
	 * @param string           $route     Route key.
	 * @param int              $target_id Target user id (0: none).
	 * @param WP_REST_Response $response  Response.
	 * @param bool             $allowed   Whether the case was allowed.
	 */
	private function assert_effect( string $role, string $route, int $target_id, WP_REST_Response $response, bool $allowed ): void {
		if ( $target_id <= 0 ) {
			return;
		}
		$target = get_userdata( $target_id );
		if ( ! $allowed ) {
			// A refusal reveals nothing of the target and changes nothing.
			$this->assertNotFalse( $target, 'A refused call deletes nobody' );
			$this->assertStringNotContainsString( $target->user_email, (string) wp_json_encode( $response->get_data() ) );
			$this->assertNotSame( 'Gewijzigd', $target->first_name );
			$this->assertSame( '', get_user_meta( $target_id, 'fitcoach_goal_weight', true ), 'A refused call sets no goal weight' );
			return;
		}
		switch ( $route ) {
			case 'GET /admin/users/{id}':
				$this->assertSame( $target_id, $response->get_data()['id'] );
				break;
			case 'PUT /admin/users/{id}':
				$this->assertInstanceOf( \WP_User::class, $target );
				$this->assertSame( 'Gewijzigd', $target->first_name );
				break;
			case 'DELETE /admin/users/{id}':
				$this->assertFalse( $target );
				break;
			case 'GET /admin/users/{id}/progress':
				$this->assertSame( array( 'goal_weight', 'weight', 'last_sessions', 'sessions_per_week', 'records', 'totals' ), array_keys( $response->get_data() ) );
				break;
			case 'PUT /admin/users/{id}/goal-weight':
			case 'POST /admin/users/{id}/goal-weight':
				$this->assertSame( array( 'goal_weight' => 72.5 ), $response->get_data() );
				$this->assertSame( '72.5', get_user_meta( $target_id, 'fitcoach_goal_weight', true ) );
				break;
			case 'POST /user/switch':
				$this->assertSame( $target_id, $response->get_data()['switched_user']['id'] );
				// The switch belongs to the token's login: the next call of that login sees it.
				$current = $this->call_as( $role, 'GET', '/user/switch/current' )->get_data();
				$this->assertTrue( $current['is_switched'] );
				$this->assertSame( $target_id, $current['switched_user']['id'] );
				break;
		}
	}
}
