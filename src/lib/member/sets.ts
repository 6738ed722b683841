/**
 * Set rules of the session form (spec §4, Session form) and its bounds (issue 13, the server's
 * too): a set's weight 0–1000 kg in steps of 0.1 (a Dutch comma accepted), reps a whole number
 * 0–1000, at most 50 sets per exercise and 30 exercises per session. Errors are keyed by the
 * server's paths ('exercises[0].sets[1].weight'), so a refusal of the server lands on the same
 * fields as the form's own check.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import type { WorkoutSet } from '../../api/types';
import { formatNumber } from '../../i18n/format';

/** The heaviest weight of a set, in kg. */
export const MAX_SET_WEIGHT = 1000;

/** The most reps of a set. */
export const MAX_REPS = 1000;

/** The most sets of one exercise. */
export const MAX_SETS = 50;

/** The most exercises of one session. */
export const MAX_EXERCISES = 30;

/** A new, empty set. */
export function emptySet(): WorkoutSet {
	return { weight: null, reps: null };
}

/**
 * Adds a set that copies the previous set's weight and leaves the reps empty.
 *
 * @param sets The sets of one exercise.
 * @return A new list with the set appended.
 */
export function addSet( sets: readonly WorkoutSet[] ): WorkoutSet[] {
	const previous = sets[ sets.length - 1 ];
	return [
		...sets,
		{ weight: previous ? previous.weight : null, reps: null },
	];
}

/**
 * Whether a set may be removed: only while more than one remains.
 *
 * @param sets The sets of one exercise.
 */
export function canRemoveSet( sets: readonly unknown[] ): boolean {
	return sets.length > 1;
}

/**
 * Removes the set at an index, unless it is the last one left.
 *
 * @param sets  The sets of one exercise.
 * @param index The set to remove.
 * @return A new list (the same sets when removing is not allowed).
 */
export function removeSet< S >( sets: readonly S[], index: number ): S[] {
	if ( ! canRemoveSet( sets ) || index < 0 || index >= sets.length ) {
		return [ ...sets ];
	}
	return sets.filter( ( _set, i ) => i !== index );
}

/**
 * Parses what was typed in a weight or reps field: empty → null, a Dutch comma is accepted.
 *
 * @param value The field's text.
 * @return The number, or null.
 */
export function parseSetNumber( value: string ): number | null {
	const trimmed = value.trim().replace( ',', '.' );
	if ( '' === trimmed ) {
		return null;
	}
	const number = Number( trimmed );
	return Number.isFinite( number ) ? number : null;
}

/**
 * Total weight moved in a list of sets (weight × reps, empty counts as 0).
 *
 * @param sets The sets.
 */
export function setsVolume( sets: readonly WorkoutSet[] ): number {
	return sets.reduce(
		( sum, set ) => sum + ( set.weight ?? 0 ) * ( set.reps ?? 0 ),
		0
	);
}

/** A set as the form holds it: the text of its two fields. */
export interface FormSet {
	weight: string;
	reps: string;
}

/**
 * Adds a set to the form: the previous set's weight, empty reps.
 *
 * @param sets The form's sets of one exercise.
 * @return A new list with the set appended.
 */
export function addFormSet( sets: readonly FormSet[] ): FormSet[] {
	const previous = sets[ sets.length - 1 ];
	return [ ...sets, { weight: previous ? previous.weight : '', reps: '' } ];
}

/**
 * The form's text of a set.
 *
 * @param set A set from the server.
 */
export function toFormSet( set: WorkoutSet ): FormSet {
	const known = ( value: number | null | undefined ): value is number =>
		null !== value &&
		undefined !== value &&
		Number.isFinite( Number( value ) );
	return {
		// In the page's notation ('62,5' in Dutch), as the member types it.
		weight: known( set.weight )
			? formatNumber( Number( set.weight ), 0, 3 )
			: '',
		reps: known( set.reps ) ? String( set.reps ) : '',
	};
}

/**
 * A set to send from the form's text (empty → null).
 *
 * @param set The form's set.
 */
export function fromFormSet( set: FormSet ): WorkoutSet {
	const reps = parseSetNumber( set.reps );
	return {
		weight: parseSetNumber( set.weight ),
		reps: null === reps ? null : Math.round( reps ),
	};
}

/** The errors of the session form by path: 'exercises[i].sets[j].weight' → Dutch message. */
export type SessionErrors = Record< string, string >;

/**
 * The path of a set's field, as the server names it.
 *
 * @param exercise The exercise's index.
 * @param set      The set's index.
 * @param field    weight or reps.
 */
export function setFieldPath(
	exercise: number,
	set: number,
	field: keyof FormSet
): string {
	return `exercises[${ exercise }].sets[${ set }].${ field }`;
}

/**
 * The path of an exercise's own errors (too many sets, an invalid exercise).
 *
 * @param exercise The exercise's index.
 */
export function exercisePath( exercise: number ): string {
	return `exercises[${ exercise }]`;
}

/** The path of the session's own exercise errors (too many exercises). */
export const EXERCISES_PATH = 'exercises';

/** The path of the notes. */
export const CONTENT_PATH = 'content';

