/**
 * A logout made without a connection (issue 26): the app logs out at once, and when the
 * connection returns it tells the server, which ends that login: its access and refresh tokens
 * and its screen pass stop working.
 */

/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	apiKey,
	DEMO_PASSWORD,
	loginViaApi,
	serviceWorkerReady,
} from './helpers';

const API = '/wp-json/fitcoach/v1';

test( 'a logout made offline ends the login on the server when the connection returns', async ( {
	page,
	context,
	request,
} ) => {
	test.setTimeout( 90_000 );
	const login = ( await loginViaApi(
		page,
		'sanne',
		DEMO_PASSWORD,
		true
	) ) as {
		token: string;
		refresh_token?: string;
		screen_pass?: string;
	};
	expect( login.refresh_token ).toBeTruthy();
	expect( login.screen_pass ).toBeTruthy();
	const key = await apiKey( request );

	// What the server says of the login, asked beside the phone (its network is off).
	const verify = async ( client: APIRequestContext ) =>
		(
			await client.get( `${ API }/auth/verify`, {
				headers: {
					Authorization: `Bearer ${ login.token }`,
					'X-FitCoach-Key': key,
				},
			} )
		).status();
	const pageWithPass = async () =>
		(
			await request.get( '/', {
				headers: { Cookie: `fitcoach_screen=${ login.screen_pass }` },
			} )
		).headers()[ 'x-fitcoach-first-screen' ];
	expect( await pageWithPass() ).toBeTruthy();

	await page.goto( '/profile' );
	const logout = page.getByRole( 'button', { name: 'Uitloggen' } );
	await expect( logout ).toBeVisible();
	await serviceWorkerReady( page );

	await context.setOffline( true );
	try {
		await logout.click();
		await expect(
			page.getByRole( 'button', { name: 'Inloggen' } )
		).toBeVisible();
		// Logged out on the phone; the server has not heard of it yet.
		expect(
			await page.evaluate( () =>
				window.localStorage.getItem( 'fitcoach_token' )
			)
		).toBeNull();
		expect( await verify( request ) ).toBe( 200 );
	} finally {
		await context.setOffline( false );
	}

	// The connection is back: the waiting logout goes out and the login ends.
	await expect
		.poll( () => verify( request ), { timeout: 20_000 } )
		.toBe( 401 );
	const refreshed = await request.post( `${ API }/auth/refresh`, {
		headers: { 'X-FitCoach-Key': key },
		data: { refresh_token: login.refresh_token },
	} );
	expect( refreshed.status() ).toBe( 401 );
	expect( await pageWithPass() ).toBeUndefined();
} );
