/**
 * How the stores' resolvers read from the server, once for every resource: a fresh answer is
 * served from the store without a call; callers asking for the same slot while a call is under way
 * share it; an answer to a call started before a clear of its slot is dropped; a failure is kept
 * in the slot (and thrown to the caller).
 */

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api/client';
import { canUseCache, isFresh } from './freshness';
import {
	remoteActions,
	selectGeneration,
	selectList,
	selectValue,
} from './remote';
import type { RemoteAction, RemoteState } from './remote';

/** What a resolver of a store with a remote state gets from @wordpress/data. */
export interface RemoteThunkApi {
	select: { getRemoteState: () => RemoteState };
	dispatch: ( action: RemoteAction ) => unknown;
}

/** Calls under way, per slot (each store keeps its own). */
export type Calls = Map<
	string,
	{ generation: number; page: number; promise: Promise< unknown > }
>;

export const createCalls = (): Calls => new Map();

function share< T >(
	calls: Calls,
	slot: string,
	generation: number,
	page: number,
	start: () => Promise< T >
): Promise< T > {
	const running = calls.get( slot );
	if (
		running &&
		running.generation === generation &&
		running.page === page
	) {
		return running.promise as Promise< T >;
	}
	const promise = start().finally( () => {
		if ( calls.get( slot )?.promise === promise ) {
			calls.delete( slot );
		}
	} );
	calls.set( slot, { generation, page, promise } );
	return promise;
}

export interface ValueOptions< T > {
	slot: string;
	request: () => Promise< T >;
	/** How long an answer is served without a call (ms); 0: always call. */
	ttl?: number;
	/** Ignore a fresh answer. */
	force?: boolean;
	/** Whether an answer may be served from the store (default: not empty). */
	usable?: ( data: T ) => boolean;
	/** The message kept for a failure (default: the server's message, else ''). */
	describe?: ( error: unknown ) => string;
}

/**
 * One value: from the store while fresh, else from the server.
 *
 * @param api     The thunk's select and dispatch.
 * @param calls   The store's calls under way.
 * @param options Slot, request, ttl, force.
 */
export function fetchValue< T >(
	api: RemoteThunkApi,
	calls: Calls,
	options: ValueOptions< T >
): Promise< T > {
	const { slot, request, ttl = 0, force = false } = options;
	const usable =
		options.usable ??
		( ( data: T ) =>
			null !== data &&
			undefined !== data &&
			( ! Array.isArray( data ) || data.length > 0 ) );
	const cached = selectValue< T >( api.select.getRemoteState(), slot );
	if (
		! force &&
		ttl > 0 &&
		null !== cached.data &&
		usable( cached.data ) &&
		isFresh( cached.fetchedAt, ttl )
	) {
		return Promise.resolve( cached.data );
	}
	return callServer( api, calls, {
		slot,
		page: 0,
		request,
		received: ( data ) => remoteActions.received( slot, data, Date.now() ),
		describe:
			options.describe ?? ( ( error ) => errorMessage( error, '' ) ),
	} );
}

/** One page as the server sends it. */
export interface Page< T > {
	data: T[];
	pages: number;
	/** The server's count of matching items, when it sends one. */
	total?: number;
}

export interface PageOptions< T > {
	slot: string;
	page: number;
	request: ( page: number ) => Promise< Page< T > >;
	/** How long page 1 is served without a call (ms); 0: always call. */
	ttl?: number;
	force?: boolean;
}

/**
 * One page of a list: page 1 replaces the list (from the store while fresh and not empty), later
 * pages append.
 *
 * @param api     The thunk's select and dispatch.
 * @param calls   The store's calls under way.
 * @param options Slot, page, request, ttl, force.
 */
export function fetchPage< T >(
	api: RemoteThunkApi,
	calls: Calls,
	options: PageOptions< T >
): Promise< T[] > {
	const { slot, page, request, ttl = 0, force = false } = options;
	const cached = selectList< T >( api.select.getRemoteState(), slot );
	if (
		page <= 1 &&
		! force &&
		ttl > 0 &&
		canUseCache( cached.items, cached.fetchedAt, ttl )
	) {
		return Promise.resolve( cached.items );
	}
	return callServer( api, calls, {
		slot,
		page,
		request: () => request( page ),
		received: ( response: Page< T > ) => {
			const total = Number( response?.total );
			return remoteActions.pageReceived(
				slot,
				page,
				dataOf( response ),
				Number( response?.pages ) || 0,
				Number.isFinite( total ) && total >= 0
					? Math.floor( total )
					: null,
				Date.now()
			);
		},
		describe: ( error ) => errorMessage( error, '' ),
	} ).then( dataOf );
}

/**
 * The items of a page (none when the answer holds no list).
 *
 * @param response A page as the server sent it.
 */
function dataOf< T >( response: Page< T > ): T[] {
	return Array.isArray( response?.data ) ? response.data : [];
}

interface CallOptions< A > {
	slot: string;
	/** The page asked for, 0 for a value. */
	page: number;
	request: () => Promise< A >;
	/** The action that stores the answer. */
	received: ( answer: A ) => RemoteAction;
	/** The message kept for a failure. */
	describe: ( error: unknown ) => string;
}

/**
 * One call for a slot: shared with callers asking for the same meanwhile, marked in the store
 * while it runs, its answer or failure stored unless a clear of the slot came in between.
 *
 * @param api     The thunk's select and dispatch.
 * @param calls   The store's calls under way.
 * @param options Slot, page, request, how to store the answer and describe a failure.
 */
function callServer< A >(
	api: RemoteThunkApi,
	calls: Calls,
	options: CallOptions< A >
): Promise< A > {
	const { slot, page } = options;
	const generation = selectGeneration( api.select.getRemoteState(), slot );
	const current = () =>
		selectGeneration( api.select.getRemoteState(), slot ) === generation;
	return share( calls, slot, generation, page, () => {
		api.dispatch( remoteActions.requested( slot, page ) );
		return options.request().then(
			( answer ) => {
				if ( current() ) {
					api.dispatch( options.received( answer ) );
				}
				return answer;
			},
			( error: unknown ) => {
				if ( current() ) {
					api.dispatch(
						remoteActions.failed(
							slot,
							options.describe( error ),
							page
						)
					);
				}
				throw error;
			}
		);
	} );
}
