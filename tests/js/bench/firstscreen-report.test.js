/**
 * The first-screen budgets and table of the benchmark report (tools/bench/lib/report-lib.js with
 * firstscreen.js output).
 */
/**
 * Internal dependencies
 */
const { evaluate, markdown } = require( '../../../tools/bench/lib/report-lib' );

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

function screen( cold, warm, waves = 3 ) {
	return {
		mobile: { cold: figure( cold, waves ), warm: figure( warm, waves ) },
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
			home: screen( 1400, 900 ),
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

describe( 'first-screen budgets', () => {
	it( 'passes home within its times and the other screens within 20 % of it', () => {
		const { budgets } = evaluate( { firstscreen: firstscreen() } );
		expect(
			line( budgets, 'home complete, mobile profile, cold' ).state
		).toBe( 'PASS' );
		expect(
			line( budgets, 'home complete, mobile profile, warm' ).state
		).toBe( 'PASS' );
		expect(
			line( budgets, 'home complete, 150 ms RTT profile' ).state
		).toBe( 'PASS' );
		// 1600 / 1400 = 1.14×, 1500 / 1400 = 1.07×.
		expect( line( budgets, '/metingen complete' ).state ).toBe( 'PASS' );
		expect( line( budgets, '/admin complete' ).state ).toBe( 'PASS' );
		expect( line( budgets, 'request waves' ).state ).toBe( 'PASS' );
	} );

	it( 'fails a screen more than 20 % slower than home, and home over its budget', () => {
		const home = screen( 1600, 1100, 6 );
		// By timing alone the mobile run counted one wave more: shown in brackets.
		home.mobile.cold.waves_any = 7;
		const { budgets } = evaluate( {
			firstscreen: firstscreen( { home } ),
		} );
		expect(
			line( budgets, 'home complete, mobile profile, cold' ).state
		).toBe( 'FAIL' );
		expect(
			line( budgets, 'home complete, mobile profile, warm' ).state
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
				b.name.startsWith( 'request waves' )
		);
		expect( ours ).toHaveLength( 7 );
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
			line( budgets, 'home complete, mobile profile, cold' )
		).toMatchObject( {
			state: 'FAIL',
			detail: expect.stringContaining( 'a chart not drawn yet' ),
		} );
		expect( line( budgets, '/metingen complete' ).detail ).toContain(
			'home not measured'
		);
	} );
} );

describe( 'first-screen section', () => {
	it( 'prints a row per screen and profile and the requests of each wave', () => {
		const input = { firstscreen: firstscreen() };
		// Home drawn by the server: the app itself had it drawn later.
		input.firstscreen.screens.home.mobile.cold.app_median_ms = 3200;
		const { routes, budgets } = evaluate( input );
		const text = markdown( {
			meta: {
				date: 'today',
				members: 500,
				counts: 'x',
				stack: 'y',
				loadavg: '1 / 1',
			},
			routes,
			budgets,
			firstscreen: input.firstscreen,
		} );
		expect( text ).toContain(
			'| home | mobile (4× CPU, 150 ms RTT, 1.6 Mbps) | 1400 ms | 3200 ms | 3 | 900 ms | 3 | – | 30, 200 |'
		);
		expect( text ).toContain( '| admin | 150 ms RTT | 750 ms | – | 3 |' );
		expect( text ).toContain( '- wave 1 (1 request, 8.0 KB): / 0–300 ms' );
		expect( text ).toContain(
			'What home still lacked, from when (mobile, cold, the median run): 300 ms no home screen; 1400 ms complete.'
		);
	} );
} );
