/**
 * The Swiper slider as a lazy chunk ('slider'), with a placeholder row while it loads.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { lazy, Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { SliderProps } from './Slider';

const Slider = lazy(
	() => import( /* webpackChunkName: "slider" */ './Slider' )
);

/**
 * A row laid out like the slider (1.2 per view, 16 px apart) for skeletons and while Swiper loads.
 *
 * @param props          Children.
 * @param props.children The placeholders.
 */
export function SliderRow( { children }: { children: ReactNode } ) {
	return (
		<div className="fc-slider-row" aria-hidden="true">
			{ children }
		</div>
	);
}

export function LazySlider( props: SliderProps & { fallback: ReactNode } ) {
	const { fallback, ...rest } = props;
	return (
		<Suspense fallback={ <SliderRow>{ fallback }</SliderRow> }>
			<Slider { ...rest } />
		</Suspense>
	);
}

export default LazySlider;
