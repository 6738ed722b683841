/**
 * Internal dependencies
 */
import type { StatCard, WeightTrend, WeightVolumeEntry } from '../../api/types';
import { selectValue } from '../utils/remote';
import type { RemoteState, RemoteValue } from '../utils/remote';
import { PROGRESS, trendSlot, VOLUME } from './constants';
import type { StatsState } from './types';

export const getRemoteState = ( state: StatsState ): RemoteState =>
	state.remote;

export const getProgress = ( state: StatsState ): RemoteValue< StatCard[] > =>
	selectValue< StatCard[] >( state.remote, PROGRESS );

export const getWeightTrend = (
	state: StatsState,
	days: number
): RemoteValue< WeightTrend > =>
	selectValue< WeightTrend >( state.remote, trendSlot( days ) );

export const getWeightVolume = (
	state: StatsState
): RemoteValue< WeightVolumeEntry[] > =>
	selectValue< WeightVolumeEntry[] >( state.remote, VOLUME );
