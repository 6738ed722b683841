/**
 * A logout made without a connection (issue 26): it waits in the outbox with the login it ends and
 * is sent when the connection returns, whoever is logged in by then, so the server ends that login.
 * The app's client runs as in the app (configureApi(): its real middlewares) against a fake fetch
 * that keeps logins as the server does: a token per login, refresh tokens that rotate, a logout that
 * ends the login. The offline database is fake-indexeddb.
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
import { deserialize, serialize } from 'v8';

// jsdom has no structuredClone, which IndexedDB needs: Node's own serializer is the same algorithm.
if ( 'undefined' === typeof globalThis.structuredClone ) {
	globalThis.structuredClone = ( < T >( value: T ): T =>
		deserialize( serialize( value ) ) ) as typeof structuredClone;
}
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';

/**
 * Internal dependencies
 */
import { configureApi } from '../../api/client';
import {
	clearTokens,
	getRefreshToken,
	getToken,
	storeSwitchedUser,
	storeTokens,
} from '../../api/storage';
import { setNavigator } from '../../routes/navigation';
import { logout } from '../../data/auth';
import { closeDatabase } from '../db';
import { LOGOUT_OWNER, sendLogouts } from '../logout';
import { entriesOf } from '../outbox';
import { replay } from '../sync';

jest.mock( '../../data/notices' );

/** What the fake server holds of a login. */
interface Login {
	user: number;
	ended: boolean;
}

/** The fake server: logins, their access tokens and refresh tokens. */
const server = {
	logins: new Map< string, Login >(),
	tokens: new Map< string, { login: string; expired: boolean } >(),
	refresh: new Map< string, { login: string; used: boolean } >(),
	/** Answers every call with this status instead (0: no network). */
	down: null as number | null,
	issued: 0,
};

/**
 * A token as the server makes them: a JWT whose payload names the user.
 *
 * @param user User id.
 */
