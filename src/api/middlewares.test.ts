/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	actsAsRealUser,
	bearerMiddleware,
	createApiKeyMiddleware,
	createUnauthorizedMiddleware,
	fitcoachEndpoint,
	isGuestEndpoint,
	switchedUserMiddleware,
} from './middlewares';
import { REFRESH_TOKEN_KEY, SWITCHED_USER_KEY, TOKEN_KEY } from './storage';

type Next = ( options: APIFetchOptions ) => Promise< unknown >;

/**
 * Runs a middleware and returns the options it passed on.
 * @param middleware
 * @param options
 */
async function passedOn(
	middleware: ( options: APIFetchOptions, next: Next ) => Promise< unknown >,
	options: APIFetchOptions
): Promise< APIFetchOptions > {
	let seen: APIFetchOptions | undefined;
	await middleware( options, async ( next ) => {
		seen = next;
		return {};
	} );
	if ( ! seen ) {
		throw new Error( 'next() was not called' );
	}
	return seen;
}

beforeEach( () => {
	window.localStorage.clear();
} );

describe( 'fitcoachEndpoint', () => {
	it( 'reads paths, pretty URLs and plain-permalink URLs', () => {
		expect(
			fitcoachEndpoint( { path: '/fitcoach/v1/measurements?page=2' } )
		).toBe( 'measurements' );
		expect(
			fitcoachEndpoint( {
				url: 'https://x.test/wp-json/fitcoach/v1/auth/login',
			} )
		).toBe( 'auth/login' );
		expect(
			fitcoachEndpoint( {
				url: 'https://x.test/?rest_route=/fitcoach/v1/user/switch/current',
			} )
		).toBe( 'user/switch/current' );
		expect( fitcoachEndpoint( { path: '/wp/v2/posts' } ) ).toBeNull();
	} );
} );

describe( 'API key middleware', () => {
	it( 'sends X-FitCoach-Key on every fitcoach call', async () => {
		const middleware = createApiKeyMiddleware( 'key-123' );
		for ( const path of [
			'/fitcoach/v1/auth/login',
			'/fitcoach/v1/measurements',
			'/fitcoach/v1/app/settings',
		] ) {
			const options = await passedOn( middleware, { path } );
			expect( options.headers?.[ 'X-FitCoach-Key' ] ).toBe( 'key-123' );
		}
	} );

	it( 'leaves other APIs alone', async () => {
		const options = await passedOn( createApiKeyMiddleware( 'key-123' ), {
			path: '/wp/v2/users/me',
		} );
		expect( options.headers?.[ 'X-FitCoach-Key' ] ).toBeUndefined();
	} );
} );

describe( 'Bearer middleware', () => {
	it( 'sends the stored token as a Bearer token', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-abc' );
		const options = await passedOn( bearerMiddleware, {
			path: '/fitcoach/v1/auth/me',
		} );
		expect( options.headers?.Authorization ).toBe( 'Bearer jwt-abc' );
	} );

	it( 'sends nothing without a stored token', async () => {
		const options = await passedOn( bearerMiddleware, {
			path: '/fitcoach/v1/auth/me',
		} );
		expect( options.headers?.Authorization ).toBeUndefined();
	} );

	it( 'never sends a (possibly stale) token to the guest calls', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-abc' );
		for ( const endpoint of [
			'auth/login',
			'auth/refresh',
			'auth/forgot-password',
			'auth/reset-password',
		] ) {
			const options = await passedOn( bearerMiddleware, {
				path: `/fitcoach/v1/${ endpoint }`,
				method: 'POST',
			} );
			expect( options.headers?.Authorization ).toBeUndefined();
		}
	} );
} );

