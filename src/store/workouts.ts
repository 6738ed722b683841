/**
 * The client cache of workouts and sessions (spec §3 'Client-side cached state', §4 'Client
 * caching' and 'Starting a workout'): a @wordpress/data store 'fitcoach/workouts'.
 *
 * - The workouts list is fresh for 10 minutes, a workout's details for 10 minutes, the first page
 *   of the sessions list for 5 minutes. Fresh and not empty → no call.
 * - A workout's details are found in the workouts list by id (converted to a number); absent
 *   gives the error 'Workout not found'.
 * - `clearCache( 'all' | 'workouts' | 'sessions' )` empties all, only the workouts (list and
 *   details) or only the sessions. Logout dispatches it.
 * - `startWorkout( workout )` runs steps 1–5 except the toast and the navigation, which belong to
 *   the screen (useStartWorkout).
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch as dispatchTo,
	register,
	useDispatch,
	useSelect,
} from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet, apiPost, errorMessage } from '../api/client';
import type {
	Paged,
	SessionExercise,
	Workout,
	WorkoutSession,
} from '../api/types';
import {
	canUseCache,
	isFresh,
	SESSIONS_TTL_MS,
	WORKOUT_TTL_MS,
	WORKOUTS_TTL_MS,
} from '../lib/member/cacheFreshness';
import { applyPage, canLoadNext } from '../lib/member/paging';
import { registerReset } from '../data/reset';
import {
	nextSessionNumber,
	prefillExercises,
	sessionTitle,
} from '../lib/member/startWorkout';

export const STORE_NAME = 'fitcoach/workouts';

/** Page size of the sessions list (spec §9). */
export const SESSIONS_PER_PAGE = 6;

/** The error of a workout id that is not in the list (spec §4, §8). */
export const WORKOUT_NOT_FOUND = 'Workout not found';

export type CacheScope = 'all' | 'workouts' | 'sessions';

export interface WorkoutsListState {
	items: Workout[];
	fetchedAt: number | null;
	loading: boolean;
	error: string | null;
}

export interface WorkoutDetailState {
	item: Workout;
	fetchedAt: number;
}

export interface SessionsListState {
	items: WorkoutSession[];
	/** When page 1 was fetched. */
	fetchedAt: number | null;
	loading: boolean;
	/** Only a page 1 failure is kept (later page failures are silent). */
	error: string | null;
	currentPage: number;
	totalPages: number;
	hasMore: boolean;
}

export interface State {
	workouts: WorkoutsListState;
	details: Record< number, WorkoutDetailState >;
	sessions: SessionsListState;
	starting: boolean;
	/** Bumped by clearCache: answers of calls started before a clear are dropped. */
	generation: { workouts: number; sessions: number };
}

const emptyWorkouts = (): WorkoutsListState => ( {
	items: [],
	fetchedAt: null,
	loading: false,
	error: null,
} );
const emptySessions = (): SessionsListState => ( {
	items: [],
	fetchedAt: null,
	loading: false,
	error: null,
	currentPage: 0,
	totalPages: 0,
	hasMore: false,
} );

export const initialState: State = {
	workouts: emptyWorkouts(),
	details: {},
	sessions: emptySessions(),
	starting: false,
	generation: { workouts: 0, sessions: 0 },
};

/* Plain actions ------------------------------------------------------------------------------ */

const plainActions = {
	clearCache: ( scope: CacheScope = 'all' ) => ( {
		type: 'CLEAR_CACHE' as const,
		scope,
	} ),
	workoutsRequested: () => ( { type: 'WORKOUTS_REQUESTED' as const } ),
	workoutsReceived: ( items: Workout[], now: number ) => ( {
		type: 'WORKOUTS_RECEIVED' as const,
		items,
		now,
	} ),
	workoutsFailed: ( error: string ) => ( {
		type: 'WORKOUTS_FAILED' as const,
		error,
	} ),
	workoutReceived: ( item: Workout, now: number ) => ( {
		type: 'WORKOUT_RECEIVED' as const,
		item,
		now,
	} ),
	sessionsRequested: () => ( { type: 'SESSIONS_REQUESTED' as const } ),
	sessionsReceived: (
		page: number,
		data: WorkoutSession[],
		pages: number,
		now: number
	) => ( {
		type: 'SESSIONS_RECEIVED' as const,
		page,
		data,
		pages,
		now,
	} ),
	sessionsFailed: ( page: number, error: string ) => ( {
		type: 'SESSIONS_FAILED' as const,
		page,
		error,
	} ),
	setStarting: ( starting: boolean ) => ( {
		type: 'SET_STARTING' as const,
		starting,
	} ),
};

