<?php
/**
 * Each trainer's own members (issue 28, item 5): the coach of a member, who may set it, and every
 * list and route narrowed by it.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use DateTimeImmutable;
use FitCoach\Coach\Attention;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Weekly_Digest;
use FitCoach\Installer;
use FitCoach\Privacy;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use FitCoach\WpAdmin\Coach_Field;

/**
 * Coach_Assignment and the scope it gives every coach route.
 */
class Coach_Assignment_Test extends TestCase {

	use Member_Fixtures;

	/** Today in these tests (site time). */
	private const TODAY = '2025-06-15';

	/** Registered long before TODAY (GMT). */
	private const LONG_AGO = '2025-01-10 09:00:00';

	/**
	 * Pins the clock.
	 */
	protected function set_up() {
		parent::set_up();
		add_filter( 'fitcoach_now', static fn() => self::now() );
	}

	/**
	 * Now in these tests.
	 */
	private static function now(): DateTimeImmutable {
		return new DateTimeImmutable( self::TODAY . ' 10:00:00', wp_timezone() );
	}

	/**
	 * A member with a coach (0: none) who has not measured for 20 days (so needs attention).
	 *
	 * @param int    $coach Coach or 0.
	 * @param string $name  Display name.
	 */
	private function member( int $coach, string $name = '' ): int {
		$args = array( 'user_registered' => self::LONG_AGO );
		if ( '' !== $name ) {
			$args['display_name'] = $name;
		}
		$id = $this->create_user( 'sporter', $args );
		$this->measurement( $id, gmdate( 'Y-m-d', (int) strtotime( self::TODAY . ' UTC' ) - 20 * DAY_IN_SECONDS ), 80.0 );
		Coach_Assignment::set( $id, $coach );
		return $id;
	}

