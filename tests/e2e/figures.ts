/**
 * The e2e side of the security figures (tools/security-figures.php): what the security spec tried
 * and what held, per group, written as security-e2e-<pid>.json beside the other reports.
 *
 * No Playwright import here, so Jest can test it (tests/js/e2e-figures.test.ts).
 */
/**
 * External dependencies
 */
import * as fs from 'fs';
import * as path from 'path';

/** One group's figure, in its own unit (tests, requests). */
export interface Figure {
	tried: number;
	held: number;
	skipped: number;
	detail?: string;
	unit?: string;
}

export type Figures = Record< string, Figure >;

/** A test's status as Playwright reports it (TestInfo.status, TestInfo.expectedStatus). */
export type Status =
	'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';

/**
 * Whether a test held: it ran, it was meant to pass and it passed. A skipped test (whose expected
 * status Playwright turns into 'skipped' too) is never held, nor is a test expected to fail.
 *
 * @param status         What happened.
 * @param expectedStatus What was expected.
 */
export function held(
	status: Status | undefined,
	expectedStatus: Status
): boolean {
	return 'passed' === status && 'passed' === expectedStatus;
}

/**
 * Counts one test in a group: tried, and held or skipped.
 *
 * @param figures        All figures.
 * @param group          Group key (see tools/security-figures.php).
 * @param status         What happened.
 * @param expectedStatus What was expected.
 * @param detail         What the group's tests checked, for the figure line.
 */
export function countTest(
	figures: Figures,
	group: string,
	status: Status | undefined,
	expectedStatus: Status,
	detail?: string
): void {
	const figure = ( figures[ group ] ??= { tried: 0, held: 0, skipped: 0 } );
	figure.tried++;
	if ( held( status, expectedStatus ) ) {
		figure.held++;
	} else if ( 'skipped' === status ) {
		figure.skipped++;
	}
	if ( detail ) {
		figure.detail = detail;
	}
}

/**
 * Writes this worker's figures into the reports folder (one file per worker: a failed test ends
 * its worker, the next tests run in a new one) and gives the file's path.
 *
 * @param dir     Reports folder.
 * @param figures Figures.
 */
export function writeFigures( dir: string, figures: Figures ): string {
	fs.mkdirSync( dir, { recursive: true } );
	const file = path.join( dir, `security-e2e-${ process.pid }.json` );
	fs.writeFileSync( file, JSON.stringify( figures, null, 2 ) );
	return file;
}

/**
 * One line per group, for a run outside `npm test`.
 *
 * @param figures Figures.
 */
export function figureLines( figures: Figures ): string[] {
	return Object.entries( figures ).map(
		( [ group, figure ] ) =>
			`${ group }: ${ figure.tried } ${ figure.unit ?? 'tests' }, ${
				figure.held
			} held${ figure.skipped ? `, ${ figure.skipped } skipped` : '' }${
				figure.detail ? ` — ${ figure.detail }` : ''
			}`
	);
}
