/**
 * The horizontal slider of the Home sections (Swiper, free scrolling). This module is a lazy
 * chunk: Swiper and its CSS load only after a screen's sliders were painted as native rows
 * (LazySlider), which Swiper then replaces with the same layout, name and slides.
 *
 * Defaults (spec §2, §9): 1.2 slides per view, 16 px between slides, free mode, not centred.
 * Wider screens show more of the next cards.
 *
 * Keyboard and pointer without dragging (issue 26, WCAG 2.1.1, 2.5.7): the slider is in the tab
 * order (its cards need not hold a control: the stat cards do not), the arrow keys, Home and End
 * move it, and so do the 'Vorige kaart' and 'Volgende kaart' buttons (SliderControls).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, FreeMode } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/free-mode';

/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SliderControls } from './SliderControls';
import type { SliderMoves } from './SliderControls';

export interface SliderSlide {
	key: string | number;
	node: ReactNode;
}

export interface SliderProps {
	slides: SliderSlide[];
	/** Accessible name of the slider (a group, with its slides as groups named "1 / 4"). */
	label: string;
	className?: string;
	/** The slide to start at (where the native row it replaces was scrolled to). */
	initialSlide?: number;
}

/** Swiper options of the Home sliders. */
export const SLIDER_OPTIONS = {
	slidesPerView: 1.2,
	spaceBetween: 16,
	freeMode: true,
	centeredSlides: false,
	breakpoints: {
		560: { slidesPerView: 2.2 },
	},
} as const;

export default function Slider( {
	slides,
	label,
	className,
	initialSlide = 0,
}: SliderProps ) {
	const [ swiper, setSwiper ] = useState< SwiperInstance | null >( null );
	const [ edges, setEdges ] = useState( {
		atStart: 0 === initialSlide,
		atEnd: false,
	} );
	const follow = ( instance: SwiperInstance ) =>
		setEdges( ( current ) =>
			current.atStart === instance.isBeginning &&
			current.atEnd === instance.isEnd
				? current
				: { atStart: instance.isBeginning, atEnd: instance.isEnd }
		);
	const moves: SliderMoves = useMemo(
		() => ( {
			previous: () => swiper?.slidePrev(),
			next: () => swiper?.slideNext(),
			first: () => swiper?.slideTo( 0 ),
			last: () => swiper?.slideTo( slides.length - 1 ),
			...edges,
		} ),
		[ swiper, edges, slides.length ]
	);
	return (
		<SliderControls moves={ moves }>
			<Swiper
				modules={ [ FreeMode, A11y ] }
				initialSlide={ initialSlide }
				slidesPerView={ SLIDER_OPTIONS.slidesPerView }
				spaceBetween={ SLIDER_OPTIONS.spaceBetween }
				freeMode={ SLIDER_OPTIONS.freeMode }
				centeredSlides={ SLIDER_OPTIONS.centeredSlides }
				breakpoints={ SLIDER_OPTIONS.breakpoints }
				a11y={ {
					enabled: true,
					containerMessage: label,
					// A named group, as the native row before it (LazySlider).
					containerRole: 'group',
					slideRole: 'group',
				} }
				className={ [ 'fc-slider', className ]
					.filter( Boolean )
					.join( ' ' ) }
				aria-label={ label }
				// In the tab order, as the native row was: the keys move it (SliderControls).
				tabIndex={ 0 }
				onSwiper={ ( instance: SwiperInstance ) => {
					setSwiper( instance );
					follow( instance );
				} }
				onProgress={ follow }
				onResize={ follow }
			>
				{ slides.map( ( slide ) => (
					<SwiperSlide key={ slide.key } className="fc-slider__slide">
						{ slide.node }
					</SwiperSlide>
				) ) }
			</Swiper>
		</SliderControls>
	);
}
