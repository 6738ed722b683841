<?php
/**
 * One database transaction per write request of the app.
 *
 * @package FitCoach
 */

namespace FitCoach\Reliability;

use FitCoach\Auth\Rest_Authentication;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Every POST, PUT, PATCH and DELETE of a fitcoach/v1 route runs in one transaction: its writes
 * (the post, its meta, the member's list counts and data version, the stats version) are
 * committed together when the route gives its answer, and rolled back together when it fails
 * with a server error (5xx) or PHP dies half-way (the connection closes without a COMMIT).
 * A refusal (4xx) is a decision, not a failure: what the route wrote on purpose before it
 * refused — a failed login's throttle count, the revocation of a reused refresh token's
 * family — is committed like any other answer.
 *
 * Two reasons. A save is whole or not at all: a session never stands without its sets, a count
 * never runs ahead of the posts it counts. And a save costs one log flush instead of one per
 * statement: with InnoDB's default durability each autocommitted statement waits for the disk,
 * and a measurement's save is eight of them (the benchmark's writes went from about 2× the
 * floor to close to a read).
 *
 * The transaction opens after the authentication and API-key checks (which only read) and
 * before the route's permission check and callback, and is ended by the response filter that
 * core runs for every matched route, whatever the outcome. Nested requests (rest_do_request()
 * inside a route, batch requests) join the outer transaction. When the connection already
 * holds a transaction of someone else's (autocommit off, as in the test suite), the request
 * works in a savepoint inside it instead of committing it. The SQLite integration turns nested
 * transactions into savepoints by itself.
 */
final class Write_Transaction {

	/**
	 * How the open write was started: 'transaction', 'savepoint', or null when none is open.
	 *
	 * @var string|null
	 */
	private ?string $mode = null;

	/**
	 * The request that opened it (nested requests join it and end nothing).
	 *
	 * @var WP_REST_Request|null
	 */
	private ?WP_REST_Request $owner = null;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After the authentication service (priority 5) has refused what it refuses.
		add_filter( 'rest_request_before_callbacks', array( $this, 'begin' ), 1000, 3 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'end' ), 1000, 3 );
	}

	/**
	 * Opens the transaction of a write request to a fitcoach/v1 route.
	 *
	 * @param mixed           $response Result so far (a WP_Error when the request is refused).
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function begin( $response, $handler, $request ) {
		unset( $handler );
		if ( null !== $this->mode || is_wp_error( $response ) || ! self::is_write( $request ) ) {
			return $response;
		}
		$this->mode = self::someone_elses_transaction() ? 'savepoint' : 'transaction';
		self::run( 'savepoint' === $this->mode ? 'SAVEPOINT fitcoach_write' : 'START TRANSACTION' );
		if ( 'transaction' === $this->mode ) {
			self::claim_sqlite_writer();
		}
		$this->owner = $request;
		return $response;
	}

	/**
	 * Commits the request's writes when it answered, rolls them back when it failed (5xx).
	 *
	 * @param mixed           $response The route's answer.
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function end( $response, $handler, $request ) {
		unset( $handler );
		if ( null === $this->mode || $request !== $this->owner ) {
			return $response;
		}
		$failed = self::status( $response ) >= 500;
		if ( 'savepoint' === $this->mode ) {
			self::run( $failed ? 'ROLLBACK TO SAVEPOINT fitcoach_write' : 'RELEASE SAVEPOINT fitcoach_write' );
		} else {
			self::run( $failed ? 'ROLLBACK' : 'COMMIT' );
		}
		$this->mode  = null;
		$this->owner = null;
		if ( $failed && wp_cache_supports( 'flush_runtime' ) ) {
			// Objects cached during the rolled-back writes describe rows that no longer exist.
			wp_cache_flush_runtime();
		}
		return $response;
	}

	/**
	 * The HTTP status a route's answer will have.
	 *
	 * @param mixed $response The answer.
	 */
	private static function status( $response ): int {
		if ( is_wp_error( $response ) ) {
			$data = $response->get_error_data();
			return is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 500;
		}
		return $response instanceof \WP_HTTP_Response ? $response->get_status() : 200;
	}

	/**
	 * Runs one of the transaction statements above (fixed strings, nothing from outside).
	 *
	 * @param string $statement Statement.
	 */
	private static function run( string $statement ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Transaction control: fixed statements, nothing to cache.
		$wpdb->query( $statement );
	}

	/**
	 * On SQLite, makes the transaction a writer before its first read.
	 *
	 * The SQLite integration opens transactions as deferred ones: the first read takes a shared
	 * lock and the first write asks to upgrade it. When two write requests overlap, both hold a
	 * shared lock and each waits for the other to let go: SQLite sees the deadlock and fails one
	 * of the writes at once, without waiting (its busy timeout does not apply to an upgrade). A
	 * login then lost its token row and answered 503, and a throttle count was not stored.
	 * A write statement as the transaction's first step takes the write lock before anything is
	 * read, and there SQLite does wait (up to the integration's 5 s busy timeout) for the writer
	 * before it: overlapping write requests run one after the other, reads go on meanwhile. The
	 * statement matches no row and changes nothing. It goes to the connection directly, because
	 * the integration translates every query (and may read first); its transaction count is not
	 * touched. MySQL and MariaDB lock rows, not the database, and need none of this.
	 */
	private static function claim_sqlite_writer(): void {
		global $wpdb;
		$pdo = $GLOBALS['@pdo'] ?? null;
		if ( ! defined( 'SQLITE_DB_DROPIN_VERSION' ) || ! $pdo instanceof \PDO ) {
			return;
		}
		try {
			$pdo->exec( 'DELETE FROM ' . $wpdb->options . ' WHERE 0' );
		} catch ( \PDOException $e ) {
			// Still busy after the timeout: the request's own writes will fail and say so.
			unset( $e );
		}
	}

	/**
	 * Whether a request writes through a fitcoach/v1 route.
	 *
	 * @param mixed $request Request.
	 */
	private static function is_write( $request ): bool {
		return $request instanceof WP_REST_Request
			&& in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH', 'DELETE' ), true )
			&& Rest_Authentication::is_fitcoach_route( $request->get_route() );
	}

	/**
	 * Whether the connection already runs in a transaction it did not open here: autocommit is
	 * off (MySQL and MariaDB; the SQLite integration nests transactions itself).
	 */
	private static function someone_elses_transaction(): bool {
		global $wpdb;
		if ( defined( 'SQLITE_DB_DROPIN_VERSION' ) || ! $wpdb instanceof \wpdb ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A session variable of this connection.
		return '0' === (string) $wpdb->get_var( 'SELECT @@autocommit' );
	}
}
