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
 * app's path, read from window.fitcoachConfig.basePath), and `floor`: the static page
 * /fitcoach-floor/index.html (floor/index.html, copied there by run.sh) with only WordPress's React
 * and Chart.js, held to home's check, without a service worker (README: "The floor").
 *
 * Each run:
 *   - cold: a new browser context (own HTTP cache and connections) with the login state of the
 *     user, service workers blocked, Network.clearBrowserCache, cache enabled; one navigation;
 *   - warm: a new tab in the same context once the cold tab went quiet (HTTP cache warm, service
 *     workers still blocked: it measures HTTP caching; over HTTPS only with --cert, see below);
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
 * the member can see counts (Element.checkVisibility). The server draws no screen: this is the
 * app's own screen, when every control works.
 *   - home: no loading placeholder shown (.fc-app__loading, .fc-skeleton, .fc-spinner,
 *     .fc-chart__placeholder), the stat cards shown in their slider, and both charts drawn: two
 *     canvases in .fc-home .fc-chart with a size, each taken by Chart.js ($chartjs) with ink on it
 *     (a pixel strip down the middle read back);
 *   - metingen: rows of the measurements list shown, no skeleton or start spinner;
 *   - training: workout cards and session rows shown, no skeleton or start spinner;
 *   - admin: the activity feed shown (items, or its empty text), no start spinner.
 * Never complete within 30 s: the run counts as missing and the last reason is kept.
 *
 * First tap (home, on the profiles of --tap): in a visit of its own the probe taps the first
 * 'Starten' on Home in the first frame it is shown and enabled (click() from the page), and the
 * figure is the first frame the session screen shows its form; cold (a new context) and warm with
 * the service worker (the installed app). The session it made is deleted again.
 *
 * Scripts (home, cold): every script file finished before complete with its gzip size and its
 * main-thread time (CDP CPU profile, self time per file up to complete), WordPress's and the
 * app's apart.
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
 *   [--screens home,metingen,training,admin,floor] [--runs N] [--sw mobile|all|none|PROFILES]
 *   [--tap mobile|all|none|PROFILES] [--budget-ms 1200] [--budget-label "npm start"]
 *   [--cert FILE]   the HTTPS server's self-signed certificate (PEM), trusted by its key
 * It ends with the budget lines of issue 27 (lib/report-lib.js firstScreenBudgets) for what was
 * measured. With --budget-ms also PASS/FAIL of home's cold median on each measured profile (the exit
 * code stays 0 either way: a measurement, not a test; non-zero only when nothing could be measured).
 */
'use strict';

/**
 * External dependencies
 */
const crypto = require( 'crypto' );
const fs = require( 'fs' );
const os = require( 'os' );
const zlib = require( 'zlib' );
const { chromium } = require( '@playwright/test' );
/**
 * Internal dependencies
 */
const { median } = require( './lib/median' );
const { args, CHROMIUM_ARGS } = require( './lib/cli' );
const { assignWaves, wavesBefore, byWave } = require( './lib/waves' );
const { firstScreenBudgets, scriptLines } = require( './lib/report-lib' );

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
	// Not the app: a static page at the site's root (floor/index.html), checked as home is.
	floor: { url: '/fitcoach-floor/index.html', as: 'member' },
};

const PHONE = {
	viewport: { width: 390, height: 844 },
	deviceScaleFactor: 3,
	isMobile: true,
	hasTouch: true,
	locale: 'nl-NL',
};

const COMPLETE_TIMEOUT_MS = 30000;
// Whether chromium accepts the site's certificate as valid (--cert): then the contexts need not
// ignore certificate errors, and the HTTP cache works (chromium keeps no answer it got over a
// certificate error it was told to ignore, so without --cert a warm visit loads everything again).
let certificateTrusted = false;
// Access tokens live an hour: a login older than this is renewed before the next run.
const LOGIN_RENEW_MS = 45 * 60 * 1000;
const TOKEN_KEY = 'fitcoach_token';

/**
 * Runs in the page (an init script, from the document's start): checks on every animation frame
 * whether the screen is complete and keeps the first moment it is, in window.__fcFirstScreen.
 * With `tap` (home only), the first tap instead: the moment a 'Starten' button shows on Home it is
 * pressed, and the moment the session screen shows is kept.
 *
 * @param {Object}  options        What to watch.
 * @param {string}  options.screen home, metingen, training, admin or floor.
 * @param {boolean} options.tap    Tap 'Starten' on Home as soon as it shows (first tap).
 */
