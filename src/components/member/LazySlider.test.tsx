/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { LazySlider, resetSlider } from './LazySlider';

// Swiper is a lazy chunk of the browser build (and needs a layout jsdom has not): a stand-in that
// shows what it was given, its slides included.
jest.mock( './Slider', () => ( {
	__esModule: true,
	default: ( {
		slides,
		label,
		className,
		initialSlide,
	}: {
		slides: Array< { key: string; node: unknown } >;
		label: string;
		className?: string;
		initialSlide?: number;
	} ) =>
		require( '@wordpress/element' ).createElement(
			'div',
			{
				'data-testid': 'swiper',
				'data-initial-slide': initialSlide,
				role: 'group',
				'aria-label': label,
				className: [ 'swiper', 'fc-slider', className ].join( ' ' ),
			},
			slides.map( ( slide ) =>
				require( '@wordpress/element' ).createElement(
					'div',
					{ key: slide.key },
					slide.node
				)
			)
		),
} ) );

const LABEL = 'Voortgang deze week';

const slides = [ 'Gemiddeld gewicht', 'Trainingen', 'Sets' ].map(
	( name ) => ( {
		key: name,
		node: (
			<article aria-label={ name }>
				<h3>{ name }</h3>
			</article>
		),
	} )
);

const skeletons = [ 0, 1 ].map( ( key ) => (
	<div key={ key } data-testid="skeleton" />
) );

function renderSlider( shown = slides ) {
	return render(
		<LazySlider
			className="fc-slider--stats"
			label={ LABEL }
			slides={ shown }
			fallback={ skeletons }
		/>
	);
}

/** Lets pending promises (a chunk that resolves at once) settle, without moving the clock. */
async function flushPromises() {
	await act( async () => {
		for ( let i = 0; i < 10; i++ ) {
			await Promise.resolve();
		}
	} );
}

/**
 * Runs the frames and timers the slider waits for, and the promises after them: the free moment
 * before the chunk is asked for, and the one after it has loaded before Swiper starts.
 */
async function paintAndIdle() {
	for ( let moment = 0; moment < 2; moment++ ) {
		await act( async () => {
			jest.runAllTimers();
		} );
		await flushPromises();
	}
}

const nativeRow = () => screen.getByRole( 'group', { name: LABEL } );

