/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
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
import type { Workout, WorkoutSession } from '../../api/types';
import { useConfirm } from '../../components/ConfirmDialog';
import { notify } from '../../data/notices';
import { resetData } from '../../data/reset';
import { store } from '../../data/sessions';
import SessionScreen, { TOTAL_PAUSE_MS } from './index';

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
	window.localStorage.clear();
} );

/** The workout of the session, with the coach's prescription for the squat. */
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
				sets: 3,
				reps_min: 8,
				reps_max: 12,
				weight: 60,
				rpe: null,
				rest: 60,
				note: 'Borst omhoog',
			},
		},
		{
			id: 2,
			exercise: { ID: 102, post_title: 'Plank' },
			prescription: null,
		},
	],
};

/** The session as a single read: with last time's sets of the squat. */
const withPrevious: WorkoutSession = {
	...session,
	previous: [
		{
			exercise_id: 101,
			session_id: 30,
			date: '2025-05-01T18:00:00',
			sets: [
				{ position: 0, weight: 57.5, reps: 8 },
				{ position: 1, weight: 60, reps: 6 },
			],
		},
	],
};

/**
 * Answers the reads of the screen by path.
 *
 * @param single The session read by id.
 */
function serve( single: WorkoutSession = withPrevious ) {
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/workouts' === path ) {
			return [ workout ];
		}
		if ( '/workout-sessions/41' === path ) {
			return single;
		}
		throw new ApiRequestError( 404, 'x', 'Niet gevonden.' );
	} ) as typeof apiGet );
}

/** Takes the focus off whatever has it (the page's own element keeps it then). */
function blurFocused() {
	const doc = screen.getByLabelText( 'Opmerkingen' ).ownerDocument;
	( doc.activeElement as HTMLElement | null )?.blur();
}

