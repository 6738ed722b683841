/**
 * Internal dependencies
 */
import type { Measurement } from '../../api/types';
import { selectList, selectValue } from '../utils/remote';
import type { RemoteList, RemoteState, RemoteValue } from '../utils/remote';
import { LIST, measurementSlot } from './constants';
import type { MeasurementsState } from './types';

export const getRemoteState = ( state: MeasurementsState ): RemoteState =>
	state.remote;

/**
 * The measurements list: the pages loaded so far, newest first.
 *
 * @param state Store state.
 */
export const getMeasurementsList = (
	state: MeasurementsState
): RemoteList< Measurement > => selectList< Measurement >( state.remote, LIST );

/**
 * One measurement with its loading state.
 *
 * @param state Store state.
 * @param id    Measurement id.
 */
export const getMeasurementState = (
	state: MeasurementsState,
	id: number
): RemoteValue< Measurement > =>
	selectValue< Measurement >( state.remote, measurementSlot( id ) );
