/**
 * The stats store's read actions (its selectors' resolvers use them, a retry calls them). The
 * figures change with every measurement and session, so they are read each time Home is shown;
 * the last answer is shown meanwhile.
 */

/**
 * Internal dependencies
 */
import type { StatCard, WeightTrend, WeightVolumeEntry } from '../../api/types';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { PROGRESS, trendSlot, VOLUME } from './constants';

const calls = createCalls();

export const fetchProgress =
	() =>
	( api: RemoteThunkApi ): Promise< StatCard[] > =>
		fetchValue< StatCard[] >( api, calls, {
			slot: PROGRESS,
			warm: true,
			request: ( get ) => get< StatCard[] >( '/stats/progress' ),
		} );

/**
 * The weights of the last days.
 *
 * @param days How many days.
 */
export const fetchWeightTrend =
	( days: number ) =>
	( api: RemoteThunkApi ): Promise< WeightTrend > =>
		fetchValue< WeightTrend >( api, calls, {
			slot: trendSlot( days ),
			warm: true,
			request: ( get ) =>
				get< WeightTrend >( '/stats/weight-trend', { days } ),
		} );

export const fetchWeightVolume =
	() =>
	( api: RemoteThunkApi ): Promise< WeightVolumeEntry[] > =>
		fetchValue< WeightVolumeEntry[] >( api, calls, {
			slot: VOLUME,
			warm: true,
			request: ( get ) =>
				get< WeightVolumeEntry[] >( '/stats/weight-volume' ),
		} );
