/**
 * The goal weight as the coach types it: empty clears it; otherwise a number with a decimal comma
 * or point from 30 to 300 kg (the server's bounds), kept to one decimal as the server keeps it.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import {
	GOAL_WEIGHT_MAX,
	GOAL_WEIGHT_MIN,
	INVALID_GOAL_WEIGHT,
} from './constants';

/** What the field holds: a goal (null: none), or text that is no goal weight. */
export type GoalInput = { valid: true; goal: number | null } | { valid: false };

/** The message beside the field when the goal is out of range (the server's own text). */
export function goalWeightMessage(): string {
	return sprintf(
		/* translators: 1: lightest goal weight in kg, 2: heaviest goal weight in kg. */
		__( 'Kies een doelgewicht tussen %1$d en %2$d kg.', 'fitcoach' ),
		GOAL_WEIGHT_MIN,
		GOAL_WEIGHT_MAX
	);
}

/**
 * Reads the field: '' is no goal; '72,5', '72.5' and '80' are goals within 30–300 kg.
 *
 * @param typed The field's text.
 */
export function parseGoalWeight( typed: string ): GoalInput {
	const trimmed = typed.trim();
	if ( '' === trimmed ) {
		return { valid: true, goal: null };
	}
	if ( ! /^\d+(?:[.,]\d+)?$/.test( trimmed ) ) {
		return { valid: false };
	}
	const goal = Math.round( Number( trimmed.replace( ',', '.' ) ) * 10 ) / 10;
	return goal >= GOAL_WEIGHT_MIN && goal <= GOAL_WEIGHT_MAX
		? { valid: true, goal }
		: { valid: false };
}

/**
 * Whether a failed save is the server refusing the value itself (shown beside the field, not as
 * a toast).
 *
 * @param error What the save threw.
 */
export function isGoalRefusal( error: unknown ): error is ApiRequestError {
	return (
		error instanceof ApiRequestError &&
		( INVALID_GOAL_WEIGHT === error.code || 400 === error.status )
	);
}

/**
 * The text beside the field for a refused save: the server's own message for its refusal, else
 * the client's (a WordPress argument error is in English).
 *
 * @param error The refusal.
 */
export function goalRefusalMessage( error: ApiRequestError ): string {
	return INVALID_GOAL_WEIGHT === error.code && error.message
		? error.message
		: goalWeightMessage();
}
