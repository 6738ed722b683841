<?php
/**
 * Which users a caller may see in the admin user list and the user switcher.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Roles;
use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Builds user queries limited to the users a caller may manage or switch to.
 *
 * The query narrows in SQL (so paging and totals are right): a coach's scope is the ids the coach
 * status table gives (Coach_Status::scope_ids()); the meta capabilities of Roles::map_meta_cap stay
 * the authority and are checked on every single target.
 */
final class Member_Query {

	/**
	 * WP_User_Query arguments for the users a caller may target: everyone but themselves for
	 * whoever may edit every user (administrators), only plain members of the caller's scope for
	 * anyone else (their own members and those without a coach: Coach_Assignment). An
	 * administrator asking for scope=mine gets that scope too.
	 *
	 * @param int   $caller_id The logged-in user.
	 * @param mixed $scope     Coach_Assignment::SCOPE_MINE, SCOPE_ALL or null (all).
	 * @return array<string, mixed>
	 */
	public static function args_for( int $caller_id, $scope = null ): array {
		$args = array(
			'exclude' => array( $caller_id ),
			'orderby' => 'display_name',
			'order'   => 'ASC',
		);
		if ( Coach_Assignment::narrowed( $caller_id, $scope ) ) {
			// The scope from the coach status table (one indexed query), not from role and coach
			// meta joins in the user query: at 500 members those cost ~2.7 × the floor.
			$ids             = Coach_Status::scope_ids( $caller_id );
			$args['include'] = array() === $ids ? array( 0 ) : $ids;
		}
		return $args;
	}

	/**
	 * Every user the caller may switch to, by display name.
	 *
	 * @param int $caller_id The logged-in user.
	 * @return list<WP_User>
	 */
	public static function switchable( int $caller_id ): array {
		$query = new WP_User_Query(
			array_merge(
				self::args_for( $caller_id ),
				array(
					'fields'      => 'all_with_meta',
					'count_total' => false,
				)
			)
		);
		$users = array();
		foreach ( (array) $query->get_results() as $user ) {
			if ( $user instanceof WP_User && user_can( $caller_id, Roles::SWITCH_TO_USER, $user->ID ) ) {
				$users[] = $user;
			}
		}
		return $users;
	}

	/**
	 * The primary (first) role of a user, or ''.
	 *
	 * @param WP_User $user User.
	 */
	public static function primary_role( WP_User $user ): string {
		$roles = array_values( (array) $user->roles );
		return isset( $roles[0] ) ? (string) $roles[0] : '';
	}
}
