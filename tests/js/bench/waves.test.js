/**
 * Request waves of a page load (tools/bench/lib/waves.js).
 */
/**
 * Internal dependencies
 */
const {
	assignWaves,
	wavesBefore,
	byWave,
} = require( '../../../tools/bench/lib/waves' );

const SITE = 'http://site.test';

function request( path, type, sent, end, extra = {} ) {
	return {
		url: `${ SITE }${ path }`,
		type,
		sent,
		end,
		network: true,
		initiator: { type: 'script', stack: [] },
		...extra,
	};
}

const parsed = { initiator: { type: 'parser', url: `${ SITE }/` } };
const byScript = ( path ) => ( {
	initiator: { type: 'script', stack: [ `${ SITE }${ path }` ] },
} );

/** Today's home: HTML, scripts, settings and me, the route chunk, the home calls, the charts. */
function today() {
	return [
		request( '/', 'Document', 0, 0.3, {
			initiator: { type: 'other' },
		} ),
		// Found while the HTML still streams: the second wave all the same.
		request(
			'/wp-includes/js/dist/react.min.js',
			'Script',
			0.2,
			0.6,
			parsed
		),
		request( '/build/index.js', 'Script', 0.21, 0.7, parsed ),
		request(
			'/wp-json/fitcoach/v1/auth/me',
			'Fetch',
			0.8,
			1.0,
			byScript( '/build/index.js' )
		),
		request(
			'/build/chunks/home.js',
			'Script',
			1.05,
			1.3,
			byScript( '/build/index.js' )
		),
		request(
			'/wp-json/fitcoach/v1/stats/progress',
			'Fetch',
			1.35,
			1.6,
			byScript( '/build/chunks/home.js' )
		),
		request(
			'/build/chunks/charts.js',
			'Script',
			1.65,
			1.9,
			byScript( '/build/index.js' )
		),
	];
}

function waveOf( waved, path ) {
	return waved.find( ( r ) => r.url === `${ SITE }${ path }` ).wave;
}

