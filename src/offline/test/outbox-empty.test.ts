/**
 * An owner's outbox read empty is not asked of IndexedDB again until it changes (most reads find
 * nothing waiting); every change, here or in another tab, makes the next read ask again.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { deserialize, serialize } from 'v8';

// jsdom has no structuredClone, which IndexedDB needs: Node's own serializer is the same algorithm.
if ( 'undefined' === typeof globalThis.structuredClone ) {
	globalThis.structuredClone = ( < T >( value: T ): T =>
		deserialize( serialize( value ) ) ) as typeof structuredClone;
}
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';

/**
 * Internal dependencies
 */
import { closeDatabase, database } from '../db';
import { enqueue, entriesOf, removeEntry } from '../outbox';

const entry = ( owner: string ) => ( {
	owner,
	resource: 'measurements' as const,
	method: 'POST' as const,
	path: '/measurements',
	body: { weight: 70 },
	key: 'key-1',
	tempId: -1,
} );

beforeEach( async () => {
	await closeDatabase();
	( globalThis as { indexedDB: IDBFactory } ).indexedDB = new IDBFactory();
} );

describe( "an owner's outbox read empty", () => {
	it( 'is not read from IndexedDB again while nothing changed', async () => {
		expect( await entriesOf( '1' ) ).toEqual( [] );
		// Written behind the outbox's back: a read that asked IndexedDB would find it.
		const db = await database();
		await db!.add( 'outbox', {
			...entry( '1' ),
			createdAt: 1,
			status: 'pending',
		} );
		expect( await entriesOf( '1' ) ).toEqual( [] );
		// Another owner was never read: it is asked.
		expect( await entriesOf( '2' ) ).toEqual( [] );
	} );

	it( 'is read again after a change through the outbox', async () => {
		expect( await entriesOf( '1' ) ).toEqual( [] );
		const stored = await enqueue( entry( '1' ) );
		expect( ( await entriesOf( '1' ) ).map( ( e ) => e.seq ) ).toEqual( [
			stored!.seq,
		] );
		await removeEntry( Number( stored!.seq ) );
		expect( await entriesOf( '1' ) ).toEqual( [] );
	} );

	it( 'is read again when another database is opened (a logout, a new test)', async () => {
		expect( await entriesOf( '1' ) ).toEqual( [] );
		await closeDatabase();
		( globalThis as { indexedDB: IDBFactory } ).indexedDB =
			new IDBFactory();
		const db = await database();
		await db!.add( 'outbox', {
			...entry( '1' ),
			createdAt: 1,
			status: 'pending',
		} );
		expect( await entriesOf( '1' ) ).toHaveLength( 1 );
	} );
} );
