/**
 * The sections of the Home screen (spec §2 Home), under the greeting the shell renders: for a
 * member who follows a program 'Vandaag' and 'Deze week' (./Plan), then 'Beschikbare Workouts',
 * 'Voortgang deze week', 'Gewichtstrend laatste 14 dagen' and 'Verplaatst gewicht per sessie'.
 * Swiper and Chart.js are lazy chunks.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import WeightTrendChart from '../../components/member/charts/WeightTrendChart';
import WeightVolumeChart from '../../components/member/charts/WeightVolumeChart';
import StatSlider from '../../components/member/StatSlider';
import WorkoutSlider from '../../components/member/WorkoutSlider';
import { workoutsEmptyText } from '../../lib/member/texts';
import { useAuth } from '../../data/auth';
import { useProgress } from '../../data/stats';
import { useWorkouts } from '../../data/workouts';
import CheckInCard from './CheckIn';
import PlanSections from './Plan';
import '../../components/member/style.scss';
import './sections.scss';

function Section( {
	id,
	title,
	children,
}: {
	id: string;
	title: string;
	children: ReactNode;
} ) {
	return (
		<section className="fc-section fc-home-section" aria-labelledby={ id }>
			<h2 className="fc-section__title" id={ id }>
				{ title }
			</h2>
			{ children }
		</section>
	);
}

export default function HomeSections() {
	const { switchedUser } = useAuth();
	const workouts = useWorkouts();
	const progress = useProgress();

	return (
		<div className="fc-home-sections">
			<CheckInCard />
			<PlanSections workouts={ workouts.items } />
			<Section
				id="fc-home-workouts"
				title={ __( 'Beschikbare Workouts', 'fitcoach' ) }
			>
				<WorkoutSlider
					workouts={ workouts.items }
					loading={
						workouts.loading ||
						( null === workouts.fetchedAt &&
							null === workouts.error )
					}
					error={ workouts.error }
					emptyText={ workoutsEmptyText( !! switchedUser ) }
					onRetry={ workouts.reload }
				/>
			</Section>
			<Section
				id="fc-home-progress"
				title={ __( 'Voortgang deze week', 'fitcoach' ) }
			>
				<StatSlider
					cards={
						Array.isArray( progress.data ) ? progress.data : null
					}
					loading={ progress.loading }
					error={ progress.error }
					onRetry={ progress.reload }
				/>
			</Section>
			<Section
				id="fc-home-trend"
				title={ __( 'Gewichtstrend laatste 14 dagen', 'fitcoach' ) }
			>
				<WeightTrendChart />
			</Section>
			<Section
				id="fc-home-volume"
				title={ __( 'Verplaatst gewicht per sessie', 'fitcoach' ) }
			>
				<WeightVolumeChart />
			</Section>
		</div>
	);
}
