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
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../routes/future';
import { dismissNotice, getNotices, notify, useNotices } from '../data/notices';
import { forgetLogin, store as authStore } from '../data/auth';
import { Header } from './Header';
import { SwitchBanner } from './SwitchBanner';
import { Toasts } from './Toasts';

jest.mock( '../api/client' );

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	act( () =>
		getNotices().forEach( ( notice ) => dismissNotice( notice.id ) )
	);
	act( () => forgetLogin() );
	jest.useRealTimers();
} );

const region = () => screen.getByRole( 'region', { name: 'Meldingen' } );
const politeRegion = () => within( region() ).getByRole( 'status' );
const assertiveRegion = () =>
	region().querySelector( '[aria-live="assertive"]' ) as HTMLElement;

/**
 * Lets the fake clock run.
 *
 * @param ms Milliseconds.
 */
function wait( ms: number ) {
	act( () => {
		jest.advanceTimersByTime( ms );
	} );
}

const user = () =>
	userEvent.setup( { advanceTimers: jest.advanceTimersByTime } );

describe( 'Toasts', () => {
	it( 'has its live regions in the page before any toast, and puts toasts into them', () => {
		render( <Toasts /> );
		const polite = politeRegion();
		const assertive = assertiveRegion();
		expect( polite ).toHaveAttribute( 'aria-live', 'polite' );
		expect( polite ).toHaveAttribute( 'aria-atomic', 'false' );
		expect( polite ).toBeEmptyDOMElement();
		expect( assertive ).toHaveAttribute( 'aria-live', 'assertive' );
		expect( assertive ).toHaveAttribute( 'aria-atomic', 'false' );
		expect( assertive ).toBeEmptyDOMElement();
		// No empty alert in every page.
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();

		act( () => {
			notify( 'success', 'Succesvol opgeslagen' );
			notify( 'info', 'Nieuwe versie beschikbaar' );
			notify( 'error', 'Fout', 'Er is iets misgegaan.' );
			notify( 'warning', 'Let op' );
		} );
		// The same elements, now holding the toasts.
		expect( politeRegion() ).toBe( polite );
		expect( assertiveRegion() ).toBe( assertive );
		expect( polite ).toHaveTextContent( 'Succesvol opgeslagen' );
		expect( polite ).toHaveTextContent( 'Nieuwe versie beschikbaar' );
		expect( polite ).not.toHaveTextContent( 'Fout' );
		expect( assertive ).toHaveTextContent( 'FoutEr is iets misgegaan.' );
		expect( assertive ).toHaveTextContent( 'Let op' );
		expect( assertive ).not.toHaveTextContent( 'Succesvol opgeslagen' );
	} );

	it( 'shows title, message and a close button, and disappears after 5000 ms by default', () => {
		render( <Toasts /> );
		act( () => {
			notify(
				'success',
				'Meting Toegevoegd',
				'Je nieuwe meting is succesvol opgeslagen'
			);
		} );
		const toasts = politeRegion();
		expect(
			within( toasts ).getByText( 'Meting Toegevoegd' )
		).toBeInTheDocument();
		expect(
			within( toasts ).getByText(
				'Je nieuwe meting is succesvol opgeslagen'
			)
		).toBeInTheDocument();
		expect(
			within( toasts ).getByRole( 'button', { name: 'Melding sluiten' } )
		).toBeInTheDocument();

		wait( 4999 );
		expect( screen.getByText( 'Meting Toegevoegd' ) ).toBeInTheDocument();
		wait( 1 );
		expect(
			screen.queryByText( 'Meting Toegevoegd' )
		).not.toBeInTheDocument();
	} );

	it( 'honours a custom duration', () => {
		render( <Toasts /> );
		act( () => {
			notify( 'warning', 'Let op', undefined, 1500 );
		} );
		wait( 1499 );
		expect( screen.getByText( 'Let op' ) ).toBeInTheDocument();
		wait( 1 );
		expect( screen.queryByText( 'Let op' ) ).not.toBeInTheDocument();
	} );

	it.each( [ undefined, 5000 ] )(
		'keeps an error (duration %p) at least 10 s, then lets it go',
		( duration ) => {
			render( <Toasts /> );
			act( () => {
				notify( 'error', 'Fout', 'Er is iets misgegaan.', duration );
			} );
			wait( 9999 );
			expect( assertiveRegion() ).toHaveTextContent( 'Fout' );
			wait( 1 );
			expect( screen.queryByText( 'Fout' ) ).not.toBeInTheDocument();
		}
	);

	it.each( [ 0, -1 ] )(
		'keeps an error (duration %p) until it is closed',
		( duration ) => {
			render( <Toasts /> );
			act( () => {
				notify( 'error', 'Fout', 'Er is iets misgegaan.', duration );
			} );
			wait( 60_000 );
			const errors = assertiveRegion();
			expect( errors ).toHaveTextContent( 'Fout' );
			fireEvent.click(
				within( errors ).getByRole( 'button', {
					name: 'Melding sluiten',
				} )
			);
			expect( screen.queryByText( 'Fout' ) ).not.toBeInTheDocument();
		}
	);

	it( 'waits while the pointer is over a toast, and goes a while after it left', async () => {
		render( <Toasts /> );
		act( () => {
			notify( 'success', 'Profiel bijgewerkt' );
		} );
		const pointer = user();
		wait( 3000 );
		await pointer.hover( screen.getByText( 'Profiel bijgewerkt' ) );
		wait( 30_000 );
		expect( screen.getByText( 'Profiel bijgewerkt' ) ).toBeInTheDocument();

		await pointer.unhover( screen.getByText( 'Profiel bijgewerkt' ) );
		// The 2000 ms it had left.
		wait( 1999 );
		expect( screen.getByText( 'Profiel bijgewerkt' ) ).toBeInTheDocument();
		wait( 1 );
		expect(
			screen.queryByText( 'Profiel bijgewerkt' )
		).not.toBeInTheDocument();
	} );

	it( 'waits while the keyboard focus is in a toast, and gives the focus back on closing', async () => {
		render(
			<>
				<button type="button">Opslaan</button>
				<Toasts />
			</>
		);
		act( () => {
			notify( 'success', 'Succesvol opgeslagen' );
			notify( 'info', 'Nieuwe versie beschikbaar' );
		} );
		const save = screen.getByRole( 'button', { name: 'Opslaan' } );
		act( () => save.focus() );
		await user().tab();
		const [ first ] = screen.getAllByRole( 'button', {
			name: 'Melding sluiten',
		} );
		expect( first ).toHaveFocus();
		wait( 30_000 );
		expect(
			screen.getByText( 'Succesvol opgeslagen' )
		).toBeInTheDocument();
		// The other toast was not focused: it went on time.
		expect(
			screen.queryByText( 'Nieuwe versie beschikbaar' )
		).not.toBeInTheDocument();

		await user().keyboard( '{Enter}' );
		expect(
			screen.queryByText( 'Succesvol opgeslagen' )
		).not.toBeInTheDocument();
		expect( save ).toHaveFocus();
	} );

	it( 'counts down again once the focus has left the toast', async () => {
		render(
			<>
				<Toasts />
				<button type="button">Verder</button>
			</>
		);
		act( () => {
			notify( 'success', 'Wachtwoord gewijzigd' );
		} );
		await user().tab();
		expect(
			screen.getByRole( 'button', { name: 'Melding sluiten' } )
		).toHaveFocus();
		wait( 10_000 );
		await user().tab();
		expect(
			screen.getByRole( 'button', { name: 'Verder' } )
		).toHaveFocus();
		wait( 5000 );
		expect(
			screen.queryByText( 'Wachtwoord gewijzigd' )
		).not.toBeInTheDocument();
	} );

	it( 'starts the stack below the switched banner and the header, off their buttons', () => {
		act( () => {
			dispatch( authStore ).receiveSwitchedUser( {
				id: 3,
				display_name: 'Sanne de Vries',
			} );
		} );
		render(
			<MemoryRouter future={ ROUTER_FUTURE }>
				<SwitchBanner />
				<Header label="Metingen" />
				<Toasts />
			</MemoryRouter>
		);
		const banner = screen.getByRole( 'region', {
			name: 'Gewisselde gebruiker',
		} );
		const header = screen.getByRole( 'banner' );
		const box = ( top: number, height: number ) =>
			( {
				top,
				bottom: top + height,
				height,
				left: 0,
				right: 390,
				width: 390,
				x: 0,
				y: top,
				toJSON: () => ( {} ),
			} ) as DOMRect;
		jest.spyOn( banner, 'getBoundingClientRect' ).mockReturnValue(
			box( 0, 52 )
		);
		jest.spyOn( header, 'getBoundingClientRect' ).mockReturnValue(
			box( 52, 57 )
		);
		// Nothing to place without toasts: the stylesheet's default.
		expect( region().style.getPropertyValue( '--fc-toasts-top' ) ).toBe(
			''
		);

		act( () => {
			notify( 'success', 'Succesvol opgeslagen' );
		} );
		expect( region().style.getPropertyValue( '--fc-toasts-top' ) ).toBe(
			'109px'
		);

		// Scrolled: the banner went up, the header sticks at the top.
		jest.spyOn( banner, 'getBoundingClientRect' ).mockReturnValue(
			box( -52, 52 )
		);
		jest.spyOn( header, 'getBoundingClientRect' ).mockReturnValue(
			box( 0, 57 )
		);
		act( () => {
			fireEvent.scroll( window );
			jest.runOnlyPendingTimers();
		} );
		expect( region().style.getPropertyValue( '--fc-toasts-top' ) ).toBe(
			'57px'
		);
	} );

	it( 'stays below the switched banner on a screen without a header', () => {
		act( () => {
			dispatch( authStore ).receiveSwitchedUser( {
				id: 3,
				display_name: 'Sanne de Vries',
			} );
		} );
		render(
			<>
				<SwitchBanner />
				<Toasts />
			</>
		);
		jest.spyOn(
			screen.getByRole( 'region', { name: 'Gewisselde gebruiker' } ),
			'getBoundingClientRect'
		).mockReturnValue( {
			top: 0,
			bottom: 52,
			height: 52,
			left: 0,
			right: 390,
			width: 390,
			x: 0,
			y: 0,
			toJSON: () => ( {} ),
		} as DOMRect );
		act( () => {
			notify( 'error', 'Kon niet terug wisselen' );
		} );
		expect( region().style.getPropertyValue( '--fc-toasts-top' ) ).toBe(
			'52px'
		);
	} );

	it( 'moves below the switched banner that appears after the toast', async () => {
		render(
			<>
				<SwitchBanner />
				<Toasts />
			</>
		);
		act( () => {
			notify( 'success', 'Bekijkt nu als Sanne de Vries' );
		} );
		expect( region().style.getPropertyValue( '--fc-toasts-top' ) ).toBe(
			''
		);
		await act( async () => {
			dispatch( authStore ).receiveSwitchedUser( {
				id: 3,
				display_name: 'Sanne de Vries',
			} );
		} );
		jest.spyOn(
			screen.getByRole( 'region', { name: 'Gewisselde gebruiker' } ),
			'getBoundingClientRect'
		).mockReturnValue( {
			top: 0,
			bottom: 52,
			height: 52,
			left: 0,
			right: 390,
			width: 390,
			x: 0,
			y: 0,
			toJSON: () => ( {} ),
		} as DOMRect );
		act( () => {
			jest.runOnlyPendingTimers();
		} );
		expect( region().style.getPropertyValue( '--fc-toasts-top' ) ).toBe(
			'52px'
		);
	} );

	// Issue 26 item 18 (WCAG 2.4.11): a toast never covers the focused control.
	it( 'moves the stack above the bottom bar while at the top it would cover the focused control', () => {
		render(
			<>
				<header data-fc-toasts-below="">Kop</header>
				<input aria-label="Gewicht (kg)" />
				<button type="button">Verder</button>
				<nav aria-label="Hoofdmenu" data-fc-toasts-above="" />
				<Toasts />
			</>
		);
		const box = ( top: number, height: number ) =>
			( {
				top,
				bottom: top + height,
				height,
				left: 0,
				right: 390,
				width: 390,
				x: 0,
				y: top,
				toJSON: () => ( {} ),
			} ) as DOMRect;
		const place = ( name: string, rect: DOMRect ) =>
			jest
				.spyOn(
					screen.getByRole(
						name === 'banner' ? 'banner' : 'navigation'
					),
					'getBoundingClientRect'
				)
				.mockReturnValue( rect );
		place( 'banner', box( 0, 57 ) );
		place( 'navigation', box( window.innerHeight - 68, 68 ) );
		const field = screen.getByRole( 'textbox', { name: 'Gewicht (kg)' } );
		const button = screen.getByRole( 'button', { name: 'Verder' } );
		jest.spyOn( field, 'getBoundingClientRect' ).mockReturnValue(
			box( 70, 48 )
		);
		jest.spyOn( button, 'getBoundingClientRect' ).mockReturnValue(
			box( 300, 44 )
		);
		jest.spyOn( region(), 'getBoundingClientRect' ).mockReturnValue(
			box( 65, 100 )
		);
		Object.defineProperty( region(), 'scrollHeight', {
			configurable: true,
			value: 100,
		} );

		act( () => field.focus() );
		act( () => {
			notify( 'success', 'Workout Sessie Opgeslagen' );
		} );
		// A frame (not the toast's 5 s).
		wait( 20 );
		// At the top (65–165 px) it would lie over the field (70–118 px): above the bar instead.
		expect( region() ).toHaveClass( 'fc-toasts--bottom' );
		expect( region().style.getPropertyValue( '--fc-toasts-bottom' ) ).toBe(
			'68px'
		);

		// Focus on a control the top place leaves free: back to the top.
		act( () => button.focus() );
		wait( 20 );
		expect( region() ).not.toHaveClass( 'fc-toasts--bottom' );
		expect( region().style.getPropertyValue( '--fc-toasts-top' ) ).toBe(
			'57px'
		);
	} );

	// Issue 26 item 18: Escape closes a toast.
	it( 'closes the newest toast on Escape while the focus is elsewhere', async () => {
		render(
			<>
				<button type="button">Opslaan</button>
				<Toasts />
			</>
		);
		act( () => {
			notify( 'success', 'Succesvol opgeslagen' );
			notify( 'error', 'Fout', 'Er is iets misgegaan.' );
		} );
		const save = screen.getByRole( 'button', { name: 'Opslaan' } );
		act( () => save.focus() );
		await user().keyboard( '{Escape}' );
		expect( screen.queryByText( 'Fout' ) ).not.toBeInTheDocument();
		expect(
			screen.getByText( 'Succesvol opgeslagen' )
		).toBeInTheDocument();
		expect( save ).toHaveFocus();
		await user().keyboard( '{Escape}' );
		expect(
			screen.queryByText( 'Succesvol opgeslagen' )
		).not.toBeInTheDocument();
	} );

	it( 'closes the focused toast on Escape and gives the focus back', async () => {
		render(
			<>
				<button type="button">Opslaan</button>
				<Toasts />
			</>
		);
		act( () => {
			notify( 'success', 'Succesvol opgeslagen' );
			notify( 'info', 'Nieuwe versie beschikbaar' );
		} );
		const save = screen.getByRole( 'button', { name: 'Opslaan' } );
		act( () => save.focus() );
		await user().tab();
		await user().keyboard( '{Escape}' );
		// The focused (older) one went, not the newest.
		expect(
			screen.queryByText( 'Succesvol opgeslagen' )
		).not.toBeInTheDocument();
		expect(
			screen.getByText( 'Nieuwe versie beschikbaar' )
		).toBeInTheDocument();
		expect( save ).toHaveFocus();
	} );

	it( 'leaves the toasts when something else handled Escape', async () => {
		render(
			<>
				<input
					aria-label="Zoeken"
					onKeyDown={ ( event ) => event.preventDefault() }
				/>
				<Toasts />
			</>
		);
		act( () => {
			notify( 'success', 'Succesvol opgeslagen' );
		} );
		act( () => screen.getByRole( 'textbox', { name: 'Zoeken' } ).focus() );
		await user().keyboard( '{Escape}' );
		expect(
			screen.getByText( 'Succesvol opgeslagen' )
		).toBeInTheDocument();
	} );

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
		expect(
			getNotices().map( ( notice ) => [ notice.type, notice.duration ] )
		).toEqual( [
			[ 'success', 5000 ],
			[ 'error', 10000 ],
			[ 'warning', 5000 ],
			[ 'info', 5000 ],
		] );
		expect(
			region().querySelectorAll(
				'.fc-toast--success, .fc-toast--error, .fc-toast--warning, .fc-toast--info'
			)
		).toHaveLength( 4 );
	} );
} );
