/**
 * Private progress photos (issue 29, item 2): the files of a check-in photo are never reachable
 * by their own address. The e2e server (PHP's built-in server, tools/runtime/router.php) refuses
 * wp-content/uploads/fitcoach-private/ as Apache's .htaccess there ('Require all denied') and the
 * README's nginx rule do; the photo comes only from GET /wp-json/fitcoach/v1/photos/{id}, to its
 * member with a valid login.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'child_process';
import * as path from 'path';

/**
 * Internal dependencies
 */
import { apiKey } from './helpers';

const ROOT = path.resolve( __dirname, '../..' );
const SCRIPT = path.join( ROOT, 'tests/php/fixtures/e2e-private-photo.php' );

/** What the fixture stored. */
interface StoredPhoto {
	member: number;
	login: string;
	password: string;
	photo: number;
	hash: string;
	full: string;
	thumb: string;
	folder: string;
	index: string;
	htaccess: string;
	exists: boolean;
}

/**
 * Runs the fixture script against the e2e site and returns its JSON answer.
 *
 * @param args Arguments.
 */
function fixture( args: string[] ): Record< string, unknown > {
	const { FITCOACH_WP_DIR: _outer, ...env } = process.env;
	const output = execFileSync( 'php', [ SCRIPT, ...args ], {
		cwd: ROOT,
		env: {
			...env,
			FITCOACH_INSTANCE: process.env.FITCOACH_E2E_INSTANCE || 'e2e',
			FITCOACH_URL: `http://localhost:${ process.env.FITCOACH_E2E_PORT }`,
		},
		encoding: 'utf8',
		timeout: 120_000,
	} );
	const lines = output.trim().split( '\n' );
	return JSON.parse( lines[ lines.length - 1 ] ) as Record< string, unknown >;
}

test.describe( 'Privé voortgangsfoto’s', () => {
	let stored: StoredPhoto;

	test.beforeEach( () => {
		stored = fixture( [ 'store' ] ) as unknown as StoredPhoto;
		expect( stored.exists ).toBe( true );
	} );

	test.afterEach( () => {
		expect( fixture( [ 'remove', String( stored.member ) ] ) ).toEqual( {
			removed: true,
		} );
	} );

	test( 'the stored files are refused over HTTP; the photo comes only through the REST route with a login', async ( {
		request,
	} ) => {
		expect( stored.full ).toContain(
			'/wp-content/uploads/fitcoach-private/'
		);

		// Every address below the folder, as a copied or guessed URL: refused, never the image.
		const addresses = [
			stored.full,
			stored.thumb,
			`${ stored.full }?v=${ stored.hash }`,
			stored.folder,
			stored.index,
			stored.htaccess,
			stored.full.replace( '/uploads/', '//uploads/' ),
			stored.full.replace( 'fitcoach-private', 'FITCOACH-PRIVATE' ),
			stored.full.replace( 'fitcoach-private', 'fitcoach%2Dprivate' ),
		];
		for ( const address of addresses ) {
			const response = await request.get( address, {
				maxRedirects: 0,
			} );
			expect( [ 403, 404 ], address ).toContain( response.status() );
			expect(
				response.headers()[ 'content-type' ] ?? '',
				address
			).not.toContain( 'image/' );
		}

		// The REST route: no login, 401; the member's own login, the JPEG, private caching.
		const key = await apiKey( request );
		const route = `/wp-json/fitcoach/v1/photos/${ stored.photo }?size=thumb&v=${ stored.hash }`;
		const anonymous = await request.get( route, {
			headers: { 'X-FitCoach-Key': key },
		} );
		expect( anonymous.status() ).toBe( 401 );

		const login = await request.post( '/wp-json/fitcoach/v1/auth/login', {
			data: { username: stored.login, password: stored.password },
		} );
		expect( login.status() ).toBe( 200 );
		const { token } = ( await login.json() ) as { token: string };
		const own = await request.get( route, {
			headers: {
				'X-FitCoach-Key': key,
				Authorization: `Bearer ${ token }`,
			},
		} );
		expect( own.status() ).toBe( 200 );
		expect( own.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
		expect( own.headers()[ 'cache-control' ] ).toBe(
			'private, max-age=31536000, immutable'
		);
		const bytes = await own.body();
		expect( bytes.subarray( 0, 3 ) ).toEqual(
			Buffer.from( [ 0xff, 0xd8, 0xff ] )
		);
	} );
} );
