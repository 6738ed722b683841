/**
 * The programs store's selectors. Each of getPrograms, getProgram, getMemberPlan and
 * getWorkoutChoices has a resolver of the same name (resolvers.ts) that reads it when first
 * selected, and again after invalidateResolution.
 */

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import { selectList, selectValue } from '../utils/remote';
import type { RemoteList, RemoteState } from '../utils/remote';
import { listSlot, planSlot, programSlot, WORKOUTS } from './constants';
import type { MemberPlan, Program, ProgramScope, ProgramsState } from './types';

export const getRemoteState = ( state: ProgramsState ): RemoteState =>
	state.remote;

/**
 * A program list: the pages loaded so far, the server's total, a page 1 failure.
 *
 * @param state Store state.
 * @param scope Whose programs ('mine': the coach's own).
 */
export const getPrograms = (
	state: ProgramsState,
	scope: ProgramScope
): RemoteList< Program > =>
	selectList< Program >( state.remote, listSlot( scope ) );

/**
 * One program, null while not read (or when its read failed).
 *
 * @param state Store state.
 * @param id    Program id.
 */
export const getProgram = (
	state: ProgramsState,
	id: number
): Program | null =>
	selectValue< Program >( state.remote, programSlot( id ) ).data;

/**
 * The message of a failed read of a program ('' when the server sent none), else null.
 *
 * @param state Store state.
 * @param id    Program id.
 */
export const getProgramError = (
	state: ProgramsState,
	id: number
): string | null =>
	selectValue< Program >( state.remote, programSlot( id ) ).error;

/**
 * A member's plan and adherence, null while not read (or when its read failed).
 *
 * @param state Store state.
 * @param id    The member's user id.
 */
export const getMemberPlan = (
	state: ProgramsState,
	id: number
): MemberPlan | null =>
	selectValue< MemberPlan >( state.remote, planSlot( id ) ).data;

/**
 * The message of a failed read of a member's plan, else null.
 *
 * @param state Store state.
 * @param id    The member's user id.
 */
export const getMemberPlanError = (
	state: ProgramsState,
	id: number
): string | null =>
	selectValue< MemberPlan >( state.remote, planSlot( id ) ).error;

/**
 * The workouts a program can plan, null while not read.
 *
 * @param state Store state.
 */
export const getWorkoutChoices = ( state: ProgramsState ): Workout[] | null =>
	selectValue< Workout[] >( state.remote, WORKOUTS ).data;

/**
 * The message of a failed read of the workouts, else null.
 *
 * @param state Store state.
 */
export const getWorkoutChoicesError = ( state: ProgramsState ): string | null =>
	selectValue< Workout[] >( state.remote, WORKOUTS ).error;
