/**
 * The plan store's reads, as @wordpress/data resolvers: selecting the plan or the weeks reads them
 * the first time (and again after invalidateResolution: a retry, a start from 'Vandaag', the
 * connection coming back, the outbox having sent). Until GET /plan has answered online since the
 * app started, the member's kept copy is shown at once (the warm start of src/data/utils/fetch.ts);
 * without a network the kept copy is the answer, with the writes still in the outbox in it.
 */

/**
 * Internal dependencies
 */
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { PLAN, SCHEMA } from './constants';
import type { Plan, PlanSchema } from './types';

const calls = createCalls();

/** Reads today and this week: GET /plan (Home's first screen carries its answer). */
export const getPlan =
	() =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		// A failure is kept in the store (getPlanError); nothing is thrown at the registry.
		await fetchValue< Plan >( api, calls, {
			slot: PLAN,
			warm: true,
			request: ( get ) => get< Plan >( '/plan' ),
		} ).catch( () => undefined );
	};

/** Reads every week of the program: GET /plan/schema. */
export const getSchema =
	() =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		await fetchValue< PlanSchema >( api, calls, {
			slot: SCHEMA,
			warm: true,
			request: ( get ) => get< PlanSchema >( '/plan/schema' ),
		} ).catch( () => undefined );
	};
