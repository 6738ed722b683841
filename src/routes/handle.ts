/**
 * What each route tells the shell (its `handle` in the route table), and how the shell reads the
 * handle of the route shown: AppRoutes (routes/index.tsx) matches the location against the table
 * and provides the deepest route's handle.
 */

/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

export interface RouteHandle {
	/** Route name (spec: the user list is 'admin-users'). */
	name: string;
	/** Page title (Inloggen, ...); the document title is title + ' – ' + app name, or the app name. */
	title?: string;
	/** Header label (Metingen, Training, Meer, Admin, Gebruikers, Profiel). */
	label?: string;
	/** Show the back button 'Terug'. */
	back?: boolean;
	/**
	 * The screen shows its own `h1` (a greeting, a form's or a workout's title): the header's
	 * label is then not a heading, so each screen has exactly one `h1`.
	 */
	ownHeading?: boolean;
}

/** The handle of the deepest matched route that has one (none outside AppRoutes). */
export const RouteHandleContext = createContext< RouteHandle | undefined >(
	undefined
);

/** The handle of the route shown. */
export function useRouteHandle(): RouteHandle | undefined {
	return useContext( RouteHandleContext );
}

/**
 * The deepest handle with a name among matched routes (outermost first).
 *
 * @param matches Matched routes, as matchRoutes() returns them (null: nothing matched).
 */
export function deepestHandle(
	matches: Array< { route: { handle?: unknown } } > | null
): RouteHandle | undefined {
	for ( let index = ( matches?.length ?? 0 ) - 1; index >= 0; index-- ) {
		const handle = matches?.[ index ].route.handle as
			RouteHandle | undefined;
		if ( handle?.name ) {
			return handle;
		}
	}
	return undefined;
}
