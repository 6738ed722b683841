/**
 * Toast notifications (spec §2, §3, §9): the store 'fitcoach/notices' (a folder in the data
 * layer's shape), `notify()` for the write path and the `useNotices()` hook. A toast disappears
 * after its duration (5000 ms by default); a duration of 0 or less keeps it until it is closed.
 * An error stays at least ERROR_DURATION (twice the default: it is read more slowly, and it is
 * also shown beside its field where there is one); it does not stay for good, so it never keeps
 * covering the controls under it. Every countdown pauses while the member points at or focuses
 * the toast (`pauseNotice()` / `resumeNotice()`, called by the Toasts host; WCAG 2.2.1).
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch,
	register,
	select,
	useSelect,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { DEFAULT_DURATION, FLASH_KEY, STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';
import type { Notice, NoticesApi, NoticeType } from './types';

export { DEFAULT_DURATION, STORE_NAME } from './constants';
export type { Notice, NoticesApi, NoticeType } from './types';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );
register( store );

let counter = 0;

/** The shortest time an error toast stays (ms). */
export const ERROR_DURATION = 10000;

/** After a pause a toast stays at least this long, so it does not vanish under the pointer. */
export const MIN_AFTER_PAUSE = 1000;

/** The countdown of a toast: running (handle set) or paused with the time left. */
interface Countdown {
	handle: ReturnType< typeof setTimeout > | null;
	remaining: number;
	startedAt: number;
}
const timers = new Map< string, Countdown >();

/**
 * Starts (or restarts) the countdown of a toast.
 *
 * @param id Notice id.
 * @param ms Milliseconds until it goes.
 */
function countDown( id: string, ms: number ): void {
	timers.set( id, {
		handle: setTimeout( () => dismissNotice( id ), ms ),
		remaining: ms,
		startedAt: Date.now(),
	} );
}

/**
 * Removes a toast (its close button, or its timer).
 *
 * @param id Notice id.
 */
export function dismissNotice( id: string ): void {
	const timer = timers.get( id );
	if ( timer ) {
		if ( timer.handle ) {
			clearTimeout( timer.handle );
		}
		timers.delete( id );
	}
	dispatch( store ).removeNotice( id );
}

/**
 * Stops the countdown of a toast (pointer over it, or keyboard focus in it). Nothing happens
 * for a toast that stays until closed.
 *
 * @param id Notice id.
 */
export function pauseNotice( id: string ): void {
	const timer = timers.get( id );
	if ( ! timer || ! timer.handle ) {
		return;
	}
	clearTimeout( timer.handle );
	timers.set( id, {
		handle: null,
		remaining: Math.max(
			0,
			timer.remaining - ( Date.now() - timer.startedAt )
		),
		startedAt: timer.startedAt,
	} );
}

/**
 * Lets a paused countdown run on with the time it had left (at least MIN_AFTER_PAUSE).
 *
 * @param id Notice id.
 */
export function resumeNotice( id: string ): void {
	const timer = timers.get( id );
	if ( ! timer || timer.handle ) {
		return;
	}
	countDown( id, Math.max( timer.remaining, MIN_AFTER_PAUSE ) );
}

/**
 * Shows a toast.
 *
 * @param type     success, error, warning or info.
 * @param title    Title (Dutch).
 * @param message  Optional text under the title.
 * @param duration Milliseconds until it disappears; 0 or less stays until closed. Errors
 *                 stay at least ERROR_DURATION.
 * @return The notice id.
 */
export function notify(
	type: NoticeType,
	title: string,
	message?: string,
	duration: number = DEFAULT_DURATION
): string {
	counter += 1;
	const id = `notice-${ Date.now() }-${ counter }`;
	let length = Number.isFinite( duration ) ? duration : DEFAULT_DURATION;
	if ( 'error' === type && length > 0 ) {
		length = Math.max( length, ERROR_DURATION );
	}
	dispatch( store ).addNotice( {
		id,
		type,
		title,
		...( message ? { message } : {} ),
		duration: length,
		createdAt: Date.now(),
	} );
	if ( length > 0 ) {
		countDown( id, length );
	}
	return id;
}

export function getNotices(): Notice[] {
	return select( store ).getNotices();
}

/** The same object on every render: safe in effect dependencies. */
const api: NoticesApi = {
	success: ( title, message, duration ) =>
		notify( 'success', title, message, duration ),
	error: ( title, message, duration ) =>
		notify( 'error', title, message, duration ),
	warning: ( title, message, duration ) =>
		notify( 'warning', title, message, duration ),
	info: ( title, message, duration ) =>
		notify( 'info', title, message, duration ),
};

export function useNotices(): NoticesApi {
	return api;
}

/** The toasts on screen now (for the Toasts host). */
export function useNoticeList(): Notice[] {
	return useSelect( ( selectFrom ) => selectFrom( store ).getNotices(), [] );
}

/**
 * Shows a toast after the page reloads (switching users reloads the app).
 *
 * @param type    Notice type.
 * @param title   Title.
 * @param message Optional message.
 */
export function notifyAfterReload(
	type: NoticeType,
	title: string,
	message?: string
): void {
	try {
		window.sessionStorage.setItem(
			FLASH_KEY,
			JSON.stringify( { type, title, message } )
		);
	} catch {
		notify( type, title, message );
	}
}

/** Shows the toast left by notifyAfterReload(), once. */
export function showPendingNotice(): void {
	let raw: string | null = null;
	try {
		raw = window.sessionStorage.getItem( FLASH_KEY );
		window.sessionStorage.removeItem( FLASH_KEY );
	} catch {
		return;
	}
	if ( ! raw ) {
		return;
	}
	try {
		const value = JSON.parse( raw ) as {
			type?: NoticeType;
			title?: string;
			message?: string;
		};
		if ( value.title ) {
			notify( value.type ?? 'info', value.title, value.message );
		}
	} catch {
		// Ignore a malformed leftover.
	}
}
