/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { resetData } from '../../data/reset';
import { ApiRequestError, apiPost } from '../../api/client';
import { notify, useNotices } from '../../data/notices';
import AddUser from './AddUser';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );

const mockedPost = apiPost as jest.MockedFunction< typeof apiPost >;
// The toasts' mock functions (src/store/__mocks__/notices.ts).
const notices = jest.mocked( useNotices )();

function renderForm() {
	return render(
		<MemoryRouter
			initialEntries={ [ '/admin/users/nieuw' ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/admin/users/nieuw" element={ <AddUser /> } />
				<Route path="/admin/users" element={ <p>Lijst scherm</p> } />
			</Routes>
		</MemoryRouter>
	);
}

async function fillIn( user: ReturnType< typeof userEvent.setup > ) {
	await user.type( screen.getByLabelText( 'Voornaam' ), ' Eva ' );
	await user.type( screen.getByLabelText( 'Achternaam' ), 'Visser' );
	await user.type( screen.getByLabelText( 'E-mailadres' ), 'eva@example.nl' );
}

describe( 'Add user', () => {
	beforeEach( () => {
		resetData();
		jest.clearAllMocks();
		(
			useNotices as jest.MockedFunction< typeof useNotices >
		 ).mockReturnValue( notices );
	} );

	it( 'has three required fields, the e-mail typed as e-mail', async () => {
		renderForm();
		// The coaches are read (the Coach field, issue 28).
		expect( await screen.findByLabelText( 'Coach' ) ).toBeEnabled();
		for ( const label of [ 'Voornaam', 'Achternaam', 'E-mailadres' ] ) {
			expect( screen.getByLabelText( label ) ).toBeRequired();
		}
		expect( screen.getByLabelText( 'E-mailadres' ) ).toHaveAttribute(
			'type',
			'email'
		);
		expect(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		).toHaveAttribute( 'type', 'submit' );
	} );

	it( 'creates the user, shows the toast and goes to the list', async () => {
		const user = userEvent.setup();
		mockedPost.mockResolvedValue( {
			success: true,
			user: { id: 9 },
			message:
				'De gebruiker is aangemaakt en heeft een welkomstmail ontvangen.',
			mail_sent: true,
		} );
		renderForm();
		await fillIn( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		expect( await screen.findByText( 'Lijst scherm' ) ).toBeInTheDocument();
		expect( mockedPost ).toHaveBeenCalledWith( '/admin/users', {
			first_name: 'Eva',
			last_name: 'Visser',
			email: 'eva@example.nl',
		} );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Gebruiker Aangemaakt',
			'De gebruiker is aangemaakt en heeft een welkomstmail ontvangen.'
		);
	} );

	it( 'warns when the welcome mail could not be sent', async () => {
		const user = userEvent.setup();
		mockedPost.mockResolvedValue( {
			success: true,
			message: 'Mail mislukt.',
			mail_sent: false,
		} );
		renderForm();
		await fillIn( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		await screen.findByText( 'Lijst scherm' );
		expect( notify ).toHaveBeenCalledWith(
			'warning',
			'Gebruiker Aangemaakt',
			'Mail mislukt.'
		);
	} );

	it( "shows the server's message in a toast and a panel that can be closed", async () => {
		const user = userEvent.setup();
		mockedPost.mockRejectedValue(
			new ApiRequestError(
				400,
				'fitcoach_email_exists',
				'Er bestaat al een gebruiker met dit e-mailadres.'
			)
		);
		renderForm();
		await fillIn( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		const panel = await screen.findByRole( 'alert' );
		expect( panel ).toHaveTextContent(
			'Er bestaat al een gebruiker met dit e-mailadres.'
		);
		expect( notify ).toHaveBeenCalledWith(
			'error',
			'Fout',
			'Er bestaat al een gebruiker met dit e-mailadres.'
		);
		// The form keeps what was typed, and can be sent again.
		expect( screen.getByLabelText( 'Achternaam' ) ).toHaveValue( 'Visser' );
		expect(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		).toBeEnabled();

		await user.click( screen.getByRole( 'button', { name: 'Sluiten' } ) );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'falls back to the Dutch text when the server sends no message', async () => {
		const user = userEvent.setup();
		mockedPost.mockRejectedValue( new ApiRequestError( 0, 'x', '' ) );
		renderForm();
		await fillIn( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Er is iets misgegaan bij het aanmaken van de gebruiker.'
		);
		expect( notify ).toHaveBeenCalledWith(
			'error',
			'Fout',
			'Er is iets misgegaan bij het aanmaken van de gebruiker.'
		);
	} );

	it( 'does not send while a field is missing', async () => {
		const user = userEvent.setup();
		renderForm();
		await user.type( screen.getByLabelText( 'Voornaam' ), 'Eva' );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		expect( mockedPost ).not.toHaveBeenCalled();
	} );

	// Issue 26 item 16 (WCAG 2.4.3, 3.3.1): the error is tied to the e-mail field, which gets
	// the focus; focus never falls back to the page.
	it( 'ties an e-mail error to the e-mail field and puts focus there', async () => {
		const user = userEvent.setup();
		mockedPost.mockRejectedValue(
			new ApiRequestError(
				400,
				'fitcoach_email_exists',
				'Er bestaat al een gebruiker met dit e-mailadres.'
			)
		);
		renderForm();
		await fillIn( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		await screen.findByRole( 'alert' );
		const email = screen.getByLabelText( 'E-mailadres' );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription(
			'Er bestaat al een gebruiker met dit e-mailadres.'
		);
		expect( email ).toHaveFocus();
		// The other fields are not marked.
		expect( screen.getByLabelText( 'Voornaam' ) ).not.toHaveAttribute(
			'aria-invalid'
		);

		// Closing the panel: the field is valid again and keeps the focus.
		await user.click( screen.getByRole( 'button', { name: 'Sluiten' } ) );
		expect( email ).not.toHaveAttribute( 'aria-invalid' );
		expect( email ).toHaveFocus();
	} );

	it( 'puts focus on the error panel for an error that is not about a field', async () => {
		const user = userEvent.setup();
		mockedPost.mockRejectedValue( new ApiRequestError( 500, 'x', '' ) );
		renderForm();
		await fillIn( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		const panel = await screen.findByRole( 'alert' );
		expect( panel ).toHaveFocus();
		expect( screen.getByLabelText( 'E-mailadres' ) ).not.toHaveAttribute(
			'aria-invalid'
		);
		await user.click( screen.getByRole( 'button', { name: 'Sluiten' } ) );
		expect( screen.getByLabelText( 'Voornaam' ) ).toHaveFocus();
	} );
} );
