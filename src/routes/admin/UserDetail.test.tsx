/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { resetData } from '../../data/reset';
import {
	ApiRequestError,
	apiDelete,
	apiGet,
	apiPost,
	apiPut,
} from '../../api/client';
import { useConfirm } from '../../components/ConfirmDialog';
import type { ConfirmOptions } from '../../components/ConfirmDialog';
import { notify, useNotices } from '../../data/notices';
import UserDetail from './UserDetail';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );
jest.mock( '../../components/ConfirmDialog', () => ( {
	useConfirm: jest.fn(),
} ) );

const mockedGet = apiGet as jest.MockedFunction< typeof apiGet >;
const mockedPost = apiPost as jest.MockedFunction< typeof apiPost >;
const mockedPut = apiPut as jest.MockedFunction< typeof apiPut >;
const mockedDelete = apiDelete as jest.MockedFunction< typeof apiDelete >;

// The toasts' mock functions (src/store/__mocks__/notices.ts).
const notices = jest.mocked( useNotices )();
const confirm = jest.fn< ( options: ConfirmOptions ) => Promise< boolean > >();

const SANNE = {
	id: 3,
	name: 'Sanne de Vries',
	first_name: 'Sanne',
	last_name: 'de Vries',
	email: 'sanne@fitcoach.test',
	username: 'sanne',
	role: 'sporter',
	role_label: 'Sporter',
	registered: '2024-03-05T10:00:00+00:00',
	imageUrl: null,
	initials: 'SD',
	profile_image: null,
};

