/**
 * The app's address (App-adres, issue 17): the coach moves the app from the site root to /app in
 * wp-admin. A member then uses the app there (login, a new measurement in the list, a reset
 * link that points below /app), while the site's own homepage and a page named 'training' answer
 * as WordPress pages again.
 *
 * The address and the page are put back after each test on the server side (tests/e2e/site-state.ts),
 * also after a failure or a timeout, so the other specs find the app at the site root. The member's
 * part is a test of its own, with the address set on the server, so each part has its own time.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	adminRestConfig,
	DEMO_PASSWORD,
	fillLoginForm,
	type AdminRestConfig,
	linkIn,
	pathOf,
	waitForMail,
	wpLogin,
} from './helpers';
import {
	restoreSite,
	restoreSiteAfterEachTest,
	siteSnapshot,
} from './site-state';

/**
 * Logs in to WordPress as the coach and opens FitCoach → Instellingen.
 *
 * @param page Page.
 * @return The settings page's REST settings.
 */
async function openSettingsAsCoach( page: Page ): Promise< AdminRestConfig > {
	await wpLogin( page, 'coach' );
	const config = await adminRestConfig( page );
	await expect(
		page.getByLabel( 'App-adres', { exact: true } )
	).toBeVisible();
	return config;
}

restoreSiteAfterEachTest();

test( 'the coach moves the app to /app; the site keeps its homepage and its own training page', async ( {
	page,
} ) => {
	page.on( 'dialog', ( dialog ) => dialog.accept() );
	const config = await openSettingsAsCoach( page );
	const created = await page.request.post(
		`${ config.restRoot }wp/v2/pages`,
		{
			headers: {
				'X-WP-Nonce': config.nonce,
				'X-FitCoach-Key': config.apiKey,
			},
			data: {
				title: 'Training',
				slug: 'training',
				status: 'publish',
				content: '<p>Onze eigen trainingspagina.</p>',
			},
		}
	);
	expect( created.status() ).toBe( 201 );

	// At the site root the app hides that page: the settings screen names it.
	await page.reload();
	const warning = page.locator( '.fitcoach-notice' ).filter( {
		hasText: 'niet meer te bereiken',
	} );
	await expect( warning ).toContainText( '/training' );

	await page.getByLabel( 'App-adres', { exact: true } ).fill( 'app' );
	await page.getByRole( 'button', { name: 'Instellingen opslaan' } ).click();
	await expect(
		page
			.locator( '#fitcoach-admin-settings' )
			.getByText( /Instellingen opgeslagen/ )
	).toBeVisible();
	await expect( warning ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'link', { name: /\/app\/$/ } )
	).toBeVisible();

	// The site is its own again at the root and at /training; the app answers below /app.
	const home = await page.request.get( '/' );
	expect( home.status() ).toBe( 200 );
	const homeHtml = await home.text();
	expect( homeHtml ).not.toContain( 'id="fitcoach-app"' );
	expect( homeHtml ).toMatch( /<body[^>]*class="[^"]*\bhome\b/ );
	await page.goto( '/training' );
	await expect(
		page.getByText( 'Onze eigen trainingspagina.' )
	).toBeVisible();
	await expect( page.locator( '#fitcoach-app' ) ).toHaveCount( 0 );
	expect( await ( await page.request.get( '/app/login' ) ).text() ).toContain(
		'id="fitcoach-app"'
	);
} );

test( 'a member uses the app below /app: login, a new measurement, a deep link and the reset mail', async ( {
	page,
} ) => {
	// The address as the settings screen saves it (the test above covers the screen).
	restoreSite( { ...siteSnapshot(), app_path: 'app' } );

	await page.goto( '/app/login' );
	await fillLoginForm( page, 'sanne', DEMO_PASSWORD );
	await expect( page ).toHaveURL( /\/app\/$/ );
	await page.goto( '/app/metingen' );
	await page.getByRole( 'link', { name: 'Meting Toevoegen' } ).click();
	await expect( page ).toHaveURL( /\/app\/metingen\/nieuw$/ );
	const weight = 60 + ( Date.now() % 90 ) / 10;
	const text = weight.toFixed( 1 ).replace( '.', ',' );
	await page.getByLabel( 'Gewicht (kg)' ).fill( weight.toFixed( 1 ) );
	await page.getByLabel( 'Energie Level (1-10)' ).fill( '7' );
	await page.getByRole( 'button', { name: 'Opslaan' } ).click();
	await expect( page.getByText( 'Meting Toegevoegd' ) ).toBeVisible();
	await expect( page ).toHaveURL( /\/app\/metingen$/ );
	await expect(
		page
			.getByRole( 'link' )
			.filter( { hasText: `${ text } kg` } )
			.first()
	).toBeVisible();
	// A deep link reloads into the app.
	await page.reload();
	await expect(
		page.getByRole( 'link', { name: 'Meting Toevoegen' } )
	).toBeVisible();

	// The reset mail links below /app.
	await page.evaluate( () => window.localStorage.clear() );
	const since = Date.now();
	await page.goto( '/app/forgot-password' );
	await page.getByLabel( 'E-mailadres of gebruikersnaam' ).fill( 'daan' );
	await page.getByRole( 'button', { name: 'Verstuur reset link' } ).click();
	const mail = await waitForMail( { to: 'daan@fitcoach.test', since } );
	const link = pathOf( linkIn( mail, '/reset-password/' ) );
	expect( link ).toMatch( /^\/app\/reset-password\/[^/?]+\?user=daan$/ );
	await page.goto( link );
	await expect( page ).toHaveTitle( /^Wachtwoord Resetten – / );
} );

test( 'after the tests that moved it, the app is back at the site root', async ( {
	request,
} ) => {
	// The restore after each test above (tests/e2e/site-state.ts), seen from outside.
	const login = await request.get( '/login' );
	expect( login.status() ).toBe( 200 );
	expect( await login.text() ).toContain( 'id="fitcoach-app"' );
	const moved = await request.get( '/app/login' );
	expect( await moved.text() ).not.toContain( 'id="fitcoach-app"' );
} );
