/**
 * Shapes of the admin user routes, read defensively: GET /admin/users answers with a plain array,
 * or with a page {data, total, pages} when page parameters are given; single-user answers may
 * come bare or wrapped as {user}.
 */

/**
 * Internal dependencies
 */
import type { AdminUser } from '../../api/types';

/**
 * A user of the admin list form (spec §3) with the server's Dutch role label and the member's
 * coach (a user id, or null for none).
 */
export type AdminListUser = AdminUser & {
	role_label?: string;
	coach?: number | null;
};

/**
 * Whose members a coach's list shows: his own (and those without a coach), or everyone he may
 * manage. A PT trainer's 'all' is his own.
 */
export type MemberScope = 'mine' | 'all';

/** A coach one can choose for a member (GET /admin/coaches). */
export interface CoachChoice {
	id: number;
	name: string;
}

/** One page of GET /admin/users. */
export interface UserPage {
	users: AdminListUser[];
	/** Number of pages the server has (1 when it sent the whole list). */
	pages: number;
}

function isObject( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function isUser( value: unknown ): value is AdminListUser {
	return isObject( value ) && typeof value.id === 'number' && value.id > 0;
}

/**
 * Reads an answer of GET /admin/users: an array (the whole list) or {data, pages} (one page).
 *
 * @param response Parsed JSON body.
 */
export function readUserPage( response: unknown ): UserPage {
	if ( Array.isArray( response ) ) {
		return { users: response.filter( isUser ), pages: 1 };
	}
	if ( isObject( response ) && Array.isArray( response.data ) ) {
		const pages = Number( response.pages );
		return {
			users: response.data.filter( isUser ),
			pages:
				Number.isFinite( pages ) && pages > 0 ? Math.floor( pages ) : 1,
		};
	}
	return { users: [], pages: 1 };
}

/**
 * Reads a single user from GET/PUT /admin/users/{id} or POST /admin/users: the user itself or
 * an envelope {user}.
 *
 * @param response Parsed JSON body.
 */
export function readUser( response: unknown ): AdminListUser | null {
	if ( isObject( response ) && isUser( response.user ) ) {
		return response.user;
	}
	return isUser( response ) ? response : null;
}

/**
 * The server's message of an answer ({message}), or ''.
 *
 * @param response Parsed JSON body.
 */
export function readMessage( response: unknown ): string {
	return isObject( response ) && typeof response.message === 'string'
		? response.message
		: '';
}

/**
 * Merges pages into one list without duplicates (a user created between two page requests can
 * shift another one onto the next page).
 *
 * @param pages Lists of users, in page order.
 */
export function mergeUserPages(
	pages: readonly AdminListUser[][]
): AdminListUser[] {
	const seen = new Set< number >();
	const merged: AdminListUser[] = [];
	for ( const page of pages ) {
		for ( const user of page ) {
			if ( ! seen.has( user.id ) ) {
				seen.add( user.id );
				merged.push( user );
			}
		}
	}
	return merged;
}

/**
 * The name the admin screens show: the list name, else first and last name, else the username.
 *
 * @param user User of the admin list form.
 */
export function userName(
	user: Pick<
		AdminListUser,
		'name' | 'first_name' | 'last_name' | 'username'
	>
): string {
	const full = [ user.first_name, user.last_name ]
		.map( ( part ) => ( part ?? '' ).trim() )
		.filter( Boolean )
		.join( ' ' );
	return ( user.name ?? '' ).trim() || full || user.username || '';
}
