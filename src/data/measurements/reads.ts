/**
 * The measurements store's read actions (its selectors' resolvers use them, a retry calls them).
 * The list is read from page 1 each time it is shown (the last pages are shown meanwhile), later
 * pages append as it is scrolled, only a page 1 failure is kept; one measurement is read each time
 * its form opens.
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { Measurement, Paged } from '../../api/types';
import { createCalls, fetchPage, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { loadNextPage } from '../utils/load-next';
import { LIST, MEASUREMENTS_PER_PAGE, measurementSlot } from './constants';

const calls = createCalls();

/**
 * A page of the measurements list.
 *
 * @param page 1-based page.
 */
export const fetchMeasurements =
	( page = 1 ) =>
	( api: RemoteThunkApi ): Promise< Measurement[] > =>
		fetchPage< Measurement >( api, calls, {
			slot: LIST,
			page,
			warm: true,
			request: ( number, get ) =>
				get< Paged< Measurement > >( '/measurements', {
					page: number,
					per_page: MEASUREMENTS_PER_PAGE,
				} ),
		} );

/** The next page, only when more pages exist and none is loading; a failure is silent. */
export const loadMoreMeasurements =
	() =>
	( api: RemoteThunkApi ): Promise< void > =>
		loadNextPage( api, LIST, ( page ) => fetchMeasurements( page )( api ) );

/**
 * One measurement, from the server.
 *
 * @param id Measurement id.
 */
export const fetchMeasurement =
	( id: number ) =>
	( api: RemoteThunkApi ): Promise< Measurement > =>
		fetchValue< Measurement >( api, calls, {
			slot: measurementSlot( id ),
			request: () => apiGet< Measurement >( `/measurements/${ id }` ),
		} );
