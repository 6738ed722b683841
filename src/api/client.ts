/**
 * The typed REST client of the app: fitcoach/v1 calls through @wordpress/api-fetch.
 *
 * `apiGet( '/measurements', { page: 1 } )` → GET {restRoot}fitcoach/v1/measurements?page=1.
 * Failures throw ApiRequestError (status, code, the server's Dutch message, data).
 *
 * The member app calls configureApi() once at start-up: it adds the middlewares (API key, Bearer
 * token, user_id while switched, 401 handling) and a fetch handler that talks to the API with the
 * token only: no cookies and no REST nonce, so a wp-admin session in the same browser or a page
 * left open for days cannot get in the way.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchOptions, FetchHandler } from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	NAMESPACE,
	bearerMiddleware,
	createApiKeyMiddleware,
	createUnauthorizedMiddleware,
	switchedUserMiddleware,
} from './middlewares';
import { ACCEPT } from './first-reads';
import {
	forgetPreloaded,
	pageAnswersMiddleware,
	takePreloaded,
} from './preload';
import { clearTokens, getRefreshToken, storeTokens } from './storage';
import type { AppSettings } from './types';
import { localiseServerMessage } from '../i18n/serverMessages';
import { readKept, readThrough } from '../offline/read-through';

/** What the app page prints before the app's script (includes/Frontend/App_Page.php). */
export interface FitCoachConfig {
	restRoot?: string;
	namespace?: string;
	apiKey?: string;
	settings?: Partial< AppSettings >;
	/** The settings' defaults (Settings::defaults(): kept in PHP only). */
	settingsDefaults?: Partial< AppSettings >;
	fallbackHeaderImage?: string;
	version?: string;
	/** Path the app is served under ('/' at the site root). */
	basePath?: string;
	/** The language the page was printed in (nl_NL or en_US). */
	locale?: string;
	/** The languages the site offers (Language::offered()). */
	locales?: string[];
	/** URL of the service worker (includes/Frontend/Web_App.php); none: online only. */
	serviceWorker?: string;
	/** The app's translations in the page's language (Jed locale data); none in Dutch. */
	i18n?: {
		locale_data?: Record< string, Record< string, unknown > >;
	} | null;
}

declare global {
	interface Window {
		fitcoachConfig?: FitCoachConfig;
	}
}

export function getConfig(): FitCoachConfig {
	return ( 'undefined' !== typeof window && window.fitcoachConfig ) || {};
}

export type QueryValue = string | number | boolean | undefined;

/** A refused or failed call. `message` is the server's (Dutch) message, or '' when there is none. */
export class ApiRequestError extends Error {
	status: number;

	code: string;

	data: unknown;

	constructor(
		status: number,
		code: string,
		message: string,
		data?: unknown
	) {
		super( message );
		this.name = 'ApiRequestError';
		this.status = status;
		this.code = code;
		this.data = data;
	}
}

/**
 * The message to show for a failure: the server's message when it sent one, else the fallback
 * (network failures and unreadable answers have no message of their own).
 *
 * @param error    Whatever was thrown.
 * @param fallback The screen's Dutch text for this failure.
 */
export function errorMessage( error: unknown, fallback: string ): string {
	if ( error instanceof ApiRequestError ) {
		return error.message
			? localiseServerMessage( error.message )
			: fallback;
	}
	if ( error && 'object' === typeof error ) {
		const value = error as { code?: unknown; message?: unknown };
		if (
			'string' === typeof value.code &&
			'string' === typeof value.message &&
			value.message
		) {
			return localiseServerMessage( value.message );
		}
	}
	return fallback;
}

/**
 * Turns a WP_Error body (or anything else api-fetch rejects with) into an ApiRequestError.
 *
 * @param error What was thrown.
 */
function toRequestError( error: unknown ): ApiRequestError {
	if ( error instanceof ApiRequestError ) {
		return error;
	}
	if ( error && 'object' === typeof error ) {
		const value = error as {
			code?: unknown;
			message?: unknown;
			data?: { status?: unknown } | null;
		};
		const status =
			value.data && 'number' === typeof value.data.status
				? value.data.status
				: 0;
		// api-fetch's own network errors (fetch_error, offline_error) carry English texts: not shown.
		const ownError =
			'fetch_error' === value.code ||
			'offline_error' === value.code ||
			'invalid_json' === value.code;
		return new ApiRequestError(
			status,
			'string' === typeof value.code
				? value.code
				: 'fitcoach_request_failed',
			! ownError && 'string' === typeof value.message
				? value.message
				: '',
			value.data
		);
	}
	return new ApiRequestError( 0, 'fitcoach_request_failed', '' );
}

function endpointPath( path: string ): string {
	const namespace = ( getConfig().namespace || NAMESPACE ).replace(
		/^\/|\/$/g,
		''
	);
	return `/${ namespace }/${ path.replace( /^\//, '' ) }`;
}

