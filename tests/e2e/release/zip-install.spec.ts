/**
 * The release zip on a WordPress that never saw FitCoach (issue 17 point 1): the trainer uploads
 * fitcoach.zip through wp-admin → Plugins → Add New → Upload and activates it; a new member gets
 * the welcome mail, chooses a password, logs in to the app, adds a measurement and sees it in the
 * list; deactivating and deleting the plugin through wp-admin removes all of its data.
 * The site and the zip come from tools/release/serve-fresh.sh (see playwright.config.ts here).
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

/**
 * Internal dependencies
 */
import { fillLoginForm, linkIn, mailBody, pathOf, type Mail } from '../helpers';

const ROOT = path.resolve( __dirname, '../../..' );
const INSTANCE = process.env.FITCOACH_FRESH_INSTANCE || 'fresh';
const VERSION = process.env.FITCOACH_WP_VERSION || '6.5';
const ZIP = path.join( ROOT, '.wp/fresh', `fitcoach-${ INSTANCE }.zip` );
const CORE = path.join(
	ROOT,
	'.wp/fresh',
	`wordpress-${ VERSION }-${ INSTANCE }`
);
const OUTBOX = path.join( ROOT, '.wp/outbox', INSTANCE );
const PLUGIN = 'fitcoach/fitcoach-plugin.php';
const PASSWORD = process.env.FITCOACH_DEMO_PASSWORD || 'fitcoach-demo';
const PHONE = { width: 390, height: 844 };

interface SiteReport {
	wordpress: string;
	folder: 'none' | 'link' | 'folder';
	active: boolean;
	tables: string[];
	options: string[];
	user_meta: string[];
	posts: string[];
	post_meta: string[];
	roles: string[];
	admin_caps: string[];
}

/** What FitCoach has on the fresh site (tools/release/inspect-site.php). */
function inspect(): SiteReport {
	const out = execFileSync( 'php', [ 'tools/release/inspect-site.php' ], {
		cwd: ROOT,
		env: {
			...process.env,
			FITCOACH_WP_DIR: CORE,
			FITCOACH_INSTANCE: INSTANCE,
		},
	} );
	return JSON.parse( out.toString() ) as SiteReport;
}

/**
 * The newest mail to an address in the fresh site's outbox (waits up to 15 s).
 *
 * @param to    Recipient.
 * @param since Written at or after (ms).
 */
async function mailTo( to: string, since: number ): Promise< Mail > {
	const end = Date.now() + 15_000;
	for (;;) {
		const found = (
			fs.existsSync( OUTBOX ) ? fs.readdirSync( OUTBOX ) : []
		)
			.filter( ( name ) => name.endsWith( '.eml' ) )
			.map( ( name ) => path.join( OUTBOX, name ) )
			.filter( ( file ) => fs.statSync( file ).mtimeMs >= since - 1000 )
			.map( ( file ) => ( {
				file,
				raw: fs.readFileSync( file, 'utf8' ),
			} ) )
			.filter( ( { raw } ) =>
				new RegExp(
					`^To:.*${ to.replace( /[.]/g, '\\.' ) }`,
					'mi'
				).test( raw )
			);
		if ( found.length ) {
			const { file, raw } = found[ found.length - 1 ];
			return {
				file,
				time: fs.statSync( file ).mtimeMs,
				to,
				subject: ( raw.match( /^Subject:\s*(.*)$/im ) ?? [
					'',
					'',
				] )[ 1 ],
				body: mailBody( raw ),
			};
		}
		if ( Date.now() > end ) {
			throw new Error( `No mail to ${ to } in ${ OUTBOX }` );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
	}
}

/**
 * Logs in to WordPress itself through wp-login.php.
 *
 * @param page Page.
 */
async function wpLogin( page: Page ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( 'coach' );
	await page.locator( '#user_pass' ).fill( PASSWORD );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/wp-admin\/?/ );
}

