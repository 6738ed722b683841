/**
 * The coach's workouts and exercises in the app (issue 28, item 2): the list, the workout editor
 * and the exercise editor, queried by role and label.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiDelete,
	apiGet,
	apiPost,
	apiPut,
} from '../../../api/client';
import { useConfirm } from '../../../components/ConfirmDialog';
import type { ConfirmOptions } from '../../../components/ConfirmDialog';
import { useAuth } from '../../../data/auth';
import type {
	CatalogueExercise,
	CatalogueWorkout,
} from '../../../data/catalogue';
import { notify, useNotices } from '../../../data/notices';
import { resetData } from '../../../data/reset';
import CatalogueLinks from './CatalogueLinks';
import ExerciseEditor from './ExerciseEditor';
import ExerciseList from './ExerciseList';
import WorkoutEditor from './WorkoutEditor';
import WorkoutList from './WorkoutList';

jest.mock( '../../../api/client' );
jest.mock( '../../../data/notices' );
jest.mock( '../../../data/auth' );
jest.mock( '../../../components/ConfirmDialog', () => ( {
	useConfirm: jest.fn(),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const del = apiDelete as jest.MockedFunction< typeof apiDelete >;
const notices = jest.mocked( useNotices )();
const confirm = jest.fn< ( options: ConfirmOptions ) => Promise< boolean > >();

const SQUAT: CatalogueExercise = {
	id: 11,
	title: 'Squat',
	video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
	workouts: 1,
	modified: '2025-03-01T10:00:00',
};
const PLANK: CatalogueExercise = {
	id: 12,
	title: 'Plank',
	video_url: '',
	workouts: 0,
	modified: '2025-03-01T10:00:00',
};

const LEGS: CatalogueWorkout = {
	id: 5,
	title: 'Benen',
	description: 'Rustig opbouwen.',
	status: 'publish',
	exercises: [
		{
			id: 11,
			title: 'Squat',
			video_url: SQUAT.video_url,
			prescription: {
				sets: 3,
				reps_min: 8,
				reps_max: 10,
				weight: 35.5,
				rpe: null,
				rest: 90,
				note: '',
			},
		},
	],
	assigned: { everyone: true, members: [], others: 0 },
	modified: '2025-03-02T09:00:00',
};

const SANNE = { id: 3, name: 'Sanne de Vries' };

/**
 * Logs in as the administrator or a PT trainer.
 *
 * @param role The role.
 */
function loginAs( role: 'administrator' | 'pt_trainer' ) {
	jest.mocked( useAuth ).mockReturnValue( {
		user: {
			id: 1,
			first_name: 'Kees',
			last_name: 'Coach',
			display_name: 'Kees Coach',
			email: 'kees@fitcoach.test',
			profile_image: null,
			is_admin: true,
			roles: [ role ],
		},
		isAdmin: true,
		switchedUser: null,
		activeUserName: 'Kees Coach',
		setUser: jest.fn(),
		logout: jest.fn< () => Promise< void > >(),
		switchTo: jest.fn< () => Promise< void > >(),
		switchBack: jest.fn< () => Promise< void > >(),
	} );
}

/**
 * The server's answers to reads.
 *
 * @param answers Path → answer (an Error is thrown).
 */
function serve( answers: Record< string, unknown > ) {
	get.mockImplementation( ( async ( path: string ) => {
		if ( ! ( path in answers ) ) {
			throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
		}
		const answer = answers[ path ];
		if ( answer instanceof Error ) {
			throw answer;
		}
		return answer;
	} ) as typeof apiGet );
}

/**
 * Renders the coach's screens at a path.
 *
 * @param path The path.
 */
function renderAt( path: string ) {
	return render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/admin" element={ <CatalogueLinks /> } />
				<Route path="/admin/workouts" element={ <WorkoutList /> } />
				<Route
					path="/admin/workouts/nieuw"
					element={ <WorkoutEditor /> }
				/>
				<Route
					path="/admin/workouts/:id"
					element={ <WorkoutEditor /> }
				/>
				<Route path="/admin/oefeningen" element={ <ExerciseList /> } />
				<Route
					path="/admin/oefeningen/nieuw"
					element={ <ExerciseEditor /> }
				/>
				<Route
					path="/admin/oefeningen/:id"
					element={ <ExerciseEditor /> }
				/>
			</Routes>
		</MemoryRouter>
	);
}

