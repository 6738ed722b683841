/**
 * In the gym without signal (issue 12), as Daan on the phone in Debian's chromium:
 * - online once: the service worker installs and Chromium reports the app installable;
 * - offline (`context.setOffline`): the reloaded app opens from the service worker and says
 *   'Je bent offline'; he adds a measurement and starts a workout, logs 3 sets with notes and saves;
 * - the page is closed and opened again offline: the changes are still waiting (the header's count);
 * - online again: the outbox is sent, and the server holds exactly one new measurement and one new
 *   session, with the values he entered.
 */

/**
 * External dependencies
 */
import {
	chromium,
	test,
	expect,
	type APIRequestContext,
} from '@playwright/test';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { debianChromium } from './chromium';
import { apiGet, apiKey, loginViaApi, serviceWorkerReady } from './helpers';

const API = '/wp-json/fitcoach/v1';
const OFFLINE_SAVED =
	'Offline opgeslagen — wordt verstuurd zodra je online bent';

interface Session {
	id: number;
	title: string;
	content: string;
	workout: { id: number; title: string } | null;
	exercises: Array< {
		id: number;
		title: string;
		sets: Array< { weight: number | null; reps: number | null } >;
	} >;
}

/**
 * Every measurement of the member (all pages).
 *
 * @param request Request context.
 * @param token   Access token.
 */
async function allMeasurements(
	request: APIRequestContext,
	token: string
): Promise<
	Array< { id: number; weight: number; energy: number; date: string } >
> {
	const first = await apiGet< {
		data: Array< {
			id: number;
			weight: number;
			energy: number;
			date: string;
		} >;
		pages: number;
	} >( request, token, '/measurements?page=1&per_page=100' );
	let items = first.data;
	for ( let page = 2; page <= first.pages; page++ ) {
		const next = await apiGet< { data: typeof items } >(
			request,
			token,
			`/measurements?page=${ page }&per_page=100`
		);
		items = items.concat( next.data );
	}
	return items;
}

