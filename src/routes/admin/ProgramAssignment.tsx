/**
 * A member's program on the coach's member screen (issue 28, items 1 and 4): the current program
 * with 'Week 2 van 8' and 'Programma stoppen', or 'Programma toewijzen' (a program and a start
 * date); and how well she followed it, 'Schema gevolgd: 3 van 4', for this week and the weeks
 * before.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useConfirm } from '../../components/ConfirmDialog';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { store, useMemberPlan, usePrograms } from '../../data/programs';
import type { AdherenceWeek, MemberPlan } from '../../data/programs';
import { formatDutchLongDate, formatDutchShortDate } from '../../i18n/format';
import { adherenceText, weekOfText } from '../../lib/admin/programs';
import { todayInputDate } from '../../lib/member/dates';
import './programs/style.scss';

interface ProgramAssignmentProps {
	/** The member's user id. */
	id: number;
	/** The member's name (in the stop dialog). */
	name: string;
}

/**
 * Where the program stands: 'Week 2 van 8', or when it starts later, 'Begint op 5 mei 2025'.
 *
 * @param plan The member's plan (with a program).
 */
function standing( plan: MemberPlan ): string {
	if ( null !== plan.current_week && null !== plan.weeks ) {
		return weekOfText( plan.current_week, plan.weeks );
	}
	return sprintf(
		/* translators: %s: the date the program starts. */
		__( 'Begint op %s', 'fitcoach' ),
		formatDutchLongDate( plan.start_date )
	);
}

/**
 * The name of an adherence week: 'Deze week' for the first, else 'Week van 5 mei'.
 *
 * @param week  The week.
 * @param index Its place (0: this week).
 */
function weekName( week: AdherenceWeek, index: number ): string {
	return 0 === index
		? __( 'Deze week', 'fitcoach' )
		: sprintf(
				/* translators: %s: the Monday a week starts ('5 mei'). */
				__( 'Week van %s', 'fitcoach' ),
				formatDutchShortDate( week.week_start )
			);
}

/**
 * The form that assigns a program from a start date (today unless chosen).
 *
 * @param props        Props.
 * @param props.id     The member's user id.
 * @param props.busy   Whether another action runs.
 * @param props.onDone
 */
function AssignForm( {
	id,
	busy,
	onDone,
}: {
	id: number;
	busy: boolean;
	onDone?: () => void;
} ) {
	const programs = usePrograms( 'all' );
	const { assignProgram } = useDispatch( store );
	const [ program, setProgram ] = useState( '' );
	const [ start, setStart ] = useState( () => todayInputDate() );
	const [ sending, setSending ] = useState( false );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( '' === program || '' === start || sending ) {
			return;
		}
		setSending( true );
		const outcome = await assignProgram( id, {
			program_id: Number( program ),
			start_date: start,
		} );
		if ( mounted.current ) {
			setSending( false );
		}
		if ( outcome.ok ) {
			onDone?.();
		}
	};

	if ( programs.loaded && 0 === programs.items.length ) {
		return (
			<p className="fc-admin-plan__empty">
				{ __(
					'Er is nog geen programma om toe te wijzen.',
					'fitcoach'
				) }{ ' ' }
				<Link to="/admin/programmas/nieuw">
					{ __( 'Nieuw programma', 'fitcoach' ) }
				</Link>
			</p>
		);
	}

	const disabled = busy || sending;
	return (
		<form className="fc-admin-plan__form" onSubmit={ submit }>
			<div className="fc-field">
				<label className="fc-field__label" htmlFor="fc-plan-program">
					{ __( 'Programma', 'fitcoach' ) }
				</label>
				<select
					id="fc-plan-program"
					className="fc-input"
					disabled={ disabled || ! programs.loaded }
					value={ program }
					onChange={ ( event ) => setProgram( event.target.value ) }
				>
					<option value="">
						{ __( 'Kies een programma', 'fitcoach' ) }
					</option>
					{ programs.items.map( ( item ) => (
						<option key={ item.id } value={ String( item.id ) }>
							{ item.title }
						</option>
					) ) }
				</select>
			</div>
			<div className="fc-field">
				<label className="fc-field__label" htmlFor="fc-plan-start">
					{ __( 'Startdatum', 'fitcoach' ) }
				</label>
				<input
					id="fc-plan-start"
					className="fc-input"
					type="date"
					disabled={ disabled }
					value={ start }
					onChange={ ( event ) => setStart( event.target.value ) }
				/>
			</div>
			<button
				type="submit"
				className="fc-button fc-button--primary fc-button--block"
				disabled={ disabled || '' === program || '' === start }
				aria-busy={ sending }
			>
				{ __( 'Programma toewijzen', 'fitcoach' ) }
			</button>
		</form>
	);
}

