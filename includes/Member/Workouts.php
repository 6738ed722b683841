<?php
/**
 * Workout templates as a member sees them.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads fitcoach_workout and fitcoach_exercise posts.
 *
 * A workout is visible to a member when it is published and its assigned users list is empty
 * (everyone) or holds the member. Workouts are few (a trainer's templates), so the visible list
 * is every published workout (one query, meta primed) filtered in PHP — no meta_query.
 *
 * API shape: { id, title, description (safe HTML), exercises: [ { id, exercise: { ID,
 * post_title }, title, youtubevimeo_url (embed markup or ''), prescription: { sets, reps_min,
 * reps_max, weight, rpe, rest, note } | null (the coach's, see Prescriptions) } ] }.
 */
final class Workouts {

	/** Upper bound of workouts read for one list. */
	public const MAX_WORKOUTS = 500;

	/** Upper bound of exercises read with the catalogue. */
	public const MAX_EXERCISES = 1500;

	/** Option (not autoloaded) holding the built catalogue with the version it was built at. */
	public const CATALOGUE_OPTION = 'fitcoach_workout_catalogue';

	/**
	 * The API shapes of the workouts the member may see, alphabetical by title: from the stored
	 * catalogue of every published workout (one option read), built again (four queries) only
	 * when workouts or exercises changed since it was stored (Data_Changes::catalogue_version())
	 * and the request that changed them did not store it anew.
	 *
	 * @param int $member_id Member.
	 * @return list<array{id: int, title: string, description: string, exercises: list<array<string, mixed>>}>
	 */
	public static function catalogue( int $member_id ): array {
		if ( $member_id <= 0 ) {
			return array();
		}
		$version = Data_Changes::catalogue_version();
		$stored  = get_option( self::CATALOGUE_OPTION );
		if ( ! is_array( $stored ) || ! isset( $stored['items'] ) || ! is_array( $stored['items'] ) || ( $stored['v'] ?? null ) !== $version ) {
			$stored = self::store_catalogue();
		}
		$visible = array();
		foreach ( $stored['items'] as $entry ) {
			$assigned = array_map( 'intval', (array) ( $entry['assigned'] ?? array() ) );
			if ( array() === $assigned || in_array( $member_id, $assigned, true ) ) {
				$visible[] = $entry['workout'];
			}
		}
		return $visible;
	}

	/**
	 * Builds the catalogue and stores it with the version read before building (a copy built from
	 * older data never matches a newer version). Called by the first reader that finds no current
	 * copy, and at the end of a request that changed workouts or exercises (Data_Changes).
	 *
	 * @return array{v: string, items: list<array{assigned: list<int>, workout: array{id: int, title: string, description: string, exercises: list<array<string, mixed>>}}>}
	 */
	public static function store_catalogue(): array {
		$stored = array(
			'v'     => Data_Changes::catalogue_version(),
			'items' => self::build_catalogue(),
		);
		update_option( self::CATALOGUE_OPTION, $stored, false );
		return $stored;
	}

	/**
	 * Every published workout in API shape with its assigned users, alphabetical by title.
	 *
	 * @return list<array{assigned: list<int>, workout: array{id: int, title: string, description: string, exercises: list<array<string, mixed>>}}>
	 */
	private static function build_catalogue(): array {
		// Workouts and exercises together: one row query and one meta query.
		$query     = Query::run(
			array(
				'post_type'      => array( Post_Types::WORKOUT, Post_Types::EXERCISE ),
				'posts_per_page' => self::MAX_WORKOUTS + self::MAX_EXERCISES, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- A trainer's templates and exercises: few, read in one query.
				'orderby'        => array(
					'title' => 'ASC',
					'ID'    => 'ASC',
				),
			)
		);
		$workouts  = array();
		$exercises = array();
		foreach ( Query::posts( $query ) as $post ) {
			if ( Post_Types::WORKOUT === $post->post_type ) {
				$workouts[] = $post;
			} else {
				$exercises[ (int) $post->ID ] = $post;
			}
		}
		$items = array();
		foreach ( array_slice( $workouts, 0, self::MAX_WORKOUTS ) as $workout ) {
			$items[] = array(
				'assigned' => self::assigned_users( $workout ),
				'workout'  => self::to_array( $workout, $exercises ),
			);
		}
		return $items;
	}

