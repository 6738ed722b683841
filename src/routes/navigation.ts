/**
 * Navigation outside React (a lost login in an api-fetch middleware, logging out): the router
 * registers itself here at start-up; before that a full page load does the job.
 */

/**
 * Internal dependencies
 */
import { getConfig } from '../api/client';

export type Navigator = ( to: string, options?: { replace?: boolean } ) => void;

let navigator: Navigator | null = null;
let locate: ( () => string ) | null = null;

/**
 * The router registers how to go somewhere, and how to read where the app is.
 *
 * @param next  Goes to an in-app path (null: the router is gone).
 * @param where The in-app path shown, with query and hash.
 */
export function setNavigator(
	next: Navigator | null,
	where: ( () => string ) | null = null
): void {
	navigator = next;
	locate = where;
}

/**
 * The in-app path shown, with query and hash ('/metingen?page=2'): the router's, or before it
 * runs the address below the app's path.
 */
export function currentPath(): string {
	if ( locate ) {
		return locate();
	}
	const base = ( getConfig().basePath || '/' ).replace( /\/+$/, '' );
	const { pathname, search, hash } = window.location;
	const inApp =
		base && ( pathname === base || pathname.startsWith( `${ base }/` ) )
			? pathname.slice( base.length ) || '/'
			: pathname;
	return `${ inApp }${ search }${ hash }`;
}

/**
 * Goes to an in-app path.
 *
 * @param to              Path with query ('/login?redirect=%2Fmetingen').
 * @param options         replace: replace the current history entry.
 * @param options.replace
 */
export function navigateTo(
	to: string,
	options?: { replace?: boolean }
): void {
	if ( navigator ) {
		navigator( to, options );
		return;
	}
	// Before the router runs, a full page load: the in-app path below the app's address.
	const address = appHref( to );
	if ( options?.replace ) {
		window.location.replace( address );
	} else {
		window.location.assign( address );
	}
}

/**
 * The login screen's address, remembering where the user wanted to go.
 *
 * @param from The requested path with query; left out for '/' and for the guest screens.
 */
export function loginPath( from?: string ): string {
	if (
		! from ||
		'/' === from ||
		/^\/(login|forgot-password|reset-password)(\/|\?|$)/.test( from )
	) {
		return '/login';
	}
	return `/login?redirect=${ encodeURIComponent( from ) }`;
}

/**
 * Where to go after logging in: the redirect query when it is a path inside the app, else '/'.
 * Rejects other origins ('//evil.example', 'https://…', '/\\evil'), and the guest screens.
 *
 * @param redirect The redirect query value.
 */
export function safeRedirect( redirect: string | null | undefined ): string {
	if ( ! redirect || 'string' !== typeof redirect ) {
		return '/';
	}
	if (
		! redirect.startsWith( '/' ) ||
		redirect.startsWith( '//' ) ||
		redirect.includes( '\\' ) ||
		/[\u0000-\u001f]/.test( redirect )
	) {
		return '/';
	}
	if (
		/^\/(login|forgot-password|reset-password)(\/|\?|#|$)/.test(
			redirect
		) ||
		/^\/wp-(admin|login)/.test( redirect )
	) {
		return '/';
	}
	return redirect;
}

/**
 * The full address of an in-app path below the app's address ('/metingen' → '/app/metingen').
 *
 * @param path In-app path.
 */
export function appHref( path: string ): string {
	return `${ ( getConfig().basePath || '/' ).replace( /\/+$/, '' ) }${ path }`;
}
