/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../api/client';
import type { WorkoutSession } from '../../api/types';
import { useAuth } from '../../data/auth';
import { resetData } from '../../data/reset';
import TrainingScreen from './index';

jest.mock( '../../api/client' );
jest.mock( '../../data/auth', () => ( { useAuth: jest.fn() } ) );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

const session = (
	id: number,
	total: number,
	count: number
): WorkoutSession => ( {
	id,
	title: `Sessie ${ id }`,
	date: '2025-05-05T18:30:00',
	content: '',
	workout: { id: 7, title: 'Full body' },
	exercises: [],
	total_weight: total,
	exercise_count: count,
} );

function serve( answers: Record< string, () => unknown > ) {
	get.mockImplementation( ( async ( path: string ) => {
		const answer = answers[ path ];
		return answer ? answer() : new Promise( () => undefined );
	} ) as typeof apiGet );
}

function renderTraining() {
	return render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<TrainingScreen />
		</MemoryRouter>
	);
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
		switchedUser: null,
	} as ReturnType< typeof useAuth > );
} );

describe( 'Training', () => {
	it( "lists workouts and recent sessions with '{n} kg verplaatst' and the exercise count", async () => {
		serve( {
			'/workouts': () => [
				{ id: 7, title: 'Full body', description: '', exercises: [] },
			],
			'/workout-sessions': () => ( {
				data: [ session( 2, 2450.5, 5 ), session( 1, 0, 1 ) ],
				pages: 1,
			} ),
		} );
		renderTraining();
		expect(
			await screen.findByRole( 'article', { name: 'Full body' } )
		).toBeInTheDocument();
		const list = await screen.findByRole( 'list', {
			name: 'Recente Sessies',
		} );
		const rows = within( list ).getAllByRole( 'link' );
		expect( rows[ 0 ] ).toHaveAttribute( 'href', '/sessies/2' );
		expect( rows[ 0 ] ).toHaveTextContent( '2450,5 kg verplaatst' );
		expect( rows[ 0 ] ).toHaveTextContent( '5 oefeningen' );
		expect( rows[ 1 ] ).not.toHaveTextContent( 'kg verplaatst' );
		expect( get ).toHaveBeenCalledWith( '/workout-sessions', {
			page: 1,
			per_page: 6,
		} );
	} );

	it( "shows 'Fout bij laden workouts: {message}' and the sessions error with 'Opnieuw proberen'", async () => {
		let sessionsFail = true;
		serve( {
			'/workouts': () =>
				Promise.reject( new ApiRequestError( 500, 'x', 'Serverfout' ) ),
			'/workout-sessions': () =>
				sessionsFail
					? Promise.reject(
							new ApiRequestError( 500, 'x', 'Time-out' )
						)
					: { data: [], pages: 0 },
		} );
		renderTraining();
		expect(
			await screen.findByText( 'Fout bij laden workouts: Serverfout' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Fout bij laden sessies: Time-out' )
		).toBeInTheDocument();
		sessionsFail = false;
		const retry = screen.getAllByRole( 'button', {
			name: 'Opnieuw proberen',
		} );
		await userEvent.click( retry[ retry.length - 1 ] );
		expect(
			await screen.findByText( 'Nog geen workout sessies gevonden.' )
		).toBeInTheDocument();
	} );

	it( 'shows the empty texts', async () => {
		serve( {
			'/workouts': () => [],
			'/workout-sessions': () => ( { data: [], pages: 0 } ),
		} );
		renderTraining();
		expect(
			await screen.findByText( 'Geen workouts beschikbaar' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Nog geen workout sessies gevonden.' )
		).toBeInTheDocument();
	} );
} );