export default function ProgramAssignment( {
	id,
	name,
}: ProgramAssignmentProps ) {
	const plan = useMemberPlan( id );
	const confirm = useConfirm();
	const { unassignProgram } = useDispatch( store );
	const [ stopping, setStopping ] = useState( false );
	// 'Ander programma toewijzen': the form under the current program.
	const [ changing, setChanging ] = useState( false );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const stop = async () => {
		if ( stopping ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'warning',
			title: __( 'Programma stoppen', 'fitcoach' ),
			message: sprintf(
				/* translators: %s: name of the member. */
				__(
					'%s volgt dan geen programma meer. De geplande workouts vanaf vandaag vervallen; wat al gedaan is, blijft bewaard.',
					'fitcoach'
				),
				name
			),
			confirmText: __( 'Stoppen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setStopping( true );
		await unassignProgram( id );
		if ( mounted.current ) {
			setStopping( false );
		}
	};

	let body;
	if ( null !== plan.error ) {
		body = (
			<ErrorState
				message={
					plan.error || __( 'Fout bij laden schema', 'fitcoach' )
				}
				onRetry={ plan.retry }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	} else if ( ! plan.data ) {
		body = (
			<div
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="row" />
			</div>
		);
	} else {
		const current = plan.data;
		body = (
			<>
				{ current.program ? (
					<div className="fc-admin-plan__current">
						<p className="fc-admin-plan__name">
							{ current.program.title }
						</p>
						<p className="fc-admin-plan__week">
							{ standing( current ) }
						</p>
						{ changing ? (
							<AssignForm
								id={ id }
								busy={ stopping }
								onDone={ () => setChanging( false ) }
							/>
						) : (
							<button
								type="button"
								className="fc-button fc-button--secondary fc-button--block"
								disabled={ stopping }
								onClick={ () => setChanging( true ) }
							>
								{ __(
									'Ander programma toewijzen',
									'fitcoach'
								) }
							</button>
						) }
						<button
							type="button"
							className="fc-button fc-button--secondary fc-button--block"
							disabled={ stopping }
							aria-busy={ stopping }
							onClick={ stop }
						>
							{ __( 'Programma stoppen', 'fitcoach' ) }
						</button>
					</div>
				) : (
					<AssignForm id={ id } busy={ stopping } />
				) }
				{ current.adherence.length > 0 && (
					<ul
						className="fc-admin-plan__adherence"
						aria-label={ __( 'Schema per week', 'fitcoach' ) }
					>
						{ current.adherence.map( ( week, index ) => (
							<li key={ week.week_start }>
								<span className="fc-admin-plan__when">
									{ weekName( week, index ) }
								</span>
								<span className="fc-admin-plan__done">
									{ 0 === week.planned
										? __( 'Niets gepland', 'fitcoach' )
										: adherenceText( week ) }
								</span>
							</li>
						) ) }
					</ul>
				) }
			</>
		);
	}

	return (
		<section
			className="fc-card fc-admin-plan"
			aria-labelledby="fc-admin-plan-title"
		>
			<h2 id="fc-admin-plan-title" className="fc-section__title">
				{ __( 'Trainingsprogramma', 'fitcoach' ) }
			</h2>
			{ body }
		</section>
	);
}
