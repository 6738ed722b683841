/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { initials } from './initials';

describe( 'initials', () => {
	it( 'takes the first letters of first and last name', () => {
		expect( initials( { first_name: 'Sanne', last_name: 'Jansen' } ) ).toBe(
			'SJ'
		);
	} );

	it( 'prefers the capitalised word of a family name with a prefix', () => {
		expect(
			initials( { first_name: 'Daan', last_name: 'van der Berg' } )
		).toBe( 'DB' );
		expect( initials( { first_name: 'eva', last_name: 'de vries' } ) ).toBe(
			'ED'
		);
	} );

	it( 'works with only one of the names', () => {
		expect( initials( { first_name: 'Sanne', last_name: '' } ) ).toBe(
			'S'
		);
		expect( initials( { first_name: '', last_name: 'Jansen' } ) ).toBe(
			'J'
		);
	} );

	it( 'upper-cases letters outside ASCII', () => {
		expect( initials( { first_name: 'élise', last_name: 'Öztürk' } ) ).toBe(
			'ÉÖ'
		);
	} );

	it( 'falls back to the name, then the e-mail address', () => {
		expect( initials( { name: 'Coach Kees de Boer' } ) ).toBe( 'CK' );
		expect( initials( { display_name: 'trainer' } ) ).toBe( 'T' );
		expect( initials( { email: 'info@example.com' } ) ).toBe( 'I' );
		expect( initials( {} ) ).toBe( '' );
	} );
} );
