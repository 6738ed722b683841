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

/** Debian's chromium without the background connections this machine's network refuses. */
const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

module.exports = { args, CHROMIUM_ARGS };
