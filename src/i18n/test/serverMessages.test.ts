/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { localiseServerMessage } from '../serverMessages';

describe( 'localiseServerMessage', () => {
	it( 'shows the English reading of the failure messages in Dutch', () => {
		expect( localiseServerMessage( 'Login failed' ) ).toBe(
			'Inloggen mislukt. Controleer je gegevens.'
		);
		expect(
			localiseServerMessage( 'Forgot password request failed' )
		).toBe(
			'Er is een fout opgetreden bij het versturen van de reset link.'
		);
		expect( localiseServerMessage( 'Password reset failed' ) ).toBe(
			'Wachtwoord reset mislukt. Probeer het opnieuw.'
		);
	} );

	it( 'leaves every other server message as it is', () => {
		expect( localiseServerMessage( 'Ongeldige reset link' ) ).toBe(
			'Ongeldige reset link'
		);
	} );
} );
