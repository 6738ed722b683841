/**
 * The profile store's writes (spec §2 Profiel), each through the one write path (runWrite) with
 * the screen's toasts. The server answers a profile write with the user: one's own goes to the
 * auth store (the header and every screen show it), a viewed member's is kept here.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiPost, apiPut, apiUpload } from '../../api/client';
import type { User } from '../../api/types';
import { setStoredToken, setUser } from '../auth';
import { remoteActions } from '../utils/remote';
import type { RemoteAction } from '../utils/remote';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import { failedText, memberSlot } from './constants';
import { profileOf } from './resolvers';
import type { ProfileFields, ProfileOwner } from './types';

interface WriteApi {
	dispatch: ( action: RemoteAction ) => unknown;
}

/** What the server answers a password change with: a new login (the others end). */
export interface PasswordChanged {
	success?: boolean;
	message?: string;
	token?: string;
	refresh_token?: string;
	screen_pass?: string;
}

/**
 * Puts the user a profile write answered with where the screens read it.
 *
 * @param api   The thunk's dispatch.
 * @param owner One's own profile (null) or the viewed member's id.
 * @param user  The server's answer.
 */
function received( api: WriteApi, owner: ProfileOwner, user: User ) {
	if ( null === owner ) {
		setUser( user );
		return;
	}
	api.dispatch(
		remoteActions.received(
			memberSlot( owner ),
			profileOf( user ),
			Date.now()
		)
	);
}

/**
 * Saves the e-mail address and names. A new address of one's own carries the current password
 * (the server checks and throttles it); a viewing administrator's change of a member's address is
 * mailed to the member to confirm, and the toast says so.
 *
 * @param owner  One's own profile (null) or the viewed member's id.
 * @param fields The form's fields.
 */
export const updateProfile =
	( owner: ProfileOwner, fields: ProfileFields ) =>
	( api: WriteApi ): Promise< WriteOutcome< User > > =>
		runWrite< User >( {
			request: () => apiPut< User >( '/auth/profile', fields ),
			commit: ( user ) => received( api, owner, user ),
			success: ( next ) => ( {
				title: __( 'Profiel bijgewerkt', 'fitcoach' ),
				message:
					next?.email !== undefined &&
					next.email.toLowerCase() !== fields.email.toLowerCase()
						? sprintf(
								/* translators: %s: the new e-mail address. */
								__(
									'Er is een bevestigingslink gestuurd naar %s. Het e-mailadres verandert pas als die link wordt geopend.',
									'fitcoach'
								),
								fields.email
							)
						: __( 'Je gegevens zijn opgeslagen', 'fitcoach' ),
			} ),
			failureTitle: __( 'Bijwerken mislukt', 'fitcoach' ),
			failure: failedText(),
		} );

/**
 * Uploads a new profile picture (checked by the screen first: png/jpeg of at most 5 MB).
 *
 * @param owner One's own profile (null) or the viewed member's id.
 * @param file  The picture.
 */
export const uploadPicture =
	( owner: ProfileOwner, file: File ) =>
	( api: WriteApi ): Promise< WriteOutcome< User > > => {
		const form = new FormData();
		form.append( 'profile_image', file );
		return runWrite< User >( {
			request: () => apiUpload< User >( '/auth/profile', form ),
			commit: ( user ) => received( api, owner, user ),
			success: {
				title: __( 'Succesvol opgeslagen', 'fitcoach' ),
				message: __( 'Je profielfoto is bijgewerkt', 'fitcoach' ),
			},
			failureTitle: __( 'Upload mislukt', 'fitcoach' ),
			failure: failedText(),
		} );
	};

/**
 * Removes the profile picture.
 *
 * @param owner One's own profile (null) or the viewed member's id.
 */
export const removePicture =
	( owner: ProfileOwner ) =>
	( api: WriteApi ): Promise< WriteOutcome< User > > =>
		runWrite< User >( {
			request: () => apiPost< User >( '/auth/profile/remove-image' ),
			commit: ( user ) => received( api, owner, user ),
			success: { title: __( 'Afbeelding verwijderd', 'fitcoach' ) },
			failureTitle: __( 'Verwijderen mislukt', 'fitcoach' ),
			failure: failedText(),
		} );

/**
 * Changes one's own password; the confirmation is checked by the screen and never sent. The
 * server ends every other login and answers with a new one, which is stored.
 *
 * @param current The current password.
 * @param next    The new password.
 */
export const changePassword =
	( current: string, next: string ) =>
	(): Promise< WriteOutcome< PasswordChanged > > => {
		const title = __( 'Wachtwoord gewijzigd', 'fitcoach' );
		return runWrite< PasswordChanged >( {
			request: () =>
				apiPost< PasswordChanged >( '/auth/change-password', {
					current_password: current,
					new_password: next,
				} ),
			commit: ( response ) => {
				if ( response?.token ) {
					setStoredToken(
						response.token,
						response.refresh_token,
						response.screen_pass
					);
				}
			},
			success: ( response ) => {
				const message = response?.message?.trim();
				return {
					title,
					message: message && message !== title ? message : undefined,
				};
			},
			failureTitle: __( 'Wijzigen mislukt', 'fitcoach' ),
			failure: failedText(),
		} );
	};
