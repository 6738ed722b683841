/**
 * Where the page is scrolled, per history entry: a new screen starts at the top; back and forward
 * return to where the user was (also after a reload: the positions are kept for the tab in
 * sessionStorage). The browser's own restoration is turned off, as it would jump before the
 * screen is drawn.
 */

/**
 * External dependencies
 */
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';

export const SCROLL_KEY = 'fitcoach_scroll';

/** The kept positions: history entry key → scrollY. */
function readPositions(): Record< string, number > {
	try {
		const kept = JSON.parse(
			window.sessionStorage.getItem( SCROLL_KEY ) ?? '{}'
		) as unknown;
		return kept && 'object' === typeof kept
			? ( kept as Record< string, number > )
			: {};
	} catch {
		return {};
	}
}

function keepPositions( positions: Record< string, number > ): void {
	try {
		window.sessionStorage.setItem(
			SCROLL_KEY,
			JSON.stringify( positions )
		);
	} catch {
		// No storage (private mode, full): positions live as long as the page.
	}
}

export function ScrollMemory(): null {
	const location = useLocation();
	const type = useNavigationType();
	const positions = useRef< Record< string, number > | null >( null );
	const current = useRef( location.key );
	positions.current ??= readPositions();

	useEffect( () => {
		if ( 'scrollRestoration' in window.history ) {
			window.history.scrollRestoration = 'manual';
		}
		let frame = 0;
		const remember = () => {
			const kept = ( positions.current ??= {} );
			kept[ current.current ] = window.scrollY;
			// Written to the tab's storage once per frame at most.
			if ( ! frame ) {
				frame = window.requestAnimationFrame( () => {
					frame = 0;
					keepPositions( kept );
				} );
			}
		};
		window.addEventListener( 'scroll', remember, { passive: true } );
		return () => {
			window.removeEventListener( 'scroll', remember );
			window.cancelAnimationFrame( frame );
		};
	}, [] );

	useLayoutEffect( () => {
		current.current = location.key;
		const saved = positions.current?.[ location.key ];
		if ( 'POP' === type && 'number' === typeof saved ) {
			window.scrollTo( 0, saved );
		} else {
			window.scrollTo( 0, 0 );
		}
	}, [ location.key, type ] );

	return null;
}
