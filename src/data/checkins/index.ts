/**
 * The check-ins store 'fitcoach/checkins' (issue 29) and the hooks the screens read it through:
 * Home's 'Check-in invullen', the member's /check-in, the coach's /admin/check-ins and a member's
 * check-in day on the coach's member screen.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { RemoteValue } from '../utils/remote';
import { registerStore, remoteOnlyReducer as reducer } from '../utils/register';
import { pending, retryWith } from '../utils/status';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type {
	CheckIn,
	CheckInPage,
	CurrentCheckIn,
	MemberCheckInDay,
	Scope,
} from './types';

export {
	ADMIN_PER_PAGE,
	HISTORY_PER_PAGE,
	PHOTO_FIELD,
	POSES,
	STORE_NAME,
	poseLabel,
} from './constants';
export { checkInForm, photosNeedConnectionText } from './actions';
export { usePhotoUrl } from './photo-url';
export type {
	CheckIn,
	CheckInAnswers,
	CheckInFiles,
	CheckInPage,
	CheckInPhoto,
	CheckInQuestion,
	CheckInReply,
	CurrentCheckIn,
	MemberCheckInDay,
	Pose,
	ScaleKey,
	Scope,
} from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...reads },
	selectors,
	resolvers,
	// A check-in sent by the outbox: today's check-in and the list are read again.
	outbox: true,
} );

export type Read< T > = RemoteValue< T > & { reload: () => void };

/** Today's check-in (GET /check-ins/current): selecting it reads it. */
export function useCurrentCheckIn(): Read< CurrentCheckIn > {
	const value = useSelect( ( select ) => select( store ).getCurrent(), [] );
	const { fetchCurrent } = useDispatch( store );
	return { ...pending( value ), reload: retryWith( () => fetchCurrent() ) };
}

/**
 * A page of the member's own check-ins.
 *
 * @param page The page.
 */
export function useCheckInHistory( page: number ): Read< CheckInPage > {
	const value = useSelect(
		( select ) => select( store ).getHistory( page ),
		[ page ]
	);
	const { fetchHistory } = useDispatch( store );
	return {
		...pending( value ),
		reload: retryWith( () => fetchHistory( page ) ),
	};
}

/**
 * A page of the coach's check-ins, with the unread count.
 *
 * @param scope  'all' or 'mine'.
 * @param member One member's (0: everyone's).
 * @param page   The page.
 */
export function useAdminCheckIns(
	scope: Scope,
	member: number,
	page: number
): Read< CheckInPage > {
	const value = useSelect(
		( select ) => select( store ).getAdminList( scope, member, page ),
		[ scope, member, page ]
	);
	const { fetchAdminList } = useDispatch( store );
	return {
		...pending( value ),
		reload: retryWith( () => fetchAdminList( scope, member, page ) ),
	};
}

/**
 * One check-in as the coach reads it (opening it marks it read).
 *
 * @param id The check-in's id.
 */
export function useAdminCheckIn( id: number ): Read< CheckIn > {
	const valid = Number.isInteger( id ) && id > 0;
	const value = useSelect(
		( select ) => select( store ).getAdminCheckIn( id ),
		[ id ]
	);
	const { fetchAdminCheckIn } = useDispatch( store );
	return {
		...( valid ? pending( value ) : value ),
		reload: retryWith( () =>
			valid ? fetchAdminCheckIn( id ) : Promise.resolve()
		),
	};
}

/**
 * A member's check-in day.
 *
 * @param member The member's user id.
 */
export function useMemberCheckInDay(
	member: number
): Read< MemberCheckInDay > {
	const valid = Number.isInteger( member ) && member > 0;
	const value = useSelect(
		( select ) => select( store ).getMemberDay( member ),
		[ member ]
	);
	const { fetchMemberDay } = useDispatch( store );
	return {
		...( valid ? pending( value ) : value ),
		reload: retryWith( () =>
			valid ? fetchMemberDay( member ) : Promise.resolve()
		),
	};
}
