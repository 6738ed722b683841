/**
 * Guest journeys on the phone (spec §2 guards and guest screens, §4 authentication, issue 2
 * "Shown by"):
 * - a guest opening /metingen lands on the login with the redirect, and after logging in on /metingen;
 * - a wrong password shows the spec's message;
 * - forgot password → the mail in the outbox → its reset link → a new password → logging in with
 *   it works and with the old one no longer (as daan, so other specs keep sanne's password; the
 *   old password is restored afterwards through a second reset).
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	DEMO_PASSWORD,
	DEMO_USERS,
	STORAGE,
	fillLoginForm,
	linkIn,
	login,
	pathOf,
	waitForMail,
} from './helpers';

/**
 * Asks for a reset link for a user and sets a new password through it.
 *
 * @param page        Page.
 * @param userLogin   Login name or e-mail address typed into the form.
 * @param email       Where the mail goes.
 * @param newPassword The new password.
 */
async function resetPassword(
	page: Page,
	userLogin: string,
	email: string,
	newPassword: string
) {
	const since = Date.now();
	await page.goto( '/login' );
	await page.getByRole( 'link', { name: 'Wachtwoord vergeten?' } ).click();
	await expect( page ).toHaveURL( /\/forgot-password$/ );
	await expect( page ).toHaveTitle( /^Wachtwoord Vergeten – / );
	await page.getByLabel( 'E-mailadres of gebruikersnaam' ).fill( userLogin );
	await page.getByRole( 'button', { name: 'Verstuur reset link' } ).click();
	await expect(
		page.getByText(
			'Als het e-mailadres bestaat, is er een wachtwoord reset link verstuurd.'
		)
	).toBeVisible();

	const mail = await waitForMail( { to: email, since } );
	const link = linkIn( mail, '/reset-password/' );
	expect( link ).toMatch( /\/reset-password\/[^/?]+\?user=/ );

	await page.goto( pathOf( link ) );
	await expect( page ).toHaveTitle( /^Wachtwoord Resetten – / );
	await expect( page.getByText( 'Minimaal 8 karakters' ) ).toBeVisible();
	await page.getByLabel( 'Nieuw wachtwoord' ).fill( newPassword );
	await page.getByLabel( 'Bevestig wachtwoord' ).fill( newPassword + 'x' );
	await expect(
		page.getByText( 'Wachtwoorden komen niet overeen' )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Wachtwoord Resetten' } )
	).toBeDisabled();
	await page.getByLabel( 'Bevestig wachtwoord' ).fill( newPassword );
	await page.getByRole( 'button', { name: 'Wachtwoord Resetten' } ).click();
	await expect(
		page.getByRole( 'link', { name: 'Ga naar inloggen' } )
	).toBeVisible();
	await expect( page.getByLabel( 'Nieuw wachtwoord' ) ).toHaveCount( 0 );
	return link;
}

