/**
 * What each route tells the shell (React Router's `handle`).
 */
export interface RouteHandle {
	/** Route name (spec: the user list is 'admin-users'). */
	name: string;
	/** Page title (Inloggen, ...); the document title is title + ' - ' + app name, or the app name. */
	title?: string;
	/** Header label (Metingen, Training, Meer, Admin, Gebruikers, Profiel). */
	label?: string;
	/** Show the back button 'Terug'. */
	back?: boolean;
}
