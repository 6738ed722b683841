/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../../routes/future';
import { apiGet, apiPost } from '../../api/client';
import type { Workout } from '../../api/types';
import { notify, useNotices } from '../../data/notices';
import { resetData } from '../../data/reset';
import { useStartWorkout } from './useStartWorkout';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const notices = jest.mocked( useNotices )();

const workout: Workout = {
	id: 7,
	title: 'Full body',
	description: '',
	exercises: [
		{
			id: 1,
			exercise: { ID: 101, post_title: 'Squat' },
			title: 'Squat',
			prescription: {
				sets: 2,
				reps_min: 5,
				reps_max: 5,
				weight: 80,
				rpe: null,
				rest: 120,
				note: '',
			},
		},
	],
};

function Start() {
	const { start } = useStartWorkout();
	return (
		<button type="button" onClick={ () => start( workout ) }>
			Starten
		</button>
	);
}

function renderStart() {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>
			<Routes>
				<Route path="/" element={ <Start /> } />
				<Route path="/sessies/:id" element={ <p>Sessiescherm</p> } />
			</Routes>
		</MemoryRouter>
	);
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/workouts' === path ) {
			return [ workout ];
		}
		if ( '/workouts/7/session-count' === path ) {
			return { count: 0 };
		}
		return null;
	} ) as typeof apiGet );
} );

describe( 'starting a workout', () => {
	it( 'creates the first session from the prescription', async () => {
		post.mockResolvedValue( { id: 99, title: 'Sessie 1' } as never );
		renderStart();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Starten' } )
		);
		expect( await screen.findByText( 'Sessiescherm' ) ).toBeInTheDocument();
		expect( post ).toHaveBeenCalledWith(
			'/workout-sessions',
			expect.objectContaining( {
				exercises: [
					{
						id: 101,
						title: 'Squat',
						sets: [
							{ weight: 80, reps: null },
							{ weight: 80, reps: null },
						],
					},
				],
			} ),
			expect.anything()
		);
		expect( notify ).not.toHaveBeenCalled();
	} );

	it( "shows 'Nieuw record!' when the created session beats a record", async () => {
		post.mockResolvedValue( {
			id: 99,
			title: 'Sessie 1',
			new_records: [
				{
					exercise_id: 101,
					exercise_title: 'Squat',
					kind: 'estimated_1rm',
					value: 93.3,
					previous: 90,
					weight: null,
				},
			],
		} as never );
		renderStart();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Starten' } )
		);
		await waitFor( () =>
			expect( notices.success ).toHaveBeenCalledWith(
				'Nieuwe Sessie Gestart',
				'Je kunt nu je workout beginnen!'
			)
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Nieuw record!',
			'Squat: geschat 1RM 93,3 kg (was 90 kg)'
		);
	} );
} );
