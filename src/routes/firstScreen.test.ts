/**
 * The server's drawing of the first screen until the app's own screen is drawn (firstScreen.ts).
 */

/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	HAND_OVER_MARK,
	HAND_OVER_TIMEOUT_MS,
	adoptFirstScreen,
	appPathOf,
	chartsAnimate,
	handOver,
	isFirstScreenShown,
	isScreenDrawn,
} from './firstScreen';

const DRAWING = `
	<div class="fc-first-screen" data-fc-first-screen="home">
		<div class="fc-home">
			<a class="fc-link" href="/training/workout/3">Bekijken</a>
			<a class="fc-away" href="https://elders.test/">Elders</a>
			<button type="button" data-fc-action="start-workout" data-fc-workout="3"><span>Starten</span></button>
		</div>
	</div>`;

/**
 * The app's Home as it ends up in the container.
 *
 * @param charts How many charts it has.
 */
function appHome( charts: number ): string {
	return `<div class="fc-home">${ '<div class="fc-chart"><canvas></canvas></div>'.repeat(
		charts
	) }<button type="button" data-fc-action="start-workout" data-fc-workout="3">Starten</button></div>`;
}

function takeCharts( container: HTMLElement ): void {
	container
		.querySelectorAll( 'canvas' )
		.forEach( ( canvas ) =>
			Object.assign( canvas, { $chartjs: { initialized: true } } )
		);
}

