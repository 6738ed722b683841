<?php
/**
 * The admin list form of a user (spec §3).
 *
 * @package FitCoach
 */

namespace FitCoach\Admin;

use FitCoach\Roles;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Presents users for the admin screens of the app.
 */
final class Client_Presenter {

	/** User meta key of the profile picture (an attachment id). */
	public const PROFILE_IMAGE_META = 'fitcoach_profile_image';

	/**
	 * The admin list form: {id, name, first_name, last_name, email, username, role, role_label,
	 * registered (ISO 8601, UTC), imageUrl, initials, profile_image}. imageUrl and profile_image are
	 * the same URL (or null): the two names the app has used for it.
	 *
	 * @param WP_User $user User.
	 * @return array<string, mixed>
	 */
	public static function admin_item( WP_User $user ): array {
		$first = (string) $user->first_name;
		$last  = (string) $user->last_name;
		$name  = trim( (string) $user->display_name );
		if ( '' === $name ) {
			$name = trim( $first . ' ' . $last );
		}
		if ( '' === $name ) {
			$name = $user->user_login;
		}
		$role  = Client_Query::primary_role( $user );
		$image = self::image_url( $user->ID );
		$time  = strtotime( $user->user_registered . ' UTC' );
		return array(
			'id'            => $user->ID,
			'name'          => $name,
			'first_name'    => $first,
			'last_name'     => $last,
			'email'         => $user->user_email,
			'username'      => $user->user_login,
			'role'          => $role,
			'role_label'    => '' !== $role ? Roles::label( $role ) : '',
			'registered'    => false !== $time ? gmdate( 'c', $time ) : null,
			'imageUrl'      => $image,
			'initials'      => self::initials( $first, $last, $name ),
			'profile_image' => $image,
		);
	}

	/**
	 * Loads the profile picture attachments of many users in one query.
	 *
	 * @param WP_User[] $users Users whose meta is already loaded.
	 */
	public static function prime_images( array $users ): void {
		$ids = array();
		foreach ( $users as $user ) {
			$id = self::image_id( $user->ID );
			if ( $id > 0 ) {
				$ids[] = $id;
			}
		}
		if ( array() !== $ids ) {
			_prime_post_caches( array_values( array_unique( $ids ) ), false, true );
		}
	}

	/**
	 * The attachment id of a user's profile picture, or 0.
	 *
	 * @param int $user_id User id.
	 */
	public static function image_id( int $user_id ): int {
		$value = get_user_meta( $user_id, self::PROFILE_IMAGE_META, true );
		return is_numeric( $value ) ? max( 0, (int) $value ) : 0;
	}

	/**
	 * The URL of a user's profile picture, or null.
	 *
	 * @param int $user_id User id.
	 */
	public static function image_url( int $user_id ): ?string {
		$id = self::image_id( $user_id );
		if ( $id <= 0 ) {
			return null;
		}
		$url = wp_get_attachment_image_url( $id, 'medium' );
		return is_string( $url ) && '' !== $url ? $url : null;
	}

	/**
	 * Initials of first and last name, else of the name; '' when there are none.
	 *
	 * @param string $first First name.
	 * @param string $last  Last name.
	 * @param string $name  Display name.
	 */
	public static function initials( string $first, string $last, string $name ): string {
		$first = trim( $first );
		$last  = trim( $last );
		if ( '' !== $first || '' !== $last ) {
			return mb_strtoupper( mb_substr( $first, 0, 1 ) . mb_substr( $last, 0, 1 ) );
		}
		$words = preg_split( '/\s+/u', trim( $name ), -1, PREG_SPLIT_NO_EMPTY );
		if ( ! is_array( $words ) || array() === $words ) {
			return '';
		}
		$letters = mb_substr( $words[0], 0, 1 );
		if ( count( $words ) > 1 ) {
			$letters .= mb_substr( $words[ count( $words ) - 1 ], 0, 1 );
		}
		return mb_strtoupper( $letters );
	}
}
