<?php
/**
 * Idempotency keys for creates: a create sent again (the app's offline outbox replaying it, or a
 * retry after a lost answer) makes no second item.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * POST /measurements and POST /workout-sessions accept a key made by the client, in the header
 * `Idempotency-Key` (or the field `idempotency_key`): 8–64 characters of A–Z, a–z, 0–9, '-' and
 * '_'. Per member (the one whose data is written, also while an administrator is switched):
 *
 * - the first request with a key claims it (a row with a UNIQUE key on member and key, so a
 *   concurrent duplicate cannot claim it too), creates the item and records its id;
 * - the same key with the same request again: 200 with the item as a GET gives it, header
 *   `Idempotent-Replayed: true`, nothing created;
 * - the same key with another request (other body fields or other query fields): 422
 *   fitcoach_idempotency_key_reused;
 * - while the first is still at work: 409 fitcoach_idempotency_in_progress, Retry-After: 1;
 * - the item was deleted meanwhile: 410 fitcoach_item_deleted;
 * - a create that fails gives the key back, so a corrected retry can use it.
 *
 * Keys are kept 30 days. An older key no longer counts: sent again, it is claimed anew. Older rows
 * are removed once a day by WP-Cron (hook fitcoach_idempotency_cleanup, through the created_gmt
 * index), not by the creates, which then cost one INSERT and one UPDATE each.
 */
final class Idempotency {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_idempotency';

	/** The request header. */
	public const HEADER = 'Idempotency-Key';

	/** The request field (for clients that cannot set headers). */
	public const FIELD = 'idempotency_key';

	/** Days a key is kept. */
	public const KEEP_DAYS = 30;

