/**
 * The skip link ('Naar de inhoud'): out of sight until it has the keyboard focus, and then leaving
 * nothing behind either: no shadow in the corner of the screen (issue 26).
 */

/**
 * External dependencies
 */
import { test, expect, type Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { loginViaApi } from './helpers';

/**
 * Where the link and the shadow it casts reach on the screen.
 *
 * @param link The skip link.
 */
function reach( link: Locator ) {
	return link.evaluate( ( element ) => {
		const box = element.getBoundingClientRect();
		const shadow = getComputedStyle( element ).boxShadow;
		return { bottom: box.bottom, top: box.top, shadow };
	} );
}

test( 'the skip link leaves no shadow on the screen until it is focused', async ( {
	page,
} ) => {
	await loginViaApi( page, 'sanne' );
	await page.goto( '/metingen' );
	const link = page.getByRole( 'link', { name: 'Naar de inhoud' } );
	await expect( link ).toBeAttached();
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeVisible();

	const hidden = await reach( link );
	expect( hidden.bottom ).toBeLessThanOrEqual( 0 );
	expect( hidden.shadow ).toBe( 'none' );

	await link.focus();
	await expect( link ).toBeInViewport();
	const shown = await reach( link );
	expect( shown.top ).toBeGreaterThanOrEqual( 0 );
	expect( shown.shadow ).not.toBe( 'none' );
} );
