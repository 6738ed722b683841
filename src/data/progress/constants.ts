/**
 * The progress store: a member's progress as the coach sees it on the user detail
 * (GET /admin/users/{id}/progress) and the goal weight the coach sets for her
 * (PUT /admin/users/{id}/goal-weight).
 */

export const STORE_NAME = 'fitcoach/progress';

/** The lightest goal weight in kg (the server's Goal_Weight::MIN). */
export const GOAL_WEIGHT_MIN = 30;

/** The heaviest goal weight in kg (the server's Goal_Weight::MAX). */
export const GOAL_WEIGHT_MAX = 300;

/** The server's refusal of a goal weight out of range. */
export const INVALID_GOAL_WEIGHT = 'fitcoach_invalid_goal_weight';

/** The periods of the weight trend, in days. */
export const TREND_PERIODS = [ 30, 90 ] as const;

/**
 * The slot of one member's progress.
 *
 * @param id The member's user id.
 */
export const progressSlot = ( id: number ): string => `progress:${ id }`;
