/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { dutchDateLabel, dutchMonth } from './dutchMonths';

describe( 'Dutch month abbreviations', () => {
	it.each( [
		[ 'Jan', 'Jan' ],
		[ 'Feb', 'Feb' ],
		[ 'Mar', 'Mrt' ],
		[ 'Apr', 'Apr' ],
		[ 'May', 'Mei' ],
		[ 'Jun', 'Jun' ],
		[ 'Jul', 'Jul' ],
		[ 'Aug', 'Aug' ],
		[ 'Sep', 'Sep' ],
		[ 'Oct', 'Okt' ],
		[ 'Nov', 'Nov' ],
		[ 'Dec', 'Dec' ],
	] )( '%s is shown as %s', ( english, dutch ) => {
		expect( dutchMonth( english ) ).toBe( dutch );
		expect( dutchDateLabel( `5 ${ english }` ) ).toBe( `5 ${ dutch }` );
	} );

	it( 'ignores case and leaves other words alone', () => {
		expect( dutchMonth( 'oct' ) ).toBe( 'Okt' );
		expect( dutchDateLabel( '12 May 2025' ) ).toBe( '12 Mei 2025' );
		expect( dutchDateLabel( 'week' ) ).toBe( 'week' );
	} );
} );
