/**
 * External dependencies
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../data/connection';
import { OfflineBanner, dataTimeLabel } from './OfflineBanner';

function setOnline( online: boolean ) {
	Object.defineProperty( window.navigator, 'onLine', {
		configurable: true,
		get: () => online,
	} );
}

afterEach( () => {
	setOnline( true );
	act( () => {
		dispatch( connectionStore ).wentOnline();
	} );
} );

describe( 'OfflineBanner', () => {
	it( 'is absent online and says so offline, with the time of the oldest data shown', () => {
		const { container } = render( <OfflineBanner /> );
		expect( screen.queryByText( 'Je bent offline' ) ).toBeNull();

		const older = new Date();
		older.setHours( 7, 5, 0, 0 );
		const newer = new Date();
		newer.setHours( 9, 30, 0, 0 );
		act( () => {
			dispatch( connectionStore ).wentOffline( newer.getTime() );
			dispatch( connectionStore ).wentOffline( older.getTime() );
			dispatch( connectionStore ).wentOffline( null );
		} );
		expect(
			container.querySelector( '.fc-offline-banner' )
		).toHaveTextContent( 'Je bent offlineGegevens van 7:05' );

		act( () => {
			dispatch( connectionStore ).wentOnline();
		} );
		expect( container.querySelector( '.fc-offline-banner' ) ).toBeNull();
	} );

	it( "follows the browser's offline event", () => {
		render( <OfflineBanner /> );
		act( () => {
			setOnline( false );
			window.dispatchEvent( new Event( 'offline' ) );
		} );
		expect(
			screen.getByText( 'Je bent offline', { selector: 'strong' } )
		).toBeInTheDocument();
		act( () => {
			setOnline( true );
			window.dispatchEvent( new Event( 'online' ) );
		} );
		expect(
			screen.queryByText( 'Je bent offline', { selector: 'strong' } )
		).toBeNull();
	} );

	// Issue 26 item 19: going offline and coming back online are both read out.
	it( 'announces going offline and coming back online in a live region that stays', () => {
		const { container } = render( <OfflineBanner /> );
		const region = container.querySelector( '[aria-live="polite"]' );
		// Present and silent while online.
		expect( region ).toBeInTheDocument();
		expect( region ).toBeEmptyDOMElement();

		act( () => {
			setOnline( false );
			window.dispatchEvent( new Event( 'offline' ) );
		} );
		expect( region ).toHaveTextContent( /^Je bent offline/ );

		act( () => {
			setOnline( true );
			window.dispatchEvent( new Event( 'online' ) );
		} );
		expect( region ).toHaveTextContent( /^Je bent weer online$/ );
		expect( container.querySelector( '[aria-live]' ) ).toBe( region );

		// The app's own finding (a request that got no answer) counts too.
		act( () => {
			dispatch( connectionStore ).wentOffline( null );
		} );
		expect( region ).toHaveTextContent( /^Je bent offline$/ );
	} );

	it( 'names another day by date', () => {
		const now = new Date( 2026, 4, 5, 12, 0 );
		expect(
			dataTimeLabel( new Date( 2026, 4, 3, 14, 32 ).getTime(), now )
		).toBe( '3 mei, 14:32' );
		expect(
			dataTimeLabel( new Date( 2026, 4, 5, 8, 2 ).getTime(), now )
		).toBe( '8:02' );
	} );
} );
