/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import {
	addFormSet,
	addSet,
	canRemoveSet,
	fromFormSet,
	parseSetNumber,
	removeSet,
	serverSessionErrors,
	sessionFormErrors,
	setRepsError,
	setWeightError,
	setsVolume,
	toFormSet,
} from './sets';

const WEIGHT =
	'Vul een gewicht van 0 tot en met 1000 kg in, in stappen van 0,1.';
const REPS = 'Vul een heel aantal herhalingen van 0 tot en met 1000 in.';

describe( 'set rules', () => {
	it( 'adds a set that copies the previous weight with empty reps', () => {
		const sets = [
			{ weight: 40, reps: 10 },
			{ weight: 42.5, reps: 8 },
		];
		expect( addSet( sets ) ).toEqual( [
			...sets,
			{ weight: 42.5, reps: null },
		] );
		expect( sets ).toHaveLength( 2 );
	} );

	it( 'adds an empty set when there is none', () => {
		expect( addSet( [] ) ).toEqual( [ { weight: null, reps: null } ] );
	} );

	it( 'removes a set only while more than one remains', () => {
		const one = [ { weight: 20, reps: 12 } ];
		expect( canRemoveSet( one ) ).toBe( false );
		expect( removeSet( one, 0 ) ).toEqual( one );
		const two = [
			{ weight: 20, reps: 12 },
			{ weight: 25, reps: 10 },
		];
		expect( canRemoveSet( two ) ).toBe( true );
		expect( removeSet( two, 0 ) ).toEqual( [ { weight: 25, reps: 10 } ] );
		expect( removeSet( two, 5 ) ).toEqual( two );
	} );

	it( 'parses typed numbers, accepting a comma and leaving empty as null', () => {
		expect( parseSetNumber( '42,5' ) ).toBe( 42.5 );
		expect( parseSetNumber( ' 8 ' ) ).toBe( 8 );
		expect( parseSetNumber( '' ) ).toBeNull();
		expect( parseSetNumber( 'abc' ) ).toBeNull();
	} );

	it( 'totals weight times reps', () => {
		expect(
			setsVolume( [
				{ weight: 40, reps: 10 },
				{ weight: 50, reps: null },
				{ weight: 42.5, reps: 2 },
			] )
		).toBe( 485 );
	} );

	it( 'adds a form set with the previous weight text and empty reps', () => {
		expect(
			addFormSet( [
				{ weight: '40', reps: '10' },
				{ weight: '42.5', reps: '8' },
			] )
		).toEqual( [
			{ weight: '40', reps: '10' },
			{ weight: '42.5', reps: '8' },
			{ weight: '42.5', reps: '' },
		] );
		expect( addFormSet( [] ) ).toEqual( [ { weight: '', reps: '' } ] );
	} );

	it( 'converts sets between the server and the form', () => {
		// The weight in the page's notation: a Dutch comma.
		expect( toFormSet( { weight: 42.5, reps: null } ) ).toEqual( {
			weight: '42,5',
			reps: '',
		} );
		expect( toFormSet( { weight: 1000, reps: 8 } ) ).toEqual( {
			weight: '1000',
			reps: '8',
		} );
		expect( fromFormSet( { weight: '42,5', reps: '' } ) ).toEqual( {
			weight: 42.5,
			reps: null,
		} );
		expect( fromFormSet( { weight: '', reps: '8' } ) ).toEqual( {
			weight: null,
			reps: 8,
		} );
	} );
} );

