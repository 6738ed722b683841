/**
 * The first-screen budgets and table of the benchmark report (tools/bench/lib/report-lib.js with
 * firstscreen.js output).
 */
/**
 * Internal dependencies
 */
const {
	evaluate,
	firstScreenBudgets,
	markdown,
	scriptLines,
} = require( '../../../tools/bench/lib/report-lib' );

function figure( ms, waves = 3 ) {
	return {
		median_ms: ms,
		runs_ms: [ ms - 10, ms, ms + 10 ],
		waves,
		requests: 30,
		bytes: 200 * 1024,
		not_complete: [],
		steps: [ '300 ms no home screen', `${ ms } ms complete` ],
		by_wave: [
			{ wave: 1, requests: 1, bytes: 8192, urls: [ '/ 0–300 ms' ] },
		],
	};
}

function tap( visible, session ) {
	return {
		...figure( session ),
		visible_median_ms: visible,
		visible_runs_ms: [ visible - 5, visible, visible + 5 ],
	};
}

function screen( cold, warm, waves = 3 ) {
	return {
		mobile: {
			cold: figure( cold, waves ),
			warm: figure( warm + 100, waves ),
			warm_sw: figure( warm, waves ),
		},
		rtt150: {
			cold: figure( cold * 0.5, waves ),
			warm: figure( warm * 0.5, waves ),
		},
	};
}

function firstscreen( overrides = {} ) {
	return {
		profiles: {
			rtt150: { label: '150 ms RTT' },
			mobile: { label: 'mobile (4× CPU, 150 ms RTT, 1.6 Mbps)' },
		},
		screens: {
			home: {
				...screen( 1400, 900 ),
				mobile: {
					...screen( 1400, 900 ).mobile,
					tap_cold: tap( 1100, 1800 ),
					tap_warm_sw: tap( 600, 1000 ),
				},
			},
			metingen: screen( 1600, 900 ),
			training: screen( 1700, 900 ),
			admin: screen( 1500, 900 ),
			...overrides,
		},
		loadavg_before: '0.50 0.40 0.30',
		loadavg_after: '0.60 0.40 0.30',
	};
}

function line( budgets, start ) {
	return budgets.find( ( b ) => b.name.startsWith( start ) );
}

/**
 * The report's Markdown for first-screen figures (no routes unless given).
 *
 * @param {Object} first   firstscreen.js output.
 * @param {Object} results Routes and budgets, when the test has them.
 * @return {string} Markdown.
 */
function report( first, results = { routes: [], budgets: [] } ) {
	return markdown( {
		meta: {
			date: 'today',
			members: 500,
			counts: 'x',
			stack: 'y',
			loadavg: '1 / 1',
		},
		routes: results.routes,
		budgets: results.budgets,
		firstscreen: first,
	} );
}

