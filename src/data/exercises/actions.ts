/**
 * The exercises store's actions. It has no writes of its own: a history changes when a session is
 * saved, and is read again each time its screen opens.
 */

/**
 * Internal dependencies
 */
import { remoteActions } from '../utils/remote';

/** Forgets every exercise's history (read again when next shown). */
export const clearHistories = () =>
	remoteActions.cleared( [ 'history:', 'summary:' ] );
