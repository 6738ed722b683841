/**
 * Warm start (issue 27, item 3) against a real IndexedDB implementation (fake-indexeddb): the
 * stores show the member's kept copy at once, with her pending writes in it, read the network in
 * the background, and put its answer in place of the kept one without a loading state or a
 * remount.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { deserialize, serialize } from 'v8';

// jsdom has no structuredClone, which IndexedDB needs: Node's own serializer is the same algorithm.
if ( 'undefined' === typeof globalThis.structuredClone ) {
	globalThis.structuredClone = ( < T, >( value: T ): T =>
		deserialize( serialize( value ) ) ) as typeof structuredClone;
}
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { dispatch, select, subscribe } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../../routes/future';
import { ApiRequestError, apiGet } from '../../api/client';
import type { Measurement, StatCard } from '../../api/types';
import { clearTokens, storeSwitchedUser, storeTokens } from '../../api/storage';
import { store as measurementsStore } from '../../data/measurements';
import { resetData } from '../../data/reset';
import { store as statsStore } from '../../data/stats';
import MeasurementsList from '../../routes/measurements/List';
import { closeDatabase } from '../db';
import { readKept, readThrough } from '../read-through';
import { remember } from '../reads';
import { sendOrQueue } from '../send';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

const LIST_PATH = '/measurements?page=1&per_page=10';

/**
 * A token as the server makes them, for user `id` (only its payload matters here).
 *
 * @param id User id.
 */
