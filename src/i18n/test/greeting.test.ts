/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { greeting, greetingName } from '../greeting';

const at = ( hours: number, minutes: number ) =>
	new Date( 2024, 4, 14, hours, minutes, 0 );

describe( 'greeting', () => {
	it.each( [
		[ '00:00', 'Goedeavond' ],
		[ '02:59', 'Goedeavond' ],
		[ '03:00', 'Goedemorgen' ],
		[ '11:59', 'Goedemorgen' ],
		[ '12:00', 'Goedemiddag' ],
		[ '17:59', 'Goedemiddag' ],
		[ '18:00', 'Goedeavond' ],
		[ '23:59', 'Goedeavond' ],
	] )( 'at %s says %s', ( time, expected ) => {
		const [ hours, minutes ] = time.split( ':' ).map( Number );
		expect( greeting( at( hours, minutes ) ) ).toBe( expected );
	} );
} );

describe( 'greetingName', () => {
	it( 'prefers the first name', () => {
		expect(
			greetingName( {
				first_name: 'Sanne',
				display_name: 'Sanne de Vries',
			} )
		).toBe( 'Sanne' );
	} );

	it( 'falls back to the display name', () => {
		expect(
			greetingName( { first_name: ' ', display_name: 'sanne' } )
		).toBe( 'sanne' );
	} );

	it( "falls back to 'gebruiker'", () => {
		expect( greetingName( { first_name: '', display_name: '' } ) ).toBe(
			'gebruiker'
		);
		expect( greetingName( null ) ).toBe( 'gebruiker' );
	} );
} );
