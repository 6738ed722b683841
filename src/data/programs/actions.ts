/**
 * The programs store's writes, each through the one write path (runWrite) with the coach area's
 * toasts: create, update (with the version read: 409 when it changed meanwhile), copy and delete a
 * program; assign a program to a member from a start date, and stop it. A write puts the server's
 * answer in the store and has the lists read again (a member count or a name changed).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiDelete, apiPost, apiPut } from '../../api/client';
import { readPlan, readProgram } from '../../lib/admin/programs';
import { loadNextPage } from '../utils/load-next';
import { remoteActions, selectValue } from '../utils/remote';
import type { RemoteAction, RemoteState } from '../utils/remote';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import { listSlot, planSlot, programSlot } from './constants';
import { readProgramsPage } from './resolvers';
import type {
	Assignment,
	MemberPlan,
	Program,
	ProgramConflict,
	ProgramFields,
	ProgramScope,
} from './types';

/** What a thunk of this store gets from @wordpress/data. */
interface ThunkApi {
	select: { getRemoteState: () => RemoteState };
	dispatch: ( ( action: RemoteAction ) => unknown ) & {
		invalidateResolution: ( selector: string, args: unknown[] ) => unknown;
		invalidateResolutionForStoreSelector: ( selector: string ) => unknown;
		finishResolution: ( selector: string, args: unknown[] ) => unknown;
	};
}

/** What an assignment answered: the member's plan, and whether her mail went out. */
export interface Assigned {
	plan: MemberPlan;
	mailSent: boolean;
}

/** The code of a delete refused because members follow the program. */
export const PROGRAM_IN_USE = 'fitcoach_program_in_use';

/**
 * The conflict of a save refused with 409 (the program changed meanwhile), else null.
 *
 * @param error What the save threw.
 */
export function programConflict( error: unknown ): ProgramConflict | null {
	if (
		! ( error instanceof ApiRequestError ) ||
		409 !== error.status ||
		PROGRAM_IN_USE === error.code
	) {
		return null;
	}
	return {
		message:
			error.message ||
			__( 'Dit programma is intussen elders gewijzigd.', 'fitcoach' ),
	};
}

/**
 * A refusal the editor shows at its fields (400) or as a conflict (409): no toast for those.
 *
 * @param error   What the write threw.
 * @param failure The toast's text for any other failure.
 */
function unlessShown( error: unknown, failure: string ): string | null {
	if (
		error instanceof ApiRequestError &&
		( 400 === error.status || null !== programConflict( error ) )
	) {
		return null;
	}
	return failure;
}

const saveFailed = (): string =>
	__( 'Er is iets misgegaan bij het opslaan van het programma.', 'fitcoach' );

/**
 * The program an answer holds (the write held, so an unreadable answer is the server's fault).
 *
 * @param answer The server's answer.
 */
function programOf( answer: unknown ): Program {
	const program = readProgram( answer );
	if ( ! program ) {
		throw new Error( 'Unexpected answer of a program write' );
	}
	return program;
}

/**
 * Keeps a program the server answered with, and has the lists read again.
 *
 * @param api     The thunk's dispatch.
 * @param program The program.
 */
function keep( api: ThunkApi, program: Program ) {
	api.dispatch(
		remoteActions.received( programSlot( program.id ), program, Date.now() )
	);
	// What the server answered is the program: the editor opening it reads nothing.
	api.dispatch.finishResolution( 'getProgram', [ program.id ] );
	api.dispatch.invalidateResolutionForStoreSelector( 'getPrograms' );
}

/**
 * The next page of a program list, only when more pages exist and none is loading.
 *
 * @param scope Whose programs.
 */
export const loadMorePrograms =
	( scope: ProgramScope ) =>
	( api: ThunkApi ): Promise< void > =>
		loadNextPage( api, listSlot( scope ), ( page ) =>
			readProgramsPage( api, scope, page )
		);

/**
 * Creates a program.
 *
 * @param fields Name, weeks, days, overrides and progression.
 */
export const createProgram =
	( fields: ProgramFields ) =>
	( api: ThunkApi ): Promise< WriteOutcome< Program > > =>
		runWrite< Program >( {
			request: () =>
				apiPost< unknown >( '/admin/programs', fields ).then(
					programOf
				),
			commit: ( program ) => keep( api, program ),
			success: { title: __( 'Programma aangemaakt', 'fitcoach' ) },
			failure: ( error ) => unlessShown( error, saveFailed() ),
		} );

/**
 * Saves a program. `modified` is the version the editor started from: when the program changed
 * meanwhile the server refuses with 409 (programConflict), shown by the editor without a toast.
 * A change reaches the members' days from today on; days already done keep what was done.
 *
 * @param id       Program id.
 * @param fields   Name, weeks, days, overrides and progression.
 * @param modified The version read.
 */
