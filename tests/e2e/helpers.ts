/**
 * Shared helpers of the Playwright specs: demo logins (through the login screen, or through the
 * API for speed), and the e2e outbox (.wp/outbox/e2e/, one raw .eml file per mail).
 */

/**
 * External dependencies
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';

/** Password of every demo user (tools/demo), unless FITCOACH_DEMO_PASSWORD says otherwise. */
export const DEMO_PASSWORD =
	process.env.FITCOACH_DEMO_PASSWORD || 'fitcoach-demo';

/** The demo users (tools/demo/class-fitcoach-demo-seeder.php). */
export const DEMO_USERS = {
	coach: { login: 'coach', email: 'coach@fitcoach.test', admin: true },
	trainer: { login: 'trainer', email: 'trainer@fitcoach.test', admin: false },
	sanne: { login: 'sanne', email: 'sanne@fitcoach.test', admin: false },
	daan: { login: 'daan', email: 'daan@fitcoach.test', admin: false },
} as const;

export const OUTBOX = path.resolve(
	__dirname,
	'../../.wp/outbox',
	process.env.FITCOACH_E2E_INSTANCE || 'e2e'
);

/** localStorage keys of the app (src/api/storage.ts). */
export const STORAGE = {
	token: 'fitcoach_token',
	refreshToken: 'fitcoach_refresh_token',
	switchedUser: 'fitcoach_switched_user',
} as const;

/**
 * Logs in to WordPress itself (cookie login) through wp-login.php.
 *
 * @param page     Page.
 * @param username User name.
 * @param password Password.
 */
export async function wpLogin(
	page: Page,
	username: string,
	password: string = DEMO_PASSWORD
): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( username );
	await page.locator( '#user_pass' ).fill( password );
	await page.locator( '#wp-submit' ).click();
	// Logged in once wp-login.php sent the browser on (to wp-admin, or to the app for a trainer,
	// whose page may move on to its own login screen before its load event).
	await expect( page ).not.toHaveURL( /wp-login\.php/ );
}

/** What FitCoach's settings page gives its scripts (window.fitcoachAdmin). */
export interface AdminRestConfig {
	restRoot: string;
	nonce: string;
	apiKey: string;
}

/**
 * Opens FitCoach → Instellingen (logged in to wp-admin) and reads its REST settings: the REST
 * root, the cookie login's nonce and the API key.
 *
 * @param page Page.
 */
export async function adminRestConfig(
	page: Page
): Promise< AdminRestConfig > {
	await page.goto( '/wp-admin/admin.php?page=fitcoach' );
	return ( await page.evaluate(
		() => ( window as unknown as { fitcoachAdmin: unknown } ).fitcoachAdmin
	) ) as AdminRestConfig;
}

/**
 * Logs in through the login screen and waits until the app left it.
 *
 * @param page             Page.
 * @param username         Login name or e-mail address.
 * @param password         Password.
 * @param options          Options.
 * @param options.remember Tick 'Onthoud mij'.
 * @param options.path     Where to open the login (default /login).
 */
export async function login(
	page: Page,
	username: string,
	password: string = DEMO_PASSWORD,
	options: { remember?: boolean; path?: string } = {}
): Promise< void > {
	if ( ! /\/login(\?|$)/.test( page.url() ) || options.path ) {
		await page.goto( options.path ?? '/login' );
	}
	await fillLoginForm( page, username, password, options.remember );
	await expect( page ).not.toHaveURL( /\/login(\?|$)/ );
}

/**
 * Fills in and submits the login form (without waiting for the outcome).
 *
 * @param page     Page on the login screen.
 * @param username Login name or e-mail address.
 * @param password Password.
 * @param remember Tick 'Onthoud mij'.
 */
export async function fillLoginForm(
	page: Page,
	username: string,
	password: string,
	remember = false
): Promise< void > {
	await page.getByLabel( 'Gebruikersnaam of e-mailadres' ).fill( username );
	await page.getByLabel( 'Wachtwoord', { exact: true } ).fill( password );
	if ( remember ) {
		await page.getByRole( 'checkbox', { name: 'Onthoud mij' } ).check();
	}
	await page.getByRole( 'button', { name: 'Inloggen' } ).click();
}

