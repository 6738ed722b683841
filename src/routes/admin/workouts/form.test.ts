/**
 * The workout form's conversions: typed prescriptions to what is sent, the server's paths to
 * fields.
 */

/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { formErrors, sentNumber, sentPrescription, typedValues } from './form';

describe( 'Workout form', () => {
	it( 'sends numbers with a comma as numbers, empty as null, the rest as typed', () => {
		expect( sentNumber( '35,5' ) ).toBe( 35.5 );
		expect( sentNumber( ' 8 ' ) ).toBe( 8 );
		expect( sentNumber( '' ) ).toBeNull();
		expect( sentNumber( 'acht' ) ).toBe( 'acht' );
	} );

	it( 'sends no prescription when every field is empty', () => {
		expect( sentPrescription( typedValues( null ) ) ).toBeNull();
		expect(
			sentPrescription( { ...typedValues( null ), note: 'Rustig' } )
		).toEqual( {
			sets: null,
			reps_min: null,
			reps_max: null,
			weight: null,
			rpe: null,
			rest: null,
			note: 'Rustig',
		} );
	} );

	it( "puts a range's error on the first reps field and a load error on the weight", () => {
		expect(
			formErrors( {
				title: 'Naam ontbreekt',
				'exercises[1].prescription.reps': 'Herhalingen fout',
				'exercises[1].prescription.load': 'Gewicht of RPE',
				'exercises[2].id': 'Bestaat niet',
			} )
		).toEqual( {
			title: 'Naam ontbreekt',
			rows: {
				1: { reps_min: 'Herhalingen fout', weight: 'Gewicht of RPE' },
				2: { exercise: 'Bestaat niet' },
			},
		} );
	} );
} );
