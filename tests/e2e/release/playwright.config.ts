/**
 * Playwright for the release zip (tests/e2e/release/): a fresh WordPress that never saw FitCoach
 * (tools/release/serve-fresh.sh builds fitcoach.zip and serves that site), where the test installs
 * the zip through wp-admin. Debian's chromium, no browser download.
 *
 *   npx playwright test -c tests/e2e/release/playwright.config.ts
 *   FITCOACH_WP_VERSION=6.4   on another WordPress build; FITCOACH_E2E_PORT for another port (unset:
 *   8890 when it is free, else a free one).
 */
/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import { debianChromium } from '../chromium';
import { sitePort } from '../ports';

// FITCOACH_E2E_PORT, else 8890 when it is free, else a free port (tests/e2e/ports.ts).
const port = sitePort( 'FITCOACH_E2E_PORT', 8890 );

export default defineConfig( {
	testDir: '.',
	testMatch: '*.spec.ts',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 180_000,
	expect: { timeout: 15_000 },
	outputDir: '../../../.wp/e2e-results-release',
	use: {
		baseURL: `http://localhost:${ port }`,
		locale: 'nl-NL',
		timezoneId: 'Europe/Amsterdam',
		trace: process.env.FITCOACH_E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		browserName: 'chromium',
		viewport: { width: 1280, height: 900 },
		launchOptions: debianChromium,
	},
	webServer: {
		command: 'bash tools/release/serve-fresh.sh',
		cwd: '../../..',
		url: `http://localhost:${ port }/wp-json/`,
		reuseExistingServer: false,
		timeout: 300_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
} );
