/**
 * The offline layer against a real IndexedDB implementation (fake-indexeddb): kept reads per
 * login, the outbox, its replay with idempotency keys, temporary ids and conflicts.
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
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost, apiPut } from '../../api/client';
import { storeSwitchedUser, storeTokens, clearTokens } from '../../api/storage';
import { store as connectionStore } from '../../data/connection';
import { closeDatabase } from '../db';
import { entriesOf } from '../outbox';
import { currentOwner, tokenSubject } from '../owner';
import { readThrough } from '../read-through';
import { forgetReads } from '../reads';
import { sendOrQueue } from '../send';
import { keepMine, keepServer, refreshOutbox, replay } from '../sync';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );

const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;

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

const offline = () => new ApiRequestError( 0, 'fitcoach_network_error', '' );

function setOnline( online: boolean ) {
	Object.defineProperty( window.navigator, 'onLine', {
		configurable: true,
		get: () => online,
	} );
}

/**
 * Sends (or keeps) a measurement write as the measurements store does.
 *
 * @param method POST or PUT.
 * @param path   Endpoint.
 * @param body   Fields.
 */
function send(
	method: 'POST' | 'PUT',
	path: string,
	body: Record< string, unknown >
) {
	return sendOrQueue( { resource: 'measurements', method, path, body } );
}

beforeEach( async () => {
	await closeDatabase();
	// A new, empty IndexedDB for every case.
	( globalThis as { indexedDB: IDBFactory } ).indexedDB = new IDBFactory();
	post.mockReset();
	put.mockReset();
	clearTokens();
	storeSwitchedUser( null );
	storeTokens( tokenFor( 12 ) );
	setOnline( true );
} );

describe( 'owner', () => {
	it( 'is the token subject and the switched member', () => {
		expect( tokenSubject( tokenFor( 12 ) ) ).toBe( 12 );
		expect( tokenSubject( 'not-a-token' ) ).toBe( 0 );
		expect( currentOwner() ).toBe( '12:0' );
		storeSwitchedUser( { id: 40, display_name: 'Lid' } );
		expect( currentOwner() ).toBe( '12:40' );
		clearTokens();
		expect( currentOwner() ).toBeNull();
	} );
} );

describe( 'kept reads', () => {
	it( 'serves the last answer without a network, with its time, to the same login only', async () => {
		const answer = { data: [ { id: 5, weight: 70 } ], pages: 1 };
		await readThrough( '/measurements?page=1', async () => answer );
		// Kept in the background: give IndexedDB its turn.
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );

		const fetcher = jest.fn( async () => {
			throw offline();
		} );
		await expect(
			readThrough( '/measurements?page=1', fetcher )
		).resolves.toEqual( answer );
		expect( select( connectionStore ).isOffline() ).toBe( true );
		expect( select( connectionStore ).getDataTime() ).toEqual(
			expect.any( Number )
		);

		// Another login on this device sees nothing of it.
		storeTokens( tokenFor( 13 ) );
		await expect(
			readThrough( '/measurements?page=1', fetcher )
		).rejects.toMatchObject( { status: 0 } );

		storeTokens( tokenFor( 12 ) );
		await forgetReads();
		await expect(
			readThrough( '/measurements?page=1', fetcher )
		).rejects.toMatchObject( { status: 0 } );
	} );

	it( 'does not keep the coach screens', async () => {
		await readThrough( '/admin/users', async () => [ { id: 1 } ] );
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		await expect(
			readThrough( '/admin/users', async () => {
				throw offline();
			} )
		).rejects.toMatchObject( { status: 0 } );
	} );

	it( 'passes a refusal through', async () => {
		const refused = new ApiRequestError( 403, 'rest_forbidden', 'Nee' );
		await expect(
			readThrough( '/measurements', async () => {
				throw refused;
			} )
		).rejects.toBe( refused );
	} );
} );

