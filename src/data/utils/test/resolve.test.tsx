/**
 * The stores' reads as resolvers (issue 27, item 4): a screen selects, the store's resolver reads,
 * and the store keeps the resolution. Shown on the sessions store (a list with a 5-minute
 * freshness window) and the measurements store (read again each time it is shown).
 */

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
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../../../routes/future';
import { ApiRequestError, apiGet } from '../../../api/client';
import type { Measurement, WorkoutSession } from '../../../api/types';
import { RouterNavigator } from '../../../App';
import { store as connectionStore } from '../../connection';
import {
	store as measurementsStore,
	useMeasurements,
} from '../../measurements';
import { resetData } from '../../reset';
import { store as sessionsStore } from '../../sessions';
import { SESSIONS_TTL_MS } from '../freshness';
import { readShownAgain } from '../register';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

const session = ( id: number ): WorkoutSession => ( {
	id,
	title: `Sessie ${ id }`,
	date: '2025-05-05T18:30:00',
	content: '',
	workout: { id: 7, title: 'Full body' },
	exercises: [],
	total_weight: 0,
	exercise_count: 0,
} );

const measurement = ( id: number, weight = 70 ): Measurement => ( {
	id,
	post_title: '',
	date: '2025-05-05',
	weight,
	energy: 7,
} );

/**
 * The calls made to one path.
 * @param path
 */
const callsTo = ( path: string ) =>
	get.mock.calls.filter( ( [ called ] ) => called === path );

