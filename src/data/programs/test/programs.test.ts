/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

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
import { notify } from '../../notices';
import { resetData } from '../../reset';
import { programConflict, store } from '..';
import type { ProgramFields } from '..';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const del = apiDelete as jest.MockedFunction< typeof apiDelete >;

const PROGRAM = {
	id: 40,
	title: 'Kracht 8 weken',
	weeks: 8,
	author: { id: 2, name: 'Coach' },
	assigned: 3,
	days: [ { week: 1, day: 1, workout_id: 11 } ],
	changes: [],
	progression: [ { workout_id: 11, exercise_id: 5, weight_step: 2.5 } ],
	modified: '2025-05-01T10:00:00',
};

const FIELDS: ProgramFields = {
	title: 'Kracht 8 weken',
	weeks: 8,
	days: [ { week: 1, day: 1, workout_id: 11 } ],
	changes: [],
	progression: [],
};

const PLAN = {
	program: { id: 40, title: 'Kracht 8 weken', weeks: 8 },
	start_date: '2025-04-21',
	current_week: 2,
	weeks: 8,
	today: { date: '2025-05-01', day: null },
	week: [],
	adherence: [
		{ week_start: '2025-04-28', planned: 4, done: 3 },
		{ week_start: '2025-04-21', planned: 3, done: 1 },
	],
};

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'reading programs', () => {
	it( 'resolves page 1 of a scope’s list when first selected, with the scope sent', async () => {
		get.mockResolvedValue( {
			data: [ PROGRAM ],
			pages: 2,
			total: 51,
			hasMore: true,
		} as never );
		expect(
			select( store ).hasFinishedResolution( 'getPrograms', [ 'mine' ] )
		).toBe( false );
		const list = await resolveSelect( store ).getPrograms( 'mine' );
		expect( get ).toHaveBeenCalledWith( '/admin/programs', {
			page: 1,
			per_page: 50,
			scope: 'mine',
		} );
		expect( list.items.map( ( item ) => item.title ) ).toEqual( [
			'Kracht 8 weken',
		] );
		expect( list.total ).toBe( 51 );
		expect( list.hasMore ).toBe( true );
		await resolveSelect( store ).getPrograms( 'mine' );
		expect( get ).toHaveBeenCalledTimes( 1 );

		get.mockResolvedValue( {
			data: [ { ...PROGRAM, id: 41, title: 'Tweede' } ],
			pages: 2,
			total: 51,
		} as never );
		await dispatch( store ).loadMorePrograms( 'mine' );
		expect( get ).toHaveBeenLastCalledWith( '/admin/programs', {
			page: 2,
			per_page: 50,
			scope: 'mine',
		} );
		expect(
			select( store )
				.getPrograms( 'mine' )
				.items.map( ( item ) => item.id )
		).toEqual( [ 40, 41 ] );
	} );

	it( 'sends no scope for all programs, and keeps a failed read’s message', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 403, 'fitcoach_forbidden', 'Geen toegang' )
		);
		const list = await resolveSelect( store ).getPrograms( 'all' );
		expect( get ).toHaveBeenCalledWith( '/admin/programs', {
			page: 1,
			per_page: 50,
			scope: undefined,
		} );
		expect( list.error ).toBe( 'Geen toegang' );
	} );

	it( 'reads one program, and again once invalidated', async () => {
		get.mockResolvedValue( PROGRAM as never );
		const program = await resolveSelect( store ).getProgram( 40 );
		expect( get ).toHaveBeenCalledWith( '/admin/programs/40' );
		expect( program?.progression ).toEqual( [
			{ workout_id: 11, exercise_id: 5, weight_step: 2.5 },
		] );
		dispatch( store ).invalidateResolution( 'getProgram', [ 40 ] );
		await resolveSelect( store ).getProgram( 40 );
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'reads a member’s plan with the adherence, forgotten at logout', async () => {
		get.mockResolvedValue( PLAN as never );
		const plan = await resolveSelect( store ).getMemberPlan( 3 );
		expect( get ).toHaveBeenCalledWith( '/admin/users/3/plan' );
		expect( plan?.current_week ).toBe( 2 );
		expect( plan?.adherence[ 0 ] ).toEqual( {
			week_start: '2025-04-28',
			planned: 4,
			done: 3,
		} );
		resetData();
		expect( select( store ).getMemberPlan( 3 ) ).toBeNull();
		await resolveSelect( store ).getMemberPlan( 3 );
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'offers the coach’s published workouts to plan with', async () => {
		get.mockResolvedValue( [
			{ id: 11, title: 'Kracht A', status: 'publish', exercises: [] },
			{ id: 12, title: 'Concept', status: 'draft', exercises: [] },
		] as never );
		const workouts = await resolveSelect( store ).getWorkoutChoices();
		expect( get ).toHaveBeenCalledWith( '/admin/workouts' );
		expect( workouts?.map( ( item ) => item.title ) ).toEqual( [
			'Kracht A',
		] );
	} );
} );