beforeEach( () => {
	resetData();
	jest.clearAllMocks();
	jest.mocked( useNotices ).mockReturnValue( notices );
	jest.mocked( useConfirm ).mockReturnValue( confirm );
	loginAs( 'administrator' );
} );

describe( 'The way to the workouts', () => {
	it( 'links /admin to Workouts and Oefeningen', () => {
		renderAt( '/admin' );
		expect(
			screen.getByRole( 'link', { name: 'Workouts' } )
		).toHaveAttribute( 'href', '/admin/workouts' );
		expect(
			screen.getByRole( 'link', { name: 'Oefeningen' } )
		).toHaveAttribute( 'href', '/admin/oefeningen' );
	} );
} );

describe( 'Workouts list', () => {
	it( 'says it is loading, then lists the workouts with what they hold', async () => {
		serve( { '/admin/workouts': [ LEGS ] } );
		renderAt( '/admin/workouts' );
		expect( screen.getByRole( 'status' ) ).toHaveAccessibleName(
			'Laden...'
		);
		const link = await screen.findByRole( 'link', { name: /Benen/ } );
		expect( link ).toHaveAttribute( 'href', '/admin/workouts/5' );
		expect( link ).toHaveTextContent( '1 oefening · Iedereen' );
		expect(
			screen.getByRole( 'link', { name: 'Nieuwe workout' } )
		).toHaveAttribute( 'href', '/admin/workouts/nieuw' );
	} );

	it( 'reads the list again when it is shown anew (wp-admin may have changed it)', async () => {
		serve( { '/admin/workouts': [ LEGS ] } );
		const first = renderAt( '/admin/workouts' );
		expect(
			await screen.findByRole( 'link', { name: /Benen/ } )
		).toBeInTheDocument();
		first.unmount();
		serve( {
			'/admin/workouts': [ { ...LEGS, title: 'Benen (wp-admin)' } ],
		} );
		renderAt( '/admin/workouts' );
		expect(
			await screen.findByRole( 'link', { name: /Benen \(wp-admin\)/ } )
		).toBeInTheDocument();
	} );

	it( 'says when there are none', async () => {
		serve( { '/admin/workouts': [] } );
		renderAt( '/admin/workouts' );
		expect(
			await screen.findByText( 'Nog geen workouts' )
		).toBeInTheDocument();
	} );

	it( 'shows a failed read and reads again on retry', async () => {
		const user = userEvent.setup();
		serve( {
			'/admin/workouts': new ApiRequestError(
				500,
				'fitcoach_error',
				'Er ging iets mis.'
			),
		} );
		renderAt( '/admin/workouts' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Er ging iets mis.'
		);
		serve( { '/admin/workouts': [ LEGS ] } );
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByRole( 'link', { name: /Benen/ } )
		).toBeInTheDocument();
	} );
} );

