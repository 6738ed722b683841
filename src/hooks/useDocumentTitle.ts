/**
 * The browser title (spec §2, WCAG 2.4.2): the route's title followed by the app name, or only
 * the app name (Home). Every signed-in screen has a title of its own ('Metingen – FitCoach'),
 * set in its route's handle; the guest screens keep the spec's ('Inloggen – FitCoach').
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/** Between the screen's title and the app name: an en dash with a space either side. */
export const TITLE_SEPARATOR = ' – ';

/**
 * The document title for a route title and the app name.
 *
 * @param title   Route title (none for most member screens).
 * @param appName App name from the settings.
 */
export function documentTitle(
	title: string | undefined,
	appName: string
): string {
	return title ? `${ title }${ TITLE_SEPARATOR }${ appName }` : appName;
}

export function useDocumentTitle(
	title: string | undefined,
	appName: string
): void {
	useEffect( () => {
		document.title = documentTitle( title, appName );
	}, [ title, appName ] );
}

export default useDocumentTitle;
