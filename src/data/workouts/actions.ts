/**
 * The workouts store's actions: clearing its cache and starting a workout (spec §4 'Starting a
 * workout', steps 1–5 except the toast and the navigation, which belong to the screen).
 */

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../api/client';
import type { SessionExercise, Workout, WorkoutSession } from '../../api/types';
import {
	nextSessionNumber,
	prefillExercises,
	sessionTitle,
} from '../../lib/member/startWorkout';
import { sendOrQueue } from '../../offline/send';
import { SESSIONS_PER_PAGE, store as sessionsStore } from '../sessions';
import { remoteActions } from '../utils/remote';
import { LIST } from './constants';

/** Forgets the workouts list and every workout's details. */
export const clearWorkouts = () =>
	remoteActions.cleared( [ LIST, 'workout:' ] );

export const setStarting = ( starting: boolean ) => ( {
	type: 'SET_STARTING' as const,
	starting,
} );

interface StartApi {
	select: { isStarting: () => boolean };
	dispatch: ( ( action: { type: string } ) => unknown ) & {
		fetchWorkout: ( id: number ) => Promise< Workout >;
	};
	registry: {
		select: ( store: typeof sessionsStore ) => {
			getSessionsList: () => {
				currentPage: number;
				items: WorkoutSession[];
			};
		};
		dispatch: ( store: typeof sessionsStore ) => {
			fetchSessions: ( page?: number ) => Promise< WorkoutSession[] >;
			clearSessions: () => unknown;
			receiveSession: ( session: WorkoutSession ) => unknown;
		};
	};
}

/**
 * The member's previous session of a workout, or null when there is none (404). Without a
 * network and without a kept copy of that answer, the newest session of the workout in the
 * sessions list the app holds stands in (none there: the trainer's defaults).
 *
 * @param id      Workout id.
 * @param offline The sessions the app holds, for use without a network.
 */
function previousSession(
	id: number,
	offline: () => Promise< WorkoutSession[] >
): Promise< WorkoutSession | null > {
	return apiGet< WorkoutSession | null >(
		`/workouts/${ id }/last-session`
	).catch( ( error: unknown ) => {
		if ( error instanceof ApiRequestError && 404 === error.status ) {
			return null;
		}
		if ( error instanceof ApiRequestError && 0 === error.status ) {
			return offline().then(
				( sessions ) =>
					sessions.find(
						( session ) =>
							Number( session.workout?.id ) === id &&
							session.id > 0
					) ?? null,
				() => null
			);
		}
		throw error;
	} );
}

/**
 * How many sessions of the workout the member has, or null when that cannot be read.
 *
 * @param id Workout id.
 */
async function sessionCount( id: number ): Promise< number | null > {
	try {
		const response = await apiGet< { count: number } >(
			`/workouts/${ id }/session-count`
		);
		const count = Number( response?.count );
		return Number.isFinite( count ) ? count : null;
	} catch {
		return null;
	}
}

/**
 * Starting a workout: ignored while one is starting; reads the workout and the member's previous
 * session of it (none → the trainer's defaults); numbers the session; creates it and forgets the
 * sessions list.
 *
 * @param workoutOrId       The workout (handed over by a card) or its id.
 * @param options           How it is started.
 * @param options.planDayId The member's planned day it does (the session is linked to it).
 * @return The new session, or null when a start was already running.
 */
export const startWorkout =
	(
		workoutOrId: Workout | number | string,
		options: { planDayId?: number } = {}
	) =>
	async ( {
		select,
		dispatch,
		registry,
	}: StartApi ): Promise< WorkoutSession | null > => {
		if ( select.isStarting() ) {
			return null;
		}
		dispatch( setStarting( true ) );
		try {
			const id = Number(
				'object' === typeof workoutOrId ? workoutOrId.id : workoutOrId
			);
			// The workout, the previous session and the count at once: one round trip, not two.
			const [ workout, previous, count ] = await Promise.all( [
				dispatch.fetchWorkout( id ).catch( ( error: unknown ) => {
					// A workout handed over by a card still starts when the list cannot be read.
					if ( 'object' === typeof workoutOrId && workoutOrId ) {
						return workoutOrId;
					}
					throw error;
				} ),
				previousSession( id, () =>
					registry.dispatch( sessionsStore ).fetchSessions( 1 )
				),
				sessionCount( id ),
			] );

			let firstPage: WorkoutSession[] | null = null;
			if ( null === count ) {
				const list = registry.select( sessionsStore ).getSessionsList();
				try {
					firstPage =
						list.currentPage >= 1
							? list.items.slice( 0, SESSIONS_PER_PAGE )
							: await registry
									.dispatch( sessionsStore )
									.fetchSessions( 1 );
				} catch {
					firstPage = null;
				}
			}

			const exercises: SessionExercise[] = prefillExercises(
				workout,
				previous && 'object' === typeof previous ? previous : null
			);
			// Through the outbox: without a connection the session is kept and sent later, and the
			// member logs it meanwhile under a temporary id.
			const { result: session } = await sendOrQueue< WorkoutSession >( {
				resource: 'workout-sessions',
				method: 'POST',
				path: '/workout-sessions',
				body: {
					workout_id: id,
					title: sessionTitle(
						nextSessionNumber( id, count, firstPage )
					),
					content: '',
					exercises,
					...( options.planDayId
						? { plan_day_id: options.planDayId }
						: {} ),
				},
			} );
			const sessions = registry.dispatch( sessionsStore );
			sessions.clearSessions();
			if ( session && 'object' === typeof session && session.id ) {
				sessions.receiveSession( session );
			}
			return session;
		} finally {
			dispatch( setStarting( false ) );
		}
	};
