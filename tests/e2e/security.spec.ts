/**
 * The security suite against the running e2e site (issue 5):
 * - fuzzing: every fitcoach/v1 route and method gets generated input (fast-check): wrong types,
 *   arrays, objects, 100 KB strings, unicode, null bytes, negative and '1abc' ids in the path, the
 *   query and the JSON body, and malformed JSON. Only 2xx or 4xx come back, always JSON, and the
 *   site's PHP log gains no warning, notice or error;
 * - stored XSS: script tags and event handlers in measurement titles, session titles and notes,
 *   names of a user the coach creates, and a workout written in wp-admin come back inert and show
 *   as text: no dialog opens on any screen that shows them;
 * - no lost data: two tabs saving the same session (the second gets the Dutch 409 message and a
 *   way to load the newest version, and keeps its input), a save while offline keeps the form's
 *   input and says so;
 * - the app's error states for a database that is down (JSON 503) and for answers that are not
 *   JSON (an HTML 500, a dropped connection): never a blank page;
 * - throttling over HTTP: the 6th failed login is a 429 with a Dutch message, a success starts the
 *   count anew, the 4th password reset request within an hour is a 429 (last, and the counts are
 *   cleared again afterwards, so specs after this one are not affected).
 *
 * Demo data of other specs is never changed: writes go to objects this spec creates, DELETE and
 * user-admin calls to those or to ids that do not exist (≥ 900000), the settings are put back,
 * and routes that change one's own account run as throwaway users.
 */

/**
 * External dependencies
 */
import {
	expect,
	test,
	type APIRequestContext,
	type APIResponse,
	type Page,
	type TestInfo,
} from '@playwright/test';
import fc from 'fast-check';
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

/**
 * Internal dependencies
 */
import { countTest, figureLines, writeFigures, type Figures } from './figures';
import {
	DEMO_PASSWORD,
	STORAGE,
	apiKey,
	loginViaApi,
	serviceWorkerReady,
} from './helpers';
import { restoreSiteAfterEachTest } from './site-state';

const ROOT = path.resolve( __dirname, '../..' );
const API = '/wp-json/fitcoach/v1';
const OFFLINE_SAVED =
	'Offline opgeslagen — wordt verstuurd zodra je online bent';
const INSTANCE = process.env.FITCOACH_E2E_INSTANCE || 'e2e';
const PHP_LOG = path.join( ROOT, '.wp/logs', `php-${ INSTANCE }.log` );
const FIXTURE = path.join(
	ROOT,
	'tests/php/Security/fixtures/e2e-fixture.php'
);
const STAMP = Date.now().toString( 36 );
/** Generated inputs per route and method. */
const RUNS = Number( process.env.FITCOACH_FUZZ_RUNS || 20 );

// ------------------------------------------------------------------------------ set-up helpers

/**
 * Runs a step of the PHP fixture on the e2e site.
 *
 * @param command Command.
 * @param input   JSON input.
 */
function fixture< T = Record< string, unknown > >(
	command: string,
	input?: unknown
): T {
	const args = [ FIXTURE, command ];
	if ( undefined !== input ) {
		args.push( JSON.stringify( input ) );
	}
	const output = execFileSync( 'php', args, {
		cwd: ROOT,
		env: { ...process.env, FITCOACH_INSTANCE: INSTANCE },
		encoding: 'utf8',
	} );
	const lines = output.trim().split( '\n' );
	return JSON.parse( lines[ lines.length - 1 ] ) as T;
}

interface Actor {
	name: string;
	id: number;
	token: string;
}

/**
 * Logs in through the API.
 *
 * @param request  Request context.
 * @param username Login.
 * @param password Password.
 */
async function apiLogin(
	request: APIRequestContext,
	username: string,
	password: string = DEMO_PASSWORD
): Promise< Actor > {
	const response = await request.post( `${ API }/auth/login`, {
		data: { username, password },
	} );
	expect( response.status(), `login of ${ username }` ).toBe( 200 );
	const body = await response.json();
	return { name: username, id: body.user.id, token: body.token };
}

/**
 * The size of the site's PHP log (bytes), and what was written after an earlier size.
 */
function logSize(): number {
	return fs.existsSync( PHP_LOG ) ? fs.statSync( PHP_LOG ).size : 0;
}

function logSince( size: number ): string {
	if ( ! fs.existsSync( PHP_LOG ) ) {
		return '';
	}
	const buffer = fs.readFileSync( PHP_LOG );
	return buffer
		.subarray( Math.min( size, buffer.length ) )
		.toString( 'utf8' );
}

/**
 * PHP warnings, notices and errors in a piece of the log.
 *
 * @param text Log text.
 */
function phpProblems( text: string ): string[] {
	return text
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Warning|Notice|Deprecated|Fatal error|Parse error|Recoverable)/i.test(
				line
			)
		);
}

// ------------------------------------------------------------------------------------ figures

const figures: Figures = {};
/** What each group's tests checked, for the figure line. */
const notes: Record< string, string > = {};

/** Which figure group each test counts in (the fuzzing test counts its requests itself). */
const GROUPS: Array< [ RegExp, string ] > = [
	[ /stored XSS/, 'xss' ],
	[ /two tabs|offline/, 'lost_data' ],
	[ /database|not JSON/, 'db_down' ],
	[ /throttl|login|reset request/, 'throttling' ],
];

test.afterEach( ( {}, testInfo: TestInfo ) => {
	const group = GROUPS.find( ( [ pattern ] ) =>
		pattern.test( testInfo.title )
	)?.[ 1 ];
	if ( group ) {
		// A skipped test is tried, never held.
		countTest(
			figures,
			group,
			testInfo.status,
			testInfo.expectedStatus,
			notes[ group ]
		);
	}
} );

test.afterAll( () => {
	const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
	if ( json ) {
		// Inside `npm test`: beside the other reports, then the figures are written again.
		const dir = path.dirname( path.resolve( json ) );
		writeFigures( dir, figures );
		// Throws (and fails the run) when the figures cannot be made.
		execFileSync(
			'php',
			[ path.join( ROOT, 'tools/security-figures.php' ), dir ],
			{
				cwd: ROOT,
			}
		);
	} else {
		for ( const line of figureLines( figures ) ) {
			// eslint-disable-next-line no-console
			console.log( line );
		}
	}
} );

