<?php
/**
 * Ending every login of a user: the app's tokens, application passwords and WordPress sessions.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use FitCoach\Roles;
use WP_Application_Passwords;
use WP_Session_Tokens;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * One routine, end_all(), for every event that must end every login of a user:
 *
 * - a password change (wp_set_password(), a profile update that changed the hash, the app's
 *   /auth/change-password) and a password reset;
 * - "log out everywhere" (POST /auth/logout with everywhere);
 * - the user being deleted;
 * - the user losing a role that opens the app (sporter, PT trainer, administrator).
 *
 * Ending every login means: every access and refresh token of the app (Tokens::revoke_all()),
 * every application password and every WordPress session (login cookie) of the user. A credential
 * made with one stolen login therefore cannot outlive the events that end that login.
 */
final class Logins {

	/**
	 * Roles whose loss ends every login: the app's own roles and the administrator (the coach),
	 * who holds FitCoach's capabilities.
	 *
	 * @var list<string>
	 */
	public const APP_ROLES = array( Roles::MEMBER_ROLE, Roles::TRAINER_ROLE, 'administrator' );

	/**
	 * Adds the hooks of the events that are not password changes (Rest_Authentication handles those).
	 */
	public function register(): void {
		add_action( 'delete_user', array( self::class, 'on_delete_user' ) );
		add_action( 'wpmu_delete_user', array( self::class, 'on_delete_user' ) );
		add_action( 'set_user_role', array( self::class, 'on_set_user_role' ), 10, 3 );
		add_action( 'remove_user_role', array( self::class, 'on_remove_user_role' ), 10, 2 );
	}

	/**
	 * Ends every login of a user: tokens, application passwords and WordPress sessions.
	 *
	 * @param int $user_id User id.
	 */
	public static function end_all( int $user_id ): void {
		if ( $user_id <= 0 ) {
			return;
		}
		Tokens::revoke_all( $user_id );
		if ( class_exists( WP_Application_Passwords::class ) ) {
			WP_Application_Passwords::delete_all_application_passwords( $user_id );
		}
		WP_Session_Tokens::get_instance( $user_id )->destroy_all();
		/**
		 * Fires after every login of a user was ended.
		 *
		 * @param int $user_id The user.
		 */
		do_action( 'fitcoach_logins_ended', $user_id );
	}

	/**
	 * A user is about to be deleted.
	 *
	 * @param mixed $user_id User id.
	 */
	public static function on_delete_user( $user_id ): void {
		self::end_all( (int) $user_id );
	}

	/**
	 * A user's role was set: the roles they had and no longer have.
	 *
	 * @param mixed $user_id   User id.
	 * @param mixed $role      New role.
	 * @param mixed $old_roles Roles before.
	 */
	public static function on_set_user_role( $user_id, $role, $old_roles ): void {
		$lost = array_diff( is_array( $old_roles ) ? $old_roles : array(), array( $role ) );
		if ( array() !== array_intersect( $lost, self::APP_ROLES ) ) {
			self::end_all( (int) $user_id );
		}
	}

	/**
	 * A role was taken from a user.
	 *
	 * @param mixed $user_id User id.
	 * @param mixed $role    Role removed.
	 */
	public static function on_remove_user_role( $user_id, $role ): void {
		if ( in_array( $role, self::APP_ROLES, true ) ) {
			self::end_all( (int) $user_id );
		}
	}

	/**
	 * Whether a user has one of the app's own roles (sporter, PT trainer).
	 *
	 * @param WP_User $user User.
	 */
	public static function has_app_role( WP_User $user ): bool {
		return array() !== array_intersect( (array) $user->roles, array( Roles::MEMBER_ROLE, Roles::TRAINER_ROLE ) );
	}
}
