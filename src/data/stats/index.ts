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
import { pending, retryWith } from '../utils/status';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME } from './constants';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: reads,
	selectors,
	resolvers,
	outbox: true,
} );

type Read< T > = RemoteValue< T > & { reload: () => void };

/** The week's progress cards: selecting them reads them. */
export function useProgress(): Read< StatCard[] > {
	const value = useSelect( ( select ) => select( store ).getProgress(), [] );
	const { fetchProgress } = useDispatch( store );
	return { ...pending( value ), reload: retryWith( () => fetchProgress() ) };
}

/**
 * The weights of the last days: selecting them reads them.
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
		reload: retryWith( () => fetchWeightTrend( days ) ),
	};
}

/** The weight moved per session: selecting it reads it. */
export function useWeightVolume(): Read< WeightVolumeEntry[] > {
	const value = useSelect(
		( select ) => select( store ).getWeightVolume(),
		[]
	);
	const { fetchWeightVolume } = useDispatch( store );
	return {
		...pending( value ),
		reload: retryWith( () => fetchWeightVolume() ),
	};
}