async function request< T >( options: APIFetchOptions ): Promise< T > {
	try {
		return ( await apiFetch< T >( { ...options, parse: true } ) ) as T;
	} catch ( error ) {
		if ( error instanceof Error && 'AbortError' === error.name ) {
			throw error;
		}
		throw toRequestError( error );
	}
}

/**
 * An endpoint path relative to the namespace with its query ('/measurements?page=1'), as the
 * offline copy keys it.
 *
 * @param path  Endpoint relative to the namespace.
 * @param query Query arguments; undefined values are left out.
 */
function relativePath(
	path: string,
	query?: Record< string, QueryValue >
): string {
	const args: Record< string, string | number | boolean > = {};
	Object.entries( query ?? {} ).forEach( ( [ key, value ] ) => {
		if ( undefined !== value ) {
			args[ key ] = value;
		}
	} );
	return addQueryArgs( `/${ path.replace( /^\//, '' ) }`, args );
}

/**
 * The member's kept copy of a GET (src/offline/read-through.ts readKept): what the endpoint last
 * answered this login, with the pending writes in it, and when it arrived. Null when there is
 * none, or once the endpoint has answered online since the app started (then the network's answer
 * is the one to show). The warm start of the stores' reads shows it while the network is asked.
 *
 * @param path  Endpoint relative to the namespace ('/measurements').
 * @param query Query arguments; undefined values are left out.
 */
export function apiGetKept< T >(
	path: string,
	query?: Record< string, QueryValue >
): Promise< { data: T; savedAt: number } | null > {
	return readKept< T >( relativePath( path, query ) );
}

/**
 * GET a fitcoach/v1 endpoint.
 *
 * @param path  Endpoint relative to the namespace ('/measurements').
 * @param query Query arguments; undefined values are left out.
 */
export function apiGet< T >(
	path: string,
	query?: Record< string, QueryValue >
): Promise< T > {
	const relative = relativePath( path, query );
	// Through the offline copy (src/offline/read-through.ts): kept per login, used without network.
	return readThrough< T >( relative, ( target ) =>
		request< T >( { path: endpointPath( target ), method: 'GET' } )
	).then( ( data ) => {
		if ( undefined === data ) {
			throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
		}
		return data;
	} );
}

/**
 * POST to a fitcoach/v1 endpoint.
 *
 * @param path    Endpoint relative to the namespace.
 * @param data    The body (JSON).
 * @param headers Extra headers (an Idempotency-Key).
 */
export function apiPost< T >(
	path: string,
	data?: unknown,
	headers?: Record< string, string >
): Promise< T > {
	return request< T >( {
		path: endpointPath( path ),
		method: 'POST',
		data: data ?? {},
		...( headers ? { headers } : {} ),
	} );
}

export function apiPut< T >(
	path: string,
	data?: unknown,
	headers?: Record< string, string >
): Promise< T > {
	return request< T >( {
		path: endpointPath( path ),
		method: 'PUT',
		data: data ?? {},
		...( headers ? { headers } : {} ),
	} );
}

export function apiDelete< T >( path: string ): Promise< T > {
	return request< T >( { path: endpointPath( path ), method: 'DELETE' } );
}

/**
 * Sends a multipart form (a picture upload). A PUT goes out as a POST with
 * `X-HTTP-Method-Override: PUT`: PHP only parses multipart bodies of POSTs.
 *
 * @param path    Endpoint relative to the namespace.
 * @param form    The form data.
 * @param method  POST (default) or PUT.
 * @param headers Extra headers (an Idempotency-Key).
 */
export function apiUpload< T >(
	path: string,
	form: FormData,
	method: 'POST' | 'PUT' = 'POST',
	headers: Record< string, string > = {}
): Promise< T > {
	return request< T >( {
		path: endpointPath( path ),
		method: 'POST',
		body: form,
		headers: {
			...headers,
			...( 'PUT' === method ? { 'X-HTTP-Method-Override': 'PUT' } : {} ),
		},
	} );
}

/**
 * GETs a file the API serves only with the login (a progress photo): its bytes, through the same
 * middlewares (API key, Bearer, refresh) as every call, so the token never goes into an address.
 *
 * @param path A path below the REST root as the server hands it out ('fitcoach/v1/photos/12?v=…').
 */
export async function apiGetFile( path: string ): Promise< Blob > {
	let response: Response;
	try {
		response = ( await apiFetch( {
			path: `/${ path.replace( /^\//, '' ) }`,
			method: 'GET',
			parse: false,
		} ) ) as Response;
	} catch ( error ) {
		if ( error instanceof Error && 'AbortError' === error.name ) {
			throw error;
		}
		if ( error instanceof Response ) {
			throw new ApiRequestError(
				error.status,
				'fitcoach_file_not_read',
				''
			);
		}
		throw toRequestError( error );
	}
	if ( ! response.ok ) {
		throw new ApiRequestError(
			response.status,
			'fitcoach_file_not_read',
			''
		);
	}
	return response.blob();
}

let refreshing: Promise< boolean > | null = null;

