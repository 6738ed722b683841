<?php
/**
 * What the needs-attention rules need to know of each user, kept when members write.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use DateTimeImmutable;
use DateTimeZone;
use FitCoach\Member\Calendar;
use FitCoach\Member\Data_Changes;
use FitCoach\Post_Types;
use FitCoach\Roles;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_coach_status holds one row per user, so the coach's list
 * (Attention::items_for) reads one small row per member instead of scanning posts:
 *
 * - user_id (primary key);
 * - member_only: 1 when the user has at least one role and every role is a member role
 *   (Roles::TRAINER_MANAGEABLE_ROLES): a trainer's scope is narrowed by this column (indexed) in
 *   SQL first, the capability Roles::MANAGE_CLIENT is then checked on those rows only;
 * - last_measurement, last_session: the site-local date of the newest published measurement
 *   and session (null: none);
 * - recent_from, recent: the member's published measurements dated recent_from or later, as JSON
 *   [[Y-m-d, weight kg|null, energy|null], …] ordered by date and id, where recent_from is 13 days
 *   before the day of the write that stored them (RECENT_DAYS days with the write day);
 * - goal_weight: the goal weight a coach set (Goal_Weight), or null;
 * - coach_id: the member's coach (Coach_Assignment::META), 0 for none (indexed): a coach's scope
 *   is member_only = 1 AND coach_id IN (0, coach);
 * - registered_day: the site-local day the user registered (what 'Nog geen meting' counts from);
 * - sort_name: the name the list shows (Attention::name_of()) lower-cased without accents, as
 *   bytes (Attention::sort_key()): the list's order by name is then a plain byte order in SQL, the
 *   same as PHP's on both engines (ranked());
 * - rank_key, rank_fine, rank_since: the list's order on a day with some thresholds, worked out
 *   ahead by ranked() (indexed as rank_all and rank_coach); every write of the row sets rank_key
 *   to 0, so the next read works it out again.
 *
 * Why recent is exact: the rules look at the measurements of the 14 days up to today (today − 13
 * to today). Every change of a member's measurements stores recent anew, so between the last
 * write (day W) and today (T ≥ W) nothing changed, and [T − 13, T] lies within [W − 13, ∞): the
 * windows of any later day are a subset of what is stored, future-dated measurements included.
 *
 * Kept by WordPress's hooks, inside the write (and its database transaction, if any):
 *
 * - a measurement saved (created, updated, trashed, restored, date or author changed) or deleted:
 *   last_measurement and recent of its author, and of its previous author when the author changed
 *   (post_updated); its weight or energy meta changed apart from a save: the same, once, at the
 *   end of the write (the save that follows, the next read of the list, or shutdown);
 * - a session saved or deleted: last_session of its author (and previous author); a new published
 *   session only moves last_session forward (one UPDATE), anything else reads the newest again;
 * - a role set, added or removed: member_only; the goal weight meta added, changed or deleted:
 *   goal_weight; the coach meta: coach_id; the profile (display name, first or last name, the
 *   registration date): registered_day and sort_name; the site's time zone: every row again (a
 *   backfill); a user registered: the whole row; a user deleted: the
 *   row goes, the members they coached get coach_id 0, and the user who received their posts
 *   (moved by WordPress without post hooks) gets the whole row again.
 *
 * Each step costs one or two indexed queries (post_author, the post id with the meta key, the
 * primary key). The rows of the users that exist are made by the installer (hook
 * fitcoach_install, on activation and on every upgrade): batches of BACKFILL_BATCH users by id,
 * a few set-based queries each, as many as fit in BACKFILL_SECONDS right away and the rest by
 * WP-Cron (hook fitcoach_coach_status_backfill), each run scheduling the next; rebuild_all() does
 * every batch at once (seeders that write posts straight into the database). While a backfill
 * runs, users it has not reached yet keep their previous row (or none), and the posts of a user
 * being deleted go without touching the row that goes with them. At 500 members with a year of
 * data the whole backfill takes about a second on MariaDB, so it ends within the first run.
 *
 * Every change of a member's measurements also writes their rows of Attention_Days (what the
 * energy and weight rules see on each coming day), and a row that goes takes them along. The rule
 * 'Schema gemist' is kept apart, per day, by Plan_Misses (written when the planned days are);
 * candidates() and ranked() join its row of the day.
 *
 * Reading: candidates() is one query that finds, by indexes, only the users for whom a rule may
 * hold today (the rows joined with the users table; member_only and coach_id narrow a coach's own
 * scope); its cost
 * in PHP a JSON decode of about 14 entries per user found.
 *
 * @phpstan-import-type Thresholds from Attention_Settings
 * @phpstan-type Entry array{0: string, 1: float|null, 2: int|null}
 * @phpstan-type Status array{user_id: int, member_only: bool, last_measurement: string|null, last_session: string|null, recent_from: string, recent: list<Entry>, goal_weight: float|null, coach_id: int, registered_day: string|null, sort_name: string}
 */
final class Coach_Status {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_coach_status';

	/** Days of measurements kept in recent: the write day and the 13 days before it. */
	public const RECENT_DAYS = 14;

	/** WP-Cron hook of a backfill run. */
	public const BACKFILL_HOOK = 'fitcoach_coach_status_backfill';

	/** Option (not autoloaded) while a backfill runs: the last user id done. */
	public const BACKFILL_OPTION = 'fitcoach_coach_status_backfill';

	/** Users per backfill batch. */
	public const BACKFILL_BATCH = 200;

	/** Seconds a backfill run goes on with the next batch (it always does one). */
	public const BACKFILL_SECONDS = 2.0;

	/** The columns in the order of values(). */
	private const COLUMNS = 'user_id, member_only, last_measurement, last_session, recent_from, recent, goal_weight, coach_id, registered_day, sort_name';

	/** Bytes of sort_name kept (names that agree on these are ordered by user id). */
	public const SORT_NAME_BYTES = 191;

	/** Rows per INSERT statement. */
	private const INSERT_BATCH = 200;

	/**
	 * Members whose measurement meta changed apart from a save: user id => true.
	 *
	 * @var array<int, true>
	 */
	private static array $pending = array();

