<?php
/**
 * Idempotency keys: a create sent again with its key makes nothing new.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Post_Types;
use FitCoach\REST\Idempotency;
use FitCoach\Tests\Support\Logins;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST /measurements and POST /workout-sessions with Idempotency-Key.
 */
class Idempotency_Test extends TestCase {

	use Logins;
	use Member_Fixtures;

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
	 * How many posts of a type the member has.
	 *
	 * @param string $type   Post type.
	 * @param int    $author Author (default: the member).
	 */
	private function posts_of( string $type, int $author = 0 ): int {
		return count(
			get_posts(
				array(
					'post_type'      => $type,
					'post_status'    => 'any',
					'author'         => $author > 0 ? $author : $this->member,
					'fields'         => 'ids',
					'posts_per_page' => -1,
				)
			)
		);
	}

	/**
	 * POST /measurements with a key.
	 *
	 * @param string               $key    The key.
	 * @param array<string, mixed> $fields Fields over the default ones.
	 */
	private function add_measurement( string $key, array $fields = array() ): WP_REST_Response {
		return $this->rest(
			'POST',
			'/measurements',
			array_merge(
				array(
					'date'   => '2026-11-25',
					'weight' => 77.7,
					'energy' => 6,
				),
				$fields
			),
			array( 'Idempotency-Key' => $key )
		);
	}

