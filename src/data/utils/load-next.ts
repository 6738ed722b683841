/**
 * Internal dependencies
 */
import type { RemoteThunkApi } from './fetch';
import { canLoadNext } from './paging';
import { selectList } from './remote';

/**
 * The next page of a list, only when more pages exist and none is loading. A failure is silent
 * (spec §8) and tried again when the end of the list comes into view again.
 *
 * @param api   The thunk's select and dispatch.
 * @param slot  The list's slot.
 * @param fetch Reads one page of it.
 */
export async function loadNextPage(
	api: RemoteThunkApi,
	slot: string,
	fetch: ( page: number ) => Promise< unknown >
): Promise< void > {
	const list = selectList( api.select.getRemoteState(), slot );
	if ( canLoadNext( list ) ) {
		await fetch( list.currentPage + 1 ).catch( () => undefined );
	}
}
