/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	formatDutchLongDate,
	formatDutchShortDate,
	todayInputDate,
	toInputDate,
} from './dates';

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
