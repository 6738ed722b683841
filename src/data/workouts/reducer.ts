/**
 * Internal dependencies
 */
import { emptyRemoteState, remoteReducer } from '../utils/remote';
import type { WorkoutsState } from './types';

export const initialState: WorkoutsState = {
	remote: emptyRemoteState(),
	starting: false,
};

export type WorkoutsAction =
	{ type: 'SET_STARTING'; starting: boolean } | { type: string };

export function reducer(
	state: WorkoutsState = initialState,
	action: WorkoutsAction
): WorkoutsState {
	if ( 'SET_STARTING' === action.type && 'starting' in action ) {
		return { ...state, starting: action.starting };
	}
	const remote = remoteReducer( state.remote, action );
	return remote === state.remote ? state : { ...state, remote };
}
