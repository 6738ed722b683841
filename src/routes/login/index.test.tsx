/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost } from '../../api/client';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from '../../api/storage';
import { forgetLogin, getUser } from '../../data/auth';
import LoginScreen from '.';

jest.mock( '../../api/client' );

const mockedPost = apiPost as unknown as jest.Mock<
	( path: string, data?: unknown ) => Promise< unknown >
>;

const user = {
	id: 3,
	first_name: 'Sanne',
	last_name: 'de Vries',
	display_name: 'Sanne de Vries',
	email: 'sanne@example.test',
	profile_image: null,
	is_admin: false,
	roles: [ 'sporter' ],
};

function Where() {
	const location = useLocation();
	return <p>{ `Op ${ location.pathname }${ location.search }` }</p>;
}

function renderAt( path: string ) {
	render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/login" element={ <LoginScreen /> } />
				<Route path="*" element={ <Where /> } />
			</Routes>
		</MemoryRouter>
	);
}

function fillIn( username: string, password: string ) {
	fireEvent.change(
		screen.getByLabelText( 'Gebruikersnaam of e-mailadres' ),
		{ target: { value: username } }
	);
	fireEvent.change( screen.getByLabelText( 'Wachtwoord' ), {
		target: { value: password },
	} );
}

const submit = () =>
	fireEvent.click( screen.getByRole( 'button', { name: 'Inloggen' } ) );

beforeEach( () => {
	window.localStorage.clear();
	forgetLogin();
	mockedPost.mockReset();
} );

