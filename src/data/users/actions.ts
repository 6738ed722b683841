/**
 * The users store's writes, each through the one write path (runWrite) with the coach area's
 * toasts. A write changes the lists, the switcher's users and the dashboard's figures, so all are
 * read again when next shown.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiDelete, apiPost, apiPut } from '../../api/client';
import { readMessage, readUser } from '../../lib/admin/users';
import { store as dashboardStore } from '../dashboard';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import { remoteActions } from '../utils/remote';
import { SWITCHABLE, userSlot } from './constants';
import type { UserFields, WriteResult } from './types';

interface WriteApi {
	dispatch: ( action: { type: string } ) => unknown;
	registry: {
		dispatch: ( store: typeof dashboardStore ) => {
			clearAll: () => unknown;
		};
	};
}

/**
 * What follows a user write in the stores.
 *
 * @param api  The thunk's dispatch and registry.
 * @param id   The user written.
 * @param user The server's answer (null when it sent none: the stored user stays), or 'deleted'.
 */
function follow(
	api: WriteApi,
	id: number,
	user: WriteResult[ 'user' ] | 'deleted'
) {
	api.dispatch( remoteActions.cleared( [ 'list:', SWITCHABLE ] ) );
	api.registry.dispatch( dashboardStore ).clearAll();
	if ( 'deleted' === user ) {
		api.dispatch( remoteActions.cleared( [ userSlot( id ) ] ) );
	} else if ( user ) {
		api.dispatch(
			remoteActions.received( userSlot( id ), user, Date.now() )
		);
	}
}

/**
 * What the server answered to a create or update.
 *
 * @param response The answer.
 */
function resultOf( response: unknown ): WriteResult {
	const value =
		typeof response === 'object' && response !== null
			? ( response as { email_pending?: unknown; mail_sent?: unknown } )
			: {};
	return {
		user: readUser( response ),
		message: readMessage( response ),
		mailSent: value.mail_sent !== false,
		emailPending:
			typeof value.email_pending === 'string' &&
			value.email_pending !== ''
				? value.email_pending
				: null,
	};
}

/**
 * Adds a user; the welcome mail goes out (a mail that could not be sent is a warning: the account
 * exists either way).
 *
 * @param fields Names and e-mail address.
 */
export const createUser =
	( fields: UserFields ) =>
	( api: WriteApi ): Promise< WriteOutcome< WriteResult > > =>
		runWrite< WriteResult >( {
			request: () =>
				apiPost< unknown >( '/admin/users', fields ).then( resultOf ),
			commit: ( result ) =>
				follow( api, Number( result.user?.id ), result.user ),
			success: ( result ) => ( {
				type: result.mailSent ? 'success' : 'warning',
				title: __( 'Gebruiker Aangemaakt', 'fitcoach' ),
				message: result.message || undefined,
			} ),
			failure: __(
				'Er is iets misgegaan bij het aanmaken van de gebruiker.',
				'fitcoach'
			),
		} );

/**
 * Changes a user's names and e-mail address (a new address is mailed to the user to confirm).
 *
 * @param id     User id.
 * @param fields Names and e-mail address.
 */
export const updateUser =
	( id: number, fields: UserFields ) =>
	( api: WriteApi ): Promise< WriteOutcome< WriteResult > > =>
		runWrite< WriteResult >( {
			request: () =>
				apiPut< unknown >( `/admin/users/${ id }`, fields ).then(
					resultOf
				),
			commit: ( result ) => follow( api, id, result.user ),
			success: ( result ) => ( {
				title: __( 'Gebruiker Bijgewerkt', 'fitcoach' ),
				message: result.message || undefined,
			} ),
			failure: __(
				'Er is iets misgegaan bij het bijwerken van de gebruiker.',
				'fitcoach'
			),
		} );

/**
 * Deletes a user with her measurements and sessions.
 *
 * @param id User id.
 */
export const deleteUser =
	( id: number ) =>
	( api: WriteApi ): Promise< WriteOutcome< string > > =>
		runWrite< string >( {
			request: () =>
				apiDelete< unknown >( `/admin/users/${ id }` ).then(
					readMessage
				),
			commit: () => follow( api, id, 'deleted' ),
			success: ( message ) => ( {
				title: __( 'Gebruiker Verwijderd', 'fitcoach' ),
				message: message || undefined,
			} ),
			failure: __(
				'Er is iets misgegaan bij het verwijderen van de gebruiker.',
				'fitcoach'
			),
		} );

/**
 * Mails a user a link to set a new password.
 *
 * @param id User id.
 */
export const sendPasswordReset =
	( id: number ) => (): Promise< WriteOutcome< string > > =>
		runWrite< string >( {
			request: () =>
				apiPost< unknown >(
					`/admin/users/${ id }/reset-password`
				).then( readMessage ),
			success: ( message ) => ( {
				title: __( 'Email Verzonden', 'fitcoach' ),
				message: message || undefined,
			} ),
			failure: __(
				'Er is iets misgegaan bij het versturen van de reset email.',
				'fitcoach'
			),
		} );
