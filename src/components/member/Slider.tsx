/**
 * The horizontal slider of the Home sections (Swiper, free scrolling). This module is a lazy
 * chunk: Swiper and its CSS load only with the screen that shows a slider.
 *
 * Defaults (spec §2, §9): 1.2 slides per view, 16 px between slides, free mode, not centred.
 * Wider screens show more of the next cards.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, FreeMode } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/free-mode';

export interface SliderSlide {
	key: string | number;
	node: ReactNode;
}

export interface SliderProps {
	slides: SliderSlide[];
	/** Accessible name of the slider region. */
	label: string;
	className?: string;
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

export default function Slider( { slides, label, className }: SliderProps ) {
	return (
		<Swiper
			modules={ [ FreeMode, A11y ] }
			slidesPerView={ SLIDER_OPTIONS.slidesPerView }
			spaceBetween={ SLIDER_OPTIONS.spaceBetween }
			freeMode={ SLIDER_OPTIONS.freeMode }
			centeredSlides={ SLIDER_OPTIONS.centeredSlides }
			breakpoints={ SLIDER_OPTIONS.breakpoints }
			a11y={ {
				enabled: true,
				containerMessage: label,
				slideRole: 'group',
			} }
			className={ [ 'fc-slider', className ]
				.filter( Boolean )
				.join( ' ' ) }
			aria-label={ label }
		>
			{ slides.map( ( slide ) => (
				<SwiperSlide key={ slide.key } className="fc-slider__slide">
					{ slide.node }
				</SwiperSlide>
			) ) }
		</Swiper>
	);
}