describe( 'assignWaves', () => {
	it( 'counts one wave per round trip the screen waited for', () => {
		const waved = assignWaves( today() );
		expect( waveOf( waved, '/' ) ).toBe( 1 );
		expect( waveOf( waved, '/build/index.js' ) ).toBe( 2 );
		expect( waveOf( waved, '/wp-json/fitcoach/v1/auth/me' ) ).toBe( 3 );
		expect( waveOf( waved, '/build/chunks/home.js' ) ).toBe( 4 );
		expect( waveOf( waved, '/wp-json/fitcoach/v1/stats/progress' ) ).toBe(
			5
		);
		expect( waveOf( waved, '/build/chunks/charts.js' ) ).toBe( 6 );
		expect( wavesBefore( waved, 2 ) ).toBe( 6 );
	} );

	it( 'puts what the HTML names in the second wave however late the parser finds it', () => {
		const waved = assignWaves( [
			request( '/', 'Document', 0, 0.1, {
				initiator: { type: 'other' },
			} ),
			request( '/a.js', 'Script', 0.2, 0.5, parsed ),
			// Found after a.js came in (the parser was busy), yet only the HTML named it.
			request( '/b.js', 'Script', 0.6, 0.9, parsed ),
		] );
		expect( waveOf( waved, '/b.js' ) ).toBe( 2 );
	} );

	it( 'adds no wave for answers from a cache', () => {
		const warm = today().map( ( r ) =>
			r.type === 'Script' ? { ...r, network: false } : r
		);
		const waved = assignWaves( warm );
		expect( waveOf( waved, '/build/index.js' ) ).toBe( 1 );
		expect( waveOf( waved, '/wp-json/fitcoach/v1/auth/me' ) ).toBe( 2 );
		expect( waveOf( waved, '/build/chunks/charts.js' ) ).toBe( 3 );
		expect( wavesBefore( waved, null ) ).toBe( 3 );
	} );

	it( 'does not let an image or the favicon lengthen the chain', () => {
		const requests = today();
		requests.splice(
			4,
			0,
			// An image React rendered after /auth/me, finished before the route chunk was asked.
			request( '/logo.png', 'Image', 1.01, 1.04 ),
			request( '/favicon.ico', 'Other', 1.0, 1.02 )
		);
		const waved = assignWaves( requests );
		expect( waveOf( waved, '/logo.png' ) ).toBe( 4 );
		expect( waveOf( waved, '/build/chunks/home.js' ) ).toBe( 4 );
		expect( waved.some( ( r ) => r.url.endsWith( 'favicon.ico' ) ) ).toBe(
			false
		);
		expect( wavesBefore( waved, 2 ) ).toBe( 6 );
	} );

	it( 'does not count a chunk that came in before a CPU-delayed inline fetch, unless asked for the upper bound', () => {
		const requests = [
			request( '/', 'Document', 0, 0.1, {
				initiator: { type: 'other' },
			} ),
			request( '/build/chunks/home.js', 'Script', 0.2, 0.4, parsed ),
			// The HTML's own script asks for the data, late because the main thread was busy.
			request( '/wp-json/fitcoach/v1/auth/me', 'Fetch', 0.5, 0.8, {
				initiator: { type: 'script', stack: [ `${ SITE }/` ] },
			} ),
		];
		expect(
			waveOf( assignWaves( requests ), '/wp-json/fitcoach/v1/auth/me' )
		).toBe( 2 );
		expect(
			waveOf(
				assignWaves( requests, { any: true } ),
				'/wp-json/fitcoach/v1/auth/me'
			)
		).toBe( 3 );
	} );

	it( 'keeps a side branch in the wave of the data it waited for', () => {
		const requests = [
			...today().slice( 0, 5 ),
			request(
				'/wp-json/fitcoach/v1/stats/weight-trend',
				'Fetch',
				1.35,
				1.5,
				byScript( '/build/chunks/home.js' )
			),
			request(
				'/wp-json/fitcoach/v1/stats/progress',
				'Fetch',
				1.35,
				1.7,
				byScript( '/build/chunks/home.js' )
			),
			request(
				'/build/chunks/charts.js',
				'Script',
				1.55,
				1.65,
				byScript( '/build/index.js' )
			),
			// Asked for once the progress came, after the charts chunk (the other branch) came in.
			request(
				'/build/chunks/slider.js',
				'Script',
				1.75,
				1.9,
				byScript( '/build/index.js' )
			),
		];
		expect(
			waveOf( assignWaves( requests ), '/build/chunks/slider.js' )
		).toBe( 6 );
		expect(
			waveOf(
				assignWaves( requests, { any: true } ),
				'/build/chunks/slider.js'
			)
		).toBe( 7 );
	} );

	it( 'leaves out failed requests, the manifest and data: URLs', () => {
		const waved = assignWaves( [
			...today(),
			request( '/late.js', 'Script', 1.95, 2.0, { failed: true } ),
			request( '/manifest', 'Manifest', 0.5, 0.55 ),
			{ ...request( '', 'Image', 0.5, 0.5 ), url: 'data:image/png,x' },
		] );
		expect( waved ).toHaveLength( 7 );
	} );
} );

describe( 'wavesBefore', () => {
	it( 'counts only the requests that finished before the screen was complete', () => {
		const waved = assignWaves( today() );
		// Complete before the charts chunk came in: five waves.
		expect( wavesBefore( waved, 1.7 ) ).toBe( 5 );
		expect( wavesBefore( waved, 0.2 ) ).toBe( 0 );
	} );
} );

describe( 'byWave', () => {
	it( 'lists the requests of each wave with their bytes and times', () => {
		const requests = today().map( ( r, i ) => ( {
			...r,
			bytes: 1000,
			network: i !== 1,
		} ) );
		const groups = byWave( assignWaves( requests ), 1.0, {
			short: ( url ) => url.replace( SITE, '' ),
			ms: ( seconds ) => seconds * 1000,
		} );
		expect( groups.map( ( g ) => g.wave ) ).toEqual( [ 1, 2, 3 ] );
		// From the cache, react.min.js stays in the wave of the HTML that named it.
		expect( groups[ 0 ] ).toEqual( {
			wave: 1,
			requests: 2,
			network: 1,
			bytes: 2000,
			urls: [
				'/ 0–300 ms',
				'/wp-includes/js/dist/react.min.js (cache) 200–600 ms',
			],
		} );
		expect( groups[ 1 ].urls ).toEqual( [ '/build/index.js 210–700 ms' ] );
	} );
} );
