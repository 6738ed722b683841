/**
 * The workouts store's resolvers: selecting the list or a workout reads it (utils/resolve.ts),
 * from the store while fresh (10 minutes, spec §4).
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import { LIST, workoutSlot } from './constants';
import { fetchWorkout, fetchWorkouts } from './reads';

/**
 * The workouts list with its loading state (getWorkouts, the items alone, has no resolver of its
 * own: a second resolution of the same slot would read an empty list twice).
 */
export const getWorkoutsState = slotResolver(
	'getWorkoutsState',
	() => LIST,
	() => fetchWorkouts()
);

/** One workout's details, found in the list (an id that is not a number reads nothing). */
export const getWorkoutState = slotResolver(
	'getWorkoutState',
	( id: number | string ) =>
		Number.isFinite( Number( id ) ) ? workoutSlot( Number( id ) ) : null,
	( id: number | string ) => fetchWorkout( id )
);
