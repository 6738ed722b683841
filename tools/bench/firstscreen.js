#!/usr/bin/env node
/**
 * The first screen in one round trip: how long a logged-in member waits until a first screen is
 * complete, and how many request waves lie before it. Debian's chromium through Playwright, a
 * 390×844 phone (3× pixels, touch), for each profile and each screen:
 *
 * Profiles (CDP on the page: Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate;
 * DevTools throttling delays each request, it does not simulate TCP):
 *   - unthrottled: this machine as it is (5 runs);
 *   - rtt150: 150 ms latency per request, no bandwidth limit, CPU as it is (3 runs);
 *   - mobile (Lighthouse-like): 150 ms RTT, 1.6 Mbps down / 750 Kbps up, 4× CPU (5 runs).
 *
 * Screens: home `/`, `/metingen` and `/training` as the member, `/admin` as the coach (under the
 * app's path, read from window.fitcoachConfig.basePath).
 *
 * Each run:
 *   - cold: a new browser context (own HTTP cache and connections) with the login state of the
 *     user, service workers blocked, Network.clearBrowserCache, cache enabled; one navigation;
 *   - warm: a new tab in the same context once the cold tab went quiet (HTTP cache warm, service
 *     workers still blocked: it measures HTTP caching);
 *   - warm-sw (on the mobile profile unless --sw says otherwise): another context with service
 *     workers allowed; one unmeasured visit (unthrottled) installs the worker, then the measured
 *     visit. The worker's own fetches (the HTML, network first) are not throttled by the page's
 *     CDP session: on the throttled profiles this figure misses the HTML's round trip (a lower bound).
 * The login is the real one: the login screen filled in and submitted once per user (an API login
 * only if the screen cannot be used); its localStorage (the token) is the state each context
 * starts with.
 *
 * Complete: a check run in the page on every animation frame from the document's start; the
 * time is performance.now() (from navigation start) of the first frame where it holds. Only what
 * the member can see counts (Element.checkVisibility: the app building its Home out of sight
 * behind the server's drawing, src/routes/firstScreen.ts, is not looked at):
 *   - home: no loading placeholder shown (.fc-app__loading, .fc-skeleton, .fc-spinner,
 *     .fc-chart__placeholder), the stat cards shown in their slider, and both charts drawn: two
 *     charts in .fc-home .fc-chart with a size, each either a canvas Chart.js took ($chartjs) with
 *     ink on it (a pixel strip down the middle read back), or the server's drawing of the chart
 *     (svg.fc-chart__drawing) with its line (path.fc-chart__line of a non-zero length);
 *   - metingen: rows of the measurements list shown, no skeleton or start spinner;
 *   - training: workout cards and session rows shown, no skeleton or start spinner;
 *   - admin: the activity feed shown (items, or its empty text), no start spinner;
 *   - each screen, app: the same, drawn by the app itself (no server drawing left on the page):
 *     when the member can use every control. It is the same moment as "complete" without a
 *     drawing; with one it is printed beside it (`app_ms`) and has no budget of its own.
 * Never complete within 30 s: the run counts as missing and the last reason is kept.
 *
 * Waves (lib/waves.js has the whole definition): from the tab's CDP Network events
 * (requestWillBeSent with initiator and time, responseReceived, loadingFinished), the longest chain
 * of network round trips before "complete". The HTML is wave 1; a request the HTML parser found
 * (or a stylesheet named) is one wave after that file, however late it was found; a request made
 * by JavaScript or the browser is one wave after the script files on its stack and after the
 * deepest data answer (the document, a fetch, an XHR) that had finished when it was sent; an
 * answer from a cache adds no wave; the favicon, manifest, prefetches and failed requests do not
 * count. `waves` is the deepest wave among the document/script/stylesheet/fetch/XHR requests
 * finished before "complete"; `waves_any` the same with any finished document, script,
 * stylesheet, fetch or XHR answer counted as waited for (the plain timing rule: an upper bound
 * that a busy main thread or a side branch inflates). The JSON lists each wave's requests with
 * their times (the median run's, and the deepest run's when it counted more). Requests, network
 * requests and bytes (encodedDataLength) are those finished before "complete".
 *
 * node tools/bench/firstscreen.js --base http://127.0.0.1:8900 --user sanne --password … \
 *   --out firstscreen.json [--coach coach] [--profiles unthrottled,rtt150,mobile]
 *   [--screens home,metingen,training,admin] [--runs N] [--sw mobile|all|none|PROFILES]
 *   [--budget-ms 1200]
 *   [--budget-label "npm start"]
 * With --budget-ms: PASS/FAIL of home's cold median on each measured profile against it (the exit
 * code stays 0 either way: a measurement, not a test; non-zero only when nothing could be measured).
 */
'use strict';

/**
 * External dependencies
 */
const fs = require( 'fs' );
const os = require( 'os' );
const { chromium } = require( '@playwright/test' );
/**
 * Internal dependencies
 */
