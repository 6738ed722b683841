<?php
/**
 * Each trainer's own members (issue 28, item 5): every admin route that takes a user id, switching
 * and the coach's lists, called for one member by the member, another member, the member's own
 * trainer, another trainer and the administrator, with the exact status and code.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Tests\Support\Logins;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * The coach scope matrix.
 *
 * @group security-matrix
 */
class Coach_Scope_Matrix_Test extends TestCase {

	use Logins;
	use Member_Fixtures;

	/**
	 * The callers: the member himself, another member, the member's own trainer, another trainer
	 * (who has members of his own) and the administrator.
	 */
	private const CALLERS = array( 'member', 'other_member', 'own_trainer', 'other_trainer', 'administrator' );

	/**
	 * Routes with the member's id: method, path (%d: the member), body, and what a refused trainer
	 * gets ('user': 403 fitcoach_forbidden, 'switch': 403 fitcoach_switch_denied).
	 */
	private const ID_ROUTES = array(
		'GET /admin/users/{id}'                 => array( 'GET', '/admin/users/%d', array(), 'user' ),
		'PUT /admin/users/{id}'                 => array( 'PUT', '/admin/users/%d', array( 'first_name' => 'Gewijzigd' ), 'user' ),
		'PUT /admin/users/{id} coach'           => array( 'PUT', '/admin/users/%d', array( 'coach' => null ), 'user' ),
		'DELETE /admin/users/{id}'              => array( 'DELETE', '/admin/users/%d', array(), 'user' ),
		'POST /admin/users/{id}/reset-password' => array( 'POST', '/admin/users/%d/reset-password', array(), 'user' ),
		'GET /admin/users/{id}/progress'        => array( 'GET', '/admin/users/%d/progress', array(), 'user' ),
		'PUT /admin/users/{id}/goal-weight'     => array( 'PUT', '/admin/users/%d/goal-weight', array( 'goal_weight' => 72.5 ), 'user' ),
		'POST /admin/users/{id}/goal-weight'    => array( 'POST', '/admin/users/%d/goal-weight', array( 'goal_weight' => 72.5 ), 'user' ),
		'POST /user/switch'                     => array( 'POST', '/user/switch', array( 'user_id' => '%d' ), 'switch' ),
	);

	/**
	 * Lists: method, path, query, and where the users' ids are in the answer.
	 */
	private const LISTS = array(
		'GET /admin/users'            => array( '/admin/users', array(), '', 'id' ),
		'GET /admin/attention'        => array( '/admin/attention', array(), 'items', 'user_id' ),
		'GET /admin/recent-activity'  => array( '/admin/recent-activity', array( 'limit' => 50 ), '', 'user_id' ),
		'GET /user/switch/available'  => array( '/user/switch/available', array(), 'users', 'id' ),
		'GET /admin/users mine'       => array( '/admin/users', array( 'scope' => 'mine' ), '', 'id' ),
		'GET /admin/attention mine'   => array( '/admin/attention', array( 'scope' => 'mine' ), 'items', 'user_id' ),
		'GET /admin/recent-activity+' => array(
			'/admin/recent-activity',
			array(
				'limit' => 50,
				'scope' => 'mine',
			),
			'',
			'user_id',
		),
	);

	/**
	 * The people of one case: caller kind => id, plus 'target'.
	 *
	 * @return array<string, int>
	 */
	private function people(): array {
		$long_ago      = array( 'user_registered' => '2025-01-10 09:00:00' );
		$own_trainer   = $this->create_user( 'pt_trainer', $long_ago );
		$other_trainer = $this->create_user( 'pt_trainer', $long_ago );
		$target        = $this->create_user( 'sporter', $long_ago );
		$other_member  = $this->create_user( 'sporter', $long_ago );
		Coach_Assignment::set( $target, $own_trainer );
		Coach_Assignment::set( $other_member, $other_trainer );
		// An old measurement: the member needs attention and has activity.
		$this->measurement( $target, '2025-02-01', 80.0 );
		return array(
			'member'        => $target,
			'other_member'  => $other_member,
			'own_trainer'   => $own_trainer,
			'other_trainer' => $other_trainer,
			'administrator' => $this->create_user( 'administrator', $long_ago ),
			'target'        => $target,
		);
	}

