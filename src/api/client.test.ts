/**
 * The client as the app runs it: configureApi() with the real middlewares against a fake fetch.
 */

/**
 * External dependencies
 */
import {
	beforeAll,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiDelete,
	apiGet,
	apiPost,
	apiUpload,
	configureApi,
	errorMessage,
} from './client';
import { REFRESH_TOKEN_KEY, SWITCHED_USER_KEY, TOKEN_KEY } from './storage';

type FetchArgs = [ string, RequestInit ];

const fetchMock =
	jest.fn< ( url: string, init: RequestInit ) => Promise< Response > >();
const onUnauthorized = jest.fn();

/**
 * A minimal fetch Response (jsdom has none).
 *
 * @param status HTTP status.
 * @param body   JSON body.
 */
function respond( status: number, body: unknown ): Promise< Response > {
	return Promise.resolve( {
		ok: status >= 200 && status < 300,
		status,
		text: async () => JSON.stringify( body ),
	} as Response );
}

function lastCall(): {
	url: string;
	init: RequestInit;
	headers: Record< string, string >;
} {
	const [ url, init ] = fetchMock.mock.calls[
		fetchMock.mock.calls.length - 1
	] as FetchArgs;
	return { url, init, headers: init.headers as Record< string, string > };
}

beforeAll( () => {
	window.fetch = fetchMock as unknown as typeof window.fetch;
	configureApi(
		{ restRoot: 'https://coach.test/wp-json/', apiKey: 'key-123' },
		onUnauthorized
	);
} );

beforeEach( () => {
	window.localStorage.clear();
	fetchMock.mockReset();
	onUnauthorized.mockReset();
} );

