/**
 * The coach's check-ins: /admin/check-ins (newest first as the server sends them, the unread count
 * in the heading and on each unread row, pages), one check-in (its answers and photos read with the
 * login, 'Vergelijken', the reply sent as plain text) and a member's check-in day. Only the HTTP
 * calls are mocked.
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
 * WordPress dependencies
 */
import { select as selectFrom } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiGet,
	apiGetFile,
	apiPost,
	apiPut,
} from '../../../api/client';
import { store as checkInsStore } from '../../../data/checkins';
import type { CheckIn, CheckInReply } from '../../../data/checkins';
import {
	checkIn,
	photo,
	currentAnswer,
} from '../../../data/checkins/test/fixtures/checkins';
import { resetData } from '../../../data/reset';
import CheckInCard from '../../home/CheckIn';
import AdminCheckInDetailScreen from './Detail';
import AdminCheckInListScreen from './List';
import MemberCheckInDay from './MemberCheckInDay';

jest.mock( '../../../api/client' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const getFile = apiGetFile as jest.MockedFunction< typeof apiGetFile >;

const sanne = { id: 5, name: 'Sanne de Vries' };
let replied: CheckInReply | null;
let read: boolean;
let due: boolean;

function list(): CheckIn[] {
	return [
		checkIn( {
			id: 12,
			date: '2025-05-12',
			member: sanne,
			read,
			reply: replied,
			photos: [ photo( 3, 'front' ), photo( 4, 'back' ) ],
		} ),
		checkIn( {
			id: 11,
			date: '2025-05-05',
			member: sanne,
			read: true,
			week_score: 3,
			photos: [ photo( 1, 'front' ) ],
		} ),
	];
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	replied = null;
	read = false;
	due = true;
	get.mockImplementation( ( async (
		path: string,
		query?: Record< string, unknown >
	) => {
		if ( '/admin/check-ins' === path ) {
			return {
				data: list(),
				hasMore: 1 === query?.page,
				pages: 2,
				total: 3,
				unread: read ? 0 : 1,
			};
		}
		if ( '/admin/check-ins/12' === path ) {
			read = true;
			return list()[ 0 ];
		}
		if ( '/admin/users/5/check-in' === path ) {
			return { day: 0, default_day: 1, effective: 1, reminder: true };
		}
		if ( '/check-ins/current' === path ) {
			return currentAnswer( { due } );
		}
		if ( '/admin/users/5/progress' === path ) {
			return new Promise( () => undefined );
		}
		throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
	} ) as typeof apiGet );
	getFile.mockImplementation(
		async ( path: string ) => new Blob( [ path ], { type: 'image/jpeg' } )
	);
	URL.createObjectURL = jest.fn( () => 'blob:photo' );
	URL.revokeObjectURL = jest.fn();
} );

function renderAt( path: string ) {
	return render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/" element={ <CheckInCard /> } />
				<Route
					path="/admin/check-ins"
					element={ <AdminCheckInListScreen /> }
				/>
				<Route
					path="/admin/check-ins/:id"
					element={ <AdminCheckInDetailScreen /> }
				/>
				<Route
					path="/admin/users/:id"
					element={ <MemberCheckInDay id={ 5 } /> }
				/>
			</Routes>
		</MemoryRouter>
	);
}

describe( "the coach's list", () => {
	it( 'shows the unread count in the heading and on each unread check-in', async () => {
		renderAt( '/admin/check-ins' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Check-ins 1 ongelezen',
			} )
		).toBeVisible();
		const rows = screen.getAllByRole( 'link', { name: /Sanne de Vries/ } );
		expect( rows ).toHaveLength( 2 );
		expect( rows[ 0 ] ).toHaveAttribute( 'href', '/admin/check-ins/12' );
		expect( within( rows[ 0 ] ).getByText( 'Ongelezen' ) ).toBeVisible();
		expect( within( rows[ 0 ] ).getByText( "2 foto's" ) ).toBeVisible();
		expect(
			within( rows[ 1 ] ).queryByText( 'Ongelezen' )
		).not.toBeInTheDocument();
		expect( get ).toHaveBeenCalledWith( '/admin/check-ins', {
			scope: 'all',
			member: undefined,
			page: 1,
			per_page: 20,
		} );
	} );

	it( "loads the next page with 'Meer laden', and one member's with ?member=", async () => {
		const user = userEvent.setup();
		renderAt( '/admin/check-ins?member=5' );
		expect(
			await screen.findByText( /Check-ins van Sanne de Vries/ )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'button', { name: 'Meer laden' } )
		);
		expect( get ).toHaveBeenCalledWith( '/admin/check-ins', {
			scope: 'all',
			member: 5,
			page: 2,
			per_page: 20,
		} );
	} );
} );