const { median } = require( './lib/median' );
const { args, CHROMIUM_ARGS } = require( './lib/cli' );
const { assignWaves, wavesBefore, byWave } = require( './lib/waves' );

const MOBILE_NETWORK = {
	latency: 150,
	downloadThroughput: ( 1.6 * 1024 * 1024 ) / 8,
	uploadThroughput: ( 750 * 1024 ) / 8,
};

const PROFILES = {
	unthrottled: { label: 'unthrottled', runs: 5 },
	rtt150: {
		label: '150 ms RTT',
		runs: 3,
		network: {
			latency: 150,
			downloadThroughput: -1,
			uploadThroughput: -1,
		},
	},
	mobile: {
		label: 'mobile (4× CPU, 150 ms RTT, 1.6 Mbps)',
		// The budgets are decided on this profile: five runs, so one slow run of a machine that
		// also serves the site does not make the median.
		runs: 5,
		cpu: 4,
		network: MOBILE_NETWORK,
	},
};

const SCREENS = {
	home: { path: '', as: 'member' },
	metingen: { path: 'metingen', as: 'member' },
	training: { path: 'training', as: 'member' },
	admin: { path: 'admin', as: 'coach' },
};

const PHONE = {
	viewport: { width: 390, height: 844 },
	deviceScaleFactor: 3,
	isMobile: true,
	hasTouch: true,
	locale: 'nl-NL',
};

const COMPLETE_TIMEOUT_MS = 30000;
// Access tokens live an hour: a login older than this is renewed before the next run.
const LOGIN_RENEW_MS = 45 * 60 * 1000;
const TOKEN_KEY = 'fitcoach_token';

/**
 * Runs in the page (an init script, from the document's start): checks on every animation frame
 * whether the screen is complete and keeps the first moment it is, in window.__fcFirstScreen.
 *
 * @param {string} screen home, metingen, training or admin.
 */
