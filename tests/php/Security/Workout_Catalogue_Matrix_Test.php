<?php
/**
 * The coach's workouts and exercises (issue 28, item 2): every /admin/workouts and /admin/exercises
 * route called by a guest, the member, another member, the member's own trainer, another trainer
 * and the administrator, the way the app calls it (a real access token in Authorization: Bearer
 * with the API key), with the exact status and code, and what a refusal leaves.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Auth\Tokens;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use WP_REST_Response;

/**
 * The workout catalogue matrix.
 *
 * @group security-matrix
 */
class Workout_Catalogue_Matrix_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The callers.
	 */
	private const CALLERS = array( 'anonymous', 'member', 'other_member', 'own_trainer', 'other_trainer', 'administrator' );

	/**
	 * Routes: method, path ({workout}, {exercise}: the member's workout and an unused exercise),
	 * body ('{member}': the member's id), and what a coach gets: 'ok' (every coach), 'assign' (the
	 * member's own trainer and the administrator; another trainer 403 fitcoach_assignment_forbidden)
	 * or 'delete' (another trainer 403 fitcoach_workout_shared).
	 */
	private const ROUTES = array(
		'GET /admin/workouts'             => array( 'GET', '/admin/workouts', array(), 'ok' ),
		'POST /admin/workouts'            => array(
			'POST',
			'/admin/workouts',
			array(
				'title'    => 'Nieuw',
				'assigned' => array(
					'everyone' => false,
					'members'  => array( '{member}' ),
				),
			),
			'assign',
		),
		'GET /admin/workouts/members'     => array( 'GET', '/admin/workouts/members', array(), 'ok' ),
		'GET /admin/workouts/{id}'        => array( 'GET', '/admin/workouts/{workout}', array(), 'ok' ),
		'PUT /admin/workouts/{id}'        => array( 'PUT', '/admin/workouts/{workout}', array( 'title' => 'Gewijzigd' ), 'ok' ),
		'PUT /admin/workouts/{id} assign' => array(
			'PUT',
			'/admin/workouts/{workout}',
			array(
				'assigned' => array(
					'everyone' => false,
					'members'  => array( '{member}' ),
				),
			),
			'assign',
		),
		'DELETE /admin/workouts/{id}'     => array( 'DELETE', '/admin/workouts/{workout}', array(), 'delete' ),
		'GET /admin/exercises'            => array( 'GET', '/admin/exercises', array(), 'ok' ),
		'POST /admin/exercises'           => array( 'POST', '/admin/exercises', array( 'title' => 'Nieuwe oefening' ), 'ok' ),
		'GET /admin/exercises/{id}'       => array( 'GET', '/admin/exercises/{exercise}', array(), 'ok' ),
		'PUT /admin/exercises/{id}'       => array( 'PUT', '/admin/exercises/{exercise}', array( 'title' => 'Gewijzigd' ), 'ok' ),
		'DELETE /admin/exercises/{id}'    => array( 'DELETE', '/admin/exercises/{exercise}', array(), 'ok' ),
	);

	/**
	 * Cases: caller × route.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function data_matrix(): array {
		$cases = array();
		foreach ( self::CALLERS as $caller ) {
			foreach ( array_keys( self::ROUTES ) as $route ) {
				$cases[ "$caller: $route" ] = array( $caller, $route );
			}
		}
		return $cases;
	}

	/**
	 * The routes of the two controllers are all in the matrix (a new one left out fails here).
	 *
	 * @group security-inventory
	 */
	public function test_every_catalogue_route_is_in_the_matrix(): void {
		$registered = array();
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $handlers ) {
			if ( ! preg_match( '#^/fitcoach/v1/admin/(workouts|exercises)#', $route ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				$methods = array_keys( array_filter( (array) $handler['methods'] ) );
				// An editable handler (POST, PUT, PATCH) is one handler: the app calls it with PUT.
				$methods = in_array( 'PUT', $methods, true ) ? array( 'PUT' ) : $methods;
				foreach ( $methods as $method ) {
					$registered[] = $method . ' ' . preg_replace( '#\(\?P<id>[^)]*\)#', '{id}', substr( $route, strlen( '/fitcoach/v1' ) ) );
				}
			}
		}
		$in_matrix = array_unique( array_map( static fn( string $key ): string => (string) preg_replace( '/ assign$/', '', $key ), array_keys( self::ROUTES ) ) );
		$this->assertEqualsCanonicalizing( array_values( $in_matrix ), array_values( array_unique( $registered ) ) );
	}

	/**
	 * One case.
	 *
	 * @dataProvider data_matrix
	 *
	 * @param string $caller Caller kind.
	 * @param string $route  Route key.
	 */
	public function test_matrix( string $caller, string $route ): void {
		$own_trainer   = $this->create_user( 'pt_trainer' );
		$other_trainer = $this->create_user( 'pt_trainer' );
		$member        = $this->create_user( 'sporter', array( 'display_name' => 'Matrix Lid' ) );
		$other_member  = $this->create_user( 'sporter' );
		Coach_Assignment::set( $member, $own_trainer );
		Coach_Assignment::set( $other_member, $other_trainer );
		$people  = array(
			'anonymous'     => 0,
			'member'        => $member,
			'other_member'  => $other_member,
			'own_trainer'   => $own_trainer,
			'other_trainer' => $other_trainer,
			'administrator' => $this->create_user( 'administrator' ),
		);
		$used    = $this->exercise( 'Squat' );
		$unused  = $this->exercise( 'Los' );
		$workout = $this->workout( 'Voor het lid', array( $used ), array( $member ) );
		wp_set_current_user( 0 );

		list( $method, $path, $body, $kind ) = self::ROUTES[ $route ];
		$path                                = str_replace( array( '{workout}', '{exercise}' ), array( (string) $workout, (string) $unused ), $path );
		$body                                = self::with_member( $body, $member );
		$response                            = $this->call_as( $people[ $caller ], $method, $path, $body );

		if ( 'anonymous' === $caller ) {
			$this->assertRestError( 401, 'fitcoach_not_logged_in', $response );
		} elseif ( in_array( $caller, array( 'member', 'other_member' ), true ) ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
		} elseif ( 'other_trainer' === $caller && 'assign' === $kind ) {
			$this->assertRestError( 403, 'fitcoach_assignment_forbidden', $response );
		} elseif ( 'other_trainer' === $caller && 'delete' === $kind ) {
			$this->assertRestError( 403, 'fitcoach_workout_shared', $response );
		} else {
			$this->assertSame( 'POST' === $method ? 201 : 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$this->assert_allowed( $caller, $route, $response, $workout, $unused, $member );
			return;
		}
		// A refusal changes nothing and names nobody.
		$this->assertSame( 'Voor het lid', get_the_title( $workout ) );
		$this->assertSame( 'publish', get_post_status( $workout ) );
		$this->assertSame( array( $member ), get_post_meta( $workout, Post_Types::META_ASSIGNED_USERS, true ) );
		$this->assertSame( 'Los', get_the_title( $unused ) );
		$this->assertSame( 'publish', get_post_status( $unused ) );
		$this->assertCount( 1, get_posts( array( 'post_type' => Post_Types::WORKOUT ) ) );
		$this->assertStringNotContainsString( 'Matrix Lid', (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * What an allowed call did, and whom it showed: another trainer never sees the member.
	 *
	 * @param string           $caller   Caller kind.
	 * @param string           $route    Route key.
	 * @param WP_REST_Response $response Response.
	 * @param int              $workout  The member's workout.
	 * @param int              $exercise The unused exercise.
	 * @param int              $member   The member.
	 */
	private function assert_allowed( string $caller, string $route, WP_REST_Response $response, int $workout, int $exercise, int $member ): void {
		$body = (string) wp_json_encode( $response->get_data() );
		if ( 'other_trainer' === $caller ) {
			$this->assertStringNotContainsString( 'Matrix Lid', $body );
		}
		switch ( $route ) {
			case 'GET /admin/workouts':
			case 'GET /admin/workouts/{id}':
			case 'GET /admin/workouts/members':
				if ( 'other_trainer' !== $caller ) {
					$this->assertStringContainsString( 'Matrix Lid', $body );
				}
				break;
			case 'PUT /admin/workouts/{id}':
				$this->assertSame( 'Gewijzigd', get_the_title( $workout ) );
				$this->assertSame( array( $member ), get_post_meta( $workout, Post_Types::META_ASSIGNED_USERS, true ) );
				break;
			case 'DELETE /admin/workouts/{id}':
				$this->assertSame( 'trash', get_post_status( $workout ) );
				break;
			case 'POST /admin/workouts':
				$this->assertSame( array( $member ), get_post_meta( $response->get_data()['id'], Post_Types::META_ASSIGNED_USERS, true ) );
				break;
			case 'PUT /admin/exercises/{id}':
				$this->assertSame( 'Gewijzigd', get_the_title( $exercise ) );
				break;
			case 'DELETE /admin/exercises/{id}':
				$this->assertSame( 'trash', get_post_status( $exercise ) );
				break;
		}
	}

	/**
	 * A body with '{member}' replaced by the member's id.
	 *
	 * @param array<string, mixed> $body   Body.
	 * @param int                  $member Member.
	 * @return array<string, mixed>
	 */
	private static function with_member( array $body, int $member ): array {
		array_walk_recursive(
			$body,
			static function ( &$value ) use ( $member ): void {
				if ( '{member}' === $value ) {
					$value = $member;
				}
			}
		);
		return $body;
	}

	/**
	 * Calls a route as the app does: from a guest, with the caller's Bearer token (none for a guest).
	 *
	 * @param int                  $caller Caller (0: a guest).
	 * @param string               $method HTTP method.
	 * @param string               $path   Path below /fitcoach/v1.
	 * @param array<string, mixed> $body   Parameters.
	 */
	private function call_as( int $caller, string $method, string $path, array $body ): WP_REST_Response {
		$headers = array();
		if ( $caller > 0 ) {
			$login = Tokens::issue_login( $caller, false );
			$this->assertIsArray( $login );
			$headers['Authorization'] = 'Bearer ' . $login['token'];
		}
		wp_set_current_user( 0 );
		return $this->rest( $method, $path, $body, $headers );
	}
}
