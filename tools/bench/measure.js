#!/usr/bin/env node
/**
 * Measures the routes of lib/routes.js on the running benchmark stack.
 *
 * Always: logs in (member and coach), calls each route a few times and records its status and the
 * SQL queries it ran (X-FitCoach-Queries, from the local-runtime mu-plugin under FITCOACH_BENCH=1).
 * With --load: runs wrk on each route that answered 200, at each concurrency, after a warm-up.
 * Then the cold paths and the writes of lib/paths.js, one request at a time (--samples each; 15
 * with --load, 3 without: enough for the query counts).
 *
 * node tools/bench/measure.js --base URL --info site-info.json --out result.json [--load]
 *   [--connections 1,8] [--duration 6] [--warmup 1] [--password fitcoach-demo] [--label large]
 *   [--nodes URL_A,URL_B --children 4]  (to wait for the nodes to be idle between runs)
 *   [--samples 15] [--redis-socket PATH]  (cold paths and writes; the socket when the pools use Redis)
 */
'use strict';

/**
 * External dependencies
 */
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
const { execFileSync } = require( 'child_process' );
/**
 * Internal dependencies
 */
const { call, isMissing, login } = require( './lib/http' );
const { ROUTES } = require( './lib/routes' );
const { measureCold, measureWrites } = require( './lib/paths' );
const { median } = require( './lib/median' );

function args() {
	const out = {
		connections: '1,8',
		duration: '6',
		warmup: '1',
		password: 'fitcoach-demo',
		label: '',
	};
	const argv = process.argv.slice( 2 );
	for ( let i = 0; i < argv.length; i++ ) {
		const key = argv[ i ].replace( /^--/, '' );
		if ( key === 'load' ) {
			out.load = true;
		} else {
			out[ key ] = argv[ ++i ];
		}
	}
	return out;
}

function loadavg() {
	try {
		return fs.readFileSync( '/proc/loadavg', 'utf8' ).trim();
	} catch {
		return os
			.loadavg()
			.map( ( v ) => v.toFixed( 2 ) )
			.join( ' ' );
	}
}

async function tokens( base, apiKey, info, password ) {
	const who = { member: info.users.member.login, coach: 'coach' };
	if ( info.users.other && info.users.other.id ) {
		who.other = info.users.other.login;
	}
	const result = {};
	for ( const [ role, username ] of Object.entries( who ) ) {
		try {
			const response = await login(
				base,
				apiKey,
				username,
				password,
				false
			);
			if (
				response.status === 200 &&
				response.body &&
				response.body.token
			) {
				result[ role ] = { token: response.body.token, note: '' };
			} else if ( isMissing( response ) ) {
				result[ role ] = {
					token: '',
					note: 'POST /auth/login is missing',
				};
			} else {
				result[ role ] = {
					token: '',
					note: `login as ${ username } answered ${ response.status } ${ response.code }`,
				};
			}
		} catch ( e ) {
			result[ role ] = {
				token: '',
				note: `login as ${ username } failed: ${ e.message }`,
			};
		}
	}
	return result;
}

/**
 * How many items a list response holds (a plain list or { data: [...] }).
 *
 * @param {*} body Decoded JSON.
 * @return {number|null} Count, or null for other shapes.
 */
function itemCount( body ) {
	if ( Array.isArray( body ) ) {
		return body.length;
	}
	return body && Array.isArray( body.data ) ? body.data.length : null;
}

/**
 * An exercise the member logged: the first exercise of their newest session (0 when there is
 * none, which the history route answers with a 404 and the table shows as such).
 *
 * @param {string} base   Site URL.
 * @param {string} apiKey API key.
 * @param {Object} auth   { token } of the member.
 * @return {Promise<number>} Exercise id.
 */
async function memberExercise( base, apiKey, auth ) {
	if ( ! auth || ! auth.token ) {
		return 0;
	}
	const r = await call( base, 'GET', '/workout-sessions?page=1&per_page=1', {
		apiKey,
		token: auth.token,
	} );
	const session =
		r.body && Array.isArray( r.body.data ) ? r.body.data[ 0 ] : null;
	const first =
		session && Array.isArray( session.exercises )
			? session.exercises[ 0 ]
			: null;
	return first && Number( first.id ) > 0 ? Number( first.id ) : 0;
}