// ------------------------------------------------------------------------------------- fuzzing

/** Values no route expects. */
const HUGE = 'x'.repeat( 100 * 1024 );
/**
 * Generated values. In a query string the 100 KB string is left out: the URL would exceed what
 * any web server accepts (PHP's built-in server drops the connection), which says nothing about
 * the plugin; bodies carry it.
 *
 * @param huge Whether the 100 KB string is one of the values.
 */
const values = ( huge: boolean ) =>
	fc.oneof(
		{
			weight: 4,
			arbitrary: fc.constantFrom< unknown >(
				null,
				true,
				false,
				0,
				-1,
				1.5,
				-999999999,
				1e308,
				'',
				' ',
				'0',
				'-1',
				'1abc',
				'abc',
				'NaN',
				'null',
				'[]',
				'{}',
				'\u0000',
				'a\u0000b',
				'\u202e\u200b',
				'😀💪🏽',
				'ÿØÿà',
				'2025-02-30',
				'31-12-2025',
				'9999-99-99',
				'2025-01-01T25:61:00',
				'javascript:alert(1)',
				'<script>alert(1)</script>',
				"' OR 1=1 -- ",
				'../../wp-config.php',
				'%00',
				'#zzz',
				'http://',
				'fitcoach_',
				[],
				{},
				[ 1, 'a', null ],
				{ id: '1abc', sets: 'x' }
			),
		},
		{
			weight: 2,
			arbitrary: fc.integer( { min: -2147483648, max: 2147483647 } ),
		},
		{ weight: 1, arbitrary: fc.double() },
		{
			weight: 2,
			arbitrary: fc.string( { unit: 'binary', maxLength: 30 } ),
		},
		{
			weight: 2,
			arbitrary: fc.string( { unit: 'grapheme', maxLength: 30 } ),
		},
		{
			weight: 1,
			arbitrary: fc.constant( huge ? HUGE : 'y'.repeat( 2000 ) ),
		},
		{ weight: 2, arbitrary: fc.jsonValue( { maxDepth: 3 } ) }
	);
const evil = values( true );
const evilQuery = values( false );
const exercisesLike = fc.array(
	fc.record(
		{
			id: evil,
			title: evil,
			sets: fc.oneof(
				evil,
				fc.array( fc.record( { weight: evil, reps: evil } ), {
					maxLength: 3,
				} )
			),
		},
		{ requiredKeys: [] }
	),
	{ maxLength: 3 }
);
const linkButtonsLike = fc.array(
	fc.record(
		{ title: evil, url: evil, target: evil, description: evil },
		{ requiredKeys: [] }
	),
	{ maxLength: 3 }
);
const MALFORMED_JSON = [
	'{',
	'{"a":',
	'[1,2',
	'nul',
	'{"weight": 1,}',
	'\u0000',
	'{"title": "\\ud800"}',
	'{"a":1}{"b":2}',
	'"just a string"',
	HUGE,
];

interface Endpoint {
	route: string;
	method: string;
	args: string[];
}

interface FuzzCase {
	id: string | number;
	query: Record< string, unknown >;
	body: Record< string, unknown >;
	form: 'json' | 'form' | 'malformed' | 'none';
	malformed: string;
	actor: number;
}

/**
 * A query string of generated values (arrays and objects in PHP's bracket notation).
 *
 * @param params Parameters.
 */
function queryString( params: Record< string, unknown > ): string {
	const parts: string[] = [];
	const add = ( key: string, value: unknown ) => {
		if ( undefined === value ) {
			return;
		}
		if ( value && 'object' === typeof value ) {
			for ( const [ sub, item ] of Object.entries( value ) ) {
				add( `${ key }[${ sub }]`, item );
			}
			return;
		}
		parts.push(
			`${ encodeURIComponent( key ) }=${ encodeURIComponent( String( value ?? '' ) ) }`
		);
	};
	for ( const [ key, value ] of Object.entries( params ) ) {
		add( key, value );
	}
	return parts.join( '&' );
}

/** Ids that never name an object: invalid forms and ids that do not exist. */
const NO_OBJECT = fc.oneof(
	fc.constantFrom< string | number >(
		'-1',
		'0',
		'1abc',
		'99999999999999999999',
		'1.5',
		'%20',
		'%00',
		'1%2F2',
		'abc'
	),
	fc.integer( { min: 900000, max: 2147483647 } )
);

/** What the fuzzer may touch: this spec's own objects. */
interface Own {
	measurement: number;
	session: number;
	user: number;
}

/** Tallies of the fuzzing run. */
interface Tally {
	requests: number;
	held: number;
	fiveHundreds: number;
	notJson: number;
	violations: string[];
	created: Array< { route: string; id: number } >;
	/** Status of the last answer. */
	last: number;
}

/**
 * The routes that change one's own account (or end one's login, or replace the site's API key)
 * run as throwaway users; the rest as Sanne and the coach.
 *
 * @param route    Route.
 * @param members  [Sanne, the coach].
 * @param throwers [throwaway member, throwaway administrator].
 */
function actorsFor(
	route: string,
	members: Actor[],
	throwers: Actor[]
): Actor[] {
	if ( /\/app\/api-key\/regenerate$/.test( route ) ) {
		return [ throwers[ 0 ] ];
	}
	return /\/auth\/(profile|change-password|logout)/.test( route )
		? throwers
		: members;
}

/**
 * The generated requests of one route and method. Path ids: invalid forms and ids that do not
 * exist always; for writes only this spec's objects, for reads any id (others' objects must be
 * refused). user_id never names a real user (a switched admin would act for them).
 *
 * @param endpoint Route and method.
 * @param own      This spec's objects.
 * @param actors   How many callers there are.
 */
