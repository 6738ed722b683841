/**
 * The first screen in one round trip (issue 15): the app page sends the login's and the screen's
 * reads itself, with the screen's code, so the app asks for nothing twice, and the settings come
 * with the page. The guards are unchanged: a token that does not work still ends on the login.
 */

/**
 * External dependencies
 */
import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { STORAGE, loginViaApi } from './helpers';

const API = '/wp-json/fitcoach/v1/';

/**
 * The fitcoach/v1 reads a page makes from now on, as endpoint paths ('auth/me').
 *
 * @param page Page.
 */
function recordReads( page: Page ): string[] {
	const reads: string[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		if ( url.pathname.startsWith( API ) ) {
			reads.push( url.pathname.slice( API.length ) );
		}
	} );
	return reads;
}

/**
 * A token shaped like the app's (a JWT) that the server does not accept.
 *
 * @param expiresIn Seconds from now to its `exp` (negative: expired).
 */
function unusableToken( expiresIn: number ): string {
	const part = ( value: object ) =>
		Buffer.from( JSON.stringify( value ) ).toString( 'base64url' );
	return [
		part( { alg: 'HS256', typ: 'JWT' } ),
		part( {
			sub: '3',
			exp: Math.floor( Date.now() / 1000 ) + expiresIn,
		} ),
		'bm90LXNpZ25lZA',
	].join( '.' );
}

test( 'Home opens with one request for the login and none for the settings', async ( {
	page,
} ) => {
	await loginViaApi( page, 'sanne' );
	const reads = recordReads( page );
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: /Sanne/ } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Voortgang deze week' } )
	).toBeVisible();
	// Every read of Home answered: both charts are no longer loading.
	for ( const chart of [ 'weight-trend-chart', 'weight-volume-chart' ] ) {
		await expect( page.getByTestId( chart ) ).toBeVisible();
		await expect( page.getByTestId( chart ) ).not.toHaveAttribute(
			'aria-busy',
			'true'
		);
	}
	await expect( page.getByText( 'Gemiddeld gewicht' ) ).toBeVisible();

	expect( reads.filter( ( read ) => 'auth/me' === read ) ).toHaveLength( 1 );
	expect( reads.filter( ( read ) => 'app/settings' === read ) ).toHaveLength(
		0
	);
	// Each of Home's reads once: the page's answer stood in for the app's call.
	for ( const read of [
		'workouts',
		'stats/progress',
		'stats/weight-trend',
		'stats/weight-volume',
	] ) {
		expect(
			reads.filter( ( made ) => made === read ),
			read
		).toHaveLength( 1 );
	}
} );

test( 'an expired token in storage still ends on the login', async ( {
	page,
} ) => {
	await page.goto( '/login' );
	await page.evaluate(
		( [ keys, token ] ) => localStorage.setItem( keys.token, token ),
		[ STORAGE, unusableToken( -600 ) ] as const
	);
	const reads = recordReads( page );
	await page.goto( '/metingen' );
	await expect( page ).toHaveURL( /\/login\?redirect=(%2F|\/)metingen$/ );
	await expect(
		page.getByRole( 'button', { name: 'Inloggen' } )
	).toBeVisible();
	// The page sent nothing with a token it could see had expired: only the app asked.
	expect( reads.filter( ( read ) => 'auth/me' === read ) ).toHaveLength( 1 );
	expect(
		reads.filter( ( read ) => read.startsWith( 'measurements' ) )
	).toHaveLength( 0 );
	expect(
		await page.evaluate(
			( keys ) => localStorage.getItem( keys.token ),
			STORAGE
		)
	).toBeNull();
} );

test( 'a token the server refuses is asked again by the app and ends on the login', async ( {
	page,
} ) => {
	await page.goto( '/login' );
	await page.evaluate(
		( [ keys, token ] ) => localStorage.setItem( keys.token, token ),
		[ STORAGE, unusableToken( 600 ) ] as const
	);
	const reads = recordReads( page );
	await page.goto( '/training' );
	await expect( page ).toHaveURL( /\/login\?redirect=(%2F|\/)training$/ );
	await expect(
		page.getByRole( 'button', { name: 'Inloggen' } )
	).toBeVisible();
	// The page's 401 was dropped: the app made its own call, which ended the login.
	expect( reads.filter( ( read ) => 'auth/me' === read ) ).toHaveLength( 2 );
	expect(
		await page.evaluate(
			( keys ) => localStorage.getItem( keys.token ),
			STORAGE
		)
	).toBeNull();
} );
