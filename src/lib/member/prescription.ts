/**
 * What the session form shows beside the member's sets (issue 13): the coach's target under each
 * exercise ('3 × 8–12 · 60 kg · rust 90 s') and, beside each set, the same set of the last
 * session that held the exercise ('Vorige: 60 kg × 8'). Numbers in the page's notation.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	ExerciseEntry,
	PreviousSet,
	PreviousSets,
	Prescription,
	Workout,
} from '../../api/types';
import { formatKg, formatNumber } from '../../i18n/format';
import { exerciseId } from './startWorkout';

/** Rest in seconds when the coach prescribed none. */
export const DEFAULT_REST_SECONDS = 90;

/**
 * A whole, positive number, or null.
 *
 * @param value What the server sent.
 */
function positive( value: unknown ): number | null {
	const number = Number( value );
	return null !== value &&
		undefined !== value &&
		Number.isFinite( number ) &&
		number > 0
		? number
		: null;
}

/**
 * The reps of a prescription: '8', '8–12', or '' when none.
 *
 * @param prescription The prescription.
 */
function repsText( prescription: Prescription ): string {
	const min = positive( prescription.reps_min );
	const max = positive( prescription.reps_max );
	if ( null !== min && null !== max && max > min ) {
		return `${ formatNumber( min ) }–${ formatNumber( max ) }`;
	}
	const single = min ?? max;
	return null === single ? '' : formatNumber( single );
}

/**
 * The target of an exercise in one line, its parts joined by ' · ' and those without a value
 * left out: '3 × 8–12 · 60 kg · rust 90 s', '3 × 8 · RPE 8 · rust 60 s'. '' when nothing is
 * prescribed.
 *
 * @param prescription The coach's prescription, or null.
 */
export function prescriptionText(
	prescription: Prescription | null | undefined
): string {
	if ( ! prescription ) {
		return '';
	}
	const parts: string[] = [];
	const sets = positive( prescription.sets );
	const reps = repsText( prescription );
	if ( null !== sets && '' !== reps ) {
		parts.push(
			sprintf(
				/* translators: 1: number of sets, 2: reps or a rep range ('8–12'). */
				__( '%1$s × %2$s', 'fitcoach' ),
				formatNumber( sets ),
				reps
			)
		);
	} else if ( null !== sets ) {
		parts.push(
			sprintf(
				/* translators: %d: number of sets. */
				_n( '%d set', '%d sets', sets, 'fitcoach' ),
				sets
			)
		);
	} else if ( '' !== reps ) {
		parts.push(
			sprintf(
				/* translators: %s: reps or a rep range ('8–12'). */
				__( '%s herhalingen', 'fitcoach' ),
				reps
			)
		);
	}
	const weight = Number( prescription.weight );
	if (
		null !== prescription.weight &&
		undefined !== prescription.weight &&
		Number.isFinite( weight )
	) {
		parts.push( formatKg( weight ) );
	} else if ( null !== positive( prescription.rpe ) ) {
		parts.push(
			sprintf(
				/* translators: %s: rate of perceived exertion, e.g. 8. */
				__( 'RPE %s', 'fitcoach' ),
				formatNumber( Number( prescription.rpe ) )
			)
		);
	}
	const rest = Number( prescription.rest );
	if (
		null !== prescription.rest &&
		undefined !== prescription.rest &&
		Number.isFinite( rest ) &&
		rest >= 0
	) {
		parts.push(
			sprintf(
				/* translators: %s: rest between sets in seconds. */
				__( 'rust %s s', 'fitcoach' ),
				formatNumber( rest, 0, 0 )
			)
		);
	}
	return parts.join( ' · ' );
}

/**
 * The coach's note of a prescription, trimmed ('' when none).
 *
 * @param prescription The prescription, or null.
 */
export function prescriptionNote(
	prescription: Prescription | null | undefined
): string {
	return ( prescription?.note ?? '' ).trim();
}