/**
 * Logs in through the API (POST /auth/login) and stores the tokens where the app looks for them
 * before any page of the app loads. Faster than the login screen for specs about other screens.
 *
 * @param page     Page (not yet on the app, or reload it afterwards).
 * @param username Login name or e-mail address.
 * @param password Password.
 * @param remember Ask for a refresh token too.
 * @return The login response (token, refresh_token, user).
 */
export async function loginViaApi(
	page: Page,
	username: string,
	password: string = DEMO_PASSWORD,
	remember = false
): Promise< {
	token: string;
	refresh_token?: string;
	user: { id: number; is_admin: boolean };
} > {
	const response = await page.request.post(
		'/wp-json/fitcoach/v1/auth/login',
		{
			data: { username, password, remember },
		}
	);
	expect( response.status(), `login of ${ username }` ).toBe( 200 );
	const body = await response.json();
	await page.addInitScript(
		( [ keys, token, refresh ] ) => {
			if ( ! window.sessionStorage.getItem( 'fitcoach_e2e_login' ) ) {
				window.sessionStorage.setItem( 'fitcoach_e2e_login', '1' );
				window.localStorage.setItem( keys.token, token );
				if ( refresh ) {
					window.localStorage.setItem( keys.refreshToken, refresh );
				}
			}
		},
		[
			STORAGE,
			body.token as string,
			( body.refresh_token as string | undefined ) ?? '',
		] as const
	);
	return body;
}

/**
 * The site's API key (printed into every app page as window.fitcoachConfig.apiKey).
 *
 * @param request Request context (page.request).
 */
export async function apiKey( request: APIRequestContext ): Promise< string > {
	const html = await ( await request.get( '/login' ) ).text();
	const match = html.match( /"apiKey":"([^"]+)"/ );
	if ( ! match ) {
		throw new Error( 'No API key on the app page' );
	}
	return match[ 1 ];
}

export interface Mail {
	file: string;
	time: number;
	to: string;
	subject: string;
	body: string;
}

/**
 * The body of a raw message as text (quoted-printable or base64 decoded; the text part of a
 * multipart message).
 *
 * @param raw Raw RFC 822 message.
 */
export function mailBody( raw: string ): string {
	const normal = raw.replace( /\r\n/g, '\n' );
	const split = normal.indexOf( '\n\n' );
	const headers = split >= 0 ? normal.slice( 0, split ) : normal;
	let body = split >= 0 ? normal.slice( split + 2 ) : '';
	const boundary = headers.match( /boundary="?([^";\n]+)"?/i );
	if ( boundary ) {
		const parts = body.split( `--${ boundary[ 1 ] }` ).slice( 1, -1 );
		const text =
			parts.find( ( part ) =>
				/Content-Type:\s*text\/plain/i.test( part )
			) ??
			parts[ 0 ] ??
			'';
		return mailBody( text.replace( /^\n/, '' ) );
	}
	if ( /Content-Transfer-Encoding:\s*quoted-printable/i.test( headers ) ) {
		const bytes = body
			.replace( /=\n/g, '' )
			.replace( /=([0-9A-F]{2})/gi, ( _match, hex: string ) =>
				String.fromCharCode( parseInt( hex, 16 ) )
			);
		body = Buffer.from( bytes, 'latin1' ).toString( 'utf8' );
	} else if ( /Content-Transfer-Encoding:\s*base64/i.test( headers ) ) {
		body = Buffer.from( body.replace( /\s+/g, '' ), 'base64' ).toString(
			'utf8'
		);
	}
	return body;
}

function header( raw: string, name: string ): string {
	const match = raw
		.replace( /\r\n/g, '\n' )
		.match( new RegExp( `^${ name }:\\s*(.*)$`, 'mi' ) );
	return match ? match[ 1 ].trim() : '';
}

/**
 * The mails in the e2e outbox, oldest first.
 *
 * @param filter         Filter.
 * @param filter.to      Only mails to this address.
 * @param filter.since   Only mails written at or after this time (ms).
 * @param filter.subject Only mails whose subject matches.
 */
