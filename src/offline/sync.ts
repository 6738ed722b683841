/**
 * Sending the outbox: in order, only under the owner the writes were made by (the same login and
 * the same switch), when the connection returns (the `online` event, the service worker's
 * Background Sync message), at start-up, after a login and every 30 seconds while writes wait.
 * Logouts made offline go first, whoever is logged in (logout.ts).
 *
 * - A create goes out with its idempotency key: sent twice, it still makes one item.
 * - An update the server refuses with 409 (changed elsewhere meanwhile) is kept as a conflict with
 *   the server's version; the member chooses which to keep (keepMine / keepServer). Later writes
 *   of the same item wait for that choice.
 * - No network, a lost login (401 after the client's own refresh) or a server failure stops the
 *   round; the writes wait for the next one.
 * - A write the server refuses for good (invalid, or its item deleted) is dropped with a toast.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost, apiPut, errorMessage } from '../api/client';
import { store as connectionStore } from '../data/connection';
import { notify } from '../data/notices';
import { refreshAfterOutbox } from '../data/reset';
import {
	entriesOf,
	itemOfPath,
	mapId,
	mappedId,
	onOutboxChange,
	putEntry,
	removeEntry,
} from './outbox';
import type { OutboxEntry } from './outbox';
import { sendLogouts } from './logout';
import { currentOwner } from './owner';
import { isNetworkFailure, markOffline, markOnline } from './read-through';
import { whenQueued } from './send';

/** Reports the current owner's outbox to the connection store. */
export async function refreshOutbox(): Promise< void > {
	const owner = currentOwner();
	const entries = owner ? await entriesOf( owner ) : [];
	dispatch( connectionStore ).outboxChanged(
		entries.length,
		entries.filter( ( entry ) => 'conflict' === entry.status )
	);
}

/**
 * The stores that show what the outbox changed are emptied, and the screens read again (each such
 * store registers itself when it loads: data/reset.ts).
 */
function refreshStores(): void {
	refreshAfterOutbox();
	dispatch( connectionStore ).outboxSent();
}

/**
 * The item an entry writes, as a key: a create's temporary id or the path's id.
 *
 * @param entry An outbox entry.
 */
function itemKey( entry: OutboxEntry ): string {
	const id = entry.tempId ?? itemOfPath( entry.path )?.id ?? 0;
	return `${ entry.resource }:${ id }`;
}

type Outcome = 'sent' | 'held' | 'stop' | 'dropped';

/**
 * Sends one entry.
 *
 * @param owner The owner.
 * @param entry The entry.
 */
async function send( owner: string, entry: OutboxEntry ): Promise< Outcome > {
	let path = entry.path;
	const target = itemOfPath( path );
	if ( target && target.id < 0 ) {
		const id = await mappedId( owner, target.resource, target.id );
		if ( null === id ) {
			// Its create has not gone out (it waits for a choice, or was refused).
			return 'held';
		}
		path = path.replace( String( target.id ), String( id ) );
	}
	try {
		if ( 'POST' === entry.method ) {
			const created = await apiPost< { id?: unknown } >(
				path,
				entry.body,
				entry.key ? { 'Idempotency-Key': entry.key } : undefined
			);
			const id = Number( created?.id );
			if ( entry.tempId && id > 0 ) {
				await mapId( owner, entry.resource, entry.tempId, id );
			}
		} else {
			await apiPut( path, entry.body );
		}
	} catch ( error ) {
		if ( isNetworkFailure( error ) ) {
			markOffline( null );
			return 'stop';
		}
		const status = error instanceof ApiRequestError ? error.status : 0;
		if (
			409 === status &&
			'PUT' === entry.method &&
			error instanceof ApiRequestError &&
			'fitcoach_conflict' === error.code
		) {
			const data = ( error.data ?? {} ) as Record< string, unknown >;
			await putEntry( {
				...entry,
				status: 'conflict',
				serverVersion: data.session ?? data.measurement ?? null,
			} );
			return 'held';
		}
		// A check-in of a day that has one already (made on another phone) is refused for good.
		const refusedForGood =
			error instanceof ApiRequestError &&
			'fitcoach_check_in_exists' === error.code;
		if (
			401 === status ||
			( 409 === status && ! refusedForGood ) ||
			429 === status ||
			status >= 500
		) {
			return 'stop';
		}
		await removeEntry( Number( entry.seq ) );
		notify(
			'error',
			__( 'Fout', 'fitcoach' ),
			errorMessage(
				error,
				__(
					'Een offline opgeslagen wijziging is door de server geweigerd.',
					'fitcoach'
				)
			)
		);
		return 'dropped';
	}
	await removeEntry( Number( entry.seq ) );
	return 'sent';
}

