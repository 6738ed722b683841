/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../../routes/future';
import { ApiRequestError, apiGet, apiPost } from '../../api/client';
import type { Workout } from '../../api/types';
import { useNotices } from '../../data/notices';
import { resetData } from '../../data/reset';
import WorkoutCard from './WorkoutCard';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
// The toasts' mock functions (src/store/__mocks__/notices.ts).
const notices = jest.mocked( useNotices )();

const workout: Workout = {
	id: 7,
	title: 'Full body',
	description: '<p>Drie <em>rondes</em>.</p><p>Rust 60 s.</p>',
	exercises: [
		{
			id: 1,
			exercise: { ID: 101, post_title: 'Squat' },
			title: 'Squat',
			youtubevimeo_url: '',
		},
	],
};

/** Shows where the card sent us, and with which router state. */
function Destination() {
	const location = useLocation();
	const state = location.state as {
		workout?: Workout;
		session?: { id: number };
	} | null;
	return (
		<p>
			{ location.pathname } { state?.workout?.title ?? '' }{ ' ' }
			{ state?.session?.id ?? '' }
		</p>
	);
}

function renderCard() {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>
			<Routes>
				<Route
					path="/"
					element={ <WorkoutCard workout={ workout } /> }
				/>
				<Route path="*" element={ <Destination /> } />
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
			return { count: 2 };
		}
		return null;
	} ) as typeof apiGet );
} );

describe( 'WorkoutCard', () => {
	it( 'shows the title and the description as text', () => {
		renderCard();
		expect(
			screen.getByRole( 'heading', { name: 'Full body' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Drie rondes. Rust 60 s.' )
		).toBeInTheDocument();
		expect( screen.getByText( '1 oefening' ) ).toBeInTheDocument();
	} );

	it( "'Bekijken' opens the detail with the whole workout", async () => {
		renderCard();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Bekijken' } )
		);
		expect(
			screen.getByText( '/training/workout/7 Full body', {
				exact: false,
			} )
		).toBeInTheDocument();
	} );

	it( "'Starten' creates 'Sessie 3', confirms and opens it", async () => {
		post.mockResolvedValue( { id: 99, title: 'Sessie 3' } as never );
		renderCard();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Starten' } )
		);
		expect(
			await screen.findByText( '/sessies/99 Full body 99', {
				exact: false,
			} )
		).toBeInTheDocument();
		expect( post ).toHaveBeenCalledWith(
			'/workout-sessions',
			expect.objectContaining( { workout_id: 7, title: 'Sessie 3' } ),
			expect.objectContaining( {
				'Idempotency-Key': expect.stringMatching(
					/^[A-Za-z0-9_-]{8,64}$/
				),
			} )
		);
		expect( notices.success ).toHaveBeenCalledWith(
			'Nieuwe Sessie Gestart',
			'Je kunt nu je workout beginnen!'
		);
	} );

	it( "shows 'Fout' when starting fails", async () => {
		post.mockRejectedValue( new ApiRequestError( 500, 'x', '' ) );
		renderCard();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Starten' } )
		);
		await waitFor( () =>
			expect( notices.error ).toHaveBeenCalledWith(
				'Fout',
				'Er is iets misgegaan bij het starten van je workout.'
			)
		);
		expect(
			screen.getByRole( 'button', { name: 'Starten' } )
		).toBeEnabled();
	} );
} );
