/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import type { ActivityItem } from '../../api/types';
import { activityText, shownActivities } from './activity';

const measurement: ActivityItem = {
	id: 1,
	type: 'measurement',
	user_name: 'Sanne Jansen',
	date: '2024-05-20 10:00:00',
	weight: 72.5,
};

const session: ActivityItem = {
	id: 2,
	type: 'workout_session',
	user_name: 'Daan Bakker',
	date: '2024-05-19 18:00:00',
	workout_name: 'Full Body A',
};

describe( 'activityText', () => {
	it( 'describes a measurement with its weight', () => {
		expect( activityText( measurement ) ).toBe(
			'Sanne Jansen heeft een nieuwe meting toegevoegd (72.5kg)'
		);
	} );

	it( 'writes whole weights without decimals', () => {
		expect(
			activityText( {
				...measurement,
				weight: '80.0' as unknown as number,
			} )
		).toBe( 'Sanne Jansen heeft een nieuwe meting toegevoegd (80kg)' );
	} );

	it( 'describes a finished workout session with the workout name in quotes', () => {
		expect( activityText( session ) ).toBe(
			'Daan Bakker heeft de workout "Full Body A" voltooid'
		);
	} );

	it( 'has no text for other types', () => {
		expect(
			activityText( { ...measurement, type: 'user_registered' } )
		).toBeNull();
	} );
} );

describe( 'shownActivities', () => {
	it( 'keeps the order and gives measurements blue and sessions green icons', () => {
		const shown = shownActivities( [ measurement, session ] );
		expect( shown.map( ( entry ) => entry.tone ) ).toEqual( [
			'blue',
			'green',
		] );
		expect( shown.map( ( entry ) => entry.item.id ) ).toEqual( [ 1, 2 ] );
	} );

	it( 'drops unknown types', () => {
		const shown = shownActivities( [
			{ ...measurement, id: 3, type: 'comment' },
			session,
			{ ...session, id: 4, type: '' },
		] );
		expect( shown ).toHaveLength( 1 );
		expect( shown[ 0 ].item.id ).toBe( 2 );
	} );

	it( 'gives an empty list for a missing or malformed response', () => {
		expect( shownActivities( undefined ) ).toEqual( [] );
		expect(
			shownActivities( { data: [] } as unknown as ActivityItem[] )
		).toEqual( [] );
	} );
} );
