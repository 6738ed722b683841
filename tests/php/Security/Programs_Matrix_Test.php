<?php
/**
 * Programs and the member's plan (issue 28, items 1, 3, 4): every new route called by a guest, the
 * member, another member, the member's own trainer, another trainer and the administrator, with
 * the exact status and code, what an allowed call answers and what a refusal leaves unchanged.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Plan_Days;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * The programs matrix.
 *
 * @group security-matrix
 */
class Programs_Matrix_Test extends TestCase {

	use Member_Fixtures;
	use Program_Fixtures;

	/**
	 * The callers.
	 */
	private const CALLERS = array( 'anonymous', 'member', 'other_member', 'own_trainer', 'other_trainer', 'administrator' );

	/**
	 * Routes: method, path ({program}: the own trainer's program the member follows, {spare}: an
	 * unassigned program of his, {member}: the member, {day}: the member's Friday), body, and who
	 * may: 'coach' (every coach), 'owner' (the program's or member's own trainer and the
	 * administrator) or 'member' (the acting member's own data; the others get their own).
	 */
	private const ROUTES = array(
		'GET /admin/programs'                     => array( 'GET', '/admin/programs', array(), 'coach' ),
		'POST /admin/programs'                    => array(
			'POST',
			'/admin/programs',
			array(
				'title' => 'Nieuw',
				'weeks' => 1,
				'days'  => array(),
			),
			'coach',
		),
		'GET /admin/programs/{id}'                => array( 'GET', '/admin/programs/{program}', array(), 'owner' ),
		'PUT /admin/programs/{id}'                => array( 'PUT', '/admin/programs/{program}', array( 'title' => 'Gewijzigd' ), 'owner' ),
		'DELETE /admin/programs/{id}'             => array( 'DELETE', '/admin/programs/{spare}', array(), 'owner' ),
		'POST /admin/programs/{id}/copy'          => array( 'POST', '/admin/programs/{program}/copy', array(), 'owner' ),
		'PUT /admin/users/{id}/program'           => array(
			'PUT',
			'/admin/users/{member}/program',
			array(
				'program_id' => '{spare}',
				'start_date' => '2025-06-09',
			),
			'owner',
		),
		'DELETE /admin/users/{id}/program'        => array( 'DELETE', '/admin/users/{member}/program', array(), 'owner' ),
		'GET /admin/users/{id}/plan'              => array( 'GET', '/admin/users/{member}/plan', array(), 'owner' ),
		'GET /plan'                               => array( 'GET', '/plan', array(), 'member' ),
		'GET /plan/schema'                        => array( 'GET', '/plan/schema', array(), 'member' ),
		'POST /plan/days/{id}/move'               => array( 'POST', '/plan/days/{day}/move', array( 'date' => '2025-06-07' ), 'member' ),
		'POST /workout-sessions with plan_day_id' => array(
			'POST',
			'/workout-sessions',
			array(
				'workout_id'  => '{workout}',
				'plan_day_id' => '{day}',
			),
			'member',
		),
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
	 * The guard: every handler of the two controllers' routes is in the matrix.
	 *
	 * @group security-inventory
	 */
	public function test_every_programs_route_is_in_the_matrix(): void {
		$covered = array();
		foreach ( self::ROUTES as $spec ) {
			$covered[] = $spec[0] . ' ' . preg_replace( '/\{[a-z]+\}/', '{id}', $spec[1] );
		}
		$missing = array();
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $handlers ) {
			$path = (string) preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '{id}', substr( $route, strlen( '/fitcoach/v1' ) ) );
			if ( ! preg_match( '#^/(admin/programs|plan)(/|$)|^/admin/users/\{id\}/(program|plan)$#', $path ) ) {
				continue;
			}
			// A handler is in the matrix with one of its methods (EDITABLE is POST, PUT and PATCH of
			// one callback and one permission check).
			foreach ( $handlers as $handler ) {
				$methods = array_keys( array_filter( (array) $handler['methods'] ) );
				$tried   = array_filter( $methods, static fn( string $method ): bool => in_array( "$method $path", $covered, true ) );
				if ( array() === $tried ) {
					$missing[] = implode( '|', $methods ) . " $path";
				}
			}
		}
		$this->assertSame( array(), $missing );
		$this->assertGreaterThanOrEqual( 12, count( $covered ) );
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
		$this->pin_now( '2025-06-04 10:00:00' );
		$own_trainer   = $this->create_user( 'pt_trainer' );
		$other_trainer = $this->create_user( 'pt_trainer' );
		$member        = $this->create_user( 'sporter' );
		$other_member  = $this->create_user( 'sporter' );
		Coach_Assignment::set( $member, $own_trainer );
		Coach_Assignment::set( $other_member, $other_trainer );
		$workout = $this->planned_workout( 'Matrix', array( $this->plan_exercise( 'Squat' ) => array( 'sets' => 3 ) ) );
		$days    = $this->every_week(
			2,
			array(
				1 => $workout,
				5 => $workout,
			)
		);
		$program = $this->program(
			$own_trainer,
			'Van de eigen trainer',
			array(
				'weeks' => 2,
				'days'  => $days,
			)
		);
		$spare   = $this->program(
			$own_trainer,
			'Reserve',
			array(
				'weeks' => 2,
				'days'  => $days,
			)
		);
		$post    = Programs::find( $program );
		$this->assertNotNull( $post );
		Program_Assignment::assign( $this->existing_user( $member ), $post, '2025-06-02', $own_trainer );
		// Another member with a plan of his own: a caller who is refused never gets the member's.
		$other_program = $this->program(
			$other_trainer,
			'Van de andere trainer',
			array(
				'weeks' => 2,
				'days'  => $days,
			)
		);
		$other_post    = Programs::find( $other_program );
		$this->assertNotNull( $other_post );
		Program_Assignment::assign( $this->existing_user( $other_member ), $other_post, '2025-06-02', $other_trainer );
		$day    = (int) Plan_Days::between( $member, '2025-06-06', '2025-06-06' )[0]['id'];
		$people = array(
			'anonymous'     => 0,
			'member'        => $member,
			'other_member'  => $other_member,
			'own_trainer'   => $own_trainer,
			'other_trainer' => $other_trainer,
			'administrator' => $this->create_user( 'administrator' ),
		);

