/**
 * Clearing the whole client cache at once (spec §4: logging out clears the cached data). Each
 * store of the data layer registers how it empties itself; `resetData` runs them all, so the
 * auth code needs to know no store by name.
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
