<?php
/**
 * The stored list of app admins behind the dashboard's member count.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use FitCoach\Coach\App_Admins;
use FitCoach\Coach\Last_Login;
use FitCoach\Tests\TestCase;

/**
 * Admin\App_Admins.
 */
class App_Admins_Test extends TestCase {

	/**
	 * The list as made from scratch (what it must always equal).
	 *
	 * @return list<int>
	 */
	private static function fresh(): array {
		App_Admins::forget();
		$ids = App_Admins::ids();
		sort( $ids );
		return $ids;
	}

	/**
	 * The stored list, sorted.
	 *
	 * @return list<int>
	 */
	private static function stored(): array {
		$ids = App_Admins::ids();
		sort( $ids );
		return $ids;
	}

	public function test_the_list_follows_every_change_of_roles_and_capabilities(): void {
		$admin   = $this->create_user( 'administrator' );
		$trainer = $this->create_user( 'pt_trainer' );
		$member  = $this->create_user( 'sporter' );
		$this->assertContains( $admin, self::stored() );
		$this->assertContains( $trainer, self::stored() );
		$this->assertNotContains( $member, self::stored() );

		$steps = array(
			'member promoted'        => static fn() => ( new \WP_User( $member ) )->set_role( 'pt_trainer' ),
			'trainer demoted'        => static fn() => ( new \WP_User( $trainer ) )->set_role( 'sporter' ),
			'role added'             => static fn() => ( new \WP_User( $trainer ) )->add_role( 'administrator' ),
			'role removed'           => static fn() => ( new \WP_User( $trainer ) )->remove_role( 'administrator' ),
			'capability to one user' => static fn() => ( new \WP_User( $trainer ) )->add_cap( 'fitcoach_manage_clients' ),
			'capability taken back'  => static fn() => ( new \WP_User( $trainer ) )->remove_cap( 'fitcoach_manage_clients' ),
			'new administrator'      => fn() => $this->create_user( 'administrator' ),
			'administrator deleted'  => static function () use ( $admin ) {
				// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
				require_once ABSPATH . 'wp-admin/includes/user.php';
				wp_delete_user( $admin );
			},
			'role definition'        => static fn() => get_role( 'sporter' )?->add_cap( 'fitcoach_manage_clients' ),
			'definition taken back'  => static fn() => get_role( 'sporter' )?->remove_cap( 'fitcoach_manage_clients' ),
		);
		foreach ( $steps as $label => $step ) {
			self::stored();
			$step();
			$this->assertSame( self::fresh(), self::stored(), $label );
		}
	}

	public function test_the_dashboard_counts_members_without_scanning_capabilities(): void {
		global $wpdb;
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		Last_Login::touch( $admin );
		$member = $this->create_user( 'sporter' );
		Last_Login::touch( $member );
		App_Admins::ids();

		$count = $wpdb->num_queries;
		add_filter(
			'query',
			function ( $sql ) {
				$this->assertStringNotContainsString( 'capabilities', (string) $sql, 'No capability scan on the recount' );
				return $sql;
			}
		);
		$figures = $this->rest( 'GET', '/admin/stats' )->get_data();
		remove_all_filters( 'query' );
		$this->assertGreaterThan( $count, $wpdb->num_queries, 'The figures were counted in this request' );
		$active_before = $figures['active_users'];

		// The admin who logged in is not counted; the member is. A member made trainer drops out.
		( new \WP_User( $member ) )->set_role( 'pt_trainer' );
		$this->assertSame( $active_before - 1, $this->rest( 'GET', '/admin/stats' )->get_data()['active_users'] );
	}
}
