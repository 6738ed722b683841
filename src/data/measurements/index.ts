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
import type { RemoteList, RemoteValue } from '../utils/remote';
import { pending, useFetch } from '../utils/use-fetch';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME, MEASUREMENTS_PER_PAGE } from './constants';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...resolvers },
	selectors,
	outbox: true,
} );

/** The measurements list, page 1 read on mount. */
export function useMeasurements(): RemoteList< Measurement > & {
	reload: () => void;
	loadMore: () => void;
} {
	const list = useSelect(
		( select ) => select( store ).getMeasurementsList(),
		[]
	);
	const { fetchMeasurements, loadMoreMeasurements } = useDispatch( store );
	const reload = useFetch( () => fetchMeasurements( 1 ) );
	return { ...list, reload, loadMore: () => void loadMoreMeasurements() };
}

/**
 * One measurement, read when its form opens.
 *
 * @param id Measurement id, null for a new one (nothing is read).
 */
export function useMeasurement(
	id: number | null
): RemoteValue< Measurement > & { reload: () => void } {
	const value = useSelect(
		( select ) => select( store ).getMeasurementState( id ?? 0 ),
		[ id ]
	);
	const { fetchMeasurement } = useDispatch( store );
	const reload = useFetch(
		null === id ? null : () => fetchMeasurement( id ),
		id
	);
	return { ...( null === id ? value : pending( value ) ), reload };
}
