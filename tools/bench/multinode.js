#!/usr/bin/env node
/**
 * Several machines: checks that login, refresh-token rotation, login throttling and switching
 * behave the same whichever PHP node answers, by alternating node A and node B (each behind its
 * own nginx port). Prints PASS, FAIL or SKIP (with the reason) per behaviour and writes JSON.
 *
 * node tools/bench/multinode.js --a URL --b URL --info site-info.json --out multinode.json [--password pw]
 */
'use strict';

/**
 * External dependencies
 */
const fs = require( 'fs' );
/**
 * Internal dependencies
 */
const { call, isMissing, login } = require( './lib/http' );
const { args } = require( './lib/cli' );

class Skip extends Error {}

function expect( condition, message ) {
	if ( ! condition ) {
		throw new Error( message );
	}
}

function describe( r ) {
	return `${ r.status }${ r.code ? ' ' + r.code : '' }${ r.node ? ' (node ' + r.node + ')' : '' }`;
}

/**
 * Refuses to go on when a route is not there yet.
 *
 * @param {Object} r    A call() result.
 * @param {string} what The route, for the reason.
 * @return {Object} The same result.
 */
function present( r, what ) {
	if ( isMissing( r ) ) {
		throw new Skip( `${ what } does not exist yet` );
	}
	return r;
}

