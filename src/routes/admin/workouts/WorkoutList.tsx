/**
 * The coach's workouts (/admin/workouts, 'Workouts'; issue 28, item 2): every workout by name,
 * with how many exercises it has and for whom it is, 'Nieuwe workout' and the way to the
 * exercises. The same workouts wp-admin lists.
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
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { PlusIcon } from '../../../components/admin/icons';
import { useCatalogueWorkouts } from '../../../data/catalogue';
import type { CatalogueWorkout } from '../../../data/catalogue';
import '../style.scss';
import './style.scss';

/**
 * For whom a workout is, in a few words.
 *
 * @param workout The workout.
 */
export function assignedText( workout: CatalogueWorkout ): string {
	if ( workout.assigned.everyone ) {
		return __( 'Iedereen', 'fitcoach' );
	}
	const count = workout.assigned.members.length + workout.assigned.others;
	return sprintf(
		/* translators: %d: number of members. */
		_n( '%d lid', '%d leden', count, 'fitcoach' ),
		count
	);
}

export default function WorkoutListScreen() {
	const workouts = useCatalogueWorkouts();

	let body;
	if ( null === workouts.data ) {
		body = workouts.error ? (
			<ErrorState message={ workouts.error } onRetry={ workouts.retry } />
		) : (
			<div
				className="fc-catalogue__loading"
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="row" />
				<Skeleton variant="row" />
				<Skeleton variant="row" />
			</div>
		);
	} else if ( 0 === workouts.data.length ) {
		body = <EmptyState text={ __( 'Nog geen workouts', 'fitcoach' ) } />;
	} else {
		body = (
			<ul className="fc-list fc-card fc-catalogue__list">
				{ workouts.data.map( ( workout ) => (
					<li key={ workout.id } className="fc-catalogue__item">
						<Link
							className="fc-catalogue__item-link"
							to={ `/admin/workouts/${ workout.id }` }
						>
							<span className="fc-catalogue__item-title">
								{ workout.title ||
									__( '(geen titel)', 'fitcoach' ) }
							</span>
							<span className="fc-catalogue__item-meta">
								{ sprintf(
									/* translators: %d: number of exercises. */
									_n(
										'%d oefening',
										'%d oefeningen',
										workout.exercises.length,
										'fitcoach'
									),
									workout.exercises.length
								) }
								{ ' · ' }
								{ assignedText( workout ) }
								{ 'publish' !== workout.status &&
									` · ${ __( 'Concept', 'fitcoach' ) }` }
							</span>
						</Link>
					</li>
				) ) }
			</ul>
		);
	}

	return (
		<div className="fc-page fc-admin fc-catalogue">
			<div className="fc-catalogue__toolbar">
				<Link
					className="fc-button fc-button--primary fc-button--block"
					to="/admin/workouts/nieuw"
				>
					<PlusIcon size={ 18 } />
					<span>{ __( 'Nieuwe workout', 'fitcoach' ) }</span>
				</Link>
				<Link
					className="fc-button fc-button--secondary fc-button--block"
					to="/admin/oefeningen"
				>
					{ __( 'Oefeningen', 'fitcoach' ) }
				</Link>
			</div>
			{ body }
		</div>
	);
}
