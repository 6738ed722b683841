/**
 * Pure logic of the benchmark report: ratios to the floor, budgets, the Markdown table.
 * No I/O here (tests/js/bench/report-lib.test.js covers it).
 */
'use strict';

const BUDGETS = {
	memberRatio: 1.5,
	adminRatio: 2,
	writeRatio: 2,
	maxQueries: 12,
	initialJsGzip: 60 * 1024,
	precacheGzip: 400 * 1024,
	autoloadBytes: 10 * 1024,
	// The first screen (firstscreen.js, issue 27): the app's own Home complete on a phone, cold
	// and as the installed app (its service worker), the first tap on 'Starten' until the session
	// screen shows, and the request waves.
	homeMobileColdMs: 2000,
	homeMobileWarmMs: 1000,
	firstTapColdMs: 2000,
	firstTapWarmMs: 1200,
	homeRtt150Ms: 900,
	otherScreensOverHome: 1.2,
	homeWaves: 3,
	digestSeconds: 30,
	digestMb: 128,
};

/** The concurrency whose p50 decides the latency budgets (1: each request's own cost). */
const VERDICT_CONNECTIONS = 'c1';

/**
 * Rounds for display.
 *
 * @param {number|null|undefined} value  Number.
 * @param {number}                digits Decimals.
 * @return {string} Text, or '–' for no value.
 */
function fmt( value, digits = 1 ) {
	if ( value === Infinity ) {
		return '∞';
	}
	return typeof value === 'number' && Number.isFinite( value )
		? value.toFixed( digits )
		: '–';
}

/**
 * Bytes as KB with one decimal.
 *
 * @param {number} bytes Bytes.
 * @return {string} e.g. '12.3 KB'.
 */
function kb( bytes ) {
	return `${ fmt( bytes / 1024, 1 ) } KB`;
}

/**
 * The floor route of a measurement.
 *
 * @param {Object} run measure.js output.
 * @return {Object|undefined} The floor entry.
 */
function floorOf( run ) {
	return run && Array.isArray( run.routes )
		? run.routes.find( ( r ) => r.group === 'floor' )
		: undefined;
}

/**
 * A route's latency budget: its own limit (lib/routes.js `limit`) or its group's.
 *
 * @param {Object} route Route entry (group, limit).
 * @return {number} Most p50 allowed, as a multiple of the floor's.
 */
function limitOf( route ) {
	if (
		route &&
		typeof route.limit === 'number' &&
		Number.isFinite( route.limit )
	) {
		return route.limit;
	}
	return route && route.group === 'admin'
		? BUDGETS.adminRatio
		: BUDGETS.memberRatio;
}

/**
 * Ratio of a route's p50 to the floor's p50 at one concurrency.
 *
 * @param {Object} route Route entry with load.
 * @param {Object} floor Floor entry with load.
 * @param {string} key   'c1', 'c8', ...
 * @return {number|null} Ratio, or null when either was not measured.
 */
function ratio( route, floor, key ) {
	const a = route && route.load && route.load[ key ];
	const b =
		a && a.floor && a.floor.requests
			? a.floor
			: floor && floor.load && floor.load[ key ];
	if ( ! a || ! b || ! b.requests || ! b.p50_ms ) {
		return null;
	}
	if ( ! a.requests ) {
		// Not one request finished within the run: slower than the whole run.
		return Infinity;
	}
	return a.p50_ms / b.p50_ms;
}

/**
 * Answers outside 200–299 during a route's load test: every measured run, its warm-up, at every
 * concurrency (wrk's script counts them per thread; older results only have errors.status).
 *
 * @param {Object} load The route's load entry ({ c1: wrk summary, ... }).
 * @return {{count: number, first: string}} Count and the first status seen.
 */
function non2xx( load ) {
	let count = 0;
	let first = '';
	for ( const run of Object.values( load || {} ) ) {
		const measured =
			typeof run.non2xx === 'number'
				? run.non2xx
				: ( run.errors && run.errors.status ) || 0;
		count += measured + ( run.warmup_non2xx || 0 );
		if ( ! first && run.first_non2xx ) {
			first = String( run.first_non2xx );
		}
	}
	return { count, first };
}

/**
 * A wrk result's p50 in words.
 *
 * @param {Object} run wrk summary.
 * @return {string} e.g. '12.3 ms', or that nothing finished.
 */
function latency( run ) {
	return run.requests
		? `${ fmt( run.p50_ms ) } ms`
		: `no request finished in ${ fmt( run.duration_s, 0 ) } s`;
}

/**
 * One budget line.
 *
 * @param {string} name   What is checked.
 * @param {string} state  PASS, FAIL or SKIP.
 * @param {string} detail Figures behind it.
 * @return {{name: string, state: string, detail: string}} The line.
 */
function budget( name, state, detail ) {
	return { name, state, detail };
}

/**
 * The member app's JavaScript before its first render: the entry's initial files (webpack) plus
 * any build/ file the browser requested before the first contentful paint of /login.
 *
 * @param {Object}      bundle bundle.js output.
 * @param {Object|null} fcp    fcp.js output.
 * @return {{files: string[], gzip: number, raw: number}} Files and their total sizes.
 */
