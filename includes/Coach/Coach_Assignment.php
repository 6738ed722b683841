<?php
/**
 * Each member's coach: who looks after whom.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Member\Dashboard;
use FitCoach\Member\Data_Changes;
use FitCoach\Member\Plain_Text;
use FitCoach\Roles;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A member's coach is the user meta fitcoach_coach: the id of an administrator or a PT trainer.
 *
 * - A coach's scope: the users whose roles are all member roles and whose coach is that coach or
 *   nobody. Members without a coach (every member before schema 11, and whoever the
 *   administrator has not assigned yet) stay in every coach's scope, so nothing disappears.
 * - A PT trainer only ever sees his scope (Roles::map_meta_cap refuses the members of another
 *   coach; the lists narrow by it in SQL); an administrator sees everyone, or his scope with
 *   scope=mine (SCOPE_MINE).
 * - Who may assign: an administrator anyone as coach (or nobody); a PT trainer only himself.
 * - The meta is kept in step in {prefix}fitcoach_coach_status (column coach_id, indexed) by
 *   Coach_Status; a coach who is deleted leaves his members without a coach.
 */
final class Coach_Assignment {

	/** User meta key: the coach's user id. */
	public const META = 'fitcoach_coach';

	/** Query value of the admin routes: only the caller's own members (and those without a coach). */
	public const SCOPE_MINE = 'mine';

	/** Query value of the admin routes: everyone the caller may manage (the default). */
	public const SCOPE_ALL = 'all';

	/** The roles a coach has (one of them). */
	public const COACH_ROLES = array( 'administrator', Roles::TRAINER_ROLE );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'deleted_user', array( self::class, 'on_deleted_user' ) );
		add_action( 'fitcoach_install', array( self::class, 'install' ), 5 );
	}

	/**
	 * Install and upgrade (schema 11): a coach meta that names no coach (a user deleted or no
	 * longer an administrator or PT trainer) goes, so that member is in every coach's scope again;
	 * members without one are left as they are. Runs before Coach_Status fills its table.
	 */
	public static function install(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Install only; by the meta_key index.
		$coaches = (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_value FROM {$wpdb->usermeta} WHERE meta_key = %s", self::META ) );
		foreach ( $coaches as $value ) {
			if ( ! is_numeric( $value ) || ! self::is_coach( (int) $value ) ) {
				delete_metadata( 'user', 0, self::META, (string) $value, true );
			}
		}
	}

	/**
	 * A member's coach id, or 0 for none.
	 *
	 * @param int $member_id Member.
	 */
	public static function coach_of( int $member_id ): int {
		$value = get_user_meta( $member_id, self::META, true );
		return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
	}

	/**
	 * Whether a user may be a coach: exists and has the role administrator or pt_trainer.
	 *
	 * @param int $user_id User.
	 */
	public static function is_coach( int $user_id ): bool {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		return $user instanceof WP_User && array() !== array_intersect( (array) $user->roles, self::COACH_ROLES );
	}

	/**
	 * Whether a caller's lists are narrowed to his own scope: always for a PT trainer (anyone who
	 * may not edit every user), for an administrator when he asks for scope=mine.
	 *
	 * @param int   $caller_id Caller.
	 * @param mixed $scope     The scope asked for (SCOPE_MINE, SCOPE_ALL or null).
	 */
	public static function narrowed( int $caller_id, $scope ): bool {
		return ! user_can( $caller_id, 'edit_users' ) || self::SCOPE_MINE === $scope;
	}

	/**
	 * Whether a member is in a coach's own scope: a user whose roles are all member roles, coached
	 * by that coach or by nobody, whom the coach may manage.
	 *
	 * @param int $coach_id  Coach.
	 * @param int $member_id Member.
	 */
	public static function in_scope( int $coach_id, int $member_id ): bool {
		$member = $member_id > 0 && $member_id !== $coach_id ? get_userdata( $member_id ) : false;
		if ( ! $member instanceof WP_User || ! Coach_Status::member_only( (array) $member->roles ) ) {
			return false;
		}
		return in_array( self::coach_of( $member_id ), array( 0, $coach_id ), true ) && user_can( $coach_id, Roles::MANAGE_CLIENT, $member_id );
	}

	/**
	 * Whether a coach may set a member's coach to a value (0: none): an administrator anyone who
	 * is a coach or nobody, a PT trainer only himself. 400 fitcoach_invalid_coach for a value that
	 * is no coach, 403 fitcoach_coach_forbidden for one the caller may not assign.
	 *
	 * @param int $caller_id The caller.
	 * @param int $coach_id  The coach asked for (0: none).
	 * @return true|WP_Error
	 */
	public static function may_assign( int $caller_id, int $coach_id ) {
		if ( $coach_id > 0 && ! self::is_coach( $coach_id ) ) {
			return new WP_Error( 'fitcoach_invalid_coach', __( 'Kies als coach een administrator of PT-trainer.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		if ( ! user_can( $caller_id, 'edit_users' ) && $coach_id !== $caller_id ) {
			return new WP_Error( 'fitcoach_coach_forbidden', __( 'Je kunt alleen jezelf als coach kiezen.', 'fitcoach' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Sets a member's coach (0: none) and, when it changes, makes the dashboard's figures count
	 * again. The caller checks may_assign() first.
	 *
	 * @param int $member_id Member.
	 * @param int $coach_id  Coach, or 0.
	 */
	public static function set( int $member_id, int $coach_id ): void {
		if ( self::coach_of( $member_id ) === $coach_id ) {
			return;
		}
		if ( $coach_id > 0 ) {
			update_user_meta( $member_id, self::META, (string) $coach_id );
		} else {
			delete_user_meta( $member_id, self::META );
		}
		// The coaches' figures count their own members.
		Data_Changes::bump_stats();
	}

	/**
	 * The coaches a caller may choose from, by name: every administrator and PT trainer for an
	 * administrator, himself for a PT trainer. Each {id, name}.
	 *
	 * @param int $caller_id Caller.
	 * @return list<array{id: int, name: string}>
	 */
	public static function choices( int $caller_id ): array {
		$args = array(
			'role__in'    => self::COACH_ROLES,
			'orderby'     => 'display_name',
			'order'       => 'ASC',
			'fields'      => array( 'ID', 'display_name', 'user_login' ),
			'count_total' => false,
		);
		if ( ! user_can( $caller_id, 'edit_users' ) ) {
			$args['include'] = array( $caller_id );
		}
		$list = array();
		foreach ( get_users( $args ) as $row ) {
			if ( ! is_object( $row ) || ! isset( $row->ID ) ) {
				continue;
			}
			$name   = isset( $row->display_name ) && '' !== (string) $row->display_name ? (string) $row->display_name : (string) ( $row->user_login ?? '' );
			$list[] = array(
				'id'   => (int) $row->ID,
				'name' => Plain_Text::shown( $name ),
			);
		}
		return $list;
	}

	/**
	 * A coach was deleted: his members have no coach any more (in every coach's scope again), and
	 * the figures kept for his scope go.
	 *
	 * @param mixed $user_id Deleted user.
	 */
	public static function on_deleted_user( $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id > 0 ) {
			delete_metadata( 'user', 0, self::META, (string) $user_id, true );
			delete_option( Dashboard::STATS_OPTION . '_' . $user_id );
		}
	}
}
