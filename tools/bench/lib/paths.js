/**
 * What users pay beyond a warm read: cold paths (the first request after a write that invalidated
 * a stored cache) and writes (POST, PUT, DELETE of a measurement and of a session with 5 exercises
 * × 3 sets). wrk cannot measure these (every sample needs its own write first), so each sample is
 * timed one request at a time, with the floor timed the same way right before it.
 *
 * One sample of a cold path: a write that invalidates the route's cache (not timed) → the floor
 * (timed; it reads nothing the write touched) → the route (timed, the first request that needs
 * the invalidated data). One sample of writes: floor → POST (timed) → floor → PUT
 * (timed) → floor → DELETE (timed), so the data ends as it began.
 */
'use strict';

/**
 * External dependencies
 */
const crypto = require( 'crypto' );
const path = require( 'path' );
const { execFileSync } = require( 'child_process' );

/**
 * Internal dependencies
 */
const { call } = require( './http' );
const { median } = require( './median' );

/**
 * The cached routes and the writes that invalidate them.
 * - measurement: the member saves (or deletes) a measurement: their list totals (user meta), the
 *   dashboard's figures (fitcoach_stats_version) and the activity feed change;
 * - session: the member saves (or deletes) a session;
 * - catalogue: a workout is saved in wp-admin (fitcoach_catalogue_version), through WordPress's
 *   own wp_update_post() in tools/bench/touch-catalogue.php.
 *
 * @type {Array<{name: string, path: string, as: 'member'|'coach', group: 'member'|'admin', write: 'measurement'|'session'|'catalogue', writer: 'member'|'other'}>}
 */
const COLD = [
	{
		name: '/admin/stats after a measurement',
		path: '/admin/stats',
		as: 'coach',
		group: 'admin',
		write: 'measurement',
		writer: 'other',
	},
	{
		name: '/admin/recent-activity?limit=10 after a measurement',
		path: '/admin/recent-activity?limit=10',
		as: 'coach',
		group: 'admin',
		write: 'measurement',
		writer: 'other',
	},
	{
		name: '/workouts after a workout is saved',
		path: '/workouts',
		as: 'member',
		group: 'member',
		write: 'catalogue',
		writer: 'member',
	},
	{
		name: '/measurements?page=1 after a measurement',
		path: '/measurements?page=1&per_page=10',
		as: 'member',
		group: 'member',
		write: 'measurement',
		writer: 'member',
	},
	{
		name: '/workout-sessions?page=1 after a session',
		path: '/workout-sessions?page=1&per_page=6',
		as: 'member',
		group: 'member',
		write: 'session',
		writer: 'member',
	},
	{
		name: '/stats/progress after a measurement',
		path: '/stats/progress',
		as: 'member',
		group: 'member',
		write: 'measurement',
		writer: 'member',
	},
];

/** The writes measured, in the order of one sample. */
const WRITES = [
	{ name: 'POST /measurements', kind: 'measurement', method: 'POST' },
	{ name: 'PUT /measurements/{id}', kind: 'measurement', method: 'PUT' },
	{
		name: 'DELETE /measurements/{id}',
		kind: 'measurement',
		method: 'DELETE',
	},
	{
		name: 'POST /workout-sessions (5 × 3 sets)',
		kind: 'session',
		method: 'POST',
	},
	{
		name: 'PUT /workout-sessions/{id} (5 × 3 sets)',
		kind: 'session',
		method: 'PUT',
	},
	{
		name: 'DELETE /workout-sessions/{id}',
		kind: 'session',
		method: 'DELETE',
	},
];

/**
 * Today in the site's sense is not needed: any valid date works, a recent one is realistic.
 *
 * @param {number} offset Days back from today.
 * @return {string} Y-m-d.
 */
function day( offset ) {
	const d = new Date( Date.now() - offset * 86400000 );
	return d.toISOString().slice( 0, 10 );
}

/**
 * The body of a session with 5 exercises × 3 sets of a workout the member sees.
 *
 * @param {Object} workout An entry of GET /workouts.
 * @param {number} bump    Added to every weight (a PUT changes the sets).
 * @return {Object} { workout_id, title, content, exercises }.
 */
function sessionBody( workout, bump ) {
	const exercises = [];
	for ( let i = 0; i < 5; i++ ) {
		const entry = workout.exercises[ i % workout.exercises.length ] || {};
		const id =
			( entry.exercise && ( entry.exercise.ID || entry.exercise.id ) ) ||
			entry.id ||
			0;
		exercises.push( {
			id: Number( id ) || 0,
			title:
				( entry.exercise && entry.exercise.post_title ) ||
				entry.title ||
				`Oefening ${ i + 1 }`,
			sets: [ 0, 1, 2 ].map( ( s ) => ( {
				weight: 40 + 2.5 * s + bump,
				reps: 8 + s,
			} ) ),
		} );
	}
	return {
		workout_id: workout.id,
		title: 'Bench sessie',
		content: 'Gemeten door de benchmark.',
		exercises,
	};
}

