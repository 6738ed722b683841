/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { checkProfileImage, MAX_PROFILE_IMAGE_BYTES } from './profileImage';

const PNG = [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13 ];

const file = (
	bytes: number[] | string,
	name: string,
	type: string,
	size?: number
): File => {
	const content = 'string' === typeof bytes ? bytes : new Uint8Array( bytes );
	const result = new File( [ content ], name, { type } );
	if ( undefined !== size ) {
		Object.defineProperty( result, 'size', { value: size } );
	}
	return result;
};

describe( 'checkProfileImage', () => {
	it( 'accepts a PNG and a JPEG', async () => {
		await expect(
			checkProfileImage( file( PNG, 'me.png', 'image/png' ) )
		).resolves.toBeNull();
		await expect(
			checkProfileImage(
				file( [ 0xff, 0xd8, 0xff, 0xe0 ], 'me.JPG', 'image/jpeg' )
			)
		).resolves.toBeNull();
	} );

	it( 'refuses other types by name or MIME type', async () => {
		const refusal = {
			title: 'Ongeldig bestandstype',
			message: 'Alleen PNG en JPEG bestanden zijn toegestaan',
		};
		await expect(
			checkProfileImage( file( 'GIF89a', 'me.gif', 'image/gif' ) )
		).resolves.toEqual( refusal );
		await expect(
			checkProfileImage( file( PNG, 'me.png', 'image/webp' ) )
		).resolves.toEqual( refusal );
	} );

	it( 'refuses a text file renamed .png by its content', async () => {
		await expect(
			checkProfileImage(
				file( 'hallo wereld', 'notes.png', 'image/png' )
			)
		).resolves.toEqual( {
			title: 'Ongeldig bestandstype',
			message: 'Alleen PNG en JPEG bestanden zijn toegestaan',
		} );
	} );

	it( 'refuses more than 5 MB', async () => {
		await expect(
			checkProfileImage(
				file( PNG, 'big.png', 'image/png', MAX_PROFILE_IMAGE_BYTES + 1 )
			)
		).resolves.toEqual( {
			title: 'Bestand te groot',
			message: 'Maximaal 5MB toegestaan',
		} );
		await expect(
			checkProfileImage(
				file( PNG, 'ok.png', 'image/png', MAX_PROFILE_IMAGE_BYTES )
			)
		).resolves.toBeNull();
	} );
} );
