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
import { emptyValue } from '../utils/remote';
import { pending, retryWith } from '../utils/status';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME, WORKOUT_NOT_FOUND } from './constants';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...reads },
	selectors,
	resolvers,
} );

/**
 * The workouts list: selecting it reads it (from the store while fresh).
 */
export function useWorkouts(): RemoteValue< Workout[] > & {
	items: Workout[];
	reload: () => void;
} {
	const value = useSelect(
		( select ) => select( store ).getWorkoutsState(),
		[]
	);
	const items = value.data ?? NO_WORKOUTS;
	const { fetchWorkouts } = useDispatch( store );
	const reload = retryWith( () => fetchWorkouts( true ) );
	return { ...value, items, reload };
}

/**
 * One workout: selecting it reads it, unless the screen was handed it (then nothing is selected
 * and nothing read).
 *
 * @param id    Workout id.
 * @param given The workout handed over by the previous screen, else null.
 */
export function useWorkout(
	id: number,
	given: Workout | null
): RemoteValue< Workout > & { reload: () => void } {
	const wanted = ! given && Number.isFinite( id );
	const value = useSelect(
		( select ) =>
			wanted ? select( store ).getWorkoutState( id ) : NOTHING,
		[ id, wanted ]
	);
	const { fetchWorkout } = useDispatch( store );
	const reload = retryWith( () => fetchWorkout( id, true ) );
	return { ...( wanted ? pending( value ) : value ), reload };
}

const NO_WORKOUTS: Workout[] = [];
const NOTHING: RemoteValue< Workout > =
	Object.freeze( emptyValue< Workout >() );
