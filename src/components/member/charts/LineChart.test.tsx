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
