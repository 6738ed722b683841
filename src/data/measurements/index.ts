/**
 * The measurements store 'fitcoach/measurements' and the hooks the screens read it through.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Measurement } from '../../api/types';
import { registerStore } from '../utils/register';
import { emptyValue } from '../utils/remote';
import type { RemoteList, RemoteValue } from '../utils/remote';
import { pending, retryWith } from '../utils/status';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME, MEASUREMENTS_PER_PAGE } from './constants';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...reads },
	selectors,
	resolvers,
	outbox: true,
} );

/** The measurements list: selecting it reads page 1. */
export function useMeasurements(): RemoteList< Measurement > & {
	reload: () => void;
	loadMore: () => void;
} {
	const list = useSelect(
		( select ) => select( store ).getMeasurementsList(),
		[]
	);
	const { fetchMeasurements, loadMoreMeasurements } = useDispatch( store );
	const reload = retryWith( () => fetchMeasurements( 1 ) );
	return { ...list, reload, loadMore: () => void loadMoreMeasurements() };
}

/**
 * One measurement: selecting it reads it.
 *
 * @param id Measurement id, null for a new one (nothing is read).
 */
export function useMeasurement(
	id: number | null
): RemoteValue< Measurement > & { reload: () => void } {
	const value = useSelect(
		( select ) =>
			null === id ? NOTHING : select( store ).getMeasurementState( id ),
		[ id ]
	);
	const { fetchMeasurement } = useDispatch( store );
	const reload = retryWith( () =>
		null === id ? Promise.resolve() : fetchMeasurement( id )
	);
	return { ...( null === id ? value : pending( value ) ), reload };
}

const NOTHING: RemoteValue< Measurement > =
	Object.freeze( emptyValue< Measurement >() );
