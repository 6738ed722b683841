/**
 * The member's plan (issue 28, item 3), as a member who was just given a program by the coach
 * (through the REST API, as the coach's screens would): Home's 'Vandaag' and 'Deze week', starting
 * today's workout from 'Vandaag' (the day is then done), and moving a planned workout on 'Mijn
 * schema' ('Verplaatsen'). The member, her workouts and the program are this test's own and are
 * removed afterwards.
 */

/**
 * External dependencies
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	apiKey,
	DEMO_PASSWORD,
	linkIn,
	login,
	pathOf,
	waitForMail,
} from './helpers';

/**
 * 'Y-m-d' of a date (UTC, the e2e site's time zone).
 * @param date
 */
const isoOf = ( date: Date ): string => date.toISOString().slice( 0, 10 );

/**
 * A date some days from another.
 *
 * @param iso  'Y-m-d'.
 * @param days Days later.
 */
function addDays( iso: string, days: number ): string {
	const date = new Date( `${ iso }T12:00:00Z` );
	date.setUTCDate( date.getUTCDate() + days );
	return isoOf( date );
}

/**
 * A date as the app writes it: 'short' ('wo 14 mei', the schema's rows) or 'long' ('woensdag 14
 * mei', the choices and the screen reader's text).
 *
 * @param iso   'Y-m-d'.
 * @param style How.
 */
function written( iso: string, style: 'day' | 'long' ): string {
	const long = 'long' === style;
	return new Intl.DateTimeFormat( 'nl-NL', {
		weekday: long ? 'long' : 'short',
		day: 'numeric',
		month: long ? 'long' : 'short',
		timeZone: 'UTC',
	} )
		.format( new Date( `${ iso }T12:00:00Z` ) )
		.replace( /\./g, '' )
		.replace( ',', '' );
}

/**
 * Calls the API as the coach.
 * @param request
 */
async function coachApi( request: APIRequestContext ) {
	const answer = await request.post( '/wp-json/fitcoach/v1/auth/login', {
		data: { username: 'coach', password: DEMO_PASSWORD },
	} );
	expect( answer.status() ).toBe( 200 );
	const headers = {
		Authorization: `Bearer ${ ( await answer.json() ).token }`,
		'X-FitCoach-Key': await apiKey( request ),
	};
	const call = async < T >(
		method: 'GET' | 'POST' | 'PUT' | 'DELETE',
		route: string,
		data?: unknown
	): Promise< T > => {
		const response = await request.fetch(
			`/wp-json/fitcoach/v1${ route }`,
			{ method, headers, data }
		);
		expect(
			response.status(),
			`${ method } ${ route }: ${ await response.text() }`
		).toBeLessThan( 300 );
		return ( await response.json() ) as T;
	};
	return call;
}

