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

	it( 'shows the fixed text for server errors, network failures and anything else', () => {
		expect(
			actionFailureMessage(
				new ApiRequestError( 500, 'x', 'Interne fout' ),
				'Vast'
			)
		).toBe( 'Vast' );
		expect(
			actionFailureMessage(
				new ApiRequestError( 0, 'fitcoach_network_error', '' ),
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
