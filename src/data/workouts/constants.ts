/**
 * The workouts store: the trainer's workouts the member sees (spec §3, §4 Client caching).
 */

export const STORE_NAME = 'fitcoach/workouts';

/** The error of a workout id that is not in the list (spec §4, §8). */
export const WORKOUT_NOT_FOUND = 'Workout not found';

/** The slot of the workouts list. */
export const LIST = 'list';

/**
 * The slot of one workout's details.
 *
 * @param id The workout id.
 */
export const workoutSlot = ( id: number ): string => `workout:${ id }`;
