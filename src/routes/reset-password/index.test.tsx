/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost } from '../../api/client';
import ResetPasswordScreen from '.';

jest.mock( '../../api/client' );

const mockedPost = apiPost as unknown as jest.Mock<
	( path: string, data?: unknown ) => Promise< unknown >
>;

function renderAt( path: string ) {
	render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route
					path="/reset-password/:key?"
					element={ <ResetPasswordScreen /> }
				/>
				<Route path="/login" element={ <p>Login</p> } />
				<Route
					path="/forgot-password"
					element={ <p>Wachtwoord vergeten</p> }
				/>
			</Routes>
		</MemoryRouter>
	);
}

function type( label: string, value: string ) {
	fireEvent.change( screen.getByLabelText( label ), { target: { value } } );
}

const submitButton = () =>
	screen.getByRole( 'button', { name: 'Wachtwoord Resetten' } );

beforeEach( () => {
	mockedPost.mockReset();
} );

describe( 'Reset password screen', () => {
	it( "shows the hint 'Minimaal 8 karakters' and blocks a short password", () => {
		renderAt( '/reset-password/key123?user=daan' );
		expect(
			screen.getByText( 'Minimaal 8 karakters' )
		).toBeInTheDocument();
		type( 'Nieuw wachtwoord', 'kort' );
		type( 'Bevestig wachtwoord', 'kort' );
		expect( screen.getByLabelText( 'Nieuw wachtwoord' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( submitButton() ).toBeDisabled();
		fireEvent.submit( submitButton().closest( 'form' ) as HTMLFormElement );
		expect( mockedPost ).not.toHaveBeenCalled();
	} );

	it( "blocks a confirmation that differs with 'Wachtwoorden komen niet overeen'", () => {
		renderAt( '/reset-password/key123?user=daan' );
		type( 'Nieuw wachtwoord', 'nieuw-wachtwoord' );
		type( 'Bevestig wachtwoord', 'nieuw-wachtwoorT' );
		expect(
			screen.getByText( 'Wachtwoorden komen niet overeen' )
		).toBeInTheDocument();
		expect( submitButton() ).toBeDisabled();
		fireEvent.submit( submitButton().closest( 'form' ) as HTMLFormElement );
		expect( mockedPost ).not.toHaveBeenCalled();
	} );

	it.each( [
		'/reset-password/key123',
		'/reset-password?user=daan',
		'/reset-password/key123?user=',
		'/reset-password/?user=daan',
	] )( 'calls %s an invalid link, on load and on submit', ( path ) => {
		renderAt( path );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^Ongeldige reset link\. Probeer de link opnieuw aan te vragen\.$/
		);
		expect(
			screen.getByRole( 'link', { name: 'Nieuwe reset link aanvragen' } )
		).toHaveAttribute( 'href', '/forgot-password' );
		type( 'Nieuw wachtwoord', 'nieuw-wachtwoord' );
		type( 'Bevestig wachtwoord', 'nieuw-wachtwoord' );
		fireEvent.click( submitButton() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^Ongeldige reset link$/
		);
		expect(
			screen.getByRole( 'link', { name: 'Nieuwe reset link aanvragen' } )
		).toBeInTheDocument();
		expect( mockedPost ).not.toHaveBeenCalled();
	} );

	it( 'opens /forgot-password from an invalid link', () => {
		renderAt( '/reset-password/key123' );
		fireEvent.click(
			screen.getByRole( 'link', { name: 'Nieuwe reset link aanvragen' } )
		);
		expect( screen.getByText( 'Wachtwoord vergeten' ) ).toBeInTheDocument();
	} );

	it( 'shows no error and no request link for a complete link', () => {
		renderAt( '/reset-password/key123?user=daan' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect(
			screen.queryByRole( 'link', {
				name: 'Nieuwe reset link aanvragen',
			} )
		).toBeNull();
	} );

	it( 'sends key, user_login, user and the new password, then shows the message and the login link', async () => {
		mockedPost.mockResolvedValue( {
			success: true,
			message: 'Je wachtwoord is gewijzigd.',
		} );
		renderAt( '/reset-password/key123?user=daan' );
		type( 'Nieuw wachtwoord', 'nieuw-wachtwoord' );
		type( 'Bevestig wachtwoord', 'nieuw-wachtwoord' );
		fireEvent.click( submitButton() );
		expect(
			await screen.findByText( 'Je wachtwoord is gewijzigd.' )
		).toBeInTheDocument();
		expect( mockedPost ).toHaveBeenCalledWith( '/auth/reset-password', {
			key: 'key123',
			user_login: 'daan',
			user: 'daan',
			new_password: 'nieuw-wachtwoord',
		} );
		expect(
			screen.queryByLabelText( 'Nieuw wachtwoord' )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Ga naar inloggen' } )
		).toHaveAttribute( 'href', '/login' );
	} );

	it( 'shows the default success text when the server sends none', async () => {
		mockedPost.mockResolvedValue( { success: true } );
		renderAt( '/reset-password/key123?user=daan' );
		type( 'Nieuw wachtwoord', 'nieuw-wachtwoord' );
		type( 'Bevestig wachtwoord', 'nieuw-wachtwoord' );
		fireEvent.click( submitButton() );
		expect(
			await screen.findByText(
				'Wachtwoord succesvol gereset. Je kunt nu inloggen met je nieuwe wachtwoord.'
			)
		).toBeInTheDocument();
	} );

	it( "shows the server's refusal, else the general failure", async () => {
		mockedPost.mockRejectedValueOnce(
			new ApiRequestError(
				400,
				'fitcoach_invalid_reset_key',
				'Deze reset link is ongeldig of verlopen.'
			)
		);
		renderAt( '/reset-password/key123?user=daan' );
		type( 'Nieuw wachtwoord', 'nieuw-wachtwoord' );
		type( 'Bevestig wachtwoord', 'nieuw-wachtwoord' );
		fireEvent.click( submitButton() );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Deze reset link is ongeldig of verlopen.'
		);

		mockedPost.mockRejectedValueOnce(
			new ApiRequestError( 0, 'fitcoach_network_error', '' )
		);
		fireEvent.click( submitButton() );
		expect(
			await screen.findByText(
				'Er is een fout opgetreden bij het resetten van je wachtwoord.'
			)
		).toBeInTheDocument();

		mockedPost.mockResolvedValueOnce( { success: false } );
		fireEvent.click( submitButton() );
		expect(
			await screen.findByText(
				'Wachtwoord reset mislukt. Probeer het opnieuw.'
			)
		).toBeInTheDocument();
	} );
} );
