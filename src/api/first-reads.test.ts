/**
 * The page's first reads (src/first-reads.ts, printed inline by App_Scripts::first_reads()): what
 * they send, with which headers, and when they send nothing.
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
import { apiGet, configureApi } from './client';
import {
	FIRST_READS_ID,
	readFirstReadsData,
	sendFirstReads,
	type FirstReadsData,
} from './first-reads';
import { REFRESH_TOKEN_KEY, SWITCHED_USER_KEY, TOKEN_KEY } from './storage';

const ROOT = 'https://coach.test/wp-json/';
const ME = `${ ROOT }fitcoach/v1/auth/me?_locale=user`;
const TREND = `${ ROOT }fitcoach/v1/stats/weight-trend?days=14&_locale=user`;

const fetchMock =
	jest.fn< ( url: string, init: RequestInit ) => Promise< Response > >();

/**
 * A token shaped like the app's (a JWT) for a user.
 *
 * @param sub       The user's id.
 * @param expiresIn Seconds from now to its `exp` (negative: expired).
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

const DATA: FirstReadsData = { key: 'key-123', urls: [ ME, TREND ], user: 0 };

function sentUrls(): string[] {
	return fetchMock.mock.calls.map( ( [ url ] ) => String( url ) );
}

beforeAll( () => {
	window.fetch = fetchMock as unknown as typeof window.fetch;
	configureApi( { restRoot: ROOT, apiKey: 'key-123' }, () => undefined );
} );

beforeEach( () => {
	window.localStorage.clear();
	delete window.fitcoachPreload;
	fetchMock.mockReset();
	fetchMock.mockImplementation( () =>
		Promise.resolve( {
			ok: true,
			status: 200,
			text: async () => '{}',
		} as Response )
	);
	document.body.innerHTML = '';
} );

describe( 'the first reads', () => {
	it( 'send every read at once with the stored login, as the client sends it, and keep them for the client', async () => {
		const token = jwt( 7 );
		window.localStorage.setItem( TOKEN_KEY, token );
		sendFirstReads( DATA );
		expect( sentUrls() ).toEqual( [ ME, TREND ] );
		const preloaded = window.fitcoachPreload ?? {};
		expect( Object.keys( preloaded ) ).toEqual( [
			`GET ${ ME }`,
			`GET ${ TREND }`,
		] );
		expect( preloaded[ `GET ${ ME }` ].token ).toBe( token );
		const sent = fetchMock.mock.calls[ 0 ][ 1 ];
		expect( sent.credentials ).toBe( 'omit' );

		// The same URL and headers as the app's client sends for the read.
		fetchMock.mockClear();
		delete window.fitcoachPreload;
		await apiGet( '/auth/me' );
		const client = fetchMock.mock.calls[ 0 ];
		expect( String( client[ 0 ] ) ).toBe( ME );
		expect( sent.headers ).toEqual( client[ 1 ].headers );
		expect(
			Object.keys( sent.headers as Record< string, string > ).sort()
		).toEqual( [ 'Accept', 'Authorization', 'X-FitCoach-Key' ] );
	} );

	it.each( [
		[ 'no login', () => undefined ],
		[
			'an expired access token (the app refreshes it first)',
			() => {
				window.localStorage.setItem( TOKEN_KEY, jwt( 7, -60 ) );
				window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh' );
			},
		],
		[
			'an administrator viewing the app as someone else',
			() => {
				window.localStorage.setItem( TOKEN_KEY, jwt( 1 ) );
				window.localStorage.setItem(
					SWITCHED_USER_KEY,
					JSON.stringify( { id: 7, display_name: 'Sanne' } )
				);
			},
		],
	] )( 'send nothing with %s', ( _case, arrange ) => {
		arrange();
		sendFirstReads( DATA );
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( window.fitcoachPreload ).toBeUndefined();
	} );

	it( "send nothing when the page carries the stored login's answers, and send for another login", () => {
		window.localStorage.setItem( TOKEN_KEY, jwt( 7 ) );
		sendFirstReads( { ...DATA, user: 7 } );
		expect( fetchMock ).not.toHaveBeenCalled();

		window.localStorage.setItem( TOKEN_KEY, jwt( 8 ) );
		sendFirstReads( { ...DATA, user: 7 } );
		expect( sentUrls() ).toEqual( [ ME, TREND ] );
	} );

	it( "read their data from the page's JSON, and nothing from what is not", () => {
		const element = document.createElement( 'script' );
		element.type = 'application/json';
		element.id = FIRST_READS_ID;
		element.textContent = JSON.stringify( {
			key: 'k',
			urls: [ ME ],
			user: 7,
		} );
		document.body.appendChild( element );
		expect( readFirstReadsData( document ) ).toEqual( {
			key: 'k',
			urls: [ ME ],
			user: 7,
		} );
		element.textContent = '{"urls":[1]}';
		expect( readFirstReadsData( document ) ).toBeNull();
		element.textContent = '</script>';
		expect( readFirstReadsData( document ) ).toBeNull();
		element.remove();
		expect( readFirstReadsData( document ) ).toBeNull();
	} );

	it( 'are printed by the server where they look for their data', () => {
		const php = readFileSync(
			join( __dirname, '../../includes/Frontend/App_Scripts.php' ),
			'utf8'
		);
		expect( /const FIRST_READS_ID = '([^']*)';/.exec( php )?.[ 1 ] ).toBe(
			FIRST_READS_ID
		);
	} );
} );
