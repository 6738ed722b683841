/**
 * The shared machinery of the data layer's stores: what the server sent for one request ("a
 * slot": the workouts list, page 1… of the measurements, one session, the week's progress), when
 * it arrived, whether a call is under way and the message of a failed one.
 *
 * A store keeps `values` (slots holding one answer) and `lists` (slots holding a paged list that
 * grows by pages, spec §4 Lists), and a `generation` per slot that a clear bumps: an answer to a
 * call started before the clear is dropped, so a logout or a write never gets overwritten by an
 * older read. Every store's reducer hands these actions to `remoteReducer`; the resources only add
 * what is theirs (the TTLs, the paths, the writes).
 */

/**
 * Internal dependencies
 */
import { applyPage, initialPaging } from './paging';
import type { PagingState } from './paging';

/** One answer of the server. */
export interface RemoteValue< T > {
	data: T | null;
	/** When it arrived (ms since the epoch), null when never. */
	fetchedAt: number | null;
	loading: boolean;
	/** The message of a failed call ('' when the server sent none), else null. */
	error: string | null;
}

/** A paged list, grown page by page. */
export interface RemoteList< T > extends PagingState< T > {
	/** When page 1 arrived. */
	fetchedAt: number | null;
	/** Page 1 arrived at least once, or failed. */
	loaded: boolean;
	/** Only a page 1 failure is kept (a later page failing is silent, spec §8). */
	error: string | null;
	/** The server's count of matching items when a page carries one, else null. */
	total: number | null;
}

export interface RemoteState {
	values: Record< string, RemoteValue< unknown > >;
	lists: Record< string, RemoteList< unknown > >;
	generations: Record< string, number >;
}

export const emptyValue = < T >(): RemoteValue< T > => ( {
	data: null,
	fetchedAt: null,
	loading: false,
	error: null,
} );

export const emptyList = < T >(): RemoteList< T > => ( {
	...initialPaging< T >(),
	fetchedAt: null,
	loaded: false,
	error: null,
	total: null,
} );

export const emptyRemoteState = (): RemoteState => ( {
	values: {},
	lists: {},
	generations: {},
} );

/* Actions ------------------------------------------------------------------------------------ */

export const remoteActions = {
	requested: ( slot: string, page = 0 ) => ( {
		type: 'REMOTE_REQUESTED' as const,
		slot,
		page,
	} ),
	received: ( slot: string, data: unknown, now: number ) => ( {
		type: 'REMOTE_RECEIVED' as const,
		slot,
		data,
		now,
	} ),
	pageReceived: (
		slot: string,
		page: number,
		data: unknown[],
		pages: number,
		total: number | null,
		now: number
	) => ( {
		type: 'REMOTE_PAGE_RECEIVED' as const,
		slot,
		page,
		data,
		pages,
		total,
		now,
	} ),
	failed: ( slot: string, error: string, page = 0 ) => ( {
		type: 'REMOTE_FAILED' as const,
		slot,
		error,
		page,
	} ),
	/**
	 * Forgets slots: those named, those starting with a prefix ending in ':', or every slot when
	 * none is given.
	 *
	 * @param slots Slots or prefixes ('session:'); all when empty.
	 */
	cleared: ( slots: string[] = [] ) => ( {
		type: 'REMOTE_CLEARED' as const,
		slots,
	} ),
};

export type RemoteAction = ReturnType<
	( typeof remoteActions )[ keyof typeof remoteActions ]
>;

/** Any action a store's reducer gets. */
export interface StoreAction {
	type: string;
}

/**
 * Whether a slot is named by a clear: exactly, or by a prefix ending in ':'.
 *
 * @param slot  A slot.
 * @param names Slots and prefixes; all when empty.
 */
export function isNamed( slot: string, names: string[] ): boolean {
	return (
		0 === names.length ||
		names.some( ( name ) =>
			name.endsWith( ':' ) ? slot.startsWith( name ) : slot === name
		)
	);
}

function without< V >(
	record: Record< string, V >,
	names: string[]
): Record< string, V > {
	return Object.fromEntries(
		Object.entries( record ).filter(
			( [ slot ] ) => ! isNamed( slot, names )
		)
	);
}

/* Reducer ------------------------------------------------------------------------------------ */

/**
 * The state with one slot's list changed.
 *
 * @param state  Current state.
 * @param slot   The list's slot.
 * @param change Makes the new list from the current one (an empty one when none).
 */
function changeList(
	state: RemoteState,
	slot: string,
	change: ( list: RemoteList< unknown > ) => RemoteList< unknown >
): RemoteState {
	return {
		...state,
		lists: {
			...state.lists,
			[ slot ]: change( state.lists[ slot ] ?? emptyList() ),
		},
	};
}

