/**
 * The rest timer of the session screen and the done checks of its sets (issue 13), as pure
 * functions. The timer is an end time (ms since the epoch), never a running count: the time left
 * is always computed from the clock, so it stays right across navigation, a locked screen and a
 * reload. Both are kept in localStorage per user and session (the checks are never sent).
 */

/** What −15 s / +15 s change, in seconds. */
export const REST_STEP_SECONDS = 15;

/** The longest rest the timer counts (the server's bound on a prescribed rest). */
export const MAX_REST_SECONDS = 900;

/** A finished timer older than this (ms) is not shown again after a reload. */
export const FINISHED_SHOWN_MS = 10 * 60 * 1000;

/** A finished timer older than this (ms) no longer beeps when the screen comes back. */
export const LATE_ALERT_MS = 60 * 1000;

/** The storage of a session older than this (ms) is removed. */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** Prefix of the storage keys. */
export const STORAGE_PREFIX = 'fitcoach_session_ui:';

export interface RestTimer {
	/** When the rest is over (ms since the epoch). */
	endsAt: number;
	/** The exercise the rest follows. */
	exercise: string;
	/** Whether the end was signalled (beep, vibration, announcement). */
	alerted: boolean;
}

export interface SessionUi {
	/** Per exercise (by index) which sets (by index) are done. */
	done: boolean[][];
	timer: RestTimer | null;
	/** Last change (ms since the epoch). */
	updated: number;
}

/** Nothing done, no timer. */
export const EMPTY_UI: SessionUi = { done: [], timer: null, updated: 0 };

/**
 * The whole seconds left (rounded up: '0:01' until the very end), never below 0.
 *
 * @param timer The timer.
 * @param now   The clock (ms).
 */
export function remainingSeconds( timer: RestTimer, now: number ): number {
	return Math.max( 0, Math.ceil( ( timer.endsAt - now ) / 1000 ) );
}

/**
 * Whether the rest is over.
 *
 * @param timer The timer.
 * @param now   The clock (ms).
 */
export function isFinished( timer: RestTimer, now: number ): boolean {
	return timer.endsAt <= now;
}

/**
 * Seconds as m:ss ('1:30', '0:05').
 *
 * @param seconds Whole seconds (negative counts as 0).
 */
export function formatClock( seconds: number ): string {
	const whole = Math.max( 0, Math.floor( seconds ) );
	const minutes = Math.floor( whole / 60 );
	return `${ minutes }:${ String( whole % 60 ).padStart( 2, '0' ) }`;
}

/**
 * A timer that starts now.
 *
 * @param seconds  The rest (clamped to 1–900 s).
 * @param exercise The exercise the rest follows.
 * @param now      The clock (ms).
 */
export function startTimer(
	seconds: number,
	exercise: string,
	now: number
): RestTimer {
	const rest = Math.min(
		Math.max( Math.round( Number( seconds ) || 0 ), 1 ),
		MAX_REST_SECONDS
	);
	return { endsAt: now + rest * 1000, exercise, alerted: false };
}

/**
 * The timer with more or less rest. Less never goes below now (the rest is then over); more on
 * a finished timer counts from now, and lets the end be signalled again.
 *
 * @param timer   The timer.
 * @param seconds Seconds to add (negative: take off).
 * @param now     The clock (ms).
 */
export function adjustTimer(
	timer: RestTimer,
	seconds: number,
	now: number
): RestTimer {
	const from = Math.max( timer.endsAt, now );
	const endsAt = Math.min(
		Math.max( from + seconds * 1000, now ),
		now + MAX_REST_SECONDS * 1000
	);
	return {
		...timer,
		endsAt,
		alerted: endsAt > now ? false : timer.alerted,
	};
}

/**
 * Marks a set done or not.
 *
 * @param done     The checks.
 * @param exercise The exercise's index.
 * @param set      The set's index.
 * @param value    Done or not.
 */
export function withDone(
	done: readonly boolean[][],
	exercise: number,
	set: number,
	value: boolean
): boolean[][] {
	const next = done.map( ( sets ) => [ ...( sets ?? [] ) ] );
	while ( next.length <= exercise ) {
		next.push( [] );
	}
	const sets = next[ exercise ];
	while ( sets.length <= set ) {
		sets.push( false );
	}
	sets[ set ] = value;
	return next;
}

/**
 * The checks after a set was removed: the sets after it move up one place.
 *
 * @param done     The checks.
 * @param exercise The exercise's index.
 * @param set      The removed set's index.
 */
export function withoutSet(
	done: readonly boolean[][],
	exercise: number,
	set: number
): boolean[][] {
	return done.map( ( sets, index ) =>
		index === exercise
			? ( sets ?? [] ).filter( ( _value, i ) => i !== set )
			: [ ...( sets ?? [] ) ]
	);
}

/**
 * Whether a set is done.
 *
 * @param done     The checks.
 * @param exercise The exercise's index.
 * @param set      The set's index.
 */
export function isDone(
	done: readonly boolean[][],
	exercise: number,
	set: number
): boolean {
	return true === done[ exercise ]?.[ set ];
}

/**
 * The storage key of a session's checks and timer.
 *
 * @param owner   Whose (the login and the user viewed as, e.g. '12:0').
 * @param session The session id.
 */
export function storageKey( owner: string, session: number ): string {
	return `${ STORAGE_PREFIX }${ owner }:${ session }`;
}

/**
 * What storage held, checked; a finished timer older than FINISHED_SHOWN_MS is dropped.
 *
 * @param raw The stored text, or null.
 * @param now The clock (ms).
 */
export function parseSessionUi( raw: string | null, now: number ): SessionUi {
	if ( ! raw ) {
		return EMPTY_UI;
	}
	let value: unknown;
	try {
		value = JSON.parse( raw );
	} catch {
		return EMPTY_UI;
	}
	if ( ! value || 'object' !== typeof value ) {
		return EMPTY_UI;
	}
	const stored = value as Partial< Record< keyof SessionUi, unknown > >;
	const done = Array.isArray( stored.done )
		? stored.done.map( ( sets ) =>
				Array.isArray( sets )
					? sets.map( ( item ) => true === item )
					: []
			)
		: [];
	const timer = stored.timer as Partial< RestTimer > | null | undefined;
	const valid =
		!! timer &&
		'object' === typeof timer &&
		'number' === typeof timer.endsAt &&
		Number.isFinite( timer.endsAt ) &&
		timer.endsAt + FINISHED_SHOWN_MS > now;
	return {
		done,
		timer: valid
			? {
					endsAt: timer.endsAt as number,
					exercise: String( timer.exercise ?? '' ),
					alerted: true === timer.alerted,
				}
			: null,
		updated: Number( stored.updated ) || 0,
	};
}

/**
 * Whether anything is worth keeping (a check or a timer).
 *
 * @param ui The state.
 */
export function isEmptyUi( ui: SessionUi ): boolean {
	return (
		null === ui.timer && ! ui.done.some( ( sets ) => sets.some( Boolean ) )
	);
}
