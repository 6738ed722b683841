/**
 * The coach's exercises (/admin/oefeningen, 'Oefeningen'; issue 28, item 2): every exercise by
 * name, with whether it has a video and how many workouts use it, and 'Nieuwe oefening'.
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
import { useCatalogueExercises } from '../../../data/catalogue';
import '../style.scss';
import './style.scss';

export default function ExerciseListScreen() {
	const exercises = useCatalogueExercises();

	let body;
	if ( null === exercises.data ) {
		body = exercises.error ? (
			<ErrorState
				message={ exercises.error }
				onRetry={ exercises.retry }
			/>
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
	} else if ( 0 === exercises.data.length ) {
		body = <EmptyState text={ __( 'Nog geen oefeningen', 'fitcoach' ) } />;
	} else {
		body = (
			<ul className="fc-list fc-card fc-catalogue__list">
				{ exercises.data.map( ( exercise ) => (
					<li key={ exercise.id } className="fc-catalogue__item">
						<Link
							className="fc-catalogue__item-link"
							to={ `/admin/oefeningen/${ exercise.id }` }
						>
							<span className="fc-catalogue__item-title">
								{ exercise.title ||
									__( '(geen titel)', 'fitcoach' ) }
							</span>
							<span className="fc-catalogue__item-meta">
								{ exercise.video_url
									? __( 'Met video', 'fitcoach' )
									: __( 'Geen video', 'fitcoach' ) }
								{ ' · ' }
								{ sprintf(
									/* translators: %d: number of workouts. */
									_n(
										'In %d workout',
										'In %d workouts',
										exercise.workouts,
										'fitcoach'
									),
									exercise.workouts
								) }
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
					to="/admin/oefeningen/nieuw"
				>
					<PlusIcon size={ 18 } />
					<span>{ __( 'Nieuwe oefening', 'fitcoach' ) }</span>
				</Link>
			</div>
			{ body }
		</div>
	);
}