function casesFor(
	endpoint: Endpoint,
	own: Own,
	actors: number
): fc.Arbitrary< FuzzCase > {
	const writes = 'GET' !== endpoint.method;
	const ownIds = /admin\/users/.test( endpoint.route )
		? [ own.user ]
		: [ own.measurement, own.session ];
	const ids = fc.oneof(
		NO_OBJECT,
		writes
			? fc.constantFrom< string | number >( ...ownIds )
			: fc.integer( { min: 1, max: 400 } )
	);
	const generated = writes ? evil : evilQuery;
	const shapes: Record< string, fc.Arbitrary< unknown > > = {
		exercises: fc.oneof( generated, exercisesLike ),
		link_buttons: fc.oneof( generated, linkButtonsLike ),
	};
	const known: Record< string, fc.Arbitrary< unknown > > = {};
	for ( const arg of endpoint.args.filter(
		( name ) => 'id' !== name && 'user_id' !== name
	) ) {
		known[ arg ] = shapes[ arg ] ?? generated;
	}
	// WordPress's own parameters, which every route takes. Left out: _jsonp (it answers JavaScript
	// by design, and carries neither the API key nor a token) and, on reads, _method (in the query
	// it turns a GET into any method — with the read's ids that could delete demo data).
	const global = fc.record(
		{
			_fields: evilQuery,
			_embed: evilQuery,
			_envelope: evilQuery,
			_method: writes
				? fc.oneof(
						evilQuery,
						fc.constantFrom(
							'GET',
							'POST',
							'PUT',
							'PATCH',
							'DELETE'
						)
					)
				: fc.constant( undefined ),
			_locale: evilQuery,
			context: evilQuery,
			namespace: evilQuery,
		},
		{ requiredKeys: [] }
	);
	const params = fc
		.tuple(
			fc.oneof(
				{
					weight: 3,
					arbitrary: fc.record( known, { requiredKeys: [] } ),
				},
				{
					weight: 1,
					arbitrary: fc
						.tuple(
							fc.record( known, { requiredKeys: [] } ),
							global
						)
						.map( ( [ named, core ] ) => ( {
							...core,
							...named,
						} ) ),
				}
			),
			fc.dictionary( fc.string( { maxLength: 12 } ), generated, {
				maxKeys: 3,
			} ),
			fc.option( fc.oneof( evilQuery, NO_OBJECT ), { nil: undefined } )
		)
		.map( ( [ named, extra, userId ] ) => {
			const merged: Record< string, unknown > = { ...extra, ...named };
			delete merged.user_id;
			return undefined === userId
				? merged
				: { ...merged, user_id: userId };
		} );
	return fc.record( {
		id: ids,
		query: writes ? fc.constant( {} ) : params,
		body: writes ? params : fc.constant( {} ),
		form: writes
			? fc.constantFrom< FuzzCase[ 'form' ] >(
					'json',
					'json',
					'json',
					'form',
					'malformed'
				)
			: fc.constant< FuzzCase[ 'form' ] >( 'none' ),
		malformed: fc.constantFrom( ...MALFORMED_JSON ),
		actor: fc.nat( { max: actors - 1 } ),
	} );
}

/**
 * The fetch options of a generated request.
 *
 * @param method  Method.
 * @param input   Generated input.
 * @param headers Key and Bearer headers.
 */
function optionsFor(
	method: string,
	input: FuzzCase,
	headers: Record< string, string >
): Parameters< APIRequestContext[ 'fetch' ] >[ 1 ] {
	const base = {
		method,
		failOnStatusCode: false,
		maxRedirects: 0,
	};
	const accept = { ...headers, Accept: 'application/json' };
	switch ( input.form ) {
		case 'json':
			return {
				...base,
				headers: { ...accept, 'Content-Type': 'application/json' },
				data: JSON.stringify( input.body ),
			};
		case 'form':
			return {
				...base,
				headers: {
					...accept,
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				data: queryString( input.body ),
			};
		case 'malformed':
			return {
				...base,
				headers: { ...accept, 'Content-Type': 'application/json' },
				data: input.malformed,
			};
	}
	return { ...base, headers: accept };
}

/**
 * Sends one generated request and judges the answer: 2xx or 4xx, JSON, and an error code on a
 * 4xx. Records what it created (to remove it afterwards).
 *
 * @param request  Request context.
 * @param endpoint Route and method.
 * @param input    Generated input.
 * @param actor    Caller.
 * @param key      API key.
 * @param tally    Tallies.
 */
async function send(
	request: APIRequestContext,
	endpoint: Endpoint,
	input: FuzzCase,
	actor: Actor,
	key: string,
	tally: Tally
): Promise< boolean > {
	let url = endpoint.route
		.replace( /^\/fitcoach\/v1/, API )
		.replace( /\(\?P<id>[^)]*\)/, String( input.id ) );
	const query = queryString( input.query );
	url += query ? `?${ query }` : '';
	const headers = {
		'X-FitCoach-Key': key,
		Authorization: `Bearer ${ actor.token }`,
	};
	tally.requests++;
	let response: APIResponse;
	try {
		response = await request.fetch(
			url,
			optionsFor( endpoint.method, input, headers )
		);
	} catch ( error ) {
		tally.violations.push(
			`${ endpoint.method } ${ url.slice( 0, 120 ) }: ${ String( error ).slice( 0, 200 ) }`
		);
		return false;
	}
	const status = response.status();
	tally.last = status;
	const type = response.headers()[ 'content-type' ] ?? '';
	const text = await response.text();
	let parsed: { code?: unknown; id?: number; user?: { id?: number } } | null =
		null;
	// The photo route is the one route that answers with bytes: a 200 there
	// is a picture the actor may see, every refusal is still JSON.
	const picture =
		200 === status &&
		/\/photos\/[^/]+$/.test( endpoint.route ) &&
		/^image\/(jpeg|png|webp)$/.test( type );
	let json = picture || type.startsWith( 'application/json' );
	if ( ! picture ) {
		try {
			parsed = text ? JSON.parse( text ) : null;
		} catch {
			json = false;
		}
	}
	const inRange =
		( status >= 200 && status < 300 ) || ( status >= 400 && status < 500 );
	const coded = status < 400 || 'string' === typeof parsed?.code;
	const ok = json && inRange && coded;
	tally.fiveHundreds += status >= 500 ? 1 : 0;
	tally.notJson += json ? 0 : 1;
	tally.held += ok ? 1 : 0;
	if ( ! ok ) {
		tally.violations.push(
			`${ actor.name } ${ endpoint.method } ${ url.slice( 0, 160 ) } ${
				input.form
			} ${ JSON.stringify( input.body ).slice( 0, 200 ) } → ${ status } ${ type } ${ text.slice( 0, 200 ) }`
		);
	}
	const newId =
		201 === status ? ( parsed?.user?.id ?? parsed?.id ) : undefined;
	if ( newId ) {
		tally.created.push( { route: endpoint.route, id: newId } );
	}
	return ok;
}

