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
import { resetData } from '../../data/reset';
import { ApiRequestError, apiGet } from '../../api/client';
import { useAuth } from '../../data/auth';
import { useNotices } from '../../data/notices';
import UserSwitcher from './UserSwitcher';

jest.mock( '../../api/client' );
jest.mock( '../../data/auth', () => ( { useAuth: jest.fn() } ) );
jest.mock( '../../data/notices' );

const mockedGet = apiGet as jest.MockedFunction< typeof apiGet >;
const mockedUseAuth = useAuth as jest.MockedFunction< typeof useAuth >;

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

// The toasts' mock functions (src/store/__mocks__/notices.ts).
const notices = jest.mocked( useNotices )();
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
			<h2>Gebruikers wisselen</h2>
			<UserSwitcher />
			<button type="button">Elders</button>
		</>
	);
}

const trigger = () =>
	screen.getByRole( 'button', { name: /^Gebruiker wisselen/ } );
const combobox = () =>
	screen.getByRole( 'combobox', { name: 'Gebruiker wisselen' } );
const option = ( name: RegExp | string ) =>
	screen.findByRole( 'option', { name } );

describe( 'UserSwitcher', () => {
	beforeEach( () => {
		resetData();
		jest.clearAllMocks();
		mockedGet.mockResolvedValue( { users: USERS } );
		switchTo.mockResolvedValue( undefined );
		switchBack.mockResolvedValue( undefined );
		auth();
	} );

	it( 'names the trigger "Gebruiker wisselen" followed by the account being viewed (its visible text), and says it opens a listbox', () => {
		renderSwitcher();
		expect( trigger() ).toHaveAccessibleName(
			'Gebruiker wisselen Coach Kees'
		);
		expect( trigger() ).toHaveAttribute( 'aria-haspopup', 'listbox' );
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
	} );

	it( 'opens a combobox that controls a listbox of options and announces the number of results', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'true' );
		await option( /^Sanne de Vries/ );
		const box = combobox();
		expect( box ).toHaveFocus();
		expect( box ).toHaveAttribute( 'placeholder', 'Zoek gebruiker...' );
		expect( box ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( box ).toHaveAttribute( 'aria-autocomplete', 'list' );
		const listbox = screen.getByRole( 'listbox' );
		expect( box ).toHaveAttribute( 'aria-controls', listbox.id );
		expect( trigger() ).toHaveAttribute( 'aria-controls', listbox.id );
		expect( within( listbox ).getAllByRole( 'option' ) ).toHaveLength( 3 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'3 resultaten'
		);

		await user.type( box, 'daan' );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 1 );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'1 resultaat'
		);
	} );

	it( 'loads the users only when the dropdown first opens', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		expect( mockedGet ).not.toHaveBeenCalled();

		await user.click( trigger() );
		expect( await option( /^Sanne de Vries/ ) ).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
		expect( mockedGet ).toHaveBeenCalledWith( '/user/switch/available' );

		// Closing and opening again uses the loaded list.
		await user.click( trigger() );
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		await user.click( trigger() );
		expect(
			screen.getByRole( 'option', { name: /^Daan Jansen/ } )
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
		expect( await option( /^Sanne de Vries/ ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Laden...' ) ).not.toBeInTheDocument();
	} );

	it( 'searches case-insensitively on display name or e-mail', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await option( /^Sanne de Vries/ );

		await user.type( combobox(), 'SANNE' );
		expect(
			screen.getByRole( 'option', { name: /^Sanne de Vries/ } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'option', { name: /^Daan Jansen/ } )
		).not.toBeInTheDocument();

		await user.clear( combobox() );
		await user.type( combobox(), 'EXAMPLE.NL' );
		expect(
			screen.getByRole( 'option', { name: /^Tom Trainer/ } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'option', { name: /^Sanne de Vries/ } )
		).not.toBeInTheDocument();

		await user.clear( combobox() );
		await user.type( combobox(), 'piet' );
		// Shown in the panel, and said by the status (one element: the status shows it).
		expect( screen.getByText( 'Geen gebruikers gevonden' ) ).toBeVisible();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Geen gebruikers gevonden'
		);
		expect( screen.queryByRole( 'option' ) ).not.toBeInTheDocument();
	} );

	it( 'keeps the status that announces the results in the page from the start', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		// Present (and silent) before the switcher is ever opened.
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveAttribute( 'aria-live', 'polite' );
		expect( status ).toBeEmptyDOMElement();

		await user.click( trigger() );
		await option( /^Sanne de Vries/ );
		// The same element speaks: a region mounted with its text is often not read.
		expect( screen.getByRole( 'status' ) ).toBe( status );
		expect( status ).toHaveTextContent( '3 resultaten' );

		await user.click( trigger() );
		expect( status ).toBeEmptyDOMElement();
	} );

	it( 'moves the active option with the arrow keys and switches with Enter', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await option( /^Sanne de Vries/ );
		const box = combobox();
		expect( box ).not.toHaveAttribute( 'aria-activedescendant' );
		const options = screen.getAllByRole( 'option' );

		await user.keyboard( '{ArrowDown}' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ].id
		);
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{ArrowDown}' );
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			options[ 1 ].id
		);
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'false' );
		await user.keyboard( '{ArrowUp}{ArrowUp}' );
		// Wraps around to the last.
		expect( box ).toHaveAttribute(
			'aria-activedescendant',
			options[ 2 ].id
		);
		expect( box ).toHaveFocus();

		await user.keyboard( '{ArrowDown}{ArrowDown}{Enter}' );
		expect( switchTo ).toHaveBeenCalledWith( {
			id: 4,
			display_name: 'Daan Jansen',
		} );
	} );

	it( 'switches to the chosen user', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await user.click( await option( /^Daan Jansen/ ) );
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
		await option( /^Sanne de Vries/ );
		expect(
			screen.queryByRole( 'option', { name: 'Terug naar eigen account' } )
		).not.toBeInTheDocument();
		unmount();

		auth( { id: 3, display_name: 'Sanne de Vries' } );
		renderSwitcher();
		expect( trigger() ).toHaveAccessibleName(
			'Gebruiker wisselen Sanne de Vries'
		);
		await user.click( trigger() );
		const current = await option( /^Sanne de Vries/ );
		expect( current ).toHaveAttribute( 'aria-current', 'true' );
		expect( current ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( current );
		expect( switchTo ).not.toHaveBeenCalled();

		// The arrow keys skip the viewed user: back, Daan, Tom.
		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect( combobox() ).toHaveAttribute(
			'aria-activedescendant',
			screen.getByRole( 'option', { name: /^Daan Jansen/ } ).id
		);

		await user.click(
			screen.getByRole( 'option', { name: 'Terug naar eigen account' } )
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
		expect( await option( /^Sanne de Vries/ ) ).toBeInTheDocument();
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
		await user.click( await option( /^Sanne de Vries/ ) );
		await waitFor( () =>
			expect( notices.error ).toHaveBeenCalledWith(
				'Kon niet wisselen naar gebruiker',
				'Je mag de app niet bekijken als deze gebruiker.'
			)
		);
		// The dropdown stays open for another choice.
		expect(
			screen.getByRole( 'option', { name: /^Sanne de Vries/ } )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'reports a failed switch back', async () => {
		const user = userEvent.setup();
		auth( { id: 3, display_name: 'Sanne de Vries' } );
		switchBack.mockRejectedValueOnce( new Error( 'network' ) );
		renderSwitcher();
		await user.click( trigger() );
		await user.click(
			screen.getByRole( 'option', { name: 'Terug naar eigen account' } )
		);
		await waitFor( () =>
			expect( notices.error ).toHaveBeenCalledWith(
				'Kon niet terug wisselen',
				undefined
			)
		);
	} );

	it( 'collapses the list on Escape, and closes with a second Escape giving the focus back to the trigger', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await option( /^Sanne de Vries/ );
		await user.keyboard( '{ArrowDown}' );

		await user.keyboard( '{Escape}' );
		// The list is gone; the search stays, with the focus.
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox() ).not.toHaveAttribute( 'aria-activedescendant' );
		expect( combobox() ).toHaveFocus();
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByRole( 'status' ) ).toBeEmptyDOMElement();

		await user.keyboard( '{Escape}' );
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( trigger() ).toHaveFocus();
	} );

	it( 'opens the collapsed list again with an arrow key or by typing', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await option( /^Sanne de Vries/ );

		await user.keyboard( '{Escape}{ArrowDown}' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		const first = screen.getByRole( 'option', { name: /^Sanne de Vries/ } );
		expect( combobox() ).toHaveAttribute(
			'aria-activedescendant',
			first.id
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'3 resultaten'
		);

		await user.keyboard( '{Escape}' );
		await user.type( combobox(), 'tom' );
		expect( combobox() ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 1 );
	} );

	it( 'scrolls the active option into view', async () => {
		const user = userEvent.setup();
		const scrollIntoView = jest.fn();
		Object.defineProperty( window.HTMLElement.prototype, 'scrollIntoView', {
			configurable: true,
			value: scrollIntoView,
		} );
		try {
			renderSwitcher();
			await user.click( trigger() );
			await option( /^Sanne de Vries/ );
			await user.keyboard( '{ArrowUp}' );
			expect( scrollIntoView ).toHaveBeenLastCalledWith( {
				block: 'nearest',
			} );
			const { contexts } = scrollIntoView.mock;
			expect( contexts[ contexts.length - 1 ] ).toBe(
				screen.getByRole( 'option', { name: /^Tom Trainer/ } )
			);
		} finally {
			delete (
				window.HTMLElement.prototype as { scrollIntoView?: unknown }
			 ).scrollIntoView;
		}
	} );

	it( 'stays open while the focus moves within it or a press lands on its text', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await option( /^Sanne de Vries/ );

		// Shift+Tab from the search goes back to the trigger: still inside the switcher.
		await user.tab( { shift: true } );
		expect( trigger() ).toHaveFocus();
		expect( screen.getByRole( 'listbox' ) ).toBeInTheDocument();
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'true' );

		await user.click( combobox() );
		await user.type( combobox(), 'piet' );
		await user.click( screen.getByText( 'Geen gebruikers gevonden' ) );
		expect( combobox() ).toHaveFocus();
	} );

	it( 'closes when the focus leaves it', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		await option( /^Sanne de Vries/ );
		expect( combobox() ).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Elders' } )
		).toHaveFocus();
		expect( screen.queryByRole( 'listbox' ) ).not.toBeInTheDocument();
		expect( trigger() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'shows the role of each user', async () => {
		const user = userEvent.setup();
		renderSwitcher();
		await user.click( trigger() );
		const tom = await option( /^Tom Trainer/ );
		expect( within( tom ).getByText( 'PT Trainer' ) ).toBeInTheDocument();
	} );
} );
