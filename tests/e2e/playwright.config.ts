/**
 * Playwright: Debian's chromium (no browser download), against a freshly installed site with
 * demo data that Playwright boots itself through tools/serve-e2e.sh.
 */
/**
 * External dependencies
 */
import { defineConfig, devices } from '@playwright/test';

/**
 * Internal dependencies
 */
import { debianChromium } from './chromium';
import { sitePort } from './ports';

// FITCOACH_E2E_PORT, else 8889 when it is free, else a free port (tests/e2e/ports.ts).
const port = sitePort( 'FITCOACH_E2E_PORT', 8889 );

export default defineConfig( {
	testDir: '.',
	testMatch: '**/*.spec.ts',
	// The release zip's and Playground's tests have their own configs and sites (tests/e2e/release/,
	// tests/e2e/playground/).
	testIgnore: [ 'release/**', 'playground/**' ],
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	outputDir: '../../.wp/e2e-results',
	use: {
		baseURL: `http://localhost:${ port }`,
		locale: 'nl-NL',
		timezoneId: 'Europe/Amsterdam',
		// Recording a trace of every test (to keep the failed ones) makes each page load several
		// times slower; FITCOACH_E2E_TRACE=1 turns it on to look into a failure.
		trace: process.env.FITCOACH_E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		launchOptions: debianChromium,
	},
	projects: [
		{
			name: 'phone',
			use: {
				...devices[ 'Pixel 7' ],
				viewport: { width: 390, height: 844 },
				browserName: 'chromium',
			},
		},
	],
	webServer: {
		command: 'bash tools/serve-e2e.sh',
		cwd: '../..',
		url: `http://localhost:${ port }/wp-json/`,
		reuseExistingServer: false,
		timeout: 180_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
} );
