/**
 * What the member last read, kept per owner in IndexedDB so the screens can be shown without a
 * connection. The API client hands every GET answer of the member's endpoints to `remember` and
 * asks `recall` when a GET finds no network. Logging out and switching user forget it all.
 */

/**
 * Internal dependencies
 */
import { database } from './db';

/**
 * Whether answers of this endpoint are kept. The coach's screens (/admin/…) and the switch state
 * are not: they are no use offline and hold other members' data.
 *
 * @param path Endpoint path relative to the namespace.
 */
export function isKept( path: string ): boolean {
	return ! /^\/?(admin|user\/switch|auth\/(?!me\b))/.test( path );
}

/**
 * Keeps an answer.
 *
 * @param owner The owner (owner.ts).
 * @param path  Endpoint path with its query.
 * @param data  The answer.
 */
export async function remember(
	owner: string,
	path: string,
	data: unknown
): Promise< void > {
	const db = await database();
	if ( ! db || ! isKept( path ) ) {
		return;
	}
	try {
		await db.put( 'reads', {
			key: `${ owner }|${ path }`,
			owner,
			path,
			data,
			savedAt: Date.now(),
		} );
	} catch {
		// A full disk or an answer that cannot be cloned only costs the offline copy.
	}
}

/**
 * A kept answer and when it arrived, or null.
 *
 * @param owner The owner.
 * @param path  Endpoint path with its query.
 */
export async function recall(
	owner: string,
	path: string
): Promise< { data: unknown; savedAt: number } | null > {
	const db = await database();
	if ( ! db ) {
		return null;
	}
	const found = await db.get( 'reads', `${ owner }|${ path }` );
	return found ? { data: found.data, savedAt: found.savedAt } : null;
}

/** Forgets every kept answer, of every owner (logout, switching user). */
export async function forgetReads(): Promise< void > {
	const db = await database();
	await db?.clear( 'reads' );
}