describe( 'Login screen', () => {
	it( 'has the fields, the remember checkbox, the forgot link and the app name', () => {
		renderAt( '/login' );
		expect(
			screen.getByRole( 'heading', { name: 'Inloggen' } )
		).toBeInTheDocument();
		expect( screen.getByText( 'FitCoach' ) ).toBeInTheDocument();
		expect(
			screen.getByLabelText( 'Gebruikersnaam of e-mailadres' )
		).toBeRequired();
		expect( screen.getByLabelText( 'Wachtwoord' ) ).toBeRequired();
		expect(
			screen.getByRole( 'checkbox', { name: 'Onthoud mij' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'link', { name: 'Wachtwoord vergeten?' } )
		).toHaveAttribute( 'href', '/forgot-password' );
	} );

	it( 'does not call the server with empty fields', () => {
		renderAt( '/login' );
		fireEvent.submit(
			screen
				.getByRole( 'button', { name: 'Inloggen' } )
				.closest( 'form' ) as HTMLFormElement
		);
		expect( mockedPost ).not.toHaveBeenCalled();
	} );

	it( 'logs in, keeps only the access token, and goes to the redirect', async () => {
		mockedPost.mockResolvedValue( {
			success: true,
			token: 'jwt',
			refresh_token: 'refresh',
			user,
		} );
		renderAt( '/login?redirect=%2Fmetingen%3Fpage%3D2' );
		fillIn( 'sanne', 'fitcoach-demo' );
		submit();
		expect(
			await screen.findByText( 'Op /metingen?page=2' )
		).toBeInTheDocument();
		expect( mockedPost ).toHaveBeenCalledWith( '/auth/login', {
			username: 'sanne',
			password: 'fitcoach-demo',
			remember: false,
		} );
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBe( 'jwt' );
		expect( window.localStorage.getItem( REFRESH_TOKEN_KEY ) ).toBeNull();
		expect( getUser() ).toEqual( user );
	} );

	it( "keeps the refresh token with 'Onthoud mij' and goes to / without a redirect", async () => {
		mockedPost.mockResolvedValue( {
			success: true,
			token: 'jwt',
			refresh_token: 'refresh',
			user,
		} );
		renderAt( '/login' );
		fillIn( 'sanne', 'fitcoach-demo' );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Onthoud mij' } )
		);
		submit();
		expect( await screen.findByText( 'Op /' ) ).toBeInTheDocument();
		expect( mockedPost ).toHaveBeenCalledWith(
			'/auth/login',
			expect.objectContaining( { remember: true } )
		);
		expect( window.localStorage.getItem( REFRESH_TOKEN_KEY ) ).toBe(
			'refresh'
		);
	} );

	it.each( [
		'//evil.example/x',
		'https://evil.example/',
		'/\\evil.example',
		'/forgot-password',
	] )( 'ignores the unsafe redirect %s', async ( redirect ) => {
		mockedPost.mockResolvedValue( { success: true, token: 'jwt', user } );
		renderAt( `/login?redirect=${ encodeURIComponent( redirect ) }` );
		fillIn( 'sanne', 'fitcoach-demo' );
		submit();
		expect( await screen.findByText( 'Op /' ) ).toBeInTheDocument();
	} );

	it( 'disables the form while logging in', async () => {
		let resolve: ( value: unknown ) => void = () => undefined;
		mockedPost.mockReturnValue(
			new Promise( ( done ) => ( resolve = done ) )
		);
		renderAt( '/login' );
		fillIn( 'sanne', 'fitcoach-demo' );
		submit();
		expect(
			screen.getByRole( 'button', { name: /Inloggen/ } )
		).toBeDisabled();
		expect( screen.getByLabelText( 'Wachtwoord' ) ).toBeDisabled();
		resolve( { success: true, token: 'jwt', user } );
		expect( await screen.findByText( 'Op /' ) ).toBeInTheDocument();
	} );

	it( "shows the server's message when the login is refused", async () => {
		mockedPost.mockRejectedValue(
			new ApiRequestError(
				401,
				'fitcoach_invalid_credentials',
				'Inloggen mislukt. Controleer je gegevens.'
			)
		);
		renderAt( '/login' );
		fillIn( 'sanne', 'wrong' );
		submit();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Inloggen mislukt. Controleer je gegevens.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Inloggen' } )
		).toBeEnabled();
		expect( window.localStorage.getItem( TOKEN_KEY ) ).toBeNull();
	} );

	it( "shows 'Inloggen mislukt. Controleer je gegevens.' for an answer without a token or message", async () => {
		mockedPost.mockResolvedValue( { success: false } );
		renderAt( '/login' );
		fillIn( 'sanne', 'wrong' );
		submit();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Inloggen mislukt. Controleer je gegevens.'
		);
	} );

	it( 'shows the general error when the call fails without a message', async () => {
		mockedPost.mockRejectedValue(
			new ApiRequestError( 0, 'fitcoach_network_error', '' )
		);
		renderAt( '/login' );
		fillIn( 'sanne', 'fitcoach-demo' );
		submit();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Er is een fout opgetreden bij het inloggen.'
		);
	} );

	// Issue 26 item 16 (WCAG 2.4.3): the fields were disabled while logging in; focus does not
	// end on the page but on the first field, which the error describes.
	it( 'puts focus on the first field, described by the error, after a refused login', async () => {
		mockedPost.mockRejectedValue(
			new ApiRequestError(
				401,
				'fitcoach_invalid_credentials',
				'Inloggen mislukt. Controleer je gegevens.'
			)
		);
		renderAt( '/login' );
		fillIn( 'sanne', 'wrong' );
		const button = screen.getByRole( 'button', { name: 'Inloggen' } );
		button.focus();
		submit();
		await screen.findByRole( 'alert' );
		const field = screen.getByLabelText( 'Gebruikersnaam of e-mailadres' );
		expect( field ).toHaveFocus();
		expect( document.body ).not.toHaveFocus();
		expect( field ).toHaveAccessibleDescription(
			'Inloggen mislukt. Controleer je gegevens.'
		);
		expect(
			screen.getByLabelText( 'Wachtwoord' )
		).toHaveAccessibleDescription(
			'Inloggen mislukt. Controleer je gegevens.'
		);
	} );
} );