test( 'a member with a program sees today and this week on Home, starts today’s workout, and moves a day on Mijn schema', async ( {
	page,
	request,
} ) => {
	const stamp = `${ Date.now() }`.slice( -8 );
	const api = await coachApi( request );
	const today = isoOf( new Date() );
	const weekday =
		( ( new Date( `${ today }T12:00:00Z` ).getUTCDay() + 6 ) % 7 ) + 1;
	const monday = addDays( today, 1 - weekday );
	const nextMonday = addDays( monday, 7 );
	const nextWednesday = addDays( monday, 9 );

	// A member of this test's own, with a password of her own (the welcome mail's link).
	const since = Date.now();
	const email = `schema.${ stamp }@fitcoach.test`;
	const created = await api< { user: { id: number } } >(
		'POST',
		'/admin/users',
		{ first_name: 'Plan', last_name: `Lid ${ stamp }`, email }
	);
	const member = created.user.id;
	const cleanup: Array< () => Promise< unknown > > = [
		() => api( 'DELETE', `/admin/users/${ member }` ),
	];
	try {
		const mail = await waitForMail( { to: email, since } );
		const username = /Je gebruikersnaam is: (\S+)/.exec( mail.body )?.[ 1 ];
		const password = `Schema-${ stamp }-wachtwoord`;
		await page.goto( pathOf( linkIn( mail, '/reset-password/' ) ) );
		await page.getByLabel( 'Nieuw wachtwoord' ).fill( password );
		await page.getByLabel( 'Bevestig wachtwoord' ).fill( password );
		await page
			.getByRole( 'button', { name: 'Wachtwoord Resetten' } )
			.click();
		await expect(
			page.getByRole( 'link', { name: 'Ga naar inloggen' } )
		).toBeVisible();

		// Two workouts for her, and a program of two weeks: today's workout this week, and one on
		// next Monday (a day that can move whatever weekday today is).
		const workout = async ( title: string ) =>
			(
				await api< { id: number } >( 'POST', '/admin/workouts', {
					title,
					exercises: [],
					assigned: { everyone: false, members: [ member ] },
				} )
			).id;
		const todayTitle = `Vandaag ${ stamp }`;
		const laterTitle = `Later ${ stamp }`;
		const todayWorkout = await workout( todayTitle );
		cleanup.unshift( () =>
			api( 'DELETE', `/admin/workouts/${ todayWorkout }` )
		);
		const laterWorkout = await workout( laterTitle );
		cleanup.unshift( () =>
			api( 'DELETE', `/admin/workouts/${ laterWorkout }` )
		);
		const program = await api< { id: number } >(
			'POST',
			'/admin/programs',
			{
				title: `Schema ${ stamp }`,
				weeks: 2,
				days: [
					{ week: 1, day: weekday, workout_id: todayWorkout },
					{ week: 2, day: 1, workout_id: laterWorkout },
				],
			}
		);
		cleanup.unshift( () =>
			api( 'DELETE', `/admin/programs/${ program.id }` )
		);
		await api( 'PUT', `/admin/users/${ member }/program`, {
			program_id: program.id,
			start_date: monday,
		} );
		cleanup.unshift( () =>
			api( 'DELETE', `/admin/users/${ member }/program` )
		);

		await login( page, username as string, password );
		const home = page.locator( '.fc-home' );

		// 'Vandaag': today's workout, and its 'Starten' is the first on Home.
		const todaySection = page.getByRole( 'region', {
			name: 'Vandaag',
			exact: true,
		} );
		await expect(
			todaySection.getByRole( 'heading', { name: todayTitle } )
		).toBeVisible();
		await expect(
			todaySection.getByText( `Schema ${ stamp } · Week 1 van 2` )
		).toBeVisible();
		await expect(
			todaySection.getByRole( 'button', { name: 'Starten' } )
		).toBeVisible();
		expect(
			await home
				.getByRole( 'button', { name: 'Starten' } )
				.first()
				.evaluate( ( button ) => !! button.closest( '.fc-home-today' ) )
		).toBe( true );

		// 'Deze week': seven days, today planned, the others rest days.
		const week = page
			.getByRole( 'region', { name: 'Deze week', exact: true } )
			.getByRole( 'list', { name: 'Deze week' } );
		await expect( week.getByRole( 'listitem' ) ).toHaveCount( 7 );
		const todayItem = week.locator( '[aria-current="date"]' );
		await expect( todayItem ).toContainText(
			`${ written( today, 'long' ) }: ${ todayTitle } – Gepland`
		);

		// Starting it from 'Vandaag': the session, and back on Home the day is done.
		await todaySection.getByRole( 'button', { name: 'Starten' } ).click();
		await expect( page ).toHaveURL( /\/sessies\/\d+$/ );
		const session = Number( /\/sessies\/(\d+)$/.exec( page.url() )?.[ 1 ] );
		await page.goto( '/' );
		await expect( todaySection.getByText( 'Gedaan' ) ).toBeVisible();
		await expect(
			todaySection.getByRole( 'button', { name: 'Starten' } )
		).toHaveCount( 0 );
		await expect(
			todaySection.getByRole( 'link', { name: 'Bekijken' } )
		).toHaveAttribute( 'href', new RegExp( `/sessies/${ session }$` ) );
		await expect( todayItem ).toContainText( `${ todayTitle } – Gedaan` );

		// 'Mijn schema', from Training: both weeks, and next Monday's workout moves to Wednesday.
		await page.goto( '/training' );
		await page.getByRole( 'link', { name: 'Mijn schema' } ).click();
		await expect( page ).toHaveURL( /\/training\/schema$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Mijn schema' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Week 1 van 2' } )
		).toBeVisible();
		const nextWeek = page.getByRole( 'region', { name: 'Week 2 van 2' } );
		const row = nextWeek
			.getByRole( 'listitem' )
			.filter( { hasText: laterTitle } );
		await expect( row ).toContainText( written( nextMonday, 'day' ) );
		await expect( row ).toContainText( 'Gepland' );
		await row.getByRole( 'button', { name: 'Verplaatsen' } ).click();
		await page
			.getByRole( 'combobox', { name: 'Nieuwe dag' } )
			.selectOption( { label: written( nextWednesday, 'long' ) } );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect(
			page.getByText( 'Training verplaatst', { exact: true } )
		).toBeVisible();
		await expect( row ).toContainText( written( nextWednesday, 'day' ) );
		await expect( row ).toContainText(
			`Verplaatst van ${ written( nextMonday, 'day' ) }`
		);

		// The server moved it: so it stays after the screen is opened again.
		await page.reload();
		await expect(
			page
				.getByRole( 'region', { name: 'Week 2 van 2' } )
				.getByRole( 'listitem' )
				.filter( { hasText: laterTitle } )
		).toContainText( written( nextWednesday, 'day' ) );
	} finally {
		for ( const step of cleanup ) {
			await step().catch( () => undefined );
		}
	}
} );
