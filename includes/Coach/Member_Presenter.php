<?php
/**
 * The admin list form of a user (spec §3).
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Member\Plain_Text;
use FitCoach\Member\Profile_Presenter;
use FitCoach\Roles;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Presents users for the admin screens of the app.
 */
final class Member_Presenter {

	/** User meta key of the profile picture (an attachment id): one key, kept by the profile. */
	public const PROFILE_IMAGE_META = Profile_Presenter::PROFILE_IMAGE_META;

	/**
	 * The admin list form: {id, name, first_name, last_name, email, username, role, role_label,
	 * registered (ISO 8601, UTC), imageUrl, initials, profile_image, coach (the coach's user id or
	 * null: Coach_Assignment)}. imageUrl and profile_image are
	 * the same URL (or null): the two names the app has used for it.
	 *
	 * @param WP_User $user User.
	 * @return array<string, mixed>
	 */
	public static function admin_item( WP_User $user ): array {
		return self::item(
			array(
				'id'           => (int) $user->ID,
				'first_name'   => (string) $user->first_name,
				'last_name'    => (string) $user->last_name,
				'display_name' => (string) $user->display_name,
				'email'        => (string) $user->user_email,
				'login'        => (string) $user->user_login,
				'registered'   => (string) $user->user_registered,
				'role'         => Member_Query::primary_role( $user ),
				'image_id'     => self::image_id( $user->ID ),
				'coach'        => Coach_Assignment::coach_of( $user->ID ),
			)
		);
	}

