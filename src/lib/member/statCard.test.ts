/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { statDirection } from './statCard';

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
			} );
			expect(
				statDirection( { name, changeType: 'decrease', change: '0.6' } )
			).toEqual( {
				direction: 'decrease',
				tone: 'bad',
				difference: '0,6',
			} );
		}
	);
} );
