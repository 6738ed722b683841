/**
 * Browser-side check of a picked profile picture (spec §5): png, jpeg or jpg only, at most 5 MB.
 * The type is checked by name and MIME type and by the file's first bytes, so a text file
 * renamed .png is refused too.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** Maximum size of a profile picture (5 MB). */
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;

const ALLOWED_TYPES = [ 'image/png', 'image/jpeg', 'image/jpg' ];
const ALLOWED_EXTENSIONS = [ 'png', 'jpeg', 'jpg' ];

export interface ImageProblem {
	title: string;
	message: string;
}

/** The refusal for a wrong type. */
export function invalidTypeProblem(): ImageProblem {
	return {
		title: __( 'Ongeldig bestandstype', 'fitcoach' ),
		message: __(
			'Alleen PNG en JPEG bestanden zijn toegestaan',
			'fitcoach'
		),
	};
}

/** The refusal for a file over 5 MB. */
export function tooLargeProblem(): ImageProblem {
	return {
		title: __( 'Bestand te groot', 'fitcoach' ),
		message: __( 'Maximaal 5MB toegestaan', 'fitcoach' ),
	};
}

/**
 * Whether the first bytes are a PNG or JPEG signature.
 *
 * @param bytes The start of the file.
 */
export function hasImageSignature( bytes: Uint8Array ): boolean {
	const png = [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ];
	if (
		bytes.length >= png.length &&
		png.every( ( byte, i ) => bytes[ i ] === byte )
	) {
		return true;
	}
	return (
		bytes.length >= 3 &&
		0xff === bytes[ 0 ] &&
		0xd8 === bytes[ 1 ] &&
		0xff === bytes[ 2 ]
	);
}

function readStart( file: Blob, length: number ): Promise< Uint8Array > {
	const slice = file.slice( 0, length );
	if ( 'function' === typeof slice.arrayBuffer ) {
		return slice
			.arrayBuffer()
			.then( ( buffer ) => new Uint8Array( buffer ) );
	}
	return new Promise( ( resolve, reject ) => {
		const reader = new FileReader();
		reader.onload = () =>
			resolve( new Uint8Array( reader.result as ArrayBuffer ) );
		reader.onerror = () => reject( reader.error );
		reader.readAsArrayBuffer( slice );
	} );
}

/**
 * Checks name and MIME type, then size, then the content's signature.
 *
 * @param file The picked file.
 * @return null when the file may be uploaded, else the refusal to show.
 */
export async function checkProfileImage(
	file: File
): Promise< ImageProblem | null > {
	const extension = file.name.includes( '.' )
		? file.name.split( '.' ).pop()!.toLowerCase()
		: '';
	const type = file.type.toLowerCase();
	if (
		! ALLOWED_EXTENSIONS.includes( extension ) ||
		( type && ! ALLOWED_TYPES.includes( type ) )
	) {
		return invalidTypeProblem();
	}
	if ( file.size > MAX_PROFILE_IMAGE_BYTES ) {
		return tooLargeProblem();
	}
	try {
		if ( ! hasImageSignature( await readStart( file, 8 ) ) ) {
			return invalidTypeProblem();
		}
	} catch {
		return invalidTypeProblem();
	}
	return null;
}
