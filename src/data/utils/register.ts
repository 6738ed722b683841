/**
 * Making and registering one store of the data layer: its state is the shared remote state plus
 * what the resource adds, and logging out empties it (its `clearAll` action, run by resetData).
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch as dispatchTo,
	register,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { registerOutboxRefresh, registerReset } from '../reset';
import { emptyRemoteState, remoteActions, remoteReducer } from './remote';
import type { RemoteState, StoreAction } from './remote';

/** The state of a store that holds nothing but what the server sent. */
export interface RemoteOnlyState {
	remote: RemoteState;
}

/**
 * The reducer of such a store.
 *
 * @param state  Current state.
 * @param action Action.
 */
export function remoteOnlyReducer(
	state: RemoteOnlyState = { remote: emptyRemoteState() },
	action: StoreAction
): RemoteOnlyState {
	const remote = remoteReducer( state.remote, action );
	return remote === state.remote ? state : { ...state, remote };
}

/** Forgets everything a store holds (logging out). */
export const clearAll = () => remoteActions.cleared();

/**
 * Creates, registers and resets a store.
 *
 * @param name              Store name ('fitcoach/…').
 * @param options           Reducer, actions and selectors.
 * @param options.reducer   The store's reducer.
 * @param options.actions   Its writes and resolvers (clearAll is added).
 * @param options.selectors Its selectors.
 * @param options.outbox    It shows what the outbox sends: emptied (read again) once it sent.
 */
export function registerStore< State, Actions, Selectors >(
	name: string,
	options: {
		reducer: ( state: State | undefined, action: StoreAction ) => State;
		actions: Actions;
		selectors: Selectors;
		outbox?: boolean;
	}
) {
	const store = createReduxStore( name, {
		reducer: options.reducer,
		actions: { clearAll, ...options.actions },
		selectors: options.selectors,
	} );
	register( store );
	const empty = () =>
		(
			dispatchTo( store ) as unknown as { clearAll: () => void }
		 ).clearAll();
	registerReset( empty );
	if ( options.outbox ) {
		registerOutboxRefresh( empty );
	}
	return store;
}
