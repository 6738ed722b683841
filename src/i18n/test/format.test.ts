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
	writeNumber,
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

describe( 'numbers without Intl', () => {
	/**
	 * Numbers of every kind the app writes: weights, totals, rates, rounding ties, carries.
	 */
	function samples(): number[] {
		const out = [
			0,
			-0,
			0.05,
			-0.05,
			0.04,
			-0.04,
			0.5,
			1.005,
			1.015,
			2.675,
			0.95,
			9.95,
			99.95,
			999.95,
			9999.95,
			72.45,
			72.44,
			80,
			1234.5,
			12345.678,
			123456789.25,
			-1234.55,
			0.1 + 0.2,
			1 / 3,
			-2 / 3,
			1e-6,
			999999.999,
			5e-7,
		];
		let seed = 42;
		const random = () => {
			seed = ( seed * 1103515245 + 12345 ) % 2147483648;
			return seed / 2147483648;
		};
		for ( let i = 0; i < 1000; i++ ) {
			const scale = [ 1, 10, 100, 1000, 100000 ][ i % 5 ];
			const value = ( random() - 0.3 ) * scale;
			out.push(
				value,
				Math.round( value * 100 ) / 100,
				Math.round( value * 1000 + 0.5 ) / 1000
			);
		}
		return out;
	}

	it.each( [
		[ 'nl_NL', 'nl-NL' ],
		[ 'en_US', 'en-US' ],
	] )( 'writes what Intl.NumberFormat writes (%s)', ( locale, tag ) => {
		window.fitcoachConfig = { locale };
		const options: Array< [ number, number, boolean ] > = [
			[ 0, 1, false ],
			[ 1, 1, false ],
			[ 0, 2, false ],
			[ 2, 2, false ],
			[ 0, 1, true ],
			[ 0, 0, true ],
		];
		let compared = 0;
		for ( const [ min, max, grouping ] of options ) {
			const intl = new Intl.NumberFormat( tag, {
				minimumFractionDigits: min,
				maximumFractionDigits: max,
				useGrouping: grouping,
			} );
			for ( const value of samples() ) {
				expect( [
					value,
					writeNumber( value, min, max, grouping ),
				] ).toEqual( [ value, intl.format( value ) ] );
				compared++;
			}
		}
		expect( compared ).toBeGreaterThan( 18000 );
		delete window.fitcoachConfig;
	} );

	it( 'groups thousands the Dutch and the English way', () => {
		window.fitcoachConfig = { locale: 'nl_NL' };
		expect( writeNumber( 1234567.25, 0, 1, true ) ).toBe( '1.234.567,3' );
		expect( writeNumber( -999.96, 0, 1, true ) ).toBe( '-1.000' );
		window.fitcoachConfig = { locale: 'en_US' };
		expect( writeNumber( 1234567.25, 0, 1, true ) ).toBe( '1,234,567.3' );
		delete window.fitcoachConfig;
	} );
} );
