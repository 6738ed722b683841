/**
 * Clearing the whole client cache at once (spec §4: logging out clears the cached data). Each
 * store of the data layer registers how it empties itself; `resetData` runs them all, so the
 * auth code needs to know no store by name. The same for the stores that read again once the
 * outbox sent its writes (`refreshAfterOutbox`).
 */

const resets = new Set< () => void >();

/**
 * Registers how one store empties itself (its reset action and the invalidation of its
 * resolvers).
 *
 * @param reset Empties the store.
 * @return Removes the registration again.
 */
export function registerReset( reset: () => void ): () => void {
	resets.add( reset );
	return () => {
		resets.delete( reset );
	};
}

/** Empties every registered store. */
export function resetData(): void {
	resets.forEach( ( reset ) => reset() );
}

const afterOutbox = new Set< () => void >();

/**
 * Registers how a store that shows what the outbox sent (measurements, sessions, figures) reads
 * again once writes went out. A store registers itself when its module loads: the coach's stores
 * come with the coach's screens, so the member's start-up (offline/sync.ts) knows none by name.
 *
 * @param refresh Empties the store, so its screens read again.
 * @return Removes the registration again.
 */
export function registerOutboxRefresh( refresh: () => void ): () => void {
	afterOutbox.add( refresh );
	return () => {
		afterOutbox.delete( refresh );
	};
}

/** The writes of the outbox went out: every store that shows them reads again. */
export function refreshAfterOutbox(): void {
	afterOutbox.forEach( ( refresh ) => refresh() );
}
