<?php
/**
 * Each user's unread messages and a version, kept on write so the app's poll is one read.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_message_counters, one row per user (user_id is the primary key):
 * unread (a member: the coaches' messages in his thread he has not read; a coach: the members'
 * messages the coaches have not read, over his scope — everyone for an administrator), version
 * (raised by every change the user would see: a message in a thread he sees, a thread read) and
 * epoch (the scope epoch it was counted in: the autoloaded option SCOPE_OPTION, raised when a
 * scope may have changed, so a row of an older epoch is counted again at its next read).
 *
 * GET /messages/unread reads the row by its primary key: one query. A message or a thread read
 * counts again, at once, the rows of the member and of every coach who sees him (the
 * administrators, and his own coach, or every PT trainer when he has none): a few small queries
 * per write. What changes a coach's scope (a member's coach, a role, a user deleted) raises the
 * epoch instead (one option write, no table touched), and the next read of each row counts it
 * again.
 */
final class Message_Counters {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_message_counters';

	/** Option (autoloaded) holding the scope epoch. */
	public const SCOPE_OPTION = 'fitcoach_message_scope';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		foreach ( array( 'added_user_meta', 'updated_user_meta', 'deleted_user_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_user_meta' ), 20, 3 );
		}
		foreach ( array( 'set_user_role', 'add_user_role', 'remove_user_role' ) as $hook ) {
			add_action( $hook, array( self::class, 'scope_changed' ), 20, 0 );
		}
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table (dbDelta).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
  user_id bigint(20) unsigned NOT NULL,
  unread int(10) unsigned NOT NULL DEFAULT 0,
  version bigint(20) unsigned NOT NULL DEFAULT 0,
  epoch bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (user_id)
) {$charset};"
		);
	}

	/**
	 * A user's unread count and version: one read by the primary key (counted again first when
	 * the row is missing or of an older scope epoch).
	 *
	 * @param int  $user_id  User.
	 * @param bool $as_coach Whether he reads as a coach (else as a member).
	 * @return array{unread: int, version: int}
	 */
	public static function get( int $user_id, bool $as_coach ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key; the poll's one query.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT unread, version, epoch FROM {$table} WHERE user_id = %d", $user_id ), ARRAY_A );
		if ( ! is_array( $row ) || self::epoch() !== (int) $row['epoch'] ) {
			return self::count( $user_id, $as_coach );
		}
		return array(
			'unread'  => (int) $row['unread'],
			'version' => (int) $row['version'],
		);
	}

	/**
	 * Counts a user's unread messages again, stores them and raises his version.
	 *
	 * @param int  $user_id  User.
	 * @param bool $as_coach As a coach (his scope) or as a member (his thread).
	 * @param int  $unread   The count when the caller knows it already (-1: count).
	 * @return array{unread: int, version: int}
	 */
	public static function count( int $user_id, bool $as_coach, int $unread = -1 ): array {
		global $wpdb;
		if ( $unread < 0 ) {
			if ( $as_coach ) {
				$unread = Messages::coach_unread( user_can( $user_id, 'edit_users' ) ? 0 : $user_id );
			} else {
				$unread = Messages::thread( $user_id )['member_unread'] ?? 0;
			}
		}
		$table = self::table();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, unread, version, epoch) VALUES (%d, 0, 0, 0)", $user_id ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET unread = %d, version = version + 1, epoch = %d WHERE user_id = %d", $unread, self::epoch(), $user_id ) );
		$version = (int) $wpdb->get_var( $wpdb->prepare( "SELECT version FROM {$table} WHERE user_id = %d", $user_id ) );
		// phpcs:enable
		return array(
			'unread'  => $unread,
			'version' => $version,
		);
	}

	/**
	 * A member's thread changed: his row and the rows of every coach who sees him, counted again.
	 *
	 * @param int $member_id Member.
	 */
	public static function thread_changed( int $member_id ): void {
		self::count( $member_id, false );
		$coach   = Coach_Assignment::coach_of( $member_id );
		$all     = null;
		$coaches = get_users(
			array(
				'role__in'    => Coach_Assignment::COACH_ROLES,
				'fields'      => 'ID',
				'count_total' => false,
			)
		);
		foreach ( array_map( 'intval', $coaches ) as $coach_id ) {
			if ( $coach_id === $member_id || ! user_can( $coach_id, Roles::MANAGE_CLIENTS ) ) {
				continue;
			}
			if ( user_can( $coach_id, 'edit_users' ) ) {
				$all = $all ?? Messages::coach_unread( 0 );
				self::count( $coach_id, true, $all );
			} elseif ( 0 === $coach || $coach === $coach_id ) {
				self::count( $coach_id, true );
			}
		}
	}

	/**
	 * The coach meta changed: the scopes did.
	 *
	 * @param mixed $meta_id  Meta id(s).
	 * @param mixed $user_id  User id.
	 * @param mixed $meta_key Meta key.
	 */
	public static function on_user_meta( $meta_id, $user_id, $meta_key ): void {
		unset( $meta_id, $user_id );
		if ( Coach_Assignment::META === $meta_key ) {
			self::scope_changed();
		}
	}

	/**
	 * The scope epoch.
	 */
	public static function epoch(): int {
		return (int) get_option( self::SCOPE_OPTION, 0 );
	}

	/**
	 * Every row is counted again at its next read (a scope may have changed): the epoch goes up.
	 * Versions stay, and go up when counted.
	 */
	public static function scope_changed(): void {
		update_option( self::SCOPE_OPTION, self::epoch() + 1, true );
	}

	/**
	 * Removes a user's row.
	 *
	 * @param int $user_id User.
	 */
	public static function forget( int $user_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table, by its primary key.
		$wpdb->delete( self::table(), array( 'user_id' => $user_id ), array( '%d' ) );
	}
}