/**
 * Removes what the fuzzer created.
 *
 * @param request Request context.
 * @param created What 201 answers named.
 * @param sanne   Headers of Sanne.
 * @param coach   Headers of the coach.
 */
async function removeCreated(
	request: APIRequestContext,
	created: Tally[ 'created' ],
	sanne: Record< string, string >,
	coach: Record< string, string >
): Promise< void > {
	for ( const item of created ) {
		const base = /admin\/users/.test( item.route )
			? 'admin/users'
			: item.route.replace( /^\/fitcoach\/v1\//, '' ).split( '/' )[ 0 ];
		await request.delete( `${ API }/${ base }/${ item.id }`, {
			headers: 'admin/users' === base ? coach : sanne,
		} );
	}
}

/**
 * Every route and method of the namespace, from its index.
 *
 * @param request Request context.
 * @param headers Key and Bearer headers.
 */
async function endpointsOf(
	request: APIRequestContext,
	headers: Record< string, string >
): Promise< Endpoint[] > {
	const index = await request.get( API, { headers } );
	expect( index.status() ).toBe( 200 );
	const routes = ( await index.json() ).routes as Record<
		string,
		{
			endpoints: Array< {
				methods: string[];
				args: Record< string, unknown >;
			} >;
		}
	>;
	return Object.entries( routes ).flatMap( ( [ route, spec ] ) =>
		spec.endpoints.flatMap( ( endpoint ) =>
			endpoint.methods.map( ( method ) => ( {
				route,
				method,
				args: Object.keys( endpoint.args ),
			} ) )
		)
	);
}

// The fuzzer also writes through the admin routes (the settings, the app's address): whatever it
// changed goes back after it on the server side, also after a failure or a timeout.
restoreSiteAfterEachTest( /^fuzzing:/ );

test( 'fuzzing: every fitcoach/v1 route and method answers 2xx or 4xx with JSON, and PHP logs nothing', async ( {
	request,
} ) => {
	test.setTimeout( 300_000 );
	const key = await apiKey( request );
	const sanne = await apiLogin( request, 'sanne' );
	const coach = await apiLogin( request, 'coach' );
	const headers = ( actor: Actor ) => ( {
		'X-FitCoach-Key': key,
		Authorization: `Bearer ${ actor.token }`,
	} );

	// Throwaway users for the routes that change one's own account.
	const password = `Fuzz-${ STAMP }-wachtwoord`;
	const throwaway = [ 'sporter', 'administrator' ].map(
		( role ) =>
			fixture< { id: number } >( 'user', {
				login: `sec_fuzz_${ role }_${ STAMP }`,
				password,
				role,
			} ).id
	);
	const throwers = [
		await apiLogin( request, `sec_fuzz_sporter_${ STAMP }`, password ),
		await apiLogin(
			request,
			`sec_fuzz_administrator_${ STAMP }`,
			password
		),
	];

	// This spec's own objects, the only ones writes may name: a measurement and a session of
	// Sanne's, and a user the coach creates.
	const workouts = await (
		await request.get( `${ API }/workouts`, { headers: headers( sanne ) } )
	).json();
	const own: Own = {
		measurement: (
			await (
				await request.post( `${ API }/measurements`, {
					headers: headers( sanne ),
					data: { date: '2020-01-02', weight: 70, energy: 5 },
				} )
			).json()
		).id,
		session: (
			await (
				await request.post( `${ API }/workout-sessions`, {
					headers: headers( sanne ),
					data: { workout_id: workouts[ 0 ].id, title: 'Fuzz' },
				} )
			).json()
		).id,
		user: (
			await (
				await request.post( `${ API }/admin/users`, {
					headers: headers( coach ),
					data: {
						first_name: 'Fuzz',
						last_name: STAMP,
						email: `fuzz.${ STAMP }@fitcoach.test`,
					},
				} )
			).json()
		).user.id,
	};
	expect( own.measurement ).toBeGreaterThan( 0 );
	expect( own.session ).toBeGreaterThan( 0 );
	expect( own.user ).toBeGreaterThan( 0 );

	const endpoints = await endpointsOf( request, headers( sanne ) );
	expect( endpoints.length ).toBeGreaterThan( 40 );

	const sizeBefore = logSize();
	const tally: Tally = {
		requests: 0,
		held: 0,
		fiveHundreds: 0,
		notJson: 0,
		violations: [],
		created: [],
		last: 0,
	};
	const started = Date.now();
	for ( const endpoint of endpoints ) {
		const actors = actorsFor( endpoint.route, [ sanne, coach ], throwers );
		const property = fc.asyncProperty(
			casesFor( endpoint, own, actors.length ),
			async ( input ) => {
				const actor = actors[ input.actor ];
				const ok = await send(
					request,
					endpoint,
					input,
					actor,
					key,
					tally
				);
				// A logout or password change ended the throwaway login: a new one for the next run.
				const ended =
					200 === tally.last &&
					/\/auth\/(logout|change-password)$/.test( endpoint.route );
				actor.token = ended
					? ( await apiLogin( request, actor.name, password ) ).token
					: actor.token;
				return ok;
			}
		);
		// A failing route is recorded in the tally; the other routes are still fuzzed.
		await fc
			.assert( property, { numRuns: RUNS, endOnFailure: true } )
			.catch( () => undefined );
	}
	const seconds = Math.round( ( Date.now() - started ) / 1000 );

	// Clean up: what the fuzzer created, this spec's objects, the throttle counts (the settings
	// and the app's address: restoreSiteAfterEachTest).
	await removeCreated(
		request,
		[
			...tally.created,
			{ route: '/fitcoach/v1/measurements', id: own.measurement },
			{ route: '/fitcoach/v1/workout-sessions', id: own.session },
			{ route: '/fitcoach/v1/admin/users', id: own.user },
		],
		headers( sanne ),
		headers( coach )
	);
	fixture( 'delete-users', throwaway );
	fixture( 'clear-throttles' );

	const problems = phpProblems( logSince( sizeBefore ) );
	figures.fuzzing = {
		tried: tally.requests,
		held: tally.held,
		skipped: 0,
		detail: `${ endpoints.length } route/method pairs × ${ RUNS } inputs as Sanne, the coach and throwaway users, ${ seconds } s; ${ tally.fiveHundreds } 5xx, ${ tally.notJson } not JSON, ${ problems.length } PHP log warnings`,
		unit: 'requests',
	};

	expect(
		tally.violations,
		tally.violations.slice( 0, 20 ).join( '\n' )
	).toEqual( [] );
	expect( problems, problems.slice( 0, 20 ).join( '\n' ) ).toEqual( [] );
	expect( tally.requests ).toBeGreaterThanOrEqual( endpoints.length * RUNS );
} );

// ---------------------------------------------------------------------------------- stored XSS

/**
 * Watches a page for dialogs (alert, confirm, prompt): each is recorded and dismissed.
 *
 * @param page   Page.
 * @param opened Where the dialogs' messages go.
 */
function watchDialogs( page: Page, opened: string[] ): void {
	page.on( 'dialog', async ( dialog ) => {
		opened.push(
			`${ page.url() }: ${ dialog.type() } ${ dialog.message() }`
		);
		await dialog.dismiss().catch( () => undefined );
	} );
}

/**
 * What in the page could run: inline event handlers, javascript: links, inline scripts that are
 * not the app's own configuration, iframes with srcdoc, the payloads' images.
 *
 * @param page Page.
 */
async function liveMarkup( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const found: string[] = [];
		document.querySelectorAll( '*' ).forEach( ( element ) => {
			for ( const attribute of Array.from( element.attributes ) ) {
				if ( /^on/i.test( attribute.name ) ) {
					found.push( `${ element.tagName } ${ attribute.name }` );
				}
				if (
					/^(href|src|action|formaction)$/i.test( attribute.name ) &&
					/^\s*(javascript|vbscript|data:text\/html)/i.test(
						attribute.value
					)
				) {
					found.push(
						`${ element.tagName } ${ attribute.name }=${ attribute.value }`
					);
				}
			}
		} );
		document
			.querySelectorAll( 'script:not([src])' )
			.forEach( ( script ) => {
				if ( /alert\(/.test( script.textContent ?? '' ) ) {
					found.push(
						`inline script ${ ( script.textContent ?? '' ).slice( 0, 60 ) }`
					);
				}
			} );
		document
			.querySelectorAll( 'iframe[srcdoc], img[src="x"], svg[onload]' )
			.forEach( ( element ) =>
				found.push( element.outerHTML.slice( 0, 80 ) )
			);
		return found;
	} );
}