describe( 'switched user middleware', () => {
	beforeEach( () => {
		window.localStorage.setItem(
			SWITCHED_USER_KEY,
			JSON.stringify( { id: 42, display_name: 'Sanne' } )
		);
	} );

	it( 'adds user_id to the query of a GET', async () => {
		const options = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements?page=1',
			method: 'GET',
		} );
		expect( options.path ).toBe(
			'/fitcoach/v1/measurements?page=1&user_id=42'
		);
	} );

	it( 'adds user_id to the query of a GET given as a URL too', async () => {
		const options = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/workouts',
			url: 'https://x.test/wp-json/fitcoach/v1/workouts',
		} );
		expect( options.url ).toBe(
			'https://x.test/wp-json/fitcoach/v1/workouts?user_id=42'
		);
	} );

	it( 'adds user_id to the body of a POST and a PUT', async () => {
		const post = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements',
			method: 'POST',
			data: { weight: 80 },
		} );
		expect( post.data ).toEqual( { weight: 80, user_id: 42 } );
		const put = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements/5',
			method: 'PUT',
			data: {},
		} );
		expect( put.data ).toEqual( { user_id: 42 } );
	} );

	it( 'adds user_id to a multipart body', async () => {
		const form = new FormData();
		form.append( 'title', 'x' );
		const options = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/uploads',
			method: 'POST',
			body: form,
		} );
		expect( ( options.body as FormData ).get( 'user_id' ) ).toBe( '42' );
		expect( ( options.body as FormData ).get( 'title' ) ).toBe( 'x' );
	} );

	it( 'keeps a user_id the caller set', async () => {
		const post = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements',
			method: 'POST',
			data: { user_id: 7 },
		} );
		expect( post.data ).toEqual( { user_id: 7 } );
		const get = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements?user_id=7',
		} );
		expect( get.path ).toBe( '/fitcoach/v1/measurements?user_id=7' );
	} );

	it.each( [
		[ 'GET', '/fitcoach/v1/auth/me' ],
		[ 'POST', '/fitcoach/v1/auth/change-password' ],
		[ 'GET', '/fitcoach/v1/admin/users' ],
		[ 'POST', '/fitcoach/v1/admin/users' ],
		[ 'GET', '/fitcoach/v1/user/switch/current' ],
		[ 'POST', '/fitcoach/v1/user/switch' ],
		[ 'POST', '/fitcoach/v1/user/switch/clear' ],
		[ 'GET', '/fitcoach/v1/user/switch/available' ],
		[ 'GET', '/fitcoach/v1/app/settings' ],
	] )( 'leaves %s %s as the real user', async ( method, path ) => {
		const options = await passedOn( switchedUserMiddleware, {
			path,
			method,
			data: 'GET' === method ? undefined : {},
		} );
		expect( options.path ).toBe( path );
		expect(
			( options.data as Record< string, unknown > | undefined )?.user_id
		).toBeUndefined();
	} );

	it( 'adds nothing when not switched', async () => {
		window.localStorage.removeItem( SWITCHED_USER_KEY );
		const get = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements',
		} );
		expect( get.path ).toBe( '/fitcoach/v1/measurements' );
		const post = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements',
			method: 'POST',
			data: {},
		} );
		expect( post.data ).toEqual( {} );
	} );
} );

