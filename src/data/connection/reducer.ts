/**
 * Internal dependencies
 */
import type { ConnectionAction } from './actions';
import type { ConnectionState } from './types';

export const initialState: ConnectionState = {
	offline: false,
	dataTime: null,
	pending: 0,
	conflicts: [],
	refreshes: 0,
};

export default function reducer(
	state: ConnectionState = initialState,
	action: ConnectionAction | { type: string }
): ConnectionState {
	const change = action as ConnectionAction;
	switch ( change.type ) {
		case 'WENT_OFFLINE': {
			const dataTime =
				null === change.shownFrom
					? state.dataTime
					: Math.min(
							state.dataTime ?? change.shownFrom,
							change.shownFrom
						);
			return state.offline && dataTime === state.dataTime
				? state
				: { ...state, offline: true, dataTime };
		}
		case 'WENT_ONLINE':
			return state.offline
				? {
						...state,
						offline: false,
						dataTime: null,
						refreshes: state.refreshes + 1,
					}
				: state;
		case 'OUTBOX_SENT':
			return { ...state, refreshes: state.refreshes + 1 };
		case 'OUTBOX_CHANGED':
			return {
				...state,
				pending: change.pending,
				conflicts: change.conflicts,
			};
		default:
			return state;
	}
}
