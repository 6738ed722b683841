/**
 * One check-in as the coach reads it (/admin/check-ins/{id}; opening it marks it read): the
 * answers, the photos and the reply form, beside the member's progress (the member screen's own
 * 'Voortgang'), and 'Vergelijken' over the member's check-ins with photos.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import CheckInSummary from '../../../components/checkins/CheckInSummary';
import Compare from '../../../components/checkins/Compare';
import {
	store as checkInsStore,
	useAdminCheckIn,
	useAdminCheckIns,
} from '../../../data/checkins';
import type { CheckIn } from '../../../data/checkins';
import { useProgress } from '../../../data/progress';
import { statusOf } from '../../../data/utils/status';
import { formatDutchLongDate } from '../../../i18n/format';
import UserProgress from '../UserProgress';
import '../../../components/checkins/style.scss';
import '../style.scss';
import './style.scss';

/** The longest reply (the server's). */
export const REPLY_MAX = 2000;

function ReplyForm( { checkIn }: { checkIn: CheckIn } ) {
	const { replyToCheckIn } = useDispatch( checkInsStore );
	const [ text, setText ] = useState( checkIn.reply?.text ?? '' );
	const [ error, setError ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );
	useEffect( () => {
		setText( checkIn.reply?.text ?? '' );
	}, [ checkIn.id, checkIn.reply?.text ] );

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		if ( '' === text.trim() ) {
			setError( __( 'Schrijf eerst een reactie.', 'fitcoach' ) );
			return;
		}
		setError( null );
		setBusy( true );
		await replyToCheckIn( checkIn.id, text.trim() );
		setBusy( false );
	};

	return (
		<form
			className="fc-card fc-admin-form fc-admin-checkin__reply"
			onSubmit={ submit }
			noValidate
			aria-busy={ busy || undefined }
		>
			<div className="fc-field">
				<label className="fc-field__label" htmlFor="fc-checkin-reply">
					{ __( 'Je reactie', 'fitcoach' ) }
				</label>
				<textarea
					className="fc-input"
					id="fc-checkin-reply"
					rows={ 4 }
					maxLength={ REPLY_MAX }
					value={ text }
					onChange={ ( event ) => {
						setText( event.target.value );
						setError( null );
					} }
					disabled={ busy }
					aria-invalid={ error ? true : undefined }
					aria-describedby={
						error
							? 'fc-checkin-reply-error'
							: 'fc-checkin-reply-hint'
					}
				/>
				{ error ? (
					<span
						className="fc-field__error"
						id="fc-checkin-reply-error"
					>
						{ error }
					</span>
				) : (
					<span
						className="fc-admin-checkin__hint"
						id="fc-checkin-reply-hint"
					>
						{ __(
							"Het lid ziet je reactie als 'Reactie van je coach'. Een nieuwe reactie vervangt de vorige.",
							'fitcoach'
						) }
					</span>
				) }
			</div>
			<button
				type="submit"
				className="fc-button fc-button--primary fc-button--block"
				disabled={ busy }
				aria-busy={ busy || undefined }
			>
				{ busy
					? __( 'Versturen...', 'fitcoach' )
					: __( 'Reactie versturen', 'fitcoach' ) }
			</button>
		</form>
	);
}

/**
 * The member's check-ins for 'Vergelijken'.
 *
 * @param props        Props.
 * @param props.member The member's user id.
 */
function MemberCompare( { member }: { member: number } ) {
	const list = useAdminCheckIns( 'all', member, 1 );
	return list.data ? (
		<Compare checkIns={ list.data.data } idPrefix="fc-admin-compare" />
	) : null;
}

function MemberProgress( { member }: { member: number } ) {
	const progress = useProgress( member );
	return <UserProgress id={ member } progress={ progress } />;
}

export default function AdminCheckInDetailScreen() {
	const { id: idParam } = useParams();
	const id = Number.parseInt( idParam ?? '', 10 );
	const read = useAdminCheckIn( id );
	const status =
		Number.isInteger( id ) && id > 0 ? statusOf( read ) : 'error';

	if ( 'loading' === status ) {
		return (
			<div
				className="fc-page fc-admin"
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="card" />
				<Skeleton variant="card" />
			</div>
		);
	}
	if ( 'error' === status || ! read.data ) {
		return (
			<div className="fc-page fc-admin">
				<ErrorState
					message={
						read.error ||
						__( 'Check-in niet gevonden.', 'fitcoach' )
					}
					onRetry={ read.reload }
					retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
				/>
			</div>
		);
	}
	const checkIn = read.data;
	const member = checkIn.member?.id ?? checkIn.member_id;
	const name = checkIn.member?.name ?? '';
	return (
		<div className="fc-page fc-admin fc-admin-checkin">
			<h1 className="fc-admin__title">
				{ sprintf(
					/* translators: %s: the member's name. */
					__( 'Check-in van %s', 'fitcoach' ),
					name
				) }
			</h1>
			<p className="fc-admin-checkin__links">
				<Link to={ `/admin/users/${ member }` }>
					{ __( 'Naar het lid', 'fitcoach' ) }
				</Link>
				{ ' · ' }
				<Link to={ `/admin/check-ins?member=${ member }` }>
					{ __( 'Alle check-ins van dit lid', 'fitcoach' ) }
				</Link>
				{ ' · ' }
				{ /* A message in the member's thread about this check-in (issue 29: a coach reacts to a check-in). */ }
				<Link
					to={ `/berichten/${ member }?reactie=check_in-${ checkIn.id }` }
				>
					{ __( 'Reageren', 'fitcoach' ) }
				</Link>
			</p>
			<div className="fc-admin-checkin__columns">
				<div className="fc-admin-checkin__main">
					<CheckInSummary
						checkIn={ checkIn }
						showReply={ false }
						heading={
							<h2 className="fc-checkin-summary__date">
								{ formatDutchLongDate( checkIn.date ) }
							</h2>
						}
					/>
					<ReplyForm checkIn={ checkIn } />
					<MemberCompare member={ member } />
				</div>
				<div className="fc-admin-checkin__side">
					<MemberProgress member={ member } />
				</div>
			</div>
		</div>
	);
}