describe( '401 middleware', () => {
	const unauthorized = {
		status: 401,
		code: 'fitcoach_not_logged_in',
		message: 'Niet ingelogd.',
	};

	afterEach( () => {
		jest.restoreAllMocks();
	} );

	it( 'ends the login on a 401 without a refresh token', async () => {
		const onUnauthorized = jest.fn();
		const refresh = jest.fn( async () => false );
		const middleware = createUnauthorizedMiddleware( {
			refresh,
			onUnauthorized,
		} );
		await expect(
			middleware( { path: '/fitcoach/v1/measurements' }, () =>
				Promise.reject( unauthorized )
			)
		).rejects.toBe( unauthorized );
		expect( onUnauthorized ).toHaveBeenCalledTimes( 1 );
		expect( refresh ).not.toHaveBeenCalled();
	} );

	it( 'understands a WP_Error body with data.status too', async () => {
		const onUnauthorized = jest.fn();
		const middleware = createUnauthorizedMiddleware( {
			refresh: async () => false,
			onUnauthorized,
		} );
		const error = {
			code: 'rest_forbidden',
			message: 'x',
			data: { status: 401 },
		};
		await expect(
			middleware( { path: '/fitcoach/v1/workouts' }, () =>
				Promise.reject( error )
			)
		).rejects.toBe( error );
		expect( onUnauthorized ).toHaveBeenCalled();
	} );

	it( 'leaves other errors alone', async () => {
		const onUnauthorized = jest.fn();
		const middleware = createUnauthorizedMiddleware( {
			refresh: async () => false,
			onUnauthorized,
		} );
		const forbidden = {
			status: 403,
			code: 'fitcoach_forbidden',
			message: 'Nee.',
		};
		await expect(
			middleware( { path: '/fitcoach/v1/admin/users' }, () =>
				Promise.reject( forbidden )
			)
		).rejects.toBe( forbidden );
		expect( onUnauthorized ).not.toHaveBeenCalled();
	} );

	it( 'lets the login screen and the guard handle their own 401s', async () => {
		const onUnauthorized = jest.fn();
		const middleware = createUnauthorizedMiddleware( {
			refresh: async () => false,
			onUnauthorized,
		} );
		for ( const endpoint of [
			'auth/login',
			'auth/verify',
			'auth/refresh',
		] ) {
			await expect(
				middleware( { path: `/fitcoach/v1/${ endpoint }` }, () =>
					Promise.reject( unauthorized )
				)
			).rejects.toBe( unauthorized );
		}
		expect( onUnauthorized ).not.toHaveBeenCalled();
	} );

	it( 'with a remembered login, refreshes once and repeats the call', async () => {
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh-1' );
		const onUnauthorized = jest.fn();
		const refresh = jest.fn( async () => true );
		const middleware = createUnauthorizedMiddleware( {
			refresh,
			onUnauthorized,
		} );
		const next = jest
			.fn< Next >()
			.mockImplementationOnce( () => Promise.reject( unauthorized ) )
			.mockImplementationOnce( async () => ( { ok: true } ) );
		await expect(
			middleware( { path: '/fitcoach/v1/measurements' }, next )
		).resolves.toEqual( { ok: true } );
		expect( refresh ).toHaveBeenCalledTimes( 1 );
		expect( next ).toHaveBeenCalledTimes( 2 );
		expect( onUnauthorized ).not.toHaveBeenCalled();
	} );

	it( 'ends the login when the refresh fails', async () => {
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh-1' );
		const onUnauthorized = jest.fn();
		const middleware = createUnauthorizedMiddleware( {
			refresh: async () => false,
			onUnauthorized,
		} );
		await expect(
			middleware( { path: '/fitcoach/v1/measurements' }, () =>
				Promise.reject( unauthorized )
			)
		).rejects.toBe( unauthorized );
		expect( onUnauthorized ).toHaveBeenCalledTimes( 1 );
	} );
} );

/**
 * The lists the app page prints (window.fitcoachConfig.routes, from the routes' declarations:
 * includes/REST/Route_Access.php), as the server builds them today.
 */
const ROUTES = {
	guest: [
		'auth/login',
		'auth/refresh',
		'auth/forgot-password',
		'auth/reset-password',
		'app/settings',
	],
	realUser: [
		'auth/login',
		'auth/refresh',
		'auth/logout',
		'auth/verify',
		'auth/me',
		'auth/forgot-password',
		'auth/reset-password',
		'auth/change-password',
		'app/settings',
		'app/api-key',
		'app/api-key/regenerate',
		'admin/stats',
		'admin/recent-activity',
		'admin/users',
		'admin/users/(?P<id>[\\d]+)',
		'admin/users/(?P<id>[\\d]+)/reset-password',
		'user/switch/available',
		'user/switch',
		'user/switch/clear',
		'user/switch/current',
		'admin/settings',
	],
};

