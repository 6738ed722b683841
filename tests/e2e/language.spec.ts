/**
 * English beside Dutch (issue 17): a member whose WordPress language is English gets the app in
 * English (screens, toasts, numbers with a decimal point) after logging in; a Dutch member on the
 * same device gets the spec's Dutch again. The coach sets the language as in WordPress, through
 * the user's profile (the REST API of wp-admin); it is put back afterwards on the server side.
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
	wpLogin,
} from './helpers';
import { restoreSiteAfterEachTest } from './site-state';

/**
 * Sets a demo user's WordPress language as the coach ('' for the site's).
 *
 * @param page   Page (its cookies are cleared afterwards).
 * @param login  The user's login.
 * @param locale Locale.
 */
async function setLanguage( page: Page, login: string, locale: string ) {
	await wpLogin( page, 'coach' );
	const config = await adminRestConfig( page );
	const headers = { 'X-WP-Nonce': config.nonce };
	const found = await page.request.get(
		`${ config.restRoot }wp/v2/users?search=${ login }&context=edit`,
		{ headers }
	);
	expect( found.status() ).toBe( 200 );
	const user = (
		( await found.json() ) as Array< {
			id: number;
			username: string;
		} >
	 ).find( ( candidate ) => candidate.username === login );
	expect( user ).toBeTruthy();
	const saved = await page.request.post(
		`${ config.restRoot }wp/v2/users/${ user?.id }`,
		{ headers, data: { locale } }
	);
	expect( saved.status() ).toBe( 200 );
	await page.context().clearCookies();
}

// Daan's language goes back after the test on the server side, also after a failure.
restoreSiteAfterEachTest();

test( 'an English member gets the app in English, a Dutch member in Dutch', async ( {
	page,
} ) => {
	await setLanguage( page, 'daan', 'en_US' );
	await page.goto( '/login' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'nl' );
	await fillLoginForm( page, 'daan', DEMO_PASSWORD );

	// The page is loaded again in English: the home screen and the bottom bar.
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'en' );
	await expect(
		page.getByRole( 'heading', {
			name: /^Good (morning|afternoon|evening)/,
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Measurements' } )
	).toBeVisible();
	// Home's weekly cards: their titles in English too.
	for ( const title of [
		'Average weight',
		'Average energy',
		'Workouts',
		'Weight lifted',
	] ) {
		await expect(
			page.getByRole( 'article', { name: title } )
		).toBeAttached();
	}
	await expect(
		page.getByRole( 'article', { name: 'Gemiddeld gewicht' } )
	).toHaveCount( 0 );

	// A toast in English, and the weight with a decimal point.
	await page.goto( '/metingen' );
	await page.getByRole( 'link', { name: 'Add Measurement' } ).click();
	const weight = ( 70 + ( Date.now() % 90 ) / 10 ).toFixed( 1 );
	await page.getByLabel( 'Weight (kg)' ).fill( weight );
	await page.getByLabel( 'Energy Level (1-10)' ).fill( '6' );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect( page.getByText( 'Measurement Added' ) ).toBeVisible();
	await expect(
		page.getByText( 'Your new measurement has been saved' )
	).toBeVisible();
	await expect(
		page
			.getByRole( 'link' )
			.filter( { hasText: `${ weight } kg` } )
			.first()
	).toBeVisible();

	// Same device, a Dutch member: the login screen is English (the last login's), the app
	// after logging in the spec's Dutch.
	await page.evaluate( () => window.localStorage.clear() );
	await page.goto( '/login' );
	await expect(
		page.getByRole( 'button', { name: 'Log in' } )
	).toBeVisible();
	await page.getByLabel( 'Username or email address' ).fill( 'sanne' );
	await page.getByLabel( 'Password', { exact: true } ).fill( DEMO_PASSWORD );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'nl' );
	await expect(
		page.getByRole( 'heading', {
			name: /^Goede(morgen|middag|avond)/,
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Metingen' } )
	).toBeVisible();
} );

test.describe( 'before any login', () => {
	// A browser that asks for English first (Accept-Language and navigator.languages).
	test.use( { locale: 'en-GB' } );

	test( 'the login screen follows the browser’s language where the site offers both', async ( {
		page,
	} ) => {
		await page.context().clearCookies();
		await page.goto( '/login' );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'en' );
		await expect(
			page.getByRole( 'button', { name: 'Log in' } )
		).toBeVisible();
		const cookies = await page.context().cookies();
		expect(
			cookies.find( ( cookie ) => 'fitcoach_locale' === cookie.name )
				?.value
		).toBe( 'en_US' );

		// A Dutch member logs in: the app in the spec's Dutch, whatever the browser's language.
		await page.getByLabel( 'Username or email address' ).fill( 'sanne' );
		await page
			.getByLabel( 'Password', { exact: true } )
			.fill( DEMO_PASSWORD );
		await page.getByRole( 'button', { name: 'Log in' } ).click();
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'nl' );
		await expect(
			page.getByRole( 'link', { name: 'Metingen' } )
		).toBeVisible();
		await page.context().clearCookies();
	} );
} );
