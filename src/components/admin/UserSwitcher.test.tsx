/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../api/client';
import { useAuth } from '../../store/auth';
import { useNotices } from '../../store/notices';
import type { NoticesApi } from '../../store/notices';
import UserSwitcher from './UserSwitcher';

jest.mock( '../../api/client', () => ( {
	...jest.requireActual< typeof import( '../../api/client' ) >(
		'../../api/client'
	),
	apiGet: jest.fn(),
	apiPost: jest.fn(),
	apiPut: jest.fn(),
	apiDelete: jest.fn(),
} ) );
jest.mock( '../../store/auth', () => ( { useAuth: jest.fn() } ) );
jest.mock( '../../store/notices', () => ( { useNotices: jest.fn() } ) );

const mockedGet = apiGet as jest.MockedFunction< typeof apiGet >;
const mockedUseAuth = useAuth as jest.MockedFunction< typeof useAuth >;
const mockedUseNotices = useNotices as jest.MockedFunction< typeof useNotices >;

const USERS = [
	{
		id: 3,
		display_name: 'Sanne de Vries',
		email: 'sanne@fitcoach.test',
		role: 'sporter',
		first_name: 'Sanne',
		last_name: 'de Vries',
	},
	{
		id: 4,
		display_name: 'Daan Jansen',
		email: 'daan@fitcoach.test',
		role: 'sporter',
		first_name: 'Daan',
		last_name: 'Jansen',
	},
	{
		id: 5,
		display_name: 'Tom Trainer',
		email: 'tom@example.nl',
		role: 'pt_trainer',
		first_name: 'Tom',
		last_name: 'Trainer',
	},
];

type Notify = NoticesApi[ 'error' ];
const notices = {
	success: jest.fn< Notify >( () => '' ),
	error: jest.fn< Notify >( () => '' ),
	warning: jest.fn< Notify >( () => '' ),
	info: jest.fn< Notify >( () => '' ),
};
const switchTo =
	jest.fn<
		( user: { id: number; display_name: string } ) => Promise< void >
	>();
const switchBack = jest.fn< () => Promise< void > >();

function auth(
	switchedUser: { id: number; display_name: string } | null = null
) {
	mockedUseAuth.mockReturnValue( {
		user: {
			id: 1,
			first_name: 'Coach',
			last_name: 'Kees',
			display_name: 'Coach Kees',
			email: 'coach@fitcoach.test',
			profile_image: null,
			is_admin: true,
			roles: [ 'administrator' ],
		},
		isAdmin: true,
		switchedUser,
		activeUserName: switchedUser?.display_name ?? 'Coach Kees',
		setUser: jest.fn(),
		logout: jest.fn< () => Promise< void > >(),
		switchTo,
		switchBack,
	} );
}

function renderSwitcher() {
	return render(
		<>
			<h2 id="switch-title">Gebruikers wisselen</h2>
			<UserSwitcher labelledBy="switch-title" />
		</>
	);
}

const trigger = () =>
	screen.getByRole( 'button', { name: /Gebruikers wisselen/ } );

