<?php
/**
 * User switching: an administrator or trainer views the app as one of their clients.
 *
 * @package FitCoach
 */

namespace FitCoach\Switching;

use FitCoach\Auth\Current_Login;
use FitCoach\Roles;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The switching service.
 *
 * - Whether a user may switch to another is the meta capability `fitcoach_switch_to_user`
 *   (Roles::map_meta_cap): never to oneself, trainers only to plain members.
 * - The switch is kept on the server per login (token family, see Switch_Store), so one device's
 *   switch does not switch another; the app then sends `user_id` and member routes honour it only
 *   when this service confirms it (filter `fitcoach_resolve_switched_user`).
 * - Every start and end fires an action and is written to the audit log.
 */
final class Switch_Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( Audit_Log::class, 'install' ) );
		add_filter( 'fitcoach_resolve_switched_user', array( self::class, 'filter_resolve' ), 10, 3 );
		add_action( 'fitcoach_logout', array( self::class, 'on_logout' ), 10, 2 );
	}

	/**
	 * Action fitcoach_logout: a login that ends also ends its switch (and the audit log says so).
	 *
	 * @param mixed $user_id The user who logged out.
	 * @param mixed $family  The login that ended.
	 */
	public static function on_logout( $user_id, $family = null ): void {
		if ( is_numeric( $user_id ) && is_string( $family ) && '' !== $family ) {
			self::end_login( (int) $user_id, $family );
		}
	}

	/**
	 * Filter `fitcoach_resolve_switched_user`: the caller may act as $requested only when they may
	 * switch to that user right now AND this login's stored switch names that user. The value of
	 * earlier callbacks is not trusted: this service decides.
	 *
	 * @param mixed $allowed   Value so far (ignored).
	 * @param mixed $requested The user the request names.
	 * @param mixed $current   The logged-in (real) user.
	 */
	public static function filter_resolve( $allowed, $requested, $current ): bool {
		unset( $allowed );
		$requested = is_numeric( $requested ) ? (int) $requested : 0;
		$current   = is_numeric( $current ) ? (int) $current : 0;
		if ( $requested <= 0 || $current <= 0 || get_current_user_id() !== $current ) {
			return false;
		}
		$target = self::current_target( $current );
		return null !== $target && $target->ID === $requested;
	}

	/**
	 * The token family of the login behind this request, or null (no login, or no Bearer/cookie session).
	 */
	public static function login_family(): ?string {
		$family = Current_Login::family();
		return is_string( $family ) && '' !== $family ? $family : null;
	}

	/**
	 * Whether a user may switch to another (the meta capability).
	 *
	 * @param int $real_user_id   The logged-in user.
	 * @param int $target_user_id The user to view the app as.
	 */
	public static function may_switch( int $real_user_id, int $target_user_id ): bool {
		return $real_user_id > 0 && user_can( $real_user_id, Roles::SWITCH_TO_USER, $target_user_id );
	}

	/**
	 * The user this request's login views the app as, while that is still allowed; else null.
	 *
	 * @param int $real_user_id The logged-in user.
	 */
	public static function current_target( int $real_user_id ): ?WP_User {
		$family = self::login_family();
		if ( null === $family || $real_user_id <= 0 ) {
			return null;
		}
		$target_id = Switch_Store::target( $real_user_id, $family );
		if ( $target_id <= 0 || ! self::may_switch( $real_user_id, $target_id ) ) {
			return null;
		}
		$target = get_userdata( $target_id );
		return $target instanceof WP_User ? $target : null;
	}

	/**
	 * Starts viewing the app as another user (ending a switch to someone else first).
	 *
	 * @param int $real_user_id   The logged-in user.
	 * @param int $target_user_id The user to view the app as.
	 * @return WP_User|WP_Error The target, or 404 fitcoach_user_not_found / 403 fitcoach_switch_denied.
	 */
	public static function start( int $real_user_id, int $target_user_id ) {
		$target = $target_user_id > 0 ? get_userdata( $target_user_id ) : false;
		if ( ! $target instanceof WP_User ) {
			return new WP_Error( 'fitcoach_user_not_found', __( 'Gebruiker niet gevonden.', 'fitcoach' ), array( 'status' => 404 ) );
		}
		if ( ! self::may_switch( $real_user_id, $target->ID ) ) {
			return new WP_Error( 'fitcoach_switch_denied', __( 'Je mag de app niet bekijken als deze gebruiker.', 'fitcoach' ), array( 'status' => 403 ) );
		}
		$family = self::login_family();
		if ( null === $family ) {
			return new WP_Error( 'fitcoach_switch_denied', __( 'Wisselen van gebruiker kan alleen vanuit een ingelogde sessie.', 'fitcoach' ), array( 'status' => 403 ) );
		}
		$previous = Switch_Store::target( $real_user_id, $family );
		if ( $previous === $target->ID ) {
			return $target;
		}
		if ( $previous > 0 ) {
			self::end( $real_user_id );
		}
		Switch_Store::save( $real_user_id, $family, $target->ID );
		Audit_Log::record( Audit_Log::SWITCHED_TO, $real_user_id, $target->ID );
		/**
		 * Fires after a user started viewing the app as another user.
		 *
		 * @param int $target_user_id The user switched to.
		 * @param int $real_user_id   The user who switched.
		 */
		do_action( 'fitcoach_switched_to_user', $target->ID, $real_user_id );
		return $target;
	}

	/**
	 * Ends this login's switch, if there is one.
	 *
	 * @param int $real_user_id The logged-in user.
	 * @return int The user switched back from, or 0 when there was no switch.
	 */
	public static function end( int $real_user_id ): int {
		$family = self::login_family();
		return null === $family ? 0 : self::end_login( $real_user_id, $family );
	}

	/**
	 * Ends the switch of one login of a user, if there is one.
	 *
	 * @param int    $real_user_id The user.
	 * @param string $family       The login.
	 * @return int The user switched back from, or 0 when there was no switch.
	 */
	private static function end_login( int $real_user_id, string $family ): int {
		if ( $real_user_id <= 0 ) {
			return 0;
		}
		$previous = Switch_Store::target( $real_user_id, $family );
		if ( $previous <= 0 ) {
			return 0;
		}
		Switch_Store::forget( $real_user_id, $family );
		Audit_Log::record( Audit_Log::SWITCHED_BACK, $real_user_id, $previous );
		/**
		 * Fires after a user stopped viewing the app as another user.
		 *
		 * @param int $real_user_id     The user who switched back.
		 * @param int $previous_user_id The user they viewed the app as.
		 */
		do_action( 'fitcoach_switched_back', $real_user_id, $previous );
		return $previous;
	}
}
