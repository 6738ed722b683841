/**
 * How the stores' resolvers read from the server, once for every resource: a fresh answer is
 * served from the store without a call; callers asking for the same slot while a call is under way
 * share it; an answer to a call started before a clear of its slot is dropped; a failure is kept
 * in the slot (and thrown to the caller).
 *
 * Warm start (stale-while-revalidate): a read marked `warm` whose slot holds nothing yet asks the
 * network at once and, meanwhile, its request of the member's kept copy (src/offline: what the
 * endpoints last answered this owner, with the pending writes in it). When every GET it makes has
 * one and it comes first, that answer goes into the store at once, as old as it is; the network's
 * answer then replaces it in place, with no loading state in between: the same items under the
 * same keys, so nothing is remounted and focus and scroll stay where they are.
 */

/**
 * Internal dependencies
 */
import { apiGet, apiGetKept, errorMessage } from '../../api/client';
import type { QueryValue } from '../../api/client';
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

/**
 * The key under which a slot's background read after a warm start is kept among the calls.
 *
 * @param slot The slot.
 */
const refreshSlot = ( slot: string ): string => `${ slot }#refresh`;

/** How a request reads an endpoint: apiGet, or (warm start) the kept copy. */
export type Getter = < R >(
	path: string,
	query?: Record< string, QueryValue >
) => Promise< R >;

/** Thrown by the kept copy's getter for an endpoint without one: the network is asked. */
class NothingKept extends Error {}

/**
 * A getter that answers from the kept copies only, and remembers when the oldest it used arrived.
 */
function keptGetter(): { get: Getter; savedAt: () => number } {
	let oldest = Number.POSITIVE_INFINITY;
	const get = async < R >(
		path: string,
		query?: Record< string, QueryValue >
	): Promise< R > => {
		const kept = await apiGetKept< R >( path, query );
		if ( ! kept ) {
			throw new NothingKept();
		}
		oldest = Math.min( oldest, kept.savedAt );
		return kept.data;
	};
	return {
		get: get as Getter,
		savedAt: () => ( Number.isFinite( oldest ) ? oldest : 0 ),
	};
}

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
	/** Reads the value; it reads its endpoints through `get` to take part in the warm start. */
	request: ( get: Getter ) => Promise< T >;
	/** Warm start: shows the kept copy first when the slot holds nothing yet (see above). */
	warm?: boolean;
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
	const { slot, request, ttl = 0, force = false, warm = false } = options;
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
		warm: warm && null === cached.data,
		received: ( data, at = Date.now() ) =>
			remoteActions.received( slot, data, at ),
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
	/** Reads a page; it reads its endpoints through `get` to take part in the warm start. */
	request: ( page: number, get: Getter ) => Promise< Page< T > >;
	/** Warm start of page 1: shows the kept copy first when the list holds nothing yet. */
	warm?: boolean;
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
	const {
		slot,
		page,
		request,
		ttl = 0,
		force = false,
		warm = false,
	} = options;
	// A later page waits for page 1's background read after a warm start: it then follows the
	// fresh page 1 instead of being dropped with the kept one.
	const refreshing =
		page > 1 ? calls.get( refreshSlot( slot ) )?.promise : undefined;
	if ( refreshing ) {
		return refreshing.then(
			() => fetchPage( api, calls, options ),
			() => fetchPage( api, calls, options )
		);
	}
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
		request: ( get ) => request( page, get ),
		warm: warm && page <= 1 && 0 === cached.currentPage,
		received: ( response: Page< T >, at = Date.now() ) => {
			const total = Number( response?.total );
			return remoteActions.pageReceived(
				slot,
				page,
				dataOf( response ),
				Number( response?.pages ) || 0,
				Number.isFinite( total ) && total >= 0
					? Math.floor( total )
					: null,
				at
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
	request: ( get: Getter ) => Promise< A >;
	/** Show the kept copy first (the slot holds nothing yet). */
	warm?: boolean;
	/** The action that stores the answer (`at`: when it arrived, now by default). */
	received: ( answer: A, at?: number ) => RemoteAction;
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
	const fromNetwork = (): Promise< A > =>
		options.request( apiGet ).then(
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
	return share( calls, slot, generation, page, () => {
		api.dispatch( remoteActions.requested( slot, page ) );
		if ( ! options.warm ) {
			return fromNetwork();
		}
		const refreshing = warmStart( api, options, current );
		// A list's later pages wait for this page 1 (see fetchPage).
		const key = refreshSlot( slot );
		calls.set( key, { generation, page, promise: refreshing } );
		return refreshing.finally( () => {
			if ( calls.get( key )?.promise === refreshing ) {
				calls.delete( key );
			}
		} );
	} );
}

/**
 * A warm start of a slot that holds nothing yet: the network is asked at once, and the kept copy
 * read meanwhile. When the kept copy comes first it is shown, as old as it is (a TTL does not count
 * it fresh), and the network's answer replaces it with no loading state in between. A failed
 * network read then leaves the kept copy shown without an error (no network at all already answers
 * with the kept copy and tells the connection store; a refusal is met again on the next read).
 *
 * @param api     The thunk's select and dispatch.
 * @param options The call.
 * @param current Whether no clear of the slot came in between.
 */
function warmStart< A >(
	api: RemoteThunkApi,
	options: CallOptions< A >,
	current: () => boolean
): Promise< A > {
	const { slot, page } = options;
	let answered = false;
	let shown: { answer: A } | null = null;
	const kept = keptGetter();
	const keptRead = options.request( kept.get ).then(
		( answer ) => {
			if ( ! answered && current() ) {
				api.dispatch( options.received( answer, kept.savedAt() ) );
				shown = { answer };
			}
		},
		() => undefined
	);
	return options.request( apiGet ).then(
		( answer ) => {
			answered = true;
			// Not over a later page loaded on top of the kept page 1 meanwhile.
			const list = selectList( api.select.getRemoteState(), slot );
			if ( current() && list.currentPage <= 1 ) {
				api.dispatch( options.received( answer ) );
			}
			return answer;
		},
		async ( error: unknown ) => {
			await keptRead;
			if ( shown ) {
				return shown.answer;
			}
			answered = true;
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
}
