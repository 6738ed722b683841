<?php
/**
 * The needs-attention list of a coach: who is in it, in what order, in what shape, at what cost,
 * and GET /admin/attention.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use DateTimeImmutable;
use FitCoach\Coach\Attention;
use FitCoach\Coach\Attention_Settings;
use FitCoach\Coach\Member_Presenter;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * Coach\Attention::items_for() and the route.
 */
class Attention_Test extends TestCase {

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
	 * The day some days before TODAY.
	 *
	 * @param int $days Days before.
	 */
	private static function ago( int $days ): string {
		return gmdate( 'Y-m-d', (int) strtotime( self::TODAY . ' UTC' ) - $days * DAY_IN_SECONDS );
	}

	/**
	 * A user registered long ago who logs daily (no reason) unless told otherwise.
	 *
	 * @param string               $role                 Role.
	 * @param int|null             $measured_days_ago    Days since the last measurement (null: never).
	 * @param int|null             $trained_days_ago     Days since the last session (null: never).
	 * @param array<string, mixed> $args                 Extra user fields.
	 */
	private function person( string $role, ?int $measured_days_ago = 0, ?int $trained_days_ago = 0, array $args = array() ): int {
		$id = $this->create_user( $role, $args + array( 'user_registered' => self::LONG_AGO ) );
		if ( null !== $measured_days_ago ) {
			$this->measurement( $id, self::ago( $measured_days_ago ), 80.0 );
		}
		if ( null !== $trained_days_ago ) {
			$this->session( $id, 0, self::ago( $trained_days_ago ) . ' 18:00:00' );
		}
		return $id;
	}

	/**
	 * The user ids of a coach's list.
	 *
	 * @param int $coach Coach.
	 * @return list<int>
	 */
	private static function listed( int $coach ): array {
		return array_column( Attention::items_for( $coach, self::now() ), 'user_id' );
	}

	/**
	 * The item of a member in a list.
	 *
	 * @param array<int, array<string, mixed>> $items  List.
	 * @param int                              $member Member.
	 * @return array<string, mixed>
	 */
	private static function item_of( array $items, int $member ): array {
		foreach ( $items as $item ) {
			if ( ( $item['user_id'] ?? 0 ) === $member ) {
				return $item;
			}
		}
		self::fail( "Member $member is not in the list" );
	}

	public function test_an_administrator_sees_everyone_but_themselves_and_a_trainer_only_members(): void {
		$admin        = $this->person( 'administrator', 20 );
		$other_admin  = $this->person( 'administrator', 20 );
		$trainer      = $this->person( 'pt_trainer', 20 );
		$other_coach  = $this->person( 'pt_trainer', 20 );
		$member       = $this->person( 'sporter', 20 );
		$subscriber   = $this->person( 'subscriber', null, null );
		$fine         = $this->person( 'sporter' );
		$mixed_roles  = $this->person( 'sporter', 20 );
		$with_powers  = $this->person( 'sporter', 20 );
		$new_member   = $this->person( 'sporter', null, null, array( 'user_registered' => self::ago( 2 ) . ' 09:00:00' ) );
		$admin_no_log = $this->person( 'administrator', null, null );
		$this->existing_user( $mixed_roles )->add_role( 'editor' );
		// Member roles only, but a coach's capability of their own: the capability check keeps them out.
		$this->existing_user( $with_powers )->add_cap( 'fitcoach_manage_clients' );

		$seen_by_admin = self::listed( $admin );
		foreach ( array( $other_admin, $trainer, $other_coach, $member, $subscriber, $mixed_roles, $with_powers ) as $user ) {
			$this->assertContains( $user, $seen_by_admin );
		}
		foreach ( array( $admin, $fine, $new_member, $admin_no_log ) as $user ) {
			$this->assertNotContains( $user, $seen_by_admin, 'not themselves, nobody who is fine or new, no administrator for never logging' );
		}

		$seen_by_trainer = self::listed( $trainer );
		$this->assertEqualsCanonicalizing( array( $member, $subscriber ), array_values( array_intersect( $seen_by_trainer, array( $admin, $other_admin, $trainer, $other_coach, $member, $subscriber, $fine, $mixed_roles, $with_powers, $new_member, $admin_no_log ) ) ) );

		$this->assertSame( array(), Attention::items_for( $member, self::now() ), 'a member has no list' );
		$this->assertSame( array(), Attention::items_for( 0, self::now() ) );
	}

