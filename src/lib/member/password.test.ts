/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { passwordErrors } from './password';

describe( 'passwordErrors', () => {
	it( 'asks for at least 8 characters', () => {
		expect( passwordErrors( 'kort', 'kort' ) ).toEqual( {
			newPassword: 'Minimaal 8 karakters',
		} );
	} );

	it( 'requires the confirmation to match', () => {
		expect( passwordErrors( 'lang-genoeg', 'anders!!' ) ).toEqual( {
			confirmPassword: 'Wachtwoorden komen niet overeen',
		} );
	} );

	it( 'allows a long enough, confirmed password', () => {
		expect( passwordErrors( 'lang-genoeg', 'lang-genoeg' ) ).toEqual( {} );
	} );
} );
