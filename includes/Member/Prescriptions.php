<?php
/**
 * The coach's prescription per exercise of a workout: sets, reps, load, rest and a note.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Stored with the workout, beside its ordered exercise ids: the workout meta
 * `_fitcoach_prescriptions` maps an exercise id to its prescription. An exercise without one has
 * none in the map (the API gives null).
 *
 * A prescription: { sets: int 1–50 | null, reps_min: int 1–1000 | null, reps_max: int 1–1000 |
 * null (reps_min ≤ reps_max; one number is a range of one), weight: kg 0–1000 in steps of 0.1 |
 * null, rpe: 1–10 in steps of 0.5 | null (a weight or an RPE, never both), rest: seconds 0–900 |
 * null, note: plain text ≤ 280 characters ('' for none) }. At least one of them is set.
 *
 * What the coach types in wp-admin is checked by from_form(): a bad value is named per field with
 * a Dutch message, and then nothing of that exercise's prescription is taken.
 */
final class Prescriptions {

	/** Workout meta: exercise id => prescription. */
	public const META = '_fitcoach_prescriptions';

	/** Most sets. */
	public const MAX_SETS = 50;

	/** Most repetitions. */
	public const MAX_REPS = 1000;

	/** Heaviest target weight in kg. */
	public const MAX_WEIGHT = 1000;

	/** Lowest RPE. */
	public const MIN_RPE = 1;

	/** Highest RPE. */
	public const MAX_RPE = 10;

	/** Longest rest in seconds. */
	public const MAX_REST = 900;

	/** Longest note in characters. */
	public const MAX_NOTE = 280;