	/**
	 * The ids of the users in a list answer.
	 *
	 * @param mixed  $data Answer data.
	 * @param string $key  The id's key.
	 * @return list<int>
	 */
	private static function ids( $data, string $key = 'id' ): array {
		$ids = array_map( 'intval', array_column( is_array( $data ) ? $data : array(), $key ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * Sorted ids.
	 *
	 * @param int ...$ids Ids.
	 * @return list<int>
	 */
	private static function sorted( int ...$ids ): array {
		sort( $ids );
		return $ids;
	}

	/**
	 * The world of these tests: an administrator, two trainers, a member of each trainer and one
	 * without a coach.
	 *
	 * @return array{admin: int, trainer: int, other: int, mine: int, theirs: int, free: int, admins_own: int}
	 */
	private function world(): array {
		$admin   = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$trainer = $this->create_user( 'pt_trainer', array( 'user_registered' => self::LONG_AGO ) );
		$other   = $this->create_user( 'pt_trainer', array( 'user_registered' => self::LONG_AGO ) );
		return array(
			'admin'      => $admin,
			'trainer'    => $trainer,
			'other'      => $other,
			'mine'       => $this->member( $trainer, 'Mijn Lid' ),
			'theirs'     => $this->member( $other, 'Hun Lid' ),
			'free'       => $this->member( 0, 'Vrij Lid' ),
			'admins_own' => $this->member( $admin, 'Admin Lid' ),
		);
	}

	public function test_the_user_list_shows_a_trainer_his_own_members_and_those_without_a_coach(): void {
		$w = $this->world();
		wp_set_current_user( $w['trainer'] );
		$response = $this->rest( 'GET', '/admin/users' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( self::sorted( $w['mine'], $w['free'] ), self::ids( $response->get_data() ) );
		// A trainer asking for everyone still gets his own.
		$this->assertSame( self::sorted( $w['mine'], $w['free'] ), self::ids( $this->rest( 'GET', '/admin/users', array( 'scope' => 'all' ) )->get_data() ) );
		// Paged, the total counts the same members.
		$paged = $this->rest( 'GET', '/admin/users', array( 'page' => 1 ) )->get_data();
		$this->assertSame( 2, $paged['total'] );
	}

	public function test_an_administrator_sees_everyone_by_default_and_his_own_with_scope_mine(): void {
		$w = $this->world();
		wp_set_current_user( $w['admin'] );
		$all = self::ids( $this->rest( 'GET', '/admin/users' )->get_data() );
		foreach ( array( 'trainer', 'other', 'mine', 'theirs', 'free', 'admins_own' ) as $key ) {
			$this->assertContains( $w[ $key ], $all, $key );
		}
		$this->assertSame( $all, self::ids( $this->rest( 'GET', '/admin/users', array( 'scope' => 'all' ) )->get_data() ) );
		$this->assertSame( self::sorted( $w['admins_own'], $w['free'] ), self::ids( $this->rest( 'GET', '/admin/users', array( 'scope' => 'mine' ) )->get_data() ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/admin/users', array( 'scope' => 'theirs' ) ) );
	}

	public function test_a_user_shows_his_coach(): void {
		$w = $this->world();
		wp_set_current_user( $w['admin'] );
		$this->assertSame( $w['trainer'], $this->rest( 'GET', '/admin/users/' . $w['mine'] )->get_data()['coach'] );
		$this->assertNull( $this->rest( 'GET', '/admin/users/' . $w['free'] )->get_data()['coach'] );
		$list = array_column( (array) $this->rest( 'GET', '/admin/users' )->get_data(), 'coach', 'id' );
		$this->assertSame( $w['other'], $list[ $w['theirs'] ] );
		$this->assertNull( $list[ $w['free'] ] );
	}

	public function test_a_trainer_cannot_reach_another_trainers_member_on_any_route_with_a_user_id(): void {
		$w = $this->world();
		wp_set_current_user( $w['trainer'] );
		$routes = array(
			array( 'GET', '/admin/users/%d', array() ),
			array( 'PUT', '/admin/users/%d', array( 'first_name' => 'Gewijzigd' ) ),
			array( 'DELETE', '/admin/users/%d', array() ),
			array( 'POST', '/admin/users/%d/reset-password', array() ),
			array( 'GET', '/admin/users/%d/progress', array() ),
			array( 'PUT', '/admin/users/%d/goal-weight', array( 'goal_weight' => 70 ) ),
		);
		foreach ( $routes as $route ) {
			$response = $this->rest( $route[0], sprintf( $route[1], $w['theirs'] ), $route[2] );
			$this->assertRestError( 403, 'fitcoach_forbidden', $response, $route[0] . ' ' . $route[1] );
			// His own member and a member without a coach: allowed.
			if ( 'DELETE' !== $route[0] ) {
				$this->assertSame( 200, $this->rest( $route[0], sprintf( $route[1], $w['mine'] ), $route[2] )->get_status(), $route[1] );
				$this->assertSame( 200, $this->rest( $route[0], sprintf( $route[1], $w['free'] ), $route[2] )->get_status(), $route[1] );
			}
		}
		$this->assertNotSame( 'Gewijzigd', $this->existing_user( $w['theirs'] )->first_name );
		$this->assertSame( '', get_user_meta( $w['theirs'], 'fitcoach_goal_weight', true ) );
	}

	public function test_a_member_created_by_a_trainer_gets_him_as_coach(): void {
		$w = $this->world();
		wp_set_current_user( $w['trainer'] );
		$fields   = array(
			'first_name' => 'Nieuw',
			'last_name'  => 'Lid',
			'email'      => 'nieuw.lid@example.test',
		);
		$response = $this->rest( 'POST', '/admin/users', $fields );
		$this->assertSame( 201, $response->get_status() );
		$id = $response->get_data()['user']['id'];
		$this->assertSame( $w['trainer'], Coach_Assignment::coach_of( $id ) );
		$this->assertSame( $w['trainer'], $response->get_data()['user']['coach'] );

		// He may not hand a new member to someone else, nor leave it without a coach.
		$fields['email'] = 'ander.lid@example.test';
		$this->assertRestError( 403, 'fitcoach_coach_forbidden', $this->rest( 'POST', '/admin/users', $fields + array( 'coach' => $w['other'] ) ) );
		$this->assertRestError( 403, 'fitcoach_coach_forbidden', $this->rest( 'POST', '/admin/users', $fields + array( 'coach' => null ) ) );
		$this->assertFalse( email_exists( 'ander.lid@example.test' ) );
	}

	public function test_an_administrator_creates_a_member_for_any_coach_and_a_coach_must_be_one(): void {
		$w = $this->world();
		wp_set_current_user( $w['admin'] );
		$fields   = array(
			'first_name' => 'Nieuw',
			'last_name'  => 'Lid',
			'email'      => 'nieuw.lid@example.test',
			'coach'      => $w['other'],
		);
		$response = $this->rest( 'POST', '/admin/users', $fields );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $w['other'], Coach_Assignment::coach_of( $response->get_data()['user']['id'] ) );

		$fields['email'] = 'ander.lid@example.test';
		$fields['coach'] = $w['mine'];
		$this->assertRestError( 400, 'fitcoach_invalid_coach', $this->rest( 'POST', '/admin/users', $fields ) );
		$fields['coach'] = 999999;
		$this->assertRestError( 400, 'fitcoach_invalid_coach', $this->rest( 'POST', '/admin/users', $fields ) );
		$fields['coach'] = 'iemand';
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', '/admin/users', $fields ) );
		$this->assertFalse( email_exists( 'ander.lid@example.test' ) );

		// Without a coach named: the administrator who made the member.
		unset( $fields['coach'] );
		$response = $this->rest( 'POST', '/admin/users', $fields );
		$this->assertSame( $w['admin'], Coach_Assignment::coach_of( $response->get_data()['user']['id'] ) );
	}

	public function test_who_may_change_a_members_coach(): void {
		$w = $this->world();
		// A trainer takes a member without a coach, and may not give his own away.
		wp_set_current_user( $w['trainer'] );
		$this->assertSame( 200, $this->rest( 'PUT', '/admin/users/' . $w['free'], array( 'coach' => $w['trainer'] ) )->get_status() );
		$this->assertSame( $w['trainer'], Coach_Assignment::coach_of( $w['free'] ) );
		$this->assertRestError( 403, 'fitcoach_coach_forbidden', $this->rest( 'PUT', '/admin/users/' . $w['mine'], array( 'coach' => $w['other'] ) ) );
		$this->assertRestError( 403, 'fitcoach_coach_forbidden', $this->rest( 'PUT', '/admin/users/' . $w['mine'], array( 'coach' => null ) ) );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'PUT', '/admin/users/' . $w['theirs'], array( 'coach' => $w['trainer'] ) ) );
		$this->assertSame( $w['trainer'], Coach_Assignment::coach_of( $w['mine'] ) );
		$this->assertSame( $w['other'], Coach_Assignment::coach_of( $w['theirs'] ) );

		// The administrator moves anyone to anyone, or to nobody; a refused coach changes nothing.
		wp_set_current_user( $w['admin'] );
		$response = $this->rest(
			'PUT',
			'/admin/users/' . $w['theirs'],
			array(
				'coach'      => $w['trainer'],
				'first_name' => 'Verhuisd',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $w['trainer'], $response->get_data()['user']['coach'] );
		$this->assertSame( 200, $this->rest( 'PUT', '/admin/users/' . $w['mine'], array( 'coach' => null ) )->get_status() );
		$this->assertSame( 0, Coach_Assignment::coach_of( $w['mine'] ) );
		$this->assertRestError( 400, 'fitcoach_invalid_coach', $this->rest( 'PUT', '/admin/users/' . $w['free'], array( 'coach' => $w['theirs'] ) ) );
		$this->assertSame( $w['trainer'], Coach_Assignment::coach_of( $w['free'] ) );
		// Names alone leave the coach as it is.
		$this->assertSame( 200, $this->rest( 'PUT', '/admin/users/' . $w['free'], array( 'first_name' => 'Anders' ) )->get_status() );
		$this->assertSame( $w['trainer'], Coach_Assignment::coach_of( $w['free'] ) );
	}

	public function test_the_coaches_to_choose_from(): void {
		$w = $this->world();
		wp_set_current_user( $w['admin'] );
		$this->assertSame( self::sorted( $w['admin'], $w['trainer'], $w['other'] ), array_values( array_intersect( self::ids( $this->rest( 'GET', '/admin/coaches' )->get_data() ), array( $w['admin'], $w['trainer'], $w['other'], $w['mine'] ) ) ) );
		wp_set_current_user( $w['trainer'] );
		$this->assertSame( array( $w['trainer'] ), self::ids( $this->rest( 'GET', '/admin/coaches' )->get_data() ) );
		wp_set_current_user( $w['mine'] );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'GET', '/admin/coaches' ) );
	}

	public function test_attention_lists_a_trainers_own_members_and_an_administrators_with_scope_mine(): void {
		$w = $this->world();
		$this->assertSame( self::sorted( $w['mine'], $w['free'] ), self::ids( Attention::items_for( $w['trainer'], self::now() ), 'user_id' ) );
		$this->assertSame( self::sorted( $w['theirs'], $w['free'] ), self::ids( Attention::items_for( $w['other'], self::now() ), 'user_id' ) );
		$everyone = self::ids( Attention::items_for( $w['admin'], self::now() ), 'user_id' );
		foreach ( array( 'mine', 'theirs', 'free', 'admins_own' ) as $key ) {
			$this->assertContains( $w[ $key ], $everyone );
		}
		wp_set_current_user( $w['admin'] );
		$this->assertSame( self::sorted( $w['admins_own'], $w['free'] ), self::ids( $this->rest( 'GET', '/admin/attention', array( 'scope' => 'mine' ) )->get_data()['items'], 'user_id' ) );
		wp_set_current_user( $w['trainer'] );
		$this->assertSame( self::sorted( $w['mine'], $w['free'] ), self::ids( $this->rest( 'GET', '/admin/attention', array( 'scope' => 'all' ) )->get_data()['items'], 'user_id' ) );
	}

	public function test_the_coach_status_row_keeps_the_coach_in_step(): void {
		$w = $this->world();
		$this->assertSame( $w['trainer'], Coach_Status::stored( $w['mine'] )['coach_id'] ?? null );
		$this->assertSame( 0, Coach_Status::stored( $w['free'] )['coach_id'] ?? null );
		Coach_Assignment::set( $w['free'], $w['other'] );
		$this->assertSame( $w['other'], Coach_Status::stored( $w['free'] )['coach_id'] ?? null );
		Coach_Assignment::set( $w['free'], 0 );
		$this->assertSame( 0, Coach_Status::stored( $w['free'] )['coach_id'] ?? null );
		$this->assertSame( Coach_Status::compute( $w['theirs'] ), Coach_Status::stored( $w['theirs'] ) );
	}

	public function test_a_deleted_coach_leaves_his_members_in_every_coachs_scope(): void {
		$w = $this->world();
		update_option( 'fitcoach_admin_stats_' . $w['other'], array( 'v' => '' ), false );
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $w['other'] );
		$this->assertSame( 0, Coach_Assignment::coach_of( $w['theirs'] ) );
		$this->assertFalse( get_option( 'fitcoach_admin_stats_' . $w['other'] ), 'the figures of his scope go with him' );
		$this->assertSame( 0, Coach_Status::stored( $w['theirs'] )['coach_id'] ?? null );
		$this->assertContains( $w['theirs'], self::ids( Attention::items_for( $w['trainer'], self::now() ), 'user_id' ) );
		$this->assertTrue( user_can( $w['trainer'], 'fitcoach_manage_client', $w['theirs'] ) );
	}

	public function test_the_attention_route_costs_the_same_queries_at_10_and_60_members(): void {
		global $wpdb;
		$admin   = $this->create_user( 'administrator' );
		$trainer = $this->create_user( 'pt_trainer' );
		$other   = $this->create_user( 'pt_trainer' );
		$counts  = array();
		$made    = 0;
		$per     = array(
			$trainer => 0,
			$other   => 0,
			0        => 0,
		);
		foreach ( array( 10, 60 ) as $size ) {
			for ( ; $made < $size; $made++ ) {
				$coach = array( $trainer, $other, 0 )[ $made % 3 ];
				$this->member( $coach );
				++$per[ $coach ];
			}
			$expected = array(
				'trainer'     => $per[ $trainer ] + $per[0],
				'admin'       => $size,
				'admin, mine' => $per[0],
			);
			foreach ( array(
				'trainer'     => array( $trainer, array() ),
				'admin'       => array( $admin, array() ),
				'admin, mine' => array( $admin, array( 'scope' => 'mine' ) ),
			) as $who => $case ) {
				wp_set_current_user( $case[0] );
				wp_cache_flush();
				wp_load_alloptions();
				user_can( $case[0], 'read' );
				$before   = $wpdb->num_queries;
				$response = $this->rest( 'GET', '/admin/attention', $case[1] );
				$count    = $wpdb->num_queries - $before;
				$this->assertSame( 200, $response->get_status() );
				$listed = $response->get_data()['total'];
				$this->assertCount( min( $listed, 20 ), $response->get_data()['items'], 'one page' );
				// The trainer: his own and those without a coach; the administrator everyone.
				$this->assertSame( $expected[ $who ], $listed, $who );
				$counts[ $size ][ $who ] = $count;
			}
		}
		$this->assertSame( $counts[10], $counts[60], 'the same queries at 10 and at 60 members' );
	}

	public function test_recent_activity_and_the_figures_count_a_trainers_scope(): void {
		$w = $this->world();
		// The figures count this week by the real clock.
		$now = current_time( 'mysql' );
		$this->session( $w['mine'], 0, $now );
		$this->session( $w['theirs'], 0, $now );
		$this->session( $w['free'], 0, $now );
		update_user_meta( $w['mine'], 'fitcoach_last_activity', sprintf( '%010d', time() ) );
		update_user_meta( $w['theirs'], 'fitcoach_last_activity', sprintf( '%010d', time() ) );

		wp_set_current_user( $w['trainer'] );
		$seen = array_unique( array_column( $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 50 ) )->get_data(), 'user_id' ) );
		sort( $seen );
		$this->assertSame( self::sorted( $w['mine'], $w['free'] ), $seen );
		$mine = $this->rest( 'GET', '/admin/stats' )->get_data();