describe( 'outbox', () => {
	it( 'keeps a create without a network, shows it first in page 1 and sends it once with its key', async () => {
		post.mockRejectedValueOnce( offline() );
		const sent = await sendOrQueue< { id: number; pending?: boolean } >( {
			resource: 'measurements',
			method: 'POST',
			path: '/measurements',
			body: { date: '2026-11-25', weight: 71.5, energy: 7 },
		} );
		expect( sent.queued ).toBe( true );
		expect( sent.result ).toMatchObject( {
			pending: true,
			weight: 71.5,
			energy: 7,
			date: '2026-11-25',
		} );
		expect( sent.result.id ).toBeLessThan( 0 );
		const [ entry ] = await entriesOf( '12:0' );
		const firstKey = (
			post.mock.calls[ 0 ][ 2 ] as Record< string, string >
		 )[ 'Idempotency-Key' ];
		// The key of the failed try is the key the replay sends.
		expect( entry.key ).toBe( firstKey );

		const list = ( await readThrough(
			'/measurements?page=1',
			async () => ( {
				data: [ { id: 3, weight: 72, energy: 6, date: '2026-11-20' } ],
				pages: 1,
			} )
		) ) as { data: Array< { id: number } > };
		expect( list.data.map( ( item ) => item.id ) ).toEqual( [
			sent.result.id,
			3,
		] );

		post.mockResolvedValue( { id: 901, weight: 71.5 } );
		await replay();
		expect( post ).toHaveBeenLastCalledWith(
			'/measurements',
			{ date: '2026-11-25', weight: 71.5, energy: 7 },
			{ 'Idempotency-Key': firstKey }
		);
		expect( await entriesOf( '12:0' ) ).toEqual( [] );
		await replay();
		expect( post ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shows page 1 of a list never read online with the items made offline', async () => {
		setOnline( false );
		await send( 'POST', '/measurements', {
			date: '2026-11-25',
			weight: 66.6,
			energy: 4,
		} );
		const failing = async (): Promise< unknown > => {
			throw offline();
		};
		const page = ( await readThrough(
			'/measurements?page=1&per_page=10',
			failing
		) ) as { data: Array< { weight: number } >; pages: number };
		expect( page.pages ).toBe( 1 );
		expect( page.data.map( ( item ) => item.weight ) ).toEqual( [ 66.6 ] );
		// Page 2 and other lists have nothing to show.
		await expect(
			readThrough( '/measurements?page=2&per_page=10', failing )
		).rejects.toMatchObject( { status: 0 } );
		await expect(
			readThrough( '/workout-sessions?page=1', failing )
		).rejects.toMatchObject( { status: 0 } );
	} );

	it( 'queues writes behind waiting ones and names an offline session by its temporary id until sent', async () => {
		setOnline( false );
		const started = await sendOrQueue< { id: number } >( {
			resource: 'workout-sessions',
			method: 'POST',
			path: '/workout-sessions',
			body: {
				workout_id: 7,
				title: 'Sessie 3',
				content: '',
				exercises: [],
			},
		} );
		expect( post ).not.toHaveBeenCalled();
		const tempId = started.result.id;
		const exercises = [
			{
				id: 1,
				title: 'Squat',
				sets: [
					{ weight: 60, reps: 8 },
					{ weight: 60, reps: 6 },
				],
			},
		];
		const saved = await sendOrQueue< { total_weight: number } >( {
			resource: 'workout-sessions',
			method: 'PUT',
			path: `/workout-sessions/${ tempId }`,
			body: { title: 'Sessie 3', content: 'zwaar', exercises },
		} );
		expect( saved.queued ).toBe( true );
		expect( saved.result.total_weight ).toBe( 840 );
		// The screen reads it from the outbox, without a call.
		const fetcher = jest.fn(
			async ( path: string ): Promise< unknown > => ( {
				path,
			} )
		);
		await expect(
			readThrough( `/workout-sessions/${ tempId }`, fetcher )
		).resolves.toMatchObject( { id: tempId, content: 'zwaar', exercises } );
		expect( fetcher ).not.toHaveBeenCalled();

		setOnline( true );
		post.mockResolvedValue( { id: 77 } );
		put.mockResolvedValue( { id: 77 } );
		await replay();
		expect( post ).toHaveBeenCalledTimes( 1 );
		expect( put ).toHaveBeenCalledWith( '/workout-sessions/77', {
			title: 'Sessie 3',
			content: 'zwaar',
			exercises,
		} );
		// Later reads and writes of the temporary id go to the server's id.
		const read = jest.fn( async ( path: string ) => ( { path } ) );
		await readThrough( `/workout-sessions/${ tempId }`, read );
		expect( read ).toHaveBeenCalledWith( '/workout-sessions/77' );
	} );

	it( 'stops at no network and keeps the rest in order', async () => {
		setOnline( false );
		for ( const weight of [ 70, 71 ] ) {
			await send( 'POST', '/measurements', {
				date: '2026-11-2' + ( weight - 69 ),
				weight,
			} );
		}
		setOnline( true );
		post.mockRejectedValueOnce( offline() );
		await replay();
		expect( post ).toHaveBeenCalledTimes( 1 );
		expect( ( await entriesOf( '12:0' ) ).length ).toBe( 2 );
		post.mockResolvedValue( { id: 1 } );
		await replay();
		expect(
			post.mock.calls.map(
				( call ) => ( call[ 1 ] as { weight: number } ).weight
			)
		).toEqual( [ 70, 70, 71 ] );
	} );

	it( 'sends nothing of another login or another switch', async () => {
		setOnline( false );
		storeSwitchedUser( { id: 40, display_name: 'Lid' } );
		await send( 'POST', '/measurements', {
			date: '2026-11-25',
			weight: 80,
		} );
		setOnline( true );
		storeSwitchedUser( null );
		await replay();
		storeTokens( tokenFor( 13 ) );
		await replay();
		expect( post ).not.toHaveBeenCalled();
		storeTokens( tokenFor( 12 ) );
		storeSwitchedUser( { id: 40, display_name: 'Lid' } );
		post.mockResolvedValue( { id: 5 } );
		await replay();
		expect( post ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps a conflicting update with the server version until the member chooses', async () => {
		setOnline( false );
		await send( 'PUT', '/measurements/5', {
			weight: 70,
			modified: '2026-11-20T10:00:00',
		} );
		setOnline( true );
		put.mockRejectedValueOnce(
			new ApiRequestError( 409, 'fitcoach_conflict', 'Gewijzigd', {
				status: 409,
				measurement: { id: 5, weight: 75 },
			} )
		);
		await replay();
		await refreshOutbox();
		const [ conflict ] = select( connectionStore ).getConflicts();
		expect( conflict.serverVersion ).toEqual( { id: 5, weight: 75 } );
		expect( select( connectionStore ).getPendingCount() ).toBe( 1 );

		put.mockResolvedValue( { id: 5, weight: 70 } );
		await keepMine( conflict );
		expect( put ).toHaveBeenLastCalledWith( '/measurements/5', {
			weight: 70,
		} );
		expect( await entriesOf( '12:0' ) ).toEqual( [] );
	} );

	it( "drops the member's version when they keep the server's", async () => {
		setOnline( false );
		await send( 'PUT', '/measurements/5', {
			weight: 70,
			modified: '2026-11-20T10:00:00',
		} );
		setOnline( true );
		put.mockRejectedValueOnce(
			new ApiRequestError( 409, 'fitcoach_conflict', '', { status: 409 } )
		);
		await replay();
		const [ conflict ] = await entriesOf( '12:0' );
		await keepServer( conflict );
		expect( await entriesOf( '12:0' ) ).toEqual( [] );
		expect( put ).toHaveBeenCalledTimes( 1 );
	} );
} );
