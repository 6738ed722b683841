<?php
/**
 * The conversation (issue 29, items 3 and 4): every new route called by a guest, the member,
 * another member, the member's own trainer, another trainer and the administrator, with the exact
 * status and code, what an allowed call answers and what a refusal leaves unchanged.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Message_Mailer;
use FitCoach\Member\Messages;
use FitCoach\Tests\TestCase;

/**
 * The messages matrix.
 *
 * @group security-matrix
 */
class Messages_Matrix_Test extends TestCase {

	/**
	 * The callers.
	 */
	private const CALLERS = array( 'anonymous', 'member', 'other_member', 'own_trainer', 'other_trainer', 'administrator' );

	/**
	 * Routes: method, path ({member}: the member; {last}: the last message of his thread), body,
	 * and who may: 'own' (every logged-in user, his own thread or counter), 'writer' (a member, in
	 * his own thread), 'coach' (every coach, each his own scope) or 'owner' (the member's own
	 * trainer and the administrator).
	 */
	private const ROUTES = array(
		'GET /messages'                     => array( 'GET', '/messages', array(), 'own' ),
		'POST /messages'                    => array( 'POST', '/messages', array( 'text' => 'Nieuw' ), 'writer' ),
		'POST /messages/read'               => array( 'POST', '/messages/read', array( 'up_to' => '{last}' ), 'own' ),
		'GET /messages/unread'              => array( 'GET', '/messages/unread', array(), 'own' ),
		'GET /messages/preferences'         => array( 'GET', '/messages/preferences', array(), 'own' ),
		'PUT /messages/preferences'         => array( 'PUT', '/messages/preferences', array( 'mail' => false ), 'own' ),
		'GET /admin/threads'                => array( 'GET', '/admin/threads', array(), 'coach' ),
		'GET /admin/threads/{id}/messages'  => array( 'GET', '/admin/threads/{member}/messages', array(), 'owner' ),
		'POST /admin/threads/{id}/messages' => array( 'POST', '/admin/threads/{member}/messages', array( 'text' => 'Antwoord' ), 'owner' ),
		'POST /admin/threads/{id}/read'     => array( 'POST', '/admin/threads/{member}/read', array( 'up_to' => '{last}' ), 'owner' ),
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
	 * The guard: every handler of the message and thread routes is in the matrix.
	 *
	 * @group security-inventory
	 */
	public function test_every_message_route_is_in_the_matrix(): void {
		$covered = array();
		foreach ( self::ROUTES as $spec ) {
			$covered[] = $spec[0] . ' ' . preg_replace( '/\{[a-z_]+\}/', '{id}', $spec[1] );
		}
		$missing = array();
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $handlers ) {
			$path = (string) preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '{id}', substr( $route, strlen( '/fitcoach/v1' ) ) );
			if ( ! preg_match( '#^/messages(/|$)|^/admin/threads(/|$)#', $path ) ) {
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
		$this->assertCount( 10, $covered );
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
		$member        = $this->create_user( 'sporter' );
		$other_member  = $this->create_user( 'sporter' );
		Coach_Assignment::set( $member, $own_trainer );
		Coach_Assignment::set( $other_member, $other_trainer );
		Messages::add( $member, $member, 'Geheim bericht' );
		$last = Messages::add( $member, $own_trainer, 'Geheim antwoord' );
		// The other member's own thread: the own trainer never gets it.
		Messages::add( $other_member, $other_member, 'Van de ander' );
		$people = array(
			'anonymous'     => 0,
			'member'        => $member,
			'other_member'  => $other_member,
			'own_trainer'   => $own_trainer,
			'other_trainer' => $other_trainer,
			'administrator' => $this->create_user( 'administrator' ),
		);
		$before = Messages::thread( $member );

		list( $method, $path, $body, $who ) = self::ROUTES[ $route ];
		$path                               = str_replace( '{member}', (string) $member, $path );
		if ( isset( $body['up_to'] ) ) {
			$body['up_to'] = $last;
		}

		wp_set_current_user( $people[ $caller ] );
		$response = $this->rest( $method, $path, $body );
		$json     = (string) wp_json_encode( $response->get_data() );
		$allowed  = false;

		if ( 'anonymous' === $caller ) {
			$this->assertRestError( 401, 'fitcoach_not_logged_in', $response );
		} elseif ( 'own' === $who ) {
			$this->assertSame( 200, $response->get_status(), $json );
			$allowed = 'member' === $caller;
			$this->assertSame( $allowed && 'GET /messages' === $route, str_contains( $json, 'Geheim' ), $json );
			if ( 'GET /messages/unread' === $route ) {
				$this->assertSame( in_array( $caller, array( 'member', 'other_member' ), true ) ? 'member' : 'coach', $response->get_data()['role'] );
				// The member: his trainer's answer; the other trainer and the administrator: the other member's message.
				$this->assertSame( in_array( $caller, array( 'member', 'other_trainer', 'administrator' ), true ) ? 1 : 0, $response->get_data()['unread'], $json );
			}
		} elseif ( 'writer' === $who ) {
			if ( in_array( $caller, array( 'member', 'other_member' ), true ) ) {
				$this->assertSame( 201, $response->get_status(), $json );
				$allowed = 'member' === $caller;
			} else {
				$this->assertRestError( 403, 'fitcoach_forbidden', $response );
			}
		} elseif ( in_array( $caller, array( 'member', 'other_member' ), true ) ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
		} elseif ( 'coach' === $who ) {
			$this->assertSame( 200, $response->get_status(), $json );
			$ids = array_column( array_column( $response->get_data()['data'], 'member' ), 'id' );
			$this->assertSame( 'other_trainer' !== $caller, in_array( $member, $ids, true ), $json );
			$this->assertSame( 'own_trainer' !== $caller, in_array( $other_member, $ids, true ), $json );
			$this->assertSame( 'other_trainer' !== $caller, str_contains( $json, 'Geheim' ), $json );
			$allowed = 'other_trainer' !== $caller;
		} elseif ( in_array( $caller, array( 'own_trainer', 'administrator' ), true ) ) {
			$this->assertSame( 'POST /admin/threads/{id}/messages' === $route ? 201 : 200, $response->get_status(), $json );
			$allowed = true;
		} else {
			$this->assertRestError( 404, 'fitcoach_thread_not_found', $response );
		}

		if ( $allowed ) {
			return;
		}
		// A refusal, or another caller's own answer, changes nothing of the member's and tells nothing.
		$this->assertSame( $before, Messages::thread( $member ) );
		$this->assertSame( array( 'Geheim antwoord', 'Geheim bericht' ), array_column( Messages::page( $member, 0, 10 )['rows'], 'body' ) );
		$this->assertTrue( Message_Mailer::mail_on( $member ) );
		$this->assertStringNotContainsString( 'Geheim', $json );
	}
}
