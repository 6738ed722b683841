/**
 * Answers the app page asked for before the app's code arrived. A small script in the page's head
 * (includes/Frontend/App_Page.php) reads the stored login and sends GET /auth/me and the first
 * screen's reads at once, in parallel with the scripts, keeping each fetch() in
 * window.fitcoachPreload under 'GET <url>'.
 *
 * The client's fetch handler asks here before it calls the network: a preloaded answer is used
 * once, only for the same method and URL (query in any order), only when it was sent with the
 * token the call would send, only while it is fresh, and only when it is ok. Anything else (a 401,
 * a 5xx, no answer, another token) is dropped and the call goes out as usual, so the refresh and
 * the move to /login happen exactly as without the page's help. A write forgets every preloaded
 * answer: what it changed must be read again.
 */

/** One call the page sent (App_Page::preload_script()). */
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

/** Forgets every preloaded answer (after a write, or when the login changes). */
export function forgetPreloaded(): void {
	if ( 'undefined' !== typeof window ) {
		window.fitcoachPreload = {};
	}
}
