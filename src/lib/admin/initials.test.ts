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
		// The last name as it is written, prefix included (the spec's rule, as the server has it).
		expect(
			initials( { first_name: 'Sanne', last_name: 'de Vries' } )
		).toBe( 'SD' );
		expect(
			initials( { first_name: 'daan', last_name: 'van der Berg' } )
		).toBe( 'DV' );
	} );

	it( 'prefers first and last name over the display name', () => {
		expect(
			initials( {
				first_name: 'Kees',
				last_name: 'Boer',
				display_name: 'Coach',
				email: 'x@example.com',
			} )
		).toBe( 'KB' );
	} );

	it( 'works with only one of the names', () => {
		expect( initials( { first_name: 'Sanne', last_name: '' } ) ).toBe(
			'S'
		);
		expect( initials( { first_name: null, last_name: 'Jansen' } ) ).toBe(
			'J'
		);
	} );

	it( 'takes the first two words of a single name field', () => {
		expect( initials( { display_name: 'Sanne de Vries' } ) ).toBe( 'SD' );
		expect( initials( { name: 'Coach Kees de Boer' } ) ).toBe( 'CK' );
		expect( initials( { display_name: 'trainer' } ) ).toBe( 'T' );
		// The admin list's name wins over the display name.
		expect(
			initials( { name: 'Tom Trainer', display_name: 'tommy' } )
		).toBe( 'TT' );
	} );

	it( 'ignores extra spaces', () => {
		expect(
			initials( { first_name: '  Sanne ', last_name: '   de  Vries ' } )
		).toBe( 'SD' );
		expect( initials( { display_name: '   Daan \u00a0  Jansen  ' } ) ).toBe(
			'DJ'
		);
		// Names of spaces only count as no names.
		expect(
			initials( {
				first_name: '   ',
				last_name: ' ',
				display_name: 'Tom Trainer',
			} )
		).toBe( 'TT' );
	} );

	it( 'keeps accents and upper-cases letters outside ASCII', () => {
		expect( initials( { first_name: 'élise', last_name: 'Öztürk' } ) ).toBe(
			'ÉÖ'
		);
		// An accent written as a separate combining mark stays with its letter.
		expect(
			initials( { first_name: 'e\u0301mile', last_name: 'zola' } )
		).toBe( 'ÉZ' );
		expect( initials( { display_name: 'łukasz ćwik' } ) ).toBe( 'ŁĆ' );
	} );

	it( 'skips punctuation in front of a name', () => {
		expect( initials( { first_name: 'Anne', last_name: "'t Hart" } ) ).toBe(
			'AT'
		);
	} );

	it( 'falls back to the login name, then the e-mail address', () => {
		expect(
			initials( {
				first_name: '',
				last_name: '',
				display_name: '',
				username: 'sanne88',
				email: 'info@example.com',
			} )
		).toBe( 'S' );
		expect(
			initials( { display_name: ' ', email: 'info@example.com' } )
		).toBe( 'I' );
		expect( initials( {} ) ).toBe( '' );
		expect( initials( { email: '@' } ) ).toBe( '' );
	} );
} );
