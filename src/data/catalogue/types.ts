/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type CatalogueState = RemoteOnlyState;

/** The coach's prescription of one exercise (null fields: not prescribed). */
export interface Prescription {
	sets: number | null;
	reps_min: number | null;
	reps_max: number | null;
	weight: number | null;
	rpe: number | null;
	rest: number | null;
	note: string;
}

/** One exercise of a workout as the coach edits it. */
export interface CatalogueWorkoutExercise {
	id: number;
	title: string;
	/** The canonical YouTube or Vimeo URL, '' for none. */
	video_url: string;
	prescription: Prescription | null;
}

/** A member a workout is (or can be) assigned to. */
export interface AssignableMember {
	id: number;
	name: string;
}

/** A workout as GET /admin/workouts gives it. */
export interface CatalogueWorkout {
	id: number;
	title: string;
	/** Safe HTML as stored. */
	description: string;
	status: string;
	exercises: CatalogueWorkoutExercise[];
	assigned: {
		everyone: boolean;
		members: AssignableMember[];
		/** Assigned members the coach may not see (another coach's). */
		others: number;
	};
	/** The version (GMT) sent back with an update. */
	modified: string;
}

/** An exercise as GET /admin/exercises gives it. */
export interface CatalogueExercise {
	id: number;
	title: string;
	video_url: string;
	/** How many workouts use it. */
	workouts: number;
	modified: string;
}

/** What a workout form sends. */
export interface WorkoutInput {
	title: string;
	description: string;
	exercises: { id: number; prescription: Prescription | null }[];
	assigned: { everyone: boolean; members: number[] };
	modified?: string;
}

/** What an exercise form sends. */
export interface ExerciseInput {
	title: string;
	video_url: string;
	modified?: string;
}
