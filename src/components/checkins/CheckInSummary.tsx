/**
 * One check-in as the member and the coach read it: the answers (1–5), the weight, 'Toelichting',
 * the photos' thumbnails and the coach's reply under 'Reactie van je coach'.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { POSES, poseLabel } from '../../data/checkins';
import type { CheckIn } from '../../data/checkins';
import { formatDutchLongDate, formatKg } from '../../i18n/format';
import { SCALES, scaleLabel } from './labels';
import Photo from './Photo';
import './style.scss';

interface CheckInSummaryProps {
	checkIn: CheckIn;
	/** The heading's level and text ('12 mei 2025' by default). */
	heading?: ReactNode;
	/** Whether the reply is shown (the coach's detail has its own reply form). */
	showReply?: boolean;
}

export default function CheckInSummary( {
	checkIn,
	heading,
	showReply = true,
}: CheckInSummaryProps ) {
	const date = formatDutchLongDate( checkIn.date );
	const photos = POSES.map( ( pose ) =>
		checkIn.photos.find( ( photo ) => photo.pose === pose )
	).filter( ( photo ) => undefined !== photo );
	const answers = SCALES.filter( ( key ) => null !== checkIn[ key ] );
	return (
		<article className="fc-card fc-checkin-summary">
			{ heading ?? (
				<h3 className="fc-checkin-summary__date">{ date }</h3>
			) }
			{ ( answers.length > 0 || null !== checkIn.weight ) && (
				<dl className="fc-checkin-summary__answers">
					{ answers.map( ( key ) => (
						<div key={ key } className="fc-checkin-summary__answer">
							<dt>{ scaleLabel( key ) }</dt>
							<dd>
								{ sprintf(
									/* translators: %d: an answer from 1 to 5. */
									__( '%d van 5', 'fitcoach' ),
									checkIn[ key ] ?? 0
								) }
							</dd>
						</div>
					) ) }
					{ null !== checkIn.weight && (
						<div className="fc-checkin-summary__answer">
							<dt>{ __( 'Gewicht', 'fitcoach' ) }</dt>
							<dd>{ formatKg( checkIn.weight, 1 ) }</dd>
						</div>
					) }
				</dl>
			) }
			{ checkIn.note && (
				<div className="fc-checkin-summary__note">
					<h4>{ __( 'Toelichting', 'fitcoach' ) }</h4>
					<p>{ checkIn.note }</p>
				</div>
			) }
			{ photos.length > 0 && (
				<ul
					className="fc-checkin-summary__photos"
					aria-label={ __( "Foto's", 'fitcoach' ) }
				>
					{ photos.map( ( photo ) => (
						<li key={ photo.id }>
							<Photo
								photo={ photo }
								alt={ sprintf(
									/* translators: 1: the pose ('Voorkant'), 2: the date. */
									__( '%1$s, %2$s', 'fitcoach' ),
									poseLabel( photo.pose ),
									date
								) }
							/>
						</li>
					) ) }
				</ul>
			) }
			{ showReply && checkIn.reply && (
				<section
					className="fc-checkin-summary__reply"
					aria-label={ __( 'Reactie van je coach', 'fitcoach' ) }
				>
					<h4>{ __( 'Reactie van je coach', 'fitcoach' ) }</h4>
					<p>{ checkIn.reply.text }</p>
					{ checkIn.reply.coach.name && (
						<p className="fc-checkin-summary__coach">
							{ checkIn.reply.coach.name }
						</p>
					) }
				</section>
			) }
		</article>
	);
}