type Action = ReturnType<
	( typeof plainActions )[ keyof typeof plainActions ]
>;

export function reducer( state: State = initialState, action: Action ): State {
	switch ( action.type ) {
		case 'CLEAR_CACHE': {
			const workouts =
				'all' === action.scope || 'workouts' === action.scope;
			const sessions =
				'all' === action.scope || 'sessions' === action.scope;
			return {
				...state,
				workouts: workouts ? emptyWorkouts() : state.workouts,
				details: workouts ? {} : state.details,
				sessions: sessions ? emptySessions() : state.sessions,
				generation: {
					workouts: state.generation.workouts + ( workouts ? 1 : 0 ),
					sessions: state.generation.sessions + ( sessions ? 1 : 0 ),
				},
			};
		}
		case 'WORKOUTS_REQUESTED':
			return {
				...state,
				workouts: { ...state.workouts, loading: true, error: null },
			};
		case 'WORKOUTS_RECEIVED':
			return {
				...state,
				workouts: {
					items: action.items,
					fetchedAt: action.now,
					loading: false,
					error: null,
				},
			};
		case 'WORKOUTS_FAILED':
			return {
				...state,
				workouts: {
					...state.workouts,
					loading: false,
					error: action.error,
				},
			};
		case 'WORKOUT_RECEIVED':
			return {
				...state,
				details: {
					...state.details,
					[ Number( action.item.id ) ]: {
						item: action.item,
						fetchedAt: action.now,
					},
				},
			};
		case 'SESSIONS_REQUESTED':
			return {
				...state,
				sessions: {
					...state.sessions,
					loading: true,
					error:
						state.sessions.currentPage > 0
							? state.sessions.error
							: null,
				},
			};
		case 'SESSIONS_RECEIVED': {
			const paged = applyPage(
				state.sessions,
				action.page,
				action.data,
				action.pages
			);
			return {
				...state,
				sessions: {
					...state.sessions,
					...paged,
					fetchedAt:
						action.page <= 1
							? action.now
							: state.sessions.fetchedAt,
					error: null,
				},
			};
		}
		case 'SESSIONS_FAILED':
			return {
				...state,
				sessions: {
					...state.sessions,
					loading: false,
					error:
						action.page <= 1 ? action.error : state.sessions.error,
				},
			};
		case 'SET_STARTING':
			return { ...state, starting: action.starting };
		default:
			return state;
	}
}

/* Selectors ---------------------------------------------------------------------------------- */

export const selectors = {
	getWorkoutsState: ( state: State ): WorkoutsListState => state.workouts,
	getWorkouts: ( state: State ): Workout[] => state.workouts.items,
	getWorkoutDetail: (
		state: State,
		id: number | string
	): WorkoutDetailState | undefined => state.details[ Number( id ) ],
	getSessionsState: ( state: State ): SessionsListState => state.sessions,
	isStarting: ( state: State ): boolean => state.starting,
	getGeneration: ( state: State ): State[ 'generation' ] => state.generation,
};

type Curried< F > = F extends ( state: State, ...args: infer P ) => infer R
	? ( ...args: P ) => R
	: never;
type CurriedSelectors = {
	[ K in keyof typeof selectors ]: Curried< ( typeof selectors )[ K ] >;
};

interface ThunkApi {
	select: CurriedSelectors;
	dispatch: ( ( action: Action ) => void ) & {
		[ K in keyof typeof plainActions ]: (
			...args: Parameters< ( typeof plainActions )[ K ] >
		) => void;
	} & {
		fetchWorkouts: ( force?: boolean ) => Promise< Workout[] >;
		fetchWorkout: (
			id: number | string,
			force?: boolean
		) => Promise< Workout >;
		fetchSessions: (
			page?: number,
			force?: boolean
		) => Promise< WorkoutSession[] >;
	};
}

/* Thunks ------------------------------------------------------------------------------------- */

// Calls under way, shared by callers asking for the same thing meanwhile. A call started before
// a clearCache (another generation) is not shared: its answer is dropped.
let workoutsInFlight: {
	generation: number;
	promise: Promise< Workout[] >;
} | null = null;
let sessionsInFlight: {
	generation: number;
	page: number;
	promise: Promise< WorkoutSession[] >;
} | null = null;

