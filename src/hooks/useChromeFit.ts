/**
 * The frame's bars stay out of the way on a short screen or with large text (WCAG 1.4.10,
 * issue 26): the sticky header, the fixed bottom bar and the sticky docks of the forms (the
 * session's rest timer and action bar) together may cover at most MAX_COVERED of the window's
 * height. When they would cover more (320 px wide with 200 % text: 93 %), the document gets
 * CHROME_STATIC_CLASS and the stylesheet lets them scroll with the page: the header at the top,
 * the docks under their form, the bottom bar at the end of the page.
 *
 * The bars' heights do not depend on whether they stick, so the choice does not flip back and
 * forth; it is made again when the window or a bar changes size (text size, the rest timer).
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/** The class on the document element while the bars scroll with the page. */
export const CHROME_STATIC_CLASS = 'fc-chrome-static';

/** The largest share of the window's height the bars may cover. */
export const MAX_COVERED = 0.4;

/** The bars that stay on the screen: header, bottom bar, and the forms' docks. */
const BARS =
	'.fc-header, .fc-bottombar, .fc-session__dock, .fc-action-bar:not(.fc-session__dock .fc-action-bar)';

/**
 * Whether the bars in a document would cover more than MAX_COVERED of its window.
 *
 * @param doc The document.
 */
export function barsCoverTooMuch( doc: Document ): boolean {
	const view = doc.defaultView;
	if ( ! view || view.innerHeight <= 0 ) {
		return false;
	}
	let covered = 0;
	doc.querySelectorAll< HTMLElement >( BARS ).forEach( ( bar ) => {
		covered += bar.offsetHeight;
	} );
	return covered > view.innerHeight * MAX_COVERED;
}

/**
 * Keeps CHROME_STATIC_CLASS on the document element while the bars would cover too much.
 *
 * @param doc The document (the app's).
 */
export function useChromeFit( doc: Document = document ): void {
	useEffect( () => {
		const view = doc.defaultView;
		if ( ! view ) {
			return undefined;
		}
		const root = doc.documentElement;
		let frame = 0;
		const sizes =
			'function' === typeof view.ResizeObserver
				? new view.ResizeObserver( () => schedule() )
				: null;
		const watched = new Set< Element >();
		const fit = () => {
			root.classList.toggle(
				CHROME_STATIC_CLASS,
				barsCoverTooMuch( doc )
			);
			doc.querySelectorAll( BARS ).forEach( ( bar ) => {
				if ( ! watched.has( bar ) ) {
					watched.add( bar );
					sizes?.observe( bar );
				}
			} );
		};
		function schedule() {
			view?.cancelAnimationFrame( frame );
			frame = view?.requestAnimationFrame( fit ) ?? 0;
		}
		fit();
		view.addEventListener( 'resize', schedule );
		// Bars come and go with the screens (a form's dock, the rest timer).
		const changes = new view.MutationObserver( schedule );
		changes.observe( doc.body, { childList: true, subtree: true } );
		return () => {
			view.cancelAnimationFrame( frame );
			view.removeEventListener( 'resize', schedule );
			changes.disconnect();
			sizes?.disconnect();
			root.classList.remove( CHROME_STATIC_CLASS );
		};
	}, [ doc ] );
}

export default useChromeFit;