async function run(): Promise< void > {
	// Logouts made offline first: they need no login, and end logins that should be over.
	await sendLogouts().catch( () => 0 );
	const owner = currentOwner();
	if ( ! owner ) {
		return;
	}
	const held = new Set< string >();
	let sent = 0;
	for ( const entry of await entriesOf( owner ) ) {
		if ( currentOwner() !== owner ) {
			// Logged out or switched meanwhile: the rest waits for this owner.
			break;
		}
		const key = itemKey( entry );
		if ( 'conflict' === entry.status || held.has( key ) ) {
			held.add( key );
			continue;
		}
		const outcome = await send( owner, entry );
		if ( 'stop' === outcome ) {
			break;
		}
		if ( 'held' === outcome ) {
			held.add( key );
		}
		if ( 'sent' === outcome ) {
			sent++;
			markOnline();
		}
	}
	if ( sent > 0 ) {
		refreshStores();
		notify(
			'success',
			sprintf(
				/* translators: %d: number of changes sent. */
				_n(
					'%d offline wijziging verstuurd',
					'%d offline wijzigingen verstuurd',
					sent,
					'fitcoach'
				),
				sent
			)
		);
	}
	await refreshOutbox();
}

let running: Promise< void > | null = null;
let again = false;

/** Sends the current owner's outbox (one round at a time; a call during a round asks for one more). */
export function replay(): Promise< void > {
	if ( running ) {
		again = true;
		return running;
	}
	running = run()
		.catch( () => undefined )
		.finally( () => {
			running = null;
			if ( again ) {
				again = false;
				void replay();
			}
		} );
	return running;
}

/**
 * The member keeps the version they wrote: it is sent again without the version check.
 *
 * @param entry The conflicting entry.
 */
export async function keepMine( entry: OutboxEntry ): Promise< void > {
	const body = { ...entry.body };
	delete body.modified;
	await putEntry( {
		...entry,
		body,
		status: 'pending',
		serverVersion: undefined,
	} );
	await replay();
}

/**
 * The member keeps the server's version: their write is dropped.
 *
 * @param entry The conflicting entry.
 */
export async function keepServer( entry: OutboxEntry ): Promise< void > {
	await removeEntry( Number( entry.seq ) );
	refreshStores();
	await replay();
}

let started = false;

/** Starts sending the outbox whenever it can go (once per page). */
export function startSync(): void {
	if ( started || 'undefined' === typeof window ) {
		return;
	}
	started = true;
	onOutboxChange( () => void refreshOutbox() );
	whenQueued( () => {
		if ( false !== navigator.onLine ) {
			void replay();
		}
	} );
	window.addEventListener( 'online', () => void replay() );
	navigator.serviceWorker?.addEventListener( 'message', ( event ) => {
		if ( 'fitcoach-replay' === ( event.data as { type?: string } )?.type ) {
			void replay();
		}
	} );
	window.setInterval( () => {
		if ( false !== navigator.onLine ) {
			void replay();
		}
	}, 30000 );
	void refreshOutbox().then( replay );
}