function probe( screen ) {
	if ( window.top !== window ) {
		return;
	}
	const state = {
		screen,
		complete_ms: null,
		// The first frame the app itself shows the screen complete (see above).
		app_ms: null,
		drawn_by_server: false,
		reason: 'not started',
		// What was still missing, from when: [ [ ms, reason ], … ].
		steps: [],
	};
	let finish;
	state.done = new Promise( ( resolve ) => {
		finish = resolve;
	} );
	window.__fcFirstScreen = state;
	// The loading placeholders shown, with the section each is in: '' when none.
	// Whether the member can see an element (not in a hidden or invisible subtree).
	const seen = ( element ) =>
		'function' !== typeof element.checkVisibility ||
		element.checkVisibility( { visibilityProperty: true } );
	const shownIn = ( root, selector ) =>
		[ ...root.querySelectorAll( selector ) ].filter( seen );
	const loading = ( root, selectors ) => {
		const shown = [];
		for ( const selector of selectors ) {
			const found = shownIn( root, selector );
			if ( found.length ) {
				const where = new Set();
				for ( const element of found ) {
					const section = element.closest( '[aria-labelledby]' );
					if ( section ) {
						where.add( section.getAttribute( 'aria-labelledby' ) );
					}
				}
				shown.push(
					`${ selector } ×${ found.length }${ where.size ? ` (${ [ ...where ].join( ', ' ) })` : '' }`
				);
			}
		}
		return shown.length ? `loading: ${ shown.join( ', ' ) }` : '';
	};
	const drawnSvg = ( svg ) => {
		const box = svg.getBoundingClientRect();
		const line = svg.querySelector( 'path.fc-chart__line' );
		return !! (
			box.width &&
			box.height &&
			line &&
			line.getTotalLength() > 0
		);
	};
	const inked = ( canvas ) => {
		if ( 'svg' === canvas.localName ) {
			return drawnSvg( canvas );
		}
		if ( ! canvas.$chartjs || ! canvas.width || ! canvas.height ) {
			return false;
		}
		const box = canvas.getBoundingClientRect();
		if ( ! box.width || ! box.height ) {
			return false;
		}
		const context = canvas.getContext( '2d' );
		if ( ! context ) {
			return false;
		}
		// A strip down the middle: the horizontal grid lines and the line cross it.
		const x = Math.max( 0, Math.floor( canvas.width / 2 ) - 2 );
		const pixels = context.getImageData( x, 0, 4, canvas.height ).data;
		for ( let i = 3; i < pixels.length; i += 4 ) {
			if ( pixels[ i ] ) {
				return true;
			}
		}
		return false;
	};
	const failed = ( root ) => {
		const error = root.querySelector(
			'.fc-error-state__message, .fc-activity__error'
		);
		return error ? `error shown: ${ error.textContent.trim() }` : '';
	};
	const checks = {
		home( root, appOnly = false ) {
			if ( appOnly && root.querySelector( '.fc-first-screen' ) ) {
				return 'the server drawing is shown';
			}
			const waiting = loading( root, [
				'.fc-app__loading',
				'.fc-skeleton',
				'.fc-spinner',
				'.fc-chart__placeholder',
			] );
			if ( waiting ) {
				return waiting;
			}
			if ( ! shownIn( root, '.fc-home' ).length ) {
				return 'no home screen';
			}
			if ( ! shownIn( root, '.fc-slider--stats .fc-stat-card' ).length ) {
				return failed( root ) || 'no stat cards';
			}
			const canvases = shownIn(
				root,
				'.fc-home .fc-chart canvas, .fc-home .fc-chart svg.fc-chart__drawing'
			);
			if ( canvases.length < 2 ) {
				return failed( root ) || `${ canvases.length } of 2 charts`;
			}
			for ( const canvas of canvases ) {
				if ( ! inked( canvas ) ) {
					return 'a chart not drawn yet';
				}
			}
			return true;
		},
		metingen( root, appOnly = false ) {
			if ( appOnly && root.querySelector( '.fc-first-screen' ) ) {
				return 'the server drawing is shown';
			}
			const waiting = loading( root, [
				'.fc-app__loading',
				'.fc-skeleton',
			] );
			if ( waiting ) {
				return waiting;
			}
			if (
				! shownIn( root, '.fc-measurements__list .fc-measurement-row' )
					.length
			) {
				return failed( root ) || 'no measurement rows';
			}
			return true;
		},
		training( root, appOnly = false ) {
			if ( appOnly && root.querySelector( '.fc-first-screen' ) ) {
				return 'the server drawing is shown';
			}
			const waiting = loading( root, [
				'.fc-app__loading',
				'.fc-skeleton',
			] );
			if ( waiting ) {
				return waiting;
			}
			if ( ! shownIn( root, '.fc-training .fc-workout-card' ).length ) {
				return failed( root ) || 'no workout cards';
			}
			if ( ! shownIn( root, '.fc-training .fc-session-row' ).length ) {
				return failed( root ) || 'no session rows';
			}
			return true;
		},
		admin( root, appOnly = false ) {
			if ( appOnly && root.querySelector( '.fc-first-screen' ) ) {
				return 'the server drawing is shown';
			}
			const waiting = loading( root, [
				'.fc-app__loading',
				'.fc-activity .fc-spinner',
			] );
			if ( waiting ) {
				return waiting;
			}
			if (
				! shownIn( root, '.fc-activity__item, .fc-activity__empty' )
					.length
			) {
				return failed( root ) || 'no activity feed';
			}
			return true;
		},
	};
	// After "complete" on a server drawing: the first frame the app itself has the screen drawn.
	const appTick = () => {
		const root = document.getElementById( 'fitcoach-app' );
		let verdict = false;
		try {
			verdict = !! root && true === checks[ screen ]( root, true );
		} catch {
			verdict = false;
		}
		if ( verdict ) {
			state.app_ms = performance.now();
			state.steps.push( [ Math.round( state.app_ms ), 'app complete' ] );
			return;
		}
		window.requestAnimationFrame( appTick );
	};
	const tick = () => {
		const root = document.getElementById( 'fitcoach-app' );
		let verdict = 'no #fitcoach-app';
		if ( /\/login\/?$/.test( window.location.pathname ) ) {
			verdict = 'on the login screen';
		} else if ( root ) {
			try {
				verdict = checks[ screen ]( root );
			} catch ( e ) {
				verdict = `check failed: ${ e.message }`;
			}
		}
		if ( verdict === true ) {
			state.complete_ms = performance.now();
			state.reason = '';
			state.steps.push( [ Math.round( state.complete_ms ), 'complete' ] );
			state.drawn_by_server = !! root.querySelector( '.fc-first-screen' );
			if ( state.drawn_by_server ) {
				window.requestAnimationFrame( appTick );
			} else {
				state.app_ms = state.complete_ms;
			}
			finish();
			return;
		}
		if ( verdict !== state.reason ) {
			state.steps.push( [ Math.round( performance.now() ), verdict ] );
		}
		state.reason = verdict;
		window.requestAnimationFrame( tick );
	};
	window.requestAnimationFrame( tick );
}

/**
 * Records the page's requests from CDP Network events.
 *
 * @param {Object} cdp CDP session of the page.
 * @return {{requests: Map, inflight: function(): number, lastEvent: function(): number}} Recorder.
 */
