/**
 * api-fetch middlewares of the member app (spec §6, §7): the API key, the Bearer token, the
 * switched user's id, and what a 401 means. Each one is small and only looks at fitcoach/v1 calls.
 *
 * Order matters: api-fetch runs the most recently registered middleware first, so
 * `registerMiddlewares()` in client.ts registers them in reverse order of execution.
 */

/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';
import { addQueryArgs, getQueryArg } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { getRefreshToken, getSwitchedUser, getToken } from './storage';

export const NAMESPACE = 'fitcoach/v1';

/**
 * The guest calls when the app page printed no route lists (window.fitcoachConfig.routes): spec §7,
 * "a client with only a JSON content type". Only a fallback, for jest and a page without config.
 */
const FALLBACK_GUEST_ENDPOINTS = [
	'auth/login',
	'auth/refresh',
	'auth/forgot-password',
	'auth/reset-password',
];

/** Calls whose 401 the caller handles itself (the route guard's verify → refresh → login). */
const SELF_HANDLED_ENDPOINTS = [ 'auth/verify', 'auth/logout' ];

/**
 * The endpoint of a fitcoach/v1 call without namespace and query ('auth/login'), or null for any
 * other call.
 *
 * @param options api-fetch options.
 */
export function fitcoachEndpoint( options: APIFetchOptions ): string | null {
	const target = options.path ?? options.url ?? '';
	// Pretty permalinks (/wp-json/fitcoach/v1/...), plain ones (?rest_route=/fitcoach/v1/...) and
	// plain paths (/fitcoach/v1/...).
	const decoded = target.replace( /%2F/gi, '/' );
	const match = decoded.match( /(?:^|\/)fitcoach\/v1(?:\/([^?&#]*))?/ );
	if ( ! match ) {
		return null;
	}
	return ( match[ 1 ] ?? '' ).replace( /\/+$/, '' );
}

function matches( endpoint: string, list: string[] ): boolean {
	return list.some(
		( item ) => endpoint === item || endpoint.startsWith( item + '/' )
	);
}

/** The route lists of the app page, as regular expressions. */
export interface RouteMatchers {
	guest: RegExp[];
	realUser: RegExp[];
}

/**
 * A route pattern of the server ('admin/users/(?P<id>[\\d]+)') as WordPress matches it: the whole
 * endpoint, case-insensitively. PCRE's named groups (?P<name>…) are (?<name>…) in JavaScript.
 *
 * @param pattern Route pattern relative to the namespace.
 */
function routePattern( pattern: string ): RegExp | null {
	try {
		return new RegExp(
			`^(?:${ pattern.replace( /\(\?P</g, '(?<' ) })$`,
			'i'
		);
	} catch {
		return null;
	}
}

function patterns( value: unknown ): RegExp[] | null {
	if ( ! Array.isArray( value ) ) {
		return null;
	}
	const compiled = value.map( ( item ) =>
		'string' === typeof item ? routePattern( item ) : null
	);
	return compiled.every( ( item ) => item !== null )
		? ( compiled as RegExp[] )
		: null;
}

let compiledRoutes: { source: unknown; matchers: RouteMatchers | null } = {
	source: undefined,
	matchers: null,
};

/**
 * What the routes declare, as the app page prints it (window.fitcoachConfig.routes, built by
 * includes/REST/Route_Access.php from every route's declaration): `guest`, the patterns of the
 * guest routes, and `realUser`, those of the routes that never act for a switched member. Null when
 * the config has no (valid) lists: the hard-coded fallbacks apply then.
 */
export function configuredRoutes(): RouteMatchers | null {
	const config: unknown =
		'undefined' !== typeof window ? window.fitcoachConfig : undefined;
	const source =
		config && 'object' === typeof config
			? ( config as { routes?: unknown } ).routes
			: undefined;
	if ( source !== compiledRoutes.source ) {
		const lists =
			source && 'object' === typeof source
				? ( source as { guest?: unknown; realUser?: unknown } )
				: {};
		const guest = patterns( lists.guest );
		const realUser = patterns( lists.realUser );
		compiledRoutes = {
			source,
			matchers: guest && realUser ? { guest, realUser } : null,
		};
	}
	return compiledRoutes.matchers;
}

/**
 * Guest calls: no Bearer token, no 401 handling. The guest routes the server declares; without
 * them, /auth/login, /auth/refresh, /auth/forgot-password and /auth/reset-password.
 *
 * @param endpoint Endpoint without namespace.
 */
export function isGuestEndpoint( endpoint: string ): boolean {
	const routes = configuredRoutes();
	if ( routes ) {
		return routes.guest.some( ( route ) => route.test( endpoint ) );
	}
	return matches( endpoint, FALLBACK_GUEST_ENDPOINTS );
}

/**
 * Calls that act as the real (logged-in) user even while switched: the routes the server declares
 * guest or self; without them, /auth/*, /admin/*, /user/switch* and /app/*.
 *
 * @param endpoint Endpoint without namespace.
 */
export function actsAsRealUser( endpoint: string ): boolean {
	const routes = configuredRoutes();
	if ( routes ) {
		return routes.realUser.some( ( route ) => route.test( endpoint ) );
	}
	return (
		/^(auth|admin|app)(\/|$)/.test( endpoint ) ||
		/^user\/switch/.test( endpoint )
	);
}

function withHeader(
	options: APIFetchOptions,
	name: string,
	value: string
): APIFetchOptions {
	return {
		...options,
		headers: { ...( options.headers ?? {} ), [ name ]: value },
	};
}

function hasHeader( options: APIFetchOptions, name: string ): boolean {
	return Object.keys( options.headers ?? {} ).some(
		( header ) => header.toLowerCase() === name.toLowerCase()
	);
}

/**
 * Sends the site's API key (printed into the app page) with every fitcoach/v1 call.
 *
 * @param apiKey The key from window.fitcoachConfig.
 */
export function createApiKeyMiddleware( apiKey: string ): APIFetchMiddleware {
	return ( options, next ) => {
		if (
			! apiKey ||
			null === fitcoachEndpoint( options ) ||
			hasHeader( options, 'X-FitCoach-Key' )
		) {
			return next( options );
		}
		return next( withHeader( options, 'X-FitCoach-Key', apiKey ) );
	};
}

/**
 * Sends the stored access token as a Bearer token, except to the guest calls (a stale token must
 * never stand in the way of logging in again).
 *
 * @param options api-fetch options.
 * @param next    Next handler.
 */
export const bearerMiddleware: APIFetchMiddleware = ( options, next ) => {
	const endpoint = fitcoachEndpoint( options );
	const token = getToken();
	if (
		! token ||
		null === endpoint ||
		isGuestEndpoint( endpoint ) ||
		hasHeader( options, 'Authorization' )
	) {
		return next( options );
	}
	return next( withHeader( options, 'Authorization', `Bearer ${ token }` ) );
};

/**
 * While an administrator views the app as another user, member calls act for that user: a GET (or
 * DELETE) carries `user_id` in the query, a POST or PUT in its body, unless the caller set one.
 * Calls that act as the real user (actsAsRealUser()) are left alone.
 *
 * @param options api-fetch options.
 * @param next    Next handler.
 */
export const switchedUserMiddleware: APIFetchMiddleware = ( options, next ) => {
	const switched = getSwitchedUser();
	const endpoint = fitcoachEndpoint( options );
	if ( ! switched || null === endpoint || actsAsRealUser( endpoint ) ) {
		return next( options );
	}
	const method = ( options.method ?? 'GET' ).toUpperCase();
	const userId = switched.id;

	if ( 'POST' === method || 'PUT' === method || 'PATCH' === method ) {
		if ( options.body instanceof FormData ) {
			if ( ! options.body.has( 'user_id' ) ) {
				const body = new FormData();
				options.body.forEach( ( value, key ) =>
					body.append( key, value )
				);
				body.append( 'user_id', String( userId ) );
				return next( { ...options, body } );
			}
			return next( options );
		}
		if ( options.body !== undefined && options.body !== null ) {
			// A raw body the middleware cannot read: left as the caller built it.
			return next( options );
		}
		const data: Record< string, unknown > =
			options.data && 'object' === typeof options.data
				? options.data
				: {};
		if (
			data.user_id !== undefined &&
			data.user_id !== null &&
			data.user_id !== ''
		) {
			return next( options );
		}
		return next( { ...options, data: { ...data, user_id: userId } } );
	}

	const target = options.path ?? options.url ?? '';
	if ( undefined !== getQueryArg( target, 'user_id' ) ) {
		return next( options );
	}
	const withUser = { ...options };
	if ( 'string' === typeof options.path ) {
		withUser.path = addQueryArgs( options.path, { user_id: userId } );
	}
	if ( 'string' === typeof options.url ) {
		withUser.url = addQueryArgs( options.url, { user_id: userId } );
	}
	return next( withUser );
};

/**
 * The HTTP status of whatever a call rejected with (an ApiRequestError, a WP_Error body or a Response).
 * @param error
 */
export function errorStatus( error: unknown ): number | undefined {
	if ( ! error || 'object' !== typeof error ) {
		return undefined;
	}
	const value = error as { status?: unknown; data?: { status?: unknown } };
	if ( 'number' === typeof value.status ) {
		return value.status;
	}
	if ( value.data && 'number' === typeof value.data.status ) {
		return value.data.status;
	}
	return undefined;
}

export interface UnauthorizedOptions {
	/** Trades the stored refresh token for new tokens; resolves false when that is not possible. */
	refresh: () => Promise< boolean >;
	/** Called once the login is gone: tokens cleared, off to /login. */
	onUnauthorized: () => void;
}

/**
 * Any 401 on a member call ends the login (spec §2, §4): the tokens are removed and the user goes
 * to /login. A remembered login ('Onthoud mij') first trades its refresh token for a new access
 * token and repeats the call once, so an expired hour-long token does not log a member out.
 *
 * @param handlers Refresh and logout handlers.
 */
export function createUnauthorizedMiddleware(
	handlers: UnauthorizedOptions
): APIFetchMiddleware {
	return ( options, next ) => {
		const endpoint = fitcoachEndpoint( options );
		if (
			null === endpoint ||
			isGuestEndpoint( endpoint ) ||
			matches( endpoint, SELF_HANDLED_ENDPOINTS )
		) {
			return next( options );
		}
		return next( options ).catch( async ( error: unknown ) => {
			if ( 401 !== errorStatus( error ) ) {
				throw error;
			}
			if ( getRefreshToken() && ( await handlers.refresh() ) ) {
				try {
					return await next( options );
				} catch ( retryError ) {
					if ( 401 === errorStatus( retryError ) ) {
						handlers.onUnauthorized();
					}
					throw retryError;
				}
			}
			handlers.onUnauthorized();
			throw error;
		} );
	};
}
