/**
 * Ending a login on the server, also when the logout was made without a connection. The app
 * forgets the login at once; the server must forget it too (its refresh token and the screen pass
 * stop working), so a logout that cannot reach the server waits in the outbox and is sent when the
 * connection returns (sync.ts replay(), before any member's writes).
 *
 * - A waiting logout carries the login it ends: its access token and, with 'Onthoud mij', its
 *   refresh token. It lives under an owner of its own (LOGOUT_OWNER), as its user is logged out:
 *   no member's count or screen shows it, and it goes out whoever is logged in by then.
 * - It is sent with its own token, never the current login's. When that token has expired
 *   meanwhile, the refresh token buys a fresh one of the same login first (the server rotates it:
 *   the new pair is kept until the logout is through).
 * - Without a network, or on a server failure (5xx, 429) it keeps waiting. When the server says the
 *   login is already over (the token and the refresh token refused), there is nothing left to end.
 */

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost } from '../api/client';
import { enqueue, entriesOf, putEntry, removeEntry } from './outbox';

/** The owner of waiting logouts (never a login's owner: those are 'user:switched'). */
export const LOGOUT_OWNER = 'logout';

/** The login a logout ends. */
export interface EndedLogin {
	token: string;
	refresh_token: string | null;
}

type Outcome = 'ended' | 'wait';

/**
 * Whether a failure says nothing about the login: no answer, a server failure or too many calls.
 *
 * @param error What a call threw.
 */
function isTransient( error: unknown ): boolean {
	const status = error instanceof ApiRequestError ? error.status : 0;
	return 0 === status || 429 === status || status >= 500;
}

function isUnauthorized( error: unknown ): boolean {
	return error instanceof ApiRequestError && 401 === error.status;
}

/**
 * POST /auth/logout as the login that ends (its token, whatever the app holds now).
 *
 * @param token The login's access token.
 */
function logoutAs( token: string ): Promise< unknown > {
	return apiPost(
		'/auth/logout',
		{},
		{ Authorization: `Bearer ${ token }` }
	);
}

/**
 * Asks the server to end a login.
 *
 * @param login    The login.
 * @param onRotate Called with the new pair when the refresh token was traded (the old one is spent).
 * @return 'ended' when the login is over on the server, 'wait' when it could not be asked now.
 */
async function end(
	login: EndedLogin,
	onRotate: ( login: EndedLogin ) => Promise< void >
): Promise< Outcome > {
	try {
		await logoutAs( login.token );
		return 'ended';
	} catch ( error ) {
		if ( isTransient( error ) ) {
			return 'wait';
		}
		if ( ! isUnauthorized( error ) || ! login.refresh_token ) {
			// The token is refused and nothing can renew it: that login is over already.
			return 'ended';
		}
	}
	// The access token expired meanwhile; the refresh token may still keep the login alive.
	let fresh: { token?: string; refresh_token?: string } | null;
	try {
		fresh = await apiPost( '/auth/refresh', {
			refresh_token: login.refresh_token,
		} );
	} catch ( error ) {
		// Refused: the refresh token is used up, revoked or expired, so the login is over.
		return isTransient( error ) ? 'wait' : 'ended';
	}
	if ( ! fresh?.token ) {
		return 'ended';
	}
	const renewed: EndedLogin = {
		token: fresh.token,
		refresh_token: fresh.refresh_token ?? null,
	};
	await onRotate( renewed );
	try {
		await logoutAs( renewed.token );
		return 'ended';
	} catch ( error ) {
		return isTransient( error ) ? 'wait' : 'ended';
	}
}

/**
 * Keeps a logout for when the connection returns.
 *
 * @param login The login to end.
 * @return Whether it is kept (false: this browser keeps no outbox).
 */
async function queue( login: EndedLogin ): Promise< boolean > {
	const entry = await enqueue( {
		owner: LOGOUT_OWNER,
		resource: 'auth',
		method: 'POST',
		path: '/auth/logout',
		body: {},
		login,
	} );
	return null !== entry;
}

/**
 * Ends a login on the server now, or as soon as the connection allows.
 *
 * @param login The login (the tokens the app held until this logout).
 * @return 'ended', or 'queued' when it waits in the outbox ('lost' when it cannot be kept).
 */
export async function endLogin(
	login: EndedLogin
): Promise< 'ended' | 'queued' | 'lost' > {
	let current = login;
	const offline =
		'undefined' !== typeof navigator && false === navigator.onLine;
	if ( ! offline ) {
		const outcome = await end( login, async ( renewed ) => {
			current = renewed;
		} );
		if ( 'ended' === outcome ) {
			return 'ended';
		}
	}
	return ( await queue( current ) ) ? 'queued' : 'lost';
}

/**
 * Sends the waiting logouts, oldest first; stops at the first that still cannot go.
 *
 * @return How many logins were ended.
 */
export async function sendLogouts(): Promise< number > {
	let ended = 0;
	for ( const entry of await entriesOf( LOGOUT_OWNER ) ) {
		if ( ! entry.login ) {
			await removeEntry( Number( entry.seq ) );
			continue;
		}
		const outcome = await end( entry.login, ( renewed ) =>
			putEntry( { ...entry, login: renewed } )
		);
		if ( 'wait' === outcome ) {
			break;
		}
		await removeEntry( Number( entry.seq ) );
		ended++;
	}
	return ended;
}