describe( 'client', () => {
	it( 'sends a GET with the API key, the Bearer token, the query, and no cookies or nonce', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-1' );
		fetchMock.mockImplementation( () =>
			respond( 200, { data: [], pages: 0 } )
		);
		await expect(
			apiGet( '/measurements', {
				page: 2,
				per_page: 10,
				skip: undefined,
			} )
		).resolves.toEqual( {
			data: [],
			pages: 0,
		} );
		const { url, init, headers } = lastCall();
		expect( url ).toMatch(
			/^https:\/\/coach\.test\/wp-json\/fitcoach\/v1\/measurements\?/
		);
		expect( url ).toContain( 'page=2' );
		expect( url ).toContain( 'per_page=10' );
		expect( url ).not.toContain( 'skip' );
		expect( headers[ 'X-FitCoach-Key' ] ).toBe( 'key-123' );
		expect( headers.Authorization ).toBe( 'Bearer jwt-1' );
		expect(
			Object.keys( headers ).map( ( name ) => name.toLowerCase() )
		).not.toContain( 'x-wp-nonce' );
		expect( init.credentials ).toBe( 'omit' );
	} );

	it( 'sends a POST body as JSON, with user_id while switched', async () => {
		window.localStorage.setItem(
			SWITCHED_USER_KEY,
			JSON.stringify( { id: 9, display_name: 'Daan' } )
		);
		fetchMock.mockImplementation( () => respond( 201, { id: 1 } ) );
		await apiPost( '/measurements', { weight: 80.5 } );
		const { init, headers } = lastCall();
		expect( init.method ).toBe( 'POST' );
		expect( headers[ 'Content-Type' ] ).toBe( 'application/json' );
		expect( JSON.parse( String( init.body ) ) ).toEqual( {
			weight: 80.5,
			user_id: 9,
		} );
	} );

	it( 'sends a DELETE as POST with the method override', async () => {
		fetchMock.mockImplementation( () => respond( 200, { deleted: true } ) );
		await apiDelete( '/measurements/5' );
		const { init, headers } = lastCall();
		expect( init.method ).toBe( 'POST' );
		expect( headers[ 'X-HTTP-Method-Override' ] ).toBe( 'DELETE' );
	} );

	it( 'sends a multipart PUT as POST with X-HTTP-Method-Override: PUT', async () => {
		fetchMock.mockImplementation( () => respond( 200, { id: 1 } ) );
		const form = new FormData();
		form.append( 'first_name', 'Sanne' );
		await apiUpload( '/auth/profile', form, 'PUT' );
		const { init, headers } = lastCall();
		expect( init.method ).toBe( 'POST' );
		expect( headers[ 'X-HTTP-Method-Override' ] ).toBe( 'PUT' );
		expect( init.body ).toBeInstanceOf( FormData );
		expect( headers[ 'Content-Type' ] ).toBeUndefined();
	} );

	it( 'throws ApiRequestError with the status, code and Dutch message', async () => {
		fetchMock.mockImplementation( () =>
			respond( 404, {
				code: 'fitcoach_not_found',
				message: 'Meting niet gevonden.',
				data: { status: 404 },
			} )
		);
		const error = await apiGet( '/measurements/99' ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toBeInstanceOf( ApiRequestError );
		expect( error ).toMatchObject( {
			status: 404,
			code: 'fitcoach_not_found',
			message: 'Meting niet gevonden.',
		} );
		expect( errorMessage( error, 'Fallback' ) ).toBe(
			'Meting niet gevonden.'
		);
	} );

	it( 'gives the fallback for a network failure', async () => {
		fetchMock.mockImplementation( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		const error = await apiGet( '/workouts' ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toMatchObject( { status: 0 } );
		expect( errorMessage( error, 'Fout bij laden workouts' ) ).toBe(
			'Fout bij laden workouts'
		);
	} );

	it( 'on a 401 removes the tokens and sends the user to the login', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-expired' );
		fetchMock.mockImplementation( () =>
			respond( 401, {
				code: 'fitcoach_invalid_token',
				message: 'Je sessie is verlopen.',
				data: { status: 401 },
			} )
		);
		await expect( apiGet( '/measurements' ) ).rejects.toMatchObject( {
			status: 401,
		} );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBeNull();
		expect( onUnauthorized ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'on a 401 with a remembered login refreshes (once for parallel calls) and repeats the calls', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-old' );
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh-old' );
		fetchMock.mockImplementation( ( url, init ) => {
			const headers = init.headers as Record< string, string >;
			if ( url.includes( '/auth/refresh' ) ) {
				return respond( 200, {
					token: 'jwt-new',
					refresh_token: 'refresh-new',
				} );
			}
			if ( 'Bearer jwt-new' === headers.Authorization ) {
				return respond( 200, { ok: true } );
			}
			return respond( 401, {
				code: 'fitcoach_invalid_token',
				message: 'Verlopen.',
				data: { status: 401 },
			} );
		} );
		await expect(
			Promise.all( [
				apiGet( '/workouts' ),
				apiGet( '/stats/progress' ),
			] )
		).resolves.toEqual( [ { ok: true }, { ok: true } ] );
		const refreshCalls = fetchMock.mock.calls.filter( ( [ url ] ) =>
			String( url ).includes( '/auth/refresh' )
		);
		expect( refreshCalls ).toHaveLength( 1 );
		expect(
			JSON.parse( String( ( refreshCalls[ 0 ] as FetchArgs )[ 1 ].body ) )
		).toEqual( {
			refresh_token: 'refresh-old',
		} );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBe( 'jwt-new' );
		expect( window.localStorage.getItem( REFRESH_TOKEN_KEY ) ).toBe(
			'refresh-new'
		);
		expect( onUnauthorized ).not.toHaveBeenCalled();
	} );

	it( 'when the refresh fails removes both tokens and sends the user to the login', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-old' );
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh-used' );
		fetchMock.mockImplementation( () =>
			respond( 401, {
				code: 'fitcoach_invalid_refresh_token',
				message: 'Ongeldig.',
				data: { status: 401 },
			} )
		);
		await expect( apiGet( '/workouts' ) ).rejects.toMatchObject( {
			status: 401,
		} );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBeNull();
		expect( window.localStorage.getItem( REFRESH_TOKEN_KEY ) ).toBeNull();
		expect( onUnauthorized ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps the login on a wrong password at the login screen', async () => {
		fetchMock.mockImplementation( () =>
			respond( 401, {
				code: 'fitcoach_invalid_credentials',
				message: 'Inloggen mislukt. Controleer je gegevens.',
				data: { status: 401 },
			} )
		);
		await expect(
			apiPost( '/auth/login', { username: 'x', password: 'y' } )
		).rejects.toMatchObject( {
			status: 401,
			message: 'Inloggen mislukt. Controleer je gegevens.',
		} );
		expect( onUnauthorized ).not.toHaveBeenCalled();
	} );
} );