function probe( { screen, tap } ) {
	if ( window.top !== window ) {
		return;
	}
	const state = {
		screen,
		tap: !! tap,
		complete_ms: null,
		// First tap: when 'Starten' showed (and was pressed) and when the session screen showed.
		tap_visible_ms: null,
		session_ms: null,
		session_path: null,
		reason: 'not started',
		// What was still missing, from when: [ [ ms, reason ], … ].
		steps: [],
	};
	let finish;
	state.done = new Promise( ( resolve ) => {
		finish = resolve;
	} );
	window.__fcFirstScreen = state;
	// Whether the member can see an element (not in a hidden or invisible subtree).
	const seen = ( element ) =>
		'function' !== typeof element.checkVisibility ||
		element.checkVisibility( { visibilityProperty: true } );
	const shownIn = ( root, selector ) =>
		[ ...root.querySelectorAll( selector ) ].filter( seen );
	// The loading placeholders shown, with the section each is in: '' when none.
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
	const inked = ( canvas ) => {
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
		home( root ) {
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
			const canvases = shownIn( root, '.fc-home .fc-chart canvas' );
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
		metingen( root ) {
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
		training( root ) {
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
		admin( root ) {
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
		// First tap, before the tap: a 'Starten' button on Home that can be pressed.
		starten( root ) {
			const button = shownIn( root, '.fc-home button' ).find(
				( element ) =>
					'Starten' === element.textContent.trim() &&
					! element.disabled
			);
			return button || "no 'Starten' on home";
		},
		// First tap, after it: the session screen with the session's form (no spinner).
		session( root ) {
			if ( ! /\/sessies\/\d+\/?$/.test( window.location.pathname ) ) {
				return `on ${ window.location.pathname }`;
			}
			const waiting = loading( root, [
				'.fc-app__loading',
				'.fc-session .fc-spinner',
			] );
			if ( waiting ) {
				return waiting;
			}
			if ( ! shownIn( root, '.fc-session .fc-session__total' ).length ) {
				return failed( root ) || 'no session form';
			}
			return true;
		},
	};
	// The floor page is held to home's check.
	checks.floor = checks.home;

	let step = tap ? 'starten' : screen;
	const tick = () => {
		const root = document.getElementById( 'fitcoach-app' );
		let verdict = 'no #fitcoach-app';
		if ( /\/login\/?$/.test( window.location.pathname ) ) {
			verdict = 'on the login screen';
		} else if ( root ) {
			try {
				verdict = checks[ step ]( root );
			} catch ( e ) {
				verdict = `check failed: ${ e.message }`;
			}
		}
		if ( 'starten' === step && verdict && 'object' === typeof verdict ) {
			// The member taps the button the moment it shows.
			state.tap_visible_ms = performance.now();
			state.steps.push( [
				Math.round( state.tap_visible_ms ),
				"'Starten' shown: tapped",
			] );
			verdict.click();
			step = 'session';
			state.reason = '';
			window.requestAnimationFrame( tick );
			return;
		}
		if ( verdict === true ) {
			const now = performance.now();
			if ( 'session' === step ) {
				state.session_ms = now;
				state.session_path = window.location.pathname;
			}
			state.complete_ms = now;
			state.reason = '';
			state.steps.push( [ Math.round( now ), 'complete' ] );
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
 * Where a script came from: WordPress's own (wp-includes), the app's (its build/), or other.
 *
 * @param {string} url Script URL.
 * @return {string} wordpress, app or other.
 */
function scriptOrigin( url ) {
	if ( /\/wp-includes\//.test( url ) ) {
		return 'wordpress';
	}
	if ( /\/wp-content\/plugins\/[^/]+\/build\//.test( url ) ) {
		return 'app';
	}
	return 'other';
}

/** Gzip sizes (level 9, as bundle.js counts them) of the scripts seen, by URL: fetched once. */
const gzipSizes = new Map();

/**
 * A script's size gzipped (the server may send it uncompressed, as the dev server does).
 *
 * @param {string} url Script URL.
 * @return {Promise<number|null>} Bytes, or null when it could not be fetched.
 */
function gzipOf( url ) {
	if ( ! gzipSizes.has( url ) ) {
		gzipSizes.set(
			url,
			fetch( url )
				.then( ( response ) =>
					response.ok ? response.arrayBuffer() : null
				)
				.then( ( body ) =>
					body
						? zlib.gzipSync( Buffer.from( body ), { level: 9 } )
								.length
						: null
				)
				.catch( () => null )
		);
	}
	return gzipSizes.get( url );
}

/**
 * Main-thread time by script from a CPU profile (CDP Profiler, sampled), up to a moment: each
 * sample's time goes to the script of the function on top of the stack (self time). What is no
 * script's — '(program)': parsing, style, layout, paint, compiling; '(garbage collector)' — is
 * `other`; the page's inline scripts are `page`; idle time is left out.
 *
 * @param {Object}      cpu      Profiler.stop's profile.
 * @param {number|null} until    CDP monotonic seconds (null: the whole profile).
 * @param {string}      document The page's URL (its inline scripts).
 * @return {{byUrl: Map<string, number>, page: number, other: number}} Milliseconds.
 */
function mainThread( cpu, until, document ) {
	const byUrl = new Map();
	let page = 0;
	let other = 0;
	if ( ! cpu || ! Array.isArray( cpu.samples ) ) {
		return { byUrl, page, other };
	}
	const nodes = new Map( cpu.nodes.map( ( node ) => [ node.id, node ] ) );
	let at = cpu.startTime;
	for ( let i = 0; i < cpu.samples.length; i++ ) {
		at += cpu.timeDeltas[ i ] || 0;
		// A sample stands for the time until the next one.
		const next =
			i + 1 < cpu.samples.length
				? cpu.timeDeltas[ i + 1 ] || 0
				: Math.max( 0, cpu.endTime - at );
		if ( null !== until && at / 1e6 > until ) {
			break;
		}
		const frame = ( nodes.get( cpu.samples[ i ] ) || {} ).callFrame || {};
		const ms = next / 1000;
		if (
			'(idle)' === frame.functionName ||
			'(root)' === frame.functionName
		) {
			continue;
		}
		if ( ! frame.url ) {
			other += ms;
		} else if ( frame.url === document ) {
			page += ms;
		} else {
			byUrl.set( frame.url, ( byUrl.get( frame.url ) || 0 ) + ms );
		}
	}
	return { byUrl, page, other };
}

/**
 * The scripts the page loaded before a moment, with their gzip size and main-thread time, and the
 * totals of WordPress's and the app's apart.
 *
 * @param {Object[]}    requests recorder() requests.
 * @param {Object|null} cpu      CPU profile (none: no main-thread figures).
 * @param {number|null} until    CDP monotonic seconds.
 * @param {string}      document The page's URL.
 * @return {Promise<Object>} { files: [...], wordpress, app, other, page_ms, other_ms }.
 */
async function scriptCosts( requests, cpu, until, document ) {
	const time = cpu ? mainThread( cpu, until, document ) : null;
	const loaded = requests.filter(
		( r ) =>
			'Script' === r.type &&
			null !== r.end &&
			! r.failed &&
			/^https?:/.test( r.url ) &&
			( null === until || r.end <= until )
	);
	const seen = new Set();
	const files = [];
	for ( const request of loaded ) {
		if ( seen.has( request.url ) ) {
			continue;
		}
		seen.add( request.url );
		files.push( {
			file: shorten( request.url ),
			origin: scriptOrigin( request.url ),
			gzip: await gzipOf( request.url ),
			transferred: request.bytes || 0,
			main_ms: time
				? Math.round( time.byUrl.get( request.url ) || 0 )
				: null,
		} );
	}
	const total = ( origin ) => {
		const mine = files.filter( ( f ) => f.origin === origin );
		return {
			files: mine.length,
			gzip: mine.reduce( ( t, f ) => t + ( f.gzip || 0 ), 0 ),
			main_ms: time
				? mine.reduce( ( t, f ) => t + ( f.main_ms || 0 ), 0 )
				: null,
		};
	};
	return {
		files,
		wordpress: total( 'wordpress' ),
		app: total( 'app' ),
		other: total( 'other' ),
		page_ms: time ? Math.round( time.page ) : null,
		other_ms: time ? Math.round( time.other ) : null,
	};
}

/**
 * One measured visit of a screen in a context: a new tab with the probe, the profile applied,
 * the navigation, the first complete frame (or, with `tap`, the session screen after the first
 * tap), then the requests until the tab is quiet.
 *
 * @param {Object}  context         Browser context.
 * @param {string}  url             The screen's URL.
 * @param {Object}  profile         PROFILES entry.
 * @param {boolean} clear           Clear the browser cache first (cold).
 * @param {Object}  options         What else.
 * @param {string}  options.screen  Screen name.
 * @param {boolean} options.tap     First tap: tap 'Starten' on Home when it shows.
 * @param {boolean} options.scripts Profile the main thread and list the scripts before complete.
 * @return {Promise<Object>} The visit's figures.
 */
async function visit( context, url, profile, clear, options ) {
	const page = await context.newPage();
	await page.addInitScript( probe, {
		screen: options.screen,
		tap: !! options.tap,
	} );
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
	let profiling = false;
	if ( options.scripts ) {
		profiling = await cdp
			.send( 'Profiler.enable' )
			.then( () =>
				cdp.send( 'Profiler.setSamplingInterval', { interval: 250 } )
			)
			.then( () => cdp.send( 'Profiler.start' ) )
			.then( () => true )
			.catch( () => false );
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
				] ).then( () => {
					const probed = window.__fcFirstScreen || {};
					return {
						complete_ms: probed.complete_ms ?? null,
						tap_visible_ms: probed.tap_visible_ms ?? null,
						session_ms: probed.session_ms ?? null,
						session_path: probed.session_path ?? null,
						reason: window.__fcFirstScreen
							? probed.reason
							: 'the probe did not run',
						steps: probed.steps || [],
						origin: performance.timeOrigin,
						document: window.location.href.split( '#' )[ 0 ],
						path: window.location.pathname,
						controlled: !! (
							navigator.serviceWorker &&
							navigator.serviceWorker.controller
						),
					};
				} ),
			COMPLETE_TIMEOUT_MS
		);
		const cpu = profiling
			? await cdp
					.send( 'Profiler.stop' )
					.then( ( answer ) => answer.profile )
					.catch( () => null )
			: null;
		await quiet( log, 15000 );
		if ( state.session_path ) {
			// The first tap made a session: deleted again, so the runs leave the data as it was.
			await page
				.evaluate( async ( path ) => {
					const config = window.fitcoachConfig || {};
					const id = path.match( /(\d+)\/?$/ )[ 1 ];
					const root = ( config.restRoot || '/wp-json/' ).replace(
						/\/?$/,
						'/'
					);
					const headers = {
						Authorization: `Bearer ${ window.localStorage.getItem(
							'fitcoach_token'
						) }`,
					};
					if ( config.apiKey ) {
						headers[ 'X-FitCoach-Key' ] = config.apiKey;
					}
					await fetch(
						`${ root }fitcoach/v1/workout-sessions/${ id }`,
						{
							method: 'DELETE',
							headers,
						}
					);
				}, state.session_path )
				.catch( () => undefined );
		}
		return await figures( log, state, cpu, options );
	} finally {
		await page.close();
	}
}

/**
 * The figures of a visit: complete time, waves, requests and bytes before it.
 *
 * @param {Object}      log     recorder() of the page.
 * @param {Object}      state   What the probe reported.
 * @param {Object|null} cpu     CPU profile of the visit.
 * @param {Object}      options visit() options.
 * @return {Promise<Object>} Figures.
 */
async function figures( log, state, cpu, options ) {
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
	const out = {
		complete_ms:
			state.complete_ms === null ? null : Math.round( state.complete_ms ),
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
	if ( options.tap ) {
		out.tap_visible_ms =
			null === state.tap_visible_ms
				? null
				: Math.round( state.tap_visible_ms );
	}
	if ( options.scripts && complete !== null ) {
		out.scripts = await scriptCosts(
			requests,
			cpu,
			complete,
			state.document
		);
	}
	return out;
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
		ignoreHTTPSErrors: ! certificateTrusted,
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
 * A context for a screen: the user's login state and the phone (each visit adds the probe).
 *
 * @param {Object}  browser Browser.
 * @param {Object}  auth    login() result.
 * @param {boolean} workers Allow service workers.
 * @return {Promise<Object>} Context.
 */
function screenContext( browser, auth, workers ) {
	return browser.newContext( {
		...PHONE,
		ignoreHTTPSErrors: ! certificateTrusted,
		storageState: auth.state,
		serviceWorkers: workers ? 'allow' : 'block',
	} );
}

/**
 * One run of a screen on a profile: cold and warm (service workers blocked), and warm with the
 * service worker; with `tap` (home) also the first tap, cold (a context of its own) and with the
 * service worker.
 *
 * @param {Object}  browser         Browser.
 * @param {Object}  auth            login() result of the screen's user.
 * @param {string}  screen          Screen name.
 * @param {string}  url             Screen URL.
 * @param {Object}  profile         PROFILES entry.
 * @param {Object}  options         What to measure besides cold and warm.
 * @param {boolean} options.sw      Warm with the service worker.
 * @param {boolean} options.tap     The first tap.
 * @param {boolean} options.scripts The scripts before complete and their main-thread time (cold).
 * @return {Promise<Object>} { cold, warm, warm_sw, tap_cold, tap_warm_sw }.
 */
async function run( browser, auth, screen, url, profile, options = {} ) {
	const out = {};
	const context = await screenContext( browser, auth, false );
	try {
		out.cold = await visit( context, url, profile, true, {
			screen,
			scripts: options.scripts,
		} );
		out.warm = await visit( context, url, profile, false, { screen } );
	} finally {
		await context.close();
	}
	if ( options.tap ) {
		const tapContext = await screenContext( browser, auth, false );
		try {
			out.tap_cold = await visit( tapContext, url, profile, true, {
				screen,
				tap: true,
			} );
		} finally {
			await tapContext.close();
		}
	}
	if ( options.sw ) {
		const withWorker = await screenContext( browser, auth, true );
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
			out.warm_sw = await visit( withWorker, url, profile, false, {
				screen,
			} );
			out.warm_sw.worker = controlled && out.warm_sw.controlled;
			if ( options.tap ) {
				out.tap_warm_sw = await visit(
					withWorker,
					url,
					profile,
					false,
					{
						screen,
						tap: true,
					}
				);
				out.tap_warm_sw.worker =
					controlled && out.tap_warm_sw.controlled;
			}
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
	// The first tap: when 'Starten' showed (the session screen's time is median_ms).
	if ( visits.some( ( v ) => undefined !== v.tap_visible_ms ) ) {
		out.visible_median_ms = median( pick( 'tap_visible_ms' ) );
		out.visible_runs_ms = pick( 'tap_visible_ms' );
	}
	// The scripts before complete: the median run's list, and the medians of the totals.
	const scripted = visits.filter( ( v ) => v.scripts );
	if ( scripted.length ) {
		const total = ( origin, what ) =>
			median( scripted.map( ( v ) => v.scripts[ origin ][ what ] ) );
		out.scripts = {
			files: ( ( typical && typical.scripts ) || scripted[ 0 ].scripts )
				.files,
			wordpress: {
				files: total( 'wordpress', 'files' ),
				gzip: total( 'wordpress', 'gzip' ),
				main_ms: total( 'wordpress', 'main_ms' ),
			},
			app: {
				files: total( 'app', 'files' ),
				gzip: total( 'app', 'gzip' ),
				main_ms: total( 'app', 'main_ms' ),
			},
			page_ms: median( scripted.map( ( v ) => v.scripts.page_ms ) ),
			other_ms: median( scripted.map( ( v ) => v.scripts.other_ms ) ),
		};
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
		tap: 'mobile',
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
	// The profiles with the first tap on home (the same forms as --sw).
	const tapProfiles =
		opts.tap === 'all'
			? profiles
			: opts.tap.split( ',' ).filter( ( name ) => PROFILES[ name ] );
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
				"first animation frame (performance.now() from navigation start) where the app's own screen check holds, on what the member can see — home: no .fc-app__loading/.fc-skeleton/.fc-spinner/.fc-chart__placeholder shown, stat cards in their slider, both charts sized and drawn (a Chart.js canvas with ink); metingen: list rows; training: workout cards and session rows; admin: activity feed items (or its empty text)",
			first_tap:
				"home: a 'Starten' button shown on home is tapped in the first frame it can be (tap_visible); the figure is the first frame the session screen shows its form (/sessies/ID, .fc-session__total, no spinner); the session is deleted again afterwards. Cold: its own new context (empty cache, no service worker); warm: the installed app (warm_sw's context)",
			scripts:
				'home, cold: every script file finished before complete, with its gzip size (level 9, fetched again by the probe) and its main-thread time (CDP CPU profile sampled every 0.25 ms, self time of the functions in that file up to complete; `page`: the inline scripts; `other`: parsing, style, layout, paint, compiling and GC), WordPress (wp-includes) and the app (its build/) apart',
			waves: 'longest chain of network round trips among the requests finished before complete (HTML = 1; parser-found requests depend on the file they were found in, script/other requests on the scripts on their stack and on every data answer — document, fetch, XHR — finished before they were sent; cache hits add no wave): tools/bench/lib/waves.js',
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
	// The bench's HTTPS server has a self-signed certificate. With --cert chromium trusts its key
	// (the SPKI allow list: the certificate counts as valid, so answers are cached and service
	// workers register); without it every certificate error is ignored (service workers too, which
	// the contexts' ignoreHTTPSErrors alone does not cover), and the HTTP cache stays empty.
	let certificateFlag = '--ignore-certificate-errors';
	if ( opts.cert ) {
		const spki = crypto
			.createHash( 'sha256' )
			.update(
				crypto
					.createPublicKey( fs.readFileSync( opts.cert ) )
					.export( { type: 'spki', format: 'der' } )
			)
			.digest( 'base64' );
		certificateFlag = `--ignore-certificate-errors-spki-list=${ spki }`;
		certificateTrusted = true;
	}
	result.certificate = certificateTrusted
		? 'trusted (SPKI allow list): the HTTP cache works'
		: 'errors ignored: nothing is kept in the HTTP cache';
	let browser;
	try {
		browser = await chromium.launch( {
			executablePath:
				process.env.FITCOACH_CHROMIUM || '/usr/bin/chromium',
			args: [ ...CHROMIUM_ARGS, certificateFlag ],
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
			if ( SCREENS[ screen ].url ) {
				return `${ base }${ SCREENS[ screen ].url }`;
			}
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
				{}
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
			for ( const screen of screens ) {
				// The floor has no service worker to install.
				const sw =
					swProfiles.includes( name ) && ! SCREENS[ screen ].url;
				const tap = 'home' === screen && tapProfiles.includes( name );
				const entry = result.screens[ screen ];
				if ( entry.error ) {
					continue;
				}
				const as = SCREENS[ screen ].as;
				const visits = {
					cold: [],
					warm: [],
					warm_sw: [],
					tap_cold: [],
					tap_warm_sw: [],
				};
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
						{ sw, tap, scripts: 'home' === screen }
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
							tap_cold: tap ? missing : undefined,
							tap_warm_sw: tap && sw ? missing : undefined,
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
				for ( const kind of [ 'tap_cold', 'tap_warm_sw' ] ) {
					if ( visits[ kind ].length ) {
						entry[ name ][ kind ] = summary( visits[ kind ] );
					}
				}
				if ( visits.tap_warm_sw.length ) {
					entry[ name ].tap_warm_sw.worker_controlled =
						visits.tap_warm_sw.every( ( v ) => v.worker !== false );
				}
				measured++;
				const e = entry[ name ];
				process.stdout.write(
					`  ${ screen } ${ profile.label }: cold ${ inMs( e.cold.median_ms ) } (${ e.cold.runs_ms.map( inMs ).join( ', ' ) }; ${ e.cold.waves } waves (timing alone: ${ e.cold.waves_any }), ${ e.cold.requests } requests, ${ ( e.cold.bytes / 1024 ).toFixed( 0 ) } KB), warm ${ inMs( e.warm.median_ms ) } (${ e.warm.waves } waves)${ sw ? `, warm with the service worker ${ inMs( e.warm_sw.median_ms ) }` : '' }${ e.cold.not_complete.length ? `; not complete: ${ e.cold.not_complete.join( '; ' ) }` : '' }\n`
				);
				for ( const [ kind, words ] of [
					[ 'tap_cold', 'cold' ],
					[ 'tap_warm_sw', 'warm with the service worker' ],
				] ) {
					const t = e[ kind ];
					if ( t ) {
						process.stdout.write(
							`    first tap, ${ words }: 'Starten' shown ${ inMs( t.visible_median_ms ) }, session screen ${ inMs( t.median_ms ) } (runs ${ t.runs_ms.map( inMs ).join( ', ' ) })${ t.not_complete.length ? `; not complete: ${ t.not_complete.join( '; ' ) }` : '' }\n`
						);
					}
				}
				if ( e.cold.scripts ) {
					for ( const line of scriptLines( e.cold.scripts ) ) {
						process.stdout.write( `    ${ line }\n` );
					}
				}
			}
		}
		// The budgets of issue 27 (the same lines as the bench's report), from what was measured.
		result.budgets = firstScreenBudgets( result, { measuredOnly: true } );
		for ( const line of result.budgets ) {
			process.stdout.write(
				`${ line.state } ${ line.name }: ${ line.detail }\n`
			);
		}
		if ( opts[ 'budget-ms' ] ) {
			const limit = Number( opts[ 'budget-ms' ] );
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
