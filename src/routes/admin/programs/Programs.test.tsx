/**
 * The coach's programs (issue 28, item 1): the list at /admin/programmas and the editor.
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
import { notify, useNotices } from '../../../data/notices';
import { resetData } from '../../../data/reset';
import Editor from './Editor';
import List from './List';

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

const PRESCRIPTION = {
	sets: 3,
	reps_min: 8,
	reps_max: 8,
	weight: 60,
	rpe: null,
	rest: 90,
	note: '',
};

const WORKOUTS = [
	{
		id: 11,
		title: 'Kracht A',
		status: 'publish',
		exercises: [ { id: 5, title: 'Squat', prescription: PRESCRIPTION } ],
	},
	{
		id: 12,
		title: 'Kracht B',
		status: 'publish',
		exercises: [
			{
				id: 6,
				title: 'Bankdrukken',
				prescription: { ...PRESCRIPTION, weight: 40 },
			},
		],
	},
];

const PROGRAM = {
	id: 40,
	title: 'Kracht 8 weken',
	weeks: 8,
	author: { id: 1, name: 'Coach Kees' },
	assigned: 3,
	days: [
		{ week: 1, day: 1, workout_id: 11 },
		{ week: 1, day: 4, workout_id: 12 },
	],
	changes: [],
	progression: [],
	modified: '2025-05-01T10:00:00',
};

/** What the server answers, by path. */
let answers: Record< string, unknown > = {};

function loginAs( role: 'administrator' | 'pt_trainer' ) {
	jest.mocked( useAuth ).mockReturnValue( {
		user: {
			id: 1,
			first_name: 'Coach',
			last_name: 'Kees',
			display_name: 'Coach Kees',
			email: 'coach@fitcoach.test',
			profile_image: null,
			is_admin: true,
			roles: [ role ],
		},
		isAdmin: true,
		switchedUser: null,
		activeUserName: 'Coach Kees',
		setUser: jest.fn(),
		logout: jest.fn< () => Promise< void > >(),
		switchTo: jest.fn< () => Promise< void > >(),
		switchBack: jest.fn< () => Promise< void > >(),
	} );
}

function renderAt( path: string ) {
	return render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/admin/programmas" element={ <List /> } />
				<Route path="/admin/programmas/nieuw" element={ <Editor /> } />
				<Route path="/admin/programmas/:id" element={ <Editor /> } />
			</Routes>
		</MemoryRouter>
	);
}

beforeEach( () => {
	resetData();
	jest.clearAllMocks();
	jest.mocked( useNotices ).mockReturnValue( notices );
	jest.mocked( useConfirm ).mockReturnValue( confirm );
	confirm.mockResolvedValue( true );
	loginAs( 'administrator' );
	answers = {
		'/admin/workouts': WORKOUTS,
		'/admin/programs': { data: [ PROGRAM ], pages: 1, total: 1 },
		'/admin/programs/40': PROGRAM,
	};
	get.mockImplementation( ( async ( path: string ) => {
		if ( path in answers ) {
			const answer = answers[ path ];
			if ( answer instanceof Error ) {
				throw answer;
			}
			return answer;
		}
		throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
	} ) as typeof apiGet );
} );

describe( 'the program list', () => {
	it( 'shows each program with its weeks and members, and an administrator’s own programs', async () => {
		const user = userEvent.setup();
		renderAt( '/admin/programmas' );
		const list = await screen.findByRole( 'list', {
			name: "Programma's",
		} );
		const row = within( list ).getByRole( 'link', {
			name: /Kracht 8 weken/,
		} );
		expect( row ).toHaveAttribute( 'href', '/admin/programmas/40' );
		expect( row ).toHaveTextContent( '8 weken · 3 leden' );
		expect( get ).toHaveBeenCalledWith( '/admin/programs', {
			page: 1,
			per_page: 50,
			scope: undefined,
		} );

		await user.click(
			screen.getByRole( 'button', { name: "Mijn programma's" } )
		);
		await waitFor( () =>
			expect( get ).toHaveBeenCalledWith( '/admin/programs', {
				page: 1,
				per_page: 50,
				scope: 'mine',
			} )
		);
		expect(
			screen.getByRole( 'button', { name: "Mijn programma's" } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	it( 'offers no scope to a PT trainer, says when there are no programs, and opens a new one', async () => {
		const user = userEvent.setup();
		loginAs( 'pt_trainer' );
		answers[ '/admin/programs' ] = { data: [], pages: 0, total: 0 };
		renderAt( '/admin/programmas' );
		expect(
			await screen.findByText( "Nog geen programma's" )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: "Mijn programma's" } )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Nieuw programma' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Nieuw programma' } )
		).toBeInTheDocument();
	} );

	it( 'shows a failed read with a retry', async () => {
		const user = userEvent.setup();
		answers[ '/admin/programs' ] = new ApiRequestError(
			500,
			'fitcoach_error',
			'De server antwoordde niet.'
		);
		renderAt( '/admin/programmas' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'De server antwoordde niet.'
		);
		answers[ '/admin/programs' ] = { data: [ PROGRAM ], pages: 1 };
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByRole( 'link', { name: /Kracht 8 weken/ } )
		).toBeInTheDocument();
	} );
} );

