/**
 * The messages store: the conversation between a member and her coach (issue 29, item 3): the
 * member's thread (GET /messages), the coach's threads (GET /admin/threads) and one member's
 * thread (GET /admin/threads/{id}/messages), the bottom bar's unread count (GET /messages/unread,
 * polled with If-None-Match), writing (through the outbox) and read marking.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

export const STORE_NAME = 'fitcoach/messages';

/** The slot of the unread count. */
export const UNREAD = 'unread';

/** The slot of the mail preference. */
export const PREFERENCES = 'preferences';

/** Messages read a page. */
export const PAGE_SIZE = 50;

/** How often the unread count is asked while the app is shown (ms). */
export const POLL_INTERVAL = 30000;

/** The first ask waits at most this long for the first screen to be done (ms). */
export const FIRST_ASK_MS = 3000;

/**
 * The slot of a thread: 0 the member's own, else a member's as his coach reads it.
 *
 * @param member The member, or 0.
 */
export const threadSlot = ( member: number ): string => `thread:${ member }`;

/**
 * The slot of the coach's thread list.
 *
 * @param scope 'all' or 'mine'.
 */
export const threadsSlot = ( scope: string ): string => `threads:${ scope }`;

/**
 * The endpoint of a thread's messages.
 *
 * @param member The member, or 0 for the member's own.
 */
export const threadPath = ( member: number ): string =>
	member > 0 ? `/admin/threads/${ member }/messages` : '/messages';

/** The text of a failed read the server did not explain. */
export const failedText = (): string =>
	__( 'Er is een fout opgetreden', 'fitcoach' );

/**
 * An unread count as a text ('2 ongelezen berichten').
 *
 * @param count Unread messages.
 */
export function unreadText( count: number ): string {
	return sprintf(
		/* translators: %d: number of unread messages. */
		_n(
			'%d ongelezen bericht',
			'%d ongelezen berichten',
			count,
			'fitcoach'
		),
		count
	);
}
