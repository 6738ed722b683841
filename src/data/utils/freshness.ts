/**
 * Freshness of the client cache (spec §4 Client caching, §9 constants).
 */

/** The workouts list is fresh for 10 minutes. */
export const WORKOUTS_TTL_MS = 10 * 60 * 1000;
/** A workout's details are fresh for 10 minutes. */
export const WORKOUT_TTL_MS = 10 * 60 * 1000;
/** The first page of the sessions list is fresh for 5 minutes. */
export const SESSIONS_TTL_MS = 5 * 60 * 1000;

/**
 * Whether something fetched at a time is still fresh.
 *
 * @param fetchedAt When it was fetched (ms since the epoch), null when never.
 * @param ttl       How long it stays fresh, in ms.
 * @param now       The current time (ms), Date.now() by default.
 */
export function isFresh(
	fetchedAt: number | null | undefined,
	ttl: number,
	now: number = Date.now()
): boolean {
	if ( null === fetchedAt || undefined === fetchedAt ) {
		return false;
	}
	const age = now - fetchedAt;
	return age >= 0 && age < ttl;
}

/**
 * The cache is used without a call only when the data is fresh and not empty.
 *
 * @param items     The cached items.
 * @param fetchedAt When they were fetched.
 * @param ttl       How long they stay fresh.
 * @param now       The current time (ms).
 */
export function canUseCache(
	items: readonly unknown[] | null | undefined,
	fetchedAt: number | null | undefined,
	ttl: number,
	now: number = Date.now()
): boolean {
	return !! items && items.length > 0 && isFresh( fetchedAt, ttl, now );
}
