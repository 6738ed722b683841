/**
 * Accessibility (issue 16): axe-core with the WCAG 2.2 AA rules on every screen of the app (guest,
 * member, admin, the dialogs, the open switcher) and on FitCoach's own wp-admin screens; then
 * every screen again at 320 px wide with the text at 200 %, checked for horizontal scrolling and
 * for buttons, links and fields that are cut off.
 *
 * No critical or serious violation may remain; moderate and minor ones are listed in the report.
 * Inside `npm test` the counts are written as a11y-<pid>.json beside the other reports (the
 * summary prints them).
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';

/**
 * Internal dependencies
 */
import { apiGet, loginViaApi, wpLogin } from './helpers';

/** The axe rule sets the issue asks for: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = [
	'wcag2a',
	'wcag2aa',
	'wcag21a',
	'wcag21aa',
	'wcag22a',
	'wcag22aa',
];

interface Tally {
	screens: number;
	critical: number;
	serious: number;
	moderate: number;
	minor: number;
	layouts: number;
	overflows: number;
}

const tally: Tally = {
	screens: 0,
	critical: 0,
	serious: 0,
	moderate: 0,
	minor: 0,
	layouts: 0,
	overflows: 0,
};

/**
 * Waits until a screen has settled: no request in flight, no loading placeholder or spinner,
 * charts drawn.
 *
 * @param page Page.
 */
async function settle( page: Page ): Promise< void > {
	// An audit needs the settled screen: every answer in, whatever the screen asked for.
	// eslint-disable-next-line playwright/no-networkidle
	await page.waitForLoadState( 'networkidle' );
	await expect(
		page.locator( '.fc-skeleton, .fc-spinner, .fc-app__loading' )
	).toHaveCount( 0 );
	// Chart.js draws on the next frames.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
}

/**
 * Runs axe on the page (or on one part of it) and fails on any critical or serious violation,
 * naming each one with the elements it found.
 *
 * @param page    Page.
 * @param name    The screen's name in the report.
 * @param include Only this part of the page (wp-admin: FitCoach's own area).
 */
async function audit(
	page: Page,
	name: string,
	include?: string
): Promise< void > {
	let builder = new AxeBuilder( { page } ).withTags( WCAG_TAGS );
	if ( include ) {
		builder = builder.include( include );
	}
	const { violations } = await builder.analyze();
	tally.screens++;
	const blocking: string[] = [];
	for ( const violation of violations ) {
		const impact = violation.impact ?? 'minor';
		tally[ impact ] += violation.nodes.length;
		const line = `${ name }: [${ impact }] ${ violation.id } — ${
			violation.help
		}\n${ violation.nodes
			.map(
				( node ) =>
					`    ${ node.target.join( ' ' ) }: ${
						node.failureSummary?.replace( /\s+/g, ' ' ) ?? ''
					}`
			)
			.join( '\n' ) }`;
		if ( 'critical' === impact || 'serious' === impact ) {
			blocking.push( line );
		} else {
			// eslint-disable-next-line no-console
			console.log( line );
		}
	}
	expect( blocking, blocking.join( '\n' ) ).toEqual( [] );
}

/**
 * At 320 px wide with the text at 200 %: the page does not scroll sideways, and no button, link
 * or field sticks out of the screen or has its text cut off.
 *
 * @param page Page.
 * @param name The screen's name in the report.
 */
async function checkLayout( page: Page, name: string ): Promise< void > {
	await page.setViewportSize( { width: 320, height: 640 } );
	await page.addStyleTag( {
		content: 'html { font-size: 200% !important; }',
	} );
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	const problems = await page.evaluate( () => {
		const found: string[] = [];
		const root = document.documentElement;
		if ( root.scrollWidth > root.clientWidth + 1 ) {
			found.push(
				`the page is ${ root.scrollWidth } px wide in a ${ root.clientWidth } px screen`
			);
		}
		const nameOf = ( element: Element ) =>
			`${ element.tagName.toLowerCase() } "${ (
				element.getAttribute( 'aria-label' ) ||
				element.textContent ||
				''
			)
				.trim()
				.slice( 0, 40 ) }"`;
		const controls = document.querySelectorAll(
			'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=option]'
		);
		controls.forEach( ( element ) => {
			const box = element.getBoundingClientRect();
			if ( 0 === box.width || 0 === box.height ) {
				return;
			}
			const style = getComputedStyle( element );
			if ( 'hidden' === style.visibility ) {
				return;
			}
			// Inside a part that scrolls sideways on purpose (a slider), a control may lie
			// beyond the edge.
			if ( element.closest( '.swiper, [data-scrolls-x]' ) ) {
				return;
			}
			if ( box.left < -1 || box.right > root.clientWidth + 1 ) {
				found.push(
					`${ nameOf( element ) } lies outside the screen (${ Math.round(
						box.left
					) }–${ Math.round( box.right ) } px)`
				);
			}
			const clips =
				'visible' !== style.overflowX || 'visible' !== style.overflowY;
			if (
				clips &&
				! ( element instanceof HTMLInputElement ) &&
				! ( element instanceof HTMLTextAreaElement ) &&
				! ( element instanceof HTMLSelectElement ) &&
				( element.scrollWidth > element.clientWidth + 1 ||
					element.scrollHeight > element.clientHeight + 1 )
			) {
				found.push( `${ nameOf( element ) } has its text cut off` );
			}
		} );
		return found;
	} );
	tally.layouts++;
	tally.overflows += problems.length;
	expect(
		problems,
		`${ name } at 320 px and 200 % text:\n${ problems.join( '\n' ) }`
	).toEqual( [] );
}