test( 'the zip installs through wp-admin on a fresh WordPress, a member uses the app, and deleting it removes its data', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const before = inspect();
	expect( before.folder, 'the fresh site has no plugins/fitcoach' ).toBe(
		'none'
	);
	expect( before.tables ).toEqual( [] );
	expect( before.options ).toEqual( [] );
	expect( before.roles ).toEqual( [] );
	expect( fs.existsSync( ZIP ), ZIP ).toBe( true );

	await test.step( 'upload and activate the zip in wp-admin', async () => {
		await wpLogin( page );
		await page.goto( '/wp-admin/plugins.php' );
		await expect(
			page.locator( `tr[data-plugin="${ PLUGIN }"]` )
		).toHaveCount( 0 );
		// Plugins → Add New → Upload Plugin.
		await page.locator( '.wrap a.page-title-action' ).first().click();
		await expect( page ).toHaveURL( /plugin-install\.php/ );
		await page.locator( '.upload-view-toggle' ).click();
		await page.locator( '#pluginzip' ).setInputFiles( ZIP );
		await page.locator( '#install-plugin-submit' ).click();
		await expect( page.locator( '.wrap' ) ).toContainText(
			/Plugin installed successfully|Plugin succesvol geïnstalleerd/
		);
		await page.locator( '.wrap a[href*="action=activate"]' ).click();
		await expect(
			page.locator( `tr[data-plugin="${ PLUGIN }"]` )
		).toHaveClass( /\bactive\b/ );
	} );

	const installed = inspect();
	expect( installed.folder, 'a real folder, not a link' ).toBe( 'folder' );
	expect( installed.active ).toBe( true );
	expect( installed.roles.sort() ).toEqual( [ 'pt_trainer', 'sporter' ] );
	expect( installed.tables.length ).toBeGreaterThan( 0 );
	const folder = path.join( CORE, 'wp-content/plugins/fitcoach' );
	expect( fs.existsSync( path.join( folder, 'vendor/autoload.php' ) ) ).toBe(
		true
	);
	for ( const dev of [
		'tests',
		'src',
		'tools',
		'node_modules',
		'package.json',
	] ) {
		expect( fs.existsSync( path.join( folder, dev ) ), dev ).toBe( false );
	}

	const email = `lid-${ Date.now() }@fitcoach.test`;
	const since = Date.now();

	await test.step( 'the trainer adds a member in the app', async () => {
		const coach = await browser.newContext( { baseURL, viewport: PHONE } );
		const app = await coach.newPage();
		await app.goto( '/login' );
		await fillLoginForm( app, 'coach', PASSWORD );
		await expect( app ).not.toHaveURL( /\/login(\?|$)/ );
		await app.goto( '/admin/users' );
		await app
			.getByRole( 'button', { name: 'Gebruiker toevoegen' } )
			.click();
		await expect( app ).toHaveURL( /\/admin\/users\/nieuw$/ );
		await app.getByLabel( 'Voornaam' ).fill( 'Femke' );
		await app.getByLabel( 'Achternaam' ).fill( 'Zip' );
		await app.getByLabel( 'E-mailadres' ).fill( email );
		await app.getByRole( 'button', { name: 'Gebruiker Aanmaken' } ).click();
		await expect( app.getByText( 'Gebruiker Aangemaakt' ) ).toBeVisible();
		await coach.close();
	} );

	const weight = 71.4;

	await test.step( 'the member chooses a password from the welcome mail, logs in and adds a measurement', async () => {
		const mail = await mailTo( email, since );
		const link = linkIn( mail, '/reset-password/' );
		const member = await browser.newContext( { baseURL, viewport: PHONE } );
		const app = await member.newPage();
		const password = 'Zip-wachtwoord-17';
		await app.goto( pathOf( link ) );
		await app.getByLabel( 'Nieuw wachtwoord' ).fill( password );
		await app.getByLabel( 'Bevestig wachtwoord' ).fill( password );
		await app
			.getByRole( 'button', { name: 'Wachtwoord Resetten' } )
			.click();
		await app.getByRole( 'link', { name: 'Ga naar inloggen' } ).click();
		await fillLoginForm( app, email, password );
		await expect( app ).not.toHaveURL( /\/login(\?|$)/ );

		await app.goto( '/metingen' );
		await app.getByRole( 'link', { name: 'Meting Toevoegen' } ).click();
		await expect( app ).toHaveURL( /\/metingen\/nieuw$/ );
		await app.getByLabel( 'Gewicht (kg)' ).fill( String( weight ) );
		await app.getByLabel( 'Energie Level (1-10)' ).fill( '7' );
		await app.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect( app.getByText( 'Meting Toegevoegd' ) ).toBeVisible();
		await expect( app ).toHaveURL( /\/metingen$/ );
		const row = app.getByRole( 'link' ).filter( {
			hasText: `${ String( weight ).replace( '.', ',' ) } kg`,
		} );
		await expect( row.first() ).toBeVisible();
		await expect( row.first() ).toContainText( 'Energie: 7' );
		await member.close();
	} );

	const used = inspect();
	expect( used.posts ).toContain( 'fitcoach_measurement' );
	expect( used.user_meta.length ).toBeGreaterThan( 0 );

	await test.step( 'deactivate and delete the plugin in wp-admin', async () => {
		await page.goto( '/wp-admin/plugins.php' );
		const row = page.locator( `tr[data-plugin="${ PLUGIN }"]` );
		await row.locator( '.deactivate a' ).click();
		await expect( row ).not.toHaveClass( /\bactive\b/ );
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await row.locator( '.delete a' ).click();
		await expect( page.locator( '.plugin-deleted-tr' ) ).toBeVisible();
	} );

	const after = inspect();
	expect( after ).toEqual( {
		wordpress: installed.wordpress,
		folder: 'none',
		active: false,
		tables: [],
		options: [],
		user_meta: [],
		posts: [],
		post_meta: [],
		roles: [],
		admin_caps: [],
	} );

	// Nothing of FitCoach in the site's PHP log (core's own complaints that WordPress.org cannot
	// be reached, on this offline machine, are not FitCoach's).
	const log = path.join( ROOT, '.wp/logs', `php-${ INSTANCE }.log` );
	const messages = (
		fs.existsSync( log ) ? fs.readFileSync( log, 'utf8' ) : ''
	)
		.split( '\n' )
		.filter( ( line ) => /plugins\/fitcoach\//.test( line ) );
	expect( messages ).toEqual( [] );
} );