test.describe( 'login', () => {
	test( 'a guest opening /metingen logs in and lands on /metingen', async ( {
		page,
	} ) => {
		await page.goto( '/metingen' );
		await expect( page ).toHaveURL( /\/login\?redirect=(%2F|\/)metingen$/ );
		await expect( page ).toHaveTitle( /^Inloggen – / );
		await expect(
			page.getByRole( 'heading', { name: 'Inloggen' } )
		).toBeVisible();

		await fillLoginForm( page, 'sanne', DEMO_PASSWORD );
		await expect( page ).toHaveURL( /\/metingen$/ );
		await expect(
			page.getByRole( 'navigation' ).getByRole( 'link' )
		).toHaveText( [ 'Home', 'Metingen', 'Training', 'Meer' ] );
		await expect(
			page.getByRole( 'link', { name: 'Ga naar profiel' } )
		).toBeVisible();
		// Without 'Onthoud mij' only the access token is kept.
		const stored = await page.evaluate(
			( keys ) => [
				localStorage.getItem( keys.token ),
				localStorage.getItem( keys.refreshToken ),
			],
			STORAGE
		);
		expect( stored[ 0 ] ).toBeTruthy();
		expect( stored[ 1 ] ).toBeNull();

		// A reload keeps the login.
		await page.reload();
		await expect( page ).toHaveURL( /\/metingen$/ );
		await expect(
			page.getByRole( 'link', { name: 'Ga naar profiel' } )
		).toBeVisible();
	} );

	test( 'a wrong password shows the message and keeps the user on the login', async ( {
		page,
	} ) => {
		await page.goto( '/login' );
		await fillLoginForm( page, 'sanne', 'not-the-password' );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Inloggen mislukt. Controleer je gegevens.'
		);
		await expect( page ).toHaveURL( /\/login$/ );
	} );

	test( "'Onthoud mij' keeps a refresh token; the guest screens send a logged-in user home", async ( {
		page,
	} ) => {
		await login( page, 'sanne', DEMO_PASSWORD, { remember: true } );
		await expect( page ).toHaveURL( /\/$/ );
		const refresh = await page.evaluate(
			( keys ) => localStorage.getItem( keys.refreshToken ),
			STORAGE
		);
		expect( refresh ).toBeTruthy();

		await page.goto( '/login' );
		await expect( page ).toHaveURL( /\/$/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toContainText(
			/Goede(morgen|middag|avond) Sanne/
		);
	} );

	test( 'a stored token that no longer works leads to the login with the redirect', async ( {
		page,
	} ) => {
		await page.goto( '/login' );
		await page.evaluate(
			( keys ) => localStorage.setItem( keys.token, 'not-a-valid-token' ),
			STORAGE
		);
		await page.goto( '/training' );
		await expect( page ).toHaveURL( /\/login\?redirect=(%2F|\/)training$/ );
		const token = await page.evaluate(
			( keys ) => localStorage.getItem( keys.token ),
			STORAGE
		);
		expect( token ).toBeNull();
	} );
} );

test.describe( 'forgotten password', () => {
	test( 'the mailed link sets a new password; the old one stops working', async ( {
		page,
	} ) => {
		const daan = DEMO_USERS.daan;
		const newPassword = `nieuw-${ Date.now() }`;

		await resetPassword( page, daan.email, daan.email, newPassword );

		await page.getByRole( 'link', { name: 'Ga naar inloggen' } ).click();
		await expect( page ).toHaveURL( /\/login$/ );
		await fillLoginForm( page, daan.login, DEMO_PASSWORD );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Inloggen mislukt. Controleer je gegevens.'
		);

		await fillLoginForm( page, daan.login, newPassword );
		await expect( page ).toHaveURL( /\/$/ );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toContainText(
			'Daan'
		);

		// Put daan's demo password back for the other specs (a second reset, by login name).
		await page.evaluate( () => localStorage.clear() );
		const link = await resetPassword(
			page,
			daan.login,
			daan.email,
			DEMO_PASSWORD
		);

		// A reset link works once.
		await page.goto( pathOf( link ) );
		await page
			.getByLabel( 'Nieuw wachtwoord' )
			.fill( 'nog-een-wachtwoord' );
		await page
			.getByLabel( 'Bevestig wachtwoord' )
			.fill( 'nog-een-wachtwoord' );
		await page
			.getByRole( 'button', { name: 'Wachtwoord Resetten' } )
			.click();
		await expect( page.getByRole( 'alert' ) ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Ga naar inloggen' } )
		).toHaveCount( 0 );

		await login( page, daan.login, DEMO_PASSWORD );
		await expect( page ).toHaveURL( /\/$/ );
	} );

	test( 'a reset link without its user is refused on sight', async ( {
		page,
	} ) => {
		await page.goto( '/reset-password/abcdef' );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Ongeldige reset link. Probeer de link opnieuw aan te vragen.'
		);
	} );
} );
