/**
 * Internal dependencies
 */
import { emptyRemoteState, remoteReducer } from '../utils/remote';
import type { MeasurementsState } from './types';

export const initialState: MeasurementsState = { remote: emptyRemoteState() };

export function reducer(
	state: MeasurementsState = initialState,
	action: { type: string }
): MeasurementsState {
	const remote = remoteReducer( state.remote, action );
	return remote === state.remote ? state : { remote };
}