function recorder( cdp ) {
	const requests = new Map();
	let last = Date.now();
	const touch = () => {
		last = Date.now();
	};
	const stackUrls = ( stack ) => {
		const urls = [];
		for ( let s = stack; s; s = s.parent ) {
			for ( const frame of s.callFrames || [] ) {
				if ( frame.url ) {
					urls.push( frame.url );
				}
			}
		}
		return [ ...new Set( urls ) ];
	};
	cdp.on( 'Network.requestWillBeSent', ( event ) => {
		touch();
		const previous = requests.get( event.requestId );
		const initiator = event.initiator || {};
		requests.set( event.requestId, {
			url: event.request.url,
			type: event.type || ( previous && previous.type ) || 'Other',
			// A redirect keeps the first request's start.
			sent: previous ? previous.sent : event.timestamp,
			wall: previous ? previous.wall : event.wallTime,
			end: null,
			network: true,
			status: 0,
			bytes: previous ? previous.bytes : 0,
			initiator: {
				type: initiator.type,
				url: initiator.url,
				stack: stackUrls( initiator.stack ),
			},
			prefetch: event.type === 'Prefetch',
			failed: false,
		} );
	} );
	cdp.on( 'Network.requestServedFromCache', ( event ) => {
		const request = requests.get( event.requestId );
		if ( request ) {
			request.network = false;
		}
	} );
	cdp.on( 'Network.responseReceived', ( event ) => {
		touch();
		const request = requests.get( event.requestId );
		if ( ! request ) {
			return;
		}
		const response = event.response;
		request.status = response.status;
		request.type = event.type || request.type;
		if ( response.fromDiskCache || response.fromPrefetchCache ) {
			request.network = false;
		}
		if (
			response.fromServiceWorker &&
			[ 'cache-storage', 'http-cache' ].includes(
				response.serviceWorkerResponseSource
			)
		) {
			request.network = false;
		}
		request.fromServiceWorker = !! response.fromServiceWorker;
	} );
	cdp.on( 'Network.loadingFinished', ( event ) => {
		touch();
		const request = requests.get( event.requestId );
		if ( request ) {
			request.end = event.timestamp;
			request.bytes += event.encodedDataLength || 0;
		}
	} );
	cdp.on( 'Network.loadingFailed', ( event ) => {
		touch();
		const request = requests.get( event.requestId );
		if ( request ) {
			request.end = event.timestamp;
			request.failed = true;
			request.error = event.errorText;
		}
	} );
	return {
		requests,
		inflight: () =>
			[ ...requests.values() ].filter(
				( r ) => r.end === null && ! /^(data|blob):/.test( r.url )
			).length,
		lastEvent: () => last,
	};
}

/**
 * A URL in a few characters: no origin, the plugin's build folder as build/, WordPress's script
 * folder as wp/, no ?ver=.
 *
 * @param {string} url URL.
 * @return {string} Short form.
 */
