/**
 * The app's offline database (IndexedDB, through `idb`): what the member last read, per login
 * ("owner"), and the outbox of writes made without a connection. Browsers without IndexedDB (or
 * refusing it, as some private modes do) get null: the app then works online only, as before.
 */

/**
 * External dependencies
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';

/** One answer of a GET, kept for reading offline. */
export interface StoredRead {
	/** `${owner}|${path}`. */
	key: string;
	owner: string;
	path: string;
	data: unknown;
	/** When the server sent it (ms since the epoch). */
	savedAt: number;
}

/**
 * The resources a member can write offline ('plan': moving a planned workout; 'messages': a
 * message to the coach, or a coach's in a member's thread), and 'auth': a logout made offline
 * (logout.ts).
 */
export type OutboxResource =
	| 'measurements'
	| 'workout-sessions'
	| 'plan'
	| 'auth'
	| 'check-ins'
	| 'messages';

/** One write waiting for the connection. */
export interface OutboxEntry {
	/** Order of the writes (IndexedDB's key generator). */
	seq?: number;
	/** The login and switch the write was made under (see owner.ts). */
	owner: string;
	resource: OutboxResource;
	method: 'POST' | 'PUT';
	/** Endpoint relative to the namespace; an item made offline is named by its temporary id. */
	path: string;
	body: Record< string, unknown >;
	/** A create's idempotency key (the server makes one item per key). */
	key?: string;
	/** A create's temporary id (negative), by which later writes and screens name it. */
	tempId?: number;
	createdAt: number;
	/** 'conflict': the server holds a newer version; the member chooses (see replay.ts). */
	status: 'pending' | 'conflict';
	/** The server's version met by a conflicting update. */
	serverVersion?: unknown;
	/** A logout's login: the tokens of the login it ends (only under logout.ts's owner). */
	login?: { token: string; refresh_token: string | null };
}

/** A temporary id and the server id its create received. */
export interface IdMapping {
	/** `${owner}|${resource}|${tempId}`. */
	key: string;
	id: number;
}

interface OfflineSchema extends DBSchema {
	reads: { key: string; value: StoredRead; indexes: { owner: string } };
	outbox: { key: number; value: OutboxEntry; indexes: { owner: string } };
	ids: { key: string; value: IdMapping };
}

export type OfflineDatabase = IDBPDatabase< OfflineSchema >;

const NAME = 'fitcoach-offline';
const VERSION = 1;

let opening: Promise< OfflineDatabase | null > | null = null;

/** The database, or null when this browser keeps none. */
export function database(): Promise< OfflineDatabase | null > {
	if ( ! opening ) {
		opening =
			'undefined' === typeof indexedDB
				? Promise.resolve( null )
				: openDB< OfflineSchema >( NAME, VERSION, {
						upgrade( db ) {
							db.createObjectStore( 'reads', {
								keyPath: 'key',
							} ).createIndex( 'owner', 'owner' );
							db.createObjectStore( 'outbox', {
								keyPath: 'seq',
								autoIncrement: true,
							} ).createIndex( 'owner', 'owner' );
							db.createObjectStore( 'ids', { keyPath: 'key' } );
						},
					} ).catch( () => null );
	}
	return opening;
}

/** Closes and forgets the connection (tests start each case with a fresh database). */
export async function closeDatabase(): Promise< void > {
	const db = await opening;
	db?.close();
	opening = null;
}
