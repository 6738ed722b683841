/**
 * Which stores read again once the outbox sent its writes: the member's start-up (offline/sync.ts)
 * names none of them, so the coach's stores load with the coach's screens only (issue 27: less
 * code before Home is usable), and each store that shows what the outbox sends registers itself.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { refreshAfterOutbox, resetData } from '../../data/reset';
import { store as dashboardStore } from '../../data/dashboard';
import { store as workoutsStore } from '../../data/workouts';

jest.mock( '../../api/client' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'the outbox and the stores', () => {
	it( "starts sending without loading the coach's stores", () => {
		jest.isolateModules( () => {
			for ( const coachOnly of [
				'../../data/dashboard',
				'../../data/users',
				'../../data/progress',
			] ) {
				jest.doMock( coachOnly, () => {
					throw new Error( `${ coachOnly } loaded by the sync` );
				} );
			}
			expect( () => require( '../sync' ) ).not.toThrow();
		} );
	} );

	it( "reads the coach's figures again once writes went out, and leaves the catalogue", async () => {
		get.mockImplementation(
			( path: string ) =>
				Promise.resolve(
					'/admin/stats' === path
						? { total_users: 4 }
						: [ { id: 7, title: 'Kracht', exercises: [] } ]
				) as never
		);
		await dispatch( dashboardStore ).fetchStats();
		await dispatch( workoutsStore ).fetchWorkouts();
		expect( select( dashboardStore ).getStats().data ).toEqual( {
			total_users: 4,
		} );

		refreshAfterOutbox();

		expect( select( dashboardStore ).getStats().data ).toBeNull();
		expect( select( workoutsStore ).getWorkouts() ).toHaveLength( 1 );
	} );
} );
