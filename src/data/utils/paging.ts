/**
 * Paging of the infinite lists (spec §4 Lists): page 1 replaces the list, later pages append;
 * hasMore is true while the total pages exceed the current page; the next page loads only when
 * more pages exist and none is loading.
 */

export interface PagingState< T > {
	items: T[];
	currentPage: number;
	totalPages: number;
	hasMore: boolean;
	loading: boolean;
}

/** The state of a list before its first page. */
export function initialPaging< T >(): PagingState< T > {
	return {
		items: [],
		currentPage: 0,
		totalPages: 0,
		hasMore: false,
		loading: false,
	};
}

/**
 * Applies a loaded page.
 *
 * @param state The list so far.
 * @param page  The page number that was loaded (1-based).
 * @param data  Its items.
 * @param pages The total number of pages the server reports.
 * @return The new state (not loading).
 */
export function applyPage< T >(
	state: PagingState< T >,
	page: number,
	data: readonly T[],
	pages: number
): PagingState< T > {
	const totalPages = Math.max( 0, Number( pages ) || 0 );
	return {
		items: page <= 1 ? [ ...data ] : [ ...state.items, ...data ],
		currentPage: page,
		totalPages,
		hasMore: totalPages > page,
		loading: false,
	};
}

/**
 * Whether the next page may load now.
 *
 * @param state The list.
 */
export function canLoadNext< T >(
	state: Pick< PagingState< T >, 'hasMore' | 'loading' >
): boolean {
	return state.hasMore && ! state.loading;
}

/** Infinite-scroll observer options (spec §9: 100 px margin, threshold 0.1). */
export const INFINITE_SCROLL_OPTIONS: IntersectionObserverInit = {
	rootMargin: '100px',
	threshold: 0.1,
};
