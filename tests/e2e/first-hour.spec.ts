/**
 * A site owner's first hour in wp-admin (issue 26, items 1–3): after activation on a site with
 * posts, a notice names where the app now is and offers to keep it there or move it to /app; the
 * Plugins screen has 'Instellingen' on FitCoach's row; Site Health has FitCoach's tests, and the
 * mail test sends a real test mail. The spec keeps the app at the site root (it chooses 'keep'),
 * so no site-wide setting changes for the specs after it.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { waitForMail, wpLogin } from './helpers';

// wp-admin is the operator's desktop tool: a desktop window, not the phone of the app specs.
test.use( {
	viewport: { width: 1280, height: 900 },
	isMobile: false,
	hasTouch: false,
} );

test( 'after activation the operator is told where the app is and keeps it at the root in one click', async ( {
	page,
	baseURL,
} ) => {
	await wpLogin( page, 'coach' );
	await page.goto( '/wp-admin/' );
	const notice = page.locator( '#fitcoach-activation-notice' );
	await expect( notice ).toContainText(
		'FitCoach staat nu op de hoofdpagina van je site'
	);
	await expect(
		notice.getByRole( 'link', { name: `${ baseURL }/` } )
	).toHaveAttribute( 'href', `${ baseURL }/` );
	await expect(
		notice.getByRole( 'button', {
			name: `App verplaatsen naar ${ baseURL }/app/`,
		} )
	).toBeVisible();
	await expect(
		notice.getByRole( 'button', { name: 'Niet meer tonen' } )
	).toBeVisible();

	await notice
		.getByRole( 'button', { name: 'App op de hoofdpagina houden' } )
		.click();
	await expect( page ).toHaveURL( /\/wp-admin\/(index\.php)?/ );
	await expect(
		page.locator( '#fitcoach-app-address-result' )
	).toContainText( `De app blijft op ${ baseURL }/.` );
	await expect( notice ).toHaveCount( 0 );
	await page.reload();
	await expect( notice ).toHaveCount( 0 );
	// The app still answers at the site root.
	const home = await page.request.get( '/' );
	expect( await home.text() ).toContain( 'id="fitcoach-app"' );
} );

test( "the Plugins screen's 'Instellingen' opens FitCoach's settings", async ( {
	page,
} ) => {
	await wpLogin( page, 'coach' );
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator(
		'tr[data-plugin="fitcoach/fitcoach-plugin.php"]'
	);
	await expect( row.locator( '.plugin-title' ) ).not.toContainText(
		'fitcoach.test'
	);
	await row
		.getByRole( 'link', { name: 'Instellingen', exact: true } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'FitCoach instellingen' } )
	).toBeVisible();
} );

test( "Site Health lists FitCoach's tests and sends a test mail to the operator", async ( {
	page,
} ) => {
	await wpLogin( page, 'coach' );
	await page.goto( '/wp-admin/site-health.php' );
	// Results that pass sit in a collapsed list; open it so every result can be read.
	const passed = page.locator( '.site-health-view-passed' );
	await expect( passed ).toBeVisible( { timeout: 30_000 } );
	await passed.click();
	for ( const label of [
		'De permalinks van je site zijn geschikt voor FitCoach',
		'De app draait op deze computer',
		'Het app-adres verbergt geen pagina’s van je site',
	] ) {
		await expect(
			page.getByRole( 'button', { name: new RegExp( label ) } )
		).toBeVisible();
	}
	await expect(
		page.locator(
			'[aria-controls="health-check-accordion-block-fitcoach_cron"]'
		)
	).toBeVisible();

	const mail = page.locator(
		'[aria-controls="health-check-accordion-block-fitcoach_mail"]'
	);
	await expect( mail ).toContainText( /e-mail (kan )?versturen/ );
	await mail.click();
	const since = Date.now();
	await page
		.locator( '#health-check-accordion-block-fitcoach_mail' )
		.getByRole( 'button', { name: 'Testmail versturen' } )
		.click();
	const result = page.locator( '#fitcoach-test-mail-result' );
	await expect( result ).toContainText( 'De testmail is verstuurd naar ' );
	const to = ( ( await result.textContent() ) ?? '' ).match(
		/verstuurd naar (\S+?)\./
	)?.[ 1 ];
	expect( to ).toBeTruthy();
	const sent = await waitForMail( {
		to: to as string,
		since,
		subject: /testmail/,
	} );
	expect( sent.body ).toContain( 'Deze testmail komt van' );
	// The mail test now passes.
	await page.goto( '/wp-admin/site-health.php' );
	await page.locator( '.site-health-view-passed' ).click();
	await expect(
		page.getByRole( 'button', { name: /Deze site kan e-mail versturen/ } )
	).toBeVisible();
} );