describe( 'UserSwitcher', () => {
	beforeEach( () => {
		jest.clearAllMocks();
		mockedUseNotices.mockReturnValue( notices );
		mockedGet.mockResolvedValue( { users: USERS } );
		switchTo.mockResolvedValue( undefined );
		switchBack.mockResolvedValue( undefined );
		auth();
	} );

	it( 'names the trigger after the heading and the account being viewed', () => {
		renderSwitcher();
		expect( trigger() ).toHaveAccessibleName(
			'Gebruikers wisselen Coach Kees'
		);
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'loads the users only when the dropdown first opens', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		expect( mockedGet ).not.toHaveBeenCalled();

		await user.click( trigger() );
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			await screen.findByRole( 'button', { name: /^Sanne de Vries/ } )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
		expect( mockedGet ).toHaveBeenCalledWith( '/user/switch/available' );

		// Closing and opening again uses the loaded list.
		await user.click( trigger() );
		expect(
			screen.queryByRole( 'searchbox', { name: 'Zoek gebruiker...' } )
		).not.toBeInTheDocument();
		await user.click( trigger() );
		expect(
			screen.getByRole( 'button', { name: /^Daan Jansen/ } )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows a spinner while the list loads', async () => {
		const user = userEvent.setup();
		let resolve: ( value: unknown ) => void = () => {};
		mockedGet.mockReturnValue(
			new Promise( ( done ) => {
				resolve = done;
			} )
		);
		renderSwitcher();
		await user.click( trigger() );
		expect( screen.getByText( 'Laden...' ) ).toBeInTheDocument();
		resolve( { users: USERS } );
		expect(
			await screen.findByRole( 'button', { name: /^Sanne de Vries/ } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Laden...' ) ).not.toBeInTheDocument();
	} );

	it( 'searches case-insensitively on display name or e-mail', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await screen.findByRole( 'button', { name: /^Sanne de Vries/ } );
		const search = screen.getByRole( 'searchbox', {
			name: 'Zoek gebruiker...',
		} );
		expect( search ).toHaveAttribute( 'placeholder', 'Zoek gebruiker...' );
		expect( search ).toHaveFocus();

		await user.type( search, 'SANNE' );
		expect(
			screen.getByRole( 'button', { name: /^Sanne de Vries/ } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /^Daan Jansen/ } )
		).not.toBeInTheDocument();

		await user.clear( search );
		await user.type( search, 'EXAMPLE.NL' );
		expect(
			screen.getByRole( 'button', { name: /^Tom Trainer/ } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /^Sanne de Vries/ } )
		).not.toBeInTheDocument();

		await user.clear( search );
		await user.type( search, 'piet' );
		expect(
			screen.getByText( 'Geen gebruikers gevonden' )
		).toBeInTheDocument();
	} );

	it( 'switches to the chosen user', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await user.click(
			await screen.findByRole( 'button', { name: /^Daan Jansen/ } )
		);
		expect( switchTo ).toHaveBeenCalledWith( {
			id: 4,
			display_name: 'Daan Jansen',
		} );
		expect( notices.error ).not.toHaveBeenCalled();
	} );

	it( 'offers the way back only while switched, and marks the viewed user', async () => {
		const user = userEvent.setup();
		const { unmount } = renderSwitcher();
		await user.click( trigger() );
		await screen.findByRole( 'button', { name: /^Sanne de Vries/ } );
		expect(
			screen.queryByRole( 'button', { name: 'Terug naar eigen account' } )
		).not.toBeInTheDocument();
		unmount();

		auth( { id: 3, display_name: 'Sanne de Vries' } );
		renderSwitcher();
		expect( trigger() ).toHaveAccessibleName(
			'Gebruikers wisselen Sanne de Vries'
		);
		await user.click( trigger() );
		const current = await screen.findByRole( 'button', {
			name: /^Sanne de Vries/,
		} );
		expect( current ).toHaveAttribute( 'aria-current', 'true' );
		expect( current ).toBeDisabled();

		await user.click(
			screen.getByRole( 'button', { name: 'Terug naar eigen account' } )
		);
		expect( switchBack ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reports a list that cannot be loaded and loads it again on retry', async () => {
		const user = userEvent.setup();
		mockedGet.mockRejectedValueOnce( new ApiRequestError( 0, 'x', '' ) );
		renderSwitcher();
		await user.click( trigger() );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Kon gebruikers niet laden'
		);
		expect( notices.error ).toHaveBeenCalledWith(
			'Fout bij laden gebruikers',
			'Kon gebruikers niet laden'
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByRole( 'button', { name: /^Sanne de Vries/ } )
		).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'reports a refused switch with the server message', async () => {
		const user = userEvent.setup();
		switchTo.mockRejectedValueOnce(
			new ApiRequestError(
				403,
				'fitcoach_switch_denied',
				'Je mag de app niet bekijken als deze gebruiker.'
			)
		);
		renderSwitcher();
		await user.click( trigger() );
		await user.click(
			await screen.findByRole( 'button', { name: /^Sanne de Vries/ } )
		);
		await waitFor( () =>
			expect( notices.error ).toHaveBeenCalledWith(
				'Kon niet wisselen naar gebruiker',
				'Je mag de app niet bekijken als deze gebruiker.'
			)
		);
		// The dropdown stays open for another choice.
		expect(
			screen.getByRole( 'button', { name: /^Sanne de Vries/ } )
		).toBeEnabled();
	} );

	it( 'reports a failed switch back', async () => {
		const user = userEvent.setup();
		auth( { id: 3, display_name: 'Sanne de Vries' } );
		switchBack.mockRejectedValueOnce( new Error( 'network' ) );
		renderSwitcher();
		await user.click( trigger() );
		await user.click(
			screen.getByRole( 'button', { name: 'Terug naar eigen account' } )
		);
		await waitFor( () =>
			expect( notices.error ).toHaveBeenCalledWith(
				'Kon niet terug wisselen',
				undefined
			)
		);
	} );

	it( 'closes on Escape and gives the focus back to the trigger', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await screen.findByRole( 'button', { name: /^Sanne de Vries/ } );
		await user.keyboard( '{Escape}' );
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( trigger() ).toHaveFocus();
	} );

	it( 'shows the role of each user', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		const tom = await screen.findByRole( 'button', {
			name: /^Tom Trainer/,
		} );
		expect( within( tom ).getByText( 'PT Trainer' ) ).toBeInTheDocument();
	} );
} );
