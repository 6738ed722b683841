/**
 * Internal dependencies
 */
import type { SessionExercise, WorkoutSession } from '../../api/types';
import type { RemoteState } from '../utils/remote';

export interface SessionsState {
	remote: RemoteState;
}

/** What saving a session sends (spec §5 PUT /workout-sessions/{id}). */
export interface SessionChanges {
	title: string;
	content: string;
	exercises: SessionExercise[];
	/** The version read: the server answers 409 when the session changed since. */
	modified?: string;
}

/** A save refused because the session changed elsewhere meanwhile. */
export interface SessionConflict {
	message: string;
	/** The stored version the server sent along, when it did. */
	current: WorkoutSession | null;
}
