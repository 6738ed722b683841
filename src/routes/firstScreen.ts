/**
 * The server's drawing of the first screen (includes/Frontend/First_Screen.php: Home, Metingen,
 * Training or the coach's dashboard) until the app's own screen is drawn (issue 15). When the page
 * comes with a drawing (`.fc-first-screen` in the mount point, its screen in
 * data-fc-first-screen), the app renders into a container laid over it out of sight
 * (`.fc-first-screen-app`: laid out, so the charts get their size, but invisible, out of the
 * accessibility tree and not focusable), and the drawing gives way ("hand-over") on the first of:
 *   - the app's screen is drawn: that screen with no loading placeholder, and every chart in it
 *     taken by Chart.js; charts are drawn without their entry animation (chartsAnimate()), so
 *     nothing moves;
 *   - the app shows something else: another route (the login after a lost login, a link), an
 *     error state;
 *   - HAND_OVER_TIMEOUT_MS have passed.
 * A tap on the drawing before that is not lost: a link inside the app goes through the router
 * (which hands over at once), and a button the drawing marks with data-fc-action is pressed in the
 * app's screen as soon as it is there; the page's check script keeps such a tap made before the
 * app's script ran (window.fitcoachFirstTap). Before the app's script runs, the drawing's links
 * are plain links.
 */

/** How long the drawing may stand in for the app at most. */
export const HAND_OVER_TIMEOUT_MS = 20000;

/** What the app shows while it still loads something. */
const LOADING =
	'.fc-app__loading, .fc-skeleton, .fc-spinner, .fc-chart__placeholder';

/** Performance mark of the hand-over (the first-screen bench reads it). */
export const HAND_OVER_MARK = 'fitcoach-first-screen-hand-over';

interface Drawing {
	element: HTMLElement;
	container: HTMLElement;
	path: string;
	action: HTMLElement | null;
	stop: () => void;
}

let current: Drawing | null = null;

/** Whether the server's drawing is still on screen. */
export function isFirstScreenShown(): boolean {
	return null !== current;
}

/**
 * Whether a chart created now may play its entry animation: not while the drawing is shown (the
 * chart is swapped in for a drawing of itself, and must look the same at once).
 */
export function chartsAnimate(): boolean {
	return null === current;
}

/** The root element of each screen the server draws, by the drawing's data-fc-first-screen. */
export const SCREEN_ROOTS: Record< string, string > = {
	home: '.fc-home',
	metingen: '.fc-measurements',
	training: '.fc-training',
	admin: '.fc-admin-dashboard',
};

/**
 * Whether the app's screen in a container is drawn: the screen, no loading placeholder, and each
 * of its charts taken by Chart.js.
 *
 * @param container The app's container.
 * @param screen    The drawn screen (data-fc-first-screen): home, metingen, training or admin.
 */
export function isScreenDrawn(
	container: ParentNode,
	screen: string = 'home'
): boolean {
	const root = SCREEN_ROOTS[ screen ];
	if ( ! root || ! container.querySelector( root ) ) {
		return false;
	}
	if ( container.querySelector( LOADING ) ) {
		return false;
	}
	const canvases = container.querySelectorAll< HTMLCanvasElement >(
		`${ root } .fc-chart canvas`
	);
	return Array.from( canvases ).every(
		( canvas ) => !! ( canvas as { $chartjs?: unknown } ).$chartjs
	);
}

/**
 * The path of an address inside the app, relative to the app's base ('/training/workout/3'), or
 * null for an address elsewhere.
 *
 * @param href     The address.
 * @param basePath The app's base path ('/' or '/app/').
 */
