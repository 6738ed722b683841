/**
 * GETs of the member's endpoints, with the offline copy: every answer is kept for its owner and
 * shown with the owner's pending writes in it; a GET that finds no network is answered from the
 * kept copy (and the connection store learns the app is offline and how old that copy is). An
 * item created offline is read from the outbox until its create has been sent, then by its
 * server id.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../data/connection';
import { entriesOf, itemOfPath, mappedId } from './outbox';
import { currentOwner } from './owner';
import { recall, remember } from './reads';
import { pendingItem, withPending } from './views';

/**
 * Whether a call failed for lack of any answer (no network, the server unreachable).
 *
 * @param error What the call threw.
 */
export function isNetworkFailure( error: unknown ): boolean {
	return (
		!! error &&
		'object' === typeof error &&
		0 === ( error as { status?: unknown } ).status
	);
}

/**
 * Tells the connection store a call was answered.
 */
export function markOnline(): void {
	dispatch( connectionStore ).wentOnline();
}

/**
 * Tells the connection store a call found no network.
 *
 * @param shownFrom When the kept data shown instead arrived, null when none is shown.
 */
export function markOffline( shownFrom: number | null ): void {
	dispatch( connectionStore ).wentOffline( shownFrom );
}

/**
 * Reads an endpoint through the offline copy.
 *
 * @param path    Endpoint path relative to the namespace, with its query ('/measurements?page=1').
 * @param fetcher Does the GET of a path.
 * @return The answer; undefined for an item made offline that the outbox no longer holds.
 */
export async function readThrough< T >(
	path: string,
	fetcher: ( path: string ) => Promise< T >
): Promise< T | undefined > {
	const owner = currentOwner();
	if ( ! owner ) {
		return fetcher( path );
	}
	let target = path;
	const item = itemOfPath( path );
	if ( item && item.id < 0 ) {
		const id = await mappedId( owner, item.resource, item.id );
		if ( null === id ) {
			const entries = await entriesOf( owner );
			return ( pendingItem( entries, item.resource, item.id, null ) ??
				undefined ) as T | undefined;
		}
		target = path.replace( String( item.id ), String( id ) );
	}
	let data: T;
	try {
		data = await fetcher( target );
	} catch ( error ) {
		if ( ! isNetworkFailure( error ) ) {
			throw error;
		}
		const kept = await recall( owner, target );
		markOffline( kept ? kept.savedAt : null );
		if ( ! kept ) {
			throw error;
		}
		return withPending( target, kept.data, await entriesOf( owner ) ) as T;
	}
	markOnline();
	if ( currentOwner() === owner ) {
		void remember( owner, target, data );
	}
	return withPending( target, data, await entriesOf( owner ) ) as T;
}
