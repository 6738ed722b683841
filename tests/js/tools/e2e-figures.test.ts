/**
 * tests/e2e/figures.ts: a skipped e2e security test is tried, never held.
 */
/**
 * External dependencies
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

/**
 * Internal dependencies
 */
import {
	countTest,
	figureLines,
	held,
	writeFigures,
	type Figures,
} from '../../e2e/figures';

describe( 'e2e security figures', () => {
	it( 'holds only a test that was meant to pass and passed', () => {
		expect( held( 'passed', 'passed' ) ).toBe( true );
		// Playwright marks a skipped test as expected to be skipped.
		expect( held( 'skipped', 'skipped' ) ).toBe( false );
		expect( held( 'failed', 'passed' ) ).toBe( false );
		expect( held( 'failed', 'failed' ) ).toBe( false );
		expect( held( 'timedOut', 'passed' ) ).toBe( false );
		expect( held( undefined, 'passed' ) ).toBe( false );
	} );

	it( 'counts tried, held and skipped per group', () => {
		const figures: Figures = {};
		countTest( figures, 'xss', 'passed', 'passed', 'drie schermen' );
		countTest( figures, 'xss', 'skipped', 'skipped' );
		countTest( figures, 'xss', 'failed', 'passed' );
		countTest( figures, 'lost_data', 'passed', 'passed' );
		expect( figures ).toEqual( {
			xss: { tried: 3, held: 1, skipped: 1, detail: 'drie schermen' },
			lost_data: { tried: 1, held: 1, skipped: 0 },
		} );
		expect( figureLines( figures ) ).toEqual( [
			'xss: 3 tests, 1 held, 1 skipped — drie schermen',
			'lost_data: 1 tests, 1 held',
		] );
	} );

	it( 'writes one file per worker that the figures script reads', () => {
		const dir = fs.mkdtempSync(
			path.join( os.tmpdir(), 'fitcoach-figures-' )
		);
		try {
			const figures: Figures = {};
			countTest( figures, 'db_down', 'skipped', 'skipped' );
			const file = writeFigures( dir, figures );
			expect( path.basename( file ) ).toBe(
				`security-e2e-${ process.pid }.json`
			);
			expect( JSON.parse( fs.readFileSync( file, 'utf8' ) ) ).toEqual( {
				db_down: { tried: 1, held: 0, skipped: 1 },
			} );
		} finally {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	} );
} );
