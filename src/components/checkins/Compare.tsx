/**
 * 'Vergelijken': two dates chosen from the check-ins with photos, and their photos of the same pose
 * side by side. The member compares her own (GET /check-ins), the coach a member's (GET
 * /admin/check-ins?member={id}); no route of its own.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EmptyState } from '../EmptyState';
import { POSES, poseLabel } from '../../data/checkins';
import type { CheckIn } from '../../data/checkins';
import { formatDutchLongDate } from '../../i18n/format';
import Photo from './Photo';
import './style.scss';

interface CompareProps {
	/** Check-ins, newest first; those without photos are left out. */
	checkIns: CheckIn[];
	/** Makes the ids unique when two comparisons are on one screen. */
	idPrefix?: string;
}

export default function Compare( {
	checkIns,
	idPrefix = 'fc-compare',
}: CompareProps ) {
	const withPhotos = checkIns.filter( ( item ) => item.photos.length > 0 );
	// The oldest and the newest by default: the change over the whole period.
	const [ firstId, setFirstId ] = useState< number >( 0 );
	const [ secondId, setSecondId ] = useState< number >( 0 );
	const headingId = `${ idPrefix }-title`;

	let body;
	if ( withPhotos.length < 2 ) {
		body = (
			<EmptyState
				text={ __(
					"Vergelijken kan zodra er twee check-ins met foto's zijn.",
					'fitcoach'
				) }
			/>
		);
	} else {
		const first =
			withPhotos.find( ( item ) => item.id === firstId ) ??
			withPhotos[ withPhotos.length - 1 ];
		const second =
			withPhotos.find( ( item ) => item.id === secondId ) ??
			withPhotos[ 0 ];
		const options = withPhotos.map( ( item ) => (
			<option key={ item.id } value={ item.id }>
				{ formatDutchLongDate( item.date ) }
			</option>
		) );
		const poses = POSES.filter( ( pose ) =>
			[ first, second ].some( ( item ) =>
				item.photos.some( ( photo ) => photo.pose === pose )
			)
		);
		body = (
			<>
				<div className="fc-compare__choice">
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor={ `${ idPrefix }-first` }
						>
							{ __( 'Eerste datum', 'fitcoach' ) }
						</label>
						<select
							className="fc-input"
							id={ `${ idPrefix }-first` }
							value={ first.id }
							onChange={ ( event ) =>
								setFirstId( Number( event.target.value ) )
							}
						>
							{ options }
						</select>
					</div>
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor={ `${ idPrefix }-second` }
						>
							{ __( 'Tweede datum', 'fitcoach' ) }
						</label>
						<select
							className="fc-input"
							id={ `${ idPrefix }-second` }
							value={ second.id }
							onChange={ ( event ) =>
								setSecondId( Number( event.target.value ) )
							}
						>
							{ options }
						</select>
					</div>
				</div>
				{ poses.map( ( pose ) => (
					<figure
						key={ pose }
						className="fc-compare__pose"
						aria-labelledby={ `${ idPrefix }-${ pose }` }
					>
						<figcaption id={ `${ idPrefix }-${ pose }` }>
							{ poseLabel( pose ) }
						</figcaption>
						<div className="fc-compare__pair">
							{ [ first, second ].map( ( item, index ) => {
								const photo = item.photos.find(
									( entry ) => entry.pose === pose
								);
								const alt = sprintf(
									/* translators: 1: the pose ('Voorkant'), 2: the date. */
									__( '%1$s, %2$s', 'fitcoach' ),
									poseLabel( pose ),
									formatDutchLongDate( item.date )
								);
								return (
									<div
										key={ `${ index }-${ item.id }` }
										className="fc-compare__side"
									>
										{ photo ? (
											<Photo
												photo={ photo }
												size="full"
												alt={ alt }
											/>
										) : (
											<p className="fc-compare__none">
												{ __(
													'Geen foto',
													'fitcoach'
												) }
											</p>
										) }
										<span className="fc-compare__date">
											{ formatDutchLongDate( item.date ) }
										</span>
									</div>
								);
							} ) }
						</div>
					</figure>
				) ) }
			</>
		);
	}

	return (
		<section
			className="fc-section fc-compare"
			aria-labelledby={ headingId }
		>
			<h2 className="fc-section__title" id={ headingId }>
				{ __( 'Vergelijken', 'fitcoach' ) }
			</h2>
			{ body }
		</section>
	);
}
