/**
 * Registering the service worker and telling the member about a new version.
 */

/**
 * External dependencies
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

/**
 * Internal dependencies
 */
import { notify } from '../../data/notices';
import { forgetOtherScopes, registerServiceWorker } from '../service-worker';

jest.mock( '../../data/notices' );

type Listener = () => void;

/**
 * A fake registration whose update can be played through.
 *
 * @param waiting Whether a worker waits already.
 */
function fakeRegistration( waiting: boolean ) {
	const listeners: Record< string, Listener[] > = {};
	const installing = {
		state: 'installing',
		addEventListener: ( type: string, listener: Listener ) => {
			( listeners[ `worker:${ type }` ] ??= [] ).push( listener );
		},
	};
	const registration = {
		waiting: waiting ? {} : null,
		installing: null as typeof installing | null,
		addEventListener: ( type: string, listener: Listener ) => {
			( listeners[ type ] ??= [] ).push( listener );
		},
	};
	return {
		registration,
		update() {
			registration.installing = installing;
			listeners.updatefound?.forEach( ( listener ) => listener() );
			installing.state = 'installed';
			registration.waiting = {};
			listeners[ 'worker:statechange' ]?.forEach( ( listener ) =>
				listener()
			);
		},
	};
}

function installServiceWorker( controller: unknown, registration: unknown ) {
	const register = jest.fn(
		async ( ...args: [ string, unknown ] ) => args && registration
	);
	Object.defineProperty( window.navigator, 'serviceWorker', {
		configurable: true,
		value: { controller, register },
	} );
	return register;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

afterEach( () => {
	( notify as jest.Mock ).mockClear();
} );

describe( 'registerServiceWorker', () => {
	it( 'registers the worker at the app path and says nothing on the first install', async () => {
		const fake = fakeRegistration( false );
		const register = installServiceWorker( null, fake.registration );
		registerServiceWorker( {
			serviceWorker: '/?fitcoach_pwa=sw',
			basePath: '/',
		} );
		await flush();
		expect( register ).toHaveBeenCalledWith( '/?fitcoach_pwa=sw', {
			scope: '/',
		} );
		fake.update();
		expect( notify ).not.toHaveBeenCalled();
	} );

	it( "waits for the page's load before it registers", async () => {
		const fake = fakeRegistration( false );
		const register = installServiceWorker( null, fake.registration );
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		try {
			registerServiceWorker( {
				serviceWorker: '/?fitcoach_pwa=sw',
				basePath: '/',
			} );
			await flush();
			expect( register ).not.toHaveBeenCalled();
			readyState.mockReturnValue( 'complete' );
			window.dispatchEvent( new Event( 'load' ) );
			await flush();
			expect( register ).toHaveBeenCalledTimes( 1 );
		} finally {
			readyState.mockRestore();
		}
	} );

	it( "announces a new build: 'Nieuwe versie beschikbaar'", async () => {
		const fake = fakeRegistration( false );
		installServiceWorker( {}, fake.registration );
		registerServiceWorker( { serviceWorker: '/?fitcoach_pwa=sw' } );
		await flush();
		expect( notify ).not.toHaveBeenCalled();
		fake.update();
		expect( notify ).toHaveBeenCalledWith(
			'info',
			'Nieuwe versie beschikbaar',
			expect.any( String )
		);
	} );

	it( 'announces a version that was already waiting at start', async () => {
		installServiceWorker( {}, fakeRegistration( true ).registration );
		registerServiceWorker( { serviceWorker: '/?fitcoach_pwa=sw' } );
		await flush();
		expect( notify ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing without a worker URL', () => {
		const register = installServiceWorker( null, {} );
		registerServiceWorker( {} );
		expect( register ).not.toHaveBeenCalled();
	} );
} );

describe( 'forgetOtherScopes', () => {
	it( 'unregisters the app’s workers of an earlier address, nothing else', async () => {
		const make = ( scope: string, scriptURL: string ) => ( {
			scope,
			active: { scriptURL },
			waiting: null,
			installing: null,
			unregister: jest.fn( async () => true ),
		} );
		const current = make(
			'http://site.test/app/',
			'http://site.test/?fitcoach_pwa=sw'
		);
		const old = make(
			'http://site.test/',
			'http://site.test/?fitcoach_pwa=sw'
		);
		const foreign = make(
			'http://site.test/shop/',
			'http://site.test/shop/sw.js'
		);
		Object.defineProperty( window.navigator, 'serviceWorker', {
			configurable: true,
			value: {
				getRegistrations: async () => [ current, old, foreign ],
			},
		} );

		await forgetOtherScopes( 'http://site.test/app/' );

		expect( old.unregister ).toHaveBeenCalledTimes( 1 );
		expect( current.unregister ).not.toHaveBeenCalled();
		expect( foreign.unregister ).not.toHaveBeenCalled();
	} );
} );
