/**
 * The message of a failed action toast (spec §8 Action failures): the screen's fixed Dutch text,
 * unless the server refused the request itself (a 4xx with its own Dutch message, e.g. a
 * validation error), whose message says more. When the request never reached the server (no
 * network), the toast also says that the input is still there, so nobody types it again.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';

/** Codes of a request that got no answer at all. */
const NETWORK_CODES = [
	'fitcoach_network_error',
	'fetch_error',
	'offline_error',
];

/**
 * Whether a failure is a request that never got an answer (offline, connection dropped).
 *
 * @param error What was thrown.
 */
export function isNetworkFailure( error: unknown ): boolean {
	return (
		error instanceof ApiRequestError &&
		0 === error.status &&
		NETWORK_CODES.includes( error.code )
	);
}

/**
 * @param error    What was thrown.
 * @param fallback The fixed text of the action.
 */
export function actionFailureMessage(
	error: unknown,
	fallback: string
): string {
	if (
		error instanceof ApiRequestError &&
		error.status >= 400 &&
		error.status < 500 &&
		401 !== error.status &&
		error.message
	) {
		return error.message;
	}
	if ( isNetworkFailure( error ) ) {
		return `${ fallback } ${ __(
			'Geen verbinding: je invoer staat nog in het formulier. Probeer het opnieuw zodra je weer online bent.',
			'fitcoach'
		) }`;
	}
	return fallback;
}
