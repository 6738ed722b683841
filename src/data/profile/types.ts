/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type ProfileState = RemoteOnlyState;

/** The profile the screen shows: the user's own, or (switched) the member's. */
export interface ProfileData {
	first_name: string;
	last_name: string;
	email: string;
	profile_image: string | null;
	display_name?: string;
}

/** The fields of the profile form. */
export interface ProfileFields {
	email: string;
	first_name: string;
	last_name: string;
	/** Proves a new e-mail address of one's own; left out otherwise. */
	current_password?: string;
}

/** Whose profile a write changes: one's own (null) or the viewed member's id. */
export type ProfileOwner = number | null;
