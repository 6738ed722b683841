/**
 * Moving a Home slider without dragging (WCAG 2.1.1, 2.5.7; issue 26): 'Vorige kaart' and
 * 'Volgende kaart' buttons at the slider's edges, and the arrow keys, Home and End while the
 * focus is in the slider. The buttons stay in the tab order at the ends (aria-disabled, not
 * disabled), so the focus never falls out of the slider when it reaches its last card.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** What moves the slider, and where it is. */
export interface SliderMoves {
	previous: () => void;
	next: () => void;
	first: () => void;
	last: () => void;
	/** At the first card: 'Vorige kaart' does nothing. */
	atStart: boolean;
	/** At the last card: 'Volgende kaart' does nothing. */
	atEnd: boolean;
}

/** The keys that move a slider, and how. */
const KEYS: Record< string, keyof Omit< SliderMoves, 'atStart' | 'atEnd' > > = {
	ArrowLeft: 'previous',
	ArrowRight: 'next',
	Home: 'first',
	End: 'last',
};

export function SliderControls( {
	moves,
	children,
}: {
	moves: SliderMoves;
	/** The slider itself (between the two buttons, as they are seen). */
	children: ReactNode;
} ) {
	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const move = KEYS[ event.key ];
		if ( ! move || event.altKey || event.ctrlKey || event.metaKey ) {
			return;
		}
		event.preventDefault();
		moves[ move ]();
	};
	return (
		// The keys of the slider's container and cards, as the buttons: a focusable group holds them.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div className="fc-slider-frame" onKeyDown={ onKeyDown }>
			<button
				type="button"
				className="fc-slider-frame__button fc-slider-frame__button--previous"
				aria-label={ __( 'Vorige kaart', 'fitcoach' ) }
				aria-disabled={ moves.atStart || undefined }
				onClick={ () => ! moves.atStart && moves.previous() }
			>
				<ChevronLeftIcon size={ 20 } />
			</button>
			{ children }
			<button
				type="button"
				className="fc-slider-frame__button fc-slider-frame__button--next"
				aria-label={ __( 'Volgende kaart', 'fitcoach' ) }
				aria-disabled={ moves.atEnd || undefined }
				onClick={ () => ! moves.atEnd && moves.next() }
			>
				<ChevronRightIcon size={ 20 } />
			</button>
		</div>
	);
}

export default SliderControls;