const thunks = {
	/**
	 * The workouts list: from the cache when fresh (10 min) and not empty, else from the server.
	 *
	 * @param force Ignore the cache.
	 */
	fetchWorkouts:
		( force = false ) =>
		async ( { select, dispatch }: ThunkApi ): Promise< Workout[] > => {
			const cached = select.getWorkoutsState();
			if (
				! force &&
				canUseCache( cached.items, cached.fetchedAt, WORKOUTS_TTL_MS )
			) {
				return cached.items;
			}
			const generation = select.getGeneration().workouts;
			if ( workoutsInFlight?.generation === generation ) {
				return workoutsInFlight.promise;
			}
			dispatch.workoutsRequested();
			const promise = apiGet< Workout[] >( '/workouts' )
				.then( ( items ) => {
					const list = Array.isArray( items ) ? items : [];
					if ( select.getGeneration().workouts === generation ) {
						dispatch.workoutsReceived( list, Date.now() );
					}
					return list;
				} )
				.catch( ( error: unknown ) => {
					if ( select.getGeneration().workouts === generation ) {
						dispatch.workoutsFailed( errorMessage( error, '' ) );
					}
					throw error;
				} )
				.finally( () => {
					if ( workoutsInFlight?.promise === promise ) {
						workoutsInFlight = null;
					}
				} );
			workoutsInFlight = { generation, promise };
			return promise;
		},

	/**
	 * One workout: its cached details when fresh (10 min), else found in the workouts list by id.
	 *
	 * @param id    The workout id (a route parameter is converted to a number).
	 * @param force Ignore the caches.
	 * @throws Error 'Workout not found' when the list does not hold it.
	 */
	fetchWorkout:
		( id: number | string, force = false ) =>
		async ( { select, dispatch }: ThunkApi ): Promise< Workout > => {
			const workoutId = Number( id );
			const detail = select.getWorkoutDetail( workoutId );
			if (
				! force &&
				detail &&
				isFresh( detail.fetchedAt, WORKOUT_TTL_MS )
			) {
				return detail.item;
			}
			const list = await dispatch.fetchWorkouts( force );
			const found = list.find(
				( workout ) => Number( workout.id ) === workoutId
			);
			if ( ! found ) {
				throw new Error( WORKOUT_NOT_FOUND );
			}
			dispatch.workoutReceived( found, Date.now() );
			return found;
		},

	/**
	 * A page of the sessions list (6 per page). Page 1 replaces the list and is served from the
	 * cache while fresh (5 min) and not empty; later pages append. Only a page 1 failure is kept.
	 *
	 * @param page  1-based page.
	 * @param force Ignore the cache (page 1).
	 */
	fetchSessions:
		( page = 1, force = false ) =>
		async ( {
			select,
			dispatch,
		}: ThunkApi ): Promise< WorkoutSession[] > => {
			const cached = select.getSessionsState();
			if (
				page <= 1 &&
				! force &&
				canUseCache( cached.items, cached.fetchedAt, SESSIONS_TTL_MS )
			) {
				return cached.items;
			}
			const generation = select.getGeneration().sessions;
			if (
				sessionsInFlight?.page === page &&
				sessionsInFlight.generation === generation
			) {
				return sessionsInFlight.promise;
			}
			dispatch.sessionsRequested();
			const promise = apiGet< Paged< WorkoutSession > >(
				'/workout-sessions',
				{ page, per_page: SESSIONS_PER_PAGE }
			)
				.then( ( response ) => {
					const data = Array.isArray( response?.data )
						? response.data
						: [];
					if ( select.getGeneration().sessions === generation ) {
						dispatch.sessionsReceived(
							page,
							data,
							Number( response?.pages ) || 0,
							Date.now()
						);
					}
					return data;
				} )
				.catch( ( error: unknown ) => {
					if ( select.getGeneration().sessions === generation ) {
						dispatch.sessionsFailed(
							page,
							errorMessage( error, '' )
						);
					}
					throw error;
				} )
				.finally( () => {
					if ( sessionsInFlight?.promise === promise ) {
						sessionsInFlight = null;
					}
				} );
			sessionsInFlight = { generation, page, promise };
			return promise;
		},

	/**
	 * The next page of sessions, only when more pages exist and none is loading.
	 */
	loadMoreSessions:
		() =>
		async ( { select, dispatch }: ThunkApi ): Promise< void > => {
			const state = select.getSessionsState();
			if ( ! canLoadNext( state ) ) {
				return;
			}
			try {
				await dispatch.fetchSessions( state.currentPage + 1 );
			} catch {
				// Later page failures are silent (spec §8).
			}
		},

	/**
	 * Starting a workout (spec §4): ignored while one is starting; fetches the workout and her
	 * previous session of it (none → the trainer's defaults); numbers the session; creates it and
	 * clears the sessions cache.
	 *
	 * @param workoutOrId The workout (handed over by a card) or its id.
	 * @return The new session, or null when a start was already running.
	 */
	startWorkout:
		( workoutOrId: Workout | number | string ) =>
		async ( {
			select,
			dispatch,
		}: ThunkApi ): Promise< WorkoutSession | null > => {
			if ( select.isStarting() ) {
				return null;
			}
			dispatch.setStarting( true );
			try {
				const id = Number(
					'object' === typeof workoutOrId
						? workoutOrId.id
						: workoutOrId
				);
				const [ workout, previous ] = await Promise.all( [
					dispatch.fetchWorkout( id ).catch( ( error: unknown ) => {
						// A workout handed over by a card still starts when the list cannot be read.
						if ( 'object' === typeof workoutOrId && workoutOrId ) {
							return workoutOrId;
						}
						throw error;
					} ),
					apiGet< WorkoutSession | null >(
						`/workouts/${ id }/last-session`
					).catch( ( error: unknown ) => {
						// No previous session is not an error: the trainer's defaults are used.
						if (
							error instanceof ApiRequestError &&
							404 === error.status
						) {
							return null;
						}
						throw error;
					} ),
				] );

				let count: number | null = null;
				try {
					const response = await apiGet< { count: number } >(
						`/workouts/${ id }/session-count`
					);
					count =
						'number' === typeof response?.count
							? response.count
							: Number( response?.count );
					if ( ! Number.isFinite( count ) ) {
						count = null;
					}
				} catch {
					count = null;
				}
				let firstPage: WorkoutSession[] | null = null;
				if ( null === count ) {
					try {
						const sessions = select.getSessionsState();
						firstPage =
							sessions.currentPage >= 1
								? sessions.items.slice( 0, SESSIONS_PER_PAGE )
								: await dispatch.fetchSessions( 1 );
					} catch {
						firstPage = null;
					}
				}

				const exercises: SessionExercise[] = prefillExercises(
					workout,
					previous && 'object' === typeof previous ? previous : null
				);
				const session = await apiPost< WorkoutSession >(
					'/workout-sessions',
					{
						workout_id: id,
						title: sessionTitle(
							nextSessionNumber( id, count, firstPage )
						),
						content: '',
						exercises,
					}
				);
				dispatch.clearCache( 'sessions' );
				return session;
			} finally {
				dispatch.setStarting( false );
			}
		},
};

