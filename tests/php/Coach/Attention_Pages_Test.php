<?php
/**
 * GET /admin/attention in pages: the pages put together are the whole list in its order (most
 * reasons, the longest absence, the name), the totals and headers, the bounds of page and
 * per_page, the scopes, and the same queries at 3 and at 30 members.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use DateTimeImmutable;
use FitCoach\Coach\Attention;
use FitCoach\Coach\Attention_Settings;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Goal_Weight;
use FitCoach\Coach\Member_Presenter;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use WP_REST_Response;

/**
 * Coach\Attention::page_for(), Coach\Coach_Status::ranked() and the route's paging.
 */
class Attention_Pages_Test extends TestCase {

	use Member_Fixtures;

	/** The day of the writes (site time). */
	private const TODAY = '2025-06-15';

	/** Registered long before TODAY (GMT). */
	private const LONG_AGO = '2025-01-10 09:00:00';

	/**
	 * Days after TODAY the clock stands at.
	 *
	 * @var int
	 */
	private int $later = 0;

	/**
	 * Pins the clock (TODAY at 10:00 plus $later days).
	 */
	protected function set_up() {
		parent::set_up();
		$this->later = 0;
		add_filter( 'fitcoach_now', fn() => $this->now() );
	}

	/**
	 * Now: TODAY plus $later days, 10:00 site time.
	 */
	private function now(): DateTimeImmutable {
		return new DateTimeImmutable( self::ago( -$this->later ) . ' 10:00:00', wp_timezone() );
	}

	/**
	 * The day some days before TODAY (negative: after).
	 *
	 * @param int $days Days before.
	 */
	private static function ago( int $days ): string {
		return gmdate( 'Y-m-d', (int) strtotime( self::TODAY . ' UTC' ) - $days * DAY_IN_SECONDS );
	}

	/**
	 * A member registered long ago who last measured some days ago (null: never) and trained today.
	 *
	 * @param int|null             $measured Days since the last measurement, or null.
	 * @param array<string, mixed> $args     Extra user fields.
	 */
	private function member( ?int $measured, array $args = array() ): int {
		$id = $this->create_user( 'sporter', $args + array( 'user_registered' => self::LONG_AGO ) );
		if ( null !== $measured ) {
			$this->measurement( $id, self::ago( $measured ), 80.0 );
		}
		$this->session( $id, 0, self::TODAY . ' 08:00:00' );
		return $id;
	}

	/**
	 * GET /admin/attention as a coach.
	 *
	 * @param int                  $coach Coach.
	 * @param array<string, mixed> $query Query.
	 */
	private function attention( int $coach, array $query = array() ): WP_REST_Response {
		wp_set_current_user( $coach );
		return $this->rest( 'GET', '/admin/attention', $query );
	}

	/**
	 * Every page of the route put together, each page checked against the totals.
	 *
	 * @param int                  $coach    Coach.
	 * @param int                  $per_page Per page.
	 * @param array<string, mixed> $query    More query.
	 * @return list<array<string, mixed>>
	 */
	private function all_pages( int $coach, int $per_page, array $query = array() ): array {
		$items = array();
		$page  = 1;
		do {
			$response = $this->attention(
				$coach,
				$query + array(
					'page'     => $page,
					'per_page' => $per_page,
				)
			);
			$this->assertSame( 200, $response->get_status() );
			$data  = $response->get_data();
			$pages = (int) ceil( $data['total'] / $per_page );
			$this->assertSame( $pages, $data['pages'] );
			$this->assertSame( (string) $data['total'], $response->get_headers()['X-WP-Total'] ?? null );
			$this->assertSame( (string) $pages, $response->get_headers()['X-WP-TotalPages'] ?? null );
			$this->assertCount( $page < $pages ? $per_page : $data['total'] - ( $pages - 1 ) * $per_page, $data['items'], "page $page" );
			array_push( $items, ...$data['items'] );
			++$page;
		} while ( $page <= $pages );
		return $items;
	}

