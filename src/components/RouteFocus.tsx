/**
 * Screen changes for keyboard and screen reader users (WCAG 2.4.3, 4.1.3): after the app moves
 * to another screen, focus goes to the new screen's main heading (the `h1` inside `main`, or
 * `main` itself when the screen has none), and the screen's name is read out through a polite
 * live region that is always in the page.
 *
 * The first screen of a page load keeps the browser's own start (the skip link comes first).
 * Focus is never taken from someone who moved it themselves while the screen was loading.
 */

/**
 * External dependencies
 */
import { useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/** How long a lazily loaded screen may take to show its heading before `main` gets focus. */
export const HEADING_WAIT_MS = 3000;

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
 * Whether the person moved focus since the screen changed: something other than what had focus
 * then (or the page itself) has it now.
 *
 * @param doc    The app's document.
 * @param before What had focus when the screen changed.
 */
function focusMovedSince( doc: Document, before: Element | null ): boolean {
	const active = doc.activeElement;
	return (
		!! active &&
		active !== before &&
		active !== doc.body &&
		active.isConnected
	);
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
		const before = doc.activeElement;
		let finished = false;
		// Empty first: the same name twice in a row (Metingen, then a measurement) is read again.
		setAnnouncement( '' );
		const place = ( fallback: boolean ): void => {
			if ( finished ) {
				return;
			}
			if ( focusMovedSince( doc, before ) ) {
				finished = true;
				return;
			}
			const main = doc.querySelector< HTMLElement >( 'main' );
			const heading = main?.querySelector< HTMLElement >( 'h1' );
			const target = heading ?? ( fallback ? main : null );
			if ( target ) {
				finished = true;
				focusWithoutScroll( target );
			}
		};
		const observer = new MutationObserver( () => place( false ) );
		observer.observe( doc.body, { childList: true, subtree: true } );
		const timer = window.setTimeout( () => place( true ), HEADING_WAIT_MS );
		// The screen may already be there (a screen whose code was loaded before).
		const frame = window.requestAnimationFrame( () => {
			place( false );
			// Read the name out after the screen changed (a changed text is what live regions say).
			setAnnouncement( nameRef.current );
		} );
		return () => {
			finished = true;
			observer.disconnect();
			window.clearTimeout( timer );
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
