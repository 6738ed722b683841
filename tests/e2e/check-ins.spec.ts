/**
 * The weekly check-in (issue 29, items 1 and 2) on a phone: the coach sets Sanne's check-in day to
 * today (through the REST API, as the member screen does), Sanne sees 'Check-in invullen' on Home,
 * fills it in with two photos (small JPEGs the browser draws), the coach sees it unread in
 * 'Check-ins', opens it (its photos are read with his login and shown), replies, and Sanne reads
 * 'Reactie van je coach' with his text. Sanne's day is put back and today's check-in removed after.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'child_process';
import * as path from 'path';

/**
 * Internal dependencies
 */
import {
	apiKey,
	closeToasts,
	DEMO_PASSWORD,
	login,
	loginViaApi,
} from './helpers';

const ROOT = path.resolve( __dirname, '../..' );

/** Removes Sanne's check-in of today (there is no REST route that deletes one). */
function forgetTodaysCheckIn(): void {
	const { FITCOACH_WP_DIR: _outer, ...env } = process.env;
	execFileSync(
		'php',
		[
			path.join( ROOT, 'tests/php/fixtures/e2e-check-in.php' ),
			'forget',
			'sanne',
		],
		{
			cwd: ROOT,
			env: {
				...env,
				FITCOACH_INSTANCE: process.env.FITCOACH_E2E_INSTANCE || 'e2e',
				FITCOACH_URL: `http://localhost:${ process.env.FITCOACH_E2E_PORT }`,
			},
			encoding: 'utf8',
			timeout: 120_000,
		}
	);
}

/**
 * A small JPEG the browser draws: a coloured block with a darker figure.
 *
 * @param page   A page of the app.
 * @param colour The background.
 */
async function jpeg( page: Page, colour: string ): Promise< Buffer > {
	const data = await page.evaluate( ( fill ) => {
		const canvas = document.createElement( 'canvas' );
		canvas.width = 120;
		canvas.height = 160;
		const context = canvas.getContext( '2d' ) as CanvasRenderingContext2D;
		context.fillStyle = fill;
		context.fillRect( 0, 0, 120, 160 );
		context.fillStyle = '#333';
		context.fillRect( 45, 30, 30, 110 );
		return canvas.toDataURL( 'image/jpeg', 0.9 );
	}, colour );
	return Buffer.from( data.split( ',' )[ 1 ], 'base64' );
}

