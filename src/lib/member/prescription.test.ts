/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import type { Prescription } from '../../api/types';
import {
	prescriptionNote,
	prescriptionsFor,
	prescriptionText,
	previousSetText,
	previousSetsOf,
	restSeconds,
} from './prescription';

const none: Prescription = {
	sets: null,
	reps_min: null,
	reps_max: null,
	weight: null,
	rpe: null,
	rest: null,
	note: '',
};

describe( 'the target under an exercise', () => {
	it( 'writes sets × a rep range, the weight and the rest', () => {
		expect(
			prescriptionText( {
				...none,
				sets: 3,
				reps_min: 8,
				reps_max: 12,
				weight: 60,
				rest: 90,
			} )
		).toBe( '3 × 8–12 · 60 kg · rust 90 s' );
	} );

	it( 'writes a single rep count, an RPE and a decimal weight with a comma', () => {
		expect(
			prescriptionText( {
				...none,
				sets: 3,
				reps_min: 8,
				reps_max: 8,
				rpe: 8,
				rest: 60,
			} )
		).toBe( '3 × 8 · RPE 8 · rust 60 s' );
		expect( prescriptionText( { ...none, weight: 62.5, rpe: null } ) ).toBe(
			'62,5 kg'
		);
		expect( prescriptionText( { ...none, rpe: 7.5 } ) ).toBe( 'RPE 7,5' );
	} );

	it( 'leaves out the parts that are not prescribed', () => {
		expect( prescriptionText( { ...none, sets: 4 } ) ).toBe( '4 sets' );
		expect( prescriptionText( { ...none, sets: 1 } ) ).toBe( '1 set' );
		expect(
			prescriptionText( { ...none, reps_min: 8, reps_max: 12 } )
		).toBe( '8–12 herhalingen' );
		expect( prescriptionText( { ...none, rest: 120 } ) ).toBe(
			'rust 120 s'
		);
		expect( prescriptionText( none ) ).toBe( '' );
		expect( prescriptionText( null ) ).toBe( '' );
		expect( prescriptionText( undefined ) ).toBe( '' );
	} );

	it( "gives the coach's note, and the rest to count down (90 s when none)", () => {
		expect( prescriptionNote( { ...none, note: ' Borst omhoog ' } ) ).toBe(
			'Borst omhoog'
		);
		expect( prescriptionNote( null ) ).toBe( '' );
		expect( restSeconds( { ...none, rest: 60 } ) ).toBe( 60 );
		expect( restSeconds( { ...none, rest: null } ) ).toBe( 90 );
		expect( restSeconds( { ...none, rest: 0 } ) ).toBe( 90 );
		expect( restSeconds( null ) ).toBe( 90 );
	} );

	it( "finds each exercise's prescription in the workout by exercise id", () => {
		const squat = { ...none, sets: 3 };
		const squatAgain = { ...none, sets: 5 };
		const plank = { ...none, rest: 30 };
		const workout = {
			exercises: [
				{
					id: 1,
					exercise: { ID: 101, post_title: 'Squat' },
					prescription: squat,
				},
				{ id: 2, title: 'Plank', prescription: plank },
				{
					id: 3,
					exercise: { ID: 101, post_title: 'Squat' },
					prescription: squatAgain,
				},
				{ id: 4, title: 'Lunges' },
			],
		};
		expect(
			prescriptionsFor(
				[ { id: 2 }, { id: 101 }, { id: 101 }, { id: 4 }, { id: 9 } ],
				workout
			)
		).toEqual( [ plank, squat, squatAgain, null, null ] );
		expect( prescriptionsFor( [ { id: 2 } ], null ) ).toEqual( [ null ] );
	} );
} );

describe( "last time's set", () => {
	const previous = [
		{
			exercise_id: 4,
			session_id: 7,
			date: '2025-05-01T18:00:00',
			sets: [
				{ position: 0, weight: 60, reps: 8 },
				{ position: 2, weight: 62.5, reps: 6 },
			],
		},
		{
			exercise_id: 5,
			session_id: 7,
			date: '2025-05-01T18:00:00',
			sets: [ { position: 0, weight: null, reps: 12 } ],
		},
	];

	it( 'matches by exercise id, then by position', () => {
		const squat = previousSetsOf( previous, 4 );
		expect( previousSetText( squat[ 0 ] ) ).toBe( 'Vorige: 60 kg × 8' );
		expect( previousSetText( squat[ 1 ] ) ).toBe( '' );
		expect( previousSetText( squat[ 2 ] ) ).toBe( 'Vorige: 62,5 kg × 6' );
		expect( previousSetText( squat[ 3 ] ) ).toBe( '' );
		expect( previousSetsOf( previous, 9 ) ).toEqual( [] );
		expect( previousSetsOf( undefined, 4 ) ).toEqual( [] );
		expect( previousSetsOf( previous, 0 ) ).toEqual( [] );
	} );

	it( 'writes a set with only reps or only a weight', () => {
		expect( previousSetText( previousSetsOf( previous, 5 )[ 0 ] ) ).toBe(
			'Vorige: 12 herhalingen'
		);
		expect(
			previousSetText( { position: 0, weight: 40, reps: null } )
		).toBe( 'Vorige: 40 kg' );
		expect(
			previousSetText( { position: 0, weight: null, reps: null } )
		).toBe( '' );
	} );
} );
