/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost } from '../../api/client';
import ForgotPasswordScreen from '.';

jest.mock( '../../api/client' );

const mockedPost = apiPost as unknown as jest.Mock<
	( path: string, data?: unknown ) => Promise< unknown >
>;

function renderScreen() {
	render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<ForgotPasswordScreen />
		</MemoryRouter>
	);
}

function send( value: string ) {
	fireEvent.change(
		screen.getByLabelText( 'E-mailadres of gebruikersnaam' ),
		{ target: { value } }
	);
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Verstuur reset link' } )
	);
}

beforeEach( () => {
	mockedPost.mockReset();
} );

describe( 'Forgot password screen', () => {
	it( 'sends user_login and shows the success message, with a link back to the login', async () => {
		mockedPost.mockResolvedValue( { success: true } );
		renderScreen();
		expect(
			screen.getByRole( 'link', { name: 'Terug naar inloggen' } )
		).toHaveAttribute( 'href', '/login' );
		send( 'sanne@example.test' );
		expect(
			await screen.findByText(
				'Als het e-mailadres bestaat, is er een wachtwoord reset link verstuurd.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByLabelText( 'E-mailadres of gebruikersnaam' )
		).toHaveValue( '' );
		expect( mockedPost ).toHaveBeenCalledWith( '/auth/forgot-password', {
			user_login: 'sanne@example.test',
		} );
	} );

	it( "shows the server's own message", async () => {
		mockedPost.mockResolvedValue( {
			success: true,
			message: 'Kijk in je mailbox.',
		} );
		renderScreen();
		send( 'sanne' );
		expect(
			await screen.findByText( 'Kijk in je mailbox.' )
		).toBeInTheDocument();
	} );

	it( 'shows the failure text when the call fails', async () => {
		mockedPost.mockRejectedValue(
			new ApiRequestError( 0, 'fitcoach_network_error', '' )
		);
		renderScreen();
		send( 'sanne' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Er is een fout opgetreden bij het versturen van de reset link.'
		);
	} );

	it( 'shows a refusal of the server (too many requests)', async () => {
		mockedPost.mockRejectedValue(
			new ApiRequestError(
				429,
				'fitcoach_too_many_attempts',
				'Te veel pogingen. Probeer het later opnieuw.'
			)
		);
		renderScreen();
		send( 'sanne' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Te veel pogingen. Probeer het later opnieuw.'
		);
	} );
} );
