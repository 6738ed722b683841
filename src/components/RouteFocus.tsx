/**
 * Screen changes for keyboard and screen reader users (WCAG 2.4.3, 4.1.3): as soon as the app
 * moves to another screen, focus goes to the new screen's main heading (the `h1` inside `main`,
 * else the header's `h1`, which is the heading of a screen without one of its own), or to `main`
 * while a lazily loaded screen has no heading yet; when that screen's heading comes, focus moves
 * on to it, unless the person moved it meanwhile. The screen's name is read out through a polite
 * live region that is always in the page.
 *
 * The first screen of a page load keeps the browser's own start (the skip link comes first).
 */

/**
 * External dependencies
 */
import { useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Moves focus to the screen's heading: it gets tabindex -1 (focusable from script, not in the
 * tab order) and is focused without scrolling (scroll restoration decides where the page is).
 *
 * @param target Heading or main.
 */
function focusWithoutScroll( target: HTMLElement ): void {
	if ( ! target.hasAttribute( 'tabindex' ) ) {
		target.setAttribute( 'tabindex', '-1' );
	}
	target.focus( { preventScroll: true } );
}

/**
 * Where focus goes on a new screen: the heading inside main, the page's heading (the header's,
 * for screens whose label is their heading), or main itself.
 *
 * @param doc The app's document.
 * @return The target, and whether it is final (a heading).
 */
function focusTarget( doc: Document ): {
	element: HTMLElement | null;
	final: boolean;
} {
	const main = doc.querySelector< HTMLElement >( 'main' );
	const heading =
		main?.querySelector< HTMLElement >( 'h1' ) ??
		doc.querySelector< HTMLElement >( 'h1' );
	if ( heading ) {
		return { element: heading, final: true };
	}
	return { element: main, final: false };
}

export interface RouteFocusProps {
	/** The screen's name, read out after a screen change. */
	name: string;
}

export function RouteFocus( { name }: RouteFocusProps ) {
	const { pathname } = useLocation();
	const [ announcement, setAnnouncement ] = useState( '' );
	const firstScreen = useRef( true );
	const nameRef = useRef( name );
	nameRef.current = name;
	const region = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( firstScreen.current ) {
			firstScreen.current = false;
			return undefined;
		}
		const doc = region.current?.ownerDocument ?? document;
		// Empty first: the same name twice in a row (Metingen, then a measurement) is read again.
		setAnnouncement( '' );
		// At once, not when the screen's code has loaded: focus never stays on the link that
		// led here (or falls back to the page) while the screen loads.
		const first = focusTarget( doc );
		let placed = first.element;
		if ( placed ) {
			focusWithoutScroll( placed );
		}
		// A lazily loaded screen: its heading comes when its code is in.
		const observer = new MutationObserver( () => {
			const active = doc.activeElement;
			const moved =
				!! active &&
				active !== placed &&
				active !== doc.body &&
				active.isConnected;
			if ( moved ) {
				observer.disconnect();
				return;
			}
			const next = focusTarget( doc );
			if ( next.element && next.element !== placed ) {
				placed = next.element;
				focusWithoutScroll( next.element );
			}
			if ( next.final ) {
				observer.disconnect();
			}
		} );
		if ( ! first.final ) {
			observer.observe( doc.body, { childList: true, subtree: true } );
		}
		// Read the name out after the screen changed (a changed text is what live regions say).
		const frame = window.requestAnimationFrame( () =>
			setAnnouncement( nameRef.current )
		);
		return () => {
			observer.disconnect();
			window.cancelAnimationFrame( frame );
		};
	}, [ pathname ] );

	return (
		<div
			ref={ region }
			className="fc-sr-only"
			aria-live="polite"
			aria-atomic="true"
		>
			{ announcement }
		</div>
	);
}

export default RouteFocus;
