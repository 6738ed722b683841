/**
 * Internal dependencies
 */
import { selectValue } from '../utils/remote';
import type { RemoteState } from '../utils/remote';
import { PLAN, SCHEMA } from './constants';
import type { Plan, PlanSchema, PlanState } from './types';

export const getRemoteState = ( state: PlanState ): RemoteState => state.remote;

/**
 * Today and this week (read by its resolver when first selected), null while not read.
 *
 * @param state Store state.
 */
export const getPlan = ( state: PlanState ): Plan | null =>
	selectValue< Plan >( state.remote, PLAN ).data;

/**
 * The message of a failed read of the plan ('' when the server sent none), null when the last
 * read did not fail.
 *
 * @param state Store state.
 */
export const getPlanError = ( state: PlanState ): string | null =>
	selectValue< Plan >( state.remote, PLAN ).error;

/**
 * Every week of the program (read by its resolver when first selected), null while not read.
 *
 * @param state Store state.
 */
export const getSchema = ( state: PlanState ): PlanSchema | null =>
	selectValue< PlanSchema >( state.remote, SCHEMA ).data;

/**
 * The message of a failed read of the weeks, null when the last read did not fail.
 *
 * @param state Store state.
 */
export const getSchemaError = ( state: PlanState ): string | null =>
	selectValue< PlanSchema >( state.remote, SCHEMA ).error;
