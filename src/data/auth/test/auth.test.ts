/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * Internal dependencies
 */
import { apiGet, apiPost } from '../../../api/client';
import {
	REFRESH_TOKEN_KEY,
	SWITCHED_USER_KEY,
	TOKEN_KEY,
} from '../../../api/storage';
import {
	pageAnswersMiddleware,
	PAGE_ANSWERS_ID,
	takePageAnswers,
} from '../../../api/preload';
import { registerReset } from '../../reset';
import { setNavigator } from '../../../routes/navigation';
import {
	activeName,
	forgetLogin,
	getUser,
	initAuth,
	login,
	logout,
	page,
	setStoredToken,
	setUser,
	switchBack,
	switchTo,
} from '..';

jest.mock( '../../../api/client', () => ( {
	...jest.requireActual< object >( '../../../api/client' ),
	apiGet: jest.fn(),
	apiPost: jest.fn(),
} ) );

const mockedGet = apiGet as unknown as jest.Mock<
	( path: string, query?: unknown ) => Promise< unknown >
>;
const mockedPost = apiPost as unknown as jest.Mock<
	(
		path: string,
		data?: unknown,
		headers?: Record< string, string >
	) => Promise< unknown >
>;

// Stands for a store of the data layer: logging out must empty it.
const clearCache = jest.fn();
registerReset( () => clearCache( 'all' ) );

const coach = {
	id: 1,
	first_name: 'Coach',
	last_name: 'Kim',
	display_name: 'Coach Kim',
	email: 'coach@example.test',
	profile_image: null,
	is_admin: true,
	roles: [ 'administrator' ],
};

const navigate = jest.fn();
const reload = jest
	.spyOn( page, 'reload' )
	.mockImplementation( () => undefined );

beforeEach( () => {
	window.localStorage.clear();
	window.sessionStorage.clear();
	forgetLogin();
	mockedGet.mockReset();
	mockedPost.mockReset();
	navigate.mockReset();
	reload.mockClear();
	clearCache.mockClear();
	setNavigator( navigate );
} );

describe( 'start-up', () => {
	it( 'loads the user when a token is stored and restores the stored switch from the server', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		window.localStorage.setItem(
			SWITCHED_USER_KEY,
			JSON.stringify( { id: 9, display_name: 'Daan' } )
		);
		mockedGet.mockImplementation( async ( path: string ) => {
			if ( '/auth/me' === path ) {
				return coach;
			}
			return {
				is_switched: true,
				switched_user: { id: 9, display_name: 'Daan Jansen' },
			};
		} );
		await initAuth();
		expect( getUser() ).toEqual( coach );
		expect(
			JSON.parse(
				String( window.localStorage.getItem( SWITCHED_USER_KEY ) )
			)
		).toMatchObject( {
			id: 9,
			display_name: 'Daan Jansen',
		} );
	} );

	it( 'drops a stored switch the server no longer knows', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		window.localStorage.setItem(
			SWITCHED_USER_KEY,
			JSON.stringify( { id: 9, display_name: 'Daan' } )
		);
		mockedGet.mockImplementation( async ( path: string ) =>
			'/auth/me' === path
				? coach
				: { is_switched: false, switched_user: null }
		);
		await initAuth();
		expect( window.localStorage.getItem( SWITCHED_USER_KEY ) ).toBeNull();
	} );

	it( 'makes no call without a token', async () => {
		await initAuth();
		expect( mockedGet ).not.toHaveBeenCalled();
		expect( getUser() ).toBeNull();
	} );
} );

describe( 'tokens', () => {
	it( 'setStoredToken stores a fresh pair', () => {
		setStoredToken( 'jwt-2', 'refresh-2' );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBe( 'jwt-2' );
		expect( window.localStorage.getItem( REFRESH_TOKEN_KEY ) ).toBe(
			'refresh-2'
		);
	} );

	it( 'logout tells the server, clears both tokens, the switch and the workout cache, and goes to /login', async () => {
		setStoredToken( 'jwt', 'refresh' );
		window.localStorage.setItem(
			SWITCHED_USER_KEY,
			JSON.stringify( { id: 9, display_name: 'Daan' } )
		);
		setUser( coach );
		mockedPost.mockResolvedValue( { success: true } );
		await logout();
		// With the token of the login it ends (offline/logout.ts).
		expect( mockedPost ).toHaveBeenCalledWith(
			'/auth/logout',
			{},
			{ Authorization: 'Bearer jwt' }
		);
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBeNull();
		expect( window.localStorage.getItem( REFRESH_TOKEN_KEY ) ).toBeNull();
		expect( window.localStorage.getItem( SWITCHED_USER_KEY ) ).toBeNull();
		expect( clearCache ).toHaveBeenCalledWith( 'all' );
		expect( getUser() ).toBeNull();
		expect( navigate ).toHaveBeenCalledWith( '/login', { replace: true } );
	} );

	it( 'logout still logs out locally when the server call fails', async () => {
		setStoredToken( 'jwt' );
		mockedPost.mockRejectedValue( new Error( 'offline' ) );
		await logout();
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBeNull();
	} );
} );