/**
 * A photo of the member's newest check-in with photos, as GET /check-ins hands out its thumbnail
 * ('fitcoach/v1/photos/12?v=…&size=thumb'): { id, hash }, or id 0 when there is none.
 *
 * @param {string} base   Site URL.
 * @param {string} apiKey API key.
 * @param {Object} auth   { token } of the member.
 * @return {Promise<{id: number, hash: string}>} The photo.
 */
async function memberPhoto( base, apiKey, auth ) {
	const none = { id: 0, hash: '' };
	if ( ! auth || ! auth.token ) {
		return none;
	}
	const r = await call( base, 'GET', '/check-ins?page=1&per_page=10', {
		apiKey,
		token: auth.token,
	} );
	const list = r.body && Array.isArray( r.body.data ) ? r.body.data : [];
	for ( const checkIn of list ) {
		const photo = Array.isArray( checkIn.photos )
			? checkIn.photos[ 0 ]
			: null;
		const match =
			photo && typeof photo.thumb === 'string'
				? /photos\/(\d+)\?v=([0-9a-f]+)/.exec( photo.thumb )
				: null;
		if ( match ) {
			return { id: Number( match[ 1 ] ), hash: match[ 2 ] };
		}
	}
	return none;
}

/**
 * The ETag of the member's unread count (GET /messages/unread), as the app keeps it for its next
 * poll; '' when the route answers none.
 *
 * @param {string} base   Site URL.
 * @param {string} apiKey API key.
 * @param {Object} auth   { token } of the member.
 * @return {Promise<string>} ETag.
 */
async function unreadEtag( base, apiKey, auth ) {
	if ( ! auth || ! auth.token ) {
		return '';
	}
	const r = await call( base, 'GET', '/messages/unread', {
		apiKey,
		token: auth.token,
	} );
	return r.status === 200 ? r.etag : '';
}

/**
 * Calls a route 1 + N times: the first warms opcache and caches, the rest give the query count.
 *
 * @param {string} base   Site URL.
 * @param {string} apiKey API key.
 * @param {Object} route  Entry of lib/routes.js.
 * @param {Object} auth   { token, note } of the caller.
 * @param {string} label  Size label, names the SQL trace files.
 * @return {Promise<Object>} State, status and query figures.
 */
async function probe( base, apiKey, route, auth, label ) {
	const samples = [];
	let first = null;
	for ( let i = 0; i < 4; i++ ) {
		const r = await call( base, 'GET', route.path, {
			apiKey,
			token: auth.token,
			headers: route.headers,
		} );
		if ( ! first ) {
			first = r;
		}
		if ( i > 0 ) {
			samples.push( r );
		}
		if ( isMissing( r ) ) {
			break;
		}
	}
	const last = samples.length ? samples[ samples.length - 1 ] : first;
	if ( ! isMissing( first ) && auth.token && label ) {
		// One more call whose SQL the mu-plugin writes to .wp/bench/out/trace/.
		await call( base, 'GET', route.path, {
			apiKey,
			token: auth.token,
			headers: route.headers,
			trace: `${ label }-${ route.name.replace( /[^a-z0-9]+/gi, '-' ).replace( /^-|-$/g, '' ) }`,
		} );
	}
	const entry = {
		http: last.status,
		code: last.code,
		queries: samples.map( ( s ) => s.queries ),
		queries_median: median( samples.map( ( s ) => s.queries ) ),
		queries_first: first.queries,
		cache_calls: median( samples.map( ( s ) => s.cacheCalls ) ),
		server_ms: median( samples.map( ( s ) => s.serverMs ) ),
		bytes: last.bytes,
		items: itemCount( last.body ),
		cache_control: last.cacheControl,
	};
	if ( isMissing( first ) ) {
		entry.state = 'missing';
		entry.note = 'route not registered (yet)';
	} else if ( ! auth.token ) {
		entry.state = 'no-login';
		entry.note = auth.note;
	} else if ( last.status === ( route.expect || 200 ) ) {
		entry.state = 'ok';
	} else {
		entry.state = 'error';
		entry.note =
			`HTTP ${ last.status } ${ last.code } ${ last.body && last.body.message ? last.body.message : last.text.slice( 0, 120 ) }`.trim();
	}
	return entry;
}

