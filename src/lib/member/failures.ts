/**
 * The message of a failed action toast (spec §8 Action failures): the screen's fixed Dutch text,
 * unless the server refused the request itself (a 4xx with its own Dutch message, e.g. a
 * validation error), whose message says more.
 */

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';

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
	return fallback;
}
