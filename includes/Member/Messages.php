<?php
/**
 * The conversation between a member and his coach: one thread per member, its messages.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Coach_Status;
use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Two tables:
 *
 * - {prefix}fitcoach_messages: id, member_id (the thread: one per member), author_id (the member,
 *   or the coach or administrator who wrote), body (plain text, at most BODY_MAX characters),
 *   about_type ('' | session | measurement | check_in) and about_id (a coach's reaction to one
 *   of the member's items), created_at (GMT). Indexes: (member_id, id) — a thread's pages newest
 *   first; author_id — the privacy tools; (about_type, about_id) — the reactions to an item.
 * - {prefix}fitcoach_threads: one row per member who has a message (member_id is the primary key):
 *   last_message_id (indexed: the coach's list, newest first), last_message_at, last_coach_id
 *   (the coach who wrote last: the one mailed when the member has no coach of his own),
 *   member_read_id and coach_read_id (the last message each side has read; the coaches share
 *   theirs), member_unread and coach_unread (the other side's messages after it), member_mailed_at
 *   and coach_mailed_at (the last mail to each side, at most one an hour per thread).
 *
 * The unread counts of the bottom bar are kept per user by Message_Counters. Deleting a user
 * removes his thread (when he is a member) and the messages he wrote.
 *
 * @phpstan-type Message array{id: int, member_id: int, author_id: int, body: string, about_type: string, about_id: int, created_at: string}
 * @phpstan-type Thread array{member_id: int, last_message_id: int, last_message_at: string, last_coach_id: int, member_read_id: int, coach_read_id: int, member_unread: int, coach_unread: int, member_mailed_at: ?string, coach_mailed_at: ?string}
 */
final class Messages {

	/** Messages table without the prefix. */
	public const TABLE = 'fitcoach_messages';

	/** Threads table without the prefix. */
	public const THREADS_TABLE = 'fitcoach_threads';

	/** Longest message in characters. */
	public const BODY_MAX = 2000;

	/** Most messages a page. */
	public const LIMIT_MAX = 100;