/**
 * Runs the benchmark's requests of one kind of data: create, update, delete.
 *
 * @param {Object} ctx   { base, apiKey, workout }.
 * @param {string} kind  'measurement' or 'session'.
 * @param {string} token Bearer token of the writer.
 * @return {Object} { create(i), update(id, i), remove(id) } each resolving to a call() result.
 */
function writer( ctx, kind, token ) {
	const opts = ( body, trace, headers ) => ( {
		apiKey: ctx.apiKey,
		token,
		body,
		trace,
		headers,
	} );
	// Creates carry an idempotency key, as the app sends them (one claim and one record more).
	const keyed = () => ( {
		'Idempotency-Key': `bench-${ crypto.randomUUID() }`,
	} );
	if ( kind === 'measurement' ) {
		return {
			create: ( i, trace ) =>
				call(
					ctx.base,
					'POST',
					'/measurements',
					opts(
						{
							date: day( 0 ),
							weight: 70 + ( i % 10 ) / 10,
							energy: 1 + ( i % 10 ),
							post_title: 'Meting van de benchmark',
						},
						trace,
						keyed()
					)
				),
			update: ( id, i, trace ) =>
				call(
					ctx.base,
					'PUT',
					`/measurements/${ id }`,
					opts( { weight: 71 + ( i % 10 ) / 10, energy: 5 }, trace )
				),
			remove: ( id, trace ) =>
				call(
					ctx.base,
					'DELETE',
					`/measurements/${ id }`,
					opts( undefined, trace )
				),
		};
	}
	return {
		create: ( i, trace ) =>
			call(
				ctx.base,
				'POST',
				'/workout-sessions',
				opts( sessionBody( ctx.workout, i % 5 ), trace, keyed() )
			),
		update: ( id, i, trace, modified ) => {
			const body = sessionBody( ctx.workout, 2.5 + ( i % 5 ) );
			delete body.workout_id;
			if ( modified ) {
				body.modified = modified;
			}
			return call(
				ctx.base,
				'PUT',
				`/workout-sessions/${ id }`,
				opts( body, trace )
			);
		},
		remove: ( id, trace ) =>
			call(
				ctx.base,
				'DELETE',
				`/workout-sessions/${ id }`,
				opts( undefined, trace )
			),
	};
}

/**
 * Saves a workout through WordPress (tools/bench/touch-catalogue.php): the catalogue's stored copy
 * is then out of date. With Redis the script uses the same object cache as the PHP-FPM pools.
 *
 * @param {Object} ctx { redisSocket }.
 */
function touchCatalogue( ctx ) {
	const env = { ...process.env };
	if ( ctx.redisSocket ) {
		env.FITCOACH_BENCH_REDIS = '1';
		env.FITCOACH_BENCH_REDIS_SOCKET = ctx.redisSocket;
	}
	execFileSync(
		'php',
		[ path.join( __dirname, '..', 'touch-catalogue.php' ) ],
		{ env, stdio: [ 'ignore', 'ignore', 'inherit' ] }
	);
}

/**
 * A call's figures for the report.
 *
 * @param {Object} r A call() result.
 * @return {Object} { status, ms, queries }.
 */
function sample( r ) {
	return { status: r.status, code: r.code, ms: r.ms, queries: r.queries };
}

/**
 * Summary of samples: p50 of the route and of the floor, queries, non-2xx answers.
 *
 * @param {Object[]} routeSamples Samples of the route.
 * @param {Object[]} floorSamples Samples of the floor.
 * @return {Object} Figures.
 */
function summary( routeSamples, floorSamples ) {
	const ok = ( s ) => s.status >= 200 && s.status <= 299;
	const bad = routeSamples.filter( ( s ) => ! ok( s ) );
	return {
		samples: routeSamples.length,
		p50_ms: median( routeSamples.filter( ok ).map( ( s ) => s.ms ) ),
		max_ms: Math.max( 0, ...routeSamples.map( ( s ) => s.ms ) ),
		floor_p50_ms: median( floorSamples.filter( ok ).map( ( s ) => s.ms ) ),
		queries: routeSamples.map( ( s ) => s.queries ),
		queries_median: median( routeSamples.map( ( s ) => s.queries ) ),
		non2xx: bad.length,
		first_non2xx: bad.length
			? `${ bad[ 0 ].status } ${ bad[ 0 ].code }`.trim()
			: '',
	};
}

/**
 * Measures the cold paths.
 *
 * @param {Object}   ctx { base, apiKey, auth: {member, other, coach}, floor, samples, label, workout, redisSocket }.
 * @param {Function} log Progress line writer.
 * @return {Promise<Object[]>} One entry per cold path.
 */