describe( "the page's answers go with the login (issue 26)", () => {
	/**
	 * A token shaped like the app's (a JWT) for a user.
	 *
	 * @param sub The user's id.
	 */
	function jwt( sub: number ): string {
		const part = ( value: object ) =>
			window.btoa( JSON.stringify( value ) ).replace( /=+$/, '' );
		return [
			part( { alg: 'HS256' } ),
			part( { sub: String( sub ), exp: Date.now() / 1000 + 600 } ),
			'c2ln',
		].join( '.' );
	}

	/** The first screen's answers for Sanne, taken from the page as at start-up. */
	function takeSannesAnswers(): void {
		window.localStorage.setItem( TOKEN_KEY, jwt( 7 ) );
		const element = document.createElement( 'script' );
		element.type = 'application/json';
		element.id = PAGE_ANSWERS_ID;
		element.textContent = JSON.stringify( {
			user: 7,
			answers: {
				'/fitcoach/v1/auth/me': {
					body: { id: 7, email: 'sanne@example.test' },
					headers: {},
				},
			},
		} );
		document.body.appendChild( element );
		expect( takePageAnswers() ).toBe( true );
		window.fitcoachPreload = {};
	}

	/**
	 * What the preloading middleware answers for Sanne's /auth/me now: her answer, or the network's.
	 */
	async function meAnswer(): Promise< unknown > {
		const next = jest.fn( () => Promise.resolve( 'network' ) );
		return pageAnswersMiddleware(
			{ path: '/fitcoach/v1/auth/me', method: 'GET' },
			next as never
		);
	}

	it( 'stand in while the login lasts', async () => {
		takeSannesAnswers();
		await expect( meAnswer() ).resolves.toMatchObject( { id: 7 } );
	} );

	it.each( [
		[
			'a logout',
			async () => {
				mockedPost.mockResolvedValue( { success: true } );
				await logout();
			},
		],
		[ 'a lost login (a 401)', async () => forgetLogin() ],
		[
			'a login of another user',
			async () => {
				mockedPost.mockResolvedValue( {
					token: jwt( 8 ),
					user: { ...coach, id: 8 },
				} );
				await login( 'daan', 'geheim', false );
			},
		],
	] )(
		'are gone after %s: nothing of the last member stays in the document',
		async ( _case, change ) => {
			takeSannesAnswers();
			await change();
			await expect( meAnswer() ).resolves.toBe( 'network' );
			expect( window.fitcoachPreload ).toBeUndefined();
			expect( document.getElementById( PAGE_ANSWERS_ID ) ).toBeNull();
			expect( document.documentElement.innerHTML ).not.toContain(
				'sanne@example.test'
			);
		}
	);
} );

describe( 'switching', () => {
	it( 'switchTo records the switch, stores the user, leaves a notice and reloads', async () => {
		setUser( coach );
		mockedPost.mockResolvedValue( {
			switched_user: {
				id: 9,
				display_name: 'Daan Jansen',
				email: 'daan@x.test',
			},
		} );
		await switchTo( { id: 9, display_name: 'Daan Jansen' } );
		expect( mockedPost ).toHaveBeenCalledWith( '/user/switch', {
			user_id: 9,
		} );
		expect(
			JSON.parse(
				String( window.localStorage.getItem( SWITCHED_USER_KEY ) )
			)
		).toMatchObject( { id: 9 } );
		expect(
			JSON.parse(
				String(
					window.sessionStorage.getItem( 'fitcoach_flash_notice' )
				)
			)
		).toMatchObject( {
			type: 'success',
			title: 'Bekijkt nu als Daan Jansen',
		} );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'switchTo stores nothing when the server refuses', async () => {
		mockedPost.mockRejectedValue( new Error( 'denied' ) );
		await expect(
			switchTo( { id: 9, display_name: 'Daan' } )
		).rejects.toThrow( 'denied' );
		expect( window.localStorage.getItem( SWITCHED_USER_KEY ) ).toBeNull();
		expect( reload ).not.toHaveBeenCalled();
	} );

	it( "switchBack clears the switch, leaves 'Terug naar eigen account' and reloads", async () => {
		window.localStorage.setItem(
			SWITCHED_USER_KEY,
			JSON.stringify( { id: 9, display_name: 'Daan' } )
		);
		mockedPost.mockResolvedValue( { success: true } );
		await switchBack();
		expect( mockedPost ).toHaveBeenCalledWith( '/user/switch/clear', {} );
		expect( window.localStorage.getItem( SWITCHED_USER_KEY ) ).toBeNull();
		expect(
			JSON.parse(
				String(
					window.sessionStorage.getItem( 'fitcoach_flash_notice' )
				)
			)
		).toMatchObject( {
			title: 'Terug naar eigen account',
		} );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'activeName is the switched user, else the real user', () => {
		expect(
			activeName( coach, { id: 9, display_name: 'Daan Jansen' } )
		).toBe( 'Daan Jansen' );
		expect( activeName( coach, null ) ).toBe( 'Coach Kim' );
		expect( activeName( null, null ) ).toBe( '' );
	} );
} );