export function mails(
	filter: { to?: string; since?: number; subject?: RegExp } = {}
): Mail[] {
	if ( ! fs.existsSync( OUTBOX ) ) {
		return [];
	}
	return fs
		.readdirSync( OUTBOX )
		.filter( ( name ) => name.endsWith( '.eml' ) )
		.map( ( name ) => {
			const file = path.join( OUTBOX, name );
			const raw = fs.readFileSync( file, 'utf8' );
			return {
				file,
				time: fs.statSync( file ).mtimeMs,
				to: header( raw, 'To' ),
				subject: header( raw, 'Subject' ),
				body: mailBody( raw ),
			};
		} )
		.filter(
			( mail ) =>
				! filter.to ||
				mail.to.toLowerCase().includes( filter.to.toLowerCase() )
		)
		.filter(
			( mail ) => ! filter.since || mail.time >= filter.since - 1000
		)
		.filter(
			( mail ) => ! filter.subject || filter.subject.test( mail.subject )
		)
		.sort( ( a, b ) => a.time - b.time || a.file.localeCompare( b.file ) );
}

/**
 * Waits for the newest mail matching the filter (at most `timeout` ms).
 *
 * @param filter         Filter (see mails()).
 * @param filter.to      Recipient.
 * @param filter.since   Written at or after (ms).
 * @param filter.subject Subject pattern.
 * @param timeout        Milliseconds.
 */
export async function waitForMail(
	filter: { to?: string; since?: number; subject?: RegExp },
	timeout = 10_000
): Promise< Mail > {
	const end = Date.now() + timeout;
	for (;;) {
		const found = mails( filter );
		if ( found.length ) {
			return found[ found.length - 1 ];
		}
		if ( Date.now() > end ) {
			throw new Error(
				`No mail in ${ OUTBOX } for ${ JSON.stringify( { ...filter, subject: String( filter.subject ) } ) }`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
	}
}

/**
 * The first link in a mail whose path contains `pathPart` (e.g. '/reset-password/').
 *
 * @param mail     The mail.
 * @param pathPart Part of the link's path.
 */
export function linkIn( mail: Mail, pathPart: string ): string {
	const links = mail.body.match( /https?:\/\/[^\s"'<>]+/g ) ?? [];
	const link = links.find( ( candidate ) => candidate.includes( pathPart ) );
	if ( ! link ) {
		throw new Error(
			`No ${ pathPart } link in the mail "${ mail.subject }":\n${ mail.body }`
		);
	}
	return link.replace( /[.,)]+$/, '' );
}

/**
 * The in-app path of a link from a mail (the mails point at the site's own URL).
 *
 * @param link Absolute link.
 */
export function pathOf( link: string ): string {
	const url = new URL( link );
	return `${ url.pathname }${ url.search }`;
}

/**
 * Waits until the app's service worker is active and controls the page (it claims the page at
 * its first install), so the app's files are there without a network.
 *
 * @param page Page on the app.
 */
export async function serviceWorkerReady( page: Page ): Promise< void > {
	await page.evaluate( async () => {
		await navigator.serviceWorker.ready;
	} );
	await expect
		.poll( () =>
			page.evaluate( () => !! navigator.serviceWorker.controller )
		)
		.toBe( true );
}

/**
 * GET on the app's API from the test runner, with the app's headers (API key, Bearer token);
 * expects 200.
 *
 * @param request Request context.
 * @param token   Access token.
 * @param route   Route below /wp-json/fitcoach/v1, with its query.
 */
export async function apiGet< T >(
	request: APIRequestContext,
	token: string,
	route: string
): Promise< T > {
	const response = await request.get( `/wp-json/fitcoach/v1${ route }`, {
		headers: {
			Authorization: `Bearer ${ token }`,
			'X-FitCoach-Key': await apiKey( request ),
		},
	} );
	expect( response.status(), `GET ${ route }` ).toBe( 200 );
	return ( await response.json() ) as T;
}

/**
 * Closes every toast on the page (an error toast stays 10 s and may lie over the control a test
 * clicks next, as it would for a person, who closes it the same way).
 *
 * @param page Page.
 */
export async function closeToasts( page: Page ): Promise< void > {
	const close = page
		.getByRole( 'region', { name: 'Meldingen' } )
		.getByRole( 'button', { name: 'Melding sluiten' } );
	while ( ( await close.count() ) > 0 ) {
		await close.first().click();
	}
}
