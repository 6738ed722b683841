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

/**
 * Internal dependencies
 */
import {
	FINISHED_SHOWN_MS,
	adjustTimer,
	formatClock,
	isDone,
	isEmptyUi,
	isFinished,
	parseSessionUi,
	remainingSeconds,
	startTimer,
	storageKey,
	withDone,
	withoutSet,
} from './restTimer';

describe( 'the rest countdown', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( new Date( '2025-05-05T18:00:00Z' ) );
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'counts down from the end time, whatever happened in between', () => {
		const timer = startTimer( 90, 'Squat', Date.now() );
		expect( remainingSeconds( timer, Date.now() ) ).toBe( 90 );
		jest.advanceTimersByTime( 400 );
		// Part of a second left counts as a whole one: '1:30' until 1:29 is reached.
		expect( remainingSeconds( timer, Date.now() ) ).toBe( 90 );
		jest.advanceTimersByTime( 600 );
		expect( remainingSeconds( timer, Date.now() ) ).toBe( 89 );
		// A locked screen for a minute: no ticks ran, the time is still right.
		jest.setSystemTime( Date.now() + 60_000 );
		expect( remainingSeconds( timer, Date.now() ) ).toBe( 29 );
		expect( isFinished( timer, Date.now() ) ).toBe( false );
		jest.setSystemTime( Date.now() + 29_000 );
		expect( remainingSeconds( timer, Date.now() ) ).toBe( 0 );
		expect( isFinished( timer, Date.now() ) ).toBe( true );
		jest.setSystemTime( Date.now() + 5_000 );
		expect( remainingSeconds( timer, Date.now() ) ).toBe( 0 );
	} );

	it( 'keeps a rest within 1 s and 900 s', () => {
		const now = Date.now();
		expect( remainingSeconds( startTimer( 0, '', now ), now ) ).toBe( 1 );
		expect( remainingSeconds( startTimer( 5000, '', now ), now ) ).toBe(
			900
		);
	} );

	it( 'adds and takes off 15 s, never below now', () => {
		const now = Date.now();
		const timer = startTimer( 20, 'Squat', now );
		expect( remainingSeconds( adjustTimer( timer, 15, now ), now ) ).toBe(
			35
		);
		expect( remainingSeconds( adjustTimer( timer, -15, now ), now ) ).toBe(
			5
		);
		const over = adjustTimer( adjustTimer( timer, -15, now ), -15, now );
		expect( remainingSeconds( over, now ) ).toBe( 0 );
		expect( isFinished( over, now ) ).toBe( true );
	} );

	it( 'counts +15 s on a finished rest from now, to be signalled again', () => {
		const start = Date.now();
		const timer = { ...startTimer( 30, 'Squat', start ), alerted: true };
		const later = start + 120_000;
		const more = adjustTimer( timer, 15, later );
		expect( remainingSeconds( more, later ) ).toBe( 15 );
		expect( more.alerted ).toBe( false );
	} );

	it( 'writes the time left as m:ss', () => {
		expect( formatClock( 90 ) ).toBe( '1:30' );
		expect( formatClock( 5 ) ).toBe( '0:05' );
		expect( formatClock( 0 ) ).toBe( '0:00' );
		expect( formatClock( 600 ) ).toBe( '10:00' );
		expect( formatClock( -3 ) ).toBe( '0:00' );
	} );
} );

describe( 'the done checks and their storage', () => {
	it( 'ticks and clears sets, and moves the checks up when a set goes', () => {
		let done = withDone( [], 1, 2, true );
		expect( done ).toEqual( [ [], [ false, false, true ] ] );
		expect( isDone( done, 1, 2 ) ).toBe( true );
		expect( isDone( done, 0, 0 ) ).toBe( false );
		done = withDone( done, 1, 0, true );
		done = withoutSet( done, 1, 1 );
		expect( done ).toEqual( [ [], [ true, true ] ] );
		done = withDone( done, 1, 0, false );
		expect( isDone( done, 1, 0 ) ).toBe( false );
	} );

	it( 'keys the storage by user and session', () => {
		expect( storageKey( '12:0', 41 ) ).toBe(
			'fitcoach_session_ui:12:0:41'
		);
		expect( storageKey( '1:12', 41 ) ).not.toBe( storageKey( '12:0', 41 ) );
	} );

	it( 'reads back what was kept, and ignores what it cannot read', () => {
		const now = Date.parse( '2025-05-05T18:00:00Z' );
		const kept = {
			done: [ [ true, false ], [ 'x' ] ],
			timer: { endsAt: now + 30_000, exercise: 'Squat', alerted: false },
			updated: now - 1000,
		};
		expect( parseSessionUi( JSON.stringify( kept ), now ) ).toEqual( {
			done: [ [ true, false ], [ false ] ],
			timer: { endsAt: now + 30_000, exercise: 'Squat', alerted: false },
			updated: now - 1000,
		} );
		expect( parseSessionUi( '{nope', now ) ).toEqual( {
			done: [],
			timer: null,
			updated: 0,
		} );
		expect( parseSessionUi( null, now ).timer ).toBeNull();
	} );

	it( 'drops a rest that ended long ago', () => {
		const now = Date.parse( '2025-05-05T18:00:00Z' );
		const ended = ( ago: number ) =>
			JSON.stringify( {
				done: [],
				timer: { endsAt: now - ago, exercise: 'Squat', alerted: true },
				updated: now,
			} );
		expect( parseSessionUi( ended( 1000 ), now ).timer ).not.toBeNull();
		expect(
			parseSessionUi( ended( FINISHED_SHOWN_MS + 1 ), now ).timer
		).toBeNull();
	} );

	it( 'has nothing to keep without checks or timer', () => {
		expect(
			isEmptyUi( { done: [ [ false ] ], timer: null, updated: 1 } )
		).toBe( true );
		expect(
			isEmptyUi( { done: [ [ true ] ], timer: null, updated: 1 } )
		).toBe( false );
	} );
} );
