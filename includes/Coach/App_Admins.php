<?php
/**
 * The users who manage the app (administrators, trainers): kept as a short list.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * The ids of the users who hold the capability to manage members, kept in an option so that the
 * dashboard's figures (which count members, so every user but these) never scan every user's
 * capabilities: WordPress keeps roles as serialized user meta, and finding users by capability
 * reads the capability row of every user of the site — at 5,000 members most of the dashboard's
 * cold recount.
 *
 * The list is dropped whenever anything it is made of changes — a user's capabilities meta (roles
 * set, added or removed, a capability granted to one user), a user deleted, the role definitions
 * — and made again, by one capability query, the next time it is asked for. Multisite super
 * admins are added by the caller that needs them.
 */
final class App_Admins {

	/** Option holding the list (not autoloaded: only the dashboard's recount reads it). */
	public const OPTION = 'fitcoach_app_admins';

	/**
	 * Adds the hooks that drop the list.
	 */
	public function register(): void {
		foreach ( array( 'added_user_meta', 'updated_user_meta', 'deleted_user_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_user_meta' ), 10, 3 );
		}
		add_action( 'deleted_user', array( self::class, 'forget' ) );
		add_action( 'remove_user_from_blog', array( self::class, 'forget' ) );
		add_action( 'add_user_to_blog', array( self::class, 'forget' ) );
		global $wpdb;
		add_action( 'update_option_' . $wpdb->get_blog_prefix() . 'user_roles', array( self::class, 'forget' ) );
	}

	/**
	 * The ids of the users who may manage members.
	 *
	 * @return list<int>
	 */
	public static function ids(): array {
		$stored = get_option( self::OPTION );
		if ( is_array( $stored ) ) {
			return array_values( array_map( 'intval', $stored ) );
		}
		$ids = array_values(
			array_map(
				'intval',
				get_users(
					array(
						'capability'  => Roles::MANAGE_CLIENTS,
						'fields'      => 'ID',
						'count_total' => false,
					)
				)
			)
		);
		update_option( self::OPTION, $ids, false );
		return $ids;
	}

	/**
	 * Drops the list when a user's capabilities change.
	 *
	 * @param mixed $meta_id  Meta id (unused).
	 * @param mixed $user_id  User id (unused).
	 * @param mixed $meta_key Meta key.
	 */
	public static function on_user_meta( $meta_id, $user_id, $meta_key ): void {
		unset( $meta_id, $user_id );
		global $wpdb;
		if ( is_string( $meta_key ) && $wpdb->get_blog_prefix() . 'capabilities' === $meta_key ) {
			self::forget();
		}
	}

	/**
	 * Drops the list (it is made again when asked for).
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
	}
}
