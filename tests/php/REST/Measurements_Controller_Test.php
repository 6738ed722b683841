<?php
/**
 * Measurements routes: CRUD, paging, validation, ownership.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;

/**
 * /measurements.
 */
class Measurements_Controller_Test extends TestCase {

	/**
	 * A logged-in member.
	 *
	 * @var int
	 */
	private int $member;

	protected function set_up() {
		parent::set_up();
		$this->member = $this->create_user( 'sporter' );
		wp_set_current_user( $this->member );
	}

	/**
	 * Adds a measurement through the API and returns its body.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, mixed>
	 */
	private function add( array $fields = array() ): array {
		$response = $this->rest(
			'POST',
			'/measurements',
			array_merge(
				array(
					'date'   => '2025-05-05',
					'weight' => 72.4,
					'energy' => 7,
				),
				$fields
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_create_read_update_delete(): void {
		$created = $this->add( array( 'post_title' => 'Ochtend' ) );
		$this->assertSame(
			array(
				'id'         => $created['id'],
				'post_title' => 'Ochtend',
				'date'       => '2025-05-05',
				'weight'     => 72.4,
				'energy'     => 7,
				'modified'   => $created['modified'],
			),
			$created
		);
		$post = $this->existing_post( $created['id'] );
		$this->assertSame( $this->member, (int) $post->post_author );
		$this->assertSame( '2025-05-05 12:00:00', $post->post_date );
		$this->assertSame( 'publish', $post->post_status );

		$read = $this->rest( 'GET', '/measurements/' . $created['id'] );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( $created, $read->get_data() );

		$updated = $this->rest( 'PUT', '/measurements/' . $created['id'], array( 'weight' => 71.96 ) );
		$this->assertSame( 200, $updated->get_status() );
		$this->assertSame( 72.0, $updated->get_data()['weight'] );
		$this->assertSame( 7, $updated->get_data()['energy'], 'Energy kept when not sent.' );
		$this->assertSame( '2025-05-05', $updated->get_data()['date'] );

		$updated = $this->rest(
			'PUT',
			'/measurements/' . $created['id'],
			array(
				'energy' => 3,
				'date'   => '2025-06-01',
			)
		);
		$this->assertSame( 3, $updated->get_data()['energy'] );
		$this->assertSame( '2025-06-01', $updated->get_data()['date'] );

		$deleted = $this->rest( 'DELETE', '/measurements/' . $created['id'] );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $created['id'],
			),
			$deleted->get_data()
		);
		$this->assertNull( get_post( $created['id'] ) );
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $this->rest( 'GET', '/measurements/' . $created['id'] ) );
	}

	public function test_a_date_of_today_or_later_stays_published(): void {
		$today    = current_datetime()->format( 'Y-m-d' );
		$tomorrow = current_datetime()->modify( '+1 day' )->format( 'Y-m-d' );
		$first    = $this->add( array( 'date' => $today ) );
		$second   = $this->add( array( 'date' => $tomorrow ) );
		$this->assertSame( 'publish', get_post_status( $first['id'] ) );
		$this->assertSame( 'publish', get_post_status( $second['id'] ) );
		$this->assertSame( 2, $this->rest( 'GET', '/measurements' )->get_data()['total'] );
	}

	/**
	 * Cases.
	 *
	 * @return array<string, array{int, int, int, int, bool}>
	 */
	public static function paging_cases(): array {
		return array(
			'none'              => array( 0, 1, 0, 0, false ),
			'one full page'     => array( 10, 1, 1, 10, false ),
			'eleven, page 1'    => array( 11, 1, 2, 10, true ),
			'eleven, page 2'    => array( 11, 2, 2, 1, false ),
			'twenty-one, p 2'   => array( 21, 2, 3, 10, true ),
			'twenty-one, p 3'   => array( 21, 3, 3, 1, false ),
			'past the last one' => array( 21, 4, 3, 0, false ),
		);
	}

