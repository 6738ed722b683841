/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { StatCard as StatCardData } from '../../api/types';
import StatCard from './StatCard';

const weight: StatCardData = {
	name: 'Gemiddeld gewicht',
	stat: '71.8 kg',
	previousStat: '72.2 kg',
	changeType: 'decrease',
	change: '0.4',
	value: 71.8,
	previous_value: 72.2,
	change_value: 0.4,
	unit: 'kg',
	kind: 'average',
	rate_per_week: -0.4,
};

describe( 'StatCard', () => {
	it( "shows the weight's rate per week under the change, which keeps its label and colour", () => {
		render( <StatCard card={ weight } /> );
		const card = screen.getByRole( 'article', {
			name: 'Gemiddeld gewicht',
		} );
		expect( within( card ).getByText( '71,8 kg' ) ).toBeInTheDocument();
		const change = within( card ).getByText( 'Verlaagd' ).parentElement;
		expect( change ).toHaveClass( 'fc-stat-card__change--good' );
		expect( change ).toHaveTextContent( 'Verlaagd0,4 kg' );
		expect(
			within( card ).getByText( '\u22120,4 kg per week' )
		).toBeInTheDocument();
	} );

	it( 'shows a gain with a plus sign, and an increase of the weight still red', () => {
		render(
			<StatCard
				card={ {
					...weight,
					changeType: 'increase',
					rate_per_week: 0.3,
				} }
			/>
		);
		expect( screen.getByText( 'Verhoogd' ).parentElement ).toHaveClass(
			'fc-stat-card__change--bad'
		);
		expect( screen.getByText( '+0,3 kg per week' ) ).toBeInTheDocument();
	} );

	it( 'shows no rate when the server has none', () => {
		const { rerender } = render(
			<StatCard card={ { ...weight, rate_per_week: null } } />
		);
		expect( screen.queryByText( /per week/ ) ).toBeNull();
		rerender(
			<StatCard
				card={ {
					...weight,
					name: 'Trainingen',
					rate_per_week: undefined,
				} }
			/>
		);
		expect(
			screen.getByRole( 'article', { name: 'Trainingen' } )
		).toBeInTheDocument();
		expect( screen.queryByText( /per week/ ) ).toBeNull();
	} );
} );