function initialJs( bundle, fcp ) {
	const files = new Set( bundle.initial.files );
	const probe =
		fcp && Array.isArray( fcp.profiles ) && fcp.profiles[ 0 ]
			? fcp.profiles[ 0 ].js_before_fcp || []
			: [];
	for ( const file of probe ) {
		if ( ( bundle.files || [] ).some( ( f ) => f.file === file ) ) {
			files.add( file );
		}
	}
	const list = [ ...files ];
	const pick = ( key ) =>
		list.reduce(
			( t, name ) =>
				t +
				( ( bundle.files || [] ).find( ( f ) => f.file === name ) || {
					[ key ]: 0,
				} )[ key ],
			0
		);
	return { files: list, gzip: pick( 'gzip' ), raw: pick( 'raw' ) };
}

/**
 * Gzip bytes of WordPress's own scripts (wp-includes, not the app's build/) fetched before the
 * first contentful paint of /login, or null when the probe did not say.
 *
 * @param {Object|null} fcp fcp.js output.
 * @return {number|null} Bytes.
 */
function wordpressBeforePaint( fcp ) {
	const first =
		fcp && Array.isArray( fcp.profiles ) ? fcp.profiles[ 0 ] : null;
	return first && typeof first.wordpress_scripts_before_fcp_gzip === 'number'
		? first.wordpress_scripts_before_fcp_gzip
		: null;
}

/**
 * Where a library ended up, in words.
 *
 * @param {Object}   library { name, eager, lazy } from bundle.js.
 * @param {string[]} initial Files loaded before the first render.
 * @return {string} e.g. 'lazy in chunks/chart.1.js'.
 */
function where( library, initial ) {
	const early = library.eager.concat(
		library.lazy.filter( ( f ) => initial.includes( f ) )
	);
	if ( early.length ) {
		return 'EAGER in ' + early.join( ', ' );
	}
	return library.lazy.length
		? 'lazy in ' + library.lazy.join( ', ' )
		: 'not in the build yet';
}

/**
 * Rows and budgets of the cold paths or the writes (lib/paths.js): p50 of the samples against the
 * floor timed with each of them, the query count at both sizes, and non-2xx answers.
 *
 * @param {Object[]} largeEntries Entries at full volume.
 * @param {Object[]} smallEntries Entries at the small size.
 * @param {Object}   sizes        { small, large } member counts.
 * @param {string}   prefix       'cold' or '' (names the budget lines).
 * @return {{rows: Object[], budgets: Object[]}} Rows and budget lines.
 */
function evaluatePaths( largeEntries, smallEntries, sizes, prefix ) {
	const before = new Map(
		( smallEntries || [] ).map( ( e ) => [ e.name, e ] )
	);
	const rows = [];
	const budgets = [];
	for ( const entry of largeEntries || [] ) {
		const small = before.get( entry.name );
		let limit = BUDGETS.memberRatio;
		if ( entry.group === 'admin' ) {
			limit = BUDGETS.adminRatio;
		} else if ( entry.group === 'write' ) {
			limit = BUDGETS.writeRatio;
		}
		const ratioValue =
			typeof entry.p50_ms === 'number' &&
			typeof entry.floor_p50_ms === 'number' &&
			entry.floor_p50_ms > 0
				? entry.p50_ms / entry.floor_p50_ms
				: null;
		const row = {
			name: entry.name,
			group: entry.group,
			write: entry.write || '',
			samples: entry.samples,
			p50_ms: entry.p50_ms,
			floor_p50_ms: entry.floor_p50_ms,
			ratio: ratioValue,
			limit,
			queriesSmall: small ? small.queries_median : null,
			queriesLarge: entry.queries_median,
			non2xx: entry.non2xx || 0,
			firstNon2xx: entry.first_non2xx || '',
			setupError: entry.setup_error || '',
		};
		rows.push( row );
		const label = `${ prefix ? prefix + ' ' : '' }${ entry.name } p50 ≤ ${ limit } × floor`;
		if ( row.non2xx > 0 ) {
			budgets.push(
				budget(
					label,
					'FAIL',
					`${ row.non2xx } of ${ row.samples } answers not 2xx (first: ${ row.firstNon2xx })`
				)
			);
		} else if ( row.setupError ) {
			budgets.push( budget( label, 'FAIL', row.setupError ) );
		} else if ( ratioValue === null ) {
			budgets.push( budget( label, 'FAIL', 'not measured' ) );
		} else {
			budgets.push(
				budget(
					label,
					ratioValue <= limit ? 'PASS' : 'FAIL',
					`${ fmt( row.p50_ms ) } ms vs floor ${ fmt( row.floor_p50_ms ) } ms (timed with each of ${ row.samples } samples) = ${ fmt( ratioValue, 2 ) }×`
				)
			);
		}
		const qLabel = `${ prefix ? prefix + ' ' : '' }${ entry.name } queries the same at both sizes`;
		if ( typeof row.queriesLarge !== 'number' ) {
			budgets.push( budget( qLabel, 'FAIL', 'no query header' ) );
		} else {
			const same =
				typeof row.queriesSmall !== 'number' ||
				row.queriesSmall === row.queriesLarge;
			budgets.push(
				budget(
					qLabel,
					same ? 'PASS' : 'FAIL',
					`${ fmt( row.queriesSmall, 0 ) } at ${ sizes.small || '?' } members, ${ fmt( row.queriesLarge, 0 ) } at ${ sizes.large || '?' }${ same ? '' : ' (grows with the data: N+1?)' }`
				)
			);
		}
	}
	return { rows, budgets };
}

/** The first screens besides home, each held to home's time. */
const OTHER_SCREENS = [ 'metingen', 'training', 'admin' ];

