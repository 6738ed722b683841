/**
 * The catalogue store: the workouts and exercises a coach creates and edits in the app
 * (/admin/workouts, /admin/exercises; issue 28, item 2). The same posts wp-admin's screens edit;
 * the member's own view of workouts is the workouts store.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export const STORE_NAME = 'fitcoach/catalogue';

/** The slot of the workout list. */
export const WORKOUTS_SLOT = 'workouts';

/** The slot of the exercise list. */
export const EXERCISES_SLOT = 'exercises';

/** The slot of the members a coach may assign workouts to. */
export const MEMBERS_SLOT = 'members';

/**
 * The slot of one workout.
 *
 * @param id Workout id.
 */
export const workoutSlot = ( id: number ): string => `workout:${ id }`;

/**
 * The slot of one exercise.
 *
 * @param id Exercise id.
 */
export const exerciseSlot = ( id: number ): string => `exercise:${ id }`;

/** The text of a failure the server did not explain. */
export const failedText = (): string =>
	__( 'Er is een fout opgetreden', 'fitcoach' );
