/**
 * Internal dependencies
 */
import { emptyRemoteState, remoteReducer } from '../utils/remote';
import type { StatsState } from './types';

export const initialState: StatsState = { remote: emptyRemoteState() };

export function reducer(
	state: StatsState = initialState,
	action: { type: string }
): StatsState {
	const remote = remoteReducer( state.remote, action );
	return remote === state.remote ? state : { remote };
}
