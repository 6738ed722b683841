/**
 * External dependencies
 */
import '@testing-library/jest-dom';

/*
 * jsdom has no fetch Request; React Router's data routers create one per navigation (only its URL,
 * method and abort signal are read when there are no loaders).
 */
if ( 'undefined' === typeof globalThis.Request ) {
	class TestRequest {
		url: string;

		method: string;

		signal: AbortSignal | null;

		headers: Map< string, string >;

		constructor(
			input: string | URL | { url: string },
			init?: { method?: string; signal?: AbortSignal | null }
		) {
			this.url =
				'object' === typeof input && 'url' in input
					? input.url
					: String( input );
			this.method = ( init?.method ?? 'GET' ).toUpperCase();
			this.signal = init?.signal ?? null;
			this.headers = new Map();
		}
	}
	( globalThis as unknown as { Request: unknown } ).Request = TestRequest;
}

// jsdom does not scroll (React Router's ScrollRestoration calls window.scrollTo on navigation).
if ( 'undefined' !== typeof window ) {
	window.scrollTo = () => undefined;
}

/*
 * The settings' defaults live in PHP only (Settings::defaults()); a page prints them for the app
 * (window.fitcoachConfig.settingsDefaults) and for the settings screen (window.fitcoachAdmin
 * .defaults). Unit tests get the same values, as a page would print them.
 */
export const PRINTED_DEFAULTS = {
	logo: '',
	app_name: 'FitCoach',
	header_image: '',
	primary_color: '#6366f1',
	secondary_color: '#8b5cf6',
	light_color: '#f8fafc',
	link_buttons: [],
};
if ( 'undefined' !== typeof window ) {
	window.fitcoachConfig = { settingsDefaults: PRINTED_DEFAULTS };
	window.fitcoachAdmin = { defaults: PRINTED_DEFAULTS };
}
