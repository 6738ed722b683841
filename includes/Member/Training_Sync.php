<?php
/**
 * Keeps the set index and the records equal to the sessions, whoever writes them.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Installer;
use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Every write of a session goes through WordPress's post functions (the app's routes, wp-admin,
 * a user's deletion, the privacy eraser), so the index follows their hooks, inside the same write
 * (and the same database transaction when the write has one, see Reliability\Write_Transaction):
 *
 * - the session's exercises meta added, changed or deleted, and save_post of a session (created,
 *   updated, trashed, restored, author or date changed): its rows are replaced by what the
 *   session holds now (none unless it is published), and the records of the member × exercise
 *   pairs of its old and new rows are kept (Records::after_write());
 * - deleted_post of a session: its rows go;
 * - a user deleted: their rows and records go; when their posts go to another user, that user's
 *   index is built again.
 *
 * Each step compares the session's stored rows with what it should hold first, so a session
 * written once is indexed once. The records a write beat are kept per session for the answer of
 * the route that wrote it (new_records()).
 *
 * The tables are made by the installer. On the upgrade that adds them (schema 8), sessions that
 * exist are indexed in batches of members: the first batch right away, the rest by WP-Cron
 * (hook fitcoach_training_backfill), each batch scheduling the next. rebuild_all() does all
 * batches at once (demo and benchmark seeders).
 *
 * @phpstan-import-type Set_Row from Set_Index
 */
final class Training_Sync {

	/** The schema version that added the index (an older site is backfilled). */
	public const SCHEMA = 8;

	/** WP-Cron hook of a backfill batch. */
	public const BACKFILL_HOOK = 'fitcoach_training_backfill';

	/** Option (not autoloaded) while a backfill runs: the last member id done. */
	public const BACKFILL_OPTION = 'fitcoach_training_backfill';

	/** Members per backfill batch. */
	public const BACKFILL_BATCH = 25;

	/** Sessions read per query while a member is rebuilt. */
	private const REBUILD_CHUNK = 200;

	/**
	 * Records each session's writes beat in this request: session id => key => record.
	 *
	 * @var array<int, array<string, array{user_id: int, exercise_id: int, kind: string, at: int, score: int, previous: int}>>
	 */
	private static array $beaten = array();

	/**
	 * Whether a write of the index or the records failed in this request.
	 *
	 * @var bool
	 */
	private static bool $failed = false;

	/**
	 * The rows this request just wrote for a session, while its save runs (see sync()).
	 *
	 * @var array<int, list<Set_Row>>
	 */
	private static array $written = array();

