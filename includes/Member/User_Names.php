<?php
/**
 * The display names of the people a list names, in one query.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

defined( 'ABSPATH' ) || exit;

/**
 * The check-ins' members and coaches and the messages' authors are shown by name only: their
 * display names come from core's users cache where a user was read already (the caller, always),
 * else from one query of the users table whose rows go into that cache — not the user meta, which
 * a list of WP_User objects (get_users()) would read for every user on the page.
 */
final class User_Names {

	/**
	 * Id => display name as the API shows it (Plain_Text::shown()); a missing user is left out.
	 *
	 * @param array<int|string, mixed> $ids User ids.
	 * @return array<int, string>
	 */
	public static function of( array $ids ): array {
		$names   = array();
		$missing = array();
		foreach ( array_unique( array_filter( array_map( 'intval', $ids ) ) ) as $id ) {
			$user = wp_cache_get( $id, 'users' );
			if ( is_object( $user ) && isset( $user->display_name ) ) {
				$names[ $id ] = Plain_Text::shown( $user->display_name );
			} else {
				$missing[] = $id;
			}
		}
		if ( array() !== $missing ) {
			global $wpdb;
			$list = implode( ',', $missing );
			// The rows as core's cache_users() reads them, without the user meta it reads after.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Core's users table by its primary key; a list of integers; the rows go into core's users cache below.
			$rows = $wpdb->get_results( "SELECT * FROM {$wpdb->users} WHERE ID IN ({$list})" );
			foreach ( is_array( $rows ) ? $rows : array() as $row ) {
				// Kept where core keeps user rows: a later read of the same user asks no query.
				update_user_caches( $row );
				$names[ (int) $row->ID ] = Plain_Text::shown( $row->display_name );
			}
		}
		return $names;
	}
}
