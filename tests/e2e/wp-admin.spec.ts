/**
 * The operator in wp-admin (issue 4 "Shown by"): the coach changes the app name and the primary
 * colour under FitCoach → Instellingen, and the app shows them on its next load. Invalid values
 * are refused with the server's message; a PT trainer cannot open the page. Whatever a test
 * changes is put back afterwards on the server side (tests/e2e/site-state.ts), so other specs see
 * the demo settings.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { wpLogin } from './helpers';
import { restoreSiteAfterEachTest } from './site-state';

// wp-admin is the operator's desktop tool: a desktop window, not the phone of the app specs.
test.use( {
	viewport: { width: 1280, height: 900 },
	isMobile: false,
	hasTouch: false,
} );

/**
 * Opens FitCoach → Instellingen through the admin menu and waits for the form.
 *
 * @param page Page.
 */
async function openSettings( page: Page ) {
	await page.goto( '/wp-admin/' );
	const menu = page.locator( '#toplevel_page_fitcoach' );
	await menu.getByRole( 'link', { name: 'FitCoach', exact: true } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'FitCoach instellingen' } )
	).toBeVisible();
	await expect(
		menu.getByRole( 'link', { name: 'Instellingen', exact: true } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect(
		page.getByLabel( 'Naam van de app', { exact: true } )
	).toBeVisible();
}

/**
 * Saves the form and waits for the outcome.
 *
 * @param page Page.
 */
async function save( page: Page ) {
	await page.getByRole( 'button', { name: 'Instellingen opslaan' } ).click();
}

test.describe( 'wp-admin settings', () => {
	// What a test saves goes back after it on the server side, also after a failure or a timeout.
	restoreSiteAfterEachTest();

	// Leaving the screen with unsaved changes asks first (beforeunload): the tests always leave.
	test.beforeEach( ( { page } ) => {
		page.on( 'dialog', ( dialog ) => dialog.accept() );
	} );

	test( 'the coach changes the app name and primary colour and the app shows them', async ( {
		page,
	} ) => {
		await wpLogin( page, 'coach' );
		await openSettings( page );

		const name = page.getByLabel( 'Naam van de app', { exact: true } );
		const primary = page.getByLabel( 'Primaire kleur', { exact: true } );
		const changed = {
			app_name: `Sportschool E2E ${ Date.now() % 100000 }`,
			primary_color: '#0f766e',
		};

		await name.fill( changed.app_name );
		await primary.fill( changed.primary_color );
		await save( page );
		await expect(
			page
				.locator( '#fitcoach-admin-settings' )
				.getByText( /Instellingen opgeslagen/ )
		).toBeVisible();

		// The form shows what the server stored, also after a reload.
		await page.reload();
		await expect(
			page.getByLabel( 'Naam van de app', { exact: true } )
		).toHaveValue( changed.app_name );
		await expect(
			page.getByLabel( 'Primaire kleur', { exact: true } )
		).toHaveValue( changed.primary_color );

		// The app picks them up on its next load.
		await page.goto( '/login' );
		await expect( page ).toHaveTitle( new RegExp( changed.app_name ) );
		await expect(
			page.getByText( changed.app_name ).first()
		).toBeVisible();
		await expect
			.poll( () =>
				page.evaluate( () =>
					getComputedStyle( document.documentElement )
						.getPropertyValue( '--fc-primary' )
						.trim()
						.toLowerCase()
				)
			)
			.toBe( changed.primary_color );
	} );

	test( 'an invalid colour or link is refused with the server’s message and nothing is saved', async ( {
		page,
	} ) => {
		await wpLogin( page, 'coach' );
		await openSettings( page );
		const originalName = await page
			.getByLabel( 'Naam van de app', { exact: true } )
			.inputValue();

		await page
			.getByLabel( 'Naam van de app', { exact: true } )
			.fill( 'Mag niet bewaard worden' );
		await page
			.getByLabel( 'Primaire kleur', { exact: true } )
			.fill( 'rood' );
		await save( page );

		const failure = page
			.locator( '.components-notice.is-error' )
			.filter( { hasText: 'Opslaan mislukt.' } );
		await expect( failure ).toBeVisible();
		// Besides the heading, the notice carries the server's own (Dutch) explanation.
		await expect( failure ).not.toHaveText( /^\s*Opslaan mislukt\.\s*$/ );

		await page
			.getByLabel( 'Primaire kleur', { exact: true } )
			.fill( '#6366f1' );
		await page
			.getByRole( 'button', { name: 'Linkknop toevoegen' } )
			.click();
		const link = page.locator( '.fitcoach-links__item' ).last();
		await link.getByLabel( 'Titel' ).fill( 'Gevaarlijk' );
		await link.getByLabel( 'URL' ).fill( 'javascript:alert(1)' );
		await save( page );
		await expect(
			page
				.locator( '.components-notice.is-error' )
				.filter( { hasText: 'Opslaan mislukt.' } )
		).toBeVisible();

		// Nothing of it was stored: leaving the page unsaved and coming back shows the old name.
		await page.goto( '/wp-admin/admin.php?page=fitcoach' );
		await expect(
			page.getByLabel( 'Naam van de app', { exact: true } )
		).toHaveValue( originalName );
		await expect(
			page.getByRole( 'group', { name: 'Gevaarlijk' } )
		).toHaveCount( 0 );
	} );

	test( 'a PT trainer has no FitCoach menu and is refused the settings page', async ( {
		page,
	} ) => {
		await wpLogin( page, 'trainer' );
		await page.goto( '/wp-admin/' );
		await expect( page.locator( '#adminmenu' ) ).toBeVisible();
		// wp-admin's profile screen sends the trainer to the app's Profiel (no password or e-mail
		// change there without the current password).
		const profile = await page.request.get( '/wp-admin/profile.php', {
			maxRedirects: 0,
		} );
		expect( profile.status() ).toBe( 302 );
		expect( profile.headers().location ).toMatch( /\/profile$/ );
		await expect( page.locator( '#toplevel_page_fitcoach' ) ).toHaveCount(
			0
		);
		const response = await page.goto( '/wp-admin/admin.php?page=fitcoach' );
		expect( response?.status() ).toBe( 403 );
		await expect( page.locator( '#fitcoach-admin-settings' ) ).toHaveCount(
			0
		);
	} );

	test( 'the coach opens workouts and exercises from the FitCoach menu; a PT trainer cannot', async ( {
		page,
	} ) => {
		await wpLogin( page, 'coach' );
		await page.goto( '/wp-admin/' );
		const menu = page.locator( '#toplevel_page_fitcoach' );
		// The submenu flies out on hover only: follow its links.
		const follow = async ( name: string ) => {
			const href = await menu
				.getByRole( 'link', { name, exact: true } )
				.getAttribute( 'href' );
			await page.goto( `/wp-admin/${ href }` );
		};
		await follow( 'Workouts' );
		await expect(
			page.getByRole( 'heading', { name: 'Workouts', exact: true } )
		).toBeVisible();
		const rows = page.locator( '#the-list tr' );
		await expect( rows ).toHaveCount( 3 );
		await rows.first().locator( 'a.row-title' ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Workout bewerken' } )
		).toBeVisible();
		await expect(
			page.locator( '#fitcoach-workout-exercises' )
		).toBeVisible();
		await expect(
			page.locator( '#fitcoach-workout-assignment' )
		).toBeVisible();

		await follow( 'Oefeningen' );
		await expect( page.locator( '#the-list tr' ).first() ).toBeVisible();
		expect(
			await page.locator( '#the-list tr' ).count()
		).toBeGreaterThanOrEqual( 4 );

		await page.context().clearCookies();
		await wpLogin( page, 'trainer' );
		for ( const path of [
			'/wp-admin/edit.php?post_type=fitcoach_workout',
			'/wp-admin/post-new.php?post_type=fitcoach_exercise',
		] ) {
			const response = await page.goto( path );
			expect( response?.status(), path ).toBe( 403 );
		}
	} );
} );
