/**
 * A progress photo. Photos are served only with the login (GET /photos/{id}, never a public
 * address), so the bytes are read through the API client (its Bearer middleware; the token never
 * goes into an address) and shown through an object URL, revoked when the image goes away. The
 * addresses carry the photo's content hash: the browser's private cache may answer them.
 *
 * The bytes are read by the data layer's usePhotoUrl (src/data/checkins/photo-url.ts).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePhotoUrl } from '../../data/checkins';
import type { CheckInPhoto } from '../../data/checkins';

interface PhotoProps {
	photo: CheckInPhoto;
	/** 'thumb' in lists, 'full' in the comparison. */
	size?: 'thumb' | 'full';
	/** What the photo shows ('Voorkant, 12 mei 2025'). */
	alt: string;
	className?: string;
}

export default function Photo( {
	photo,
	size = 'thumb',
	alt,
	className,
}: PhotoProps ) {
	const { url, failed } = usePhotoUrl(
		'full' === size ? photo.full : photo.thumb
	);
	const classes = [ 'fc-checkin-photo', className ]
		.filter( Boolean )
		.join( ' ' );
	if ( failed ) {
		return (
			<span
				className={ `${ classes } is-failed` }
				role="img"
				aria-label={ alt }
			>
				{ __( 'Foto niet geladen', 'fitcoach' ) }
			</span>
		);
	}
	if ( ! url ) {
		return (
			<span
				className={ `${ classes } is-loading` }
				role="img"
				aria-label={ alt }
				aria-busy="true"
			/>
		);
	}
	return (
		<img
			className={ classes }
			src={ url }
			alt={ alt }
			width={ photo.width || undefined }
			height={ photo.height || undefined }
		/>
	);
}
