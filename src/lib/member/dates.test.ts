/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { todayInputDate, toInputDate } from './dates';

describe( 'dates', () => {
	it( 'converts dd-mm-yyyy to yyyy-mm-dd for the form', () => {
		expect( toInputDate( '05-03-2025' ) ).toBe( '2025-03-05' );
		expect( toInputDate( '5-3-2025' ) ).toBe( '2025-03-05' );
	} );

	it( 'keeps the date part of yyyy-mm-dd values', () => {
		expect( toInputDate( '2025-03-05' ) ).toBe( '2025-03-05' );
		expect( toInputDate( '2025-03-05 08:15:00' ) ).toBe( '2025-03-05' );
		expect( toInputDate( 'gisteren' ) ).toBe( '' );
		expect( toInputDate( undefined ) ).toBe( '' );
	} );

	it( 'gives today as a local date input value', () => {
		expect( todayInputDate( new Date( 2025, 0, 9, 23, 30 ) ) ).toBe(
			'2025-01-09'
		);
	} );
} );
