/**
 * Prints "passed failed skipped" for a JUnit XML report (PHPUnit's --log-junit).
 *
 * A test case counts as failed when it has a <failure>, an <error> (PHPUnit logs a risky test as an
 * error) or a <warning>; as skipped when it has a <skipped> (skipped or incomplete); as passed
 * otherwise. The top-level <testsuite> totals are read as well, and the larger count of failures
 * wins, so a fault PHPUnit logs outside a test case is not lost.
 *
 * Exits 1 (and prints nothing) when the report holds no test case at all: a run that tested
 * nothing has not passed.
 *
 * Usage: node tools/junit-counts.js report.xml
 */

/**
 * External dependencies
 */
const fs = require( 'fs' );

/**
 * Counts of a JUnit report.
 *
 * @param {string} xml The report.
 * @return {{passed: number, failed: number, skipped: number, tests: number}|null} Null when the
 *         report has no test case.
 */
function junitCounts( xml ) {
	let tests = 0;
	let failed = 0;
	let skipped = 0;
	const cases = /<testcase\b[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g;
	let match;
	while ( ( match = cases.exec( xml ) ) !== null ) {
		const body = match[ 1 ] || '';
		tests++;
		if ( /<(failure|error|warning)\b/.test( body ) ) {
			failed++;
		} else if ( /<skipped\b/.test( body ) ) {
			skipped++;
		}
	}
	const top = xml.match( /<testsuite\b[^>]*>/ );
	if ( top ) {
		const attr = ( name ) => {
			const m = top[ 0 ].match( new RegExp( `\\b${ name }="(\\d+)"` ) );
			return m ? Number( m[ 1 ] ) : 0;
		};
		const topFailed =
			attr( 'failures' ) + attr( 'errors' ) + attr( 'warnings' );
		failed = Math.max( failed, topFailed );
		tests = Math.max( tests, attr( 'tests' ) );
	}
	if ( 0 === tests ) {
		return null;
	}
	return {
		passed: Math.max( 0, tests - failed - skipped ),
		failed,
		skipped,
		tests,
	};
}

module.exports = { junitCounts };

if ( require.main === module ) {
	const counts = junitCounts( fs.readFileSync( process.argv[ 2 ], 'utf8' ) );
	if ( ! counts ) {
		process.exit( 1 );
	}
	process.stdout.write(
		`${ counts.passed } ${ counts.failed } ${ counts.skipped }\n`
	);
}