	/** What a coach's reaction may refer to. */
	public const ABOUT_TYPES = array( 'session', 'measurement', 'check_in' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'deleted_user', array( self::class, 'forget_user' ) );
	}

	/**
	 * The messages table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * The threads table's full name.
	 */
	public static function threads_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::THREADS_TABLE;
	}

	/**
	 * Creates or updates the tables (dbDelta).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$messages = self::table();
		$threads  = self::threads_table();
		$charset  = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		dbDelta(
			"CREATE TABLE {$messages} (
  id bigint(20) unsigned NOT NULL auto_increment,
  member_id bigint(20) unsigned NOT NULL,
  author_id bigint(20) unsigned NOT NULL,
  body text NOT NULL,
  about_type varchar(20) NOT NULL DEFAULT '',
  about_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY thread (member_id,id),
  KEY author (author_id),
  KEY about (about_type,about_id)
) {$charset};"
		);
		dbDelta(
			"CREATE TABLE {$threads} (
  member_id bigint(20) unsigned NOT NULL,
  last_message_id bigint(20) unsigned NOT NULL DEFAULT 0,
  last_message_at datetime NOT NULL,
  last_coach_id bigint(20) unsigned NOT NULL DEFAULT 0,
  member_read_id bigint(20) unsigned NOT NULL DEFAULT 0,
  coach_read_id bigint(20) unsigned NOT NULL DEFAULT 0,
  member_unread int(10) unsigned NOT NULL DEFAULT 0,
  coach_unread int(10) unsigned NOT NULL DEFAULT 0,
  member_mailed_at datetime DEFAULT NULL,
  coach_mailed_at datetime DEFAULT NULL,
  PRIMARY KEY  (member_id),
  KEY recent (last_message_id)
) {$charset};"
		);
	}

	/**
	 * Adds a message to a member's thread and keeps the thread's row: the last message, and the
	 * unread count of the side that did not write it.
	 *
	 * @param int                               $member_id The thread's member.
	 * @param int                               $author_id Who writes: the member or a coach.
	 * @param string                            $body      Plain text (Plain_Text::lines()).
	 * @param array{type: string, id: int}|null $about     The member's item a coach reacts to.
	 * @return int The new id, or 0.
	 */
	public static function add( int $member_id, int $author_id, string $body, ?array $about = null ): int {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- The plugin's own table.
		$done = $wpdb->insert(
			self::table(),
			array(
				'member_id'  => $member_id,
				'author_id'  => $author_id,
				'body'       => $body,
				'about_type' => null === $about ? '' : $about['type'],
				'about_id'   => null === $about ? 0 : $about['id'],
				'created_at' => $now,
			),
			array( '%d', '%d', '%s', '%s', '%d', '%s' )
		);
		if ( false === $done ) {
			return 0;
		}
		$id      = (int) $wpdb->insert_id;
		$threads = self::threads_table();
		$coach   = $author_id === $member_id ? 0 : $author_id;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key; the insert is ignored when the row exists.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$threads} (member_id, last_message_id, last_message_at) VALUES (%d, 0, %s)", $member_id, $now ) );
		if ( 0 === $coach ) {
			// The member wrote: he has read what came before; the coaches have one more to read.
			$wpdb->query( $wpdb->prepare( "UPDATE {$threads} SET last_message_id = %d, last_message_at = %s, member_read_id = %d, member_unread = 0, coach_unread = coach_unread + 1 WHERE member_id = %d", $id, $now, $id, $member_id ) );
		} else {
			$wpdb->query( $wpdb->prepare( "UPDATE {$threads} SET last_message_id = %d, last_message_at = %s, last_coach_id = %d, coach_read_id = %d, coach_unread = 0, member_unread = member_unread + 1 WHERE member_id = %d", $id, $now, $coach, $id, $member_id ) );
		}
		// phpcs:enable
		Message_Counters::thread_changed( $member_id );
		return $id;
	}

	/**
	 * One message by id, or null.
	 *
	 * @param int $id Id.
	 * @return Message|null
	 */
	public static function find( int $id ): ?array {
		global $wpdb;
		if ( $id <= 0 ) {
			return null;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * A member's thread row, or null when nobody wrote yet.
	 *
	 * @param int $member_id Member.
	 * @return Thread|null
	 */
	public static function thread( int $member_id ): ?array {
		global $wpdb;
		$table = self::threads_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d", $member_id ), ARRAY_A );
		return is_array( $row ) ? self::typed_thread( $row ) : null;
	}

	/**
	 * One page of a thread, newest first from before an id (by the thread key), one more than
	 * asked to tell whether older ones exist.
	 *
	 * @param int $member_id Member.
	 * @param int $before    Only messages with a smaller id (0: the newest).
	 * @param int $limit     Most messages.
	 * @return array{rows: list<Message>, has_more: bool}
	 */
	public static function page( int $member_id, int $before, int $limit ): array {
		global $wpdb;
		$table = self::table();
		$upper = $before > 0 ? $before : PHP_INT_MAX;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, id) key.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d AND id < %d ORDER BY id DESC LIMIT %d", $member_id, $upper, $limit + 1 ), ARRAY_A );
		$rows = array_values( array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() ) );
		return array(
			'rows'     => array_slice( $rows, 0, $limit ),
			'has_more' => count( $rows ) > $limit,
		);
	}

	/**
	 * Marks a thread read by one side up to a message (never back), and counts the other side's
	 * messages after it that are left.
	 *
	 * @param int  $member_id Member.
	 * @param int  $up_to     The last message read.
	 * @param bool $by_member True for the member, false for the coaches.
	 * @return int The unread messages left for that side.
	 */
	public static function mark_read( int $member_id, int $up_to, bool $by_member ): int {
		global $wpdb;
		$thread = self::thread( $member_id );
		if ( null === $thread ) {
			return 0;
		}
		$read_column   = $by_member ? 'member_read_id' : 'coach_read_id';
		$unread_column = $by_member ? 'member_unread' : 'coach_unread';
		$up_to         = min( $up_to, $thread['last_message_id'] );
		if ( $up_to <= $thread[ $read_column ] ) {
			return $thread[ $unread_column ];
		}
		$table   = self::table();
		$threads = self::threads_table();
		$other   = $by_member ? 'author_id <>' : 'author_id =';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own tables, by the thread key; the column names are constants chosen above.
		$left = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE member_id = %d AND id > %d AND {$other} %d", $member_id, $up_to, $member_id ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$threads} SET {$read_column} = %d, {$unread_column} = %d WHERE member_id = %d AND {$read_column} < %d", $up_to, $left, $member_id, $up_to ) );
		// phpcs:enable
		Message_Counters::thread_changed( $member_id );
		return $left;
	}

	/**
	 * One page of the threads a coach sees, the newest message first, the total and the messages
	 * the coaches have not read over the scope (coach_unread(), in the same query).
	 *
	 * @param int $coach_id Coach whose own scope is read, or 0 for everyone.
	 * @param int $page     Page, from 1.
	 * @param int $per_page Per page.
	 * @return array{rows: list<Thread>, total: int, unread: int}
	 */
	public static function threads_for_coach( int $coach_id, int $page, int $per_page ): array {
		global $wpdb;
		$threads = self::threads_table();
		$scope   = self::scope_sql( $coach_id );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own tables; the scope's condition is prepared.
		$counts = $wpdb->get_row( "SELECT COUNT(*) AS total, COALESCE(SUM(t.coach_unread), 0) AS unread FROM {$threads} t {$scope['join']} WHERE {$scope['where']}", ARRAY_A );
		$total  = (int) ( $counts['total'] ?? 0 );
		$rows   = $total > ( $page - 1 ) * $per_page ? $wpdb->get_results( $wpdb->prepare( "SELECT t.* FROM {$threads} t {$scope['join']} WHERE {$scope['where']} ORDER BY t.last_message_id DESC LIMIT %d OFFSET %d", $per_page, ( $page - 1 ) * $per_page ), ARRAY_A ) : array();
		// phpcs:enable
		return array(
			'rows'   => array_values( array_map( array( self::class, 'typed_thread' ), is_array( $rows ) ? $rows : array() ) ),
			'total'  => $total,
			'unread' => (int) ( $counts['unread'] ?? 0 ),
		);
	}

	/**
	 * The messages the coaches have not read, over a coach's scope (0: everyone).
	 *
	 * @param int $coach_id Coach whose own scope is counted, or 0 for everyone.
	 */
	public static function coach_unread( int $coach_id ): int {
		global $wpdb;
		$threads = self::threads_table();
		$scope   = self::scope_sql( $coach_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own tables; the scope's condition is prepared.
		return (int) $wpdb->get_var( "SELECT COALESCE(SUM(t.coach_unread), 0) FROM {$threads} t {$scope['join']} WHERE t.coach_unread > 0 AND {$scope['where']}" );
	}

	/**
	 * The SQL that narrows the threads to a coach's scope, as Check_Ins does: the coach status
	 * table's member_only and coach_id, by its primary key.
	 *
	 * @param int $coach_id Coach, or 0 for everyone.
	 * @return array{join: string, where: string}
	 */
	private static function scope_sql( int $coach_id ): array {
		global $wpdb;
		if ( $coach_id <= 0 ) {
			return array(
				'join'  => '',
				'where' => '1 = 1',
			);
		}
		$status = Coach_Status::table();
		return array(
			'join'  => "INNER JOIN {$status} s ON s.user_id = t.member_id",
			'where' => $wpdb->prepare( 's.member_only = 1 AND s.coach_id IN (0, %d) AND t.member_id <> %d', $coach_id, $coach_id ),
		);
	}

	/**
	 * Claims a thread's mail to one side: true when none went in the last hour (the update is the
	 * lock, so two requests at once send one mail).
	 *
	 * @param int  $member_id Member.
	 * @param bool $to_member True for the mail to the member, false for the one to the coach.
	 */
	public static function claim_mail( int $member_id, bool $to_member ): bool {
		global $wpdb;
		$threads = self::threads_table();
		$column  = $to_member ? 'member_mailed_at' : 'coach_mailed_at';
		$now     = Calendar::now()->getTimestamp();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own table, by its primary key; the column is one of two constants.
		$done = $wpdb->query( $wpdb->prepare( "UPDATE {$threads} SET {$column} = %s WHERE member_id = %d AND ( {$column} IS NULL OR {$column} <= %s )", gmdate( 'Y-m-d H:i:s', $now ), $member_id, gmdate( 'Y-m-d H:i:s', $now - HOUR_IN_SECONDS ) ) );
		return 1 === $done;
	}

	/**
	 * Gives a claimed mail back (wp_mail failed).
	 *
	 * @param int  $member_id Member.
	 * @param bool $to_member Which side.
	 */
	public static function release_mail( int $member_id, bool $to_member ): void {
		global $wpdb;
		$threads = self::threads_table();
		$column  = $to_member ? 'member_mailed_at' : 'coach_mailed_at';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own table, by its primary key; the column is one of two constants.
		$wpdb->query( $wpdb->prepare( "UPDATE {$threads} SET {$column} = NULL WHERE member_id = %d", $member_id ) );
	}

	/**
	 * Whether an item is the member's own: a session or measurement he wrote (not in the trash),
	 * or his check-in.
	 *
	 * @param int    $member_id Member.
	 * @param string $type      session | measurement | check_in.
	 * @param int    $id        The item.
	 */
	public static function owns( int $member_id, string $type, int $id ): bool {
		if ( 'check_in' === $type ) {
			$row = Check_Ins::find( $id );
			return null !== $row && $row['member_id'] === $member_id;
		}
		$post_type = array(
			'session'     => Post_Types::SESSION,
			'measurement' => Post_Types::MEASUREMENT,
		)[ $type ] ?? '';
		$post      = $id > 0 ? get_post( $id ) : null;
		return '' !== $post_type && $post instanceof WP_Post && $post_type === $post->post_type && (int) $post->post_author === $member_id && 'trash' !== $post->post_status;
	}

	/**
	 * Messages in the API shape, the people and items they name read in bulk (the users in one
	 * query, the posts in one, the check-ins in one).
	 *
	 * A message = { id, member_id, author: { id, name, role: 'member'|'coach' }, text (plain text),
	 * about: { type, id, date (Y-m-d), title } | null, created (RFC 3339), mine (the caller wrote it) }.
	 *
	 * @param list<array<string, mixed>> $rows   Messages.
	 * @param int                        $caller The user who asks.
	 * @return list<array<string, mixed>>
	 * @phpstan-param list<Message> $rows
	 */
	public static function many_to_array( array $rows, int $caller ): array {
		$names = User_Names::of( array_column( $rows, 'author_id' ) );
		$items = self::items( $rows );
		$list  = array();
		foreach ( $rows as $row ) {
			$key    = $row['about_type'] . ':' . $row['about_id'];
			$list[] = array(
				'id'        => $row['id'],
				'member_id' => $row['member_id'],
				'author'    => array(
					'id'   => $row['author_id'],
					'name' => $names[ $row['author_id'] ] ?? '',
					'role' => $row['author_id'] === $row['member_id'] ? 'member' : 'coach',
				),
				'text'      => $row['body'],
				'about'     => '' === $row['about_type'] ? null : array(
					'type'  => $row['about_type'],
					'id'    => $row['about_id'],
					'date'  => $items[ $key ]['date'] ?? null,
					'title' => $items[ $key ]['title'] ?? '',
				),
				'created'   => mysql_to_rfc3339( $row['created_at'] ),
				'mine'      => $row['author_id'] === $caller,
			);
		}
		return $list;
	}

	/**
	 * The date and title of the items messages refer to: 'type:id' => { date, title }.
	 *
	 * @param list<array<string, mixed>> $rows Messages.
	 * @return array<string, array{date: string, title: string}>
	 * @phpstan-param list<Message> $rows
	 */
	private static function items( array $rows ): array {
		global $wpdb;
		$posts    = array();
		$check_in = array();
		foreach ( $rows as $row ) {
			if ( 'check_in' === $row['about_type'] ) {
				$check_in[] = $row['about_id'];
			} elseif ( '' !== $row['about_type'] ) {
				$posts[] = $row['about_id'];
			}
		}
		$items = array();
		if ( array() !== $posts ) {
			_prime_post_caches( array_values( array_unique( $posts ) ), false, false );
			foreach ( $rows as $row ) {
				$post = in_array( $row['about_type'], array( 'session', 'measurement' ), true ) ? get_post( $row['about_id'] ) : null;
				if ( $post instanceof WP_Post && (int) $post->post_author === $row['member_id'] ) {
					$items[ $row['about_type'] . ':' . $row['about_id'] ] = array(
						'date'  => substr( (string) $post->post_date, 0, 10 ),
						'title' => 'session' === $row['about_type'] ? Plain_Text::from_html( $post->post_title ) : '',
					);
				}
			}
		}
		if ( array() !== $check_in ) {
			$table = Check_Ins::table();
			$ids   = implode( ',', array_map( 'intval', array_unique( $check_in ) ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key; a list of integers.
			$found = $wpdb->get_results( "SELECT id, member_id, check_in_date FROM {$table} WHERE id IN ({$ids})", ARRAY_A );
			foreach ( is_array( $found ) ? $found : array() as $row ) {
				$items[ 'check_in:' . (int) $row['id'] ] = array(
					'date'  => (string) $row['check_in_date'],
					'title' => '',
				);
			}
		}
		return $items;
	}

	/**
	 * Every message of a member's thread and every message he wrote elsewhere, oldest first (the
	 * privacy exporter).
	 *
	 * @param int $user_id User.
	 * @return list<Message>
	 */
	public static function all_for_user( int $user_id ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its thread and author keys.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d OR author_id = %d ORDER BY id ASC", $user_id, $user_id ), ARRAY_A );
		return array_values( array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() ) );
	}

	/**
	 * Removes a user's thread (with every message in it) and every message he wrote in other
	 * threads (deleted_user, the privacy eraser).
	 *
	 * @param mixed $user_id User.
	 * @return int Messages removed.
	 */
	public static function forget_user( $user_id ): int {
		global $wpdb;
		$user_id = (int) $user_id;
		if ( $user_id <= 0 ) {
			return 0;
		}
		$table   = self::table();
		$threads = self::threads_table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own tables, by their keys.
		$elsewhere = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT member_id FROM {$table} WHERE author_id = %d AND member_id <> %d", $user_id, $user_id ) ) );
		$removed   = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE member_id = %d OR author_id = %d", $user_id, $user_id ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$threads} WHERE member_id = %d", $user_id ) );
		// phpcs:enable
		foreach ( $elsewhere as $member_id ) {
			self::recount( $member_id );
		}
		Message_Counters::forget( $user_id );
		Message_Counters::scope_changed();
		return $removed;
	}

	/**
	 * Counts a thread's row again from its messages (after messages were removed from it).
	 *
	 * @param int $member_id Member.
	 */
	private static function recount( int $member_id ): void {
		global $wpdb;
		$table   = self::table();
		$threads = self::threads_table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own tables, by the thread key.
		$last = $wpdb->get_row( $wpdb->prepare( "SELECT id, created_at FROM {$table} WHERE member_id = %d ORDER BY id DESC LIMIT 1", $member_id ), ARRAY_A );
		if ( ! is_array( $last ) ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$threads} WHERE member_id = %d", $member_id ) );
			return;
		}
		$thread = self::thread( $member_id );
		if ( null === $thread ) {
			return;
		}
		$member_unread = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE member_id = %d AND id > %d AND author_id <> %d", $member_id, $thread['member_read_id'], $member_id ) );
		$coach_unread  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE member_id = %d AND id > %d AND author_id = %d", $member_id, $thread['coach_read_id'], $member_id ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$threads} SET last_message_id = %d, last_message_at = %s, member_unread = %d, coach_unread = %d WHERE member_id = %d", (int) $last['id'], (string) $last['created_at'], $member_unread, $coach_unread, $member_id ) );
		// phpcs:enable
	}

	/**
	 * A message row with its columns typed.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return Message
	 */
	public static function typed( array $row ): array {
		return array(
			'id'         => (int) $row['id'],
			'member_id'  => (int) $row['member_id'],
			'author_id'  => (int) $row['author_id'],
			'body'       => (string) $row['body'],
			'about_type' => (string) ( $row['about_type'] ?? '' ),
			'about_id'   => (int) ( $row['about_id'] ?? 0 ),
			'created_at' => (string) $row['created_at'],
		);
	}

	/**
	 * A thread row with its columns typed.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return Thread
	 */
	public static function typed_thread( array $row ): array {
		return array(
			'member_id'        => (int) $row['member_id'],
			'last_message_id'  => (int) $row['last_message_id'],
			'last_message_at'  => (string) $row['last_message_at'],
			'last_coach_id'    => (int) $row['last_coach_id'],
			'member_read_id'   => (int) $row['member_read_id'],
			'coach_read_id'    => (int) $row['coach_read_id'],
			'member_unread'    => (int) $row['member_unread'],
			'coach_unread'     => (int) $row['coach_unread'],
			'member_mailed_at' => null === $row['member_mailed_at'] ? null : (string) $row['member_mailed_at'],
			'coach_mailed_at'  => null === $row['coach_mailed_at'] ? null : (string) $row['coach_mailed_at'],
		);
	}
}
