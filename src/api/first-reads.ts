/**
 * The page's first reads (issue 15): the app page prints this code (built as build/first-reads.js
 * from src/first-reads.ts) inline, first in its head, with its data as JSON beside it
 * (includes/Frontend/App_Scripts.php first_reads()). It sends GET /auth/me and the opened
 * screen's reads at once with the stored token, in parallel with the app's scripts, and keeps
 * each fetch() in window.fitcoachPreload under 'GET <url>'; the app's client takes them
 * (src/api/preload.ts takePreloaded()).
 *
 * It sends nothing when there is nothing to send for: no login stored, an administrator viewing
 * the app as someone else (the reads would need the member's id), no network, an access token
 * that has expired (that would only earn a 401: the app refreshes it first), or when the page
 * carries this login's answers already (the screen pass's, First_Screen).
 *
 * It runs before any other script of the page: it imports only storage.ts, which imports nothing.
 */

/**
 * Internal dependencies
 */
import type { PreloadedCall } from './preload';
import {
	SWITCHED_USER_KEY,
	getToken,
	isStoredLoginOf,
	tokenClaims,
} from './storage';

/** The id of the JSON element with the data (App_Scripts::FIRST_READS_ID). */
export const FIRST_READS_ID = 'fitcoach-first-reads';

/** The Accept header of the app's client (client.ts tokenFetchHandler), sent alike. */
export const ACCEPT = 'application/json, */*;q=0.1';

/** What the page gives the first reads. */
export interface FirstReadsData {
	/** The API key. */
	key: string;
	/** The reads' URLs, as the app's client calls them. */
	urls: string[];
	/** The user whose answers the page carries (the screen pass's), 0 for none. */
	user: number;
}

/**
 * The data the page printed for the first reads, or null when there is none that can be read.
 *
 * @param doc The page.
 */
export function readFirstReadsData( doc: Document ): FirstReadsData | null {
	const element = doc.getElementById( FIRST_READS_ID );
	let data: unknown = null;
	try {
		data = JSON.parse( element?.textContent ?? '' );
	} catch {
		return null;
	}
	if ( ! data || 'object' !== typeof data ) {
		return null;
	}
	const { key, urls, user } = data as Record< string, unknown >;
	if (
		! Array.isArray( urls ) ||
		! urls.every( ( url ) => 'string' === typeof url )
	) {
		return null;
	}
	return {
		key: 'string' === typeof key ? key : '',
		urls: urls as string[],
		user: 'number' === typeof user ? user : 0,
	};
}

/**
 * Whether an administrator views the app as someone else (a stored switch).
 */
function isSwitched(): boolean {
	try {
		return !! window.localStorage.getItem( SWITCHED_USER_KEY );
	} catch {
		return false;
	}
}

/**
 * Sends the first reads, when there is reason to (see above), into window.fitcoachPreload.
 *
 * @param data The page's data.
 */
export function sendFirstReads( data: FirstReadsData ): void {
	const token = getToken();
	if (
		! token ||
		isSwitched() ||
		false === window.navigator.onLine ||
		'function' !== typeof window.fetch
	) {
		return;
	}
	if ( data.user > 0 && isStoredLoginOf( data.user ) ) {
		// The page carries this login's answers: the app takes those (src/api/preload.ts).
		return;
	}
	const sent = Date.now();
	const expires = tokenClaims( token )?.exp;
	if ( 'number' !== typeof expires || expires * 1000 < sent + 5000 ) {
		return;
	}
	const headers: Record< string, string > = {
		Accept: ACCEPT,
		Authorization: `Bearer ${ token }`,
	};
	if ( data.key ) {
		headers[ 'X-FitCoach-Key' ] = data.key;
	}
	const calls: Record< string, PreloadedCall > = {};
	data.urls.forEach( ( url ) => {
		try {
			const response = window.fetch( url, {
				method: 'GET',
				headers,
				credentials: 'omit',
			} );
			response.catch( () => undefined );
			calls[ `GET ${ url }` ] = { response, token, sent };
		} catch {
			// Not sent: the app asks itself.
		}
	} );
	window.fitcoachPreload = calls;
}