describe( 'route lists from the app page', () => {
	beforeEach( () => {
		window.fitcoachConfig = { apiKey: 'key-123', routes: ROUTES } as never;
	} );

	afterEach( () => {
		delete window.fitcoachConfig;
	} );

	it( 'reads the guest routes from the config', () => {
		for ( const endpoint of [
			'auth/login',
			'auth/reset-password',
			'app/settings',
			'App/Settings',
		] ) {
			expect( isGuestEndpoint( endpoint ) ).toBe( true );
		}
		for ( const endpoint of [
			'auth/me',
			'auth/login/extra',
			'app/api-key',
			'measurements',
		] ) {
			expect( isGuestEndpoint( endpoint ) ).toBe( false );
		}
	} );

	it( 'matches a route pattern as WordPress does: the whole endpoint, any case', () => {
		expect( actsAsRealUser( 'admin/users/12' ) ).toBe( true );
		expect( actsAsRealUser( 'Admin/Users/12/reset-password' ) ).toBe(
			true
		);
		expect( actsAsRealUser( 'admin/users/abc' ) ).toBe( false );
		expect( actsAsRealUser( 'user/switch' ) ).toBe( true );
		expect( actsAsRealUser( 'measurements/5' ) ).toBe( false );
	} );

	it( 'sends no token to a guest route of the config', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-abc' );
		const settings = await passedOn( bearerMiddleware, {
			path: '/fitcoach/v1/app/settings',
		} );
		expect( settings.headers?.Authorization ).toBeUndefined();
		const me = await passedOn( bearerMiddleware, {
			path: '/fitcoach/v1/auth/me',
		} );
		expect( me.headers?.Authorization ).toBe( 'Bearer jwt-abc' );
	} );

	it( 'adds user_id while switched only where a route acts for a member', async () => {
		window.localStorage.setItem(
			SWITCHED_USER_KEY,
			JSON.stringify( { id: 42, display_name: 'Sanne' } )
		);
		const user = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/admin/users/7',
		} );
		expect( user.path ).toBe( '/fitcoach/v1/admin/users/7' );
		const item = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/measurements/5',
		} );
		expect( item.path ).toBe( '/fitcoach/v1/measurements/5?user_id=42' );
		// The profile routes act for the member the app shows (the server resolves user_id there).
		const profile = await passedOn( switchedUserMiddleware, {
			path: '/fitcoach/v1/auth/profile',
			method: 'PUT',
			data: { first_name: 'Sanne' },
		} );
		expect( profile.data ).toEqual( { first_name: 'Sanne', user_id: 42 } );
	} );

	it( 'lets a guest route of the config handle its own 401', async () => {
		const onUnauthorized = jest.fn();
		const middleware = createUnauthorizedMiddleware( {
			refresh: async () => false,
			onUnauthorized,
		} );
		const unauthorized = { status: 401, code: 'x', message: 'x' };
		await expect(
			middleware( { path: '/fitcoach/v1/app/settings' }, () =>
				Promise.reject( unauthorized )
			)
		).rejects.toBe( unauthorized );
		expect( onUnauthorized ).not.toHaveBeenCalled();
	} );

	it( 'falls back to the built-in lists when the config has none or is malformed', () => {
		for ( const routes of [
			undefined,
			{ guest: 'auth/login', realUser: [] },
			{ guest: [ 'auth/(' ], realUser: [] },
			{ guest: [ 1 ], realUser: [] },
		] ) {
			window.fitcoachConfig = { routes } as never;
			expect( isGuestEndpoint( 'app/settings' ) ).toBe( false );
			expect( isGuestEndpoint( 'auth/login' ) ).toBe( true );
			expect( actsAsRealUser( 'auth/profile' ) ).toBe( true );
			expect( actsAsRealUser( 'user/switch/current' ) ).toBe( true );
			expect( actsAsRealUser( 'measurements' ) ).toBe( false );
		}
	} );
} );
