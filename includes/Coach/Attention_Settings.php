<?php
/**
 * The thresholds of the coach's needs-attention list.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Language;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Stored as the autoloaded option `fitcoach_attention` (five numbers), set by the operator on the
 * 'Coaching' screen in wp-admin (WpAdmin\Coaching_Page), read by Attention on every list:
 *
 * - measurement_days: days without a measurement before a member is listed (whole, 1–60);
 * - session_days: days without a session before a member is listed (whole, 1–90);
 * - energy_drop: how much lower this week's average energy must be than last week's (0.5–9, in
 *   steps of 0.5);
 * - trend_kg_per_week: the weight rate (kg per week) from which a trend away from the goal weight
 *   counts (0–2, one decimal);
 * - plan_missed: planned workouts missed in the last 7 days before a member is listed with
 *   'Schema gemist' (whole, 1–7; added in schema 14, so an option stored before has no value
 *   for it: its default holds until the operator saves the form).
 *
 * The option is added on install, so reading it never costs a query.
 *
 * @phpstan-type Thresholds array{measurement_days: int, session_days: int, energy_drop: float, trend_kg_per_week: float, plan_missed: int}
 */
final class Attention_Settings {

	/** Option name (autoloaded, a few bytes). */
	public const OPTION = 'fitcoach_attention';

