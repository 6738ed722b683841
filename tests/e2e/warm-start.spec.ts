/**
 * Warm start (issue 27, item 3), as Daan on the phone in Debian's chromium: his measurements were
 * read once; the app is opened again and Metingen shows his last list at once from the device
 * while the server is still being asked. When the server answers (a weight was changed elsewhere
 * meanwhile) the row takes the new weight in place: the row he had focused keeps the focus.
 */

/**
 * External dependencies
 */
import { expect, test, type Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { apiGet, apiKey, loginViaApi } from './helpers';

interface Measurement {
	id: number;
	weight: number;
}

test( 'Metingen shows the kept list at once and takes the newer answer in place', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	const { token } = await loginViaApi( page, 'daan' );
	const first = (
		await apiGet< { data: Measurement[] } >(
			page.request,
			token,
			'/measurements?page=1&per_page=10'
		)
	).data[ 0 ];
	expect( first, 'Daan has a measurement' ).toBeTruthy();

	// Online once: Metingen is read and kept on the device.
	await page.goto( '/metingen' );
	const list = page.getByRole( 'list', { name: 'Dagelijkse Metingen' } );
	const row = list.locator( `a[href$="/metingen/${ first.id }"]` );
	await expect( row ).toBeVisible();
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					new Promise< number >( ( resolve ) => {
						const open = indexedDB.open( 'fitcoach-offline' );
						open.onsuccess = () => {
							const count = open.result
								.transaction( 'reads' )
								.objectStore( 'reads' )
								.count();
							count.onsuccess = () => resolve( count.result );
						};
						open.onerror = () => resolve( 0 );
					} )
			)
		)
		.toBeGreaterThan( 0 );

	// Meanwhile his weight is changed on another device.
	const changed = Math.round( ( Number( first.weight ) + 1.3 ) * 10 ) / 10;
	const put = await page.request.put(
		`/wp-json/fitcoach/v1/measurements/${ first.id }`,
		{
			headers: {
				Authorization: `Bearer ${ token }`,
				'X-FitCoach-Key': await apiKey( page.request ),
			},
			data: { weight: changed },
		}
	);
	expect( put.status() ).toBe( 200 );

	// The app opens again on Home; the measurements list is held at the network.
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { name: 'Beschikbare Workouts' } )
	).toBeVisible();
	const held: Route[] = [];
	let holding = true;
	await page.route(
		( url ) => /fitcoach\/v1\/measurements(\?|&|$)/.test( url.href ),
		( route ) => ( holding ? held.push( route ) : route.continue() )
	);
	await page.getByRole( 'link', { name: 'Metingen' } ).click();

	// His last list, at once, while the server has not answered.
	await expect( row ).toBeVisible();
	await expect( row ).toContainText(
		String( first.weight ).replace( '.', ',' )
	);
	await expect.poll( () => held.length ).toBeGreaterThan( 0 );
	await row.focus();
	holding = false;
	await Promise.all( held.map( ( route ) => route.continue() ) );

	// The newer answer in the same row, which keeps the focus.
	await expect( row ).toContainText( String( changed ).replace( '.', ',' ) );
	await expect( row ).toBeFocused();
	await expect( page.locator( '.fc-skeleton' ) ).toHaveCount( 0 );
} );
