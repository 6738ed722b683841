/**
 * The member's plan as the server sends it (GET /plan, GET /plan/schema; the contract of issue 28
 * in the programs routes' documentation).
 */

/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type PlanState = RemoteOnlyState;

/** What became of a planned workout: still to do, done (a session is linked), or missed. */
export type PlanDayStatus = 'planned' | 'done' | 'missed';

/** One planned workout on one day. */
export interface PlanDay {
	id: number;
	/** 'Y-m-d'. */
	date: string;
	/** The program's week (from 1). */
	week: number;
	workout: { id: number; title: string };
	status: PlanDayStatus;
	/** The session that did it. */
	session_id: number | null;
	/** The day it was planned on before the member moved it. */
	moved_from: string | null;
	prescription?: Array< { exercise_id: number; prescription: unknown } >;
}

/** One date of this week and the workouts planned on it (none: a rest day). */
export interface PlanWeekDate {
	date: string;
	days: PlanDay[];
}

/** The member's program as the plan names it. */
export interface PlanProgram {
	id: number;
	title: string;
	weeks: number;
}

/** GET /plan: today and this week (Monday to Sunday). */
export interface Plan {
	/** Null: the member follows no program (Home shows no plan). */
	program: PlanProgram | null;
	start_date?: string | null;
	current_week?: number | null;
	weeks?: number | null;
	today: { date: string; day: PlanDay | null };
	week: PlanWeekDate[];
	adherence?: Array< { week_start: string; planned: number; done: number } >;
}

/** GET /plan/schema: every week of the program with its days. */
export interface PlanSchema {
	program: PlanProgram | null;
	start_date: string | null;
	current_week: number | null;
	weeks: Array< { week: number; days: PlanDay[] } >;
}