/**
 * The rest to count down after a set of an exercise: the prescribed rest, else 90 s.
 *
 * @param prescription The prescription, or null.
 */
export function restSeconds(
	prescription: Prescription | null | undefined
): number {
	const rest = Number( prescription?.rest );
	return null !== prescription?.rest &&
		undefined !== prescription?.rest &&
		Number.isFinite( rest ) &&
		rest > 0
		? Math.round( rest )
		: DEFAULT_REST_SECONDS;
}

/**
 * The prescription of each exercise of a session, found in its workout by exercise id: the n-th
 * time an exercise occurs in the session takes the n-th entry of it in the workout (else its
 * first). null for an exercise the workout does not hold, or without a prescription.
 *
 * @param exercises The session's exercises (their ids).
 * @param workout   The workout, or null while it is not known.
 */
export function prescriptionsFor(
	exercises: ReadonlyArray< { id: number } >,
	workout: Pick< Workout, 'exercises' > | null | undefined
): Array< Prescription | null > {
	const entries: ExerciseEntry[] = Array.isArray( workout?.exercises )
		? workout.exercises
		: [];
	const seen = new Map< number, number >();
	return exercises.map( ( exercise ) => {
		const id = Number( exercise.id );
		const occurrence = seen.get( id ) ?? 0;
		seen.set( id, occurrence + 1 );
		if ( ! id ) {
			return null;
		}
		const matching = entries.filter(
			( entry ) => exerciseId( entry ) === id
		);
		const entry = matching[ occurrence ] ?? matching[ 0 ];
		return entry?.prescription ?? null;
	} );
}

/**
 * The previous sets of an exercise, indexed by set position (holes where a set had no entry).
 *
 * @param previous The session's `previous`.
 * @param id       The exercise.
 */
export function previousSetsOf(
	previous: readonly PreviousSets[] | null | undefined,
	id: number
): Array< PreviousSet | undefined > {
	if ( ! Array.isArray( previous ) || ! id ) {
		return [];
	}
	const found = previous.find(
		( item ) => Number( item.exercise_id ) === Number( id )
	);
	const sets: Array< PreviousSet | undefined > = [];
	const given: PreviousSet[] = Array.isArray( found?.sets ) ? found.sets : [];
	given.forEach( ( set ) => {
		const position = Number( set.position );
		if ( Number.isInteger( position ) && position >= 0 ) {
			sets[ position ] = set;
		}
	} );
	return sets;
}

/**
 * 'Vorige: 60 kg × 8' ('Vorige: 60 kg', 'Vorige: 8 herhalingen' with one of both); '' without
 * the set or when it holds nothing.
 *
 * @param set The same set of the last session, or undefined.
 */
export function previousSetText( set: PreviousSet | undefined ): string {
	if ( ! set ) {
		return '';
	}
	const weight =
		null === set.weight || undefined === set.weight
			? null
			: Number( set.weight );
	const reps =
		null === set.reps || undefined === set.reps ? null : Number( set.reps );
	const hasWeight = null !== weight && Number.isFinite( weight );
	const hasReps = null !== reps && Number.isFinite( reps );
	if ( hasWeight && hasReps ) {
		return sprintf(
			/* translators: 1: weight with unit ('60 kg'), 2: reps. */
			__( 'Vorige: %1$s × %2$s', 'fitcoach' ),
			formatKg( weight ),
			formatNumber( reps, 0, 0 )
		);
	}
	if ( hasWeight ) {
		return sprintf(
			/* translators: %s: weight with unit ('60 kg'). */
			__( 'Vorige: %s', 'fitcoach' ),
			formatKg( weight )
		);
	}
	if ( hasReps ) {
		return sprintf(
			/* translators: %d: reps. */
			_n(
				'Vorige: %d herhaling',
				'Vorige: %d herhalingen',
				reps,
				'fitcoach'
			),
			reps
		);
	}
	return '';
}
