<?php
/**
 * The exercises and sets of a workout session, and the totals the server derives from them.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

defined( 'ABSPATH' ) || exit;

/**
 * Normalises a session's exercises and computes total_weight and exercise_count.
 *
 * Shape: list of { id: int ≥ 0, title: string (≤ 200), sets: list of { weight: float ≥ 0 | null,
 * reps: int ≥ 0 | null } }, at most MAX_EXERCISES exercises of at most MAX_SETS sets. Unknown keys
 * are dropped. Set weights are kept to two decimals (plates of 1.25 kg exist).
 */
final class Session_Exercises {

	/** Most exercises in one session. */
	public const MAX_EXERCISES = 50;

	/** Most sets per exercise. */
	public const MAX_SETS = 50;

	/** Longest exercise title. */
	public const MAX_TITLE = 200;

	/** Heaviest weight of one set in kg. */
	public const MAX_WEIGHT = 10000;

	/** Most repetitions of one set. */
	public const MAX_REPS = 10000;

	/**
	 * JSON schema of the exercises list (REST arguments and documentation).
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'description' => __( 'Oefeningen van de sessie met hun sets.', 'fitcoach' ),
			'type'        => 'array',
			'maxItems'    => self::MAX_EXERCISES,
			'items'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'    => array(
						'description' => __( 'Id van de oefening (0 als er geen is).', 'fitcoach' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'required'    => true,
					),
					'title' => array(
						'description' => __( 'Naam van de oefening.', 'fitcoach' ),
						'type'        => 'string',
						'maxLength'   => self::MAX_TITLE,
						'required'    => true,
					),
					'sets'  => array(
						'description' => __( 'Sets: gewicht (kg) en herhalingen, elk null wanneer leeg.', 'fitcoach' ),
						'type'        => 'array',
						'maxItems'    => self::MAX_SETS,
						'required'    => true,
						'items'       => array(
							'type'       => 'object',
							'properties' => array(
								'weight' => array(
									'type'    => array( 'number', 'null' ),
									'minimum' => 0,
									'maximum' => self::MAX_WEIGHT,
								),
								'reps'   => array(
									'type'    => array( 'integer', 'null' ),
									'minimum' => 0,
									'maximum' => self::MAX_REPS,
								),
							),
						),
					),
				),
			),
		);
	}

	/**
	 * A well-formed exercises list from anything (validated input, stored meta, demo data).
	 * Entries that are not objects are dropped; lists are cut at the maxima.
	 *
	 * @param mixed $exercises Raw list.
	 * @return list<array{id: int, title: string, sets: list<array{weight: float|null, reps: int|null}>}>
	 */
	public static function sanitize( $exercises ): array {
		if ( ! is_array( $exercises ) ) {
			return array();
		}
		$clean = array();
		foreach ( $exercises as $exercise ) {
			if ( count( $clean ) >= self::MAX_EXERCISES ) {
				break;
			}
			if ( is_object( $exercise ) ) {
				$exercise = get_object_vars( $exercise );
			}
			if ( ! is_array( $exercise ) ) {
				continue;
			}
			$id    = isset( $exercise['id'] ) && is_numeric( $exercise['id'] ) ? max( 0, (int) $exercise['id'] ) : 0;
			$title = Plain_Text::line( $exercise['title'] ?? '', self::MAX_TITLE );
			$sets  = array();
			$raw   = isset( $exercise['sets'] ) && is_array( $exercise['sets'] ) ? $exercise['sets'] : array();
			foreach ( $raw as $set ) {
				if ( count( $sets ) >= self::MAX_SETS ) {
					break;
				}
				if ( is_object( $set ) ) {
					$set = get_object_vars( $set );
				}
				if ( ! is_array( $set ) ) {
					continue;
				}
				$sets[] = array(
					'weight' => self::number_or_null( $set['weight'] ?? null ),
					'reps'   => self::integer_or_null( $set['reps'] ?? null ),
				);
			}
			$clean[] = array(
				'id'    => $id,
				'title' => $title,
				'sets'  => $sets,
			);
		}
		return $clean;
	}

	/**
	 * The totals of a (sanitised) exercises list: the sum of weight × reps over every set with
	 * both values, and the number of exercises.
	 *
	 * @param list<array{id: int, title: string, sets: list<array{weight: float|null, reps: int|null}>}> $exercises Exercises.
	 * @return array{total_weight: float, exercise_count: int}
	 */
	public static function totals( array $exercises ): array {
		$total = 0.0;
		foreach ( $exercises as $exercise ) {
			foreach ( $exercise['sets'] as $set ) {
				if ( null !== $set['weight'] && null !== $set['reps'] ) {
					$total += $set['weight'] * $set['reps'];
				}
			}
		}
		return array(
			'total_weight'   => round( $total, 2 ),
			'exercise_count' => count( $exercises ),
		);
	}

	/**
	 * A set weight: a number ≥ 0 with two decimals, or null when empty.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function number_or_null( $value ): ?float {
		if ( null === $value || '' === $value || ! is_numeric( $value ) ) {
			return null;
		}
		return min( (float) self::MAX_WEIGHT, max( 0.0, round( (float) $value, 2 ) ) );
	}

	/**
	 * A repetition count: an integer ≥ 0, or null when empty.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function integer_or_null( $value ): ?int {
		if ( null === $value || '' === $value || ! is_numeric( $value ) ) {
			return null;
		}
		return min( self::MAX_REPS, max( 0, (int) round( (float) $value ) ) );
	}
}
