/**
 * Whose data the offline database holds: a login (the token's subject) and, while an
 * administrator views the app as a member, that member. Reads are kept and outbox entries are
 * sent only under the same owner, so nothing is ever shown to or sent as anyone else.
 */

/**
 * Internal dependencies
 */
import { getSwitchedUser, getToken, tokenClaims } from '../api/storage';

/**
 * The user id in an access token (its `sub` claim), or 0 when it cannot be read. The token is
 * not verified here: the server does that on every call; this only names the local data.
 *
 * @param token A JWT.
 */
export function tokenSubject( token: string ): number {
	const sub = Number( tokenClaims( token )?.sub );
	return Number.isInteger( sub ) && sub > 0 ? sub : 0;
}

/** '12:0' (user 12 as themselves), '1:12' (administrator 1 viewing as 12), or null: no login. */
export function currentOwner(): string | null {
	const token = getToken();
	const user = token ? tokenSubject( token ) : 0;
	if ( ! user ) {
		return null;
	}
	return `${ user }:${ Number( getSwitchedUser()?.id ) || 0 }`;
}
