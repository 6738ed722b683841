/**
 * Request waves of a page load: how many network round trips lie one after the other before a
 * screen is complete. Pure logic over the requests a CDP session saw (firstscreen.js records
 * them); tests/js/bench/waves.test.js covers it.
 *
 * A request's wave is the wave of what it waited for, plus one when it went to the network
 * (a response from the HTTP cache, the memory cache or the service worker's cache costs no round
 * trip, so it stays in the wave of what it waited for):
 *   - the page's document: nothing before it (wave 1 from the network);
 *   - found by the HTML parser or its preload scanner (initiator 'parser'/'preload' with a URL:
 *     a script or stylesheet in the HTML, a font in a stylesheet): the request of that URL. The
 *     time is not used: the parser streams, and a tag found while the HTML still downloads
 *     depends on the HTML all the same (and a late find is CPU, not another round trip);
 *   - asked for by JavaScript or by the browser itself (initiator 'script' or 'other': fetch(),
 *     a webpack chunk, an image React rendered): the script files on its stack (the code that
 *     asked had to arrive first), and every data answer — the document, a fetch or an XHR — that
 *     had finished when it was sent: the code may have awaited any of them (the route chunk
 *     waits for /auth/me, the charts chunk for the chart's data), so the deepest one counts.
 * Requests that never feed a screen are left out: the favicon, the web app manifest, pings, CSP
 * reports, CORS preflights, prefetches, failed or cancelled requests, data: and blob: URLs.
 * The waves before "complete" are the deepest wave among the document, script, stylesheet, fetch
 * and XHR requests that finished before it (images and fonts are listed in their wave, but a
 * late image does not make the chain longer).
 *
 * What it cannot tell is which answer a request really waited for, so there are two counts:
 *   - `waves` (the one the budget holds): as above. It misses a script or stylesheet that code
 *     waited for without being on the stack: an inline handler of DOMContentLoaded that waits for
 *     the deferred scripts, a component that webpack renders only once its chunk's CSS came (that
 *     CSS is asked for beside the chunk, so it only matters when it alone goes to the network, as
 *     a revalidated stylesheet on a warm start does);
 *   - `waves_any` (an upper bound, the plain timing rule): every document, script, stylesheet,
 *     fetch or XHR answer finished before a script-made request was sent counts as waited for.
 *     It counts a request one wave deeper when the main thread was busy: an inline fetch that a
 *     4× slower CPU sends after a preloaded chunk came in, the slider chunk sent just after the
 *     charts chunk (a side branch) came in.
 * The requests per wave, with their times, are in the report to read either.
 */
'use strict';

/** CDP resource types that never feed a screen's content. */
const IGNORED_TYPES = new Set( [
	'Manifest',
	'Ping',
	'CSPViolationReport',
	'Preflight',
	'SignedExchange',
] );

/** CDP resource types whose answer can set JavaScript going (and so start another wave). */
const TRIGGER_TYPES = new Set( [
	'Document',
	'Script',
	'Stylesheet',
	'XHR',
	'Fetch',
] );

/** CDP resource types of data answers: code may await any of them before asking for more. */
const DATA_TYPES = new Set( [ 'Document', 'XHR', 'Fetch' ] );

/**
 * Whether a recorded request is left out of the waves.
 *
 * @param {Object} request Recorded request ({ url, type, failed, prefetch }).
 * @return {boolean} True when it does not count.
 */
function ignored( request ) {
	return (
		/^(data|blob):/.test( request.url ) ||
		IGNORED_TYPES.has( request.type ) ||
		/\/favicon\.ico(\?|$)/.test( request.url ) ||
		!! request.prefetch ||
		!! request.failed
	);
}

/**
 * A URL without its fragment, to match initiator URLs with requests.
 *
 * @param {string} url URL.
 * @return {string} URL.
 */