/**
 * A first-screen figure in words: median and runs.
 *
 * @param {Object} entry firstscreen.js summary ({ median_ms, runs_ms, not_complete }).
 * @return {string} e.g. '1234 ms (runs 1200, 1234, 1300 ms)'.
 */
function screenTime( entry ) {
	const runs = ( entry.runs_ms || [] )
		.map( ( v ) => fmt( v, 0 ) )
		.join( ', ' );
	const missing = ( entry.not_complete || [] ).length
		? `; never complete in ${ entry.not_complete.length } run(s): ${ entry.not_complete[ 0 ] }`
		: '';
	return `${ fmt( entry.median_ms, 0 ) } ms (runs ${ runs } ms)${ missing }`;
}

/**
 * A waves figure, with the plain timing count (an upper bound) in brackets when it is higher.
 *
 * @param {Object|undefined} entry firstscreen.js summary ({ waves, waves_any }).
 * @return {string} e.g. '6 (7)'.
 */
function wavesText( entry ) {
	if ( ! entry ) {
		return '–';
	}
	const upper =
		typeof entry.waves_any === 'number' && entry.waves_any > entry.waves
			? ` (${ fmt( entry.waves_any, 0 ) })`
			: '';
	return `${ fmt( entry.waves, 0 ) }${ upper }`;
}

/**
 * The budgets of the first screen (firstscreen.js, issue 27), on the mobile profile unless said:
 * the app's own Home complete cold and as the installed app (warm with its service worker), the
 * first tap ('Starten' on Home until the session screen shows) cold and as the installed app,
 * home on the 150 ms RTT profile, the other first screens within 20 % of home (cold), and the
 * request waves before home is complete.
 *
 * @param {Object|null} first                  firstscreen.js output.
 * @param {Object}      [options]              How.
 * @param {boolean}     [options.measuredOnly] Leave out the lines of profiles and screens that were
 *                                             not measured at all (firstscreen.js run by hand).
 * @return {Object[]} Budget lines.
 */
function firstScreenBudgets( first, options = {} ) {
	const lines = [];
	const screens = ( first && first.screens ) || {};
	const home = screens.home || {};
	const why = ( entry ) =>
		( entry && entry.error ) || ( first && first.error ) || 'not measured';
	// Whether a line is left out: measured by hand, and nothing of it was measured.
	const skip = ( measured ) => options.measuredOnly && ! measured;
	const within = ( label, entry, limit, extra = '' ) => {
		if ( skip( entry ) ) {
			return;
		}
		if ( ! entry || typeof entry.median_ms !== 'number' ) {
			lines.push(
				budget(
					label,
					'FAIL',
					entry ? screenTime( entry ) : why( home )
				)
			);
			return;
		}
		lines.push(
			budget(
				label,
				entry.median_ms <= limit ? 'PASS' : 'FAIL',
				`${ screenTime( entry ) }, ${ wavesText( entry ) } waves, ${ fmt( entry.requests, 0 ) } requests, ${ kb( entry.bytes || 0 ) }${ extra }`
			)
		);
	};
	const mobile = home.mobile || null;
	// The floor (floor/index.html): WordPress's React and Chart.js alone, on a static page.
	const floor = ( screens.floor && screens.floor.mobile ) || null;
	const floorExtra = ( entry ) =>
		entry && typeof entry.median_ms === 'number'
			? `; floor (WordPress's React and Chart.js alone): ${ fmt( entry.median_ms, 0 ) } ms`
			: '';
	const tapExtra = ( entry ) =>
		entry && typeof entry.visible_median_ms === 'number'
			? `; 'Starten' shown at ${ fmt( entry.visible_median_ms, 0 ) } ms`
			: '';
	within(
		`home complete (the app's own), mobile profile, cold ≤ ${ BUDGETS.homeMobileColdMs } ms`,
		mobile && mobile.cold,
		BUDGETS.homeMobileColdMs,
		floorExtra( floor && floor.cold )
	);
	within(
		`home complete (the app's own), mobile profile, warm (installed app, service worker) ≤ ${ BUDGETS.homeMobileWarmMs } ms`,
		mobile && mobile.warm_sw,
		BUDGETS.homeMobileWarmMs,
		( mobile && mobile.warm && typeof mobile.warm.median_ms === 'number'
			? `; HTTP cache only: ${ fmt( mobile.warm.median_ms, 0 ) } ms`
			: '' ) + floorExtra( floor && floor.warm )
	);
	within(
		`first tap: 'Starten' on home to the session screen, mobile profile, cold ≤ ${ BUDGETS.firstTapColdMs } ms`,
		mobile && mobile.tap_cold,
		BUDGETS.firstTapColdMs,
		tapExtra( mobile && mobile.tap_cold )
	);
	within(
		`first tap: 'Starten' on home to the session screen, mobile profile, warm (installed app, service worker) ≤ ${ BUDGETS.firstTapWarmMs } ms`,
		mobile && mobile.tap_warm_sw,
		BUDGETS.firstTapWarmMs,
		tapExtra( mobile && mobile.tap_warm_sw )
	);
	within(
		`home complete, 150 ms RTT profile, cold ≤ ${ BUDGETS.homeRtt150Ms } ms`,
		home.rtt150 && home.rtt150.cold,
		BUDGETS.homeRtt150Ms
	);
	const homeCold = mobile && mobile.cold ? mobile.cold.median_ms : null;
	for ( const name of OTHER_SCREENS ) {
		const label = `/${ name } complete, mobile profile, cold ≤ ${ BUDGETS.otherScreensOverHome } × home`;
		const entry = screens[ name ] || {};
		const cold = entry.mobile && entry.mobile.cold;
		if ( skip( cold ) ) {
			continue;
		}
		if ( ! cold || typeof cold.median_ms !== 'number' ) {
			lines.push(
				budget(
					label,
					'FAIL',
					cold ? screenTime( cold ) : why( entry )
				)
			);
		} else if ( typeof homeCold !== 'number' || homeCold <= 0 ) {
			lines.push(
				budget(
					label,
					'FAIL',
					`${ screenTime( cold ) }; home not measured`
				)
			);
		} else {
			const r = cold.median_ms / homeCold;
			lines.push(
				budget(
					label,
					r <= BUDGETS.otherScreensOverHome ? 'PASS' : 'FAIL',
					`${ screenTime( cold ) } vs home ${ fmt( homeCold, 0 ) } ms = ${ fmt( r, 2 ) }×, ${ wavesText( cold ) } waves`
				)
			);
		}
	}
	// The waves: the most any profile's cold median counted (they should not differ).
	const profiles = ( first && first.profiles ) || {};
	const order = Object.keys( profiles ).length
		? Object.keys( profiles )
		: Object.keys( home );
	const waves = order
		.filter(
			( profile ) =>
				home[ profile ] &&
				home[ profile ].cold &&
				typeof home[ profile ].cold.waves === 'number'
		)
		.map( ( profile ) => ( {
			profile,
			waves: home[ profile ].cold.waves,
			text: wavesText( home[ profile ].cold ),
		} ) );
	const label = `request waves before home is complete ≤ ${ BUDGETS.homeWaves } (counting the HTML)`;
	if ( ! waves.length ) {
		if ( ! skip( false ) ) {
			lines.push( budget( label, 'FAIL', why( home ) ) );
		}
	} else {
		const most = Math.max( ...waves.map( ( w ) => w.waves ) );
		lines.push(
			budget(
				label,
				most <= BUDGETS.homeWaves ? 'PASS' : 'FAIL',
				waves
					.map(
						( w ) =>
							`${ w.text } ${ ( profiles[ w.profile ] && profiles[ w.profile ].label ) || w.profile } cold`
					)
					.join( ', ' )
			)
		);
	}
	return lines;
}