test.describe( 'offline', () => {
	test( 'Chromium reports the app installable', async ( { baseURL } ) => {
		// Playwright's usual contexts are incognito, where Chromium never installs apps: a profile
		// on disk instead.
		const profile = mkdtempSync( join( tmpdir(), 'fitcoach-install-' ) );
		const context = await chromium.launchPersistentContext( profile, {
			...debianChromium,
			baseURL,
		} );
		try {
			const page = context.pages()[ 0 ] ?? ( await context.newPage() );
			await page.goto( '/login' );
			await page.evaluate( async () => {
				await navigator.serviceWorker.ready;
			} );
			await page.reload();
			const cdp = await context.newCDPSession( page );
			await expect
				.poll( async () => {
					const { installabilityErrors } = ( await cdp.send(
						'Page.getInstallabilityErrors'
					) ) as {
						installabilityErrors: Array< { errorId: string } >;
					};
					return installabilityErrors.map(
						( error ) => error.errorId
					);
				} )
				.toEqual( [] );
			const manifest = await (
				await page.request.get( '/?fitcoach_pwa=manifest' )
			).json();
			expect( manifest ).toMatchObject( {
				start_url: '/',
				display: 'standalone',
				lang: 'nl',
			} );
		} finally {
			await context.close();
			rmSync( profile, { recursive: true, force: true } );
		}
	} );

	test( 'a measurement and a whole session logged offline reach the server exactly once', async ( {
		page,
		context,
	} ) => {
		test.setTimeout( 120_000 );
		const { token } = await loginViaApi( page, 'daan' );

		// Online: home, the training screen (his sessions) and the measurements are read once.
		await page.goto( '/' );
		await expect(
			page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
		).toBeVisible();
		await serviceWorkerReady( page );
		await page.getByRole( 'link', { name: 'Training' } ).click();
		await expect(
			page.getByRole( 'list', { name: 'Recente Sessies' } )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'Metingen' } ).click();
		await expect( page ).toHaveURL( /\/metingen$/ );
		await page.getByRole( 'link', { name: 'Home' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
		).toBeVisible();

		// What the server holds before.
		const card = page
			.getByRole( 'article' )
			.filter( { has: page.getByRole( 'button', { name: 'Starten' } ) } )
			.first();
		const workoutTitle =
			( await card.getByRole( 'heading' ).textContent() )?.trim() ?? '';
		const workouts = await apiGet< Array< { id: number; title: string } > >(
			page.request,
			token,
			'/workouts'
		);
		const workout = workouts.find(
			( item ) => item.title === workoutTitle
		)!;
		expect( workout, workoutTitle ).toBeTruthy();
		const sessionsBefore = (
			await apiGet< { count: number } >(
				page.request,
				token,
				`/workouts/${ workout.id }/session-count`
			)
		).count;
		const measurementsBefore = await allMeasurements( page.request, token );
		// Member data never goes into the HTTP cache: the offline copy is the app's own.
		const answer = await page.request.get( `${ API }/measurements`, {
			headers: {
				Authorization: `Bearer ${ token }`,
				'X-FitCoach-Key': await apiKey( page.request ),
			},
		} );
		expect( answer.headers()[ 'cache-control' ] ).toContain( 'no-store' );

		// Offline: the app opens from the service worker.
		await context.setOffline( true );
		await page.reload();
		await expect(
			page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
		).toBeVisible();
		await expect( page.getByText( 'Je bent offline' ) ).toBeVisible();

		// A measurement.
		await page.getByRole( 'link', { name: 'Metingen' } ).click();
		await page.goto( '/metingen/nieuw' );
		await page.getByLabel( 'Gewicht (kg)' ).fill( '77.7' );
		await page.getByLabel( 'Energie Level (1-10)' ).fill( '6' );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect( page.getByText( OFFLINE_SAVED ).first() ).toBeVisible();
		await expect( page ).toHaveURL( /\/metingen$/ );
		await expect( page.getByText( '77,7 kg' ).first() ).toBeVisible();

		// A workout: started, 3 sets of the first exercise, notes, saved.
		await page.getByRole( 'link', { name: 'Home' } ).click();
		await page
			.getByRole( 'article' )
			.filter( { hasText: workoutTitle } )
			.getByRole( 'button', { name: 'Starten' } )
			.first()
			.click();
		await expect( page ).toHaveURL( /\/sessies\/-\d+$/ );
		await expect(
			page.getByRole( 'heading', {
				name: `Sessie ${ sessionsBefore + 1 }`,
				level: 1,
			} )
		).toBeVisible();
		const exercise = (
			( await page
				.getByRole( 'button', { name: /^Set toevoegen aan / } )
				.first()
				.getAttribute( 'aria-label' ) ) ?? ''
		).replace( 'Set toevoegen aan ', '' );
		expect( exercise ).not.toBe( '' );
		const weightOf = ( set: number ) =>
			page.getByLabel( `${ exercise } set ${ set } gewicht (kg)` );
		while ( ! ( await weightOf( 3 ).isVisible() ) ) {
			await page
				.getByRole( 'button', {
					name: `Set toevoegen aan ${ exercise }`,
				} )
				.click();
		}
		const sets = [
			{ weight: '50', reps: '10' },
			{ weight: '52.5', reps: '8' },
			{ weight: '55', reps: '6' },
		];
		for ( const [ index, set ] of sets.entries() ) {
			await weightOf( index + 1 ).fill( set.weight );
			await page
				.getByLabel( `${ exercise } set ${ index + 1 } herhalingen` )
				.fill( set.reps );
		}
		await page.getByLabel( 'Opmerkingen' ).fill( 'Kelder zonder bereik' );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect( page.getByText( OFFLINE_SAVED ).first() ).toBeVisible();

		// Closed and opened again, still offline: the changes are still waiting.
		await page.close();
		const again = await context.newPage();
		await again.goto( '/' );
		await expect(
			again.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
		).toBeVisible();
		await expect( again.getByText( 'Je bent offline' ) ).toBeVisible();
		await expect(
			again.getByText( '3 wijzigingen wachten op verzending' )
		).toBeAttached();

		// Online: sent once. The creates the app sends are recorded, to be sent a second time.
		const creates: Array< { url: string; key: string; body: string } > = [];
		again.on( 'request', ( sent ) => {
			const key = sent.headers()[ 'idempotency-key' ];
			if ( 'POST' === sent.method() && key ) {
				creates.push( {
					url: sent.url(),
					key,
					body: sent.postData() ?? '',
				} );
			}
		} );
		await context.setOffline( false );
		await expect(
			again.getByText( '3 offline wijzigingen verstuurd' )
		).toBeVisible( { timeout: 20_000 } );
		await expect(
			again.getByText( 'wijzigingen wachten op verzending' )
		).toHaveCount( 0 );

		const measurementsAfter = await allMeasurements( again.request, token );
		const added = measurementsAfter.filter(
			( item ) =>
				! measurementsBefore.some( ( old ) => old.id === item.id )
		);
		expect( added ).toHaveLength( 1 );
		expect( added[ 0 ] ).toMatchObject( { weight: 77.7, energy: 6 } );

		const sessionsAfter = (
			await apiGet< { count: number } >(
				again.request,
				token,
				`/workouts/${ workout.id }/session-count`
			)
		).count;
		expect( sessionsAfter ).toBe( sessionsBefore + 1 );
		const newest = await apiGet< Session >(
			again.request,
			token,
			`/workouts/${ workout.id }/last-session`
		);
		expect( newest.title ).toBe( `Sessie ${ sessionsBefore + 1 }` );
		expect( newest.content ).toBe( 'Kelder zonder bereik' );
		const logged = newest.exercises.find(
			( item ) => item.title === exercise
		)!;
		expect( logged.sets.slice( 0, 3 ) ).toEqual( [
			{ weight: 50, reps: 10 },
			{ weight: 52.5, reps: 8 },
			{ weight: 55, reps: 6 },
		] );

		// The same outbox replayed again: the server makes nothing new.
		expect(
			creates.map( ( create ) => new URL( create.url ).pathname )
		).toEqual( [ `${ API }/measurements`, `${ API }/workout-sessions` ] );
		for ( const create of creates ) {
			const replayed = await again.request.post( create.url, {
				headers: {
					Authorization: `Bearer ${ token }`,
					'X-FitCoach-Key': await apiKey( again.request ),
					'Content-Type': 'application/json',
					'Idempotency-Key': create.key,
				},
				data: create.body,
			} );
			expect( replayed.status() ).toBe( 200 );
			expect( replayed.headers()[ 'idempotent-replayed' ] ).toBe(
				'true'
			);
		}
		expect( await allMeasurements( again.request, token ) ).toHaveLength(
			measurementsAfter.length
		);
		expect(
			(
				await apiGet< { count: number } >(
					again.request,
					token,
					`/workouts/${ workout.id }/session-count`
				)
			).count
		).toBe( sessionsBefore + 1 );
	} );
} );
