/**
 * The route table with its guards, titles and frame (spec §2), screens replaced by stand-ins.
 */

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
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet, refreshSession } from '../api/client';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from '../api/storage';
import type { User } from '../api/types';
import { forgetLogin } from '../data/auth';
import { AppRoutes, ROUTER_FUTURE } from '.';

jest.mock( '../api/client', () => ( {
	...jest.requireActual< object >( '../api/client' ),
	apiGet: jest.fn(),
	apiPost: jest.fn(),
	refreshSession: jest.fn(),
} ) );

function mockScreen( name: string ) {
	return {
		__esModule: true,
		default: () =>
			require( '@wordpress/element' ).createElement(
				'p',
				null,
				`${ name } screen`
			),
	};
}

jest.mock( './login', () => mockScreen( 'Login' ) );
jest.mock( './forgot-password', () => mockScreen( 'Forgot' ) );
jest.mock( './reset-password', () => mockScreen( 'Reset' ) );
jest.mock( './home', () => mockScreen( 'Home' ) );
jest.mock( './measurements/List', () => mockScreen( 'Measurements' ) );
jest.mock( './measurements/Form', () => mockScreen( 'Measurement form' ) );
jest.mock( './training', () => mockScreen( 'Training' ) );
jest.mock( './workout', () => mockScreen( 'Workout' ) );
jest.mock( './exercise', () => mockScreen( 'Exercise history' ) );
jest.mock( './session', () => mockScreen( 'Session' ) );
const mockFailures = { more: false };
jest.mock( './more', () => ( {
	__esModule: true,
	default: () => {
		if ( mockFailures.more ) {
			throw new Error( 'Broken screen' );
		}
		return require( '@wordpress/element' ).createElement(
			'p',
			null,
			'More screen'
		);
	},
} ) );
jest.mock( './profile', () => mockScreen( 'Profile' ) );
jest.mock( './admin/Dashboard', () => mockScreen( 'Admin dashboard' ) );
jest.mock( './admin/UserList', () => mockScreen( 'User list' ) );
jest.mock( './admin/AddUser', () => mockScreen( 'Add user' ) );
jest.mock( './admin/UserDetail', () => mockScreen( 'User detail' ) );

const mockedGet = apiGet as unknown as jest.Mock<
	( path: string, query?: unknown ) => Promise< unknown >
>;
const mockedRefresh = refreshSession as jest.MockedFunction<
	typeof refreshSession
>;

const member: User = {
	id: 3,
	first_name: 'Sanne',
	last_name: 'de Vries',
	display_name: 'Sanne de Vries',
	email: 'sanne@example.test',
	profile_image: null,
	is_admin: false,
	roles: [ 'sporter' ],
};
const admin: User = {
	...member,
	id: 1,
	first_name: 'Coach',
	last_name: 'Kim',
	is_admin: true,
	roles: [ 'administrator' ],
};

/**
 * Answers of the server for a login that is valid (or not).
 *
 * @param user  Who /auth/me returns.
 * @param valid What /auth/verify says.
 */
function serverSays( user: User, valid = true ) {
	mockedGet.mockImplementation( async ( path: string ) => {
		if ( '/auth/verify' === path ) {
			return { valid };
		}
		if ( '/auth/me' === path ) {
			return user;
		}
		if ( '/user/switch/current' === path ) {
			return { is_switched: false, switched_user: null };
		}
		throw new Error( `unexpected GET ${ path }` );
	} );
}

/**
 * The app's routes at a path, as the app mounts them (AppRoutes in a router), with where the
 * router is and a way to go elsewhere.
 *
 * @param path The path opened.
 */