describe( 'one check-in', () => {
	it( 'shows the answers and the photos, beside the progress, and the reply goes out as text', async () => {
		const user = userEvent.setup();
		post.mockImplementationOnce( ( async () => {
			replied = {
				text: 'Goed bezig!',
				coach: { id: 1, name: 'Coach' },
				date: null,
			};
			return list()[ 0 ];
		} ) as typeof apiPost );
		renderAt( '/admin/check-ins/12' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Check-in van Sanne de Vries',
			} )
		).toBeVisible();
		expect( get ).toHaveBeenCalledWith( '/admin/check-ins/12' );
		const photos = screen.getByRole( 'list', { name: "Foto's" } );
		await waitFor( () =>
			expect(
				within( photos ).getByRole( 'img', {
					name: 'Voorkant, 12 mei 2025',
				} )
			).toHaveAttribute( 'src', 'blob:photo' )
		);
		expect( getFile ).toHaveBeenCalledWith(
			'fitcoach/v1/photos/3?v=abc3&size=thumb'
		);
		expect(
			screen.getByRole( 'heading', { name: 'Voortgang' } )
		).toBeVisible();
		expect(
			await screen.findByRole( 'region', { name: 'Vergelijken' } )
		).toBeVisible();

		await user.click(
			screen.getByRole( 'button', { name: 'Reactie versturen' } )
		);
		expect(
			screen.getByLabelText( 'Je reactie' )
		).toHaveAccessibleDescription( 'Schrijf eerst een reactie.' );
		expect( post ).not.toHaveBeenCalled();

		await user.type( screen.getByLabelText( 'Je reactie' ), 'Goed bezig!' );
		await user.click(
			screen.getByRole( 'button', { name: 'Reactie versturen' } )
		);
		expect( post ).toHaveBeenCalledWith( '/admin/check-ins/12/reply', {
			text: 'Goed bezig!',
		} );
		await waitFor( () =>
			expect( screen.getByLabelText( 'Je reactie' ) ).toHaveValue(
				'Goed bezig!'
			)
		);
	} );

	it( 'says when the check-in is not there', async () => {
		renderAt( '/admin/check-ins/99' );
		expect(
			await screen.findByText(
				/Er is een fout opgetreden|Check-in niet gevonden/
			)
		).toBeVisible();
	} );
} );

describe( "a member's check-in day", () => {
	it( 'is the default until the coach chooses another day', async () => {
		const user = userEvent.setup();
		put.mockResolvedValueOnce( {
			day: 3,
			default_day: 1,
			effective: 3,
			reminder: true,
		} );
		renderAt( '/admin/users/5' );
		const select = await screen.findByLabelText( 'Check-indag' );
		expect( select ).toHaveDisplayValue( 'Standaard (Maandag)' );
		await user.selectOptions( select, 'Woensdag' );
		await user.click(
			screen.getByRole( 'button', { name: 'Check-indag opslaan' } )
		);
		expect( put ).toHaveBeenCalledWith( '/admin/users/5/check-in', {
			day: 3,
		} );
		expect(
			screen.getByRole( 'link', { name: 'Check-ins van dit lid' } )
		).toHaveAttribute( 'href', '/admin/check-ins?member=5' );
	} );
} );

describe( "Home's 'Check-in invullen'", () => {
	it( 'leads to /check-in on the check-in day', async () => {
		renderAt( '/' );
		expect(
			await screen.findByRole( 'link', { name: 'Check-in invullen' } )
		).toHaveAttribute( 'href', '/check-in' );
	} );

	it( 'is not there when no check-in is due', async () => {
		due = false;
		renderAt( '/' );
		await waitFor( () =>
			expect( selectFrom( checkInsStore ).getCurrent().data?.due ).toBe(
				false
			)
		);
		expect(
			screen.queryByRole( 'link', { name: 'Check-in invullen' } )
		).not.toBeInTheDocument();
	} );
} );