beforeEach( () => {
	jest.useFakeTimers();
	resetSlider();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'LazySlider', () => {
	it( 'shows the real slides at once in a named, scrollable row, before Swiper has loaded', async () => {
		renderSlider();
		const row = nativeRow();
		expect( row ).toHaveClass(
			'fc-slider',
			'fc-slider--native',
			'fc-slider--stats'
		);
		expect( row ).not.toHaveAttribute( 'aria-hidden' );
		// Reachable by keyboard, and exempt from the layout check for controls off screen.
		expect( row ).toHaveAttribute( 'tabindex', '0' );
		expect( row ).toHaveAttribute( 'data-scrolls-x' );

		// Each slide wrapped as Swiper wraps it, named as Swiper's a11y module names it.
		const wrapped = within( row ).getAllByRole( 'group' );
		expect(
			wrapped.map( ( slide ) => slide.getAttribute( 'aria-label' ) )
		).toEqual( [ '1 / 3', '2 / 3', '3 / 3' ] );
		wrapped.forEach( ( slide ) =>
			expect( slide ).toHaveClass( 'fc-slider__slide' )
		);
		expect(
			within( wrapped[ 1 ] ).getByRole( 'article', {
				name: 'Trainingen',
			} )
		).toBeInTheDocument();
		expect(
			within( row ).getByRole( 'heading', { name: 'Gemiddeld gewicht' } )
		).toBeInTheDocument();
		expect( screen.queryByTestId( 'skeleton' ) ).not.toBeInTheDocument();

		// Swiper is not asked for while the first frame has not been painted.
		await flushPromises();
		expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();
		expect( nativeRow() ).toBe( row );
	} );

	it( "asks for Swiper only after a frame was painted, then Swiper takes the row's place", async () => {
		renderSlider();
		// The first frame's callback runs before its paint: still too early, also a moment later.
		await act( async () => {
			jest.advanceTimersToNextFrame();
			jest.advanceTimersByTime( 1 );
		} );
		await flushPromises();
		expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();

		await paintAndIdle();
		const swiper = screen.getByTestId( 'swiper' );
		expect( swiper ).toHaveAccessibleName( LABEL );
		expect( swiper ).toHaveClass( 'fc-slider--stats' );
		expect( swiper ).toHaveAttribute( 'data-initial-slide', '0' );
		expect(
			within( swiper ).getByRole( 'article', { name: 'Trainingen' } )
		).toBeInTheDocument();
		// One slider: the native row is gone.
		expect( screen.getAllByRole( 'group', { name: LABEL } ) ).toHaveLength(
			1
		);
		expect( document.querySelector( '.fc-slider--native' ) ).toBeNull();
	} );

	it( "on a page still loading, waits for the page's load (its first screen's files) before Swiper", async () => {
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		try {
			renderSlider();
			await paintAndIdle();
			expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();
			readyState.mockReturnValue( 'complete' );
			await act( async () => {
				window.dispatchEvent( new Event( 'load' ) );
			} );
			await paintAndIdle();
			expect( screen.getByTestId( 'swiper' ) ).toHaveAccessibleName(
				LABEL
			);
		} finally {
			readyState.mockRestore();
		}
	} );

	it( 'shows the fallback in the hidden skeleton row while there are no slides, and loads no Swiper', async () => {
		const { container, rerender } = renderSlider( [] );
		const row = container.querySelector( '.fc-slider-row' );
		expect( row ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( screen.getAllByTestId( 'skeleton' ) ).toHaveLength( 2 );
		expect(
			screen.queryByRole( 'group', { name: LABEL } )
		).not.toBeInTheDocument();

		await paintAndIdle();
		expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();

		// The slides arrive: shown at once, Swiper after the next paint.
		rerender(
			<LazySlider
				className="fc-slider--stats"
				label={ LABEL }
				slides={ slides }
				fallback={ skeletons }
			/>
		);
		expect( screen.queryByTestId( 'skeleton' ) ).not.toBeInTheDocument();
		expect(
			within( nativeRow() ).getByRole( 'article', { name: 'Sets' } )
		).toBeInTheDocument();
		await paintAndIdle();
		expect( screen.getByTestId( 'swiper' ) ).toBeInTheDocument();
	} );

	it( 'shows Swiper at once in a slider mounted after it has loaded', async () => {
		const first = renderSlider();
		await paintAndIdle();
		expect( screen.getByTestId( 'swiper' ) ).toBeInTheDocument();
		first.unmount();

		renderSlider();
		expect( screen.getByTestId( 'swiper' ) ).toBeInTheDocument();
		expect( document.querySelector( '.fc-slider--native' ) ).toBeNull();
	} );

	it( 'waits with Swiper while the focus is in the row or a finger is on it', async () => {
		render(
			<>
				<LazySlider
					label={ LABEL }
					slides={ slides }
					fallback={ skeletons }
				/>
				<button>Elders</button>
			</>
		);
		act( () => nativeRow().focus() );
		await paintAndIdle();
		expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();
		expect( nativeRow() ).toHaveFocus();

		fireEvent.pointerDown( nativeRow() );
		act( () => screen.getByRole( 'button', { name: 'Elders' } ).focus() );
		await flushPromises();
		expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();

		// The press ends (anywhere), and its click comes on the element pressed: a moment later
		// Swiper takes over, the focus stays where it went.
		fireEvent.pointerUp( window );
		await flushPromises();
		expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();
		await act( async () => {
			jest.advanceTimersByTime( 300 );
		} );
		await flushPromises();
		expect( screen.getByTestId( 'swiper' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Elders' } )
		).toHaveFocus();
	} );

	it( 'starts Swiper at the slide the row was scrolled to, once the scrolling has settled', async () => {
		renderSlider();
		const row = nativeRow();
		// jsdom lays nothing out: slides 300 px apart, the row scrolled to the third.
		Array.from( row.children ).forEach( ( slide, index ) =>
			Object.defineProperty( slide, 'offsetLeft', {
				value: 16 + index * 300,
			} )
		);
		Object.defineProperty( row, 'scrollLeft', { value: 590 } );
		fireEvent.scroll( row );
		await act( async () => {
			jest.advanceTimersByTime( 100 );
		} );
		await flushPromises();
		expect( screen.queryByTestId( 'swiper' ) ).not.toBeInTheDocument();

		await paintAndIdle();
		expect( screen.getByTestId( 'swiper' ) ).toHaveAttribute(
			'data-initial-slide',
			'2'
		);
	} );
} );
