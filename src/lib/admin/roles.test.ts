/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { roleLabel } from './roles';

describe( 'roleLabel', () => {
	it.each( [
		[ 'administrator', 'Administrator' ],
		[ 'pt_trainer', 'PT Trainer' ],
		[ 'sporter', 'Sporter' ],
		[ 'subscriber', 'Abonnee' ],
	] )( '%s is labelled %p', ( role, label ) => {
		expect( roleLabel( role ) ).toBe( label );
	} );

	it( "prefers the server's label", () => {
		expect( roleLabel( 'sporter', 'Lid' ) ).toBe( 'Lid' );
	} );

	it( 'shows an unknown role as it is', () => {
		expect( roleLabel( 'editor' ) ).toBe( 'editor' );
		expect( roleLabel( undefined ) ).toBe( '' );
	} );
} );
