/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../api/client';
import { useAuth } from '../../data/auth';
import { resetData } from '../../data/reset';
import HomeSections from './Sections';

jest.mock( '../../api/client' );
jest.mock( '../../data/auth', () => ( { useAuth: jest.fn() } ) );
jest.mock( '../../data/notices' );
// Swiper and Chart.js are lazy chunks of the browser build; here they are simple stand-ins.
jest.mock( '../../components/member/Slider', () => ( {
	__esModule: true,
	default: ( {
		slides,
		label,
	}: {
		slides: Array< { key: string; node: unknown } >;
		label: string;
	} ) =>
		require( '@wordpress/element' ).createElement(
			'div',
			{ 'aria-label': label, role: 'group' },
			slides.map( ( slide ) =>
				require( '@wordpress/element' ).createElement(
					'div',
					{ key: slide.key },
					slide.node
				)
			)
		),
} ) );
jest.mock( '../../components/member/charts/LineChart', () => ( {
	__esModule: true,
	default: () =>
		require( '@wordpress/element' ).createElement( 'canvas', {
			'aria-hidden': 'true',
		} ),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

type Answers = Record< string, () => unknown >;

function serve( answers: Answers ) {
	get.mockImplementation( ( async ( path: string ) => {
		const answer = answers[ path ];
		if ( ! answer ) {
			return new Promise( () => undefined );
		}
		return answer();
	} ) as typeof apiGet );
}

const fail = ( message: string ) => () =>
	Promise.reject( new ApiRequestError( 500, 'fitcoach_x', message ) );
const pending = () => new Promise( () => undefined );

function renderSections() {
	return render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<HomeSections />
		</MemoryRouter>
	);
}

function section( name: string ) {
	return screen.getByRole( 'region', { name } );
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
		switchedUser: null,
	} as ReturnType< typeof useAuth > );
} );

