/**
 * What the bench's scripts share: their `--name value` arguments and how they start Debian's
 * chromium.
 */
'use strict';

/**
 * The command line's `--name value` pairs over the defaults.
 *
 * @param {Object} defaults Values of arguments not given.
 * @return {Object} name → value.
 */
function args( defaults = {} ) {
	const out = { ...defaults };
	const argv = process.argv.slice( 2 );
	for ( let i = 0; i < argv.length; i += 2 ) {
		out[ argv[ i ].replace( /^--/, '' ) ] = argv[ i + 1 ];
	}
	return out;
}

/**
 * Debian's chromium without the background connections this machine's network refuses, and
 * without the browser's own omnibox popup: Chromium 156 builds that popup as a web page (about 400
 * chrome:// files) while the first page loads, even headless, and its work competes with the
 * measured page for this machine's two CPUs. A phone's browser does not draw its address bar's
 * popup while a page loads.
 */
const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

module.exports = { args, CHROMIUM_ARGS };
