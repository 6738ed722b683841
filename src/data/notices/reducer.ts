/**
 * Internal dependencies
 */
import type { addNotice, removeNotice } from './actions';
import type { NoticesState } from './types';

type Action =
	ReturnType< typeof addNotice > | ReturnType< typeof removeNotice >;

/**
 * The toasts on screen, oldest first; a toast added again with the same id moves to the end.
 *
 * @param state  Current toasts.
 * @param action Action.
 */
export function reducer(
	state: NoticesState = [],
	action: Action
): NoticesState {
	switch ( action.type ) {
		case 'ADD_NOTICE':
			return [
				...state.filter( ( notice ) => notice.id !== action.notice.id ),
				action.notice,
			];
		case 'REMOVE_NOTICE':
			return state.filter( ( notice ) => notice.id !== action.id );
		default:
			return state;
	}
}
