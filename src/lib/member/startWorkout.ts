/**
 * The pure steps of starting a workout (spec §4, Starting a workout, steps 3 and 4; issue 13: the
 * first session of a workout is prefilled from the coach's prescription).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	ExerciseEntry,
	SessionExercise,
	Workout,
	WorkoutSession,
	WorkoutSet,
} from '../../api/types';
import { MAX_SETS, emptySet } from './sets';

/**
 * The number of the new session: the workout's session count plus 1; when the count is not
 * known, the number of that workout's sessions in the first cached page plus 1; else 1.
 *
 * @param workoutId      The workout.
 * @param count          The session count from the server, or null when that call failed.
 * @param cachedSessions The first page of sessions, or null when it is not available.
 */
export function nextSessionNumber(
	workoutId: number,
	count: number | null | undefined,
	cachedSessions: readonly WorkoutSession[] | null | undefined
): number {
	if ( 'number' === typeof count && Number.isFinite( count ) && count >= 0 ) {
		return Math.floor( count ) + 1;
	}
	if ( Array.isArray( cachedSessions ) ) {
		return (
			cachedSessions.filter(
				( session ) =>
					Number( session.workout?.id ) === Number( workoutId )
			).length + 1
		);
	}
	return 1;
}

/**
 * The title of the new session: 'Sessie {n}'.
 *
 * @param number The session number.
 */
export function sessionTitle( number: number ): string {
	/* translators: %d: the number of the session of this workout. */
	return sprintf( __( 'Sessie %d', 'fitcoach' ), number );
}

/**
 * The id of an exercise of a workout: the exercise post's ID, else the entry's id.
 *
 * @param entry The workout's exercise entry.
 */
export function exerciseId( entry: ExerciseEntry ): number {
	return Number( entry.exercise?.ID ?? entry.id );
}

/**
 * The title of an exercise of a workout: the exercise post's title, else the entry's title.
 *
 * @param entry The workout's exercise entry.
 */
export function exerciseTitle( entry: ExerciseEntry ): string {
	return entry.exercise?.post_title || entry.title || '';
}

/**
 * The sets of an exercise in the first session of a workout (the trainer's defaults): the
 * prescribed number of sets (1 when not prescribed, at most MAX_SETS), each with the target
 * weight and empty reps; without a prescription one empty set.
 *
 * @param entry The workout's exercise entry.
 */
export function prescribedSets( entry: ExerciseEntry ): WorkoutSet[] {
	const prescription = entry.prescription;
	if ( ! prescription ) {
		return [ emptySet() ];
	}
	const wanted = Math.floor( Number( prescription.sets ?? 1 ) );
	const count = Number.isFinite( wanted )
		? Math.min( Math.max( wanted, 1 ), MAX_SETS )
		: 1;
	const weight = Number( prescription.weight );
	return Array.from( { length: count }, () => ( {
		weight:
			null === prescription.weight ||
			undefined === prescription.weight ||
			! Number.isFinite( weight )
				? null
				: weight,
		reps: null,
	} ) );
}

/**
 * The exercises of the new session: those of the previous session with their sets copied,
 * or (no previous session: the trainer's defaults) the workout's exercises with their
 * prescribed sets (prescribedSets()).
 *
 * @param workout  The workout.
 * @param previous Her previous session of this workout, or null.
 */
export function prefillExercises(
	workout: Pick< Workout, 'exercises' >,
	previous: Pick< WorkoutSession, 'exercises' > | null | undefined
): SessionExercise[] {
	if (
		previous &&
		Array.isArray( previous.exercises ) &&
		previous.exercises.length > 0
	) {
		return previous.exercises.map( ( exercise ) => ( {
			id: exercise.id,
			title: exercise.title,
			sets:
				exercise.sets.length > 0
					? exercise.sets.map( ( set ) => ( {
							weight: set.weight,
							reps: set.reps,
						} ) )
					: [ emptySet() ],
		} ) );
	}
	return ( workout.exercises ?? [] ).map( ( entry ) => ( {
		id: exerciseId( entry ),
		title: exerciseTitle( entry ),
		sets: prescribedSets( entry ),
	} ) );
}
