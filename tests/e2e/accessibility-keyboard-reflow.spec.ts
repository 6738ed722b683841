/**
 * Accessibility, issue 26 items 14–21 (WCAG 2.2 AA; axe is clean, these are keyboard and reflow
 * failures), in a real browser: the session screen at 320 px with 200 % text (the bars leave most
 * of the screen, no value cut off, no word broken), the bottom bar's marker with a white or yellow
 * brand colour, toasts that never cover the focused control, focus after a failed login, a save
 * and a screen change, and 'Voortgang deze week' moved by keyboard once Swiper has taken over.
 */

/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { DEMO_PASSWORD, apiGet, loginViaApi } from './helpers';
import {
	brandPalette,
	brandVariables,
	contrastRatio,
	parseHex,
	type Rgb,
} from '../../src/lib/colour';

interface Listed {
	data: Array< { id: number } >;
}

/**
 * Waits until a screen has settled: no loading placeholder or spinner, two frames drawn.
 *
 * @param page Page.
 */
async function settle( page: Page ): Promise< void > {
	await expect(
		page.locator( '.fc-skeleton, .fc-spinner, .fc-app__loading' )
	).toHaveCount( 0 );
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
}

// The service worker's precache keeps the network busy; these checks are about the screens.
test.use( { serviceWorkers: 'block' } );

/**
 * The share of the window's height covered by parts that do not scroll with the page (fixed, or
 * sticky and stuck), at the current scroll position: each part that keeps its place when the
 * page scrolls a little further counts with the part of it on the screen.
 *
 * @param page Page.
 */
async function pinnedShare( page: Page ): Promise< number > {
	return page.evaluate( async () => {
		const frame = () =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			);
		const parts = Array.from( document.querySelectorAll( '*' ) ).filter(
			( element ) =>
				[ 'fixed', 'sticky' ].includes(
					getComputedStyle( element ).position
				)
		);
		const before = parts.map(
			( part ) => part.getBoundingClientRect().top
		);
		const start = window.scrollY;
		window.scrollBy( 0, 30 );
		await frame();
		const moved = window.scrollY - start;
		const spans: Array< [ number, number ] > = [];
		parts.forEach( ( part, index ) => {
			const box = part.getBoundingClientRect();
			if (
				0 === moved ||
				box.height <= 0 ||
				Math.abs( box.top - before[ index ] ) > 1 ||
				'hidden' === getComputedStyle( part ).visibility
			) {
				return;
			}
			const top = Math.max( 0, box.top );
			const bottom = Math.min( window.innerHeight, box.bottom );
			if ( bottom > top ) {
				spans.push( [ top, bottom ] );
			}
		} );
		window.scrollTo( 0, start );
		await frame();
		// The union of the spans (a dock inside another pinned part counts once).
		spans.sort( ( a, b ) => a[ 0 ] - b[ 0 ] );
		let covered = 0;
		let end = 0;
		for ( const [ top, bottom ] of spans ) {
			if ( bottom > end ) {
				covered += bottom - Math.max( top, end );
				end = bottom;
			}
		}
		return covered / window.innerHeight;
	} );
}

/**
 * Words broken across lines in the screen's buttons, bar labels and the set grid's labels, and
 * set fields whose value does not fit.
 *
 * @param page Page.
 */
async function brokenWordsAndClippedValues( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const found: string[] = [];
		const labelled = document.querySelectorAll(
			'button, .fc-bottombar__label, .fc-set-editor__head > *, .fc-set-editor__field-label, .fc-set-editor__done-text'
		);
		labelled.forEach( ( element ) => {
			if ( 0 === element.getClientRects().length ) {
				return;
			}
			const walker = document.createTreeWalker(
				element,
				NodeFilter.SHOW_TEXT
			);
			for (
				let node = walker.nextNode();
				node;
				node = walker.nextNode()
			) {
				const text = node.textContent ?? '';
				for ( const match of text.matchAll( /\S+/g ) ) {
					const range = document.createRange();
					range.setStart( node, match.index ?? 0 );
					range.setEnd(
						node,
						( match.index ?? 0 ) + match[ 0 ].length
					);
					const lines = new Set(
						Array.from( range.getClientRects() )
							.filter( ( box ) => box.width > 0 )
							.map( ( box ) => Math.round( box.top ) )
					);
					if ( lines.size > 1 ) {
						found.push(
							`"${ match[ 0 ] }" breaks over ${ lines.size } lines`
						);
					}
				}
			}
		} );
		document
			.querySelectorAll< HTMLInputElement >( '.fc-set-editor__input' )
			.forEach( ( input ) => {
				if ( input.scrollWidth > input.clientWidth + 1 ) {
					found.push(
						`${ input.getAttribute( 'aria-label' ) }: "${
							input.value
						}" is cut off`
					);
				}
			} );
		return found;
	} );
}

