/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import { selectValue } from '../utils/remote';
import type { RemoteState, RemoteValue } from '../utils/remote';
import { LIST, workoutSlot } from './constants';
import type { WorkoutsState } from './types';

export const getRemoteState = ( state: WorkoutsState ): RemoteState =>
	state.remote;

/**
 * The workouts list with its loading state.
 *
 * @param state Store state.
 */
export const getWorkoutsState = (
	state: WorkoutsState
): RemoteValue< Workout[] > => selectValue< Workout[] >( state.remote, LIST );

/**
 * The workouts (empty until loaded).
 *
 * @param state Store state.
 */
export const getWorkouts = ( state: WorkoutsState ): Workout[] =>
	getWorkoutsState( state ).data ?? EMPTY;

/**
 * One workout's details with their loading state.
 *
 * @param state Store state.
 * @param id    Workout id (a route parameter is converted to a number).
 */
export const getWorkoutState = (
	state: WorkoutsState,
	id: number | string
): RemoteValue< Workout > =>
	selectValue< Workout >( state.remote, workoutSlot( Number( id ) ) );

export const isStarting = ( state: WorkoutsState ): boolean => state.starting;

const EMPTY: Workout[] = [];
