<?php
/**
 * The admin dashboard's figures and activity feed, and the last login they count.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Last_Login;
use FitCoach\Member\Activity;
use FitCoach\Tests\TestCase;

/**
 * /admin/stats and /admin/recent-activity.
 */
class Dashboard_Controller_Test extends TestCase {

	/**
	 * A post of a type, by an author, dated some days ago (site time).
	 *
	 * @param string               $type     Post type.
	 * @param int                  $author   Author.
	 * @param float                $days_ago Days before now.
	 * @param array<string, mixed> $args     Extra post fields.
	 */
	private function post( string $type, int $author, float $days_ago, array $args = array() ): int {
		$time = time() - (int) ( $days_ago * DAY_IN_SECONDS );
		$id   = wp_insert_post(
			array_merge(
				array(
					'post_type'     => $type,
					'post_status'   => 'publish',
					'post_title'    => $type,
					'post_author'   => $author,
					'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $time ) ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
				),
				$args
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * A measurement with a weight.
	 *
	 * @param int   $author   Member.
	 * @param float $days_ago Days before now.
	 * @param float $weight   Weight in kg.
	 */
	private function measurement( int $author, float $days_ago, float $weight = 80.0 ): int {
		$id = $this->post( 'fitcoach_measurement', $author, $days_ago );
		update_post_meta( $id, Activity::WEIGHT_META, $weight );
		return $id;
	}

	public function test_stats_count_active_members_workouts_and_this_weeks_sessions(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$before = $this->rest( 'GET', '/admin/stats' )->get_data();
		$this->assertSame( array( 'active_users', 'total_workouts', 'sessions_this_week' ), array_keys( $before ) );

		$logged_data = $this->create_user( 'sporter' );
		$this->measurement( $logged_data, 3 );
		$trained = $this->create_user( 'subscriber' );
		$this->post( 'fitcoach_session', $trained, 0 );
		$logged_in = $this->create_user( 'sporter' );
		do_action( 'wp_login', $this->existing_user( $logged_in )->user_login, get_userdata( $logged_in ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's login action.
		$app_login = $this->create_user( 'sporter' );
		do_action( 'fitcoach_login', get_userdata( $app_login ), false );

		$idle = $this->create_user( 'sporter' );
		$this->measurement( $idle, 40 );
		$this->post( 'fitcoach_session', $idle, 35 );
		$this->post( 'fitcoach_session', $trained, 8 ); // Last week: active, but not a session of this week.
		update_user_meta( $idle, Last_Login::META_KEY, (string) ( time() - 31 * DAY_IN_SECONDS ) );
		$this->measurement( $admin, 1 ); // Admins are not counted as active members.
		$this->post( 'fitcoach_workout', $admin, 1 );
		$this->post( 'fitcoach_workout', $admin, 1 );
		$this->post( 'fitcoach_workout', $admin, 1, array( 'post_status' => 'draft' ) );

		$after = $this->rest( 'GET', '/admin/stats' )->get_data();
		$this->assertSame( $before['active_users'] + 4, $after['active_users'] );
		$this->assertSame( $before['total_workouts'] + 2, $after['total_workouts'] );
		$this->assertSame( $before['sessions_this_week'] + 1, $after['sessions_this_week'] );
		$this->assertGreaterThan( time() - 60, (int) get_user_meta( $logged_in, Last_Login::META_KEY, true ) );
	}

	public function test_recent_activity_lists_the_newest_items_with_their_details(): void {
		$admin = $this->create_user( 'administrator' );
		$sanne = $this->create_user( 'sporter', array( 'display_name' => 'Sanne de Vries' ) );
		$daan  = $this->create_user( 'sporter', array( 'display_name' => 'Daan Jansen' ) );
		wp_set_current_user( $admin );

		$workout = $this->post( 'fitcoach_workout', $admin, 10, array( 'post_title' => 'Full Body' ) );
		$this->measurement( $sanne, 0.5, 72.36 );
		$session = $this->post( 'fitcoach_session', $daan, 0.1, array( 'post_parent' => $workout ) );
		$old     = $this->measurement( $daan, 2 );

		$items = $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 2 ) )->get_data();
		$this->assertCount( 2, $items );
		$this->assertSame( $session, $items[0]['id'] );
		$this->assertSame( 'workout_session', $items[0]['type'] );
		$this->assertSame( $daan, $items[0]['user_id'] );
		$this->assertSame( 'Daan Jansen', $items[0]['user_name'] );
		$this->assertSame( 'Full Body', $items[0]['workout_name'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $items[0]['date'] );
		$this->assertEqualsWithDelta( time() - 0.1 * DAY_IN_SECONDS, strtotime( $items[0]['date'] ), 120 );
		$this->assertSame( 'measurement', $items[1]['type'] );
		$this->assertSame( 'Sanne de Vries', $items[1]['user_name'] );
		$this->assertSame( 72.4, $items[1]['weight'] );
		$this->assertArrayNotHasKey( 'workout_name', $items[1] );

		$all = $this->rest( 'GET', '/admin/recent-activity' )->get_data();
		$this->assertContains( $old, array_column( $all, 'id' ) );
		$this->assertLessThanOrEqual( 5, count( $all ) );

		$this->assertSame( 400, $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 0 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 51 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 'abc' ) )->get_status() );
	}

	public function test_a_trainer_sees_only_the_activity_of_members(): void {
		$admin   = $this->create_user( 'administrator' );
		$trainer = $this->create_user( 'pt_trainer' );
		$member  = $this->create_user( 'sporter' );
		$mine    = $this->measurement( $member, 1 );
		// Newer items of users the trainer may not manage: they are skipped, the member's still shows.
		$hidden = array();
		for ( $i = 0; $i < 7; $i++ ) {
			$hidden[] = $this->measurement( $admin, 0.5 );
		}
		wp_set_current_user( $trainer );
		$ids = array_column( $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 3 ) )->get_data(), 'id' );
		$this->assertContains( $mine, $ids );
		$this->assertSame( array(), array_intersect( $hidden, $ids ) );

		wp_set_current_user( $admin );
		$ids = array_column( $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 3 ) )->get_data(), 'id' );
		$this->assertSame( 3, count( array_intersect( $hidden, $ids ) ) );
	}
}
