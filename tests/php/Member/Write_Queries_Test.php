<?php
/**
 * What creating and deleting member data asks of the database: nothing WordPress would look up
 * in vain for a post that is new, has no address and is in no menu.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Auth\Api_Key;
use FitCoach\Member\Training_Sync;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * Queries of POST /workout-sessions, POST /measurements and DELETE.
 */
class Write_Queries_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The queries sent while a callback runs.
	 *
	 * @param callable $run The callback.
	 * @return list<string>
	 */
	private function queries_of( callable $run ): array {
		$queries = array();
		$watch   = static function ( $sql ) use ( &$queries ) {
			$queries[] = (string) $sql;
			return $sql;
		};
		add_filter( 'query', $watch );
		try {
			$run();
		} finally {
			remove_filter( 'query', $watch );
		}
		return $queries;
	}

	/**
	 * A REST request and the queries it sent.
	 *
	 * @param string               $method  Method.
	 * @param string               $route   Route below the namespace.
	 * @param array<string, mixed> $body    Body.
	 * @param array<string, mixed> $headers Headers.
	 * @return array{0: \WP_REST_Response, 1: list<string>}
	 */
	private function request( string $method, string $route, array $body = array(), array $headers = array() ): array {
		$responses = array();
		$queries   = $this->queries_of(
			function () use ( &$responses, $method, $route, $body, $headers ) {
				$responses[] = $this->rest( $method, $route, $body, $headers );
			}
		);
		return array( $responses[0], $queries );
	}

	/**
	 * The queries that match a pattern.
	 *
	 * @param list<string> $queries Queries.
	 * @param string       $pattern Regular expression.
	 * @return list<string>
	 */
	private function matching( array $queries, string $pattern ): array {
		return array_values( (array) preg_grep( $pattern, $queries ) );
	}

	/**
	 * A new session's meta is added key by key (one INSERT each, no look-up of meta that cannot
	 * exist yet); no trashed post is searched for its slug. The session is stored as before: meta,
	 * set index, totals.
	 */
	public function test_a_new_session_adds_its_meta_and_looks_up_nothing(): void {
		$member  = $this->create_user( 'sporter' );
		$squat   = $this->exercise( 'Squat' );
		$workout = $this->workout( 'Full Body', array( $squat ) );
		wp_set_current_user( $member );
		list( $response, $queries ) = $this->request(
			'POST',
			'/workout-sessions',
			array(
				'workout_id' => $workout,
				'date'       => '2026-05-05T18:00:00',
				'exercises'  => array( $this->sets( $squat, 'Squat', array( array( 60.0, 8 ), array( 62.5, 6 ) ) ) ),
			),
			array( 'Idempotency-Key' => 'write-cost-0001' )
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['id'];

		$this->assertSame( array(), $this->matching( $queries, '/SELECT meta_id FROM \S*postmeta/' ), 'no look-up of meta a new post cannot have' );
		$inserts = $this->matching( $queries, '/INSERT INTO \S*postmeta/' );
		$this->assertCount( 3, $inserts, implode( "\n", $inserts ) );
		$this->assertSame( array(), $this->matching( $queries, "/post_status = 'trash'/" ), 'no search for trashed posts' );
		$this->assertSame( array(), $this->matching( $queries, '/is_multi_author/' ), 'the blog\'s several-authors flag is left alone' );
		$this->assertSame( 10, has_action( 'transition_post_status', '__clear_multi_author_cache' ), 'and its reset is back for other posts' );

		$this->assertSame( '855', get_post_meta( $id, Post_Types::META_TOTAL_WEIGHT, true ) );
		$this->assertSame( '1', get_post_meta( $id, Post_Types::META_EXERCISE_COUNT, true ) );
		$this->assertCount( 1, get_post_meta( $id, Post_Types::META_EXERCISES ), 'one exercises row' );
		$this->assertSame( '', get_post_meta( $id, Post_Types::META_ENTERED_BY, true ), 'written by the member' );
		$this->assertSame( 2, (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM ' . $GLOBALS['wpdb']->prefix . 'fitcoach_sets WHERE session_id = %d', $id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Test read.
	}

	/**
	 * Whether the set index is still being filled (the backfill cursor, a non-autoloaded option
	 * that is usually absent) is loaded with the API key at the start of every API request, so
	 * a session write asks no query of its own for it, also when the option does not exist.
	 */
	public function test_the_backfill_cursor_comes_with_the_request_options(): void {
		delete_option( Training_Sync::BACKFILL_OPTION );
		foreach ( array( Api_Key::OPTION, Training_Sync::BACKFILL_OPTION ) as $option ) {
			wp_cache_delete( $option, 'options' );
		}
		wp_cache_delete( 'notoptions', 'options' );
		$queries = $this->queries_of(
			static function () {
				Api_Key::prime();
			}
		);
		$primed  = $this->matching( $queries, '/option_name IN \(/' );
		$this->assertCount( 1, $primed, implode( "\n", $queries ) );
		$this->assertStringContainsString( Training_Sync::BACKFILL_OPTION, $primed[0] );
		$this->assertSame( array(), $this->queries_of( static fn() => Training_Sync::is_indexed( 5 ) ), 'no query of its own' );
		$this->assertTrue( Training_Sync::is_indexed( 5 ) );

		update_option( Training_Sync::BACKFILL_OPTION, 3, false );
		wp_cache_delete( Api_Key::OPTION, 'options' );
		wp_cache_delete( Training_Sync::BACKFILL_OPTION, 'options' );
		Api_Key::prime();
		$this->assertSame( array(), $this->queries_of( static fn() => Training_Sync::is_indexed( 5 ) ) );
		$this->assertFalse( Training_Sync::is_indexed( 5 ), 'a member the backfill has not reached' );
		delete_option( Training_Sync::BACKFILL_OPTION );
	}

	/**
	 * A new measurement: the same, and what the coach's status reads from its meta at save time
	 * is there (its weight is the member's newest).
	 */
	public function test_a_new_measurement_adds_its_meta_before_the_save_hooks(): void {
		global $wpdb, $wp_filter;
		$member = $this->create_user( 'sporter' );
		wp_set_current_user( $member );
		$seen    = null;
		$observe = static function ( $post_id ) use ( &$seen ) {
			$seen = get_post_meta( (int) $post_id, Post_Types::META_WEIGHT, true );
		};
		add_action( 'save_post_' . Post_Types::MEASUREMENT, $observe );
		list( $response, $queries ) = $this->request(
			'POST',
			'/measurements',
			array(
				'date'   => '2026-05-05',
				'weight' => 80.4,
				'energy' => 7,
			)
		);
		remove_action( 'save_post_' . Post_Types::MEASUREMENT, $observe );
		$this->assertSame( 201, $response->get_status() );
		$id = (int) $response->get_data()['id'];
		$this->assertSame( '80.4', $seen, 'the save hooks see the meta' );
		$this->assertSame( array(), $this->matching( $queries, '/SELECT meta_id FROM \S*postmeta/' ) );
		$this->assertCount( 2, $this->matching( $queries, '/INSERT INTO \S*postmeta/' ) );
		$this->assertSame( array(), $this->matching( $queries, "/post_status = 'trash'/" ) );
		$this->assertSame( '80.4', get_post_meta( $id, Post_Types::META_WEIGHT, true ) );
		$this->assertSame( '7', get_post_meta( $id, Post_Types::META_ENERGY, true ) );
		$this->assertArrayNotHasKey( PHP_INT_MIN, $wp_filter[ 'save_post_' . Post_Types::MEASUREMENT ]->callbacks, 'the one-off hook is gone' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test read: the coach status row saw the weight.
		$last = $wpdb->get_var( $wpdb->prepare( "SELECT last_measurement FROM {$wpdb->prefix}fitcoach_coach_status WHERE user_id = %d", $member ) );
		$this->assertSame( '2026-05-05', (string) $last );
	}

	/**
	 * Written by an administrator viewing the app as the member: the stamp comes with the meta.
	 * A page created afterwards still gets WordPress's own treatment of trashed slugs.
	 */
	public function test_the_entered_by_stamp_comes_with_the_meta_and_pages_keep_core_behaviour(): void {
		$member = $this->create_user( 'sporter' );
		$admin  = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$id = \FitCoach\Member\Measurements::create(
			$member,
			array(
				'date'   => '2026-05-06',
				'weight' => 81.0,
				'energy' => 5,
			)
		);
		$this->assertIsInt( $id );
		$this->assertSame( (string) $admin, get_post_meta( $id, Post_Types::META_ENTERED_BY, true ) );

		$old = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Over ons',
				'post_name'   => 'over-ons',
			)
		);
		wp_trash_post( $old );
		$queries = $this->queries_of(
			static function () {
				wp_insert_post(
					array(
						'post_type'   => 'page',
						'post_status' => 'publish',
						'post_title'  => 'Over ons',
						'post_name'   => 'over-ons',
					)
				);
			}
		);
		$this->assertNotEmpty( $this->matching( $queries, "/post_status = 'trash'/" ), 'a page still frees the slug of a trashed page' );
		$this->assertNotEmpty( $this->matching( $queries, '/_transient_is_multi_author/' ), 'and resets the several-authors flag' );
		$this->assertSame( 'over-ons__trashed', get_post_field( 'post_name', $old ) );
	}

	/**
	 * Deleting a session skips WordPress's search for menu items that point to it, and leaves
	 * that search in place for everything else: a deleted page still takes its menu items.
	 */
	public function test_deleting_member_data_skips_the_menu_item_search_only_for_it(): void {
		$member  = $this->create_user( 'sporter' );
		$workout = $this->workout( 'Full Body' );
		$session = $this->session( $member, $workout, '2026-05-05 18:00:00' );
		wp_set_current_user( $member );
		list( $response, $queries ) = $this->request( 'DELETE', '/workout-sessions/' . $session );
		$this->assertSame( 200, $response->get_status() );
		$this->assertNull( get_post( $session ) );
		$this->assertSame( array(), $this->matching( $queries, '/_menu_item_object_id/' ), 'no menu item search' );
		$this->assertSame( 10, has_action( 'delete_post', '_wp_delete_post_menu_item' ), 'the search is back for the next deletion' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Tarieven',
			)
		);
		$menu = wp_create_nav_menu( 'Hoofdmenu' );
		$this->assertIsInt( $menu );
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-object-id' => $page,
				'menu-item-object'    => 'page',
				'menu-item-type'      => 'post_type',
				'menu-item-status'    => 'publish',
			)
		);
		$this->assertIsInt( $item );
		wp_delete_post( $page, true );
		$this->assertNull( get_post( $item ), 'the page\'s menu item went with it' );
	}
}
