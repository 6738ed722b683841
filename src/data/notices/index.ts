/**
 * Toast notifications (spec §2, §3, §9): the store 'fitcoach/notices' (a folder in the data
 * layer's shape), `notify()` for the write path and the `useNotices()` hook. A toast disappears after its duration (5000 ms by default); a duration of 0
 * or less keeps it until it is closed.
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
const timers = new Map< string, ReturnType< typeof setTimeout > >();

/**
 * Removes a toast (its close button, or its timer).
 *
 * @param id Notice id.
 */
export function dismissNotice( id: string ): void {
	const timer = timers.get( id );
	if ( timer ) {
		clearTimeout( timer );
		timers.delete( id );
	}
	dispatch( store ).removeNotice( id );
}

/**
 * Shows a toast.
 *
 * @param type     success, error, warning or info.
 * @param title    Title (Dutch).
 * @param message  Optional text under the title.
 * @param duration Milliseconds until it disappears; 0 or less stays until closed.
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
	const length = Number.isFinite( duration ) ? duration : DEFAULT_DURATION;
	dispatch( store ).addNotice( {
		id,
		type,
		title,
		...( message ? { message } : {} ),
		duration: length,
		createdAt: Date.now(),
	} );
	if ( length > 0 ) {
		timers.set(
			id,
			setTimeout( () => dismissNotice( id ), length )
		);
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