/**
 * Waits until the PHP nodes have finished what wrk left queued: requests that wrk gave up on
 * still run in PHP-FPM and would slow the next measurement down. Sends as many light requests
 * per node as it has workers, all at once; they are answered only when the queue ahead is gone.
 *
 * @param {string[]} nodes    Base URLs of the nodes.
 * @param {number}   children Workers per node.
 * @return {Promise<number>} Seconds it took.
 */
async function drain( nodes, children ) {
	const started = Date.now();
	const calls = [];
	for ( const node of nodes ) {
		for ( let i = 0; i < children; i++ ) {
			calls.push(
				fetch( node + '/wp-json/fitcoach/v1/', {
					signal: AbortSignal.timeout( 180000 ),
				} )
					.then( ( r ) => r.text() )
					.catch( () => '' )
			);
		}
	}
	await Promise.all( calls );
	return ( Date.now() - started ) / 1000;
}

function wrk( url, connections, seconds, opts ) {
	const outFile = path.join(
		os.tmpdir(),
		`fitcoach-wrk-${ process.pid }-${ connections }.json`
	);
	const threads = Math.min( connections, 2 );
	// Extra request headers (one "Name: value" a line) and the status that counts as success.
	const extra = Object.entries( opts.headers || {} )
		.map( ( [ name, value ] ) => `${ name }: ${ value }` )
		.join( '\n' );
	execFileSync(
		'wrk',
		[
			`-t${ threads }`,
			`-c${ connections }`,
			`-d${ seconds }s`,
			'--timeout',
			'30s',
			'-s',
			opts.lua,
			url,
		],
		{
			env: {
				...process.env,
				BENCH_API_KEY: opts.apiKey,
				BENCH_TOKEN: opts.token,
				BENCH_OUT: outFile,
				BENCH_HEADERS: extra,
				BENCH_EXPECT_STATUS: String( opts.expect || '' ),
			},
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		}
	);
	const data = JSON.parse( fs.readFileSync( outFile, 'utf8' ) );
	fs.unlinkSync( outFile );
	return data;
}

