/**
 * Measurements list (/metingen): 'Dagelijkse Metingen', the button 'Meting Toevoegen' and an
 * infinite list (10 per page). A row shows the title (or 'Dagelijkse meting' plus the date), the
 * weight in kg and 'Energie: n', and opens /metingen/{id}.
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
import { formatDutchLongDate, formatKg } from '../../i18n/format';
import type { Measurement } from '../../api/types';
import EmptyState from '../../components/EmptyState';
import ErrorState from '../../components/ErrorState';
import Skeleton from '../../components/Skeleton';
import Spinner from '../../components/Spinner';
import {
	ChevronRightIcon,
	PlusIcon,
	ScaleIcon,
} from '../../components/member/icons';
import { useMeasurements } from '../../data/measurements';
import { canLoadNext } from '../../data/utils/paging';
import { useLoadMoreSentinel } from '../../hooks/useLoadMoreSentinel';
import '../../components/member/style.scss';
import './style.scss';

/**
 * The title of a measurement row: its own title, else 'Dagelijkse meting' (the date follows on
 * the row's second line, so the row reads 'Dagelijkse meting' plus the date).
 *
 * @param measurement The measurement.
 */
export function measurementTitle(
	measurement: Pick< Measurement, 'post_title' >
): string {
	return (
		( measurement.post_title ?? '' ).trim() ||
		__( 'Dagelijkse meting', 'fitcoach' )
	);
}

function MeasurementRow( { measurement }: { measurement: Measurement } ) {
	const weight = Number( measurement.weight );
	return (
		<li>
			<Link
				className="fc-list__row fc-measurement-row"
				to={ `/metingen/${ measurement.id }` }
			>
				<span className="fc-measurement-row__icon" aria-hidden="true">
					<ScaleIcon size={ 20 } />
				</span>
				<span className="fc-measurement-row__body">
					<span className="fc-measurement-row__title">
						{ measurementTitle( measurement ) }
					</span>{ ' ' }
					<span className="fc-measurement-row__date">
						{ formatDutchLongDate( measurement.date ) }
					</span>
				</span>
				<span className="fc-measurement-row__values">
					<span className="fc-measurement-row__weight">
						{ Number.isFinite( weight )
							? formatKg( weight, 1 )
							: '–' }
					</span>
					<span className="fc-measurement-row__energy">
						{ sprintf(
							/* translators: %s: energy level 1-10. */
							__( 'Energie: %s', 'fitcoach' ),
							String( measurement.energy ?? '' )
						) }
					</span>
				</span>
				<ChevronRightIcon
					size={ 18 }
					className="fc-measurement-row__chevron"
				/>
			</Link>
		</li>
	);
}

export default function MeasurementsList() {
	const list = useMeasurements();
	const sentinelRef = useLoadMoreSentinel( {
		canLoad: canLoadNext( list ),
		onLoadMore: list.loadMore,
		page: list.currentPage,
	} );

	let body;
	if ( ! list.loaded && list.items.length === 0 ) {
		body = (
			<div className="fc-measurements__skeletons">
				{ [ 0, 1, 2, 3, 4 ].map( ( key ) => (
					<Skeleton key={ key } variant="row" />
				) ) }
			</div>
		);
	} else if ( null !== list.error && list.items.length === 0 ) {
		body = (
			<ErrorState
				message={
					list.error || __( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ list.reload }
			/>
		);
	} else if ( list.items.length === 0 ) {
		body = (
			<EmptyState
				text={ __( 'Nog geen metingen gevonden.', 'fitcoach' ) }
			/>
		);
	} else {
		body = (
			<ul
				className="fc-list fc-measurements__list"
				aria-label={ __( 'Dagelijkse Metingen', 'fitcoach' ) }
			>
				{ list.items.map( ( measurement ) => (
					<MeasurementRow
						key={ measurement.id }
						measurement={ measurement }
					/>
				) ) }
			</ul>
		);
	}

	return (
		<div className="fc-page fc-measurements">
			<div className="fc-page-heading">
				<h1 className="fc-page-heading__title">
					{ __( 'Dagelijkse Metingen', 'fitcoach' ) }
				</h1>
				<Link
					className="fc-button fc-button--primary fc-button--small"
					to="/metingen/nieuw"
				>
					<PlusIcon size={ 18 } />
					{ __( 'Meting Toevoegen', 'fitcoach' ) }
				</Link>
			</div>
			{ body }
			<div
				ref={ sentinelRef }
				className="fc-list-sentinel"
				aria-hidden="true"
			/>
			{ list.loading && list.items.length > 0 && (
				<Spinner block size="small" />
			) }
		</div>
	);
}
