<?php
/**
 * Check-ins and progress photos (issue 29, items 1, 2 and 4): every new route called by a guest,
 * the member, another member, the member's own trainer, another trainer and the administrator,
 * with the exact status and code, what an allowed call answers and what a refusal leaves
 * unchanged.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Coach\Check_In_Settings;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Check_In_Photos;
use FitCoach\Member\Check_Ins;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * The check-ins matrix.
 *
 * @group security-matrix
 */
class Check_Ins_Matrix_Test extends TestCase {

	use Program_Fixtures;

	/**
	 * The callers.
	 */
	private const CALLERS = array( 'anonymous', 'member', 'other_member', 'own_trainer', 'other_trainer', 'administrator' );

	/**
	 * Routes: method, path ({check_in}: the member's check-in, {member}: the member, {photo}: his
	 * photo), body, and who may: 'member' (the acting member's own data; the others get their
	 * own), 'coach' (every coach, each his own scope), 'owner' (the member's own trainer and the
	 * administrator) or 'viewer' (the member, his own trainer and the administrator).
	 */
	private const ROUTES = array(
		'GET /check-ins/current'           => array( 'GET', '/check-ins/current', array(), 'member' ),
		'GET /check-ins'                   => array( 'GET', '/check-ins', array(), 'member' ),
		'POST /check-ins'                  => array( 'POST', '/check-ins', array( 'week_score' => 3 ), 'member' ),
		'GET /check-ins/{id}'              => array( 'GET', '/check-ins/{check_in}', array(), 'member' ),
		'GET /check-ins/preferences'       => array( 'GET', '/check-ins/preferences', array(), 'member' ),
		'PUT /check-ins/preferences'       => array( 'PUT', '/check-ins/preferences', array( 'reminder' => false ), 'member' ),
		'GET /admin/check-ins'             => array( 'GET', '/admin/check-ins', array(), 'coach' ),
		'GET /admin/check-ins/{id}'        => array( 'GET', '/admin/check-ins/{check_in}', array(), 'owner' ),
		'POST /admin/check-ins/{id}/reply' => array( 'POST', '/admin/check-ins/{check_in}/reply', array( 'text' => 'Goed zo' ), 'owner' ),
		'GET /admin/users/{id}/check-in'   => array( 'GET', '/admin/users/{member}/check-in', array(), 'owner' ),
		'PUT /admin/users/{id}/check-in'   => array( 'PUT', '/admin/users/{member}/check-in', array( 'day' => 5 ), 'owner' ),
		'GET /photos/{id}'                 => array( 'GET', '/photos/{photo}', array( 'size' => 'thumb' ), 'viewer' ),
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
	 * The guard: every handler of the check-in and photo routes is in the matrix.
	 *
	 * @group security-inventory
	 */
	public function test_every_check_in_route_is_in_the_matrix(): void {
		$covered = array();
		foreach ( self::ROUTES as $spec ) {
			$covered[] = $spec[0] . ' ' . preg_replace( '/\{[a-z_]+\}/', '{id}', $spec[1] );
		}
		$missing = array();
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $handlers ) {
			$path = (string) preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '{id}', substr( $route, strlen( '/fitcoach/v1' ) ) );
			if ( ! preg_match( '#^/(admin/)?check-ins(/|$)|^/photos/|^/admin/users/\{id\}/check-in$#', $path ) ) {
				continue;
			}
			foreach ( $handlers as $handler ) {
				$methods = array_keys( array_filter( (array) $handler['methods'] ) );
				$tried   = array_filter( $methods, static fn( string $method ): bool => in_array( "$method $path", $covered, true ) );
				if ( array() === $tried ) {
					$missing[] = implode( '|', $methods ) . " $path";
				}
			}
		}
		$this->assertSame( array(), $missing );
		$this->assertCount( 12, $covered );
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
		$check_in = Check_Ins::create(
			$member,
			'2025-06-02',
			array(
				'week_score' => 4,
				'note'       => 'Geheime toelichting',
			)
		);
		$jpeg     = wp_tempnam( 'fitcoach-matrix' );
		$image    = imagecreatetruecolor( 32, 32 );
		$this->assertNotFalse( $image );
		imagejpeg( $image, $jpeg );
		$photo = Check_In_Photos::store( $jpeg, $check_in, $member, 'front' );
		$this->assertIsInt( $photo );
		// The other member's own check-in: the own trainer never gets it.
		Check_Ins::create( $other_member, '2025-06-02', array( 'note' => 'Van de ander' ) );
		$people = array(
			'anonymous'     => 0,
			'member'        => $member,
			'other_member'  => $other_member,
			'own_trainer'   => $own_trainer,
			'other_trainer' => $other_trainer,
			'administrator' => $this->create_user( 'administrator' ),
		);

