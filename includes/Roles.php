<?php
/**
 * Roles and capabilities.
 *
 * Primitive capabilities are granted to roles on activation; the per-target questions ("may this
 * user switch to / manage that user?") are meta capabilities resolved in map_meta_cap.
 *
 * @package FitCoach
 */

namespace FitCoach;

defined( 'ABSPATH' ) || exit;

/**
 * FitCoach's roles and capabilities.
 */
final class Roles {

	/** Primitive: manage clients (admin area of the app, user list, activity). */
	public const MANAGE_CLIENTS = 'fitcoach_manage_clients';

	/** Primitive: switch to (view the app as) other users. */
	public const SWITCH_USERS = 'fitcoach_switch_users';

	/** Primitive: operator settings in wp-admin (branding, link buttons, API key, workouts). */
	public const MANAGE_SETTINGS = 'fitcoach_manage_settings';

	/** Meta capability with a target user id: may switch to that user. */
	public const SWITCH_TO_USER = 'fitcoach_switch_to_user';

	/** Meta capability with a target user id: may view, edit, delete or reset that client. */
	public const MANAGE_CLIENT = 'fitcoach_manage_client';

	/** Role of a member (client). */
	public const MEMBER_ROLE = 'sporter';

	/** Role of a personal trainer. */
	public const TRAINER_ROLE = 'pt_trainer';

	/**
	 * Roles a PT trainer may manage and switch to.
	 *
	 * @var list<string>
	 */
	public const TRAINER_MANAGEABLE_ROLES = array( 'sporter', 'subscriber' );

	/**
	 * WordPress capabilities a PT trainer does not have. The trainer's screens (the app's admin
	 * area, user management, switching) use FitCoach's own capabilities, resolved per target user
	 * in map_meta_cap; with list_users a trainer could read administrators and other trainers
	 * (/wp/v2/users?context=edit, wp-admin's Users screen), with upload_files the whole media
	 * library. Taken away from the role on install and on upgrade.
	 *
	 * @var list<string>
	 */
	public const TRAINER_REVOKED = array( 'list_users', 'upload_files' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'map_meta_cap', array( $this, 'map_meta_cap' ), 10, 4 );
	}

	/**
	 * Creates the roles and grants the primitive capabilities. Safe to run again.
	 */
	public static function install(): void {
		add_role( self::MEMBER_ROLE, 'Sporter', array( 'read' => true ) );
		add_role( self::TRAINER_ROLE, 'PT Trainer', array( 'read' => true ) );
		$trainer = get_role( self::TRAINER_ROLE );
		if ( $trainer ) {
			// Least privilege: what older versions granted and a trainer never uses.
			foreach ( self::TRAINER_REVOKED as $capability ) {
				$trainer->remove_cap( $capability );
			}
		}
		foreach ( array( 'administrator', self::TRAINER_ROLE ) as $role_name ) {
			$role = get_role( $role_name );
			if ( $role ) {
				$role->add_cap( self::MANAGE_CLIENTS );
				$role->add_cap( self::SWITCH_USERS );
			}
		}
		$admin = get_role( 'administrator' );
		if ( $admin ) {
			$admin->add_cap( self::MANAGE_SETTINGS );
		}
	}

	/**
	 * Removes FitCoach's capabilities (uninstall). Roles are kept so users keep a role.
	 */
	public static function uninstall(): void {
		foreach ( array( 'administrator', self::TRAINER_ROLE ) as $role_name ) {
			$role = get_role( $role_name );
			if ( $role ) {
				$role->remove_cap( self::MANAGE_CLIENTS );
				$role->remove_cap( self::SWITCH_USERS );
				$role->remove_cap( self::MANAGE_SETTINGS );
			}
		}
	}

	/**
	 * Whether a user counts as an admin of the app (is_admin in the API): administrators and PT trainers.
	 *
	 * @param int $user_id User id.
	 */
	public static function is_app_admin( int $user_id ): bool {
		return $user_id > 0 && user_can( $user_id, self::MANAGE_CLIENTS );
	}

	/**
	 * Resolves the per-target meta capabilities.
	 *
	 * - Nobody switches to or manages themselves through these capabilities.
	 * - The target must exist.
	 * - Administrators may target anyone else; PT trainers only sporters and subscribers whose
	 *   coach they are, or who have no coach yet.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     Capability being checked.
	 * @param int      $user_id The acting user.
	 * @param mixed[]  $args    Arguments; $args[0] is the target user id.
	 * @return string[]
	 */
	public function map_meta_cap( $caps, $cap, $user_id, $args ) {
		if ( self::SWITCH_TO_USER !== $cap && self::MANAGE_CLIENT !== $cap ) {
			return $caps;
		}
		$target_id = isset( $args[0] ) ? (int) $args[0] : 0;
		$target    = $target_id > 0 ? get_userdata( $target_id ) : false;
		if ( ! $target || (int) $user_id === $target_id || (int) $user_id <= 0 ) {
			return array( 'do_not_allow' );
		}
		$primitive = self::SWITCH_TO_USER === $cap ? self::SWITCH_USERS : self::MANAGE_CLIENTS;
		// Whoever may edit every user (administrators) may target anyone else.
		if ( user_can( (int) $user_id, 'edit_users' ) ) {
			return array( $primitive );
		}
		// Anyone else (PT trainers) may only target plain members: a user with at least one role, only
		// member roles, and no admin powers of their own (a user without a role here may be a super
		// admin or a user of another site; capabilities can be granted to a user directly).
		$target_roles = (array) $target->roles;
		if ( array() === $target_roles || array() !== array_diff( $target_roles, self::TRAINER_MANAGEABLE_ROLES )
			|| is_super_admin( $target_id ) || user_can( $target, self::MANAGE_CLIENTS ) ) {
			return array( 'do_not_allow' );
		}
		// ... and only their own members, or members without a coach (Coach\Coach_Assignment).
		$coach = Coach\Coach_Assignment::coach_of( $target_id );
		if ( $coach > 0 && (int) $user_id !== $coach ) {
			return array( 'do_not_allow' );
		}
		return array( $primitive );
	}

	/**
	 * Dutch label of a role value.
	 *
	 * @param string $role Role value.
	 */
	public static function label( string $role ): string {
		$labels = array(
			'administrator' => __( 'Administrator', 'fitcoach' ),
			'pt_trainer'    => __( 'PT Trainer', 'fitcoach' ),
			'sporter'       => __( 'Sporter', 'fitcoach' ),
			'subscriber'    => __( 'Abonnee', 'fitcoach' ),
		);
		return $labels[ $role ] ?? $role;
	}
}
