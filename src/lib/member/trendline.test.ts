/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { leastSquares, weeklyTrend } from './trendline';

describe( 'leastSquares', () => {
	it( 'fits a perfect line exactly', () => {
		const line = leastSquares( [ 80, 79.5, 79, 78.5 ] );
		expect( line.slope ).toBeCloseTo( -0.5 );
		expect( line.intercept ).toBeCloseTo( 80 );
		line.points.forEach( ( value, index ) =>
			expect( value ).toBeCloseTo( 80 - 0.5 * index )
		);
	} );

	it( 'fits noisy values by index with the least-squares formula', () => {
		// x = 0..4, y = 2 4 5 4 5 → slope 0.6, intercept 2.8.
		const line = leastSquares( [ 2, 4, 5, 4, 5 ] );
		expect( line.slope ).toBeCloseTo( 0.6 );
		expect( line.intercept ).toBeCloseTo( 2.8 );
		expect( line.points ).toHaveLength( 5 );
		expect( line.points[ 4 ] ).toBeCloseTo( 5.2 );
	} );

	it( 'gives a flat line through a single value and nothing for no values', () => {
		expect( leastSquares( [ 72.3 ] ) ).toEqual( {
			slope: 0,
			intercept: 72.3,
			points: [ 72.3 ],
		} );
		expect( leastSquares( [] ).points ).toEqual( [] );
	} );
} );

describe( 'weeklyTrend', () => {
	it( 'takes values without days as one a day', () => {
		// −0.1 kg a day is −0.7 kg a week.
		expect( weeklyTrend( [ 80, 79.9, 79.8, 79.7 ] ) ).toBeCloseTo( -0.7 );
	} );

	it( 'fits over calendar days when the ISO days are known', () => {
		// −0.6 kg over 6 days (a gap in the middle): −0.7 kg a week, not −2.1 by index.
		expect(
			weeklyTrend(
				[ 72.4, 72.1, 71.8 ],
				[ '2025-11-03', '2025-11-06', '2025-11-09' ]
			)
		).toBeCloseTo( -0.7 );
		// Across a month end and a clock change (26 October).
		expect(
			weeklyTrend( [ 70, 71 ], [ '2025-10-25', '2025-11-01' ] )
		).toBeCloseTo( 1 );
	} );

	it( 'falls back to one a day when a day cannot be read', () => {
		expect(
			weeklyTrend( [ 72.4, 72.1, 71.8 ], [ '3 Nov', '6 Nov', '9 Nov' ] )
		).toBeCloseTo( -2.1 );
	} );

	it( 'has no trend for fewer than two values or all on one day', () => {
		expect( weeklyTrend( [] ) ).toBeNull();
		expect( weeklyTrend( [ 72 ] ) ).toBeNull();
		expect(
			weeklyTrend( [ 72, 73 ], [ '2025-11-03', '2025-11-03' ] )
		).toBeNull();
	} );
} );
