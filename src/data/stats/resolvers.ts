/**
 * The stats store's resolvers: selecting Home's figures reads them (utils/resolve.ts).
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import { PROGRESS, trendSlot, VOLUME } from './constants';
import { fetchProgress, fetchWeightTrend, fetchWeightVolume } from './reads';

/** The week's progress cards. */
export const getProgress = slotResolver(
	'getProgress',
	() => PROGRESS,
	() => fetchProgress()
);

/** The weights of the last days. */
export const getWeightTrend = slotResolver(
	'getWeightTrend',
	( days: number ) => trendSlot( days ),
	( days: number ) => fetchWeightTrend( days )
);

/** The weight moved per session. */
export const getWeightVolume = slotResolver(
	'getWeightVolume',
	() => VOLUME,
	() => fetchWeightVolume()
);
