/**
 * Making and registering one store of the data layer: its state is the shared remote state plus
 * what the resource adds, its reads are resolvers (utils/resolve.ts), and logging out empties it
 * (its `clearAll` action and the invalidation of its resolutions, run by resetData).
 *
 * What the screens show is read again (its resolutions invalidated, in one place for every store)
 * when the screens are shown anew: the app is back online or the outbox sent its writes (the
 * connection store's refreshes), or another screen opens (`readShownAgain`, called by the router).
 * Each store's read action then decides by its freshness rule whether to call the server.
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch as dispatchTo,
	register,
	select as selectFrom,
	subscribe,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../connection';
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

/** How each registered store invalidates its resolutions. */
const invalidators = new Set< () => void >();

/**
 * The screens are shown anew: every resolution of every store is invalidated, so what a screen
 * selects is read again (within its freshness window the read action answers from the store).
 */
export function readShownAgain(): void {
	invalidators.forEach( ( invalidate ) => invalidate() );
}

let watching = false;

/** Back online, or the outbox sent changes: what the screens show is read again. */
function watchRefreshes(): void {
	if ( watching ) {
		return;
	}
	watching = true;
	let seen = selectFrom( connectionStore ).getRefreshes();
	subscribe( () => {
		const refreshes = selectFrom( connectionStore ).getRefreshes();
		if ( refreshes !== seen ) {
			seen = refreshes;
			readShownAgain();
		}
	}, connectionStore );
}

/**
 * The resolvers as createReduxStore takes them. @wordpress/data runs resolver objects
 * ({ fulfill, shouldInvalidate }, utils/resolve.ts), though its types name functions only.
 */
type StoreResolvers = NonNullable<
	Parameters< typeof createReduxStore >[ 1 ][ 'resolvers' ]
>;

/** The actions every store gets from @wordpress/data and from here. */
interface CommonActions {
	clearAll: () => void;
	invalidateResolutionForStore: () => void;
}

/**
 * Creates, registers and resets a store.
 *
 * @param name              Store name ('fitcoach/…').
 * @param options           Reducer, actions, selectors and resolvers.
 * @param options.reducer   The store's reducer.
 * @param options.actions   Its writes and read actions (clearAll is added).
 * @param options.selectors Its selectors.
 * @param options.resolvers The resolvers of its selectors (utils/resolve.ts).
 * @param options.outbox    It shows what the outbox sends: emptied (read again) once it sent.
 */
export function registerStore< State, Actions, Selectors >(
	name: string,
	options: {
		reducer: ( state: State | undefined, action: StoreAction ) => State;
		actions: Actions;
		selectors: Selectors;
		resolvers?: Record< string, unknown >;
		outbox?: boolean;
	}
) {
	const store = createReduxStore( name, {
		reducer: options.reducer,
		actions: { clearAll, ...options.actions },
		selectors: options.selectors,
		...( options.resolvers
			? { resolvers: options.resolvers as unknown as StoreResolvers }
			: {} ),
	} );
	register( store );
	const actionsOf = () => dispatchTo( store ) as unknown as CommonActions;
	const empty = () => {
		const actions = actionsOf();
		actions.clearAll();
		actions.invalidateResolutionForStore();
	};
	registerReset( empty );
	if ( options.outbox ) {
		registerOutboxRefresh( empty );
	}
	invalidators.add( () => actionsOf().invalidateResolutionForStore() );
	watchRefreshes();
	return store;
}