/**
 * The scripts before home is complete, in words: the totals of WordPress's and the app's (gzip
 * and main-thread time), then one line per file.
 *
 * @param {Object} scripts firstscreen.js summary's `scripts`.
 * @return {string[]} Lines.
 */
function scriptLines( scripts ) {
	if ( ! scripts || ! Array.isArray( scripts.files ) ) {
		return [];
	}
	const ms = ( value ) =>
		typeof value === 'number' ? `${ fmt( value, 0 ) } ms` : '–';
	const group = ( name, total ) =>
		`${ name } ${ fmt( total.files, 0 ) } files, ${ kb( total.gzip || 0 ) } gzip, ${ ms( total.main_ms ) }`;
	const lines = [
		`scripts before home is complete (median of the runs): ${ group( 'WordPress', scripts.wordpress ) }; ${ group( 'the app', scripts.app ) }; the page's inline scripts ${ ms( scripts.page_ms ) }; other main-thread work (parsing, style, layout, paint, compiling, GC) ${ ms( scripts.other_ms ) }`,
	];
	const sorted = [ ...scripts.files ].sort(
		( a, b ) =>
			a.origin.localeCompare( b.origin ) ||
			( b.gzip || 0 ) - ( a.gzip || 0 )
	);
	for ( const f of sorted ) {
		lines.push(
			`  ${ f.origin } ${ f.file }: ${ typeof f.gzip === 'number' ? kb( f.gzip ) : '?' } gzip, ${ ms( f.main_ms ) }`
		);
	}
	return lines;
}

/**
 * Evaluates every budget.
 *
 * @param {Object} input { small, large, bundle, fcp, multinode, site } (each may be missing).
 * @return {{routes: Array, budgets: Array}} Rows of the route table and the budget lines.
 */
