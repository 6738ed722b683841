/**
 * Internal dependencies
 */
import type { AdminListUser } from '../../lib/admin/users';
import type { RemoteOnlyState } from '../utils/register';

export type UsersState = RemoteOnlyState;

/** The fields the coach edits. */
export interface UserFields {
	first_name: string;
	last_name: string;
	email: string;
	/** The member's coach (null: none); left out, the coach stays as it is. */
	coach?: number | null;
}

/** A user the switcher offers. */
export interface SwitchableUser {
	id: number;
	display_name: string;
	email: string;
	role?: string;
	first_name?: string;
	last_name?: string;
}

/** What a create or update answered. */
export interface WriteResult {
	user: AdminListUser | null;
	message: string;
	/** false when the server says its mail (the welcome mail) could not be sent. */
	mailSent: boolean;
	/** A new e-mail address the user still has to confirm through the mailed link. */
	emailPending?: string | null;
}
