/**
 * The session screen's code, loaded once and shared: the route's lazy component asks for it when
 * the screen opens, and a start of a workout asks for it beside its POST, so the new session's
 * screen is ready to show the moment the session exists (spec §4, Starting a workout, step 5).
 * Home's page preloads the file (src/routes/first-screens.json), so on Home this only runs it.
 */

type SessionModule = typeof import( './session' );

/** The module, once asked for; forgotten when loading failed, so a later ask tries again. */
let loading: Promise< SessionModule > | null = null;

/** The module, once it has run. */
let loaded: SessionModule | null = null;

/**
 * Loads (once) and runs the session screen's module.
 *
 * @return The module, as React.lazy wants it (a default export).
 */
export function loadSessionScreen(): Promise< SessionModule > {
	if ( ! loading ) {
		loading = import( /* webpackChunkName: "session" */ './session' );
		loading.then(
			( module ) => {
				loaded = module;
			},
			() => {
				loading = null;
			}
		);
	}
	return loading;
}

/**
 * The session screen's module when it has run already (a start loaded it), else null: the route
 * then draws it at once instead of suspending for a promise that has already settled.
 */
export function loadedSessionScreen(): SessionModule | null {
	return loaded;
}