describe( 'the program editor', () => {
	it( 'builds a program of weeks with days, copies week 1 to the weeks after it, and opens what it saved', async () => {
		const user = userEvent.setup();
		post.mockImplementation( ( async ( _path: string, body: unknown ) => ( {
			...( body as object ),
			id: 41,
			assigned: 0,
			author: { id: 1, name: 'Coach Kees' },
			modified: '2025-05-02T10:00:00',
		} ) ) as typeof apiPost );
		renderAt( '/admin/programmas/nieuw' );

		await user.type( await screen.findByLabelText( 'Naam' ), 'Start' );
		const weeks = screen.getByLabelText( 'Aantal weken' );
		await user.clear( weeks );
		await user.type( weeks, '2' );
		await user.selectOptions( screen.getByLabelText( 'Maandag' ), [
			'Kracht A',
		] );
		await user.selectOptions( screen.getByLabelText( 'Donderdag' ), [
			'Kracht B',
		] );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Kopiëren naar volgende weken',
			} )
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Week 1 is gekopieerd naar week 2 tot en met 2.'
		);
		await user.selectOptions( screen.getByLabelText( 'Week' ), [
			'Week 2',
		] );
		expect( screen.getByLabelText( 'Donderdag' ) ).toHaveDisplayValue(
			'Kracht B'
		);

		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( post ).toHaveBeenCalled() );
		expect( post ).toHaveBeenCalledWith( '/admin/programs', {
			title: 'Start',
			weeks: 2,
			days: [
				{ week: 1, day: 1, workout_id: 11 },
				{ week: 1, day: 4, workout_id: 12 },
				{ week: 2, day: 1, workout_id: 11 },
				{ week: 2, day: 4, workout_id: 12 },
			],
			changes: [],
			progression: [],
		} );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Programma aangemaakt',
			undefined
		);
		// The new program's own address, from the answer (not read again).
		expect(
			await screen.findByRole( 'heading', { name: 'Programma bewerken' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Naam' ) ).toHaveValue( 'Start' );
		expect( get ).not.toHaveBeenCalledWith( '/admin/programs/41' );
	} );

	it( 'adds a progression per week and a week’s own prescription, which starts from the progression', async () => {
		const user = userEvent.setup();
		put.mockResolvedValue( PROGRAM as never );
		renderAt( '/admin/programmas/40' );
		await user.selectOptions(
			await screen.findByLabelText( 'Oefening met progressie' ),
			[ 'Squat (Kracht A)' ]
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Progressie toevoegen' } )
		);
		const step = within(
			screen.getByRole( 'region', { name: 'Progressie' } )
		).getByLabelText( 'Kg erbij per week' );
		expect( step ).toHaveValue( '2,5' );
		expect( step ).toHaveAccessibleDescription( '+2,5 kg per week' );

		// Week 3 has no days of its own: nothing to change there yet.
		await user.selectOptions( screen.getByLabelText( 'Week' ), [
			'Week 3',
		] );
		expect(
			screen.getByText(
				'Kies eerst een workout op een dag van deze week.'
			)
		).toBeInTheDocument();
		// Week 2 (its days as week 1's): Squat starts from 60 kg plus one step.
		await user.selectOptions( screen.getByLabelText( 'Week' ), [
			'Week 2',
		] );
		await user.selectOptions( screen.getByLabelText( 'Maandag' ), [
			'Kracht A',
		] );
		await user.selectOptions(
			screen.getByLabelText( 'Oefening om aan te passen' ),
			[ 'Squat (Kracht A)' ]
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Aanpassing toevoegen' } )
		);
		const override = within(
			screen.getByRole( 'region', { name: 'Aanpassingen in week 2' } )
		).getByRole( 'group', { name: 'Squat (Kracht A)' } );
		expect(
			within( override ).getByLabelText( 'Herhalingen' )
		).toHaveValue( '8' );
		const weight = within( override ).getByLabelText( 'Gewicht (kg)' );
		expect( weight ).toHaveValue( '62,5' );
		await user.clear( weight );
		await user.type( weight, '65' );

		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () => expect( put ).toHaveBeenCalled() );
		expect( put ).toHaveBeenCalledWith( '/admin/programs/40', {
			title: 'Kracht 8 weken',
			weeks: 8,
			days: [ ...PROGRAM.days, { week: 2, day: 1, workout_id: 11 } ],
			changes: [
				{
					week: 2,
					workout_id: 11,
					exercise_id: 5,
					prescription: { ...PRESCRIPTION, weight: 65 },
				},
			],
			progression: [
				{ workout_id: 11, exercise_id: 5, weight_step: 2.5 },
			],
			modified: '2025-05-01T10:00:00',
		} );
	} );

	it( 'checks the name itself, and shows what the server refused beside the field and in the list', async () => {
		const user = userEvent.setup();
		renderAt( '/admin/programmas/nieuw' );
		await screen.findByLabelText( 'Naam' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( screen.getByLabelText( 'Naam' ) ).toHaveAccessibleDescription(
			'Vul een naam in.'
		);
		expect( post ).not.toHaveBeenCalled();

		post.mockRejectedValue(
			new ApiRequestError(
				400,
				'fitcoach_invalid_program',
				'Deze naam is te lang.',
				{
					status: 400,
					params: {
						title: 'Deze naam is te lang.',
						'days[0].day': 'Op deze dag staat al een workout.',
					},
				}
			)
		);
		await user.type( screen.getByLabelText( 'Naam' ), 'Lang' );
		await user.selectOptions( screen.getByLabelText( 'Dinsdag' ), [
			'Kracht A',
		] );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Week 1, dinsdag: Op deze dag staat al een workout.'
		);
		expect( screen.getByLabelText( 'Naam' ) ).toHaveAccessibleDescription(
			'Deze naam is te lang.'
		);
		expect( screen.getByLabelText( 'Naam' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		// The editor shows it: no toast on top.
		expect( notify ).not.toHaveBeenCalled();
	} );

	it( 'copies a saved program and opens the copy', async () => {
		const user = userEvent.setup();
		post.mockResolvedValue( {
			...PROGRAM,
			id: 41,
			title: 'Kracht 8 weken (kopie)',
			assigned: 0,
		} as never );
		renderAt( '/admin/programmas/40' );
		expect( await screen.findByLabelText( 'Naam' ) ).toHaveValue(
			'Kracht 8 weken'
		);
		expect( screen.getByLabelText( 'Donderdag' ) ).toHaveDisplayValue(
			'Kracht B'
		);
		await user.click( screen.getByRole( 'button', { name: 'Kopiëren' } ) );
		expect( post ).toHaveBeenCalledWith( '/admin/programs/40/copy' );
		await waitFor( () =>
			expect( screen.getByLabelText( 'Naam' ) ).toHaveValue(
				'Kracht 8 weken (kopie)'
			)
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Programma gekopieerd',
			undefined
		);
	} );

	it( 'deletes a program after the danger dialog, and keeps it when that is cancelled', async () => {
		const user = userEvent.setup();
		del.mockResolvedValue( { deleted: true, id: 40 } as never );
		renderAt( '/admin/programmas/40' );
		await screen.findByLabelText( 'Naam' );
		confirm.mockResolvedValueOnce( false );
		await user.click(
			screen.getByRole( 'button', { name: 'Verwijderen' } )
		);
		expect( del ).not.toHaveBeenCalled();

		await user.click(
			screen.getByRole( 'button', { name: 'Verwijderen' } )
		);
		expect( confirm ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				type: 'danger',
				title: 'Programma verwijderen',
			} )
		);
		await waitFor( () =>
			expect( del ).toHaveBeenCalledWith( '/admin/programs/40' )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Nieuw programma' } )
		).toBeInTheDocument();
	} );

	it( 'sends the version it read; when the program changed meanwhile it offers the newest', async () => {
		const user = userEvent.setup();
		put.mockRejectedValue(
			new ApiRequestError(
				409,
				'fitcoach_conflict',
				'Dit programma is intussen gewijzigd.',
				{ status: 409 }
			)
		);
		renderAt( '/admin/programmas/40' );
		const name = await screen.findByLabelText( 'Naam' );
		await user.clear( name );
		await user.type( name, 'Mijn versie' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( put ).toHaveBeenCalledWith(
			'/admin/programs/40',
			expect.objectContaining( {
				title: 'Mijn versie',
				modified: '2025-05-01T10:00:00',
			} )
		);
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Dit programma is intussen gewijzigd.'
		);
		answers[ '/admin/programs/40' ] = {
			...PROGRAM,
			title: 'Hun versie',
			modified: '2025-05-03T10:00:00',
		};
		await user.click(
			within( alert ).getByRole( 'button', {
				name: 'Nieuwste versie laden',
			} )
		);
		await waitFor( () =>
			expect( screen.getByLabelText( 'Naam' ) ).toHaveValue(
				'Hun versie'
			)
		);
	} );
} );