test.describe( 'the session screen with large text', () => {
	let session: number;

	test.beforeEach( async ( { page } ) => {
		const login = await loginViaApi( page, 'sanne' );
		if ( ! session ) {
			const sessions = await apiGet< Listed >(
				page.request,
				login.token,
				'/workout-sessions?per_page=1'
			);
			session = sessions.data[ 0 ].id;
		}
	} );

	for ( const width of [ 390, 320 ] ) {
		test( `at ${ width } px and 200 % text the bars leave most of the screen to the sets, no value is cut off and no word broken`, async ( {
			page,
		} ) => {
			await page.goto( `/sessies/${ session }` );
			await settle( page );
			await page.setViewportSize( { width, height: 640 } );
			await page.addStyleTag( {
				content: 'html { font-size: 200% !important; }',
			} );
			// The rest timer runs: the dock at its tallest.
			await page
				.getByRole( 'checkbox', { name: /set 1 klaar$/ } )
				.first()
				.check();
			await expect( page.getByRole( 'timer' ) ).toBeVisible();

			const height = await page.evaluate(
				() => document.documentElement.scrollHeight - window.innerHeight
			);
			for ( const at of [ 0.2, 0.5, 0.8 ] ) {
				await page.evaluate(
					( y ) => window.scrollTo( 0, y ),
					Math.round( height * at )
				);
				const share = await pinnedShare( page );
				expect(
					share,
					`covered at ${ Math.round( at * 100 ) } % down the page`
				).toBeLessThan( 0.5 );
			}
			const problems = await brokenWordsAndClippedValues( page );
			expect( problems, problems.join( '\n' ) ).toEqual( [] );
		} );
	}

	test( 'at 390 px with the usual text size the bars stay where they are', async ( {
		page,
	} ) => {
		await page.goto( `/sessies/${ session }` );
		await settle( page );
		await expect( page.locator( '.fc-bottombar' ) ).toHaveCSS(
			'position',
			'fixed'
		);
		await expect( page.locator( '.fc-session__dock' ) ).toHaveCSS(
			'position',
			'sticky'
		);
		const problems = await brokenWordsAndClippedValues( page );
		expect( problems, problems.join( '\n' ) ).toEqual( [] );
	} );
} );

// ---------------------------------------------------------------- the bottom bar's marker

/**
 * The colour of a computed CSS colour ('rgb(1, 2, 3)' or 'rgba(…)'), alpha ignored; null for a
 * transparent one.
 *
 * @param css Computed colour.
 */
function rgbOf( css: string ): Rgb | null {
	const match = css.match(
		/rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?/
	);
	if (
		! match ||
		( undefined !== match[ 4 ] && Number( match[ 4 ] ) < 0.5 )
	) {
		return null;
	}
	return [ Number( match[ 1 ] ), Number( match[ 2 ] ), Number( match[ 3 ] ) ];
}

/**
 * The best contrast any of the colours has against all of the backgrounds.
 *
 * @param colours     Computed CSS colours.
 * @param backgrounds Background colours as #rrggbb.
 */
function bestContrast( colours: string[], backgrounds: string[] ): number {
	const under = backgrounds.map( ( hex ) => parseHex( hex ) as Rgb );
	return Math.max(
		0,
		...colours
			.map( rgbOf )
			.filter( ( colour ): colour is Rgb => null !== colour )
			.map( ( colour ) =>
				Math.min(
					...under.map( ( background ) =>
						contrastRatio( colour, background )
					)
				)
			)
	);
}

