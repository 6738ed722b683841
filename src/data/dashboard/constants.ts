/**
 * The dashboard store: the coach's figures and the recent activity (spec §2 Admin dashboard, §5
 * /admin/stats, /admin/recent-activity).
 */

export const STORE_NAME = 'fitcoach/dashboard';

/** How many activity items the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

/** The slot of the figures. */
export const STATS = 'stats';

/**
 * The slot of the latest activity items.
 *
 * @param limit How many.
 */
export const activitySlot = ( limit: number ): string => `activity:${ limit }`;
