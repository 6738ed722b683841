/**
 * Boots FitCoach in WordPress Playground (tools/playground/serve.sh: blueprint.json installs the
 * release zip, Playground's own PHP build) and checks that it works there: the app page and a deep
 * link answer, the app's script loads, POST /auth/login logs a demo member in (and refuses a wrong
 * password with the plugin's own error), the seeded demo data comes back through the API; then
 * Debian's chromium logs a member in through the app's login screen and the trainer in to wp-admin
 * (tests/e2e/playground/, one check per Playwright test), and no PHP error reached a response.
 *
 *   node tools/playground/check.js
 *   FITCOACH_PLAYGROUND_PORT=9401        the port (default 9401)
 *   FITCOACH_PLAYGROUND_ZIP=path         the release zip to install (default: serve.sh builds one)
 *   FITCOACH_WP_VERSION=6.4              another WordPress build
 *   FITCOACH_COUNTS_FILE=path            writes "passed failed skipped" there (for npm test)
 *
 * Exits 0 when every check passed.
 */
/**
 * External dependencies
 */
const { spawn, spawnSync } = require( 'child_process' );
const fs = require( 'fs' );
const path = require( 'path' );

const root = path.resolve( __dirname, '../..' );
const port = Number( process.env.FITCOACH_PLAYGROUND_PORT || 9401 );
const base = `http://127.0.0.1:${ port }`;
const password = process.env.FITCOACH_DEMO_PASSWORD || 'fitcoach-demo';
// The blueprint's login step logs the first visitor in as coach; the checks are a guest's.
const guest = { Cookie: 'playground_auto_login_already_happened=1' };

const results = [];
function check( name, ok, detail = '' ) {
	results.push( { name, ok } );
	process.stdout.write(
		`  ${ ok ? 'ok  ' : 'FAIL' } ${ name }${ detail ? ` (${ detail })` : '' }\n`
	);
}

