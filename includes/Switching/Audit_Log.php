<?php
/**
 * The audit log of user switching: who viewed the app as whom, when and from where.
 *
 * @package FitCoach
 */

namespace FitCoach\Switching;

defined( 'ABSPATH' ) || exit;

/**
 * A small custom table, written on every switch start and end, read by the wp-admin audit log page.
 *
 * Names are kept beside the user ids, so the log stays readable after a user is deleted.
 */
final class Audit_Log {

	/** Event: a switch started. */
	public const SWITCHED_TO = 'switched_to';

	/** Event: a switch ended. */
	public const SWITCHED_BACK = 'switched_back';

	/**
	 * The table's name with the site's prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'fitcoach_switch_log';
	}

	/**
	 * Creates or updates the table (dbDelta: works on MariaDB/MySQL and on the SQLite integration).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
				event varchar(20) NOT NULL DEFAULT '',
				real_user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				real_user_name varchar(250) NOT NULL DEFAULT '',
				target_user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				target_user_name varchar(250) NOT NULL DEFAULT '',
				ip varchar(45) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				KEY created_at (created_at),
				KEY real_user_id (real_user_id)
			) {$charset};"
		);
	}

	/**
	 * Writes one event.
	 *
	 * @param string $event          self::SWITCHED_TO or self::SWITCHED_BACK.
	 * @param int    $real_user_id   The administrator or trainer who switched.
	 * @param int    $target_user_id The user switched to (or back from).
	 */
	public static function record( string $event, int $real_user_id, int $target_user_id ): bool {
		global $wpdb;
		$written = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- An audit table of our own; nothing to cache.
			self::table(),
			array(
				'created_at'       => current_time( 'mysql', true ),
				'event'            => $event,
				'real_user_id'     => $real_user_id,
				'real_user_name'   => self::name_of( $real_user_id ),
				'target_user_id'   => $target_user_id,
				'target_user_name' => self::name_of( $target_user_id ),
				'ip'               => self::client_ip(),
			),
			array( '%s', '%s', '%d', '%s', '%d', '%s', '%s' )
		);
		return false !== $written;
	}

	/**
	 * A page of events, newest first.
	 *
	 * @param int $page     Page number, from 1.
	 * @param int $per_page Events per page.
	 * @return list<array{id: int, created_at: string, event: string, real_user_id: int, real_user_name: string, target_user_id: int, target_user_name: string, ip: string}>
	 */
	public static function page( int $page, int $per_page ): array {
		global $wpdb;
		$per_page = max( 1, $per_page );
		$offset   = ( max( 1, $page ) - 1 ) * $per_page;
		$table    = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Own table; its name is not user input.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, created_at, event, real_user_id, real_user_name, target_user_id, target_user_name, ip FROM {$table} ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, $offset ) );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$out[] = array(
				'id'               => (int) $row->id,
				'created_at'       => (string) $row->created_at,
				'event'            => (string) $row->event,
				'real_user_id'     => (int) $row->real_user_id,
				'real_user_name'   => (string) $row->real_user_name,
				'target_user_id'   => (int) $row->target_user_id,
				'target_user_name' => (string) $row->target_user_name,
				'ip'               => (string) $row->ip,
			);
		}
		return $out;
	}

	/**
	 * How many events the log holds.
	 */
	public static function count(): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Own table; its name is not user input.
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	}

	/**
	 * The name a user had when the event happened.
	 *
	 * @param int $user_id User id.
	 */
	private static function name_of( int $user_id ): string {
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return '';
		}
		$name = '' !== $user->display_name ? $user->display_name : $user->user_login;
		return mb_substr( sprintf( '%s (%s)', $name, $user->user_email ), 0, 250 );
	}

	/**
	 * The caller's address as the web server saw it (forwarding headers can be forged, so they are
	 * not read here); a site behind a trusted proxy gives the real one through `fitcoach_client_ip`,
	 * the filter the login throttle uses too.
	 */
	private static function client_ip(): string {
		$raw = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$ip  = false !== filter_var( $raw, FILTER_VALIDATE_IP ) ? $raw : '';
		/** This filter is documented in includes/Auth/Throttle.php */
		$filtered = apply_filters( 'fitcoach_client_ip', '' !== $ip ? $ip : 'unknown' );
		return is_string( $filtered ) && false !== filter_var( $filtered, FILTER_VALIDATE_IP ) ? $filtered : $ip;
	}
}
