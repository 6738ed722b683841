/**
 * Typed calls of the admin screens (spec §7, Admin and switching), on top of the app's client
 * (API key, Bearer token, user_id while switched and the 401 redirect are its middlewares).
 */

/**
 * Internal dependencies
 */
import { apiDelete, apiGet, apiPost, apiPut } from '../../api/client';
import type { ActivityItem, AdminStats } from '../../api/types';
import type { AdminListUser } from './users';
import { readMessage, readUser, readUserPage } from './users';

/** Users per page of the admin list (it loads the next page as it is scrolled). */
export const USERS_PER_PAGE = 100;

/** Items the dashboard asks for (spec §9: client default 5, dashboard 10). */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

/** An entry of GET /user/switch/available. */
export interface SwitchableUser {
	id: number;
	display_name: string;
	email: string;
	role?: string;
	first_name?: string;
	last_name?: string;
}

/** The editable fields of a user (create and update). */
export interface UserFields {
	first_name: string;
	last_name: string;
	email: string;
}

/** Answer of a write: the server's Dutch message and, when sent, the user. */
export interface WriteResult {
	user: AdminListUser | null;
	message: string;
	/** false when the server says its mail (the welcome mail) could not be sent. */
	mailSent: boolean;
	/**
	 * A new e-mail address that waits for the user's confirmation (updates only): the server
	 * mailed a link to it and keeps the old address until the user follows it.
	 */
	emailPending?: string | null;
}

function emailPendingOf( response: unknown ): string | null {
	const pending =
		typeof response === 'object' && response !== null
			? ( response as { email_pending?: unknown } ).email_pending
			: null;
	return typeof pending === 'string' && pending !== '' ? pending : null;
}

function mailSentOf( response: unknown ): boolean {
	return ! (
		typeof response === 'object' &&
		response !== null &&
		( response as { mail_sent?: unknown } ).mail_sent === false
	);
}

export function fetchStats(): Promise< AdminStats > {
	return apiGet< AdminStats >( '/admin/stats' );
}

/**
 * GET /admin/recent-activity?limit=n: the items as sent (an array; an envelope {data} is read too).
 *
 * @param limit Number of items (default 5, the dashboard asks 10).
 */
export async function fetchRecentActivity(
	limit = 5
): Promise< ActivityItem[] > {
	const response = await apiGet< unknown >( '/admin/recent-activity', {
		limit,
	} );
	if ( Array.isArray( response ) ) {
		return response as ActivityItem[];
	}
	const data = ( response as { data?: unknown } | null )?.data;
	return Array.isArray( data ) ? ( data as ActivityItem[] ) : [];
}

/** One page of the admin user list with the server's total. */
export interface AdminUserPage {
	users: AdminListUser[];
	pages: number;
	total: number;
}

/**
 * One page of the admin user list (per_page 100), optionally searched on the server: for a list
 * that loads further pages as it is scrolled. `total` is the number of matching users (the
 * server's total; the page's length when it sends none).
 *
 * @param page   Page, from 1.
 * @param search Search text ('' for everyone).
 */
export async function fetchUserPage(
	page = 1,
	search = ''
): Promise< AdminUserPage > {
	const response = await apiGet< unknown >( '/admin/users', {
		page,
		per_page: USERS_PER_PAGE,
		search: search.trim() !== '' ? search.trim() : undefined,
	} );
	const read = readUserPage( response );
	const total = Number(
		( response as { total?: unknown } | null )?.total ?? Number.NaN
	);
	return {
		...read,
		total:
			Number.isFinite( total ) && total >= 0
				? Math.floor( total )
				: read.users.length,
	};
}

export async function fetchUser( id: number ): Promise< AdminListUser > {
	const user = readUser( await apiGet< unknown >( `/admin/users/${ id }` ) );
	if ( ! user ) {
		throw new Error( 'Unexpected answer of GET /admin/users/{id}' );
	}
	return user;
}

export async function createUser( fields: UserFields ): Promise< WriteResult > {
	const response = await apiPost< unknown >( '/admin/users', fields );
	return {
		user: readUser( response ),
		message: readMessage( response ),
		mailSent: mailSentOf( response ),
	};
}

export async function updateUser(
	id: number,
	fields: UserFields
): Promise< WriteResult > {
	const response = await apiPut< unknown >( `/admin/users/${ id }`, fields );
	return {
		user: readUser( response ),
		message: readMessage( response ),
		mailSent: true,
		emailPending: emailPendingOf( response ),
	};
}

export async function deleteUser( id: number ): Promise< string > {
	return readMessage( await apiDelete< unknown >( `/admin/users/${ id }` ) );
}

export async function sendPasswordReset( id: number ): Promise< string > {
	return readMessage(
		await apiPost< unknown >( `/admin/users/${ id }/reset-password` )
	);
}

export async function fetchSwitchableUsers(): Promise< SwitchableUser[] > {
	const response = await apiGet< { users?: unknown } | unknown[] >(
		'/user/switch/available'
	);
	const list = Array.isArray( response )
		? response
		: ( response as { users?: unknown } | null )?.users;
	return Array.isArray( list )
		? ( list as SwitchableUser[] ).filter(
				( entry ) => typeof entry?.id === 'number'
			)
		: [];
}
