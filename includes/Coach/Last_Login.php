<?php
/**
 * Remembers when each user last logged in (for the active users count of the admin dashboard).
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Member\Data_Changes;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Stores the time of the last login in user meta: wp-admin logins (wp_login) and app logins
 * (the app's token login, action fitcoach_login).
 */
final class Last_Login {

	/** User meta key: Unix time of the last login, as a 10-digit string (so it compares as text). */
	public const META_KEY = 'fitcoach_last_login';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_login', array( self::class, 'on_wp_login' ), 10, 2 );
		add_action( 'fitcoach_login', array( self::class, 'on_app_login' ), 10, 1 );
	}

	/**
	 * Action wp_login.
	 *
	 * @param string $user_login Login name.
	 * @param mixed  $user       The user.
	 */
	public static function on_wp_login( $user_login, $user = null ): void {
		unset( $user_login );
		if ( $user instanceof WP_User ) {
			self::touch( $user->ID );
		}
	}

	/**
	 * Action fitcoach_login (the app's token login).
	 *
	 * @param mixed $user The user or its id.
	 */
	public static function on_app_login( $user ): void {
		if ( $user instanceof WP_User ) {
			self::touch( $user->ID );
		} elseif ( is_numeric( $user ) ) {
			self::touch( (int) $user );
		}
	}

	/**
	 * Records a login now.
	 *
	 * @param int $user_id User id.
	 */
	public static function touch( int $user_id ): void {
		if ( $user_id > 0 ) {
			update_user_meta( $user_id, self::META_KEY, (string) time() );
			// The dashboard's active members count logins too.
			Data_Changes::bump_stats();
		}
	}
}