describe( 'Workout editor', () => {
	it( 'creates a workout with two exercises in order and a prescription', async () => {
		const user = userEvent.setup();
		serve( {
			'/admin/exercises': [ PLANK, SQUAT ],
			'/admin/workouts/members': [ SANNE ],
			'/admin/workouts': [],
		} );
		post.mockResolvedValue( { ...LEGS, id: 9 } );
		renderAt( '/admin/workouts/nieuw' );

		await user.type( screen.getByLabelText( 'Naam' ), 'Benen' );
		const add = screen.getByLabelText( 'Oefening toevoegen' );
		await waitFor( () => expect( add ).toBeEnabled() );
		await user.selectOptions( add, 'Squat' );
		await user.click( screen.getByRole( 'button', { name: 'Toevoegen' } ) );
		// Focus goes to the new exercise's first field.
		const squat = screen.getByRole( 'group', { name: '1. Squat' } );
		expect( within( squat ).getByLabelText( 'Sets' ) ).toHaveFocus();
		await user.type( within( squat ).getByLabelText( 'Sets' ), '3' );
		await user.type(
			within( squat ).getByLabelText( 'Herhalingen van' ),
			'8'
		);
		await user.type(
			within( squat ).getByLabelText( 'Herhalingen tot' ),
			'10'
		);
		await user.type(
			within( squat ).getByLabelText( 'Gewicht (kg)' ),
			'35,5'
		);
		await user.selectOptions(
			screen.getByLabelText( 'Oefening toevoegen' ),
			'Plank'
		);
		await user.click( screen.getByRole( 'button', { name: 'Toevoegen' } ) );
		// Plank first.
		await user.click(
			screen.getByRole( 'button', { name: 'Plank eerder in de workout' } )
		);
		expect(
			screen.getByRole( 'group', { name: '1. Plank' } )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );

		await waitFor( () => expect( post ).toHaveBeenCalledTimes( 1 ) );
		const [ path, body, headers ] = post.mock.calls[ 0 ];
		expect( path ).toBe( '/admin/workouts' );
		expect( body ).toEqual( {
			title: 'Benen',
			description: '',
			exercises: [
				{ id: 12, prescription: null },
				{
					id: 11,
					prescription: {
						sets: 3,
						reps_min: 8,
						reps_max: 10,
						weight: 35.5,
						rpe: null,
						rest: null,
						note: '',
					},
				},
			],
			assigned: { everyone: true, members: [] },
		} );
		expect( headers ).toEqual( {
			'Idempotency-Key': expect.stringMatching( /^[A-Za-z0-9_-]{8,64}$/ ),
		} );
		// Back to the list.
		expect(
			await screen.findByRole( 'link', { name: 'Nieuwe workout' } )
		).toBeInTheDocument();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Workout opgeslagen',
			undefined
		);
	} );

	it( "puts the server's message beside the field it names and focuses it", async () => {
		const user = userEvent.setup();
		serve( {
			'/admin/workouts/5': LEGS,
			'/admin/exercises': [ SQUAT, PLANK ],
			'/admin/workouts/members': [ SANNE ],
		} );
		put.mockRejectedValue(
			new ApiRequestError(
				400,
				'fitcoach_invalid_prescription',
				'Niet elk voorschrift klopt: verbeter de velden met een melding.',
				{
					status: 400,
					params: {
						'exercises[0].prescription.sets':
							'Sets: vul een heel getal van 1 tot en met 50 in.',
					},
				}
			)
		);
		renderAt( '/admin/workouts/5' );
		const squat = await screen.findByRole( 'group', { name: '1. Squat' } );
		expect( within( squat ).getByLabelText( 'Sets' ) ).toHaveValue( '3' );
		expect( within( squat ).getByLabelText( 'Gewicht (kg)' ) ).toHaveValue(
			'35,5'
		);
		await user.clear( within( squat ).getByLabelText( 'Sets' ) );
		await user.type( within( squat ).getByLabelText( 'Sets' ), '51' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );

		const sets = within( squat ).getByLabelText( 'Sets' );
		await waitFor( () => expect( sets ).toHaveFocus() );
		expect( sets ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( sets ).toHaveAccessibleDescription(
			'Sets: vul een heel getal van 1 tot en met 50 in.'
		);
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Niet elk voorschrift klopt'
		);
		expect( put.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			modified: '2025-03-02T09:00:00',
		} );
		// The form shows it: no toast.
		expect( notify ).not.toHaveBeenCalled();
	} );

	it( 'offers the newer version after a conflict', async () => {
		const user = userEvent.setup();
		serve( {
			'/admin/workouts/5': LEGS,
			'/admin/exercises': [ SQUAT ],
			'/admin/workouts/members': [],
		} );
		put.mockRejectedValueOnce(
			new ApiRequestError(
				409,
				'fitcoach_conflict',
				'Deze workout is intussen elders gewijzigd. Laad de workout opnieuw om de laatste versie te zien.',
				{
					status: 409,
					workout: {
						...LEGS,
						title: 'Benen (wp-admin)',
						modified: '2025-03-02T10:00:00',
					},
				}
			)
		);
		renderAt( '/admin/workouts/5' );
		await user.type( await screen.findByLabelText( 'Naam' ), ' zwaar' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		const panel = await screen.findByRole( 'alert' );
		await waitFor( () => expect( panel ).toHaveFocus() );
		await user.click(
			within( panel ).getByRole( 'button', {
				name: 'Nieuwste versie laden',
			} )
		);
		expect( screen.getByLabelText( 'Naam' ) ).toHaveValue(
			'Benen (wp-admin)'
		);
		expect( screen.getByLabelText( 'Naam' ) ).toHaveFocus();

		put.mockResolvedValueOnce( LEGS );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( put ).toHaveBeenCalledTimes( 2 ) );
		expect( put.mock.calls[ 1 ][ 1 ] ).toMatchObject( {
			title: 'Benen (wp-admin)',
			modified: '2025-03-02T10:00:00',
		} );
	} );

	it( "gives a PT trainer his own members, not 'Iedereen'", async () => {
		const user = userEvent.setup();
		loginAs( 'pt_trainer' );
		serve( {
			'/admin/exercises': [],
			'/admin/workouts/members': [ SANNE ],
		} );
		post.mockResolvedValue( { ...LEGS, id: 9 } );
		renderAt( '/admin/workouts/nieuw' );
		expect(
			screen.getByRole( 'radio', { name: 'Iedereen' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'radio', { name: 'Gekozen leden' } )
		).toBeChecked();
		await user.type( screen.getByLabelText( 'Naam' ), 'Voor Sanne' );
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Sanne de Vries' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( post ).toHaveBeenCalledTimes( 1 ) );
		expect( post.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			assigned: { everyone: false, members: [ 3 ] },
		} );
	} );

	it( 'deletes a workout after the coach confirms', async () => {
		const user = userEvent.setup();
		serve( {
			'/admin/workouts/5': LEGS,
			'/admin/exercises': [ SQUAT ],
			'/admin/workouts/members': [],
			'/admin/workouts': [],
		} );
		confirm.mockResolvedValue( true );
		del.mockResolvedValue( { deleted: true, id: 5 } );
		renderAt( '/admin/workouts/5' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Workout verwijderen' } )
		);
		expect( confirm.mock.calls[ 0 ][ 0 ].message ).toContain(
			'Sessies die al met deze workout zijn gedaan, blijven bewaard.'
		);
		await waitFor( () =>
			expect( del ).toHaveBeenCalledWith( '/admin/workouts/5' )
		);
		expect(
			await screen.findByText( 'Nog geen workouts' )
		).toBeInTheDocument();
	} );
} );

