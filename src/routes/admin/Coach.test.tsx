/**
 * Each trainer's own members (issue 28): the member's 'Coach' on the user screens and an
 * administrator's 'Mijn leden' / 'Alle leden' on the user list and the dashboard.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { apiGet, apiPost, apiPut } from '../../api/client';
import { resetData } from '../../data/reset';
import { useNotices } from '../../data/notices';
import { useAuth } from '../../data/auth';
import AddUser from './AddUser';
import Dashboard from './Dashboard';
import UserDetail from './UserDetail';
import UserList from './UserList';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );
jest.mock( '../../data/auth' );
jest.mock( '../../components/admin/UserSwitcher', () => ( {
	__esModule: true,
	default: () => null,
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const notices = jest.mocked( useNotices )();

const KEES = { id: 1, name: 'Coach Kees' };
const TOM = { id: 2, name: 'Tom Trainer' };

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
	coach: 1,
};

/**
 * Logs in as the administrator (Kees) or the PT trainer (Tom).
 *
 * @param who Which one.
 */
function loginAs( who: 'administrator' | 'pt_trainer' ) {
	const person = 'administrator' === who ? KEES : TOM;
	jest.mocked( useAuth ).mockReturnValue( {
		user: {
			id: person.id,
			first_name: person.name.split( ' ' )[ 0 ],
			last_name: person.name.split( ' ' )[ 1 ],
			display_name: person.name,
			email: `${ who }@fitcoach.test`,
			profile_image: null,
			is_admin: true,
			roles: [ who ],
		},
		isAdmin: true,
		switchedUser: null,
		activeUserName: person.name,
		setUser: jest.fn(),
		logout: jest.fn< () => Promise< void > >(),
		switchTo: jest.fn< () => Promise< void > >(),
		switchBack: jest.fn< () => Promise< void > >(),
	} );
	// The coaches the server offers: an administrator both, a trainer himself.
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/admin/coaches' === path ) {
			return 'administrator' === who ? [ KEES, TOM ] : [ TOM ];
		}
		if ( '/admin/users/3' === path ) {
			return SANNE;
		}
		if ( '/admin/users' === path ) {
			return { data: [ SANNE ], total: 1, pages: 1 };
		}
		if ( '/admin/attention' === path ) {
			return { items: [], total: 0, thresholds: {} };
		}
		if ( '/admin/stats' === path ) {
			return {
				active_users: 1,
				total_workouts: 3,
				sessions_this_week: 2,
			};
		}
		return [];
	} ) as typeof apiGet );
}

/**
 * Renders a screen at a path.
 *
 * @param path    The address.
 * @param pattern The route pattern.
 * @param element The screen.
 */
function renderAt( path: string, pattern: string, element: JSX.Element ) {
	return render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path={ pattern } element={ element } />
				<Route path="/admin/users" element={ <p>Lijst scherm</p> } />
			</Routes>
		</MemoryRouter>
	);
}

/**
 * The Coach select once the coaches are in.
 */
async function coachSelect(): Promise< HTMLSelectElement > {
	const select = await screen.findByRole( 'combobox', { name: 'Coach' } );
	await waitFor( () => expect( select ).toBeEnabled() );
	await within( select ).findByRole( 'option', { name: TOM.name } );
	return select as HTMLSelectElement;
}

/**
 * The option texts of a select.
 *
 * @param select The select.
 */
function optionsOf( select: HTMLSelectElement ): string[] {
	return within( select )
		.getAllByRole( 'option' )
		.map( ( option ) => option.textContent ?? '' );
}

