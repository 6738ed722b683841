/**
 * Internal dependencies
 */
import { emptyRemoteState, remoteReducer } from '../utils/remote';
import type { SessionsState } from './types';

export const initialState: SessionsState = { remote: emptyRemoteState() };

export function reducer(
	state: SessionsState = initialState,
	action: { type: string }
): SessionsState {
	const remote = remoteReducer( state.remote, action );
	return remote === state.remote ? state : { remote };
}
