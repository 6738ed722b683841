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

	it( 'fails a route that does not answer 2xx instead of skipping it', () => {
		const { budgets } = evaluate( runs() );
		expect( find( budgets, '/stats/progress p50' ).state ).toBe( 'FAIL' );
		expect( find( budgets, '/stats/progress queries' ).state ).toBe(
			'FAIL'
		);
		expect( find( budgets, '/stats/progress queries' ).detail ).toContain(
			'missing'
		);
	} );

	it( 'fails a route that answered non-2xx during the load test, with the count', () => {
		const input = runs();
		input.large.routes[ 1 ].load.c8.non2xx = 37;
		input.large.routes[ 1 ].load.c8.first_non2xx = 503;
		input.large.routes[ 2 ].load.c1.warmup_non2xx = 2;
		input.large.routes[ 2 ].load.c1.p50_ms = 21;
		const { routes, budgets } = evaluate( input );
		const me = find( budgets, '/auth/me p50' );
		expect( me.state ).toBe( 'FAIL' );
		expect( me.detail ).toContain( '37 non-2xx' );
		expect( me.detail ).toContain( '503' );
		// Fast, but two answers of its warm-up were errors.
		expect( find( budgets, '/measurements?page=1 p50' ).state ).toBe(
			'FAIL'
		);
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
		expect( text ).toMatch( /\| \/auth\/me \| ok \|.* \| 37 \(503\) \|$/m );
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

	it( 'fails latency budgets when no floor was measured', () => {
		const input = runs();
		input.large.routes[ 0 ] = {
			name: 'floor /auth/verify',
			group: 'floor',
			state: 'missing',
		};
		expect( find( evaluate( input ).budgets, '/auth/me p50' ).state ).toBe(
			'FAIL'
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

	it( "holds a route to its own limit instead of its group's", () => {
		const input = runs();
		// 1.75 × floor: within the admin group's 2 ×, beyond a new route's 1.5 ×.
		input.large.routes.push(
			route( '/admin/programs?page=1', 'admin', 35, 12, {
				limit: 1.5,
				list: true,
			} ),
			route( '/admin/workouts', 'admin', 35, 12 )
		);
		input.small.routes.push(
			route( '/admin/programs?page=1', 'admin', 30, 12, { limit: 1.5 } ),
			route( '/admin/workouts', 'admin', 30, 12 )
		);
		const { routes, budgets } = evaluate( input );
		expect(
			find( budgets, '/admin/programs?page=1 p50 ≤ 1.5 ×' ).state
		).toBe( 'FAIL' );
		expect( find( budgets, '/admin/workouts p50 ≤ 2 ×' ).state ).toBe(
			'PASS'
		);
		const list = find( budgets, '/admin/programs?page=1 within budget' );
		expect( list.state ).toBe( 'FAIL' );
		expect( list.detail ).toContain( '1.75× floor (≤ 1.5)' );
		// Only the coach's lists get that line.
		expect( find( budgets, '/admin/workouts within budget' ) ).toBe(
			undefined
		);
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
		expect( text ).toMatch(
			/^\| \/admin\/programs\?page=1 \| ok \| 12 → 12 \| \+2 \| ≤ 1\.5× \|/m
		);
		expect( text ).toMatch(
			/^\| \/admin\/workouts \| ok \| 12 → 12 \| \+2 \| ≤ 2× \|/m
		);
		expect( text ).toMatch(
			/^\| floor \/auth\/verify \| ok \| 10 → 10 \| \+0 \| – \|/m
		);
	} );

	it( 'passes a list within its own limit at full volume', () => {
		const input = runs();
		input.large.routes.push(
			route( '/admin/programs?page=1', 'admin', 28, 12, {
				limit: 1.5,
				list: true,
			} )
		);
		input.small.routes.push(
			route( '/admin/programs?page=1', 'admin', 28, 12, { limit: 1.5 } )
		);
		expect(
			find(
				evaluate( input ).budgets,
				'/admin/programs?page=1 within budget at 500 members'
			).state
		).toBe( 'PASS' );
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
			'| /auth/me | ok | 11 → 11 | +1 | ≤ 1.5× | 25.0 ms | 37.5 ms | 40 | – | 1.25 | 100.0 ms | 150.0 ms | 80 | 1.25 | 0 |'
		);
		expect( text ).toContain(
			'| /measurements?page=1 p50 ≤ 1.5 × floor | **FAIL** |'
		);
	} );
} );

describe( 'cold paths and writes', () => {
	function path( name, group, p50, floor, queries, extra = {} ) {
		return {
			name,
			group,
			samples: 15,
			p50_ms: p50,
			floor_p50_ms: floor,
			queries_median: queries,
			non2xx: 0,
			first_non2xx: '',
			setup_error: '',
			...extra,
		};
	}

	function withPaths() {
		const input = runs();
		input.large.cold = [
			path( '/admin/stats after a measurement', 'admin', 39, 20, 14 ),
			path( '/workouts after a workout is saved', 'member', 31, 20, 15 ),
		];
		input.small.cold = [
			path( '/admin/stats after a measurement', 'admin', 30, 20, 14 ),
			path( '/workouts after a workout is saved', 'member', 30, 20, 15 ),
		];
		input.large.writes = [
			path( 'POST /measurements', 'write', 45, 20, 40 ),
			path(
				'PUT /workout-sessions/{id} (5 × 3 sets)',
				'write',
				30,
				20,
				52
			),
		];
		input.small.writes = [
			path( 'POST /measurements', 'write', 40, 20, 40 ),
			path(
				'PUT /workout-sessions/{id} (5 × 3 sets)',
				'write',
				30,
				20,
				50
			),
		];
		return input;
	}

	it( 'holds a cold path to its route group budget against the floor timed with it', () => {
		const { budgets } = evaluate( withPaths() );
		const stats = find(
			budgets,
			'cold /admin/stats after a measurement p50'
		);
		expect( stats.state ).toBe( 'PASS' );
		expect( stats.detail ).toContain( '1.95×' );
		const workouts = find(
			budgets,
			'cold /workouts after a workout is saved p50'
		);
		expect( workouts.name ).toContain( '≤ 1.5 × floor' );
		expect( workouts.state ).toBe( 'FAIL' );
	} );

	it( 'holds writes to 2 × floor and fails queries that grow with the data', () => {
		const { budgets } = evaluate( withPaths() );
		expect(
			find( budgets, 'POST /measurements p50 ≤ 2 × floor' ).state
		).toBe( 'FAIL' );
		expect( find( budgets, 'POST /measurements queries' ).state ).toBe(
			'PASS'
		);
		const put = find(
			budgets,
			'PUT /workout-sessions/{id} (5 × 3 sets) queries'
		);
		expect( put.state ).toBe( 'FAIL' );
		expect( put.detail ).toContain( '50 at 10 members, 52 at 500' );
	} );

	it( 'fails a cold path or write that answered non-2xx', () => {
		const input = withPaths();
		input.large.writes[ 1 ].non2xx = 3;
		input.large.writes[ 1 ].first_non2xx = '409 fitcoach_conflict';
		const put = find(
			evaluate( input ).budgets,
			'PUT /workout-sessions/{id} (5 × 3 sets) p50'
		);
		expect( put.state ).toBe( 'FAIL' );
		expect( put.detail ).toContain( '3 of 15 answers not 2xx' );
	} );

	it( 'fails when the cold paths and writes were not measured', () => {
		const input = runs();
		input.large.paths_note = 'no login';
		const budget = find(
			evaluate( input ).budgets,
			'cold paths and writes'
		);
		expect( budget.state ).toBe( 'FAIL' );
		expect( budget.detail ).toBe( 'no login' );
	} );

	it( 'prints the tables with the floor of each ratio', () => {
		const { routes, budgets, cold, writes } = evaluate( withPaths() );
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
			cold,
			writes,
			fcp: {
				profiles: [
					{
						name: 'unthrottled',
						median_ms: 150,
						runs: [ { fcp_ms: 150 } ],
						scripts_before_fcp: [
							'/wp-includes/js/dist/vendor/react.min.js',
						],
						scripts_before_fcp_gzip: 150000,
						wordpress_scripts_before_fcp_gzip: 115000,
					},
				],
			},
		} );
		expect( text ).toContain( '## Cold paths' );
		expect( text ).toContain(
			'| /admin/stats after a measurement | 14 → 14 | 39.0 ms | 20.0 ms | 1.95 | ≤ 2 | 0 of 15 |'
		);
		expect( text ).toContain( '## Writes' );
		expect( text ).toContain( "WordPress's own scripts" );
		expect( text ).toContain( '112.3 KB gzip' );
	} );
} );
