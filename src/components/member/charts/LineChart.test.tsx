/**
 * External dependencies
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render } from '@testing-library/react';
import type { ChartConfiguration } from 'chart.js';

/**
 * Internal dependencies
 */
import LineChart from './LineChart';

// jsdom draws no canvas: Chart.js is a stand-in that records what it was given.
jest.mock( 'chart.js', () => {
	const Chart = Object.assign(
		jest.fn( () => ( { destroy: jest.fn() } ) ),
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
	it( "does not animate under 'prefers-reduced-motion: reduce'", () => {
		preferReducedMotion( true );
		render( <LineChart { ...props } /> );
		expect( Chart ).toHaveBeenCalledTimes( 1 );
		expect( drawn().options?.animation ).toBe( false );
	} );

	it( 'animates when the reader did not ask for less motion', () => {
		preferReducedMotion( false );
		render( <LineChart { ...props } /> );
		expect( drawn().options?.animation ).toEqual( { duration: 400 } );
	} );

	it( 'animates where the browser cannot answer the query', () => {
		render( <LineChart { ...props } /> );
		expect( drawn().options?.animation ).toEqual( { duration: 400 } );
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
