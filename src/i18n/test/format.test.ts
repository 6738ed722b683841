/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	dutchDateLabel,
	dutchDecimals,
	dutchMonth,
	formatDayLabel,
	formatDutchLongDate,
	formatDutchShortDate,
	formatKg,
	formatNumber,
} from '../format';

describe( 'Dutch numbers', () => {
	it( 'uses a decimal comma, one decimal at most and no grouping', () => {
		expect( formatNumber( 72.44 ) ).toBe( '72,4' );
		expect( formatNumber( 2450 ) ).toBe( '2450' );
		expect( formatNumber( 80 ) ).toBe( '80' );
	} );

	it( 'shows kilograms', () => {
		expect( formatKg( 71.3 ) ).toBe( '71,3 kg' );
		expect( formatKg( 0.45, 1 ) ).toBe( '0,5 kg' );
		expect( formatKg( 1, 1 ) ).toBe( '1,0 kg' );
	} );

	it( 'writes server decimals with a comma', () => {
		expect( dutchDecimals( '72.4 kg' ) ).toBe( '72,4 kg' );
		expect( dutchDecimals( '12500 kg' ) ).toBe( '12500 kg' );
		expect( dutchDecimals( '7.3' ) ).toBe( '7,3' );
	} );
} );

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

describe( 'Dutch dates', () => {
	it( 'formats dates in Dutch long format without a time-zone shift', () => {
		expect( formatDutchLongDate( '2025-05-05' ) ).toBe( '5 mei 2025' );
		expect( formatDutchLongDate( '2025-10-01 00:30:00' ) ).toBe(
			'1 oktober 2025'
		);
		expect( formatDutchLongDate( '31-12-2024' ) ).toBe(
			'31 december 2024'
		);
		expect( formatDutchShortDate( '2025-03-05' ) ).toBe( '5 mrt' );
	} );
} );

describe( 'chart day labels', () => {
	it( 'writes an ISO day with the Dutch month abbreviation', () => {
		expect( formatDayLabel( '2025-05-05' ) ).toBe( '5 Mei' );
		expect( formatDayLabel( '2025-10-01' ) ).toBe( '1 Okt' );
		expect( formatDayLabel( '2025-03-31' ) ).toBe( '31 Mrt' );
		expect( formatDayLabel( 'gisteren' ) ).toBe( 'gisteren' );
	} );
} );
