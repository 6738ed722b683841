/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import { actionFailureMessage } from './failures';

describe( 'actionFailureMessage', () => {
	it( "shows the server's message of a refused request", () => {
		expect(
			actionFailureMessage(
				new ApiRequestError(
					400,
					'fitcoach_invalid',
					'Energie moet tussen 1 en 10 liggen.'
				),
				'Vast'
			)
		).toBe( 'Energie moet tussen 1 en 10 liggen.' );
	} );

	it( 'adds to the fixed text that the input is kept when no answer came', () => {
		for ( const code of [
			'fitcoach_network_error',
			'fetch_error',
			'offline_error',
		] ) {
			expect(
				actionFailureMessage(
					new ApiRequestError( 0, code, '' ),
					'Vast'
				)
			).toBe(
				'Vast Geen verbinding: je invoer staat nog in het formulier. Probeer het opnieuw zodra je weer online bent.'
			);
		}
		// Status 0 for another reason (an unreadable answer) is not a lost connection.
		expect(
			actionFailureMessage(
				new ApiRequestError( 0, 'invalid_json', '' ),
				'Vast'
			)
		).toBe( 'Vast' );
	} );

	it( 'shows the fixed text for server errors and anything else', () => {
		expect(
			actionFailureMessage(
				new ApiRequestError( 500, 'x', 'Interne fout' ),
				'Vast'
			)
		).toBe( 'Vast' );
		expect(
			actionFailureMessage( new ApiRequestError( 404, 'x', '' ), 'Vast' )
		).toBe( 'Vast' );
		expect( actionFailureMessage( new Error( 'boom' ), 'Vast' ) ).toBe(
			'Vast'
		);
	} );
} );
