/**
 * The catalogue store's reads, as @wordpress/data resolvers: selecting a list or an item reads it
 * from the coach's routes the first time (and again after invalidateResolution: the retry, or a
 * write that changed it). The store keeps the answer or the failure; a screen asks isResolving and
 * the error selector.
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
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
	CatalogueWorkout,
} from './types';

const calls = createCalls();

/**
 * Reads one slot; a failure stays in the store (nothing is thrown at the registry, which would
 * only log it).
 *
 * @param api  The thunk's select and dispatch.
 * @param slot The slot.
 * @param path The route.
 */
function read< T >( api: RemoteThunkApi, slot: string, path: string ) {
	return fetchValue< T >( api, calls, {
		slot,
		// An empty list is an answer too.
		usable: () => true,
		request: () => apiGet< T >( path ),
	} ).then(
		() => undefined,
		() => undefined
	);
}

/** Reads every workout. */
export const getWorkouts =
	() =>
	( api: RemoteThunkApi ): Promise< void > =>
		read< CatalogueWorkout[] >( api, WORKOUTS_SLOT, '/admin/workouts' );

/**
 * Reads one workout.
 *
 * @param id Workout id.
 */
export const getWorkout =
	( id: number ) =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		if ( Number.isInteger( id ) && id > 0 ) {
			await read< CatalogueWorkout >(
				api,
				workoutSlot( id ),
				`/admin/workouts/${ id }`
			);
		}
	};

/** Reads every exercise. */
export const getExercises =
	() =>
	( api: RemoteThunkApi ): Promise< void > =>
		read< CatalogueExercise[] >( api, EXERCISES_SLOT, '/admin/exercises' );

/**
 * Reads one exercise.
 *
 * @param id Exercise id.
 */
export const getExercise =
	( id: number ) =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		if ( Number.isInteger( id ) && id > 0 ) {
			await read< CatalogueExercise >(
				api,
				exerciseSlot( id ),
				`/admin/exercises/${ id }`
			);
		}
	};

/** Reads the members the coach may assign workouts to. */
export const getAssignableMembers =
	() =>
	( api: RemoteThunkApi ): Promise< void > =>
		read< AssignableMember[] >(
			api,
			MEMBERS_SLOT,
			'/admin/workouts/members'
		);
