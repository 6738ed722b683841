/**
 * The workouts store's read actions (its selectors' resolvers use them, a retry forces them, the
 * start of a workout calls them), each with the spec's freshness rule (spec §4 Client caching):
 * the workouts list and a workout's details are served from the store for 10 minutes when not
 * empty. A workout's details are found in the list by id (converted to a number); absent gives the
 * error 'Workout not found'.
 */

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api/client';
import type { Workout } from '../../api/types';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { WORKOUT_TTL_MS, WORKOUTS_TTL_MS } from '../utils/freshness';
import { LIST, WORKOUT_NOT_FOUND, workoutSlot } from './constants';

const calls = createCalls();

interface Api extends RemoteThunkApi {
	dispatch: RemoteThunkApi[ 'dispatch' ] & {
		fetchWorkouts: ( force?: boolean ) => Promise< Workout[] >;
	};
}

/**
 * The workouts list.
 *
 * @param force Ignore a fresh list.
 */
export const fetchWorkouts =
	( force = false ) =>
	( api: Api ): Promise< Workout[] > =>
		fetchValue< Workout[] >( api, calls, {
			slot: LIST,
			ttl: WORKOUTS_TTL_MS,
			force,
			warm: true,
			request: ( get ) =>
				get< Workout[] >( '/workouts' ).then( ( items ) =>
					Array.isArray( items ) ? items : []
				),
		} );

/**
 * One workout, found in the workouts list.
 *
 * @param id    Workout id (a route parameter is converted to a number).
 * @param force Ignore fresh details and a fresh list.
 * @throws Error 'Workout not found' when the list does not hold it.
 */
export const fetchWorkout =
	( id: number | string, force = false ) =>
	( api: Api ): Promise< Workout > => {
		const workoutId = Number( id );
		return fetchValue< Workout >( api, calls, {
			slot: workoutSlot( workoutId ),
			ttl: WORKOUT_TTL_MS,
			force,
			describe: ( error ) =>
				error instanceof Error && WORKOUT_NOT_FOUND === error.message
					? WORKOUT_NOT_FOUND
					: errorMessage( error, '' ),
			request: async () => {
				const list = await api.dispatch.fetchWorkouts( force );
				const found = list.find(
					( workout ) => Number( workout.id ) === workoutId
				);
				if ( ! found ) {
					throw new Error( WORKOUT_NOT_FOUND );
				}
				return found;
			},
		} );
	};
