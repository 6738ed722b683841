/**
 * 'Beschikbare Workouts' on Home: skeletons (3 cards), the error with its message, the empty text,
 * or the slider of workout cards.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import EmptyState from '../EmptyState';
import ErrorState from '../ErrorState';
import Skeleton from '../Skeleton';
import { LazySlider, SliderRow } from './LazySlider';
import WorkoutCard from './WorkoutCard';

export interface WorkoutSliderProps {
	workouts: Workout[];
	loading: boolean;
	error: string | null;
	emptyText: string;
	onRetry: () => void;
}

const skeletons = () =>
	[ 0, 1, 2 ].map( ( key ) => <Skeleton key={ key } variant="card" /> );

export function WorkoutSlider( {
	workouts,
	loading,
	error,
	emptyText,
	onRetry,
}: WorkoutSliderProps ) {
	if ( workouts.length === 0 && loading ) {
		return <SliderRow>{ skeletons() }</SliderRow>;
	}
	if ( null !== error && workouts.length === 0 ) {
		const title = __( 'Fout bij laden workouts', 'fitcoach' );
		return (
			<ErrorState
				message={ error ? `${ title }: ${ error }` : title }
				onRetry={ onRetry }
				retryLabel={ __( 'Opnieuw laden', 'fitcoach' ) }
			/>
		);
	}
	if ( workouts.length === 0 ) {
		return <EmptyState text={ emptyText } />;
	}
	return (
		<LazySlider
			label={ __( 'Beschikbare Workouts', 'fitcoach' ) }
			fallback={ skeletons() }
			slides={ workouts.map( ( workout ) => ( {
				key: workout.id,
				node: <WorkoutCard workout={ workout } />,
			} ) ) }
		/>
	);
}

export default WorkoutSlider;
