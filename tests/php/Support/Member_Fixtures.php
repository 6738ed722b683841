<?php
/**
 * Stored fixtures of the member tests (written directly, not through the API under test).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use FitCoach\Member\Sessions;
use FitCoach\Post_Types;

/**
 * Helpers that store exercises, workouts, sessions and measurements.
 */
trait Member_Fixtures {

	/**
	 * Stores an exercise.
	 *
	 * @param string $title Title.
	 * @param string $url   Video URL.
	 */
	protected function exercise( string $title, string $url = '' ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::EXERCISE,
				'post_status' => 'publish',
				'post_title'  => $title,
			)
		);
		if ( '' !== $url ) {
			update_post_meta( $id, Post_Types::META_VIDEO_URL, $url );
		}
		return $id;
	}

	/**
	 * Stores a workout.
	 *
	 * @param string    $title        Title.
	 * @param list<int> $exercise_ids Exercises in order.
	 * @param list<int> $assigned     Assigned users (empty: everyone).
	 * @param string    $content      Description.
	 * @param string    $status       Post status.
	 */
	protected function workout( string $title, array $exercise_ids = array(), array $assigned = array(), string $content = '', string $status = 'publish' ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'    => Post_Types::WORKOUT,
				'post_status'  => $status,
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
		update_post_meta( $id, Post_Types::META_EXERCISE_IDS, $exercise_ids );
		update_post_meta( $id, Post_Types::META_ASSIGNED_USERS, $assigned );
		return $id;
	}

	/**
	 * Stores a session.
	 *
	 * @param int                      $author    Member.
	 * @param int                      $workout   Workout.
	 * @param string                   $date      Local MySQL date-time.
	 * @param list<array<string, mixed>> $exercises Exercises with sets.
	 * @param string                   $title     Title.
	 */
	protected function session( int $author, int $workout, string $date, array $exercises = array(), string $title = 'Sessie' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::SESSION,
				'post_status' => 'publish',
				'post_author' => $author,
				'post_parent' => $workout,
				'post_title'  => $title,
				'post_date'   => $date,
				'meta_input'  => Sessions::exercise_meta( $exercises ),
			)
		);
	}

	/**
	 * Stores a measurement.
	 *
	 * @param int    $author Member.
	 * @param string $date   Y-m-d.
	 * @param float  $weight Weight.
	 * @param int    $energy Energy.
	 */
	protected function measurement( int $author, string $date, float $weight, int $energy = 6 ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::MEASUREMENT,
				'post_status' => 'publish',
				'post_author' => $author,
				'post_date'   => $date . ' 12:00:00',
				'meta_input'  => array(
					Post_Types::META_WEIGHT => $weight,
					Post_Types::META_ENERGY => $energy,
				),
			)
		);
	}

	/**
	 * One exercise with sets of [weight, reps].
	 *
	 * @param int                                   $id    Exercise id.
	 * @param string                                $title Title.
	 * @param list<array{0: float|null, 1: int|null}> $sets  Sets.
	 * @return array<string, mixed>
	 */
	protected function sets( int $id, string $title, array $sets ): array {
		return array(
			'id'    => $id,
			'title' => $title,
			'sets'  => array_map(
				static fn( array $set ): array => array(
					'weight' => $set[0],
					'reps'   => $set[1],
				),
				$sets
			),
		);
	}
}