function evaluate( input ) {
	const { small, large, bundle, site } = input;
	const floor = floorOf( large );
	const smallRoutes = new Map(
		( ( small && small.routes ) || [] ).map( ( r ) => [ r.name, r ] )
	);
	const rows = [];
	const budgets = [];

	for ( const route of ( large && large.routes ) || [] ) {
		const before = smallRoutes.get( route.name );
		const row = {
			name: route.name,
			group: route.group,
			state: route.state,
			note: route.note || '',
			queriesSmall:
				before && before.state === 'ok' ? before.queries_median : null,
			queriesLarge: route.state === 'ok' ? route.queries_median : null,
			load: route.load || {},
			ratios: {},
			non2xx: non2xx( route.load ),
			limit: route.group === 'floor' ? null : limitOf( route ),
			// One of the coach's lists (lib/routes.js `list`; /admin/users in older results).
			list: Boolean( route.list ) || route.name === '/admin/users',
		};
		for ( const key of Object.keys( row.load ) ) {
			row.ratios[ key ] =
				route.group === 'floor' ? 1 : ratio( route, floor, key );
		}
		rows.push( row );

		if ( route.group === 'floor' ) {
			continue;
		}
		const limit = row.limit;
		const label = `${ route.name } p50 ≤ ${ limit } × floor`;
		// A route that does not answer 2xx is a failure, never a skip: it costs users an error.
		if ( route.state !== 'ok' ) {
			budgets.push(
				budget(
					label,
					'FAIL',
					`${ route.state }${ route.note ? ': ' + route.note : '' }`
				)
			);
		} else if ( row.non2xx.count > 0 ) {
			budgets.push(
				budget(
					label,
					'FAIL',
					`${ row.non2xx.count } non-2xx answers under load (first: ${ row.non2xx.first || '?' })`
				)
			);
		} else if (
			row.ratios[ VERDICT_CONNECTIONS ] === null ||
			row.ratios[ VERDICT_CONNECTIONS ] === undefined
		) {
			budgets.push(
				budget( label, 'FAIL', 'no floor measured in this run' )
			);
		} else {
			const r = row.ratios[ VERDICT_CONNECTIONS ];
			const own = row.load[ VERDICT_CONNECTIONS ];
			const base =
				own.floor && own.floor.requests
					? own.floor
					: floor.load[ VERDICT_CONNECTIONS ];
			const reference =
				own.floor && own.floor.requests
					? 'measured right before it'
					: 'of the run';
			budgets.push(
				budget(
					label,
					r <= limit ? 'PASS' : 'FAIL',
					`${ latency( own ) } vs floor ${ fmt( base.p50_ms ) } ms (${ reference }) = ${ fmt( r, 2 ) }× (1 connection)`
				)
			);
		}
	}

	for ( const row of rows ) {
		const label = `${ row.name } queries ≤ ${ BUDGETS.maxQueries }, same at both sizes`;
		if (
			row.state !== 'ok' ||
			row.queriesLarge === null ||
			row.queriesLarge === undefined
		) {
			budgets.push(
				budget(
					label,
					'FAIL',
					row.state === 'ok'
						? 'no query header (FITCOACH_BENCH off?)'
						: `${ row.state }${ row.note ? ': ' + row.note : '' }`
				)
			);
			continue;
		}
		const sizes = `${ fmt( row.queriesSmall, 0 ) } at ${ ( small && small.members ) || '?' } members, ${ fmt( row.queriesLarge, 0 ) } at ${ ( large && large.members ) || '?' }`;
		const within =
			row.queriesLarge <= BUDGETS.maxQueries &&
			( row.queriesSmall === null ||
				row.queriesSmall <= BUDGETS.maxQueries );
		const same = row.queriesSmall === row.queriesLarge;
		let state = within && same ? 'PASS' : 'FAIL';
		if ( row.queriesSmall === null ) {
			state = within ? 'PASS' : 'FAIL';
		}
		budgets.push(
			budget(
				label,
				state,
				sizes + ( same ? '' : ' (grows with the data: N+1?)' )
			)
		);
	}

	// The coach's lists (members, programs): their latency and query budgets at full volume.
	for ( const list of rows.filter( ( r ) => r.list ) ) {
		const name = `${ list.name } within budget at ${ ( large && large.members ) || '?' } members`;
		if ( list.state !== 'ok' ) {
			budgets.push( budget( name, 'FAIL', list.state ) );
		} else {
			const r = list.ratios[ VERDICT_CONNECTIONS ];
			const ok =
				r !== null &&
				r !== undefined &&
				r <= list.limit &&
				list.non2xx.count === 0 &&
				list.queriesLarge !== null &&
				list.queriesLarge <= BUDGETS.maxQueries &&
				list.queriesLarge === list.queriesSmall;
			budgets.push(
				budget(
					name,
					ok ? 'PASS' : 'FAIL',
					`${ fmt( r, 2 ) }× floor (≤ ${ list.limit }), ${ fmt( list.queriesLarge, 0 ) } queries (${ fmt( list.queriesSmall, 0 ) } at the small size)`
				)
			);
		}
	}

	const sizes = {
		small: small && small.members,
		large: large && large.members,
	};
	let cold = [];
	let writes = [];
	if ( large && ( large.cold || large.writes ) ) {
		const c = evaluatePaths(
			large.cold,
			small && small.cold,
			sizes,
			'cold'
		);
		const w = evaluatePaths(
			large.writes,
			small && small.writes,
			sizes,
			''
		);
		cold = c.rows;
		writes = w.rows;
		budgets.push( ...c.budgets, ...w.budgets );
	} else if ( large ) {
		budgets.push(
			budget(
				'cold paths and writes measured',
				'FAIL',
				large.paths_note || 'not in this run'
			)
		);
	}

	if ( bundle && bundle.initial ) {
		const initial = initialJs( bundle, input.fcp );
		const wpBefore = wordpressBeforePaint( input.fcp );
		budgets.push(
			budget(
				`app's initial JavaScript ≤ ${ kb( BUDGETS.initialJsGzip ) } gzip`,
				initial.gzip <= BUDGETS.initialJsGzip ? 'PASS' : 'FAIL',
				`${ kb( initial.gzip ) } gzip (${ initial.files.join( ' + ' ) }); WordPress's own scripts are not counted${ wpBefore === null ? '' : `: ${ kb( wpBefore ) } gzip of them load before the first paint` }`
			)
		);
		const eager = ( bundle.libraries || [] ).filter(
			( l ) =>
				l.eager.length ||
				l.lazy.some( ( f ) => initial.files.includes( f ) )
		);
		const absent = ( bundle.libraries || [] ).filter(
			( l ) => ! l.lazy.length && ! l.eager.length
		);
		let detail = ( bundle.libraries || [] )
			.map( ( l ) => `${ l.name }: ${ where( l, initial.files ) }` )
			.join( '; ' );
		if ( ! detail ) {
			detail = 'no library information';
		}
		let verdict = absent.length ? 'SKIP' : 'PASS';
		if ( eager.length ) {
			verdict = 'FAIL';
		}
		budgets.push(
			budget( 'Chart.js and Swiper only in lazy chunks', verdict, detail )
		);
	} else {
		budgets.push(
			budget(
				`app's initial JavaScript ≤ ${ kb( BUDGETS.initialJsGzip ) } gzip`,
				'SKIP',
				'no build'
			)
		);
	}

	if ( site && site.autoload ) {
		const bytes = site.autoload.fitcoach_bytes;
		const list =
			site.autoload.fitcoach_rows
				.map( ( r ) => `${ r.name } ${ r.bytes } B` )
				.join( ', ' ) || 'none';
		budgets.push(
			budget(
				`autoloaded fitcoach options ≤ ${ kb( BUDGETS.autoloadBytes ) }`,
				bytes <= BUDGETS.autoloadBytes ? 'PASS' : 'FAIL',
				`${ bytes } B (${ list })`
			)
		);
	}

	const pwa = input.pwa;
	if ( pwa && pwa.precache && ! pwa.precache.error ) {
		const missing = pwa.precache.missing || [];
		budgets.push(
			budget(
				`service worker precache ≤ ${ kb( BUDGETS.precacheGzip ) } gzip`,
				pwa.precache.gzip_bytes <= BUDGETS.precacheGzip &&
					! missing.length
					? 'PASS'
					: 'FAIL',
				`${ kb( pwa.precache.gzip_bytes ) } gzip in ${ pwa.precache.files } files${ missing.length ? `; could not be fetched: ${ missing.join( ', ' ) }` : '' }`
			)
		);
	} else {
		budgets.push(
			budget(
				`service worker precache ≤ ${ kb( BUDGETS.precacheGzip ) } gzip`,
				'FAIL',
				( pwa && pwa.precache && pwa.precache.error ) || 'not measured'
			)
		);
	}
	if ( pwa && pwa.warm && ! pwa.warm.error ) {
		const fromNetwork = pwa.warm.app_files_from_network || [];
		budgets.push(
			budget(
				'warm start of Home (mobile profile): the service worker serves every app file',
				pwa.warm.controlled && ! fromNetwork.length ? 'PASS' : 'FAIL',
				`median FCP ${ fmt( pwa.warm.median_fcp_ms, 0 ) } ms, workouts shown after ${ fmt( pwa.warm.median_home_ms, 0 ) } ms (runs: ${ pwa.warm.runs.map( ( r ) => fmt( r.home_ms, 0 ) ).join( ', ' ) } ms); from the network: ${ fromNetwork.length ? fromNetwork.join( ', ' ) : 'only the API calls' }`
			)
		);
	} else {
		budgets.push(
			budget(
				'warm start of Home (mobile profile): the service worker serves every app file',
				'FAIL',
				( pwa && pwa.warm && pwa.warm.error ) || 'not measured'
			)
		);
	}

	const digest = input.digest;
	const digestLabel = `weekly digest builds and sends in ≤ ${ BUDGETS.digestSeconds } s and ≤ ${ BUDGETS.digestMb } MB`;
	if ( digest && ! digest.error ) {
		budgets.push(
			budget(
				digestLabel,
				digest.seconds <= BUDGETS.digestSeconds &&
					digest.peak_mb <= BUDGETS.digestMb &&
					digest.failed === 0 &&
					digest.sent > 0
					? 'PASS'
					: 'FAIL',
				`${ digest.members } members, ${ digest.sent } of ${ digest.coaches } coaches mailed (${ digest.failed } failed) in ${ fmt( digest.seconds, 2 ) } s, peak ${ fmt( digest.peak_mb ) } MB, ${ digest.queries } queries`
			)
		);
	} else {
		budgets.push(
			budget(
				digestLabel,
				'FAIL',
				( digest && digest.error ) || 'not measured'
			)
		);
	}

	budgets.push( ...firstScreenBudgets( input.firstscreen || null ) );

	for ( const check of ( input.multinode && input.multinode.checks ) || [] ) {
		budgets.push(
			budget(
				`several nodes: ${ check.name }`,
				check.state,
				check.detail
			)
		);
	}
	return { routes: rows, budgets, cold, writes };
}