for ( const [ name, primary ] of [
	[ 'white', '#ffffff' ],
	[ 'yellow', '#facc15' ],
] ) {
	test( `the bottom bar's current-page marker stays visible with a ${ name } brand colour`, async ( {
		page,
	} ) => {
		await loginViaApi( page, 'sanne' );
		await page.goto( '/metingen' );
		await settle( page );
		const palette = brandPalette( {
			primary_color: primary,
			secondary_color: primary,
			light_color: '#f8fafc',
		} );
		// The colours as the app writes them for these settings.
		await page.evaluate( ( variables ) => {
			Object.entries( variables ).forEach( ( [ property, value ] ) =>
				document.documentElement.style.setProperty( property, value )
			);
		}, brandVariables( palette ) );
		const current = page
			.getByRole( 'navigation', { name: 'Hoofdmenu' } )
			.getByRole( 'link', { name: 'Metingen' } );
		await expect( current ).toHaveAttribute( 'aria-current', 'page' );
		// Every colour that could mark the item apart from its text: the icon's chip (its fill,
		// ring, outline, border) and the item's own.
		const colours = await current.evaluate( ( link ) => {
			const found: string[] = [];
			for ( const element of [
				link,
				link.querySelector( '.fc-bottombar__icon' ),
			] ) {
				if ( ! element ) {
					continue;
				}
				const style = getComputedStyle( element );
				found.push( style.backgroundColor );
				if ( 'none' !== style.outlineStyle ) {
					found.push( style.outlineColor );
				}
				if ( parseFloat( style.borderTopWidth ) > 0 ) {
					found.push( style.borderTopColor );
				}
				for ( const shadow of style.boxShadow.matchAll(
					/rgba?\([^)]*\)/g
				) ) {
					found.push( shadow[ 0 ] );
				}
			}
			return found;
		} );
		// The bar lies over the page: it is white or the page's colour, or between them.
		const best = bestContrast( colours, [ '#ffffff', palette.page ] );
		expect(
			best,
			`marker colours ${ colours.join( ', ' ) } against the bar`
		).toBeGreaterThanOrEqual( 3 );
	} );
}

// ------------------------------------------------------------------------- focus and toasts

/**
 * The rows of a list answer (a plain array, or { data }).
 *
 * @param answer The answer.
 */
function listOf< T >( answer: T[] | { data: T[] } ): T[] {
	return Array.isArray( answer ) ? answer : answer.data;
}

/**
 * Where an element is on the screen.
 *
 * @param locator The element.
 */
async function boxOf(
	locator: Locator
): Promise< { x: number; y: number; width: number; height: number } > {
	const box = await locator.boundingBox();
	expect( box, 'the element is shown' ).not.toBeNull();
	return box as { x: number; y: number; width: number; height: number };
}

