/**
 * The exercises store: the member's history of one exercise (issue 13, /training/oefening/{id};
 * GET /exercises/{id}/history).
 */

export const STORE_NAME = 'fitcoach/exercises';

/** Sessions per page of an exercise's history (the server's default). */
export const HISTORY_PER_PAGE = 20;

/** The server's refusal of an exercise it does not know, or the member never logged. */
export const EXERCISE_NOT_FOUND = 'fitcoach_exercise_not_found';

/**
 * The slot of an exercise's sessions with their sets (a paged list, newest first).
 *
 * @param id The exercise id.
 */
export const historySlot = ( id: number ): string => `history:${ id }`;

/**
 * The slot of what every page of an exercise's history carries: its title, the records and the
 * best estimated 1RM per session.
 *
 * @param id The exercise id.
 */
export const summarySlot = ( id: number ): string => `summary:${ id }`;