	/** WP-Cron hook of the daily cleanup. */
	public const CLEANUP_HOOK = 'fitcoach_idempotency_cleanup';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'deleted_user', array( self::class, 'forget_member' ) );
		add_action( 'init', array( self::class, 'ensure_scheduled' ), 20 );
		add_action( self::CLEANUP_HOOK, array( self::class, 'remove_expired' ) );
	}

	/**
	 * Schedules the daily cleanup when it is not (on install, in wp-admin and in cron: a member's
	 * REST request never pays for it).
	 */
	public static function ensure_scheduled(): void {
		if ( ! did_action( 'fitcoach_install' ) && ! is_admin() && ! wp_doing_cron() ) {
			return;
		}
		if ( false === wp_next_scheduled( self::CLEANUP_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CLEANUP_HOOK );
		}
	}

	/**
	 * The oldest creation time a key still counts with (MySQL format, UTC).
	 */
	private static function cutoff(): string {
		return gmdate( 'Y-m-d H:i:s', time() - self::KEEP_DAYS * DAY_IN_SECONDS );
	}

	/**
	 * Removes every key older than KEEP_DAYS (one statement through the created_gmt index: a
	 * day's keys when it runs daily).
	 *
	 * @return int Rows removed.
	 */
	public static function remove_expired(): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, through its created_gmt index.
		$removed = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created_gmt < %s", self::cutoff() ) );
		return is_int( $removed ) ? $removed : 0;
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table (dbDelta; MySQL/MariaDB and the SQLite drop-in).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		$sql = "CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL auto_increment,
  member_id bigint(20) unsigned NOT NULL,
  idem_key varchar(64) NOT NULL,
  route varchar(40) NOT NULL,
  request_hash char(64) NOT NULL,
  object_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_gmt datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY member_key (member_id,idem_key),
  KEY created_gmt (created_gmt)
) {$charset};";
		dbDelta( $sql );
		self::ensure_scheduled();
	}

	/**
	 * The key a request carries: null without one, a 400 error when it is not a valid key.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return string|WP_Error|null
	 */
	public static function key_of( WP_REST_Request $request ) {
		$key = $request->get_header( self::HEADER );
		if ( null === $key ) {
			$field = $request->get_param( self::FIELD );
			$key   = is_scalar( $field ) ? (string) $field : ( null === $field ? null : '' );
		}
		if ( null === $key ) {
			return null;
		}
		if ( 1 !== preg_match( '/^[A-Za-z0-9_-]{8,64}$/', $key ) ) {
			return new WP_Error(
				'fitcoach_invalid_idempotency_key',
				__( 'De idempotentiesleutel is ongeldig: gebruik 8 tot 64 letters, cijfers, - of _.', 'fitcoach' ),
				array( 'status' => 400 )
			);
		}
		return $key;
	}

	/**
	 * What identifies a request: its route, its body's fields and its query string's fields (the
	 * key itself left out), each in a fixed order. The same key with other query fields (another
	 * `user_id`, say) is another request. The query's part is only added when the query has fields,
	 * so a request without any hashes as it did before the query counted (keys claimed before an
	 * upgrade still replay).
	 *
	 * @param string          $route   The route's name ('measurements').
	 * @param WP_REST_Request $request Request.
	 */
	public static function request_hash( string $route, WP_REST_Request $request ): string {
		$fields = $request->get_json_params();
		if ( ! is_array( $fields ) || array() === $fields ) {
			$fields = $request->get_body_params();
		}
		unset( $fields[ self::FIELD ] );
		$text  = $route . '|' . (string) wp_json_encode( self::sorted( $fields ) );
		$query = $request->get_query_params();
		// The route itself (plain permalinks' ?rest_route=) is already in $route.
		unset( $query[ self::FIELD ], $query['rest_route'] );
		if ( array() !== $query ) {
			$text .= '|?' . (string) wp_json_encode( self::sorted( $query ) );
		}
		return hash( 'sha256', $text );
	}

	/**
	 * An array with its keys sorted, at every level.
	 *
	 * @param array<mixed> $value Array.
	 * @return array<mixed>
	 */
	private static function sorted( array $value ): array {
		if ( ! array_is_list( $value ) ) {
			ksort( $value );
		}
		foreach ( $value as $name => $item ) {
			if ( is_array( $item ) ) {
				$value[ $name ] = self::sorted( $item );
			}
		}
		return $value;
	}

	/**
	 * Runs a create once per member and key.
	 *
	 * @param WP_REST_Request                            $request   Request.
	 * @param int                                        $member_id The member written for.
	 * @param string                                     $route     The route's name.
	 * @param callable(): (WP_REST_Response|WP_Error)    $create    Creates the item (answers 201).
	 * @param callable(int): (array<string, mixed>|null) $present   The item by id as a GET gives it, null when gone.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function create_once( WP_REST_Request $request, int $member_id, string $route, callable $create, callable $present ) {
		$key = self::key_of( $request );
		if ( is_wp_error( $key ) ) {
			return $key;
		}
		if ( null === $key ) {
			return $create();
		}
		$hash = self::request_hash( $route, $request );
		if ( ! self::claim_current( $member_id, $key, $route, $hash ) ) {
			return self::replay( $member_id, $key, $route, $hash, $present );
		}
		$result = $create();
		$data   = $result instanceof WP_REST_Response ? $result->get_data() : null;
		$id     = is_array( $data ) && isset( $data['id'] ) ? (int) $data['id'] : 0;
		if ( ! $result instanceof WP_REST_Response || $result->get_status() >= 400 || $id <= 0 ) {
			self::release( $member_id, $key );
			return $result;
		}
		global $wpdb;
		$table = self::table();
		// A plain UPDATE, as the claim's INSERT: integers and a checked key.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; never cached.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET object_id = %d WHERE member_id = %d AND idem_key = %s", $id, $member_id, $key ) );
		return $result;
	}

	/**
	 * The answer to a key already claimed.
	 *
	 * @param int                                        $member_id The member.
	 * @param string                                     $key       The key.
	 * @param string                                     $route     The route's name.
	 * @param string                                     $hash      The request's hash.
	 * @param callable(int): (array<string, mixed>|null) $present   The item by id.
	 * @return WP_REST_Response|WP_Error
	 */
	private static function replay( int $member_id, string $key, string $route, string $hash, callable $present ) {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; never cached.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT route, request_hash, object_id FROM {$table} WHERE member_id = %d AND idem_key = %s", $member_id, $key ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return new WP_Error( 'fitcoach_idempotency_unavailable', __( 'Het verzoek kon nu niet worden verwerkt. Probeer het zo opnieuw.', 'fitcoach' ), array( 'status' => 503 ) );
		}
		if ( ! hash_equals( (string) $row['request_hash'], $hash ) || (string) $row['route'] !== $route ) {
			return new WP_Error( 'fitcoach_idempotency_key_reused', __( 'Deze idempotentiesleutel is al gebruikt voor een ander verzoek.', 'fitcoach' ), array( 'status' => 422 ) );
		}
		if ( 0 === (int) $row['object_id'] ) {
			$response = new WP_REST_Response(
				array(
					'code'    => 'fitcoach_idempotency_in_progress',
					'message' => __( 'Dit verzoek wordt al verwerkt. Probeer het zo opnieuw.', 'fitcoach' ),
					'data'    => array( 'status' => 409 ),
				),
				409
			);
			$response->header( 'Retry-After', '1' );
			return $response;
		}
		$item = $present( (int) $row['object_id'] );
		if ( null === $item ) {
			return new WP_Error( 'fitcoach_item_deleted', __( 'Dit item is intussen verwijderd.', 'fitcoach' ), array( 'status' => 410 ) );
		}
		$response = new WP_REST_Response( $item, 200 );
		$response->header( 'Idempotent-Replayed', 'true' );
		return $response;
	}

	/**
	 * Claims a key: true when this request holds it now, false when it was claimed before. A
	 * plain INSERT: every value is checked above (the key by key_of(), the route is the plugin's
	 * own, the hash is 64 hex digits), so wpdb's column look-up for its length checks is not needed.
	 *
	 * @param int    $member_id The member.
	 * @param string $key       The key.
	 * @param string $route     The route's name.
	 * @param string $hash      The request's hash.
	 */
	private static function claim( int $member_id, string $key, string $route, string $hash ): bool {
		global $wpdb;
		$table = self::table();
		// A duplicate key is the expected outcome of a replay: no database error printed or logged.
		$suppressed = $wpdb->suppress_errors( true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (member_id, idem_key, route, request_hash, object_id, created_gmt) VALUES (%d, %s, %s, %s, 0, %s)", $member_id, $key, $route, $hash, gmdate( 'Y-m-d H:i:s' ) ) );
		$wpdb->suppress_errors( $suppressed );
		return 1 === $inserted;
	}

	/**
	 * Claims a key, also one claimed more than KEEP_DAYS ago (that one no longer counts): true
	 * when this request holds it now, false when it was claimed within KEEP_DAYS.
	 *
	 * @param int    $member_id The member.
	 * @param string $key       The key.
	 * @param string $route     The route's name.
	 * @param string $hash      The request's hash.
	 */
	private static function claim_current( int $member_id, string $key, string $route, string $hash ): bool {
		if ( self::claim( $member_id, $key, $route, $hash ) ) {
			return true;
		}
		return self::release_expired( $member_id, $key ) && self::claim( $member_id, $key, $route, $hash );
	}

	/**
	 * Removes a member's key when it is older than KEEP_DAYS (the daily cleanup has not reached
	 * it yet): true when it was, so the request can claim it anew.
	 *
	 * @param int    $member_id The member.
	 * @param string $key       The key.
	 */
	private static function release_expired( int $member_id, string $key ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table.
		return 1 === $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE member_id = %d AND idem_key = %s AND created_gmt < %s", $member_id, $key, self::cutoff() ) );
	}

	/**
	 * Gives a key back after its create failed.
	 *
	 * @param int    $member_id The member.
	 * @param string $key       The key.
	 */
	private static function release( int $member_id, string $key ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete(
			self::table(),
			array(
				'member_id' => $member_id,
				'idem_key'  => $key,
			),
			array( '%d', '%s' )
		);
	}

	/**
	 * Removes a member's keys (their account is deleted, or their data erased).
	 *
	 * @param int|string $member_id The member.
	 */
	public static function forget_member( $member_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete( self::table(), array( 'member_id' => (int) $member_id ), array( '%d' ) );
	}
}