	/**
	 * The workout with this id when the member may see it, else null (404 for the caller).
	 *
	 * @param int $id        Post id.
	 * @param int $member_id Member.
	 */
	public static function find_visible( int $id, int $member_id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || ! self::is_visible( $post, $member_id ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * Whether a post is a published workout the member may see.
	 *
	 * @param WP_Post $post      Post.
	 * @param int     $member_id Member.
	 */
	public static function is_visible( WP_Post $post, int $member_id ): bool {
		if ( $member_id <= 0 || Post_Types::WORKOUT !== $post->post_type || 'publish' !== $post->post_status ) {
			return false;
		}
		$assigned = self::assigned_users( $post );
		return array() === $assigned || in_array( $member_id, $assigned, true );
	}

	/**
	 * Ids of the users the workout is assigned to (empty: everyone).
	 *
	 * @param WP_Post $workout Workout.
	 * @return list<int>
	 */
	public static function assigned_users( WP_Post $workout ): array {
		return Post_Types::sanitize_id_list( get_post_meta( $workout->ID, Post_Types::META_ASSIGNED_USERS, true ) );
	}

	/**
	 * Ordered exercise ids of a workout.
	 *
	 * @param WP_Post $workout Workout.
	 * @return list<int>
	 */
	public static function exercise_ids( WP_Post $workout ): array {
		return Post_Types::sanitize_id_list( get_post_meta( $workout->ID, Post_Types::META_EXERCISE_IDS, true ) );
	}

	/**
	 * The published exercises of some workouts, loaded together (one row query and one meta
	 * query for all of them), by id.
	 *
	 * @param WP_Post[] $workouts Workouts.
	 * @return array<int, WP_Post>
	 */
	public static function exercises_for( array $workouts ): array {
		$ids = array();
		foreach ( $workouts as $workout ) {
			$ids = array_merge( $ids, self::exercise_ids( $workout ) );
		}
		$ids = array_values( array_unique( $ids ) );
		if ( array() === $ids ) {
			return array();
		}
		$query     = Query::run(
			array(
				'post_type'      => Post_Types::EXERCISE,
				'post__in'       => $ids,
				'posts_per_page' => count( $ids ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Exactly the exercises named by the workouts.
				'orderby'        => 'post__in',
			)
		);
		$exercises = array();
		foreach ( Query::posts( $query ) as $exercise ) {
			$exercises[ (int) $exercise->ID ] = $exercise;
		}
		return $exercises;
	}

	/**
	 * The API shape of a workout.
	 *
	 * @param WP_Post             $workout   Workout.
	 * @param array<int, WP_Post> $exercises Exercises by id (from exercises_for()); missing ones are left out.
	 * @return array{id: int, title: string, description: string, exercises: list<array<string, mixed>>}
	 */
	public static function to_array( WP_Post $workout, array $exercises ): array {
		$entries       = array();
		$prescriptions = Prescriptions::of_workout( $workout );
		foreach ( self::exercise_ids( $workout ) as $exercise_id ) {
			if ( ! isset( $exercises[ $exercise_id ] ) ) {
				continue;
			}
			$exercise  = $exercises[ $exercise_id ];
			$title     = self::title( $exercise );
			$entries[] = array(
				'id'               => (int) $exercise->ID,
				'exercise'         => array(
					'ID'         => (int) $exercise->ID,
					'post_title' => $title,
				),
				'title'            => $title,
				'youtubevimeo_url' => Video_Url::embed( get_post_meta( $exercise->ID, Post_Types::META_VIDEO_URL, true ), $title ),
				'prescription'     => Prescriptions::for_exercise( $prescriptions, $exercise_id ),
			);
		}
		return array(
			'id'          => (int) $workout->ID,
			'title'       => self::title( $workout ),
			'description' => self::description( $workout ),
			'exercises'   => $entries,
		);
	}

	/**
	 * The title of a workout or exercise as plain text. WordPress stores titles as HTML (kses
	 * turns "&" into "&amp;" for authors without unfiltered_html); the app shows them as text.
	 *
	 * @param WP_Post $post Workout or exercise.
	 */
	public static function title( WP_Post $post ): string {
		return Plain_Text::from_html( $post->post_title );
	}

	/**
	 * The description as safe HTML: paragraphs added to classic-editor text, then wp_kses_post
	 * (scripts and event handlers never reach the app, whoever wrote them).
	 *
	 * @param WP_Post $workout Workout.
	 */
	public static function description( WP_Post $workout ): string {
		$content = (string) $workout->post_content;
		if ( '' === trim( $content ) ) {
			return '';
		}
		if ( ! has_blocks( $content ) ) {
			$content = wpautop( $content );
		}
		return trim( wp_kses_post( $content ) );
	}
}
