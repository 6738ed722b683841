/**
 * Playwright for the Playground site (tests/e2e/playground/): Debian's chromium against the site
 * that tools/playground/check.js has booted (tools/playground/serve.sh, blueprint.json). The check
 * runs it after its HTTP checks and counts its tests with its own; it starts no server itself.
 *
 *   FITCOACH_PLAYGROUND_URL=http://127.0.0.1:9401   the booted site (required)
 */
/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import { debianChromium } from '../chromium';

const baseURL = process.env.FITCOACH_PLAYGROUND_URL;
if ( ! baseURL ) {
	throw new Error(
		'FITCOACH_PLAYGROUND_URL is not set: run node tools/playground/check.js, which boots Playground and runs these tests.'
	);
}

export default defineConfig( {
	testDir: '.',
	testMatch: '*.spec.ts',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	// Playground's PHP is WebAssembly with one worker on a two-core machine: an API request takes
	// from one to several seconds, and a screen's requests queue up behind each other.
	timeout: 300_000,
	expect: { timeout: 120_000 },
	outputDir: '../../../.wp/e2e-results-playground',
	use: {
		baseURL,
		locale: 'nl-NL',
		timezoneId: 'Europe/Amsterdam',
		trace: process.env.FITCOACH_E2E_TRACE ? 'retain-on-failure' : 'off',
		screenshot: 'only-on-failure',
		browserName: 'chromium',
		viewport: { width: 390, height: 844 },
		launchOptions: debianChromium,
	},
} );