export const updateProgram =
	( id: number, fields: ProgramFields, modified: string ) =>
	( api: ThunkApi ): Promise< WriteOutcome< Program > > =>
		runWrite< Program >( {
			request: () =>
				apiPut< unknown >( `/admin/programs/${ id }`, {
					...fields,
					modified,
				} ).then( programOf ),
			commit: ( program ) => keep( api, program ),
			success: { title: __( 'Programma opgeslagen', 'fitcoach' ) },
			failure: ( error ) => unlessShown( error, saveFailed() ),
		} );

/**
 * Reads a program again, forgetting the version kept (after a conflict: the newest version).
 *
 * @param id Program id.
 */
export const reloadProgram =
	( id: number ) =>
	( api: ThunkApi ): void => {
		api.dispatch( remoteActions.cleared( [ programSlot( id ) ] ) );
		api.dispatch.invalidateResolution( 'getProgram', [ id ] );
	};

/**
 * Copies a program (the copy is named '… (kopie)' by the server and follows nobody yet).
 *
 * @param id Program id.
 */
export const copyProgram =
	( id: number ) =>
	( api: ThunkApi ): Promise< WriteOutcome< Program > > =>
		runWrite< Program >( {
			request: () =>
				apiPost< unknown >( `/admin/programs/${ id }/copy` ).then(
					programOf
				),
			commit: ( program ) => keep( api, program ),
			success: { title: __( 'Programma gekopieerd', 'fitcoach' ) },
			failure: __(
				'Er is iets misgegaan bij het kopiëren van het programma.',
				'fitcoach'
			),
		} );

/**
 * Deletes a program; the server refuses one members still follow (409, its message in the toast).
 *
 * @param id Program id.
 */
export const deleteProgram =
	( id: number ) =>
	( api: ThunkApi ): Promise< WriteOutcome< unknown > > =>
		runWrite< unknown >( {
			request: () => apiDelete< unknown >( `/admin/programs/${ id }` ),
			commit: () => {
				api.dispatch( remoteActions.cleared( [ programSlot( id ) ] ) );
				api.dispatch.invalidateResolution( 'getProgram', [ id ] );
				api.dispatch.invalidateResolutionForStoreSelector(
					'getPrograms'
				);
			},
			success: { title: __( 'Programma verwijderd', 'fitcoach' ) },
			failure: __(
				'Er is iets misgegaan bij het verwijderen van het programma.',
				'fitcoach'
			),
		} );

/**
 * Assigns a program to a member from a start date (her future days are planned again; she gets
 * a mail). The server answers with her plan.
 *
 * @param member     The member's user id.
 * @param assignment The program and the start date (Y-m-d).
 */
export const assignProgram =
	( member: number, assignment: Assignment ) =>
	( api: ThunkApi ): Promise< WriteOutcome< Assigned > > =>
		runWrite< Assigned >( {
			request: () =>
				apiPut< unknown >(
					`/admin/users/${ member }/program`,
					assignment
				).then( ( answer ) => ( {
					plan: readPlan( answer ),
					mailSent:
						false !==
						( answer as { mail_sent?: unknown } | null )?.mail_sent,
				} ) ),
			commit: ( { plan } ) => {
				api.dispatch(
					remoteActions.received(
						planSlot( member ),
						plan,
						Date.now()
					)
				);
				// The answer may leave out the weeks before: the plan is read again when shown.
				if ( 0 === plan.adherence.length ) {
					api.dispatch.invalidateResolution( 'getMemberPlan', [
						member,
					] );
				}
				api.dispatch.invalidateResolutionForStoreSelector(
					'getPrograms'
				);
			},
			success: ( { mailSent } ) =>
				mailSent
					? { title: __( 'Programma toegewezen', 'fitcoach' ) }
					: {
							type: 'warning',
							title: __( 'Programma toegewezen', 'fitcoach' ),
							message: __(
								'De e-mail aan het lid kon niet worden verstuurd.',
								'fitcoach'
							),
						},
			failure: __(
				'Er is iets misgegaan bij het toewijzen van het programma.',
				'fitcoach'
			),
		} );

/**
 * Stops a member's program: her future days that are not done go.
 *
 * @param member The member's user id.
 */
export const unassignProgram =
	( member: number ) =>
	( api: ThunkApi ): Promise< WriteOutcome< unknown > > =>
		runWrite< unknown >( {
			request: () =>
				apiDelete< unknown >( `/admin/users/${ member }/program` ),
			commit: () => {
				// No program from now on; the plan (the weeks before) is read again.
				const shown = selectValue< MemberPlan >(
					api.select.getRemoteState(),
					planSlot( member )
				).data;
				api.dispatch(
					remoteActions.received(
						planSlot( member ),
						{
							...readPlan( null ),
							adherence: shown?.adherence ?? [],
						},
						Date.now()
					)
				);
				api.dispatch.invalidateResolution( 'getMemberPlan', [
					member,
				] );
				api.dispatch.invalidateResolutionForStoreSelector(
					'getPrograms'
				);
			},
			success: { title: __( 'Programma gestopt', 'fitcoach' ) },
			failure: __(
				'Er is iets misgegaan bij het stoppen van het programma.',
				'fitcoach'
			),
		} );
