/**
 * '/berichten' by role and label: the member's thread (message text shown as text, never as HTML;
 * 'Nieuw bericht' sends, and what is shown is marked read), the coach's threads with their unread
 * counts and a member's thread with a reaction to a session, and the bottom bar's unread badge in
 * the last item's accessible name.
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
import { apiGet, apiPost } from '../../api/client';
import { apiGetIfChanged } from '../../api/unread';
import { BottomBar } from '../../components/BottomBar';
import { useAuth } from '../../data/auth';
import type { Message } from '../../data/messages';
import { resetData } from '../../data/reset';
import MessagesScreen from './index';

jest.mock( '../../api/client' );
jest.mock( '../../api/unread' );
jest.mock( '../../data/auth', () => ( { useAuth: jest.fn() } ) );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const ifChanged = apiGetIfChanged as jest.MockedFunction<
	typeof apiGetIfChanged
>;
const auth = useAuth as jest.MockedFunction< typeof useAuth >;

const message = (
	id: number,
	text: string,
	mine: boolean,
	extra: Partial< Message > = {}
): Message => ( {
	id,
	member_id: 12,
	author: {
		id: mine ? 12 : 3,
		name: mine ? 'Sanne' : 'Tom',
		role: mine ? 'member' : 'coach',
	},
	text,
	about: null,
	created: '2025-06-04T10:00:00+00:00',
	mine,
	...extra,
} );

function asRole( isAdmin: boolean ) {
	auth.mockReturnValue( { isAdmin } as ReturnType< typeof useAuth > );
}

function renderAt( path: string ) {
	return render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/berichten" element={ <MessagesScreen /> } />
				<Route path="/berichten/:id" element={ <MessagesScreen /> } />
			</Routes>
		</MemoryRouter>
	);
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/messages/preferences' === path ) {
			return { mail: true };
		}
		throw new Error( `unexpected ${ path }` );
	} ) as typeof apiGet );
} );

describe( '/berichten for the member', () => {
	beforeEach( () => asRole( false ) );

	it( 'shows her thread as text and marks what is shown read', async () => {
		get.mockImplementation( ( async ( path: string ) =>
			'/messages' === path
				? {
						data: [
							message( 1, 'Hoe ging het?', false ),
							message(
								2,
								'<b>Vet</b> <img src=x onerror=alert(1)>',
								false
							),
						],
						hasMore: false,
						unread: 2,
						coach: { id: 3, name: 'Tom' },
					}
				: { mail: true } ) as typeof apiGet );
		post.mockResolvedValue( { unread: 0 } as never );
		const { container } = renderAt( '/berichten' );

		const list = await screen.findByRole( 'list', { name: 'Berichten' } );
		expect( within( list ).getAllByRole( 'listitem' ) ).toHaveLength( 2 );
		expect(
			within( list ).getByText(
				'<b>Vet</b> <img src=x onerror=alert(1)>'
			)
		).toBeInTheDocument();
		expect( container.querySelector( 'b, img' ) ).toBeNull();
		expect( screen.getByText( 'Je gesprek met Tom' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( post ).toHaveBeenCalledWith( '/messages/read', {
				up_to: 2,
			} )
		);
		expect(
			await screen.findByRole( 'checkbox', {
				name: 'E-mail bij nieuwe berichten',
			} )
		).toBeChecked();
	} );

	it( 'sends a new message and shows it', async () => {
		get.mockImplementation( ( async ( path: string ) =>
			'/messages' === path
				? { data: [], hasMore: false, unread: 0, coach: null }
				: { mail: true } ) as typeof apiGet );
		post.mockResolvedValue(
			message( 9, 'Mijn knie doet pijn', true ) as never
		);
		renderAt( '/berichten' );
		expect(
			await screen.findByText( 'Nog geen berichten.' )
		).toBeInTheDocument();

		const user = userEvent.setup();
		await user.click( screen.getByRole( 'button', { name: 'Versturen' } ) );
		expect(
			screen.getByText( 'Schrijf een bericht.' )
		).toBeInTheDocument();
		expect( post ).not.toHaveBeenCalled();

		await user.type(
			screen.getByRole( 'textbox', { name: 'Nieuw bericht' } ),
			'Mijn knie doet pijn'
		);
		await user.click( screen.getByRole( 'button', { name: 'Versturen' } ) );
		expect( post ).toHaveBeenCalledWith(
			'/messages',
			{ text: 'Mijn knie doet pijn' },
			{ 'Idempotency-Key': expect.any( String ) }
		);
		expect(
			await screen.findByRole( 'list', { name: 'Berichten' } )
		).toHaveTextContent( 'Mijn knie doet pijn' );
		expect(
			screen.getByRole( 'textbox', { name: 'Nieuw bericht' } )
		).toHaveValue( '' );
	} );
} );

describe( '/berichten for the coach', () => {
	beforeEach( () => asRole( true ) );

	it( 'lists the threads with their unread counts', async () => {
		get.mockImplementation( ( async ( path: string ) =>
			'/admin/threads' === path
				? {
						data: [
							{
								member: { id: 12, name: 'Sanne' },
								last_message: {
									id: 4,
									text: 'Mijn knie',
									role: 'member',
									created: '2025-06-04T10:00:00+00:00',
								},
								unread: 2,
								updated: '2025-06-04T10:00:00+00:00',
							},
						],
						hasMore: false,
						pages: 1,
						total: 1,
						unread: 2,
					}
				: { mail: true } ) as typeof apiGet );
		renderAt( '/berichten' );
		const link = await screen.findByRole( 'link', { name: /Sanne/ } );
		expect( link ).toHaveAttribute( 'href', '/berichten/12' );
		expect( link ).toHaveTextContent( '2 ongelezen berichten' );
		expect( link ).toHaveTextContent( 'Mijn knie' );
	} );

	it( 'reacts to a session in a member’s thread', async () => {
		get.mockImplementation( ( async ( path: string ) =>
			'/admin/threads/12/messages' === path
				? {
						data: [ message( 1, 'Zwaar vandaag', false ) ],
						hasMore: false,
						unread: 0,
						member: { id: 12, name: 'Sanne' },
					}
				: { mail: true } ) as typeof apiGet );
		post.mockResolvedValue(
			message( 3, 'Goed gedaan', true, {
				about: {
					type: 'session',
					id: 44,
					date: '2025-06-03',
					title: 'Upper Body',
				},
			} ) as never
		);
		renderAt( '/berichten/12?reactie=session-44' );
		expect(
			await screen.findByRole( 'heading', { name: 'Sanne' } )
		).toBeInTheDocument();
		const field = screen.getByRole( 'textbox', { name: 'Nieuw bericht' } );
		expect( field ).toHaveAccessibleDescription(
			'Reactie op een training'
		);
		const user = userEvent.setup();
		await user.type( field, 'Goed gedaan' );
		await user.click( screen.getByRole( 'button', { name: 'Versturen' } ) );
		expect( post ).toHaveBeenCalledWith(
			'/admin/threads/12/messages',
			{ text: 'Goed gedaan', about: { type: 'session', id: 44 } },
			{ 'Idempotency-Key': expect.any( String ) }
		);
		expect(
			await screen.findByText( /^Reactie op training ‘Upper Body’ van/ )
		).toBeInTheDocument();
	} );
} );

describe( 'the unread badge', () => {
	it( 'names the count on Meer for a member, and on Admin for a coach', async () => {
		ifChanged.mockResolvedValue( {
			data: { unread: 2, version: 3, role: 'member' },
			etag: '"m2-3"',
		} );
		const { unmount } = render(
			<MemoryRouter
				future={ {
					v7_startTransition: true,
					v7_relativeSplatPath: true,
				} }
			>
				<BottomBar isAdmin={ false } pathname="/" />
			</MemoryRouter>
		);
		expect(
			await screen.findByRole( 'link', {
				name: 'Meer, 2 ongelezen berichten',
			} )
		).toHaveAttribute( 'href', '/meer' );
		expect(
			screen.getByRole( 'link', { name: 'Home' } )
		).toBeInTheDocument();
		unmount();

		resetData();
		ifChanged.mockResolvedValue( {
			data: { unread: 1, version: 8, role: 'coach' },
			etag: '"c1-8"',
		} );
		render(
			<MemoryRouter
				future={ {
					v7_startTransition: true,
					v7_relativeSplatPath: true,
				} }
			>
				<BottomBar isAdmin pathname="/" />
			</MemoryRouter>
		);
		expect(
			await screen.findByRole( 'link', {
				name: 'Admin, 1 ongelezen bericht',
			} )
		).toHaveAttribute( 'href', '/admin' );
	} );

	it( 'shows no count when nothing is unread', async () => {
		ifChanged.mockResolvedValue( {
			data: { unread: 0, version: 1, role: 'member' },
			etag: '"m0-1"',
		} );
		render(
			<MemoryRouter
				future={ {
					v7_startTransition: true,
					v7_relativeSplatPath: true,
				} }
			>
				<BottomBar isAdmin={ false } pathname="/" />
			</MemoryRouter>
		);
		await waitFor( () => expect( ifChanged ).toHaveBeenCalled() );
		expect(
			screen.getByRole( 'link', { name: 'Meer' } )
		).toBeInTheDocument();
	} );
} );
