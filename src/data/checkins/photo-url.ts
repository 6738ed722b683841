/**
 * A progress photo's bytes for the screens. Photos are served only with the login (GET
 * /photos/{id}), so the bytes are read through the API client (its Bearer middleware; the token
 * never goes into an address) and handed out as an object URL, revoked when the image goes away.
 * The bytes are not store data (a Blob does not belong in the @wordpress/data state), so this
 * read lives with the store as a hook tied to the image's life, and screens never call the client.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { apiGetFile } from '../../api/client';

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
