/**
 * The app speaks the WordPress user's language (Dutch, the spec's, or English). The page is
 * printed before the server knows who logs in (the login is a token), so it is printed in the
 * language of the last login on this device, which the app keeps in the cookie fitcoach_locale.
 * When the logged-in user's language differs from the page's, the app remembers it and loads
 * the page again, once, in that language.
 */

/**
 * Internal dependencies
 */
import { getConfig } from '../api/client';

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
 * Remembers a user's language for the next page loads and tells whether this page is in another
 * one. Never asks for a new page without a network (the cached page would be the same), nor twice
 * for the same language in one tab.
 *
 * @param user        The user as the server answered (/auth/login, /auth/me).
 * @param user.locale Their language (nl_NL or en_US).
 * @return Whether the page should be loaded again.
 */
export function rememberLanguage(
	user: { locale?: string } | null | undefined
): boolean {
	const wanted = user?.locale;
	if ( ! known( wanted ) ) {
		return false;
	}
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
