/**
 * /check-in (issue 29): the member's weekly check-in. Today's form ('Check-in invullen') unless she
 * checked in today, the reminder mail on or off, her earlier check-ins with 'Reactie van je coach',
 * and 'Vergelijken' (two dates' photos side by side per pose).
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import CheckInSummary from '../../components/checkins/CheckInSummary';
import { store as checkInsStore, useCurrentCheckIn } from '../../data/checkins';
import type { CurrentCheckIn } from '../../data/checkins';
import { statusOf } from '../../data/utils/status';
import { formatDutchLongDate } from '../../i18n/format';
import CheckInForm from './Form';
import CheckInHistory from './History';
import '../../components/checkins/style.scss';
import './style.scss';

/**
 * The reminder mail on the check-in day, on or off (PUT /check-ins/preferences).
 *
 * @param props         Props.
 * @param props.current Today's check-in (carries whether the reminder is on).
 */
function Reminder( { current }: { current: CurrentCheckIn } ) {
	const { setReminder } = useDispatch( checkInsStore );
	return (
		<div className="fc-card fc-checkin-reminder">
			<label
				className="fc-checkin-reminder__toggle"
				htmlFor="fc-checkin-reminder"
			>
				<input
					id="fc-checkin-reminder"
					type="checkbox"
					role="switch"
					checked={ current.reminder }
					onChange={ ( event ) =>
						setReminder( event.target.checked )
					}
				/>
				<span>
					{ sprintf(
						/* translators: %s: the day of the week ('maandag'). */
						__(
							'Stuur me een herinnering per e-mail op %s',
							'fitcoach'
						),
						current.day_name
					) }
				</span>
			</label>
		</div>
	);
}

/**
 * Today: the form, or what was sent today (or waits in the outbox).
 *
 * @param props         Props.
 * @param props.current Today's check-in.
 */
function Today( { current }: { current: CurrentCheckIn } ) {
	if ( current.queued ) {
		return (
			<p className="fc-card fc-checkin-today__note" role="status">
				{ __(
					'Je check-in is offline opgeslagen en wordt verstuurd zodra je online bent.',
					'fitcoach'
				) }
			</p>
		);
	}
	if ( current.check_in ) {
		return (
			<section
				className="fc-section"
				aria-labelledby="fc-checkin-done-title"
			>
				<h2 className="fc-section__title" id="fc-checkin-done-title">
					{ __( 'Je check-in van vandaag', 'fitcoach' ) }
				</h2>
				<CheckInSummary checkIn={ current.check_in } />
			</section>
		);
	}
	return (
		<>
			{ ! current.due && (
				<p className="fc-checkin-today__note">
					{ sprintf(
						/* translators: %s: the date of the next check-in day ('12 mei 2025'). */
						__(
							'Je volgende check-in is op %s. Je mag hem ook eerder of later invullen.',
							'fitcoach'
						),
						formatDutchLongDate( current.next_date )
					) }
				</p>
			) }
			<CheckInForm current={ current } />
		</>
	);
}

export default function CheckInScreen() {
	const current = useCurrentCheckIn();
	const status = statusOf( current );
	let today;
	if ( 'loading' === status ) {
		today = (
			<div
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="card" />
				<Skeleton variant="card" />
			</div>
		);
	} else if ( 'error' === status || ! current.data ) {
		today = (
			<ErrorState
				message={
					current.error ||
					__( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ current.reload }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	} else {
		today = (
			<>
				<Today current={ current.data } />
				<Reminder current={ current.data } />
			</>
		);
	}
	return (
		<div className="fc-page fc-checkin">
			{ today }
			<CheckInHistory />
		</div>
	);
}