describe( 'the server drawing of Home', () => {
	let element: HTMLElement;
	let path: string;
	let navigate: jest.Mock;

	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = `<div id="fitcoach-app">${ DRAWING }</div>`;
		element = document.getElementById( 'fitcoach-app' ) as HTMLElement;
		path = '/';
		navigate = jest.fn();
	} );

	afterEach( () => {
		handOver();
		jest.useRealTimers();
	} );

	const adopt = () => adoptFirstScreen( element, '/', navigate, () => path );

	it( 'renders the app into the mount point itself when the page has no drawing', () => {
		document.body.innerHTML = '<div id="fitcoach-app"></div>';
		element = document.getElementById( 'fitcoach-app' ) as HTMLElement;
		expect( adopt() ).toBe( element );
		expect( isFirstScreenShown() ).toBe( false );
		expect( chartsAnimate() ).toBe( true );
	} );

	it( 'renders the app out of sight beside the drawing, with charts that do not animate', () => {
		const container = adopt();
		expect( container ).not.toBe( element );
		expect( container.parentElement ).toBe( element );
		expect( container.className ).toBe(
			'fc-first-screen-app fc-first-screen-app--pending'
		);
		expect( container.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( isFirstScreenShown() ).toBe( true );
		expect( chartsAnimate() ).toBe( false );
	} );

	it( 'hands over once the app’s Home is drawn with its charts, not before', () => {
		const container = adopt();
		const mark = jest.spyOn( performance, 'mark' );
		container.innerHTML =
			'<div class="fc-home"><div class="fc-skeleton"></div></div>';
		jest.advanceTimersByTime( 100 );
		expect( element.querySelector( '.fc-first-screen' ) ).not.toBeNull();

		container.innerHTML = appHome( 2 );
		jest.advanceTimersByTime( 100 );
		expect( element.querySelector( '.fc-first-screen' ) ).not.toBeNull();

		takeCharts( container );
		jest.advanceTimersByTime( 100 );
		expect( element.querySelector( '.fc-first-screen' ) ).toBeNull();
		expect( container.className ).toBe( 'fc-first-screen-app' );
		expect( container.hasAttribute( 'aria-hidden' ) ).toBe( false );
		expect( isFirstScreenShown() ).toBe( false );
		expect( chartsAnimate() ).toBe( true );
		expect( mark ).toHaveBeenCalledWith( HAND_OVER_MARK );
		mark.mockRestore();
	} );

	it( 'hands over when the app shows another route or an error', () => {
		adopt();
		path = '/login';
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( false );

		document.body.innerHTML = `<div id="fitcoach-app">${ DRAWING }</div>`;
		element = document.getElementById( 'fitcoach-app' ) as HTMLElement;
		path = '/';
		const container = adopt();
		container.innerHTML =
			'<div class="fc-home"><div class="fc-error-state"></div></div>';
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( false );
	} );

	it( 'hands over after the time limit whatever the app shows', () => {
		adopt();
		jest.advanceTimersByTime( HAND_OVER_TIMEOUT_MS - 100 );
		expect( isFirstScreenShown() ).toBe( true );
		jest.advanceTimersByTime( 200 );
		expect( isFirstScreenShown() ).toBe( false );
	} );

	it( 'sends a link inside the app through the router, and leaves other links alone', () => {
		adopt();
		const inside = element.querySelector( '.fc-link' ) as HTMLElement;
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		inside.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( navigate ).toHaveBeenCalledWith( '/training/workout/3' );

		const away = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		( element.querySelector( '.fc-away' ) as HTMLElement ).dispatchEvent(
			away
		);
		expect( away.defaultPrevented ).toBe( false );
		expect( navigate ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'presses the tapped button in the app’s Home once it is there', () => {
		const container = adopt();
		const tapped = element.querySelector(
			'.fc-first-screen span'
		) as HTMLElement;
		tapped.click();
		const drawn = element.querySelector(
			'.fc-first-screen [data-fc-action]'
		) as HTMLElement;
		expect( drawn.getAttribute( 'aria-busy' ) ).toBe( 'true' );

		container.innerHTML = appHome( 0 );
		const pressed = jest.fn();
		(
			container.querySelector( '[data-fc-action]' ) as HTMLElement
		 ).addEventListener( 'click', pressed );
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( false );
		expect( pressed ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'presses the button tapped before the app’s script ran', () => {
		const tapped = element.querySelector(
			'.fc-first-screen [data-fc-action]'
		) as HTMLElement;
		// What the page's check script keeps of such a tap.
		Object.assign( window, { fitcoachFirstTap: tapped } );
		const container = adopt();
		container.innerHTML = appHome( 0 );
		const pressed = jest.fn();
		(
			container.querySelector( '[data-fc-action]' ) as HTMLElement
		 ).addEventListener( 'click', pressed );
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( false );
		expect( pressed ).toHaveBeenCalledTimes( 1 );
		Object.assign( window, { fitcoachFirstTap: undefined } );
	} );

	it( 'presses nothing when nothing was tapped', () => {
		const container = adopt();
		container.innerHTML = appHome( 0 );
		const pressed = jest.fn();
		(
			container.querySelector( '[data-fc-action]' ) as HTMLElement
		 ).addEventListener( 'click', pressed );
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( false );
		expect( pressed ).not.toHaveBeenCalled();
	} );
} );

describe( 'isScreenDrawn', () => {
	it( 'needs the Home screen, no placeholder and every chart taken by Chart.js', () => {
		const root = document.createElement( 'div' );
		expect( isScreenDrawn( root, 'home' ) ).toBe( false );
		root.innerHTML = appHome( 2 );
		expect( isScreenDrawn( root, 'home' ) ).toBe( false );
		takeCharts( root );
		expect( isScreenDrawn( root, 'home' ) ).toBe( true );
		expect( isScreenDrawn( root ) ).toBe( true );
		for ( const placeholder of [
			'fc-app__loading',
			'fc-skeleton',
			'fc-spinner',
			'fc-chart__placeholder',
		] ) {
			root.insertAdjacentHTML(
				'beforeend',
				`<span class="${ placeholder }"></span>`
			);
			expect( isScreenDrawn( root, 'home' ) ).toBe( false );
			root.lastElementChild?.remove();
		}
	} );

	it( 'needs the drawn screen itself: Metingen, Training or the dashboard', () => {
		const root = document.createElement( 'div' );
		root.innerHTML = appHome( 0 );
		for ( const [ screen, markup ] of [
			[
				'metingen',
				'<div class="fc-page fc-measurements"><ul class="fc-list"></ul></div>',
			],
			[ 'training', '<div class="fc-page fc-training"></div>' ],
			[
				'admin',
				'<div class="fc-page fc-admin fc-admin-dashboard"></div>',
			],
		] ) {
			root.innerHTML = appHome( 0 );
			expect( isScreenDrawn( root, screen ) ).toBe( false );
			root.innerHTML = markup;
			expect( isScreenDrawn( root, screen ) ).toBe( true );
			expect( isScreenDrawn( root, 'home' ) ).toBe( false );
			root.insertAdjacentHTML(
				'beforeend',
				'<div class="fc-skeleton fc-skeleton--row"></div>'
			);
			expect( isScreenDrawn( root, screen ) ).toBe( false );
		}
		expect( isScreenDrawn( root, 'profile' ) ).toBe( false );
	} );
} );

describe( 'a drawing of another screen', () => {
	afterEach( () => {
		handOver();
		jest.useRealTimers();
	} );

	it( 'hands over when the app has that screen, not Home', () => {
		jest.useFakeTimers();
		document.body.innerHTML =
			'<div id="fitcoach-app"><div class="fc-first-screen" data-fc-first-screen="metingen"><div class="fc-measurements"></div></div></div>';
		const element = document.getElementById(
			'fitcoach-app'
		) as HTMLElement;
		const container = adoptFirstScreen(
			element,
			'/',
			jest.fn(),
			() => '/metingen'
		);
		container.innerHTML = appHome( 0 );
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( true );
		container.innerHTML =
			'<div class="fc-page fc-measurements"><div class="fc-skeleton"></div></div>';
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( true );
		container.innerHTML =
			'<div class="fc-page fc-measurements"><ul class="fc-list"><li>Dagelijkse meting</li></ul></div>';
		jest.advanceTimersByTime( 100 );
		expect( isFirstScreenShown() ).toBe( false );
		expect( element.querySelector( '.fc-first-screen' ) ).toBeNull();
	} );
} );

describe( 'appPathOf', () => {
	it( 'gives the path inside the app, or null elsewhere', () => {
		const origin = window.location.origin;
		expect( appPathOf( `${ origin }/training`, '/' ) ).toBe( '/training' );
		expect( appPathOf( '/', '/' ) ).toBe( '/' );
		expect( appPathOf( '/app/metingen?x=1', '/app/' ) ).toBe(
			'/metingen?x=1'
		);
		expect( appPathOf( '/app', '/app/' ) ).toBe( '/' );
		expect( appPathOf( '/application/x', '/app/' ) ).toBeNull();
		expect( appPathOf( '/elders', '/app' ) ).toBeNull();
		expect( appPathOf( 'https://elders.test/training', '/' ) ).toBeNull();
	} );
} );
