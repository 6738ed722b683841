/**
 * The first screen without a request wave of its own (issues 15 and 27). Without a screen pass the
 * page sends the login's and the screen's reads itself (src/api/first-reads.ts), with the screen's
 * code, so the app asks for nothing twice; with one, the page carries the screen's answers for the
 * pass's user and the app asks for none of them. The server draws nothing: the app draws every
 * screen. The guards are unchanged: a token that does not work still ends on the login.
 */

/**
 * External dependencies
 */
import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	DEMO_PASSWORD,
	STORAGE,
	fillLoginForm,
	login,
	loginViaApi,
} from './helpers';

const API = '/wp-json/fitcoach/v1/';

/**
 * The fitcoach/v1 reads a page makes from now on, as endpoint paths ('auth/me').
 *
 * @param page Page.
 */
/**
 * Whether a read belongs to no screen: the bottom bar's unread count, asked once the first screen
 * is done and then every 30 s (src/data/messages).
 *
 * @param path The read, relative to the namespace.
 */
const isBadgePoll = ( path: string ): boolean =>
	path.startsWith( 'messages/unread' );

function recordReads( page: Page ): string[] {
	const reads: string[] = [];
	page.on( 'request', ( request: Request ) => {
		const url = new URL( request.url() );
		const read = url.pathname.slice( API.length );
		if ( url.pathname.startsWith( API ) && ! isBadgePoll( read ) ) {
			reads.push( read );
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
		'plan',
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

/** The page's element with the first screen's answers (includes/Frontend/First_Screen.php). */
const ANSWERS =
	/<script type="application\/json" id="fitcoach-preload">([^<]*)<\/script>/;

test( 'Home comes with its answers in the page after a login on the login screen: the app draws it with no request', async ( {
	page,
	browser,
} ) => {
	await login( page, 'sanne' );
	const pass = ( await page.context().cookies() ).find(
		( cookie ) => 'fitcoach_screen' === cookie.name
	);
	expect( pass?.value ).toMatch( /^\d+\.[a-f0-9]{32}\.\d+\.[a-f0-9]{64}$/ );
	expect( pass?.sameSite ).toBe( 'Strict' );
	const sanne = Number( pass?.value.split( '.' )[ 0 ] );

	// The page carries Home's answers, for Sanne, and no drawing: without JavaScript it shows
	// nothing of Home.
	const still = await browser.newContext( {
		javaScriptEnabled: false,
		storageState: await page.context().storageState(),
	} );
	const plain = await still.newPage();
	const answer = await plain.goto( '/' );
	expect( answer?.headers()[ 'x-fitcoach-first-screen' ] ).toBe( 'home' );
	expect( answer?.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const html = ( await answer?.text() ) ?? '';
	const carried = JSON.parse( ANSWERS.exec( html )?.[ 1 ] ?? '{}' );
	expect( carried.user ).toBe( sanne );
	// Then what a tap on 'Starten' reads first, for the first two workouts Home shows.
	const firstTwo = (
		carried.answers[ '/fitcoach/v1/workouts' ].body as Array< {
			id: number;
		} >
	 )
		.slice( 0, 2 )
		.flatMap( ( { id } ) => [
			`/fitcoach/v1/workouts/${ id }/last-session`,
			`/fitcoach/v1/workouts/${ id }/session-count`,
		] );
	expect( firstTwo ).toHaveLength( 4 );
	expect( Object.keys( carried.answers ) ).toEqual( [
		'/fitcoach/v1/auth/me',
		'/fitcoach/v1/workouts',
		'/fitcoach/v1/stats/progress',
		'/fitcoach/v1/stats/weight-trend?days=14',
		'/fitcoach/v1/stats/weight-volume',
		'/fitcoach/v1/plan',
		'/fitcoach/v1/check-ins/current',
		...firstTwo,
	] );
	expect( html ).toContain( '<div id="fitcoach-app"></div>' );
	await expect( plain.locator( '#fitcoach-app' ) ).toBeEmpty();
	await expect( plain.getByRole( 'heading', { level: 1 } ) ).toHaveCount( 0 );
	await still.close();

	// With JavaScript the app draws Home from the page's answers: not one read goes out for it,
	// and the answers leave the document once taken.
	await page.goto( 'about:blank' );
	const reads = recordReads( page );
	await page.goto( '/' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: /Sanne/ } )
	).toBeVisible();
	for ( const chart of [ 'weight-trend-chart', 'weight-volume-chart' ] ) {
		await expect( page.getByTestId( chart ) ).toBeVisible();
		await expect( page.getByTestId( chart ) ).not.toHaveAttribute(
			'aria-busy',
			'true'
		);
	}
	await expect( page.getByText( 'Gemiddeld gewicht' ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: /Starten/ } ).first()
	).toBeEnabled();
	expect( reads ).toEqual( [] );
	await expect( page.locator( '#fitcoach-preload' ) ).toHaveCount( 0 );
	expect( await page.evaluate( () => 'fitcoachPreload' in window ) ).toBe(
		false
	);

	// Logging out drops the pass, and nothing of Sanne's stays in the document for the next user
	// of this tab (issue 26): the next login reads its own.
	await page.goto( '/profile' );
	await page.getByRole( 'button', { name: 'Uitloggen' } ).click();
	await expect( page ).toHaveURL( /\/login/ );
	expect(
		( await page.context().cookies() ).find(
			( cookie ) => 'fitcoach_screen' === cookie.name
		)
	).toBeUndefined();
	const left = await page.evaluate( () => ( {
		element: !! document.getElementById( 'fitcoach-preload' ),
		preload: 'fitcoachPreload' in window,
		html: document.documentElement.outerHTML,
	} ) );
	expect( left.element ).toBe( false );
	expect( left.preload ).toBe( false );
	expect( left.html ).not.toContain( 'sanne@fitcoach.test' );
	await fillLoginForm( page, 'daan', DEMO_PASSWORD );
	await expect(
		page.getByRole( 'heading', { level: 1, name: /Daan/ } )
	).toBeVisible();
	await expect( page.getByText( /Sanne/ ) ).toHaveCount( 0 );
} );

test( "the page's answers are not used when the browser holds another login than the pass", async ( {
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
	// Sanne's Home is left first: a read it still makes is not one of the new page's.
	await page.goto( 'about:blank' );
	const reads = recordReads( page );
	const answer = await page.goto( '/' );
	// The page carried Sanne's answers...
	expect( ANSWERS.test( ( await answer?.text() ) ?? '' ) ).toBe( true );
	// ...but the app shows Daan's Home, read with Daan's token, and nothing of Sanne's.
	await expect(
		page.getByRole( 'heading', { level: 1, name: /Daan/ } )
	).toBeVisible();
	await expect( page.getByText( /Sanne/ ) ).toHaveCount( 0 );
	expect( reads.filter( ( read ) => 'auth/me' === read ) ).toHaveLength( 1 );
	expect( reads.filter( ( read ) => 'workouts' === read ) ).toHaveLength( 1 );
	await expect( page.locator( '#fitcoach-preload' ) ).toHaveCount( 0 );
} );

for ( const { user, path, screen, shown } of [
	{
		user: 'sanne',
		path: '/metingen',
		screen: 'metingen',
		shown: '.fc-measurements__list .fc-measurement-row',
	},
	{
		user: 'sanne',
		path: '/training',
		screen: 'training',
		shown: '.fc-training .fc-session-row',
	},
	{
		user: 'coach',
		path: '/admin',
		screen: 'admin',
		shown: '.fc-activity__item, .fc-activity__empty',
	},
] ) {
	test( `${ path } comes with its answers in the page for ${ user }: the app draws it with no request`, async ( {
		page,
	} ) => {
		await login( page, user );
		// Nothing of the page the login led to is recorded.
		await page.goto( 'about:blank' );
		const reads: string[] = [];
		page.on( 'request', ( request: Request ) => {
			const url = new URL( request.url() );
			const read = url.pathname.slice( API.length ) + url.search;
			if ( url.pathname.startsWith( API ) && ! isBadgePoll( read ) ) {
				reads.push( read );
			}
		} );
		const answer = await page.goto( path );
		expect( answer?.headers()[ 'x-fitcoach-first-screen' ] ).toBe( screen );
		expect( ANSWERS.test( ( await answer?.text() ) ?? '' ) ).toBe( true );
		await expect( page.locator( shown ).first() ).toBeVisible();
		await expect( page.locator( 'h1' ) ).toHaveCount( 1 );
		// None of the screen's reads went out (a list may ask for its next page as it is shown).
		expect(
			reads.filter( ( read ) => ! /[?&]page=[2-9]/.test( read ) )
		).toEqual( [] );
	} );
}
