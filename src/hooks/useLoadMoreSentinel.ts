/**
 * Infinite lists (spec §4 Lists, §9): an IntersectionObserver on a sentinel at the end of the
 * list (rootMargin 100px, threshold 0.1) asks for the next page only when more pages exist and
 * none is loading; after a page arrived and the end is still in view, the next one follows.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { INFINITE_SCROLL_OPTIONS } from '../data/utils/paging';

interface SentinelOptions {
	/** More pages exist and none is loading. */
	canLoad: boolean;
	/** Loads the next page. */
	onLoadMore: () => void;
	/** The page shown last: after a page arrived the sentinel is checked again. */
	page: number;
}

/**
 * A ref for the element at the end of a list; when it comes within 100 px of the view the next
 * page is asked for. After a page arrived and the end is still in view, the next one follows.
 *
 * @param options            canLoad, onLoadMore, page.
 * @param options.canLoad
 * @param options.onLoadMore
 * @param options.page
 * @return A ref callback for the sentinel element.
 */
export function useLoadMoreSentinel( {
	canLoad,
	onLoadMore,
	page,
}: SentinelOptions ): ( node: Element | null ) => void {
	const [ node, setNode ] = useState< Element | null >( null );
	const visible = useRef( false );
	const latest = useRef( { canLoad, onLoadMore } );
	latest.current = { canLoad, onLoadMore };

	useEffect( () => {
		if ( ! node || 'undefined' === typeof IntersectionObserver ) {
			return undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			visible.current = entries.some( ( entry ) => entry.isIntersecting );
			if ( visible.current && latest.current.canLoad ) {
				latest.current.onLoadMore();
			}
		}, INFINITE_SCROLL_OPTIONS );
		observer.observe( node );
		return () => observer.disconnect();
	}, [ node ] );

	useEffect( () => {
		if ( visible.current && latest.current.canLoad ) {
			latest.current.onLoadMore();
		}
	}, [ page ] );

	return setNode;
}
