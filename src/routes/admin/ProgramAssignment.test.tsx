/**
 * A member's program on the coach's member screen (issue 28, items 1 and 4): 'Programma
 * toewijzen', the current week, stopping it, and 'Schema gevolgd: 3 van 4' per week.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { apiDelete, apiGet, apiPut } from '../../api/client';
import { useConfirm } from '../../components/ConfirmDialog';
import type { ConfirmOptions } from '../../components/ConfirmDialog';
import { notify, useNotices } from '../../data/notices';
import { resetData } from '../../data/reset';
import { todayInputDate } from '../../lib/member/dates';
import ProgramAssignment from './ProgramAssignment';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );
jest.mock( '../../components/ConfirmDialog', () => ( {
	useConfirm: jest.fn(),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const del = apiDelete as jest.MockedFunction< typeof apiDelete >;
const notices = jest.mocked( useNotices )();
const confirm = jest.fn< ( options: ConfirmOptions ) => Promise< boolean > >();

const NO_PROGRAM = {
	program: null,
	start_date: null,
	current_week: null,
	weeks: null,
	today: { date: '2025-05-01', day: null },
	week: [],
	adherence: [],
};

const FOLLOWING = {
	program: { id: 40, title: 'Kracht 8 weken', weeks: 8 },
	start_date: '2025-04-21',
	current_week: 2,
	weeks: 8,
	today: { date: '2025-05-01', day: null },
	week: [],
	adherence: [
		{ week_start: '2025-04-28', planned: 4, done: 3 },
		{ week_start: '2025-04-21', planned: 3, done: 1 },
		{ week_start: '2025-04-14', planned: 0, done: 0 },
	],
};

let plan: unknown = NO_PROGRAM;

function renderSection() {
	return render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<ProgramAssignment id={ 3 } name="Sanne de Vries" />
		</MemoryRouter>
	);
}

beforeEach( () => {
	resetData();
	jest.clearAllMocks();
	jest.mocked( useNotices ).mockReturnValue( notices );
	jest.mocked( useConfirm ).mockReturnValue( confirm );
	confirm.mockResolvedValue( true );
	plan = NO_PROGRAM;
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/admin/users/3/plan' === path ) {
			return plan;
		}
		if ( '/admin/programs' === path ) {
			return {
				data: [
					{ id: 40, title: 'Kracht 8 weken', weeks: 8, days: [] },
					{ id: 41, title: 'Beginners', weeks: 4, days: [] },
				],
				pages: 1,
				total: 2,
			};
		}
		return [];
	} ) as typeof apiGet );
} );

describe( 'a member’s program', () => {
	it( 'assigns a program from a start date (today unless chosen), then shows its week', async () => {
		const user = userEvent.setup();
		put.mockImplementation( ( async () => {
			plan = FOLLOWING;
			return { ...FOLLOWING, mail_sent: true };
		} ) as typeof apiPut );
		renderSection();
		const program = await screen.findByLabelText( 'Programma' );
		await waitFor( () => expect( program ).toBeEnabled() );
		const assign = screen.getByRole( 'button', {
			name: 'Programma toewijzen',
		} );
		expect( assign ).toBeDisabled();
		expect( screen.getByLabelText( 'Startdatum' ) ).toHaveValue(
			todayInputDate()
		);
		await user.selectOptions( program, [ 'Kracht 8 weken' ] );
		await user.click( assign );

		expect( put ).toHaveBeenCalledWith( '/admin/users/3/program', {
			program_id: 40,
			start_date: todayInputDate(),
		} );
		expect( await screen.findByText( 'Week 2 van 8' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Kracht 8 weken' ) ).toBeInTheDocument();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Programma toegewezen',
			undefined
		);
		expect(
			screen.queryByRole( 'button', { name: 'Programma toewijzen' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows how well the plan was followed this week and the weeks before', async () => {
		plan = FOLLOWING;
		renderSection();
		const weeks = await screen.findByRole( 'list', {
			name: 'Schema per week',
		} );
		const items = within( weeks ).getAllByRole( 'listitem' );
		expect( items ).toHaveLength( 3 );
		expect( items[ 0 ] ).toHaveTextContent( 'Deze week' );
		expect(
			within( items[ 0 ] ).getByText( 'Schema gevolgd: 3 van 4' )
		).toBeInTheDocument();
		expect( items[ 1 ] ).toHaveTextContent( /Week van 21 apr/i );
		expect(
			within( items[ 1 ] ).getByText( 'Schema gevolgd: 1 van 3' )
		).toBeInTheDocument();
		expect( items[ 2 ] ).toHaveTextContent( 'Niets gepland' );
	} );

	it( 'stops the program after the dialog; the member can then be given another', async () => {
		const user = userEvent.setup();
		plan = FOLLOWING;
		del.mockImplementation( ( async () => {
			plan = { ...NO_PROGRAM, adherence: FOLLOWING.adherence };
			return { deleted: true };
		} ) as typeof apiDelete );
		renderSection();
		await user.click(
			await screen.findByRole( 'button', { name: 'Programma stoppen' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			expect.objectContaining( {
				title: 'Programma stoppen',
				message: expect.stringContaining( 'Sanne de Vries' ),
			} )
		);
		expect( del ).toHaveBeenCalledWith( '/admin/users/3/program' );
		expect(
			await screen.findByRole( 'button', { name: 'Programma toewijzen' } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Week 2 van 8' ) ).not.toBeInTheDocument();
		// The weeks before stay.
		expect(
			screen.getByText( 'Schema gevolgd: 3 van 4' )
		).toBeInTheDocument();
	} );

	it( 'gives a member who follows a program another one', async () => {
		const user = userEvent.setup();
		plan = FOLLOWING;
		put.mockResolvedValue( {
			...FOLLOWING,
			program: { id: 41, title: 'Beginners', weeks: 4 },
			current_week: 1,
			weeks: 4,
			mail_sent: true,
		} as never );
		renderSection();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Ander programma toewijzen',
			} )
		);
		const program = screen.getByLabelText( 'Programma' );
		await waitFor( () => expect( program ).toBeEnabled() );
		await user.selectOptions( program, [ 'Beginners' ] );
		await user.click(
			screen.getByRole( 'button', { name: 'Programma toewijzen' } )
		);
		expect( put ).toHaveBeenCalledWith( '/admin/users/3/program', {
			program_id: 41,
			start_date: todayInputDate(),
		} );
		expect( await screen.findByText( 'Week 1 van 4' ) ).toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Programma' )
		).not.toBeInTheDocument();
	} );

	it( 'says when a program starts later', async () => {
		plan = { ...FOLLOWING, current_week: null, start_date: '2025-06-02' };
		renderSection();
		expect(
			await screen.findByText( 'Begint op 2 juni 2025' )
		).toBeInTheDocument();
	} );
} );
