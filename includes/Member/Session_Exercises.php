<?php
/**
 * The exercises and sets of a workout session, and the totals the server derives from them.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Normalises a session's exercises and computes total_weight and exercise_count.
 *
 * Shape: list of { id: int ≥ 0, title: string (≤ 200), sets: list of { weight: float | null,
 * reps: int | null } }. Unknown keys are dropped.
 *
 * What a member sends is checked by validate() before anything is stored: at most MAX_EXERCISES
 * exercises of at most MAX_SETS sets, a weight of 0–MAX_WEIGHT kg in steps of 0.1, reps a whole
 * number of 0–MAX_REPS; every value out of bounds is named by its path
 * (`exercises[2].sets[4].weight`) with a Dutch message. sanitize() only normalises the shape of
 * what is stored: sessions stored before these bounds keep their values as they were (weights
 * with two decimals, up to STORED_MAX_EXERCISES exercises).
 */
final class Session_Exercises {

	/** Most exercises in one session (what a member may send). */
	public const MAX_EXERCISES = 30;

	/** Most exercises kept when reading a stored session (the bound before MAX_EXERCISES). */
	public const STORED_MAX_EXERCISES = 50;

	/** Most sets per exercise. */
	public const MAX_SETS = 50;

	/** Longest exercise title. */
	public const MAX_TITLE = 200;

	/** Heaviest weight of one set in kg. */
	public const MAX_WEIGHT = 1000;

	/** Most repetitions of one set. */
	public const MAX_REPS = 1000;

	/** Most problems named in one refusal. */
	private const MAX_PROBLEMS = 100;

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
									'type'       => array( 'number', 'null' ),
									'minimum'    => 0,
									'maximum'    => self::MAX_WEIGHT,
									'multipleOf' => 0.1,
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
	 * Checks what a member sends as the exercises of a session, before anything is stored. Every
	 * problem is named by its path; the refusal's code is that of the first one.
	 *
	 * Codes: fitcoach_invalid_exercises (not a list), fitcoach_too_many_exercises,
	 * fitcoach_invalid_exercise (not an object, a bad id or title), fitcoach_invalid_sets (not a
	 * list), fitcoach_too_many_sets, fitcoach_invalid_set (not an object), fitcoach_invalid_weight,
	 * fitcoach_invalid_reps. The refusal: 400, data.params { path: Dutch message } and
	 * data.details { path: { code, message } }.
	 *
	 * @param mixed  $exercises What was sent.
	 * @param string $field     Name of the field ('exercises').
	 * @return true|WP_Error
	 */
	public static function validate( $exercises, string $field = 'exercises' ) {
		$problems = array();
		$add      = static function ( string $path, string $code, string $message ) use ( &$problems ): void {
			if ( count( $problems ) < self::MAX_PROBLEMS ) {
				$problems[ $path ] = array(
					'code'    => $code,
					'message' => $message,
				);
			}
		};
		if ( ! is_array( $exercises ) || ! array_is_list( $exercises ) ) {
			$add( $field, 'fitcoach_invalid_exercises', __( 'De oefeningen moeten een lijst zijn.', 'fitcoach' ) );
			return self::refusal( $problems );
		}
		if ( count( $exercises ) > self::MAX_EXERCISES ) {
			/* translators: %d: most exercises in a session. */
			$add( $field, 'fitcoach_too_many_exercises', sprintf( __( 'Een sessie heeft hoogstens %d oefeningen.', 'fitcoach' ), self::MAX_EXERCISES ) );
		}
		foreach ( array_slice( $exercises, 0, self::MAX_EXERCISES ) as $e => $exercise ) {
			$path = sprintf( '%s[%d]', $field, $e );
			if ( ! is_array( $exercise ) || ( array() !== $exercise && array_is_list( $exercise ) ) ) {
				$add( $path, 'fitcoach_invalid_exercise', __( 'Deze oefening is ongeldig.', 'fitcoach' ) );
				continue;
			}
			$id = $exercise['id'] ?? null;
			if ( ! self::is_whole( $id ) || (float) $id < 0 ) {
				$add( $path . '.id', 'fitcoach_invalid_exercise', __( 'Het id van de oefening moet een heel getal van 0 of meer zijn.', 'fitcoach' ) );
			}
			$title = $exercise['title'] ?? null;
			if ( ! is_string( $title ) || mb_strlen( $title ) > self::MAX_TITLE ) {
				/* translators: %d: most characters of an exercise name. */
				$add( $path . '.title', 'fitcoach_invalid_exercise', sprintf( __( 'De naam van de oefening is verplicht en heeft hoogstens %d tekens.', 'fitcoach' ), self::MAX_TITLE ) );
			}
			$sets = $exercise['sets'] ?? null;
			if ( ! is_array( $sets ) || ! array_is_list( $sets ) ) {
				$add( $path . '.sets', 'fitcoach_invalid_sets', __( 'De sets moeten een lijst zijn.', 'fitcoach' ) );
				continue;
			}
			if ( count( $sets ) > self::MAX_SETS ) {
				/* translators: %d: most sets of an exercise. */
				$add( $path . '.sets', 'fitcoach_too_many_sets', sprintf( __( 'Een oefening heeft hoogstens %d sets.', 'fitcoach' ), self::MAX_SETS ) );
			}
			foreach ( array_slice( $sets, 0, self::MAX_SETS ) as $s => $set ) {
				$set_path = sprintf( '%s.sets[%d]', $path, $s );
				if ( ! is_array( $set ) || ( array() !== $set && array_is_list( $set ) ) ) {
					$add( $set_path, 'fitcoach_invalid_set', __( 'Deze set is ongeldig.', 'fitcoach' ) );
					continue;
				}
				if ( ! self::is_valid_weight( $set['weight'] ?? null ) ) {
					/* translators: %d: heaviest weight in kg. */
					$add( $set_path . '.weight', 'fitcoach_invalid_weight', sprintf( __( 'Vul een gewicht van 0 tot en met %d kg in, in stappen van 0,1.', 'fitcoach' ), self::MAX_WEIGHT ) );
				}
				if ( ! self::is_valid_reps( $set['reps'] ?? null ) ) {
					/* translators: %d: most repetitions. */
					$add( $set_path . '.reps', 'fitcoach_invalid_reps', sprintf( __( 'Vul een heel aantal herhalingen van 0 tot en met %d in.', 'fitcoach' ), self::MAX_REPS ) );
				}
			}
		}
		return array() === $problems ? true : self::refusal( $problems );
	}

