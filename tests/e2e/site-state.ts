/**
 * Site-wide state of the e2e site (the app address, FitCoach's settings, permalinks, the site
 * language, users' languages, pages), read before each test of a spec that changes it and put back
 * after it on the server side (tests/php/fixtures/e2e-site-state.php, a PHP process of its own).
 *
 * The restore runs in an afterEach hook, which Playwright runs after a failed or timed-out test
 * too, and it is one synchronous call: it needs no page, login or nonce and cannot be cut off
 * half-way, so one failing test stays one failure instead of leaving the app moved for the specs
 * after it.
 */
/**
 * External dependencies
 */
import { test } from '@playwright/test';
import { execFileSync } from 'child_process';
import * as path from 'path';

const ROOT = path.resolve( __dirname, '../..' );
const SCRIPT = path.join( ROOT, 'tests/php/fixtures/e2e-site-state.php' );

/** What the server-side script reads (its JSON, passed back as it came). */
export type SiteSnapshot = Record< string, unknown >;

/**
 * Runs the state script against the e2e site and returns its JSON answer.
 *
 * @param args Arguments.
 */
function run( args: string[] ): Record< string, unknown > {
	// The core as tools/serve-e2e.sh picks it: from FITCOACH_WP_VERSION (tools/lib.sh sets the
	// folder anew from it), never from a folder an outer script exported.
	const { FITCOACH_WP_DIR: _outer, ...env } = process.env;
	const output = execFileSync( 'php', [ SCRIPT, ...args ], {
		cwd: ROOT,
		env: {
			...env,
			FITCOACH_INSTANCE: process.env.FITCOACH_E2E_INSTANCE || 'e2e',
			FITCOACH_URL: `http://localhost:${ process.env.FITCOACH_E2E_PORT }`,
		},
		encoding: 'utf8',
		timeout: 120_000,
	} );
	const lines = output.trim().split( '\n' );
	return JSON.parse( lines[ lines.length - 1 ] ) as Record< string, unknown >;
}

/** The site-wide state now. */
export function siteSnapshot(): SiteSnapshot {
	return run( [ 'snapshot' ] );
}

/**
 * Puts a snapshot back; throws when the site is not as it was afterwards.
 *
 * @param snapshot What siteSnapshot() gave.
 * @return What had to be changed back.
 */
export function restoreSite( snapshot: SiteSnapshot ): string[] {
	const answer = run( [ 'restore', JSON.stringify( snapshot ) ] ) as {
		changed?: string[];
		problems?: string[];
	};
	if ( answer.problems?.length ) {
		throw new Error(
			`The e2e site could not be put back: ${ answer.problems.join( '; ' ) }`
		);
	}
	return answer.changed ?? [];
}

/**
 * Registers the hooks of a spec that changes site-wide state: a snapshot before each test, the
 * restore after it (also after a failure or a timeout). Call it at the top of the spec (or of a
 * describe block).
 *
 * @param only Only the tests whose title matches (default: every test).
 */
export function restoreSiteAfterEachTest( only?: RegExp ): void {
	let snapshot: SiteSnapshot | null = null;

	test.beforeEach( ( {}, testInfo ) => {
		snapshot =
			! only || only.test( testInfo.title ) ? siteSnapshot() : null;
	} );

	test.afterEach( () => {
		if ( snapshot ) {
			const taken = snapshot;
			snapshot = null;
			restoreSite( taken );
		}
	} );
}
