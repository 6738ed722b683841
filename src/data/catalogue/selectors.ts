/**
 * Internal dependencies
 */
import { selectValue } from '../utils/remote';
import type { RemoteState } from '../utils/remote';
import {
	EXERCISES_SLOT,
	MEMBERS_SLOT,
	WORKOUTS_SLOT,
	exerciseSlot,
	workoutSlot,
} from './constants';
import type {
	AssignableMember,
	CatalogueExercise,
	CatalogueState,
	CatalogueWorkout,
} from './types';

export const getRemoteState = ( state: CatalogueState ): RemoteState =>
	state.remote;

/**
 * Every workout (read by its resolver when first selected), null while not read.
 *
 * @param state Store state.
 */
export const getWorkouts = (
	state: CatalogueState
): CatalogueWorkout[] | null =>
	selectValue< CatalogueWorkout[] >( state.remote, WORKOUTS_SLOT ).data;

/**
 * The message of a failed read of the workouts, null when it did not fail.
 *
 * @param state Store state.
 */
export const getWorkoutsError = ( state: CatalogueState ): string | null =>
	selectValue( state.remote, WORKOUTS_SLOT ).error;

/**
 * One workout, null while not read.
 *
 * @param state Store state.
 * @param id    Workout id.
 */
export const getWorkout = (
	state: CatalogueState,
	id: number
): CatalogueWorkout | null =>
	selectValue< CatalogueWorkout >( state.remote, workoutSlot( id ) ).data;

/**
 * The message of a failed read of one workout, null when it did not fail.
 *
 * @param state Store state.
 * @param id    Workout id.
 */
export const getWorkoutError = (
	state: CatalogueState,
	id: number
): string | null => selectValue( state.remote, workoutSlot( id ) ).error;

/**
 * Every exercise, null while not read.
 *
 * @param state Store state.
 */
export const getExercises = (
	state: CatalogueState
): CatalogueExercise[] | null =>
	selectValue< CatalogueExercise[] >( state.remote, EXERCISES_SLOT ).data;

/**
 * The message of a failed read of the exercises, null when it did not fail.
 *
 * @param state Store state.
 */
export const getExercisesError = ( state: CatalogueState ): string | null =>
	selectValue( state.remote, EXERCISES_SLOT ).error;

/**
 * One exercise, null while not read.
 *
 * @param state Store state.
 * @param id    Exercise id.
 */
export const getExercise = (
	state: CatalogueState,
	id: number
): CatalogueExercise | null =>
	selectValue< CatalogueExercise >( state.remote, exerciseSlot( id ) ).data;

/**
 * The message of a failed read of one exercise, null when it did not fail.
 *
 * @param state Store state.
 * @param id    Exercise id.
 */
export const getExerciseError = (
	state: CatalogueState,
	id: number
): string | null => selectValue( state.remote, exerciseSlot( id ) ).error;

/**
 * The members the coach may assign workouts to, null while not read.
 *
 * @param state Store state.
 */
export const getAssignableMembers = (
	state: CatalogueState
): AssignableMember[] | null =>
	selectValue< AssignableMember[] >( state.remote, MEMBERS_SLOT ).data;

/**
 * The message of a failed read of the members, null when it did not fail.
 *
 * @param state Store state.
 */
export const getAssignableMembersError = (
	state: CatalogueState
): string | null => selectValue( state.remote, MEMBERS_SLOT ).error;
