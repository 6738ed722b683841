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
	canUseCache,
	isFresh,
	SESSIONS_TTL_MS,
	WORKOUT_TTL_MS,
	WORKOUTS_TTL_MS,
} from '../freshness';

describe( 'cache freshness', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( new Date( '2025-05-05T10:00:00Z' ) );
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'uses the spec lifetimes', () => {
		expect( WORKOUTS_TTL_MS ).toBe( 600000 );
		expect( WORKOUT_TTL_MS ).toBe( 600000 );
		expect( SESSIONS_TTL_MS ).toBe( 300000 );
	} );

	it( 'is fresh until the lifetime has passed', () => {
		const fetchedAt = Date.now();
		expect( isFresh( fetchedAt, WORKOUTS_TTL_MS ) ).toBe( true );
		jest.advanceTimersByTime( WORKOUTS_TTL_MS - 1 );
		expect( isFresh( fetchedAt, WORKOUTS_TTL_MS ) ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( isFresh( fetchedAt, WORKOUTS_TTL_MS ) ).toBe( false );
	} );

	it( 'the sessions page goes stale after five minutes', () => {
		const fetchedAt = Date.now();
		jest.advanceTimersByTime( 4 * 60 * 1000 );
		expect( isFresh( fetchedAt, SESSIONS_TTL_MS ) ).toBe( true );
		jest.advanceTimersByTime( 60 * 1000 );
		expect( isFresh( fetchedAt, SESSIONS_TTL_MS ) ).toBe( false );
	} );

	it( 'is never fresh when never fetched', () => {
		expect( isFresh( null, WORKOUTS_TTL_MS ) ).toBe( false );
	} );

	it( 'uses the cache only when fresh and not empty', () => {
		const now = Date.now();
		expect( canUseCache( [ 1 ], now, WORKOUTS_TTL_MS ) ).toBe( true );
		expect( canUseCache( [], now, WORKOUTS_TTL_MS ) ).toBe( false );
		expect(
			canUseCache( [ 1 ], now - WORKOUTS_TTL_MS, WORKOUTS_TTL_MS )
		).toBe( false );
		expect( canUseCache( null, now, WORKOUTS_TTL_MS ) ).toBe( false );
	} );
} );
