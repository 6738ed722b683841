/**
 * What the app keeps in the browser between visits (spec §4): the access token (always), the
 * refresh token (only with 'Onthoud mij') and the user an administrator is viewing the app as;
 * and, in a cookie the app page's request carries, the screen pass the server hands out with the
 * tokens (includes/Frontend/First_Screen.php: the page then carries the first screen's answers).
 *
 * This module imports nothing: the page's first reads (src/first-reads.ts) use it before any
 * other script of the page has run.
 *
 * Storage can be unavailable (private modes, quota): every access is guarded, and a failure
 * behaves as "nothing stored".
 */

export const TOKEN_KEY = 'fitcoach_token';
export const REFRESH_TOKEN_KEY = 'fitcoach_refresh_token';
export const SWITCHED_USER_KEY = 'fitcoach_switched_user';

/** The user an administrator views the app as (spec §3 switch state). */
export interface StoredSwitchedUser {
	id: number;
	display_name: string;
	email?: string;
}

function read( key: string ): string | null {
	try {
		return window.localStorage.getItem( key );
	} catch {
		return null;
	}
}

function write( key: string, value: string | null ): void {
	try {
		if ( null === value ) {
			window.localStorage.removeItem( key );
		} else {
			window.localStorage.setItem( key, value );
		}
	} catch {
		// Storage unavailable: the login lasts as long as the page.
	}
}

export function getToken(): string | null {
	return read( TOKEN_KEY ) || null;
}

export function getRefreshToken(): string | null {
	return read( REFRESH_TOKEN_KEY ) || null;
}

/**
 * Stores a fresh access token and, when given, a refresh token and the screen pass. Without a
 * refresh token the stored one is left alone (use clearTokens() to drop both); without a pass, the
 * cookie too.
 *
 * @param token   Access token.
 * @param refresh Refresh token (only for 'Onthoud mij' logins).
 * @param pass    Screen pass that came with the token (storeScreenPass()).
 */
export function storeTokens(
	token: string,
	refresh?: string | null,
	pass?: string | null
): void {
	write( TOKEN_KEY, token );
	if ( refresh ) {
		write( REFRESH_TOKEN_KEY, refresh );
	}
	if ( pass ) {
		storeScreenPass( pass, token );
	}
}

export function clearTokens(): void {
	write( TOKEN_KEY, null );
	write( REFRESH_TOKEN_KEY, null );
	storeScreenPass( null );
}

/** The cookie of the screen pass (First_Screen::COOKIE). */
export const SCREEN_PASS_COOKIE = 'fitcoach_screen';

/**
 * The claims of a JWT (its payload), not verified: the server checks the token on every call.
 * Null when they cannot be read.
 *
 * @param token A JWT.
 */
export function tokenClaims( token: string ): Record< string, unknown > | null {
	const part = token.split( '.' )[ 1 ];
	if ( ! part ) {
		return null;
	}
	try {
		const claims: unknown = JSON.parse(
			window.atob(
				part.replace( /-/g, '+' ).replace( /_/g, '/' ) +
					'='.repeat( ( 4 - ( part.length % 4 ) ) % 4 )
			)
		);
		return claims && 'object' === typeof claims
			? ( claims as Record< string, unknown > )
			: null;
	} catch {
		return null;
	}
}

/**
 * The expiry (Unix seconds) a JWT states, or 0 when it cannot be read.
 *
 * @param token JWT.
 */
function tokenExpiry( token: string ): number {
	const exp = tokenClaims( token )?.exp;
	return 'number' === typeof exp ? exp : 0;
}

/**
 * Keeps the screen pass in its cookie, or drops the cookie (null). The cookie lives as long as the
 * pass says (its third part), but no longer than the access token when no refresh token is kept:
 * then the login ends with that token. Only the app's pages get it (the app's path), never another
 * site's request (SameSite=Strict), and only over HTTPS when the app is on HTTPS.
 *
 * @param pass  The pass ('user.login.expires.signature'), or null.
 * @param token The access token it came with.
 */
export function storeScreenPass( pass: string | null, token?: string ): void {
	if ( 'undefined' === typeof document ) {
		return;
	}
	const basePath =
		( 'undefined' !== typeof window && window.fitcoachConfig?.basePath ) ||
		'/';
	const secure = 'https:' === window.location.protocol ? '; Secure' : '';
	const cookie = ( value: string, maxAge: number ) => {
		document.cookie = `${ SCREEN_PASS_COOKIE }=${ value }; Path=${ basePath }; Max-Age=${ maxAge }; SameSite=Strict${ secure }`;
	};
	const parts = pass ? pass.split( '.' ) : [];
	if ( ! pass || 4 !== parts.length || ! /^[0-9a-f.]+$/.test( pass ) ) {
		cookie( '', 0 );
		return;
	}
	let expires = Number( parts[ 2 ] );
	if ( ! getRefreshToken() && token ) {
		expires = Math.min( expires, tokenExpiry( token ) );
	}
	const maxAge = Math.floor( expires - Date.now() / 1000 );
	cookie( maxAge > 0 ? pass : '', Math.max( 0, maxAge ) );
}

/**
 * Whether the login this browser holds is a user's own: their access token, not viewing the app
 * as someone else, and not over (the token still valid, or a refresh token to renew it). The
 * page's answers for that user (the screen pass's) may then stand in for the app's first reads.
 *
 * @param user The user's id.
 */
export function isStoredLoginOf( user: number ): boolean {
	const token = getToken();
	if ( ! token || user <= 0 || read( SWITCHED_USER_KEY ) ) {
		return false;
	}
	const claims = tokenClaims( token );
	return (
		String( claims?.sub ) === String( user ) &&
		( tokenExpiry( token ) * 1000 > Date.now() || !! getRefreshToken() )
	);
}

export function getSwitchedUser(): StoredSwitchedUser | null {
	const raw = read( SWITCHED_USER_KEY );
	if ( ! raw ) {
		return null;
	}
	try {
		const value = JSON.parse( raw ) as Partial< StoredSwitchedUser > | null;
		if ( value && 'number' === typeof value.id && value.id > 0 ) {
			return {
				id: value.id,
				display_name: String( value.display_name ?? '' ),
				...( value.email ? { email: String( value.email ) } : {} ),
			};
		}
	} catch {
		// Unreadable: treated as not switched.
	}
	return null;
}

export function storeSwitchedUser( user: StoredSwitchedUser | null ): void {
	write( SWITCHED_USER_KEY, user ? JSON.stringify( user ) : null );
}