export const actions = { ...plainActions, ...thunks };

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );
register( store );
registerReset( () => dispatchTo( store ).clearCache( 'all' ) );

/* Hooks -------------------------------------------------------------------------------------- */

/**
 * The workouts list, fetched on mount (from the cache when fresh).
 */
export function useWorkouts(): WorkoutsListState & { reload: () => void } {
	const state = useSelect(
		( select ) => select( store ).getWorkoutsState(),
		[]
	);
	const { fetchWorkouts } = useDispatch( store );
	useEffect( () => {
		fetchWorkouts().catch( () => undefined );
	}, [ fetchWorkouts ] );
	return {
		...state,
		reload: () => void fetchWorkouts( true ).catch( () => undefined ),
	};
}

/**
 * The sessions list, page 1 fetched on mount (from the cache when fresh).
 */
export function useSessions(): SessionsListState & {
	reload: () => void;
	loadMore: () => void;
} {
	const state = useSelect(
		( select ) => select( store ).getSessionsState(),
		[]
	);
	const { fetchSessions, loadMoreSessions } = useDispatch( store );
	useEffect( () => {
		fetchSessions( 1 ).catch( () => undefined );
	}, [ fetchSessions ] );
	return {
		...state,
		reload: () => void fetchSessions( 1, true ).catch( () => undefined ),
		loadMore: () => void loadMoreSessions(),
	};
}