async function main() {
	const opts = args( { password: 'fitcoach-demo' } );
	const info = JSON.parse( fs.readFileSync( opts.info, 'utf8' ) );
	const apiKey = info.api_key;
	const A = opts.a;
	const B = opts.b;
	const pw = opts.password;
	const results = [];

	async function check( name, fn ) {
		const entry = { name, state: 'PASS', detail: '' };
		try {
			entry.detail = ( await fn() ) || '';
		} catch ( e ) {
			entry.state = e instanceof Skip ? 'SKIP' : 'FAIL';
			entry.detail = e.message;
		}
		results.push( entry );
		process.stdout.write(
			`  ${ entry.state.padEnd( 4 ) }  ${ name }${ entry.detail ? ' — ' + entry.detail : '' }\n`
		);
	}

	await check( 'both nodes answer, each on its own', async () => {
		const a = await call( A, 'GET', '/', {} );
		const b = await call( B, 'GET', '/', {} );
		expect(
			a.node === 'a' && b.node === 'b',
			`expected nodes a and b, got '${ a.node }' and '${ b.node }' (X-FitCoach-Node)`
		);
		return 'X-FitCoach-Node a on :A, b on :B';
	} );

	await check( 'login on A, /auth/me on B', async () => {
		const l = present(
			await login( A, apiKey, 'coach', pw, false ),
			'POST /auth/login'
		);
		expect(
			l.status === 200 && l.body && l.body.token,
			`login on A answered ${ describe( l ) }`
		);
		const me = present(
			await call( B, 'GET', '/auth/me', { apiKey, token: l.body.token } ),
			'GET /auth/me'
		);
		expect(
			me.status === 200,
			`/auth/me on B answered ${ describe( me ) }`
		);
		const id =
			me.body && ( me.body.id ?? ( me.body.user && me.body.user.id ) );
		expect(
			Number( id ) === info.users.coach,
			`/auth/me on B names user ${ id }, not coach (${ info.users.coach })`
		);
		return `B knows the token A issued (user ${ id })`;
	} );

	await check(
		'refresh rotation on A, reuse of the old refresh token on B is refused and revokes the family on both',
		async () => {
			const l = present(
				await login( A, apiKey, 'sanne', pw, true ),
				'POST /auth/login'
			);
			expect(
				l.status === 200 && l.body && l.body.refresh_token,
				`login with remember on A answered ${ describe( l ) } without refresh_token`
			);
			const r1 = l.body.refresh_token;
			const rotated = present(
				await call( A, 'POST', '/auth/refresh', {
					apiKey,
					body: { refresh_token: r1 },
				} ),
				'POST /auth/refresh'
			);
			expect(
				rotated.status === 200 &&
					rotated.body &&
					rotated.body.refresh_token &&
					rotated.body.token,
				`refresh on A answered ${ describe( rotated ) }`
			);
			const r2 = rotated.body.refresh_token;
			expect(
				r2 !== r1,
				'refresh on A returned the same refresh token (no rotation)'
			);
			const reuse = await call( B, 'POST', '/auth/refresh', {
				apiKey,
				body: { refresh_token: r1 },
			} );
			expect(
				reuse.status === 401,
				`reusing the old refresh token on B answered ${ describe( reuse ) }, expected 401`
			);
			const newOnA = await call( A, 'POST', '/auth/refresh', {
				apiKey,
				body: { refresh_token: r2 },
			} );
			expect(
				newOnA.status === 401,
				`after the reuse, the newest refresh token still works on A (${ describe( newOnA ) }): family not revoked`
			);
			const newOnB = await call( B, 'POST', '/auth/refresh', {
				apiKey,
				body: { refresh_token: r2 },
			} );
			expect(
				newOnB.status === 401,
				`after the reuse, the newest refresh token still works on B (${ describe( newOnB ) })`
			);
			const access = await call( B, 'GET', '/auth/me', {
				apiKey,
				token: rotated.body.token,
			} );
			return `old token on B → ${ describe( reuse ) }; newest on A → ${ newOnA.status }, on B → ${ newOnB.status }; the family's access token on B → ${ access.status }`;
		}
	);

	await check(
		'login throttling counts failures on both nodes (5 failures alternating → 6th is 429 on either node)',
		async () => {
			const username = `bench_throttle_${ Date.now().toString( 36 ) }`;
			const statuses = [];
			for ( let i = 0; i < 5; i++ ) {
				const r = present(
					await login(
						i % 2 ? B : A,
						apiKey,
						username,
						'wrong-password',
						false
					),
					'POST /auth/login'
				);
				statuses.push( r.status );
				expect(
					r.status !== 429,
					`failure ${ i + 1 } was already throttled (${ describe( r ) })`
				);
				expect(
					r.status >= 400 && r.status < 500,
					`failure ${ i + 1 } answered ${ describe( r ) }`
				);
			}
			const sixthB = await login(
				B,
				apiKey,
				username,
				'wrong-password',
				false
			);
			const seventhA = await login(
				A,
				apiKey,
				username,
				'wrong-password',
				false
			);
			expect(
				sixthB.status === 429,
				`6th failure on B answered ${ describe( sixthB ) }, expected 429 (failures ${ statuses.join( ',' ) })`
			);
			expect(
				seventhA.status === 429,
				`7th failure on A answered ${ describe( seventhA ) }, expected 429`
			);
			return `failures ${ statuses.join( ',' ) } → B ${ sixthB.status }, A ${ seventhA.status }`;
		}
	);

	await check(
		'switching: switch on A, user_id works on B; clear on B, A refuses user_id',
		async () => {
			const sanne = info.users.sanne;
			expect( sanne > 0, 'the demo user sanne is missing' );
			const l = present(
				await login( A, apiKey, 'coach', pw, false ),
				'POST /auth/login'
			);
			expect(
				l.status === 200 && l.body && l.body.token,
				`login as coach answered ${ describe( l ) }`
			);
			const token = l.body.token;
			const start = present(
				await call( A, 'POST', '/user/switch', {
					apiKey,
					token,
					body: { user_id: sanne },
				} ),
				'POST /user/switch'
			);
			expect(
				start.status === 200,
				`switch to sanne on A answered ${ describe( start ) }`
			);
			// The first member route that exists.
			let route = '';
			let onB = null;
			for ( const candidate of [
				'/measurements?page=1&per_page=10',
				'/workout-sessions?page=1&per_page=6',
				'/workouts',
				'/stats/progress',
				'/auth/me',
			] ) {
				const r = await call(
					B,
					'GET',
					`${ candidate }${ candidate.includes( '?' ) ? '&' : '?' }user_id=${ sanne }`,
					{ apiKey, token }
				);
				if ( ! isMissing( r ) ) {
					route = candidate.split( '?' )[ 0 ];
					onB = r;
					break;
				}
			}
			if ( ! onB ) {
				throw new Skip( 'no member route exists yet' );
			}
			expect(
				onB.status === 200,
				`${ route } with user_id on B while switched answered ${ describe( onB ) }`
			);
			const clear = present(
				await call( B, 'POST', '/user/switch/clear', {
					apiKey,
					token,
					body: {},
				} ),
				'POST /user/switch/clear'
			);
			expect(
				clear.status === 200,
				`clear on B answered ${ describe( clear ) }`
			);
			const after = await call(
				A,
				'GET',
				`${ route }?user_id=${ sanne }`,
				{ apiKey, token }
			);
			expect(
				after.status === 403 && after.code === 'fitcoach_switch_denied',
				`${ route } with user_id on A after the clear answered ${ describe( after ) }, expected 403 fitcoach_switch_denied`
			);
			return `${ route }?user_id on B → ${ onB.status }; after clear on B, A → ${ after.status } ${ after.code }`;
		}
	);

	fs.writeFileSync(
		opts.out,
		JSON.stringify( { checks: results }, null, 2 ) + '\n'
	);
}

main().catch( ( e ) => {
	process.stderr.write( `multinode.js: ${ e.stack || e.message }\n` );
	process.exit( 1 );
} );
