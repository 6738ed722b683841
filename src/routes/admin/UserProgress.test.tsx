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
import { ApiRequestError, apiGet, apiPut } from '../../api/client';
import { notify } from '../../data/notices';
import { resetData } from '../../data/reset';
import UserDetail from './UserDetail';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );
jest.mock( '../../components/ConfirmDialog', () => ( {
	useConfirm: () => jest.fn(),
} ) );
// Chart.js is a lazy chunk of the browser build and jsdom draws no canvas: a stand-in that shows
// its labels and lines, hidden from screen readers as the real canvas is.
jest.mock( '../../components/member/charts/LineChart', () => ( {
	__esModule: true,
	default: ( {
		labels,
		series,
	}: {
		labels: string[];
		series: Array< { label: string; data: number[] } >;
	} ) =>
		require( '@wordpress/element' ).createElement(
			'canvas',
			{ 'aria-hidden': 'true', 'data-testid': 'canvas' },
			[
				labels.join( ' | ' ),
				...series.map(
					( line ) => `${ line.label }: ${ line.data.join( ' | ' ) }`
				),
			].join( ' / ' )
		),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;

const SANNE = {
	id: 3,
	name: 'Sanne de Vries',
	first_name: 'Sanne',
	last_name: 'de Vries',
	email: 'sanne@fitcoach.test',
	username: 'sanne',
	role: 'sporter',
	role_label: 'Sporter',
	registered: '2024-03-05T10:00:00+00:00',
	imageUrl: null,
	initials: 'SD',
	profile_image: null,
};

/**
 * A session of the member.
 *
 * @param id    Session id.
 * @param day   Day of November 2025.
 * @param total Weight moved.
 */
function session( id: number, day: number, total: number ) {
	return {
		id,
		date: `2025-11-${ String( day ).padStart( 2, '0' ) }T18:00:00`,
		title: `Sessie ${ id }`,
		workout_name: 'Full body',
		total_weight: total,
		exercise_count: 4,
	};
}

const PROGRESS = {
	goal_weight: 68.5,
	weight: {
		days_30: {
			points: [
				{ date: '2025-11-03', weight: 72.4 },
				{ date: '2025-11-10', weight: 71.9 },
				{ date: '2025-11-17', weight: 71.6 },
			],
			rate_per_week: -0.4,
			first: 72.4,
			last: 71.6,
		},
		days_90: {
			points: [
				{ date: '2025-08-25', weight: 74 },
				{ date: '2025-10-06', weight: 72.8 },
				{ date: '2025-11-17', weight: 71.6 },
			],
			rate_per_week: -0.2,
			first: 74,
			last: 71.6,
		},
	},
	last_sessions: [
		session( 16, 17, 4200 ),
		session( 15, 14, 3950.5 ),
		session( 14, 12, 3800 ),
		session( 13, 7, 3600 ),
		session( 12, 5, 3500 ),
		session( 11, 3, 3400 ),
	],
	sessions_per_week: [
		{ week_start: '2025-10-27', count: 1, total_weight: 3300 },
		{ week_start: '2025-11-03', count: 2, total_weight: 6900 },
		{ week_start: '2025-11-10', count: 0, total_weight: 0 },
		{ week_start: '2025-11-17', count: 3, total_weight: 11950.5 },
	],
	records: [
		{
			exercise_id: 4,
			exercise_title: 'Squat',
			heaviest_weight: 100,
			estimated_1rm: 116.7,
			date: '2025-11-10',
		},
		{
			exercise_id: 7,
			exercise_title: 'Plank',
			heaviest_weight: null,
			estimated_1rm: 20,
			date: '2025-11-12',
		},
	],
	totals: { sessions: 24, total_weight: 65400.5 },
};

const NOTHING = {
	goal_weight: null,
	weight: {
		days_30: { points: [], rate_per_week: null, first: null, last: null },
		days_90: { points: [], rate_per_week: null, first: null, last: null },
	},
	last_sessions: [],
	sessions_per_week: [
		{ week_start: '2025-10-27', count: 0, total_weight: 0 },
		{ week_start: '2025-11-03', count: 0, total_weight: 0 },
		{ week_start: '2025-11-10', count: 0, total_weight: 0 },
		{ week_start: '2025-11-17', count: 0, total_weight: 0 },
	],
	records: [],
	totals: { sessions: 0, total_weight: 0 },
};

/**
 * Answers the user and her progress; an Error answer fails.
 *
 * @param progress The progress answer.
 */
function serve( progress: unknown ) {
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/admin/users/3' === path ) {
			return SANNE;
		}
		if ( '/admin/users/3/progress' === path ) {
			if ( progress instanceof Error ) {
				throw progress;
			}
			return progress;
		}
		return new Promise( () => undefined );
	} ) as typeof apiGet );
}

