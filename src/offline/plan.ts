/**
 * The member's plan with the writes still in the outbox shown in it (issue 28, item 3): a planned
 * workout moved offline is on its new day, and one whose session was started offline is done. The
 * kept copy of GET /plan and GET /plan/schema is read through this, so the plan stays as the
 * member left it, also after the app is opened again without a connection.
 */

/**
 * Internal dependencies
 */
import {
	isPlan,
	moveInPlan,
	moveInSchema,
	startedInPlan,
	startedInSchema,
} from '../lib/member/plan';
import type { Plan, PlanSchema } from '../data/plan/types';
import type { OutboxEntry } from './outbox';

/** The plan's endpoint path of a move: '/plan/days/12/move'. */
const MOVE = /^\/?plan\/days\/(\d+)\/move\/?$/;

/**
 * The path of a planned workout's move.
 *
 * @param id The planned workout's id.
 */
export const movePath = ( id: number ): string => `/plan/days/${ id }/move`;

/**
 * Whether a path is one of the plan's reads (GET /plan, GET /plan/schema).
 *
 * @param path Endpoint path with its query.
 */
export function isPlanPath( path: string ): boolean {
	return /^\/?plan(\/schema)?\/?(?:\?|$)/.test( path );
}

/**
 * Whether a kept answer is the program's weeks.
 *
 * @param value The answer.
 */
function isSchema( value: unknown ): value is PlanSchema {
	return (
		!! value &&
		'object' === typeof value &&
		Array.isArray( ( value as { weeks?: unknown } ).weeks )
	);
}

/**
 * A plan answer with the owner's pending plan writes in it, in the order they were made.
 *
 * @param path    GET /plan or GET /plan/schema.
 * @param data    The answer.
 * @param entries The owner's outbox.
 */
export function planWithPending(
	path: string,
	data: unknown,
	entries: OutboxEntry[]
): unknown {
	const plan = isPlan( data ) ? data : null;
	const schema = ! plan && isSchema( data ) ? data : null;
	if ( ! plan && ! schema ) {
		return data;
	}
	let shownPlan: Plan | null = plan;
	let shownSchema: PlanSchema | null = schema;
	entries.forEach( ( entry ) => {
		if ( 'POST' !== entry.method ) {
			return;
		}
		const move = 'plan' === entry.resource ? MOVE.exec( entry.path ) : null;
		const to = String( entry.body?.date ?? '' );
		if ( move && /^\d{4}-\d{2}-\d{2}$/.test( to ) ) {
			const id = Number( move[ 1 ] );
			shownPlan = shownPlan && moveInPlan( shownPlan, id, to );
			shownSchema = shownSchema && moveInSchema( shownSchema, id, to );
			return;
		}
		const dayId = Number( entry.body?.plan_day_id );
		if ( 'workout-sessions' === entry.resource && dayId > 0 ) {
			const session = entry.tempId ?? null;
			shownPlan = shownPlan && startedInPlan( shownPlan, dayId, session );
			shownSchema =
				shownSchema && startedInSchema( shownSchema, dayId, session );
		}
	} );
	return isPlanPath( path ) ? ( shownPlan ?? shownSchema ) : data;
}
