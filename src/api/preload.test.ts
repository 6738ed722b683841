/**
 * The answers the page holds for the app's first reads, as the client uses them: the first reads'
 * (window.fitcoachPreload, src/api/first-reads.ts) once, for the same URL and token only, and
 * never when they are not ok; the page's own (the screen pass's, #fitcoach-preload) once, and only
 * for the login they were read for.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';
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
import { apiGet, apiPost, configureApi } from './client';
import {
	comparableUrl,
	forgetPreloaded,
	PAGE_ANSWERS_ID,
	PRELOAD_MAX_AGE,
	takePageAnswers,
} from './preload';
import type { PreloadedCall } from './preload';
import { REFRESH_TOKEN_KEY, SWITCHED_USER_KEY, TOKEN_KEY } from './storage';

const ROOT = 'https://coach.test/wp-json/';

const fetchMock =
	jest.fn< ( url: string, init: RequestInit ) => Promise< Response > >();
const onUnauthorized = jest.fn();

function respond( status: number, body: unknown ): Promise< Response > {
	return Promise.resolve( {
		ok: status >= 200 && status < 300,
		status,
		text: async () => JSON.stringify( body ),
	} as Response );
}

/**
 * The URL App_Scripts::call_url() gives a read (REST root, namespace, path, `_locale=user`).
 *
 * @param call The read relative to the namespace.
 */
function pageUrl( call: string ): string {
	const url = `${ ROOT }fitcoach/v1/${ call.replace( /^\//, '' ) }`;
	return `${ url }${ url.includes( '?' ) ? '&' : '?' }_locale=user`;
}

/**
 * Puts answers in window.fitcoachPreload as the page's script does.
 *
 * @param calls Per read: its answer and the token it was sent with.
 */
function preload(
	calls: Record<
		string,
		{ status: number; body: unknown; token: string; sent?: number }
	>
): void {
	const preloaded: Record< string, PreloadedCall > = {};
	Object.entries( calls ).forEach( ( [ call, answer ] ) => {
		preloaded[ `GET ${ pageUrl( call ) }` ] = {
			response: respond( answer.status, answer.body ),
			token: answer.token,
			sent: answer.sent ?? Date.now(),
		};
	} );
	window.fitcoachPreload = preloaded;
}

function calledUrls(): string[] {
	return fetchMock.mock.calls.map( ( [ url ] ) => String( url ) );
}

beforeAll( () => {
	window.fetch = fetchMock as unknown as typeof window.fetch;
	configureApi( { restRoot: ROOT, apiKey: 'key-123' }, onUnauthorized );
} );

beforeEach( () => {
	window.localStorage.clear();
	window.fitcoachPreload = undefined;
	fetchMock.mockReset();
	onUnauthorized.mockReset();
} );

