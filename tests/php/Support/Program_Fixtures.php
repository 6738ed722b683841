<?php
/**
 * Fixtures of the program and plan tests: a pinned clock, workouts with prescriptions, programs.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use DateTimeImmutable;
use DateTimeZone;
use FitCoach\Coach\Programs;
use FitCoach\Member\Prescriptions;
use FitCoach\Post_Types;

/**
 * Helpers that pin the clock and store programs (written directly, not through the API under test).
 */
trait Program_Fixtures {

	/**
	 * Pins the site's clock (Europe/Amsterdam) at a local moment.
	 *
	 * @param string $local Local 'Y-m-d H:i:s'.
	 */
	protected function pin_now( string $local ): void {
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		remove_all_filters( 'fitcoach_now' );
		add_filter( 'fitcoach_now', static fn() => new DateTimeImmutable( $local, new DateTimeZone( 'Europe/Amsterdam' ) ) );
	}

	/**
	 * Stores a published workout with exercises and their prescriptions.
	 *
	 * @param string                           $title         Title.
	 * @param array<int, array<string, mixed>> $prescriptions Exercise id => prescription (stored form).
	 * @param list<int>                        $assigned      Assigned users (empty: everyone).
	 */
	protected function planned_workout( string $title, array $prescriptions, array $assigned = array() ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::WORKOUT,
				'post_status' => 'publish',
				'post_title'  => $title,
			)
		);
		update_post_meta( $id, Post_Types::META_EXERCISE_IDS, array_keys( $prescriptions ) );
		update_post_meta( $id, Post_Types::META_ASSIGNED_USERS, $assigned );
		$map = array();
		foreach ( $prescriptions as $exercise => $prescription ) {
			$map[ $exercise ] = array_merge(
				array(
					'sets'     => null,
					'reps_min' => null,
					'reps_max' => null,
					'weight'   => null,
					'rpe'      => null,
					'rest'     => null,
					'note'     => '',
				),
				$prescription
			);
		}
		update_post_meta( $id, Prescriptions::META, $map );
		return $id;
	}

	/**
	 * Stores a published exercise.
	 *
	 * @param string $title Title.
	 */
	protected function plan_exercise( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::EXERCISE,
				'post_status' => 'publish',
				'post_title'  => $title,
			)
		);
	}

	/**
	 * Stores a program.
	 *
	 * @param int                  $author    The coach.
	 * @param string               $title     Name.
	 * @param array<string, mixed> $structure weeks, days, changes?, progression?.
	 */
	protected function program( int $author, string $title, array $structure ): int {
		$id = Programs::create( $author, $title, Programs::normalise( $structure ) );
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The days of a program: every week the same workouts on the same weekdays.
	 *
	 * @param int              $weeks    Weeks.
	 * @param array<int, int>  $schedule ISO weekday => workout id.
	 * @return list<array{week: int, day: int, workout_id: int}>
	 */
	protected function every_week( int $weeks, array $schedule ): array {
		$days = array();
		for ( $week = 1; $week <= $weeks; $week++ ) {
			foreach ( $schedule as $day => $workout ) {
				$days[] = array(
					'week'       => $week,
					'day'        => $day,
					'workout_id' => $workout,
				);
			}
		}
		return $days;
	}
}