	/**
	 * The admin list form of many users from their rows alone: the few user meta keys the list
	 * shows (names, roles, picture) come in one query, instead of every meta row of every user.
	 *
	 * @param array<object{ID: int|string, user_login: string, user_email: string, display_name: string, user_registered: string}> $rows User rows (a WP_User_Query with these fields).
	 * @return list<array<string, mixed>>
	 */
	public static function admin_items( array $rows ): array {
		global $wpdb;
		$ids = array();
		foreach ( $rows as $row ) {
			$ids[] = (int) $row->ID;
		}
		if ( array() === $ids ) {
			return array();
		}
		$cap_key  = $wpdb->get_blog_prefix() . 'capabilities';
		$keys     = array( 'first_name', 'last_name', $cap_key, self::PROFILE_IMAGE_META, Coach_Assignment::META );
		$id_list  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$key_list = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Placeholders built above; by the user_id index.
		$meta    = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, meta_key, meta_value FROM {$wpdb->usermeta} WHERE user_id IN ({$id_list}) AND meta_key IN ({$key_list}) ORDER BY umeta_id ASC", array_merge( $ids, $keys ) ), 'ARRAY_A' );
		$by_user = array();
		foreach ( (array) $meta as $entry ) {
			$user_id = (int) $entry['user_id'];
			if ( ! isset( $by_user[ $user_id ][ $entry['meta_key'] ] ) ) {
				// The first row of a key, as get_user_meta( ..., true ) gives it.
				$by_user[ $user_id ][ $entry['meta_key'] ] = maybe_unserialize( $entry['meta_value'] ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- An array key, not a query.
			}
		}
		$roles  = wp_roles();
		$fields = array();
		$images = array();
		foreach ( $rows as $row ) {
			$user_id    = (int) $row->ID;
			$values     = $by_user[ $user_id ] ?? array();
			$caps       = isset( $values[ $cap_key ] ) && is_array( $values[ $cap_key ] ) ? $values[ $cap_key ] : array();
			$user_roles = array_values( array_filter( array_map( 'strval', array_keys( $caps ) ), array( $roles, 'is_role' ) ) );
			$image      = $values[ self::PROFILE_IMAGE_META ] ?? '';
			$image_id   = is_numeric( $image ) ? max( 0, (int) $image ) : 0;
			$coach      = $values[ Coach_Assignment::META ] ?? '';
			if ( $image_id > 0 ) {
				$images[] = $image_id;
			}
			$fields[] = array(
				'id'           => $user_id,
				'first_name'   => (string) ( $values['first_name'] ?? '' ),
				'last_name'    => (string) ( $values['last_name'] ?? '' ),
				'display_name' => (string) $row->display_name,
				'email'        => (string) $row->user_email,
				'login'        => (string) $row->user_login,
				'registered'   => (string) $row->user_registered,
				'role'         => $user_roles[0] ?? '',
				'image_id'     => $image_id,
				'coach'        => is_numeric( $coach ) ? max( 0, (int) $coach ) : 0,
			);
		}
		if ( array() !== $images ) {
			_prime_post_caches( array_values( array_unique( $images ) ), false, true );
		}
		return array_map( array( self::class, 'item' ), $fields );
	}

	/**
	 * The admin list form from a user's fields.
	 *
	 * @param array{id: int, first_name: string, last_name: string, display_name: string, email: string, login: string, registered: string, role: string, image_id: int, coach: int} $user Fields.
	 * @return array<string, mixed>
	 */
	private static function item( array $user ): array {
		// Names as typed: WordPress keeps them with entities ("&amp;").
		$first = Plain_Text::shown( $user['first_name'] );
		$last  = Plain_Text::shown( $user['last_name'] );
		$name  = trim( Plain_Text::shown( $user['display_name'] ) );
		if ( '' === $name ) {
			$name = trim( $first . ' ' . $last );
		}
		if ( '' === $name ) {
			$name = $user['login'];
		}
		$role  = $user['role'];
		$image = self::attachment_url( $user['image_id'] );
		$time  = strtotime( $user['registered'] . ' UTC' );
		return array(
			'id'            => $user['id'],
			'name'          => $name,
			'first_name'    => $first,
			'last_name'     => $last,
			'email'         => $user['email'],
			'username'      => $user['login'],
			'role'          => $role,
			'role_label'    => '' !== $role ? Roles::label( $role ) : '',
			'registered'    => false !== $time ? gmdate( 'c', $time ) : null,
			'imageUrl'      => $image,
			'initials'      => self::initials( $first, $last, $name ),
			'profile_image' => $image,
			'coach'         => $user['coach'] > 0 ? $user['coach'] : null,
		);
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
		return self::attachment_url( self::image_id( $user_id ) );
	}

	/**
	 * The medium URL of a profile picture attachment, or null.
	 *
	 * @param int $id Attachment id (0: none).
	 */
	private static function attachment_url( int $id ): ?string {
		if ( $id <= 0 ) {
			return null;
		}
		$url = wp_get_attachment_image_url( $id, 'medium' );
		return is_string( $url ) && '' !== $url ? $url : null;
	}

	/**
	 * Initials, the same rule as the app's (src/lib/admin/initials.ts): the first letter of the
	 * first word of the first and of the last name, else of the first two words of the name;
	 * a letter or digit with its accents, upper case; '' when there are none.
	 *
	 * @param string $first First name.
	 * @param string $last  Last name.
	 * @param string $name  Display name.
	 */
	public static function initials( string $first, string $last, string $name ): string {
		$first_words = self::words( $first );
		$last_words  = self::words( $last );
		if ( array() !== $first_words || array() !== $last_words ) {
			return self::first_letter( $first_words[0] ?? '' ) . self::first_letter( $last_words[0] ?? '' );
		}
		return implode( '', array_map( array( self::class, 'first_letter' ), array_slice( self::words( $name ), 0, 2 ) ) );
	}

	/**
	 * The words of a text (split on white space).
	 *
	 * @param string $text Text.
	 * @return list<string>
	 */
	private static function words( string $text ): array {
		$words = preg_split( '/\s+/u', trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
		return is_array( $words ) ? $words : array();
	}

	/**
	 * The first letter or digit of a word with its combining marks, upper case ('' without one).
	 *
	 * @param string $word Word.
	 */
	private static function first_letter( string $word ): string {
		if ( class_exists( \Normalizer::class ) ) {
			$normal = \Normalizer::normalize( $word, \Normalizer::FORM_C );
			$word   = is_string( $normal ) ? $normal : $word;
		}
		return 1 === preg_match( '/[\p{L}\p{N}]\p{M}*/u', $word, $match ) ? mb_strtoupper( $match[0] ) : '';
	}
}