/** The message beside a weight outside 0–1000 kg or not in steps of 0.1. */
export function setWeightMessage(): string {
	return sprintf(
		/* translators: %s: the heaviest weight, 1000. */
		__(
			'Vul een gewicht van 0 tot en met %s kg in, in stappen van 0,1.',
			'fitcoach'
		),
		formatNumber( MAX_SET_WEIGHT )
	);
}

/** The message beside reps that are no whole number from 0 to 1000. */
export function setRepsMessage(): string {
	return sprintf(
		/* translators: %s: the most reps, 1000. */
		__(
			'Vul een heel aantal herhalingen van 0 tot en met %s in.',
			'fitcoach'
		),
		formatNumber( MAX_REPS )
	);
}

/** The message under an exercise with more than 50 sets. */
export function tooManySetsMessage(): string {
	return sprintf(
		/* translators: %d: the most sets of an exercise, 50. */
		__( 'Een oefening heeft hoogstens %d sets.', 'fitcoach' ),
		MAX_SETS
	);
}

/** The message of a session with more than 30 exercises. */
export function tooManyExercisesMessage(): string {
	return sprintf(
		/* translators: %d: the most exercises of a session, 30. */
		__( 'Een sessie heeft hoogstens %d oefeningen.', 'fitcoach' ),
		MAX_EXERCISES
	);
}

/**
 * Whether a number is a multiple of 0.1 (within float noise).
 *
 * @param value The number.
 */
function isTenth( value: number ): boolean {
	return Math.abs( Math.round( value * 10 ) - value * 10 ) < 1e-6;
}

/**
 * The error of a weight field, or null when it may be sent (empty is allowed: no weight).
 *
 * @param text The field's text.
 */
export function setWeightError( text: string ): string | null {
	const trimmed = text.trim();
	if ( '' === trimmed ) {
		return null;
	}
	if ( ! /^\d+(?:[.,]\d+)?$/.test( trimmed ) ) {
		return setWeightMessage();
	}
	const weight = Number( trimmed.replace( ',', '.' ) );
	return weight <= MAX_SET_WEIGHT && isTenth( weight )
		? null
		: setWeightMessage();
}

/**
 * The error of a reps field, or null when it may be sent (empty is allowed: no reps).
 *
 * @param text The field's text.
 */
export function setRepsError( text: string ): string | null {
	const trimmed = text.trim();
	if ( '' === trimmed ) {
		return null;
	}
	return /^\d+$/.test( trimmed ) && Number( trimmed ) <= MAX_REPS
		? null
		: setRepsMessage();
}

/**
 * The errors of the session form; empty when it may be sent.
 *
 * @param exercises The form's exercises with their sets.
 */
export function sessionFormErrors(
	exercises: ReadonlyArray< { sets: readonly FormSet[] } >
): SessionErrors {
	const errors: SessionErrors = {};
	if ( exercises.length > MAX_EXERCISES ) {
		errors[ EXERCISES_PATH ] = tooManyExercisesMessage();
	}
	exercises.forEach( ( exercise, i ) => {
		if ( exercise.sets.length > MAX_SETS ) {
			errors[ exercisePath( i ) ] = tooManySetsMessage();
		}
		exercise.sets.forEach( ( set, j ) => {
			const weight = setWeightError( set.weight );
			if ( weight ) {
				errors[ setFieldPath( i, j, 'weight' ) ] = weight;
			}
			const reps = setRepsError( set.reps );
			if ( reps ) {
				errors[ setFieldPath( i, j, 'reps' ) ] = reps;
			}
		} );
	} );
	return errors;
}

/**
 * The field errors of a save the server refused with 400, from the paths in data.params: a set's
 * weight or reps lands on its field; anything else about an exercise under that exercise
 * ('exercises[2].sets', 'exercises[2].title'); the notes on the notes. The server's own message
 * is shown, else the form's.
 *
 * @param error What the save failed with.
 * @return The errors; empty for any other failure.
 */
export function serverSessionErrors( error: unknown ): SessionErrors {
	if ( ! ( error instanceof ApiRequestError ) || 400 !== error.status ) {
		return {};
	}
	const params = ( error.data as { params?: unknown } | null )?.params;
	if ( ! params || 'object' !== typeof params ) {
		return {};
	}
	const errors: SessionErrors = {};
	Object.entries( params as Record< string, unknown > ).forEach(
		( [ path, value ] ) => {
			const given =
				'string' === typeof value && '' !== value.trim()
					? value.trim()
					: null;
			const field =
				/^exercises\[(\d+)\]\.sets\[(\d+)\]\.(weight|reps)$/.exec(
					path
				);
			if ( field ) {
				errors[ path ] =
					given ??
					( 'weight' === field[ 3 ]
						? setWeightMessage()
						: setRepsMessage() );
				return;
			}
			const exercise = /^exercises\[(\d+)\]/.exec( path );
			if ( exercise ) {
				const key = exercisePath( Number( exercise[ 1 ] ) );
				errors[ key ] = errors[ key ] ?? given ?? error.message;
				return;
			}
			if ( EXERCISES_PATH === path || CONTENT_PATH === path ) {
				errors[ path ] = given ?? error.message;
			}
		}
	);
	return errors;
}
