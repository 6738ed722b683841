/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { Workout } from '../../api/types';
import { resetData } from '../../data/reset';
import WorkoutScreen from './index';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

const workout: Workout = {
	id: 7,
	title: 'Full body',
	description:
		'<p>Drie rondes <img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
	exercises: [
		{
			id: 1,
			exercise: { ID: 101, post_title: 'Squat' },
			title: 'Squat',
			youtubevimeo_url:
				'<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>',
		},
		{
			id: 2,
			exercise: { ID: 102, post_title: 'Plank' },
			title: 'Plank',
			youtubevimeo_url:
				'<iframe src="https://evil.example/embed/x"></iframe>',
		},
		{
			id: 3,
			exercise: { ID: 103, post_title: 'Crunch' },
			title: 'Crunch',
			youtubevimeo_url: '',
		},
	],
};

function serve( answers: Record< string, () => unknown > ) {
	get.mockImplementation( ( async ( path: string ) => {
		const answer = answers[ path ];
		return answer ? answer() : new Promise( () => undefined );
	} ) as typeof apiGet );
}

/** The history screen, as far as this test needs it: the title the link handed over. */
function ExerciseStandIn() {
	const state = useLocation().state as { title?: string } | null;
	return <p>{ `Geschiedenis van ${ state?.title ?? '' }` }</p>;
}

function renderAt( path: string, state?: unknown ) {
	return render(
		<MemoryRouter
			initialEntries={ [ { pathname: path, state } ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route
					path="/training/workout/:id"
					element={ <WorkoutScreen /> }
				/>
				<Route
					path="/training/oefening/:id"
					element={ <ExerciseStandIn /> }
				/>
			</Routes>
		</MemoryRouter>
	);
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'workout detail', () => {
	it( 'shows the workout handed over by a card without fetching it, with a sanitised description', async () => {
		serve( { '/workout-sessions': () => ( { data: [], pages: 0 } ) } );
		const { container } = renderAt( '/training/workout/7', { workout } );
		expect(
			screen.getByRole( 'heading', { name: 'Full body', level: 1 } )
		).toBeInTheDocument();
		expect( screen.getByText( 'Drie rondes' ) ).toBeInTheDocument();
		expect( container.querySelector( 'img, script' ) ).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Start sessie' } )
		).toBeInTheDocument();
		expect( get ).not.toHaveBeenCalledWith( '/workouts' );
		expect(
			await screen.findByText( 'Nog geen sessies voor deze workout.' )
		).toBeInTheDocument();
	} );

	it( "lists only this workout's sessions under 'Sessies'", async () => {
		serve( {
			'/workouts': () => [ workout ],
			'/workout-sessions': () => ( {
				data: [
					{
						id: 1,
						title: 'Sessie 1',
						date: '2025-05-01',
						content: '',
						workout: { id: 7, title: 'Full body' },
						exercises: [],
						total_weight: 100,
						exercise_count: 3,
					},
					{
						id: 2,
						title: 'Sessie 9',
						date: '2025-05-02',
						content: '',
						workout: { id: 8, title: 'Upper' },
						exercises: [],
						total_weight: 100,
						exercise_count: 3,
					},
				],
				pages: 1,
			} ),
		} );
		renderAt( '/training/workout/7' );
		const panel = await screen.findByRole( 'tabpanel' );
		expect(
			await within( panel ).findByText( 'Sessie 1' )
		).toBeInTheDocument();
		expect( within( panel ).queryByText( 'Sessie 9' ) ).toBeNull();
		expect( get ).toHaveBeenCalledWith( '/workouts' );
	} );

	it( "shows each exercise's video only from YouTube or Vimeo, else 'Geen video beschikbaar'", async () => {
		serve( { '/workout-sessions': () => ( { data: [], pages: 0 } ) } );
		renderAt( '/training/workout/7', { workout } );
		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Oefeningen' } )
		);
		expect(
			screen.getByRole( 'tab', { name: 'Oefeningen' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		const frame = screen.getByTitle( 'Squat' );
		expect( frame.tagName ).toBe( 'IFRAME' );
		expect( frame ).toHaveAttribute(
			'src',
			'https://www.youtube-nocookie.com/embed/abc123'
		);
		expect( screen.queryByTitle( 'Plank' ) ).toBeNull();
		expect( screen.getAllByText( 'Geen video beschikbaar' ) ).toHaveLength(
			2
		);
	} );

	it( "links each exercise's title to its history, by the exercise's id", async () => {
		serve( { '/workout-sessions': () => ( { data: [], pages: 0 } ) } );
		renderAt( '/training/workout/7', {
			workout: {
				...workout,
				exercises: [
					...workout.exercises,
					// An entry without an exercise object: its own id names the exercise.
					{ id: 55, title: 'Lunge', youtubevimeo_url: '' },
				],
			},
		} );
		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Oefeningen' } )
		);
		const panel = screen.getByRole( 'tabpanel' );
		expect(
			within( panel )
				.getAllByRole( 'link' )
				.map( ( link ) => [
					link.textContent,
					link.getAttribute( 'href' ),
				] )
		).toEqual( [
			[ 'Squat', '/training/oefening/101' ],
			[ 'Plank', '/training/oefening/102' ],
			[ 'Crunch', '/training/oefening/103' ],
			[ 'Lunge', '/training/oefening/55' ],
		] );
		await userEvent.click(
			within( panel ).getByRole( 'link', { name: 'Plank' } )
		);
		expect(
			await screen.findByText( 'Geschiedenis van Plank' )
		).toBeInTheDocument();
	} );

	it( "shows 'Workout niet gevonden' for an id that is not in the list", async () => {
		serve( { '/workouts': () => [ workout ] } );
		renderAt( '/training/workout/99' );
		expect(
			await screen.findByText( 'Workout niet gevonden' )
		).toBeInTheDocument();
	} );

	it( "shows the exercises' empty text", async () => {
		serve( { '/workout-sessions': () => ( { data: [], pages: 0 } ) } );
		renderAt( '/training/workout/7', {
			workout: { ...workout, exercises: [] },
		} );
		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Oefeningen' } )
		);
		expect(
			screen.getByText( 'Geen oefeningen beschikbaar voor deze workout.' )
		).toBeInTheDocument();
	} );
} );
