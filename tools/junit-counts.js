/**
 * Prints "passed failed skipped" for a JUnit XML report (PHPUnit's --log-junit).
 * Only the top-level <testsuite> totals are read.
 */
const fs = require( 'fs' );

const xml = fs.readFileSync( process.argv[ 2 ], 'utf8' );
const top = xml.match( /<testsuite\b[^>]*>/ );
if ( ! top ) {
	process.exit( 1 );
}
const attr = ( name ) => {
	const m = top[ 0 ].match( new RegExp( `\\b${ name }="(\\d+)"` ) );
	return m ? Number( m[ 1 ] ) : 0;
};
const tests = attr( 'tests' );
const failed = attr( 'failures' ) + attr( 'errors' );
const skipped = attr( 'skipped' );
process.stdout.write( `${ tests - failed - skipped } ${ failed } ${ skipped }\n` );
