/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type ProgressState = RemoteOnlyState;

/** One measured weight. */
export interface WeightPoint {
	/** yyyy-mm-dd. */
	date: string;
	weight: number;
}

/** The weights of one period, oldest first, with the server's trend. */
export interface WeightPeriod {
	points: WeightPoint[];
	/** The change in kg per week (least squares), null with fewer than two weights. */
	rate_per_week: number | null;
	first: number | null;
	last: number | null;
}

/** One of the member's latest sessions. */
export interface ProgressSession {
	id: number;
	/** ISO date. */
	date: string;
	title: string;
	workout_name: string;
	total_weight: number;
	exercise_count: number;
}

/** The sessions of one week. */
export interface WeekCount {
	/** Monday, yyyy-mm-dd. */
	week_start: string;
	count: number;
	total_weight: number;
}

/** The member's best of one exercise. */
export interface ProgressRecord {
	exercise_id: number;
	exercise_title: string;
	heaviest_weight: number | null;
	estimated_1rm: number | null;
	/** yyyy-mm-dd. */
	date: string;
}

/** GET /admin/users/{id}/progress, read defensively. */
export interface MemberProgress {
	goal_weight: number | null;
	weight: { days_30: WeightPeriod; days_90: WeightPeriod };
	last_sessions: ProgressSession[];
	/** The last 4 weeks, oldest first. */
	sessions_per_week: WeekCount[];
	records: ProgressRecord[];
	totals: { sessions: number; total_weight: number };
}