function boot() {
	const server = spawn( 'bash', [ 'tools/playground/serve.sh' ], {
		cwd: root,
		env: {
			...process.env,
			FITCOACH_PLAYGROUND_PORT: String( port ),
			FITCOACH_PLAYGROUND_DEBUG: '1',
		},
		detached: true,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	let output = '';
	const ready = new Promise( ( resolve, reject ) => {
		const timer = setTimeout(
			() =>
				reject(
					new Error(
						`Playground did not start in 300 s:\n${ output }`
					)
				),
			300_000
		);
		const listen = ( chunk ) => {
			output += chunk.toString();
			if ( /Ready! WordPress is running/.test( output ) ) {
				clearTimeout( timer );
				resolve();
			}
		};
		server.stdout.on( 'data', listen );
		server.stderr.on( 'data', listen );
		server.on( 'exit', ( code ) => {
			clearTimeout( timer );
			reject(
				new Error( `Playground exited (${ code }):\n${ output }` )
			);
		} );
	} );
	return { server, ready, output: () => output };
}

async function run() {
	const started = Date.now();
	const { server, ready, output } = boot();
	const stop = () => {
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {
			// Already gone.
		}
	};
	process.on( 'SIGINT', () => {
		stop();
		process.exit( 130 );
	} );
	try {
		await ready;
		// Playground's server answers its very first request with a redirect that clears its
		// auto-login cookie; every later one reaches WordPress.
		await fetch( `${ base }/wp-json/`, {
			headers: guest,
			redirect: 'manual',
		} );
		check(
			'Playground boots WordPress with the blueprint',
			true,
			`${ Math.round( ( Date.now() - started ) / 1000 ) } s`
		);

		const page = await fetch( `${ base }/login`, {
			headers: guest,
			redirect: 'manual',
		} );
		const html = await page.text();
		const php = page.headers.get( 'x-powered-by' ) || '';
		check(
			'the app page /login answers 200 with the app',
			page.status === 200 &&
				/window\.fitcoachConfig|fitcoachConfig/.test( html ) &&
				/<title>[^<]*FitCoach/.test( html ),
			`HTTP ${ page.status }`
		);
		check(
			"the plugin runs on Playground's PHP build",
			/^PHP\/\d+\.\d+/.test( php ),
			php
		);
		const key = ( html.match( /"apiKey":"([^"]+)"/ ) || [] )[ 1 ] || '';
		const script = ( html.match(
			/src="([^"]*\/wp-content\/plugins\/fitcoach\/build\/index\.js[^"]*)"/
		) || [] )[ 1 ];
		const js = script
			? await fetch( new URL( script.replace( /&#038;/g, '&' ), base ), {
					headers: guest,
				} )
			: null;
		check(
			"the app's script loads",
			!! js && js.status === 200 && ( await js.text() ).length > 1000,
			script || 'no build/index.js on the page'
		);

		const deep = await fetch( `${ base }/metingen`, {
			headers: guest,
			redirect: 'manual',
		} );
		check(
			'a deep link (/metingen) is the app page: pretty permalinks are on',
			deep.status === 200 && /fitcoachConfig/.test( await deep.text() ),
			`HTTP ${ deep.status }`
		);

		const login = await fetch( `${ base }/wp-json/fitcoach/v1/auth/login`, {
			method: 'POST',
			headers: { ...guest, 'Content-Type': 'application/json' },
			body: JSON.stringify( { username: 'sanne', password } ),
		} );
		const body = await login.json().catch( () => ( {} ) );
		check(
			'POST /auth/login logs the demo member in',
			login.status === 200 &&
				typeof body.token === 'string' &&
				body.token.split( '.' ).length === 3 &&
				body.user?.first_name === 'Sanne',
			`HTTP ${ login.status }`
		);

		const wrong = await fetch( `${ base }/wp-json/fitcoach/v1/auth/login`, {
			method: 'POST',
			headers: { ...guest, 'Content-Type': 'application/json' },
			body: JSON.stringify( { username: 'sanne', password: 'wrong' } ),
		} );
		const refusal = await wrong.json().catch( () => ( {} ) );
		check(
			'a wrong password is refused with the plugin’s error',
			wrong.status === 401 && /^fitcoach_/.test( refusal.code || '' ),
			`HTTP ${ wrong.status } ${ refusal.code || '' }`
		);

		const list = await fetch(
			`${ base }/wp-json/fitcoach/v1/measurements?page=1`,
			{
				headers: {
					...guest,
					Authorization: `Bearer ${ body.token }`,
					'X-FitCoach-Key': key,
				},
			}
		);
		const items = await list.json().catch( () => ( {} ) );
		check(
			"the seeded demo data comes back: Sanne's measurements",
			list.status === 200 &&
				Array.isArray( items.data ) &&
				items.data.length > 0,
			`HTTP ${ list.status }, ${ Array.isArray( items.data ) ? items.data.length : 0 } items`
		);
		// The app's login in a real browser (tests/e2e/playground/): each Playwright test is a check.
		const report = path.join(
			root,
			'.wp/playground',
			`browser-${ port }.json`
		);
		fs.rmSync( report, { force: true } );
		const browser = spawnSync(
			path.join( root, 'node_modules/.bin/playwright' ),
			[
				'test',
				'-c',
				'tests/e2e/playground/playwright.config.ts',
				'--reporter=list,json',
			],
			{
				cwd: root,
				env: {
					...process.env,
					FITCOACH_PLAYGROUND_URL: base,
					PLAYWRIGHT_JSON_OUTPUT_NAME: report,
					PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
				},
				stdio: [ 'ignore', 'inherit', 'inherit' ],
			}
		);
		const tests = [];
		const collect = ( suite, titles ) => {
			for ( const spec of suite.specs || [] ) {
				tests.push( {
					name: [ ...titles, spec.title ].join( ' › ' ),
					ok: spec.ok,
				} );
			}
			for ( const child of suite.suites || [] ) {
				collect(
					child,
					child.file === child.title
						? titles
						: [ ...titles, child.title ]
				);
			}
		};
		if ( fs.existsSync( report ) ) {
			for ( const suite of JSON.parse( fs.readFileSync( report, 'utf8' ) )
				.suites || [] ) {
				collect( suite, [] );
			}
		}
		for ( const one of tests ) {
			check( `browser: ${ one.name }`, one.ok );
		}
		if (
			tests.length === 0 ||
			( browser.status !== 0 && tests.every( ( one ) => one.ok ) )
		) {
			check(
				'the browser tests ran',
				false,
				`playwright exited ${ browser.status }, ${ tests.length } tests reported`
			);
		}

		// PHP's messages of every request above (WP_DEBUG_LOG of the site serve.sh made).
		const log = path.join(
			root,
			'.wp/playground',
			`wordpress-${ process.env.FITCOACH_WP_VERSION || '6.5' }-${ port }`,
			'wp-content/debug.log'
		);
		const messages = (
			fs.existsSync( log ) ? fs.readFileSync( log, 'utf8' ) : ''
		)
			.split( '\n' )
			.filter( ( line ) => /plugins\/fitcoach\//.test( line ) );
		check(
			'no PHP error, warning, notice or deprecation from FitCoach',
			messages.length === 0 &&
				! /PHP (Fatal|Parse) error/.test( output() ),
			messages.slice( 0, 3 ).join( ' | ' )
		);
	} catch ( error ) {
		check( 'Playground run', false, error.message );
	} finally {
		stop();
	}
	const failed = results.filter( ( result ) => ! result.ok ).length;
	const passed = results.length - failed;
	process.stdout.write(
		`Playground: ${ passed } passed, ${ failed } failed (${ Math.round( ( Date.now() - started ) / 1000 ) } s)\n`
	);
	if ( process.env.FITCOACH_COUNTS_FILE ) {
		fs.writeFileSync(
			process.env.FITCOACH_COUNTS_FILE,
			`${ passed } ${ failed } 0\n`
		);
	}
	process.exit( failed ? 1 : 0 );
}

run();