function jwt( user: number ): string {
	server.issued++;
	const payload = btoa(
		JSON.stringify( { sub: String( user ), jti: server.issued } )
	)
		.replace( /\+/g, '-' )
		.replace( /\//g, '_' )
		.replace( /=+$/, '' );
	return `header.${ payload }.signature`;
}

/**
 * Starts a login on the fake server, as POST /auth/login with 'Onthoud mij' does.
 *
 * @param user     User id.
 * @param remember Whether it has a refresh token.
 */
function startLogin(
	user: number,
	remember = true
): { id: string; token: string; refresh: string | null } {
	const id = `login-${ server.logins.size + 1 }`;
	server.logins.set( id, { user, ended: false } );
	const token = jwt( user );
	server.tokens.set( token, { login: id, expired: false } );
	const refresh = remember ? `refresh-${ server.issued }` : null;
	if ( refresh ) {
		server.refresh.set( refresh, { login: id, used: false } );
	}
	return { id, token, refresh };
}

function respond( status: number, body: unknown ): Promise< Response > {
	return Promise.resolve( {
		ok: status >= 200 && status < 300,
		status,
		text: async () => JSON.stringify( body ),
	} as Response );
}

const refused = ( code: string ) =>
	respond( 401, { code, message: '', data: { status: 401 } } );

/** Every call the app made: path, method, Authorization header and body. */
const calls: Array< {
	path: string;
	authorization: string | undefined;
	body: unknown;
} > = [];

const fetchMock = jest.fn(
	( url: string, init: RequestInit ): Promise< Response > => {
		const path = new URL( url ).pathname.replace(
			/^\/wp-json\/fitcoach\/v1/,
			''
		);
		const headers = ( init.headers ?? {} ) as Record< string, string >;
		const body: unknown = init.body
			? JSON.parse( String( init.body ) )
			: {};
		calls.push( { path, authorization: headers.Authorization, body } );
		if ( 0 === server.down ) {
			return Promise.reject( new TypeError( 'Failed to fetch' ) );
		}
		if ( null !== server.down ) {
			return respond( server.down, { code: 'down', data: {} } );
		}
		if ( '/auth/logout' === path ) {
			const token = server.tokens.get(
				String( headers.Authorization ).replace( /^Bearer /, '' )
			);
			const login = token && server.logins.get( token.login );
			if ( ! token || token.expired || ! login || login.ended ) {
				return refused( 'fitcoach_invalid_token' );
			}
			login.ended = true;
			return respond( 200, { success: true } );
		}
		if ( '/auth/refresh' === path ) {
			const given = ( body as { refresh_token?: string } ).refresh_token;
			const row = server.refresh.get( String( given ) );
			const login = row && server.logins.get( row.login );
			if ( ! row || row.used || ! login || login.ended ) {
				return refused( 'fitcoach_invalid_refresh_token' );
			}
			row.used = true;
			const token = jwt( login.user );
			server.tokens.set( token, { login: row.login, expired: false } );
			const next = `refresh-${ server.issued }`;
			server.refresh.set( next, { login: row.login, used: false } );
			return respond( 200, {
				success: true,
				token,
				refresh_token: next,
			} );
		}
		return respond( 404, { code: 'rest_no_route', data: {} } );
	}
);

const onUnauthorized = jest.fn();

function setOnline( online: boolean ) {
	Object.defineProperty( window.navigator, 'onLine', {
		configurable: true,
		get: () => online,
	} );
}

/**
 * The login's state on the server.
 * @param id
 */
function isEnded( id: string ): boolean {
	return !! server.logins.get( id )?.ended;
}

beforeAll( () => {
	window.fetch = fetchMock as unknown as typeof window.fetch;
	configureApi(
		{ restRoot: 'https://coach.test/wp-json/', apiKey: 'key-123' },
		onUnauthorized
	);
	setNavigator( () => undefined );
} );

beforeEach( async () => {
	await closeDatabase();
	( globalThis as { indexedDB: IDBFactory } ).indexedDB = new IDBFactory();
	server.logins.clear();
	server.tokens.clear();
	server.refresh.clear();
	server.down = null;
	calls.length = 0;
	onUnauthorized.mockReset();
	clearTokens();
	storeSwitchedUser( null );
	setOnline( true );
} );

describe( 'a logout made offline', () => {
	it( 'waits with the login it ends and ends it on the server when the connection returns', async () => {
		const login = startLogin( 12 );
		storeTokens( login.token, login.refresh );

		setOnline( false );
		server.down = 0;
		await logout();

		// Logged out here at once; nothing was sent.
		expect( getToken() ).toBeNull();
		expect( getRefreshToken() ).toBeNull();
		expect( calls ).toEqual( [] );
		expect( isEnded( login.id ) ).toBe( false );
		// It waits under an owner of its own: no member's outbox holds it.
		expect( await entriesOf( '12:0' ) ).toEqual( [] );
		const [ waiting ] = await entriesOf( LOGOUT_OWNER );
		expect( waiting.login ).toEqual( {
			token: login.token,
			refresh_token: login.refresh,
		} );

		// Still offline: a replay keeps it.
		await replay();
		expect( await entriesOf( LOGOUT_OWNER ) ).toHaveLength( 1 );

		// Back online, nobody logged in: it goes out with its own token.
		setOnline( true );
		server.down = null;
		await replay();
		expect( isEnded( login.id ) ).toBe( true );
		expect( calls[ calls.length - 1 ] ).toMatchObject( {
			path: '/auth/logout',
			authorization: `Bearer ${ login.token }`,
		} );
		expect( await entriesOf( LOGOUT_OWNER ) ).toEqual( [] );
		// The refresh token it carried no longer keeps anyone logged in.
		expect(
			await fetchMock(
				'https://coach.test/wp-json/fitcoach/v1/auth/refresh',
				{
					method: 'POST',
					body: JSON.stringify( { refresh_token: login.refresh } ),
				}
			).then( ( response ) => response.status )
		).toBe( 401 );
	} );

	it( 'is queued when the call finds no network although the browser said online', async () => {
		const login = startLogin( 12, false );
		storeTokens( login.token );
		server.down = 0;
		await logout();
		expect( getToken() ).toBeNull();
		expect( ( await entriesOf( LOGOUT_OWNER ) )[ 0 ].login ).toEqual( {
			token: login.token,
			refresh_token: null,
		} );

		server.down = null;
		expect( await sendLogouts() ).toBe( 1 );
		expect( isEnded( login.id ) ).toBe( true );
	} );

	it( 'renews an expired token with its refresh token, never using or ending the current login', async () => {
		const gone = startLogin( 12 );
		storeTokens( gone.token, gone.refresh );
		setOnline( false );
		await logout();

		// An hour later the token has expired; meanwhile someone else logged in on this phone.
		server.tokens.get( gone.token )!.expired = true;
		const current = startLogin( 13 );
		storeTokens( current.token, current.refresh );
		setOnline( true );
		await replay();

		expect( isEnded( gone.id ) ).toBe( true );
		expect( isEnded( current.id ) ).toBe( false );
		expect( calls.map( ( call ) => call.path ) ).toEqual( [
			'/auth/logout',
			'/auth/refresh',
			'/auth/logout',
		] );
		expect( calls[ 1 ].body ).toEqual( { refresh_token: gone.refresh } );
		calls.forEach( ( call ) =>
			expect( call.authorization ).not.toBe( `Bearer ${ current.token }` )
		);
		// The current login is untouched: still stored, no 401 handling.
		expect( getToken() ).toBe( current.token );
		expect( getRefreshToken() ).toBe( current.refresh );
		expect( onUnauthorized ).not.toHaveBeenCalled();
		expect( await entriesOf( LOGOUT_OWNER ) ).toEqual( [] );
	} );

	it( 'keeps a renewed pair when the logout after the renewal cannot go', async () => {
		const gone = startLogin( 12 );
		storeTokens( gone.token, gone.refresh );
		setOnline( false );
		await logout();
		setOnline( true );
		server.tokens.get( gone.token )!.expired = true;

		// The renewal goes through, the logout right after it does not.
		let answered = 0;
		const real = fetchMock.getMockImplementation()!;
		fetchMock.mockImplementation( ( url, init ) => {
			answered++;
			return 3 === answered
				? Promise.reject( new TypeError( 'Failed to fetch' ) )
				: real( url, init );
		} );
		try {
			expect( await sendLogouts() ).toBe( 0 );
		} finally {
			fetchMock.mockImplementation( real );
		}
		const [ waiting ] = await entriesOf( LOGOUT_OWNER );
		// The spent refresh token is not kept: presenting it again would be taken for theft.
		expect( waiting.login?.refresh_token ).not.toBe( gone.refresh );
		expect( waiting.login?.token ).not.toBe( gone.token );

		expect( await sendLogouts() ).toBe( 1 );
		expect( isEnded( gone.id ) ).toBe( true );
		expect( calls[ calls.length - 1 ].authorization ).toBe(
			`Bearer ${ waiting.login?.token }`
		);
	} );

	it( 'keeps waiting through server failures and is dropped when the login is already over', async () => {
		const first = startLogin( 12 );
		storeTokens( first.token, first.refresh );
		setOnline( false );
		await logout();
		const second = startLogin( 12 );
		storeTokens( second.token, second.refresh );
		await logout();
		expect( await entriesOf( LOGOUT_OWNER ) ).toHaveLength( 2 );
		setOnline( true );

		server.down = 503;
		expect( await sendLogouts() ).toBe( 0 );
		server.down = 429;
		expect( await sendLogouts() ).toBe( 0 );
		expect( await entriesOf( LOGOUT_OWNER ) ).toHaveLength( 2 );

		// The first login ended elsewhere meanwhile (a password change, 'Overal uitloggen').
		server.down = null;
		server.logins.get( first.id )!.ended = true;
		expect( await sendLogouts() ).toBe( 2 );
		expect( isEnded( second.id ) ).toBe( true );
		expect( await entriesOf( LOGOUT_OWNER ) ).toEqual( [] );
	} );

	it( 'is sent at once when online, and nothing waits', async () => {
		const login = startLogin( 12 );
		storeTokens( login.token, login.refresh );
		await logout();
		expect( isEnded( login.id ) ).toBe( true );
		expect( calls ).toEqual( [
			{
				path: '/auth/logout',
				authorization: `Bearer ${ login.token }`,
				body: {},
			},
		] );
		expect( await entriesOf( LOGOUT_OWNER ) ).toEqual( [] );
	} );
} );
