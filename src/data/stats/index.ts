/**
 * The stats store 'fitcoach/stats' and the hooks Home reads it through.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { StatCard, WeightTrend, WeightVolumeEntry } from '../../api/types';
import { registerStore } from '../utils/register';
import type { RemoteValue } from '../utils/remote';
import { pending, useFetch } from '../utils/use-fetch';
import { STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME } from './constants';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: resolvers,
	selectors,
	outbox: true,
} );

type Read< T > = RemoteValue< T > & { reload: () => void };

/** The week's progress cards, read when Home opens. */
export function useProgress(): Read< StatCard[] > {
	const value = useSelect( ( select ) => select( store ).getProgress(), [] );
	const { fetchProgress } = useDispatch( store );
	return { ...pending( value ), reload: useFetch( () => fetchProgress() ) };
}

/**
 * The weights of the last days, read when the chart mounts.
 *
 * @param days How many days.
 */
export function useWeightTrend( days: number ): Read< WeightTrend > {
	const value = useSelect(
		( select ) => select( store ).getWeightTrend( days ),
		[ days ]
	);
	const { fetchWeightTrend } = useDispatch( store );
	return {
		...pending( value ),
		reload: useFetch( () => fetchWeightTrend( days ), days ),
	};
}

/** The weight moved per session, read when the chart mounts. */
export function useWeightVolume(): Read< WeightVolumeEntry[] > {
	const value = useSelect(
		( select ) => select( store ).getWeightVolume(),
		[]
	);
	const { fetchWeightVolume } = useDispatch( store );
	return {
		...pending( value ),
		reload: useFetch( () => fetchWeightVolume() ),
	};
}
