/**
 * Workouts and exercises in the app (issue 28, item 2), on the phone: the coach adds an exercise
 * with a video link and builds a workout of two exercises with a prescription at /admin/workouts
 * ('Workouts', 'Nieuwe workout') for Sanne, who then sees it on /training. The operator edits the
 * same workout in wp-admin, and the app shows the change. What the test made goes to the trash
 * afterwards (through the coach's routes), so the other specs see the demo catalogue.
 */

/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { DEMO_PASSWORD, apiKey, login, loginViaApi, wpLogin } from './helpers';

/**
 * Moves what the test made to the trash, as the coach (the workout first: an exercise a workout
 * uses is kept).
 *
 * @param request Request context.
 * @param paths   Routes to delete ('/admin/workouts/12').
 */
async function cleanUp( request: APIRequestContext, paths: string[] ) {
	if ( 0 === paths.length ) {
		return;
	}
	const response = await request.post( '/wp-json/fitcoach/v1/auth/login', {
		data: { username: 'coach', password: DEMO_PASSWORD },
	} );
	// Soft: a clean-up that fails marks the test failed (the specs after it expect the demo
	// catalogue) without hiding the error the test itself may have thrown.
	expect.soft( response.status(), 'clean-up login' ).toBe( 200 );
	const { token } = ( await response.json() ) as { token: string };
	const headers = {
		Authorization: `Bearer ${ token }`,
		'X-FitCoach-Key': await apiKey( request ),
	};
	for ( const path of paths ) {
		const deleted = await request.delete( `/wp-json/fitcoach/v1${ path }`, {
			headers,
		} );
		expect
			.soft( deleted.status(), `clean-up DELETE ${ path }` )
			.toBe( 200 );
	}
}