describe( 'workout session form', () => {
	it( 'shows every exercise with its sets, the notes and the total', async () => {
		renderSession();
		expect(
			await screen.findByRole( 'heading', { name: 'Sessie 3', level: 1 } )
		).toBeInTheDocument();
		expect( get ).toHaveBeenCalledWith( '/workout-sessions/41' );
		// A text field with a decimal keyboard, in Dutch notation (a comma is accepted).
		expect(
			screen.getByLabelText( 'Squat set 2 gewicht (kg)' )
		).toHaveValue( '62,5' );
		expect(
			screen.getByLabelText( 'Squat set 2 gewicht (kg)' )
		).toHaveAttribute( 'inputmode', 'decimal' );
		expect(
			screen.getByLabelText( 'Squat set 2 herhalingen' )
		).toHaveAttribute( 'inputmode', 'numeric' );
		expect(
			screen.getByLabelText( 'Plank set 1 gewicht (kg)' )
		).toHaveValue( '' );
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
		).toHaveValue( '62,5' );
		expect(
			screen.getByLabelText( 'Squat set 3 herhalingen' )
		).toHaveValue( '' );

		expect(
			screen.getByRole( 'button', { name: 'Plank set 1 verwijderen' } )
		).toBeDisabled();
		await user.click(
			screen.getByRole( 'button', { name: 'Squat set 1 verwijderen' } )
		);
		expect(
			screen.getByLabelText( 'Squat set 1 gewicht (kg)' )
		).toHaveValue( '62,5' );
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

describe( 'the coach, last time and the rest timer', () => {
	it( "shows the target and note under an exercise, last time's set beside each set, and links the title to its history", async () => {
		serve();
		renderSession();
		expect(
			await screen.findByText( '3 × 8–12 · 60 kg · rust 60 s' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Borst omhoog' ) ).toBeInTheDocument();
		expect( screen.getAllByRole( 'heading', { level: 1 } ) ).toHaveLength(
			1
		);

		const squat = screen.getByRole( 'region', { name: 'Squat' } );
		expect(
			within( squat ).getByRole( 'link', {
				name: 'Squat (geschiedenis)',
			} )
		).toHaveAttribute( 'href', '/training/oefening/101' );
		expect(
			screen.getByRole( 'link', { name: 'Plank (geschiedenis)' } )
		).toHaveAttribute( 'href', '/training/oefening/102' );

		// Beside each set, and read with its fields.
		expect(
			screen.getByLabelText( 'Squat set 1 gewicht (kg)' )
		).toHaveAccessibleDescription( 'Vorige: 57,5 kg × 8' );
		expect(
			screen.getByLabelText( 'Squat set 2 herhalingen' )
		).toHaveAccessibleDescription( 'Vorige: 60 kg × 6' );
		// Nothing without a set last time, nor for an exercise never done.
		const plank = screen.getByRole( 'region', { name: 'Plank' } );
		expect( within( plank ).queryByText( /^Vorige:/ ) ).toBeNull();
		expect( within( plank ).queryByText( /rust/ ) ).toBeNull();
		expect( screen.getAllByText( /^Vorige:/ ) ).toHaveLength( 2 );
	} );

	it( "shows last time's sets of a session just started (handed over by the start)", async () => {
		get.mockImplementation(
			( () => new Promise( () => undefined ) ) as unknown as typeof apiGet
		);
		render(
			<MemoryRouter
				initialEntries={ [
					{
						pathname: '/sessies/41',
						state: { session: withPrevious, workout },
					},
				] }
				future={ {
					v7_startTransition: true,
					v7_relativeSplatPath: true,
				} }
			>
				<Routes>
					<Route path="/sessies/:id" element={ <SessionScreen /> } />
				</Routes>
			</MemoryRouter>
		);
		expect(
			screen.getByLabelText( 'Squat set 1 gewicht (kg)' )
		).toHaveAccessibleDescription( 'Vorige: 57,5 kg × 8' );
		expect(
			screen.getByText( '3 × 8–12 · 60 kg · rust 60 s' )
		).toBeInTheDocument();
	} );

	it( "ticking a set starts the exercise's rest (90 s without one); the ticks are not sent", async () => {
		const user = userEvent.setup();
		serve();
		put.mockResolvedValue( withPrevious as never );
		renderSession();
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Squat set 2 klaar' } )
		);
		expect(
			screen.getByRole( 'timer', { name: 'Resterende rusttijd' } )
		).toHaveTextContent( '1:00' );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Plank set 1 klaar' } )
		);
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent( '1:30' );
		// The bar leaves the save button free.
		expect(
			screen.getByRole( 'button', { name: 'Opslaan' } )
		).toBeEnabled();

		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( put ).toHaveBeenCalled() );
		expect( JSON.stringify( put.mock.calls[ 0 ][ 1 ] ) ).not.toMatch(
			/done|klaar/
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Squat set 2 klaar' } )
		).toBeChecked();
	} );

	it( 'moves the ticks up with the sets when a set is removed', async () => {
		const user = userEvent.setup();
		serve();
		renderSession();
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Squat set 2 klaar' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Squat set 1 verwijderen' } )
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Squat set 1 klaar' } )
		).toBeChecked();
	} );
} );

