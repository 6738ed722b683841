/**
 * A progress photo. Photos are served only with the login (GET /photos/{id}, never a public
 * address), so the bytes are read through the API client (its Bearer middleware; the token never
 * goes into an address) and shown through an object URL, revoked when the image goes away. The
 * addresses carry the photo's content hash: the browser's private cache may answer them.
 *
 * The bytes are not store data (a Blob does not belong in the @wordpress/data state): this is the
 * one read in an effect, tied to the image's life.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiGetFile } from '../../api/client';
import type { CheckInPhoto } from '../../data/checkins';

/**
 * An object URL of a photo's bytes, null while they are read (or could not be).
 *
 * @param path The photo's path below the REST root (its thumb or full).
 * @return The URL, and whether the read failed.
 */
export function usePhotoUrl( path: string ): {
	url: string | null;
	failed: boolean;
} {
	const [ state, setState ] = useState< {
		path: string;
		url: string | null;
		failed: boolean;
	} >( { path, url: null, failed: false } );
	useEffect( () => {
		let alive = true;
		let made: string | null = null;
		apiGetFile( path ).then(
			( blob ) => {
				if ( ! alive ) {
					return;
				}
				made = URL.createObjectURL( blob );
				setState( { path, url: made, failed: false } );
			},
			() => {
				if ( alive ) {
					setState( { path, url: null, failed: true } );
				}
			}
		);
		return () => {
			alive = false;
			if ( made ) {
				URL.revokeObjectURL( made );
			}
		};
	}, [ path ] );
	return state.path === path
		? { url: state.url, failed: state.failed }
		: { url: null, failed: false };
}

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
