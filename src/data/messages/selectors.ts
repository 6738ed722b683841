/**
 * Internal dependencies
 */
import { selectValue } from '../utils/remote';
import type { RemoteState } from '../utils/remote';
import { PREFERENCES, threadSlot, threadsSlot, UNREAD } from './constants';
import type {
	MessagePreferences,
	MessagesState,
	ThreadList,
	ThreadPage,
	Unread,
} from './types';

export const getRemoteState = ( state: MessagesState ): RemoteState =>
	state.remote;

/**
 * A thread (read by its resolver when first selected), null while not read.
 *
 * @param state  Store state.
 * @param member 0: the member's own; else that member's, as his coach reads it.
 */
export const getThread = (
	state: MessagesState,
	member: number
): ThreadPage | null =>
	selectValue< ThreadPage >( state.remote, threadSlot( member ) ).data;

/**
 * Why the last read of a thread failed, null when it did not.
 *
 * @param state  Store state.
 * @param member The member, or 0.
 */
export const getThreadError = (
	state: MessagesState,
	member: number
): string | null =>
	selectValue< ThreadPage >( state.remote, threadSlot( member ) ).error;

/**
 * The coach's threads, newest first, null while not read.
 *
 * @param state Store state.
 * @param scope 'all' or 'mine'.
 */
export const getThreads = (
	state: MessagesState,
	scope: string
): ThreadList | null =>
	selectValue< ThreadList >( state.remote, threadsSlot( scope ) ).data;

/**
 * Why the last read of the threads failed, null when it did not.
 *
 * @param state Store state.
 * @param scope 'all' or 'mine'.
 */
export const getThreadsError = (
	state: MessagesState,
	scope: string
): string | null =>
	selectValue< ThreadList >( state.remote, threadsSlot( scope ) ).error;

/**
 * The unread count of the bottom bar (asked by its resolver when first selected, and again on
 * every poll), null while never answered.
 *
 * @param state Store state.
 */
export const getUnread = ( state: MessagesState ): Unread | null =>
	selectValue< Unread >( state.remote, UNREAD ).data;

/**
 * Whether the user gets a mail of new messages (read by its resolver when first selected).
 *
 * @param state Store state.
 */
export const getPreferences = (
	state: MessagesState
): MessagePreferences | null =>
	selectValue< MessagePreferences >( state.remote, PREFERENCES ).data;