/**
 * The Markdown report.
 *
 * @param {Object} results { meta, routes, budgets, bundle, fcp } as report.js assembles it.
 * @return {string} Markdown.
 */
function markdown( results ) {
	const { meta, routes, budgets, bundle, fcp } = results;
	const cold = results.cold || [];
	const writes = results.writes || [];
	const keys = [
		...new Set( routes.flatMap( ( r ) => Object.keys( r.load ) ) ),
	];
	const lines = [];
	lines.push( `# FitCoach benchmark — ${ meta.date }` );
	lines.push( '' );
	lines.push(
		`${ meta.members } members (${ meta.counts }); ${ meta.stack }. Load average before/after the load test: ${ meta.loadavg }. ${ meta.note || '' }`.trim()
	);
	lines.push( '' );
	const floorRow = routes.find( ( r ) => r.group === 'floor' );
	const floorQueries = floorRow ? floorRow.queriesLarge : null;
	const head = [
		'route',
		'state',
		'queries (small → large)',
		'over floor',
		'budget',
	];
	for ( const k of keys ) {
		head.push( `p50 ${ k }`, `p95 ${ k }`, `req/s ${ k }` );
		if ( k === VERDICT_CONNECTIONS ) {
			head.push( `floor p50 ${ k } (right before)` );
		}
		head.push( `× floor ${ k }` );
	}
	head.push( 'non-2xx' );
	lines.push( `| ${ head.join( ' | ' ) } |` );
	lines.push(
		`|${ head.map( ( h, i ) => ( i < 2 ? '---' : '---:' ) ).join( '|' ) }|`
	);
	for ( const r of routes ) {
		const cells = [
			r.name,
			r.state === 'ok' ? 'ok' : `${ r.state }`,
			`${ fmt( r.queriesSmall, 0 ) } → ${ fmt( r.queriesLarge, 0 ) }`,
			typeof r.queriesLarge === 'number' &&
			typeof floorQueries === 'number'
				? `+${ r.queriesLarge - floorQueries }`
				: '–',
			typeof r.limit === 'number' ? `≤ ${ r.limit }×` : '–',
		];
		for ( const k of keys ) {
			const l = r.load[ k ];
			cells.push(
				l ? latency( l ) : '–',
				l && l.requests ? `${ fmt( l.p95_ms ) } ms` : '–',
				l ? fmt( l.rps, 0 ) : '–'
			);
			if ( k === VERDICT_CONNECTIONS ) {
				const reference =
					l && l.floor && l.floor.requests ? l.floor : null;
				cells.push(
					reference ? `${ fmt( reference.p50_ms ) } ms` : '–'
				);
			}
			cells.push( fmt( r.ratios[ k ], 2 ) );
		}
		cells.push(
			r.non2xx
				? `${ r.non2xx.count }${ r.non2xx.count ? ` (${ r.non2xx.first })` : '' }`
				: '–'
		);
		lines.push( `| ${ cells.join( ' | ' ) } |` );
	}
	const pathTable = ( title, intro, rows, firstColumn ) => {
		if ( ! rows.length ) {
			return;
		}
		lines.push( '' );
		lines.push( `## ${ title }` );
		lines.push( '' );
		lines.push( intro );
		lines.push( '' );
		lines.push(
			`| ${ firstColumn } | queries (small → large) | p50 | floor p50 (same samples) | × floor | budget | non-2xx |`
		);
		lines.push( '|---|---:|---:|---:|---:|---:|---:|' );
		for ( const r of rows ) {
			lines.push(
				`| ${ r.name } | ${ fmt( r.queriesSmall, 0 ) } → ${ fmt( r.queriesLarge, 0 ) } | ${ fmt( r.p50_ms ) } ms | ${ fmt( r.floor_p50_ms ) } ms | ${ fmt( r.ratio, 2 ) } | ≤ ${ r.limit } | ${ r.non2xx }${ r.non2xx ? ` (${ r.firstNon2xx })` : '' } of ${ r.samples } |`
			);
		}
	};
	pathTable(
		'Cold paths',
		"The first request that needs the data after a write invalidated the route's stored cache, one request at a time; the floor is timed the same way between the write and the route.",
		cold,
		'route, after'
	);
	pathTable(
		'Writes',
		'As the member (bench_0001): one sample is POST, PUT and DELETE of a measurement, then of a session with 5 exercises × 3 sets; the floor is timed the same way right before each request.',
		writes,
		'write'
	);
	lines.push( '' );
	lines.push( '## Budgets' );
	lines.push( '' );
	lines.push( '| budget | result | figures |' );
	lines.push( '|---|---|---|' );
	for ( const b of budgets ) {
		lines.push(
			`| ${ b.name } | **${ b.state }** | ${ String( b.detail ).replace( /\|/g, '\\|' ) } |`
		);
	}
	if ( bundle && bundle.files ) {
		lines.push( '' );
		lines.push( '## Build (every file in build/)' );
		lines.push( '' );
		lines.push( '| file | raw | gzip | loaded | contains |' );
		lines.push( '|---|---:|---:|---|---|' );
		for ( const f of bundle.files ) {
			lines.push(
				`| ${ f.file } | ${ kb( f.raw ) } | ${ kb( f.gzip ) } | ${ f.loading } | ${ f.libraries.join( ', ' ) } |`
			);
		}
		if ( bundle.wordpress && bundle.wordpress.length ) {
			lines.push( '' );
			lines.push(
				`WordPress's own scripts the app page also loads (not counted in the budget): ${ bundle.wordpress.map( ( w ) => `${ w.handle } ${ kb( w.gzip ) }` ).join( ', ' ) }.`
			);
		}
	}
	if ( fcp ) {
		lines.push( '' );
		lines.push( '## First contentful paint of /login (chromium, 390×844)' );
		lines.push( '' );
		if ( fcp.error ) {
			lines.push( `Not measured: ${ fcp.error }` );
		} else {
			for ( const p of fcp.profiles || [] ) {
				lines.push(
					`- ${ p.name }: median FCP **${ fmt( p.median_ms, 0 ) } ms** (runs: ${ p.runs.map( ( r ) => fmt( r.fcp_ms, 0 ) ).join( ', ' ) } ms); JS from build/ before FCP: ${ ( p.js_before_fcp || [] ).join( ', ' ) || 'none' }`
				);
			}
			const first = ( fcp.profiles || [] )[ 0 ];
			if ( first && first.scripts_before_fcp ) {
				lines.push(
					`- every script fetched before the first paint (${ first.scripts_before_fcp.length } files${ first.scripts_before_fcp_gzip ? ', ' + kb( first.scripts_before_fcp_gzip ) + ' gzip' : '' }): ${ first.scripts_before_fcp.join( ', ' ) || 'none' }`
				);
			}
			const wpBefore = wordpressBeforePaint( fcp );
			if ( wpBefore !== null ) {
				lines.push(
					`- of those, WordPress's own scripts (wp-includes: React, ReactDOM, wp-element, …; not in the app's initial JavaScript figure): ${ kb( wpBefore ) } gzip`
				);
			}
			if ( fcp.note ) {
				lines.push( `- ${ fcp.note }` );
			}
		}
	}
	lines.push( ...firstScreenSection( results.firstscreen ) );
	lines.push( '' );
	return lines.join( '\n' );
}

