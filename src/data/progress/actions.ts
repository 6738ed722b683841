/**
 * The progress store's write: the goal weight, through the one write path (runWrite). A saved
 * goal is put into the member's progress at once, and the attention list, which judges weights by
 * the goal, is read again when next shown.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiPut } from '../../api/client';
import { store as dashboardStore } from '../dashboard';
import { remoteActions, selectValue } from '../utils/remote';
import type { RemoteState } from '../utils/remote';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import { progressSlot } from './constants';
import { isGoalRefusal } from './goal';
import { numberOrNull } from './normalize';
import type { MemberProgress } from './types';

interface WriteApi {
	select: { getRemoteState: () => RemoteState };
	dispatch: ( action: { type: string } ) => unknown;
	registry: {
		dispatch: ( store: typeof dashboardStore ) => {
			invalidateAttention: () => unknown;
		};
	};
}

/**
 * Sets or (with null) clears a member's goal weight. A refusal of the value is not a toast: the
 * screen shows it beside the field.
 *
 * @param id   The member's user id.
 * @param goal The goal in kg (30–300, one decimal), or null to clear it.
 */
export const saveGoalWeight =
	( id: number, goal: number | null ) =>
	( api: WriteApi ): Promise< WriteOutcome< number | null > > =>
		runWrite< number | null >( {
			request: async () => {
				const response = await apiPut< { goal_weight?: unknown } >(
					`/admin/users/${ id }/goal-weight`,
					{ goal_weight: goal }
				);
				return response && 'object' === typeof response
					? numberOrNull( response.goal_weight )
					: goal;
			},
			commit: ( saved ) => {
				const slot = progressSlot( id );
				const current = selectValue< MemberProgress >(
					api.select.getRemoteState(),
					slot
				).data;
				if ( current ) {
					api.dispatch(
						remoteActions.received(
							slot,
							{ ...current, goal_weight: saved },
							Date.now()
						)
					);
				}
				api.registry.dispatch( dashboardStore ).invalidateAttention();
			},
			success: ( saved ) => ( {
				title:
					null === saved
						? __( 'Doelgewicht gewist', 'fitcoach' )
						: __( 'Doelgewicht opgeslagen', 'fitcoach' ),
			} ),
			failure: ( error ) =>
				isGoalRefusal( error )
					? null
					: __(
							'Er is iets misgegaan bij het opslaan van het doelgewicht.',
							'fitcoach'
						),
		} );
