/**
 * The app's translations, from the page (window.fitcoachConfig.i18n, App_Scripts::config()): set
 * before any other module of the app runs, so texts read at start-up are translated too.
 *
 * WordPress would print them as an inline script calling wp.i18n.setLocaleData() in front of the
 * app's script; on the app's page WordPress's scripts are deferred, so wp.i18n does not exist
 * yet when the page is parsed, and the app sets them itself (the first import of src/index.tsx).
 * Dutch, the source language, has none.
 */

/**
 * WordPress dependencies
 */
import { setLocaleData } from '@wordpress/i18n';
import type { LocaleData } from '@wordpress/i18n';

export const TEXT_DOMAIN = 'fitcoach';

/**
 * Sets the translations the page printed; does nothing without them.
 *
 * @param i18n The page's translations (Jed JSON as WordPress's language files hold it).
 * @return Whether translations were set.
 */
export function setupTranslations( i18n: unknown ): boolean {
	if ( ! i18n || 'object' !== typeof i18n ) {
		return false;
	}
	const localeData = ( i18n as { locale_data?: unknown } ).locale_data;
	if ( ! localeData || 'object' !== typeof localeData ) {
		return false;
	}
	const data = localeData as Record< string, LocaleData | undefined >;
	// As WordPress's own inline script: the domain's data, else the file's 'messages'.
	const messages = data[ TEXT_DOMAIN ] ?? data.messages;
	if ( ! messages || 'object' !== typeof messages ) {
		return false;
	}
	const header = messages[ '' ];
	messages[ '' ] = {
		...( header && ! Array.isArray( header ) ? header : {} ),
		domain: TEXT_DOMAIN,
	};
	setLocaleData( messages, TEXT_DOMAIN );
	return true;
}

setupTranslations(
	'undefined' !== typeof window ? window.fitcoachConfig?.i18n : undefined
);
