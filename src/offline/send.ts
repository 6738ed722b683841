/**
 * Sending a member's write, or keeping it in the outbox when it cannot be sent now: without a
 * network, when earlier writes are still waiting (the order is kept), and for an item created
 * offline whose create has not gone out yet. A create carries an idempotency key from its first
 * try on, so a try whose answer was lost and its replay make one item on the server.
 */

/**
 * Internal dependencies
 */
import { apiPost, apiPut } from '../api/client';
import {
	enqueue,
	entriesOf,
	itemOfPath,
	mappedId,
	newKey,
	newTempId,
} from './outbox';
import type { OutboxResource } from './outbox';
import { currentOwner } from './owner';
import { isNetworkFailure, markOffline, markOnline } from './read-through';
import { recall } from './reads';
import { pendingItem } from './views';

/** A write the outbox can keep. */
export interface OfflineWrite {
	resource: OutboxResource;
	method: 'POST' | 'PUT';
	/** Endpoint relative to the namespace ('/measurements', '/workout-sessions/12'). */
	path: string;
	body: Record< string, unknown >;
}

export interface Sent< T > {
	/** True: kept in the outbox; `result` is the item as the app shows it meanwhile. */
	queued: boolean;
	result: T;
}

/** Asks the service worker to wake the app when the connection returns (Background Sync). */
function askForSync(): void {
	if ( 'undefined' === typeof navigator || ! navigator.serviceWorker ) {
		return;
	}
	navigator.serviceWorker.ready
		.then( ( registration ) =>
			(
				registration as ServiceWorkerRegistration & {
					sync?: { register: ( tag: string ) => Promise< void > };
				}
			 ).sync?.register( 'fitcoach-outbox' )
		)
		.catch( () => undefined );
}

let onQueued: () => void = () => undefined;

/**
 * What runs after a write was kept (the sync starts a replay when the app is online).
 *
 * @param callback What to call.
 */
export function whenQueued( callback: () => void ): void {
	onQueued = callback;
}

/**
 * Sends a write, or keeps it.
 *
 * @param write What to send.
 * @return What the server answered, or the item as shown while the write waits.
 * @throws What the server answered when it refused, or the network failure when this browser keeps
 *         no outbox.
 */
export async function sendOrQueue< T >(
	write: OfflineWrite
): Promise< Sent< T > > {
	const owner = currentOwner();
	const key = 'POST' === write.method ? newKey() : undefined;
	const headers = key ? { 'Idempotency-Key': key } : undefined;
	let path = write.path;
	let mustWait = false;
	const target = itemOfPath( write.path );
	if ( owner && target && target.id < 0 ) {
		const id = await mappedId( owner, target.resource, target.id );
		if ( null === id ) {
			mustWait = true;
		} else {
			path = path.replace( String( target.id ), String( id ) );
		}
	}
	if ( owner && ! mustWait ) {
		const waiting = await entriesOf( owner );
		const offline =
			'undefined' !== typeof navigator && false === navigator.onLine;
		mustWait = waiting.length > 0 || offline;
	}

	let failure: unknown = null;
	if ( ! mustWait ) {
		try {
			const result =
				'POST' === write.method
					? await apiPost< T >( path, write.body, headers )
					: await apiPut< T >( path, write.body );
			markOnline();
			return { queued: false, result };
		} catch ( error ) {
			if ( ! owner || ! isNetworkFailure( error ) ) {
				throw error;
			}
			markOffline( null );
			failure = error;
		}
	}

	const tempId = 'POST' === write.method ? newTempId() : undefined;
	const entry = owner
		? await enqueue( {
				owner,
				resource: write.resource,
				method: write.method,
				path: write.path,
				body: write.body,
				key,
				tempId,
			} )
		: null;
	if ( ! entry || ! owner ) {
		throw failure ?? new Error( 'fitcoach_no_outbox' );
	}
	askForSync();
	onQueued();
	const entries = await entriesOf( owner );
	const id = tempId ?? target?.id ?? 0;
	const base =
		tempId || id < 0
			? null
			: ( ( ( await recall( owner, write.path ) )?.data as Record<
					string,
					unknown
				> | null ) ?? { id } );
	return {
		queued: true,
		result: pendingItem( entries, write.resource, id, base ) as T,
	};
}
