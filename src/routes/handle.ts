/**
 * What each route tells the shell (React Router's `handle`).
 */
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