/** Today as the app writes it ('12 mei 2025'; the e2e site keeps UTC). */
const todayWritten = (): string =>
	new Intl.DateTimeFormat( 'nl-NL', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( new Date() );

test( 'a member checks in with two photos, the coach reads it and replies, the member reads the reply', async ( {
	page,
	browser,
	request,
}, testInfo ) => {
	// The coach, through the API: Sanne's check-in day becomes today.
	const answer = await request.post( '/wp-json/fitcoach/v1/auth/login', {
		data: { username: 'coach', password: DEMO_PASSWORD },
	} );
	expect( answer.status() ).toBe( 200 );
	const headers = {
		Authorization: `Bearer ${ ( await answer.json() ).token }`,
		'X-FitCoach-Key': await apiKey( request ),
	};
	const users = ( await (
		await request.get( '/wp-json/fitcoach/v1/admin/users?search=sanne', {
			headers,
		} )
	).json() ) as
		| Array< { id: number; username: string } >
		| { data: Array< { id: number; username: string } > };
	const sanne = ( Array.isArray( users ) ? users : users.data ).find(
		( user ) => 'sanne' === user.username
	);
	expect( sanne ).toBeDefined();
	const dayRoute = `/wp-json/fitcoach/v1/admin/users/${ sanne?.id }/check-in`;
	const before = ( await (
		await request.get( dayRoute, { headers } )
	).json() ) as { day: number };
	const today = ( ( new Date().getUTCDay() + 6 ) % 7 ) + 1;
	forgetTodaysCheckIn();
	const set = await request.put( dayRoute, {
		headers,
		data: { day: today },
	} );
	expect( set.status(), await set.text() ).toBe( 200 );

	const coachContext = await browser.newContext( {
		baseURL: testInfo.project.use.baseURL,
		viewport: { width: 390, height: 844 },
		locale: 'nl-NL',
		isMobile: true,
		hasTouch: true,
	} );
	try {
		// Sanne: Home's 'Check-in invullen' leads to /check-in.
		await login( page, 'sanne' );
		const start = page.getByRole( 'link', { name: 'Check-in invullen' } );
		await expect( start ).toBeVisible();
		await start.click();
		await expect( page ).toHaveURL( /\/check-in$/ );

		await page
			.getByRole( 'radiogroup', { name: 'Hoe was je week?' } )
			.getByLabel( '4' )
			.check();
		await page
			.getByRole( 'radiogroup', { name: 'Slaap' } )
			.getByLabel( '3' )
			.check();
		await page
			.getByRole( 'radiogroup', { name: 'Stress' } )
			.getByLabel( '2' )
			.check();
		await page
			.getByRole( 'radiogroup', { name: 'Voeding' } )
			.getByLabel( '5' )
			.check();
		await expect( page.getByLabel( 'Gewicht (kg)' ) ).not.toHaveValue( '' );
		await page
			.getByLabel( 'Toelichting' )
			.fill( 'Zware week, goed geslapen.' );
		await page.getByLabel( 'Foto voorkant' ).setInputFiles( {
			name: 'voor.jpg',
			mimeType: 'image/jpeg',
			buffer: await jpeg( page, '#8fb3ff' ),
		} );
		await page.getByLabel( 'Foto zijkant' ).setInputFiles( {
			name: 'zij.jpg',
			mimeType: 'image/jpeg',
			buffer: await jpeg( page, '#ffc98f' ),
		} );
		await expect(
			page.getByRole( 'img', { name: 'Voorbeeld: Voorkant' } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Check-in versturen' } )
			.click();
		await expect(
			page
				.getByRole( 'region', { name: 'Meldingen' } )
				.getByText( 'Check-in verstuurd' )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Je check-in van vandaag' } )
		).toBeVisible();

		// The coach: unread in 'Check-ins', opened with its photos, answered.
		const coach = await coachContext.newPage();
		await loginViaApi( coach, 'coach' );
		await coach.goto( '/admin' );
		await coach
			.getByRole( 'link', { name: 'Check-ins', exact: true } )
			.click();
		await expect(
			coach.getByRole( 'heading', {
				level: 1,
				name: /^Check-ins \d+ ongelezen$/,
			} )
		).toBeVisible();
		const row = coach
			.getByRole( 'link', { name: /Sanne/ } )
			.filter( { hasText: todayWritten() } );
		await expect( row ).toHaveCount( 1 );
		await expect( row.getByText( 'Ongelezen' ) ).toBeVisible();
		await expect( row.getByText( "2 foto's" ) ).toBeVisible();
		await row.click();

		await expect(
			coach.getByRole( 'heading', {
				level: 1,
				name: /^Check-in van Sanne/,
			} )
		).toBeVisible();
		const photos = coach.getByRole( 'list', { name: "Foto's" } );
		for ( const pose of [ 'Voorkant', 'Zijkant' ] ) {
			const image = photos.getByRole( 'img', {
				name: `${ pose }, ${ todayWritten() }`,
			} );
			await expect( image ).toHaveAttribute( 'src', /^blob:/ );
			await expect
				.poll( () =>
					image.evaluate(
						( element ) =>
							( element as HTMLImageElement ).naturalWidth
					)
				)
				.toBeGreaterThan( 0 );
		}
		await expect(
			coach.getByRole( 'heading', { name: 'Voortgang' } )
		).toBeVisible();
		await coach
			.getByLabel( 'Je reactie' )
			.fill( 'Sterk gedaan, Sanne! Houd die slaap vast.' );
		await coach
			.getByRole( 'button', { name: 'Reactie versturen' } )
			.click();
		await expect(
			coach
				.getByRole( 'region', { name: 'Meldingen' } )
				.getByText( 'Reactie verstuurd' )
		).toBeVisible();

		// Sanne reads the reply.
		await closeToasts( page );
		await page.reload();
		await expect(
			page.getByRole( 'region', { name: 'Reactie van je coach' } ).first()
		).toContainText( 'Sterk gedaan, Sanne! Houd die slaap vast.' );
	} finally {
		await coachContext.close();
		await request.put( dayRoute, { headers, data: { day: before.day } } );
		forgetTodaysCheckIn();
	}
} );
