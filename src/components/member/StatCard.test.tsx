/**
 * External dependencies
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';

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

afterEach( () => {
	resetLocaleData( undefined, 'fitcoach' );
} );

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

	it( 'shows no change when there is no earlier week to compare with', () => {
		// This week's weight, none last week: the server has no change to give.
		render(
			<StatCard
				card={ {
					...weight,
					stat: '71.8 kg',
					previousStat: '0 kg',
					changeType: 'increase',
					change: '0',
					previous_value: null,
					change_value: null,
					rate_per_week: null,
				} }
			/>
		);
		const card = screen.getByRole( 'article', {
			name: 'Gemiddeld gewicht',
		} );
		expect( within( card ).getByText( '71,8 kg' ) ).toBeInTheDocument();
		expect( within( card ).queryByText( 'Verhoogd' ) ).toBeNull();
		expect( within( card ).queryByText( 'Verlaagd' ) ).toBeNull();
		expect( within( card ).queryByText( '0,0 kg' ) ).toBeNull();
	} );

	it( 'shows the four titles in the reader’s language', () => {
		setLocaleData(
			{
				'': { domain: 'fitcoach' },
				'Gemiddeld gewicht': [ 'Average weight' ],
				'Gemiddelde energie': [ 'Average energy' ],
				Trainingen: [ 'Workouts' ],
				'Verplaatst gewicht': [ 'Weight lifted' ],
			},
			'fitcoach'
		);
		const names = [
			'Gemiddeld gewicht',
			'Gemiddelde energie',
			'Trainingen',
			'Verplaatst gewicht',
		];
		render(
			<>
				{ names.map( ( name ) => (
					<StatCard key={ name } card={ { ...weight, name } } />
				) ) }
			</>
		);
		expect(
			screen
				.getAllByRole( 'heading', { level: 3 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [
			'Average weight',
			'Average energy',
			'Workouts',
			'Weight lifted',
		] );
		expect(
			screen.getByRole( 'article', { name: 'Average weight' } )
		).toBeInTheDocument();
		// Still the weight card: its decrease is good news.
		expect(
			within(
				screen.getByRole( 'article', { name: 'Average weight' } )
			).getByText( 'Verlaagd' ).parentElement
		).toHaveClass( 'fc-stat-card__change--good' );
	} );
} );