describe( 'The member\u2019s coach', () => {
	beforeEach( () => {
		resetData();
		jest.clearAllMocks();
		jest.mocked( useNotices ).mockReturnValue( notices );
		put.mockResolvedValue( {
			success: true,
			user: { ...SANNE, coach: 2 },
			message: 'De gebruiker is bijgewerkt.',
		} );
		post.mockResolvedValue( {
			success: true,
			user: { ...SANNE, id: 9 },
			message: 'De gebruiker is aangemaakt.',
			mail_sent: true,
		} );
	} );

	it( 'shows the member\u2019s coach and sends a new one when it changed', async () => {
		loginAs( 'administrator' );
		const user = userEvent.setup();
		renderAt( '/admin/users/3', '/admin/users/:id', <UserDetail /> );
		const select = await coachSelect();
		expect( optionsOf( select ) ).toEqual( [
			'Geen coach',
			'Coach Kees',
			'Tom Trainer',
		] );
		expect( select ).toHaveDisplayValue( 'Coach Kees' );

		// Saving the names alone leaves the coach out.
		put.mockResolvedValueOnce( {
			success: true,
			user: SANNE,
			message: '',
		} );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( put ).toHaveBeenCalledTimes( 1 ) );
		expect( put.mock.calls[ 0 ][ 1 ] ).not.toHaveProperty( 'coach' );

		await user.selectOptions( select, 'Tom Trainer' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( put ).toHaveBeenCalledTimes( 2 ) );
		expect( put.mock.calls[ 1 ] ).toEqual( [
			'/admin/users/3',
			{
				first_name: 'Sanne',
				last_name: 'de Vries',
				email: 'sanne@fitcoach.test',
				coach: 2,
			},
		] );
	} );

	it( 'offers a PT trainer only himself, and a new member gets him', async () => {
		loginAs( 'pt_trainer' );
		const user = userEvent.setup();
		renderAt( '/admin/users/nieuw', '/admin/users/nieuw', <AddUser /> );
		const select = await coachSelect();
		expect( optionsOf( select ) ).toEqual( [ 'Tom Trainer' ] );
		expect( select ).toHaveDisplayValue( 'Tom Trainer' );

		await user.type( screen.getByLabelText( 'Voornaam' ), 'Eva' );
		await user.type( screen.getByLabelText( 'Achternaam' ), 'Visser' );
		await user.type( screen.getByLabelText( 'E-mailadres' ), 'eva@x.nl' );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		expect( await screen.findByText( 'Lijst scherm' ) ).toBeInTheDocument();
		// Left out: the server makes the trainer the coach.
		expect( post ).toHaveBeenCalledWith( '/admin/users', {
			first_name: 'Eva',
			last_name: 'Visser',
			email: 'eva@x.nl',
		} );
	} );

	it( 'lets an administrator add a member without a coach', async () => {
		loginAs( 'administrator' );
		const user = userEvent.setup();
		renderAt( '/admin/users/nieuw', '/admin/users/nieuw', <AddUser /> );
		const select = await coachSelect();
		expect( select ).toHaveDisplayValue( 'Coach Kees' );
		await user.selectOptions( select, 'Geen coach' );
		await user.type( screen.getByLabelText( 'Voornaam' ), 'Eva' );
		await user.type( screen.getByLabelText( 'Achternaam' ), 'Visser' );
		await user.type( screen.getByLabelText( 'E-mailadres' ), 'eva@x.nl' );
		await user.click(
			screen.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
		);
		expect( await screen.findByText( 'Lijst scherm' ) ).toBeInTheDocument();
		expect( post ).toHaveBeenCalledWith( '/admin/users', {
			first_name: 'Eva',
			last_name: 'Visser',
			email: 'eva@x.nl',
			coach: null,
		} );
	} );
} );

describe( 'Mijn leden / Alle leden', () => {
	beforeEach( () => {
		resetData();
		jest.clearAllMocks();
		jest.mocked( useNotices ).mockReturnValue( notices );
	} );

	it( 'lets an administrator narrow the user list to his own members', async () => {
		loginAs( 'administrator' );
		const user = userEvent.setup();
		renderAt( '/admin/users', '/admin/users', <UserList /> );
		const all = screen.getByRole( 'button', { name: 'Alle leden' } );
		const mine = screen.getByRole( 'button', { name: 'Mijn leden' } );
		expect( all ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( mine ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( await screen.findByText( 'Sanne de Vries' ) ).toBeVisible();
		expect( get ).toHaveBeenLastCalledWith(
			'/admin/users',
			expect.objectContaining( { scope: undefined } )
		);

		await user.click( mine );
		expect( mine ).toHaveAttribute( 'aria-pressed', 'true' );
		await waitFor( () =>
			expect( get ).toHaveBeenLastCalledWith(
				'/admin/users',
				expect.objectContaining( { scope: 'mine' } )
			)
		);
	} );

	it( 'shows a PT trainer no filter: his list is his own', async () => {
		loginAs( 'pt_trainer' );
		renderAt( '/admin/users', '/admin/users', <UserList /> );
		expect( await screen.findByText( 'Sanne de Vries' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Mijn leden' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Alle leden' } )
		).not.toBeInTheDocument();
	} );

	it( 'narrows the dashboard\u2019s figures, attention and activity', async () => {
		loginAs( 'administrator' );
		const user = userEvent.setup();
		renderAt( '/admin', '/admin', <Dashboard /> );
		await user.click(
			screen.getByRole( 'button', { name: 'Mijn leden' } )
		);
		await waitFor( () => {
			expect( get ).toHaveBeenCalledWith( '/admin/stats', {
				scope: 'mine',
			} );
			expect( get ).toHaveBeenCalledWith( '/admin/attention', {
				page: 1,
				per_page: 20,
				scope: 'mine',
			} );
			expect( get ).toHaveBeenCalledWith( '/admin/recent-activity', {
				limit: 10,
				scope: 'mine',
			} );
		} );
		expect(
			screen.getByRole( 'button', { name: 'Alle leden' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	} );
} );