describe( 'first-screen budgets', () => {
	it( 'passes home within its times and the other screens within 20 % of it', () => {
		const { budgets } = evaluate( { firstscreen: firstscreen() } );
		expect(
			line(
				budgets,
				"home complete (the app's own), mobile profile, cold"
			).state
		).toBe( 'PASS' );
		expect(
			line(
				budgets,
				"home complete (the app's own), mobile profile, warm"
			)
		).toMatchObject( {
			state: 'PASS',
			detail: expect.stringContaining( 'HTTP cache only: 1000 ms' ),
		} );
		expect(
			line( budgets, 'home complete, 150 ms RTT profile' ).state
		).toBe( 'PASS' );
		expect(
			line(
				budgets,
				"first tap: 'Starten' on home to the session screen, mobile profile, cold"
			)
		).toMatchObject( {
			state: 'PASS',
			detail: expect.stringContaining( "'Starten' shown at 1100 ms" ),
		} );
		expect(
			line(
				budgets,
				"first tap: 'Starten' on home to the session screen, mobile profile, warm"
			).state
		).toBe( 'PASS' );
		// 1600 / 1400 = 1.14×, 1500 / 1400 = 1.07×.
		expect( line( budgets, '/metingen complete' ).state ).toBe( 'PASS' );
		expect( line( budgets, '/admin complete' ).state ).toBe( 'PASS' );
		expect( line( budgets, 'request waves' ).state ).toBe( 'PASS' );
	} );

	it( 'fails a screen more than 20 % slower than home, and home over its budget', () => {
		const home = screen( 2100, 1100, 6 );
		home.mobile.tap_cold = tap( 1500, 2100 );
		home.mobile.tap_warm_sw = tap( 700, 1300 );
		// By timing alone the mobile run counted one wave more: shown in brackets.
		home.mobile.cold.waves_any = 7;
		const { budgets } = evaluate( {
			firstscreen: firstscreen( { home } ),
		} );
		expect(
			line(
				budgets,
				"home complete (the app's own), mobile profile, cold"
			).state
		).toBe( 'FAIL' );
		expect(
			line(
				budgets,
				"home complete (the app's own), mobile profile, warm"
			).state
		).toBe( 'FAIL' );
		expect(
			line(
				budgets,
				"first tap: 'Starten' on home to the session screen, mobile profile, cold"
			).state
		).toBe( 'FAIL' );
		expect(
			line(
				budgets,
				"first tap: 'Starten' on home to the session screen, mobile profile, warm"
			).state
		).toBe( 'FAIL' );
		// Training at 2000 ms against home at 1400 ms: 1.43×.
		const slow = evaluate( {
			firstscreen: firstscreen( { training: screen( 2000, 900 ) } ),
		} ).budgets;
		expect( line( slow, '/training complete' ) ).toMatchObject( {
			state: 'FAIL',
			detail: expect.stringContaining( '= 1.43×' ),
		} );
		expect( line( budgets, 'request waves' ) ).toMatchObject( {
			state: 'FAIL',
			detail: '6 150 ms RTT cold, 6 (7) mobile (4× CPU, 150 ms RTT, 1.6 Mbps) cold',
		} );
	} );

	it( 'fails every first-screen budget when it was not measured, with the reason', () => {
		const { budgets } = evaluate( {} );
		const ours = budgets.filter(
			( b ) =>
				b.name.includes( 'complete' ) ||
				b.name.startsWith( 'first tap' ) ||
				b.name.startsWith( 'request waves' )
		);
		expect( ours ).toHaveLength( 9 );
		expect( ours.every( ( b ) => b.state === 'FAIL' ) ).toBe( true );
		const broken = evaluate( {
			firstscreen: firstscreen( {
				admin: { error: 'never complete: no activity feed' },
			} ),
		} ).budgets;
		expect( line( broken, '/admin complete' ) ).toMatchObject( {
			state: 'FAIL',
			detail: 'never complete: no activity feed',
		} );
	} );

	it( 'fails a screen that never completed in a run instead of taking the other runs', () => {
		const home = screen( 1400, 900 );
		home.mobile.cold = {
			...home.mobile.cold,
			median_ms: null,
			runs_ms: [ 1400, null, 1390 ],
			not_complete: [ 'a chart not drawn yet' ],
		};
		const { budgets } = evaluate( {
			firstscreen: firstscreen( { home } ),
		} );
		expect(
			line(
				budgets,
				"home complete (the app's own), mobile profile, cold"
			)
		).toMatchObject( {
			state: 'FAIL',
			detail: expect.stringContaining( 'a chart not drawn yet' ),
		} );
		expect( line( budgets, '/metingen complete' ).detail ).toContain(
			'home not measured'
		);
	} );

	it( 'by hand, leaves out what was not measured and fails what was measured and missed', () => {
		// Only home on the mobile profile, without the service worker (firstscreen.js --sw none).
		const home = screen( 1400, 900 );
		delete home.mobile.warm_sw;
		delete home.rtt150;
		home.mobile.tap_cold = {
			...tap( 1100, 1800 ),
			median_ms: null,
			not_complete: [ 'no session form' ],
		};
		const measured = {
			profiles: { mobile: { label: 'mobile' } },
			screens: { home },
		};
		const budgets = firstScreenBudgets( measured, { measuredOnly: true } );
		expect( budgets.map( ( b ) => [ b.name, b.state ] ) ).toEqual( [
			[
				"home complete (the app's own), mobile profile, cold ≤ 2000 ms",
				'PASS',
			],
			[
				"first tap: 'Starten' on home to the session screen, mobile profile, cold ≤ 2000 ms",
				'FAIL',
			],
			[
				'request waves before home is complete ≤ 3 (counting the HTML)',
				'PASS',
			],
		] );
		// The bench's report fails the same lines as not measured.
		expect( firstScreenBudgets( measured ) ).toHaveLength( 9 );
	} );
} );