function open( path: string ) {
	const router = {
		state: { location: null as unknown as Location },
		// Async, so act() also runs what the navigation leads to (a guard's redirect).
		navigate: async ( to: string ) => {
			go( to );
		},
	};
	let go: NavigateFunction = () => undefined;
	function Where() {
		router.state.location = useLocation();
		go = useNavigate();
		return null;
	}
	render(
		<MemoryRouter initialEntries={ [ path ] } future={ ROUTER_FUTURE }>
			<AppRoutes />
			<Where />
		</MemoryRouter>
	);
	return router;
}

const where = ( router: ReturnType< typeof open > ) =>
	`${ router.state.location.pathname }${ router.state.location.search }`;

beforeEach( () => {
	window.localStorage.clear();
	forgetLogin();
	mockedGet.mockReset();
	mockedRefresh.mockReset();
	mockedRefresh.mockResolvedValue( false );
} );

afterEach( () => {
	document.title = '';
} );

describe( 'protected routes', () => {
	it( 'send a guest from an exercise history to /login, and show it to a member', async () => {
		const router = open( '/training/oefening/4' );
		expect( await screen.findByText( 'Login screen' ) ).toBeInTheDocument();
		expect( router.state.location.pathname ).toBe( '/login' );

		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		const memberRouter = open( '/training/oefening/4' );
		expect(
			await screen.findByText( 'Exercise history screen' )
		).toBeInTheDocument();
		expect( where( memberRouter ) ).toBe( '/training/oefening/4' );
	} );

	it( 'send a guest to /login with the full requested path as redirect', async () => {
		const router = open( '/metingen?page=2' );
		expect( await screen.findByText( 'Login screen' ) ).toBeInTheDocument();
		expect( router.state.location.pathname ).toBe( '/login' );
		expect(
			new URLSearchParams( router.state.location.search ).get(
				'redirect'
			)
		).toBe( '/metingen?page=2' );
		expect( mockedGet ).not.toHaveBeenCalled();
	} );

	it( 'verify a stored login and show the screen', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		const router = open( '/metingen' );
		expect(
			await screen.findByText( 'Measurements screen' )
		).toBeInTheDocument();
		expect( where( router ) ).toBe( '/metingen' );
		expect( mockedGet ).toHaveBeenCalledWith( '/auth/verify' );
		expect( mockedRefresh ).not.toHaveBeenCalled();
	} );

	it( 'try a refresh when the token does not verify', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-expired' );
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh' );
		serverSays( member, false );
		mockedRefresh.mockResolvedValue( true );
		open( '/training' );
		expect(
			await screen.findByText( 'Training screen' )
		).toBeInTheDocument();
		expect( mockedRefresh ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'go to /login with the redirect when verify and refresh fail, and drop the tokens', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt-expired' );
		window.localStorage.setItem( REFRESH_TOKEN_KEY, 'refresh-used' );
		serverSays( member, false );
		const router = open( '/profile' );
		expect( await screen.findByText( 'Login screen' ) ).toBeInTheDocument();
		expect( where( router ) ).toBe( '/login?redirect=%2Fprofile' );
		expect( mockedRefresh ).toHaveBeenCalledTimes( 1 );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBeNull();
		expect( window.localStorage.getItem( REFRESH_TOKEN_KEY ) ).toBeNull();
	} );

	it( 'treat a 401 of the verify call like an invalid token', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		mockedGet.mockRejectedValue(
			new ApiRequestError( 401, 'fitcoach_invalid_token', 'Verlopen.' )
		);
		const router = open( '/meer' );
		expect( await screen.findByText( 'Login screen' ) ).toBeInTheDocument();
		expect( where( router ) ).toBe( '/login?redirect=%2Fmeer' );
	} );

	it( 'keep the login when the verify call gets no answer (offline)', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		mockedGet.mockRejectedValue(
			new ApiRequestError( 0, 'fitcoach_network_error', '' )
		);
		const router = open( '/meer' );
		expect( await screen.findByText( 'More screen' ) ).toBeInTheDocument();
		expect( where( router ) ).toBe( '/meer' );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBe( 'jwt' );
	} );
} );

