/**
 * The first screen in one round trip (issue 15): the app page sends the login's and the screen's
 * reads itself, with the screen's code, so the app asks for nothing twice, and the settings come
 * with the page. The guards are unchanged: a token that does not work still ends on the login.
 */

/**
 * External dependencies
 */
import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { DEMO_PASSWORD, STORAGE, login, loginViaApi } from './helpers';

const API = '/wp-json/fitcoach/v1/';

/**
 * The fitcoach/v1 reads a page makes from now on, as endpoint paths ('auth/me').
 *
 * @param page Page.
 */
function recordReads( page: Page ): string[] {
	const reads: string[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		if ( url.pathname.startsWith( API ) ) {
			reads.push( url.pathname.slice( API.length ) );
		}
	} );
	return reads;
}

/**
 * A token shaped like the app's (a JWT) that the server does not accept.
 *
 * @param expiresIn Seconds from now to its `exp` (negative: expired).
 */
function unusableToken( expiresIn: number ): string {
	const part = ( value: object ) =>
		Buffer.from( JSON.stringify( value ) ).toString( 'base64url' );
	return [
		part( { alg: 'HS256', typ: 'JWT' } ),
		part( {
			sub: '3',
			exp: Math.floor( Date.now() / 1000 ) + expiresIn,
		} ),
		'bm90LXNpZ25lZA',
	].join( '.' );
}

test( 'Home opens with one request for the login and none for the settings', async ( {
	page,
} ) => {
	await loginViaApi( page, 'sanne' );
	const reads = recordReads( page );
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: /Sanne/ } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Voortgang deze week' } )
	).toBeVisible();
	// Every read of Home answered: both charts are no longer loading.
	for ( const chart of [ 'weight-trend-chart', 'weight-volume-chart' ] ) {
		await expect( page.getByTestId( chart ) ).toBeVisible();
		await expect( page.getByTestId( chart ) ).not.toHaveAttribute(
			'aria-busy',
			'true'
		);
	}
	await expect( page.getByText( 'Gemiddeld gewicht' ) ).toBeVisible();

	expect( reads.filter( ( read ) => 'auth/me' === read ) ).toHaveLength( 1 );
	expect( reads.filter( ( read ) => 'app/settings' === read ) ).toHaveLength(
		0
	);
	// Each of Home's reads once: the page's answer stood in for the app's call.
	for ( const read of [
		'workouts',
		'stats/progress',
		'stats/weight-trend',
		'stats/weight-volume',
	] ) {
		expect(
			reads.filter( ( made ) => made === read ),
			read
		).toHaveLength( 1 );
	}
} );

test( 'an expired token in storage still ends on the login', async ( {
	page,
} ) => {
	await page.goto( '/login' );
	await page.evaluate(
		( [ keys, token ] ) => localStorage.setItem( keys.token, token ),
		[ STORAGE, unusableToken( -600 ) ] as const
	);
	const reads = recordReads( page );
	await page.goto( '/metingen' );
	await expect( page ).toHaveURL( /\/login\?redirect=(%2F|\/)metingen$/ );
	await expect(
		page.getByRole( 'button', { name: 'Inloggen' } )
	).toBeVisible();
	// The page sent nothing with a token it could see had expired: only the app asked.
	expect( reads.filter( ( read ) => 'auth/me' === read ) ).toHaveLength( 1 );
	expect(
		reads.filter( ( read ) => read.startsWith( 'measurements' ) )
	).toHaveLength( 0 );
	expect(
		await page.evaluate(
			( keys ) => localStorage.getItem( keys.token ),
			STORAGE
		)
	).toBeNull();
} );

test( 'a token the server refuses is asked again by the app and ends on the login', async ( {
	page,
} ) => {
	await page.goto( '/login' );
	await page.evaluate(
		( [ keys, token ] ) => localStorage.setItem( keys.token, token ),
		[ STORAGE, unusableToken( 600 ) ] as const
	);
	const reads = recordReads( page );
	await page.goto( '/training' );
	await expect( page ).toHaveURL( /\/login\?redirect=(%2F|\/)training$/ );
	await expect(
		page.getByRole( 'button', { name: 'Inloggen' } )
	).toBeVisible();
	// The page's 401 was dropped: the app made its own call, which ended the login.
	expect( reads.filter( ( read ) => 'auth/me' === read ) ).toHaveLength( 2 );
	expect(
		await page.evaluate(
			( keys ) => localStorage.getItem( keys.token ),
			STORAGE
		)
	).toBeNull();
} );

