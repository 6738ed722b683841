/**
 * The messages store's reads as @wordpress/data resolvers: selecting a thread or the threads reads
 * them (and again after an invalidation: a new version of the unread count, a screen shown anew,
 * the outbox having sent); selecting the unread count asks the server with If-None-Match, and the
 * bottom bar's poll invalidates it every POLL_INTERVAL while the app is shown.
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import {
	pollUnread,
	readPreferences,
	readThread,
	readThreads,
} from './actions';
import { PREFERENCES, threadSlot, threadsSlot } from './constants';

export const getThread = slotResolver( 'getThread', threadSlot, readThread );

export const getThreads = slotResolver(
	'getThreads',
	threadsSlot,
	readThreads
);

export const getUnread = pollUnread;

export const getPreferences = slotResolver(
	'getPreferences',
	() => PREFERENCES,
	readPreferences
);
