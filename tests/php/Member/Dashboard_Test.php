<?php
/**
 * The dashboard's stored figures and the activity feed at volume.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Coach\Last_Login;
use FitCoach\Member\Data_Changes;
use FitCoach\Tests\TestCase;

/**
 * /admin/stats kept between requests and invalidated by changes; /admin/recent-activity for a
 * trainer behind many items of users they may not see.
 */
class Dashboard_Test extends TestCase {

	/**
	 * A published post dated some days ago.
	 *
	 * @param string $type     Post type.
	 * @param int    $author   Author.
	 * @param float  $days_ago Days before now.
	 */
	private function post( string $type, int $author, float $days_ago ): int {
		$time = time() - (int) ( $days_ago * DAY_IN_SECONDS );
		$id   = wp_insert_post(
			array(
				'post_type'     => $type,
				'post_status'   => 'publish',
				'post_title'    => $type,
				'post_author'   => $author,
				'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $time ) ),
				'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $time ),
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_figures_are_stored_and_follow_changes(): void {
		global $wpdb;
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$before = $this->rest( 'GET', '/admin/stats' )->get_data();

		$queries = $wpdb->num_queries;
		$this->assertSame( $before, $this->rest( 'GET', '/admin/stats' )->get_data() );
		$this->assertLessThanOrEqual( 1, $wpdb->num_queries - $queries, 'Stored figures: one option read at most.' );

		$member = $this->create_user( 'sporter' );
		Last_Login::touch( $member );
		$this->assertSame( $before['active_users'] + 1, $this->rest( 'GET', '/admin/stats' )->get_data()['active_users'] );

		$other = $this->create_user( 'sporter' );
		$id    = $this->post( 'fitcoach_measurement', $other, 2 );
		$this->assertGreaterThan( time() - 3 * DAY_IN_SECONDS, (int) get_user_meta( $other, Data_Changes::LAST_ACTIVITY_META, true ) );
		$this->assertSame( $before['active_users'] + 2, $this->rest( 'GET', '/admin/stats' )->get_data()['active_users'] );

		wp_trash_post( $id );
		$this->assertSame( '', get_user_meta( $other, Data_Changes::LAST_ACTIVITY_META, true ) );
		$this->assertSame( $before['active_users'] + 1, $this->rest( 'GET', '/admin/stats' )->get_data()['active_users'] );

		// A member who becomes a trainer is no longer counted.
		( new \WP_User( $member ) )->set_role( 'pt_trainer' );
		$this->assertSame( $before['active_users'], $this->rest( 'GET', '/admin/stats' )->get_data()['active_users'] );
	}

	public function test_a_trainer_sees_members_items_behind_many_hidden_ones(): void {
		$admin   = $this->create_user( 'administrator' );
		$trainer = $this->create_user( 'pt_trainer' );
		$member  = $this->create_user( 'sporter' );
		$mine    = array( $this->post( 'fitcoach_measurement', $member, 3 ), $this->post( 'fitcoach_session', $trainer, 2.5 ) );
		for ( $i = 0; $i < 30; $i++ ) {
			$this->post( 'fitcoach_measurement', $admin, 1 + $i / 100 );
			$this->post( 'fitcoach_session', $admin, 1 + $i / 100 );
		}
		wp_set_current_user( $trainer );
		$ids = array_column( $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 2 ) )->get_data(), 'id' );
		$this->assertSame( array( $mine[1], $mine[0] ), $ids );

		wp_set_current_user( $admin );
		$items = $this->rest( 'GET', '/admin/recent-activity', array( 'limit' => 50 ) )->get_data();
		$this->assertCount( 50, $items );
		$dates  = array_column( $items, 'date' );
		$sorted = $dates;
		rsort( $sorted );
		$this->assertSame( $sorted, $dates, 'Newest first.' );
	}
}
