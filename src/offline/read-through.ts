/**
 * GETs of the member's endpoints, with the offline copy: every answer is kept for its owner and
 * shown with the owner's pending writes in it; a GET that finds no network is answered from the
 * kept copy (and the connection store learns the app is offline and how old that copy is). An
 * item created offline is read from the outbox until its create has been sent, then by its
 * server id.
 *
 * Warm start: until an endpoint has answered online since the app started, `readKept` gives its
 * kept copy (with the pending writes in it), so the stores show the member's last data at once
 * while the network is asked (src/data/utils/fetch.ts).
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../data/connection';
import { entriesOf, itemOfPath, listOfPath, mappedId } from './outbox';
import { currentOwner } from './owner';
import { recall, remember } from './reads';
import { pendingItem, withPending } from './views';

/** The endpoints ('owner|path') that answered online since the app started. */
const answeredOnline = new Set< string >();

/**
 * Page 1 of a list made of the items created offline alone, or null when there are none (or the
 * path is no list's page 1).
 *
 * @param owner The owner.
 * @param path  Endpoint path with its query.
 */
async function madeOffline(
	owner: string,
	path: string
): Promise< { data: unknown[]; pages: number; total: number } | null > {
	const resource = listOfPath( path );
	const page = Number(
		new URLSearchParams( path.split( '?' )[ 1 ] ?? '' ).get( 'page' ) ?? 1
	);
	if ( ! resource || page > 1 ) {
		return null;
	}
	const empty = { data: [], pages: 1, total: 0 };
	const shown = withPending( path, empty, await entriesOf( owner ) ) as {
		data: unknown[];
	};
	return shown.data.length
		? { data: shown.data, pages: 1, total: shown.data.length }
		: null;
}

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
			// Never read online: page 1 of a list still shows what was made offline.
			const made = await madeOffline( owner, target );
			if ( made ) {
				return made as T;
			}
			throw error;
		}
		return withPending( target, kept.data, await entriesOf( owner ) ) as T;
	}
	markOnline();
	answeredOnline.add( `${ owner }|${ target }` );
	if ( currentOwner() === owner ) {
		void remember( owner, target, data );
	}
	return withPending( target, data, await entriesOf( owner ) ) as T;
}

/**
 * The kept copy of an endpoint for the warm start: what it last answered the current owner, with
 * the owner's pending writes in it, and when it arrived. Null without a login, for an item made
 * offline (readThrough finds it in the outbox), when nothing is kept, and once the endpoint has
 * answered online since the app started.
 *
 * @param path Endpoint path relative to the namespace, with its query.
 */
export async function readKept< T >(
	path: string
): Promise< { data: T; savedAt: number } | null > {
	const owner = currentOwner();
	const item = itemOfPath( path );
	if ( ! owner || ( item && item.id < 0 ) ) {
		return null;
	}
	const key = `${ owner }|${ path }`;
	if ( answeredOnline.has( key ) ) {
		return null;
	}
	const kept = await recall( owner, path );
	if ( ! kept || answeredOnline.has( key ) || currentOwner() !== owner ) {
		return null;
	}
	return {
		data: withPending( path, kept.data, await entriesOf( owner ) ) as T,
		savedAt: kept.savedAt,
	};
}
