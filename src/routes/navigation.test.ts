/**
 * Where the app is, read outside React (the lost-login handler remembers it for after the login).
 */

/**
 * External dependencies
 */
import { afterEach, describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { currentPath, loginPath, setNavigator } from './navigation';

afterEach( () => {
	setNavigator( null );
	delete window.fitcoachConfig;
	window.history.replaceState( null, '', '/' );
} );

describe( 'the path shown', () => {
	it( "is the router's once it runs", () => {
		setNavigator(
			() => undefined,
			() => '/metingen?page=2'
		);
		expect( loginPath( currentPath() ) ).toBe(
			'/login?redirect=%2Fmetingen%3Fpage%3D2'
		);
	} );

	it( "is the address below the app's path before the router runs", () => {
		window.fitcoachConfig = { basePath: '/app/' };
		window.history.replaceState( null, '', '/app/training?tab=2#top' );
		expect( currentPath() ).toBe( '/training?tab=2#top' );
		window.history.replaceState( null, '', '/app' );
		expect( currentPath() ).toBe( '/' );
	} );
} );
