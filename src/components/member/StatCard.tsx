/**
 * A progress stat card: name (in the reader's language), value, and the direction label
 * 'Verhoogd' or 'Verlaagd' with the difference, green or red as spec §4 says (for 'Gemiddeld
 * gewicht' an increase is red), left out when there is no earlier week to compare with; on
 * 'Gemiddeld gewicht' also the weight's rate per week when the server sends one.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StatCard as StatCardData } from '../../api/types';
import {
	statDirection,
	statRate,
	statTitle,
	statValue,
} from '../../lib/member/statCard';
import {
	BoltIcon,
	CalendarIcon,
	DumbbellIcon,
	ScaleIcon,
	TrendDownIcon,
	TrendUpIcon,
} from './icons';

export interface StatCardProps {
	card: StatCardData;
}

function iconFor( name: string ) {
	const lower = name.toLowerCase();
	if ( lower.includes( 'energie' ) ) {
		return <BoltIcon size={ 20 } />;
	}
	if ( lower.includes( 'training' ) ) {
		return <CalendarIcon size={ 20 } />;
	}
	if ( lower.includes( 'verplaatst' ) ) {
		return <DumbbellIcon size={ 20 } />;
	}
	return <ScaleIcon size={ 20 } />;
}

export function StatCard( { card }: StatCardProps ) {
	const { direction, tone, difference, compared } = statDirection( card );
	const rate = statRate( card );
	const title = statTitle( card.name );
	const label =
		'increase' === direction
			? __( 'Verhoogd', 'fitcoach' )
			: __( 'Verlaagd', 'fitcoach' );
	return (
		<article className="fc-card fc-stat-card" aria-label={ title }>
			<div className="fc-stat-card__head">
				<span className="fc-stat-card__icon" aria-hidden="true">
					{ iconFor( card.name ) }
				</span>
				<h3 className="fc-stat-card__name">{ title }</h3>
			</div>
			<p className="fc-stat-card__value">{ statValue( card ) }</p>
			{ compared && (
				<p
					className={ `fc-stat-card__change fc-stat-card__change--${ tone }` }
					data-direction={ direction }
					data-tone={ tone }
				>
					{ 'increase' === direction ? (
						<TrendUpIcon size={ 16 } />
					) : (
						<TrendDownIcon size={ 16 } />
					) }
					<span className="fc-stat-card__label">{ label }</span>
					{ difference && (
						<span className="fc-stat-card__difference">
							{ difference }
						</span>
					) }
				</p>
			) }
			{ rate && <p className="fc-stat-card__rate">{ rate }</p> }
		</article>
	);
}

export default StatCard;
