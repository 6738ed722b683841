/**
 * FitCoach in WordPress Playground, in a real browser (issue 26, item 6): the site blueprint.json
 * makes logs a page visit in to wp-admin as the trainer, and the app's own login still works. The
 * app's API requests carry no cookies, so Playground's auto-login used to answer each with a 302
 * to the same address; POST /auth/login came back as a GET and the login ended in 'Er is een
 * fout opgetreden bij het inloggen.' (tools/playground/page-visits-login.php keeps the auto-login
 * to page visits).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { DEMO_PASSWORD, fillLoginForm } from '../helpers';

test( 'in a browser on the Playground site, a member logs in to the app and the trainer is logged in to wp-admin', async ( {
	page,
} ) => {
	// The first page visit: Playground's auto-login logs the browser in to wp-admin as coach.
	await page.goto( '/wp-admin/' );
	await expect( page ).toHaveURL( /\/wp-admin\/$/ );
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();

	// The app's own login, with the auto-login's cookies in the browser: POST /auth/login and the
	// member's own data (/auth/me) through the API with her token.
	await page.goto( '/login' );
	await fillLoginForm( page, 'sanne', DEMO_PASSWORD );
	await expect(
		page.getByRole( 'heading', {
			name: /^Goede(morgen|middag|avond) Sanne$/,
		} )
	).toBeVisible();
	await expect( page ).not.toHaveURL( /\/login$/ );
	await expect(
		page.getByText( 'Er is een fout opgetreden bij het inloggen.' )
	).toHaveCount( 0 );
} );
