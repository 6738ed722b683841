/**
 * Home's 'Check-in invullen' (issue 29): on the member's check-in day, until she checked in, a card
 * that leads to /check-in. GET /check-ins/current arrives with Home's first-screen answers.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useAuth } from '../../data/auth';
import { useCurrentCheckIn } from '../../data/checkins';

export default function CheckInCard() {
	const { isAdmin, switchedUser } = useAuth();
	const current = useCurrentCheckIn();
	// A coach's own Home has no check-in; viewing the app as a member, he sees hers.
	if ( ! current.data?.due || ( isAdmin && ! switchedUser ) ) {
		return null;
	}
	return (
		<section
			className="fc-section fc-home-section fc-home-checkin"
			aria-labelledby="fc-home-checkin"
		>
			<div className="fc-card fc-today">
				<h2 className="fc-section__title" id="fc-home-checkin">
					{ __( 'Je wekelijkse check-in', 'fitcoach' ) }
				</h2>
				<p className="fc-today__program">
					{ __(
						"Vertel je coach hoe je week ging, met je gewicht en foto's.",
						'fitcoach'
					) }
				</p>
				<div className="fc-today__actions">
					<Link
						className="fc-button fc-button--primary fc-button--small"
						to="/check-in"
					>
						{ __( 'Check-in invullen', 'fitcoach' ) }
					</Link>
				</div>
			</div>
		</section>
	);
}
