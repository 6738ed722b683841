/**
 * The dashboard store: the coach's figures, the recent activity and the members who need
 * attention (spec §2 Admin dashboard, §5 /admin/stats, /admin/recent-activity; /admin/attention).
 */

export const STORE_NAME = 'fitcoach/dashboard';

/** How many activity items the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

/** The slot of the figures. */
export const STATS = 'stats';

/** The slot of the members who need attention. */
export const ATTENTION = 'attention';

/** How many members the attention list shows before 'Toon alle (n)'. */
export const ATTENTION_SHOWN = 10;

/**
 * The slot of the latest activity items.
 *
 * @param limit How many.
 */
export const activitySlot = ( limit: number ): string => `activity:${ limit }`;