function key( url ) {
	return String( url || '' ).replace( /#.*$/, '' );
}

/**
 * Gives every request its wave.
 *
 * @param {Object[]} requests    Recorded requests: { url, type, sent (s), end (s or null),
 *                               network (bool: went to the network), initiator: { type, url,
 *                               stack: [urls] }, failed, prefetch }. Times on one clock (CDP's
 *                               monotonic seconds).
 * @param {Object}   options     How to count.
 * @param {boolean}  options.any The upper bound: any finished document, script, stylesheet,
 *                               fetch or XHR answer may have been waited for (`waves_any`).
 * @return {Object[]} The counted requests, sorted by the time they were sent, each with `wave`.
 */
function assignWaves( requests, options = {} ) {
	const awaited = options.any ? TRIGGER_TYPES : DATA_TYPES;
	const counted = requests
		.filter( ( r ) => ! ignored( r ) )
		.map( ( r ) => ( { ...r } ) )
		.sort( ( a, b ) => a.sent - b.sent );
	const byUrl = new Map();
	const done = [];
	for ( const request of counted ) {
		const initiator = request.initiator || {};
		const parents = [];
		// The page's first request (its document) waits for nothing.
		if ( request !== counted[ 0 ] ) {
			const urls = [ initiator.url, ...( initiator.stack || [] ) ]
				.filter( Boolean )
				.map( key );
			for ( const url of urls ) {
				const parent = byUrl.get( url );
				if ( parent && parent !== request ) {
					parents.push( parent.wave );
				}
			}
			const parsed =
				( initiator.type === 'parser' ||
					initiator.type === 'preload' ) &&
				parents.length;
			if ( ! parsed ) {
				for ( const finished of done ) {
					if (
						awaited.has( finished.type ) &&
						finished.end !== null &&
						finished.end <= request.sent
					) {
						parents.push( finished.wave );
					}
				}
			}
			if ( ! parents.length ) {
				// Nothing known before it: it came after the page's first request at least.
				parents.push( counted[ 0 ].wave );
			}
		}
		const base = parents.length ? Math.max( ...parents ) : 0;
		request.wave = base + ( request.network ? 1 : 0 );
		if ( ! byUrl.has( key( request.url ) ) ) {
			byUrl.set( key( request.url ), request );
		}
		done.push( request );
	}
	return counted;
}

/**
 * The waves up to a moment: the deepest wave among the requests that had finished by then.
 *
 * @param {Object[]}    waved    assignWaves() output.
 * @param {number|null} complete The moment (same clock), or null for every finished request.
 * @return {number} Waves (0 when nothing finished).
 */
function wavesBefore( waved, complete ) {
	let deepest = 0;
	for ( const request of waved ) {
		if (
			TRIGGER_TYPES.has( request.type ) &&
			request.end !== null &&
			request.end !== undefined &&
			( complete === null || request.end <= complete )
		) {
			deepest = Math.max( deepest, request.wave );
		}
	}
	return deepest;
}

/**
 * The requests up to a moment grouped by wave, for the report: each URL (short form, '(cache)'
 * when it cost no round trip) with when it was sent and when it finished.
 *
 * @param {Object[]}                waved        assignWaves() output.
 * @param {number|null}             complete     The moment, or null for all.
 * @param {Object}                  format       How to print.
 * @param {function(string):string} format.short Turns a URL into its short form.
 * @param {function(number):number} format.ms    Turns a time on the requests' clock into ms
 *                                               from navigation start.
 * @return {Object[]} [{ wave, requests, network, bytes, urls }] in wave order.
 */
function byWave( waved, complete, format = {} ) {
	const short = format.short || ( ( url ) => url );
	const ms = format.ms || null;
	const groups = new Map();
	for ( const request of waved ) {
		if (
			complete !== null &&
			( request.end === null ||
				request.end === undefined ||
				request.end > complete )
		) {
			continue;
		}
		if ( ! groups.has( request.wave ) ) {
			groups.set( request.wave, {
				wave: request.wave,
				requests: 0,
				network: 0,
				bytes: 0,
				urls: [],
			} );
		}
		const group = groups.get( request.wave );
		group.requests++;
		group.network += request.network ? 1 : 0;
		group.bytes += request.bytes || 0;
		const when =
			ms && request.end !== null && request.end !== undefined
				? ` ${ Math.round( ms( request.sent ) ) }–${ Math.round(
						ms( request.end )
					) } ms`
				: '';
		group.urls.push(
			short( request.url ) + ( request.network ? '' : ' (cache)' ) + when
		);
	}
	return [ ...groups.values() ].sort( ( a, b ) => a.wave - b.wave );
}

module.exports = {
	assignWaves,
	wavesBefore,
	byWave,
	ignored,
	TRIGGER_TYPES,
	DATA_TYPES,
};