/**
 * The report's first-screen section: screen × profile, cold and warm, with the waves, and the
 * requests of each wave before home was complete (mobile, cold).
 *
 * @param {Object|null|undefined} first firstscreen.js output.
 * @return {string[]} Markdown lines (none without the file).
 */
function firstScreenSection( first ) {
	if ( ! first ) {
		return [];
	}
	const lines = [
		'',
		'## First screen (chromium, 390×844 phone, logged in)',
		'',
	];
	if ( first.error ) {
		lines.push( `Not measured: ${ first.error }` );
		return lines;
	}
	lines.push(
		"Time from navigation start until the app's own screen is complete (home: stat cards shown and both charts drawn; metingen and training: their lists; admin: the activity feed), median of the runs; floor: a static page with only WordPress's React and Chart.js drawing four cards and two charts, held to home's check (what any Home made of them costs at least; its warm figure is the HTTP cache's); waves: request round trips one after the other before that moment, the HTML being the first (in brackets when higher: the count by timing alone, an upper bound). Cold: empty HTTP cache, service workers blocked; warm: the same browser again (HTTP cache); warm + SW: the installed app, with its service worker (its own fetches are not throttled). First tap (home): 'Starten' tapped the moment it shows, until the session screen shows, cold and warm + SW. tools/bench/README.md has the definitions."
	);
	lines.push( '' );
	lines.push(
		'| screen | profile | cold | waves | warm | waves | warm + SW | first tap cold | first tap warm + SW | requests, KB (cold) |'
	);
	lines.push( '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|' );
	const profiles = first.profiles || {};
	for ( const [ screen, entry ] of Object.entries( first.screens || {} ) ) {
		if ( entry.error ) {
			lines.push(
				`| ${ screen } | – | ${ String( entry.error ).replace( /\|/g, '\\|' ) } | | | | | | | |`
			);
			continue;
		}
		for ( const [ profile, about ] of Object.entries( profiles ) ) {
			const e = entry[ profile ];
			if ( ! e ) {
				continue;
			}
			const time = ( x ) =>
				x && typeof x.median_ms === 'number'
					? `${ fmt( x.median_ms, 0 ) } ms`
					: '–';
			lines.push(
				`| ${ screen } | ${ about.label || profile } | ${ time( e.cold ) } | ${ wavesText( e.cold ) } | ${ time( e.warm ) } | ${ wavesText( e.warm ) } | ${ time( e.warm_sw ) } | ${ time( e.tap_cold ) } | ${ time( e.tap_warm_sw ) } | ${ fmt( e.cold && e.cold.requests, 0 ) }, ${ e.cold ? fmt( ( e.cold.bytes || 0 ) / 1024, 0 ) : '–' } |`
			);
		}
	}
	const home = first.screens && first.screens.home;
	for ( const [ profile, about ] of Object.entries( profiles ) ) {
		const scripts =
			home && home[ profile ] && home[ profile ].cold
				? home[ profile ].cold.scripts
				: null;
		if ( scripts ) {
			const [ head, ...files ] = scriptLines( scripts );
			lines.push( '' );
			lines.push( `Home, ${ about.label || profile }, cold: ${ head }.` );
			lines.push( '' );
			for ( const file of files ) {
				lines.push( `- ${ file.trim() }` );
			}
		}
	}
	const waves =
		home && home.mobile && home.mobile.cold && home.mobile.cold.by_wave;
	if ( waves && waves.length ) {
		lines.push( '' );
		lines.push(
			'Requests of each wave before home was complete (mobile, cold, the median run; sent–finished ms from navigation start):'
		);
		lines.push( '' );
		for ( const w of waves ) {
			lines.push(
				`- wave ${ w.wave } (${ w.requests } request${ w.requests === 1 ? '' : 's' }, ${ kb( w.bytes || 0 ) }): ${ w.urls.join( ', ' ) }`
			);
		}
	}
	const steps =
		home && home.mobile && home.mobile.cold && home.mobile.cold.steps;
	if ( steps && steps.length ) {
		lines.push( '' );
		lines.push(
			`What home still lacked, from when (mobile, cold, the median run): ${ steps.join( '; ' ) }.`
		);
	}
	if ( first.loadavg_before ) {
		lines.push( '' );
		lines.push(
			`Load average before/after: ${ first.loadavg_before } / ${ first.loadavg_after || '?' }.`
		);
	}
	return lines;
}

module.exports = {
	BUDGETS,
	firstScreenBudgets,
	scriptLines,
	VERDICT_CONNECTIONS,
	evaluate,
	initialJs,
	markdown,
	ratio,
	limitOf,
	fmt,
	kb,
};