describe( 'program writes', () => {
	it( 'creates a program, keeps it and has the lists read again', async () => {
		get.mockResolvedValue( { data: [], pages: 1, total: 0 } as never );
		await resolveSelect( store ).getPrograms( 'all' );
		post.mockResolvedValue( PROGRAM as never );
		const outcome = await dispatch( store ).createProgram( FIELDS );
		expect( outcome.ok ).toBe( true );
		expect( post ).toHaveBeenCalledWith( '/admin/programs', FIELDS );
		expect( select( store ).getProgram( 40 )?.title ).toBe(
			'Kracht 8 weken'
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Programma aangemaakt',
			undefined
		);
		get.mockResolvedValue( {
			data: [ PROGRAM ],
			pages: 1,
			total: 1,
		} as never );
		const list = await resolveSelect( store ).getPrograms( 'all' );
		expect( list.items ).toHaveLength( 1 );
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'sends the version read with an update; a 409 is a conflict without a toast', async () => {
		put.mockRejectedValue(
			new ApiRequestError(
				409,
				'fitcoach_conflict',
				'Dit programma is intussen gewijzigd.',
				{ status: 409, program: PROGRAM }
			)
		);
		const outcome = await dispatch( store ).updateProgram(
			40,
			FIELDS,
			'2025-05-01T10:00:00'
		);
		expect( put ).toHaveBeenCalledWith( '/admin/programs/40', {
			...FIELDS,
			modified: '2025-05-01T10:00:00',
		} );
		expect( outcome.ok ).toBe( false );
		expect( outcome.ok ? null : programConflict( outcome.error ) ).toEqual(
			{ message: 'Dit programma is intussen gewijzigd.' }
		);
		expect( notify ).not.toHaveBeenCalled();
	} );

	it( 'copies a program and shows the copy', async () => {
		post.mockResolvedValue( {
			...PROGRAM,
			id: 41,
			title: 'Kracht 8 weken (kopie)',
			assigned: 0,
		} as never );
		const outcome = await dispatch( store ).copyProgram( 40 );
		expect( post ).toHaveBeenCalledWith( '/admin/programs/40/copy' );
		expect( outcome.ok && outcome.result.id ).toBe( 41 );
		expect( select( store ).getProgram( 41 )?.title ).toBe(
			'Kracht 8 weken (kopie)'
		);
	} );

	it( 'shows the server’s reason when a followed program cannot be deleted', async () => {
		del.mockRejectedValue(
			new ApiRequestError(
				409,
				'fitcoach_program_in_use',
				'Dit programma wordt nog gevolgd.'
			)
		);
		const outcome = await dispatch( store ).deleteProgram( 40 );
		expect( outcome.ok ).toBe( false );
		expect( notify ).toHaveBeenCalledWith(
			'error',
			'Fout',
			'Dit programma wordt nog gevolgd.'
		);
	} );

	it( 'assigns a program and keeps the plan it answered; stopping it reads the plan again', async () => {
		put.mockResolvedValue( { ...PLAN, mail_sent: true } as never );
		const outcome = await dispatch( store ).assignProgram( 3, {
			program_id: 40,
			start_date: '2025-04-21',
		} );
		expect( outcome.ok ).toBe( true );
		expect( put ).toHaveBeenCalledWith( '/admin/users/3/program', {
			program_id: 40,
			start_date: '2025-04-21',
		} );
		expect( select( store ).getMemberPlan( 3 )?.program?.title ).toBe(
			'Kracht 8 weken'
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Programma toegewezen',
			undefined
		);

		del.mockResolvedValue( { deleted: true } as never );
		get.mockResolvedValue( { ...PLAN, program: null } as never );
		await dispatch( store ).unassignProgram( 3 );
		expect( del ).toHaveBeenCalledWith( '/admin/users/3/program' );
		expect( select( store ).getMemberPlan( 3 )?.program ).toBeNull();
		await resolveSelect( store ).getMemberPlan( 3 );
		expect( get ).toHaveBeenCalledWith( '/admin/users/3/plan' );
	} );

	it( 'warns when the member’s mail could not be sent', async () => {
		put.mockResolvedValue( { ...PLAN, mail_sent: false } as never );
		await dispatch( store ).assignProgram( 3, {
			program_id: 40,
			start_date: '2025-04-21',
		} );
		expect( notify ).toHaveBeenCalledWith(
			'warning',
			'Programma toegewezen',
			'De e-mail aan het lid kon niet worden verstuurd.'
		);
	} );
} );
