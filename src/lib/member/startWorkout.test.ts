/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import type { Workout, WorkoutSession } from '../../api/types';
import {
	nextSessionNumber,
	prefillExercises,
	sessionTitle,
} from './startWorkout';

const session = ( id: number, workoutId: number | null ): WorkoutSession => ( {
	id,
	title: `Sessie ${ id }`,
	date: '2025-05-01',
	content: '',
	workout: null === workoutId ? null : { id: workoutId, title: 'W' },
	exercises: [],
	total_weight: 0,
	exercise_count: 0,
} );

const workout: Workout = {
	id: 7,
	title: 'Full body',
	description: '<p>Alles</p>',
	exercises: [
		{
			id: 1,
			exercise: { ID: 101, post_title: 'Squat' },
			title: 'Squat',
			youtubevimeo_url: '',
		},
		{ id: 2, title: 'Plank', youtubevimeo_url: '' },
	],
};

describe( 'starting a workout: the title', () => {
	it( 'numbers the new session as the count plus 1', () => {
		expect( nextSessionNumber( 7, 4, null ) ).toBe( 5 );
		expect( nextSessionNumber( 7, 0, [ session( 1, 7 ) ] ) ).toBe( 1 );
		expect( sessionTitle( 5 ) ).toBe( 'Sessie 5' );
	} );

	it( "falls back to that workout's sessions in the first cached page plus 1", () => {
		const page = [
			session( 1, 7 ),
			session( 2, 8 ),
			session( 3, 7 ),
			session( 4, null ),
		];
		expect( nextSessionNumber( 7, null, page ) ).toBe( 3 );
		expect( nextSessionNumber( 9, null, page ) ).toBe( 1 );
	} );

	it( 'falls back to 1 without count or cached page', () => {
		expect( nextSessionNumber( 7, null, null ) ).toBe( 1 );
		expect( nextSessionNumber( 7, undefined, undefined ) ).toBe( 1 );
	} );
} );

describe( 'starting a workout: the exercises', () => {
	it( 'copies the exercises and sets of the previous session', () => {
		const previous = {
			exercises: [
				{
					id: 101,
					title: 'Squat',
					sets: [
						{ weight: 60, reps: 8 },
						{ weight: 62.5, reps: 6 },
					],
				},
			],
		};
		const exercises = prefillExercises( workout, previous );
		expect( exercises ).toEqual( previous.exercises );
		exercises[ 0 ].sets[ 0 ].weight = 99;
		expect( previous.exercises[ 0 ].sets[ 0 ].weight ).toBe( 60 );
	} );

	it( 'prefills the first session from the prescription: its sets with the target weight, reps empty', () => {
		const prescribed: Workout = {
			...workout,
			exercises: [
				{
					id: 1,
					exercise: { ID: 101, post_title: 'Squat' },
					title: 'Squat',
					prescription: {
						sets: 3,
						reps_min: 8,
						reps_max: 12,
						weight: 62.5,
						rpe: null,
						rest: 90,
						note: 'Borst omhoog',
					},
				},
				{
					id: 2,
					title: 'Plank',
					prescription: {
						sets: null,
						reps_min: null,
						reps_max: null,
						weight: null,
						rpe: 8,
						rest: null,
						note: '',
					},
				},
				{
					id: 3,
					title: 'Opdrukken',
					prescription: {
						sets: 2,
						reps_min: 10,
						reps_max: 10,
						weight: null,
						rpe: null,
						rest: 60,
						note: '',
					},
				},
				{ id: 4, title: 'Lunges', prescription: null },
			],
		};
		const empty = { weight: null, reps: null };
		expect( prefillExercises( prescribed, null ) ).toEqual( [
			{
				id: 101,
				title: 'Squat',
				sets: [
					{ weight: 62.5, reps: null },
					{ weight: 62.5, reps: null },
					{ weight: 62.5, reps: null },
				],
			},
			{ id: 2, title: 'Plank', sets: [ empty ] },
			{ id: 3, title: 'Opdrukken', sets: [ empty, empty ] },
			{ id: 4, title: 'Lunges', sets: [ empty ] },
		] );
		// A later session starts from the previous one, whatever the prescription says.
		const previous = {
			exercises: [
				{ id: 101, title: 'Squat', sets: [ { weight: 70, reps: 5 } ] },
			],
		};
		expect( prefillExercises( prescribed, previous ) ).toEqual(
			previous.exercises
		);
	} );

	it( 'keeps a prescribed number of sets within 1 to 50', () => {
		const withSets = ( sets: number ) =>
			prefillExercises(
				{
					exercises: [
						{
							id: 1,
							title: 'Squat',
							prescription: {
								sets,
								reps_min: null,
								reps_max: null,
								weight: null,
								rpe: null,
								rest: null,
								note: '',
							},
						},
					],
				},
				null
			)[ 0 ].sets.length;
		expect( withSets( 0 ) ).toBe( 1 );
		expect( withSets( 50 ) ).toBe( 50 );
		expect( withSets( 80 ) ).toBe( 50 );
	} );

	it( "uses the workout's exercises with one empty set each without a previous session", () => {
		expect( prefillExercises( workout, null ) ).toEqual( [
			{ id: 101, title: 'Squat', sets: [ { weight: null, reps: null } ] },
			{ id: 2, title: 'Plank', sets: [ { weight: null, reps: null } ] },
		] );
	} );
} );