	public function test_the_pages_put_together_are_the_whole_list_on_every_day_and_threshold(): void {
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		mt_srand( 61 );
		$admin   = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$trainer = $this->create_user( 'pt_trainer', array( 'user_registered' => self::LONG_AGO ) );
		$roles   = array( 'sporter', 'sporter', 'sporter', 'sporter', 'subscriber', 'administrator', 'pt_trainer' );
		// Names that tie, differ in case and accents only, or are empty (first and last name, or the login).
		$names = array( 'anna', 'Anna', 'Émile', 'emma', 'Zoë', 'zoe', 'Bas', 'bas', '', 'Ölaf', 'Daan', 'Ymke &amp; Co' );
		for ( $i = 0; $i < 30; $i++ ) {
			$args = array(
				'user_registered' => sprintf( '%s %02d:30:00', self::ago( mt_rand( 0, 30 ) ), mt_rand( 0, 23 ) ),
				'display_name'    => $names[ $i % count( $names ) ],
			);
			if ( '' === $args['display_name'] && 0 === $i % 2 ) {
				$args['first_name'] = 'Pim';
				$args['last_name']  = 'de Vries';
			}
			$id = $this->create_user( $roles[ $i % count( $roles ) ], $args );
			if ( '' === $args['display_name'] ) {
				// wp_insert_user() fills an empty display name in: made empty again, as an import could.
				global $wpdb;
				$wpdb->update( $wpdb->users, array( 'display_name' => '' ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				clean_user_cache( $id );
				Coach_Status::refresh( $id, $this->now() );
			}
			if ( 0 === $i % 4 ) {
				Coach_Assignment::set( $id, 0 === $i % 8 ? $trainer : $admin );
			}
			if ( 1 === mt_rand( 0, 2 ) ) {
				Goal_Weight::set( $id, 70.0 + mt_rand( 0, 300 ) / 10 );
			}
			if ( 0 !== $i % 6 ) {
				$weight = 70.0 + mt_rand( 0, 300 ) / 10;
				$slope  = mt_rand( -3, 3 ) / 10;
				for ( $day = 25; $day >= -2; $day-- ) {
					if ( mt_rand( 0, 9 ) < 4 - intdiv( $i % 4, 2 ) ) {
						$this->measurement( $id, self::ago( $day ), round( $weight + $slope * ( 25 - $day ) + mt_rand( -5, 5 ) / 10, 1 ), mt_rand( 1, 10 ) );
					}
				}
			}
			if ( 0 !== $i % 5 ) {
				$this->session( $id, 0, self::ago( mt_rand( 0, 15 ) ) . ' 18:00:00' );
			}
		}
		$threshold_sets = array(
			Attention_Settings::defaults(),
			array(
				'measurement_days'  => 3,
				'session_days'      => 5,
				'energy_drop'       => 0.5,
				'trend_kg_per_week' => 0.0,
				'plan_missed'       => 2,
			),
		);
		$compared       = 0;
		foreach ( $threshold_sets as $thresholds ) {
			$this->assertIsArray( Attention_Settings::update( $thresholds ) );
			foreach ( array( 0, 2, 5, 13 ) as $later ) {
				$this->later = $later;
				foreach ( array(
					'trainer'     => array( $trainer, null ),
					'admin'       => array( $admin, null ),
					'admin, mine' => array( $admin, 'mine' ),
				) as $who => list( $coach, $scope ) ) {
					$expected = Attention::items_for( $coach, $this->now(), $scope );
					$query    = null === $scope ? array() : array( 'scope' => $scope );
					$this->assertSame( $expected, $this->all_pages( $coach, 4, $query ), sprintf( '%s, %d days later, thresholds %s', $who, $later, wp_json_encode( $thresholds ) ) );
					$compared += count( $expected );
				}
			}
		}
		$this->assertGreaterThan( 150, $compared, 'the comparison is not made on short lists' );
	}

	public function test_names_are_ordered_without_case_or_accents_and_a_new_name_moves(): void {
		$admin = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$zoe   = $this->member( 8, array( 'display_name' => 'Zoë' ) );
		$emile = $this->member( 8, array( 'display_name' => 'Émile' ) );
		$anna  = $this->member( 8, array( 'display_name' => 'anna' ) );
		$bas   = $this->member( 8, array( 'display_name' => 'Bas' ) );
		$ids   = fn(): array => array_column( $this->all_pages( $admin, 1 ), 'user_id' );
		$this->assertSame( array( $anna, $bas, $emile, $zoe ), $ids() );
		wp_update_user(
			array(
				'ID'           => $zoe,
				'display_name' => 'Aafke',
			)
		);
		$this->assertSame( array( $zoe, $anna, $bas, $emile ), $ids() );
	}

	public function test_most_reasons_first_then_the_longest_absence(): void {
		$admin = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$week  = $this->member( 8, array( 'display_name' => 'A' ) );
		$month = $this->member( 30, array( 'display_name' => 'B' ) );
		$never = $this->member( null, array( 'display_name' => 'C' ) );
		$both  = $this->create_user(
			'sporter',
			array(
				'user_registered' => self::LONG_AGO,
				'display_name'    => 'D',
			)
		);
		$this->measurement( $both, self::ago( 7 ), 80.0 );
		$this->session( $both, 0, self::ago( 10 ) . ' 18:00:00' );
		$this->assertSame( array( $both, $never, $month, $week ), array_column( $this->all_pages( $admin, 3 ), 'user_id' ) );
	}

	public function test_a_page_past_the_end_is_empty_with_the_totals(): void {
		$admin = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->member( 8 + $i );
		}
		$this->member( 0 );
		$response = $this->attention(
			$admin,
			array(
				'page'     => 4,
				'per_page' => 2,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), $response->get_data()['items'] );
		$this->assertSame( 5, $response->get_data()['total'] );
		$this->assertSame( 3, $response->get_data()['pages'] );

		$first = $this->attention( $admin )->get_data();
		$this->assertCount( 5, $first['items'], 'per_page 20 by default' );
		$this->assertSame( 1, $first['pages'] );
		$this->assertCount( 5, $this->attention( $admin, array( 'per_page' => '100' ) )->get_data()['items'] );
	}

	/**
	 * Paging values the route refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function refused_paging(): array {
		return array(
			'per_page 0'         => array( array( 'per_page' => 0 ) ),
			'per_page 101'       => array( array( 'per_page' => 101 ) ),
			'per_page -1'        => array( array( 'per_page' => '-1' ) ),
			'per_page a word'    => array( array( 'per_page' => 'veel' ) ),
			'per_page a decimal' => array( array( 'per_page' => '2.5' ) ),
			'page 0'             => array( array( 'page' => 0 ) ),
			'page too high'      => array( array( 'page' => 100001 ) ),
			'page a list'        => array( array( 'page' => array( 1 ) ) ),
		);
	}

	/**
	 * A page or per_page out of bounds or not a whole number: 400 fitcoach_invalid_paging.
	 *
	 * @dataProvider refused_paging
	 *
	 * @param array<string, mixed> $query Query.
	 */
	public function test_paging_out_of_bounds_is_refused( array $query ): void {
		$admin = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$this->member( 9 );
		$this->assertRestError( 400, 'fitcoach_invalid_paging', $this->attention( $admin, $query ) );
	}

	public function test_the_scopes_are_paged_apart(): void {
		$admin   = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$trainer = $this->create_user( 'pt_trainer', array( 'user_registered' => self::LONG_AGO ) );
		$mine    = array();
		$theirs  = array();
		$free    = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$mine[] = $this->member( 8 );
			Coach_Assignment::set( end( $mine ), $admin );
			$theirs[] = $this->member( 8 );
			Coach_Assignment::set( end( $theirs ), $trainer );
			$free[] = $this->member( 8 );
		}
		$ids    = function ( int $coach, array $query ): array {
			$found = array_column( $this->all_pages( $coach, 2, $query ), 'user_id' );
			sort( $found );
			return $found;
		};
		$sorted = static function ( array ...$lists ): array {
			$all = array_merge( ...$lists );
			sort( $all );
			return $all;
		};
		$this->assertSame( $sorted( $theirs, $free ), $ids( $trainer, array() ) );
		$this->assertSame( $sorted( $theirs, $free ), $ids( $trainer, array( 'scope' => 'all' ) ), 'a trainer always sees his own' );
		$this->assertSame( $sorted( $mine, $free ), $ids( $admin, array( 'scope' => 'mine' ) ) );
		$this->assertSame( 9, $this->attention( $admin, array( 'per_page' => 2 ) )->get_data()['total'] );
	}