test( 'stored XSS: scripts and event handlers in titles, notes, names and a workout description show as text and never run', async ( {
	page,
	browser,
	request,
} ) => {
	test.setTimeout( 120_000 );
	const key = await apiKey( request );
	const sanne = await apiLogin( request, 'sanne' );
	const coach = await apiLogin( request, 'coach' );
	const as = ( actor: Actor ) => ( {
		'X-FitCoach-Key': key,
		Authorization: `Bearer ${ actor.token }`,
	} );

	// A workout written in wp-admin by an administrator, stored exactly as typed.
	const workoutTitle = `&lt;img src=x onerror=alert('titel')&gt; Kracht ${ STAMP }`;
	const shownWorkoutTitle = `<img src=x onerror=alert('titel')> Kracht ${ STAMP }`;
	const made = fixture< { workout: number; exercise: number } >( 'workout', {
		title: workoutTitle,
		exercise: `<svg onload=alert('oefening')>Squat ${ STAMP }`,
		description:
			`<p>Warming-up &lt;script&gt;alert('tekst')&lt;/script&gt; en <strong>kern</strong> ${ STAMP }</p>` +
			`<img src=x onerror=alert('omschrijving')><script>alert('script')</script>` +
			`<a href="javascript:alert('link')" onclick="alert('klik')">link</a>` +
			`<iframe srcdoc="<script>alert('iframe')</script>"></iframe>` +
			`<svg><animate onbegin=alert('svg') attributeName=x dur=1s></svg>`,
		assigned: [ sanne.id ],
	} );

	const measurement = await (
		await request.post( `${ API }/measurements`, {
			headers: as( sanne ),
			data: {
				// Today: at the top of her list.
				date: new Date().toLocaleDateString( 'sv-SE', {
					timeZone: 'Europe/Amsterdam',
				} ),
				weight: 71.3,
				energy: 6,
				post_title: `Meting "'><img src=x onerror=alert('meting')> & <b>vet</b> ${ STAMP }`,
			},
		} )
	).json();
	const session = await (
		await request.post( `${ API }/workout-sessions`, {
			headers: as( sanne ),
			data: {
				workout_id: made.workout,
				title: `<script>alert('sessie')</script>Sessie "'> ${ STAMP }`,
				content: `Notitie <img src=x onerror=alert('notitie')>\n<svg onload=alert('svg')> ${ STAMP }`,
			},
		} )
	).json();
	const user = (
		await (
			await request.post( `${ API }/admin/users`, {
				headers: as( coach ),
				data: {
					first_name: `Eva"'><img src=x onerror=alert('voornaam')>`,
					last_name: `<script>alert('achternaam')</script>Xss${ STAMP }`,
					email: `xss.${ STAMP }@fitcoach.test`,
				},
			} )
		).json()
	).user;
	expect( measurement.id ).toBeGreaterThan( 0 );
	expect( session.id ).toBeGreaterThan( 0 );
	expect( user.id ).toBeGreaterThan( 0 );

	// The API answers hold no markup in the plain-text titles and notes; names are plain text
	// as typed, markup included (shown as text below, never run).
	for ( const text of [
		measurement.post_title,
		session.title,
		session.content,
	] ) {
		expect( text ).not.toMatch( /<\s*[a-z!/?]/i );
	}
	expect( user.first_name ).toBe(
		`Eva"'><img src=x onerror=alert('voornaam')>`
	);
	expect( user.last_name ).toBe(
		`<script>alert('achternaam')</script>Xss${ STAMP }`
	);

	const opened: string[] = [];
	try {
		// The watcher sees a real dialog (so "no dialog" below can fail).
		watchDialogs( page, opened );
		await page.goto( '/login' );
		// eslint-disable-next-line no-alert
		await page.evaluate( () => window.alert( 'proef' ) );
		await expect.poll( () => opened.length ).toBe( 1 );
		opened.length = 0;

		// Sanne's screens.
		await loginViaApi( page, 'sanne' );
		await page.goto( '/' );
		await expect(
			page.getByText( shownWorkoutTitle ).first()
		).toBeVisible();
		await page.goto( '/training' );
		await expect(
			page.getByText( shownWorkoutTitle ).first()
		).toBeVisible();
		await expect( page.getByText( session.title ).first() ).toBeVisible();
		await page.goto( `/training/workout/${ made.workout }` );
		await expect(
			page.getByText( shownWorkoutTitle ).first()
		).toBeVisible();
		await expect(
			page.getByText( "<script>alert('tekst')</script>", {
				exact: false,
			} )
		).toBeVisible();
		await expect( page.getByText( session.title ).first() ).toBeVisible();
		await page.getByRole( 'tab', { name: 'Oefeningen' } ).click();
		await expect( page.getByText( `Squat ${ STAMP }` ) ).toBeVisible();
		expect( await liveMarkup( page ) ).toEqual( [] );
		await page.goto( `/sessies/${ session.id }` );
		await expect( page.getByLabel( 'Opmerkingen' ) ).toHaveValue(
			session.content
		);
		await expect( page.getByText( session.title ).first() ).toBeVisible();
		expect( await liveMarkup( page ) ).toEqual( [] );
		await page.goto( '/metingen' );
		await expect( page.getByText( measurement.post_title ) ).toBeVisible();
		expect( await liveMarkup( page ) ).toEqual( [] );

		// The coach's screens: the user list and detail, the activity feed, the switcher.
		const context = await browser.newContext();
		const admin = await context.newPage();
		watchDialogs( admin, opened );
		await loginViaApi( admin, 'coach' );
		await admin.goto( '/admin/users' );
		await expect( admin.getByText( user.last_name ).first() ).toBeVisible();
		expect( await liveMarkup( admin ) ).toEqual( [] );
		await admin.goto( `/admin/users/${ user.id }` );
		await expect( admin.getByLabel( 'Voornaam' ) ).toHaveValue(
			user.first_name
		);
		await expect( admin.getByLabel( 'Achternaam' ) ).toHaveValue(
			user.last_name
		);
		await admin.goto( '/admin' );
		await expect( admin.getByText( 'Recente Activiteit' ) ).toBeVisible();
		await admin
			.getByRole( 'button', { name: 'Gebruiker wisselen' } )
			.click();
		await admin
			.getByRole( 'combobox', { name: 'Gebruiker wisselen' } )
			.fill( `Xss${ STAMP }` );
		await expect(
			admin.getByText( user.last_name, { exact: false } ).first()
		).toBeVisible();
		expect( await liveMarkup( admin ) ).toEqual( [] );
		// Give anything that would run a moment to do so.
		await admin.waitForTimeout( 500 );
		await context.close();
		expect( opened ).toEqual( [] );
		notes.xss =
			'7 payload fields on 9 screens as Sanne and the coach: shown as text, no live markup, no dialog';
	} finally {
		await request.delete( `${ API }/workout-sessions/${ session.id }`, {
			headers: as( sanne ),
		} );
		await request.delete( `${ API }/measurements/${ measurement.id }`, {
			headers: as( sanne ),
		} );
		await request.delete( `${ API }/admin/users/${ user.id }`, {
			headers: as( coach ),
		} );
		fixture( 'delete-posts', [ made.workout, made.exercise ] );
	}
} );

