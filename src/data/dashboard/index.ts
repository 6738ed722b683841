/**
 * The dashboard store 'fitcoach/dashboard' and the hooks the coach's dashboard reads it through.
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
import type { RemoteValue } from '../utils/remote';
import { registerStore } from '../utils/register';
import { pending, useFetch } from '../utils/use-fetch';
import { STORE_NAME } from './constants';
import * as actions from './actions';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { AttentionList } from './types';

export {
	STORE_NAME,
	DASHBOARD_ACTIVITY_LIMIT,
	ATTENTION_SHOWN,
} from './constants';
export type {
	AttentionItem,
	AttentionList,
	AttentionReason,
	AttentionThresholds,
} from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...resolvers },
	selectors,
	outbox: true,
} );

type Read< T > = RemoteValue< T > & { reload: () => void };

/**
 * The coach's figures, read when the dashboard opens (and when the scope changes).
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
		reload: useFetch( () => fetchStats( scope ), scope ),
	};
}

/**
 * The latest activity, read when the feed mounts.
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
		reload: useFetch(
			() => fetchActivity( limit, scope ),
			`${ limit }:${ scope }`
		),
	};
}

/**
 * The members who need attention, read when the dashboard opens.
 *
 * @param scope Whose members.
 */
export function useAttention(
	scope: MemberScope = 'all'
): Read< AttentionList > {
	const value = useSelect(
		( select ) => select( store ).getAttention( scope ),
		[ scope ]
	);
	const { fetchAttention } = useDispatch( store );
	return {
		...pending( value ),
		reload: useFetch( () => fetchAttention( scope ), scope ),
	};
}