	/**
	 * The refusal of validate(): the first problem's code and message, every problem by path.
	 *
	 * @param array<string, array{code: string, message: string}> $problems Problems by path (at least one).
	 */
	private static function refusal( array $problems ): WP_Error {
		$first = reset( $problems );
		return new WP_Error(
			false === $first ? 'fitcoach_invalid_exercises' : $first['code'],
			false === $first ? '' : $first['message'],
			array(
				'status'  => 400,
				'params'  => array_map( static fn( array $problem ): string => $problem['message'], $problems ),
				'details' => $problems,
			)
		);
	}

	/**
	 * Whether a set weight is empty (null, '') or a number of 0–MAX_WEIGHT in steps of 0.1.
	 *
	 * @param mixed $value Value sent.
	 */
	private static function is_valid_weight( $value ): bool {
		if ( null === $value || '' === $value ) {
			return true;
		}
		if ( ! self::is_number( $value ) ) {
			return false;
		}
		$weight = (float) $value;
		$tenths = $weight * 10;
		return $weight >= 0 && $weight <= self::MAX_WEIGHT && abs( $tenths - round( $tenths ) ) < 1e-6;
	}

	/**
	 * Whether a repetition count is empty (null, '') or a whole number of 0–MAX_REPS.
	 *
	 * @param mixed $value Value sent.
	 */
	private static function is_valid_reps( $value ): bool {
		if ( null === $value || '' === $value ) {
			return true;
		}
		return self::is_whole( $value ) && (float) $value >= 0 && (float) $value <= self::MAX_REPS;
	}

	/**
	 * Whether a value is a number (a JSON number, or a numeric string as a form sends it).
	 *
	 * @param mixed $value Value.
	 */
	private static function is_number( $value ): bool {
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value );
		}
		return is_string( $value ) && is_numeric( trim( $value ) ) && is_finite( (float) $value );
	}

	/**
	 * Whether a value is a whole number (8, 8.0, '8').
	 *
	 * @param mixed $value Value.
	 */
	private static function is_whole( $value ): bool {
		return self::is_number( $value ) && floor( (float) $value ) === (float) $value;
	}

	/**
	 * A well-formed exercises list from anything (validated input, stored meta, demo data).
	 * Entries that are not objects are dropped; lists are cut at STORED_MAX_EXERCISES exercises
	 * and MAX_SETS sets.
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
			if ( count( $clean ) >= self::STORED_MAX_EXERCISES ) {
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
