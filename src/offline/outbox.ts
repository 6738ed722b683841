/**
 * The outbox: writes made without a connection, kept in IndexedDB until they are sent (replay.ts).
 * An item created offline gets a temporary negative id; later writes and screens name it by that
 * id until its create has been sent, after which the id map gives the server's id.
 */

/**
 * Internal dependencies
 */
import { database } from './db';
import type { OutboxEntry, OutboxResource } from './db';

export type { OutboxEntry, OutboxResource } from './db';

type Listener = () => void;
const listeners = new Set< Listener >();

/**
 * Calls `listener` after every change of the outbox (the header's count, the conflicts dialog).
 *
 * @param listener What to call.
 * @return Stops listening.
 */
export function onOutboxChange( listener: Listener ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * Owners whose outbox was read empty since its last change: most reads find nothing waiting, so
 * they need not ask IndexedDB every time (a tap on 'Starten' makes three such reads before its
 * POST). Forgotten on every change, in this tab and, through a BroadcastChannel, in the others.
 */
const knownEmpty = new Set< string >();
/** The database the owners were read empty in (tests and a logout open another). */
let knownIn: unknown = null;
/** Counts the changes, so a read that began before one does not mark its owner empty. */
let changes = 0;

const otherTabs: BroadcastChannel | null =
	'function' === typeof BroadcastChannel
		? new BroadcastChannel( 'fitcoach-outbox' )
		: null;
if ( otherTabs ) {
	otherTabs.onmessage = () => {
		changes++;
		knownEmpty.clear();
	};
}

function changed(): void {
	changes++;
	knownEmpty.clear();
	otherTabs?.postMessage( 'changed' );
	listeners.forEach( ( listener ) => listener() );
}

/** A new idempotency key (the server makes at most one item per key and member). */
export function newKey(): string {
	if ( 'function' === typeof globalThis.crypto?.randomUUID ) {
		return globalThis.crypto.randomUUID();
	}
	const bytes = new Uint8Array( 16 );
	globalThis.crypto.getRandomValues( bytes );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}

let lastTempId = 0;

/** A temporary id for an item created offline: negative, never repeated on this device. */
export function newTempId(): number {
	lastTempId = Math.min( lastTempId - 1, -Date.now() );
	return lastTempId;
}

/**
 * Adds a write at the end of the outbox.
 *
 * @param entry The write.
 * @return The stored entry (with its seq), or null when this browser keeps no outbox.
 */
export async function enqueue(
	entry: Omit< OutboxEntry, 'seq' | 'createdAt' | 'status' >
): Promise< OutboxEntry | null > {
	const db = await database();
	if ( ! db ) {
		return null;
	}
	const stored: OutboxEntry = {
		...entry,
		createdAt: Date.now(),
		status: 'pending',
	};
	stored.seq = await db.add( 'outbox', stored );
	changed();
	return stored;
}

/**
 * An owner's entries, oldest first.
 *
 * @param owner The owner (owner.ts).
 */
export async function entriesOf( owner: string ): Promise< OutboxEntry[] > {
	const before = changes;
	const db = await database();
	if ( ! db ) {
		return [];
	}
	if ( knownIn !== db ) {
		knownEmpty.clear();
		knownIn = db;
	} else if ( knownEmpty.has( owner ) ) {
		return [];
	}
	const entries = await db.getAllFromIndex( 'outbox', 'owner', owner );
	if ( 0 === entries.length && before === changes ) {
		knownEmpty.add( owner );
	}
	return entries.sort( ( a, b ) => Number( a.seq ) - Number( b.seq ) );
}

/**
 * Replaces a stored entry (same seq).
 *
 * @param entry The entry.
 */
export async function putEntry( entry: OutboxEntry ): Promise< void > {
	const db = await database();
	if ( db ) {
		await db.put( 'outbox', entry );
		changed();
	}
}

/**
 * Removes an entry (sent, or given up by the member).
 *
 * @param seq The entry's seq.
 */
export async function removeEntry( seq: number ): Promise< void > {
	const db = await database();
	if ( db ) {
		await db.delete( 'outbox', seq );
		changed();
	}
}

function mappingKey( owner: string, resource: OutboxResource, tempId: number ) {
	return `${ owner }|${ resource }|${ tempId }`;
}

/**
 * Remembers the server id a temporary id received.
 *
 * @param owner    The owner.
 * @param resource The resource.
 * @param tempId   The temporary id.
 * @param id       The server's id.
 */
export async function mapId(
	owner: string,
	resource: OutboxResource,
	tempId: number,
	id: number
): Promise< void > {
	const db = await database();
	await db?.put( 'ids', { key: mappingKey( owner, resource, tempId ), id } );
}

/**
 * The server id of a temporary id, or null while its create has not been sent.
 *
 * @param owner    The owner.
 * @param resource The resource.
 * @param tempId   The temporary id.
 */
export async function mappedId(
	owner: string,
	resource: OutboxResource,
	tempId: number
): Promise< number | null > {
	const db = await database();
	const found = await db?.get( 'ids', mappingKey( owner, resource, tempId ) );
	return found ? found.id : null;
}

/**
 * The resource and id an endpoint path names: '/workout-sessions/-17' → workout-sessions, -17.
 *
 * @param path Endpoint relative to the namespace (a query is ignored).
 */
export function itemOfPath(
	path: string
): { resource: OutboxResource; id: number } | null {
	const match = /^\/?(measurements|workout-sessions)\/(-?\d+)(?:[/?]|$)/.exec(
		path
	);
	return match
		? {
				resource: match[ 1 ] as OutboxResource,
				id: Number( match[ 2 ] ),
			}
		: null;
}

/**
 * The list an endpoint path names ('/measurements?page=1' → measurements), or null.
 *
 * @param path Endpoint relative to the namespace.
 */
export function listOfPath( path: string ): OutboxResource | null {
	const match = /^\/?(measurements|workout-sessions)\/?(?:\?|$)/.exec( path );
	return match ? ( match[ 1 ] as OutboxResource ) : null;
}