		wp_set_current_user( $w['admin'] );
		$seen = array_unique( array_column( $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 50 ) )->get_data(), 'user_id' ) );
		$this->assertContains( $w['theirs'], $seen );
		$seen = array_unique(
			array_column(
				$this->rest(
					'GET',
					'/admin/recent-activity',
					array(
						'limit' => 50,
						'scope' => 'mine',
					)
				)->get_data(),
				'user_id'
			)
		);
		sort( $seen );
		$this->assertSame( self::sorted( $w['admins_own'], $w['free'] ), $seen );
		$all    = $this->rest( 'GET', '/admin/stats' )->get_data();
		$scoped = $this->rest( 'GET', '/admin/stats', array( 'scope' => 'mine' ) )->get_data();

		$this->assertSame( $all['sessions_this_week'] - 1, $mine['sessions_this_week'], 'the trainer does not count the other trainer\'s member' );
		$this->assertSame( $all['active_users'] - 1, $mine['active_users'] );
		$this->assertSame( $all['total_workouts'], $mine['total_workouts'] );
		$this->assertSame( $mine['sessions_this_week'] - 1, $scoped['sessions_this_week'], 'the administrator\'s own: only the member without a coach trained' );
	}

	public function test_a_trainer_switches_only_to_his_own_members(): void {
		$w = $this->world();
		wp_set_current_user( $w['trainer'] );
		$available = array_map( 'intval', array_column( (array) $this->rest( 'GET', '/user/switch/available' )->get_data()['users'], 'id' ) );
		sort( $available );
		$this->assertSame( self::sorted( $w['mine'], $w['free'] ), $available );
		$this->assertFalse( user_can( $w['trainer'], 'fitcoach_switch_to_user', $w['theirs'] ) );
		$this->assertTrue( user_can( $w['trainer'], 'fitcoach_switch_to_user', $w['mine'] ) );
		$this->assertTrue( user_can( $w['admin'], 'fitcoach_switch_to_user', $w['theirs'] ) );
	}

	public function test_a_trainers_digest_holds_only_his_members(): void {
		$w    = $this->world();
		$mail = Weekly_Digest::compose(
			$this->existing_user( $w['trainer'] ),
			self::now(),
			array(
				'records'  => array(),
				'sessions' => array(
					$w['mine']   => 2,
					$w['theirs'] => 3,
				),
				'names'    => array(
					$w['mine']   => 'Mijn Lid',
					$w['theirs'] => 'Hun Lid',
				),
			)
		);
		$this->assertStringContainsString( 'Mijn Lid', $mail['body'] );
		$this->assertStringContainsString( 'Vrij Lid', $mail['body'] );
		$this->assertStringNotContainsString( 'Hun Lid', $mail['body'] );
	}

	public function test_the_upgrade_keeps_members_without_a_coach_visible_and_drops_a_coach_that_is_none(): void {
		$w = $this->world();
		// A coach meta that names a member (written by hand, or by an older plugin).
		update_user_meta( $w['free'], Coach_Assignment::META, (string) $w['mine'] );
		update_option( Installer::VERSION_OPTION, 10 );
		Installer::maybe_upgrade();
		$this->assertSame( Installer::SCHEMA_VERSION, (int) get_option( Installer::VERSION_OPTION ) );
		$this->assertGreaterThanOrEqual( 11, Installer::SCHEMA_VERSION );
		$this->assertSame( 0, Coach_Assignment::coach_of( $w['free'] ) );
		$this->assertSame( $w['trainer'], Coach_Assignment::coach_of( $w['mine'] ) );
		$this->assertSame( 0, Coach_Status::stored( $w['free'] )['coach_id'] ?? null );
		$this->assertContains( $w['free'], self::ids( Attention::items_for( $w['other'], self::now() ), 'user_id' ) );
	}

	public function test_privacy_export_and_erase_include_the_coach(): void {
		$w     = $this->world();
		$email = $this->existing_user( $w['mine'] )->user_email;
		$data  = Privacy::export_profile( $email )['data'];
		$coach = array_values( array_filter( $data, static fn( array $group ): bool => 'fitcoach-coach' === $group['group_id'] ) );
		$this->assertCount( 1, $coach );
		$this->assertSame( $this->existing_user( $w['trainer'] )->display_name, $coach[0]['data'][0]['value'] );
		$erased = Privacy::erase( $email );
		$this->assertTrue( $erased['done'] );
		$this->assertSame( '', get_user_meta( $w['mine'], Coach_Assignment::META, true ) );
		$this->assertSame( array(), array_filter( Privacy::export_profile( $email )['data'], static fn( array $group ): bool => 'fitcoach-coach' === $group['group_id'] ) );
	}

	public function test_wp_admin_shows_and_saves_the_coach_for_an_administrator(): void {
		$w = $this->world();
		wp_set_current_user( $w['admin'] );
		ob_start();
		Coach_Field::render( get_userdata( $w['free'] ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<label for="fitcoach-coach">Coach</label>', $html );
		$this->assertStringContainsString( 'value="' . $w['trainer'] . '"', $html );

		$_POST = array(
			Coach_Field::FIELD => (string) $w['other'],
			'_wpnonce'         => wp_create_nonce( 'update-user_' . $w['free'] ),
		);
		do_action( 'edit_user_profile_update', $w['free'] ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook, as user-edit.php fires it.
		$this->assertSame( $w['other'], Coach_Assignment::coach_of( $w['free'] ) );

		// Without the form's nonce, or by a trainer, nothing changes.
		$_POST = array(
			Coach_Field::FIELD => (string) $w['trainer'],
			'_wpnonce'         => 'wrong',
		);
		do_action( 'edit_user_profile_update', $w['free'] ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook, as user-edit.php fires it.
		$this->assertSame( $w['other'], Coach_Assignment::coach_of( $w['free'] ) );
		wp_set_current_user( $w['trainer'] );
		$_POST = array(
			Coach_Field::FIELD => (string) $w['trainer'],
			'_wpnonce'         => wp_create_nonce( 'update-user_' . $w['free'] ),
		);
		do_action( 'edit_user_profile_update', $w['free'] ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook, as user-edit.php fires it.
		$this->assertSame( $w['other'], Coach_Assignment::coach_of( $w['free'] ) );
		ob_start();
		Coach_Field::render( get_userdata( $w['free'] ) );
		$this->assertSame( '', (string) ob_get_clean() );
		$_POST = array();
	}
}
