/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { dutchDecimals, formatKg, formatNumber } from './numbers';

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
