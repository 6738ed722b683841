/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../api/client';
import UserList from './UserList';

jest.mock( '../../api/client', () => ( {
	...jest.requireActual< typeof import( '../../api/client' ) >(
		'../../api/client'
	),
	apiGet: jest.fn(),
} ) );

const mockedGet = apiGet as jest.MockedFunction< typeof apiGet >;

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
const TOM = {
	...SANNE,
	id: 5,
	name: 'Tom Trainer',
	first_name: 'Tom',
	last_name: 'Trainer',
	email: 'trainer@fitcoach.test',
	username: 'trainer',
	role: 'pt_trainer',
	role_label: 'PT Trainer',
	registered: '2023-10-12T09:00:00+00:00',
	imageUrl: 'https://example.test/tom.jpg',
	profile_image: 'https://example.test/tom.jpg',
};

function renderList() {
	return render(
		<MemoryRouter
			initialEntries={ [ '/admin/users' ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/admin/users" element={ <UserList /> } />
				<Route
					path="/admin/users/nieuw"
					element={ <p>Nieuw scherm</p> }
				/>
				<Route
					path="/admin/users/:id"
					element={ <p>Detail scherm</p> }
				/>
			</Routes>
		</MemoryRouter>
	);
}

describe( 'Admin user list', () => {
	beforeEach( () => {
		jest.clearAllMocks();
	} );

	it( 'shows placeholders while loading', () => {
		mockedGet.mockReturnValue( new Promise( () => {} ) );
		renderList();
		expect(
			screen.getByRole( 'status', { name: 'Laden...' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( /gebruiker\(s\) gevonden/ )
		).not.toBeInTheDocument();
	} );

	it( 'shows the error message with a retry that loads again', async () => {
		const user = userEvent.setup();
		mockedGet.mockRejectedValueOnce(
			new ApiRequestError(
				403,
				'fitcoach_forbidden',
				'Je hebt geen toegang tot deze functie.'
			)
		);
		mockedGet.mockResolvedValueOnce( [ SANNE ] );
		renderList();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Je hebt geen toegang tot deze functie.'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByText( '1 gebruiker(s) gevonden' )
		).toBeInTheDocument();
	} );

	it( 'shows the empty text when there are no users', async () => {
		mockedGet.mockResolvedValue( [] );
		renderList();
		expect(
			await screen.findByText( 'Geen gebruikers gevonden' )
		).toBeInTheDocument();
		expect(
			screen.queryByText( /gebruiker\(s\) gevonden/ )
		).not.toBeInTheDocument();
	} );

	it( 'lists the users with avatar, e-mail, role and member-since date', async () => {
		mockedGet.mockResolvedValue( [ SANNE, TOM ] );
		const { container } = renderList();
		expect(
			await screen.findByText( '2 gebruiker(s) gevonden' )
		).toBeInTheDocument();

		const sanne = screen.getByRole( 'link', { name: /Sanne de Vries/ } );
		expect( sanne ).toHaveAttribute( 'href', '/admin/users/3' );
		expect( sanne ).toHaveTextContent( 'sanne@fitcoach.test' );
		expect( within( sanne ).getByText( 'Sporter' ) ).toBeInTheDocument();
		expect( sanne ).toHaveTextContent( 'Lid sinds 5 maart 2024' );
		expect( within( sanne ).getByText( 'SD' ) ).toBeInTheDocument();

		const tom = screen.getByRole( 'link', { name: /Tom Trainer/ } );
		expect( within( tom ).getByText( 'PT Trainer' ) ).toBeInTheDocument();
		expect( tom ).toHaveTextContent( 'Lid sinds 12 oktober 2023' );
		expect(
			container.querySelector( 'img[src="https://example.test/tom.jpg"]' )
		).not.toBeNull();

		// The spec's old footnote ('coming soon') is not shown.
		expect( screen.queryByText( /binnenkort/i ) ).not.toBeInTheDocument();
	} );

	it( 'asks for all users and pages through a paged answer', async () => {
		mockedGet
			.mockResolvedValueOnce( { data: [ SANNE ], total: 2, pages: 2 } )
			.mockResolvedValueOnce( { data: [ TOM ], total: 2, pages: 2 } );
		renderList();
		expect(
			await screen.findByText( '2 gebruiker(s) gevonden' )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenNthCalledWith( 1, '/admin/users', {
			page: 1,
			per_page: 100,
		} );
		expect( mockedGet ).toHaveBeenNthCalledWith( 2, '/admin/users', {
			page: 2,
			per_page: 100,
		} );
	} );

	it( 'opens the detail of a row and the add screen', async () => {
		const user = userEvent.setup();
		mockedGet.mockResolvedValue( [ SANNE ] );
		const { unmount } = renderList();
		await user.click(
			await screen.findByRole( 'link', { name: /Sanne de Vries/ } )
		);
		expect( screen.getByText( 'Detail scherm' ) ).toBeInTheDocument();
		unmount();

		renderList();
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker toevoegen' } )
		);
		expect( screen.getByText( 'Nieuw scherm' ) ).toBeInTheDocument();
	} );
} );
