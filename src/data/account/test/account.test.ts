/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost } from '../../../api/client';
import { notify } from '../../notices';
import { store } from '..';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const post = apiPost as jest.MockedFunction< typeof apiPost >;

beforeEach( () => {
	jest.clearAllMocks();
} );

describe( 'forgotten password', () => {
	it( 'sends the login and answers with the server’s message, without a toast', async () => {
		post.mockResolvedValue( {
			success: true,
			message: 'Kijk in je mail.',
		} as never );
		expect( await dispatch( store ).forgotPassword( 'sanne' ) ).toEqual( {
			ok: true,
			message: 'Kijk in je mail.',
		} );
		expect( post ).toHaveBeenCalledWith( '/auth/forgot-password', {
			user_login: 'sanne',
		} );
		expect( notify ).not.toHaveBeenCalled();
	} );

	it( 'words a failed call the server did not explain', async () => {
		post.mockRejectedValue(
			new ApiRequestError( 500, 'fitcoach_request_failed', '' )
		);
		expect( await dispatch( store ).forgotPassword( 'sanne' ) ).toEqual( {
			ok: false,
			message:
				'Er is een fout opgetreden bij het versturen van de reset link.',
		} );
		expect( notify ).not.toHaveBeenCalled();
	} );
} );

describe( 'password reset', () => {
	it( 'sends the key, the login and the new password', async () => {
		post.mockResolvedValue( { success: true } as never );
		expect(
			await dispatch( store ).resetPassword( {
				key: 'abc',
				userLogin: 'sanne',
				password: 'een-lang-wachtwoord',
			} )
		).toEqual( {
			ok: true,
			message:
				'Wachtwoord succesvol gereset. Je kunt nu inloggen met je nieuwe wachtwoord.',
		} );
		expect( post ).toHaveBeenCalledWith( '/auth/reset-password', {
			key: 'abc',
			user_login: 'sanne',
			user: 'sanne',
			new_password: 'een-lang-wachtwoord',
		} );
	} );

	it( 'shows a refusal with the server’s message, or its own', async () => {
		post.mockResolvedValueOnce( {
			success: false,
			message: 'Deze link is verlopen.',
		} as never );
		post.mockResolvedValueOnce( { success: false } as never );
		const reset = {
			key: 'abc',
			userLogin: 'sanne',
			password: 'x'.repeat( 8 ),
		};
		expect( await dispatch( store ).resetPassword( reset ) ).toEqual( {
			ok: false,
			message: 'Deze link is verlopen.',
		} );
		expect( await dispatch( store ).resetPassword( reset ) ).toEqual( {
			ok: false,
			message: 'Wachtwoord reset mislukt. Probeer het opnieuw.',
		} );
	} );
} );
