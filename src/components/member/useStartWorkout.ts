/**
 * Starting a workout from a screen (spec §4): runs the store's start routine (which ignores a
 * second start while one runs), then shows 'Nieuwe Sessie Gestart' and goes to the new session;
 * a failure shows 'Fout' / 'Er is iets misgegaan bij het starten van je workout.'. A session the
 * server created may already beat a record: 'Nieuw record!' per record (never for one kept offline).
 */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import { useNotices } from '../../data/notices';
import { announceNewRecords } from '../../data/sessions';
import { offlineSavedTitle } from '../../data/write';
import { store } from '../../data/workouts';
import { loadSessionScreen } from '../../routes/session-code';

/** How a start is made: `planDayId`, the member's planned day it does ('Vandaag'). */
export interface StartOptions {
	planDayId?: number;
}

export function useStartWorkout(): {
	start: (
		workout: Workout | number,
		options?: StartOptions
	) => Promise< void >;
	starting: boolean;
} {
	const navigate = useNavigate();
	const notices = useNotices();
	const starting = useSelect(
		( select ) => select( store ).isStarting(),
		[]
	);
	const { startWorkout } = useDispatch( store );

	const start = useCallback(
		async ( workout: Workout | number, options: StartOptions = {} ) => {
			try {
				// The session screen's code loads beside the start, so it shows the moment the
				// session exists.
				const [ session ] = await Promise.all( [
					startWorkout( workout, options ),
					loadSessionScreen().catch( () => undefined ),
				] );
				if ( ! session ) {
					return;
				}
				if ( ( session as { pending?: boolean } ).pending ) {
					// Kept in the outbox: the member logs it now, it is sent when online.
					notices.success( offlineSavedTitle() );
				} else {
					notices.success(
						__( 'Nieuwe Sessie Gestart', 'fitcoach' ),
						__( 'Je kunt nu je workout beginnen!', 'fitcoach' )
					);
					// The created session may already beat a record (its sets copied from last time).
					announceNewRecords( session );
				}
				navigate( `/sessies/${ session.id }`, {
					state: {
						session,
						workout:
							'object' === typeof workout ? workout : undefined,
					},
				} );
			} catch {
				notices.error(
					__( 'Fout', 'fitcoach' ),
					__(
						'Er is iets misgegaan bij het starten van je workout.',
						'fitcoach'
					)
				);
			}
		},
		[ startWorkout, notices, navigate ]
	);

	return { start, starting };
}
