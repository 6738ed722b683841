/**
 * The messages store 'fitcoach/messages' and the hooks '/berichten' and the bottom bar read it
 * through (issue 29, item 3).
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { whenIdle } from '../../lib/idle';
import { registerReset } from '../reset';
import { registerStore, remoteOnlyReducer } from '../utils/register';
import * as actions from './actions';
import {
	FIRST_ASK_MS,
	failedText,
	POLL_INTERVAL,
	STORE_NAME,
} from './constants';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { ThreadList, ThreadPage } from './types';

export { STORE_NAME, POLL_INTERVAL, unreadText } from './constants';
export type {
	AboutType,
	Message,
	MessageAbout,
	MessagePreferences,
	ThreadList,
	ThreadPage,
	ThreadSummary,
	Unread,
} from './types';

export const store = registerStore( STORE_NAME, {
	reducer: remoteOnlyReducer,
	actions,
	selectors,
	resolvers,
	// What the outbox sent is read again from the server.
	outbox: true,
} );

registerReset( actions.forgetEtag );

/** What a screen shows of one of the store's reads. */
export interface MessagesRead< T > {
	data: T | null;
	loading: boolean;
	error: string | null;
	retry: () => void;
}

/**
 * A thread, read by the store's resolver when first selected.
 *
 * @param member 0: the member's own; else that member's, as his coach.
 */
export function useThread( member: number ): MessagesRead< ThreadPage > {
	const read = useSelect(
		( select ) => {
			const messages = select( store );
			return {
				data: messages.getThread( member ),
				error: messages.getThreadError( member ),
				resolving: ! messages.hasFinishedResolution( 'getThread', [
					member,
				] ),
			};
		},
		[ member ]
	);
	const { invalidateResolution } = useDispatch( store );
	return {
		data: read.data,
		loading: null === read.data && read.resolving,
		error:
			null === read.data && null !== read.error && ! read.resolving
				? read.error || failedText()
				: null,
		retry: () => invalidateResolution( 'getThread', [ member ] ),
	};
}

/**
 * The coach's threads, read by the store's resolver when first selected.
 *
 * @param scope 'all' or 'mine'.
 */
export function useThreads( scope: string ): MessagesRead< ThreadList > {
	const read = useSelect(
		( select ) => {
			const messages = select( store );
			return {
				data: messages.getThreads( scope ),
				error: messages.getThreadsError( scope ),
				resolving: ! messages.hasFinishedResolution( 'getThreads', [
					scope,
				] ),
			};
		},
		[ scope ]
	);
	const { invalidateResolution } = useDispatch( store );
	return {
		data: read.data,
		loading: null === read.data && read.resolving,
		error:
			null === read.data && null !== read.error && ! read.resolving
				? read.error || failedText()
				: null,
		retry: () => invalidateResolution( 'getThreads', [ scope ] ),
	};
}

/**
 * The unread count of the bottom bar: asked when first shown, and again every POLL_INTERVAL while
 * the page is visible (and at once when it becomes visible again). A changed version reads the
 * threads shown again, so new messages appear within the interval.
 *
 * @param enabled Whether to ask (a logged-in user).
 */
export function useUnreadCount( enabled = true ): number {
	// The first ask waits until the first screen is done (the main thread free, or FIRST_ASK_MS at
	// the latest): the badge is no part of it, and the screen's own reads go first.
	const [ started, setStarted ] = useState( false );
	useEffect( () => {
		if ( ! enabled || started ) {
			return undefined;
		}
		return whenIdle( () => setStarted( true ), FIRST_ASK_MS, FIRST_ASK_MS );
	}, [ enabled, started ] );
	const asking = enabled && started;
	const unread = useSelect(
		( select ) => ( asking ? select( store ).getUnread() : null ),
		[ asking ]
	);
	const { invalidateResolution } = useDispatch( store );
	useEffect( () => {
		if ( ! asking || 'undefined' === typeof document ) {
			return undefined;
		}
		const ask = () => {
			if ( 'visible' === document.visibilityState ) {
				invalidateResolution( 'getUnread', [] );
			}
		};
		const timer = window.setInterval( ask, POLL_INTERVAL );
		document.addEventListener( 'visibilitychange', ask );
		return () => {
			window.clearInterval( timer );
			document.removeEventListener( 'visibilitychange', ask );
		};
	}, [ asking, invalidateResolution ] );
	return unread?.unread ?? 0;
}
