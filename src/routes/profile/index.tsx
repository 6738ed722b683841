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
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiGet, errorMessage } from '../../api/client';
import type { User } from '../../api/types';
import { useConfirm } from '../../components/ConfirmDialog';
import ErrorState from '../../components/ErrorState';
import { store as connectionStore } from '../../data/connection';
import Spinner from '../../components/Spinner';
import { LogoutIcon } from '../../components/member/icons';
import { useAuth } from '../../store/auth';
import PasswordForm from './PasswordForm';
import ProfileForm from './ProfileForm';
import ProfilePicture from './Picture';
import type { ProfileData } from './types';
import { failedText } from './types';
import '../../components/member/style.scss';
import './style.scss';

export default function ProfileScreen() {
	const { user, switchedUser, setUser, logout } = useAuth();
	const [ profile, setProfile ] = useState< ProfileData | null >(
		switchedUser ? null : user
	);
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ reloadKey, setReloadKey ] = useState( 0 );
	const [ loggingOut, setLoggingOut ] = useState( false );
	const confirm = useConfirm();
	const pending = useSelect(
		( select ) => select( connectionStore ).getPendingCount(),
		[]
	);

	useEffect( () => {
		if ( ! switchedUser ) {
			setProfile( user );
			return;
		}
		let active = true;
		setLoadError( null );
		apiGet< ProfileData & { imageUrl?: string | null } >(
			`/admin/users/${ switchedUser.id }`
		).then(
			( member ) => {
				if ( active ) {
					setProfile( {
						...member,
						profile_image:
							member.profile_image ?? member.imageUrl ?? null,
					} );
				}
			},
			( error: unknown ) => {
				if ( active ) {
					setLoadError( errorMessage( error, failedText() ) );
				}
			}
		);
		return () => {
			active = false;
		};
	}, [ user, switchedUser, reloadKey ] );

	/**
	 * Takes a user object the profile routes answer with.
	 *
	 * @param next The saved user.
	 */
	const received = ( next: User ) => {
		setProfile( next );
		if ( ! switchedUser ) {
			setUser( next );
		}
	};

	if ( ! profile ) {
		return (
			<div className="fc-page fc-profile">
				{ loadError ? (
					<ErrorState
						message={ loadError }
						onRetry={ () => setReloadKey( ( key ) => key + 1 ) }
					/>
				) : (
					<Spinner block size="large" />
				) }
			</div>
		);
	}

	return (
		<div className="fc-page fc-profile">
			<ProfilePicture profile={ profile } onSaved={ received } />
			<ProfileForm
				profile={ profile }
				ownProfile={ ! switchedUser }
				onSaved={ received }
			/>
			{ ! switchedUser && <PasswordForm /> }
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