describe( 'set bounds', () => {
	it( 'accepts weights from 0 to 1000 kg in steps of 0.1, with a comma or a point, or none', () => {
		for ( const text of [
			'',
			' ',
			'0',
			'62,5',
			'62.5',
			'1000',
			'999,9',
			'0,1',
		] ) {
			expect( setWeightError( text ) ).toBeNull();
		}
	} );

	it( 'refuses other weights with the Dutch message', () => {
		for ( const text of [
			'1000,1',
			'1001',
			'62,55',
			'-5',
			'abc',
			'1e3',
			'1.000,5',
			'6,',
		] ) {
			expect( setWeightError( text ) ).toBe( WEIGHT );
		}
	} );

	it( 'accepts whole reps from 0 to 1000, or none', () => {
		for ( const text of [ '', '0', '8', '1000' ] ) {
			expect( setRepsError( text ) ).toBeNull();
		}
		for ( const text of [ '8,5', '8.5', '1001', '-1', 'acht' ] ) {
			expect( setRepsError( text ) ).toBe( REPS );
		}
	} );

	it( "keys the form's errors by the server's paths", () => {
		expect(
			sessionFormErrors( [
				{ sets: [ { weight: '60', reps: '8' } ] },
				{
					sets: [
						{ weight: '60', reps: '8' },
						{ weight: '60,25', reps: '8,5' },
					],
				},
			] )
		).toEqual( {
			'exercises[1].sets[1].weight': WEIGHT,
			'exercises[1].sets[1].reps': REPS,
		} );
		expect(
			sessionFormErrors( [ { sets: [ { weight: '', reps: '' } ] } ] )
		).toEqual( {} );
	} );

	it( 'refuses more than 50 sets per exercise and 30 exercises', () => {
		const set = { weight: '', reps: '' };
		expect(
			sessionFormErrors( [
				{ sets: Array.from( { length: 50 }, () => set ) },
			] )
		).toEqual( {} );
		expect(
			sessionFormErrors( [
				{ sets: Array.from( { length: 51 }, () => set ) },
			] )
		).toEqual( {
			'exercises[0]': 'Een oefening heeft hoogstens 50 sets.',
		} );
		const exercises = Array.from( { length: 31 }, () => ( {
			sets: [ set ],
		} ) );
		expect( sessionFormErrors( exercises ) ).toEqual( {
			exercises: 'Een sessie heeft hoogstens 30 oefeningen.',
		} );
		expect( sessionFormErrors( exercises.slice( 1 ) ) ).toEqual( {} );
	} );
} );

describe( "a server's refusal on the fields", () => {
	const refusal = ( params: Record< string, unknown > ) =>
		new ApiRequestError(
			400,
			'fitcoach_invalid_weight',
			'Vul een gewicht van 0 tot en met 1000 kg in, in stappen van 0,1.',
			{ status: 400, params }
		);

	it( "puts a set's weight and reps on their fields with the server's message", () => {
		expect(
			serverSessionErrors(
				refusal( {
					'exercises[0].sets[1].weight': 'Gewicht van de server.',
					'exercises[1].sets[0].reps': '',
				} )
			)
		).toEqual( {
			'exercises[0].sets[1].weight': 'Gewicht van de server.',
			'exercises[1].sets[0].reps': REPS,
		} );
	} );

	it( 'puts anything else about an exercise under the exercise, and the notes on the notes', () => {
		expect(
			serverSessionErrors(
				refusal( {
					'exercises[2].sets':
						'Een oefening heeft hoogstens 50 sets.',
					'exercises[3].title': 'Naam te lang.',
					exercises: 'Een sessie heeft hoogstens 30 oefeningen.',
					content: 'Te lang.',
					title: 'Genegeerd.',
				} )
			)
		).toEqual( {
			'exercises[2]': 'Een oefening heeft hoogstens 50 sets.',
			'exercises[3]': 'Naam te lang.',
			exercises: 'Een sessie heeft hoogstens 30 oefeningen.',
			content: 'Te lang.',
		} );
	} );

	it( 'has no field errors for other failures', () => {
		expect(
			serverSessionErrors(
				new ApiRequestError( 500, 'x', 'Kapot', {
					params: { 'exercises[0].sets[0].weight': 'x' },
				} )
			)
		).toEqual( {} );
		expect(
			serverSessionErrors( new ApiRequestError( 400, 'x', 'Fout' ) )
		).toEqual( {} );
		expect( serverSessionErrors( new Error( 'x' ) ) ).toEqual( {} );
	} );
} );
