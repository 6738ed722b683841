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
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { resetData } from '../../data/reset';
import { ApiRequestError, apiGet } from '../../api/client';
import UserList from './UserList';

jest.mock( '../../api/client' );

const mockedGet = apiGet as jest.MockedFunction< typeof apiGet >;

type ObserverCallback = (
	entries: Array< Partial< IntersectionObserverEntry > >
) => void;

let observers: ObserverCallback[] = [];

class FakeObserver {
	constructor( callback: ObserverCallback ) {
		observers.push( callback );
	}
	observe() {}
	disconnect() {}
}

/** Brings the end of the list into view, as scrolling down does. */
function scrollToEnd() {
	act( () => {
		observers.forEach( ( callback ) =>
			callback( [ { isIntersecting: true } ] )
		);
	} );
}

/**
 * A member of the list.
 *
 * @param id Id.
 */
function member( id: number ) {
	return {
		...SANNE,
		id,
		name: `Lid ${ id }`,
		first_name: 'Lid',
		last_name: String( id ),
		email: `lid${ id }@fitcoach.test`,
		username: `lid${ id }`,
	};
}

/**
 * A page of GET /admin/users as the server sends it with page parameters.
 *
 * @param first First id on the page.
 * @param count Users on the page (a few: the server's pages hold 100, jsdom renders slowly).
 * @param total Matching users on the server.
 * @param pages Pages on the server.
 */
function page( first: number, count: number, total: number, pages: number ) {
	return {
		data: Array.from( { length: count }, ( _, i ) => member( first + i ) ),
		total,
		pages,
	};
}

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
		resetData();
		jest.clearAllMocks();
		observers = [];
		(
			globalThis as unknown as { IntersectionObserver: unknown }
		 ).IntersectionObserver = FakeObserver;
	} );

	afterEach( () => {
		delete ( globalThis as unknown as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
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

	it( 'loads only the first page, with the count from the server total', async () => {
		mockedGet.mockResolvedValue( page( 1, 5, 5000, 50 ) );
		renderList();
		expect(
			await screen.findByText( '5000 gebruiker(s) gevonden' )
		).toBeInTheDocument();
		expect( screen.getAllByRole( 'link' ) ).toHaveLength( 5 );
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
		expect( mockedGet ).toHaveBeenCalledWith( '/admin/users', {
			page: 1,
			per_page: 100,
			search: undefined,
		} );
	} );

	it( 'loads the next page when the end of the list is scrolled into view', async () => {
		mockedGet
			.mockResolvedValueOnce( page( 1, 3, 250, 3 ) )
			.mockResolvedValueOnce( page( 4, 3, 250, 3 ) )
			.mockResolvedValueOnce( page( 7, 2, 250, 3 ) );
		renderList();
		expect(
			await screen.findByRole( 'link', { name: /Lid 3\b/ } )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );

		scrollToEnd();
		expect(
			await screen.findByRole( 'link', { name: /Lid 6\b/ } )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenNthCalledWith( 2, '/admin/users', {
			page: 2,
			per_page: 100,
			search: undefined,
		} );
		// Still in view after page 2: page 3 follows, and then nothing more is asked.
		expect(
			await screen.findByRole( 'link', { name: /Lid 8\b/ } )
		).toBeInTheDocument();
		scrollToEnd();
		expect( mockedGet ).toHaveBeenCalledTimes( 3 );
		expect( screen.getAllByRole( 'link' ) ).toHaveLength( 8 );
		expect(
			screen.getByText( '250 gebruiker(s) gevonden' )
		).toBeInTheDocument();
	} );

	it( 'searches on the server once typing pauses, and counts the matches', async () => {
		const user = userEvent.setup();
		mockedGet
			.mockResolvedValueOnce( page( 1, 5, 5000, 50 ) )
			.mockResolvedValueOnce( { data: [ TOM ], total: 1, pages: 1 } );
		renderList();
		expect(
			await screen.findByText( '5000 gebruiker(s) gevonden' )
		).toBeInTheDocument();

		await user.type(
			screen.getByRole( 'searchbox', { name: 'Gebruikers zoeken' } ),
			' tom '
		);
		// Nothing is asked per keystroke: one request once the typing pauses.
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
		expect(
			await screen.findByText( '1 gebruiker(s) gevonden' )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledTimes( 2 );
		expect( mockedGet ).toHaveBeenLastCalledWith( '/admin/users', {
			page: 1,
			per_page: 100,
			search: 'tom',
		} );
		expect( screen.getAllByRole( 'link' ) ).toHaveLength( 1 );
		expect(
			screen.getByRole( 'link', { name: /Tom Trainer/ } )
		).toBeInTheDocument();
	} );

	it( 'shows the empty text when a search finds nobody', async () => {
		const user = userEvent.setup();
		mockedGet
			.mockResolvedValueOnce( page( 1, 2, 2, 1 ) )
			.mockResolvedValueOnce( { data: [], total: 0, pages: 0 } );
		renderList();
		expect(
			await screen.findByText( '2 gebruiker(s) gevonden' )
		).toBeInTheDocument();
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Gebruikers zoeken' } ),
			'xyz'
		);
		expect(
			await screen.findByText( 'Geen gebruikers gevonden' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'searchbox', { name: 'Gebruikers zoeken' } )
		).toHaveValue( 'xyz' );
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
