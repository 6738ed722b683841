#!/usr/bin/env node
/**
 * Assembles the benchmark's figures (the JSON files in .wp/bench/out/) into results.json and
 * results.md, and prints the Markdown table with every budget's PASS, FAIL or SKIP.
 *
 * node tools/bench/report.js --dir .wp/bench/out --json results.json --md results.md [--redis 0|1] [--children 4] [--elapsed s]
 */
'use strict';

/**
 * External dependencies
 */
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );
/**
 * Internal dependencies
 */
const { evaluate, markdown } = require( './lib/report-lib' );
const { args } = require( './lib/cli' );

function read( dir, name ) {
	const file = path.join( dir, name );
	if ( ! fs.existsSync( file ) ) {
		return null;
	}
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

const opts = args();
const input = {
	small: read( opts.dir, 'small.json' ),
	large: read( opts.dir, 'large.json' ),
	bundle: read( opts.dir, 'bundle.json' ),
	fcp: read( opts.dir, 'fcp.json' ),
	pwa: read( opts.dir, 'pwa.json' ),
	firstscreen: read( opts.dir, 'firstscreen.json' ),
	multinode: read( opts.dir, 'multinode.json' ),
	digest: read( opts.dir, 'digest.json' ),
	site: read( opts.dir, 'site-large.json' ),
};
const { routes, budgets, cold, writes } = evaluate( input );
const counts = ( input.site && input.site.counts ) || {};
const large = input.large || {};
const meta = {
	date: new Date().toISOString().replace( 'T', ' ' ).slice( 0, 16 ) + ' UTC',
	members: large.members || '?',
	counts: `${ counts.fitcoach_measurement || 0 } measurements, ${ counts.fitcoach_session || 0 } sessions, ${ counts.fitcoach_workout || 0 } workouts, ${ counts.fitcoach_exercise || 0 } exercises, ${ counts.users || 0 } users${ counts.plan_days ? `, ${ counts.fitcoach_program || 0 } programs, ${ counts.program_members || 0 } members following one, ${ counts.plan_days } planned days (${ counts.plan_days_done || 0 } done)` : '' }`,
	stack: `nginx → 2 PHP-FPM nodes × ${ opts.children || '?' } static workers (opcache, validate_timestamps=0) → MariaDB ${ ( input.site && input.site.mysql ) || '' }; object cache: ${ opts.redis === '1' ? 'Redis' : 'none (per request)' }; ${ os.cpus().length } cores; wrk, p50 budget verdicts at 1 connection`,
	loadavg: `${ ( large.loadavg_before || '?' ).split( ' ' ).slice( 0, 3 ).join( ' ' ) } / ${ ( large.loadavg_after || '?' ).split( ' ' ).slice( 0, 3 ).join( ' ' ) }`,
	note: `Whole run ${ opts.elapsed || '?' } s.`,
};
const results = {
	meta,
	inputs: input,
	routes,
	cold,
	writes,
	budgets,
	bundle: input.bundle,
	fcp: input.fcp,
	firstscreen: input.firstscreen,
};
const md = markdown( results );
fs.writeFileSync( opts.json, JSON.stringify( results, null, 2 ) + '\n' );
fs.writeFileSync( opts.md, md );
process.stdout.write( '\n' + md + '\n' );
const tally = budgets.reduce(
	( t, b ) => ( { ...t, [ b.state ]: ( t[ b.state ] || 0 ) + 1 } ),
	{}
);
process.stdout.write(
	`Budgets: ${ tally.PASS || 0 } PASS, ${ tally.FAIL || 0 } FAIL, ${ tally.SKIP || 0 } SKIP\n`
);
