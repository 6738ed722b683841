/**
 * User detail (/admin/users/{id}, spec §2 and §4): 'Gebruiker Bewerken' with the read-only
 * username, role and member-since date, the editable first name, last name and e-mail, and the
 * actions 'Wachtwoord Reset Versturen' (confirm), 'Verwijderen' (danger confirm) and 'Opslaan'.
 * Each action has its own busy flag; while any one runs, all three buttons are disabled. Below the
 * form, 'Voortgang' (UserProgress): the goal weight and the member's progress.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

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
import { Avatar } from '../../components/Avatar';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import CoachSelect from '../../components/admin/CoachSelect';
import UserFieldsInputs from '../../components/admin/UserFieldsInputs';
import { useProgress } from '../../data/progress';
import { store, useUser } from '../../data/users';
import type { UserFields } from '../../data/users';
import { statusOf } from '../../data/utils/status';
import type { DetailBusyFlags } from '../../lib/admin/busy';
import { anyBusy, IDLE } from '../../lib/admin/busy';
import { formatLongDutchDate } from '../../lib/admin/dates';
import { roleLabel } from '../../lib/admin/roles';
import type { AdminListUser } from '../../lib/admin/users';
import { userName } from '../../lib/admin/users';
import MemberCheckInDay from './checkins/MemberCheckInDay';
import ProgramAssignment from './ProgramAssignment';
import UserProgress from './UserProgress';
import './style.scss';

/** The roles of a member: only members have a coach. */
const MEMBER_ROLES: readonly string[] = [ 'sporter', 'subscriber' ];

function fieldsOf( user: AdminListUser ): UserFields {
	return {
		first_name: user.first_name ?? '',
		last_name: user.last_name ?? '',
		email: user.email ?? '',
	};
}