/**
 * Trades the stored refresh token for a new pair (the server rotates it: the old one is spent).
 * Concurrent callers share one call, because presenting a spent refresh token revokes the whole
 * login. When the refresh fails both tokens are removed (spec §4).
 */
export function refreshSession(): Promise< boolean > {
	if ( refreshing ) {
		return refreshing;
	}
	const refreshToken = getRefreshToken();
	if ( ! refreshToken ) {
		return Promise.resolve( false );
	}
	refreshing = apiPost< {
		token?: string;
		refresh_token?: string;
		screen_pass?: string;
	} >( '/auth/refresh', {
		refresh_token: refreshToken,
	} )
		.then( ( response ) => {
			if ( ! response?.token ) {
				clearTokens();
				return false;
			}
			storeTokens(
				response.token,
				response.refresh_token,
				response.screen_pass
			);
			return true;
		} )
		.catch( ( error: unknown ) => {
			// Refused by the server: the login is over. No answer at all: keep the tokens.
			if ( ! ( error instanceof ApiRequestError ) || error.status > 0 ) {
				clearTokens();
			}
			return false;
		} )
		.finally( () => {
			refreshing = null;
		} );
	return refreshing;
}

/**
 * The fetch handler of the member app: like api-fetch's own, but without cookies and without the
 * REST nonce (the API authenticates by token; a cookie session or an expired nonce of a page left
 * open would otherwise make WordPress refuse the call), and rejecting with ApiRequestError.
 *
 * @param options Options after all middlewares.
 */
export const tokenFetchHandler: FetchHandler = async ( options ) => {
	const {
		url,
		path,
		data,
		parse = true,
		headers: given = {},
		body: givenBody,
		method = 'GET',
		signal,
	} = options;
	const headers: Record< string, string > = {
		Accept: ACCEPT,
	};
	Object.entries( given ).forEach( ( [ name, value ] ) => {
		if ( 'x-wp-nonce' !== name.toLowerCase() ) {
			headers[ name ] = value;
		}
	} );
	let body = givenBody;
	if ( data !== undefined && ! givenBody ) {
		body = JSON.stringify( data );
		headers[ 'Content-Type' ] = 'application/json';
	}

	const target = url || path || window.location.href;
	let response: Response | null = null;
	if ( 'GET' === method.toUpperCase() ) {
		// Sent by the page's first reads (src/api/first-reads.ts): used once, when ok.
		const preloaded = signal?.aborted
			? null
			: takePreloaded( method, target, headers );
		response = preloaded ? await preloaded : null;
	} else {
		// A write: what it changes must be read from the server again.
		forgetPreloaded();
	}
	try {
		response =
			response ??
			( await window.fetch( target, {
				method,
				headers,
				body,
				signal,
				credentials: 'omit',
			} ) );
	} catch ( error ) {
		if ( error instanceof Error && 'AbortError' === error.name ) {
			throw error;
		}
		throw new ApiRequestError( 0, 'fitcoach_network_error', '' );
	}

	if ( ! parse ) {
		if ( ! response.ok ) {
			throw response;
		}
		return response;
	}

	const text = await response.text();
	let json: unknown = null;
	if ( text ) {
		try {
			json = JSON.parse( text );
		} catch {
			throw new ApiRequestError(
				response.status,
				'fitcoach_invalid_json',
				''
			);
		}
	}
	if ( ! response.ok ) {
		const value = ( json && 'object' === typeof json ? json : {} ) as {
			code?: unknown;
			message?: unknown;
			data?: unknown;
		};
		throw new ApiRequestError(
			response.status,
			'string' === typeof value.code ? value.code : 'fitcoach_http_error',
			'string' === typeof value.message ? value.message : '',
			value.data
		);
	}
	return json;
};

let configured = false;

/**
 * Sets the member app's client up (once): root URL, fetch handler, middlewares.
 *
 * @param config         window.fitcoachConfig.
 * @param onUnauthorized What a lost login leads to (the router's move to /login).
 */
export function configureApi(
	config: FitCoachConfig,
	onUnauthorized: () => void
): void {
	if ( configured ) {
		return;
	}
	configured = true;
	apiFetch.setFetchHandler( tokenFetchHandler );
	// Registered in reverse order of execution: the page's answers first, then the 401 handling,
	// which wraps every call that goes out; the root URL is resolved last (after user_id joined the
	// query).
	if ( config.restRoot ) {
		apiFetch.use( apiFetch.createRootURLMiddleware( config.restRoot ) );
	}
	apiFetch.use( bearerMiddleware );
	apiFetch.use( createApiKeyMiddleware( config.apiKey ?? '' ) );
	apiFetch.use( switchedUserMiddleware );
	apiFetch.use(
		createUnauthorizedMiddleware( {
			refresh: refreshSession,
			onUnauthorized: () => {
				clearTokens();
				onUnauthorized();
			},
		} )
	);
	// A read the page holds the answer to (src/api/preload.ts) needs nothing else.
	apiFetch.use( pageAnswersMiddleware );
}