	/**
	 * Members being deleted: their rows go, their records are not kept meanwhile.
	 *
	 * @var list<int>
	 */
	private static array $deleting = array();

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'save_post_' . Post_Types::SESSION, array( self::class, 'on_save_post' ), 20, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_post_meta' ), 20, 3 );
		}
		add_action( 'deleted_post', array( self::class, 'on_deleted_post' ), 10, 2 );
		add_action( 'wp_insert_post', array( self::class, 'forget_written' ), PHP_INT_MAX );
		add_action( 'delete_user', array( self::class, 'on_delete_user' ), 10, 1 );
		add_action( 'deleted_user', array( self::class, 'on_deleted_user' ), 10, 2 );
		add_action( self::BACKFILL_HOOK, array( self::class, 'run_backfill' ) );
		add_filter( 'fitcoach_request_options', array( self::class, 'request_options' ) );
	}

	/**
	 * Every session write asks whether the backfill is under way: its cursor is loaded with the
	 * API key (Api_Key::prime()), so the usual answer, no cursor, costs no query of its own.
	 *
	 * @param mixed $options Option names.
	 * @return string[]
	 */
	public static function request_options( $options ): array {
		$options   = is_array( $options ) ? array_map( 'strval', $options ) : array();
		$options[] = self::BACKFILL_OPTION;
		return $options;
	}

	/**
	 * Installs the tables; on the upgrade that adds them, indexes the sessions that exist. A
	 * backfill that was under way (its event went with a deactivation) is scheduled again.
	 */
	public static function install(): void {
		Set_Index::install();
		Records::install();
		if ( (int) get_option( Installer::VERSION_OPTION, 0 ) < self::SCHEMA ) {
			self::start_backfill();
		} elseif ( false !== get_option( self::BACKFILL_OPTION, false ) ) {
			self::schedule_backfill();
		}
	}

	/**
	 * A session was saved (any change of the post row, trash and restore included).
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function on_save_post( $post_id, $post = null ): void {
		if ( $post instanceof WP_Post ) {
			self::sync( (int) $post_id );
		}
	}

	/**
	 * A session's exercises meta changed (also when it is written apart from the post).
	 *
	 * @param mixed $meta_id  Meta id(s).
	 * @param mixed $post_id  Post id.
	 * @param mixed $meta_key Meta key.
	 */
	public static function on_post_meta( $meta_id, $post_id, $meta_key ): void {
		unset( $meta_id );
		if ( Post_Types::META_EXERCISES === $meta_key && Post_Types::SESSION === get_post_type( (int) $post_id ) ) {
			self::sync( (int) $post_id );
		}
	}

	/**
	 * A session was deleted: its rows go.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function on_deleted_post( $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && Post_Types::SESSION === $post->post_type ) {
			self::sync( (int) $post_id, true );
		}
	}

	/**
	 * A user is about to be deleted: their sessions' rows go with the sessions, without keeping
	 * records that go too.
	 *
	 * @param mixed $user_id User.
	 */
	public static function on_delete_user( $user_id ): void {
		self::$deleting[] = (int) $user_id;
	}

	/**
	 * A user was deleted: what is left of their rows and records goes; a user who received their
	 * posts (WordPress moves them without hooks) gets the index built again.
	 *
	 * @param mixed $user_id  Deleted user.
	 * @param mixed $reassign User who received the posts, or null.
	 */
	public static function on_deleted_user( $user_id, $reassign = null ): void {
		$user_id        = (int) $user_id;
		self::$deleting = array_values( array_diff( self::$deleting, array( $user_id ) ) );
		self::forget_member( $user_id );
		if ( is_numeric( $reassign ) && (int) $reassign > 0 ) {
			self::rebuild_member( (int) $reassign );
		}
	}

	/**
	 * A save ended: what it wrote is read from the index again next time.
	 *
	 * @param int|string $post_id Post id.
	 */
	public static function forget_written( $post_id ): void {
		unset( self::$written[ (int) $post_id ] );
	}

	/**
	 * Removes a member's rows and records.
	 *
	 * @param int $user_id Member.
	 */
	public static function forget_member( int $user_id ): void {
		self::$written = array();
		Set_Index::forget_member( $user_id );
		Records::forget_member( $user_id );
	}

	/**
	 * Makes a session's rows what it holds now and keeps the records of the pairs that changed.
	 *
	 * @param int  $session_id Session.
	 * @param bool $gone       Whether the session was deleted.
	 */
	public static function sync( int $session_id, bool $gone = false ): void {
		$post     = $gone ? null : get_post( $session_id );
		$new_rows = $post instanceof WP_Post ? Set_Index::rows_for_post( $post ) : array();
		// A save writes the exercises meta, then the post: the second look finds the rows the
		// first one wrote in this request.
		$old_rows = self::$written[ $session_id ] ?? Set_Index::stored_rows( $session_id );
		unset( self::$written[ $session_id ] );
		if ( $old_rows === $new_rows ) {
			if ( ! $gone ) {
				self::$written[ $session_id ] = $new_rows;
			}
			return;
		}
		if ( ! Set_Index::replace( $session_id, $new_rows, array() !== $old_rows ) ) {
			self::$failed = true;
			return;
		}
		if ( ! $gone ) {
			self::$written[ $session_id ] = $new_rows;
		}
		$beaten = Records::after_write( $session_id, $old_rows, $new_rows, self::$deleting );
		if ( null === $beaten ) {
			self::$failed = true;
			return;
		}
		foreach ( $beaten as $record ) {
			$key                                 = $record['exercise_id'] . ':' . Records::key( $record );
			self::$beaten[ $session_id ][ $key ] = $record;
		}
	}

	/**
	 * The records the writes of a session beat in this request, in the API shape, and forgets
	 * them: [ { exercise_id, exercise_title, kind, value, previous, weight } ]. weight is the
	 * weight (kg) of a most_reps record, else null; value and previous are kg, or reps for
	 * most_reps. Empty while the member's sessions are still being indexed after an upgrade.
	 *
	 * @param WP_Post $session The session (for the exercise titles as the member logged them).
	 * @return list<array{exercise_id: int, exercise_title: string, kind: string, value: float|int, previous: float|int, weight: float|null}>
	 */
	public static function take_new_records( WP_Post $session ): array {
		$beaten = self::$beaten[ (int) $session->ID ] ?? array();
		unset( self::$beaten[ (int) $session->ID ] );
		if ( array() === $beaten || ! self::is_indexed( (int) $session->post_author ) ) {
			return array();
		}
		// Titles as the member logged them, and the order of the exercises in the session.
		$titles = array();
		foreach ( Sessions::exercises( $session ) as $exercise ) {
			$titles[ $exercise['id'] ] = $titles[ $exercise['id'] ] ?? $exercise['title'];
		}
		$order   = array_flip( array_keys( $titles ) );
		$kinds   = array_flip( Records::KINDS );
		$records = array();
		foreach ( $beaten as $record ) {
			$records[] = array(
				'exercise_id'    => $record['exercise_id'],
				'exercise_title' => $titles[ $record['exercise_id'] ] ?? '',
				'kind'           => $record['kind'],
				'value'          => Records::value( $record['kind'], $record['score'] ),
				'previous'       => Records::value( $record['kind'], $record['previous'] ),
				'weight'         => Records::MOST_REPS === $record['kind'] ? Records::kg( $record['at'] ) : null,
			);
		}
		// In the session's order, then the kinds' order, the heaviest weight first.
		usort(
			$records,
			static fn( array $a, array $b ): int => array( $order[ $a['exercise_id'] ] ?? PHP_INT_MAX, $kinds[ $a['kind'] ] ?? 0, -( $a['weight'] ?? 0 ) ) <=> array( $order[ $b['exercise_id'] ] ?? PHP_INT_MAX, $kinds[ $b['kind'] ] ?? 0, -( $b['weight'] ?? 0 ) )
		);
		return $records;
	}

	/**
	 * Whether a write of the index or the records failed in this request (and forgets it).
	 */
	public static function take_failure(): bool {
		$failed       = self::$failed;
		self::$failed = false;
		return $failed;
	}

	/**
	 * Whether a member's sessions are all in the index (false while an upgrade's backfill has not
	 * reached them yet).
	 *
	 * @param int $user_id Member.
	 */
	public static function is_indexed( int $user_id ): bool {
		$cursor = get_option( self::BACKFILL_OPTION, false );
		return false === $cursor || $user_id <= (int) $cursor;
	}

	/**
	 * Builds a member's rows and records again from their published sessions.
	 *
	 * @param int $user_id Member.
	 * @return bool False when the database refused a write.
	 */
	public static function rebuild_member( int $user_id ): bool {
		global $wpdb;
		self::forget_member( $user_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A rebuild reads the member's sessions once, through the post_author index.
		$sessions = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_date FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s AND post_status = 'publish' ORDER BY ID", $user_id, Post_Types::SESSION ), ARRAY_A );
		$by_pair  = array();
		foreach ( array_chunk( is_array( $sessions ) ? $sessions : array(), self::REBUILD_CHUNK ) as $chunk ) {
			$dates = array();
			foreach ( $chunk as $session ) {
				$dates[ (int) $session['ID'] ] = (string) $session['post_date'];
			}
			$in = implode( ', ', array_fill( 0, count( $dates ), '%d' ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Placeholders built above; read directly so a rebuild of thousands of sessions fills no cache.
			$metas = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN ({$in})", array_merge( array( Post_Types::META_EXERCISES ), array_keys( $dates ) ) ), ARRAY_A );
			$rows  = array();
			foreach ( is_array( $metas ) ? $metas : array() as $meta ) {
				$session_id = (int) $meta['post_id'];
				$exercises  = Session_Exercises::sanitize( maybe_unserialize( (string) $meta['meta_value'] ) );
				$rows       = array_merge( $rows, Set_Index::rows_from( $user_id, $session_id, $dates[ $session_id ] ?? '', $exercises ) );
			}
			if ( ! Set_Index::insert( $rows ) ) {
				return false;
			}
			foreach ( $rows as $row ) {
				$by_pair[ $row['exercise_id'] ][] = $row;
			}
		}
		$records = array_map( array( Records::class, 'compute' ), $by_pair );
		return Records::insert( $user_id, array_filter( $records ) );
	}

	/**
	 * Starts indexing every member's sessions: the first batch now, the rest by WP-Cron.
	 */
	public static function start_backfill(): void {
		update_option( self::BACKFILL_OPTION, 0, false );
		self::run_backfill();
	}

	/**
	 * One backfill batch: the next members with sessions (by id) built again; schedules the next
	 * batch, or ends the backfill when none is left.
	 *
	 * @param int $batch Members in this batch.
	 * @return bool Whether the backfill is done.
	 */
	public static function run_backfill( $batch = self::BACKFILL_BATCH ): bool {
		global $wpdb;
		$cursor = get_option( self::BACKFILL_OPTION, false );
		if ( false === $cursor ) {
			return true;
		}
		$batch = max( 1, (int) $batch );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A backfill batch: which members come next.
		$members = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_author FROM {$wpdb->posts} WHERE post_type = %s AND post_author > %d ORDER BY post_author LIMIT %d", Post_Types::SESSION, (int) $cursor, $batch ) );
		$members = array_map( 'intval', is_array( $members ) ? $members : array() );
		foreach ( $members as $member ) {
			if ( ! self::rebuild_member( $member ) ) {
				// Tried again by the next batch.
				self::schedule_backfill();
				return false;
			}
			update_option( self::BACKFILL_OPTION, $member, false );
		}
		if ( count( $members ) < $batch ) {
			delete_option( self::BACKFILL_OPTION );
			wp_clear_scheduled_hook( self::BACKFILL_HOOK );
			return true;
		}
		self::schedule_backfill();
		return false;
	}

	/**
	 * Schedules the next backfill batch (once).
	 */
	private static function schedule_backfill(): void {
		if ( false === wp_next_scheduled( self::BACKFILL_HOOK ) ) {
			wp_schedule_single_event( time(), self::BACKFILL_HOOK );
		}
	}

	/**
	 * Builds the index and records of every member who has published sessions but no indexed
	 * set (sessions written straight into the database, e.g. by the benchmark's seeder).
	 *
	 * @return int Members built.
	 */
	public static function index_missing_members(): int {
		global $wpdb;
		$sets = Set_Index::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- A seeder's repair: which members have no rows.
		$members = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT p.post_author FROM {$wpdb->posts} p WHERE p.post_type = %s AND p.post_status = 'publish' AND NOT EXISTS (SELECT 1 FROM {$sets} s WHERE s.user_id = p.post_author) ORDER BY p.post_author", Post_Types::SESSION ) );
		$built   = 0;
		foreach ( array_map( 'intval', is_array( $members ) ? $members : array() ) as $member ) {
			if ( self::rebuild_member( $member ) ) {
				++$built;
			}
		}
		return $built;
	}

	/**
	 * Builds the whole index and every record again, now (seeders; a repair).
	 */
	public static function rebuild_all(): void {
		global $wpdb;
		foreach ( array( Set_Index::table(), Records::table() ) as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own tables, emptied for a rebuild.
			$wpdb->query( "DELETE FROM {$table}" );
		}
		update_option( self::BACKFILL_OPTION, 0, false );
		do {
			$before = get_option( self::BACKFILL_OPTION, false );
			$done   = self::run_backfill( 100 );
		} while ( ! $done && get_option( self::BACKFILL_OPTION, false ) !== $before );
		wp_clear_scheduled_hook( self::BACKFILL_HOOK );
	}
}
