/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { dismissNotice, getNotices, notify, useNotices } from '../data/notices';
import { Toasts } from './Toasts';

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	act( () =>
		getNotices().forEach( ( notice ) => dismissNotice( notice.id ) )
	);
	jest.useRealTimers();
} );

describe( 'Toasts', () => {
	it( 'shows title, message and a close button, and disappears after 5000 ms by default', () => {
		render( <Toasts /> );
		act( () => {
			notify(
				'success',
				'Meting Toegevoegd',
				'Je nieuwe meting is succesvol opgeslagen'
			);
		} );
		const toast = screen.getByRole( 'status' );
		expect(
			within( toast ).getByText( 'Meting Toegevoegd' )
		).toBeInTheDocument();
		expect(
			within( toast ).getByText(
				'Je nieuwe meting is succesvol opgeslagen'
			)
		).toBeInTheDocument();
		expect(
			within( toast ).getByRole( 'button', { name: 'Sluiten' } )
		).toBeInTheDocument();

		act( () => {
			jest.advanceTimersByTime( 4999 );
		} );
		expect( screen.getByText( 'Meting Toegevoegd' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect(
			screen.queryByText( 'Meting Toegevoegd' )
		).not.toBeInTheDocument();
	} );

	it( 'honours a custom duration', () => {
		render( <Toasts /> );
		act( () => {
			notify( 'warning', 'Let op', undefined, 1500 );
		} );
		act( () => {
			jest.advanceTimersByTime( 1499 );
		} );
		expect( screen.getByText( 'Let op' ) ).toBeInTheDocument();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( screen.queryByText( 'Let op' ) ).not.toBeInTheDocument();
	} );

	it.each( [ 0, -1 ] )(
		'keeps a toast with duration %i until it is closed',
		( duration ) => {
			render( <Toasts /> );
			act( () => {
				notify( 'error', 'Fout', 'Er is iets misgegaan.', duration );
			} );
			act( () => {
				jest.advanceTimersByTime( 60_000 );
			} );
			const toast = screen.getByRole( 'alert' );
			expect( toast ).toHaveTextContent( 'Fout' );
			fireEvent.click(
				within( toast ).getByRole( 'button', { name: 'Sluiten' } )
			);
			expect( screen.queryByText( 'Fout' ) ).not.toBeInTheDocument();
		}
	);

	it( 'offers success, error, warning and info through useNotices()', () => {
		function Buttons() {
			const notices = useNotices();
			return (
				<>
					<button onClick={ () => notices.success( 'S' ) }>
						success
					</button>
					<button onClick={ () => notices.error( 'E' ) }>
						error
					</button>
					<button onClick={ () => notices.warning( 'W' ) }>
						warning
					</button>
					<button onClick={ () => notices.info( 'I' ) }>info</button>
				</>
			);
		}
		render(
			<>
				<Buttons />
				<Toasts />
			</>
		);
		[ 'success', 'error', 'warning', 'info' ].forEach( ( type ) =>
			fireEvent.click( screen.getByRole( 'button', { name: type } ) )
		);
		expect( getNotices().map( ( notice ) => notice.type ) ).toEqual( [
			'success',
			'error',
			'warning',
			'info',
		] );
		expect(
			getNotices().every( ( notice ) => 5000 === notice.duration )
		).toBe( true );
		const region = screen.getByRole( 'region', { name: 'Meldingen' } );
		expect(
			region.querySelectorAll(
				'.fc-toast--success, .fc-toast--error, .fc-toast--warning, .fc-toast--info'
			)
		).toHaveLength( 4 );
	} );
} );
