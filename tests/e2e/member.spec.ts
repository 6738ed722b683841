/**
 * Member journeys as Sanne on the phone (spec §2 member screens, §4, §5; issue 3 "Shown by"):
 * - a new measurement shows in the list and in the data of the 14-day weight chart;
 * - a workout started from Home is prefilled from her previous session of it, a set added there
 *   copies the weight, and after saving the session shows under 'Recente Sessies' with its total;
 * - a valid PNG becomes her profile picture; a text file renamed .png and a 6 MB image are
 *   refused with the spec's messages;
 * - she changes her password and logs in with the new one (and it is changed back afterwards).
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { crc32, deflateSync } from 'zlib';

/**
 * Internal dependencies
 */
import {
	DEMO_PASSWORD,
	apiKey,
	closeToasts,
	fillLoginForm,
	login,
	apiGet,
	loginViaApi,
} from './helpers';

const API = '/wp-json/fitcoach/v1';

interface Session {
	id: number;
	title: string;
	total_weight: number;
	workout: { id: number; title: string } | null;
	exercises: Array< {
		id: number;
		title: string;
		sets: Array< { weight: number | null; reps: number | null } >;
	} >;
}

/**
 * A number as the app shows it: Dutch decimal comma, rounded to one decimal; with
 * `decimals` the trailing zero stays, as the measurement list writes '68,0 kg'.
 * @param value
 * @param decimals Decimals always written (0: only when the value has one).
 */
function dutch( value: number, decimals = 0 ): string {
	const rounded = Math.round( value * 10 ) / 10;
	const text = decimals > 0 ? rounded.toFixed( decimals ) : String( rounded );
	return text.replace( '.', ',' );
}

/**
 * Today in the browser's time zone (Europe/Amsterdam in the config) as yyyy-mm-dd.
 * @param page
 */
async function today( page: Page ): Promise< string > {
	return page.evaluate( () => {
		const now = new Date();
		const pad = ( n: number ) => String( n ).padStart( 2, '0' );
		return `${ now.getFullYear() }-${ pad( now.getMonth() + 1 ) }-${ pad( now.getDate() ) }`;
	} );
}

// ---------------------------------------------------------------------------------------- PNG

function chunk( type: string, data: Buffer ): Buffer {
	const length = Buffer.alloc( 4 );
	length.writeUInt32BE( data.length );
	const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
	const crc = Buffer.alloc( 4 );
	crc.writeUInt32BE( crc32( body ) );
	return Buffer.concat( [ length, body, crc ] );
}

/**
 * A real PNG (8-bit RGB). `noise` fills it with random pixels stored without compression, so its
 * size is about width × height × 3 bytes.
 *
 * @param width  Pixels.
 * @param height Pixels.
 * @param noise  Random pixels, uncompressed.
 */