/**
 * The text of the parts of Home both the server's drawing and the app show: the greeting, the
 * workouts and the week's progress (the charts differ in kind: an svg drawing, a canvas).
 *
 * @param page Page.
 * @param root The drawing ('.fc-first-screen') or the app ('.fc-first-screen-app').
 */
async function homeTexts( page: Page, root: string ): Promise< string[] > {
	return page
		.locator(
			`${ root } :is(.fc-home__hero, [aria-labelledby="fc-home-workouts"], [aria-labelledby="fc-home-progress"], .fc-section__title)`
		)
		.evaluateAll( ( elements ) =>
			elements.map( ( element ) =>
				( element.textContent ?? '' ).replace( /\s+/g, ' ' ).trim()
			)
		);
}

test( 'Home comes drawn with the page after a login on the login screen, and the app takes over with the same content', async ( {
	page,
	browser,
} ) => {
	await login( page, 'sanne' );
	const pass = ( await page.context().cookies() ).find(
		( cookie ) => 'fitcoach_screen' === cookie.name
	);
	expect( pass?.value ).toMatch( /^\d+\.[a-f0-9]{32}\.\d+\.[a-f0-9]{64}$/ );
	expect( pass?.sameSite ).toBe( 'Strict' );

	// Without JavaScript the page alone is the whole Home: greeting, workouts, stats, two charts.
	const still = await browser.newContext( {
		javaScriptEnabled: false,
		storageState: await page.context().storageState(),
	} );
	const plain = await still.newPage();
	await plain.goto( '/' );
	const drawing = plain.locator( '#fitcoach-app > .fc-first-screen' );
	await expect( drawing ).toBeVisible();
	await expect(
		drawing.getByRole( 'heading', { level: 1, name: /Sanne/ } )
	).toBeVisible();
	await expect(
		drawing.locator( '.fc-slider--stats .fc-stat-card' )
	).not.toHaveCount( 0 );
	await expect( drawing.locator( 'svg.fc-chart__drawing' ) ).toHaveCount( 2 );
	for ( const line of await drawing
		.locator( 'svg.fc-chart__drawing path.fc-chart__line' )
		.all() ) {
		expect(
			await line.evaluate( ( path ) =>
				( path as SVGPathElement ).getTotalLength()
			)
		).toBeGreaterThan( 0 );
	}
	await expect( plain.locator( '.fc-shell' ) ).toBeHidden();
	const drawn = await homeTexts( plain, '.fc-first-screen' );
	expect( drawn.join( ' ' ) ).toContain( 'Voortgang deze week' );
	await still.close();

	// With JavaScript: no read of Home goes out (the page's answers stand in), and once the app has
	// Home drawn, the drawing is gone and the app shows the same.
	const reads = recordReads( page );
	await page.goto( '/' );
	await expect( page.locator( '.fc-first-screen' ) ).toHaveCount( 0 );
	await expect(
		page.locator( '#fitcoach-app > .fc-first-screen-app' )
	).not.toHaveClass( /--pending/ );
	await expect(
		page.locator( '.fc-first-screen-app .fc-home .fc-chart canvas' )
	).toHaveCount( 2 );
	expect( await homeTexts( page, '.fc-first-screen-app' ) ).toEqual( drawn );
	expect( reads ).toEqual( [] );

	// A tap on the drawing's 'Bekijken' is a visit of that workout.
	await page.goto( '/' );
	await page
		.locator( '#fitcoach-app' )
		.getByRole( 'link', { name: 'Bekijken' } )
		.or(
			page
				.locator( '#fitcoach-app' )
				.getByRole( 'button', { name: 'Bekijken' } )
		)
		.first()
		.click();
	await expect( page ).toHaveURL( /\/training\/workout\/\d+$/ );

	// Logging out drops the pass: the page comes plain.
	await page.goto( '/profile' );
	await page.getByRole( 'button', { name: 'Uitloggen' } ).click();
	await expect( page ).toHaveURL( /\/login/ );
	expect(
		( await page.context().cookies() ).find(
			( cookie ) => 'fitcoach_screen' === cookie.name
		)
	).toBeUndefined();
} );