	/**
	 * Users being deleted: their posts go with them, their row is not kept meanwhile.
	 *
	 * @var array<int, true>
	 */
	private static array $deleting = array();

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'save_post_' . Post_Types::MEASUREMENT, array( self::class, 'on_save_measurement' ), 10, 2 );
		add_action( 'save_post_' . Post_Types::SESSION, array( self::class, 'on_save_session' ), 10, 3 );
		add_action( 'post_updated', array( self::class, 'on_post_updated' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'on_deleted_post' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_post_meta' ), 10, 3 );
		}
		foreach ( array( 'added_user_meta', 'updated_user_meta', 'deleted_user_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_user_meta' ), 10, 3 );
		}
		add_action( 'user_register', array( self::class, 'on_user_register' ) );
		foreach ( array( 'set_user_role', 'add_user_role', 'remove_user_role' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_role_change' ) );
		}
		add_action( 'profile_update', array( self::class, 'on_profile_update' ) );
		add_action( 'update_option_timezone_string', array( self::class, 'start_backfill' ) );
		add_action( 'update_option_gmt_offset', array( self::class, 'start_backfill' ) );
		add_action( 'delete_user', array( self::class, 'on_delete_user' ) );
		add_action( 'deleted_user', array( self::class, 'on_deleted_user' ), 10, 2 );
		add_action( self::BACKFILL_HOOK, array( self::class, 'run_backfill' ) );
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table (dbDelta; MySQL/MariaDB and the SQLite drop-in) and fills it
	 * for the users that exist.
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		$sql = "CREATE TABLE {$table} (
  user_id bigint(20) unsigned NOT NULL,
  member_only tinyint(1) unsigned NOT NULL DEFAULT 0,
  last_measurement date DEFAULT NULL,
  last_session date DEFAULT NULL,
  recent_from date NOT NULL,
  recent mediumtext NOT NULL,
  goal_weight decimal(4,1) DEFAULT NULL,
  coach_id bigint(20) unsigned NOT NULL DEFAULT 0,
  registered_day date DEFAULT NULL,
  sort_name varbinary(191) NOT NULL DEFAULT '',
  rank_key bigint(20) unsigned NOT NULL DEFAULT 0,
  rank_fine tinyint(1) unsigned NOT NULL DEFAULT 4,
  rank_since date NOT NULL DEFAULT '9999-12-31',
  PRIMARY KEY  (user_id),
  KEY member_only (member_only),
  KEY last_measurement (last_measurement),
  KEY last_session (last_session),
  KEY coach_id (coach_id),
  KEY rank_all (rank_key,rank_fine,rank_since,sort_name),
  KEY rank_coach (rank_key,coach_id,rank_fine,rank_since,sort_name)
) {$charset};";
		dbDelta( $sql );
		Attention_Days::install();
		self::start_backfill();
	}

	/**
	 * A measurement was saved (any change of the post row, trash and restore included).
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function on_save_measurement( $post_id, $post = null ): void {
		unset( $post_id );
		if ( $post instanceof WP_Post ) {
			self::measurements_changed( (int) $post->post_author );
		}
	}

	/**
	 * A session was saved: a new published one moves last_session forward, anything else reads
	 * the newest again.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 * @param mixed      $update  Whether an existing post was updated.
	 */
	public static function on_save_session( $post_id, $post = null, $update = true ): void {
		unset( $post_id );
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		$author = (int) $post->post_author;
		if ( ! $update && 'publish' === $post->post_status && Calendar::is_date( substr( (string) $post->post_date, 0, 10 ) ) ) {
			if ( $author > 0 && ! isset( self::$deleting[ $author ] ) ) {
				self::session_added( $author, substr( (string) $post->post_date, 0, 10 ) );
			}
			return;
		}
		if ( $update && Data_Changes::is_same_shape( (int) $post->ID ) ) {
			// Its sets changed, not its author, status or day: the newest session day stays.
			return;
		}
		self::sessions_changed( $author );
	}

	/**
	 * A measurement or session changed author (or type): the previous author's data changed too.
	 *
	 * @param int|string $post_id     Post id.
	 * @param mixed      $post_after  The post after.
	 * @param mixed      $post_before The post before.
	 */
	public static function on_post_updated( $post_id, $post_after, $post_before ): void {
		unset( $post_id );
		if ( ! $post_after instanceof WP_Post || ! $post_before instanceof WP_Post ) {
			return;
		}
		if ( (int) $post_before->post_author === (int) $post_after->post_author && $post_before->post_type === $post_after->post_type ) {
			return;
		}
		self::post_type_changed( (string) $post_before->post_type, (int) $post_before->post_author );
	}

	/**
	 * A post was deleted.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function on_deleted_post( $post_id, $post = null ): void {
		unset( $post_id );
		if ( $post instanceof WP_Post ) {
			self::post_type_changed( (string) $post->post_type, (int) $post->post_author );
		}
	}

	/**
	 * A measurement's weight or energy changed: kept once the write is done (the save that
	 * follows, the next read, or the end of the request).
	 *
	 * @param mixed $meta_id  Meta id(s).
	 * @param mixed $post_id  Post id.
	 * @param mixed $meta_key Meta key.
	 */
	public static function on_post_meta( $meta_id, $post_id, $meta_key ): void {
		unset( $meta_id );
		if ( Post_Types::META_WEIGHT !== $meta_key && Post_Types::META_ENERGY !== $meta_key ) {
			return;
		}
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof WP_Post || Post_Types::MEASUREMENT !== $post->post_type ) {
			return;
		}
		$author = (int) $post->post_author;
		if ( $author <= 0 || isset( self::$deleting[ $author ] ) ) {
			return;
		}
		self::$pending[ $author ] = true;
		if ( false === has_action( 'shutdown', array( self::class, 'flush' ) ) ) {
			add_action( 'shutdown', array( self::class, 'flush' ) );
		}
	}

	/**
	 * The goal weight or the coach meta changed.
	 *
	 * @param mixed $meta_id  Meta id(s).
	 * @param mixed $user_id  User id.
	 * @param mixed $meta_key Meta key.
	 */
	public static function on_user_meta( $meta_id, $user_id, $meta_key ): void {
		unset( $meta_id );
		$user_id = (int) $user_id;
		if ( $user_id <= 0 || isset( self::$deleting[ $user_id ] ) ) {
			return;
		}
		if ( Coach_Assignment::META === $meta_key ) {
			self::update_columns( $user_id, array( 'coach_id' => Coach_Assignment::coach_of( $user_id ) ) );
			return;
		}
		if ( 'first_name' === $meta_key || 'last_name' === $meta_key ) {
			self::on_profile_update( $user_id );
			return;
		}
		if ( Goal_Weight::META !== $meta_key ) {
			return;
		}
		$goal = Goal_Weight::get( $user_id );
		self::update_columns( $user_id, array( 'goal_weight' => self::decimal( $goal ) ) );
		Attention_Days::goal_changed( $user_id, $goal );
	}

	/**
	 * A user registered: their whole row.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_user_register( $user_id ): void {
		self::refresh( (int) $user_id );
	}

	/**
	 * A user's roles changed.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_role_change( $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id <= 0 || isset( self::$deleting[ $user_id ] ) ) {
			return;
		}
		$user = get_userdata( $user_id );
		if ( $user instanceof WP_User ) {
			self::update_columns( $user_id, array( 'member_only' => self::member_only( (array) $user->roles ) ? 1 : 0 ) );
		}
	}

	/**
	 * A user's profile changed (display name, first or last name, registration date): the name the
	 * list orders by and the day of registration.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_profile_update( $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id <= 0 || isset( self::$deleting[ $user_id ] ) ) {
			return;
		}
		$user = get_userdata( $user_id );
		if ( ! $user instanceof WP_User ) {
			return;
		}
		$name = Attention::name_of( (string) $user->display_name, (string) $user->first_name, (string) $user->last_name, (string) $user->user_login );
		self::update_columns(
			$user_id,
			array(
				'registered_day' => Attention::local_day( (string) $user->user_registered ),
				'sort_name'      => self::sort_name( $name ),
			)
		);
	}

	/**
	 * A user is about to be deleted: their posts go with them without keeping their row.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_delete_user( $user_id ): void {
		self::$deleting[ (int) $user_id ] = true;
	}

	/**
	 * A user was deleted: their row goes; the user who received their posts gets the whole row
	 * again.
	 *
	 * @param mixed $user_id  Deleted user.
	 * @param mixed $reassign User who received the posts, or null.
	 */
	public static function on_deleted_user( $user_id, $reassign = null ): void {
		$user_id = (int) $user_id;
		unset( self::$deleting[ $user_id ], self::$pending[ $user_id ] );
		self::forget( $user_id );
		if ( $user_id > 0 ) {
			// Their members have no coach any more (Coach_Assignment removes the meta in bulk).
			global $wpdb;
			$table = self::table();
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by the coach_id index.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET coach_id = 0 WHERE coach_id = %d", $user_id ) );
		}
		if ( is_numeric( $reassign ) && (int) $reassign > 0 ) {
			self::refresh( (int) $reassign );
		}
	}

	/**
	 * Keeps the rows whose measurement meta changed apart from a save.
	 */
	public static function flush(): void {
		$pending       = array_keys( self::$pending );
		self::$pending = array();
		foreach ( $pending as $user_id ) {
			self::measurements_changed( $user_id );
		}
	}

	/**
	 * A deleted post, or one that lost its author or type: the columns its type feeds.
	 *
	 * @param string $post_type Post type.
	 * @param int    $author    Its author.
	 */
	private static function post_type_changed( string $post_type, int $author ): void {
		if ( Post_Types::MEASUREMENT === $post_type ) {
			self::measurements_changed( $author );
		} elseif ( Post_Types::SESSION === $post_type ) {
			self::sessions_changed( $author );
		}
	}

	/**
	 * A member's measurements changed: last_measurement and recent read again (one query; a
	 * second for the newest date when nothing is recent).
	 *
	 * @param int $user_id Member.
	 */
	private static function measurements_changed( int $user_id ): void {
		if ( $user_id <= 0 || isset( self::$deleting[ $user_id ] ) ) {
			return;
		}
		unset( self::$pending[ $user_id ] );
		$from   = self::recent_from( Calendar::now() );
		$recent = self::recent_rows( array( $user_id ), $from )[ $user_id ] ?? array();
		$last   = array() !== $recent ? $recent[ count( $recent ) - 1 ][0] : ( self::newest( array( $user_id ) )[ $user_id ][ Post_Types::MEASUREMENT ] ?? null );
		self::update_columns(
			$user_id,
			array(
				'last_measurement' => $last,
				'recent_from'      => $from,
				'recent'           => self::encode( $recent ),
			)
		);
		Attention_Days::store( $user_id, $from, $recent, Goal_Weight::get( $user_id ) );
	}

	/**
	 * A member's sessions changed: last_session read again.
	 *
	 * @param int $user_id Member.
	 */
	private static function sessions_changed( int $user_id ): void {
		if ( $user_id <= 0 || isset( self::$deleting[ $user_id ] ) ) {
			return;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- By the post_author index; only when sessions change.
		$newest = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(post_date) FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s AND post_status = 'publish'", $user_id, Post_Types::SESSION ) );
		self::update_columns( $user_id, array( 'last_session' => self::day_of( $newest ) ) );
	}

	/**
	 * A new published session: last_session moves to its day when that is later (one UPDATE).
	 *
	 * @param int    $user_id Member.
	 * @param string $day     The session's Y-m-d.
	 */
	private static function session_added( int $user_id, string $day ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET last_session = CASE WHEN last_session IS NULL OR last_session < %s THEN %s ELSE last_session END, rank_key = 0 WHERE user_id = %d", $day, $day, $user_id ) );
	}

	/**
	 * Updates some columns of a user's row (a user without a row yet gets it from the backfill).
	 *
	 * @param int                            $user_id User.
	 * @param array<string, string|int|null> $columns Column => value (null: NULL).
	 */
	private static function update_columns( int $user_id, array $columns ): void {
		global $wpdb;
		// Written out rather than $wpdb->update(), which reads the table's column charsets first
		// (one more query per request).
		// The list's order is worked out again at the next read (ranked()).
		$sets = array( 'rank_key = 0' );
		$args = array();
		foreach ( $columns as $column => $value ) {
			if ( null === $value ) {
				$sets[] = "{$column} = NULL";
				continue;
			}
			$sets[] = "{$column} = %s";
			$args[] = (string) $value;
		}
		$args[] = $user_id;
		$table  = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- The plugin's own table, by its primary key; column names are this class's own.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET " . implode( ', ', $sets ) . ' WHERE user_id = %d', $args ) );
	}

	/**
	 * Removes a user's row.
	 *
	 * @param int $user_id User.
	 */
	private static function forget( int $user_id ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id = %d", $user_id ) );
		Attention_Days::forget( $user_id );
	}

	/**
	 * A row as the VALUES of an INSERT or REPLACE (in the order of COLUMNS), prepared.
	 *
	 * @param array<string, mixed> $row Row.
	 * @phpstan-param Status $row
	 */
	private static function values( array $row ): string {
		global $wpdb;
		$db = self::to_db( $row );
		// NULLIF: '' for a NULL column.
		return (string) $wpdb->prepare(
			"(%d, %d, NULLIF(%s, ''), NULLIF(%s, ''), %s, %s, NULLIF(%s, ''), %d, NULLIF(%s, ''), %s)",
			$db['user_id'],
			$db['member_only'],
			(string) $db['last_measurement'],
			(string) $db['last_session'],
			$db['recent_from'],
			$db['recent'],
			(string) $db['goal_weight'],
			$db['coach_id'],
			(string) $db['registered_day'],
			$db['sort_name']
		);
	}

	/**
	 * Computes a user's whole row again and stores it (or removes it when the user is gone).
	 *
	 * @param int                    $user_id User.
	 * @param DateTimeImmutable|null $now     Now (default: Calendar::now()).
	 */
	public static function refresh( int $user_id, ?DateTimeImmutable $now = null ): void {
		global $wpdb;
		if ( $user_id <= 0 ) {
			return;
		}
		unset( self::$pending[ $user_id ] );
		$row = self::compute( $user_id, $now );
		if ( null === $row ) {
			self::forget( $user_id );
			return;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own table; the values prepared by values().
		$wpdb->query( "REPLACE INTO {$table} (" . self::COLUMNS . ') VALUES ' . self::values( $row ) );
		Attention_Days::store( $user_id, $row['recent_from'], $row['recent'], $row['goal_weight'] );
	}

	/**
	 * A user's row computed from scratch from the posts and meta (null: no such user).
	 *
	 * @param int                    $user_id User.
	 * @param DateTimeImmutable|null $now     Now (default: Calendar::now()).
	 * @return Status|null
	 */
	public static function compute( int $user_id, ?DateTimeImmutable $now = null ): ?array {
		return self::compute_many( array( $user_id ), $now ?? Calendar::now() )[ $user_id ] ?? null;
	}

	/**
	 * The stored row of a user, or null.
	 *
	 * @param int $user_id User.
	 * @return Status|null
	 */
	public static function stored( int $user_id ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d", $user_id ), ARRAY_A );
		return is_array( $row ) ? self::from_db( $row ) : null;
	}

	/**
	 * The ids of a coach's scope: users whose roles are all member roles, coached by him or by
	 * nobody, himself left out. One query by the member_only index.
	 *
	 * @param int $coach_id The coach.
	 * @return list<int>
	 */
	public static function scope_ids( int $coach_id ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table by an index.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$table} WHERE member_only = 1 AND coach_id IN (0, %d) AND user_id <> %d", $coach_id, $coach_id ) );
		return array_values( array_map( 'intval', (array) $ids ) );
	}

	/**
	 * The rows of the users a coach's list looks at on a day for whom an attention rule may hold
	 * (one query), each with the user's row of the users table: every user but the coach, or only
	 * those whose roles are all member roles. 'user' is the row as read (user_row() makes the
	 * users table's row of it).
	 *
	 * The rules are compared in SQL with the thresholds and the day, each by an index range, so
	 * the members who are fine cost nothing: no measurement (or session) since the threshold's
	 * day (last_measurement, last_session), none at all for a member registered before it (the
	 * NULLs of the same index), an energy drop or a weight rate away from the goal reaching the
	 * threshold today (Attention_Days, by day), planned workouts missed reaching the threshold
	 * today (Plan_Misses, by day; its counts come with each row as 'plan'). The comparisons of numbers
	 * allow Attention_Days::MARGIN, so this is a superset of the list: Attention::evaluate()
	 * decides on the rows found.
	 *
	 * @param int                  $coach_id    The coach (left out).
	 * @param bool                 $member_only Only the coach's scope: users whose roles are all
	 *                                          member roles, coached by him or by nobody.
	 * @param DateTimeImmutable    $now         Now.
	 * @param array<string, mixed> $thresholds  Attention_Settings::get().
	 * @phpstan-param Thresholds $thresholds
	 * @return list<array{status: Status, user: \stdClass, plan: array{missed: int, planned: int}}>
	 */
	public static function candidates( int $coach_id, bool $member_only, DateTimeImmutable $now, array $thresholds ): array {
		global $wpdb;
		$table = self::table();
		$days  = Attention_Days::table();
		$today = Calendar::day_start( $now );
		$day   = $today->format( 'Y-m-d' );
		$utc   = new DateTimeZone( 'UTC' );
		// An absence counts with the newest on or before the threshold's day, or with none for a
		// member registered (GMT) before the start of the day after it.
		$measured   = Calendar::add_days( $today, -$thresholds['measurement_days'] )->format( 'Y-m-d' );
		$m_register = Calendar::add_days( $today, 1 - $thresholds['measurement_days'] )->setTimezone( $utc )->format( 'Y-m-d H:i:s' );
		$trained    = Calendar::add_days( $today, -$thresholds['session_days'] )->format( 'Y-m-d' );
		$t_register = Calendar::add_days( $today, 1 - $thresholds['session_days'] )->setTimezone( $utc )->format( 'Y-m-d H:i:s' );
		$where      = $member_only ? $wpdb->prepare( 'AND s.member_only = 1 AND s.coach_id IN (0, %d)', $coach_id ) : '';
		$misses     = Plan_Misses::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own tables, each branch by an index (last_measurement, last_session, day with energy_drop, weight_away or missed), joined by primary keys; $where is prepared.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT u.*, s.user_id AS fc_user_id, s.member_only AS fc_member_only, s.last_measurement AS fc_last_measurement, s.last_session AS fc_last_session, s.recent_from AS fc_recent_from, s.recent AS fc_recent, s.goal_weight AS fc_goal_weight, s.coach_id AS fc_coach_id, s.registered_day AS fc_registered_day, s.sort_name AS fc_sort_name, pm.missed AS fc_plan_missed, pm.planned AS fc_plan_planned
				FROM (
					SELECT m.user_id FROM {$table} m WHERE m.last_measurement <= %s
					UNION SELECT n.user_id FROM {$table} n INNER JOIN {$wpdb->users} r ON r.ID = n.user_id WHERE n.last_measurement IS NULL AND n.member_only = 1 AND r.user_registered < %s
					UNION SELECT t.user_id FROM {$table} t WHERE t.last_session <= %s
					UNION SELECT o.user_id FROM {$table} o INNER JOIN {$wpdb->users} q ON q.ID = o.user_id WHERE o.last_session IS NULL AND o.member_only = 1 AND q.user_registered < %s
					UNION SELECT e.user_id FROM {$days} e WHERE e.day = %s AND e.energy_drop >= %f
					UNION SELECT w.user_id FROM {$days} w WHERE w.day = %s AND w.weight_away >= %f
					UNION SELECT x.user_id FROM {$misses} x WHERE x.day = %s AND x.missed >= %d
				) c
				INNER JOIN {$table} s ON s.user_id = c.user_id
				INNER JOIN {$wpdb->users} u ON u.ID = s.user_id
				LEFT JOIN {$misses} pm ON pm.user_id = s.user_id AND pm.day = %s
				WHERE s.user_id <> %d {$where}",
				$measured,
				$m_register,
				$trained,
				$t_register,
				$day,
				$thresholds['energy_drop'] - Attention_Days::MARGIN,
				$day,
				$thresholds['trend_kg_per_week'] - Attention_Days::MARGIN,
				$day,
				$thresholds['plan_missed'],
				$day,
				$coach_id
			)
		);
		// phpcs:enable
		return self::entries( is_array( $rows ) ? $rows : array() );
	}

	/**
	 * One page of a coach's list, in the list's order, with the number of users on all pages:
	 * three queries, each by an index, whatever the number of members.
	 *
	 * The order is kept ahead in each row, for a day and a set of thresholds (rank_key):
	 * rank_fine, the rules that do not hold (0–4: most reasons first; 5: fine; 'Schema gemist' by
	 * today's row of Plan_Misses), and rank_since,
	 * the earliest day among the absences that hold (the newest measurement or session, or
	 * registered_day for none: the longest time without logging first; 9999-12-31 for no
	 * absence). Every write of a row sets its rank_key to 0; a new day or a change of the
	 * thresholds makes a new key, for every row. The
	 * first query works the order out again in SQL for the rows whose rank_key is not the current
	 * one, and only for those (an index range; none on most requests, every row on the first read
	 * of a day: about as long as one list of the whole table took before). The rules are compared
	 * exactly as Attention::evaluate() judges them, with its own tolerance for the numbers. Then
	 * the count and the page's rows come by the indexes rank_all (everyone) or rank_coach (a
	 * coach's own scope: member_only = 1 AND coach_id IN (0, coach)), in the order rank_fine,
	 * rank_since, sort_name, user_id, with their users table row for evaluate() to word the
	 * reasons.
	 *
	 * @param int                  $coach_id    The coach (left out).
	 * @param bool                 $member_only Only the coach's scope (see candidates()).
	 * @param DateTimeImmutable    $now         Now.
	 * @param array<string, mixed> $thresholds  Attention_Settings::get().
	 * @param int                  $offset      Rows before the page.
	 * @param int                  $limit       Rows of the page.
	 * @phpstan-param Thresholds $thresholds
	 * @return array{total: int, rows: list<array{status: Status, user: \stdClass, plan: array{missed: int, planned: int}}>}
	 */
	public static function ranked( int $coach_id, bool $member_only, DateTimeImmutable $now, array $thresholds, int $offset, int $limit ): array {
		global $wpdb;
		$table    = self::table();
		$days     = Attention_Days::table();
		$misses   = Plan_Misses::table();
		$today    = Calendar::day_start( $now );
		$day      = $today->format( 'Y-m-d' );
		$measured = Calendar::add_days( $today, -$thresholds['measurement_days'] )->format( 'Y-m-d' );
		$trained  = Calendar::add_days( $today, -$thresholds['session_days'] )->format( 'Y-m-d' );
		$drop     = self::sql_number( $thresholds['energy_drop'] - 1e-9 );
		$away     = self::sql_number( $thresholds['trend_kg_per_week'] - 1e-9 );
		// The day and the thresholds as a number (60 bits of their hash; 0 is a row to work out).
		$key = max( 1, (int) hexdec( substr( md5( implode( '|', array( $day, $thresholds['measurement_days'], $thresholds['session_days'], $drop, $away, $thresholds['plan_missed'] ) ) ), 0, 15 ) ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own tables, by their indexes; the fragments are prepared, $drop and $away written by sql_number().
		// The absences as 1 or 0: a newest day on or before the threshold's day, or none for a
		// member who registered on or before it.
		$m     = $wpdb->prepare( "(CASE WHEN {$table}.last_measurement <= %s OR ({$table}.last_measurement IS NULL AND {$table}.member_only = 1 AND {$table}.registered_day <= %s) THEN 1 ELSE 0 END)", $measured, $measured );
		$t     = $wpdb->prepare( "(CASE WHEN {$table}.last_session <= %s OR ({$table}.last_session IS NULL AND {$table}.member_only = 1 AND {$table}.registered_day <= %s) THEN 1 ELSE 0 END)", $trained, $trained );
		$m_day = "COALESCE({$table}.last_measurement, {$table}.registered_day, '1970-01-01')";
		$t_day = "COALESCE({$table}.last_session, {$table}.registered_day, '1970-01-01')";
		$e     = $wpdb->prepare( "(CASE WHEN (SELECT e.energy_drop FROM {$days} e WHERE e.user_id = {$table}.user_id AND e.day = %s) >= {$drop} THEN 1 ELSE 0 END)", $day );
		$w     = $wpdb->prepare( "(CASE WHEN (SELECT w.weight_away FROM {$days} w WHERE w.user_id = {$table}.user_id AND w.day = %s) >= {$away} THEN 1 ELSE 0 END)", $day );
		// 'Schema gemist': today's row of Plan_Misses (its writes set rank_key to 0: plan_changed()).
		$p     = $wpdb->prepare( "(CASE WHEN (SELECT x.missed FROM {$misses} x WHERE x.user_id = {$table}.user_id AND x.day = %s) >= %d THEN 1 ELSE 0 END)", $day, $thresholds['plan_missed'] );
		$where = $member_only ? $wpdb->prepare( 'AND s.coach_id IN (0, %d) AND s.member_only = 1', $coach_id ) : '';
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET
					rank_fine = 5 - {$m} - {$t} - {$e} - {$w} - {$p},
					rank_since = CASE WHEN {$m} = 1 AND ({$t} = 0 OR {$m_day} <= {$t_day}) THEN {$m_day} WHEN {$t} = 1 THEN {$t_day} ELSE '9999-12-31' END,
					rank_key = %d
				WHERE rank_key < %d OR rank_key > %d",
				$key,
				$key,
				$key
			)
		);
		$scope = $wpdb->prepare( "s.rank_key = %d AND s.rank_fine < 5 AND s.user_id <> %d {$where}", $key, $coach_id );
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} s WHERE {$scope}" );
		$found = array();
		if ( $limit > 0 && $offset < $total ) {
			$order = 's.rank_fine, s.rank_since, s.sort_name, s.user_id';
			$found = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT u.*, s.user_id AS fc_user_id, s.member_only AS fc_member_only, s.last_measurement AS fc_last_measurement, s.last_session AS fc_last_session, s.recent_from AS fc_recent_from, s.recent AS fc_recent, s.goal_weight AS fc_goal_weight, s.coach_id AS fc_coach_id, s.registered_day AS fc_registered_day, s.sort_name AS fc_sort_name, pm.missed AS fc_plan_missed, pm.planned AS fc_plan_planned
					FROM (SELECT s.user_id FROM {$table} s WHERE {$scope} ORDER BY {$order} LIMIT %d OFFSET %d) p
					INNER JOIN {$table} s ON s.user_id = p.user_id
					INNER JOIN {$wpdb->users} u ON u.ID = s.user_id
					LEFT JOIN {$misses} pm ON pm.user_id = s.user_id AND pm.day = %s
					ORDER BY {$order}",
					$limit,
					$offset,
					$day
				)
			);
		}
		// phpcs:enable
		return array(
			'total' => $total,
			'rows'  => self::entries( is_array( $found ) ? $found : array() ),
		);
	}

	/**
	 * Some members' rows of Plan_Misses were written: their order is worked out again on the next
	 * read (rank_key 0, see ranked()). One query.
	 *
	 * @param int[] $user_ids Members.
	 */
	public static function plan_changed( array $user_ids ): void {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $user_ids ), static fn( int $id ): bool => $id > 0 ) );
		if ( array() === $ids ) {
			return;
		}
		$table = self::table();
		$in    = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key; integer ids.
		$wpdb->query( "UPDATE {$table} SET rank_key = 0 WHERE user_id IN ({$in})" );
	}

	/**
	 * A number as SQL reads it, with every digit PHP has (never a user's input).
	 *
	 * @param float $value Value.
	 */
	private static function sql_number( float $value ): string {
		return sprintf( '%.17g', $value );
	}

	/**
	 * The rows of candidates() and ranked(): each user's status and users table row.
	 *
	 * @param array<int, mixed> $found Rows as read.
	 * @return list<array{status: Status, user: \stdClass, plan: array{missed: int, planned: int}}>
	 */
	private static function entries( array $found ): array {
		$list = array();
		foreach ( $found as $row ) {
			if ( ! $row instanceof \stdClass ) {
				continue;
			}
			$list[] = array(
				'status' => self::from_db(
					array(
						'user_id'          => $row->fc_user_id,
						'member_only'      => $row->fc_member_only,
						'last_measurement' => $row->fc_last_measurement,
						'last_session'     => $row->fc_last_session,
						'recent_from'      => $row->fc_recent_from,
						'recent'           => $row->fc_recent,
						'goal_weight'      => $row->fc_goal_weight,
						'coach_id'         => $row->fc_coach_id,
						'registered_day'   => $row->fc_registered_day ?? null,
						'sort_name'        => $row->fc_sort_name ?? '',
					)
				),
				'user'   => $row,
				// The 'Schema gemist' rule's row of the day (Plan_Misses), or nothing missed.
				'plan'   => array(
					'missed'  => (int) ( $row->fc_plan_missed ?? 0 ),
					'planned' => (int) ( $row->fc_plan_planned ?? 0 ),
				),
			);
		}
		return $list;
	}

	/**
	 * The users table's row of a row of candidates(), as WordPress caches it (update_user_caches()).
	 *
	 * @param object $row A row of candidates().
	 */
	public static function user_row( object $row ): object {
		$user = clone $row;
		unset( $user->fc_user_id, $user->fc_member_only, $user->fc_last_measurement, $user->fc_last_session, $user->fc_recent_from, $user->fc_recent, $user->fc_goal_weight, $user->fc_coach_id, $user->fc_registered_day, $user->fc_sort_name, $user->fc_plan_missed, $user->fc_plan_planned );
		return $user;
	}

	/**
	 * Rows of some users computed from scratch (a few queries for all of them).
	 *
	 * @param int[]             $user_ids Users.
	 * @param DateTimeImmutable $now      Now.
	 * @phpstan-param list<int> $user_ids
	 * @return array<int, Status> By user id; users that do not exist are left out.
	 */
	private static function compute_many( array $user_ids, DateTimeImmutable $now ): array {
		global $wpdb;
		$user_ids = array_values( array_unique( array_filter( array_map( 'intval', $user_ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( array() === $user_ids ) {
			return array();
		}
		$in      = implode( ',', $user_ids );
		$cap_key = $wpdb->get_blog_prefix() . 'capabilities';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Integer ids; by the primary key.
		$users = $wpdb->get_results( "SELECT ID, user_login, display_name, user_registered FROM {$wpdb->users} WHERE ID IN ({$in})", OBJECT_K );
		$found = array_values( array_map( 'intval', array_keys( is_array( $users ) ? $users : array() ) ) );
		if ( array() === $found ) {
			return array();
		}
		$in = implode( ',', $found );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Integer ids; by the user_id index.
		$metas  = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE user_id IN ({$in}) AND meta_key IN (%s, %s, %s, 'first_name', 'last_name') ORDER BY umeta_id", $cap_key, Goal_Weight::META, Coach_Assignment::META ), ARRAY_A );
		$values = array();
		foreach ( is_array( $metas ) ? $metas : array() as $meta ) {
			// The first row of a key, as get_user_meta( …, true ) reads it.
			$values[ (int) $meta['user_id'] ][ (string) $meta['meta_key'] ] ??= maybe_unserialize( (string) $meta['meta_value'] ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- An array key.
		}
		$from   = self::recent_from( $now );
		$newest = self::newest( $found );
		$recent = self::recent_rows( $found, $from );
		$roles  = wp_roles();
		$rows   = array();
		foreach ( $found as $user_id ) {
			$caps = $values[ $user_id ][ $cap_key ] ?? array();
			// Roles as WP_User reads them: the keys of the capabilities meta that are roles.
			$user_roles       = is_array( $caps ) ? array_values( array_filter( array_map( 'strval', array_keys( $caps ) ), array( $roles, 'is_role' ) ) ) : array();
			$goal             = $values[ $user_id ][ Goal_Weight::META ] ?? null;
			$coach            = $values[ $user_id ][ Coach_Assignment::META ] ?? null;
			$user             = $users[ $user_id ];
			$name             = Attention::name_of(
				(string) $user->display_name,
				is_scalar( $values[ $user_id ]['first_name'] ?? null ) ? (string) $values[ $user_id ]['first_name'] : '',
				is_scalar( $values[ $user_id ]['last_name'] ?? null ) ? (string) $values[ $user_id ]['last_name'] : '',
				(string) $user->user_login
			);
			$rows[ $user_id ] = array(
				'user_id'          => $user_id,
				'member_only'      => self::member_only( $user_roles ),
				'last_measurement' => $newest[ $user_id ][ Post_Types::MEASUREMENT ] ?? null,
				'last_session'     => $newest[ $user_id ][ Post_Types::SESSION ] ?? null,
				'recent_from'      => $from,
				'recent'           => $recent[ $user_id ] ?? array(),
				'goal_weight'      => is_numeric( $goal ) ? round( (float) $goal, 1 ) : null,
				'coach_id'         => is_numeric( $coach ) ? max( 0, (int) $coach ) : 0,
				'registered_day'   => Attention::local_day( (string) $user->user_registered ),
				'sort_name'        => self::sort_name( $name ),
			);
		}
		return $rows;
	}

	/**
	 * The day of the newest published measurement and session of some users (one query by the
	 * post_author index).
	 *
	 * @param int[] $user_ids Users.
	 * @phpstan-param list<int> $user_ids
	 * @return array<int, array<string, string>> User id => post type => Y-m-d.
	 */
	private static function newest( array $user_ids ): array {
		global $wpdb;
		$in = implode( ',', array_map( 'intval', $user_ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Integer ids; by the post_author index.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT post_author, post_type, MAX(post_date) AS newest FROM {$wpdb->posts} WHERE post_author IN ({$in}) AND post_type IN (%s, %s) AND post_status = 'publish' GROUP BY post_author, post_type", Post_Types::MEASUREMENT, Post_Types::SESSION ), ARRAY_A );
		$newest = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$day = self::day_of( $row['newest'] );
			if ( null !== $day ) {
				$newest[ (int) $row['post_author'] ][ (string) $row['post_type'] ] = $day;
			}
		}
		return $newest;
	}

	/**
	 * The published measurements of some users dated $from or later, each [Y-m-d, weight, energy],
	 * by date and id (one query: post_author and post_date, the meta by post id and key).
	 *
	 * @param int[]  $user_ids Users.
	 * @param string $from     Y-m-d.
	 * @phpstan-param list<int> $user_ids
	 * @return array<int, list<Entry>> By user id.
	 */
	private static function recent_rows( array $user_ids, string $from ): array {
		global $wpdb;
		$in = implode( ',', array_map( 'intval', $user_ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Integer ids; indexed columns only.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT p.ID, p.post_author, p.post_date, w.meta_value AS weight, e.meta_value AS energy FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} w ON w.post_id = p.ID AND w.meta_key = %s LEFT JOIN {$wpdb->postmeta} e ON e.post_id = p.ID AND e.meta_key = %s WHERE p.post_author IN ({$in}) AND p.post_type = %s AND p.post_status = 'publish' AND p.post_date >= %s ORDER BY p.post_author, p.post_date, p.ID, w.meta_id, e.meta_id", Post_Types::META_WEIGHT, Post_Types::META_ENERGY, Post_Types::MEASUREMENT, $from . ' 00:00:00' ), ARRAY_A );
		$recent = array();
		$seen   = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$id = (int) $row['ID'];
			// A duplicate meta row: the first one counts, as get_post_meta( …, true ) reads it.
			if ( isset( $seen[ $id ] ) ) {
				continue;
			}
			$seen[ $id ]                           = true;
			$weight                                = is_numeric( $row['weight'] ) ? round( (float) $row['weight'], 1 ) : 0.0;
			$energy                                = is_numeric( $row['energy'] ) ? (int) $row['energy'] : 0;
			$recent[ (int) $row['post_author'] ][] = array(
				substr( (string) $row['post_date'], 0, 10 ),
				$weight > 0 ? $weight : null,
				$energy > 0 ? $energy : null,
			);
		}
		return $recent;
	}

	/**
	 * Whether a set of roles counts as a member: at least one, all member roles.
	 *
	 * @param array<int|string, mixed> $roles Role names.
	 */
	public static function member_only( array $roles ): bool {
		$roles = array_map( 'strval', array_values( $roles ) );
		return array() !== $roles && array() === array_diff( $roles, Roles::TRAINER_MANAGEABLE_ROLES );
	}

	/**
	 * The first day recent holds for a write now: 13 days before today.
	 *
	 * @param DateTimeImmutable $now Now.
	 */
	private static function recent_from( DateTimeImmutable $now ): string {
		return Calendar::add_days( Calendar::day_start( $now ), -( self::RECENT_DAYS - 1 ) )->format( 'Y-m-d' );
	}

	/**
	 * The Y-m-d of a MySQL date-time, or null for none or an empty date.
	 *
	 * @param mixed $value Date-time.
	 */
	private static function day_of( $value ): ?string {
		$day = is_string( $value ) ? substr( $value, 0, 10 ) : '';
		return Calendar::is_date( $day ) ? $day : null;
	}

	/**
	 * The sort_name of a name: Attention::sort_key(), its first SORT_NAME_BYTES bytes.
	 *
	 * @param string $name The name the list shows.
	 */
	private static function sort_name( string $name ): string {
		return substr( Attention::sort_key( $name ), 0, self::SORT_NAME_BYTES );
	}

	/**
	 * A goal weight as the column stores it.
	 *
	 * @param float|null $kg Kg or null.
	 */
	private static function decimal( ?float $kg ): ?string {
		return null === $kg ? null : number_format( $kg, 1, '.', '' );
	}

	/**
	 * Recent measurements as stored.
	 *
	 * @param array<int, array<int, mixed>> $recent Entries.
	 * @phpstan-param list<Entry> $recent
	 */
	private static function encode( array $recent ): string {
		// 80.0 stays 80.0 (a float when read back).
		return (string) wp_json_encode( $recent, JSON_PRESERVE_ZERO_FRACTION );
	}

	/**
	 * A row for the table.
	 *
	 * @param array<string, mixed> $row Row.
	 * @phpstan-param Status $row
	 * @return array<string, string|int|null>
	 */
	private static function to_db( array $row ): array {
		return array(
			'user_id'          => $row['user_id'],
			'member_only'      => $row['member_only'] ? 1 : 0,
			'last_measurement' => $row['last_measurement'],
			'last_session'     => $row['last_session'],
			'recent_from'      => $row['recent_from'],
			'recent'           => self::encode( $row['recent'] ),
			'goal_weight'      => self::decimal( $row['goal_weight'] ),
			'coach_id'         => $row['coach_id'],
			'registered_day'   => $row['registered_day'],
			'sort_name'        => $row['sort_name'],
		);
	}

	/**
	 * A stored row with its types.
	 *
	 * @param array<string, mixed> $row Row as read.
	 * @return Status
	 */
	private static function from_db( array $row ): array {
		/**
		 * Written by encode() only: [[Y-m-d, kg|null, energy|null], …].
		 *
		 * @var list<Entry>|null $recent
		 */
		$recent = json_decode( (string) ( $row['recent'] ?? '' ), true );
		$goal   = $row['goal_weight'] ?? null;
		return array(
			'user_id'          => (int) ( $row['user_id'] ?? 0 ),
			'member_only'      => 1 === (int) ( $row['member_only'] ?? 0 ),
			'last_measurement' => self::stored_day( $row['last_measurement'] ?? null ),
			'last_session'     => self::stored_day( $row['last_session'] ?? null ),
			'recent_from'      => (string) self::stored_day( $row['recent_from'] ?? null ),
			'recent'           => is_array( $recent ) ? $recent : array(),
			'goal_weight'      => is_numeric( $goal ) ? round( (float) $goal, 1 ) : null,
			'coach_id'         => (int) ( $row['coach_id'] ?? 0 ),
			'registered_day'   => self::stored_day( $row['registered_day'] ?? null ),
			'sort_name'        => (string) ( $row['sort_name'] ?? '' ),
		);
	}

	/**
	 * A DATE column as read (Y-m-d), or null.
	 *
	 * @param mixed $value Value.
	 */
	private static function stored_day( $value ): ?string {
		return is_string( $value ) && '' !== $value && ! str_starts_with( $value, '0000' ) ? substr( $value, 0, 10 ) : null;
	}

	/**
	 * Starts filling the table for every user: as many batches as fit in BACKFILL_SECONDS now,
	 * the rest by WP-Cron.
	 */
	public static function start_backfill(): void {
		update_option( self::BACKFILL_OPTION, 0, false );
		self::run_backfill();
	}

	/**
	 * Backfill batches, the next users by id, until none is left or BACKFILL_SECONDS have passed
	 * (then the next run is scheduled).
	 *
	 * @param int   $batch   Users per batch.
	 * @param float $seconds Seconds after which no further batch starts.
	 * @return bool Whether the backfill is done.
	 */
	public static function run_backfill( $batch = self::BACKFILL_BATCH, $seconds = self::BACKFILL_SECONDS ): bool {
		$started = microtime( true );
		$batch   = max( 1, (int) $batch );
		do {
			$cursor = get_option( self::BACKFILL_OPTION, false );
			if ( false === $cursor ) {
				return true;
			}
			$last = self::backfill_batch( (int) $cursor, $batch, Calendar::now() );
			if ( null === $last ) {
				delete_option( self::BACKFILL_OPTION );
				wp_clear_scheduled_hook( self::BACKFILL_HOOK );
				return true;
			}
			update_option( self::BACKFILL_OPTION, $last, false );
		} while ( microtime( true ) - $started < (float) $seconds );
		if ( false === wp_next_scheduled( self::BACKFILL_HOOK ) ) {
			wp_schedule_single_event( time(), self::BACKFILL_HOOK );
		}
		return false;
	}

	/**
	 * One backfill batch: the rows of the next users after an id, computed and stored; rows of
	 * users that no longer exist in that range go.
	 *
	 * @param int               $after Last user id done.
	 * @param int               $limit Users in the batch.
	 * @param DateTimeImmutable $now   Now.
	 * @return int|null The last user id done, or null when no user was left.
	 */
	private static function backfill_batch( int $after, int $limit, DateTimeImmutable $now ): ?int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A backfill batch: which users come next.
		$ids = array_values( array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->users} WHERE ID > %d ORDER BY ID LIMIT %d", $after, $limit ) ) ) );
		// The last batch also covers every id after its users (rows of users deleted since).
		$end  = array() === $ids || count( $ids ) < $limit ? PHP_INT_MAX : max( $ids );
		$rows = self::compute_many( $ids, $now );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE user_id > %d AND user_id <= %d", $after, $end ) );
		foreach ( array_chunk( array_values( $rows ), self::INSERT_BATCH ) as $chunk ) {
			$values = array_map( array( self::class, 'values' ), $chunk );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Each row prepared by values(); the plugin's own table.
			$wpdb->query( "INSERT INTO {$table} (" . self::COLUMNS . ') VALUES ' . implode( ', ', $values ) );
		}
		Attention_Days::store_range( $after, $end, $rows );
		return PHP_INT_MAX === $end ? null : $end;
	}

	/**
	 * Fills the whole table again, now (seeders that write posts straight into the database; a
	 * repair).
	 */
	public static function rebuild_all(): void {
		update_option( self::BACKFILL_OPTION, 0, false );
		do {
			$done = self::run_backfill( self::BACKFILL_BATCH, 60.0 );
		} while ( ! $done );
		wp_clear_scheduled_hook( self::BACKFILL_HOOK );
	}
}