		list( $method, $path, $body, $who ) = self::ROUTES[ $route ];
		$path                               = strtr(
			$path,
			array(
				'{check_in}' => (string) $check_in,
				'{member}'   => (string) $member,
				'{photo}'    => (string) $photo,
			)
		);

		wp_set_current_user( $people[ $caller ] );
		$response = $this->rest( $method, $path, $body );
		$json     = (string) wp_json_encode( $response->get_data() );
		$allowed  = false;

		if ( 'anonymous' === $caller ) {
			$this->assertRestError( 401, 'fitcoach_not_logged_in', $response );
		} elseif ( 'member' === $who ) {
			$allowed = 'member' === $caller;
			if ( 'GET /check-ins/{id}' === $route && ! $allowed ) {
				$this->assertRestError( 404, 'fitcoach_check_in_not_found', $response );
			} else {
				$this->assertSame( 'POST' === $method ? 201 : 200, $response->get_status(), $json );
				$this->assertSame( $allowed && in_array( $route, array( 'GET /check-ins', 'GET /check-ins/{id}' ), true ), str_contains( $json, 'Geheime toelichting' ), $json );
			}
		} elseif ( 'viewer' === $who ) {
			$allowed = in_array( $caller, array( 'member', 'own_trainer', 'administrator' ), true );
			if ( $allowed ) {
				$this->assertSame( 200, $response->get_status(), $json );
				$this->assertSame( 'image/jpeg', $response->get_headers()['Content-Type'] ?? null );
			} else {
				$this->assertRestError( 404, 'fitcoach_photo_not_found', $response );
			}
		} elseif ( in_array( $caller, array( 'member', 'other_member' ), true ) ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
		} elseif ( 'coach' === $who ) {
			$this->assertSame( 200, $response->get_status(), $json );
			$ids = array_column( $response->get_data()['data'], 'member_id' );
			$this->assertSame( 'other_trainer' !== $caller, in_array( $member, $ids, true ), $json );
			$this->assertSame( 'own_trainer' !== $caller, in_array( $other_member, $ids, true ), $json );
			$allowed = 'other_trainer' !== $caller;
		} elseif ( in_array( $caller, array( 'own_trainer', 'administrator' ), true ) ) {
			$this->assertSame( 200, $response->get_status(), $json );
			$allowed = true;
		} elseif ( str_starts_with( $route, 'GET /admin/users' ) || str_starts_with( $route, 'PUT /admin/users' ) ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
		} else {
			$this->assertRestError( 404, 'fitcoach_check_in_not_found', $response );
		}

		if ( $allowed ) {
			return;
		}
		// A refusal, or another caller's own answer, changes nothing of the member's and tells nothing.
		$row = Check_Ins::find( $check_in );
		$this->assertNotNull( $row );
		$this->assertNull( $row['reply'] );
		$this->assertFalse( $row['coach_read'] );
		$this->assertSame( 0, Check_In_Settings::own_day( $member ) );
		$this->assertTrue( Check_In_Settings::reminder_on( $member ) );
		$this->assertSame( 1, Check_Ins::page_for_member( $member, 1, 10 )['total'] );
		$this->assertStringNotContainsString( 'Geheime toelichting', $json );
	}
}
