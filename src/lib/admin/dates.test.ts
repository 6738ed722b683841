/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { formatLongDutchDate, parseApiDate, relativeTime } from './dates';

const NOW = new Date( 2024, 4, 20, 15, 0, 0 ); // 20 May 2024, 15:00 local time.
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

function ago( ms: number ): Date {
	return new Date( NOW.getTime() - ms );
}

describe( 'relativeTime', () => {
	it.each( [
		[ 'just now', 0, 'Nu' ],
		[ '59 minutes', 59 * MINUTE, 'Nu' ],
		[ '59 min 59 s', HOUR - 1000, 'Nu' ],
		[ 'exactly 1 hour', HOUR, '1 uur geleden' ],
		[ '2.5 hours', 2.5 * HOUR, '2 uur geleden' ],
		[ '23 hours', 23 * HOUR, '23 uur geleden' ],
		[ '23 h 59 min', 24 * HOUR - MINUTE, '23 uur geleden' ],
		[ 'exactly 24 hours', 24 * HOUR, '1 dag geleden' ],
		[ '47 hours', 47 * HOUR, '1 dag geleden' ],
		[ '48 hours', 48 * HOUR, '2 dagen geleden' ],
		[ '10 days', 240 * HOUR, '10 dagen geleden' ],
	] )( '%s ago reads %p', ( _label, elapsed, expected ) => {
		expect( relativeTime( ago( elapsed ), NOW ) ).toBe( expected );
	} );

	it( 'reads a WordPress local date-time string as local time', () => {
		expect( relativeTime( '2024-05-20 12:00:00', NOW ) ).toBe(
			'3 uur geleden'
		);
		expect( relativeTime( '2024-05-18 15:00:00', NOW ) ).toBe(
			'2 dagen geleden'
		);
	} );

	it( 'reads ISO dates with a zone exactly', () => {
		const iso = new Date( NOW.getTime() - 5 * HOUR ).toISOString();
		expect( relativeTime( iso, NOW ) ).toBe( '5 uur geleden' );
	} );

	it( 'treats a date in the future as now', () => {
		expect( relativeTime( new Date( NOW.getTime() + HOUR ), NOW ) ).toBe(
			'Nu'
		);
	} );

	it( 'gives an empty text for a date it cannot read', () => {
		expect( relativeTime( 'gisteren', NOW ) ).toBe( '' );
		expect( relativeTime( null, NOW ) ).toBe( '' );
	} );
} );

describe( 'formatLongDutchDate', () => {
	it.each( [
		[ '2024-03-05', '5 maart 2024' ],
		[ '2023-01-31 23:59:59', '31 januari 2023' ],
		[ '2024-05-01T00:30:00', '1 mei 2024' ],
		[ '2022-10-12 08:00:00', '12 oktober 2022' ],
		[ '2021-12-24', '24 december 2021' ],
	] )( '%s reads %p', ( input, expected ) => {
		expect( formatLongDutchDate( input ) ).toBe( expected );
	} );

	it( 'accepts a Date', () => {
		expect( formatLongDutchDate( new Date( 2020, 6, 4 ) ) ).toBe(
			'4 juli 2020'
		);
	} );

	it( 'gives an empty text for a date it cannot read', () => {
		expect( formatLongDutchDate( '' ) ).toBe( '' );
		expect( formatLongDutchDate( 'onbekend' ) ).toBe( '' );
	} );
} );

describe( 'parseApiDate', () => {
	it( 'keeps the calendar day of a zone-less date', () => {
		const date = parseApiDate( '2024-03-05 00:00:00' );
		expect( date?.getFullYear() ).toBe( 2024 );
		expect( date?.getMonth() ).toBe( 2 );
		expect( date?.getDate() ).toBe( 5 );
	} );
} );
