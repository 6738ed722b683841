/**
 * The code the opened screen needs only later (Home's Chart.js, and the session screen a tap on
 * 'Starten' opens, with its styles), asked for the moment the app's own scripts are in. The page
 * lists it as JSON (includes/Frontend/App_Scripts.php preload_links(), from
 * build/first-screens.json `later`) instead of preloading it with them, so on a phone it does not
 * share the bandwidth with the scripts Home needs first. Each file gets a preload link now
 * (fetched, not run); webpack's own load of the chunk, when the screen asks for it, then finds it
 * in the browser's cache. Imported first by the app's entry.
 */

/** The id of the JSON list (App_Scripts::LATER_CODE_ID). */
export const LATER_CODE_ID = 'fitcoach-code-later';

/**
 * Adds a preload link for each script and stylesheet the page lists as needed later. Only http(s)
 * addresses are taken (a CDN's too: webpack loads the chunks from the build's folder, wherever it
 * is); a list that cannot be read adds nothing.
 *
 * @param doc The page.
 * @return The addresses asked for.
 */
export function askForLaterCode( doc: Document ): string[] {
	const element = doc.getElementById( LATER_CODE_ID );
	if ( ! element ) {
		return [];
	}
	let list: unknown = null;
	try {
		list = JSON.parse( element.textContent ?? '' );
	} catch {
		return [];
	}
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	const asked: string[] = [];
	list.forEach( ( address ) => {
		if ( 'string' !== typeof address ) {
			return;
		}
		let url: URL;
		try {
			url = new URL( address, doc.baseURI );
		} catch {
			return;
		}
		if ( ! /^https?:$/.test( url.protocol ) ) {
			return;
		}
		const link = doc.createElement( 'link' );
		link.rel = 'preload';
		link.as = url.pathname.endsWith( '.css' ) ? 'style' : 'script';
		link.href = url.href;
		doc.head.appendChild( link );
		asked.push( url.href );
	} );
	return asked;
}

askForLaterCode( document );
