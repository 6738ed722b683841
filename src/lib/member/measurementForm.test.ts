/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import {
	createPayload,
	isTenth,
	measurementErrors,
	parseMeasurementId,
	parseWeight,
	serverErrors,
	updatePayload,
} from './measurementForm';

const valid = { date: '2025-05-05', weight: '72.4', energy: '7' };
const RANGE = 'Vul een gewicht tussen 20 en 400 kg in.';
const STEP = 'Vul je gewicht in kg in, in stappen van 0,1.';

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

	it.each( [
		[ '19,9', RANGE ],
		[ '20', undefined ],
		[ '20,0', undefined ],
		[ '400', undefined ],
		[ '400.0', undefined ],
		[ '400,1', RANGE ],
		[ '0', RANGE ],
		[ '500', RANGE ],
		[ '72,45', STEP ],
		[ '-72', STEP ],
		[ '7e1', STEP ],
		[ '0x40', STEP ],
		[ '1.000,5', STEP ],
		[ '', STEP ],
	] )( 'weight %p: %p', ( weight, message ) => {
		expect( measurementErrors( { ...valid, weight } ).weight ).toBe(
			message
		);
	} );

	it( 'reads a weight with a comma or a point, and nothing else', () => {
		expect( parseWeight( ' 72,4 ' ) ).toBe( 72.4 );
		expect( parseWeight( '72.4' ) ).toBe( 72.4 );
		expect( parseWeight( '80' ) ).toBe( 80 );
		expect( parseWeight( '72,' ) ).toBeNull();
		expect( parseWeight( ',4' ) ).toBeNull();
		expect( parseWeight( 'abc' ) ).toBeNull();
	} );

	it( "puts the server schema's refusal beside the fields it names", () => {
		expect(
			serverErrors(
				new ApiRequestError(
					400,
					'rest_invalid_param',
					'Ongeldige parameter(s): weight',
					{ status: 400, params: { weight: 'weight moet …' } }
				)
			)
		).toEqual( { weight: RANGE } );
		expect(
			serverErrors(
				new ApiRequestError(
					400,
					'rest_invalid_param',
					'Ongeldige parameter(s): energy, date',
					{ status: 400, params: { energy: '…', date: '…' } }
				)
			)
		).toEqual( {
			date: 'Vul een datum in.',
			energy: 'Kies een energieniveau van 1 tot 10.',
		} );
		expect(
			serverErrors(
				new ApiRequestError( 500, 'fitcoach_measurement_not_saved', '' )
			)
		).toEqual( {} );
		expect(
			serverErrors( new ApiRequestError( 400, 'rest_invalid_param', '' ) )
		).toEqual( {} );
		expect( serverErrors( new Error( 'offline' ) ) ).toEqual( {} );
	} );

	it( 'parses the route id as an integer', () => {
		expect( parseMeasurementId( '12' ) ).toBe( 12 );
		expect( parseMeasurementId( '12abc' ) ).toBe( 12 );
		expect( parseMeasurementId( 'abc' ) ).toBeNull();
		expect( parseMeasurementId( undefined ) ).toBeNull();
	} );
} );