async function main() {
	const opts = args();
	const info = JSON.parse( fs.readFileSync( opts.info, 'utf8' ) );
	const apiKey = info.api_key;
	const connections = String( opts.connections )
		.split( /[ ,]+/ )
		.filter( Boolean )
		.map( Number );
	const result = {
		label: opts.label,
		base: opts.base,
		members: info.counts.bench_members,
		counts: info.counts,
		started: new Date().toISOString(),
		loadavg_before: loadavg(),
		logins: {},
		routes: [],
	};
	const auth = await tokens( opts.base, apiKey, info, opts.password );
	result.logins = Object.fromEntries(
		Object.entries( auth ).map( ( [ k, v ] ) => [
			k,
			v.token ? 'ok' : v.note,
		] )
	);
	const exercise = await memberExercise( opts.base, apiKey, auth.member );
	// The member the coach's member routes look at: bench_0001, whose data the member routes read.
	const member = Number( info.users.member.id ) || 0;
	const photo = await memberPhoto( opts.base, apiKey, auth.member );
	const etag = await unreadEtag( opts.base, apiKey, auth.member );
	const fill = ( text ) =>
		text
			.replace( '{exercise}', String( exercise ) )
			.replace( '{member}', String( member ) )
			.replace( '{photo}', String( photo.id ) )
			.replace( '{photo_hash}', photo.hash )
			.replace( '{unread_etag}', etag );
	for ( const listed of ROUTES ) {
		const route = {
			...listed,
			path: fill( listed.path ),
			headers: listed.headers
				? Object.fromEntries(
						Object.entries( listed.headers ).map( ( [ k, v ] ) => [
							k,
							fill( v ),
						] )
					)
				: undefined,
		};
		const entry = {
			...route,
			...( await probe(
				opts.base,
				apiKey,
				route,
				auth[ route.as ],
				opts.label
			) ),
		};
		result.routes.push( entry );
		process.stderr.write(
			`  ${ route.name.padEnd( 34 ) } ${ entry.state.padEnd( 8 ) } queries ${ entry.queries_median ?? '-' }${ entry.note ? '  (' + entry.note + ')' : '' }\n`
		);
	}
	if ( opts.load ) {
		const nodes = String( opts.nodes || opts.base ).split( ',' );
		const children = Number( opts.children || 4 );
		const floorEntry = result.routes.find(
			( r ) => r.group === 'floor' && r.state === 'ok'
		);
		const floorUrl = floorEntry
			? opts.base + '/wp-json/fitcoach/v1' + floorEntry.path
			: '';
		for ( const entry of result.routes ) {
			if ( entry.state !== 'ok' ) {
				continue;
			}
			entry.load = {};
			const url = opts.base + '/wp-json/fitcoach/v1' + entry.path;
			const token = auth[ entry.as ].token;
			for ( const c of connections ) {
				let warm = null;
				if ( Number( opts.warmup ) > 0 ) {
					warm = wrk( url, c, Number( opts.warmup ), {
						lua: opts.lua,
						apiKey,
						token,
						headers: entry.headers,
						expect: entry.expect,
					} );
				}
				await drain( nodes, children );
				// The machine's load changes from minute to minute: the floor measured right
				// before this route (1 connection) is the fairest reference for its ratio.
				let adjacent = null;
				if ( c === 1 && entry.group !== 'floor' && floorEntry ) {
					adjacent = wrk( floorUrl, 1, Number( opts.duration ), {
						lua: opts.lua,
						apiKey,
						token: auth[ floorEntry.as ].token,
					} );
					await drain( nodes, children );
				}
				const before = loadavg();
				const data = wrk( url, c, Number( opts.duration ), {
					lua: opts.lua,
					apiKey,
					token,
					headers: entry.headers,
					expect: entry.expect,
				} );
				data.loadavg = before;
				// Non-2xx answers of the warm-up count too: the route failed under load either way.
				data.warmup_non2xx = warm ? warm.non2xx || 0 : 0;
				data.drain_after_s = await drain( nodes, children );
				if ( adjacent ) {
					data.floor = adjacent;
				}
				entry.load[ `c${ c }` ] = data;
				process.stderr.write(
					`  ${ entry.name.padEnd( 34 ) } c=${ c }  ${ data.requests ? '' : 'NO REQUEST FINISHED  ' }p50 ${ data.p50_ms.toFixed( 1 ) } ms  p95 ${ data.p95_ms.toFixed( 1 ) } ms  ${ data.rps.toFixed( 1 ) } req/s${ data.non2xx + data.warmup_non2xx ? `  (${ data.non2xx + data.warmup_non2xx } non-2xx, first ${ data.first_non2xx }!)` : '' }  load ${ before.split( ' ' ).slice( 0, 3 ).join( ' ' ) }\n`
				);
			}
		}
	}
	const floorRoute = ROUTES.find( ( r ) => r.group === 'floor' );
	const ctx = {
		base: opts.base,
		apiKey,
		auth: {
			member: auth.member.token,
			coach: auth.coach.token,
			// Without a second member the first one writes for the dashboard too.
			other: ( auth.other && auth.other.token ) || auth.member.token,
		},
		floor: floorRoute,
		samples: Number( opts.samples || ( opts.load ? 15 : 3 ) ),
		label: opts.label,
		redisSocket: opts[ 'redis-socket' ] || '',
		workout: null,
	};
	if ( ctx.auth.member && ctx.auth.coach ) {
		const workouts = await call( opts.base, 'GET', '/workouts', {
			apiKey,
			token: ctx.auth.member,
		} );
		const list = Array.isArray( workouts.body )
			? workouts.body
			: ( workouts.body && workouts.body.data ) || [];
		ctx.workout =
			list.find(
				( w ) => Array.isArray( w.exercises ) && w.exercises.length
			) || null;
		const log = ( line ) => process.stderr.write( line + '\n' );
		if ( ctx.workout ) {
			result.cold = await measureCold( ctx, log );
			result.writes = await measureWrites( ctx, log );
		} else {
			result.paths_note = `no workout with exercises for the member (GET /workouts answered ${ workouts.status })`;
		}
	} else {
		result.paths_note = 'no login: cold paths and writes not measured';
	}
	result.loadavg_after = loadavg();
	result.finished = new Date().toISOString();
	fs.writeFileSync( opts.out, JSON.stringify( result, null, 2 ) + '\n' );
}

main().catch( ( e ) => {
	process.stderr.write( `measure.js: ${ e.stack || e.message }\n` );
	process.exit( 1 );
} );