	/**
	 * Runs once per case of paging_cases().
	 *
	 * @dataProvider paging_cases
	 *
	 * @param int  $items    Measurements stored.
	 * @param int  $page     Page asked.
	 * @param int  $pages    Expected pages.
	 * @param int  $on_page  Expected items on the page.
	 * @param bool $has_more Expected hasMore.
	 */
	public function test_paging( int $items, int $page, int $pages, int $on_page, bool $has_more ): void {
		$start = new \DateTimeImmutable( '2025-01-01' );
		for ( $i = 0; $i < $items; $i++ ) {
			$this->make( $this->member, $start->modify( "+$i days" )->format( 'Y-m-d' ), 70 + $i / 10 );
		}
		$response = $this->rest(
			'GET',
			'/measurements',
			array(
				'page'     => $page,
				'per_page' => 10,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( $pages, $body['pages'] );
		$this->assertSame( $has_more, $body['hasMore'] );
		$this->assertSame( $items, $body['total'] );
		$this->assertCount( $on_page, $body['data'] );
		$this->assertSame( (string) $items, $response->get_headers()['X-WP-Total'] );
	}

	public function test_list_is_newest_date_first_and_only_mine(): void {
		$other = $this->create_user( 'sporter' );
		$this->make( $this->member, '2025-05-01', 70 );
		$this->make( $this->member, '2025-05-03', 71 );
		$this->make( $this->member, '2025-05-02', 72 );
		$this->make( $other, '2025-05-04', 99 );
		$body = $this->rest( 'GET', '/measurements' )->get_data();
		$this->assertSame( array( '2025-05-03', '2025-05-02', '2025-05-01' ), array_column( $body['data'], 'date' ) );
		$this->assertSame( array( 71.0, 72.0, 70.0 ), array_column( $body['data'], 'weight' ) );
	}

	public function test_per_page_is_bounded(): void {
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/measurements', array( 'per_page' => 101 ) ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/measurements', array( 'page' => 0 ) ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/measurements', array( 'page' => '1abc' ) ) );
	}

	/**
	 * Cases.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_inputs(): array {
		return array(
			'energy 0'         => array( array( 'energy' => 0 ), 'rest_invalid_param' ),
			'energy 11'        => array( array( 'energy' => 11 ), 'rest_invalid_param' ),
			'energy 5.5'       => array( array( 'energy' => 5.5 ), 'rest_invalid_param' ),
			'energy text'      => array( array( 'energy' => 'hoog' ), 'rest_invalid_param' ),
			'weight abc'       => array( array( 'weight' => 'abc' ), 'rest_invalid_param' ),
			'weight 0'         => array( array( 'weight' => 0 ), 'rest_invalid_param' ),
			'weight negative'  => array( array( 'weight' => -3 ), 'rest_invalid_param' ),
			'weight 19.9'      => array( array( 'weight' => 19.9 ), 'rest_invalid_param' ),
			'weight 400.1'     => array( array( 'weight' => 400.1 ), 'rest_invalid_param' ),
			'weight 501'       => array( array( 'weight' => 501 ), 'rest_invalid_param' ),
			'weight "19.9"'    => array( array( 'weight' => '19.9' ), 'rest_invalid_param' ),
			'weight missing'   => array( array( 'weight' => null ), 'rest_missing_callback_param' ),
			'weight array'     => array( array( 'weight' => array( 1 ) ), 'rest_invalid_param' ),
			'date dd-mm-yyyy'  => array( array( 'date' => '31-12-2025' ), 'rest_invalid_param' ),
			'date 30 February' => array( array( 'date' => '2025-02-30' ), 'rest_invalid_param' ),
			'date with time'   => array( array( 'date' => '2025-02-03T10:00:00' ), 'rest_invalid_param' ),
			'date missing'     => array( array( 'date' => null ), 'rest_missing_callback_param' ),
			'energy missing'   => array( array( 'energy' => null ), 'rest_missing_callback_param' ),
			'title too long'   => array( array( 'post_title' => str_repeat( 'a', 201 ) ), 'rest_invalid_param' ),
		);
	}

	/**
	 * Runs once per case of invalid_inputs().
	 *
	 * @dataProvider invalid_inputs
	 *
	 * @param array<string, mixed> $override Fields replacing the valid ones (null: left out).
	 * @param string               $code     Expected error code.
	 */
	public function test_invalid_input_is_400_and_stores_nothing( array $override, string $code ): void {
		$fields = array_filter(
			array_merge(
				array(
					'date'   => '2025-05-05',
					'weight' => 72.4,
					'energy' => 7,
				),
				$override
			),
			static fn( $value ) => null !== $value
		);
		$this->assertRestError( 400, $code, $this->rest( 'POST', '/measurements', $fields ) );
		$this->assertSame( 0, $this->rest( 'GET', '/measurements' )->get_data()['total'] );
	}

	/**
	 * Weights on and beside the bounds of 20–400 kg.
	 *
	 * @return array<string, array{float, bool}>
	 */
	public static function weight_bounds(): array {
		return array(
			'19.9 kg'  => array( 19.9, false ),
			'20 kg'    => array( 20.0, true ),
			'400 kg'   => array( 400.0, true ),
			'400.1 kg' => array( 400.1, false ),
		);
	}

	/**
	 * Runs once per case of weight_bounds(): a new measurement is stored with the weight, or
	 * refused with 400 rest_invalid_param naming the weight, and nothing is stored.
	 *
	 * @dataProvider weight_bounds
	 *
	 * @param float $weight   Weight sent.
	 * @param bool  $accepted Whether it is inside the bounds.
	 */
	public function test_create_keeps_the_weight_within_20_to_400_kg( float $weight, bool $accepted ): void {
		$response = $this->rest(
			'POST',
			'/measurements',
			array(
				'date'   => '2025-05-05',
				'weight' => $weight,
				'energy' => 7,
			)
		);
		if ( $accepted ) {
			$this->assertSame( 201, $response->get_status() );
			$this->assertSame( $weight, $response->get_data()['weight'] );
			$this->assertSame( 1, $this->rest( 'GET', '/measurements' )->get_data()['total'] );
			return;
		}
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertArrayHasKey( 'weight', $response->get_data()['data']['params'] );
		$this->assertSame( 0, $this->rest( 'GET', '/measurements' )->get_data()['total'] );
	}

	/**
	 * Runs once per case of weight_bounds(): an update stores the weight, or is refused with 400
	 * rest_invalid_param naming the weight, and the stored measurement is unchanged.
	 *
	 * @dataProvider weight_bounds
	 *
	 * @param float $weight   Weight sent.
	 * @param bool  $accepted Whether it is inside the bounds.
	 */
	public function test_update_keeps_the_weight_within_20_to_400_kg( float $weight, bool $accepted ): void {
		$created  = $this->add();
		$path     = '/measurements/' . $created['id'];
		$response = $this->rest(
			'PUT',
			$path,
			array(
				'weight' => $weight,
				'energy' => 3,
			)
		);
		if ( $accepted ) {
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( $weight, $this->rest( 'GET', $path )->get_data()['weight'] );
			return;
		}
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertArrayHasKey( 'weight', $response->get_data()['data']['params'] );
		$this->assertSame( $created, $this->rest( 'GET', $path )->get_data(), 'Neither the weight nor the energy sent with it is stored.' );
	}

	public function test_invalid_update_is_400_and_changes_nothing(): void {
		$created = $this->add();
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'PUT', '/measurements/' . $created['id'], array( 'energy' => 0 ) ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'PUT', '/measurements/' . $created['id'], array( 'date' => '2025-13-01' ) ) );
		$this->assertSame( $created, $this->rest( 'GET', '/measurements/' . $created['id'] )->get_data() );
	}