describe( 'records after a save', () => {
	it( "shows one 'Nieuw record!' per record the save beat, after the save's toast", async () => {
		const user = userEvent.setup();
		serve();
		put.mockResolvedValue( {
			...withPrevious,
			new_records: [
				{
					exercise_id: 101,
					exercise_title: 'Squat',
					kind: 'heaviest_weight',
					value: 62.5,
					previous: 60,
					weight: null,
				},
				{
					exercise_id: 101,
					exercise_title: 'Squat',
					kind: 'most_reps',
					value: 10,
					previous: 8,
					weight: 60,
				},
			],
		} as never );
		renderSession();
		await user.click(
			await screen.findByRole( 'button', { name: 'Opslaan' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'success',
				'Nieuw record!',
				'Squat: meeste herhalingen met 60 kg: 10 (was 8)'
			)
		);
		expect( jest.mocked( notify ).mock.calls ).toEqual( [
			[
				'success',
				'Workout Sessie Opgeslagen',
				'Je workout sessie is succesvol bijgewerkt',
			],
			[
				'success',
				'Nieuw record!',
				'Squat: zwaarste gewicht 62,5 kg (was 60 kg)',
			],
			[
				'success',
				'Nieuw record!',
				'Squat: meeste herhalingen met 60 kg: 10 (was 8)',
			],
		] );
	} );

	it( 'shows no record toast when the save beat none', async () => {
		const user = userEvent.setup();
		serve();
		put.mockResolvedValue( { ...withPrevious, new_records: [] } as never );
		renderSession();
		await user.click(
			await screen.findByRole( 'button', { name: 'Opslaan' } )
		);
		await waitFor( () => expect( notify ).toHaveBeenCalled() );
		expect( notify ).not.toHaveBeenCalledWith(
			'success',
			'Nieuw record!',
			expect.anything()
		);
	} );
} );

describe( 'bad input beside the field', () => {
	const WEIGHT =
		'Vul een gewicht van 0 tot en met 1000 kg in, in stappen van 0,1.';
	const REPS = 'Vul een heel aantal herhalingen van 0 tot en met 1000 in.';

	it( 'sends nothing while a weight or reps is invalid, and says why beside the field', async () => {
		const user = userEvent.setup();
		serve();
		put.mockResolvedValue( withPrevious as never );
		renderSession();
		const weight = await screen.findByLabelText(
			'Squat set 2 gewicht (kg)'
		);
		await user.clear( weight );
		await user.type( weight, '62,55' );
		const reps = screen.getByLabelText( 'Plank set 1 herhalingen' );
		await user.clear( reps );
		await user.type( reps, '1,5' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );

		expect( put ).not.toHaveBeenCalled();
		expect( weight ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( weight ).toHaveAccessibleDescription(
			`${ WEIGHT } Vorige: 60 kg × 6`
		);
		expect( reps ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( reps ).toHaveAccessibleDescription( REPS );
		// The first invalid field gets the focus.
		await waitFor( () => expect( weight ).toHaveFocus() );

		// Corrected (a Dutch comma is fine): the error goes, and the save is sent.
		await user.clear( weight );
		await user.type( weight, '62,5' );
		expect( weight ).not.toHaveAttribute( 'aria-invalid' );
		expect( reps ).toHaveAttribute( 'aria-invalid', 'true' );
		await user.clear( reps );
		await user.type( reps, '1' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( put ).toHaveBeenCalledTimes( 1 ) );
		expect( put.mock.calls[ 0 ][ 1 ] ).toEqual(
			expect.objectContaining( {
				exercises: [
					expect.objectContaining( {
						sets: [
							{ weight: 60, reps: 8 },
							{ weight: 62.5, reps: 6 },
						],
					} ),
					expect.objectContaining( {
						sets: [ { weight: null, reps: 1 } ],
					} ),
				],
			} )
		);
	} );

	it( "puts a server refusal's fields beside the same fields", async () => {
		const user = userEvent.setup();
		serve();
		put.mockRejectedValue(
			new ApiRequestError( 400, 'fitcoach_invalid_weight', WEIGHT, {
				status: 400,
				params: {
					'exercises[0].sets[1].weight':
						'Te zwaar volgens de server.',
					'exercises[1].sets[0].reps': REPS,
				},
			} )
		);
		renderSession();
		await user.click(
			await screen.findByRole( 'button', { name: 'Opslaan' } )
		);
		const weight = screen.getByLabelText( 'Squat set 2 gewicht (kg)' );
		await waitFor( () =>
			expect( weight ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( weight ).toHaveAccessibleDescription(
			'Te zwaar volgens de server. Vorige: 60 kg × 6'
		);
		expect(
			screen.getByLabelText( 'Plank set 1 herhalingen' )
		).toHaveAccessibleDescription( REPS );
		expect(
			screen.getByLabelText( 'Squat set 1 gewicht (kg)' )
		).not.toHaveAttribute( 'aria-invalid' );
		await waitFor( () => expect( weight ).toHaveFocus() );
	} );

	it( "stops 'Set toevoegen' at 50 sets", async () => {
		const user = userEvent.setup();
		serve( {
			...withPrevious,
			exercises: [
				{
					id: 101,
					title: 'Squat',
					sets: Array.from( { length: 49 }, () => ( {
						weight: 60,
						reps: 5,
					} ) ),
				},
			],
		} );
		renderSession();
		const add = await screen.findByRole( 'button', {
			name: 'Set toevoegen aan Squat',
		} );
		expect( add ).toBeEnabled();
		await user.click( add );
		expect(
			screen.getByLabelText( 'Squat set 50 gewicht (kg)' )
		).toBeInTheDocument();
		expect( add ).toBeDisabled();
		expect( add ).toHaveAccessibleDescription(
			'Een oefening heeft hoogstens 50 sets.'
		);
	} );

	// Issue 26 item 20: the total is read out once typing pauses, not at every key.
	it( 'reads the changed total out only once typing pauses', async () => {
		jest.useFakeTimers();
		try {
			const user = userEvent.setup( {
				advanceTimers: jest.advanceTimersByTime,
			} );
			renderSession();
			await screen.findByRole( 'heading', {
				name: 'Sessie 3',
				level: 1,
			} );
			const spoken = () =>
				Array.from( document.querySelectorAll( '[aria-live]' ) )
					.map( ( region ) => region.textContent )
					.join( '|' );
			// The visible total is not a live region of its own.
			expect(
				screen.getByText( '855 kg verplaatst' ).closest( '[aria-live]' )
			).toBeNull();
			expect( spoken() ).not.toContain( 'kg verplaatst' );

			const reps = screen.getByLabelText( 'Squat set 1 herhalingen' );
			await user.clear( reps );
			await user.type( reps, '10' );
			// 60 × 10 + 62.5 × 6 = 975: shown at once, not yet read out.
			expect(
				screen.getByText( '975 kg verplaatst' )
			).toBeInTheDocument();
			expect( spoken() ).not.toContain( 'kg verplaatst' );
			act( () => {
				jest.advanceTimersByTime( TOTAL_PAUSE_MS - 100 );
			} );
			expect( spoken() ).not.toContain( 'kg verplaatst' );
			act( () => {
				jest.advanceTimersByTime( 100 );
			} );
			expect( spoken() ).toContain( '975 kg verplaatst' );
		} finally {
			jest.useRealTimers();
		}
	} );

	// Issue 26 item 16 (WCAG 2.4.3): the fields and buttons are disabled while saving (the
	// browser then moves focus to the page); afterwards focus is back where it was.
	it( 'gives the focus back to the save button after saving', async () => {
		const user = userEvent.setup();
		put.mockImplementation( async () => {
			// As the browser does with a focused control that gets disabled.
			blurFocused();
			return { ...session, modified: '2025-05-05T16:40:00' } as never;
		} );
		renderSession();
		const save = await screen.findByRole( 'button', { name: 'Opslaan' } );
		await user.click( save );
		await waitFor( () => expect( put ).toHaveBeenCalled() );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Opslaan' } )
			).toBeEnabled()
		);
		expect(
			screen.getByRole( 'button', { name: 'Opslaan' } )
		).toHaveFocus();
		expect( document.body ).not.toHaveFocus();
	} );

	it( 'gives the focus back to the field a save was sent from with Enter', async () => {
		const user = userEvent.setup();
		put.mockImplementation( async () => {
			blurFocused();
			return { ...session, modified: '2025-05-05T16:40:00' } as never;
		} );
		renderSession();
		const reps = await screen.findByLabelText( 'Squat set 2 herhalingen' );
		await user.click( reps );
		await user.keyboard( '{Enter}' );
		await waitFor( () => expect( put ).toHaveBeenCalled() );
		await waitFor( () =>
			expect(
				screen.getByLabelText( 'Squat set 2 herhalingen' )
			).toHaveFocus()
		);
	} );
} );
