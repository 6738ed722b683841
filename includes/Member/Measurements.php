<?php
/**
 * A member's measurements: storage and API shape.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes fitcoach_measurement posts.
 *
 * API shape: { id: int, post_title: string, date: 'Y-m-d', weight: float (kg, one decimal),
 * energy: int (1–10) }. The date is the local day of post_date (stored at 12:00:00).
 */
final class Measurements {

	/** Longest title. */
	public const MAX_TITLE = 200;

	/** Lowest weight in kg a measurement may have (the app checks the same bound). */
	public const MIN_WEIGHT = 20;

	/** Highest weight in kg a measurement may have (the app checks the same bound). */
	public const MAX_WEIGHT = 400;

	/**
	 * The member's measurement with this id, or null (missing, another member's, wrong type,
	 * not published: the caller answers 404 for each).
	 *
	 * @param int $id        Post id.
	 * @param int $member_id Acting member.
	 */
	public static function find( int $id, int $member_id ): ?WP_Post {
		$post = $id > 0 && $member_id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || Post_Types::MEASUREMENT !== $post->post_type || 'publish' !== $post->post_status || (int) $post->post_author !== $member_id ) {
			return null;
		}
		return $post;
	}

	/**
	 * One page of the member's measurements, newest date first.
	 *
	 * @param int $member_id Member.
	 * @param int $page      Page, from 1.
	 * @param int $per_page  Per page.
	 * @return array{posts: list<WP_Post>, total: int}
	 */
	public static function page( int $member_id, int $page, int $per_page ): array {
		return Query::member_page( Post_Types::MEASUREMENT, $member_id, $page, $per_page );
	}

	/**
	 * The member's measurements between two local MySQL date-times (inclusive), oldest first.
	 *
	 * @param int    $member_id Member.
	 * @param string $from      From.
	 * @param string $to        To.
	 * @return list<WP_Post>
	 */
	public static function between( int $member_id, string $from, string $to ): array {
		return Query::member_between( Post_Types::MEASUREMENT, $member_id, $from, $to );
	}

	/**
	 * Weight in kg.
	 *
	 * @param WP_Post $post Measurement.
	 */
	public static function weight( WP_Post $post ): float {
		return round( (float) get_post_meta( $post->ID, Post_Types::META_WEIGHT, true ), 1 );
	}

	/**
	 * Energy level 1–10 (0 when missing).
	 *
	 * @param WP_Post $post Measurement.
	 */
	public static function energy( WP_Post $post ): int {
		return (int) get_post_meta( $post->ID, Post_Types::META_ENERGY, true );
	}

	/**
	 * The API shape of a measurement.
	 *
	 * @param WP_Post $post Measurement.
	 * @return array{id: int, post_title: string, date: string, weight: float, energy: int}
	 */
	public static function to_array( WP_Post $post ): array {
		return array(
			'id'         => (int) $post->ID,
			'post_title' => (string) $post->post_title,
			'date'       => substr( (string) $post->post_date, 0, 10 ),
			'weight'     => self::weight( $post ),
			'energy'     => self::energy( $post ),
			// The version to send back with an update (409 when it is no longer the stored one).
			'modified'   => Calendar::iso( (string) $post->post_modified_gmt ),
		);
	}

	/**
	 * Stores a new measurement for the member.
	 *
	 * @param int                  $member_id Member (author).
	 * @param array<string, mixed> $fields    Validated fields: date (Y-m-d), weight, energy, post_title?.
	 * @return int|WP_Error New id.
	 */
	public static function create( int $member_id, array $fields ) {
		$date = (string) $fields['date'];
		// Plain text sanitised here, written without kses (Post_Types::insert_member_post()).
		$postarr = array(
			'post_type'      => Post_Types::MEASUREMENT,
			'post_status'    => 'publish',
			'post_author'    => $member_id,
			'post_title'     => wp_slash( Plain_Text::line( $fields['post_title'] ?? '', self::MAX_TITLE ) ),
			'post_date'      => Calendar::measurement_post_date( $date ),
			'post_date_gmt'  => get_gmt_from_date( Calendar::measurement_post_date( $date ) ),
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		);
		return Post_Types::insert_member_post(
			$postarr,
			array(
				Post_Types::META_WEIGHT => (float) $fields['weight'],
				Post_Types::META_ENERGY => (int) $fields['energy'],
			)
		);
	}

	/**
	 * Updates the given fields of a measurement (absent fields stay as they are).
	 *
	 * @param WP_Post              $post   Measurement.
	 * @param array<string, mixed> $fields Validated fields: date?, weight?, energy?, post_title?.
	 * @return true|WP_Error
	 */
	public static function update( WP_Post $post, array $fields ) {
		$postarr = array( 'ID' => $post->ID );
		if ( isset( $fields['post_title'] ) ) {
			$postarr['post_title'] = wp_slash( Plain_Text::line( $fields['post_title'], self::MAX_TITLE ) );
		}
		if ( isset( $fields['date'] ) ) {
			$postarr['post_date']     = Calendar::measurement_post_date( (string) $fields['date'] );
			$postarr['post_date_gmt'] = get_gmt_from_date( $postarr['post_date'] );
			$postarr['edit_date']     = true;
		}
		$meta = array();
		if ( isset( $fields['weight'] ) ) {
			$meta[ Post_Types::META_WEIGHT ] = (float) $fields['weight'];
		}
		if ( isset( $fields['energy'] ) ) {
			$meta[ Post_Types::META_ENERGY ] = (int) $fields['energy'];
		}
		if ( array() !== $meta ) {
			$postarr['meta_input'] = $meta;
		}
		$result = Versioned_Update::update( $post, $postarr );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		Post_Types::stamp_entered_by( $post->ID, (int) $post->post_author );
		return true;
	}
}
