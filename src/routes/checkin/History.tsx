/**
 * The member's earlier check-ins on /check-in, newest first, each with 'Reactie van je coach' under
 * it when the coach answered, by pages ('Meer laden'), and 'Vergelijken' over those shown.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import CheckInSummary from '../../components/checkins/CheckInSummary';
import Compare from '../../components/checkins/Compare';
import { store as checkInsStore, useCheckInHistory } from '../../data/checkins';
import type { CheckIn } from '../../data/checkins';
import { statusOf } from '../../data/utils/status';

/**
 * One page of the list; it hands its check-ins up for the comparison.
 *
 * @param props        Props.
 * @param props.page   The page.
 * @param props.isLast Whether it is the last page shown ('Meer laden' under it).
 * @param props.onMore Shows the next page.
 */
function HistoryPage( {
	page,
	isLast,
	onMore,
}: {
	page: number;
	isLast: boolean;
	onMore: () => void;
} ) {
	const read = useCheckInHistory( page );
	const status = statusOf( read );
	if ( 'loading' === status ) {
		return (
			<div
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="card" />
			</div>
		);
	}
	if ( 'error' === status || ! read.data ) {
		return (
			<ErrorState
				message={
					read.error || __( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ read.reload }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	}
	if ( 1 === page && 0 === read.data.data.length ) {
		return (
			<EmptyState
				text={ __( 'Nog geen eerdere check-ins.', 'fitcoach' ) }
			/>
		);
	}
	return (
		<>
			{ read.data.data.map( ( checkIn ) => (
				<CheckInSummary key={ checkIn.id } checkIn={ checkIn } />
			) ) }
			{ isLast && read.data.hasMore && (
				<button
					type="button"
					className="fc-button fc-button--secondary fc-button--block"
					onClick={ onMore }
				>
					{ __( 'Meer laden', 'fitcoach' ) }
				</button>
			) }
		</>
	);
}

/**
 * 'Vergelijken' over the check-ins of the pages shown.
 *
 * @param props       Props.
 * @param props.pages The number of pages shown.
 */
function CompareShown( { pages }: { pages: number } ) {
	const items = useSelect(
		( select ) => {
			const shown: CheckIn[] = [];
			for ( let page = 1; page <= pages; page++ ) {
				shown.push(
					...( select( checkInsStore ).getHistory( page ).data
						?.data ?? [] )
				);
			}
			return shown;
		},
		[ pages ]
	);
	return <Compare checkIns={ items } idPrefix="fc-checkin-compare" />;
}

export default function CheckInHistory() {
	const [ pages, setPages ] = useState( 1 );
	return (
		<>
			<section
				className="fc-section fc-checkin-history"
				aria-labelledby="fc-checkin-history-title"
			>
				<h2 className="fc-section__title" id="fc-checkin-history-title">
					{ __( 'Eerdere check-ins', 'fitcoach' ) }
				</h2>
				{ Array.from( { length: pages }, ( _, index ) => (
					<HistoryPage
						key={ index + 1 }
						page={ index + 1 }
						isLast={ index + 1 === pages }
						onMore={ () => setPages( pages + 1 ) }
					/>
				) ) }
			</section>
			<CompareShown pages={ pages } />
		</>
	);
}
