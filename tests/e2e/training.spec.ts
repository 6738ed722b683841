/**
 * Training (issue 13) as Daan on the phone: his first session of 'Upper Body' is prefilled from
 * the coach's prescription and shows the target and last time's sets; ticking a set starts the
 * rest timer; a heavier set than ever before is saved and celebrated with 'Nieuw record!'; the
 * exercise's history shows the new record and the set.
 *
 * Demo data (tools/demo): Daan did 'Full Body Kracht' (Bankdrukken 3 sets at 35 kg: 10, 8, 8
 * reps) and 'Benen & Core', never 'Upper Body'; the coach prescribes 3 × 8–10 at 35 kg with 90 s
 * rest for Bankdrukken.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { apiGet, loginViaApi } from './helpers';

interface Workout {
	id: number;
	title: string;
}

test.describe( 'Training', () => {
	test( 'a first session from the prescription, the rest timer, a record and the exercise history', async ( {
		page,
	} ) => {
		const { token } = await loginViaApi( page, 'daan' );
		const workouts = await apiGet< Workout[] >(
			page.request,
			token,
			'/workouts'
		);
		const upper = workouts.find( ( item ) => 'Upper Body' === item.title );
		expect( upper, 'the Upper Body workout' ).toBeTruthy();
		const { count } = await apiGet< { count: number } >(
			page.request,
			token,
			`/workouts/${ upper!.id }/session-count`
		);
		expect( count, 'Daan never did Upper Body' ).toBe( 0 );

		// Start it from the home screen.
		await page.goto( '/' );
		const card = page.getByRole( 'article' ).filter( {
			has: page.getByRole( 'heading', { name: 'Upper Body' } ),
		} );
		await card.getByRole( 'button', { name: 'Starten' } ).click();
		await expect( page ).toHaveURL( /\/sessies\/\d+$/ );
		const sessionUrl = new URL( page.url() ).pathname;
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Sessie 1' } )
		).toBeVisible();

		// Prefilled from the prescription: three sets at 35 kg, reps empty; the target and
		// last time's sets under the fields.
		const bench = page.getByRole( 'region', { name: 'Bankdrukken' } );
		for ( const set of [ 1, 2, 3 ] ) {
			await expect(
				bench.getByLabel( `Bankdrukken set ${ set } gewicht (kg)` )
			).toHaveValue( '35' );
			await expect(
				bench.getByLabel( `Bankdrukken set ${ set } herhalingen` )
			).toHaveValue( '' );
		}
		await expect(
			bench.getByLabel( 'Bankdrukken set 4 gewicht (kg)' )
		).toHaveCount( 0 );
		await expect(
			bench.getByText( '3 × 8–10 · 35 kg · rust 90 s' )
		).toBeVisible();
		await expect( bench.getByText( 'Vorige: 35 kg × 10' ) ).toBeVisible();
		await expect(
			bench.getByText( 'Vorige: 35 kg × 8' ).first()
		).toBeVisible();

		// A set done: the rest timer counts down from the prescribed 90 s.
		await bench.getByLabel( 'Bankdrukken set 1 klaar' ).check();
		const timer = page.getByRole( 'timer', {
			name: 'Resterende rusttijd',
		} );
		await expect( timer ).toBeVisible();
		await expect( timer ).toHaveText( /^1:(2\d|30)$/ );
		await page.getByRole( 'button', { name: '+15 s' } ).click();
		await expect( timer ).toHaveText( /^1:(3\d|4[0-5])$/ );
		// It counts from a stored end time, so a reload shows it still running.
		await page.reload();
		await expect(
			page.getByRole( 'timer', { name: 'Resterende rusttijd' } )
		).toHaveText( /^1:[0-4]\d$/ );
		await page.getByRole( 'button', { name: 'Stoppen' } ).click();
		await expect(
			page.getByRole( 'timer', { name: 'Resterende rusttijd' } )
		).toHaveCount( 0 );

		// Heavier than ever: 40 kg × 8 on the first set.
		await bench.getByLabel( 'Bankdrukken set 1 gewicht (kg)' ).fill( '40' );
		for ( const set of [ 1, 2, 3 ] ) {
			await bench
				.getByLabel( `Bankdrukken set ${ set } herhalingen` )
				.fill( '8' );
		}
		await page.getByRole( 'button', { name: 'Opslaan' } ).click();
		await expect( page.getByText( 'Nieuw record!' ).first() ).toBeVisible();
		await expect(
			page.getByText( 'Bankdrukken: zwaarste gewicht 40 kg (was 35 kg)' )
		).toBeVisible();

		// The exercise's history: the record and the set.
		await page.goto( sessionUrl );
		await page
			.getByRole( 'link', { name: 'Bankdrukken (geschiedenis)' } )
			.click();
		await expect( page ).toHaveURL( /\/training\/oefening\/\d+$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Bankdrukken' } )
		).toBeVisible();
		await expect( page.getByText( 'Zwaarste gewicht' ) ).toBeVisible();
		await expect( page.getByText( '40 kg × 8' ).first() ).toBeVisible();
		await expect(
			page.getByRole( 'table', { name: 'Geschat 1RM per sessie' } )
		).toBeAttached();
	} );
} );
