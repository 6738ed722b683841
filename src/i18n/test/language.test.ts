/**
 * The app's language: English formats for an English page, and when the page is loaded again in
 * the user's language.
 */

/**
 * External dependencies
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	dutchDateLabel,
	dutchDecimals,
	formatDayLabel,
	formatDutchLongDate,
	formatDutchShortDate,
	formatKg,
	formatNumber,
} from '../format';
import {
	browserLocale,
	followBrowserLanguage,
	pageLocale,
	rememberLanguage,
} from '../language';
import { clearTokens, storeTokens } from '../../api/storage';
import { appHref } from '../../routes/navigation';

function setPage( locale: string | undefined, basePath = '/' ): void {
	window.fitcoachConfig = { locale, basePath };
}

afterEach( () => {
	delete window.fitcoachConfig;
	clearTokens();
	window.sessionStorage.clear();
	document.cookie = 'fitcoach_locale=; path=/; max-age=0';
} );

describe( 'English pages', () => {
	it( 'write numbers, weights and dates the English way', () => {
		setPage( 'en_US' );
		expect( formatNumber( 72.44 ) ).toBe( '72.4' );
		expect( formatNumber( 2450 ) ).toBe( '2450' );
		expect( formatKg( 71.3 ) ).toBe( '71.3 kg' );
		expect( dutchDecimals( '72.4 kg' ) ).toBe( '72.4 kg' );
		expect( formatDutchLongDate( '2025-05-05' ) ).toBe( 'May 5, 2025' );
		expect( formatDutchShortDate( '2025-03-05' ) ).toBe( 'Mar 5' );
		expect( formatDayLabel( '2025-10-05' ) ).toBe( 'Oct 5' );
		expect( dutchDateLabel( '5 May' ) ).toBe( '5 May' );
	} );

	it( 'leave Dutch pages Dutch', () => {
		setPage( 'nl_NL' );
		expect( formatKg( 71.3 ) ).toBe( '71,3 kg' );
		expect( formatDutchLongDate( '2025-05-05' ) ).toBe( '5 mei 2025' );
		expect( formatDayLabel( '2025-10-05' ) ).toBe( '5 Okt' );
		setPage( undefined );
		expect( pageLocale() ).toBe( 'nl_NL' );
		expect( formatKg( 71.3 ) ).toBe( '71,3 kg' );
	} );
} );

describe( 'rememberLanguage', () => {
	it( 'keeps the language in the cookie and asks once for a page in another one', () => {
		setPage( 'nl_NL' );
		expect( rememberLanguage( { locale: 'nl_NL' } ) ).toBe( false );
		expect( document.cookie ).toContain( 'fitcoach_locale=nl_NL' );

		expect( rememberLanguage( { locale: 'en_US' } ) ).toBe( true );
		expect( document.cookie ).toContain( 'fitcoach_locale=en_US' );
		// Never twice in a tab for the same language (no reload loop).
		expect( rememberLanguage( { locale: 'en_US' } ) ).toBe( false );
	} );

	it( 'ignores unknown languages and never reloads offline', () => {
		setPage( 'nl_NL' );
		expect( rememberLanguage( { locale: 'de_DE' } ) ).toBe( false );
		expect( rememberLanguage( {} ) ).toBe( false );
		expect( rememberLanguage( null ) ).toBe( false );
		const onLine = jest.spyOn( window.navigator, 'onLine', 'get' );
		onLine.mockReturnValue( false );
		try {
			expect( rememberLanguage( { locale: 'en_US' } ) ).toBe( false );
		} finally {
			onLine.mockRestore();
		}
	} );

	it( 'writes in-app paths below the app address', () => {
		setPage( 'nl_NL', '/app/' );
		expect( appHref( '/metingen' ) ).toBe( '/app/metingen' );
		setPage( 'nl_NL', '/' );
		expect( appHref( '/metingen' ) ).toBe( '/metingen' );
	} );
} );

describe( 'before any login, the browser’s language', () => {
	const BOTH = [ 'nl_NL', 'en_US' ];

	function offer( locale: string, locales?: string[] ): void {
		window.fitcoachConfig = { locale, basePath: '/', locales } as never;
	}

	it( 'is the first of the browser’s languages the site offers', () => {
		expect( browserLocale( [ 'en-GB', 'nl' ], BOTH ) ).toBe( 'en_US' );
		expect( browserLocale( [ 'de-DE', 'nl-BE', 'en' ], BOTH ) ).toBe(
			'nl_NL'
		);
		expect( browserLocale( [ 'EN' ], BOTH ) ).toBe( 'en_US' );
		expect( browserLocale( [ 'en-US' ], [ 'nl_NL' ] ) ).toBeNull();
		expect( browserLocale( [ 'de', 'fr' ], BOTH ) ).toBeNull();
		expect( browserLocale( [], BOTH ) ).toBeNull();
	} );

	it( 'gives an English browser the login in English on a Dutch site that offers it, once', () => {
		offer( 'nl_NL', BOTH );
		expect( followBrowserLanguage( [ 'en-US', 'en' ] ) ).toBe( true );
		expect( document.cookie ).toContain( 'fitcoach_locale=en_US' );
		// The page came back in English: nothing more to do.
		offer( 'en_US', BOTH );
		expect( followBrowserLanguage( [ 'en-US', 'en' ] ) ).toBe( false );
	} );

	it( 'gives a Dutch browser Dutch on an English site', () => {
		offer( 'en_US', BOTH );
		expect( followBrowserLanguage( [ 'nl-NL' ] ) ).toBe( true );
		expect( document.cookie ).toContain( 'fitcoach_locale=nl_NL' );
	} );

	it( 'leaves the page as it is otherwise', () => {
		// The browser's language is the page's, or one the app does not speak.
		offer( 'nl_NL', BOTH );
		expect( followBrowserLanguage( [ 'nl-NL', 'en' ] ) ).toBe( false );
		expect( followBrowserLanguage( [ 'de-DE' ] ) ).toBe( false );
		expect( document.cookie ).not.toContain( 'fitcoach_locale' );

		// The site does not offer English (or the page names no languages).
		offer( 'nl_NL', [ 'nl_NL' ] );
		expect( followBrowserLanguage( [ 'en-US' ] ) ).toBe( false );
		offer( 'nl_NL' );
		expect( followBrowserLanguage( [ 'en-US' ] ) ).toBe( false );
		expect( document.cookie ).not.toContain( 'fitcoach_locale' );

		// A login on this device: its user's language decides (rememberLanguage).
		offer( 'nl_NL', BOTH );
		storeTokens( 'header.payload.signature' );
		expect( followBrowserLanguage( [ 'en-US' ] ) ).toBe( false );
		clearTokens();

		// The last login's language is kept on the device.
		document.cookie = 'fitcoach_locale=nl_NL; path=/';
		expect( followBrowserLanguage( [ 'en-US' ] ) ).toBe( false );
		expect( document.cookie ).toContain( 'fitcoach_locale=nl_NL' );
	} );
} );
