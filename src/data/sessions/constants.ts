/**
 * The sessions store: the member's workout sessions (spec §2 Training, §4 Client caching).
 */

export const STORE_NAME = 'fitcoach/sessions';

/** Page size of the sessions list (spec §9). */
export const SESSIONS_PER_PAGE = 6;

/** The slot of the sessions list. */
export const LIST = 'list';

/**
 * The slot of one session.
 *
 * @param id The session id.
 */
export const sessionSlot = ( id: number ): string => `session:${ id }`;
