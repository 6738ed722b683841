/**
 * Programs in the app (issue 28, items 1 and 4), on the phone: the coach builds a program of two
 * weeks with two days at /admin/programmas ('Programma's', 'Nieuw programma'), copies week 1 to
 * week 2, assigns it to Sanne from today ('Programma toewijzen'), and Sanne's plan (GET /plan)
 * has today's workout; the member screen shows 'Week 1 van 2' and this week's 'Schema gevolgd'.
 * Afterwards Sanne gets back the program she had (or none), and the test's program is deleted.
 */

/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { DEMO_PASSWORD, apiGet, apiKey, login } from './helpers';

interface Plan {
	program: { id: number; title: string; weeks: number } | null;
	start_date: string | null;
	today: {
		date: string;
		day: { workout: { id: number; title: string } } | null;
	};
	adherence: { week_start: string; planned: number; done: number }[];
}

/**
 * Logs a demo user in through the API.
 *
 * @param request  Request context.
 * @param username Login name.
 */
async function loginOf(
	request: APIRequestContext,
	username: string
): Promise< { token: string; user: { id: number } } > {
	const response = await request.post( '/wp-json/fitcoach/v1/auth/login', {
		data: { username, password: DEMO_PASSWORD },
	} );
	expect( response.status(), `login of ${ username }` ).toBe( 200 );
	return ( await response.json() ) as {
		token: string;
		user: { id: number };
	};
}

/**
 * ISO day of a date (1 = Monday … 7 = Sunday).
 *
 * @param ymd Y-m-d.
 */
function isoDay( ymd: string ): number {
	const [ year, month, day ] = ymd.split( '-' ).map( Number );
	const weekday = new Date( Date.UTC( year, month - 1, day ) ).getUTCDay();
	return 0 === weekday ? 7 : weekday;
}

/**
 * Gives Sanne back the program she followed before the test (or none), and deletes the test's.
 *
 * @param request   Request context.
 * @param headers   The coach's headers.
 * @param memberId  Sanne's user id.
 * @param before    Her plan before the test.
 * @param programId The test's program (0: none made).
 */
async function restore(
	request: APIRequestContext,
	headers: Record< string, string >,
	memberId: number,
	before: Plan,
	programId: number
) {
	const path = `/wp-json/fitcoach/v1/admin/users/${ memberId }/program`;
	if ( before.program && before.start_date ) {
		await request.put( path, {
			headers,
			data: {
				program_id: before.program.id,
				start_date: before.start_date,
			},
		} );
	} else {
		await request.delete( path, { headers } );
	}
	if ( programId > 0 ) {
		await request.delete(
			`/wp-json/fitcoach/v1/admin/programs/${ programId }`,
			{ headers }
		);
	}
}

const DAY_NAMES = [
	'Maandag',
	'Dinsdag',
	'Woensdag',
	'Donderdag',
	'Vrijdag',
	'Zaterdag',
	'Zondag',
];