/** A promise the test settles itself. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => {};
	let reject: ( reason: unknown ) => void = () => {};
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}

function renderDetail() {
	return render(
		<MemoryRouter
			initialEntries={ [ '/admin/users/3' ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/admin/users/:id" element={ <UserDetail /> } />
				<Route path="/admin/users" element={ <p>Lijst scherm</p> } />
			</Routes>
		</MemoryRouter>
	);
}

const actionNames = {
	save: /^Opslaan/,
	reset: /^(Wachtwoord Reset Versturen|Versturen\.\.\.)$/,
	remove: /^Verwijderen/,
};

function actionButtons() {
	return [
		screen.getByRole( 'button', { name: actionNames.save } ),
		screen.getByRole( 'button', { name: actionNames.reset } ),
		screen.getByRole( 'button', { name: actionNames.remove } ),
	];
}

function expectAll( state: 'enabled' | 'disabled' ) {
	for ( const button of actionButtons() ) {
		if ( state === 'enabled' ) {
			expect( button ).toBeEnabled();
		} else {
			expect( button ).toBeDisabled();
		}
	}
}

describe( 'Admin user detail', () => {
	beforeEach( () => {
		resetData();
		jest.clearAllMocks();
		(
			useNotices as jest.MockedFunction< typeof useNotices >
		 ).mockReturnValue( notices );
		(
			useConfirm as jest.MockedFunction< typeof useConfirm >
		 ).mockReturnValue( confirm );
		confirm.mockResolvedValue( true );
		mockedGet.mockResolvedValue( SANNE );
	} );

	it( 'shows the read-only facts and the editable fields', async () => {
		renderDetail();
		expect(
			await screen.findByRole( 'heading', { name: 'Gebruiker Bewerken' } )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledWith( '/admin/users/3' );
		expect(
			screen.getByText( 'Gebruikersnaam' ).nextSibling
		).toHaveTextContent( 'sanne' );
		expect( screen.getByText( 'Rol' ).nextSibling ).toHaveTextContent(
			'Sporter'
		);
		expect( screen.getByText( 'Lid sinds' ).nextSibling ).toHaveTextContent(
			'5 maart 2024'
		);
		expect( screen.getByLabelText( 'Voornaam' ) ).toHaveValue( 'Sanne' );
		expect( screen.getByLabelText( 'Achternaam' ) ).toHaveValue(
			'de Vries'
		);
		expect( screen.getByLabelText( 'E-mailadres' ) ).toHaveValue(
			'sanne@fitcoach.test'
		);
		expect( screen.getByLabelText( 'E-mailadres' ) ).toHaveAttribute(
			'type',
			'email'
		);
		expectAll( 'enabled' );
	} );

	it( 'offers a retry when the user cannot be loaded', async () => {
		const user = userEvent.setup();
		// The first read of the user fails (whatever else the screen reads meanwhile).
		let refused = false;
		mockedGet.mockImplementation( ( async ( path: string ) => {
			if ( '/admin/users/3' === path && ! refused ) {
				refused = true;
				throw new ApiRequestError(
					404,
					'fitcoach_user_not_found',
					'Gebruiker niet gevonden.'
				);
			}
			return SANNE;
		} ) as typeof mockedGet );
		renderDetail();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Gebruiker niet gevonden.'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Gebruiker Bewerken' } )
		).toBeInTheDocument();
	} );

	it( 'disables all three actions while saving, then shows the toast', async () => {
		const user = userEvent.setup();
		const put = deferred< unknown >();
		mockedPut.mockReturnValue( put.promise as Promise< never > );
		renderDetail();
		const first = await screen.findByLabelText( 'Voornaam' );
		await user.clear( first );
		await user.type( first, 'Sanna' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );

		expect(
			screen.getByRole( 'button', { name: 'Opslaan...' } )
		).toBeInTheDocument();
		expectAll( 'disabled' );
		expect( mockedPut ).toHaveBeenCalledWith( '/admin/users/3', {
			first_name: 'Sanna',
			last_name: 'de Vries',
			email: 'sanne@fitcoach.test',
		} );

		put.resolve( {
			success: true,
			user: { ...SANNE, first_name: 'Sanna', name: 'Sanna de Vries' },
			message: 'De gebruiker is bijgewerkt.',
		} );
		await waitFor( () => expectAll( 'enabled' ) );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Gebruiker Bijgewerkt',
			'De gebruiker is bijgewerkt.'
		);
		expect( screen.getByText( 'Sanna de Vries' ) ).toBeInTheDocument();
	} );

	it( 'says that a new e-mail address waits for the user to confirm it', async () => {
		const user = userEvent.setup();
		const message =
			'De gebruiker is bijgewerkt. Het nieuwe e-mailadres nieuw@fitcoach.test wordt pas gebruikt als de gebruiker het bevestigt via de link die naar dat adres is gestuurd.';
		mockedPut.mockResolvedValue( {
			success: true,
			user: SANNE,
			message,
			email_pending: 'nieuw@fitcoach.test',
		} as never );
		renderDetail();
		const email = await screen.findByLabelText( 'E-mailadres' );
		await user.clear( email );
		await user.type( email, 'nieuw@fitcoach.test' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );

		expect(
			await screen.findByText(
				'Het nieuwe e-mailadres nieuw@fitcoach.test wacht op bevestiging: de gebruiker heeft een link ontvangen op dat adres. Tot dan blijft het oude e-mailadres in gebruik.'
			)
		).toBeInTheDocument();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Gebruiker Bijgewerkt',
			message
		);
		// The form shows the address in use until the user confirms.
		expect( screen.getByLabelText( 'E-mailadres' ) ).toHaveValue(
			'sanne@fitcoach.test'
		);
	} );

	it( 'shows the update failure with the Dutch fallback', async () => {
		const user = userEvent.setup();
		mockedPut.mockRejectedValue( new ApiRequestError( 0, 'x', '' ) );
		renderDetail();
		await screen.findByLabelText( 'Voornaam' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Er is iets misgegaan bij het bijwerken van de gebruiker.'
			)
		);
		expectAll( 'enabled' );
	} );

	it( 'sends the reset mail after confirming, with all actions disabled meanwhile', async () => {
		const user = userEvent.setup();
		const post = deferred< unknown >();
		mockedPost.mockReturnValue( post.promise as Promise< never > );
		renderDetail();
		await screen.findByLabelText( 'Voornaam' );
		await user.click(
			screen.getByRole( 'button', { name: 'Wachtwoord Reset Versturen' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			expect.objectContaining( {
				title: 'Wachtwoord Reset Versturen',
			} )
		);
		await waitFor( () => expectAll( 'disabled' ) );
		expect( mockedPost ).toHaveBeenCalledWith(
			'/admin/users/3/reset-password'
		);

		post.resolve( { success: true, message: 'Mail verstuurd.' } );
		await waitFor( () => expectAll( 'enabled' ) );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Email Verzonden',
			'Mail verstuurd.'
		);
	} );

	it( 'does nothing when the reset is not confirmed', async () => {
		const user = userEvent.setup();
		confirm.mockResolvedValue( false );
		renderDetail();
		await screen.findByLabelText( 'Voornaam' );
		await user.click(
			screen.getByRole( 'button', { name: 'Wachtwoord Reset Versturen' } )
		);
		await waitFor( () => expect( confirm ).toHaveBeenCalled() );
		expect( mockedPost ).not.toHaveBeenCalled();
		expectAll( 'enabled' );
	} );

	it( 'reports a failed reset mail', async () => {
		const user = userEvent.setup();
		mockedPost.mockRejectedValue( new Error( 'network' ) );
		renderDetail();
		await screen.findByLabelText( 'Voornaam' );
		await user.click(
			screen.getByRole( 'button', { name: 'Wachtwoord Reset Versturen' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Er is iets misgegaan bij het versturen van de reset email.'
			)
		);
	} );

	it( 'deletes after a danger confirmation, disabling all actions, then goes to the list', async () => {
		const user = userEvent.setup();
		const del = deferred< unknown >();
		mockedDelete.mockReturnValue( del.promise as Promise< never > );
		renderDetail();
		await screen.findByLabelText( 'Voornaam' );
		await user.click(
			screen.getByRole( 'button', { name: 'Verwijderen' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			expect.objectContaining( {
				type: 'danger',
				confirmText: 'Verwijderen',
			} )
		);
		await waitFor( () => expectAll( 'disabled' ) );
		expect( mockedDelete ).toHaveBeenCalledWith( '/admin/users/3' );

		del.resolve( {
			success: true,
			message: 'De gebruiker is verwijderd.',
		} );
		expect( await screen.findByText( 'Lijst scherm' ) ).toBeInTheDocument();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Gebruiker Verwijderd',
			'De gebruiker is verwijderd.'
		);
	} );

	it( "shows the server's reason when deleting fails and stays", async () => {
		const user = userEvent.setup();
		mockedDelete.mockRejectedValue(
			new ApiRequestError( 403, 'fitcoach_forbidden', 'Geen toegang.' )
		);
		renderDetail();
		await screen.findByLabelText( 'Voornaam' );
		await user.click(
			screen.getByRole( 'button', { name: 'Verwijderen' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Geen toegang.'
			)
		);
		expectAll( 'enabled' );
		expect(
			screen.getByRole( 'heading', { name: 'Gebruiker Bewerken' } )
		).toBeInTheDocument();
	} );

	it( 'uses the Dutch fallback when deleting fails without a message', async () => {
		const user = userEvent.setup();
		mockedDelete.mockRejectedValue( new Error( 'network' ) );
		renderDetail();
		await screen.findByLabelText( 'Voornaam' );
		await user.click(
			screen.getByRole( 'button', { name: 'Verwijderen' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Er is iets misgegaan bij het verwijderen van de gebruiker.'
			)
		);
	} );
} );