	public function test_the_route_costs_the_same_queries_at_3_and_at_30_members(): void {
		global $wpdb;
		$admin   = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$trainer = $this->create_user( 'pt_trainer', array( 'user_registered' => self::LONG_AGO ) );
		$picture = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2025/06/face.jpg'
		);
		$counts  = array();
		$made    = 0;
		foreach ( array( 3, 30 ) as $size ) {
			for ( ; $made < $size; $made++ ) {
				$member = $this->member( 8 + $made % 5 );
				update_user_meta( $member, Member_Presenter::PROFILE_IMAGE_META, $picture );
				$this->member( 0 );
			}
			foreach ( array(
				'admin'       => array( $admin, array() ),
				'admin, mine' => array( $admin, array( 'scope' => 'mine' ) ),
				'trainer'     => array( $trainer, array() ),
			) as $who => list( $coach, $query ) ) {
				wp_set_current_user( $coach );
				wp_cache_flush();
				wp_load_alloptions();
				user_can( $coach, 'read' );
				$before   = $wpdb->num_queries;
				$response = $this->rest( 'GET', '/admin/attention', $query );
				$count    = $wpdb->num_queries - $before;
				$this->assertSame( 200, $response->get_status() );
				$this->assertSame( $size, $response->get_data()['total'], $who );
				$this->assertCount( min( $size, 20 ), $response->get_data()['items'], $who );
				$this->assertNotSame( '', $response->get_data()['items'][0]['profile_image'] );
				$counts[ $size ][ $who ] = $count;
			}
		}
		$this->assertSame( $counts[3], $counts[30], 'the same queries for 3 and for 30 members' );
	}
}