	public function test_a_replayed_measurement_is_made_once(): void {
		$first = $this->add_measurement( 'offline-key-0001' );
		$this->assertSame( 201, $first->get_status() );
		$this->assertArrayNotHasKey( 'Idempotent-Replayed', $first->get_headers() );

		foreach ( array( 1, 2 ) as $replay ) {
			$again = $this->add_measurement( 'offline-key-0001' );
			$this->assertSame( 200, $again->get_status(), 'replay ' . $replay );
			$this->assertSame( 'true', $again->get_headers()['Idempotent-Replayed'] ?? null );
			$this->assertSame( $first->get_data(), $again->get_data() );
		}
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT ) );

		// Another key is another measurement.
		$this->assertSame( 201, $this->add_measurement( 'offline-key-0002' )->get_status() );
		$this->assertSame( 2, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	public function test_the_key_may_come_as_a_field_and_the_field_order_does_not_matter(): void {
		$first = $this->rest(
			'POST',
			'/measurements',
			array(
				'idempotency_key' => 'field-key-1234',
				'weight'          => 70,
				'energy'          => 5,
				'date'            => '2026-11-20',
			)
		);
		$this->assertSame( 201, $first->get_status() );
		$again = $this->rest(
			'POST',
			'/measurements',
			array(
				'date'   => '2026-11-20',
				'energy' => 5,
				'weight' => 70,
			),
			array( 'Idempotency-Key' => 'field-key-1234' )
		);
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	public function test_a_replayed_session_is_made_once(): void {
		$exercise = $this->exercise( 'Squat' );
		$workout  = $this->workout( 'Benen', array( $exercise ), array( $this->member ) );
		$body     = array(
			'workout_id' => $workout,
			'title'      => 'Sessie 1',
			'content'    => 'Kelder',
			'exercises'  => array(
				array(
					'id'    => $exercise,
					'title' => 'Squat',
					'sets'  => array(
						array(
							'weight' => 50,
							'reps'   => 10,
						),
						array(
							'weight' => 52.5,
							'reps'   => 8,
						),
						array(
							'weight' => 55,
							'reps'   => 6,
						),
					),
				),
			),
		);
		$first    = $this->rest( 'POST', '/workout-sessions', $body, array( 'Idempotency-Key' => 'session-key-01' ) );
		$this->assertSame( 201, $first->get_status() );
		$again = $this->rest( 'POST', '/workout-sessions', $body, array( 'Idempotency-Key' => 'session-key-01' ) );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $first->get_data(), $again->get_data() );
		$this->assertSame( 1, $this->posts_of( Post_Types::SESSION ) );
	}

	public function test_a_key_reused_for_another_request_is_refused(): void {
		$this->add_measurement( 'reused-key-0001' );
		$this->assertRestError( 422, 'fitcoach_idempotency_key_reused', $this->add_measurement( 'reused-key-0001', array( 'weight' => 80 ) ) );
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	/**
	 * POST /measurements with a key, a JSON body and a query string.
	 *
	 * @param string               $key   The key.
	 * @param array<string, mixed> $body  Body fields.
	 * @param array<string, mixed> $query Query fields.
	 */
	private function add_measurement_with_query( string $key, array $body, array $query ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/fitcoach/v1/measurements' );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_header( 'Idempotency-Key', $key );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	public function test_a_key_reused_with_other_query_fields_is_refused(): void {
		$body  = array(
			'date'   => '2026-11-24',
			'weight' => 76.5,
		);
		$first = $this->add_measurement_with_query( 'query-key-0001', $body, array( 'energy' => 6 ) );
		$this->assertSame( 201, $first->get_status() );
		// The query's field is a field of the create: the same body with another query is another request.
		$this->assertSame( 6, $first->get_data()['energy'] ?? null );
		$this->assertRestError( 422, 'fitcoach_idempotency_key_reused', $this->add_measurement_with_query( 'query-key-0001', $body, array( 'energy' => 9 ) ) );
		// A query field more is another request too.
		$this->assertRestError(
			422,
			'fitcoach_idempotency_key_reused',
			$this->add_measurement_with_query(
				'query-key-0001',
				$body,
				array(
					'energy' => 6,
					'extra'  => '1',
				)
			)
		);
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	public function test_the_same_query_in_another_order_replays(): void {
		$body  = array( 'weight' => 74 );
		$first = $this->add_measurement_with_query(
			'query-key-0002',
			$body,
			array(
				'date'   => '2026-11-23',
				'energy' => 7,
			)
		);
		$this->assertSame( 201, $first->get_status() );
		$again = $this->add_measurement_with_query(
			'query-key-0002',
			$body,
			array(
				'energy'          => 7,
				'date'            => '2026-11-23',
				// The key as a query field and the route (plain permalinks) are not fields of the request.
				'idempotency_key' => 'query-key-0002',
				'rest_route'      => '/fitcoach/v1/measurements',
			)
		);
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 'true', $again->get_headers()['Idempotent-Replayed'] ?? null );
		$this->assertSame( $first->get_data(), $again->get_data() );
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	/**
	 * Keys that are not keys.
	 *
	 * @return array<string, array{string}>
	 */
	public function invalid_keys(): array {
		return array(
			'too short'    => array( 'short' ),
			'too long'     => array( str_repeat( 'a', 65 ) ),
			'a space'      => array( 'with space 123' ),
			'a quote'      => array( "key'; DROP" ),
			'not ascii'    => array( 'sleutel-ééééé' ),
			'empty header' => array( '' ),
		);
	}

	/**
	 * An invalid key is refused before anything is written.
	 *
	 * @dataProvider invalid_keys
	 *
	 * @param string $key The key.
	 */
	public function test_invalid_keys_are_refused( string $key ): void {
		$this->assertRestError( 400, 'fitcoach_invalid_idempotency_key', $this->add_measurement( $key ) );
		$this->assertSame( 0, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	public function test_another_members_key_never_matches(): void {
		$this->add_measurement( 'shared-key-0001' );
		$other = $this->create_user( 'sporter' );
		wp_set_current_user( $other );
		$response = $this->add_measurement( 'shared-key-0001' );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $other, (int) get_post_field( 'post_author', (int) $response->get_data()['id'] ) );
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT, $other ) );
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	public function test_a_deleted_item_is_gone(): void {
		$first = $this->add_measurement( 'deleted-key-001' );
		$this->assertSame( 200, $this->rest( 'DELETE', '/measurements/' . $first->get_data()['id'] )->get_status() );
		$this->assertRestError( 410, 'fitcoach_item_deleted', $this->add_measurement( 'deleted-key-001' ) );
		$this->assertSame( 0, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	public function test_a_failed_create_gives_the_key_back(): void {
		$this->assertRestError( 400, 'rest_invalid_param', $this->add_measurement( 'failed-key-0001', array( 'weight' => 'veel' ) ) );
		// The corrected request may use the same key.
		$this->assertSame( 201, $this->add_measurement( 'failed-key-0001', array( 'weight' => 71 ) )->get_status() );

		// A workout the member cannot see: 404, the key is free again.
		$hidden = $this->workout( 'Niet voor jou', array(), array( $this->create_user( 'sporter' ) ) );
		$this->assertSame(
			404,
			$this->rest( 'POST', '/workout-sessions', array( 'workout_id' => $hidden ), array( 'Idempotency-Key' => 'failed-key-0002' ) )->get_status()
		);
		global $wpdb;
		$table = Idempotency::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test check of the plugin's own table.
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE idem_key = %s", 'failed-key-0002' ) ) );
	}

	public function test_a_key_still_at_work_answers_409(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test set-up: a claim whose create has not finished.
		$wpdb->insert(
			Idempotency::table(),
			array(
				'member_id'    => $this->member,
				'idem_key'     => 'busy-key-00001',
				'route'        => 'measurements',
				'request_hash' => Idempotency::request_hash( 'measurements', $this->request_for_hash() ),
				'object_id'    => 0,
				'created_gmt'  => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$response = $this->add_measurement( 'busy-key-00001' );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'fitcoach_idempotency_in_progress', $response->get_data()['code'] );
		$this->assertSame( '1', $response->get_headers()['Retry-After'] );
		$this->assertSame( 0, $this->posts_of( Post_Types::MEASUREMENT ) );
	}

	/**
	 * The request add_measurement() sends, for its hash.
	 */
	private function request_for_hash(): \WP_REST_Request {
		$request = new \WP_REST_Request( 'POST', '/fitcoach/v1/measurements' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'date'   => '2026-11-25',
					'weight' => 77.7,
					'energy' => 6,
				)
			)
		);
		return $request;
	}

	/**
	 * Stores a key as if claimed some days ago.
	 *
	 * @param int    $member The member.
	 * @param string $key    The key.
	 * @param int    $days   Its age in days.
	 */
	private function old_key( int $member, string $key, int $days ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test set-up: an old key.
		$wpdb->insert(
			Idempotency::table(),
			array(
				'member_id'    => $member,
				'idem_key'     => $key,
				'route'        => 'measurements',
				'request_hash' => str_repeat( 'a', 64 ),
				'object_id'    => 1,
				'created_gmt'  => gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ),
			)
		);
	}

	/**
	 * The keys stored for a member.
	 *
	 * @param int $member The member.
	 * @return list<string>
	 */
	private function keys_of( int $member ): array {
		global $wpdb;
		$table = Idempotency::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test check.
		$keys = array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT idem_key FROM {$table} WHERE member_id = %d ORDER BY idem_key", $member ) ) );
		return array_values( $keys );
	}

	/**
	 * A create costs one INSERT and one UPDATE of the key table, nothing else there: old keys are
	 * removed by the daily cleanup, which keeps the keys of the last 30 days.
	 */
	public function test_old_keys_go_in_the_daily_cleanup_not_in_a_create(): void {
		$other = $this->create_user( 'sporter' );
		$this->old_key( $this->member, 'old-key-000001', 31 );
		$this->old_key( $other, 'old-key-000002', 45 );
		$this->old_key( $other, 'recent-key-0001', 29 );

		$queries        = array();
		$charset_checks = 0;
		$watch          = static function ( $sql ) use ( &$queries, &$charset_checks ) {
			if ( str_starts_with( (string) $sql, 'SHOW FULL COLUMNS FROM `' . Idempotency::table() . '`' ) ) {
				++$charset_checks;
			} elseif ( str_contains( (string) $sql, Idempotency::table() ) ) {
				$queries[] = strtok( trim( (string) $sql ), ' ' );
			}
			return $sql;
		};
		// wpdb remembers a table's columns for the whole process: forget the key table's, so a
		// column look-up in this create would show.
		global $wpdb;
		foreach ( array( 'table_charset', 'col_meta' ) as $property ) {
			$known = new \ReflectionProperty( $wpdb, $property );
			$known->setAccessible( true );
			$value = (array) $known->getValue( $wpdb );
			unset( $value[ strtolower( Idempotency::table() ) ] );
			$known->setValue( $wpdb, $value );
		}
		add_filter( 'query', $watch );
		$this->assertSame( 201, $this->add_measurement( 'new-key-000001' )->get_status() );
		remove_filter( 'query', $watch );
		$this->assertSame( array( 'INSERT', 'UPDATE' ), $queries, 'the key table in a create' );
		$this->assertSame( 0, $charset_checks, 'no look-up of the key table\'s columns' );
		$this->assertSame( array( 'new-key-000001', 'old-key-000001' ), $this->keys_of( $this->member ) );

		$this->assertSame( 2, Idempotency::remove_expired() );
		$this->assertSame( array( 'new-key-000001' ), $this->keys_of( $this->member ) );
		$this->assertSame( array( 'recent-key-0001' ), $this->keys_of( $other ) );

		do_action( 'fitcoach_install' );
		$event = wp_get_scheduled_event( Idempotency::CLEANUP_HOOK );
		$this->assertNotFalse( $event, 'the cleanup is scheduled on install' );
		$this->assertSame( 'daily', $event->schedule );
		do_action( Idempotency::CLEANUP_HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- The plugin's own hook, fitcoach_idempotency_cleanup.
		$this->assertSame( array( 'new-key-000001' ), $this->keys_of( $this->member ) );
	}

	/**
	 * A key older than 30 days that the cleanup has not reached yet no longer counts: sent with
	 * another request it is claimed anew (not refused as reused), and the new item is made.
	 */
	public function test_an_expired_key_is_claimed_anew(): void {
		$this->old_key( $this->member, 'expired-key-01', 31 );
		$before = $this->posts_of( Post_Types::MEASUREMENT );
		$first  = $this->add_measurement( 'expired-key-01' );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( $before + 1, $this->posts_of( Post_Types::MEASUREMENT ) );
		$again = $this->add_measurement( 'expired-key-01' );
		$this->assertSame( 200, $again->get_status(), 'now an ordinary replay' );
		$this->assertSame( 'true', $again->get_headers()['Idempotent-Replayed'] ?? null );
		$this->assertSame( $before + 1, $this->posts_of( Post_Types::MEASUREMENT ) );

		// A key of 29 days still counts: another request with it is refused.
		$this->old_key( $this->member, 'recent-key-02', 29 );
		$this->assertSame( 422, $this->add_measurement( 'recent-key-02' )->get_status() );
	}

	public function test_a_deleted_member_takes_their_keys(): void {
		global $wpdb;
		$table = Idempotency::table();
		$this->add_measurement( 'new-key-000001' );
		$this->assertSame( array( 'new-key-000001' ), $this->keys_of( $this->member ) );

		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->member );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test check.
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE member_id = %d", $this->member ) ) );
	}

	public function test_while_switched_the_key_belongs_to_the_member(): void {
		$admin = $this->create_user( 'administrator' );
		$this->log_in( $admin );
		$this->assertSame( 200, $this->rest( 'POST', '/user/switch', array( 'user_id' => $this->member ) )->get_status() );
		$first = $this->add_measurement( 'switch-key-0001', array( 'user_id' => $this->member ) );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( $this->member, (int) get_post_field( 'post_author', (int) $first->get_data()['id'] ) );
		$this->assertSame( 200, $this->add_measurement( 'switch-key-0001', array( 'user_id' => $this->member ) )->get_status() );
		$this->assertSame( 1, $this->posts_of( Post_Types::MEASUREMENT ) );
		// The administrator's own key space is another one.
		$this->assertSame( 0, $this->posts_of( Post_Types::MEASUREMENT, $admin ) );
	}
}