		list( $method, $path, $body, $who ) = self::ROUTES[ $route ];
		$values                             = array(
			'{program}' => $program,
			'{spare}'   => $spare,
			'{member}'  => $member,
			'{day}'     => $day,
			'{workout}' => $workout,
		);
		$path                               = strtr( $path, array_map( 'strval', $values ) );
		$body                               = array_map( static fn( $value ) => is_string( $value ) && isset( $values[ $value ] ) ? $values[ $value ] : $value, $body );

		wp_set_current_user( $people[ $caller ] );
		$response = $this->rest( $method, $path, $body );
		$json     = (string) wp_json_encode( $response->get_data() );

		if ( 'anonymous' === $caller ) {
			$this->assertRestError( 401, 'fitcoach_not_logged_in', $response );
		} elseif ( 'member' === $who ) {
			$this->assert_member_route( $caller, $route, $response, $program, $day );
		} elseif ( in_array( $caller, array( 'member', 'other_member' ), true ) ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
		} elseif ( 'coach' === $who || in_array( $caller, array( 'own_trainer', 'administrator' ), true ) ) {
			$this->assertSame( 'POST' === $method ? 201 : 200, $response->get_status(), $json );
			if ( 'GET /admin/programs' === $route ) {
				$titles = array_column( $response->get_data()['data'], 'title' );
				$this->assertSame( 'other_trainer' !== $caller, in_array( 'Van de eigen trainer', $titles, true ), $json );
				$this->assertSame( 'own_trainer' !== $caller, in_array( 'Van de andere trainer', $titles, true ), $json );
			}
			if ( 'GET /admin/users/{id}/plan' === $route ) {
				$this->assertSame( $program, $response->get_data()['program']['id'] );
			}
			return;
		} else {
			// Another trainer: neither the own trainer's programs nor his member.
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
		}

		if ( 'member' === $who && 'member' === $caller ) {
			return;
		}
		// A refusal, or another caller's own answer, changes nothing of the member's and tells nothing.
		$this->assertSame( 'Van de eigen trainer', (string) get_post_field( 'post_title', $program ) );
		$this->assertNotNull( Programs::find( $spare ) );
		$this->assertSame( $program, Program_Assignment::of( $member )['program_id'] ?? null );
		$friday = Plan_Days::find( $day );
		$this->assertNotNull( $friday );
		$this->assertSame( '2025-06-06', $friday['plan_date'] );
		$this->assertNull( $friday['session_id'] );
		$this->assertStringNotContainsString( 'Van de eigen trainer', $json );
	}

	/**
	 * The member routes: the member reads and changes his own plan; anyone else logged in gets
	 * his own (no program) or 404 for the member's day.
	 *
	 * @param string           $caller   Caller kind.
	 * @param string           $route    Route key.
	 * @param WP_REST_Response $response Response.
	 * @param int              $program  The member's program.
	 * @param int              $day      The member's Friday.
	 */
	private function assert_member_route( string $caller, string $route, WP_REST_Response $response, int $program, int $day ): void {
		$json   = (string) wp_json_encode( $response->get_data() );
		$writes = in_array( $route, array( 'POST /plan/days/{id}/move', 'POST /workout-sessions with plan_day_id' ), true );
		if ( 'member' === $caller ) {
			$this->assertSame( 'POST /workout-sessions with plan_day_id' === $route ? 201 : 200, $response->get_status(), $json );
			if ( 'POST /plan/days/{id}/move' === $route ) {
				$this->assertSame( '2025-06-07', Plan_Days::find( $day )['plan_date'] ?? null );
			} elseif ( 'POST /workout-sessions with plan_day_id' === $route ) {
				$this->assertSame( $response->get_data()['id'], (int) ( Plan_Days::find( $day )['session_id'] ?? 0 ) );
			} else {
				$this->assertSame( $program, $response->get_data()['program']['id'] );
			}
			return;
		}
		if ( $writes ) {
			$this->assertRestError( 404, 'fitcoach_plan_day_not_found', $response );
			return;
		}
		$this->assertSame( 200, $response->get_status(), $json );
		$expected = 'other_member' === $caller ? 'Van de andere trainer' : null;
		$this->assertSame( $expected, $response->get_data()['program']['title'] ?? null );
	}
}