/**
 * Audits a screen, then checks its layout at 320 px and 200 % text.
 *
 * @param page Page on the screen, settled.
 * @param name The screen's name in the report.
 */
async function auditScreen( page: Page, name: string ): Promise< void > {
	await audit( page, name );
	await checkLayout( page, name );
}

// The service worker's precache would keep the network busy for seconds after every page load
// ('networkidle' waits for it); the audits are about the screens, which work without it.
test.use( { serviceWorkers: 'block' } );

test.afterAll( () => {
	const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
	if ( json ) {
		const file = path.join(
			path.dirname( path.resolve( json ) ),
			`a11y-${ process.pid }.json`
		);
		fs.writeFileSync( file, JSON.stringify( tally, null, 2 ) );
	} else {
		// eslint-disable-next-line no-console
		console.log( 'accessibility:', JSON.stringify( tally ) );
	}
} );

// ------------------------------------------------------------------------------------ guest

test.describe( 'guest screens', () => {
	for ( const [ name, url ] of [
		[ 'login', '/login' ],
		[ 'forgot password', '/forgot-password' ],
		[ 'reset password', '/reset-password/abcdef?user=sanne' ],
		[ 'reset password, invalid link', '/reset-password/abcdef' ],
	] ) {
		test( `axe: ${ name }`, async ( { page } ) => {
			await page.goto( url );
			await expect( page.locator( 'h1' ) ).toHaveCount( 1 );
			await settle( page );
			await auditScreen( page, name );
		} );
	}
} );

// ----------------------------------------------------------------------------------- member

interface Listed {
	data: Array< { id: number } >;
}

test.describe( 'member screens', () => {
	let ids: {
		measurement: number;
		workout: number;
		session: number;
		exercise: number;
	};

	test.beforeEach( async ( { page } ) => {
		const login = await loginViaApi( page, 'sanne' );
		if ( ! ids ) {
			const measurements = await apiGet< Listed >(
				page.request,
				login.token,
				'/measurements?per_page=1'
			);
			const workouts = await apiGet< Array< { id: number } > | Listed >(
				page.request,
				login.token,
				'/workouts'
			);
			const sessions = await apiGet<
				Listed & {
					data: Array< { exercises: Array< { id: number } > } >;
				}
			>( page.request, login.token, '/workout-sessions?per_page=1' );
			const workoutList = Array.isArray( workouts )
				? workouts
				: workouts.data;
			ids = {
				measurement: measurements.data[ 0 ].id,
				workout: workoutList[ 0 ].id,
				session: sessions.data[ 0 ].id,
				exercise: sessions.data[ 0 ].exercises[ 0 ].id,
			};
		}
	} );

	const screens: Array< [ string, () => string ] > = [
		[ 'home', () => '/' ],
		[ 'measurements', () => '/metingen' ],
		[ 'new measurement', () => '/metingen/nieuw' ],
		[ 'edit measurement', () => `/metingen/${ ids.measurement }` ],
		[ 'training', () => '/training' ],
		[ 'my schema', () => '/training/schema' ],
		[ 'workout', () => `/training/workout/${ ids.workout }` ],
		[ 'session', () => `/sessies/${ ids.session }` ],
		[ 'exercise history', () => `/training/oefening/${ ids.exercise }` ],
		[ 'more', () => '/meer' ],
		[ 'profile', () => '/profile' ],
		[ 'check-in', () => '/check-in' ],
		[ 'messages', () => '/berichten' ],
	];
	for ( const [ name, url ] of screens ) {
		test( `axe: ${ name }`, async ( { page } ) => {
			await page.goto( url() );
			await settle( page );
			await expect( page.locator( 'h1' ) ).toHaveCount( 1 );
			await auditScreen( page, name );
		} );
	}

	test( 'axe: the delete dialog of a measurement', async ( { page } ) => {
		await page.goto( `/metingen/${ ids.measurement }` );
		await settle( page );
		await page.getByRole( 'button', { name: 'Verwijder' } ).click();
		await expect(
			page.getByRole( 'alertdialog' ).or( page.getByRole( 'dialog' ) )
		).toBeVisible();
		await auditScreen( page, 'delete dialog' );
	} );
} );

