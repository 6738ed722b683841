/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiDelete, apiGet, apiPut } from '../../api/client';
import type { WorkoutSession } from '../../api/types';
import { useConfirm } from '../../components/ConfirmDialog';
import { notify } from '../../data/notices';
import { resetData } from '../../data/reset';
import { store } from '../../data/sessions';
import SessionScreen from './index';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );
jest.mock( '../../components/ConfirmDialog', () => ( {
	useConfirm: jest.fn(),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const del = apiDelete as jest.MockedFunction< typeof apiDelete >;
const confirm = jest.fn< ReturnType< typeof useConfirm > >();

const session: WorkoutSession = {
	id: 41,
	title: 'Sessie 3',
	date: '2025-05-05T18:30:00',
	content: 'Goed gegaan',
	workout: { id: 7, title: 'Full body' },
	exercises: [
		{
			id: 101,
			title: 'Squat',
			sets: [
				{ weight: 60, reps: 8 },
				{ weight: 62.5, reps: 6 },
			],
		},
		{ id: 102, title: 'Plank', sets: [ { weight: null, reps: 1 } ] },
	],
	total_weight: 855,
	exercise_count: 2,
	modified: '2025-05-05T16:31:00',
};

function renderSession() {
	return render(
		<MemoryRouter
			initialEntries={ [ '/training', '/sessies/41' ] }
			initialIndex={ 1 }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/training" element={ <p>Trainingsoverzicht</p> } />
				<Route path="/sessies/:id" element={ <SessionScreen /> } />
			</Routes>
		</MemoryRouter>
	);
}

beforeEach( () => {
	jest.clearAllMocks();
	( useConfirm as jest.MockedFunction< typeof useConfirm > ).mockReturnValue(
		confirm
	);
	get.mockResolvedValue( session as never );
	resetData();
} );

describe( 'workout session form', () => {
	it( 'shows every exercise with its sets, the notes and the total', async () => {
		renderSession();
		expect(
			await screen.findByRole( 'heading', { name: 'Sessie 3', level: 1 } )
		).toBeInTheDocument();
		expect( get ).toHaveBeenCalledWith( '/workout-sessions/41' );
		expect(
			screen.getByLabelText( 'Squat set 2 gewicht (kg)' )
		).toHaveValue( 62.5 );
		expect(
			screen.getByLabelText( 'Squat set 2 gewicht (kg)' )
		).toHaveAttribute( 'step', '0.1' );
		expect(
			screen.getByLabelText( 'Squat set 2 herhalingen' )
		).toHaveAttribute( 'inputmode', 'numeric' );
		expect(
			screen.getByLabelText( 'Plank set 1 gewicht (kg)' )
		).toHaveValue( null );
		expect( screen.getByLabelText( 'Opmerkingen' ) ).toHaveValue(
			'Goed gegaan'
		);
		expect( screen.getByText( '855 kg verplaatst' ) ).toBeInTheDocument();
	} );

	it( "adds a set with the previous set's weight and empty reps; removing stops at one set", async () => {
		const user = userEvent.setup();
		renderSession();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Set toevoegen aan Squat',
			} )
		);
		expect(
			screen.getByLabelText( 'Squat set 3 gewicht (kg)' )
		).toHaveValue( 62.5 );
		expect(
			screen.getByLabelText( 'Squat set 3 herhalingen' )
		).toHaveValue( null );

		expect(
			screen.getByRole( 'button', { name: 'Plank set 1 verwijderen' } )
		).toBeDisabled();
		await user.click(
			screen.getByRole( 'button', { name: 'Squat set 1 verwijderen' } )
		);
		expect(
			screen.getByLabelText( 'Squat set 1 gewicht (kg)' )
		).toHaveValue( 62.5 );
		expect(
			screen.queryByLabelText( 'Squat set 3 gewicht (kg)' )
		).toBeNull();
	} );

	it( 'saves sets, notes and the version read, clears the sessions cache and confirms', async () => {
		const user = userEvent.setup();
		put.mockResolvedValue( {
			...session,
			modified: '2025-05-05T16:40:00',
		} as never );
		get.mockResolvedValueOnce( { data: [ session ], pages: 1 } as never );
		await dispatch( store ).fetchSessions( 1 );
		renderSession();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Set toevoegen aan Squat',
			} )
		);
		await user.type(
			screen.getByLabelText( 'Squat set 3 herhalingen' ),
			'4'
		);
		await user.clear( screen.getByLabelText( 'Opmerkingen' ) );
		await user.type( screen.getByLabelText( 'Opmerkingen' ), 'Zwaar' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'success',
				'Workout Sessie Opgeslagen',
				'Je workout sessie is succesvol bijgewerkt'
			)
		);
		expect( put ).toHaveBeenCalledWith( '/workout-sessions/41', {
			title: 'Sessie 3',
			content: 'Zwaar',
			exercises: [
				{
					id: 101,
					title: 'Squat',
					sets: [
						{ weight: 60, reps: 8 },
						{ weight: 62.5, reps: 6 },
						{ weight: 62.5, reps: 4 },
					],
				},
				{
					id: 102,
					title: 'Plank',
					sets: [ { weight: null, reps: 1 } ],
				},
			],
			modified: '2025-05-05T16:31:00',
		} );
		expect( select( store ).getSessionsList().items ).toHaveLength( 0 );
	} );

	it( "shows a conflict's Dutch message, keeps the input and loads the newest version only when asked", async () => {
		const user = userEvent.setup();
		const current = {
			...session,
			content: 'Elders bewerkt',
			modified: '2025-05-05T17:00:00',
		};
		put.mockRejectedValue(
			new ApiRequestError(
				409,
				'fitcoach_conflict',
				'Deze sessie is intussen elders gewijzigd.',
				{ status: 409, session: current }
			)
		);
		renderSession();
		const notes = await screen.findByLabelText( 'Opmerkingen' );
		await user.clear( notes );
		await user.type( notes, 'Mijn versie' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Deze sessie is intussen elders gewijzigd.'
		);
		expect( notes ).toHaveValue( 'Mijn versie' );
		expect( notify ).not.toHaveBeenCalled();

		get.mockResolvedValue( current as never );
		await user.click(
			within( alert ).getByRole( 'button', {
				name: 'Laatste versie laden',
			} )
		);
		await waitFor( () =>
			expect( screen.getByLabelText( 'Opmerkingen' ) ).toHaveValue(
				'Elders bewerkt'
			)
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows the save failure text', async () => {
		const user = userEvent.setup();
		put.mockRejectedValue( new ApiRequestError( 500, 'x', '' ) );
		renderSession();
		await user.click(
			await screen.findByRole( 'button', { name: 'Opslaan' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Er is iets misgegaan bij het opslaan van je workout sessie.'
			)
		);
	} );

	it( 'deletes after confirmation, confirms and goes back', async () => {
		const user = userEvent.setup();
		confirm.mockResolvedValue( true );
		del.mockResolvedValue( {} as never );
		renderSession();
		await user.click(
			await screen.findByRole( 'button', { name: 'Verwijderen' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			expect.objectContaining( { type: 'danger' } )
		);
		expect(
			await screen.findByText( 'Trainingsoverzicht' )
		).toBeInTheDocument();
		expect( del ).toHaveBeenCalledWith( '/workout-sessions/41' );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Sessie Verwijderd',
			'De workout sessie is succesvol verwijderd'
		);
	} );

	it( "shows a load failure's message with 'Opnieuw proberen'", async () => {
		get.mockRejectedValue(
			new ApiRequestError(
				404,
				'fitcoach_session_not_found',
				'Sessie niet gevonden.'
			)
		);
		renderSession();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Sessie niet gevonden.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		).toBeInTheDocument();
	} );
} );
