/**
 * The plan store's writes: moving a planned workout to another day of its week ('Verplaatsen'),
 * through the one write path with the outbox (without a connection the move waits there and is
 * shown meanwhile), and reading the plan again after a workout was started from it.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	formatPlanDate,
	isPlan,
	moveInPlan,
	moveInSchema,
} from '../../lib/member/plan';
import { movePath } from '../../offline/plan';
import { remoteActions, selectValue } from '../utils/remote';
import type { RemoteAction, RemoteState } from '../utils/remote';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import { PLAN, SCHEMA } from './constants';
import type { Plan, PlanSchema } from './types';

interface PlanThunkApi {
	select: {
		getRemoteState: () => RemoteState;
		getPlan: () => Plan | null;
		getSchema: () => PlanSchema | null;
	};
	dispatch: ( ( action: RemoteAction ) => unknown ) & {
		invalidateResolution: ( selector: string, args: unknown[] ) => unknown;
		invalidateResolutionForStore: () => unknown;
	};
}

/**
 * Puts a value into a slot as shown, keeping when its answer arrived.
 *
 * @param api  The thunk's select and dispatch.
 * @param slot PLAN or SCHEMA.
 * @param data The value.
 */
function show( api: PlanThunkApi, slot: string, data: unknown ): void {
	const { fetchedAt } = selectValue( api.select.getRemoteState(), slot );
	api.dispatch(
		remoteActions.received( slot, data, fetchedAt ?? Date.now() )
	);
}

/**
 * Moves a planned workout to another day of its week (POST /plan/days/{id}/move). Today, this
 * week and the weeks show it on its new day at once; the server's plan replaces that when it
 * answers, and a refusal puts it back with the server's reason in the toast.
 *
 * @param id    The planned workout's id.
 * @param date  Its new day, 'Y-m-d'.
 * @param title The workout's title (for the toast).
 */
export const moveDay =
	( id: number, date: string, title = '' ) =>
	( api: PlanThunkApi ): Promise< WriteOutcome< unknown > > =>
		runWrite< unknown >( {
			offline: {
				resource: 'plan',
				method: 'POST',
				path: movePath( id ),
				body: { date },
			},
			optimistic: () => {
				const plan = api.select.getPlan();
				const schema = api.select.getSchema();
				if ( plan ) {
					show( api, PLAN, moveInPlan( plan, id, date ) );
				}
				if ( schema ) {
					show( api, SCHEMA, moveInSchema( schema, id, date ) );
				}
				return () => {
					if ( plan ) {
						show( api, PLAN, plan );
					}
					if ( schema ) {
						show( api, SCHEMA, schema );
					}
				};
			},
			commit: ( answer ) => {
				// Kept in the outbox, the answer is no plan: the move stays shown as it is.
				if ( isPlan( answer ) ) {
					api.dispatch(
						remoteActions.received( PLAN, answer, Date.now() )
					);
					// The weeks are read again when shown (their server copy replaces the move).
					api.dispatch.invalidateResolution( 'getSchema', [] );
				}
			},
			success: {
				title: __( 'Training verplaatst', 'fitcoach' ),
				message: title
					? sprintf(
							/* translators: 1: the workout's title, 2: its new day ('woensdag 14 mei'). */
							__( '%1$s staat nu op %2$s.', 'fitcoach' ),
							title,
							formatPlanDate( date, 'long' )
						)
					: undefined,
			},
			failure: __(
				'De training kon niet worden verplaatst.',
				'fitcoach'
			),
		} );

/**
 * Reads today, this week and the weeks again when they are shown next (a workout was started from
 * its planned day: the server now counts it done).
 */
export const refreshPlan =
	() =>
	( api: PlanThunkApi ): void => {
		api.dispatch.invalidateResolutionForStore();
	};