function renderDetail() {
	return render(
		<MemoryRouter
			initialEntries={ [ '/admin/users/3' ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/admin/users/:id" element={ <UserDetail /> } />
			</Routes>
		</MemoryRouter>
	);
}

/** The 'Voortgang' section, once loaded. */
async function progressSection(): Promise< HTMLElement > {
	const section = await screen.findByRole( 'region', { name: 'Voortgang' } );
	await within( section ).findByLabelText( 'Doelgewicht (kg)' );
	return section;
}

/**
 * One part of the progress by its heading.
 *
 * @param name The part's heading.
 */
function part( name: string ): HTMLElement {
	return screen.getByRole( 'region', { name } );
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'Voortgang on the user detail', () => {
	it( "comes below the edit form, with the member's figures", async () => {
		serve( PROGRESS );
		renderDetail();
		const section = await progressSection();
		expect( get ).toHaveBeenCalledWith( '/admin/users/3/progress' );
		expect(
			within( section ).getByRole( 'heading', {
				level: 2,
				name: 'Voortgang',
			} )
		).toBeInTheDocument();
		// After the spec's form and its actions.
		const remove = screen.getByRole( 'button', { name: 'Verwijderen' } );
		expect( remove.compareDocumentPosition( section ) ).toBe(
			Node.DOCUMENT_POSITION_FOLLOWING
		);

		// The goal.
		expect(
			within( section ).getByText( 'Huidig doel: 68,5 kg' )
		).toBeVisible();
		const field = within( section ).getByLabelText( 'Doelgewicht (kg)' );
		expect( field ).toHaveValue( '68,5' );
		expect( field ).toHaveAttribute( 'inputmode', 'decimal' );

		// The weight over 30 days: the change per week, signed, and the first and last weight.
		const weight = part( 'Gewichtstrend' );
		expect(
			within( weight ).getByRole( 'button', { name: '30 dagen' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			within( weight ).getByText( '\u22120,4 kg per week' )
		).toBeInTheDocument();
		expect(
			within( weight ).getByText( 'van 72,4 kg naar 71,6 kg' )
		).toBeInTheDocument();
		expect( within( weight ).getByTestId( 'canvas' ) ).toHaveTextContent(
			'3 Nov | 10 Nov | 17 Nov / Gewicht: 72.4 | 71.9 | 71.6 / Doelgewicht: 68.5 | 68.5 | 68.5'
		);
		// The chart's text alternative.
		expect(
			within( weight ).getByRole( 'table', {
				name: 'Gewichtstrend laatste 30 dagen',
			} )
		).toBeInTheDocument();
		expect(
			within( weight ).getByText(
				'Van 72,4 kg op 3 Nov tot 71,6 kg op 17 Nov. ' +
					'Laagste 71,6 kg op 17 Nov, hoogste 72,4 kg op 3 Nov. ' +
					'Trend: \u22120,4 kg per week.'
			)
		).toBeInTheDocument();

		// The last 5 sessions, newest first.
		const sessions = within(
			within( part( 'Laatste trainingen' ) ).getByRole( 'list' )
		).getAllByRole( 'listitem' );
		expect( sessions ).toHaveLength( 5 );
		expect( sessions[ 0 ] ).toHaveTextContent( 'Sessie 16' );
		expect( sessions[ 0 ] ).toHaveTextContent( 'Full body' );
		expect( sessions[ 0 ] ).toHaveTextContent( '17 november 2025' );
		expect( sessions[ 0 ] ).toHaveTextContent( '4200 kg verplaatst' );
		expect( sessions[ 1 ] ).toHaveTextContent( '3950,5 kg verplaatst' );
		expect( screen.queryByText( 'Sessie 11' ) ).toBeNull();

		// The records per exercise.
		const records = within(
			within( part( 'Records' ) ).getByRole( 'list' )
		).getAllByRole( 'listitem' );
		expect( records[ 0 ] ).toHaveTextContent( 'Squat' );
		expect(
			within( records[ 0 ] ).getByText( 'Zwaarste gewicht' ).nextSibling
		).toHaveTextContent( '100 kg' );
		expect(
			within( records[ 0 ] ).getByText( 'Geschat 1RM' ).nextSibling
		).toHaveTextContent( '116,7 kg' );
		expect(
			within( records[ 1 ] ).getByText( 'Zwaarste gewicht' ).nextSibling
		).toHaveTextContent( '–' );

		// The sessions per week.
		const weeks = within(
			within( part( 'Trainingen per week' ) ).getByRole( 'list' )
		).getAllByRole( 'listitem' );
		expect( weeks.map( ( week ) => week.textContent ) ).toEqual( [
			'week van 27 okt: 1 training',
			'week van 3 nov: 2 trainingen',
			'week van 10 nov: 0 trainingen',
			'week van 17 nov: 3 trainingen',
		] );
		expect(
			screen.getByText( 'Totaal: 24 trainingen, 65400,5 kg verplaatst' )
		).toBeInTheDocument();
	} );

	it( 'switches the weight trend to 90 days', async () => {
		const user = userEvent.setup();
		serve( PROGRESS );
		renderDetail();
		await progressSection();
		const weight = part( 'Gewichtstrend' );
		await user.click(
			within( weight ).getByRole( 'button', { name: '90 dagen' } )
		);
		expect(
			within( weight ).getByRole( 'button', { name: '90 dagen' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			within( weight ).getByRole( 'button', { name: '30 dagen' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		expect(
			within( weight ).getByText( '\u22120,2 kg per week' )
		).toBeInTheDocument();
		expect(
			within( weight ).getByText( 'van 74,0 kg naar 71,6 kg' )
		).toBeInTheDocument();
		expect(
			within( weight ).getByRole( 'table', {
				name: 'Gewichtstrend laatste 90 dagen',
			} )
		).toBeInTheDocument();
		expect( within( weight ).getByTestId( 'canvas' ) ).toHaveTextContent(
			/^25 Aug \| 6 Okt \| 17 Nov/
		);
	} );

	it( 'says so in Dutch when the member has no data yet', async () => {
		serve( NOTHING );
		renderDetail();
		const section = await progressSection();
		expect(
			within( section ).getByText( 'Nog geen doelgewicht ingesteld.' )
		).toBeInTheDocument();
		expect(
			within( section ).getByLabelText( 'Doelgewicht (kg)' )
		).toHaveValue( '' );
		expect(
			within( part( 'Gewichtstrend' ) ).getByText(
				'Geen metingen in de laatste 30 dagen.'
			)
		).toBeInTheDocument();
		expect( screen.queryByTestId( 'canvas' ) ).toBeNull();
		expect(
			within( part( 'Laatste trainingen' ) ).getByText(
				'Nog geen workout sessies gevonden.'
			)
		).toBeInTheDocument();
		expect(
			within( part( 'Records' ) ).getByText( 'Nog geen records.' )
		).toBeInTheDocument();
		expect(
			within( part( 'Trainingen per week' ) ).getByText(
				'Geen trainingen in de laatste 4 weken.'
			)
		).toBeInTheDocument();
		expect( screen.queryByText( /^Totaal:/ ) ).toBeNull();
	} );

	it( 'offers a retry when the progress cannot be read, keeping the form', async () => {
		const user = userEvent.setup();
		serve(
			new ApiRequestError(
				500,
				'fitcoach_error',
				'Even niet beschikbaar.'
			)
		);
		renderDetail();
		const section = await screen.findByRole( 'region', {
			name: 'Voortgang',
		} );
		const alert = await within( section ).findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Fout bij laden van voortgang: Even niet beschikbaar.'
		);
		expect( screen.getByLabelText( 'Voornaam' ) ).toHaveValue( 'Sanne' );

		serve( PROGRESS );
		await user.click(
			within( alert ).getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await within( section ).findByText( 'Huidig doel: 68,5 kg' )
		).toBeInTheDocument();
	} );
} );

describe( 'the goal weight', () => {
	it.each( [ '20', '300,5', 'zeventig', '7e1' ] )(
		'refuses %s beside the field without sending it',
		async ( typed ) => {
			const user = userEvent.setup();
			serve( PROGRESS );
			renderDetail();
			const section = await progressSection();
			const field =
				within( section ).getByLabelText( 'Doelgewicht (kg)' );
			await user.clear( field );
			await user.type( field, typed );
			await user.click(
				within( section ).getByRole( 'button', {
					name: 'Doel opslaan',
				} )
			);
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( field ).toHaveAccessibleDescription(
				expect.stringContaining(
					'Kies een doelgewicht tussen 30 en 300 kg.'
				)
			);
			expect( put ).not.toHaveBeenCalled();
		}
	);

	it( "shows the server's refusal beside the field, not as a toast", async () => {
		const user = userEvent.setup();
		serve( PROGRESS );
		put.mockRejectedValue(
			new ApiRequestError(
				400,
				'fitcoach_invalid_goal_weight',
				'Kies een doelgewicht tussen 30 en 300 kg (server).'
			)
		);
		renderDetail();
		const section = await progressSection();
		const field = within( section ).getByLabelText( 'Doelgewicht (kg)' );
		await user.clear( field );
		await user.type( field, '75' );
		await user.click(
			within( section ).getByRole( 'button', { name: 'Doel opslaan' } )
		);
		expect(
			await within( section ).findByText(
				'Kies een doelgewicht tussen 30 en 300 kg (server).'
			)
		).toBeInTheDocument();
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveValue( '75' );
		expect( notify ).not.toHaveBeenCalled();
		expect(
			within( section ).getByText( 'Huidig doel: 68,5 kg' )
		).toBeInTheDocument();
	} );

	it( 'saves a goal typed with a comma and shows it', async () => {
		const user = userEvent.setup();
		serve( PROGRESS );
		put.mockResolvedValue( { goal_weight: 70.5 } as never );
		renderDetail();
		const section = await progressSection();
		const field = within( section ).getByLabelText( 'Doelgewicht (kg)' );
		await user.clear( field );
		await user.type( field, '70,5' );
		await user.click(
			within( section ).getByRole( 'button', { name: 'Doel opslaan' } )
		);
		expect(
			await within( section ).findByText( 'Huidig doel: 70,5 kg' )
		).toBeInTheDocument();
		expect( put ).toHaveBeenCalledWith( '/admin/users/3/goal-weight', {
			goal_weight: 70.5,
		} );
		expect( field ).toHaveValue( '70,5' );
		expect( field ).not.toHaveAttribute( 'aria-invalid' );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Doelgewicht opgeslagen',
			undefined
		);
		// The chart's goal line follows.
		expect( screen.getByTestId( 'canvas' ) ).toHaveTextContent(
			'Doelgewicht: 70.5 | 70.5 | 70.5'
		);
	} );

	it( 'clears the goal when the field is saved empty', async () => {
		const user = userEvent.setup();
		serve( PROGRESS );
		put.mockResolvedValue( { goal_weight: null } as never );
		renderDetail();
		const section = await progressSection();
		await user.clear(
			within( section ).getByLabelText( 'Doelgewicht (kg)' )
		);
		await user.click(
			within( section ).getByRole( 'button', { name: 'Doel opslaan' } )
		);
		expect(
			await within( section ).findByText(
				'Nog geen doelgewicht ingesteld.'
			)
		).toBeInTheDocument();
		expect( put ).toHaveBeenCalledWith( '/admin/users/3/goal-weight', {
			goal_weight: null,
		} );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Doelgewicht gewist',
			undefined
		);
		expect( screen.getByTestId( 'canvas' ) ).not.toHaveTextContent(
			'Doelgewicht'
		);
	} );

	it( 'reports another failure as a toast and keeps the typed goal', async () => {
		const user = userEvent.setup();
		serve( PROGRESS );
		put.mockRejectedValue( new ApiRequestError( 500, 'x', '' ) );
		renderDetail();
		const section = await progressSection();
		const field = within( section ).getByLabelText( 'Doelgewicht (kg)' );
		await user.clear( field );
		await user.type( field, '80' );
		await user.click(
			within( section ).getByRole( 'button', { name: 'Doel opslaan' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Er is iets misgegaan bij het opslaan van het doelgewicht.'
			)
		);
		expect( field ).toHaveValue( '80' );
		expect( field ).not.toHaveAttribute( 'aria-invalid' );
	} );
} );
