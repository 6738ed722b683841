#!/usr/bin/env node
/**
 * First contentful paint of a page in Debian's chromium (headless, through Playwright), measured
 * the way Lighthouse reports it (the browser's own 'first-contentful-paint' paint timing), on a
 * 390×844 phone viewport with a cold cache for every run:
 *   - "unthrottled": this machine as it is (5 runs);
 *   - "mobile (Lighthouse-like)": CPU slowed 4× and a 150 ms / 1.6 Mbps network (3 runs).
 * Also lists which of the app's build/ files the page requested before its first paint.
 *
 * node tools/bench/fcp.js --url http://127.0.0.1:8900/login --out fcp.json [--build build]
 */
'use strict';

/**
 * External dependencies
 */
const fs = require( 'fs' );
const path = require( 'path' );
const zlib = require( 'zlib' );
const { chromium } = require( '@playwright/test' );

/**
 * Internal dependencies
 */
const { median } = require( './lib/median' );
const { args, CHROMIUM_ARGS } = require( './lib/cli' );

const PROFILES = [
	{ name: 'unthrottled', runs: 5 },
	{
		name: 'mobile (Lighthouse-like: 4× CPU, 150 ms RTT, 1.6 Mbps)',
		runs: 3,
		cpu: 4,
		network: {
			latency: 150,
			downloadThroughput: ( 1.6 * 1024 * 1024 ) / 8,
			uploadThroughput: ( 750 * 1024 ) / 8,
		},
	},
];

/**
 * Gzip size of the scripts a page fetched, read from the WordPress folder the site serves.
 *
 * @param {string[]} urls  Site-relative paths (/wp-includes/js/...).
 * @param {string}   wpDir The WordPress folder.
 * @return {number} Bytes (files not found count 0).
 */
function gzipTotal( urls, wpDir ) {
	let total = 0;
	for ( const url of urls ) {
		const file = path.join( wpDir, url );
		if ( fs.existsSync( file ) ) {
			total += zlib.gzipSync( fs.readFileSync( file ), {
				level: 9,
			} ).length;
		}
	}
	return total;
}

async function once( browser, url, profile ) {
	const context = await browser.newContext( {
		viewport: { width: 390, height: 844 },
		deviceScaleFactor: 3,
		isMobile: true,
		hasTouch: true,
		locale: 'nl-NL',
	} );
	const page = await context.newPage();
	if ( profile.cpu || profile.network ) {
		const cdp = await context.newCDPSession( page );
		if ( profile.cpu ) {
			await cdp.send( 'Emulation.setCPUThrottlingRate', {
				rate: profile.cpu,
			} );
		}
		if ( profile.network ) {
			await cdp.send( 'Network.enable' );
			await cdp.send( 'Network.emulateNetworkConditions', {
				offline: false,
				...profile.network,
			} );
		}
	}
	const response = await page.goto( url, {
		waitUntil: 'load',
		timeout: 60000,
	} );
	const fcp = await page.evaluate(
		() =>
			new Promise( ( resolve ) => {
				const found = performance.getEntriesByName(
					'first-contentful-paint'
				)[ 0 ];
				if ( found ) {
					resolve( found.startTime );
					return;
				}
				new PerformanceObserver( ( list ) => {
					const entry = list.getEntriesByName(
						'first-contentful-paint'
					)[ 0 ];
					if ( entry ) {
						resolve( entry.startTime );
					}
				} ).observe( { type: 'paint', buffered: true } );
				setTimeout( () => resolve( null ), 15000 );
			} )
	);
	await page
		.waitForLoadState( 'networkidle', { timeout: 15000 } )
		.catch( () => {} );
	const details = await page.evaluate( () => ( {
		app: !! document.getElementById( 'fitcoach-app' ),
		resources: performance.getEntriesByType( 'resource' ).map( ( r ) => ( {
			name: r.name,
			start: r.startTime,
			end: r.responseEnd,
			type: r.initiatorType,
		} ) ),
		title: document.title,
	} ) );
	await context.close();
	return { status: response ? response.status() : 0, fcp, ...details };
}

