/**
 * Set rules of the session form (spec §4, Session form).
 */

/**
 * Internal dependencies
 */
import type { WorkoutSet } from '../../api/types';

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
	const text = ( value: number | null | undefined ) =>
		null === value || undefined === value || Number.isNaN( Number( value ) )
			? ''
			: String( value );
	return { weight: text( set.weight ), reps: text( set.reps ) };
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
