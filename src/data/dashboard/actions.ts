/**
 * The dashboard store's own changes (its reads are in reads.ts).
 */

/**
 * Internal dependencies
 */
import { remoteActions } from '../utils/remote';
import { ATTENTION, scoped } from './constants';

/**
 * Forgets the attention lists of both scopes, so they are read again when next shown (a goal
 * weight changed, which the list judges weights by). Their resolutions go with them
 * (utils/resolve.ts).
 */
export const invalidateAttention = () =>
	remoteActions.cleared( [ ATTENTION, scoped( ATTENTION, 'mine' ) ] );
