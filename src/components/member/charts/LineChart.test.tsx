/**
 * External dependencies
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, waitFor } from '@testing-library/react';
import type { ChartConfiguration } from 'chart.js';

/**
 * Internal dependencies
 */
import LineChart from './LineChart';

// jsdom draws no canvas: Chart.js is a stand-in that records what it was given.
jest.mock( 'chart.js', () => {
	const Chart = Object.assign(
		jest.fn( () => ( { destroy: jest.fn(), stop: jest.fn() } ) ),
		{ register: jest.fn() }
	);
	return {
		Chart,
		CategoryScale: {},
		Filler: {},
		Legend: {},
		LinearScale: {},
		LineController: {},
		LineElement: {},
		PointElement: {},
		Tooltip: {},
	};
} );

const { Chart } = jest.requireMock< {
	Chart: jest.Mock< ( canvas: unknown, config: ChartConfiguration ) => void >;
} >( 'chart.js' );

/**
 * Makes window.matchMedia answer the reduced-motion query.
 *
 * @param reduce Whether the reader asked for less motion.
 */
function preferReducedMotion( reduce: boolean ) {
	window.matchMedia = ( ( query: string ) => ( {
		matches: reduce && '(prefers-reduced-motion: reduce)' === query,
		media: query,
		onchange: null,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
		addListener: () => undefined,
		removeListener: () => undefined,
		dispatchEvent: () => false,
	} ) ) as typeof window.matchMedia;
}

function drawn(): ChartConfiguration {
	const calls = Chart.mock.calls;
	return calls[ calls.length - 1 ][ 1 ];
}

const props = {
	labels: [ '3 Nov', '4 Nov' ],
	series: [ { label: 'Gewicht', data: [ 72.4, 72.1 ], color: '#6366f1' } ],
};

afterEach( () => {
	Chart.mockClear();
	delete ( window as { matchMedia?: unknown } ).matchMedia;
} );

describe( 'LineChart', () => {
	it( "does not animate under 'prefers-reduced-motion: reduce'", async () => {
		preferReducedMotion( true );
		render( <LineChart { ...props } /> );
		await waitFor( () => expect( Chart ).toHaveBeenCalledTimes( 1 ) );
		expect( drawn().options?.animation ).toBe( false );
	} );

	it( 'animates when the reader did not ask for less motion', async () => {
		preferReducedMotion( false );
		render( <LineChart { ...props } /> );
		await waitFor( () => expect( Chart ).toHaveBeenCalledTimes( 1 ) );
		expect( drawn().options?.animation ).toEqual( { duration: 400 } );
	} );

	it( 'animates where the browser cannot answer the query', async () => {
		render( <LineChart { ...props } /> );
		await waitFor( () => expect( Chart ).toHaveBeenCalledTimes( 1 ) );
		expect( drawn().options?.animation ).toEqual( { duration: 400 } );
	} );

	it( 'draws once the main thread is free, not during the render', async () => {
		render( <LineChart { ...props } /> );
		expect( Chart ).not.toHaveBeenCalled();
		await waitFor( () => expect( Chart ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'waits while paused (a workout is starting) and draws when the pause ends', async () => {
		const { rerender } = render( <LineChart { ...props } paused /> );
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( Chart ).not.toHaveBeenCalled();
		rerender( <LineChart { ...props } paused={ false } /> );
		// Not at once: the screen being left right after the pause goes first.
		expect( Chart ).not.toHaveBeenCalled();
		await waitFor( () => expect( Chart ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'draws nothing when the screen is left right after the pause ends', async () => {
		const { rerender, unmount } = render(
			<LineChart { ...props } paused />
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		rerender( <LineChart { ...props } paused={ false } /> );
		unmount();
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( Chart ).not.toHaveBeenCalled();
	} );

	it( 'waits while its screen is being left (the address has moved on), and draws on a way back', async () => {
		const start = window.location.pathname;
		render( <LineChart { ...props } /> );
		window.history.pushState( null, '', '/sessies/12' );
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
		expect( Chart ).not.toHaveBeenCalled();
		window.history.pushState( null, '', start );
		await waitFor( () => expect( Chart ).toHaveBeenCalledTimes( 1 ) );
	} );

	it( 'draws nothing when its screen is left while it waits', async () => {
		const start = window.location.pathname;
		const { unmount } = render( <LineChart { ...props } /> );
		window.history.pushState( null, '', '/sessies/12' );
		await new Promise( ( resolve ) => setTimeout( resolve, 150 ) );
		unmount();
		window.history.pushState( null, '', start );
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
		expect( Chart ).not.toHaveBeenCalled();
	} );

	it( 'draws the charts waiting for a free moment together in it', () => {
		const moments: Array< () => void > = [];
		const idle = window as unknown as {
			requestIdleCallback?: ( work: () => void ) => number;
			cancelIdleCallback?: ( id: number ) => void;
		};
		idle.requestIdleCallback = ( work ) => moments.push( work );
		idle.cancelIdleCallback = () => undefined;
		try {
			render(
				<>
					<LineChart { ...props } />
					<LineChart { ...props } unit="kg" />
				</>
			);
			expect( moments ).toHaveLength( 1 );
			expect( Chart ).not.toHaveBeenCalled();
			moments[ 0 ]();
			expect( Chart ).toHaveBeenCalledTimes( 2 );
		} finally {
			delete idle.requestIdleCallback;
			delete idle.cancelIdleCallback;
		}
	} );

	it( 'stops the animation of a drawn chart when paused, and keeps it', async () => {
		const { rerender } = render( <LineChart { ...props } /> );
		await waitFor( () => expect( Chart ).toHaveBeenCalledTimes( 1 ) );
		const instance = Chart.mock.results[ 0 ].value as unknown as {
			stop: jest.Mock;
			destroy: jest.Mock;
		};
		rerender( <LineChart { ...props } paused /> );
		expect( instance.stop ).toHaveBeenCalledTimes( 1 );
		expect( instance.destroy ).not.toHaveBeenCalled();
		expect( Chart ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'hides the canvas from screen readers (the text alternative is beside it)', () => {
		preferReducedMotion( false );
		const { container } = render( <LineChart { ...props } /> );
		expect( container.querySelector( 'canvas' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
	} );
} );