	/**
	 * Cases: caller × route with the member's id.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function data_id_routes(): array {
		$cases = array();
		foreach ( self::CALLERS as $caller ) {
			foreach ( array_keys( self::ID_ROUTES ) as $route ) {
				$cases[ "$caller: $route" ] = array( $caller, $route );
			}
		}
		return $cases;
	}

	/**
	 * One route with the member's id.
	 *
	 * @dataProvider data_id_routes
	 *
	 * @param string $caller Caller kind.
	 * @param string $route  Route key.
	 */
	public function test_a_route_with_the_members_id( string $caller, string $route ): void {
		$people                                 = $this->people();
		$target                                 = $people['target'];
		list( $method, $path, $body, $refusal ) = self::ID_ROUTES[ $route ];
		$body                                   = array_map( static fn( $value ) => '%d' === $value ? $target : $value, $body );
		// A real login: a switch belongs to one.
		$this->log_in( $people[ $caller ] );
		$response = $this->rest( $method, sprintf( $path, $target ), $body );

		if ( in_array( $caller, array( 'member', 'other_member' ), true ) ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
		} elseif ( 'other_trainer' === $caller ) {
			$this->assertRestError( 403, 'switch' === $refusal ? 'fitcoach_switch_denied' : 'fitcoach_forbidden', $response );
		} elseif ( 'own_trainer' === $caller && 'PUT /admin/users/{id} coach' === $route ) {
			// His own member he may not leave without a coach.
			$this->assertRestError( 403, 'fitcoach_coach_forbidden', $response );
		} else {
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return;
		}
		// A refusal changes nothing and tells nothing of the member.
		$user = get_userdata( $target );
		$this->assertNotFalse( $user );
		$this->assertNotSame( 'Gewijzigd', $user->first_name );
		$this->assertSame( $people['own_trainer'], Coach_Assignment::coach_of( $target ) );
		$this->assertSame( '', get_user_meta( $target, 'fitcoach_goal_weight', true ) );
		$this->assertStringNotContainsString( $user->user_email, (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Cases: caller × list.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function data_lists(): array {
		$cases = array();
		foreach ( self::CALLERS as $caller ) {
			foreach ( array_keys( self::LISTS ) as $list ) {
				$cases[ "$caller: $list" ] = array( $caller, $list );
			}
		}
		return $cases;
	}

	/**
	 * Whether the member is in a list: for his own trainer, and for the administrator unless he
	 * asks for his own members (scope=mine); never for another trainer; members are refused.
	 *
	 * @dataProvider data_lists
	 *
	 * @param string $caller Caller kind.
	 * @param string $list   List key.
	 */
	public function test_a_list( string $caller, string $list ): void {
		$people                              = $this->people();
		list( $path, $query, $key, $id_key ) = self::LISTS[ $list ];
		wp_set_current_user( $people[ $caller ] );
		$response = $this->rest( 'GET', $path, $query );
		if ( in_array( $caller, array( 'member', 'other_member' ), true ) ) {
			$this->assertRestError( 403, 'fitcoach_forbidden', $response );
			return;
		}
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$rows = '' === $key ? $data : $data[ $key ];
		$ids  = array_map( 'intval', array_column( (array) $rows, $id_key ) );
		$sees = 'own_trainer' === $caller || ( 'administrator' === $caller && ! isset( $query['scope'] ) );
		if ( $sees ) {
			$this->assertContains( $people['target'], $ids );
		} else {
			$this->assertNotContains( $people['target'], $ids );
		}
		if ( 'own_trainer' === $caller || 'other_trainer' === $caller ) {
			$this->assertNotContains( $people['administrator'], $ids, 'a trainer never lists an administrator' );
		}
	}
}
