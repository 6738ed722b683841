/**
 * SliderControls: a Home slider moves without dragging, by its buttons and by the keys.
 */

/**
 * External dependencies
 */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { SliderControls } from './SliderControls';
import type { SliderMoves } from './SliderControls';

function setup( edges: { atStart: boolean; atEnd: boolean } ) {
	const moves: SliderMoves = {
		previous: jest.fn(),
		next: jest.fn(),
		first: jest.fn(),
		last: jest.fn(),
		...edges,
	};
	render(
		<SliderControls moves={ moves }>
			<div role="group" aria-label="Voortgang deze week" tabIndex={ 0 }>
				<article aria-label="Trainingen">3</article>
			</div>
		</SliderControls>
	);
	return moves;
}

describe( 'SliderControls', () => {
	it( "moves the slider with 'Vorige kaart' and 'Volgende kaart'", async () => {
		const user = userEvent.setup();
		const moves = setup( { atStart: false, atEnd: false } );
		await user.click(
			screen.getByRole( 'button', { name: 'Volgende kaart' } )
		);
		expect( moves.next ).toHaveBeenCalledTimes( 1 );
		await user.click(
			screen.getByRole( 'button', { name: 'Vorige kaart' } )
		);
		expect( moves.previous ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is reached by Tab and moved by the arrow keys, Home and End', async () => {
		const user = userEvent.setup();
		const moves = setup( { atStart: false, atEnd: false } );
		// Left to right as seen: the previous button, the slider, the next button.
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Vorige kaart' } )
		).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'group', { name: 'Voortgang deze week' } )
		).toHaveFocus();
		await user.keyboard( '{ArrowRight}{ArrowRight}{ArrowLeft}{End}{Home}' );
		expect( moves.next ).toHaveBeenCalledTimes( 2 );
		expect( moves.previous ).toHaveBeenCalledTimes( 1 );
		expect( moves.last ).toHaveBeenCalledTimes( 1 );
		expect( moves.first ).toHaveBeenCalledTimes( 1 );
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Volgende kaart' } )
		).toHaveFocus();
	} );

	it( 'keeps its buttons focusable at the ends, where they do nothing', async () => {
		const user = userEvent.setup();
		const moves = setup( { atStart: true, atEnd: true } );
		const previous = screen.getByRole( 'button', { name: 'Vorige kaart' } );
		const next = screen.getByRole( 'button', { name: 'Volgende kaart' } );
		expect( previous ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( next ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( next );
		await user.click( previous );
		expect( next ).toBeEnabled();
		expect( moves.next ).not.toHaveBeenCalled();
		expect( moves.previous ).not.toHaveBeenCalled();
	} );
} );
