/**
 * tools/junit-counts.js: what `npm test` counts as passed, failed and skipped in a PHPUnit report.
 */
/**
 * Internal dependencies
 */
const { junitCounts } = require( '../../../tools/junit-counts' );

function report( cases, totals = {} ) {
	const attrs = Object.entries( totals )
		.map( ( [ name, value ] ) => ` ${ name }="${ value }"` )
		.join( '' );
	return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites>
  <testsuite name="fitcoach"${ attrs }>
    <testsuite name="FitCoach\\Tests\\ATest" tests="${ cases.length }">
      ${ cases.join( '\n      ' ) }
    </testsuite>
  </testsuite>
</testsuites>`;
}

const PASSED = '<testcase name="test_a" class="A" assertions="1" time="0.1"/>';
const RISKY =
	'<testcase name="test_risky" class="A" assertions="0" time="0.1"><error type="PHPUnit\\Framework\\RiskyTestError">This test did not perform any assertions</error></testcase>';
const WARNING =
	'<testcase name="test_warned" class="A" assertions="1" time="0.1"><warning type="PHPUnit\\Framework\\Warning">deprecated</warning></testcase>';
const FAILURE =
	'<testcase name="test_failed" class="A" assertions="1" time="0.1"><failure type="PHPUnit\\Framework\\ExpectationFailedException">no</failure></testcase>';
const SKIPPED =
	'<testcase name="test_skipped" class="A" assertions="0" time="0.1"><skipped/></testcase>';
const DATA_SET =
	'<testcase name="test_b with data set &quot;x&lt;y&quot;" class="A" assertions="2" time="0.1">\n<system-out>&lt;error&gt; in the output</system-out>\n</testcase>';

describe( 'junitCounts', () => {
	it( 'counts passed cases, data sets included, and ignores markup-like output', () => {
		expect( junitCounts( report( [ PASSED, DATA_SET ] ) ) ).toEqual( {
			passed: 2,
			failed: 0,
			skipped: 0,
			tests: 2,
		} );
	} );

	it( 'counts a risky test and a warning as failed, a skipped test as skipped', () => {
		expect(
			junitCounts(
				report( [ PASSED, RISKY, WARNING, FAILURE, SKIPPED ] )
			)
		).toEqual( { passed: 1, failed: 3, skipped: 1, tests: 5 } );
	} );

	it( 'believes the top-level totals when they report more faults than the cases show', () => {
		expect(
			junitCounts(
				report( [ PASSED, PASSED ], {
					tests: 2,
					failures: 0,
					errors: 0,
					warnings: 1,
				} )
			)
		).toEqual( { passed: 1, failed: 1, skipped: 0, tests: 2 } );
	} );

	it( 'gives nothing for a report without test cases', () => {
		expect( junitCounts( report( [] ) ) ).toBeNull();
		expect( junitCounts( '' ) ).toBeNull();
	} );
} );