async function measureCold( ctx, log ) {
	const results = [];
	for ( const route of COLD ) {
		const routeSamples = [];
		const floorSamples = [];
		const token = ctx.auth[ route.as ];
		const writes =
			route.write === 'catalogue'
				? null
				: writer(
						ctx,
						route.write,
						ctx.auth[
							route.writer === 'other' ? 'other' : 'member'
						]
					);
		let pending = null;
		let setupError = '';
		for ( let i = 0; i < ctx.samples; i++ ) {
			// The write: a new item, then its removal, so every sample follows a write.
			if ( ! writes ) {
				touchCatalogue( ctx );
			} else if ( pending === null ) {
				const created = await writes.create( i );
				if ( created.status !== 201 && created.status !== 200 ) {
					setupError = `the write answered ${ created.status } ${ created.code }`;
				} else {
					pending = created.body && created.body.id;
				}
			} else {
				const removed = await writes.remove( pending );
				if ( removed.status !== 200 ) {
					setupError = `the write answered ${ removed.status } ${ removed.code }`;
				}
				pending = null;
			}
			// The floor after the write too (it reads no cache the write touched), so both
			// requests meet whatever the write left running (a CLI process ending, a commit).
			floorSamples.push(
				sample(
					await call( ctx.base, 'GET', ctx.floor.path, {
						apiKey: ctx.apiKey,
						token: ctx.auth[ ctx.floor.as ],
					} )
				)
			);
			routeSamples.push(
				sample(
					await call( ctx.base, 'GET', route.path, {
						apiKey: ctx.apiKey,
						token,
						trace:
							i === 1 && ctx.label
								? `${ ctx.label }-cold-${ route.name.replace( /[^a-z0-9]+/gi, '-' ).replace( /^-|-$/g, '' ) }`
								: undefined,
					} )
				)
			);
		}
		if ( pending !== null && writes ) {
			await writes.remove( pending );
		}
		const entry = {
			...route,
			...summary( routeSamples, floorSamples ),
			setup_error: setupError,
		};
		results.push( entry );
		log(
			`  cold ${ route.name.padEnd( 50 ) } p50 ${ entry.p50_ms === null ? '–' : entry.p50_ms.toFixed( 1 ) } ms (floor ${ entry.floor_p50_ms === null ? '–' : entry.floor_p50_ms.toFixed( 1 ) } ms)  queries ${ entry.queries_median ?? '-' }${ entry.non2xx ? `  ${ entry.non2xx } non-2xx (${ entry.first_non2xx })!` : '' }${ setupError ? '  (' + setupError + ')' : '' }`
		);
	}
	return results;
}

/**
 * Measures the writes.
 *
 * @param {Object}   ctx As measureCold().
 * @param {Function} log Progress line writer.
 * @return {Promise<Object[]>} One entry per write.
 */
async function measureWrites( ctx, log ) {
	const byName = new Map(
		WRITES.map( ( w ) => [
			w.name,
			{ routeSamples: [], floorSamples: [] },
		] )
	);
	const floor = async () =>
		sample(
			await call( ctx.base, 'GET', ctx.floor.path, {
				apiKey: ctx.apiKey,
				token: ctx.auth[ ctx.floor.as ],
			} )
		);
	const trace = ( i, name ) =>
		i === 1 && ctx.label
			? `${ ctx.label }-write-${ name.replace( /[^a-z0-9]+/gi, '-' ).replace( /^-|-$/g, '' ) }`
			: undefined;
	for ( let i = 0; i < ctx.samples; i++ ) {
		for ( const kind of [ 'measurement', 'session' ] ) {
			const steps = WRITES.filter( ( w ) => w.kind === kind );
			const w = writer( ctx, kind, ctx.auth.member );
			let id = null;
			let modified;
			for ( const step of steps ) {
				const bucket = byName.get( step.name );
				bucket.floorSamples.push( await floor() );
				let r;
				if ( step.method === 'POST' ) {
					r = await w.create( i, trace( i, step.name ) );
					id = r.body && r.body.id;
					modified = r.body && r.body.modified;
				} else if ( id === null || id === undefined ) {
					// Nothing was created: this step cannot run (counts as a failed answer).
					r = {
						status: 0,
						code: 'not created',
						ms: null,
						queries: null,
					};
				} else if ( step.method === 'PUT' ) {
					r = await w.update(
						id,
						i,
						trace( i, step.name ),
						modified
					);
				} else {
					r = await w.remove( id, trace( i, step.name ) );
				}
				bucket.routeSamples.push( sample( r ) );
			}
		}
	}
	const results = [];
	for ( const step of WRITES ) {
		const bucket = byName.get( step.name );
		const entry = {
			...step,
			group: 'write',
			...summary( bucket.routeSamples, bucket.floorSamples ),
		};
		results.push( entry );
		log(
			`  write ${ step.name.padEnd( 44 ) } p50 ${ entry.p50_ms === null ? '–' : entry.p50_ms.toFixed( 1 ) } ms (floor ${ entry.floor_p50_ms === null ? '–' : entry.floor_p50_ms.toFixed( 1 ) } ms)  queries ${ entry.queries_median ?? '-' }${ entry.non2xx ? `  ${ entry.non2xx } non-2xx (${ entry.first_non2xx })!` : '' }`
		);
	}
	return results;
}

module.exports = { COLD, WRITES, measureCold, measureWrites, sessionBody };
