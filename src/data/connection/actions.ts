/**
 * Internal dependencies
 */
import type { OutboxEntry } from '../../offline/outbox';

/**
 * A call found no network; `shownFrom` is when the kept answer shown instead arrived (null: none).
 *
 * @param shownFrom Time of the kept data shown (ms).
 */
export const wentOffline = ( shownFrom: number | null = null ) => ( {
	type: 'WENT_OFFLINE' as const,
	shownFrom,
} );

/** A call was answered: the app is online again. */
export const wentOnline = () => ( { type: 'WENT_ONLINE' as const } );

/**
 * The outbox changed.
 *
 * @param pending   Entries waiting.
 * @param conflicts Entries waiting for the member's choice.
 */
export const outboxChanged = (
	pending: number,
	conflicts: OutboxEntry[]
) => ( {
	type: 'OUTBOX_CHANGED' as const,
	pending,
	conflicts,
} );

/** The outbox sent changes: what the screens show is read again. */
export const outboxSent = () => ( { type: 'OUTBOX_SENT' as const } );

export type ConnectionAction =
	| ReturnType< typeof outboxSent >
	| ReturnType< typeof wentOffline >
	| ReturnType< typeof wentOnline >
	| ReturnType< typeof outboxChanged >;