/** Lets the timers and promises queued so far run (a resolver starts on a timer of 0 ms). */
const settle = () =>
	act( () => new Promise< void >( ( done ) => setTimeout( done, 0 ) ) );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/workout-sessions' === path ) {
			return { data: [ session( 1 ) ], pages: 1 };
		}
		if ( '/measurements' === path ) {
			return { data: [ measurement( 1 ) ], pages: 1 };
		}
		throw new ApiRequestError(
			404,
			'fitcoach_not_found',
			'Niet gevonden.'
		);
	} ) as typeof apiGet );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'reads through resolvers', () => {
	it( 'reads once when a fresh store is selected, however often it is selected', async () => {
		expect( select( sessionsStore ).getSessionsList().items ).toEqual( [] );
		select( sessionsStore ).getSessionsList();
		const list = await resolveSelect( sessionsStore ).getSessionsList();
		select( sessionsStore ).getSessionsList();
		await settle();

		expect( list.items ).toEqual( [ session( 1 ) ] );
		expect( callsTo( '/workout-sessions' ) ).toHaveLength( 1 );
		expect(
			select( sessionsStore ).hasFinishedResolution(
				'getSessionsList',
				[]
			)
		).toBe( true );
	} );

	it( 'does not ask again for a fresh answer when the screens are shown anew, and asks once it is stale', async () => {
		const start = Date.now();
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( start );
		await resolveSelect( sessionsStore ).getSessionsList();

		now.mockReturnValue( start + SESSIONS_TTL_MS - 1 );
		readShownAgain();
		await resolveSelect( sessionsStore ).getSessionsList();
		expect( callsTo( '/workout-sessions' ) ).toHaveLength( 1 );

		now.mockReturnValue( start + SESSIONS_TTL_MS );
		readShownAgain();
		await resolveSelect( sessionsStore ).getSessionsList();
		expect( callsTo( '/workout-sessions' ) ).toHaveLength( 2 );
	} );

	it( 'reads a list without a freshness window again each time the screens are shown anew', async () => {
		await resolveSelect( measurementsStore ).getMeasurementsList();
		await resolveSelect( measurementsStore ).getMeasurementsList();
		expect( callsTo( '/measurements' ) ).toHaveLength( 1 );

		readShownAgain();
		await resolveSelect( measurementsStore ).getMeasurementsList();
		expect( callsTo( '/measurements' ) ).toHaveLength( 2 );
	} );

	it( 'reads again once invalidated, and after the app is back online or the outbox sent', async () => {
		await resolveSelect( measurementsStore ).getMeasurementsList();

		await dispatch( measurementsStore ).invalidateResolution(
			'getMeasurementsList',
			[]
		);
		await resolveSelect( measurementsStore ).getMeasurementsList();
		expect( callsTo( '/measurements' ) ).toHaveLength( 2 );

		dispatch( connectionStore ).outboxSent();
		await resolveSelect( measurementsStore ).getMeasurementsList();
		expect( callsTo( '/measurements' ) ).toHaveLength( 3 );
	} );

	it( 'reads again after a clear of its slot (a write), however fresh the answer was', async () => {
		await resolveSelect( sessionsStore ).getSessionsList();
		dispatch( sessionsStore ).clearSessions();
		expect( select( sessionsStore ).getSessionsList().loaded ).toBe(
			false
		);

		const list = await resolveSelect( sessionsStore ).getSessionsList();
		expect( list.items ).toEqual( [ session( 1 ) ] );
		expect( callsTo( '/workout-sessions' ) ).toHaveLength( 2 );
	} );

	it( 'reads again when the answer under way was dropped by a clear', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		get.mockImplementationOnce(
			() => new Promise( ( resolve ) => ( answer = resolve ) ) as never
		);
		select( measurementsStore ).getMeasurementsList();
		await waitFor( () =>
			expect( callsTo( '/measurements' ) ).toHaveLength( 1 )
		);
		resetData();
		answer( { data: [ measurement( 9 ) ], pages: 1 } );
		// The dropped answer's resolution ends and is forgotten: a few turns of the event loop, as
		// many as a busy machine needs.
		for ( let turn = 0; turn < 10; turn++ ) {
			await settle();
		}
		expect(
			select( measurementsStore ).getMeasurementsList().items
		).toEqual( [] );

		const list =
			await resolveSelect( measurementsStore ).getMeasurementsList();
		expect( list.items ).toEqual( [ measurement( 1 ) ] );
		expect( callsTo( '/measurements' ) ).toHaveLength( 2 );
	} );

	it( 'keeps a failure in the store, where the selector shows it, and reads nothing for an id that is no number', async () => {
		const value =
			await resolveSelect( measurementsStore ).getMeasurementState( 5 );
		expect( value.error ).toBe( 'Niet gevonden.' );
		expect( value.loading ).toBe( false );
		expect(
			select( measurementsStore ).getMeasurementState( 5 ).error
		).toBe( 'Niet gevonden.' );
		expect( callsTo( '/measurements/5' ) ).toHaveLength( 1 );

		select( measurementsStore ).getMeasurementState( Number.NaN );
		await settle();
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );
} );

function MeasurementCount() {
	const list = useMeasurements();
	return <p>{ `${ list.items.length } metingen` }</p>;
}

describe( 'a screen shown anew', () => {
	it( 'reads what it shows again when another screen opened in between, not while it stays', async () => {
		const user = userEvent.setup();
		render(
			<MemoryRouter
				initialEntries={ [ '/meer' ] }
				future={ ROUTER_FUTURE }
			>
				<RouterNavigator />
				<Link to="/metingen">Metingen</Link>
				<Link to="/meer">Meer</Link>
				<Routes>
					<Route path="/metingen" element={ <MeasurementCount /> } />
					<Route path="/meer" element={ <p>Meer</p> } />
				</Routes>
			</MemoryRouter>
		);
		await user.click( screen.getByRole( 'link', { name: 'Metingen' } ) );
		expect( await screen.findByText( '1 metingen' ) ).toBeInTheDocument();
		await settle();
		expect( callsTo( '/measurements' ) ).toHaveLength( 1 );

		await user.click( screen.getByRole( 'link', { name: 'Meer' } ) );
		await settle();
		expect( callsTo( '/measurements' ) ).toHaveLength( 1 );

		await user.click( screen.getByRole( 'link', { name: 'Metingen' } ) );
		expect( await screen.findByText( '1 metingen' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( callsTo( '/measurements' ) ).toHaveLength( 2 )
		);
	} );
} );
