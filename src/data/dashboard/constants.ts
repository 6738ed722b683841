/**
 * The dashboard store: the coach's figures, the recent activity and the members who need
 * attention (spec §2 Admin dashboard, §5 /admin/stats, /admin/recent-activity; /admin/attention).
 */

/**
 * Internal dependencies
 */
import type { MemberScope } from '../../lib/admin/users';

export const STORE_NAME = 'fitcoach/dashboard';

/** How many activity items the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

/** The slot of the figures. */
export const STATS = 'stats';

/** The slot of the members who need attention (a paged list). */
export const ATTENTION = 'attention';

/** Members per page of the attention list (the first page is read when the dashboard opens). */
export const ATTENTION_PER_PAGE = 20;

/**
 * The slot of the latest activity items.
 *
 * @param limit How many.
 * @param scope Whose members ('mine' has slots of its own).
 */
export const activitySlot = ( limit: number, scope: MemberScope = 'all' ) =>
	scoped( `activity:${ limit }`, scope );

/**
 * A slot for one scope: an administrator's 'Mijn leden' is kept apart from 'Alle leden'.
 *
 * @param slot  The slot of 'all'.
 * @param scope Whose members.
 */
export const scoped = ( slot: string, scope: MemberScope = 'all' ): string =>
	'mine' === scope ? `${ slot }:mine` : slot;
