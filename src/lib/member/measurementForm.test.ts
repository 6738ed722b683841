/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	createPayload,
	isTenth,
	measurementErrors,
	parseMeasurementId,
	updatePayload,
} from './measurementForm';

describe( 'measurement form rules', () => {
	it( 'accepts a date, a weight in steps of 0.1 and an energy of 1 to 10', () => {
		expect(
			measurementErrors( {
				date: '2025-05-05',
				weight: '72.4',
				energy: '7',
			} )
		).toEqual( {} );
		expect(
			measurementErrors( {
				date: '2025-05-05',
				weight: '72,4',
				energy: '10',
			} )
		).toEqual( {} );
	} );

	it( 'requires every field', () => {
		expect(
			Object.keys(
				measurementErrors( { date: '', weight: '', energy: '' } )
			).sort()
		).toEqual( [ 'date', 'energy', 'weight' ] );
	} );

	it( 'refuses a weight off the 0.1 step and energy outside 1-10 or not whole', () => {
		expect(
			measurementErrors( {
				date: '2025-05-05',
				weight: '72.45',
				energy: '0',
			} )
		).toEqual( {
			weight: 'Vul je gewicht in kg in, in stappen van 0,1.',
			energy: 'Kies een energieniveau van 1 tot 10.',
		} );
		expect(
			measurementErrors( {
				date: '2025-05-05',
				weight: 'abc',
				energy: '11',
			} ).energy
		).toBeDefined();
		expect(
			measurementErrors( {
				date: '2025-05-05',
				weight: '70',
				energy: '6.5',
			} ).energy
		).toBeDefined();
		expect( isTenth( 0.3 ) ).toBe( true );
		expect( isTenth( 72.45 ) ).toBe( false );
	} );

	it( 'sends energy as an integer, and on update only when present', () => {
		expect(
			createPayload( {
				date: '2025-05-05',
				weight: '72,4',
				energy: '07',
			} )
		).toEqual( { date: '2025-05-05', weight: 72.4, energy: 7 } );
		expect(
			updatePayload( { date: '2025-05-05', weight: '72.4', energy: '8' } )
		).toEqual( { weight: 72.4, energy: 8 } );
		expect(
			updatePayload( { date: '', weight: '72.4', energy: '' } )
		).toEqual( { weight: 72.4 } );
	} );

	it( 'sends the date on update only when it was changed', () => {
		expect(
			updatePayload(
				{ date: '2025-05-05', weight: '72.4', energy: '8' },
				'2025-05-05'
			)
		).toEqual( { weight: 72.4, energy: 8 } );
		expect(
			updatePayload(
				{ date: '2025-05-04', weight: '72.4', energy: '8' },
				'2025-05-05'
			)
		).toEqual( { weight: 72.4, energy: 8, date: '2025-05-04' } );
	} );

	it( 'parses the route id as an integer', () => {
		expect( parseMeasurementId( '12' ) ).toBe( 12 );
		expect( parseMeasurementId( '12abc' ) ).toBe( 12 );
		expect( parseMeasurementId( 'abc' ) ).toBeNull();
		expect( parseMeasurementId( undefined ) ).toBeNull();
	} );
} );