export function appPathOf( href: string, basePath: string ): string | null {
	let url: URL;
	try {
		url = new URL( href, window.location.href );
	} catch {
		return null;
	}
	if ( url.origin !== window.location.origin ) {
		return null;
	}
	const base = basePath.endsWith( '/' ) ? basePath : `${ basePath }/`;
	const path = `${ url.pathname.replace( /\/$/, '' ) }/`;
	if ( ! path.startsWith( base ) ) {
		return null;
	}
	return `/${ path.slice( base.length ).replace( /\/$/, '' ) }${ url.search }`;
}

/**
 * Hands the screen to the app: the drawing goes, the app's container shows. Presses the button
 * the member tapped on the drawing, when the app has it.
 */
export function handOver(): void {
	const drawing = current;
	if ( ! drawing ) {
		return;
	}
	current = null;
	drawing.stop();
	drawing.element.remove();
	drawing.container.classList.remove( 'fc-first-screen-app--pending' );
	drawing.container.removeAttribute( 'aria-hidden' );
	try {
		performance.mark( HAND_OVER_MARK );
	} catch {
		// No User Timing: nothing to mark.
	}
	const action = drawing.action;
	if ( action ) {
		const name = action.getAttribute( 'data-fc-action' ) ?? '';
		const target = action.getAttribute( 'data-fc-workout' ) ?? '';
		const same = Array.from(
			drawing.container.querySelectorAll< HTMLElement >(
				'[data-fc-action]'
			)
		).find(
			( candidate ) =>
				candidate.getAttribute( 'data-fc-action' ) === name &&
				( candidate.getAttribute( 'data-fc-workout' ) ?? '' ) === target
		);
		same?.click();
	}
}

/**
 * Where the app renders: the mount point itself, or, when the page came with the server's drawing,
 * a container laid over it that shows once the app's screen is drawn.
 *
 * @param element  The mount point (#fitcoach-app).
 * @param basePath The app's base path.
 * @param navigate Goes to an in-app path (the router).
 * @param path     The app's path at start ('/').
 * @return The element to render the app into.
 */
export function adoptFirstScreen(
	element: HTMLElement,
	basePath: string,
	navigate: ( to: string ) => void,
	path: () => string
): HTMLElement {
	const drawn = element.querySelector< HTMLElement >( '.fc-first-screen' );
	if ( ! drawn ) {
		return element;
	}
	const screen = drawn.getAttribute( 'data-fc-first-screen' ) ?? 'home';
	const container = document.createElement( 'div' );
	container.className = 'fc-first-screen-app fc-first-screen-app--pending';
	container.setAttribute( 'aria-hidden', 'true' );
	element.appendChild( container );

	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const button = target?.closest< HTMLElement >( '[data-fc-action]' );
		if ( button && current ) {
			event.preventDefault();
			current.action = button;
			button.setAttribute( 'aria-busy', 'true' );
			return;
		}
		const link = target?.closest< HTMLAnchorElement >( 'a[href]' );
		const to = link ? appPathOf( link.href, basePath ) : null;
		if ( null !== to && ! event.defaultPrevented && 0 === event.button ) {
			event.preventDefault();
			navigate( to );
		}
	};
	drawn.addEventListener( 'click', onClick );

	let frame = 0;
	const check = () => {
		if (
			path() !== current?.path ||
			container.querySelector( '.fc-error-state' ) ||
			isScreenDrawn( container, screen )
		) {
			handOver();
			return;
		}
		frame = window.requestAnimationFrame( check );
	};
	const timeout = window.setTimeout( handOver, HAND_OVER_TIMEOUT_MS );
	// A button of the drawing tapped before the app's script ran (the page's check script).
	const early = ( window as { fitcoachFirstTap?: unknown } ).fitcoachFirstTap;
	current = {
		element: drawn,
		container,
		path: path(),
		action:
			early instanceof HTMLElement && drawn.contains( early )
				? early
				: null,
		stop: () => {
			window.cancelAnimationFrame( frame );
			window.clearTimeout( timeout );
			drawn.removeEventListener( 'click', onClick );
		},
	};
	frame = window.requestAnimationFrame( check );
	return container;
}