describe( 'Exercises', () => {
	it( 'lists the exercises with their video and use', async () => {
		serve( { '/admin/exercises': [ PLANK, SQUAT ] } );
		renderAt( '/admin/oefeningen' );
		expect(
			await screen.findByRole( 'link', { name: /Squat/ } )
		).toHaveTextContent( 'Met video · In 1 workout' );
		expect(
			screen.getByRole( 'link', { name: /Plank/ } )
		).toHaveTextContent( 'Geen video · In 0 workouts' );
	} );

	it( "puts a refused video link's message beside the field and focuses it", async () => {
		const user = userEvent.setup();
		post.mockRejectedValue(
			new ApiRequestError(
				400,
				'fitcoach_invalid_video_url',
				'Alleen YouTube- en Vimeo-links zijn toegestaan.',
				{
					status: 400,
					params: {
						video_url:
							'Alleen YouTube- en Vimeo-links zijn toegestaan.',
					},
				}
			)
		);
		renderAt( '/admin/oefeningen/nieuw' );
		await user.type( screen.getByLabelText( 'Naam' ), 'Deadlift' );
		await user.type(
			screen.getByLabelText( 'YouTube- of Vimeo-link' ),
			'https://example.com/video'
		);
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		const video = screen.getByLabelText( 'YouTube- of Vimeo-link' );
		await waitFor( () => expect( video ).toHaveFocus() );
		expect( video ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( video ).toHaveAccessibleDescription(
			expect.stringContaining(
				'Alleen YouTube- en Vimeo-links zijn toegestaan.'
			)
		);
		expect( post.mock.calls[ 0 ][ 1 ] ).toEqual( {
			title: 'Deadlift',
			video_url: 'https://example.com/video',
		} );
	} );

	it( 'says which workouts still use an exercise it cannot delete', async () => {
		const user = userEvent.setup();
		serve( { '/admin/exercises/11': SQUAT } );
		confirm.mockResolvedValue( true );
		del.mockRejectedValue(
			new ApiRequestError(
				409,
				'fitcoach_exercise_in_use',
				'Deze oefening staat nog in een workout. Haal hem eerst uit die workouts.',
				{ status: 409, workouts: [ { id: 5, title: 'Benen' } ] }
			)
		);
		renderAt( '/admin/oefeningen/11' );
		expect( await screen.findByLabelText( 'Naam' ) ).toHaveValue( 'Squat' );
		await user.click(
			screen.getByRole( 'button', { name: 'Oefening verwijderen' } )
		);
		const panel = await screen.findByRole( 'alert' );
		await waitFor( () => expect( panel ).toHaveFocus() );
		expect( panel ).toHaveTextContent(
			'Deze oefening staat nog in een workout.'
		);
		expect( within( panel ).getByRole( 'listitem' ) ).toHaveTextContent(
			'Benen'
		);
	} );
} );
