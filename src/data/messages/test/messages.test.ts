/**
 * The messages store against a real IndexedDB implementation (fake-indexeddb): the thread's
 * resolver reads it when selected; a message written without a connection waits in the outbox,
 * is shown as not sent yet (also when the app opens again offline) and goes out exactly once, with
 * its Idempotency-Key, when the connection returns; the unread count is asked with the last ETag,
 * and a new version reads the thread again.
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
import { apiGetIfChanged } from '../../../api/unread';
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
import { resetData } from '../../reset';
import { store } from '..';
import type { Message, ThreadPage } from '..';

jest.mock( '../../../api/client' );
jest.mock( '../../../api/unread' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const ifChanged = apiGetIfChanged as jest.MockedFunction<
	typeof apiGetIfChanged
>;

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

const message = ( id: number, text: string, mine = false ): Message => ( {
	id,
	member_id: 12,
	author: {
		id: mine ? 12 : 3,
		name: mine ? 'Sanne' : 'Coach',
		role: mine ? 'member' : 'coach',
	},
	text,
	about: null,
	created: '2025-06-04T10:00:00+00:00',
	mine,
} );

let thread: ThreadPage;

/**
 * GETs through the offline copy, to a server that answers (or, offline, to no network at all).
 *
 * @param online Whether the network answers.
 */
function network( online: boolean ) {
	setOnline( online );
	get.mockImplementation( ( ( path: string ) =>
		readThrough( path, async ( target ) => {
			if ( ! online ) {
				throw new ApiRequestError( 0, 'fitcoach_network_error', '' );
			}
			if ( target.startsWith( '/messages' ) ) {
				return thread;
			}
			throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
		} ) ) as typeof apiGet );
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 20 ) );

const texts = () =>
	( select( store ).getThread( 0 )?.data ?? [] ).map( ( item ) => [
		item.text,
		!! item.pending,
	] );

beforeEach( async () => {
	await closeDatabase();
	( globalThis as { indexedDB: IDBFactory } ).indexedDB = new IDBFactory();
	jest.clearAllMocks();
	clearTokens();
	storeSwitchedUser( null );
	storeTokens( tokenFor( 12 ) );
	resetData();
	thread = {
		data: [ message( 1, 'Hoe ging je training?' ) ],
		hasMore: false,
		unread: 1,
		coach: { id: 3, name: 'Coach' },
	};
	network( true );
} );

describe( 'the messages store', () => {
	it( 'reads the thread when it is selected', async () => {
		expect( select( store ).getThread( 0 ) ).toBeNull();
		const page = await resolveSelect( store ).getThread( 0 );
		expect( page?.data.map( ( item ) => item.text ) ).toEqual( [
			'Hoe ging je training?',
		] );
		expect( get ).toHaveBeenCalledWith( '/messages', { limit: 50 } );
	} );

	it( 'keeps a message written offline in the outbox, shows it, and sends it exactly once', async () => {
		await resolveSelect( store ).getThread( 0 );
		await settle();
		network( false );
		const outcome = await dispatch( store ).sendMessage( 0, 'Goed!' );
		expect( outcome ).toMatchObject( { ok: true, queued: true } );
		expect( post ).not.toHaveBeenCalled();
		expect( texts() ).toEqual( [
			[ 'Hoe ging je training?', false ],
			[ 'Goed!', true ],
		] );
		const owner = String( currentOwner() );
		const [ entry ] = await entriesOf( owner );
		expect( entry.key ).toEqual( expect.any( String ) );
		expect( await entriesOf( owner ) ).toEqual( [
			expect.objectContaining( {
				resource: 'messages',
				method: 'POST',
				path: '/messages',
				body: { text: 'Goed!' },
				key: expect.any( String ),
			} ),
		] );

		// The app opens again without a connection: the kept thread, with the message in it.
		resetData();
		await resolveSelect( store ).getThread( 0 );
		expect( texts() ).toEqual( [
			[ 'Hoe ging je training?', false ],
			[ 'Goed!', true ],
		] );

		// Back online: it goes out once, with its key; a second round sends nothing.
		network( true );
		post.mockResolvedValue( message( 2, 'Goed!', true ) as never );
		await replay();
		await replay();
		expect( post ).toHaveBeenCalledTimes( 1 );
		// The key it was kept with: the server makes one message of it, however often it is sent.
		expect( post ).toHaveBeenCalledWith(
			'/messages',
			{ text: 'Goed!' },
			{ 'Idempotency-Key': String( entry.key ) }
		);
		expect( await entriesOf( owner ) ).toEqual( [] );
	} );

	it( 'sends a message online and shows the server’s copy', async () => {
		await resolveSelect( store ).getThread( 0 );
		post.mockResolvedValue( message( 5, 'Top', true ) as never );
		const outcome = await dispatch( store ).sendMessage( 0, 'Top' );
		expect( outcome ).toMatchObject( { ok: true } );
		expect( post ).toHaveBeenCalledWith(
			'/messages',
			{ text: 'Top' },
			{
				'Idempotency-Key': expect.any( String ),
			}
		);
		expect( texts() ).toEqual( [
			[ 'Hoe ging je training?', false ],
			[ 'Top', false ],
		] );
	} );

	it( 'asks for the unread count with the last ETag and reads the thread again when the version changes', async () => {
		ifChanged.mockResolvedValueOnce( {
			data: { unread: 1, version: 4, role: 'member' },
			etag: '"m1-4"',
		} );
		await resolveSelect( store ).getUnread();
		expect( select( store ).getUnread() ).toEqual( {
			unread: 1,
			version: 4,
			role: 'member',
		} );
		expect( ifChanged ).toHaveBeenLastCalledWith(
			'/messages/unread',
			null
		);
		await resolveSelect( store ).getThread( 0 );
		expect( get ).toHaveBeenCalledTimes( 1 );

		// Nothing changed: 304.
		ifChanged.mockResolvedValueOnce( null );
		dispatch( store ).invalidateResolution( 'getUnread', [] );
		await resolveSelect( store ).getUnread();
		expect( ifChanged ).toHaveBeenLastCalledWith(
			'/messages/unread',
			'"m1-4"'
		);
		await resolveSelect( store ).getThread( 0 );
		expect( get ).toHaveBeenCalledTimes( 1 );

		// A new message: the version changes, the thread is read again.
		thread = {
			...thread,
			data: [ ...thread.data, message( 7, 'Nog iets' ) ],
			unread: 2,
		};
		ifChanged.mockResolvedValueOnce( {
			data: { unread: 2, version: 5, role: 'member' },
			etag: '"m2-5"',
		} );
		dispatch( store ).invalidateResolution( 'getUnread', [] );
		await resolveSelect( store ).getUnread();
		await resolveSelect( store ).getThread( 0 );
		expect( get ).toHaveBeenCalledTimes( 2 );
		expect( texts() ).toEqual( [
			[ 'Hoe ging je training?', false ],
			[ 'Nog iets', false ],
		] );
	} );
} );