describe( 'preloaded answers', () => {
	it( 'stand in for the same call once, then the server is asked', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-1' );
		preload( {
			'/stats/weight-trend?days=14': {
				status: 200,
				body: { weights: [ 72 ] },
				token: 'jwt-1',
			},
		} );
		fetchMock.mockImplementation( () =>
			respond( 200, { weights: [ 71 ] } )
		);

		await expect(
			apiGet( '/stats/weight-trend', { days: 14 } )
		).resolves.toEqual( { weights: [ 72 ] } );
		expect( fetchMock ).not.toHaveBeenCalled();

		await expect(
			apiGet( '/stats/weight-trend', { days: 14 } )
		).resolves.toEqual( { weights: [ 71 ] } );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'are not used for another URL or another login', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-2' );
		preload( {
			'/stats/weight-trend?days=7': {
				status: 200,
				body: { weights: [ 1 ] },
				token: 'jwt-2',
			},
			'/auth/me': { status: 200, body: { id: 1 }, token: 'jwt-1' },
		} );
		fetchMock.mockImplementation( ( url ) =>
			respond( 200, url.includes( 'auth/me' ) ? { id: 2 } : { n: 14 } )
		);

		await expect(
			apiGet( '/stats/weight-trend', { days: 14 } )
		).resolves.toEqual( { n: 14 } );
		await expect( apiGet( '/auth/me' ) ).resolves.toEqual( { id: 2 } );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect(
			(
				fetchMock.mock.calls[ 1 ][ 1 ].headers as Record<
					string,
					string
				>
			 ).Authorization
		).toBe( 'Bearer jwt-2' );
	} );

	it( 'are not used when they are old', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-1' );
		preload( {
			'/workouts': {
				status: 200,
				body: [ { id: 1 } ],
				token: 'jwt-1',
				sent: Date.now() - PRELOAD_MAX_AGE - 1000,
			},
		} );
		fetchMock.mockImplementation( () => respond( 200, [ { id: 2 } ] ) );
		await expect( apiGet( '/workouts' ) ).resolves.toEqual( [ { id: 2 } ] );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'are forgotten after a write', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-1' );
		preload( {
			'/measurements?page=1&per_page=10': {
				status: 200,
				body: { data: [], pages: 0 },
				token: 'jwt-1',
			},
		} );
		fetchMock.mockImplementation( ( url ) =>
			respond(
				200,
				url.includes( 'page=1' )
					? { data: [ { id: 5 } ], pages: 1 }
					: { id: 5 }
			)
		);
		await apiPost( '/measurements', { weight: 70 } );
		await expect(
			apiGet( '/measurements', { page: 1, per_page: 10 } )
		).resolves.toEqual( { data: [ { id: 5 } ], pages: 1 } );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'a 401 is dropped: the call is made again, refreshed and repeated as without it', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-old' );
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh-old' );
		preload( {
			'/auth/me': {
				status: 401,
				body: { code: 'fitcoach_invalid_token', data: { status: 401 } },
				token: 'jwt-old',
			},
		} );
		fetchMock.mockImplementation( ( url, init ) => {
			const headers = init.headers as Record< string, string >;
			if ( url.includes( '/auth/refresh' ) ) {
				return respond( 200, {
					token: 'jwt-new',
					refresh_token: 'refresh-new',
				} );
			}
			return 'Bearer jwt-new' === headers.Authorization
				? respond( 200, { id: 3 } )
				: respond( 401, {
						code: 'fitcoach_invalid_token',
						message: 'Verlopen.',
						data: { status: 401 },
					} );
		} );

		await expect( apiGet( '/auth/me' ) ).resolves.toEqual( { id: 3 } );
		const urls = calledUrls();
		expect(
			urls.filter( ( url ) => url.includes( '/auth/me' ) )
		).toHaveLength( 2 );
		expect(
			urls.filter( ( url ) => url.includes( '/auth/refresh' ) )
		).toHaveLength( 1 );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBe( 'jwt-new' );
		expect( onUnauthorized ).not.toHaveBeenCalled();
	} );

	it( 'a 401 without a remembered login still ends the login (to /login)', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-expired' );
		preload( {
			'/auth/me': {
				status: 401,
				body: { code: 'fitcoach_invalid_token', data: { status: 401 } },
				token: 'jwt-expired',
			},
		} );
		fetchMock.mockImplementation( () =>
			respond( 401, {
				code: 'fitcoach_invalid_token',
				message: 'Je sessie is verlopen.',
				data: { status: 401 },
			} )
		);
		await expect( apiGet( '/auth/me' ) ).rejects.toMatchObject( {
			status: 401,
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBeNull();
		expect( onUnauthorized ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a failed preload (no answer) is dropped and the call goes out', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-1' );
		const failed = Promise.reject( new TypeError( 'Failed to fetch' ) );
		failed.catch( () => undefined );
		window.fitcoachPreload = {
			[ `GET ${ pageUrl( '/workouts' ) }` ]: {
				response: failed,
				token: 'jwt-1',
				sent: Date.now(),
			},
		};
		fetchMock.mockImplementation( () => respond( 200, [ { id: 4 } ] ) );
		await expect( apiGet( '/workouts' ) ).resolves.toEqual( [ { id: 4 } ] );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'comparableUrl', () => {
	it( 'reads plain permalinks the same however the route is encoded, the query in any order', () => {
		expect(
			comparableUrl(
				'https://coach.test/index.php?rest_route=%2Ffitcoach%2Fv1%2Fstats%2Fweight-trend&days=14&_locale=user'
			)
		).toBe(
			comparableUrl(
				'https://coach.test/index.php?_locale=user&rest_route=/fitcoach/v1/stats/weight-trend&days=14'
			)
		);
		expect(
			comparableUrl( `${ ROOT }fitcoach/v1/workouts?_locale=user` )
		).not.toBe(
			comparableUrl( `${ ROOT }fitcoach/v1/workouts/1?_locale=user` )
		);
	} );
} );

describe( "the page's answers (the screen pass's)", () => {
	/**
	 * A token shaped like the app's (a JWT) for a user.
	 *
	 * @param sub       The user's id.
	 * @param expiresIn Seconds from now to its `exp`.
	 */
	function jwt( sub: number, expiresIn = 600 ): string {
		const part = ( value: object ) =>
			window
				.btoa( JSON.stringify( value ) )
				.replace( /\+/g, '-' )
				.replace( /\//g, '_' )
				.replace( /=+$/, '' );
		return [
			part( { alg: 'HS256', typ: 'JWT' } ),
			part( { sub: String( sub ), exp: Date.now() / 1000 + expiresIn } ),
			'c2lnbmF0dXJl',
		].join( '.' );
	}

	/**
	 * Puts the page's element of answers in the document, as First_Screen::element() prints it.
	 *
	 * @param user    The user they were read for.
	 * @param answers Per path: the body.
	 */
	function pageAnswers( user: number, answers: Record< string, unknown > ) {
		const element = document.createElement( 'script' );
		element.type = 'application/json';
		element.id = PAGE_ANSWERS_ID;
		element.textContent = JSON.stringify( {
			user,
			answers: Object.fromEntries(
				Object.entries( answers ).map( ( [ path, body ] ) => [
					path,
					{ body, headers: {} },
				] )
			),
		} );
		document.body.appendChild( element );
	}

	beforeEach( () => {
		forgetPreloaded();
		fetchMock.mockImplementation( ( url ) =>
			respond(
				200,
				url.includes( 'auth/me' ) ? { id: 99 } : [ 'server' ]
			)
		);
	} );

	it( 'stand in for the first reads of the login they are for, once each, and leave the page', async () => {
		window.localStorage.setItem( TOKEN_KEY, jwt( 7 ) );
		pageAnswers( 7, {
			'/fitcoach/v1/auth/me': { id: 7 },
			'/fitcoach/v1/stats/weight-trend?days=14': { weights: [ 80 ] },
		} );
		expect( takePageAnswers() ).toBe( true );
		expect( document.getElementById( PAGE_ANSWERS_ID ) ).toBeNull();

		await expect( apiGet( '/auth/me' ) ).resolves.toEqual( { id: 7 } );
		await expect(
			apiGet( '/stats/weight-trend', { days: 14 } )
		).resolves.toEqual( { weights: [ 80 ] } );
		expect( fetchMock ).not.toHaveBeenCalled();

		await expect( apiGet( '/auth/me' ) ).resolves.toEqual( { id: 99 } );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'with a refresh token they stand in for an expired access token of the same user', async () => {
		window.localStorage.setItem( TOKEN_KEY, jwt( 7, -60 ) );
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh' );
		pageAnswers( 7, { '/fitcoach/v1/workouts': [ 'page' ] } );
		expect( takePageAnswers() ).toBe( true );
		await expect( apiGet( '/workouts' ) ).resolves.toEqual( [ 'page' ] );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 'another user', () => jwt( 8 ), null ],
		[ 'no login', () => '', null ],
		[
			'an expired login without a refresh token',
			() => jwt( 7, -60 ),
			null,
		],
		[
			'a coach viewing the app as a member',
			() => jwt( 7 ),
			JSON.stringify( { id: 3, display_name: 'Daan' } ),
		],
	] )(
		'are never used for %s, and leave the page all the same',
		async ( _case, token, switched ) => {
			if ( token() ) {
				window.localStorage.setItem( TOKEN_KEY, token() );
			}
			if ( switched ) {
				window.localStorage.setItem( SWITCHED_USER_KEY, switched );
			}
			pageAnswers( 7, { '/fitcoach/v1/workouts': [ 'page' ] } );
			expect( takePageAnswers() ).toBe( false );
			expect( document.getElementById( PAGE_ANSWERS_ID ) ).toBeNull();
			await expect( apiGet( '/workouts' ) ).resolves.toEqual( [
				'server',
			] );
			expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'are not taken from an element that is no JSON of answers', () => {
		window.localStorage.setItem( TOKEN_KEY, jwt( 7 ) );
		const element = document.createElement( 'script' );
		element.type = 'application/json';
		element.id = PAGE_ANSWERS_ID;
		element.textContent = '{"user":7,"answers":[';
		document.body.appendChild( element );
		expect( takePageAnswers() ).toBe( false );
		expect( document.getElementById( PAGE_ANSWERS_ID ) ).toBeNull();
		expect( takePageAnswers() ).toBe( false );
	} );

	it( 'are forgotten after a write', async () => {
		window.localStorage.setItem( TOKEN_KEY, jwt( 7 ) );
		pageAnswers( 7, { '/fitcoach/v1/workouts': [ 'page' ] } );
		takePageAnswers();
		await apiPost( '/measurements', { weight: 70 } );
		await expect( apiGet( '/workouts' ) ).resolves.toEqual( [ 'server' ] );
	} );

	it( 'forgetPreloaded() takes both kinds out of the page: the answers, the element, window.fitcoachPreload', async () => {
		window.localStorage.setItem( TOKEN_KEY, jwt( 7 ) );
		pageAnswers( 7, { '/fitcoach/v1/workouts': [ 'page' ] } );
		takePageAnswers();
		pageAnswers( 7, { '/fitcoach/v1/auth/me': { id: 7 } } );
		window.fitcoachPreload = {};
		forgetPreloaded();
		expect( document.getElementById( PAGE_ANSWERS_ID ) ).toBeNull();
		expect( 'fitcoachPreload' in window ).toBe( false );
		await expect( apiGet( '/workouts' ) ).resolves.toEqual( [ 'server' ] );
	} );
} );

describe( 'the server side', () => {
	const php = ( file: string ) =>
		readFileSync(
			join( __dirname, '../../includes/Frontend', file ),
			'utf8'
		);
	const constant = ( file: string, name: string ): string | undefined =>
		new RegExp( `const ${ name } = '([^']*)';` ).exec( php( file ) )?.[ 1 ];

	it( "prints the page's answers where the app looks for them", () => {
		expect( constant( 'First_Screen.php', 'ELEMENT_ID' ) ).toBe(
			PAGE_ANSWERS_ID
		);
	} );
} );