test( 'the drawing is not shown when the browser holds another login than the pass', async ( {
	page,
} ) => {
	await login( page, 'sanne' );
	// Another member's token in storage, the first member's pass in the cookie.
	const other = await page.request.post( `${ API }auth/login`, {
		data: { username: 'daan', password: DEMO_PASSWORD },
	} );
	expect( other.status() ).toBe( 200 );
	const { token } = await other.json();
	await page.evaluate(
		( [ keys, value ] ) => localStorage.setItem( keys.token, value ),
		[ STORAGE, token as string ] as const
	);
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: /Daan/ } )
	).toBeVisible();
	await expect( page.getByText( /Sanne/ ) ).toHaveCount( 0 );
	// The check right after the drawing emptied it before the app ran: the app found no drawing
	// to stand in for it and rendered into the mount point itself.
	await expect( page.locator( '.fc-first-screen' ) ).toHaveCount( 0 );
	await expect( page.locator( '.fc-first-screen-app' ) ).toHaveCount( 0 );
} );

/**
 * The texts of a screen's main part, block by block: headings, cards and list rows, in order;
 * relative times left out (a minute may pass between two visits).
 *
 * @param page Page.
 * @param root The drawing ('.fc-first-screen') or the app ('.fc-first-screen-app').
 */
async function mainTexts( page: Page, root: string ): Promise< string[] > {
	return page
		.locator(
			`${ root } .fc-app__main :is(h1, h2, .fc-card, .fc-list > li, .fc-activity__item, .fc-empty)`
		)
		.evaluateAll( ( elements ) =>
			elements.map( ( element ) => {
				const copy = element.cloneNode( true ) as Element;
				copy.querySelectorAll( 'time' ).forEach( ( time ) =>
					time.remove()
				);
				return ( copy.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
			} )
		);
}

for ( const { user, path, screen, shown, reads: firstReads } of [
	{
		user: 'sanne',
		path: '/metingen',
		screen: 'metingen',
		shown: '.fc-measurements__list .fc-measurement-row',
		reads: /^(auth\/me|measurements)(\?(?!.*page=[2-9]).*)?$/,
	},
	{
		user: 'sanne',
		path: '/training',
		screen: 'training',
		shown: '.fc-training .fc-session-row',
		reads: /^(auth\/me|workouts|workout-sessions)(\?(?!.*page=[2-9]).*)?$/,
	},
	{
		user: 'coach',
		path: '/admin',
		screen: 'admin',
		shown: '.fc-activity__item, .fc-activity__empty',
		reads: /^(auth\/me|user\/switch\/current|admin\/(stats|attention|recent-activity))(\?.*)?$/,
	},
] ) {
	test( `${ path } comes drawn with the page for ${ user }, and the app takes over with the same content`, async ( {
		page,
		browser,
	} ) => {
		await login( page, user );

		// Without JavaScript the page alone is the screen.
		const still = await browser.newContext( {
			javaScriptEnabled: false,
			storageState: await page.context().storageState(),
		} );
		const plain = await still.newPage();
		const answer = await plain.goto( path );
		expect( answer?.headers()[ 'x-fitcoach-first-screen' ] ).toBe( screen );
		const drawing = plain.locator(
			`#fitcoach-app > .fc-first-screen[data-fc-first-screen="${ screen }"]`
		);
		await expect( drawing ).toBeVisible();
		await expect( drawing.locator( shown ).first() ).toBeVisible();
		await expect(
			drawing.locator( '.fc-bottombar [aria-current="page"]' )
		).toHaveAttribute( 'href', new RegExp( `${ path }$` ) );
		await expect( plain.locator( '.fc-shell' ) ).toBeHidden();
		const drawn = await mainTexts( plain, '.fc-first-screen' );
		expect( drawn.length ).toBeGreaterThan( 1 );
		await still.close();

		// With JavaScript: none of the screen's first reads goes out, and once the app has the
		// screen drawn, the drawing is gone and the app shows the same (a list may have grown by
		// its next page since).
		const reads: string[] = [];
		page.on( 'request', ( request: Request ) => {
			const url = new URL( request.url() );
			if ( url.pathname.startsWith( API ) ) {
				reads.push( url.pathname.slice( API.length ) + url.search );
			}
		} );
		await page.goto( path );
		await expect( page.locator( '.fc-first-screen' ) ).toHaveCount( 0 );
		await expect(
			page.locator( '#fitcoach-app > .fc-first-screen-app' )
		).not.toHaveClass( /--pending/ );
		await expect( page.locator( shown ).first() ).toBeVisible();
		const shownByApp = await mainTexts( page, '.fc-first-screen-app' );
		expect( shownByApp.slice( 0, drawn.length ) ).toEqual( drawn );
		expect( reads.filter( ( read ) => firstReads.test( read ) ) ).toEqual(
			[]
		);
	} );
}