describe( 'Home sections', () => {
	it( 'shows 3 workout card and 4 stat card skeletons while loading', () => {
		serve( { '/workouts': pending, '/stats/progress': pending } );
		renderSections();
		expect(
			within( section( 'Beschikbare Workouts' ) ).getAllByTestId(
				'skeleton'
			)
		).toHaveLength( 3 );
		expect(
			within( section( 'Voortgang deze week' ) ).getAllByTestId(
				'skeleton'
			)
		).toHaveLength( 4 );
	} );

	it( "shows each section's error with its message, and the charts offer 'Opnieuw laden'", async () => {
		serve( {
			'/workouts': fail( 'Geen verbinding' ),
			'/stats/progress': fail( 'Kapot' ),
			'/stats/weight-trend': fail( 'Trend kapot' ),
			'/stats/weight-volume': fail( 'Volume kapot' ),
		} );
		renderSections();
		expect(
			await within( section( 'Beschikbare Workouts' ) ).findByText(
				'Fout bij laden workouts: Geen verbinding'
			)
		).toBeInTheDocument();
		expect(
			await within( section( 'Voortgang deze week' ) ).findByText(
				'Fout bij laden statistieken: Kapot'
			)
		).toBeInTheDocument();
		const trend = section( 'Gewichtstrend laatste 14 dagen' );
		expect(
			await within( trend ).findByText(
				'Fout bij laden gewichtstrend: Trend kapot'
			)
		).toBeInTheDocument();
		const volume = section( 'Verplaatst gewicht per sessie' );
		expect(
			await within( volume ).findByText(
				'Fout bij laden verplaatst gewicht: Volume kapot'
			)
		).toBeInTheDocument();

		// Reloading the trend chart asks again.
		get.mockClear();
		serve( {
			'/stats/weight-trend': () => ( {
				dates: [ '5 May' ],
				weights: [ 72.4 ],
			} ),
		} );
		await userEvent.click(
			within( trend ).getByRole( 'button', { name: 'Opnieuw laden' } )
		);
		expect( get ).toHaveBeenCalledWith( '/stats/weight-trend', {
			days: 14,
		} );
		expect(
			await within( trend ).findByRole( 'table', {
				name: 'Gewichtstrend laatste 14 dagen',
			} )
		).toBeInTheDocument();
		expect(
			within( volume ).getByRole( 'button', { name: 'Opnieuw laden' } )
		).toBeInTheDocument();
	} );

	it( 'shows the empty texts', async () => {
		serve( {
			'/workouts': () => [],
			'/stats/progress': () => [],
			'/stats/weight-trend': () => ( { dates: [], weights: [] } ),
			'/stats/weight-volume': () => [],
		} );
		renderSections();
		expect(
			await screen.findByText( 'Geen workouts beschikbaar' )
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Geen statistieken beschikbaar' )
		).toBeInTheDocument();
		expect(
			await screen.findByText(
				'Geen gewichtsdata beschikbaar voor de laatste 14 dagen'
			)
		).toBeInTheDocument();
		expect(
			await screen.findByText( 'Nog geen workout sessies beschikbaar' )
		).toBeInTheDocument();
	} );

	it( "names the viewed member's empty workouts list while switched", async () => {
		( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
			switchedUser: { id: 3, display_name: 'Sanne' },
		} as ReturnType< typeof useAuth > );
		serve( { '/workouts': () => [] } );
		renderSections();
		expect(
			await screen.findByText(
				'Geen workouts gevonden voor deze gebruiker.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows workout cards, stat cards and the chart data', async () => {
		serve( {
			'/workouts': () => [
				{
					id: 7,
					title: 'Full body',
					description:
						'<p>Drie <strong>rondes</strong></p><script>x()</script>',
					exercises: [],
				},
			],
			'/stats/progress': () => [
				{
					name: 'Gemiddeld gewicht',
					stat: '72.4 kg',
					previousStat: '72.9 kg',
					changeType: 'decrease',
					change: '0.5',
				},
				{
					name: 'Trainingen',
					stat: '3',
					previousStat: '2',
					changeType: 'increase',
					change: '1',
				},
			],
			'/stats/weight-trend': () => ( {
				dates: [ '30 Apr', '1 May', '2 May' ],
				weights: [ 73, 72.6, 72.4 ],
			} ),
			'/stats/weight-volume': () => [
				{
					date: '2025-05-01',
					total_weight: 4200,
					session_title: 'Sessie 2',
					workout_title: 'Full body',
				},
			],
		} );
		renderSections();
		const card = await screen.findByRole( 'article', {
			name: 'Full body',
		} );
		expect( within( card ).getByText( 'Drie rondes' ) ).toBeInTheDocument();
		expect(
			within( card ).getByRole( 'button', { name: 'Starten' } )
		).toBeInTheDocument();
		expect(
			within( card ).getByRole( 'button', { name: 'Bekijken' } )
		).toBeInTheDocument();

		const weight = await screen.findByRole( 'article', {
			name: 'Gemiddeld gewicht',
		} );
		expect( weight ).toHaveTextContent( '72,4 kg' );
		expect(
			within( weight ).getByText( 'Verlaagd' ).parentElement
		).toHaveAttribute( 'data-tone', 'good' );
		expect( weight ).toHaveTextContent( '0,5 kg' );
		const trainings = screen.getByRole( 'article', { name: 'Trainingen' } );
		expect(
			within( trainings ).getByText( 'Verhoogd' ).parentElement
		).toHaveAttribute( 'data-tone', 'good' );

		const trend = screen.getByTestId( 'weight-trend-chart' );
		await waitFor( () =>
			expect( trend ).toHaveAttribute( 'data-weights', '[73,72.6,72.4]' )
		);
		expect( trend ).toHaveAttribute(
			'data-labels',
			'["30 Apr","1 Mei","2 Mei"]'
		);
		await waitFor( () =>
			expect(
				screen.getByTestId( 'weight-volume-chart' )
			).toHaveAttribute( 'data-values', '[4200]' )
		);
	} );
} );