	/**
	 * Bounds of each threshold: [lowest, highest, step]. A step of 1 means a whole number.
	 *
	 * @var array<string, array{0: float, 1: float, 2: float}>
	 */
	public const BOUNDS = array(
		'measurement_days'  => array( 1.0, 60.0, 1.0 ),
		'session_days'      => array( 1.0, 90.0, 1.0 ),
		'energy_drop'       => array( 0.5, 9.0, 0.5 ),
		'trend_kg_per_week' => array( 0.0, 2.0, 0.1 ),
		'plan_missed'       => array( 1.0, 7.0, 1.0 ),
	);

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
	}

	/**
	 * Adds the option with the defaults (an existing one is kept).
	 */
	public static function install(): void {
		add_option( self::OPTION, self::defaults(), '', true );
	}

	/**
	 * The defaults.
	 *
	 * @return Thresholds
	 */
	public static function defaults(): array {
		return array(
			'measurement_days'  => 7,
			'session_days'      => 10,
			'energy_drop'       => 2.0,
			'trend_kg_per_week' => 0.1,
			'plan_missed'       => 2,
		);
	}

	/**
	 * The thresholds in force: the stored ones, a missing or broken value replaced by its default.
	 *
	 * @return Thresholds
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$values = self::defaults();
		foreach ( array_keys( $values ) as $key ) {
			if ( array_key_exists( $key, $stored ) ) {
				$valid = self::validate_one( $key, $stored[ $key ] );
				if ( ! is_wp_error( $valid ) ) {
					$values[ $key ] = $valid;
				}
			}
		}
		return self::typed( $values );
	}

	/**
	 * Checks a full set of thresholds as sent (numbers, or numeric text with a point or a comma).
	 *
	 * @param array<mixed> $input Values by key; every key is required.
	 * @return Thresholds|WP_Error The clean thresholds, or a WP_Error (400) with one error per
	 *                             refused field: its code is the field's key, its data
	 *                             {status, field}.
	 */
	public static function validate( array $input ) {
		$clean  = array();
		$errors = new WP_Error();
		foreach ( array_keys( self::BOUNDS ) as $key ) {
			$valid = self::validate_one( $key, $input[ $key ] ?? null );
			if ( is_wp_error( $valid ) ) {
				$errors->add(
					$key,
					$valid->get_error_message(),
					array(
						'status' => 400,
						'field'  => $key,
					)
				);
				continue;
			}
			$clean[ $key ] = $valid;
		}
		if ( $errors->has_errors() ) {
			return $errors;
		}
		return self::typed( $clean );
	}

	/**
	 * Checks and stores a full set of thresholds. Nothing is stored when any value is refused.
	 *
	 * @param array<mixed> $input Values by key.
	 * @return Thresholds|WP_Error The stored thresholds, or the refusal (see validate()).
	 */
	public static function update( array $input ) {
		$clean = self::validate( $input );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		update_option( self::OPTION, $clean, true );
		return $clean;
	}

	/**
	 * One threshold checked: its number, or a WP_Error with the Dutch message of its field.
	 *
	 * @param string $key   Key (one of BOUNDS).
	 * @param mixed  $value Value.
	 * @return int|float|WP_Error
	 */
	public static function validate_one( string $key, $value ) {
		if ( ! isset( self::BOUNDS[ $key ] ) ) {
			/* translators: %s: settings key. */
			return new WP_Error( 'fitcoach_invalid_attention_settings', sprintf( __( 'Onbekende instelling: %s.', 'fitcoach' ), $key ), array( 'status' => 400 ) );
		}
		list( $min, $max, $step ) = self::BOUNDS[ $key ];
		if ( is_string( $value ) ) {
			$value = str_replace( ',', '.', trim( $value ) );
		}
		$number = is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( $value ) ) ? (float) $value : null;
		// A whole multiple of the step, within the bounds (a small margin for binary fractions).
		$steps = null === $number ? 0.0 : ( $number - $min ) / $step;
		if ( null === $number || ! is_finite( $number ) || $number < $min || $number > $max || abs( $steps - round( $steps ) ) > 1e-6 ) {
			return new WP_Error( 'fitcoach_invalid_attention_settings', self::message( $key ), array( 'status' => 400 ) );
		}
		if ( 1.0 === (float) $step ) {
			return (int) round( $number );
		}
		return round( $number, 1 );
	}

	/**
	 * The Dutch message of a refused value.
	 *
	 * @param string $key Key (one of BOUNDS).
	 */
	private static function message( string $key ): string {
		switch ( $key ) {
			case 'measurement_days':
			case 'session_days':
				return sprintf(
					/* translators: 1: fewest days, 2: most days. */
					__( 'Kies een heel aantal dagen van %1$d tot en met %2$d.', 'fitcoach' ),
					(int) self::BOUNDS[ $key ][0],
					(int) self::BOUNDS[ $key ][1]
				);
			case 'plan_missed':
				return sprintf(
					/* translators: 1: fewest workouts, 2: most workouts. */
					__( 'Kies een heel aantal workouts van %1$d tot en met %2$d.', 'fitcoach' ),
					(int) self::BOUNDS[ $key ][0],
					(int) self::BOUNDS[ $key ][1]
				);
			case 'energy_drop':
				return sprintf(
					/* translators: 1: lowest value, 2: highest value, 3: step. */
					__( 'Kies een getal van %1$s tot en met %2$s, in stappen van %3$s.', 'fitcoach' ),
					Language::number( self::BOUNDS[ $key ][0], 1 ),
					Language::number( self::BOUNDS[ $key ][1] ),
					Language::number( self::BOUNDS[ $key ][2], 1 )
				);
		}
		return sprintf(
			/* translators: 1: lowest rate, 2: highest rate (kg per week). */
			__( 'Kies een getal van %1$s tot en met %2$s kg per week, met hoogstens één decimaal.', 'fitcoach' ),
			Language::number( self::BOUNDS[ $key ][0] ),
			Language::number( self::BOUNDS[ $key ][1] )
		);
	}

	/**
	 * Thresholds with their types.
	 *
	 * @param array<string, int|float> $values Valid values by key (every key present).
	 * @return Thresholds
	 */
	private static function typed( array $values ): array {
		return array(
			'measurement_days'  => (int) $values['measurement_days'],
			'session_days'      => (int) $values['session_days'],
			'energy_drop'       => (float) $values['energy_drop'],
			'trend_kg_per_week' => (float) $values['trend_kg_per_week'],
			'plan_missed'       => (int) $values['plan_missed'],
		);
	}
}
