/**
 * Admin journeys on the phone (spec §2 admin screens, §4 user switching; issue 4 "Shown by"):
 * - the coach creates a user, the welcome mail lands in the outbox, and the new user chooses a
 *   password through its link and logs in;
 * - the coach views the app as Sanne, adds a measurement for her, switches back and sees it in
 *   the activity feed;
 * - a PT trainer does not see the coach in the switcher and is refused (403) when forcing it.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';

const PASSWORD = 'fitcoach-demo';
const OUTBOX = path.resolve( __dirname, '../../.wp/outbox/e2e' );

/**
 * Logs in through the login screen and waits for the home screen.
 *
 * @param page     Page.
 * @param username User name or e-mail address.
 * @param password Password.
 */
async function login( page: Page, username: string, password = PASSWORD ) {
	await page.goto( '/login' );
	await page.getByLabel( /gebruikersnaam|e-mail/i ).fill( username );
	await page.getByLabel( /^wachtwoord$/i ).fill( password );
	await page.getByRole( 'button', { name: /inloggen/i } ).click();
	await expect( page ).toHaveURL( /\/$/ );
}

/**
 * The raw messages in the e2e outbox addressed to an address (newest last).
 *
 * @param address E-mail address.
 */
function mailsTo( address: string ): string[] {
	if ( ! fs.existsSync( OUTBOX ) ) {
		return [];
	}
	return fs
		.readdirSync( OUTBOX )
		.filter( ( name ) => name.endsWith( '.eml' ) )
		.sort()
		.map( ( name ) => fs.readFileSync( path.join( OUTBOX, name ), 'utf8' ) )
		.filter( ( raw ) =>
			new RegExp(
				`^To:.*${ address.replace( /[.+]/g, '\\$&' ) }`,
				'mi'
			).test( raw )
		);
}

/**
 * The body of a raw message as text (quoted-printable decoded when the mail uses it).
 *
 * @param raw Raw RFC 822 message.
 */
function mailBody( raw: string ): string {
	const split =
		raw.indexOf( '\n\n' ) >= 0
			? raw.indexOf( '\n\n' )
			: raw.indexOf( '\r\n\r\n' );
	const headers = raw.slice( 0, split );
	let body = raw.slice( split ).trim();
	if ( /Content-Transfer-Encoding:\s*quoted-printable/i.test( headers ) ) {
		body = body
			.replace( /=\r?\n/g, '' )
			.replace( /=([0-9A-F]{2})/gi, ( _m, hex: string ) =>
				String.fromCharCode( parseInt( hex, 16 ) )
			);
	} else if ( /Content-Transfer-Encoding:\s*base64/i.test( headers ) ) {
		body = Buffer.from( body.replace( /\s+/g, '' ), 'base64' ).toString(
			'utf8'
		);
	}
	return body;
}

/**
 * Signs a user in through the API and gives the token, the API key and the user id.
 *
 * @param page     A page that has the app loaded (for the API key of window.fitcoachConfig).
 * @param username User name.
 */
async function apiLogin( page: Page, username: string ) {
	const apiKey = await page.evaluate(
		() =>
			(
				window as unknown as {
					fitcoachConfig?: { apiKey?: string };
				}
			 ).fitcoachConfig?.apiKey ?? ''
	);
	const response = await page.request.post(
		'/wp-json/fitcoach/v1/auth/login',
		{
			headers: { 'X-FitCoach-Key': apiKey },
			data: { username, password: PASSWORD, remember: false },
		}
	);
	expect( response.ok() ).toBe( true );
	const body = ( await response.json() ) as {
		token: string;
		user: { id: number };
	};
	return { apiKey, token: body.token, userId: body.user.id };
}

