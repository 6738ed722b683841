/**
 * The bottom bar's unread count as a conditional request: GET /messages/unread with the ETag of
 * the last answer in If-None-Match. The server answers 304 (no body) while nothing changed, so a
 * poll costs about as much as the lightest authenticated request.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ApiRequestError, getConfig } from './client';

/** The answer of a conditional GET: null when the server said 304 (nothing changed). */
export type Conditional< T > = { data: T; etag: string | null } | null;

/**
 * GETs a fitcoach/v1 endpoint with If-None-Match.
 *
 * @param path Endpoint relative to the namespace ('/messages/unread').
 * @param etag The last answer's ETag, or null.
 * @return The answer with its ETag, or null on 304.
 */
export async function apiGetIfChanged< T >(
	path: string,
	etag: string | null
): Promise< Conditional< T > > {
	const namespace = ( getConfig().namespace || 'fitcoach/v1' ).replace(
		/^\/|\/$/g,
		''
	);
	let response: Response;
	try {
		response = ( await apiFetch( {
			path: `/${ namespace }/${ path.replace( /^\//, '' ) }`,
			method: 'GET',
			parse: false,
			headers: etag ? { 'If-None-Match': etag } : {},
		} ) ) as Response;
	} catch ( error ) {
		if ( error instanceof Response ) {
			if ( 304 === error.status ) {
				return null;
			}
			throw new ApiRequestError(
				error.status,
				'fitcoach_http_error',
				''
			);
		}
		throw error;
	}
	if ( 304 === response.status ) {
		return null;
	}
	return {
		data: ( await response.json() ) as T,
		etag: response.headers.get( 'ETag' ),
	};
}
