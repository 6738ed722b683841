/**
 * 'Voortgang deze week' on Home: skeletons (4 stat cards), 'Fout bij laden statistieken', the
 * empty text, or the slider of stat cards.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StatCard as StatCardData } from '../../api/types';
import EmptyState from '../EmptyState';
import ErrorState from '../ErrorState';
import Skeleton from '../Skeleton';
import { LazySlider, SliderRow } from './LazySlider';
import StatCard from './StatCard';

export interface StatSliderProps {
	cards: StatCardData[] | null;
	loading: boolean;
	error: string | null;
	onRetry: () => void;
}

const skeletons = () =>
	[ 0, 1, 2, 3 ].map( ( key ) => <Skeleton key={ key } variant="stat" /> );

export function StatSlider( {
	cards,
	loading,
	error,
	onRetry,
}: StatSliderProps ) {
	if ( loading && ! cards ) {
		return <SliderRow>{ skeletons() }</SliderRow>;
	}
	if ( null !== error ) {
		const title = __( 'Fout bij laden statistieken', 'fitcoach' );
		return (
			<ErrorState
				message={ error ? `${ title }: ${ error }` : title }
				onRetry={ onRetry }
				retryLabel={ __( 'Opnieuw laden', 'fitcoach' ) }
			/>
		);
	}
	if ( ! cards || cards.length === 0 ) {
		return (
			<EmptyState
				text={ __( 'Geen statistieken beschikbaar', 'fitcoach' ) }
			/>
		);
	}
	return (
		<LazySlider
			className="fc-slider--stats"
			label={ __( 'Voortgang deze week', 'fitcoach' ) }
			fallback={ skeletons() }
			slides={ cards.map( ( card ) => ( {
				key: card.name,
				node: <StatCard card={ card } />,
			} ) ) }
		/>
	);
}

export default StatSlider;
