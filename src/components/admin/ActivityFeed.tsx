/**
 * 'Recente Activiteit' (spec §2, Admin dashboard): loading 'Laden...', error 'Fout bij laden van
 * activiteiten', empty 'Geen recente activiteit', or a timeline of measurements (blue) and
 * finished workouts (green) with relative times. Other item types are dropped.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Spinner } from '../Spinner';
import { shownActivities } from '../../lib/admin/activity';
import { useActivity } from '../../data/dashboard';
import { statusOf } from '../../data/utils/status';
import { parseApiDate, relativeTime } from '../../lib/admin/dates';
import type { MemberScope } from '../../lib/admin/users';
import { DumbbellIcon, ScaleIcon } from './icons';
import './style.scss';

interface ActivityFeedProps {
	/** Number of items to ask for (the dashboard asks 10). */
	limit?: number;
	/** Whose members ('mine': an administrator's own). */
	scope?: MemberScope;
}

export default function ActivityFeed( {
	limit = 5,
	scope = 'all',
}: ActivityFeedProps ) {
	const activity = useActivity( limit, scope );
	const status = statusOf( activity );

	if ( status === 'loading' ) {
		return (
			<div className="fc-card fc-activity fc-activity--status">
				<Spinner label={ __( 'Laden...', 'fitcoach' ) } showLabel />
			</div>
		);
	}

	if ( status === 'error' ) {
		return (
			<div className="fc-card fc-activity fc-activity--status">
				<p className="fc-activity__error" role="alert">
					{ __( 'Fout bij laden van activiteiten', 'fitcoach' ) }
				</p>
				<button
					type="button"
					className="fc-button fc-button--ghost"
					onClick={ activity.reload }
				>
					{ __( 'Opnieuw proberen', 'fitcoach' ) }
				</button>
			</div>
		);
	}

	const shown = shownActivities( activity.data ?? [] );
	if ( shown.length === 0 ) {
		return (
			<div className="fc-card fc-activity fc-activity--status">
				<p className="fc-activity__empty">
					{ __( 'Geen recente activiteit', 'fitcoach' ) }
				</p>
			</div>
		);
	}

	const now = Date.now();
	return (
		<div className="fc-card fc-activity">
			<ol className="fc-activity__timeline">
				{ shown.map( ( { item, text, tone } ) => {
					const date = parseApiDate( item.date );
					return (
						<li
							key={ `${ item.type }-${ item.id }` }
							className={ `fc-activity__item fc-activity__item--${ tone }` }
						>
							<span
								className={ `fc-activity__icon fc-activity__icon--${ tone }` }
								aria-hidden="true"
							>
								{ tone === 'blue' ? (
									<ScaleIcon size={ 18 } />
								) : (
									<DumbbellIcon size={ 18 } />
								) }
							</span>
							<div className="fc-activity__body">
								<p className="fc-activity__text">{ text }</p>
								{ date && (
									<time
										className="fc-activity__time"
										dateTime={ date.toISOString() }
									>
										{ relativeTime( date, now ) }
									</time>
								) }
								{ Number( item.user_id ) > 0 && (
									<Link
										className="fc-activity__reply"
										to={ `/berichten/${ Number(
											item.user_id
										) }?reactie=${
											'measurement' === item.type
												? 'measurement'
												: 'session'
										}-${ item.id }` }
										aria-label={ sprintf(
											/* translators: %s: what the member did, as the feed says it. */
											__( 'Reageren op %s', 'fitcoach' ),
											text
										) }
									>
										{ __( 'Reageren', 'fitcoach' ) }
									</Link>
								) }
							</div>
						</li>
					);
				} ) }
			</ol>
		</div>
	);
}
