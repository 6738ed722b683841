/**
 * A session in a list: its title, '{n} kg verplaatst' when it has weight, 'n oefeningen', and
 * the date; it opens /sessies/{id}.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDutchLongDate, formatNumber } from '../../i18n/format';
import type { WorkoutSession } from '../../api/types';
import { ChevronRightIcon, DumbbellIcon } from './icons';

export function SessionRow( { session }: { session: WorkoutSession } ) {
	const total = Number( session.total_weight ) || 0;
	const count = Number( session.exercise_count ) || 0;
	return (
		<li>
			<Link
				className="fc-list__row fc-session-row"
				to={ `/sessies/${ session.id }` }
				state={ { session } }
			>
				<span className="fc-session-row__icon" aria-hidden="true">
					<DumbbellIcon size={ 20 } />
				</span>
				<span className="fc-session-row__body">
					<span className="fc-session-row__title">
						{ session.title || __( 'Workout Sessie', 'fitcoach' ) }
					</span>
					<span className="fc-session-row__meta">
						{ session.workout?.title && (
							<span className="fc-session-row__workout">
								{ session.workout.title }
							</span>
						) }
						{ session.date && (
							<span>{ formatDutchLongDate( session.date ) }</span>
						) }
					</span>
					<span className="fc-session-row__badges">
						{ total > 0 && (
							<span className="fc-badge">
								{ sprintf(
									/* translators: %s: total weight moved in the session, in kg. */
									__( '%s kg verplaatst', 'fitcoach' ),
									formatNumber( total )
								) }
							</span>
						) }
						<span className="fc-badge fc-badge--muted">
							{ sprintf(
								/* translators: %d: number of exercises in the session. */
								_n(
									'%d oefening',
									'%d oefeningen',
									count,
									'fitcoach'
								),
								count
							) }
						</span>
					</span>
				</span>
				<ChevronRightIcon
					size={ 18 }
					className="fc-session-row__chevron"
				/>
			</Link>
		</li>
	);
}

export default SessionRow;