function tokenFor( id: number ): string {
	const payload = btoa( JSON.stringify( { sub: String( id ) } ) )
		.replace( /\+/g, '-' )
		.replace( /\//g, '_' )
		.replace( /=+$/, '' );
	return `header.${ payload }.signature`;
}

function setOnline( online: boolean ) {
	Object.defineProperty( window.navigator, 'onLine', {
		configurable: true,
		get: () => online,
	} );
}

const measurement = (
	id: number,
	weight: number,
	title = ''
): Measurement => ( {
	id,
	post_title: title,
	date: '2026-11-2' + String( id ),
	weight,
	energy: 4,
} );

/** A network answer the test gives when it wants to. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( error: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}

/** Every state the measurements list goes through, from now on. */
function recordList() {
	const seen: Array< { items: number[]; loading: boolean } > = [];
	const stop = subscribe( () => {
		const list = select( measurementsStore ).getMeasurementsList();
		const last = seen[ seen.length - 1 ];
		const now = {
			items: list.items.map( ( item ) => item.weight ),
			loading: list.loading,
		};
		if ( JSON.stringify( last ) !== JSON.stringify( now ) ) {
			seen.push( now );
		}
	}, measurementsStore );
	return { seen, stop };
}

beforeEach( async () => {
	await closeDatabase();
	( globalThis as { indexedDB: IDBFactory } ).indexedDB = new IDBFactory();
	get.mockReset();
	clearTokens();
	storeSwitchedUser( null );
	storeTokens( tokenFor( 12 ) );
	setOnline( true );
	resetData();
} );

describe( 'the kept copy at start', () => {
	it( 'is in the store at once, then the network answer replaces it without a loading state', async () => {
		// Kept an hour ago.
		const then = Date.now() - 3600000;
		const clock = jest.spyOn( Date, 'now' ).mockReturnValue( then );
		await remember( '12:0', LIST_PATH, {
			data: [ measurement( 1, 70 ), measurement( 2, 71 ) ],
			pages: 1,
			total: 2,
		} );
		clock.mockRestore();
		const network = deferred< unknown >();
		get.mockReturnValue( network.promise as never );

		const reading = dispatch( measurementsStore ).fetchMeasurements( 1 );
		await waitFor( () =>
			expect(
				select( measurementsStore ).getMeasurementsList().items
			).toHaveLength( 2 )
		);
		const shown = select( measurementsStore ).getMeasurementsList();
		expect( shown.loading ).toBe( false );
		expect( shown.error ).toBeNull();
		// Shown as old as it is: a TTL does not count it fresh.
		expect( shown.fetchedAt ).toBe( then );
		expect( get ).toHaveBeenCalledWith( '/measurements', {
			page: 1,
			per_page: 10,
		} );

		const record = recordList();
		network.resolve( {
			data: [ measurement( 1, 69.5 ), measurement( 2, 71 ) ],
			pages: 1,
			total: 2,
		} );
		await reading;
		record.stop();
		expect( record.seen ).toEqual( [
			{ items: [ 69.5, 71 ], loading: false },
		] );
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'lets a later page wait for the fresh page 1, so the newer answer is not dropped', async () => {
		await remember( '12:0', LIST_PATH, {
			data: [ measurement( 1, 70 ) ],
			pages: 2,
			total: 2,
		} );
		const network = deferred< unknown >();
		get.mockImplementation( ( async (
			_path: string,
			query?: Record< string, unknown >
		) =>
			1 === query?.page
				? network.promise
				: {
						data: [ measurement( 9, 60 ) ],
						pages: 2,
						total: 2,
					} ) as never );
		const reading = dispatch( measurementsStore ).fetchMeasurements( 1 );
		await waitFor( () =>
			expect(
				select( measurementsStore ).getMeasurementsList().hasMore
			).toBe( true )
		);
		// The end of the kept list is in view at once: page 2 is asked for.
		const more = dispatch( measurementsStore ).loadMoreMeasurements();
		await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
		expect( get ).toHaveBeenCalledTimes( 1 );
		network.resolve( {
			data: [ measurement( 1, 69 ) ],
			pages: 2,
			total: 2,
		} );
		await reading;
		await more;
		expect( get ).toHaveBeenLastCalledWith( '/measurements', {
			page: 2,
			per_page: 10,
		} );
		expect(
			select( measurementsStore )
				.getMeasurementsList()
				.items.map( ( item ) => item.weight )
		).toEqual( [ 69, 60 ] );
	} );

	it( 'holds the pending writes', async () => {
		await remember( '12:0', LIST_PATH, {
			data: [ measurement( 1, 70 ) ],
			pages: 1,
			total: 1,
		} );
		// A measurement saved offline last time waits in the outbox.
		setOnline( false );
		await sendOrQueue( {
			resource: 'measurements',
			method: 'POST',
			path: '/measurements',
			body: { date: '2026-11-25', weight: 66.6, energy: 4 },
		} );
		setOnline( true );
		get.mockReturnValue( new Promise( () => undefined ) as never );

		void dispatch( measurementsStore ).fetchMeasurements( 1 );
		await waitFor( () =>
			expect(
				select( measurementsStore )
					.getMeasurementsList()
					.items.map( ( item ) => item.weight )
			).toEqual( [ 66.6, 70 ] )
		);
	} );

	it( 'is never another login’s', async () => {
		await remember( '13:0', LIST_PATH, {
			data: [ measurement( 1, 90 ) ],
			pages: 1,
		} );
		const network = deferred< unknown >();
		get.mockReturnValue( network.promise as never );
		const reading = dispatch( measurementsStore ).fetchMeasurements( 1 );
		await new Promise( ( resolve ) => setTimeout( resolve, 30 ) );
		const waiting = select( measurementsStore ).getMeasurementsList();
		expect( waiting.items ).toEqual( [] );
		expect( waiting.loading ).toBe( true );
		network.resolve( { data: [ measurement( 3, 60 ) ], pages: 1 } );
		await reading;
		expect(
			select( measurementsStore )
				.getMeasurementsList()
				.items.map( ( item ) => item.weight )
		).toEqual( [ 60 ] );
	} );

	it( 'stays shown, without an error, when the background read finds no network', async () => {
		await remember( '12:0', '/stats/progress', [
			{ name: 'Gewicht', value: '70 kg' },
		] );
		get.mockRejectedValue(
			new ApiRequestError( 0, 'fitcoach_network_error', '' )
		);
		await dispatch( statsStore ).fetchProgress();
		const progress = select( statsStore ).getProgress();
		expect( ( progress.data as StatCard[] )[ 0 ].name ).toBe( 'Gewicht' );
		expect( progress.error ).toBeNull();
		expect( progress.loading ).toBe( false );
	} );

	it( 'is used only until the endpoint answered online', async () => {
		await remember( '12:0', '/stats/progress', [ { name: 'Oud' } ] );
		expect( await readKept( '/stats/progress' ) ).toMatchObject( {
			data: [ { name: 'Oud' } ],
		} );
		await readThrough( '/stats/progress', async () => [
			{ name: 'Nieuw' },
		] );
		// Read again later (after the outbox sent, after a write): the network, not the old copy.
		expect( await readKept( '/stats/progress' ) ).toBeNull();
	} );
} );

describe( 'a screen on a warm start', () => {
	it( 'shows the kept rows at once and takes the newer answer in the same rows, focus kept', async () => {
		await remember( '12:0', LIST_PATH, {
			data: [ measurement( 1, 70, 'Ochtend' ), measurement( 2, 71 ) ],
			pages: 1,
			total: 2,
		} );
		const network = deferred< unknown >();
		get.mockReturnValue( network.promise as never );
		render(
			<MemoryRouter future={ ROUTER_FUTURE }>
				<MeasurementsList />
			</MemoryRouter>
		);
		const row = await screen.findByRole( 'link', { name: /Ochtend/ } );
		expect( row ).toHaveTextContent( '70' );
		// No spinner and no skeleton beside the kept rows.
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		act( () => row.focus() );

		await act( async () => {
			network.resolve( {
				data: [
					measurement( 1, 68.4, 'Ochtend' ),
					measurement( 2, 71 ),
				],
				pages: 1,
				total: 2,
			} );
			await network.promise;
		} );
		await waitFor( () => expect( row ).toHaveTextContent( '68,4' ) );
		// The same element, still focused: nothing was remounted.
		expect( screen.getByRole( 'link', { name: /Ochtend/ } ) ).toBe( row );
		expect( row ).toHaveFocus();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );
} );