/**
 * The state with one slot's value changed.
 *
 * @param state  Current state.
 * @param slot   The value's slot.
 * @param change Makes the new value from the current one (an empty one when none).
 */
function changeValue(
	state: RemoteState,
	slot: string,
	change: ( value: RemoteValue< unknown > ) => RemoteValue< unknown >
): RemoteState {
	return {
		...state,
		values: {
			...state.values,
			[ slot ]: change( state.values[ slot ] ?? emptyValue() ),
		},
	};
}

/**
 * Forgets the slots a clear names and bumps their generations (also of a named slot that holds
 * nothing yet, so a call under way for it is dropped).
 *
 * @param state Current state.
 * @param names Slots and prefixes; all when empty.
 */
function clear( state: RemoteState, names: string[] ): RemoteState {
	const generations = { ...state.generations };
	const bump = ( slot: string ) => {
		generations[ slot ] = ( generations[ slot ] ?? 0 ) + 1;
	};
	const slots = new Set( [
		...Object.keys( state.values ),
		...Object.keys( state.lists ),
		...Object.keys( state.generations ),
	] );
	slots.forEach( ( slot ) => isNamed( slot, names ) && bump( slot ) );
	names
		.filter( ( name ) => ! name.endsWith( ':' ) && ! slots.has( name ) )
		.forEach( bump );
	return {
		values: without( state.values, names ),
		lists: without( state.lists, names ),
		generations,
	};
}

/**
 * The state of values and lists after one of the actions above; any other action leaves it.
 * A page number above 0 means the action is about a paged list.
 *
 * @param state  Current state.
 * @param action Action.
 */
export function remoteReducer(
	state: RemoteState = emptyRemoteState(),
	action: StoreAction
): RemoteState {
	const remote = action as RemoteAction;
	switch ( remote.type ) {
		case 'REMOTE_REQUESTED':
			return remote.page > 0
				? changeList( state, remote.slot, ( list ) => ( {
						...list,
						loading: true,
						error: list.currentPage > 0 ? list.error : null,
					} ) )
				: changeValue( state, remote.slot, ( value ) => ( {
						...value,
						loading: true,
						error: null,
					} ) );
		case 'REMOTE_RECEIVED':
			return changeValue( state, remote.slot, () => ( {
				data: remote.data,
				fetchedAt: remote.now,
				loading: false,
				error: null,
			} ) );
		case 'REMOTE_PAGE_RECEIVED':
			return changeList( state, remote.slot, ( list ) => ( {
				...list,
				...applyPage( list, remote.page, remote.data, remote.pages ),
				fetchedAt: remote.page <= 1 ? remote.now : list.fetchedAt,
				loaded: true,
				error: null,
				total: remote.total,
			} ) );
		case 'REMOTE_FAILED':
			return remote.page > 0
				? changeList( state, remote.slot, ( list ) => ( {
						...list,
						loading: false,
						loaded: list.loaded || remote.page <= 1,
						error: remote.page <= 1 ? remote.error : list.error,
					} ) )
				: changeValue( state, remote.slot, ( value ) => ( {
						...value,
						loading: false,
						error: remote.error,
					} ) );
		case 'REMOTE_CLEARED':
			return clear( state, remote.slots );
		default:
			return state;
	}
}

/* Selectors ---------------------------------------------------------------------------------- */

/**
 * A slot's value (empty when never asked for).
 *
 * @param state A store's remote state.
 * @param slot  The slot.
 */
export function selectValue< T >(
	state: RemoteState,
	slot: string
): RemoteValue< T > {
	return ( state.values[ slot ] as RemoteValue< T > ) ?? EMPTY_VALUE;
}

/**
 * A slot's paged list (empty when never asked for).
 *
 * @param state A store's remote state.
 * @param slot  The slot.
 */
export function selectList< T >(
	state: RemoteState,
	slot: string
): RemoteList< T > {
	return ( state.lists[ slot ] as RemoteList< T > ) ?? EMPTY_LIST;
}

/**
 * A slot's generation (bumped by each clear that names it).
 *
 * @param state A store's remote state.
 * @param slot  The slot.
 */
export function selectGeneration( state: RemoteState, slot: string ): number {
	return state.generations[ slot ] ?? 0;
}

// One object for "nothing yet", so selectors return the same reference on every call.
const EMPTY_VALUE: RemoteValue< never > =
	Object.freeze( emptyValue< never >() );
const EMPTY_LIST: RemoteList< never > = Object.freeze( emptyList< never >() );
