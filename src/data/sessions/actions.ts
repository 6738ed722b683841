/**
 * The sessions store's writes, each through the one write path (runWrite): the spec's toasts, the
 * store following the server's answer, nothing changed on failure.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiDelete } from '../../api/client';
import type { WorkoutSession } from '../../api/types';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import { remoteActions } from '../utils/remote';
import { LIST, sessionSlot } from './constants';
import { announceNewRecords } from './records';
import type { SessionChanges, SessionConflict } from './types';

/** Forgets the sessions list (it is read again when next shown). */
export const clearSessions = () => remoteActions.cleared( [ LIST ] );

/**
 * Stores a session the app already holds (created, or read elsewhere).
 *
 * @param session The session.
 */
export const receiveSession = ( session: WorkoutSession ) =>
	remoteActions.received(
		sessionSlot( Number( session.id ) ),
		session,
		Date.now()
	);

/**
 * The conflict of a save refused with 409 (changed elsewhere meanwhile), else null.
 *
 * @param error What the save threw.
 */
export function sessionConflict( error: unknown ): SessionConflict | null {
	if ( ! ( error instanceof ApiRequestError ) || 409 !== error.status ) {
		return null;
	}
	const data = error.data as { session?: WorkoutSession } | null;
	return {
		message:
			error.message ||
			__( 'Deze sessie is intussen elders gewijzigd.', 'fitcoach' ),
		current:
			data?.session && 'object' === typeof data.session
				? data.session
				: null,
	};
}

type Dispatch = ( action: { type: string } ) => unknown;

/**
 * Saves a session's sets and notes. A 409 gets no toast: the screen explains the conflict
 * (sessionConflict) and offers the newest version. After the save's toast, one 'Nieuw record!'
 * per record the save beat (none for a save kept in the outbox).
 *
 * @param id      Session id.
 * @param changes Title, notes, exercises and the version read.
 */
export const saveSession =
	( id: number, changes: SessionChanges ) =>
	( {
		dispatch,
	}: {
		dispatch: Dispatch;
	} ): Promise< WriteOutcome< WorkoutSession > > =>
		runWrite< WorkoutSession >( {
			offline: {
				resource: 'workout-sessions',
				method: 'PUT',
				path: `/workout-sessions/${ id }`,
				body: { ...changes },
			},
			commit: ( saved ) => {
				dispatch( clearSessions() );
				if ( saved && 'object' === typeof saved && saved.id ) {
					dispatch( receiveSession( saved ) );
				}
			},
			success: {
				title: __( 'Workout Sessie Opgeslagen', 'fitcoach' ),
				message: __(
					'Je workout sessie is succesvol bijgewerkt',
					'fitcoach'
				),
			},
			failure: ( error ) =>
				sessionConflict( error )
					? null
					: __(
							'Er is iets misgegaan bij het opslaan van je workout sessie.',
							'fitcoach'
						),
		} ).then( ( outcome ) => {
			if ( outcome.ok && ! outcome.queued ) {
				announceNewRecords( outcome.result );
			}
			return outcome;
		} );

/**
 * Deletes a session.
 *
 * @param id Session id.
 */
export const deleteSession =
	( id: number ) =>
	( {
		dispatch,
	}: {
		dispatch: Dispatch;
	} ): Promise< WriteOutcome< unknown > > =>
		runWrite< unknown >( {
			request: () => apiDelete( `/workout-sessions/${ id }` ),
			commit: () =>
				dispatch(
					remoteActions.cleared( [ LIST, sessionSlot( id ) ] )
				),
			success: {
				title: __( 'Sessie Verwijderd', 'fitcoach' ),
				message: __(
					'De workout sessie is succesvol verwijderd',
					'fitcoach'
				),
			},
			failure: __(
				'Er is iets misgegaan bij het verwijderen van de sessie.',
				'fitcoach'
			),
		} );
