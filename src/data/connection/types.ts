/**
 * Internal dependencies
 */
import type { OutboxEntry } from '../../offline/outbox';

export interface ConnectionState {
	/** A call found no network (or the browser says it has none). */
	offline: boolean;
	/** The oldest time of the kept data shown since going offline (ms), null when none. */
	dataTime: number | null;
	/** Writes of the current owner waiting in the outbox. */
	pending: number;
	/** Waiting updates the server refused because it holds a newer version. */
	conflicts: OutboxEntry[];
	/** Bumped when the screens should read again: back online, or the outbox was sent. */
	refreshes: number;
}