describe( 'admin routes', () => {
	it( 'send a non-admin from /admin to /', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		const router = open( '/admin' );
		expect( await screen.findByText( 'Home screen' ) ).toBeInTheDocument();
		expect( where( router ) ).toBe( '/' );
	} );

	it.each( [ '/admin/users', '/admin/users/nieuw', '/admin/users/12' ] )(
		'send a non-admin from %s via /admin to /',
		async ( path ) => {
			window.localStorage.setItem( TOKEN_KEY, 'jwt' );
			serverSays( member );
			const router = open( path );
			expect(
				await screen.findByText( 'Home screen' )
			).toBeInTheDocument();
			expect( where( router ) ).toBe( '/' );
		}
	);

	it( 'let an admin in, with the back button on the user list only', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( admin );
		const router = open( '/admin/users' );
		expect(
			await screen.findByText( 'User list screen' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Gebruikers' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Terug' } )
		).toBeInTheDocument();
		await act( () => router.navigate( '/admin' ) );
		expect(
			await screen.findByText( 'Admin dashboard screen' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Terug' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'guest routes', () => {
	it.each( [
		'/login',
		'/forgot-password',
		'/reset-password/abc?user=sanne',
	] )( 'send a logged-in user from %s to /', async ( path ) => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		// Logged in: the user is loaded (start-up does this).
		const router = open( '/metingen' );
		await screen.findByText( 'Measurements screen' );
		await act( () => router.navigate( path ) );
		expect( await screen.findByText( 'Home screen' ) ).toBeInTheDocument();
		expect( where( router ) ).toBe( '/' );
	} );

	it( 'show the guest screens to guests', async () => {
		open( '/reset-password/abc?user=sanne' );
		expect( await screen.findByText( 'Reset screen' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'titles and frame', () => {
	it.each( [
		[ '/login', 'Inloggen – FitCoach' ],
		[ '/forgot-password', 'Wachtwoord Vergeten – FitCoach' ],
		[ '/reset-password/key?user=daan', 'Wachtwoord Resetten – FitCoach' ],
	] )( '%s has the title %s', async ( path, title ) => {
		open( path );
		await waitFor( () => expect( document.title ).toBe( title ) );
	} );

	// Issue 26 item 17 (WCAG 2.4.2): every signed-in screen has a title of its own; Home keeps
	// the app name alone (spec §2: no route title).
	it.each( [
		[ '/', 'FitCoach', member ],
		[ '/metingen', 'Metingen – FitCoach', member ],
		[ '/metingen/nieuw', 'Nieuwe Meting – FitCoach', member ],
		[ '/metingen/5', 'Meting Bewerken – FitCoach', member ],
		[ '/training', 'Training – FitCoach', member ],
		[ '/training/workout/2', 'Workout – FitCoach', member ],
		[ '/training/oefening/4', 'Oefening – FitCoach', member ],
		[ '/sessies/9', 'Workout Sessie – FitCoach', member ],
		[ '/meer', 'Meer – FitCoach', member ],
		[ '/profile', 'Profiel – FitCoach', member ],
		[ '/admin', 'Admin – FitCoach', admin ],
		[ '/admin/users', 'Gebruikers – FitCoach', admin ],
		[ '/admin/users/nieuw', 'Gebruiker Aanmaken – FitCoach', admin ],
		[ '/admin/users/3', 'Gebruiker Bewerken – FitCoach', admin ],
	] )( 'signed in, %s has the title %s', async ( path, title, user ) => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( user );
		open( path );
		await screen.findByRole( 'navigation', { name: 'Hoofdmenu' } );
		await waitFor( () => expect( document.title ).toBe( title ) );
	} );

	it( 'member screens have their own title, and the screen label in the header', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		open( '/training' );
		await screen.findByText( 'Training screen' );
		await waitFor( () =>
			expect( document.title ).toBe( 'Training – FitCoach' )
		);
		// Training shows no heading of its own: the header's label is the screen's h1.
		expect(
			within( screen.getByRole( 'banner' ) ).getByRole( 'heading', {
				level: 1,
				name: 'Training',
			} )
		).toBeInTheDocument();
	} );

	it( 'a screen with its own h1 keeps the header label as plain text (one h1 per screen)', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		open( '/metingen' );
		await screen.findByText( 'Measurements screen' );
		const banner = screen.getByRole( 'banner' );
		expect( within( banner ).getByText( 'Metingen' ) ).toBeInTheDocument();
		expect(
			within( banner ).queryByRole( 'heading' )
		).not.toBeInTheDocument();
	} );

	it( 'the skip link moves focus to the screen', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		open( '/training' );
		await screen.findByText( 'Training screen' );
		act( () => {
			screen.getByRole( 'link', { name: 'Naar de inhoud' } ).click();
		} );
		expect( screen.getByRole( 'main' ) ).toHaveFocus();
	} );

	it( 'home shows the app name instead of a title, and a profile button', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		open( '/' );
		await screen.findByText( 'Home screen' );
		const banner = screen.getByRole( 'banner' );
		expect( within( banner ).getByText( 'FitCoach' ) ).toBeInTheDocument();
		expect(
			within( banner ).queryByRole( 'heading' )
		).not.toBeInTheDocument();
		const profile = within( banner ).getByRole( 'link', {
			name: 'Ga naar profiel',
		} );
		expect( profile ).toHaveAttribute( 'href', '/profile' );
		// The initials are drawn as part of the avatar picture, not text of the link.
		expect( profile.querySelector( '[data-initials]' ) ).toHaveAttribute(
			'data-initials',
			'SD'
		);
	} );

	it( 'the bottom bar has Home, Metingen, Training and Meer for members', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		open( '/training' );
		await screen.findByText( 'Training screen' );
		const links = within( screen.getByRole( 'navigation' ) ).getAllByRole(
			'link'
		);
		expect( links.map( ( link ) => link.textContent ) ).toEqual( [
			'Home',
			'Metingen',
			'Training',
			'Meer',
		] );
		expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual(
			[ '/', '/metingen', '/training', '/meer' ]
		);
		expect( links[ 2 ] ).toHaveAttribute( 'aria-current', 'page' );
	} );

	it( 'the bottom bar has Admin instead of Meer for admins', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( admin );
		open( '/' );
		await screen.findByText( 'Home screen' );
		const links = within( screen.getByRole( 'navigation' ) ).getAllByRole(
			'link'
		);
		expect( links.map( ( link ) => link.textContent ) ).toEqual( [
			'Home',
			'Metingen',
			'Training',
			'Admin',
		] );
		expect( links[ 3 ] ).toHaveAttribute( 'href', '/admin' );
	} );

	it( 'a screen that fails shows a Dutch error with a reload button', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		mockFailures.more = true;
		try {
			open( '/meer' );
			expect(
				await screen.findByText( 'Er is een fout opgetreden' )
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'button', { name: 'Opnieuw laden' } )
			).toBeInTheDocument();
			// The frame stays.
			expect( screen.getByRole( 'navigation' ) ).toBeInTheDocument();
			// The failure is logged (@wordpress/jest-console's matcher, untyped here).
			// eslint-disable-next-line jest/valid-expect
			const consoleExpect = expect( console ) as unknown as {
				toHaveErrored: () => void;
			};
			consoleExpect.toHaveErrored();
		} finally {
			mockFailures.more = false;
		}
	} );

	it( 'unknown paths go home', async () => {
		window.localStorage.setItem( TOKEN_KEY, 'jwt' );
		serverSays( member );
		const router = open( '/does-not-exist' );
		expect( await screen.findByText( 'Home screen' ) ).toBeInTheDocument();
		expect( where( router ) ).toBe( '/' );
	} );
} );
