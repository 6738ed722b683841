/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiGet,
	apiPost,
	apiPut,
	apiUpload,
} from '../../../api/client';
import { setStoredToken, setUser } from '../../auth';
import { notify } from '../../notices';
import { resetData } from '../../reset';
import { store } from '..';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );
jest.mock( '../../auth', () => ( {
	useAuth: jest.fn(),
	setStoredToken: jest.fn(),
	setUser: jest.fn(),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const upload = apiUpload as jest.MockedFunction< typeof apiUpload >;

const daan = {
	id: 7,
	first_name: 'Daan',
	last_name: 'Bakker',
	email: 'daan@fitcoach.test',
	imageUrl: 'https://example.test/daan.png',
};

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'reading a member’s profile', () => {
	it( 'is resolved by the store the first time it is selected, and only then', async () => {
		get.mockResolvedValue( daan as never );
		expect(
			select( store ).hasFinishedResolution( 'getMemberProfile', [ 7 ] )
		).toBe( false );
		const profile = await resolveSelect( store ).getMemberProfile( 7 );
		expect( get ).toHaveBeenCalledWith( '/admin/users/7' );
		expect( profile ).toEqual( {
			id: 7,
			first_name: 'Daan',
			last_name: 'Bakker',
			email: 'daan@fitcoach.test',
			profile_image: 'https://example.test/daan.png',
		} );
		expect(
			select( store ).hasFinishedResolution( 'getMemberProfile', [ 7 ] )
		).toBe( true );
		await resolveSelect( store ).getMemberProfile( 7 );
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps a failure in the store, and reads again once invalidated', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 403, 'fitcoach_forbidden', 'Geen toegang' )
		);
		expect( await resolveSelect( store ).getMemberProfile( 8 ) ).toBeNull();
		expect( select( store ).getMemberProfileError( 8 ) ).toBe(
			'Geen toegang'
		);
		get.mockResolvedValueOnce( { ...daan, id: 8 } as never );
		dispatch( store ).invalidateResolution( 'getMemberProfile', [ 8 ] );
		expect(
			( await resolveSelect( store ).getMemberProfile( 8 ) )?.first_name
		).toBe( 'Daan' );
		expect( select( store ).getMemberProfileError( 8 ) ).toBeNull();
	} );

	it( 'is forgotten at logout and read again for the next login', async () => {
		get.mockResolvedValue( daan as never );
		await resolveSelect( store ).getMemberProfile( 7 );
		resetData();
		expect( select( store ).getMemberProfile( 7 ) ).toBeNull();
		await resolveSelect( store ).getMemberProfile( 7 );
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'profile writes', () => {
	it( 'saves one’s own profile as the logged-in user, with the toast', async () => {
		put.mockResolvedValue( { ...daan, first_name: 'Sanna' } as never );
		const outcome = await dispatch( store ).updateProfile( null, {
			email: 'daan@fitcoach.test',
			first_name: 'Sanna',
			last_name: 'Bakker',
		} );
		expect( outcome.ok ).toBe( true );
		expect( put ).toHaveBeenCalledWith( '/auth/profile', {
			email: 'daan@fitcoach.test',
			first_name: 'Sanna',
			last_name: 'Bakker',
		} );
		expect( setUser ).toHaveBeenCalledWith(
			expect.objectContaining( { first_name: 'Sanna' } )
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Profiel bijgewerkt',
			'Je gegevens zijn opgeslagen'
		);
	} );

	it( 'keeps a viewed member’s new picture in the store, not as the logged-in user', async () => {
		get.mockResolvedValue( daan as never );
		await resolveSelect( store ).getMemberProfile( 7 );
		upload.mockResolvedValue( {
			...daan,
			imageUrl: undefined,
			profile_image: 'https://example.test/nieuw.png',
		} as never );
		const file = new File( [ 'x' ], 'daan.png', { type: 'image/png' } );
		await dispatch( store ).uploadPicture( 7, file );
		const form = upload.mock.calls[ 0 ][ 1 ] as FormData;
		expect( upload.mock.calls[ 0 ][ 0 ] ).toBe( '/auth/profile' );
		expect( form.get( 'profile_image' ) ).toBe( file );
		expect( select( store ).getMemberProfile( 7 )?.profile_image ).toBe(
			'https://example.test/nieuw.png'
		);
		expect( setUser ).not.toHaveBeenCalled();
	} );

	it( 'a failed picture removal is a toast and changes nothing', async () => {
		post.mockRejectedValue(
			new ApiRequestError( 0, 'fitcoach_request_failed', '' )
		);
		const outcome = await dispatch( store ).removePicture( null );
		expect( outcome.ok ).toBe( false );
		expect( post ).toHaveBeenCalledWith( '/auth/profile/remove-image' );
		expect( notify ).toHaveBeenCalledWith(
			'error',
			'Verwijderen mislukt',
			expect.any( String )
		);
		expect( setUser ).not.toHaveBeenCalled();
	} );

	it( 'a password change stores the new login it is answered with', async () => {
		post.mockResolvedValue( {
			success: true,
			message: 'Wachtwoord gewijzigd',
			token: 't2',
			refresh_token: 'r2',
			screen_pass: 'p2',
		} as never );
		const outcome = await dispatch( store ).changePassword(
			'oud-wachtwoord',
			'nieuw-wachtwoord'
		);
		expect( outcome.ok ).toBe( true );
		expect( post ).toHaveBeenCalledWith( '/auth/change-password', {
			current_password: 'oud-wachtwoord',
			new_password: 'nieuw-wachtwoord',
		} );
		expect( setStoredToken ).toHaveBeenCalledWith( 't2', 'r2', 'p2' );
		// The server's message is the title itself: no second line.
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Wachtwoord gewijzigd',
			undefined
		);
	} );
} );
