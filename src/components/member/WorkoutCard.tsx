/**
 * A workout card of the Home slider and the Training list: title, the description as plain text
 * clamped to two lines, and the buttons 'Starten' and 'Bekijken'. Both hand the whole workout
 * on (the start routine, and the detail screen through the router state).
 */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import { stripHtml } from '../../lib/member/html';
import { DumbbellIcon, EyeIcon, PlayIcon } from './icons';
import { useStartWorkout } from './useStartWorkout';

export interface WorkoutCardProps {
	workout: Workout;
}

export function WorkoutCard( { workout }: WorkoutCardProps ) {
	const navigate = useNavigate();
	const { start, starting } = useStartWorkout();
	const description = useMemo(
		() => stripHtml( workout.description ),
		[ workout.description ]
	);
	const count = Array.isArray( workout.exercises )
		? workout.exercises.length
		: 0;
	const headingId = `fc-workout-card-${ workout.id }`;

	return (
		<article
			className="fc-card fc-workout-card"
			aria-labelledby={ headingId }
		>
			<div className="fc-workout-card__top">
				<span className="fc-workout-card__icon" aria-hidden="true">
					<DumbbellIcon size={ 22 } />
				</span>
				<span className="fc-workout-card__meta">
					{ sprintf(
						/* translators: %d: number of exercises in the workout. */
						_n( '%d oefening', '%d oefeningen', count, 'fitcoach' ),
						count
					) }
				</span>
			</div>
			<h3 className="fc-workout-card__title" id={ headingId }>
				{ workout.title }
			</h3>
			<p className="fc-workout-card__description">{ description }</p>
			<div className="fc-workout-card__actions">
				<button
					type="button"
					className="fc-button fc-button--primary fc-button--small"
					onClick={ () => start( workout ) }
					disabled={ starting }
					aria-busy={ starting || undefined }
				>
					<PlayIcon size={ 16 } />
					{ __( 'Starten', 'fitcoach' ) }
				</button>
				<button
					type="button"
					className="fc-button fc-button--secondary fc-button--small"
					onClick={ () =>
						navigate( `/training/workout/${ workout.id }`, {
							state: { workout },
						} )
					}
				>
					<EyeIcon size={ 16 } />
					{ __( 'Bekijken', 'fitcoach' ) }
				</button>
			</div>
		</article>
	);
}

export default WorkoutCard;
