<?php
/**
 * A member's own FitCoach data: measurements, sessions and the profile picture.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Finds and removes one member's data (user deletion, the privacy eraser), and nobody else's:
 * posts are found by post_author (indexed), the profile picture only when that user uploaded it.
 */
final class Member_Data {

	/** Post type of measurements (storage of the member app). */
	public const MEASUREMENT = Post_Types::MEASUREMENT;

	/** Post type of workout sessions. */
	public const SESSION = Post_Types::SESSION;

	/** Post type of workouts. */
	public const WORKOUT = Post_Types::WORKOUT;

	/** Post type of exercises. */
	public const EXERCISE = Post_Types::EXERCISE;

	/**
	 * Ids of a user's measurements and sessions, in any status, newest first.
	 *
	 * @param int      $user_id    User id.
	 * @param string[] $post_types Which of the two types (default both).
	 * @param int      $limit      At most this many (0: all).
	 * @param int      $offset     Skip this many.
	 * @return list<int>
	 */
	public static function post_ids( int $user_id, array $post_types = array( self::MEASUREMENT, self::SESSION ), int $limit = 0, int $offset = 0 ): array {
		global $wpdb;
		if ( $user_id <= 0 || array() === $post_types ) {
			return array();
		}
		$types = implode( ', ', array_fill( 0, count( $post_types ), '%s' ) );
		$sql   = "SELECT ID FROM {$wpdb->posts} WHERE post_author = %d AND post_type IN ({$types}) ORDER BY post_date DESC, ID DESC";
		$args  = array_merge( array( $user_id ), array_values( $post_types ) );
		if ( $limit > 0 ) {
			$sql   .= ' LIMIT %d OFFSET %d';
			$args[] = $limit;
			$args[] = max( 0, $offset );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Placeholders built above; every post status, which WP_Query cannot ask for.
		$ids = $wpdb->get_col( $wpdb->prepare( $sql, $args ) );
		return array_values( array_map( 'intval', is_array( $ids ) ? $ids : array() ) );
	}

	/**
	 * The attachment id of the user's profile picture when that user uploaded it (else 0), so an
	 * image someone else uploaded is never removed with this user.
	 *
	 * @param int $user_id User id.
	 */
	public static function own_profile_image( int $user_id ): int {
		$id         = Member_Presenter::image_id( $user_id );
		$attachment = $id > 0 ? get_post( $id ) : null;
		if ( ! $attachment instanceof WP_Post || 'attachment' !== $attachment->post_type || (int) $attachment->post_author !== $user_id ) {
			return 0;
		}
		return $id;
	}

	/**
	 * Removes the user's measurements, sessions and profile picture.
	 *
	 * @param int $user_id User id.
	 * @return int How many items were removed.
	 */
	public static function erase( int $user_id ): int {
		$removed = 0;
		foreach ( self::post_ids( $user_id ) as $post_id ) {
			if ( wp_delete_post( $post_id, true ) ) {
				++$removed;
			}
		}
		$image = self::own_profile_image( $user_id );
		if ( $image > 0 && wp_delete_attachment( $image, true ) ) {
			++$removed;
		}
		delete_user_meta( $user_id, Member_Presenter::PROFILE_IMAGE_META );
		return $removed;
	}
}
