#!/usr/bin/env node
/**
 * The installable app's figures (issue 12), against the bench site:
 *   - precache: every file the service worker keeps at install (the build's files it lists and
 *     WordPress's scripts and styles from its settings, each fetched from the site and gzipped at
 *     level 9, plus the worker script itself);
 *   - warm start of Home from the service worker, on the mobile profile (4× CPU, 150 ms RTT,
 *     1.6 Mbps): a logged-in member opens the app a second time; measured are the first
 *     contentful paint, the time until Home shows its workouts, and which requests still went to
 *     the network (the API calls do: member data is never served from the HTTP cache).
 * Left out: the first visit (it downloads everything, as without a worker) and the API's own time
 * (measured by the wrk part of the bench).
 *
 * node tools/bench/pwa.js --base http://127.0.0.1:8900 --user sanne --password … --out pwa.json
 */
'use strict';

/**
 * External dependencies
 */
const fs = require( 'fs' );
const zlib = require( 'zlib' );
const { chromium } = require( '@playwright/test' );

/**
 * Internal dependencies
 */
const { median } = require( './lib/median' );
const { args, CHROMIUM_ARGS } = require( './lib/cli' );

const MOBILE = {
	cpu: 4,
	network: {
		latency: 150,
		downloadThroughput: ( 1.6 * 1024 * 1024 ) / 8,
		uploadThroughput: ( 750 * 1024 ) / 8,
	},
};

/**
 * The precache list: the worker's settings (WordPress's files) and the build's files it lists.
 *
 * @param {string} base Site URL.
 * @return {Promise<{worker: string, urls: string[]}>} The worker's source and the URLs.
 */
async function precacheList( base ) {
	const response = await fetch( `${ base }/?fitcoach_pwa=sw` );
	if ( ! response.ok ) {
		throw new Error( `the service worker answered ${ response.status }` );
	}
	const worker = await response.text();
	const match = /^self\.FITCOACH_SW = (\{.*\});\n/.exec( worker );
	if ( ! match ) {
		throw new Error( 'the service worker has no settings' );
	}
	const settings = JSON.parse( match[ 1 ] );
	const build = [ ...worker.matchAll( /'url':'([^']+)'/g ) ].map(
		( m ) => new URL( m[ 1 ], settings.buildUrl ).href
	);
	return {
		worker,
		urls: [ ...build, ...settings.precache.map( ( entry ) => entry.url ) ],
	};
}

async function precacheSize( base ) {
	const { worker, urls } = await precacheList( base );
	let raw = Buffer.byteLength( worker );
	let gzip = zlib.gzipSync( worker, { level: 9 } ).length;
	const missing = [];
	for ( const url of urls ) {
		const response = await fetch( url );
		if ( ! response.ok ) {
			missing.push( `${ url } (${ response.status })` );
			continue;
		}
		const body = Buffer.from( await response.arrayBuffer() );
		raw += body.length;
		gzip += zlib.gzipSync( body, { level: 9 } ).length;
	}
	return {
		files: urls.length + 1,
		raw_bytes: raw,
		gzip_bytes: gzip,
		missing,
	};
}

/**
 * One warm start: the worker already controls the app; Home is opened again under the mobile
 * profile.
 *
 * @param {Object} context Browser context with the login and the worker.
 * @param {string} base    Site URL.
 */
async function warmStart( context, base ) {
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu } );
	await cdp.send( 'Network.emulateNetworkConditions', {
		offline: false,
		...MOBILE.network,
	} );
	const fromWorker = [];
	const fromNetwork = [];
	page.on( 'response', ( response ) => {
		( response.fromServiceWorker() ? fromWorker : fromNetwork ).push(
			response.url().replace( base, '' ).replace( /\?.*$/, '' )
		);
	} );
	const started = Date.now();
	await page.goto( `${ base }/`, { waitUntil: 'commit' } );
	await page
		.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
		.waitFor( { timeout: 30000 } );
	const homeMs = Date.now() - started;
	const fcp = await page.evaluate( () => {
		const entry = performance.getEntriesByName(
			'first-contentful-paint'
		)[ 0 ];
		return entry ? entry.startTime : null;
	} );
	const controlled = await page.evaluate(
		() => !! navigator.serviceWorker.controller
	);
	await page.close();
	return {
		controlled,
		fcp_ms: fcp,
		home_ms: homeMs,
		from_worker: fromWorker.length,
		from_network: [ ...new Set( fromNetwork ) ],
	};
}

async function main() {
	const opts = args();
	const base = opts.base.replace( /\/$/, '' );
	const result = { base };
	try {
		result.precache = await precacheSize( base );
		process.stdout.write(
			`  precache: ${ result.precache.files } files, ${ ( result.precache.gzip_bytes / 1024 ).toFixed( 1 ) } KB gzip${ result.precache.missing.length ? `; missing: ${ result.precache.missing.join( ', ' ) }` : '' }\n`
		);
	} catch ( e ) {
		result.precache = { error: e.message };
	}

	const browser = await chromium.launch( {
		executablePath: process.env.FITCOACH_CHROMIUM || '/usr/bin/chromium',
		args: CHROMIUM_ARGS,
	} );
	try {
		const login = await fetch( `${ base }/wp-json/fitcoach/v1/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				username: opts.user,
				password: opts.password,
			} ),
		} );
		const { token } = await login.json();
		if ( ! token ) {
			throw new Error(
				`login of ${ opts.user } answered ${ login.status }`
			);
		}
		const context = await browser.newContext( {
			viewport: { width: 390, height: 844 },
			deviceScaleFactor: 3,
			isMobile: true,
			hasTouch: true,
			locale: 'nl-NL',
		} );
		await context.addInitScript( ( value ) => {
			window.localStorage.setItem( 'fitcoach_token', value );
		}, token );
		// The first visit installs the worker (not measured).
		const first = await context.newPage();
		await first.goto( `${ base }/` );
		await first.evaluate( async () => {
			await navigator.serviceWorker.ready;
		} );
		await first.close();
		const runs = [];
		for ( let i = 0; i < 3; i++ ) {
			runs.push( await warmStart( context, base ) );
		}
		await context.close();
		result.warm = {
			profile: 'mobile (4× CPU, 150 ms RTT, 1.6 Mbps)',
			runs,
			median_fcp_ms: median( runs.map( ( r ) => r.fcp_ms ) ),
			median_home_ms: median( runs.map( ( r ) => r.home_ms ) ),
			controlled: runs.every( ( r ) => r.controlled ),
			app_files_from_network: [
				...new Set(
					runs.flatMap( ( r ) =>
						r.from_network.filter(
							( url ) => ! url.startsWith( '/wp-json/' )
						)
					)
				),
			],
		};
		process.stdout.write(
			`  warm start of Home from the service worker (mobile): FCP ${ result.warm.median_fcp_ms?.toFixed( 0 ) } ms, workouts shown ${ result.warm.median_home_ms?.toFixed( 0 ) } ms; not from the worker: ${ result.warm.app_files_from_network.join( ', ' ) || 'only API calls' }\n`
		);
	} catch ( e ) {
		result.warm = { error: e.message.split( '\n' )[ 0 ] };
		process.stdout.write(
			`  warm start not measured: ${ result.warm.error }\n`
		);
	} finally {
		await browser.close();
		fs.writeFileSync( opts.out, JSON.stringify( result, null, 2 ) + '\n' );
	}
}

main().catch( ( e ) => {
	process.stderr.write( `pwa.js: ${ e.message }\n` );
	process.exit( 1 );
} );
