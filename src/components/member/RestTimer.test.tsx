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
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { isDone } from '../../lib/member/restTimer';
import RestTimer from './RestTimer';
import { resetSound, useRestTimer } from './useRestTimer';

/**
 * One set's done check and the timer bar, as the session screen has them.
 *
 * @param props         The session.
 * @param props.session The session id.
 */
function Harness( { session = 41 }: { session?: number } ) {
	const rest = useRestTimer( session );
	return (
		<>
			<label htmlFor="check">
				<input
					type="checkbox"
					id="check"
					checked={ isDone( rest.done, 0, 0 ) }
					onChange={ ( event ) =>
						rest.setDone(
							0,
							0,
							event.target.checked,
							90,
							'Squat',
							'check'
						)
					}
				/>
				Squat set 1 klaar
			</label>
			<RestTimer { ...rest } />
		</>
	);
}

const beeps = jest.fn();
const vibrate = jest.fn();

/** An audio context that only records its beeps. */
class FakeAudioContext {
	state = 'running';

	currentTime = 0;

	destination = {};

	createOscillator() {
		return {
			type: '',
			frequency: { value: 0 },
			connect: () => undefined,
			start: beeps,
			stop: () => undefined,
		};
	}

	createGain() {
		return {
			gain: {
				setValueAtTime: () => undefined,
				exponentialRampToValueAtTime: () => undefined,
			},
			connect: () => undefined,
		};
	}

	resume() {
		return Promise.resolve();
	}
}

const seconds = ( count: number ) =>
	act( () => {
		jest.advanceTimersByTime( count * 1000 );
	} );

beforeEach( () => {
	jest.useFakeTimers();
	jest.setSystemTime( new Date( '2025-05-05T18:00:00Z' ) );
	window.localStorage.clear();
	beeps.mockClear();
	vibrate.mockClear();
	resetSound();
	( window as unknown as { AudioContext: unknown } ).AudioContext =
		FakeAudioContext;
	Object.defineProperty( window.navigator, 'vibrate', {
		value: vibrate,
		configurable: true,
	} );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'the rest timer', () => {
	it( 'starts when a set is ticked and counts down in a timer role', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		render( <Harness /> );
		expect( screen.queryByRole( 'timer' ) ).toBeNull();

		await user.click(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		);
		const timer = screen.getByRole( 'timer', {
			name: 'Resterende rusttijd',
		} );
		expect( timer ).toHaveTextContent( '1:30' );
		expect(
			screen.getByRole( 'group', { name: 'Rusttimer' } )
		).toHaveTextContent( 'Squat' );
		// Announced politely once at the start, not every second.
		const live = screen
			.getByText( 'Rust gestart: 1:30' )
			.closest( '[aria-live]' );
		expect( live ).toHaveAttribute( 'aria-live', 'polite' );

		await seconds( 30 );
		expect( timer ).toHaveTextContent( '1:00' );
		expect( live ).toHaveTextContent( /^Rust gestart: 1:30$/ );
		expect( timer ).not.toHaveAttribute( 'aria-live', 'polite' );

		await user.click( screen.getByRole( 'button', { name: '+15 s' } ) );
		expect( timer ).toHaveTextContent( '1:15' );
		await user.click( screen.getByRole( 'button', { name: '−15 s' } ) );
		await user.click( screen.getByRole( 'button', { name: '−15 s' } ) );
		expect( timer ).toHaveTextContent( '0:45' );
	} );

	it( 'signals the end once: vibration, a beep and a polite announcement', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		render( <Harness /> );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		);
		await seconds( 89 );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent( '0:01' );
		expect( vibrate ).not.toHaveBeenCalled();

		await seconds( 1 );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent( '0:00' );
		expect( screen.getAllByText( 'Rust voorbij' ) ).toHaveLength( 2 );
		expect( vibrate ).toHaveBeenCalledTimes( 1 );
		expect( beeps ).toHaveBeenCalledTimes( 1 );

		await seconds( 10 );
		expect( vibrate ).toHaveBeenCalledTimes( 1 );
		expect( beeps ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stays right across a reload and a locked screen', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const { unmount } = render( <Harness /> );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		);
		await seconds( 20 );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent( '1:10' );
		unmount();

		// The page is gone for half a minute: no timers run.
		jest.setSystemTime( Date.now() + 30_000 );
		render( <Harness /> );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent( '0:40' );
		expect(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		).toBeChecked();
	} );

	it( 'keeps the checks per session', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const first = render( <Harness session={ 41 } /> );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		);
		first.unmount();
		render( <Harness session={ 42 } /> );
		expect(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		).not.toBeChecked();
		expect( screen.queryByRole( 'timer' ) ).toBeNull();
	} );

	it( 'stops on request and gives the focus back to the check', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		render( <Harness /> );
		const check = screen.getByRole( 'checkbox', {
			name: 'Squat set 1 klaar',
		} );
		await user.click( check );
		await user.click( screen.getByRole( 'button', { name: 'Stoppen' } ) );
		expect( screen.queryByRole( 'timer' ) ).toBeNull();
		expect( check ).toHaveFocus();
		// The check stays ticked; the stopped timer does not come back after a reload.
		expect( check ).toBeChecked();
		await seconds( 100 );
		expect( vibrate ).not.toHaveBeenCalled();
	} );

	it( 'does not signal again a rest that ended long before a reload', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const { unmount } = render( <Harness /> );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		);
		unmount();
		jest.setSystemTime( Date.now() + 5 * 60_000 );
		render( <Harness /> );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent( '0:00' );
		expect( screen.getByText( 'Rust voorbij' ) ).toBeInTheDocument();
		expect( vibrate ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Sluiten' } )
		).toBeInTheDocument();
	} );
} );
