/**
 * The check-ins store's writes, each through the one write path (src/data/write.ts):
 * - the member's check-in: without photos it goes through the outbox (offline it waits there and
 *   is sent once, with its idempotency key, when the connection returns); with photos it is a
 *   multipart upload that needs a connection (the outbox keeps JSON writes only), sent with an
 *   Idempotency-Key the form keeps until it held, so a retry after a lost answer makes one;
 * - the member's reminder mail on or off;
 * - the coach's reply, and a member's check-in day.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost, apiPut, apiUpload } from '../../api/client';
import { isNetworkFailure } from '../../lib/member/failures';
import { fieldErrors } from '../catalogue/actions';
import { remoteActions, selectValue } from '../utils/remote';
import type { RemoteAction, RemoteState } from '../utils/remote';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import {
	CURRENT,
	PHOTO_FIELD,
	POSES,
	adminItemSlot,
	memberDaySlot,
} from './constants';
import type {
	CheckIn,
	CheckInAnswers,
	CheckInFiles,
	CurrentCheckIn,
	MemberCheckInDay,
} from './types';

interface CheckInsThunkApi {
	select: { getRemoteState: () => RemoteState };
	dispatch: ( action: RemoteAction ) => unknown;
}

/** The text of a check-in with photos tried without a connection. */
export const photosNeedConnectionText = (): string =>
	__( "Een check-in met foto's heeft een verbinding nodig.", 'fitcoach' );

/**
 * The check-in as a multipart form: the answers as fields, the photos as files.
 *
 * @param answers The answers.
 * @param files   The photos by pose.
 */
export function checkInForm(
	answers: CheckInAnswers,
	files: CheckInFiles
): FormData {
	const form = new FormData();
	Object.entries( answers ).forEach( ( [ key, value ] ) => {
		if ( null !== value && undefined !== value ) {
			form.append( key, String( value ) );
		}
	} );
	POSES.forEach( ( pose ) => {
		const file = files[ pose ];
		if ( file ) {
			form.append( PHOTO_FIELD[ pose ], file, file.name );
		}
	} );
	return form;
}

/**
 * Sends the member's check-in (POST /check-ins). Today's check-in and her list are read again
 * when shown; Home's 'Check-in invullen' goes away.
 *
 * @param answers The answers.
 * @param files   The photos by pose (none: it may wait in the outbox).
 * @param key     The Idempotency-Key of an upload with photos (the form keeps it for a retry).
 */
export const submitCheckIn =
	( answers: CheckInAnswers, files: CheckInFiles, key: string ) =>
	( api: CheckInsThunkApi ): Promise< WriteOutcome< CheckIn > > => {
		const withPhotos = POSES.some( ( pose ) => !! files[ pose ] );
		const body: Record< string, unknown > = {};
		Object.entries( answers ).forEach( ( [ name, value ] ) => {
			if ( undefined !== value ) {
				body[ name ] = value;
			}
		} );
		return runWrite< CheckIn >( {
			...( withPhotos
				? {
						request: () =>
							apiUpload< CheckIn >(
								'/check-ins',
								checkInForm( answers, files ),
								'POST',
								{ 'Idempotency-Key': key }
							),
					}
				: {
						offline: {
							resource: 'check-ins' as const,
							method: 'POST' as const,
							path: '/check-ins',
							body,
						},
					} ),
			// Today's check-in shows it done at once (waiting in the outbox: queued); the list is
			// read again when shown.
			commit: ( result ) => {
				const current = selectValue< CurrentCheckIn >(
					api.select.getRemoteState(),
					CURRENT
				);
				const queued =
					true ===
					( result as unknown as { pending?: boolean } )?.pending;
				api.dispatch( remoteActions.cleared( [ 'history:' ] ) );
				if ( current.data ) {
					api.dispatch(
						remoteActions.received(
							CURRENT,
							{
								...current.data,
								due: false,
								check_in: queued ? null : result,
								queued,
							},
							Date.now()
						)
					);
				} else {
					api.dispatch( remoteActions.cleared( [ CURRENT ] ) );
				}
			},
			success: {
				title: __( 'Check-in verstuurd', 'fitcoach' ),
				message: __(
					'Je coach krijgt je check-in te zien.',
					'fitcoach'
				),
			},
			// The fields the server named are shown beside them, not in a toast.
			failure: ( error ) => {
				if (
					fieldErrors( error ) ||
					( error instanceof ApiRequestError &&
						'fitcoach_check_in_incomplete' === error.code )
				) {
					return null;
				}
				return withPhotos && isNetworkFailure( error )
					? photosNeedConnectionText()
					: __(
							'De check-in kon niet worden verstuurd.',
							'fitcoach'
						);
			},
		} );
	};

/**
 * Switches the member's reminder mail on or off (PUT /check-ins/preferences), shown at once.
 *
 * @param reminder On or off.
 */
export const setReminder =
	( reminder: boolean ) =>
	( api: CheckInsThunkApi ): Promise< WriteOutcome< unknown > > => {
		const show = ( value: boolean ) => {
			const current = selectValue< CurrentCheckIn >(
				api.select.getRemoteState(),
				CURRENT
			);
			if ( current.data ) {
				api.dispatch(
					remoteActions.received(
						CURRENT,
						{ ...current.data, reminder: value },
						current.fetchedAt ?? Date.now()
					)
				);
			}
		};
		return runWrite< unknown >( {
			request: () => apiPut( '/check-ins/preferences', { reminder } ),
			optimistic: () => {
				show( reminder );
				return () => show( ! reminder );
			},
			success: {
				title: reminder
					? __( 'Herinnering staat aan', 'fitcoach' )
					: __( 'Herinnering staat uit', 'fitcoach' ),
			},
			failure: __(
				'De herinnering kon niet worden aangepast.',
				'fitcoach'
			),
		} );
	};

/**
 * The coach's reply to a check-in (POST /admin/check-ins/{id}/reply); a later one replaces it.
 *
 * @param id   The check-in's id.
 * @param text Plain text.
 */
export const replyToCheckIn =
	( id: number, text: string ) =>
	( api: CheckInsThunkApi ): Promise< WriteOutcome< CheckIn > > =>
		runWrite< CheckIn >( {
			request: () =>
				apiPost< CheckIn >( `/admin/check-ins/${ id }/reply`, {
					text,
				} ),
			commit: ( checkIn ) => {
				api.dispatch(
					remoteActions.received(
						adminItemSlot( id ),
						checkIn,
						Date.now()
					)
				);
				api.dispatch( remoteActions.cleared( [ 'admin:' ] ) );
			},
			success: { title: __( 'Reactie verstuurd', 'fitcoach' ) },
			failure: __( 'De reactie kon niet worden verstuurd.', 'fitcoach' ),
		} );

/**
 * Sets a member's check-in day (PUT /admin/users/{id}/check-in; 0: the default day).
 *
 * @param member The member's user id.
 * @param day    ISO weekday 1–7, or 0.
 */
export const setMemberDay =
	( member: number, day: number ) =>
	( api: CheckInsThunkApi ): Promise< WriteOutcome< MemberCheckInDay > > =>
		runWrite< MemberCheckInDay >( {
			request: () =>
				apiPut< MemberCheckInDay >(
					`/admin/users/${ member }/check-in`,
					{ day }
				),
			commit: ( answer ) => {
				api.dispatch(
					remoteActions.received(
						memberDaySlot( member ),
						answer,
						Date.now()
					)
				);
			},
			success: { title: __( 'Check-indag opgeslagen', 'fitcoach' ) },
			failure: __(
				'De check-indag kon niet worden opgeslagen.',
				'fitcoach'
			),
		} );