test.describe( 'Admin area', () => {
	test( 'coach creates a user who sets a password from the welcome mail and logs in', async ( {
		page,
		browser,
	} ) => {
		const stamp = Date.now().toString( 36 );
		const email = `eva.${ stamp }@fitcoach.test`;
		const lastName = `Visser ${ stamp }`;

		await login( page, 'coach' );
		await page.goto( '/admin/users' );
		await expect(
			page.getByText( /\d+ gebruiker\(s\) gevonden/ )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Gebruiker toevoegen' } )
			.click();
		await expect( page ).toHaveURL( /\/admin\/users\/nieuw$/ );

		await page.getByLabel( 'Voornaam' ).fill( 'Eva' );
		await page.getByLabel( 'Achternaam' ).fill( lastName );
		await page.getByLabel( 'E-mailadres' ).fill( email );
		await page
			.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
			.click();

		await expect( page.getByText( 'Gebruiker Aangemaakt' ) ).toBeVisible();
		await expect( page ).toHaveURL( /\/admin\/users$/ );
		const row = page.getByRole( 'link', {
			name: new RegExp( `Eva ${ lastName }` ),
		} );
		await expect( row ).toBeVisible();
		await expect( row ).toContainText( 'Sporter' );
		await expect( row ).toContainText( 'Lid sinds' );

		// A second attempt with the same address is refused with the server's Dutch message.
		await page
			.getByRole( 'button', { name: 'Gebruiker toevoegen' } )
			.click();
		await page.getByLabel( 'Voornaam' ).fill( 'Eva' );
		await page.getByLabel( 'Achternaam' ).fill( lastName );
		await page.getByLabel( 'E-mailadres' ).fill( email );
		await page
			.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
			.click();
		const panel = page.locator( '.fc-admin-form__error' );
		await expect( panel ).toContainText(
			'Er bestaat al een gebruiker met dit e-mailadres.'
		);
		await panel.getByRole( 'button', { name: 'Sluiten' } ).click();
		await expect( panel ).toBeHidden();

		// The welcome mail with the link to choose a password.
		await expect.poll( () => mailsTo( email ).length ).toBe( 1 );
		const body = mailBody( mailsTo( email )[ 0 ] );
		const username =
			/Je gebruikersnaam is: (\S+)/.exec( body )?.[ 1 ] ?? '';
		const link =
			/https?:\/\/\S+\/reset-password\/\S+/.exec( body )?.[ 0 ] ?? '';
		expect( username ).not.toBe( '' );
		expect( link ).not.toBe( '' );

		// The new user, in a browser of their own.
		const context = await browser.newContext();
		const member = await context.newPage();
		const target = new URL( link );
		await member.goto( target.pathname + target.search );
		const newPassword = `Nieuw-${ stamp }-wachtwoord`;
		await member.getByLabel( /^nieuw wachtwoord$/i ).fill( newPassword );
		await member.getByLabel( /bevestig/i ).fill( newPassword );
		await member.getByRole( 'button', { name: /wachtwoord/i } ).click();
		await member.getByRole( 'link', { name: 'Ga naar inloggen' } ).click();
		await expect( member ).toHaveURL( /\/login/ );
		await login( member, username, newPassword );
		await expect( member.getByText( /Eva/ ).first() ).toBeVisible();
		await context.close();
	} );

	test( 'coach views the app as Sanne, adds a measurement, switches back and sees it in the feed', async ( {
		page,
	} ) => {
		// A weight nobody else logs, so the feed item is this test's.
		const weight = ( 60 + ( Date.now() % 300 ) / 10 ).toFixed( 1 );

		await login( page, 'coach' );
		await page.goto( '/admin' );
		await expect(
			page.getByRole( 'heading', { name: 'Gebruikers wisselen' } )
		).toBeVisible();

		const trigger = page.getByRole( 'button', {
			name: /Gebruikers wisselen/,
		} );
		await trigger.click();
		await page
			.getByRole( 'searchbox', { name: 'Zoek gebruiker...' } )
			.fill( 'SANNE' );
		await page.getByRole( 'button', { name: /Sanne de Vries/ } ).click();

		// The page reloads into Sanne's app, with the banner.
		await expect(
			page.getByText( /Je bekijkt nu de app van\s*Sanne de Vries/ )
		).toBeVisible();

		await page.goto( '/metingen' );
		await expect(
			page.getByText( /Je bekijkt nu de app van\s*Sanne de Vries/ )
		).toBeVisible();
		await expect( page.getByText( /kg/ ).first() ).toBeVisible();
		await page
			.getByRole( 'link', { name: 'Meting Toevoegen' } )
			.or( page.getByRole( 'button', { name: 'Meting Toevoegen' } ) )
			.click();
		await page.getByLabel( /Gewicht/ ).fill( weight );
		await page.getByLabel( /Energie/ ).fill( '7' );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect( page.getByText( 'Meting Toegevoegd' ) ).toBeVisible();
		await expect( page ).toHaveURL( /\/metingen$/ );

		// Back to the coach's own account.
		await page
			.getByRole( 'button', { name: 'Terug naar eigen account' } )
			.first()
			.click();
		await expect(
			page.getByText( /Je bekijkt nu de app van/ )
		).toBeHidden();

		await page.goto( '/admin' );
		await expect(
			page.getByText( /Je bekijkt nu de app van/ )
		).toBeHidden();
		await expect(
			page.getByText(
				`Sanne de Vries heeft een nieuwe meting toegevoegd (${ Number( weight ) }kg)`
			)
		).toBeVisible();
	} );

	test( 'a trainer does not see the coach in the switcher and cannot force a switch to him', async ( {
		page,
	} ) => {
		await login( page, 'trainer' );
		await page.goto( '/admin' );
		await page
			.getByRole( 'button', { name: /Gebruikers wisselen/ } )
			.click();

		// Members are offered, the administrator is not.
		await expect(
			page.getByRole( 'button', { name: /Sanne de Vries/ } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /Daan Jansen/ } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /Coach Kees/ } )
		).toHaveCount( 0 );
		await page
			.getByRole( 'searchbox', { name: 'Zoek gebruiker...' } )
			.fill( 'coach' );
		await expect(
			page.getByText( 'Geen gebruikers gevonden' )
		).toBeVisible();

		// Forcing it through the API with the trainer's own login is refused.
		const coach = await apiLogin( page, 'coach' );
		const token = await page.evaluate( () =>
			window.localStorage.getItem( 'fitcoach_token' )
		);
		expect( token ).toBeTruthy();
		const forced = await page.request.post(
			'/wp-json/fitcoach/v1/user/switch',
			{
				headers: {
					Authorization: `Bearer ${ token }`,
					'X-FitCoach-Key': coach.apiKey,
				},
				data: { user_id: coach.userId },
			}
		);
		expect( forced.status() ).toBe( 403 );
		expect( ( await forced.json() ).code ).toBe( 'fitcoach_switch_denied' );

		// And the trainer still views their own app.
		const current = await page.request.get(
			'/wp-json/fitcoach/v1/user/switch/current',
			{
				headers: {
					Authorization: `Bearer ${ token }`,
					'X-FitCoach-Key': coach.apiKey,
				},
			}
		);
		expect( ( await current.json() ).is_switched ).toBe( false );
	} );
} );
