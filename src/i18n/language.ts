/**
 * The app speaks the WordPress user's language (Dutch, the spec's, or English). The page is
 * printed before the server knows who logs in (the login is a token), so it is printed in the
 * language of the last login on this device, which the app keeps in the cookie fitcoach_locale.
 * When the logged-in user's language differs from the page's, the app remembers it and loads
 * the page again, once, in that language. Before any login on a device (no cookie, no token),
 * the login screen follows the browser's language (navigator.languages) when the site offers
 * it (window.fitcoachConfig.locales).
 */

/**
 * Internal dependencies
 */
import { getConfig } from '../api/client';
import { getToken } from '../api/storage';

/** The cookie the server reads for the language of the app's page (Language::COOKIE). */
export const LOCALE_COOKIE = 'fitcoach_locale';

const LOCALES = [ 'nl_NL', 'en_US' ] as const;

export type AppLocale = ( typeof LOCALES )[ number ];

/**
 * The language the page was printed in.
 */
export function pageLocale(): AppLocale {
	return 'en_US' === getConfig().locale ? 'en_US' : 'nl_NL';
}

/**
 * The BCP 47 tag of the page's language, for Intl: 'nl-NL' or 'en-US'.
 */
export function pageLanguageTag(): string {
	return pageLocale().replace( '_', '-' );
}

/**
 * Whether the page is in English.
 */
export function isEnglish(): boolean {
	return 'en_US' === pageLocale();
}

function known( locale: unknown ): locale is AppLocale {
	return LOCALES.includes( locale as AppLocale );
}

/**
 * Keeps a language for the next page loads and tells whether this page is in another one. Never
 * asks for a new page without a network (the cached page would be the same), nor twice for the
 * same language in one tab.
 *
 * @param wanted The language.
 * @return Whether the page should be loaded again.
 */
function keepLanguage( wanted: AppLocale ): boolean {
	document.cookie = `${ LOCALE_COOKIE }=${ wanted }; path=/; max-age=31536000; SameSite=Lax`;
	if ( wanted === pageLocale() ) {
		return false;
	}
	if ( 'undefined' !== typeof navigator && false === navigator.onLine ) {
		return false;
	}
	const key = `fitcoach_language_reload_${ wanted }`;
	try {
		if ( window.sessionStorage.getItem( key ) ) {
			return false;
		}
		window.sessionStorage.setItem( key, '1' );
	} catch {
		return false;
	}
	return true;
}

/**
 * Remembers a user's language for the next page loads and tells whether this page is in another
 * one (keepLanguage()).
 *
 * @param user        The user as the server answered (/auth/login, /auth/me).
 * @param user.locale Their language (nl_NL or en_US).
 * @return Whether the page should be loaded again.
 */
export function rememberLanguage(
	user: { locale?: string } | null | undefined
): boolean {
	const wanted = user?.locale;
	return known( wanted ) ? keepLanguage( wanted ) : false;
}

/**
 * The first of the browser's languages the site offers: 'nl…' is Dutch, 'en…' English; null when
 * none of them is.
 *
 * @param languages The browser's languages, most wanted first (navigator.languages).
 * @param offered   The site's languages (window.fitcoachConfig.locales).
 */
export function browserLocale(
	languages: readonly string[],
	offered: readonly string[]
): AppLocale | null {
	for ( const tag of languages ) {
		const primary = String( tag ).toLowerCase().split( /[-_]/ )[ 0 ];
		const locale = LOCALES.find(
			( candidate ) => candidate.slice( 0, 2 ).toLowerCase() === primary
		);
		if ( locale && offered.includes( locale ) ) {
			return locale;
		}
	}
	return null;
}

function hasLanguageCookie(): boolean {
	return document.cookie
		.split( ';' )
		.map( ( part ) => part.trim().split( '=' ) )
		.some(
			( [ name, value ] ) => LOCALE_COOKIE === name && known( value )
		);
}

/**
 * Before any login on this device (no login stored, no language kept): keeps the browser's
 * language when the site offers more than one, and tells whether this page is in another one.
 *
 * @param languages The browser's languages (navigator.languages).
 * @return Whether the page should be loaded again.
 */
export function followBrowserLanguage(
	languages: readonly string[] = 'undefined' !== typeof navigator
		? ( navigator.languages ?? [ navigator.language ] )
		: []
): boolean {
	// A page without the list offers only its own language.
	const offered = ( getConfig().locales ?? [] ).filter( known );
	if ( offered.length < 2 || getToken() || hasLanguageCookie() ) {
		return false;
	}
	const wanted = browserLocale( languages, offered );
	if ( ! wanted || wanted === pageLocale() ) {
		return false;
	}
	return keepLanguage( wanted );
}
