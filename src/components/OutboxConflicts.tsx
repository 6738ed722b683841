/**
 * When a change made offline meets a newer version on the server (409), both versions are shown
 * and the member chooses which to keep (issue 12). One conflict at a time.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../data/connection';
import { formatDutchLongDate, formatKg, formatNumber } from '../i18n/format';
import type { OutboxEntry } from '../offline/outbox';
import { keepMine, keepServer } from '../offline/sync';

type Fields = Record< string, unknown >;

/**
 * The lines that describe one version.
 *
 * @param resource Measurements or sessions.
 * @param version  The fields of the version.
 */
export function describeVersion(
	resource: OutboxEntry[ 'resource' ],
	version: Fields | null
): string[] {
	if ( ! version ) {
		return [ __( 'Niet meer op de server', 'fitcoach' ) ];
	}
	if ( 'measurements' === resource ) {
		const lines: string[] = [];
		if ( version.date ) {
			lines.push(
				formatDutchLongDate( String( version.date ).slice( 0, 10 ) )
			);
		}
		if ( undefined !== version.weight ) {
			lines.push( formatKg( Number( version.weight ), 1 ) );
		}
		if ( undefined !== version.energy && null !== version.energy ) {
			lines.push(
				sprintf(
					/* translators: %s: energy level 1-10. */
					__( 'Energie %s', 'fitcoach' ),
					String( version.energy )
				)
			);
		}
		return lines;
	}
	const exercises = Array.isArray( version.exercises )
		? ( version.exercises as Array< { sets?: unknown[] } > )
		: [];
	const sets = exercises.reduce(
		( total, exercise ) =>
			total +
			( Array.isArray( exercise?.sets ) ? exercise.sets.length : 0 ),
		0
	);
	const lines = [ String( version.title ?? '' ) ];
	lines.push(
		sprintf(
			/* translators: %s: number of sets. */
			_n( '%s set', '%s sets', sets, 'fitcoach' ),
			formatNumber( sets )
		)
	);
	if ( version.content ) {
		lines.push( String( version.content ) );
	}
	return lines.filter( Boolean );
}

export function OutboxConflicts() {
	const conflicts = useSelect(
		( select ) => select( connectionStore ).getConflicts(),
		[]
	);
	const [ busy, setBusy ] = useState( false );
	const conflict = conflicts[ 0 ];
	if ( ! conflict ) {
		return null;
	}
	const choose = async (
		keep: ( entry: OutboxEntry ) => Promise< void >
	) => {
		setBusy( true );
		try {
			await keep( conflict );
		} finally {
			setBusy( false );
		}
	};
	const mine = describeVersion( conflict.resource, conflict.body );
	const theirs = describeVersion(
		conflict.resource,
		( conflict.serverVersion as Fields | null ) ?? null
	);
	return (
		<div className="fc-dialog fc-dialog--warning is-open fc-conflict">
			<div className="fc-dialog__backdrop" />
			<div
				className="fc-dialog__panel"
				role="alertdialog"
				aria-modal="true"
				aria-labelledby="fc-conflict-title"
				aria-describedby="fc-conflict-text"
			>
				<h2 id="fc-conflict-title" className="fc-dialog__title">
					{ __( 'Welke versie wil je bewaren?', 'fitcoach' ) }
				</h2>
				<p id="fc-conflict-text" className="fc-dialog__message">
					{ 'measurements' === conflict.resource
						? __(
								'Deze meting is gewijzigd op een ander apparaat terwijl je offline was.',
								'fitcoach'
							)
						: __(
								'Deze sessie is gewijzigd op een ander apparaat terwijl je offline was.',
								'fitcoach'
							) }
				</p>
				<div className="fc-conflict__versions">
					<section className="fc-conflict__version">
						<h3>{ __( 'Jouw versie', 'fitcoach' ) }</h3>
						{ mine.map( ( line, index ) => (
							<p key={ index }>{ line }</p>
						) ) }
					</section>
					<section className="fc-conflict__version">
						<h3>{ __( 'Versie op de server', 'fitcoach' ) }</h3>
						{ theirs.map( ( line, index ) => (
							<p key={ index }>{ line }</p>
						) ) }
					</section>
				</div>
				<div className="fc-dialog__actions">
					<button
						type="button"
						className="fc-button fc-button--ghost"
						disabled={ busy }
						onClick={ () => choose( keepServer ) }
					>
						{ __( 'Versie op de server bewaren', 'fitcoach' ) }
					</button>
					<button
						type="button"
						className="fc-button fc-button--primary"
						disabled={ busy }
						onClick={ () => choose( keepMine ) }
					>
						{ __( 'Mijn versie bewaren', 'fitcoach' ) }
					</button>
				</div>
			</div>
		</div>
	);
}

export default OutboxConflicts;
