/**
 * The catalogue store 'fitcoach/catalogue' and the hooks the coach's workout and exercise
 * screens read it through. A screen selects; the selector's resolver reads what is missing.
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch,
	register,
	useDispatch,
	useSelect,
} from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { registerReset } from '../reset';
import { clearAll } from '../utils/register';
import * as actions from './actions';
import { failedText, STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type {
	AssignableMember,
	CatalogueExercise,
	CatalogueWorkout,
} from './types';

export { STORE_NAME } from './constants';
export { fieldErrors, isConflict } from './actions';
export type {
	AssignableMember,
	CatalogueExercise,
	CatalogueWorkout,
	CatalogueWorkoutExercise,
	ExerciseInput,
	Prescription,
	WorkoutInput,
} from './types';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: { ...actions, clearAll },
	selectors,
	resolvers,
} );
register( store );

// Logging out forgets the catalogue and that it was ever read.
registerReset( () => {
	const actionsOf = dispatch( store );
	actionsOf.clearAll();
	actionsOf.invalidateResolutionForStore();
} );

/** What a screen shows of one read. */
export interface CatalogueView< T > {
	/** The answer, null while it is read (or its read failed). */
	data: T | null;
	/** Why the read failed, null when it did not. */
	error: string | null;
	/** Reads it again (the retry of a failed read). */
	retry: () => void;
}

type Selectors = typeof selectors;
type ReadName =
	| 'getWorkouts'
	| 'getWorkout'
	| 'getExercises'
	| 'getExercise'
	| 'getAssignableMembers';

/**
 * One read of the store: the selector's answer and its failure, read by its resolver when first
 * selected.
 *
 * @param name  The selector.
 * @param error Its error selector.
 * @param args  The selector's arguments.
 */
function useRead< T >(
	name: ReadName,
	error: keyof Selectors,
	args: number[]
): CatalogueView< T > {
	const key = args.join( ',' );
	const value = useSelect(
		( select ) => {
			const catalogue = select( store ) as unknown as Record<
				string,
				( ...values: unknown[] ) => unknown
			> & {
				isResolving: ( selector: string, values: unknown[] ) => boolean;
			};
			return {
				data: ( catalogue[ name ]( ...args ) ?? null ) as T | null,
				failed: catalogue[ error ]( ...args ) as string | null,
				resolving: catalogue.isResolving( name, args ),
			};
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps -- The arguments are in the key.
		[ name, error, key ]
	);
	const { invalidateResolution } = useDispatch( store );
	// Shown anew, it is read again (another coach or wp-admin may have changed it meanwhile);
	// what was read stays on screen until the answer comes.
	useEffect(
		() => () => {
			invalidateResolution( name, args );
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps -- The arguments are in the key.
		[ name, key ]
	);
	return {
		data: value.data,
		error:
			null !== value.failed && ! value.resolving
				? value.failed || failedText()
				: null,
		retry: () => invalidateResolution( name, args ),
	};
}

/** Every workout, by title. */
export const useCatalogueWorkouts = (): CatalogueView< CatalogueWorkout[] > =>
	useRead( 'getWorkouts', 'getWorkoutsError', [] );

/**
 * One workout.
 *
 * @param id Workout id.
 */
export const useCatalogueWorkout = (
	id: number
): CatalogueView< CatalogueWorkout > =>
	useRead( 'getWorkout', 'getWorkoutError', [ id ] );

/** Every exercise, by title. */
export const useCatalogueExercises = (): CatalogueView< CatalogueExercise[] > =>
	useRead( 'getExercises', 'getExercisesError', [] );

/**
 * One exercise.
 *
 * @param id Exercise id.
 */
export const useCatalogueExercise = (
	id: number
): CatalogueView< CatalogueExercise > =>
	useRead( 'getExercise', 'getExerciseError', [ id ] );

/** The members the coach may assign workouts to. */
export const useAssignableMembers = (): CatalogueView< AssignableMember[] > =>
	useRead( 'getAssignableMembers', 'getAssignableMembersError', [] );
