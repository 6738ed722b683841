/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { leastSquares } from './trendline';

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
