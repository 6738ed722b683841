<?php
/**
 * A member's workout sessions: storage and API shape.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes fitcoach_session posts.
 *
 * API shape: { id, title, date ('Y-m-d\TH:i:s', local), content (plain text notes), workout:
 * { id, title } | null, exercises: [ { id, title, sets: [ { weight, reps } ] } ], total_weight
 * (float), exercise_count (int), modified ('Y-m-d\TH:i:s', GMT: the version for conflict checks) }.
 */
final class Sessions {

	/** Title of a session without one. */
	public const DEFAULT_TITLE = 'Workout Sessie';

	/** Longest title. */
	public const MAX_TITLE = 200;

	/** Longest notes. */
	public const MAX_CONTENT = 10000;

	/** Object cache group of the counters. */
	private const CACHE_GROUP = 'fitcoach';

	/**
	 * The member's session with this id, or null (missing, another member's, wrong type).
	 *
	 * @param int $id        Post id.
	 * @param int $member_id Acting member.
	 */
	public static function find( int $id, int $member_id ): ?WP_Post {
		$post = $id > 0 && $member_id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || Post_Types::SESSION !== $post->post_type || 'publish' !== $post->post_status || (int) $post->post_author !== $member_id ) {
			return null;
		}
		return $post;
	}

	/**
	 * One page of the member's sessions, newest first, optionally of one workout.
	 *
	 * @param int $member_id  Member.
	 * @param int $page       Page, from 1.
	 * @param int $per_page   Per page.
	 * @param int $workout_id Only sessions of this workout (0: all).
	 * @return array{posts: list<WP_Post>, total: int}
	 */
	public static function page( int $member_id, int $page, int $per_page, int $workout_id = 0 ): array {
		$extra = $workout_id > 0 ? array( 'post_parent' => $workout_id ) : array();
		$page  = Query::member_page( Post_Types::SESSION, $member_id, $page, $per_page, $extra );
		self::prime_workouts( $page['posts'] );
		return $page;
	}

	/**
	 * The member's newest session of a workout, or null.
	 *
	 * @param int $member_id  Member.
	 * @param int $workout_id Workout.
	 */
	public static function latest_for_workout( int $member_id, int $workout_id ): ?WP_Post {
		if ( $member_id <= 0 || $workout_id <= 0 ) {
			return null;
		}
		$posts = Query::posts(
			Query::run(
				array(
					'post_type'      => Post_Types::SESSION,
					'author'         => $member_id,
					'post_parent'    => $workout_id,
					'posts_per_page' => 1,
				)
			)
		);
		return $posts[0] ?? null;
	}

	/**
	 * How many sessions of a workout the member has (COUNT on indexed columns, cached until
	 * posts change).
	 *
	 * @param int $member_id  Member.
	 * @param int $workout_id Workout.
	 */
	public static function count_for_workout( int $member_id, int $workout_id ): int {
		global $wpdb;
		if ( $member_id <= 0 || $workout_id <= 0 ) {
			return 0;
		}
		$key   = sprintf( 'session_count:%d:%d:%s', $member_id, $workout_id, wp_cache_get_last_changed( 'posts' ) );
		$count = wp_cache_get( $key, self::CACHE_GROUP );
		if ( false === $count ) {
			$count = (int) $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- Cached above and below.
				$wpdb->prepare(
					"SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s AND post_status = 'publish' AND post_parent = %d",
					$member_id,
					Post_Types::SESSION,
					$workout_id
				)
			);
			wp_cache_set( $key, $count, self::CACHE_GROUP );
		}
		return (int) $count;
	}

	/**
	 * The number of sessions and the weight moved in all of them (one aggregate query over the
	 * member's sessions joined to their total meta, cached until posts change).
	 *
	 * @param int $member_id Member.
	 * @return array{total: float, sessions: int}
	 */
	public static function all_time( int $member_id ): array {
		global $wpdb;
		if ( $member_id <= 0 ) {
			return array(
				'total'    => 0.0,
				'sessions' => 0,
			);
		}
		$key    = sprintf( 'session_totals:%d:%s', $member_id, wp_cache_get_last_changed( 'posts' ) );
		$totals = wp_cache_get( $key, self::CACHE_GROUP );
		if ( ! is_array( $totals ) ) {
			$row    = $wpdb->get_row( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- Cached above and below.
				$wpdb->prepare(
					"SELECT COUNT(*) AS sessions, SUM(m.meta_value + 0) AS total FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_author = %d AND p.post_type = %s AND p.post_status = 'publish'",
					Post_Types::META_TOTAL_WEIGHT,
					$member_id,
					Post_Types::SESSION
				)
			);
			$totals = array(
				'total'    => round( (float) ( $row->total ?? 0 ), 2 ),
				'sessions' => (int) ( $row->sessions ?? 0 ),
			);
			wp_cache_set( $key, $totals, self::CACHE_GROUP );
		}
		return array(
			'total'    => (float) $totals['total'],
			'sessions' => (int) $totals['sessions'],
		);
	}

	/**
	 * The member's sessions between two local MySQL date-times (inclusive), oldest first.
	 *
	 * @param int    $member_id Member.
	 * @param string $from      From.
	 * @param string $to        To.
	 * @param bool   $with_meta Whether the totals are needed (meta primed).
	 * @return list<WP_Post>
	 */
	public static function between( int $member_id, string $from, string $to, bool $with_meta = true ): array {
		return Query::member_between( Post_Types::SESSION, $member_id, $from, $to, 2000, $with_meta );
	}

	/**
	 * The member's latest sessions, newest first, workouts primed.
	 *
	 * @param int $member_id Member.
	 * @param int $limit     How many.
	 * @return list<WP_Post>
	 */
	public static function latest( int $member_id, int $limit ): array {
		if ( $member_id <= 0 ) {
			return array();
		}
		$posts = Query::posts(
			Query::run(
				array(
					'post_type'      => Post_Types::SESSION,
					'author'         => $member_id,
					'posts_per_page' => max( 1, $limit ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Bounded to 100 by the route's schema.
				)
			)
		);
		self::prime_workouts( $posts );
		return $posts;
	}

	/**
	 * Loads the workouts of some sessions into the post cache in one query (no meta needed).
	 *
	 * @param WP_Post[] $sessions Sessions.
	 */
	public static function prime_workouts( array $sessions ): void {
		$ids = array();
		foreach ( $sessions as $session ) {
			if ( (int) $session->post_parent > 0 ) {
				$ids[] = (int) $session->post_parent;
			}
		}
		if ( array() !== $ids ) {
			_prime_post_caches( array_values( array_unique( $ids ) ), false, false );
		}
	}

	/**
	 * The exercises of a session.
	 *
	 * @param WP_Post $session Session.
	 * @return list<array{id: int, title: string, sets: list<array{weight: float|null, reps: int|null}>}>
	 */
	public static function exercises( WP_Post $session ): array {
		return Session_Exercises::sanitize( get_post_meta( $session->ID, Post_Types::META_EXERCISES, true ) );
	}

	/**
	 * The weight moved in a session (computed on save).
	 *
	 * @param WP_Post $session Session.
	 */
	public static function total_weight( WP_Post $session ): float {
		return round( (float) get_post_meta( $session->ID, Post_Types::META_TOTAL_WEIGHT, true ), 2 );
	}

	/**
	 * The workout of a session as { id, title }, or null when it no longer exists.
	 *
	 * @param WP_Post $session Session.
	 * @return array{id: int, title: string}|null
	 */
	public static function workout( WP_Post $session ): ?array {
		$workout = (int) $session->post_parent > 0 ? get_post( (int) $session->post_parent ) : null;
		if ( ! $workout instanceof WP_Post || Post_Types::WORKOUT !== $workout->post_type || 'trash' === $workout->post_status ) {
			return null;
		}
		return array(
			'id'    => (int) $workout->ID,
			'title' => Workouts::title( $workout ),
		);
	}

	/**
	 * The API shape of a session.
	 *
	 * @param WP_Post $session Session.
	 * @return array<string, mixed>
	 */
	public static function to_array( WP_Post $session ): array {
		return array(
			'id'             => (int) $session->ID,
			'title'          => (string) $session->post_title,
			'date'           => Calendar::iso( (string) $session->post_date ),
			'content'        => (string) $session->post_content,
			'workout'        => self::workout( $session ),
			'exercises'      => self::exercises( $session ),
			'total_weight'   => self::total_weight( $session ),
			'exercise_count' => (int) get_post_meta( $session->ID, Post_Types::META_EXERCISE_COUNT, true ),
			'modified'       => Calendar::iso( (string) $session->post_modified_gmt ),
		);
	}

	/**
	 * The three meta values of a session's exercises: the list and the totals computed from it.
	 *
	 * @param mixed $exercises Exercises (sanitised again here).
	 * @return array<string, mixed>
	 */
	public static function exercise_meta( $exercises ): array {
		$clean  = Session_Exercises::sanitize( $exercises );
		$totals = Session_Exercises::totals( $clean );
		return array(
			Post_Types::META_EXERCISES      => $clean,
			Post_Types::META_TOTAL_WEIGHT   => $totals['total_weight'],
			Post_Types::META_EXERCISE_COUNT => $totals['exercise_count'],
		);
	}

	/**
	 * Stores a new session for the member.
	 *
	 * @param int                  $member_id  Member (author).
	 * @param int                  $workout_id Workout (post_parent).
	 * @param array<string, mixed> $fields     Validated fields: title?, content?, exercises?, date? (local MySQL).
	 * @return int|WP_Error New id.
	 */
	public static function create( int $member_id, int $workout_id, array $fields ) {
		$date = isset( $fields['date'] ) ? (string) $fields['date'] : Calendar::mysql( Calendar::now() );
		// Plain text sanitised here, written without kses (Post_Types::insert_member_post()).
		$postarr = array(
			'post_type'      => Post_Types::SESSION,
			'post_status'    => 'publish',
			'post_author'    => $member_id,
			'post_parent'    => $workout_id,
			'post_title'     => wp_slash( self::title( $fields['title'] ?? '' ) ),
			'post_content'   => wp_slash( self::content( $fields['content'] ?? '' ) ),
			'post_date'      => $date,
			'post_date_gmt'  => get_gmt_from_date( $date ),
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		);
		return Post_Types::insert_member_post( $postarr, wp_slash( self::exercise_meta( $fields['exercises'] ?? array() ) ) );
	}

	/**
	 * Updates the given fields of a session. Its modified time always moves forward (at least one
	 * second past the previous version), so a stale copy is always recognised.
	 *
	 * @param WP_Post              $session Session.
	 * @param array<string, mixed> $fields  Validated fields: title?, content?, exercises?, date?.
	 * @return true|WP_Error
	 */
	public static function update( WP_Post $session, array $fields ) {
		$postarr = array( 'ID' => $session->ID );
		if ( isset( $fields['title'] ) ) {
			$postarr['post_title'] = wp_slash( self::title( $fields['title'] ) );
		}
		if ( isset( $fields['content'] ) ) {
			$postarr['post_content'] = wp_slash( self::content( $fields['content'] ) );
		}
		if ( isset( $fields['date'] ) ) {
			$postarr['post_date']     = (string) $fields['date'];
			$postarr['post_date_gmt'] = get_gmt_from_date( $postarr['post_date'] );
			$postarr['edit_date']     = true;
		}
		if ( isset( $fields['exercises'] ) ) {
			$postarr['meta_input'] = wp_slash( self::exercise_meta( $fields['exercises'] ) );
		}

		$result = Versioned_Update::update( $session, $postarr );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		Post_Types::stamp_entered_by( $session->ID, (int) $session->post_author );
		return true;
	}

	/**
	 * A stored title: plain text, at most MAX_TITLE characters, the default when empty.
	 *
	 * @param mixed $title Raw title.
	 */
	public static function title( $title ): string {
		$title = Plain_Text::line( $title, self::MAX_TITLE );
		return '' === $title ? self::DEFAULT_TITLE : $title;
	}

	/**
	 * Stored notes: plain text with line breaks.
	 *
	 * @param mixed $content Raw notes.
	 */
	public static function content( $content ): string {
		return Plain_Text::lines( $content, self::MAX_CONTENT );
	}
}
