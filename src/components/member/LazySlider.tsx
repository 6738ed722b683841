/**
 * The Home sliders without waiting for Swiper (the lazy chunk 'slider', 27 KB gzip). The slides
 * show at once in a row the browser scrolls itself (NativeSlider), laid out as Swiper lays them
 * out; the chunk is asked for only once the page has loaded and that row has been painted, and
 * Swiper then takes the row's place. Until then, or when the chunk cannot load (offline, not yet
 * cached), the native row is a complete slider: it scrolls by touch, trackpad and keyboard.
 *
 * SliderRow is the skeleton row the sections show while their data loads.
 */

/**
 * External dependencies
 */
import type { ComponentType, FocusEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { whenIdle } from '../../lib/idle';
import type { SliderProps } from './Slider';

type SliderComponent = ComponentType< SliderProps >;

/** Swiper once its chunk is in: a slider mounted later (back on Home) shows it at once. */
let loadedSlider: SliderComponent | null = null;

/** The chunk's one request, shared by all sliders of the page. */
let loadingSlider: Promise< SliderComponent > | null = null;

/**
 * Loads the Swiper chunk once. A failed load is forgotten, so a slider mounted later asks again;
 * the one that asked keeps its native row.
 */
function loadSlider(): Promise< SliderComponent > {
	if ( ! loadingSlider ) {
		loadingSlider = import(
			/* webpackChunkName: "slider" */ './Slider'
		).then(
			( module ) => {
				loadedSlider = module.default;
				return module.default;
			},
			( error: unknown ) => {
				loadingSlider = null;
				throw error;
			}
		);
	}
	return loadingSlider;
}

/** Forgets the loaded Swiper chunk (for tests). */
export function resetSlider(): void {
	loadedSlider = null;
	loadingSlider = null;
}

/**
 * How long the browser may stay busy before the chunk is asked for (and Swiper started) anyway.
 * On a phone's cold start the main thread is busy until Home's charts are drawn; Swiper comes
 * after them (issue 27: measured on the first-screen probe).
 */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls back once the page has loaded (its first screen's files are in), the frame being drawn
 * has been painted and the browser has a moment to spare (at most IDLE_TIMEOUT_MS later), so fetching and running Swiper never delays the slides' first
 * paint. A frame callback runs before its frame is painted; the next frame's runs after that paint.
 * Without requestIdleCallback (Safari) a timeout stands in; without frames (tests), a timeout too.
 *
 * @param callback What to do.
 * @return Cancels the callback.
 */
function afterPaint( callback: () => void ): () => void {
	let cancel = () => {};
	const idle = () => {
		cancel = whenIdle( callback, IDLE_TIMEOUT_MS );
	};
	const painted = () => {
		if ( 'function' !== typeof window.requestAnimationFrame ) {
			idle();
			return;
		}
		let frame = window.requestAnimationFrame( () => {
			frame = window.requestAnimationFrame( idle );
		} );
		cancel = () => window.cancelAnimationFrame( frame );
	};
	if ( 'complete' === document.readyState ) {
		painted();
	} else {
		// On a page still loading, the first screen's own files (Chart.js among them) come
		// first: Swiper's bytes would share the phone's bandwidth with them.
		const loaded = () => painted();
		window.addEventListener( 'load', loaded, { once: true } );
		cancel = () => window.removeEventListener( 'load', loaded );
	}
	return () => cancel();
}

/**
 * How long the native row stays in use after its last scroll or press: the scroll's momentum and
 * snapping, and the click that follows a press (on a card's button) on the element pressed.
 */
const SETTLE_MS = 300;

/**
 * The slide at the row's start edge (what Swiper should start at to show the same).
 *
 * @param row The native row.
 */
function slideAtStart( row: HTMLElement ): number {
	const slides = Array.from( row.children ) as HTMLElement[];
	const origin = slides[ 0 ]?.offsetLeft ?? 0;
	const distance = ( slide: HTMLElement ) =>
		Math.abs( slide.offsetLeft - origin - row.scrollLeft );
	let nearest = 0;
	slides.forEach( ( slide, index ) => {
		if ( distance( slide ) < distance( slides[ nearest ] ) ) {
			nearest = index;
		}
	} );
	return nearest;
}

/**
 * Tracks whether the member is using the native row (the focus is in it, a finger or the mouse
 * presses on it, or it scrolled or was pressed a moment ago) and where it was scrolled to. Swiper
 * waits until the row is left alone and starts at the same slide, so the swap never takes the
 * focus away, swallows a tap's click or moves the cards under a finger.
 */
function useNativeRowUse() {
	const [ inUse, setInUse ] = useState( false );
	const [ start, setStart ] = useState( 0 );
	const focused = useRef( false );
	const pressed = useRef( false );
	const recent = useRef< number | undefined >( undefined );
	const scrolled = useRef< HTMLElement | null >( null );

	const { release, ...handlers } = useMemo( () => {
		const update = () =>
			setInUse(
				focused.current ||
					pressed.current ||
					undefined !== recent.current
			);
		const settle = () => {
			window.clearTimeout( recent.current );
			recent.current = window.setTimeout( () => {
				recent.current = undefined;
				if ( scrolled.current ) {
					setStart( slideAtStart( scrolled.current ) );
				}
				update();
			}, SETTLE_MS );
			update();
		};
		// The press may end outside the row: listen on the window until it does.
		const end = () => {
			pressed.current = false;
			window.removeEventListener( 'pointerup', end );
			window.removeEventListener( 'pointercancel', end );
			settle();
		};
		return {
			release: end,
			onFocus: () => {
				focused.current = true;
				update();
			},
			onBlur: ( event: FocusEvent< HTMLElement > ) => {
				if (
					! event.currentTarget.contains(
						event.relatedTarget as Node | null
					)
				) {
					focused.current = false;
					update();
				}
			},
			onPointerDown: () => {
				pressed.current = true;
				window.addEventListener( 'pointerup', end );
				window.addEventListener( 'pointercancel', end );
				update();
			},
			onScroll: ( event: { currentTarget: HTMLElement } ) => {
				scrolled.current = event.currentTarget;
				settle();
			},
		};
	}, [] );

	// Nothing left behind when the slider goes.
	useEffect(
		() => () => {
			window.clearTimeout( recent.current );
			window.removeEventListener( 'pointerup', release );
			window.removeEventListener( 'pointercancel', release );
		},
		[ release ]
	);

	return { inUse, start, handlers };
}

/**
 * A row laid out like the slider (1.2 per view, 16 px apart) for skeletons while the slides'
 * data loads. Hidden from screen readers: it holds placeholders only.
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

type NativeSliderProps = Omit< SliderProps, 'initialSlide' > &
	ReturnType< typeof useNativeRowUse >[ 'handlers' ];

/**
 * The slides before Swiper is there: the same container (class, name) and slides (class, role,
 * '1 / 4' names) as Slider, in a row that scrolls natively with scroll snapping. Focusable, so
 * the keyboard scrolls it even when its slides hold no control (the stat cards);
 * data-scrolls-x marks it as sideways on purpose for the layout checks.
 *
 * @param props The slider's props and the row's event handlers.
 */
export function NativeSlider( props: NativeSliderProps ) {
	const { slides, label, className, ...handlers } = props;
	return (
		<div
			className={ [ 'fc-slider', 'fc-slider--native', className ]
				.filter( Boolean )
				.join( ' ' ) }
			role="group"
			aria-label={ label }
			// A scrolling region must be reachable by keyboard (WCAG 2.1.1).
			tabIndex={ 0 }
			data-scrolls-x
			{ ...handlers }
		>
			{ slides.map( ( slide, index ) => (
				<div
					key={ slide.key }
					className="fc-slider__slide"
					role="group"
					aria-label={ `${ index + 1 } / ${ slides.length }` }
				>
					{ slide.node }
				</div>
			) ) }
		</div>
	);
}

/**
 * A Home slider: `fallback` (skeletons) in a SliderRow while there are no slides, else the slides
 * in the native row at once, and Swiper in its place once its chunk has loaded after that row's
 * first paint and the member is not using the row.
 *
 * @param props The slider's props, and what to show while there are no slides.
 */
export function LazySlider(
	props: Omit< SliderProps, 'initialSlide' > & { fallback?: ReactNode }
) {
	const { fallback, ...slider } = props;
	const hasSlides = slider.slides.length > 0;
	const [ Swiper, setSwiper ] = useState< SliderComponent | null >(
		() => loadedSlider
	);
	const { inUse, start, handlers } = useNativeRowUse();

	useEffect( () => {
		if ( Swiper || ! hasSlides ) {
			return undefined;
		}
		let mounted = true;
		let cancelSwap = () => {};
		const cancel = afterPaint( () => {
			loadSlider().then(
				( component ) => {
					// Swiper measures and lays out the row when it starts: that waits for the
					// next free moment too, behind the rest of the screen's first work (charts).
					cancelSwap = whenIdle( () => {
						if ( mounted ) {
							setSwiper( () => component );
						}
					}, IDLE_TIMEOUT_MS );
				},
				// The native row stays: it is a slider of its own.
				() => undefined
			);
		} );
		return () => {
			mounted = false;
			cancel();
			cancelSwap();
		};
	}, [ Swiper, hasSlides ] );

	if ( ! hasSlides ) {
		return <SliderRow>{ fallback }</SliderRow>;
	}
	if ( Swiper && ! inUse ) {
		return <Swiper { ...slider } initialSlide={ start } />;
	}
	return <NativeSlider { ...slider } { ...handlers } />;
}

export default LazySlider;
