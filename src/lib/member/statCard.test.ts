/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { statRate, statValue, statDirection } from './statCard';

describe( 'statDirection', () => {
	it( 'shows an increase of the average weight red, with kg and one decimal', () => {
		expect(
			statDirection( {
				name: 'Gemiddeld gewicht',
				changeType: 'increase',
				change: '0.45',
			} )
		).toEqual( {
			direction: 'increase',
			tone: 'bad',
			difference: '0,5 kg',
			compared: true,
		} );
	} );

	it( 'shows a decrease of the average weight green, as a positive kg difference', () => {
		expect(
			statDirection( {
				name: 'Gemiddeld gewicht',
				changeType: 'decrease',
				change: '-1.2 kg',
			} )
		).toEqual( {
			direction: 'decrease',
			tone: 'good',
			difference: '1,2 kg',
			compared: true,
		} );
	} );

	it.each( [ 'Gemiddelde energie', 'Trainingen', 'Verplaatst gewicht' ] )(
		'%s: an increase is green and a decrease red',
		( name ) => {
			expect(
				statDirection( { name, changeType: 'increase', change: '3' } )
			).toEqual( {
				direction: 'increase',
				tone: 'good',
				difference: '3',
				compared: true,
			} );
			expect(
				statDirection( { name, changeType: 'decrease', change: '0.6' } )
			).toEqual( {
				direction: 'decrease',
				tone: 'bad',
				difference: '0,6',
				compared: true,
			} );
		}
	);
} );

describe( 'cards with numbers', () => {
	it( 'writes the numbers in Dutch as the texts read', () => {
		const weight = {
			name: 'Gemiddeld gewicht',
			stat: '71.8 kg',
			changeType: 'decrease' as const,
			change: '1.4',
			value: 71.8,
			previous_value: 73.2,
			change_value: 1.4,
			unit: 'kg' as const,
			kind: 'average' as const,
		};
		expect( statValue( weight ) ).toBe( '71,8 kg' );
		expect( statDirection( weight ).difference ).toBe( '1,4 kg' );
		expect( statValue( { ...weight, value: 72 } ) ).toBe( '72,0 kg' );
		// A week without data.
		expect( statValue( { ...weight, value: null } ) ).toBe( '0 kg' );
		expect(
			statDirection( { ...weight, change_value: null } ).difference
		).toBe( '0,0 kg' );
		expect( statDirection( weight ).compared ).toBe( true );
		// Nothing to compare with: no change to show.
		expect(
			statDirection( { ...weight, change_value: null } ).compared
		).toBe( false );
		const energy = {
			...weight,
			name: 'Gemiddelde energie',
			unit: '' as const,
			value: 7.5,
			change_value: null,
		};
		expect( statValue( energy ) ).toBe( '7,5' );
		expect( statDirection( energy ).difference ).toBe( '0' );
		const moved = {
			...weight,
			name: 'Verplaatst gewicht',
			kind: 'total' as const,
			value: 12500,
			change_value: 2.5,
		};
		expect( statValue( moved ) ).toBe( '12500 kg' );
		expect( statDirection( moved ).difference ).toBe( '2,5' );
	} );
} );

describe( 'statRate', () => {
	it.each( [
		[ -0.4, '\u22120,4 kg per week' ],
		[ 0.3, '+0,3 kg per week' ],
		[ 0, '0,0 kg per week' ],
		[ -1.25, '\u22121,3 kg per week' ],
		[ 1.25, '+1,3 kg per week' ],
		[ 2, '+2,0 kg per week' ],
	] )( 'writes %p kg a week as %p', ( rate, text ) => {
		expect( statRate( { rate_per_week: rate } ) ).toBe( text );
	} );

	it( 'writes nothing without a rate', () => {
		expect( statRate( { rate_per_week: null } ) ).toBe( '' );
		expect( statRate( {} ) ).toBe( '' );
	} );

	it( 'writes a rate that rounds to zero without a sign', () => {
		expect( statRate( { rate_per_week: -0.04 } ) ).toBe(
			'0,0 kg per week'
		);
	} );
} );
