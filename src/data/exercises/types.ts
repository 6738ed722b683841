/**
 * Shapes of GET /exercises/{id}/history as the app uses them.
 */

/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type ExercisesState = RemoteOnlyState;

/** One set of the exercise in a session. */
export interface HistorySet {
	/** The set's index (0-based) among the exercise's sets in that session. */
	position: number;
	weight: number | null;
	reps: number | null;
}

/** A session that holds the exercise, with its sets of it. */
export interface HistorySession {
	session_id: number;
	/** 'Y-m-d\TH:i:s' in site time. */
	date: string;
	sets: HistorySet[];
}

/** One record: its value (kg; reps for most reps), the set that made it and when. */
export interface ExerciseRecord {
	value: number;
	weight: number | null;
	reps: number | null;
	session_id: number;
	date: string;
}

export interface ExerciseRecords {
	heaviest_weight: ExerciseRecord | null;
	estimated_1rm: ExerciseRecord | null;
	best_set_volume: ExerciseRecord | null;
	best_session_volume: ExerciseRecord | null;
	/** The most reps at each weight, heaviest weight first. */
	most_reps: ExerciseRecord[];
}

/** The best estimated 1RM of one session. */
export interface OneRepMaxPoint {
	date: string;
	value: number;
}

/** What every page of the history carries besides its sessions. */
export interface ExerciseSummary {
	/** null when the server does not know the exercise for this member (404). */
	exercise: { id: number; title: string } | null;
	records: ExerciseRecords | null;
	/** Oldest first. */
	one_rm: OneRepMaxPoint[];
}

/** One page of GET /exercises/{id}/history. */
export interface ExerciseHistoryPage extends Partial< ExerciseSummary > {
	data: HistorySession[];
	hasMore?: boolean;
	pages: number;
	total?: number;
}
