/**
 * Answers the app page holds for the app's first reads, so the first screen needs no request wave
 * of its own (issue 15, issue 27). Two kinds:
 *
 * - **The page's answers** (the screen pass's, includes/Frontend/First_Screen.php): JSON in the
 *   element #fitcoach-preload, read on the server as the user of the screen pass, keyed by path
 *   ('/fitcoach/v1/workouts'). takePageAnswers() reads the element and removes it at start-up,
 *   and hands the answers to api-fetch's preloading middleware (createPreloadingMiddleware, as the
 *   block editor does) only when the login this browser holds is that user's own
 *   (storage.ts isStoredLoginOf()): never another user's, nor while an administrator views the
 *   app as someone else. Each is used once.
 * - **The first reads** (src/api/first-reads.ts): when the page carries no answers for the stored
 *   login, a script first in the page's head sends GET /auth/me and the first screen's reads at
 *   once, in parallel with the scripts, keeping each fetch() in window.fitcoachPreload under
 *   'GET <url>'. The client's fetch handler asks takePreloaded() before it calls the network: a
 *   preloaded answer is used once, only for the same method and URL (query in any order), only
 *   when it was sent with the token the call would send, only while it is fresh, and only when it
 *   is ok. Anything else (a 401, a 5xx, no answer, another token) is dropped and the call goes out
 *   as usual, so the refresh and the move to /login happen exactly as without the page's help.
 *
 * A write forgets every preloaded answer (what it changed must be read again), and so does a
 * logout or a new login (forgetPreloaded()): the next user of the tab finds nothing of the last
 * one's in the document.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { isStoredLoginOf } from './storage';

/** The id of the page's element with its answers (First_Screen::ELEMENT_ID). */
export const PAGE_ANSWERS_ID = 'fitcoach-preload';

/** The preloading middleware with the page's answers, while they stand. */
let pageAnswers: APIFetchMiddleware | null = null;

/**
 * Takes the page's answers (the element #fitcoach-preload, removed from the page whatever it
 * holds) and keeps them for pageAnswersMiddleware when they are for the login this browser holds.
 *
 * @param doc The page.
 * @return Whether the answers are kept.
 */
export function takePageAnswers( doc: Document = document ): boolean {
	const element = doc.getElementById( PAGE_ANSWERS_ID );
	if ( ! element ) {
		return false;
	}
	const text = element.textContent ?? '';
	element.remove();
	let parsed: unknown = null;
	try {
		parsed = JSON.parse( text );
	} catch {
		return false;
	}
	const { user, answers } = (
		parsed && 'object' === typeof parsed ? parsed : {}
	) as { user?: unknown; answers?: unknown };
	if (
		'number' !== typeof user ||
		! answers ||
		'object' !== typeof answers ||
		Array.isArray( answers ) ||
		! isStoredLoginOf( user )
	) {
		return false;
	}
	pageAnswers = apiFetch.createPreloadingMiddleware(
		answers as Record< string, unknown >
	);
	return true;
}

/**
 * The api-fetch middleware that answers a read from the page's answers (takePageAnswers()), once
 * each, while they stand; every other call goes on.
 *
 * @param options The call.
 * @param next    The next middleware.
 */
export const pageAnswersMiddleware: APIFetchMiddleware = ( options, next ) =>
	pageAnswers ? pageAnswers( options, next ) : next( options );

/** One call the page sent (src/api/first-reads.ts). */
export interface PreloadedCall {
	/** The fetch() of the page. */
	response: Promise< Response >;
	/** The access token it was sent with. */
	token: string;
	/** When it was sent (Date.now()). */
	sent: number;
}

declare global {
	interface Window {
		fitcoachPreload?: Record< string, PreloadedCall >;
	}
}

/** How long after it was sent a preloaded answer may stand in for a call (ms). */
export const PRELOAD_MAX_AGE = 15000;

/**
 * A URL in a form two spellings of the same call share: absolute, the query decoded and sorted
 * (plain permalinks' ?rest_route= is encoded differently by WordPress and by @wordpress/url).
 *
 * @param url URL.
 * @return The form, or null for an unreadable URL.
 */
export function comparableUrl( url: string ): string | null {
	try {
		const parsed = new URL( url, window.location.href );
		const query = Array.from( parsed.searchParams.entries() )
			.map(
				( [ name, value ] ) =>
					`${ encodeURIComponent( name ) }=${ encodeURIComponent(
						value
					) }`
			)
			.sort();
		return `${ parsed.origin }${ parsed.pathname }?${ query.join( '&' ) }`;
	} catch {
		return null;
	}
}

/**
 * The value of a header, whatever its case.
 *
 * @param headers Headers.
 * @param name    Header name.
 */
function headerOf(
	headers: Record< string, string >,
	name: string
): string | undefined {
	const found = Object.keys( headers ).find(
		( key ) => key.toLowerCase() === name.toLowerCase()
	);
	return undefined === found ? undefined : headers[ found ];
}

/**
 * The page's answer for a call, taken out (it is never used twice), or null when there is none
 * that may stand in for it. The promise resolves with the Response when it is ok, else with null.
 *
 * @param method  HTTP method.
 * @param url     The URL the call goes to.
 * @param headers The headers the call would send.
 */
export function takePreloaded(
	method: string,
	url: string,
	headers: Record< string, string >
): Promise< Response | null > | null {
	const preloaded =
		'undefined' !== typeof window ? window.fitcoachPreload : undefined;
	if ( ! preloaded || 'GET' !== method.toUpperCase() ) {
		return null;
	}
	const wanted = comparableUrl( url );
	const key = Object.keys( preloaded ).find( ( candidate ) => {
		const [ verb, ...rest ] = candidate.split( ' ' );
		return (
			'GET' === verb.toUpperCase() &&
			null !== wanted &&
			comparableUrl( rest.join( ' ' ) ) === wanted
		);
	} );
	if ( undefined === key ) {
		return null;
	}
	const call = preloaded[ key ];
	delete preloaded[ key ];
	if (
		! call ||
		! call.response ||
		'function' !== typeof call.response.then ||
		! call.token ||
		headerOf( headers, 'Authorization' ) !== `Bearer ${ call.token }` ||
		! ( Date.now() - Number( call.sent ) <= PRELOAD_MAX_AGE )
	) {
		return null;
	}
	return call.response.then(
		( response ) => ( response && response.ok ? response : null ),
		() => null
	);
}

/**
 * Forgets every preloaded answer, of both kinds, and removes the page's element of answers if it
 * is still there (after a write, a logout or a new login).
 */
export function forgetPreloaded(): void {
	pageAnswers = null;
	if ( 'undefined' !== typeof window ) {
		delete window.fitcoachPreload;
	}
	if ( 'undefined' !== typeof document ) {
		document.getElementById( PAGE_ANSWERS_ID )?.remove();
	}
}