test( 'the coach builds a two-week program on the phone and assigns it to Sanne from today', async ( {
	page,
	request,
} ) => {
	const stamp = Date.now().toString( 36 );
	const title = `Twee weken ${ stamp }`;
	const sanneLogin = await loginOf( request, 'sanne' );
	const sanneToken = sanneLogin.token;
	const sanneId = sanneLogin.user.id;
	const coachToken = ( await loginOf( request, 'coach' ) ).token;
	const coach = {
		Authorization: `Bearer ${ coachToken }`,
		'X-FitCoach-Key': await apiKey( request ),
	};

	// What Sanne follows now (the demo's program, or none), to give it back afterwards.
	const before = await apiGet< Plan >( request, sanneToken, '/plan' );
	const today = before.today.date;
	const first = isoDay( today );
	const second = ( first % 7 ) + 1;
	// The workouts Sanne can see: a program of others would not reach her.
	const visible = await apiGet< { id: number; title: string }[] >(
		request,
		sanneToken,
		'/workouts'
	);
	expect( visible.length ).toBeGreaterThan( 1 );
	const [ todays, other ] = visible;
	// Sanne starts without a program: her screen offers 'Programma toewijzen'.
	await request.delete(
		`/wp-json/fitcoach/v1/admin/users/${ sanneId }/program`,
		{ headers: coach }
	);

	let programId = 0;
	try {
		await login( page, 'coach' );
		await page.goto( '/admin' );
		await page
			.getByRole( 'navigation', { name: 'Plannen' } )
			.getByRole( 'link', { name: "Programma's" } )
			.click();
		await expect( page ).toHaveURL( /\/admin\/programmas$/ );
		await expect( page ).toHaveTitle( /^Programma's/ );
		await page.getByRole( 'button', { name: 'Nieuw programma' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Nieuw programma' } )
		).toBeVisible();

		await page.getByLabel( 'Naam' ).fill( title );
		await page.getByLabel( 'Aantal weken' ).fill( '2' );
		await page
			.getByLabel( DAY_NAMES[ first - 1 ], { exact: true } )
			.selectOption( { label: todays.title } );
		await page
			.getByLabel( DAY_NAMES[ second - 1 ], { exact: true } )
			.selectOption( { label: other.title } );
		await page
			.getByRole( 'button', { name: 'Kopiëren naar volgende weken' } )
			.click();
		await expect(
			page.getByText( 'Week 1 is gekopieerd naar week 2 tot en met 2.' )
		).toBeVisible();
		await page.getByLabel( 'Week', { exact: true } ).selectOption( {
			label: 'Week 2',
		} );
		await expect(
			page.getByLabel( DAY_NAMES[ first - 1 ], { exact: true } )
		).toHaveValue( String( todays.id ) );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Programma bewerken' } )
		).toBeVisible();
		programId = Number( page.url().split( '/' ).pop() );
		expect( programId ).toBeGreaterThan( 0 );
		const saved = ( await (
			await request.get(
				`/wp-json/fitcoach/v1/admin/programs/${ programId }`,
				{ headers: coach }
			)
		).json() ) as { weeks: number; days: unknown[] };
		expect( saved.weeks ).toBe( 2 );
		expect( saved.days ).toHaveLength( 4 );

		// Sanne's screen: assign it from today (the date the field starts with).
		await page.goto( '/admin/users' );
		await page.getByLabel( 'Gebruikers zoeken' ).fill( 'sanne' );
		await page.getByRole( 'link', { name: /Sanne/ } ).first().click();
		const section = page.getByRole( 'region', {
			name: 'Trainingsprogramma',
		} );
		await section
			.getByLabel( 'Programma', { exact: true } )
			.selectOption( { label: title } );
		// Today as the site counts it (the field starts with the phone's today).
		await section.getByLabel( 'Startdatum' ).fill( today );
		await section
			.getByRole( 'button', { name: 'Programma toewijzen' } )
			.click();
		await expect( section.getByText( 'Week 1 van 2' ) ).toBeVisible();

		// Sanne's plan has today's workout.
		const after = await apiGet< Plan >( request, sanneToken, '/plan' );
		expect( after.program?.id ).toBe( programId );
		expect( after.today.day?.workout.id ).toBe( todays.id );

		// This week's adherence on the member screen, as the server counts it.
		// (Days of this week before today that an earlier program planned still count.)
		const week = after.adherence[ 0 ];
		expect( week.planned ).toBeGreaterThanOrEqual( second > first ? 2 : 1 );
		await page.reload();
		const weeks = page
			.getByRole( 'region', { name: 'Trainingsprogramma' } )
			.getByRole( 'list', { name: 'Schema per week' } );
		await expect( weeks.getByRole( 'listitem' ).first() ).toContainText(
			`Deze week`
		);
		await expect( weeks.getByRole( 'listitem' ).first() ).toContainText(
			`Schema gevolgd: ${ week.done } van ${ week.planned }`
		);
	} finally {
		await restore( request, coach, sanneId, before, programId );
	}
} );
