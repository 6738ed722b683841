<?php
/**
 * Updates of a member's post whose modified time always moves forward.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The modified time (GMT) is the version a client sends back with `modified` to be told of a
 * conflict (409). Two saves within one second would share a version, so each update moves it at
 * least one second past the previous one.
 */
final class Versioned_Update {

	/**
	 * Updates a post (plain text, as Post_Types::write_plain_text() writes it) with a new version.
	 *
	 * @param WP_Post              $post    The post as read.
	 * @param array<string, mixed> $postarr wp_update_post()'s fields, with ID.
	 * @return int|WP_Error The post id, or why it failed.
	 */
	public static function update( WP_Post $post, array $postarr ) {
		$previous = (int) Calendar::gmt_timestamp( (string) $post->post_modified_gmt );
		$advance  = static function ( $data, $fields ) use ( $post, $previous ) {
			if ( ! is_array( $data ) || ! is_array( $fields ) || (int) ( $fields['ID'] ?? 0 ) !== (int) $post->ID ) {
				return $data;
			}
			$now = (int) Calendar::gmt_timestamp( (string) ( $data['post_modified_gmt'] ?? '' ) );
			if ( $now <= $previous ) {
				$gmt                       = gmdate( Calendar::MYSQL, $previous + 1 );
				$data['post_modified_gmt'] = $gmt;
				$data['post_modified']     = get_date_from_gmt( $gmt );
			}
			return $data;
		};
		add_filter( 'wp_insert_post_data', $advance, 20, 2 );
		$result = Post_Types::write_plain_text( static fn() => wp_update_post( $postarr, true ) );
		remove_filter( 'wp_insert_post_data', $advance, 20 );
		return $result;
	}

	/**
	 * Whether a version a client sent is not the stored one (an empty one is no claim).
	 *
	 * @param mixed   $seen The `modified` the client read.
	 * @param WP_Post $post The stored post.
	 */
	public static function is_stale( $seen, WP_Post $post ): bool {
		return null !== $seen && '' !== $seen && Calendar::gmt_timestamp( (string) $seen ) !== Calendar::gmt_timestamp( (string) $post->post_modified_gmt );
	}
}