export default function AdminUserDetailScreen() {
	const { id: idParam } = useParams();
	const id = Number.parseInt( idParam ?? '', 10 );
	const navigate = useNavigate();
	const confirm = useConfirm();
	const { updateUser, deleteUser, sendPasswordReset } = useDispatch( store );
	const remote = useUser( id );
	// Read alongside the user, not after her.
	const progress = useProgress( id );
	const status =
		Number.isInteger( id ) && id > 0 ? statusOf( remote ) : 'error';
	const [ values, setValues ] = useState< UserFields >( {
		first_name: '',
		last_name: '',
		email: '',
	} );
	const [ busy, setBusy ] = useState< DetailBusyFlags >( IDLE );
	// A new e-mail address the user still has to confirm through the mailed link.
	const [ pendingEmail, setPendingEmail ] = useState< string | null >( null );
	// The member's coach (issue 28); sent only when changed.
	const [ coach, setCoach ] = useState< number | null >( null );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const setFlag = ( flag: keyof DetailBusyFlags, value: boolean ) => {
		if ( mounted.current ) {
			setBusy( ( current ) => ( { ...current, [ flag ]: value } ) );
		}
	};

	// The form starts from the stored user, and again after a save.
	const loaded = remote.data;
	useEffect( () => {
		if ( loaded ) {
			setValues( fieldsOf( loaded ) );
			setCoach( loaded.coach ?? null );
		}
	}, [ loaded ] );

	const isBusy = anyBusy( busy );

	const save = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( isBusy || ! remote.data ) {
			return;
		}
		setFlag( 'saving', true );
		const outcome = await updateUser( id, {
			first_name: values.first_name.trim(),
			last_name: values.last_name.trim(),
			email: values.email.trim(),
			...( coach !== ( remote.data.coach ?? null ) ? { coach } : {} ),
		} );
		if ( outcome.ok && mounted.current ) {
			setPendingEmail( outcome.result.emailPending ?? null );
			if ( outcome.result.user ) {
				setValues( fieldsOf( outcome.result.user ) );
				setCoach( outcome.result.user.coach ?? null );
			}
		}
		setFlag( 'saving', false );
	};

	const remove = async () => {
		if ( isBusy || ! remote.data ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'danger',
			title: __( 'Gebruiker Verwijderen', 'fitcoach' ),
			message: sprintf(
				/* translators: %s: name of the user. */
				__(
					'Weet je zeker dat je %s wilt verwijderen? Alle metingen en sessies van deze gebruiker worden ook verwijderd. Dit kan niet ongedaan worden gemaakt.',
					'fitcoach'
				),
				userName( remote.data )
			),
			confirmText: __( 'Verwijderen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setFlag( 'deleting', true );
		const outcome = await deleteUser( id );
		setFlag( 'deleting', false );
		if ( outcome.ok ) {
			navigate( '/admin/users' );
		}
	};

	const reset = async () => {
		if ( isBusy || ! remote.data ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'warning',
			title: __( 'Wachtwoord Reset Versturen', 'fitcoach' ),
			message: sprintf(
				/* translators: %s: e-mail address of the user. */
				__(
					'Er wordt een e-mail met een link om een nieuw wachtwoord in te stellen verstuurd naar %s.',
					'fitcoach'
				),
				remote.data.email
			),
			confirmText: __( 'Versturen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setFlag( 'sendingReset', true );
		await sendPasswordReset( id );
		setFlag( 'sendingReset', false );
	};

	if ( status === 'loading' ) {
		return (
			<div className="fc-page fc-admin fc-admin-user-detail">
				<div
					className="fc-admin-user-detail__loading"
					role="status"
					aria-busy="true"
					aria-label={ __( 'Laden...', 'fitcoach' ) }
				>
					<Skeleton variant="card" />
					<Skeleton variant="card" />
				</div>
			</div>
		);
	}

	if ( status === 'error' || ! remote.data ) {
		return (
			<div className="fc-page fc-admin fc-admin-user-detail">
				<ErrorState
					message={
						remote.error ||
						__( 'Gebruiker niet gevonden', 'fitcoach' )
					}
					onRetry={ remote.reload }
					retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
				/>
			</div>
		);
	}

	const user = remote.data;
	const since = formatLongDutchDate( user.registered );

	return (
		<div className="fc-page fc-admin fc-admin-user-detail">
			<h1 className="fc-admin__title">
				{ __( 'Gebruiker Bewerken', 'fitcoach' ) }
			</h1>

			<section className="fc-card fc-admin-user-detail__summary">
				<Avatar
					image={ user.imageUrl || user.profile_image || undefined }
					firstName={ user.first_name }
					lastName={ user.last_name }
					name={ userName( user ) }
					email={ user.email }
					size={ 56 }
				/>
				<div className="fc-admin-user-detail__identity">
					<p className="fc-admin-user-detail__name">
						{ userName( user ) }
					</p>
					<p className="fc-admin-user-detail__email">
						{ user.email }
					</p>
				</div>
			</section>

			<dl className="fc-card fc-admin-user-detail__facts">
				<div className="fc-admin-user-detail__fact">
					<dt>{ __( 'Gebruikersnaam', 'fitcoach' ) }</dt>
					<dd>{ user.username }</dd>
				</div>
				<div className="fc-admin-user-detail__fact">
					<dt>{ __( 'Rol', 'fitcoach' ) }</dt>
					<dd>
						<span className="fc-badge">
							{ roleLabel( user.role, user.role_label ) }
						</span>
					</dd>
				</div>
				<div className="fc-admin-user-detail__fact">
					<dt>{ __( 'Lid sinds', 'fitcoach' ) }</dt>
					<dd>{ since }</dd>
				</div>
			</dl>

			{ MEMBER_ROLES.includes( user.role ) && (
				<p className="fc-admin-user-detail__messages">
					<Link to={ `/berichten/${ id }` }>
						{ __( 'Berichten', 'fitcoach' ) }
					</Link>
				</p>
			) }

			<form className="fc-card fc-admin-form" onSubmit={ save }>
				<UserFieldsInputs
					idPrefix="fc-user-detail"
					values={ values }
					onChange={ setValues }
					disabled={ busy.saving }
				/>
				{ MEMBER_ROLES.includes( user.role ) && (
					<CoachSelect
						idPrefix="fc-user-detail"
						value={ coach }
						onChange={ setCoach }
						disabled={ busy.saving }
					/>
				) }
				{ pendingEmail && (
					<p className="fc-admin-form__notice" role="status">
						{ sprintf(
							/* translators: %s: the new e-mail address. */
							__(
								'Het nieuwe e-mailadres %s wacht op bevestiging: de gebruiker heeft een link ontvangen op dat adres. Tot dan blijft het oude e-mailadres in gebruik.',
								'fitcoach'
							),
							pendingEmail
						) }
					</p>
				) }

				<div className="fc-admin-form__actions">
					<button
						type="submit"
						className="fc-button fc-button--primary fc-button--block"
						disabled={ isBusy }
						aria-busy={ busy.saving }
					>
						{ busy.saving
							? __( 'Opslaan...', 'fitcoach' )
							: __( 'Opslaan', 'fitcoach' ) }
					</button>
					<button
						type="button"
						className="fc-button fc-button--secondary fc-button--block"
						disabled={ isBusy }
						aria-busy={ busy.sendingReset }
						onClick={ reset }
					>
						{ busy.sendingReset
							? __( 'Versturen...', 'fitcoach' )
							: __( 'Wachtwoord Reset Versturen', 'fitcoach' ) }
					</button>
					<button
						type="button"
						className="fc-button fc-button--danger fc-button--block"
						disabled={ isBusy }
						aria-busy={ busy.deleting }
						onClick={ remove }
					>
						{ busy.deleting
							? __( 'Verwijderen...', 'fitcoach' )
							: __( 'Verwijderen', 'fitcoach' ) }
					</button>
				</div>
			</form>

			{ MEMBER_ROLES.includes( user.role ) && (
				<ProgramAssignment id={ id } name={ userName( user ) } />
			) }

			{ MEMBER_ROLES.includes( user.role ) && (
				<MemberCheckInDay id={ id } />
			) }

			<UserProgress id={ id } progress={ progress } />
		</div>
	);
}
