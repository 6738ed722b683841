/**
 * The programs store's reads, as @wordpress/data resolvers: a selector's answer is read the first
 * time it is selected, and again after invalidateResolution (a retry, a write, the screen opened
 * again). The store keeps the answer or the failure; screens ask isResolving and the error
 * selectors. A failure is kept in the store and not thrown at the registry (which would only log
 * it).
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { Workout } from '../../api/types';
import {
	readPlan,
	readProgram,
	readProgramPage,
} from '../../lib/admin/programs';
import { createCalls, fetchPage, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import {
	listSlot,
	planSlot,
	programSlot,
	PROGRAMS_PER_PAGE,
	WORKOUTS,
	WORKOUTS_PATH,
} from './constants';
import type { MemberPlan, Program, ProgramScope } from './types';

const calls = createCalls();

/**
 * Reads one page of a program list.
 *
 * @param api   The thunk's select and dispatch.
 * @param scope Whose programs.
 * @param page  1-based page.
 */
export function readProgramsPage(
	api: RemoteThunkApi,
	scope: ProgramScope,
	page: number
): Promise< Program[] > {
	return fetchPage< Program >( api, calls, {
		slot: listSlot( scope ),
		page,
		request: async ( number ) =>
			readProgramPage(
				await apiGet< unknown >( '/admin/programs', {
					page: number,
					per_page: PROGRAMS_PER_PAGE,
					scope: 'mine' === scope ? scope : undefined,
				} )
			),
	} );
}

/**
 * Page 1 of a program list.
 *
 * @param scope Whose programs.
 */
export const getPrograms =
	( scope: ProgramScope ) =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		await readProgramsPage( api, scope, 1 ).catch( () => undefined );
	};

/**
 * One program.
 *
 * @param id Program id.
 */
export const getProgram =
	( id: number ) =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		if ( ! Number.isInteger( id ) || id <= 0 ) {
			return;
		}
		await fetchValue< Program >( api, calls, {
			slot: programSlot( id ),
			request: async () => {
				const program = readProgram(
					await apiGet< unknown >( `/admin/programs/${ id }` )
				);
				if ( ! program ) {
					throw new Error(
						'Unexpected answer of GET /admin/programs/{id}'
					);
				}
				return program;
			},
		} ).catch( () => undefined );
	};

/**
 * A member's plan with the adherence of this week and the weeks before.
 *
 * @param id The member's user id.
 */
export const getMemberPlan =
	( id: number ) =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		if ( ! Number.isInteger( id ) || id <= 0 ) {
			return;
		}
		await fetchValue< MemberPlan >( api, calls, {
			slot: planSlot( id ),
			request: async () =>
				readPlan(
					await apiGet< unknown >( `/admin/users/${ id }/plan` )
				),
		} ).catch( () => undefined );
	};

/**
 * The workouts a program can plan, with their exercises and prescriptions.
 */
export const getWorkoutChoices =
	() =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		await fetchValue< Workout[] >( api, calls, {
			slot: WORKOUTS,
			request: async () => {
				const answer = await apiGet< unknown >( WORKOUTS_PATH );
				const list = Array.isArray( answer )
					? answer
					: ( answer as { data?: unknown } | null )?.data;
				return ( Array.isArray( list ) ? list : [] )
					.filter(
						( item ): item is Workout & { status?: string } =>
							'number' === typeof item?.id &&
							'string' === typeof item?.title &&
							// A draft cannot be planned: the member does not see it.
							( undefined === item.status ||
								'publish' === item.status )
					)
					.map( ( item ) => ( {
						...item,
						exercises: Array.isArray( item.exercises )
							? item.exercises
							: [],
					} ) );
			},
		} ).catch( () => undefined );
	};