async function main() {
	const opts = args();
	const result = { url: opts.url, profiles: [] };
	let browser;
	try {
		browser = await chromium.launch( {
			executablePath:
				process.env.FITCOACH_CHROMIUM || '/usr/bin/chromium',
			args: CHROMIUM_ARGS,
		} );
	} catch ( e ) {
		result.error = `chromium could not start: ${ e.message.split( '\n' )[ 0 ] }`;
		fs.writeFileSync( opts.out, JSON.stringify( result, null, 2 ) + '\n' );
		throw e;
	}
	try {
		const first = await once( browser, opts.url, { name: 'check' } ).catch(
			( e ) => ( { error: e.message.split( '\n' )[ 0 ] } )
		);
		if ( first.error ) {
			result.error = first.error;
			process.stdout.write( `  FCP not measured: ${ result.error }\n` );
			return;
		}
		for ( const profile of PROFILES ) {
			const runs = [];
			let firstRun = null;
			for ( let i = 0; i < profile.runs; i++ ) {
				const run = await once( browser, opts.url, profile );
				firstRun = firstRun || run;
				const buildJs = run.resources.filter( ( r ) =>
					/\/build\/.+\.js(\?|$)/.test( r.name )
				);
				runs.push( {
					fcp_ms: run.fcp,
					status: run.status,
					js_before_fcp: buildJs
						.filter(
							( r ) => run.fcp !== null && r.start < run.fcp
						)
						.map( ( r ) =>
							r.name
								.replace( /^.*\/build\//, '' )
								.replace( /\?.*$/, '' )
						),
					js_total: buildJs.map( ( r ) =>
						r.name
							.replace( /^.*\/build\//, '' )
							.replace( /\?.*$/, '' )
					),
					requests: run.resources.length,
					// Every script the page fetched before its first paint (WordPress's own too).
					scripts_before_fcp: run.resources
						.filter(
							( r ) =>
								r.type === 'script' &&
								run.fcp !== null &&
								r.start < run.fcp
						)
						.map( ( r ) =>
							r.name
								.replace( /^https?:\/\/[^/]+/, '' )
								.replace( /\?.*$/, '' )
						),
				} );
			}
			const entry = {
				name: profile.name,
				median_ms: median( runs.map( ( r ) => r.fcp_ms ) ),
				runs,
				js_before_fcp: [
					...new Set( runs.flatMap( ( r ) => r.js_before_fcp ) ),
				],
				js_after_load: [
					...new Set( runs.flatMap( ( r ) => r.js_total ) ),
				],
				scripts_before_fcp: [
					...new Set( runs.flatMap( ( r ) => r.scripts_before_fcp ) ),
				],
			};
			entry.scripts_before_fcp_gzip = gzipTotal(
				entry.scripts_before_fcp,
				opts.wp || path.resolve( __dirname, '../../.wp/wordpress' )
			);
			// WordPress's own scripts (wp-includes), which the app's initial JavaScript figure
			// leaves out: the page loads them from the site's WordPress, not from build/.
			entry.wordpress_scripts_before_fcp =
				entry.scripts_before_fcp.filter( ( url ) =>
					url.startsWith( '/wp-includes/' )
				);
			entry.wordpress_scripts_before_fcp_gzip = gzipTotal(
				entry.wordpress_scripts_before_fcp,
				opts.wp || path.resolve( __dirname, '../../.wp/wordpress' )
			);
			result.profiles.push( entry );
			result.app_root = firstRun ? firstRun.app : false;
			result.status = firstRun ? firstRun.status : 0;
			process.stdout.write(
				`  FCP ${ profile.name }: median ${ entry.median_ms === null ? '–' : entry.median_ms.toFixed( 0 ) + ' ms' } (${ runs.map( ( r ) => ( r.fcp_ms === null ? '–' : r.fcp_ms.toFixed( 0 ) ) ).join( ', ' ) }); build JS before FCP: ${ entry.js_before_fcp.join( ', ' ) || 'none' }\n`
			);
		}
		if ( ! result.app_root ) {
			result.note = `the page answered ${ result.status } without #fitcoach-app: the app page (full-page template) is not there yet, so this is the theme's page`;
			process.stdout.write( `  Note: ${ result.note }\n` );
		}
	} finally {
		await browser.close();
		fs.writeFileSync( opts.out, JSON.stringify( result, null, 2 ) + '\n' );
	}
}

main().catch( ( e ) => {
	process.stderr.write( `fcp.js: ${ e.message }\n` );
	process.exit( 1 );
} );
