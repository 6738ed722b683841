/**
 * The profile store 'fitcoach/profile' and the hook the Profiel screen reads it through.
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch,
	register,
	useDispatch,
	useSelect,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { useAuth } from '../auth';
import { registerReset } from '../reset';
import { clearAll } from '../utils/register';
import * as actions from './actions';
import { failedText, STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { ProfileData, ProfileOwner } from './types';

export { failedText, STORE_NAME } from './constants';
export type { PasswordChanged } from './actions';
export type { ProfileData, ProfileFields, ProfileOwner } from './types';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: { ...actions, clearAll },
	selectors,
	resolvers,
} );
register( store );

// Logging out forgets the member's profile and that it was ever read.
registerReset( () => {
	const actionsOf = dispatch( store );
	actionsOf.clearAll();
	actionsOf.invalidateResolutionForStore();
} );

/** What the Profiel screen shows. */
export interface ProfileView {
	/** The profile, null while it is read (or its read failed). */
	profile: ProfileData | null;
	/** Whose profile it is: one's own (null) or the viewed member's id. */
	owner: ProfileOwner;
	/** Why the read failed, null when it did not. */
	error: string | null;
	/** Reads it again (the retry of a failed read). */
	retry: () => void;
}

/**
 * The profile the screen shows: one's own (the logged-in user), or while an administrator views
 * the app as a member, the member's, read by the store's resolver when first selected.
 */
export function useProfile(): ProfileView {
	const { user, switchedUser } = useAuth();
	const owner: ProfileOwner = switchedUser ? Number( switchedUser.id ) : null;
	const member = useSelect(
		( select ) => {
			if ( null === owner ) {
				return { data: null, error: null, resolving: false };
			}
			const profiles = select( store );
			return {
				data: profiles.getMemberProfile( owner ),
				error: profiles.getMemberProfileError( owner ),
				resolving: profiles.isResolving( 'getMemberProfile', [
					owner,
				] ),
			};
		},
		[ owner ]
	);
	const { invalidateResolution } = useDispatch( store );
	if ( null === owner ) {
		return { profile: user, owner, error: null, retry: () => undefined };
	}
	return {
		profile: member.data,
		owner,
		error:
			null !== member.error && ! member.resolving
				? member.error || failedText()
				: null,
		retry: () => invalidateResolution( 'getMemberProfile', [ owner ] ),
	};
}
