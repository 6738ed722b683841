/**
 * The plan offline (issue 28, item 3), against a real IndexedDB implementation (fake-indexeddb):
 * a move made without a connection waits in the outbox and stays shown, also in the kept plan the
 * app reads when it opens again offline, and goes out once the connection returns; a workout
 * started offline from today's planned day carries plan_day_id through the outbox, and the kept
 * plan shows the day done.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { deserialize, serialize } from 'v8';

// jsdom has no structuredClone, which IndexedDB needs: Node's own serializer is the same algorithm.
if ( 'undefined' === typeof globalThis.structuredClone ) {
	globalThis.structuredClone = ( < T >( value: T ): T =>
		deserialize( serialize( value ) ) ) as typeof structuredClone;
}
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';

/**
 * WordPress dependencies
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet, apiPost } from '../../../api/client';
import type { Workout } from '../../../api/types';
import {
	clearTokens,
	storeSwitchedUser,
	storeTokens,
} from '../../../api/storage';
import { closeDatabase } from '../../../offline/db';
import { entriesOf } from '../../../offline/outbox';
import { currentOwner } from '../../../offline/owner';
import { readThrough } from '../../../offline/read-through';
import { replay } from '../../../offline/sync';
import { notify } from '../../notices';
import { resetData } from '../../reset';
import { store as workoutsStore } from '../../workouts';
import { store } from '..';
import { planAnswer, schemaAnswer } from './fixtures/plan';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;

const offline = () => new ApiRequestError( 0, 'fitcoach_network_error', '' );

/**
 * A token as the server makes them, for user `id` (only its payload matters here).
 *
 * @param id User id.
 */
function tokenFor( id: number ): string {
	const payload = btoa( JSON.stringify( { sub: String( id ) } ) )
		.replace( /\+/g, '-' )
		.replace( /\//g, '_' )
		.replace( /=+$/, '' );
	return `header.${ payload }.signature`;
}

function setOnline( online: boolean ) {
	Object.defineProperty( window.navigator, 'onLine', {
		configurable: true,
		get: () => online,
	} );
}

/** The server's answers while online. */
const answers: Record< string, () => unknown > = {
	'/plan': () => planAnswer(),
	'/plan/schema': () => schemaAnswer(),
};

/**
 * GETs as the app's client makes them: through the offline copy, to a server that answers (or,
 * offline, to no network at all).
 *
 * @param online Whether the network answers.
 */
function network( online: boolean ) {
	setOnline( online );
	get.mockImplementation( ( ( path: string ) =>
		readThrough( path, async ( target ) => {
			if ( ! online ) {
				throw offline();
			}
			if ( answers[ target ] ) {
				return answers[ target ]();
			}
			throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
		} ) ) as typeof apiGet );
}

/** Gives IndexedDB its turn (answers are kept in the background). */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 20 ) );

/**
 * The plan's days on a date of this week.
 * @param date
 */
const on = ( date: string ) =>
	select( store )
		.getPlan()
		?.week.find( ( entry ) => entry.date === date )
		?.days.map( ( day ) => day.id ) ?? [];

beforeEach( async () => {
	await closeDatabase();
	( globalThis as { indexedDB: IDBFactory } ).indexedDB = new IDBFactory();
	jest.clearAllMocks();
	clearTokens();
	storeSwitchedUser( null );
	storeTokens( tokenFor( 12 ) );
	resetData();
	network( true );
	// Read online once: the plan and the weeks are kept for this login.
	await resolveSelect( store ).getPlan();
	await resolveSelect( store ).getSchema();
	await settle();
} );

describe( 'the plan offline', () => {
	it( 'keeps a move in the outbox, shows it, still shows it when the app opens again offline, and sends it once online', async () => {
		network( false );
		const outcome = await dispatch( store ).moveDay(
			14,
			'2025-05-15',
			'Benen'
		);
		expect( outcome ).toMatchObject( { ok: true, queued: true } );
		expect( post ).not.toHaveBeenCalled();
		const owner = String( currentOwner() );
		expect( await entriesOf( owner ) ).toEqual( [
			expect.objectContaining( {
				resource: 'plan',
				method: 'POST',
				path: '/plan/days/14/move',
				body: { date: '2025-05-15' },
			} ),
		] );
		expect( on( '2025-05-15' ) ).toEqual( [ 14 ] );
		expect( on( '2025-05-16' ) ).toEqual( [] );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Offline opgeslagen — wordt verstuurd zodra je online bent'
		);

		// The app opens again without a connection: the kept plan, with the move in it.
		resetData();
		await resolveSelect( store ).getPlan();
		expect( on( '2025-05-15' ) ).toEqual( [ 14 ] );
		expect( on( '2025-05-16' ) ).toEqual( [] );
		const schema = await resolveSelect( store ).getSchema();
		expect(
			schema?.weeks[ 1 ].days.find( ( day ) => 14 === day.id )
		).toMatchObject( { date: '2025-05-15', moved_from: '2025-05-16' } );

		// Back online: the move goes out, once, with its key.
		network( true );
		post.mockResolvedValue( planAnswer() as never );
		await replay();
		expect( post ).toHaveBeenCalledTimes( 1 );
		expect( post ).toHaveBeenCalledWith(
			'/plan/days/14/move',
			{ date: '2025-05-15' },
			{ 'Idempotency-Key': expect.any( String ) }
		);
		expect( await entriesOf( owner ) ).toEqual( [] );
	} );

	it( 'starts today’s workout through the outbox with its planned day, and the kept plan shows the day done', async () => {
		network( false );
		const workout: Workout = {
			id: 7,
			title: 'Full body',
			description: '',
			exercises: [],
		};
		const session = await dispatch( workoutsStore ).startWorkout( workout, {
			planDayId: 13,
		} );
		expect( session ).toMatchObject( { pending: true } );
		expect( post ).not.toHaveBeenCalled();
		const [ entry ] = await entriesOf( String( currentOwner() ) );
		expect( entry ).toMatchObject( {
			resource: 'workout-sessions',
			method: 'POST',
			path: '/workout-sessions',
			body: expect.objectContaining( {
				workout_id: 7,
				plan_day_id: 13,
			} ),
		} );

		dispatch( store ).refreshPlan();
		const plan = await resolveSelect( store ).getPlan();
		expect( plan?.today.day ).toMatchObject( {
			id: 13,
			status: 'done',
			session_id: entry.tempId,
		} );
		expect(
			plan?.week[ 2 ].days.find( ( day ) => 13 === day.id )?.status
		).toBe( 'done' );
	} );
} );
