/**
 * On the coach's member screen: the member's check-in day (GET|PUT /admin/users/{id}/check-in; the
 * default is the one under FitCoach → Coaching) and the way to her check-ins.
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
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import {
	store as checkInsStore,
	useMemberCheckInDay,
} from '../../../data/checkins';
import { statusOf } from '../../../data/utils/status';
import { dayNames } from '../../../lib/admin/programs';
import './style.scss';

export default function MemberCheckInDay( { id }: { id: number } ) {
	const read = useMemberCheckInDay( id );
	const { setMemberDay } = useDispatch( checkInsStore );
	const [ day, setDay ] = useState( 0 );
	const [ busy, setBusy ] = useState( false );
	const stored = read.data?.day;
	useEffect( () => {
		if ( undefined !== stored ) {
			setDay( stored );
		}
	}, [ stored ] );
	const status = statusOf( read );

	const save = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		setBusy( true );
		await setMemberDay( id, day );
		setBusy( false );
	};

	let body;
	if ( 'loading' === status ) {
		body = <Skeleton variant="row" />;
	} else if ( 'error' === status || ! read.data ) {
		body = (
			<ErrorState
				message={
					read.error || __( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ read.reload }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	} else {
		const names = dayNames();
		body = (
			<form className="fc-admin-form" onSubmit={ save }>
				<div className="fc-admin-checkin-day__row">
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor={ `fc-checkin-day-${ id }` }
						>
							{ __( 'Check-indag', 'fitcoach' ) }
						</label>
						<select
							className="fc-input"
							id={ `fc-checkin-day-${ id }` }
							value={ day }
							onChange={ ( event ) =>
								setDay( Number( event.target.value ) )
							}
							disabled={ busy }
						>
							<option value={ 0 }>
								{ sprintf(
									/* translators: %s: the default check-in day ('Maandag'). */
									__( 'Standaard (%s)', 'fitcoach' ),
									names[ read.data.default_day - 1 ] ?? ''
								) }
							</option>
							{ names.map( ( name, index ) => (
								<option key={ name } value={ index + 1 }>
									{ name }
								</option>
							) ) }
						</select>
					</div>
					<button
						type="submit"
						className="fc-button fc-button--secondary"
						disabled={ busy || day === read.data.day }
						aria-busy={ busy || undefined }
					>
						{ __( 'Check-indag opslaan', 'fitcoach' ) }
					</button>
				</div>
			</form>
		);
	}

	return (
		<section
			className="fc-card fc-admin-checkin-day"
			aria-labelledby={ `fc-checkin-day-title-${ id }` }
		>
			<h2
				className="fc-section__title"
				id={ `fc-checkin-day-title-${ id }` }
			>
				{ __( 'Check-ins', 'fitcoach' ) }
			</h2>
			{ body }
			<p>
				<Link to={ `/admin/check-ins?member=${ id }` }>
					{ __( 'Check-ins van dit lid', 'fitcoach' ) }
				</Link>
			</p>
		</section>
	);
}