// ------------------------------------------------------------------------------- no lost data

/**
 * A session of Sanne's on a workout she sees, for one test.
 *
 * @param request Request context.
 * @param headers Her headers.
 */
async function newSession(
	request: APIRequestContext,
	headers: Record< string, string >
): Promise< { id: number; content: string } > {
	const workouts = await (
		await request.get( `${ API }/workouts`, { headers } )
	).json();
	const response = await request.post( `${ API }/workout-sessions`, {
		headers,
		data: {
			workout_id: workouts[ 0 ].id,
			title: `Twee tabs ${ STAMP }`,
			content: 'Begin',
		},
	} );
	expect( response.status() ).toBe( 201 );
	return response.json();
}

test( 'no lost data: two tabs save the same session — the second gets the Dutch 409 message, keeps its input and can load the newest version', async ( {
	page,
	request,
} ) => {
	const key = await apiKey( request );
	const sanne = await apiLogin( request, 'sanne' );
	const headers = {
		'X-FitCoach-Key': key,
		Authorization: `Bearer ${ sanne.token }`,
	};
	const session = await newSession( request, headers );
	try {
		await loginViaApi( page, 'sanne' );
		const second = await page.context().newPage();
		await page.goto( `/sessies/${ session.id }` );
		await second.goto( `/sessies/${ session.id }` );
		const notesA = page.getByLabel( 'Opmerkingen' );
		const notesB = second.getByLabel( 'Opmerkingen' );
		await expect( notesA ).toHaveValue( 'Begin' );
		await expect( notesB ).toHaveValue( 'Begin' );

		await notesA.fill( 'Versie van tab A' );
		await page
			.getByRole( 'button', { name: 'Opslaan', exact: true } )
			.click();
		await expect(
			page.getByText( 'Workout Sessie Opgeslagen' )
		).toBeVisible();

		await notesB.fill( 'Versie van tab B' );
		await second
			.getByRole( 'button', { name: 'Opslaan', exact: true } )
			.click();
		await expect(
			second.getByText(
				'Deze sessie is intussen elders gewijzigd. Laad de sessie opnieuw om de laatste versie te zien.'
			)
		).toBeVisible();
		// Nothing overwritten, nothing of B's lost.
		await expect( notesB ).toHaveValue( 'Versie van tab B' );
		const stored = await (
			await request.get( `${ API }/workout-sessions/${ session.id }`, {
				headers,
			} )
		).json();
		expect( stored.content, JSON.stringify( stored ) ).toBe(
			'Versie van tab A'
		);
		await expect(
			second.getByText( 'Workout Sessie Opgeslagen' )
		).toHaveCount( 0 );

		// The way to reload.
		await second
			.getByRole( 'button', { name: 'Laatste versie laden' } )
			.click();
		await expect( notesB ).toHaveValue( 'Versie van tab A' );
		await second.close();
		notes.lost_data =
			'two tabs: 409, input kept, newest loadable; offline session and measurement saves kept in the outbox and sent once';
	} finally {
		await request.delete( `${ API }/workout-sessions/${ session.id }`, {
			headers,
		} );
	}
} );

