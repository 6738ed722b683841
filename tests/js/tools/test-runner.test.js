/**
 * tools/test.sh and tools/lib.sh: an unknown step is an error, and a step passes only when its
 * runner exits 0 and its counts show no failed test.
 */
/**
 * External dependencies
 */
const { spawnSync } = require( 'child_process' );
const fs = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '../../..' );

function verdict( rc, counts ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'fitcoach-verdict-' ) );
	try {
		let file = '';
		if ( undefined !== counts ) {
			file = path.join( dir, 'step.counts' );
			if ( null !== counts ) {
				fs.writeFileSync( file, counts );
			}
		}
		const run = spawnSync(
			'bash',
			[
				'-c',
				'source tools/lib.sh && step_verdict "$1" "$2"',
				'verdict',
				String( rc ),
				file,
			],
			{ cwd: ROOT, encoding: 'utf8' }
		);
		return run.stdout.trim();
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

describe( 'step_verdict', () => {
	it( 'passes a check that exits 0, and a runner whose counts show no failure', () => {
		expect( verdict( 0 ) ).toBe( 'PASS' );
		expect( verdict( 0, '12 0 3\n' ) ).toBe( 'PASS' );
	} );

	it( 'fails a runner that exits 0 while its report shows a failure', () => {
		expect( verdict( 0, '12 1 0\n' ) ).toBe( 'FAIL' );
	} );

	it( 'fails a runner without readable counts', () => {
		expect( verdict( 0, null ) ).toBe( 'FAIL' );
		expect( verdict( 0, '' ) ).toBe( 'FAIL' );
		expect( verdict( 0, 'kapot\n' ) ).toBe( 'FAIL' );
	} );

	it( 'fails a runner that exits non-zero, whatever its counts say', () => {
		expect( verdict( 1 ) ).toBe( 'FAIL' );
		expect( verdict( 2, '12 0 0\n' ) ).toBe( 'FAIL' );
	} );
} );

describe( 'npm test -- <steps>', () => {
	it( 'refuses an unknown step and names the known ones', () => {
		const run = spawnSync(
			'bash',
			[ 'tools/test.sh', 'phpunit-sqlite', 'phpunitt' ],
			{
				cwd: ROOT,
				encoding: 'utf8',
			}
		);
		expect( run.status ).toBe( 2 );
		expect( run.stderr ).toContain( 'Unknown step "phpunitt"' );
		expect( run.stderr ).toContain( 'phpunit-sqlite phpunit-mariadb e2e' );
	} );
} );