function png( width: number, height: number, noise = false ): Buffer {
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // bit depth
	header[ 9 ] = 2; // RGB
	const row = width * 3 + 1;
	const pixels = Buffer.alloc( row * height );
	for ( let y = 0; y < height; y++ ) {
		pixels[ y * row ] = 0; // filter: none
		for ( let x = 0; x < width; x++ ) {
			const at = y * row + 1 + x * 3;
			if ( noise ) {
				pixels[ at ] = Math.floor( Math.random() * 256 );
				pixels[ at + 1 ] = Math.floor( Math.random() * 256 );
				pixels[ at + 2 ] = Math.floor( Math.random() * 256 );
			} else {
				pixels[ at ] = 99 + Math.round( ( x / width ) * 40 );
				pixels[ at + 1 ] = 102;
				pixels[ at + 2 ] = 241 - Math.round( ( y / height ) * 60 );
			}
		}
	}
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', deflateSync( pixels, { level: noise ? 0 : 9 } ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/**
 * Puts Sanne's demo password back through the API when a journey stopped after changing it.
 *
 * @param request Request context.
 * @param changed Whether her password is still the changed one.
 * @param current That changed password.
 */
async function restorePassword(
	request: APIRequestContext,
	changed: boolean,
	current: string
): Promise< void > {
	if ( ! changed ) {
		return;
	}
	const key = await apiKey( request );
	const response = await request.post( `${ API }/auth/login`, {
		data: { username: 'sanne', password: current },
	} );
	if ( ! response.ok() ) {
		return;
	}
	const { token } = await response.json();
	await request.post( `${ API }/auth/change-password`, {
		headers: { Authorization: `Bearer ${ token }`, 'X-FitCoach-Key': key },
		data: { current_password: current, new_password: DEMO_PASSWORD },
	} );
}

// ------------------------------------------------------------------------------------- specs

test.describe( 'member app', () => {
	test( 'a new measurement shows in the list and in the 14-day weight chart', async ( {
		page,
	} ) => {
		const { token } = await loginViaApi( page, 'sanne' );
		await page.goto( '/metingen' );
		const date = await today( page );
		// What today holds already (the day's point of the chart is the mean of its measurements).
		const before = await apiGet< {
			data: Array< { date: string; weight: number } >;
		} >( page.request, token, '/measurements?page=1&per_page=100' );
		const sameDay = before.data
			.filter( ( item ) => item.date === date )
			.map( ( item ) => Number( item.weight ) );
		const weight =
			Math.round( ( 64 + ( Date.now() % 50 ) / 10 ) * 10 ) / 10;

		await page.getByRole( 'link', { name: 'Meting Toevoegen' } ).click();
		await expect( page ).toHaveURL( /\/metingen\/nieuw$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Nieuwe Meting' } )
		).toBeVisible();
		await expect( page.getByLabel( 'Datum' ) ).toHaveValue( date );
		await expect( page.getByLabel( 'Gewicht (kg)' ) ).toHaveAttribute(
			'inputmode',
			'decimal'
		);
		await page.getByLabel( 'Gewicht (kg)' ).fill( String( weight ) );
		await page.getByLabel( 'Energie Level (1-10)' ).fill( '8' );
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();

		await expect( page.getByText( 'Meting Toegevoegd' ) ).toBeVisible();
		await expect(
			page.getByText( 'Je nieuwe meting is succesvol opgeslagen' )
		).toBeVisible();
		await expect( page ).toHaveURL( /\/metingen$/ );
		const row = page
			.getByRole( 'link' )
			.filter( { hasText: `${ dutch( weight, 1 ) } kg` } );
		await expect( row.first() ).toBeVisible();
		await expect( row.first() ).toContainText( 'Energie: 8' );

		// Home: the last point of the 14-day chart is today's mean, now including the new weight.
		const all = [ ...sameDay, weight ];
		const expected =
			all.reduce( ( sum, value ) => sum + value, 0 ) / all.length;
		await page.getByRole( 'link', { name: 'Home' } ).click();
		const chart = page.getByTestId( 'weight-trend-chart' );
		await expect( chart.locator( 'canvas' ) ).toBeVisible();
		const weights = JSON.parse(
			( await chart.getAttribute( 'data-weights' ) ) ?? '[]'
		) as number[];
		const labels = JSON.parse(
			( await chart.getAttribute( 'data-labels' ) ) ?? '[]'
		) as string[];
		expect( weights.length ).toBeGreaterThan( 0 );
		expect(
			Math.abs( weights[ weights.length - 1 ] - expected )
		).toBeLessThanOrEqual( 0.051 );
		expect( labels ).toHaveLength( weights.length );
		expect( labels.join( ' ' ) ).not.toMatch( /\b(May|Oct|Mar)\b/ );

		// The same figures as the API gives with the same login.
		const trend = await apiGet< { weights: number[] } >(
			page.request,
			token,
			'/stats/weight-trend?days=14'
		);
		expect( trend.weights.map( Number ) ).toEqual( weights );
	} );

	test( 'a workout started from Home is prefilled from her previous session; an added set copies the weight', async ( {
		page,
	} ) => {
		const { token } = await loginViaApi( page, 'sanne' );
		await page.goto( '/' );
		await expect(
			page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
		).toBeVisible();

		// The first workout card, and what the server knows of her sessions of it.
		const card = page
			.getByRole( 'article' )
			.filter( { has: page.getByRole( 'button', { name: 'Starten' } ) } )
			.first();
		await expect( card ).toBeVisible();
		const title =
			( await card.getByRole( 'heading' ).textContent() )?.trim() ?? '';
		const workouts = await apiGet< Array< { id: number; title: string } > >(
			page.request,
			token,
			'/workouts'
		);
		const workout = workouts.find( ( item ) => item.title === title );
		expect( workout, `workout ${ title }` ).toBeTruthy();
		const previous = await apiGet< Session | null >(
			page.request,
			token,
			`/workouts/${ workout!.id }/last-session`
		);
		expect(
			previous,
			'Sanne has a previous session of this workout'
		).toBeTruthy();
		const { count } = await apiGet< { count: number } >(
			page.request,
			token,
			`/workouts/${ workout!.id }/session-count`
		);

		await card.getByRole( 'button', { name: 'Starten' } ).click();
		await expect( page ).toHaveURL( /\/sessies\/\d+$/ );
		await expect( page.getByText( 'Nieuwe Sessie Gestart' ) ).toBeVisible();
		await expect(
			page.getByText( 'Je kunt nu je workout beginnen!' )
		).toBeVisible();
		const sessionTitle = `Sessie ${ count + 1 }`;
		await expect(
			page.getByRole( 'heading', { name: sessionTitle, level: 1 } )
		).toBeVisible();

		// Prefilled: every set of her previous session.
		const first = previous!.exercises[ 0 ];
		for ( const [ index, set ] of first.sets.entries() ) {
			await expect(
				page.getByLabel(
					`${ first.title } set ${ index + 1 } gewicht (kg)`
				)
			).toHaveValue( String( set.weight ?? '' ).replace( '.', ',' ) );
			await expect(
				page.getByLabel(
					`${ first.title } set ${ index + 1 } herhalingen`
				)
			).toHaveValue( String( set.reps ?? '' ) );
		}

		// A new set copies the previous set's weight and leaves the reps empty.
		const last = first.sets[ first.sets.length - 1 ];
		const added = first.sets.length + 1;
		await page
			.getByRole( 'button', {
				name: `Set toevoegen aan ${ first.title }`,
			} )
			.click();
		const addedWeight = page.getByLabel(
			`${ first.title } set ${ added } gewicht (kg)`
		);
		await expect( addedWeight ).toHaveValue(
			String( last.weight ?? '' ).replace( '.', ',' )
		);
		await expect( addedWeight ).toHaveAttribute( 'inputmode', 'decimal' );
		await expect(
			page.getByLabel( `${ first.title } set ${ added } herhalingen` )
		).toHaveValue( '' );
		await page
			.getByLabel( `${ first.title } set ${ added } herhalingen` )
			.fill( '5' );

		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect(
			page.getByText( 'Workout Sessie Opgeslagen' )
		).toBeVisible();
		await expect(
			page.getByText( 'Je workout sessie is succesvol bijgewerkt' )
		).toBeVisible();

		// Under 'Recente Sessies' with the total the server computed.
		const total =
			Number( previous!.total_weight ) + Number( last.weight ?? 0 ) * 5;
		await page.getByRole( 'link', { name: 'Training' } ).click();
		await expect( page ).toHaveURL( /\/training$/ );
		const recent = page.getByRole( 'list', { name: 'Recente Sessies' } );
		const row = recent
			.getByRole( 'link' )
			.filter( { hasText: sessionTitle } )
			.filter( { hasText: workout!.title } )
			.first();
		await expect( row ).toBeVisible();
		await expect( row ).toContainText(
			`${ dutch( total ) } kg verplaatst`
		);
	} );

	test( 'profile picture: a PNG uploads; a text file renamed .png and a 6 MB image are refused', async ( {
		page,
	} ) => {
		await loginViaApi( page, 'sanne' );
		await page.goto( '/profile' );
		const input = page.getByTestId( 'profile-image-input' );
		const picture = page.locator( '.fc-profile__picture img' );

		await input.setInputFiles( {
			name: 'notities.png',
			mimeType: 'image/png',
			buffer: Buffer.from( 'Dit is geen afbeelding.\n' ),
		} );
		await expect( page.getByText( 'Ongeldig bestandstype' ) ).toBeVisible();
		await expect(
			page.getByText( 'Alleen PNG en JPEG bestanden zijn toegestaan' )
		).toBeVisible();
		await expect( picture ).toHaveCount( 0 );

		const large = png( 1500, 1400, true );
		expect( large.length ).toBeGreaterThan( 6 * 1000 * 1000 );
		await input.setInputFiles( {
			name: 'groot.png',
			mimeType: 'image/png',
			buffer: large,
		} );
		await expect( page.getByText( 'Bestand te groot' ) ).toBeVisible();
		await expect(
			page.getByText( 'Maximaal 5MB toegestaan' )
		).toBeVisible();
		await expect( picture ).toHaveCount( 0 );

		await input.setInputFiles( {
			name: 'sanne.png',
			mimeType: 'image/png',
			buffer: png( 96, 96 ),
		} );
		await expect( page.getByText( 'Succesvol opgeslagen' ) ).toBeVisible();
		await expect( picture ).toHaveAttribute( 'src', /^https?:\/\// );
		// The header's profile button shows it too.
		await expect(
			page
				.getByRole( 'link', { name: 'Ga naar profiel' } )
				.or( page.getByRole( 'button', { name: 'Ga naar profiel' } ) )
				.locator( 'img' )
		).toBeVisible();

		// Removing it again (the x) leaves the initials.
		await closeToasts( page );
		await page
			.getByRole( 'button', { name: 'Profielfoto verwijderen' } )
			.click();
		await expect( page.getByText( 'Afbeelding verwijderd' ) ).toBeVisible();
		await expect( picture ).toHaveCount( 0 );
	} );

	test( 'she changes her password and logs in with the new one', async ( {
		page,
	} ) => {
		const next = `Nieuw-${ Date.now() }`;
		let changed = false;
		try {
			await login( page, 'sanne' );
			await page.goto( '/profile' );
			await page.getByLabel( 'Huidig wachtwoord' ).fill( DEMO_PASSWORD );
			await page
				.getByLabel( 'Nieuw wachtwoord', { exact: true } )
				.fill( 'kort' );
			await page
				.getByLabel( 'Bevestig nieuw wachtwoord' )
				.fill( 'anders' );
			await page
				.getByRole( 'button', { name: 'Wachtwoord Wijzigen' } )
				.click();
			await expect(
				page.getByText( 'Wachtwoorden komen niet overeen' )
			).toBeVisible();
			await expect(
				page.getByText( 'Minimaal 8 karakters' )
			).toBeVisible();
			await expect(
				page.getByText( 'Wachtwoord gewijzigd' )
			).toHaveCount( 0 );

			await page
				.getByLabel( 'Nieuw wachtwoord', { exact: true } )
				.fill( next );
			await page.getByLabel( 'Bevestig nieuw wachtwoord' ).fill( next );
			await page
				.getByRole( 'button', { name: 'Wachtwoord Wijzigen' } )
				.click();
			await expect(
				page.getByText( 'Wachtwoord gewijzigd' )
			).toBeVisible();
			changed = true;
			// Still logged in on this device (the new tokens were stored): the app keeps working.
			await page.getByRole( 'link', { name: 'Metingen' } ).click();
			await expect(
				page.getByRole( 'heading', { name: 'Dagelijkse Metingen' } )
			).toBeVisible();
			await expect( page ).toHaveURL( /\/metingen$/ );

			await page.goto( '/profile' );
			await page.getByRole( 'button', { name: 'Uitloggen' } ).click();
			await expect( page ).toHaveURL( /\/login/ );

			// The old password no longer works; the new one does.
			await fillLoginForm( page, 'sanne', DEMO_PASSWORD );
			await expect(
				page.getByText( 'Inloggen mislukt. Controleer je gegevens.' )
			).toBeVisible();
			await login( page, 'sanne', next );
			await expect(
				page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
			).toBeVisible();

			// And back to the demo password through the same form, for the other specs.
			await page.goto( '/profile' );
			await page.getByLabel( 'Huidig wachtwoord' ).fill( next );
			await page
				.getByLabel( 'Nieuw wachtwoord', { exact: true } )
				.fill( DEMO_PASSWORD );
			await page
				.getByLabel( 'Bevestig nieuw wachtwoord' )
				.fill( DEMO_PASSWORD );
			await page
				.getByRole( 'button', { name: 'Wachtwoord Wijzigen' } )
				.click();
			await expect(
				page.getByText( 'Wachtwoord gewijzigd' )
			).toBeVisible();
			changed = false;
		} finally {
			await restorePassword( page.request, changed, next );
		}
	} );
} );