test( 'no lost data: a session saved while offline keeps its input, is kept in the outbox and is sent once online', async ( {
	page,
	request,
} ) => {
	const key = await apiKey( request );
	const sanne = await apiLogin( request, 'sanne' );
	const headers = {
		'X-FitCoach-Key': key,
		Authorization: `Bearer ${ sanne.token }`,
	};
	const session = await newSession( request, headers );
	try {
		await loginViaApi( page, 'sanne' );
		await page.goto( `/sessies/${ session.id }` );
		await serviceWorkerReady( page );
		const notesField = page.getByLabel( 'Opmerkingen' );
		await expect( notesField ).toHaveValue( 'Begin' );
		await notesField.fill( 'Geschreven zonder netwerk' );

		await page.context().setOffline( true );
		await page
			.getByRole( 'button', { name: 'Opslaan', exact: true } )
			.click();
		await expect(
			page.getByText( OFFLINE_SAVED, { exact: true } )
		).toBeVisible();
		await expect( notesField ).toHaveValue( 'Geschreven zonder netwerk' );
		await expect(
			page.getByText( 'Workout Sessie Opgeslagen' )
		).toHaveCount( 0 );
		const read = async () =>
			(
				await (
					await request.get(
						`${ API }/workout-sessions/${ session.id }`,
						{ headers }
					)
				).json()
			).content;
		expect( await read() ).toBe( 'Begin' );

		await page.context().setOffline( false );
		await expect(
			page.getByText( '1 offline wijziging verstuurd' )
		).toBeVisible( { timeout: 20_000 } );
		expect( await read() ).toBe( 'Geschreven zonder netwerk' );
	} finally {
		await page.context().setOffline( false );
		await request.delete( `${ API }/workout-sessions/${ session.id }`, {
			headers,
		} );
	}
} );

test( 'no lost data: a measurement saved while offline is kept in the outbox, shown, and sent exactly once online', async ( {
	page,
	request,
} ) => {
	const key = await apiKey( request );
	const sanne = await apiLogin( request, 'sanne' );
	const headers = {
		'X-FitCoach-Key': key,
		Authorization: `Bearer ${ sanne.token }`,
	};
	const mine = async () =>
		(
			await (
				await request.get( `${ API }/measurements?per_page=50`, {
					headers,
				} )
			).json()
		).data.filter(
			// Energy too: another spec adds Sanne a measurement at a random weight, 66.6 kg at times.
			( row: { weight: number; energy: number } ) =>
				66.6 === row.weight && 4 === row.energy
		);
	let created = 0;
	try {
		await loginViaApi( page, 'sanne' );
		await page.goto( '/metingen/nieuw' );
		await serviceWorkerReady( page );
		await page.getByLabel( 'Gewicht (kg)' ).fill( '66.6' );
		await page.getByLabel( /^Energie Level/ ).fill( '4' );

		await page.context().setOffline( true );
		await page
			.getByRole( 'button', { name: 'Opslaan', exact: true } )
			.click();
		await expect(
			page.getByText( OFFLINE_SAVED, { exact: true } )
		).toBeVisible();
		await expect( page ).toHaveURL( /\/metingen$/ );
		await expect( page.getByText( '66,6 kg' ).first() ).toBeVisible();
		expect( await mine() ).toHaveLength( 0 );

		await page.context().setOffline( false );
		await expect(
			page.getByText( '1 offline wijziging verstuurd' )
		).toBeVisible( { timeout: 20_000 } );
		const stored = await mine();
		expect( stored ).toHaveLength( 1 );
		created = stored[ 0 ].id;
	} finally {
		await page.context().setOffline( false );
		// 0 when it was never saved: a harmless 404.
		await request.delete( `${ API }/measurements/${ created }`, {
			headers,
		} );
	}
} );

// ------------------------------------------------------------------- database down, not JSON

test( 'database down: the member app shows its error state with the Dutch message of a JSON 503, never a blank page', async ( {
	page,
} ) => {
	await loginViaApi( page, 'sanne' );
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
	).toBeVisible();
	// From now on the database is down: the API answers as Reliability\Database_Guard does.
	await page.route( '**/wp-json/fitcoach/v1/measurements**', ( route ) =>
		route.fulfill( {
			status: 503,
			contentType: 'application/json; charset=utf-8',
			headers: { 'Retry-After': '30' },
			body: JSON.stringify( {
				code: 'fitcoach_unavailable',
				message:
					'De app is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.',
				data: { status: 503 },
			} ),
		} )
	);
	await page.getByRole( 'link', { name: 'Metingen' } ).click();
	const alert = page.getByRole( 'alert' ).filter( {
		hasText: 'De app is tijdelijk niet bereikbaar.',
	} );
	await expect( alert ).toBeVisible();
	await expect( alert.getByRole( 'button' ) ).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Home' } ) ).toBeVisible();
	notes.db_down =
		'JSON 503, HTML 500, dropped connection: error state with retry, login kept';
} );

