/**
 * What the app keeps in the browser between visits (spec §4): the access token (always), the
 * refresh token (only with 'Onthoud mij') and the user an administrator is viewing the app as.
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
 * Stores a fresh access token and, when given, a refresh token. Without a refresh token the
 * stored one is left alone (use clearTokens() to drop both).
 *
 * @param token   Access token.
 * @param refresh Refresh token (only for 'Onthoud mij' logins).
 */
export function storeTokens( token: string, refresh?: string | null ): void {
	write( TOKEN_KEY, token );
	if ( refresh ) {
		write( REFRESH_TOKEN_KEY, refresh );
	}
}

export function clearTokens(): void {
	write( TOKEN_KEY, null );
	write( REFRESH_TOKEN_KEY, null );
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
