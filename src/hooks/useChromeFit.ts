/**
 * The frame's bars stay out of the way on a short screen or with large text (WCAG 1.4.10,
 * issue 26): the sticky header, the fixed bottom bar and the sticky docks of the forms (the
 * session's rest timer and action bar) together may cover at most MAX_COVERED of the window's
 * height. When they would cover more (320 px wide with 200 % text: 93 %), the document gets
 * CHROME_STATIC_CLASS and the stylesheet lets them scroll with the page: the header at the top,
 * the docks under their form, the bottom bar at the end of the page.
 *
 * The bars' heights do not depend on whether they stick, so the choice does not flip back and
 * forth; it is made again when the window or a bar changes size (text size, the rest timer), and
 * when bars come or go.
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
 * Whether bars of these heights would cover more than MAX_COVERED of a window.
 *
 * @param heights      The bars' heights.
 * @param windowHeight The window's height.
 */
export function coverTooMuch(
	heights: Iterable< number >,
	windowHeight: number
): boolean {
	if ( windowHeight <= 0 ) {
		return false;
	}
	let covered = 0;
	for ( const height of heights ) {
		covered += height;
	}
	return covered > windowHeight * MAX_COVERED;
}

/**
 * A bar's height from a ResizeObserver entry.
 *
 * @param entry The entry.
 */
function borderHeight( entry: ResizeObserverEntry ): number {
	const box = entry.borderBoxSize?.[ 0 ];
	return box ? box.blockSize : entry.contentRect.height;
}

/**
 * Keeps CHROME_STATIC_CLASS on the document element while the bars would cover too much.
 *
 * The bars' heights come from a ResizeObserver, which reports them after the browser's own
 * layout, and the window's height is read only then and on resize: nothing here makes the
 * browser lay the page out ahead of time. (Reading offsetHeight and innerHeight after each change
 * did, and on Home's first screens that cost whole extra layouts of the page, 0.15–0.25 s on a
 * phone, issue 27.) Without a ResizeObserver (tests) the heights are read.
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
		const heights = new Map< Element, number >();
		// The window's height as of the last layout. Reading it makes a browser with a mobile
		// viewport lay the page out first, so it is read where the layout is done anyway: in
		// the observer's report and on resize.
		let windowHeight = 0;
		const apply = () => {
			root.classList.toggle(
				CHROME_STATIC_CLASS,
				coverTooMuch( heights.values(), windowHeight )
			);
		};
		const resized = () => {
			windowHeight = view.innerHeight;
			apply();
		};
		const sizes =
			'function' === typeof view.ResizeObserver
				? new view.ResizeObserver( ( entries ) => {
						entries.forEach( ( entry ) =>
							heights.set( entry.target, borderHeight( entry ) )
						);
						resized();
					} )
				: null;
		// Bars come and go with the screens (a form's dock, the rest timer).
		const collect = () => {
			const bars = new Set< Element >(
				doc.querySelectorAll< HTMLElement >( BARS )
			);
			heights.forEach( ( _height, bar ) => {
				if ( ! bars.has( bar ) ) {
					heights.delete( bar );
					sizes?.unobserve( bar );
				}
			} );
			if ( ! sizes ) {
				windowHeight = view.innerHeight;
			}
			bars.forEach( ( bar ) => {
				if ( ! sizes ) {
					heights.set( bar, ( bar as HTMLElement ).offsetHeight );
				} else if ( ! heights.has( bar ) ) {
					// Counted once the observer has its size.
					heights.set( bar, 0 );
					sizes.observe( bar );
				}
			} );
			apply();
		};
		collect();
		view.addEventListener( 'resize', resized );
		const changes = new view.MutationObserver( collect );
		changes.observe( doc.body, { childList: true, subtree: true } );
		return () => {
			view.removeEventListener( 'resize', resized );
			changes.disconnect();
			sizes?.disconnect();
			root.classList.remove( CHROME_STATIC_CLASS );
		};
	}, [ doc ] );
}

export default useChromeFit;
