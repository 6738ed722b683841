/**
 * The screen pass's cookie (storage.ts): kept with the tokens, dropped with them, never longer
 * than the login.
 */

/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	SCREEN_PASS_COOKIE,
	clearTokens,
	storeScreenPass,
	storeTokens,
} from './storage';

const NOW = Math.floor( Date.now() / 1000 );

/**
 * A pass of user 7 that expires at a time.
 * @param expires
 */
function pass( expires: number ): string {
	return `7.${ 'a'.repeat( 32 ) }.${ expires }.${ 'b'.repeat( 64 ) }`;
}

/**
 * An unsigned JWT with an expiry (only its payload is read).
 * @param exp
 */
function token( exp: number ): string {
	const payload = window
		.btoa( JSON.stringify( { sub: '7', exp } ) )
		.replace( /\+/g, '-' )
		.replace( /\//g, '_' )
		.replace( /=+$/, '' );
	return `header.${ payload }.signature`;
}

function cookie(): string | null {
	const found = document.cookie
		.split( '; ' )
		.find( ( part ) => part.startsWith( `${ SCREEN_PASS_COOKIE }=` ) );
	return found ? found.slice( SCREEN_PASS_COOKIE.length + 1 ) : null;
}

describe( 'the screen pass cookie', () => {
	let written: string[];
	let setter: { mockRestore: () => void };

	beforeEach( () => {
		window.localStorage.clear();
		clearTokens();
		written = [];
		const descriptor = Object.getOwnPropertyDescriptor(
			Document.prototype,
			'cookie'
		) as PropertyDescriptor;
		setter = jest
			.spyOn( document, 'cookie', 'set' )
			.mockImplementation( ( value ) => {
				written.push( String( value ) );
				descriptor.set?.call( document, value );
			} );
	} );

	afterEach( () => {
		setter.mockRestore();
		clearTokens();
		window.fitcoachConfig = undefined;
	} );

	it( 'is kept with a remembered login for as long as the pass says, on the app’s path only', () => {
		window.fitcoachConfig = { basePath: '/' } as never;
		window.localStorage.setItem(
			'fitcoach_refresh_token',
			'r'.repeat( 64 )
		);
		storeTokens( token( NOW + 3600 ), null, pass( NOW + 86400 ) );
		expect( cookie() ).toBe( pass( NOW + 86400 ) );
		expect( written ).toHaveLength( 1 );
		expect( written[ 0 ] ).toMatch(
			/^fitcoach_screen=7\.a{32}\.\d+\.b{64}; Path=\/; Max-Age=(8639[5-9]|86400); SameSite=Strict$/
		);
	} );

	it( 'lives no longer than the access token when there is no refresh token', () => {
		storeTokens( token( NOW + 600 ), null, pass( NOW + 86400 ) );
		expect( written[ 0 ] ).toMatch( /; Max-Age=(59[5-9]|600);/ );
	} );

	it( 'uses the app’s base path', () => {
		window.fitcoachConfig = { basePath: '/app/' } as never;
		storeScreenPass( pass( NOW + 60 ), token( NOW + 60 ) );
		expect( written[ 0 ] ).toContain( '; Path=/app/;' );
	} );

	it( 'is dropped with the tokens, for a pass that has expired, and for anything that is no pass', () => {
		storeTokens( token( NOW + 600 ), null, pass( NOW + 600 ) );
		expect( cookie() ).not.toBeNull();
		clearTokens();
		expect( cookie() ).toBeNull();
		expect( written[ 1 ] ).toMatch(
			/^fitcoach_screen=; Path=\/; Max-Age=0;/
		);

		for ( const bad of [
			pass( NOW - 5 ),
			'7.abc; Path=/evil',
			'<script>',
			'7.a.b',
			'',
		] ) {
			written = [];
			storeScreenPass( bad, token( NOW + 600 ) );
			expect( cookie() ).toBeNull();
			expect( written[ 0 ] ).toMatch( /^fitcoach_screen=; / );
		}
	} );

	it( 'leaves the cookie alone when tokens come without a pass', () => {
		storeTokens( token( NOW + 600 ), null, pass( NOW + 600 ) );
		written = [];
		storeTokens( token( NOW + 900 ) );
		expect( written ).toHaveLength( 0 );
		expect( cookie() ).toBe( pass( NOW + 600 ) );
	} );
} );