	public function test_the_list_does_not_depend_on_who_is_logged_in(): void {
		$trainer = $this->person( 'pt_trainer' );
		$member  = $this->person( 'sporter', 9 );
		$admin   = $this->person( 'administrator', 20 );
		wp_set_current_user( $admin );
		$this->assertSame( array( $member ), self::listed( $trainer ) );
		wp_set_current_user( 0 );
		$this->assertSame( array( $member ), self::listed( $trainer ) );
	}

	public function test_items_have_the_members_name_initials_picture_and_reasons(): void {
		$admin   = $this->person( 'administrator' );
		$member  = $this->person(
			'sporter',
			12,
			0,
			array(
				'first_name'   => 'Émile',
				'last_name'    => 'de Vries',
				'display_name' => 'Émile & Co',
			)
		);
		$picture = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Profielfoto',
				'post_status'    => 'inherit',
			),
			'2025/06/emile.jpg'
		);
		update_user_meta( $member, Member_Presenter::PROFILE_IMAGE_META, $picture );

		$item = self::item_of( Attention::items_for( $admin, self::now() ), $member );
		$this->assertSame(
			array(
				'user_id'       => $member,
				'name'          => 'Émile & Co',
				'initials'      => 'ÉD',
				'profile_image' => (string) wp_get_attachment_image_url( $picture, 'medium' ),
				'reasons'       => array(
					array(
						'code' => 'no_measurement',
						'text' => 'Geen meting in 12 dagen',
						'days' => 12,
					),
				),
			),
			$item
		);
		$this->assertStringEndsWith( '/2025/06/emile.jpg', $item['profile_image'] );
	}

	public function test_most_reasons_first_then_the_longest_absence_then_the_name(): void {
		$admin = $this->person( 'administrator' );
		$zoe   = $this->person( 'sporter', 8, 0, array( 'display_name' => 'Zoë' ) );
		$anna  = $this->person( 'sporter', 8, 0, array( 'display_name' => 'anna' ) );
		$bas   = $this->person( 'sporter', 30, 0, array( 'display_name' => 'Bas' ) );
		$both  = $this->person( 'sporter', 7, 10, array( 'display_name' => 'Ymke' ) );
		$never = $this->person( 'sporter', null, 0, array( 'display_name' => 'Cas' ) );
		$this->assertSame( array( $both, $never, $bas, $anna, $zoe ), self::listed( $admin ) );
	}

	public function test_the_thresholds_are_the_stored_ones(): void {
		$admin  = $this->person( 'administrator' );
		$member = $this->person( 'sporter', 3 );
		$this->assertNotContains( $member, self::listed( $admin ) );
		$this->assertIsArray( Attention_Settings::update( array_merge( Attention_Settings::defaults(), array( 'measurement_days' => 3 ) ) ) );
		$this->assertContains( $member, self::listed( $admin ) );
	}

	public function test_a_write_in_the_same_request_is_seen(): void {
		$admin  = $this->person( 'administrator' );
		$member = $this->person( 'sporter', 0, 0 );
		$last   = $this->measurement( $member, self::ago( 3 ), 80.0, 9 );
		$this->measurement( $member, self::ago( 9 ), 80.0, 9 );
		$this->assertNotContains( $member, self::listed( $admin ) );
		// Energy this week (6 today, 9 three days ago) against 9 last week: 1.5 lower. Through its
		// meta alone, the one of three days ago becomes 3: this week averages 4.5, 4.5 lower.
		update_post_meta( $last, Post_Types::META_ENERGY, 3 );
		$items = Attention::items_for( $admin, self::now() );
		$this->assertSame( array( 'Energie 4,5 lager dan vorige week' ), array_column( $items[0]['reasons'] ?? array(), 'text' ) );
	}

	public function test_the_number_of_queries_does_not_grow_with_the_members(): void {
		$admin   = $this->person( 'administrator' );
		$trainer = $this->person( 'pt_trainer' );
		$picture = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2025/06/face.jpg'
		);
		$counts  = array();
		foreach ( array( 3, 30 ) as $size ) {
			for ( $i = count( $counts ) * 3; $i < $size; $i++ ) {
				$member = $this->person( 'sporter', 8 + $i % 5, $i % 2 ? 11 : 0 );
				update_user_meta( $member, Member_Presenter::PROFILE_IMAGE_META, $picture );
				$this->person( 'sporter' );
			}
			foreach ( array(
				'admin'   => $admin,
				'trainer' => $trainer,
			) as $who => $coach ) {
				$counts[ $size ][ $who ] = $this->queries_of(
					$coach,
					function ( array $items ) use ( $size ): void {
						$this->assertGreaterThanOrEqual( $size, count( $items ) );
						$this->assertNotSame( '', $items[0]['profile_image'] );
					}
				);
			}
		}
		$this->assertSame( $counts[3], $counts[30], 'the same queries for 3 and for 30 members' );
		$this->assertLessThanOrEqual( 3, $counts[30]['admin'], 'the rows, the users\' meta, the pictures' );
		$this->assertLessThanOrEqual( 3, $counts[30]['trainer'] );
	}

	/**
	 * The queries of one list as a request makes it: caches empty but the coach and the
	 * autoloaded options, which every authenticated request has loaded.
	 *
	 * @param int      $coach Coach.
	 * @param callable $check Checks the list.
	 */
	private function queries_of( int $coach, callable $check ): int {
		global $wpdb;
		wp_cache_flush();
		wp_load_alloptions();
		user_can( $coach, 'read' );
		$before = $wpdb->num_queries;
		$items  = Attention::items_for( $coach, self::now() );
		$count  = $wpdb->num_queries - $before;
		$check( $items );
		return $count;
	}

	public function test_the_route_answers_coaches_only(): void {
		$member = $this->person( 'sporter', 20 );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', '/admin/attention' ) );
		wp_set_current_user( $member );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'GET', '/admin/attention' ) );

		$trainer = $this->person( 'pt_trainer', 20 );
		wp_set_current_user( $trainer );
		$response = $this->rest( 'GET', '/admin/attention', array( 'user_id' => $member ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'items', 'total', 'pages', 'thresholds' ), array_keys( $data ) );
		$this->assertSame( count( $data['items'] ), $data['total'] );
		$this->assertSame( 1, $data['pages'] );
		$this->assertContains( $member, array_column( $data['items'], 'user_id' ) );
		$this->assertNotContains( $trainer, array_column( $data['items'], 'user_id' ) );
		$this->assertSame(
			array(
				'measurement_days'  => 7,
				'session_days'      => 10,
				'energy_drop'       => 2.0,
				'trend_kg_per_week' => 0.1,
				'plan_missed'       => 2,
			),
			$data['thresholds']
		);
		$item = self::item_of( $data['items'], $member );
		$this->assertSame( array( 'user_id', 'name', 'initials', 'profile_image', 'reasons' ), array_keys( $item ) );
		$this->assertSame( 'no_measurement', $item['reasons'][0]['code'] );

		$schema = $this->rest( 'OPTIONS', '/admin/attention' )->get_data()['schema'] ?? array();
		$this->assertSame( array( 'items', 'total', 'pages', 'thresholds' ), array_keys( $schema['properties'] ?? array() ) );
		$this->assertTrue( rest_validate_value_from_schema( $data, $schema ) );
	}
}
