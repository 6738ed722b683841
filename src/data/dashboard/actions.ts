/**
 * The dashboard store's own changes (its reads are in resolvers.ts).
 */

/**
 * Internal dependencies
 */
import { remoteActions } from '../utils/remote';
import { ATTENTION } from './constants';

/**
 * Forgets the attention list, so it is read again when next shown (a goal weight changed, which
 * the list judges weights by).
 */
export const invalidateAttention = () => remoteActions.cleared( [ ATTENTION ] );