function shorten( url ) {
	let short = String( url )
		.replace( /^https?:\/\/[^/]+/, '' )
		.replace( /^\/wp-content\/plugins\/[^/]+\/build\//, 'build/' )
		.replace( /^\/wp-includes\/js\/dist\/(vendor\/)?/, 'wp/' )
		.replace( /([?&])ver=[^&]*&?/, '$1' )
		.replace( /[?&]$/, '' );
	if ( short.length > 90 ) {
		short = short.slice( 0, 87 ) + '…';
	}
	return short;
}

/**
 * Waits until the page has had no request in flight for half a second (at most `limit` ms), so
 * the HTTP cache holds what the next visit will ask for.
 *
 * @param {Object} log   recorder() of the page.
 * @param {number} limit Milliseconds.
 */
async function quiet( log, limit ) {
	const until = Date.now() + limit;
	while ( Date.now() < until ) {
		if ( ! log.inflight() && Date.now() - log.lastEvent() >= 500 ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}

/**
 * One measured visit of a screen in a context: a new tab, the profile applied, the navigation,
 * the first complete frame, then the requests until the tab is quiet.
 *
 * @param {Object}  context Browser context (with the probe as init script).
 * @param {string}  url     The screen's URL.
 * @param {Object}  profile PROFILES entry.
 * @param {boolean} clear   Clear the browser cache first (cold).
 * @return {Promise<Object>} The visit's figures.
 */
async function visit( context, url, profile, clear ) {
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	const log = recorder( cdp );
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Network.setCacheDisabled', { cacheDisabled: false } );
	if ( clear ) {
		await cdp.send( 'Network.clearBrowserCache' );
	}
	if ( profile.cpu ) {
		await cdp.send( 'Emulation.setCPUThrottlingRate', {
			rate: profile.cpu,
		} );
	}
	if ( profile.network ) {
		await cdp.send( 'Network.emulateNetworkConditions', {
			offline: false,
			...profile.network,
		} );
	}
	try {
		await page.goto( url, { waitUntil: 'commit', timeout: 60000 } );
		await page.waitForFunction( () => !! window.__fcFirstScreen, null, {
			timeout: 60000,
		} );
		const state = await page.evaluate(
			( timeout ) =>
				Promise.race( [
					window.__fcFirstScreen
						? window.__fcFirstScreen.done
						: Promise.resolve(),
					new Promise( ( resolve ) =>
						setTimeout( resolve, timeout )
					),
				] ).then( () => ( {
					complete_ms: window.__fcFirstScreen
						? window.__fcFirstScreen.complete_ms
						: null,
					reason: window.__fcFirstScreen
						? window.__fcFirstScreen.reason
						: 'the probe did not run',
					steps: window.__fcFirstScreen
						? window.__fcFirstScreen.steps
						: [],
					origin: performance.timeOrigin,
					path: window.location.pathname,
					controlled: !! (
						navigator.serviceWorker &&
						navigator.serviceWorker.controller
					),
				} ) ),
			COMPLETE_TIMEOUT_MS
		);
		await quiet( log, 15000 );
		// Home drawn by the server: until the app has it drawn itself too (at most 30 s more).
		const later = await page
			.waitForFunction(
				() =>
					! window.__fcFirstScreen ||
					! window.__fcFirstScreen.complete_ms ||
					null !== window.__fcFirstScreen.app_ms,
				null,
				{ timeout: COMPLETE_TIMEOUT_MS }
			)
			.then( () =>
				page.evaluate( () => ( {
					app_ms: window.__fcFirstScreen
						? window.__fcFirstScreen.app_ms
						: null,
					drawn_by_server: window.__fcFirstScreen
						? window.__fcFirstScreen.drawn_by_server
						: false,
					steps: window.__fcFirstScreen
						? window.__fcFirstScreen.steps
						: [],
				} ) )
			)
			.catch( () => ( {} ) );
		return figures( log, { ...state, ...later } );
	} finally {
		await page.close();
	}
}

/**
 * The figures of a visit: complete time, waves, requests and bytes before it.
 *
 * @param {Object} log   recorder() of the page.
 * @param {Object} state What the probe reported.
 * @return {Object} Figures.
 */
function figures( log, state ) {
	const requests = [ ...log.requests.values() ];
	const first = requests
		.filter( ( r ) => typeof r.wall === 'number' )
		.sort( ( a, b ) => a.sent - b.sent )[ 0 ];
	// CDP's monotonic clock vs. the page's epoch: every requestWillBeSent has both.
	const offset = first ? first.wall - first.sent : null;
	const toMono = ( ms ) =>
		offset === null ? null : ( state.origin + ms ) / 1000 - offset;
	const complete =
		state.complete_ms === null ? null : toMono( state.complete_ms );
	const waved = assignWaves( requests );
	const wavedAny = assignWaves( requests, { any: true } );
	const counted = waved.filter(
		( r ) => r.end !== null && ( complete === null || r.end <= complete )
	);
	const groups = byWave( waved, complete, {
		short: shorten,
		ms: ( mono ) =>
			offset === null ? 0 : ( mono + offset ) * 1000 - state.origin,
	} );
	return {
		complete_ms:
			state.complete_ms === null ? null : Math.round( state.complete_ms ),
		app_ms:
			null === state.app_ms || undefined === state.app_ms
				? null
				: Math.round( state.app_ms ),
		drawn_by_server: !! state.drawn_by_server,
		reason: state.reason || undefined,
		path: state.path,
		steps: ( state.steps || [] ).map(
			( [ at, what ] ) => `${ at } ms ${ what }`
		),
		controlled: state.controlled,
		waves: wavesBefore( waved, complete ),
		waves_any: wavesBefore( wavedAny, complete ),
		requests: counted.length,
		network_requests: counted.filter( ( r ) => r.network ).length,
		bytes: counted.reduce( ( t, r ) => t + ( r.bytes || 0 ), 0 ),
		by_wave: groups.map( ( g ) => ( {
			wave: g.wave,
			requests: g.requests,
			bytes: g.bytes,
			urls: g.urls,
		} ) ),
	};
}

/**
 * Logs a user in through the login screen and returns the browser state it leaves (the token in
 * localStorage) and the app's path. Falls back to the API login when the screen cannot be used.
 *
 * @param {Object} browser  Browser.
 * @param {string} base     Site URL.
 * @param {string} user     User name.
 * @param {string} password Password.
 * @return {Promise<{state: Object, basePath: string, how: string}>} Login state.
 */
async function login( browser, base, user, password ) {
	const context = await browser.newContext( {
		...PHONE,
		ignoreHTTPSErrors: true,
		serviceWorkers: 'block',
	} );
	const page = await context.newPage();
	try {
		await page.goto( `${ base }/`, { waitUntil: 'load', timeout: 60000 } );
		const basePath = await page.evaluate(
			() =>
				( window.fitcoachConfig && window.fitcoachConfig.basePath ) ||
				'/'
		);
		let how = 'login screen';
		try {
			await page.locator( '#fc-login-username' ).fill( user, {
				timeout: 20000,
			} );
			await page.locator( '#fc-login-password' ).fill( password );
			await page.locator( '.fc-auth__form [type="submit"]' ).click();
			await page.waitForFunction(
				( name ) =>
					!! window.localStorage.getItem( name ) &&
					! /\/login\/?$/.test( window.location.pathname ),
				TOKEN_KEY,
				{ timeout: 20000 }
			);
		} catch ( e ) {
			how = `API (the login screen failed: ${ e.message.split( '\n' )[ 0 ] })`;
			const response = await fetch(
				`${ base }/wp-json/fitcoach/v1/auth/login`,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify( { username: user, password } ),
				}
			);
			const body = await response.json().catch( () => ( {} ) );
			if ( ! body.token ) {
				throw new Error(
					`login of ${ user } answered ${ response.status }`
				);
			}
			await page.evaluate(
				( [ name, token ] ) =>
					window.localStorage.setItem( name, token ),
				[ TOKEN_KEY, body.token ]
			);
		}
		return {
			state: await context.storageState(),
			basePath,
			how,
			at: Date.now(),
		};
	} finally {
		await context.close();
	}
}

/**
 * A context for a screen: the user's login state, the phone, and the probe.
 *
 * @param {Object}  browser Browser.
 * @param {Object}  auth    login() result.
 * @param {string}  screen  Screen name.
 * @param {boolean} workers Allow service workers.
 * @return {Promise<Object>} Context.
 */
async function screenContext( browser, auth, screen, workers ) {
	const context = await browser.newContext( {
		...PHONE,
		ignoreHTTPSErrors: true,
		storageState: auth.state,
		serviceWorkers: workers ? 'allow' : 'block',
	} );
	await context.addInitScript( probe, screen );
	return context;
}

/**
 * One run of a screen on a profile: cold and warm (service workers blocked), and warm with the
 * service worker.
 *
 * @param {Object}  browser Browser.
 * @param {Object}  auth    login() result of the screen's user.
 * @param {string}  screen  Screen name.
 * @param {string}  url     Screen URL.
 * @param {Object}  profile PROFILES entry.
 * @param {boolean} sw      Measure warm-sw too.
 * @return {Promise<Object>} { cold, warm, warm_sw }.
 */
async function run( browser, auth, screen, url, profile, sw ) {
	const out = {};
	const context = await screenContext( browser, auth, screen, false );
	try {
		out.cold = await visit( context, url, profile, true );
		out.warm = await visit( context, url, profile, false );
	} finally {
		await context.close();
	}
	if ( sw ) {
		const withWorker = await screenContext( browser, auth, screen, true );
		try {
			const install = await withWorker.newPage();
			await install.goto( url, { waitUntil: 'load', timeout: 60000 } );
			const controlled = await install
				.evaluate( () =>
					Promise.race( [
						navigator.serviceWorker.ready.then( () => true ),
						new Promise( ( resolve ) =>
							setTimeout( () => resolve( false ), 20000 )
						),
					] )
				)
				.catch( () => false );
			await install.close();
			out.warm_sw = await visit( withWorker, url, profile, false );
			out.warm_sw.worker = controlled && out.warm_sw.controlled;
		} finally {
			await withWorker.close();
		}
	}
	return out;
}

/**
 * Medians of a set of visits.
 *
 * @param {Object[]} visits visit() results.
 * @return {Object} Summary with the runs.
 */
function summary( visits ) {
	const pick = ( name ) => visits.map( ( v ) => v[ name ] );
	const complete = pick( 'complete_ms' );
	const misses = visits.filter( ( v ) => v.complete_ms === null );
	const middle = [ ...visits ]
		.filter( ( v ) => v.complete_ms !== null )
		.sort( ( a, b ) => a.complete_ms - b.complete_ms );
	const typical = middle[ Math.floor( ( middle.length - 1 ) / 2 ) ];
	const out = {
		// A run that never completed makes the median missing: it is not a fast run.
		median_ms: misses.length ? null : median( complete ),
		runs_ms: complete,
		// When the app itself had the screen drawn (the same as complete without a server drawing).
		app_median_ms: pick( 'app_ms' ).some(
			( ms ) => null === ms || undefined === ms
		)
			? null
			: median( pick( 'app_ms' ) ),
		app_runs_ms: pick( 'app_ms' ),
		drawn_by_server: pick( 'drawn_by_server' ).filter( Boolean ).length,
		waves: median( pick( 'waves' ) ),
		runs_waves: pick( 'waves' ),
		waves_any: median( pick( 'waves_any' ) ),
		requests: median( pick( 'requests' ) ),
		network_requests: median( pick( 'network_requests' ) ),
		bytes: median( pick( 'bytes' ) ),
		not_complete: misses.map( ( v ) => v.reason || 'unknown' ),
		// The median run (or the last run when none completed): what the screen still missed
		// from when, and the requests of each wave.
		steps: ( typical || visits[ visits.length - 1 ] || {} ).steps || [],
		by_wave: ( typical || visits[ visits.length - 1 ] || {} ).by_wave || [],
	};
	// And of the run with the most waves, when it counted more than that one.
	const deepest = [ ...visits ].sort(
		( a, b ) => ( b.waves || 0 ) - ( a.waves || 0 )
	)[ 0 ];
	if (
		deepest &&
		typical &&
		deepest !== typical &&
		( deepest.waves || 0 ) > ( typical.waves || 0 )
	) {
		out.deepest_by_wave = deepest.by_wave;
	}
	return out;
}

function inMs( value ) {
	return typeof value === 'number' ? `${ Math.round( value ) } ms` : '–';
}

async function main() {
	const opts = args( {
		coach: 'coach',
		profiles: Object.keys( PROFILES ).join( ',' ),
		screens: Object.keys( SCREENS ).join( ',' ),
		sw: 'mobile',
		'budget-label': 'npm start',
	} );
	if ( ! opts.base || ! opts.user || ! opts.password || ! opts.out ) {
		throw new Error(
			'usage: firstscreen.js --base URL --user NAME --password X --out FILE [--coach NAME]'
		);
	}
	const base = opts.base.replace( /\/$/, '' );
	const profiles = opts.profiles
		.split( ',' )
		.filter( ( name ) => PROFILES[ name ] );
	const screens = opts.screens
		.split( ',' )
		.filter( ( name ) => SCREENS[ name ] );
	// The profiles with the warm-with-service-worker figure ('all', 'none', or a list).
	const swProfiles =
		opts.sw === 'all'
			? profiles
			: opts.sw.split( ',' ).filter( ( name ) => PROFILES[ name ] );
	const result = {
		base,
		date: new Date().toISOString(),
		machine: `${ os.cpus().length } cores`,
		loadavg_before: os
			.loadavg()
			.map( ( l ) => l.toFixed( 2 ) )
			.join( ' ' ),
		definitions: {
			complete:
				"first animation frame (performance.now() from navigation start) where the screen check holds, on what the member can see — home: no .fc-app__loading/.fc-skeleton/.fc-spinner/.fc-chart__placeholder shown, stat cards in their slider, both charts sized and drawn (a Chart.js canvas with ink, or the server drawing's svg with its line); metingen: list rows; training: workout cards and session rows; admin: activity feed items (or its empty text)",
			waves: 'longest chain of network round trips among the requests finished before complete (HTML = 1; parser-found requests depend on the file they were found in, script/other requests on the scripts on their stack and on every data answer — document, fetch, XHR — finished before they were sent; cache hits add no wave): tools/bench/lib/waves.js',
			app: 'the first frame the app itself has the screen complete (no server drawing left): when every control works; equal to complete when the page came without a drawing',
			waves_any:
				'the same with every finished document, script, stylesheet, fetch or XHR answer counted as waited for: an upper bound',
			cold: 'new browser context with the login state, service workers blocked, browser cache cleared',
			warm: 'a second tab in the same context after the cold one went quiet: HTTP cache warm, service workers blocked',
			warm_sw:
				"another context with the service worker installed by an unmeasured visit; the worker's own fetches (the HTML) are not throttled",
		},
		profiles: Object.fromEntries(
			profiles.map( ( name ) => [
				name,
				{
					label: PROFILES[ name ].label,
					runs: Number( opts.runs ) || PROFILES[ name ].runs,
					cpu: PROFILES[ name ].cpu || 1,
					network: PROFILES[ name ].network || null,
				},
			] )
		),
		screens: {},
	};
	let browser;
	try {
		browser = await chromium.launch( {
			executablePath:
				process.env.FITCOACH_CHROMIUM || '/usr/bin/chromium',
			// The bench's HTTPS server has a self-signed certificate: accepted here (service
			// workers too, which the contexts' ignoreHTTPSErrors alone does not cover).
			args: [ ...CHROMIUM_ARGS, '--ignore-certificate-errors' ],
		} );
	} catch ( e ) {
		result.error = `chromium could not start: ${ e.message.split( '\n' )[ 0 ] }`;
		fs.writeFileSync( opts.out, JSON.stringify( result, null, 2 ) + '\n' );
		throw e;
	}
	let measured = 0;
	try {
		result.chromium = browser.version();
		const logins = {};
		const users = { member: opts.user, coach: opts.coach };
		for ( const screen of screens ) {
			const as = SCREENS[ screen ].as;
			if ( ! logins[ as ] ) {
				logins[ as ] = await login(
					browser,
					base,
					users[ as ],
					opts.password
				).catch( ( e ) => ( {
					error: e.message.split( '\n' )[ 0 ],
				} ) );
				process.stdout.write(
					`  login of ${ users[ as ] }: ${ logins[ as ].error || 'through the ' + logins[ as ].how }\n`
				);
			}
		}
		const urlOf = ( screen ) => {
			const auth = logins[ SCREENS[ screen ].as ];
			const path = ( auth.basePath || '/' ).replace( /\/?$/, '/' );
			return `${ base }${ path }${ SCREENS[ screen ].path }`;
		};
		// One unmeasured visit per screen: warms PHP (opcache, object caches) and checks that the
		// screen can complete at all, so a broken screen costs one timeout instead of many.
		for ( const screen of screens ) {
			const auth = logins[ SCREENS[ screen ].as ];
			const entry = {
				url: urlOf( screen ),
				user: users[ SCREENS[ screen ].as ],
			};
			result.screens[ screen ] = entry;
			if ( auth.error ) {
				entry.error = `login failed: ${ auth.error }`;
				continue;
			}
			const check = await run(
				browser,
				auth,
				screen,
				entry.url,
				{ label: 'check' },
				false
			).catch( ( e ) => ( {
				cold: {
					complete_ms: null,
					reason: e.message.split( '\n' )[ 0 ],
				},
			} ) );
			if ( check.cold.complete_ms === null ) {
				entry.error = `never complete: ${ check.cold.reason }`;
				process.stdout.write(
					`  ${ screen }: not measured (${ entry.error })\n`
				);
			}
		}
		for ( const name of profiles ) {
			const profile = PROFILES[ name ];
			const runs = Number( opts.runs ) || profile.runs;
			const sw = swProfiles.includes( name );
			for ( const screen of screens ) {
				const entry = result.screens[ screen ];
				if ( entry.error ) {
					continue;
				}
				const as = SCREENS[ screen ].as;
				const visits = { cold: [], warm: [], warm_sw: [] };
				for ( let i = 0; i < runs; i++ ) {
					if ( Date.now() - logins[ as ].at > LOGIN_RENEW_MS ) {
						logins[ as ] = await login(
							browser,
							base,
							users[ as ],
							opts.password
						).catch( () => logins[ as ] );
					}
					const one = await run(
						browser,
						logins[ as ],
						screen,
						entry.url,
						profile,
						sw
					).catch( ( e ) => {
						const reason = e.message.split( '\n' )[ 0 ];
						const missing = {
							complete_ms: null,
							reason,
							waves: null,
							waves_any: null,
							by_wave: [],
						};
						return {
							cold: missing,
							warm: missing,
							warm_sw: sw ? missing : undefined,
						};
					} );
					for ( const kind of Object.keys( visits ) ) {
						if ( one[ kind ] ) {
							visits[ kind ].push( one[ kind ] );
						}
					}
				}
				entry[ name ] = {
					cold: summary( visits.cold ),
					warm: summary( visits.warm ),
				};
				if ( sw ) {
					entry[ name ].warm_sw = summary( visits.warm_sw );
					entry[ name ].warm_sw.worker_controlled =
						visits.warm_sw.every( ( v ) => v.worker !== false );
				}
				measured++;
				const e = entry[ name ];
				process.stdout.write(
					`  ${ screen } ${ profile.label }: cold ${ inMs( e.cold.median_ms ) } (${ e.cold.runs_ms.map( inMs ).join( ', ' ) }; ${ e.cold.waves } waves (timing alone: ${ e.cold.waves_any }), ${ e.cold.requests } requests, ${ ( e.cold.bytes / 1024 ).toFixed( 0 ) } KB), warm ${ inMs( e.warm.median_ms ) } (${ e.warm.waves } waves)${ sw ? `, warm with the service worker ${ inMs( e.warm_sw.median_ms ) }` : '' }${ e.cold.drawn_by_server ? `; drawn by the server in ${ e.cold.drawn_by_server } of ${ e.cold.runs_ms.length } cold runs, the app itself complete at ${ inMs( e.cold.app_median_ms ) } cold, ${ inMs( e.warm.app_median_ms ) } warm` : '' }${ e.cold.not_complete.length ? `; not complete: ${ e.cold.not_complete.join( '; ' ) }` : '' }\n`
				);
			}
		}
		if ( opts[ 'budget-ms' ] ) {
			const limit = Number( opts[ 'budget-ms' ] );
			result.budgets = [];
			for ( const name of profiles ) {
				const home = result.screens.home && result.screens.home[ name ];
				const label = `${ opts[ 'budget-label' ] }: home on the ${ PROFILES[ name ].label } profile ≤ ${ limit } ms`;
				let line;
				if ( ! home || home.cold.median_ms === null ) {
					line = {
						name: label,
						state: 'FAIL',
						detail:
							( result.screens.home &&
								result.screens.home.error ) ||
							'not measured',
					};
				} else {
					line = {
						name: label,
						state: home.cold.median_ms <= limit ? 'PASS' : 'FAIL',
						detail: `cold median ${ inMs( home.cold.median_ms ) } (runs ${ home.cold.runs_ms.map( inMs ).join( ', ' ) }), ${ home.cold.waves } waves (timing alone: ${ home.cold.waves_any }); warm ${ inMs( home.warm.median_ms ) }`,
					};
				}
				result.budgets.push( line );
				process.stdout.write(
					`${ line.state } ${ line.name }: ${ line.detail }\n`
				);
			}
		}
	} finally {
		result.loadavg_after = os
			.loadavg()
			.map( ( l ) => l.toFixed( 2 ) )
			.join( ' ' );
		await browser.close();
		fs.writeFileSync( opts.out, JSON.stringify( result, null, 2 ) + '\n' );
	}
	if ( ! measured ) {
		throw new Error( 'no screen could be measured' );
	}
}

main().catch( ( e ) => {
	process.stderr.write( `firstscreen.js: ${ e.message }\n` );
	process.exit( 1 );
} );
