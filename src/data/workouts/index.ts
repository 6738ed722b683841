/**
 * The workouts store 'fitcoach/workouts' (a folder per resource, in the shape of WooCommerce's
 * packages/js/data) and the hooks the screens read it through.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import { registerStore } from '../utils/register';
import type { RemoteValue } from '../utils/remote';
import { pending, useFetch } from '../utils/use-fetch';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME, WORKOUT_NOT_FOUND } from './constants';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...resolvers },
	selectors,
} );

/**
 * The workouts list, asked for on mount (from the store while fresh).
 */
export function useWorkouts(): RemoteValue< Workout[] > & {
	items: Workout[];
	reload: () => void;
} {
	const value = useSelect(
		( select ) => select( store ).getWorkoutsState(),
		[]
	);
	const items = useSelect( ( select ) => select( store ).getWorkouts(), [] );
	const { fetchWorkouts } = useDispatch( store );
	const reload = useFetch( ( force ) => fetchWorkouts( force ) );
	return { ...value, items, reload };
}

/**
 * One workout, asked for on mount unless the screen was handed it.
 *
 * @param id    Workout id.
 * @param given The workout handed over by the previous screen, else null.
 */
export function useWorkout(
	id: number,
	given: Workout | null
): RemoteValue< Workout > & { reload: () => void } {
	const value = useSelect(
		( select ) => select( store ).getWorkoutState( id ),
		[ id ]
	);
	const { fetchWorkout } = useDispatch( store );
	const reload = useFetch(
		given || ! Number.isFinite( id )
			? null
			: ( force ) => fetchWorkout( id, force ),
		id
	);
	return {
		...( given || ! Number.isFinite( id ) ? value : pending( value ) ),
		reload,
	};
}