	public function test_another_members_measurement_is_not_found_and_unchanged(): void {
		$other = $this->create_user( 'sporter' );
		$id    = $this->make( $other, '2025-05-05', 80.0 );
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $this->rest( 'GET', '/measurements/' . $id ) );
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $this->rest( 'PUT', '/measurements/' . $id, array( 'weight' => 60 ) ) );
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $this->rest( 'DELETE', '/measurements/' . $id ) );
		$this->assertSame( 80.0, (float) get_post_meta( $id, Post_Types::META_WEIGHT, true ) );
		$this->assertSame( 'publish', get_post_status( $id ) );
	}

	public function test_missing_id_and_other_post_types_are_not_found(): void {
		$page = wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => 'x',
				'post_author' => $this->member,
			)
		);
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $this->rest( 'GET', '/measurements/' . $page ) );
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $this->rest( 'GET', '/measurements/999999' ) );
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $this->rest( 'DELETE', '/measurements/' . $page ) );
		$this->assertSame( 'publish', get_post_status( $page ) );
	}

	public function test_guest_is_refused(): void {
		wp_set_current_user( 0 );
		$response = $this->rest( 'GET', '/measurements' );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame(
			401,
			$this->rest(
				'POST',
				'/measurements',
				array(
					'date'   => '2025-05-05',
					'weight' => 70,
					'energy' => 5,
				)
			)->get_status()
		);
	}

	public function test_someone_elses_user_id_without_a_switch_is_refused(): void {
		$other = $this->create_user( 'sporter' );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'GET', '/measurements', array( 'user_id' => $other ) ) );
		$this->assertSame( 200, $this->rest( 'GET', '/measurements', array( 'user_id' => $this->member ) )->get_status() );
	}

	public function test_a_switched_admin_writes_for_the_member_and_is_recorded(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		add_filter( 'fitcoach_resolve_switched_user', fn( $allowed, $requested ) => $requested === $this->member, 100, 2 );
		$created = $this->add( array( 'user_id' => $this->member ) );
		$this->assertSame( $this->member, (int) get_post_field( 'post_author', $created['id'] ) );
		$this->assertSame( $admin, (int) get_post_meta( $created['id'], Post_Types::META_ENTERED_BY, true ) );
		$list = $this->rest( 'GET', '/measurements', array( 'user_id' => $this->member ) )->get_data();
		$this->assertSame( array( $created['id'] ), array_column( $list['data'], 'id' ) );
		$this->assertSame( 0, $this->rest( 'GET', '/measurements' )->get_data()['total'], 'The admin\'s own list is separate.' );
	}

	public function test_members_own_writes_are_not_stamped(): void {
		$created = $this->add();
		$this->assertSame( '', get_post_meta( $created['id'], Post_Types::META_ENTERED_BY, true ) );
	}

	/**
	 * Stores a measurement directly.
	 *
	 * @param int    $author Member.
	 * @param string $date   Y-m-d.
	 * @param float  $weight Weight.
	 */
	private function make( int $author, string $date, float $weight ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::MEASUREMENT,
				'post_status' => 'publish',
				'post_author' => $author,
				'post_date'   => $date . ' 12:00:00',
				'meta_input'  => array(
					Post_Types::META_WEIGHT => $weight,
					Post_Types::META_ENERGY => 6,
				),
			)
		);
	}

	public function test_a_stale_update_is_a_conflict_and_changes_nothing(): void {
		$created = $this->add();
		$path    = '/measurements/' . $created['id'];

		// The version read: the update goes through and moves the version on.
		$first = $this->rest(
			'PUT',
			$path,
			array(
				'weight'   => 73,
				'modified' => $created['modified'],
			)
		);
		$this->assertSame( 200, $first->get_status() );
		$this->assertGreaterThan( strtotime( $created['modified'] ), strtotime( $first->get_data()['modified'] ) );

		// The old version again: 409 with the stored measurement, nothing written.
		$stale = $this->rest(
			'PUT',
			$path,
			array(
				'weight'   => 90,
				'modified' => $created['modified'],
			)
		);
		$this->assertRestError( 409, 'fitcoach_conflict', $stale );
		$error = $stale->get_data();
		$this->assertSame( 73.0, $error['data']['measurement']['weight'] );
		$this->assertSame( $first->get_data()['modified'], $error['data']['measurement']['modified'] );
		$this->assertSame( 73.0, $this->rest( 'GET', $path )->get_data()['weight'] );

		// Without a version the app means "mine": it is written.
		$this->assertSame( 90.0, $this->rest( 'PUT', $path, array( 'weight' => 90 ) )->get_data()['weight'] );
		// A version that is no date is refused.
		$this->assertRestError(
			400,
			'rest_invalid_param',
			$this->rest(
				'PUT',
				$path,
				array(
					'weight'   => 91,
					'modified' => 'gisteren',
				)
			)
		);
	}
}