// ------------------------------------------------------------------------------------ admin

test.describe( 'admin screens', () => {
	let sanneId: number;

	test.beforeEach( async ( { page } ) => {
		const login = await loginViaApi( page, 'coach' );
		if ( ! sanneId ) {
			const users = await apiGet<
				| Array< {
						id: number;
						username?: string;
						user_login?: string;
				  } >
				| {
						data: Array< {
							id: number;
							username?: string;
							user_login?: string;
						} >;
				  }
			>( page.request, login.token, '/admin/users?search=sanne' );
			const list = Array.isArray( users ) ? users : users.data;
			sanneId = list[ 0 ].id;
		}
	} );

	const screens: Array< [ string, () => string ] > = [
		[ 'admin dashboard', () => '/admin' ],
		[ 'user list', () => '/admin/users' ],
		[ 'add user', () => '/admin/users/nieuw' ],
		[ 'user detail', () => `/admin/users/${ sanneId }` ],
		[ 'programs', () => '/admin/programmas' ],
		[ 'new program', () => '/admin/programmas/nieuw' ],
		[ 'workouts', () => '/admin/workouts' ],
		[ 'new workout', () => '/admin/workouts/nieuw' ],
		[ 'exercises', () => '/admin/oefeningen' ],
		[ 'check-ins', () => '/admin/check-ins' ],
		[ 'conversations', () => '/berichten' ],
		[ 'a member thread', () => `/berichten/${ sanneId }` ],
	];
	for ( const [ name, url ] of screens ) {
		test( `axe: ${ name }`, async ( { page } ) => {
			await page.goto( url() );
			await settle( page );
			await expect( page.locator( 'h1' ) ).toHaveCount( 1 );
			await auditScreen( page, name );
		} );
	}

	test( 'axe: the open user switcher', async ( { page } ) => {
		await page.goto( '/admin' );
		await settle( page );
		await page
			.getByRole( 'button', { name: 'Gebruiker wisselen' } )
			.first()
			.click();
		await expect( page.getByRole( 'listbox' ) ).toBeVisible();
		await settle( page );
		await auditScreen( page, 'open switcher' );
	} );

	test( 'axe: the password reset dialog', async ( { page } ) => {
		await page.goto( `/admin/users/${ sanneId }` );
		await settle( page );
		await page
			.getByRole( 'button', { name: 'Wachtwoord Reset Versturen' } )
			.click();
		await expect(
			page.getByRole( 'alertdialog' ).or( page.getByRole( 'dialog' ) )
		).toBeVisible();
		await auditScreen( page, 'reset dialog' );
	} );

	test( 'axe: the app while viewing it as a member', async ( { page } ) => {
		await page.goto( '/admin' );
		await settle( page );
		await page
			.getByRole( 'button', { name: 'Gebruiker wisselen' } )
			.first()
			.click();
		await page
			.getByRole( 'combobox', { name: 'Gebruiker wisselen' } )
			.fill( 'sanne' );
		// Switching reloads the page once the server agreed: the audit waits for that load, not
		// for the banner, which may already show on the page about to go.
		const reloaded = page.waitForEvent( 'load' );
		await page.getByRole( 'option', { name: /^Sanne/ } ).click();
		await reloaded;
		await expect(
			page.getByText( /Je bekijkt nu de app van/ )
		).toBeVisible();
		await settle( page );
		await auditScreen( page, 'switched home' );
	} );
} );

// --------------------------------------------------------------------------------- wp-admin

test.describe( 'wp-admin screens', () => {
	test.beforeEach( async ( { page } ) => {
		await wpLogin( page, 'coach' );
	} );

	for ( const [ name, url, area ] of [
		[ 'settings', '/wp-admin/admin.php?page=fitcoach', '#wpbody-content' ],
		[
			'audit log',
			'/wp-admin/admin.php?page=fitcoach-switch-log',
			'#wpbody-content',
		],
		[
			'workouts',
			'/wp-admin/edit.php?post_type=fitcoach_workout',
			'#wpbody-content',
		],
	] ) {
		test( `axe: wp-admin ${ name }`, async ( { page } ) => {
			await page.goto( url );
			await expect( page.locator( area ) ).toBeVisible();
			await settle( page );
			await audit( page, `wp-admin ${ name }`, area );
		} );
	}
} );
