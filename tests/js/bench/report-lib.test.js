/**
 * Budgets and table of the benchmark report (tools/bench/lib/report-lib.js).
 */
/**
 * Internal dependencies
 */
const {
	evaluate,
	initialJs,
	markdown,
} = require( '../../../tools/bench/lib/report-lib' );

function load( p50 ) {
	return {
		c1: { requests: 100, p50_ms: p50, p95_ms: p50 * 1.5, rps: 1000 / p50 },
		c8: {
			requests: 200,
			p50_ms: p50 * 4,
			p95_ms: p50 * 6,
			rps: 2000 / p50,
		},
	};
}

function route( name, group, p50, queries, extra = {} ) {
	return {
		name,
		group,
		state: 'ok',
		queries_median: queries,
		load: load( p50 ),
		...extra,
	};
}

function runs( overrides = {} ) {
	const large = {
		members: 500,
		routes: [
			route( 'floor /auth/verify', 'floor', 20, 10 ),
			route( '/auth/me', 'member', 25, 11 ),
			route( '/measurements?page=1', 'member', 40, 12 ),
			route( '/admin/users', 'admin', 38, 12 ),
			{
				name: '/stats/progress',
				group: 'member',
				state: 'missing',
				note: 'route not registered (yet)',
				queries_median: null,
			},
		],
	};
	const small = {
		members: 10,
		routes: [
			route( 'floor /auth/verify', 'floor', 20, 10 ),
			route( '/auth/me', 'member', 25, 11 ),
			route( '/measurements?page=1', 'member', 30, 12 ),
			route( '/admin/users', 'admin', 30, 9 ),
		],
	};
	return { large, small, ...overrides };
}

function find( budgets, start ) {
	return budgets.find( ( b ) => b.name.startsWith( start ) );
}

describe( 'evaluate', () => {
	it( 'compares each route with the floor of the same run', () => {
		const { routes, budgets } = evaluate( runs() );
		expect(
			routes.find( ( r ) => r.name === '/auth/me' ).ratios.c1
		).toBeCloseTo( 1.25 );
		expect( find( budgets, '/auth/me p50' ).state ).toBe( 'PASS' );
		expect( find( budgets, '/measurements?page=1 p50' ).state ).toBe(
			'FAIL'
		);
		expect( find( budgets, '/admin/users p50 ≤ 2' ).state ).toBe( 'PASS' );
	} );

	it( 'fails a route whose query count grows with the data', () => {
		const { budgets } = evaluate( runs() );
		const users = find( budgets, '/admin/users queries' );
		expect( users.state ).toBe( 'FAIL' );
		expect( users.detail ).toContain( 'N+1' );
		expect( find( budgets, '/measurements?page=1 queries' ).state ).toBe(
			'PASS'
		);
		expect( find( budgets, '/admin/users within budget' ).state ).toBe(
			'FAIL'
		);
	} );

	it( 'skips routes that do not exist yet instead of failing them', () => {
		const { budgets } = evaluate( runs() );
		expect( find( budgets, '/stats/progress p50' ).state ).toBe( 'SKIP' );
		expect( find( budgets, '/stats/progress queries' ).detail ).toContain(
			'missing'
		);
	} );

	it( 'prefers the floor measured right before a route', () => {
		const input = runs();
		input.large.routes[ 1 ].load.c1.floor = { requests: 50, p50_ms: 10 };
		const budget = find( evaluate( input ).budgets, '/auth/me p50' );
		expect( budget.state ).toBe( 'FAIL' );
		expect( budget.detail ).toContain( '2.50×' );
		expect( budget.detail ).toContain( 'measured right before it' );
	} );

	it( 'fails a route of which no request finished within the run', () => {
		const input = runs();
		input.large.routes[ 1 ].load.c1 = {
			requests: 0,
			duration_s: 6,
			p50_ms: 0,
			p95_ms: 0,
			rps: 0,
		};
		const budget = find( evaluate( input ).budgets, '/auth/me p50' );
		expect( budget.state ).toBe( 'FAIL' );
		expect( budget.detail ).toContain( 'no request finished in 6 s' );
	} );

	it( 'skips latency budgets when no floor was measured', () => {
		const input = runs();
		input.large.routes[ 0 ] = {
			name: 'floor /auth/verify',
			group: 'floor',
			state: 'missing',
		};
		expect( find( evaluate( input ).budgets, '/auth/me p50' ).state ).toBe(
			'SKIP'
		);
	} );

	it( 'counts chunks requested before the first paint as initial JavaScript', () => {
		const bundle = {
			initial: { files: [ 'index.js' ] },
			files: [
				{ file: 'index.js', raw: 100000, gzip: 30000 },
				{ file: 'chunks/login.1.js', raw: 90000, gzip: 35000 },
				{ file: 'chunks/chart.2.js', raw: 200000, gzip: 70000 },
			],
			libraries: [
				{ name: 'Chart.js', eager: [], lazy: [ 'chunks/chart.2.js' ] },
			],
		};
		const fcp = {
			profiles: [
				{ js_before_fcp: [ 'index.js', 'chunks/login.1.js' ] },
			],
		};
		expect( initialJs( bundle, fcp ) ).toEqual( {
			files: [ 'index.js', 'chunks/login.1.js' ],
			gzip: 65000,
			raw: 190000,
		} );
		const { budgets } = evaluate( { ...runs(), bundle, fcp } );
		expect( find( budgets, "app's initial JavaScript" ).state ).toBe(
			'FAIL'
		);
		expect( find( budgets, 'Chart.js and Swiper' ).state ).toBe( 'PASS' );
	} );

	it( 'fails when Chart.js is loaded before the first paint', () => {
		const bundle = {
			initial: { files: [ 'index.js' ] },
			files: [
				{ file: 'index.js', raw: 1, gzip: 1 },
				{ file: 'chunks/chart.2.js', raw: 1, gzip: 1 },
			],
			libraries: [
				{ name: 'Chart.js', eager: [], lazy: [ 'chunks/chart.2.js' ] },
			],
		};
		const fcp = {
			profiles: [ { js_before_fcp: [ 'chunks/chart.2.js' ] } ],
		};
		expect(
			find(
				evaluate( { ...runs(), bundle, fcp } ).budgets,
				'Chart.js and Swiper'
			).state
		).toBe( 'FAIL' );
	} );

	it( 'checks the autoloaded options and passes on the multi-node checks', () => {
		const site = {
			autoload: {
				fitcoach_bytes: 11000,
				fitcoach_rows: [ { name: 'fitcoach_settings', bytes: 11000 } ],
			},
		};
		const multinode = {
			checks: [
				{
					name: 'login on A, /auth/me on B',
					state: 'PASS',
					detail: '',
				},
			],
		};
		const { budgets } = evaluate( { ...runs(), site, multinode } );
		expect( find( budgets, 'autoloaded' ).state ).toBe( 'FAIL' );
		expect( find( budgets, 'several nodes: login' ).state ).toBe( 'PASS' );
	} );
} );

describe( 'markdown', () => {
	it( 'prints one row per route and one per budget', () => {
		const { routes, budgets } = evaluate( runs() );
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
		} );
		expect( text ).toContain(
			'| /auth/me | ok | 11 → 11 | +1 | 25.0 ms | 37.5 ms | 40 | 1.25 |'
		);
		expect( text ).toContain(
			'| /measurements?page=1 p50 ≤ 1.5 × floor | **FAIL** |'
		);
	} );
} );
