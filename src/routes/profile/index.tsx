/**
 * Profile (/profile): the picture, the profile form, the password change and 'Uitloggen' (spec §2
 * Profiel), each its own component.
 *
 * While an admin views the app as a member, the profile routes act for that member: the member's
 * data is read from the admin users route, the admin's own login is left alone, and the password
 * form (which always changes the admin's own password) is not shown. A new e-mail address is then
 * not set but mailed to for the member's confirmation; the screen says so.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useConfirm } from '../../components/ConfirmDialog';
import ErrorState from '../../components/ErrorState';
import { store as connectionStore } from '../../data/connection';
import { useProfile } from '../../data/profile';
import Spinner from '../../components/Spinner';
import { LogoutIcon } from '../../components/member/icons';
import { useAuth } from '../../data/auth';
import PasswordForm from './PasswordForm';
import ProfileForm from './ProfileForm';
import ProfilePicture from './Picture';
import '../../components/member/style.scss';
import './style.scss';

export default function ProfileScreen() {
	const { logout } = useAuth();
	// One's own profile, or the member's while an administrator views the app as her: read
	// through the profile store, which keeps the answer, the failure and whether it is read.
	const { profile, owner, error: loadError, retry } = useProfile();
	const [ loggingOut, setLoggingOut ] = useState( false );
	const confirm = useConfirm();
	const pending = useSelect(
		( select ) => select( connectionStore ).getPendingCount(),
		[]
	);

	if ( ! profile ) {
		return (
			<div className="fc-page fc-profile">
				{ loadError ? (
					<ErrorState message={ loadError } onRetry={ retry } />
				) : (
					<Spinner block size="large" />
				) }
			</div>
		);
	}

	return (
		<div className="fc-page fc-profile">
			<ProfilePicture profile={ profile } owner={ owner } />
			<ProfileForm profile={ profile } owner={ owner } />
			{ null === owner && <PasswordForm /> }
			<button
				type="button"
				className="fc-button fc-button--ghost fc-button--block fc-profile__logout"
				onClick={ async () => {
					// Changes still in the outbox are kept for this user's next login, but not sent
					// before it: the member decides.
					if (
						pending > 0 &&
						! ( await confirm( {
							type: 'warning',
							title: __(
								'Wijzigingen nog niet verstuurd',
								'fitcoach'
							),
							message: sprintf(
								/* translators: %d: number of changes saved offline. */
								_n(
									'%d wijziging is nog niet verstuurd. Die wordt pas verstuurd als je weer inlogt op dit apparaat.',
									'%d wijzigingen zijn nog niet verstuurd. Die worden pas verstuurd als je weer inlogt op dit apparaat.',
									pending,
									'fitcoach'
								),
								pending
							),
							confirmText: __( 'Toch uitloggen', 'fitcoach' ),
							cancelText: __( 'Annuleren', 'fitcoach' ),
						} ) )
					) {
						return;
					}
					setLoggingOut( true );
					await logout();
				} }
				disabled={ loggingOut }
			>
				<LogoutIcon size={ 18 } />
				{ __( 'Uitloggen', 'fitcoach' ) }
			</button>
		</div>
	);
}
