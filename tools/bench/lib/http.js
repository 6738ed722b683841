/**
 * Small HTTP helpers of the benchmark scripts (Node 20's fetch, no dependencies).
 */
'use strict';

const NAMESPACE = '/wp-json/fitcoach/v1';

/**
 * Calls a fitcoach/v1 route and returns status, JSON body, the benchmark headers and the time.
 *
 * @param {string} base    Site URL, e.g. http://127.0.0.1:8901.
 * @param {string} method  HTTP method.
 * @param {string} path    Path below the namespace, e.g. /auth/me?x=1.
 * @param {Object} options { apiKey, token, body, trace }.
 * @return {Promise<Object>} { status, code, body, queries, node, etag, cacheControl, ms, serverMs, bytes }.
 */
async function call( base, method, path, options = {} ) {
	const headers = { Accept: 'application/json' };
	if ( options.apiKey ) {
		headers[ 'X-FitCoach-Key' ] = options.apiKey;
	}
	if ( options.trace ) {
		headers[ 'X-FitCoach-Trace' ] = options.trace;
	}
	if ( options.token ) {
		headers.Authorization = `Bearer ${ options.token }`;
	}
	Object.assign( headers, options.headers || {} );
	let payload;
	if ( options.body !== undefined ) {
		headers[ 'Content-Type' ] = 'application/json';
		payload = JSON.stringify( options.body );
	}
	const started = process.hrtime.bigint();
	const response = await fetch( base + NAMESPACE + path, {
		method,
		headers,
		body: payload,
		signal: AbortSignal.timeout( 30000 ),
	} );
	const text = await response.text();
	const ms = Number( process.hrtime.bigint() - started ) / 1e6;
	let body = null;
	try {
		body = JSON.parse( text );
	} catch {
		body = null;
	}
	const header = ( name ) => response.headers.get( name );
	return {
		status: response.status,
		code:
			body &&
			typeof body === 'object' &&
			! Array.isArray( body ) &&
			typeof body.code === 'string'
				? body.code
				: '',
		body,
		text,
		queries:
			header( 'x-fitcoach-queries' ) === null
				? null
				: Number( header( 'x-fitcoach-queries' ) ),
		cacheCalls:
			header( 'x-fitcoach-cache-calls' ) === null
				? null
				: Number( header( 'x-fitcoach-cache-calls' ) ),
		serverMs:
			header( 'x-fitcoach-time-ms' ) === null
				? null
				: Number( header( 'x-fitcoach-time-ms' ) ),
		node: header( 'x-fitcoach-node' ) || '',
		etag: header( 'etag' ) || '',
		cacheControl: header( 'cache-control' ) || '',
		ms,
		bytes: Buffer.byteLength( text ),
	};
}

/**
 * Whether a response means "this route is not registered (yet)".
 *
 * @param {Object} result A call() result.
 * @return {boolean} True for WordPress's rest_no_route 404.
 */
function isMissing( result ) {
	return result.status === 404 && result.code === 'rest_no_route';
}

/**
 * Logs in through POST /auth/login.
 *
 * @param {string}  base     Site URL.
 * @param {string}  apiKey   API key.
 * @param {string}  username Login.
 * @param {string}  password Password.
 * @param {boolean} remember Ask for a refresh token.
 * @return {Promise<Object>} The call() result; body.token and body.refresh_token on success.
 */
function login( base, apiKey, username, password, remember = false ) {
	return call( base, 'POST', '/auth/login', {
		apiKey,
		body: { username, password, remember },
	} );
}

module.exports = { NAMESPACE, call, isMissing, login };
