/**
 * Shapes of the coach's programs and a member's plan (issue 28; the routes of
 * /work/notes/programs-contract.md: GET/POST /admin/programs, GET/PUT/DELETE /admin/programs/{id},
 * POST /admin/programs/{id}/copy, PUT/DELETE /admin/users/{id}/program, GET /admin/users/{id}/plan).
 */

/**
 * Internal dependencies
 */
import type { Prescription } from '../../api/types';
import type { RemoteOnlyState } from '../utils/register';

export type ProgramsState = RemoteOnlyState;

/** Whose programs a list shows: the coach's own, or every one he may see. */
export type ProgramScope = 'mine' | 'all';

/** A day of a program's week with its workout (day: ISO, 1 = Monday … 7 = Sunday). */
export interface ProgramDay {
	week: number;
	day: number;
	workout_id: number;
}

/** A week's own prescription of an exercise of a workout (the override). */
export interface ProgramChange {
	week: number;
	workout_id: number;
	exercise_id: number;
	prescription: Prescription;
}

/** A weight that rises by `weight_step` kg each week after the first. */
export interface ProgramProgression {
	workout_id: number;
	exercise_id: number;
	weight_step: number;
}

/** What the coach edits of a program. */
export interface ProgramFields {
	title: string;
	weeks: number;
	days: ProgramDay[];
	changes: ProgramChange[];
	progression: ProgramProgression[];
}

/** A program as the server sends it. */
export interface Program extends ProgramFields {
	id: number;
	author: { id: number; name: string } | null;
	/** Members following it now. */
	assigned: number;
	/** The version read, sent back with an update (409 when it changed meanwhile). */
	modified: string;
}

/** A day of a member's plan. */
export interface PlanDay {
	id: number;
	date: string;
	week: number;
	workout: { id: number; title: string };
	status: 'planned' | 'done' | 'missed';
	session_id: number | null;
	moved_from: string | null;
}

/** Planned and done workouts of one week (Monday `week_start`). */
export interface AdherenceWeek {
	week_start: string;
	planned: number;
	done: number;
}

/** A member's plan as the coach reads it (GET /admin/users/{id}/plan). */
export interface MemberPlan {
	program: { id: number; title: string; weeks: number } | null;
	start_date: string | null;
	current_week: number | null;
	weeks: number | null;
	today: { date: string; day: PlanDay | null } | null;
	/** This week first, then up to 7 weeks before it. */
	adherence: AdherenceWeek[];
}

/** What an assignment sends. */
export interface Assignment {
	program_id: number;
	/** Y-m-d. */
	start_date: string;
}

/** A save refused because the program changed meanwhile (409). */
export interface ProgramConflict {
	message: string;
}
