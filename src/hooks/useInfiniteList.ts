/**
 * Infinite lists (spec §4 Lists, §9): an IntersectionObserver on a sentinel at the end of the
 * list (rootMargin 100px, threshold 0.1) loads the next page only when more pages exist and none
 * is loading. Page 1 replaces the list, later pages append; hasMore = total pages > current page.
 * Only a page 1 failure is reported; a later page failure is silent and retried when the end of
 * the list comes into view again. `total` is the server's count of matching items when a page
 * carries one (the admin user list's count line).
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../api/client';
import { applyPage, canLoadNext, initialPaging } from '../data/utils/paging';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';
import type { PagingState } from '../data/utils/paging';

export interface PageResult< T > {
	data: T[];
	pages: number;
	/** The number of matching items on the server, when it sends one. */
	total?: number;
}

export interface InfiniteList< T > extends PagingState< T > {
	/** Message of a failed page 1 ('' when the server sent none), else null. */
	error: string | null;
	/** Page 1 was loaded at least once (or failed). */
	loaded: boolean;
	/** The server's total of the last loaded page, else null. */
	total: number | null;
	loadMore: () => void;
	reload: () => void;
	sentinelRef: ( node: Element | null ) => void;
}

/**
 * A paged list with infinite scroll, loaded from page 1 on mount.
 *
 * @param fetchPage Loads one page (1-based).
 * @return The list state, loadMore, reload and the sentinel ref.
 */
export function useInfiniteList< T >(
	fetchPage: ( page: number ) => Promise< PageResult< T > >
): InfiniteList< T > {
	const [ state, setState ] =
		useState< PagingState< T > >( initialPaging< T >() );
	const [ error, setError ] = useState< string | null >( null );
	const [ loaded, setLoaded ] = useState( false );
	const [ total, setTotal ] = useState< number | null >( null );
	const busy = useRef( false );
	const request = useRef( 0 );
	const fetcher = useRef( fetchPage );
	fetcher.current = fetchPage;
	const snapshot = useRef( state );
	snapshot.current = state;

	const load = useCallback( ( page: number ) => {
		busy.current = true;
		const id = ++request.current;
		setState( ( current ) => ( { ...current, loading: true } ) );
		if ( 1 === page ) {
			setError( null );
		}
		fetcher.current( page ).then(
			( result ) => {
				if ( id !== request.current ) {
					return;
				}
				busy.current = false;
				setState( ( current ) =>
					applyPage(
						current,
						page,
						Array.isArray( result?.data ) ? result.data : [],
						Number( result?.pages ) || 0
					)
				);
				const count = Number( result?.total );
				setTotal(
					Number.isFinite( count ) && count >= 0
						? Math.floor( count )
						: null
				);
				setLoaded( true );
			},
			( failure: unknown ) => {
				if ( id !== request.current ) {
					return;
				}
				busy.current = false;
				setState( ( current ) => ( { ...current, loading: false } ) );
				if ( 1 === page ) {
					setError( errorMessage( failure, '' ) );
					setLoaded( true );
				}
			}
		);
	}, [] );

	const loadMore = useCallback( () => {
		const current = snapshot.current;
		if ( busy.current || ! canLoadNext( current ) ) {
			return;
		}
		load( current.currentPage + 1 );
	}, [ load ] );

	const reload = useCallback( () => load( 1 ), [ load ] );

	useEffect( () => {
		load( 1 );
		const requests = request;
		return () => {
			// Answers that arrive after unmount are dropped.
			requests.current++;
		};
	}, [ load ] );

	const sentinelRef = useLoadMoreSentinel( {
		canLoad: canLoadNext( state ),
		onLoadMore: loadMore,
		page: state.currentPage,
	} );

	return { ...state, error, loaded, total, loadMore, reload, sentinelRef };
}