test( 'database down when the app opens: the login is kept and the screen shows the Dutch error state', async ( {
	page,
} ) => {
	await loginViaApi( page, 'sanne', DEMO_PASSWORD, true );
	// Every call fails as Reliability\Database_Guard answers, from the first one on.
	await page.route( '**/wp-json/fitcoach/v1/**', ( route ) =>
		route.fulfill( {
			status: 503,
			contentType: 'application/json; charset=utf-8',
			body: JSON.stringify( {
				code: 'fitcoach_unavailable',
				message:
					'De app is tijdelijk niet bereikbaar. Probeer het over een paar minuten opnieuw.',
				data: { status: 503 },
			} ),
		} )
	);
	await page.goto( '/metingen' );
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'De app is tijdelijk niet bereikbaar.' } )
	).toBeVisible();
	await expect( page ).toHaveURL( /\/metingen$/ );
	// An outage is no reason to forget the login (with 'Onthoud mij' its refresh token too).
	const stored = await page.evaluate(
		( keys ) => [
			window.localStorage.getItem( keys.token ),
			window.localStorage.getItem( keys.refreshToken ),
		],
		STORAGE
	);
	expect( stored[ 0 ] ).toBeTruthy();
	expect( stored[ 1 ] ).toBeTruthy();
} );

test( 'answers that are not JSON (an HTML 500, a dropped connection) give the error state, not a blank page', async ( {
	page,
} ) => {
	await loginViaApi( page, 'sanne' );
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
	).toBeVisible();
	await page.route( '**/wp-json/fitcoach/v1/measurements**', ( route ) =>
		route.fulfill( {
			status: 500,
			contentType: 'text/html; charset=UTF-8',
			body: '<!DOCTYPE html><html><body><h1>Error establishing a database connection</h1></body></html>',
		} )
	);
	await page.getByRole( 'link', { name: 'Metingen' } ).click();
	await expect( page.getByRole( 'alert' ).first() ).toBeVisible();
	await expect( page.getByText( 'Error establishing' ) ).toHaveCount( 0 );
	await expect( page.getByRole( 'link', { name: 'Home' } ) ).toBeVisible();

	await page.unroute( '**/wp-json/fitcoach/v1/measurements**' );
	await page.route( '**/wp-json/fitcoach/v1/workout-sessions**', ( route ) =>
		route.abort( 'connectionreset' )
	);
	await page.getByRole( 'link', { name: 'Training' } ).click();
	await expect( page.getByRole( 'alert' ).first() ).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Home' } ) ).toBeVisible();
} );

// --------------------------------------------------------------------------------- throttling

test( 'throttling over HTTP: the 6th failed login for one account is a 429 with a Dutch message', async ( {
	request,
} ) => {
	fixture( 'clear-throttles' );
	const name = `sec_niemand_${ STAMP }`;
	const statuses: number[] = [];
	let last: APIResponse | null = null;
	for ( let attempt = 1; attempt <= 6; attempt++ ) {
		last = await request.post( `${ API }/auth/login`, {
			data: { username: name, password: `fout-${ attempt }` },
		} );
		statuses.push( last.status() );
	}
	expect( statuses ).toEqual( [ 401, 401, 401, 401, 401, 429 ] );
	const body = await last!.json();
	expect( body.code ).toBe( 'fitcoach_too_many_attempts' );
	expect( body.message ).toBe(
		'Te veel mislukte inlogpogingen. Probeer het over 5 minuten opnieuw.'
	);
	expect( last!.headers()[ 'retry-after' ] ).toBe( '300' );
	notes.throttling =
		'6th failed login, success resets, 4th reset request, over HTTP';
} );

test( 'throttling over HTTP: a successful login starts the count anew', async ( {
	request,
} ) => {
	const login = `sec_thr_${ STAMP }`;
	const password = `Thr-${ STAMP }-wachtwoord`;
	const user = fixture< { id: number } >( 'user', {
		login,
		password,
		role: 'sporter',
	} );
	try {
		const statuses: number[] = [];
		const attempt = async ( secret: string ) => {
			const response = await request.post( `${ API }/auth/login`, {
				data: { username: login, password: secret },
			} );
			statuses.push( response.status() );
		};
		for ( let i = 0; i < 4; i++ ) {
			await attempt( 'fout' );
		}
		await attempt( password );
		for ( let i = 0; i < 6; i++ ) {
			await attempt( 'fout' );
		}
		expect( statuses ).toEqual( [
			401, 401, 401, 401, 200, 401, 401, 401, 401, 401, 429,
		] );
	} finally {
		fixture( 'delete-users', [ user.id ] );
	}
} );

test( 'throttling over HTTP: the 4th password reset request from one IP within an hour is a 429 (last; counts cleared afterwards)', async ( {
	request,
} ) => {
	fixture( 'clear-throttles' );
	try {
		const statuses: number[] = [];
		let last: APIResponse | null = null;
		for ( let attempt = 1; attempt <= 4; attempt++ ) {
			last = await request.post( `${ API }/auth/forgot-password`, {
				data: { user_login: `sec_niemand_${ STAMP }_${ attempt }` },
			} );
			statuses.push( last.status() );
		}
		expect( statuses ).toEqual( [ 200, 200, 200, 429 ] );
		const body = await last!.json();
		expect( body.code ).toBe( 'fitcoach_too_many_attempts' );
		expect( body.message ).toBe(
			'Te veel aanvragen. Probeer het over een uur opnieuw.'
		);
	} finally {
		// Specs after this one may ask for a reset link again.
		fixture( 'clear-throttles' );
	}
} );