describe( 'the floor', () => {
	it( "is told beside home's cold and warm budgets, and is no budget of its own", () => {
		const floor = {
			mobile: {
				cold: figure( 1650, 2 ),
				warm: figure( 1550, 1 ),
			},
		};
		const input = firstscreen();
		const without = firstScreenBudgets( input );
		input.screens.floor = floor;
		const budgets = firstScreenBudgets( input );
		expect( budgets ).toHaveLength( without.length );
		const budgetLine = ( start ) =>
			budgets.find( ( b ) => b.name.startsWith( start ) );
		expect(
			budgetLine( "home complete (the app's own), mobile profile, cold" )
				.detail
		).toContain(
			"; floor (WordPress's React and Chart.js alone): 1650 ms"
		);
		expect(
			budgetLine( "home complete (the app's own), mobile profile, warm" )
				.detail
		).toContain(
			"; floor (WordPress's React and Chart.js alone): 1550 ms"
		);
		// In the table as a screen of its own.
		const text = report( input );
		expect( text ).toMatch(
			/\| floor \| mobile \(4× CPU, 150 ms RTT, 1.6 Mbps\) \| 1650 ms \|/
		);
	} );
} );

describe( 'scripts before home is complete', () => {
	const scripts = {
		files: [
			{
				file: 'wp/react-dom.min.js',
				origin: 'wordpress',
				gzip: 40960,
				main_ms: 120,
			},
			{
				file: 'build/index.js',
				origin: 'app',
				gzip: 51200,
				main_ms: 300,
			},
			{
				file: 'wp/data.min.js',
				origin: 'wordpress',
				gzip: 10240,
				main_ms: 30,
			},
			{
				file: 'build/chunks/home.js',
				origin: 'app',
				gzip: 4096,
				main_ms: null,
			},
		],
		wordpress: { files: 2, gzip: 51200, main_ms: 150 },
		app: { files: 2, gzip: 55296, main_ms: 300 },
		page_ms: 12,
		other_ms: 400,
	};

	it( "prints WordPress's and the app's totals apart, then each file by size", () => {
		expect( scriptLines( scripts ) ).toEqual( [
			"scripts before home is complete (median of the runs): WordPress 2 files, 50.0 KB gzip, 150 ms; the app 2 files, 54.0 KB gzip, 300 ms; the page's inline scripts 12 ms; other main-thread work (parsing, style, layout, paint, compiling, GC) 400 ms",
			'  app build/index.js: 50.0 KB gzip, 300 ms',
			'  app build/chunks/home.js: 4.0 KB gzip, –',
			'  wordpress wp/react-dom.min.js: 40.0 KB gzip, 120 ms',
			'  wordpress wp/data.min.js: 10.0 KB gzip, 30 ms',
		] );
	} );

	it( "is in the report's first-screen section", () => {
		const input = { firstscreen: firstscreen() };
		input.firstscreen.screens.home.mobile.cold.scripts = scripts;
		const text = report( input.firstscreen );
		expect( text ).toContain(
			'Home, mobile (4× CPU, 150 ms RTT, 1.6 Mbps), cold: scripts before home is complete (median of the runs): WordPress 2 files, 50.0 KB gzip, 150 ms;'
		);
		expect( text ).toContain(
			'- app build/index.js: 50.0 KB gzip, 300 ms'
		);
	} );
} );

describe( 'first-screen section', () => {
	it( 'prints a row per screen and profile and the requests of each wave', () => {
		const input = { firstscreen: firstscreen() };
		const text = report( input.firstscreen, evaluate( input ) );
		expect( text ).toContain(
			'| home | mobile (4× CPU, 150 ms RTT, 1.6 Mbps) | 1400 ms | 3 | 1000 ms | 3 | 900 ms | 1800 ms | 1000 ms | 30, 200 |'
		);
		expect( text ).toContain(
			'| admin | 150 ms RTT | 750 ms | 3 | 450 ms | 3 | – | – | – | 30, 200 |'
		);
		expect( text ).toContain( '- wave 1 (1 request, 8.0 KB): / 0–300 ms' );
		expect( text ).toContain(
			'What home still lacked, from when (mobile, cold, the median run): 300 ms no home screen; 1400 ms complete.'
		);
	} );
} );