	/** The fields of a prescription, in the API's order. */
	public const FIELDS = array( 'sets', 'reps_min', 'reps_max', 'weight', 'rpe', 'rest', 'note' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ) );
	}

	/**
	 * Registers the workout meta (protected: only FitCoach's own code writes it).
	 */
	public static function register_meta(): void {
		register_post_meta(
			Post_Types::WORKOUT,
			self::META,
			array(
				'type'              => 'object',
				'single'            => true,
				'show_in_rest'      => false,
				'sanitize_callback' => array( self::class, 'sanitize_map' ),
				'auth_callback'     => '__return_false',
			)
		);
	}

	/**
	 * The prescriptions of a workout by exercise id.
	 *
	 * @param WP_Post $workout Workout.
	 * @return array<int, array{sets: int|null, reps_min: int|null, reps_max: int|null, weight: float|null, rpe: float|null, rest: int|null, note: string}>
	 */
	public static function of_workout( WP_Post $workout ): array {
		return self::sanitize_map( get_post_meta( $workout->ID, self::META, true ) );
	}

	/**
	 * A stored map made well-formed: entries with a positive id and a valid prescription; an
	 * invalid entry is dropped whole.
	 *
	 * @param mixed $value Stored or given map.
	 * @return array<int, array{sets: int|null, reps_min: int|null, reps_max: int|null, weight: float|null, rpe: float|null, rest: int|null, note: string}>
	 */
	public static function sanitize_map( $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$map = array();
		foreach ( $value as $id => $prescription ) {
			if ( ! is_numeric( $id ) || (int) $id <= 0 || ! is_array( $prescription ) ) {
				continue;
			}
			$clean = self::validate( $prescription );
			if ( is_array( $clean['prescription'] ) && array() === $clean['errors'] ) {
				$map[ (int) $id ] = $clean['prescription'];
			}
		}
		return $map;
	}

	/**
	 * Checks a prescription given as typed values (the wp-admin form: strings; reps as '8' or
	 * '8-12', decimals with a comma or a point) or as stored values (numbers, reps_min/reps_max).
	 * Empty fields are null. An error names its field: sets, reps, load (weight and RPE both),
	 * weight, rpe, rest or note.
	 *
	 * @param array<string, mixed> $raw Values.
	 * @return array{prescription: array{sets: int|null, reps_min: int|null, reps_max: int|null, weight: float|null, rpe: float|null, rest: int|null, note: string}|null, errors: array<string, string>}
	 */
	public static function validate( array $raw ): array {
		$errors = array();

		$sets = self::whole( $raw['sets'] ?? null );
		if ( false === $sets || ( null !== $sets && ( $sets < 1 || $sets > self::MAX_SETS ) ) ) {
			/* translators: %d: most sets. */
			$errors['sets'] = sprintf( __( 'Sets: vul een heel getal van 1 tot en met %d in.', 'fitcoach' ), self::MAX_SETS );
			$sets           = null;
		}

		list( $reps_min, $reps_max, $reps_error ) = self::reps( $raw );
		if ( '' !== $reps_error ) {
			$errors['reps'] = $reps_error;
		}

		$weight = self::decimal( $raw['weight'] ?? null );
		if ( false === $weight || ( null !== $weight && ( $weight < 0 || $weight > self::MAX_WEIGHT || ! self::is_step( $weight, 10 ) ) ) ) {
			/* translators: %d: heaviest weight in kg. */
			$errors['weight'] = sprintf( __( 'Gewicht: vul een getal van 0 tot en met %d kg in, in stappen van 0,1.', 'fitcoach' ), self::MAX_WEIGHT );
			$weight           = null;
		}

		$rpe = self::decimal( $raw['rpe'] ?? null );
		if ( false === $rpe || ( null !== $rpe && ( $rpe < self::MIN_RPE || $rpe > self::MAX_RPE || ! self::is_step( $rpe, 2 ) ) ) ) {
			/* translators: 1: lowest RPE, 2: highest RPE. */
			$errors['rpe'] = sprintf( __( 'RPE: vul een getal van %1$d tot en met %2$d in, in stappen van 0,5.', 'fitcoach' ), self::MIN_RPE, self::MAX_RPE );
			$rpe           = null;
		}
		if ( null !== $weight && null !== $rpe ) {
			$errors['load'] = __( 'Vul een gewicht of een RPE in, niet allebei.', 'fitcoach' );
		}

		$rest = self::whole( $raw['rest'] ?? null );
		if ( false === $rest || ( null !== $rest && ( $rest < 0 || $rest > self::MAX_REST ) ) ) {
			/* translators: %d: longest rest in seconds. */
			$errors['rest'] = sprintf( __( 'Rust: vul een heel aantal seconden van 0 tot en met %d in.', 'fitcoach' ), self::MAX_REST );
			$rest           = null;
		}

		$note = $raw['note'] ?? '';
		$note = is_scalar( $note ) ? (string) $note : '';
		$text = Plain_Text::line( $note, PHP_INT_MAX );
		if ( mb_strlen( $text ) > self::MAX_NOTE ) {
			/* translators: %d: longest note in characters. */
			$errors['note'] = sprintf( __( 'Notitie: hoogstens %d tekens.', 'fitcoach' ), self::MAX_NOTE );
			$text           = '';
		}

		$prescription = array(
			'sets'     => $sets,
			'reps_min' => $reps_min,
			'reps_max' => $reps_max,
			'weight'   => null === $weight ? null : round( $weight, 1 ),
			'rpe'      => null === $rpe ? null : round( $rpe, 1 ),
			'rest'     => $rest,
			'note'     => $text,
		);
		$empty        = null === $sets && null === $reps_min && null === $weight && null === $rpe && null === $rest && '' === $text;
		return array(
			'prescription' => array() !== $errors || $empty ? null : $prescription,
			'errors'       => $errors,
		);
	}

	/**
	 * The API shape of an exercise's prescription, or null.
	 *
	 * @param array<int, array<string, mixed>> $map         Prescriptions by exercise id.
	 * @param int                              $exercise_id Exercise.
	 * @return array<string, mixed>|null
	 */
	public static function for_exercise( array $map, int $exercise_id ): ?array {
		return $map[ $exercise_id ] ?? null;
	}

	/**
	 * The sets of an exercise in a first session of the workout (the trainer's defaults): the
	 * prescribed number of sets, each with the target weight (null with an RPE) and reps empty;
	 * one empty set without a prescription. The app builds the same on its side.
	 *
	 * @param array<string, mixed>|null $prescription Prescription.
	 * @return list<array{weight: float|null, reps: null}>
	 */
	public static function first_sets( ?array $prescription ): array {
		$count  = is_array( $prescription ) && is_int( $prescription['sets'] ?? null ) ? $prescription['sets'] : 1;
		$weight = is_array( $prescription ) && is_float( $prescription['weight'] ?? null ) ? $prescription['weight'] : null;
		return array_fill(
			0,
			max( 1, $count ),
			array(
				'weight' => $weight,
				'reps'   => null,
			)
		);
	}

	/**
	 * Reps from '8', '8-12' (also with an en dash or spaces) or from reps_min / reps_max.
	 *
	 * @param array<string, mixed> $raw Values.
	 * @return array{0: int|null, 1: int|null, 2: string} Minimum, maximum and an error ('' for none).
	 */
	private static function reps( array $raw ): array {
		/* translators: %d: most repetitions. */
		$message = sprintf( __( 'Herhalingen: vul een getal of een bereik in, zoals 8 of 8-12 (1 tot en met %d).', 'fitcoach' ), self::MAX_REPS );
		if ( array_key_exists( 'reps', $raw ) ) {
			$typed = is_scalar( $raw['reps'] ) ? trim( (string) $raw['reps'] ) : '';
			if ( '' === $typed ) {
				return array( null, null, '' );
			}
			if ( 1 !== preg_match( '/^(\d{1,7})(?:\s*[-–—]\s*(\d{1,7}))?$/u', $typed, $match ) ) {
				return array( null, null, $message );
			}
			$min = (int) $match[1];
			$max = isset( $match[2] ) ? (int) $match[2] : $min;
		} else {
			$min = self::whole( $raw['reps_min'] ?? null );
			$max = self::whole( $raw['reps_max'] ?? null );
			if ( false === $min || false === $max ) {
				return array( null, null, $message );
			}
			if ( null === $min && null === $max ) {
				return array( null, null, '' );
			}
			$min = $min ?? $max;
			$max = $max ?? $min;
		}
		if ( null === $min || null === $max || $min < 1 || $max > self::MAX_REPS ) {
			return array( null, null, $message );
		}
		if ( $min > $max ) {
			return array( null, null, __( 'Herhalingen: het eerste getal mag niet groter zijn dan het tweede.', 'fitcoach' ) );
		}
		return array( $min, $max, '' );
	}

	/**
	 * A whole number, null when empty, false when it is not one.
	 *
	 * @param mixed $value Value.
	 * @return int|null|false
	 */
	private static function whole( $value ) {
		if ( null === $value || ( is_string( $value ) && '' === trim( $value ) ) ) {
			return null;
		}
		if ( is_int( $value ) ) {
			return $value;
		}
		if ( is_float( $value ) ) {
			return floor( $value ) === $value && abs( $value ) < 1e9 ? (int) $value : false;
		}
		return is_string( $value ) && 1 === preg_match( '/^\s*\d{1,7}\s*$/', $value ) ? (int) $value : false;
	}

	/**
	 * A decimal number (a comma is a decimal point), null when empty, false when it is not one.
	 *
	 * @param mixed $value Value.
	 * @return float|null|false
	 */
	private static function decimal( $value ) {
		if ( null === $value || ( is_string( $value ) && '' === trim( $value ) ) ) {
			return null;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value ) ? (float) $value : false;
		}
		if ( ! is_string( $value ) ) {
			return false;
		}
		$typed = str_replace( ',', '.', trim( $value ) );
		return 1 === preg_match( '/^-?\d{1,7}(?:\.\d{1,6})?$/', $typed ) ? (float) $typed : false;
	}

	/**
	 * Whether a value is a whole multiple of 1 / $per_unit (10: steps of 0.1; 2: steps of 0.5).
	 *
	 * @param float $value    Value.
	 * @param int   $per_unit Steps per unit.
	 */
	private static function is_step( float $value, int $per_unit ): bool {
		$steps = $value * $per_unit;
		return abs( $steps - round( $steps ) ) < 1e-6;
	}
}