test.describe( 'focus after a failure or a save, and toasts', () => {
	test( 'a refused login puts focus on the first field, which the error describes', async ( {
		page,
	} ) => {
		await page.goto( '/login' );
		await page
			.getByLabel( 'Gebruikersnaam of e-mailadres' )
			.fill( 'sanne' );
		await page
			.getByLabel( 'Wachtwoord', { exact: true } )
			.fill( `${ DEMO_PASSWORD }-fout` );
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'alert' ) ).toBeVisible();
		const field = page.getByLabel( 'Gebruikersnaam of e-mailadres' );
		await expect( field ).toBeFocused();
		await expect( field ).toHaveAccessibleDescription(
			await page.getByRole( 'alert' ).innerText()
		);
	} );

	test( 'an add-user error marks the e-mail field and puts focus there', async ( {
		page,
	} ) => {
		const login = await loginViaApi( page, 'coach' );
		const users = await apiGet<
			Array< { email: string } > | { data: Array< { email: string } > }
		>( page.request, login.token, '/admin/users?search=sanne' );
		const email = listOf( users )[ 0 ].email;
		await page.goto( '/admin/users/nieuw' );
		await settle( page );
		await page.getByLabel( 'Voornaam' ).fill( 'Sanne' );
		await page.getByLabel( 'Achternaam' ).fill( 'Tweede' );
		await page.getByLabel( 'E-mailadres' ).fill( email );
		await page
			.getByRole( 'button', { name: 'Gebruiker Aanmaken' } )
			.click();
		const field = page.getByLabel( 'E-mailadres' );
		await expect( field ).toBeFocused();
		await expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( field ).toHaveAccessibleDescription(
			/bestaat al een gebruiker met dit e-mailadres/
		);
	} );

	test( 'after a screen change focus is on the new screen at once, while its code still loads', async ( {
		page,
	} ) => {
		await loginViaApi( page, 'sanne' );
		await page.goto( '/meer' );
		await settle( page );
		// The profile screen's code is held back until the check is done.
		let release = () => {};
		const held = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		await page.route(
			/\/build\/chunks\/profile\.[^/]*\.js/,
			async ( route ) => {
				await held;
				await route.continue();
			}
		);
		await page.getByRole( 'link', { name: 'Ga naar profiel' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/profile$/ );
		// Not on the link that led here, not on the page: on the screen (main, for now).
		await expect( page.locator( 'main' ) ).toBeFocused();
		release();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeFocused();
	} );

	test( 'after saving a session focus is back on the field, and the toast neither covers it nor stays on Escape', async ( {
		page,
	} ) => {
		const login = await loginViaApi( page, 'sanne' );
		const sessions = await apiGet< Listed >(
			page.request,
			login.token,
			'/workout-sessions?per_page=1'
		);
		await page.goto( `/sessies/${ sessions.data[ 0 ].id }` );
		await settle( page );
		const field = page
			.getByRole( 'textbox', { name: /set 1 herhalingen$/ } )
			.first();
		await field.focus();
		// The field right under the header, where the toasts start.
		await field.evaluate( ( element ) =>
			element.scrollIntoView( { block: 'start' } )
		);
		await page.keyboard.press( 'Enter' );
		const toast = page
			.getByRole( 'region', { name: 'Meldingen' } )
			.locator( '.fc-toast' )
			.filter( { hasText: 'Workout Sessie Opgeslagen' } );
		await expect( toast ).toBeVisible();
		await expect( field ).toBeFocused();
		// Once it has come in (its animation), the toast and the field do not meet.
		await toast.evaluate( ( element ) =>
			Promise.all(
				element
					.getAnimations()
					.map( ( animation ) => animation.finished )
			)
		);
		const fieldBox = await boxOf( field );
		const toastBox = await boxOf( toast );
		const apart =
			toastBox.y >= fieldBox.y + fieldBox.height ||
			fieldBox.y >= toastBox.y + toastBox.height;
		expect(
			apart,
			`toast ${ JSON.stringify( toastBox ) }, field ${ JSON.stringify(
				fieldBox
			) }`
		).toBe( true );
		await page.keyboard.press( 'Escape' );
		await expect( toast ).toHaveCount( 0 );
		await expect( field ).toBeFocused();
	} );
} );

// ----------------------------------------------------------- 'Voortgang deze week' by keyboard

/**
 * Presses Tab until the element has focus (at most 40 times).
 *
 * @param page    Page.
 * @param element The element to reach.
 */
async function tabTo( page: Page, element: Locator ): Promise< void > {
	for ( let presses = 0; presses < 40; presses++ ) {
		if (
			await element.evaluate(
				( node ) => node === node.ownerDocument.activeElement
			)
		) {
			break;
		}
		await page.keyboard.press( 'Tab' );
	}
	await expect( element ).toBeFocused();
}

test( "'Voortgang deze week' is reached and moved by keyboard and by its buttons once Swiper has taken over", async ( {
	page,
} ) => {
	await loginViaApi( page, 'sanne' );
	await page.goto( '/' );
	const slider = page.locator( '.fc-slider--stats.swiper-initialized' );
	await expect( slider ).toBeVisible( { timeout: 20_000 } );
	const position = () =>
		slider.evaluate(
			( element ) =>
				( element as HTMLElement & { swiper: { translate: number } } )
					.swiper.translate
		);
	const start = await position();

	// Tab reaches the slider itself (its cards hold no control).
	const group = page.getByRole( 'group', { name: 'Voortgang deze week' } );
	await tabTo( page, group );
	await page.keyboard.press( 'ArrowRight' );
	await expect.poll( position ).toBeLessThan( start );
	const moved = await position();
	await page.keyboard.press( 'ArrowLeft' );
	await expect.poll( position ).toBeGreaterThan( moved );

	// Without dragging: the buttons.
	const section = page.getByRole( 'region', { name: 'Voortgang deze week' } );
	const next = section.getByRole( 'button', { name: 'Volgende kaart' } );
	const previous = section.getByRole( 'button', { name: 'Vorige kaart' } );
	await expect.poll( position ).toBe( start );
	await next.click();
	await expect.poll( position ).toBeLessThan( start );
	await previous.click();
	await expect.poll( position ).toBe( start );
	await expect( previous ).toHaveAttribute( 'aria-disabled', 'true' );
} );