test( 'the coach builds a workout on the phone, Sanne follows it, wp-admin edits the same workout', async ( {
	page,
	browser,
	baseURL,
	request,
} ) => {
	const stamp = Date.now().toString( 36 );
	const exerciseTitle = `Split squat ${ stamp }`;
	const workoutTitle = `Benen en core ${ stamp }`;
	const made: string[] = [];

	try {
		await login( page, 'coach' );
		await page.goto( '/admin' );
		await page
			.getByRole( 'navigation', { name: 'Workouts en oefeningen' } )
			.getByRole( 'link', { name: 'Workouts' } )
			.click();
		await expect( page ).toHaveURL( /\/admin\/workouts$/ );
		await expect( page ).toHaveTitle( /^Workouts/ );

		// A new exercise with its video.
		await page.getByRole( 'link', { name: 'Oefeningen' } ).click();
		await page.getByRole( 'link', { name: 'Nieuwe oefening' } ).click();
		await page.getByLabel( 'Naam' ).fill( exerciseTitle );
		const video = page.getByLabel( 'YouTube- of Vimeo-link' );
		// A link wp-admin refuses is refused here too, beside the field.
		await video.fill( 'https://example.com/split-squat' );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect( video ).toBeFocused();
		await expect( video ).toHaveAccessibleDescription(
			/Alleen YouTube- en Vimeo-links zijn toegestaan\./
		);
		await video.fill( 'https://youtu.be/2C-uNgKwPLE' );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		const exerciseLink = page.getByRole( 'link', {
			name: new RegExp( exerciseTitle ),
		} );
		await expect( exerciseLink ).toContainText( 'Met video' );
		const exerciseId = Number(
			( await exerciseLink.getAttribute( 'href' ) )?.split( '/' ).pop()
		);
		expect( exerciseId ).toBeGreaterThan( 0 );
		made.push( `/admin/exercises/${ exerciseId }` );

		// The workout: the new exercise with a prescription, then Plank; for Sanne.
		await page.goto( '/admin/workouts' );
		await page.getByRole( 'link', { name: 'Nieuwe workout' } ).click();
		await expect( page ).toHaveTitle( /^Nieuwe workout/ );
		await page.getByLabel( 'Naam' ).fill( workoutTitle );
		await page.getByLabel( 'Beschrijving' ).fill( 'Rustig opbouwen.' );
		const add = page.getByLabel( 'Oefening toevoegen' );
		await add.selectOption( { label: exerciseTitle } );
		await page.getByRole( 'button', { name: 'Toevoegen' } ).click();
		const first = page.getByRole( 'group', {
			name: `1. ${ exerciseTitle }`,
		} );
		await expect( first.getByLabel( 'Sets' ) ).toBeFocused();
		await first.getByLabel( 'Sets' ).fill( '3' );
		await first.getByLabel( 'Herhalingen van' ).fill( '8' );
		await first.getByLabel( 'Herhalingen tot' ).fill( '10' );
		await first.getByLabel( 'Gewicht (kg)' ).fill( '35,5' );
		await first.getByLabel( 'Rust (s)' ).fill( '90' );
		await add.selectOption( { label: 'Plank' } );
		await page.getByRole( 'button', { name: 'Toevoegen' } ).click();
		await expect(
			page.getByRole( 'group', { name: '2. Plank' } )
		).toBeVisible();
		await page.getByRole( 'radio', { name: 'Gekozen leden' } ).check();
		await page.getByRole( 'checkbox', { name: 'Sanne de Vries' } ).check();
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();

		const workoutLink = page.getByRole( 'link', {
			name: new RegExp( workoutTitle ),
		} );
		await expect( workoutLink ).toContainText( '2 oefeningen · 1 lid' );
		const workoutId = Number(
			( await workoutLink.getAttribute( 'href' ) )?.split( '/' ).pop()
		);
		expect( workoutId ).toBeGreaterThan( 0 );
		made.unshift( `/admin/workouts/${ workoutId }` );

		// Sanne sees it on /training, with the coach's prescription.
		const phone = await browser.newContext( {
			baseURL,
			viewport: { width: 390, height: 844 },
			isMobile: true,
			hasTouch: true,
			locale: 'nl-NL',
			timezoneId: 'Europe/Amsterdam',
		} );
		const member = await phone.newPage();
		const sanne = await loginViaApi( member, 'sanne' );
		await member.goto( '/training' );
		await expect( member.getByText( workoutTitle ) ).toBeVisible();
		const workouts = ( await (
			await member.request.get( '/wp-json/fitcoach/v1/workouts', {
				headers: {
					Authorization: `Bearer ${ sanne.token }`,
					'X-FitCoach-Key': await apiKey( member.request ),
				},
			} )
		).json() ) as {
			id: number;
			exercises: { title: string; prescription: unknown }[];
		}[];
		const followed = workouts.find( ( item ) => item.id === workoutId );
		expect( followed?.exercises.map( ( item ) => item.title ) ).toEqual( [
			exerciseTitle,
			'Plank',
		] );
		expect( followed?.exercises[ 0 ].prescription ).toEqual( {
			sets: 3,
			reps_min: 8,
			reps_max: 10,
			weight: 35.5,
			rpe: null,
			rest: 90,
			note: '',
		} );

		// The operator edits the same workout in wp-admin (a desktop window).
		const desk = await browser.newContext( {
			baseURL,
			viewport: { width: 1280, height: 900 },
			locale: 'nl-NL',
		} );
		const admin = await desk.newPage();
		await wpLogin( admin, 'coach' );
		await admin.goto(
			`/wp-admin/post.php?post=${ workoutId }&action=edit`
		);
		await admin.locator( '#title' ).fill( `${ workoutTitle } zwaar` );
		await admin.locator( `#fitcoach-rx-${ exerciseId }-sets` ).fill( '4' );
		await admin.locator( '#publish' ).click();
		// WordPress's notice of the save (its script then drops message=1 from the address).
		await expect( admin.locator( '#message.updated' ) ).toBeVisible();
		await desk.close();

		// The app shows the change: the coach's editor and Sanne's training.
		await page.goto( `/admin/workouts/${ workoutId }` );
		await expect( page.getByLabel( 'Naam' ) ).toHaveValue(
			`${ workoutTitle } zwaar`
		);
		await expect(
			page
				.getByRole( 'group', { name: `1. ${ exerciseTitle }` } )
				.getByLabel( 'Sets' )
		).toHaveValue( '4' );
		await member.reload();
		await expect(
			member.getByText( `${ workoutTitle } zwaar` )
		).toBeVisible();
		await phone.close();
	} finally {
		await cleanUp( request, made );
	}
} );
