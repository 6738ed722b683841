/**
 * The profile picture (spec §2 Profiel): change it (uploaded right after a valid pick: png/jpeg/jpg
 * of at most 5 MB, checked in the browser first, with an overlay spinner) or remove it with the x.
 * The name and e-mail address are shown under it.
 */

/**
 * External dependencies
 */
import type { ChangeEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Avatar from '../../components/Avatar';
import Spinner from '../../components/Spinner';
import { CameraIcon, CloseIcon } from '../../components/member/icons';
import { notify } from '../../data/notices';
import { store } from '../../data/profile';
import type { ProfileData, ProfileOwner } from '../../data/profile';
import { checkProfileImage } from '../../lib/member/profileImage';

export default function ProfilePicture( {
	profile,
	owner,
}: {
	profile: ProfileData;
	/** The user's own profile (null), or the id of a member viewed by an admin. */
	owner: ProfileOwner;
} ) {
	const { uploadPicture, removePicture } = useDispatch( store );
	const fileInput = useRef< HTMLInputElement | null >( null );
	const [ busy, setBusy ] = useState< 'uploading' | 'removing' | null >(
		null
	);

	const pick = async ( event: ChangeEvent< HTMLInputElement > ) => {
		const file = event.target.files?.[ 0 ];
		event.target.value = '';
		if ( ! file ) {
			return;
		}
		const problem = await checkProfileImage( file );
		if ( problem ) {
			notify( 'error', problem.title, problem.message );
			return;
		}
		setBusy( 'uploading' );
		await uploadPicture( owner, file );
		setBusy( null );
	};

	const removeImage = async () => {
		setBusy( 'removing' );
		await removePicture( owner );
		setBusy( null );
	};

	const name =
		[ profile.first_name, profile.last_name ]
			.filter( Boolean )
			.join( ' ' ) ||
		profile.display_name ||
		'';
	const uploading = 'uploading' === busy;
	const pictureBusy = null !== busy;

	return (
		<section
			className="fc-profile__hero"
			aria-label={ __( 'Profielfoto', 'fitcoach' ) }
		>
			<div className="fc-profile__picture">
				<Avatar
					image={ profile.profile_image }
					firstName={ profile.first_name }
					lastName={ profile.last_name }
					size={ 112 }
					alt={ name }
				/>
				{ pictureBusy && (
					<div className="fc-profile__overlay">
						<Spinner
							size="medium"
							label={
								uploading
									? __( 'Foto uploaden', 'fitcoach' )
									: __( 'Foto verwijderen', 'fitcoach' )
							}
						/>
					</div>
				) }
				<button
					type="button"
					className="fc-profile__change"
					onClick={ () => fileInput.current?.click() }
					disabled={ pictureBusy }
					aria-label={ __( 'Profielfoto wijzigen', 'fitcoach' ) }
				>
					<CameraIcon size={ 18 } />
				</button>
				{ profile.profile_image && (
					<button
						type="button"
						className="fc-profile__remove"
						onClick={ removeImage }
						disabled={ pictureBusy }
						aria-label={ __(
							'Profielfoto verwijderen',
							'fitcoach'
						) }
					>
						<CloseIcon size={ 16 } />
					</button>
				) }
				<input
					ref={ fileInput }
					className="fc-sr-only"
					type="file"
					accept="image/png,image/jpeg,.png,.jpg,.jpeg"
					onChange={ pick }
					tabIndex={ -1 }
					aria-label={ __( 'Kies een profielfoto', 'fitcoach' ) }
					data-testid="profile-image-input"
				/>
			</div>
			<h1 className="fc-profile__name">{ name }</h1>
			{ profile.email && (
				<p className="fc-profile__email">{ profile.email }</p>
			) }
		</section>
	);
}
