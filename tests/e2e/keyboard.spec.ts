/**
 * Keyboard-only journeys (issue 16): logging in, adding a measurement, switching to a member and
 * back, with Tab, typing, the arrow keys and Enter only. Each control reached has a visible focus
 * indicator and is not hidden under the header, the bottom bar or the action bar; after each
 * screen change focus is on the new screen's heading.
 */

/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { DEMO_PASSWORD, loginViaApi } from './helpers';

/**
 * Presses Tab until the control has focus (at most `max` times), then checks that focus can be
 * seen: an outline or a ring differs from the unfocused look, and the control's middle is not
 * under something else.
 *
 * @param page    Page.
 * @param control The control to reach.
 * @param max     Most Tab presses.
 */
async function tabTo(
	page: Page,
	control: Locator,
	max = 80
): Promise< void > {
	for ( let presses = 0; presses < max; presses++ ) {
		if (
			await control.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			break;
		}
		await page.keyboard.press( 'Tab' );
	}
	await expect( control ).toBeFocused();
	const seen = await control.evaluate( ( element ) => {
		const style = getComputedStyle( element );
		const ring =
			( 'none' !== style.outlineStyle &&
				parseFloat( style.outlineWidth ) >= 2 ) ||
			( 'none' !== style.boxShadow && '' !== style.boxShadow );
		const box = element.getBoundingClientRect();
		const x = box.left + box.width / 2;
		const y = box.top + Math.min( box.height / 2, 12 );
		const top = element.ownerDocument.elementFromPoint( x, y );
		const uncovered =
			!! top &&
			( element === top ||
				element.contains( top ) ||
				top.contains( element ) );
		return { ring, uncovered };
	} );
	expect( seen.ring, 'a visible focus indicator' ).toBe( true );
	expect( seen.uncovered, 'the focused control is not covered' ).toBe( true );
}

/**
 * The heading that has focus after a screen change.
 *
 * @param page Page.
 * @param name The heading's text.
 */
async function expectHeadingFocused( page: Page, name: string | RegExp ) {
	await expect(
		page.getByRole( 'heading', { level: 1, name } )
	).toBeFocused();
}

test.describe( 'Keyboard only', () => {
	test( 'a member logs in and adds a measurement', async ( { page } ) => {
		const weight = ( 60 + ( Date.now() % 300 ) / 10 ).toFixed( 1 );
		const typed = weight.replace( '.', ',' );

		await page.goto( '/login' );
		await tabTo( page, page.getByLabel( 'Gebruikersnaam of e-mailadres' ) );
		await page.keyboard.type( 'sanne' );
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByLabel( 'Wachtwoord', { exact: true } )
		).toBeFocused();
		await page.keyboard.type( DEMO_PASSWORD );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/$/ );
		await expectHeadingFocused( page, /Sanne/ );

		await tabTo( page, page.getByRole( 'link', { name: 'Metingen' } ) );
		await page.keyboard.press( 'Enter' );
		await expectHeadingFocused( page, 'Dagelijkse Metingen' );

		await tabTo(
			page,
			page.getByRole( 'link', { name: 'Meting Toevoegen' } )
		);
		await page.keyboard.press( 'Enter' );
		await expectHeadingFocused( page, 'Nieuwe Meting' );

		await tabTo( page, page.getByLabel( 'Gewicht (kg)' ) );
		await page.keyboard.type( typed );
		await tabTo( page, page.getByLabel( 'Energie Level (1-10)' ) );
		await page.keyboard.type( '7' );
		await page.keyboard.press( 'Enter' );

		await expectHeadingFocused( page, 'Dagelijkse Metingen' );
		await expect( page.getByText( `${ typed } kg` ).first() ).toBeVisible();
	} );

	test( 'the coach switches to a member and back', async ( { page } ) => {
		await loginViaApi( page, 'coach' );
		await page.goto( '/admin' );
		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Gebruiker wisselen' } )
		);
		await page.keyboard.press( 'Enter' );
		const search = page.getByRole( 'combobox', {
			name: 'Gebruiker wisselen',
		} );
		await expect( search ).toBeFocused();
		await page.keyboard.type( 'sanne' );
		await expect(
			page.getByRole( 'option', { name: /^Sanne/ } )
		).toBeVisible();
		await page.keyboard.press( 'ArrowDown' );
		await expect( search ).toHaveAttribute( 'aria-activedescendant', /.+/ );
		await page.keyboard.press( 'Enter' );

		const banner = page.getByText( /Je bekijkt nu de app van Sanne/ );
		await expect( banner ).toBeVisible();
		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Terug naar eigen account' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( banner ).toHaveCount( 0 );
		await expect( page ).toHaveURL( /\/admin/ );
	} );

	test( 'Escape closes the switcher and focus returns to its button', async ( {
		page,
	} ) => {
		await loginViaApi( page, 'coach' );
		await page.goto( '/admin' );
		const toggle = page.getByRole( 'button', {
			name: 'Gebruiker wisselen',
		} );
		await tabTo( page, toggle );
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'combobox', { name: 'Gebruiker wisselen' } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await page.keyboard.press( 'Escape' );
		await expect( page.getByRole( 'listbox' ) ).toHaveCount( 0 );
		await expect( toggle ).toBeFocused();
	} );
} );
