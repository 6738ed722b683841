/**
 * The coach's view (issue 14) on the phone, with the demo data: Daan needs attention (his energy
 * fell this week and his weight rises away from his goal), Sanne is on track.
 * - /admin lists Daan under 'Aandacht nodig' with his reasons, not Sanne; his row opens him;
 * - his 'Voortgang' shows his figures; a goal weight out of range is refused beside the field;
 *   a goal he is moving towards takes the weight reason off the list;
 * - a PT trainer sees the same members; wp-admin's Coaching page refuses a threshold out of
 *   range beside its field, and 'Nu versturen' puts the digest in the outbox.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { closeToasts, login, waitForMail, wpLogin } from './helpers';

/**
 * The 'Aandacht nodig' section of /admin, once loaded.
 *
 * @param page Page on /admin.
 */
async function attention( page: Page ) {
	const section = page.getByRole( 'region', { name: 'Aandacht nodig' } );
	await expect( section ).toBeVisible();
	await expect( section.getByText( 'Laden...' ) ).toHaveCount( 0 );
	return section;
}

/**
 * Sets the goal weight on a user detail screen and waits for the outcome.
 *
 * @param page  Page on /admin/users/{id}.
 * @param value What to type.
 */
async function setGoal( page: Page, value: string ) {
	const field = page.getByLabel( 'Doelgewicht (kg)' );
	await field.fill( value );
	await page.getByRole( 'button', { name: 'Doel opslaan' } ).click();
}

test.describe( 'Coach view', () => {
	test( 'needs attention lists Daan with his reasons, his progress, and his goal weight', async ( {
		page,
	} ) => {
		await login( page, 'coach' );
		await page.goto( '/admin' );
		const section = await attention( page );
		const daan = section.getByRole( 'link', { name: /Daan Jansen/ } );
		await expect( daan ).toBeVisible();
		await expect( daan ).toContainText(
			/Energie \d+,\d lager dan vorige week/
		);
		await expect( daan ).toContainText(
			/Gewicht beweegt van het doel af \(\+\d+,\d kg per week\)/
		);
		await expect(
			section.getByRole( 'link', { name: /Sanne/ } )
		).toHaveCount( 0 );

		// His row opens him, with the spec's form and his progress below it.
		await daan.click();
		await expect( page ).toHaveURL( /\/admin\/users\/\d+$/ );
		await expect( page.getByLabel( 'Voornaam' ) ).toHaveValue( 'Daan' );
		const progress = page.getByRole( 'region', { name: 'Voortgang' } );
		await expect( progress ).toBeVisible();
		await expect(
			progress.getByText( 'Huidig doel: 80,0 kg' )
		).toBeVisible();
		await expect(
			progress.getByText( /kg per week/ ).first()
		).toBeVisible();
		await expect(
			progress.getByRole( 'heading', { name: 'Laatste trainingen' } )
		).toBeVisible();
		await expect(
			progress.getByText( /kg verplaatst/ ).first()
		).toBeVisible();

		// Out of range: refused beside the field, the goal stays.
		await setGoal( page, '25' );
		await expect(
			progress.getByText( 'Kies een doelgewicht tussen 30 en 300 kg.' )
		).toBeVisible();
		await expect(
			progress.getByText( 'Huidig doel: 80,0 kg' )
		).toBeVisible();

		// A goal above his weight: he is moving towards it, so the weight reason goes.
		await setGoal( page, '90,5' );
		await expect(
			progress.getByText( 'Huidig doel: 90,5 kg' )
		).toBeVisible();
		await closeToasts( page );
		await page.goto( '/admin' );
		const after = await attention( page );
		const row = after.getByRole( 'link', { name: /Daan Jansen/ } );
		await expect( row ).toContainText(
			/Energie \d+,\d lager dan vorige week/
		);
		await expect( row ).not.toContainText(
			'Gewicht beweegt van het doel af'
		);

		// The demo's goal back for the other tests.
		await row.click();
		await setGoal( page, '80' );
		await expect(
			page
				.getByRole( 'region', { name: 'Voortgang' } )
				.getByText( 'Huidig doel: 80,0 kg' )
		).toBeVisible();
	} );

	test( 'a PT trainer sees who needs attention among the members', async ( {
		page,
	} ) => {
		await login( page, 'trainer' );
		await page.goto( '/admin' );
		const section = await attention( page );
		await expect(
			section.getByRole( 'link', { name: /Daan Jansen/ } )
		).toBeVisible();
		await expect(
			section.getByRole( 'link', { name: /Coach|Trainer/ } )
		).toHaveCount( 0 );
	} );

	test( 'wp-admin: a threshold out of range is refused beside its field, and Nu versturen mails the digest', async ( {
		page,
	} ) => {
		await wpLogin( page, 'coach' );
		await page.goto( '/wp-admin/admin.php?page=fitcoach-coaching' );
		const days = page.getByLabel( 'Dagen zonder training' );
		await expect( days ).toHaveValue( '10' );
		await days.fill( '500' );
		await page
			.getByRole( 'button', { name: 'Wijzigingen opslaan' } )
			.click();
		await expect(
			page.getByText( 'Kies een heel aantal dagen van 1 tot en met 90.' )
		).toBeVisible();
		await expect( page.getByLabel( 'Dagen zonder training' ) ).toHaveValue(
			'500'
		);
		await page.goto( '/wp-admin/admin.php?page=fitcoach-coaching' );
		await expect( page.getByLabel( 'Dagen zonder training' ) ).toHaveValue(
			'10'
		);

		const since = Date.now();
		await page.getByRole( 'button', { name: 'Nu versturen' } ).click();
		await expect(
			page.getByText( /Het weekoverzicht is verstuurd naar/ )
		).toBeVisible();
		const mail = await waitForMail( { since, subject: /^Weekoverzicht / } );
		expect( mail.body ).toContain( 'Aandacht nodig (' );
		expect( mail.body ).toMatch(
			/- Daan Jansen: .*Energie \d+,\d lager dan vorige week/
		);
		expect( mail.body ).toContain( 'Hoogtepunten van de week' );
	} );
} );
