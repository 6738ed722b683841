/**
 * The programs store: the coach's programs over weeks and a member's plan with the adherence
 * (issue 28, items 1 and 4).
 */

/**
 * Internal dependencies
 */
import type { ProgramScope } from './types';

export const STORE_NAME = 'fitcoach/programs';

/** Page size of the program list (a coach has few; a big studio scrolls). */
export const PROGRAMS_PER_PAGE = 50;

/** Where the coach's workouts to plan with are read: every workout he may edit (issue 28 item 2). */
export const WORKOUTS_PATH = '/admin/workouts';

/** The slot of the workouts a program can plan. */
export const WORKOUTS = 'workouts';

/**
 * The slot of a program list.
 *
 * @param scope Whose programs.
 */
export const listSlot = ( scope: ProgramScope ): string => `list:${ scope }`;

/**
 * The slot of one program.
 *
 * @param id Program id.
 */
export const programSlot = ( id: number ): string => `program:${ id }`;

/**
 * The slot of a member's plan.
 *
 * @param id The member's user id.
 */
export const planSlot = ( id: number ): string => `plan:${ id }`;
