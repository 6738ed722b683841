/**
 * The plan changed as the server will change it: the days a planned workout may move to, a move
 * (and a move back), and a workout started from its planned day.
 */

/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	friday,
	monday,
	planAnswer,
	planDay,
	schemaAnswer,
	today,
	tuesday,
	TODAY,
} from '../../data/plan/test/fixtures/plan';
import {
	formatPlanDate,
	intlPlanDate,
	isoOf,
	mondayOf,
	moveInPlan,
	moveInSchema,
	moveTargets,
	startedInPlan,
} from './plan';

describe( 'the days a planned workout may move to', () => {
	it( 'are the other days of its week from today on', () => {
		expect( mondayOf( '2025-05-18' ) ).toBe( '2025-05-12' );
		expect( mondayOf( '2025-05-12' ) ).toBe( '2025-05-12' );
		expect( moveTargets( friday, TODAY ) ).toEqual( [
			'2025-05-14',
			'2025-05-15',
			'2025-05-17',
			'2025-05-18',
		] );
		expect( moveTargets( today, TODAY ) ).toEqual( [
			'2025-05-15',
			'2025-05-16',
			'2025-05-17',
			'2025-05-18',
		] );
	} );

	it( 'are none for a workout done or missed', () => {
		expect( moveTargets( monday, TODAY ) ).toEqual( [] );
		expect( moveTargets( tuesday, TODAY ) ).toEqual( [] );
	} );

	it( 'stay in the week it was first planned in', () => {
		const moved = {
			...friday,
			date: '2025-05-18',
			moved_from: '2025-05-16',
		};
		expect( moveTargets( moved, TODAY ) ).toContain( '2025-05-16' );
		expect( moveTargets( moved, TODAY ) ).not.toContain( '2025-05-19' );
	} );
} );

describe( 'moving a planned workout', () => {
	it( 'moves it to its new day in this week and remembers where it was first', () => {
		const plan = moveInPlan( planAnswer(), 14, '2025-05-17' );
		expect( plan.week[ 4 ].days ).toEqual( [] );
		expect( plan.week[ 5 ].days ).toEqual( [
			{ ...friday, date: '2025-05-17', moved_from: '2025-05-16' },
		] );
		const back = moveInPlan( plan, 14, '2025-05-16' );
		expect( back.week[ 4 ].days ).toEqual( [ friday ] );
		expect( back.week[ 5 ].days ).toEqual( [] );
	} );

	it( "makes today a rest day when today's workout moves away, and today's when one moves to it", () => {
		const away = moveInPlan( planAnswer(), 13, '2025-05-15' );
		expect( away.today.day ).toBeNull();
		const to = moveInPlan( away, 14, TODAY );
		expect( to.today.day ).toMatchObject( { id: 14, date: TODAY } );
	} );

	it( 'moves it in the weeks of the program, in date order', () => {
		const schema = moveInSchema( schemaAnswer(), 13, '2025-05-17' );
		expect( schema.weeks[ 1 ].days.map( ( day ) => day.id ) ).toEqual( [
			11, 12, 14, 13,
		] );
		expect(
			schemaAnswer().weeks[ 1 ].days.map( ( day ) => day.id )
		).toEqual( [ 11, 12, 13, 14 ] );
	} );

	it( 'leaves a plan without that day as it is', () => {
		const plan = planAnswer();
		expect( moveInPlan( plan, 999, TODAY ) ).toBe( plan );
	} );
} );

describe( 'a workout started from its planned day', () => {
	it( 'is done, with its session', () => {
		const plan = startedInPlan( planAnswer(), 13, -5 );
		expect( plan.today.day ).toMatchObject( {
			id: 13,
			status: 'done',
			session_id: -5,
		} );
		expect( plan.week[ 2 ].days[ 0 ].status ).toBe( 'done' );
		expect( plan.week[ 4 ].days[ 0 ] ).toBe( friday );
	} );
} );

describe( 'plan dates', () => {
	it.each( [ [ 'nl_NL' ], [ 'en_US' ] ] )(
		'are written in %s as Intl writes them, on every day of a year',
		( locale ) => {
			window.fitcoachConfig = { locale };
			try {
				const differ: string[] = [];
				for ( let day = 0; day < 366; day++ ) {
					const date = new Date( 2024, 0, 1 + day, 12 );
					const iso = isoOf( date );
					for ( const style of [ 'short', 'day', 'long' ] as const ) {
						const ours = formatPlanDate( iso, style );
						const intl = intlPlanDate( date, style );
						if ( ours !== intl ) {
							differ.push(
								`${ iso } ${ style }: ${ ours } ≠ ${ intl }`
							);
						}
					}
				}
				expect( differ ).toEqual( [] );
			} finally {
				delete window.fitcoachConfig;
			}
		}
	);

	it( 'are written in Dutch: short, with the date, and in full', () => {
		expect( formatPlanDate( '2025-03-12', 'short' ) ).toBe( 'wo' );
		expect( formatPlanDate( '2025-03-12', 'day' ) ).toBe( 'wo 12 mrt' );
		expect( formatPlanDate( '2025-03-12', 'long' ) ).toBe(
			'woensdag 12 maart'
		);
		expect( formatPlanDate( 'morgen', 'long' ) ).toBe( 'morgen' );
		expect(
			planDay( 1, '2025-05-05', 'X', 'planned' ).session_id
		).toBeNull();
	} );
} );
