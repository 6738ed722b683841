<?php
/**
 * The goal weight a coach sets for a member.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Stored as user meta `fitcoach_goal_weight` (kg with one decimal, as text). Only a coach sets it
 * (REST\Progress_Controller); the needs-attention list compares the member's weight trend with it.
 */
final class Goal_Weight {

	/** User meta key. */
	public const META = 'fitcoach_goal_weight';

	/** Lightest goal weight in kg. */
	public const MIN = 30;

	/** Heaviest goal weight in kg. */
	public const MAX = 300;

	/** Error code of a goal weight out of range or not a number. */
	public const INVALID = 'fitcoach_invalid_goal_weight';

	/**
	 * The member's goal weight in kg, or null when none is set.
	 *
	 * @param int $member_id Member.
	 */
	public static function get( int $member_id ): ?float {
		$stored = get_user_meta( $member_id, self::META, true );
		return is_numeric( $stored ) ? round( (float) $stored, 1 ) : null;
	}

	/**
	 * A goal weight as sent, checked: a number from MIN to MAX kg (rounded to 0.1), or null to
	 * remove it. A WP_Error (400) otherwise.
	 *
	 * @param mixed $value Value sent (number, numeric text with a point or a comma, null or '').
	 * @return float|null|WP_Error
	 */
	public static function parse( $value ) {
		if ( null === $value || '' === $value ) {
			return null;
		}
		if ( is_string( $value ) ) {
			$value = str_replace( ',', '.', trim( $value ) );
		}
		if ( ( ! is_int( $value ) && ! is_float( $value ) && ! ( is_string( $value ) && is_numeric( $value ) ) ) ) {
			return self::invalid();
		}
		$kg = round( (float) $value, 1 );
		if ( ! is_finite( $kg ) || $kg < self::MIN || $kg > self::MAX ) {
			return self::invalid();
		}
		return $kg;
	}

	/**
	 * Sets (or with null removes) the member's goal weight. The value must come from parse().
	 *
	 * @param int        $member_id Member.
	 * @param float|null $kg        Goal weight in kg, or null.
	 */
	public static function set( int $member_id, ?float $kg ): void {
		if ( null === $kg ) {
			delete_user_meta( $member_id, self::META );
			return;
		}
		update_user_meta( $member_id, self::META, number_format( $kg, 1, '.', '' ) );
	}

	/**
	 * The refusal of a goal weight out of range.
	 */
	public static function invalid(): WP_Error {
		return new WP_Error(
			self::INVALID,
			sprintf(
				/* translators: 1: lightest goal weight in kg, 2: heaviest goal weight in kg. */
				__( 'Kies een doelgewicht tussen %1$d en %2$d kg.', 'fitcoach' ),
				self::MIN,
				self::MAX
			),
			array( 'status' => 400 )
		);
	}
}
