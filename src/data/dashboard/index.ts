/**
 * The dashboard store 'fitcoach/dashboard' and the hooks the coach's dashboard reads it through.
 * A screen selects what it shows; the selector's resolver reads it (resolvers.ts), and the store
 * keeps the answer, its loading state and its failure.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { ActivityItem, AdminStats } from '../../api/types';
import type { MemberScope } from '../../lib/admin/users';
import { registerStore } from '../utils/register';
import type { RemoteList, RemoteValue } from '../utils/remote';
import { pending, retryWith } from '../utils/status';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { AttentionItem } from './types';

export {
	STORE_NAME,
	DASHBOARD_ACTIVITY_LIMIT,
	ATTENTION_PER_PAGE,
} from './constants';
export type { AttentionItem, AttentionReason } from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...reads },
	selectors,
	resolvers,
	outbox: true,
} );

type Read< T > = RemoteValue< T > & { reload: () => void };

/**
 * The coach's figures: selecting them reads them.
 *
 * @param scope Whose members ('mine': an administrator's own and those without a coach).
 */
export function useDashboardStats(
	scope: MemberScope = 'all'
): Read< AdminStats > {
	const value = useSelect(
		( select ) => select( store ).getStats( scope ),
		[ scope ]
	);
	const { fetchStats } = useDispatch( store );
	return {
		...pending( value ),
		reload: retryWith( () => fetchStats( scope ) ),
	};
}

/**
 * The latest activity: selecting it reads it.
 *
 * @param limit How many items.
 * @param scope Whose members.
 */
export function useActivity(
	limit: number,
	scope: MemberScope = 'all'
): Read< ActivityItem[] > {
	const value = useSelect(
		( select ) => select( store ).getActivity( limit, scope ),
		[ limit, scope ]
	);
	const { fetchActivity } = useDispatch( store );
	return {
		...pending( value ),
		reload: retryWith( () => fetchActivity( limit, scope ) ),
	};
}

/**
 * The members who need attention, a page at a time: selecting the list reads its first page,
 * `loadMore` the next one.
 *
 * @param scope Whose members.
 */
export function useAttention(
	scope: MemberScope = 'all'
): RemoteList< AttentionItem > & {
	reload: () => void;
	loadMore: () => void;
} {
	const list = useSelect(
		( select ) => select( store ).getAttention( scope ),
		[ scope ]
	);
	const { fetchAttention, loadMoreAttention } = useDispatch( store );
	return {
		...list,
		reload: retryWith( () => fetchAttention( scope, 1 ) ),
		loadMore: () => void loadMoreAttention( scope ),
	};
}
