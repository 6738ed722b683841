/**
 * Home's plan (issue 28, item 3): 'Vandaag' and 'Deze week' for a member who follows a program,
 * a rest day, a workout done today, starting today's workout (linked to its planned day), and a
 * member without a program, whose Home stays as it was.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiGet, apiPost } from '../../api/client';
import type { Workout } from '../../api/types';
import { useAuth } from '../../data/auth';
import { store as planStore } from '../../data/plan';
import {
	noProgram,
	planAnswer,
	planDay,
} from '../../data/plan/test/fixtures/plan';
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
const post = apiPost as jest.MockedFunction< typeof apiPost >;

const fullBody: Workout = {
	id: 7,
	title: 'Full body',
	description: '',
	exercises: [],
};

/**
 * Serves Home's reads: the plan given, one workout, and the figures never (they are not the
 * subject here).
 *
 * @param plan GET /plan's answer.
 */
function serve( plan: unknown ) {
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/plan' === path ) {
			return plan;
		}
		if ( '/workouts' === path ) {
			return [ fullBody ];
		}
		if ( '/workouts/7/session-count' === path ) {
			return { count: 2 };
		}
		if ( '/workouts/7/last-session' === path ) {
			return null;
		}
		return new Promise( () => undefined );
	} ) as typeof apiGet );
}

function renderHome() {
	return render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/" element={ <HomeSections /> } />
				<Route path="/sessies/:id" element={ <p>Sessiescherm</p> } />
			</Routes>
		</MemoryRouter>
	);
}

const region = ( name: string ) => screen.getByRole( 'region', { name } );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
		switchedUser: null,
	} as ReturnType< typeof useAuth > );
} );

describe( 'Home with a program', () => {
	it( "shows 'Vandaag' with today's workout and 'Starten' first, then 'Deze week'", async () => {
		serve( planAnswer() );
		renderHome();
		const today = await screen.findByRole( 'region', { name: 'Vandaag' } );
		expect(
			within( today ).getByRole( 'heading', { name: 'Full body' } )
		).toBeInTheDocument();
		expect(
			within( today ).getByText( 'Sterk in 8 weken · Week 2 van 8' )
		).toBeInTheDocument();
		const start = within( today ).getByRole( 'button', {
			name: 'Starten',
		} );
		// The sections in order: the plan above the workouts.
		expect(
			screen
				.getAllByRole( 'region' )
				.map( ( item ) => item.getAttribute( 'aria-labelledby' ) )
		).toEqual( [
			'fc-home-today',
			'fc-home-week',
			'fc-home-workouts',
			'fc-home-progress',
			'fc-home-trend',
			'fc-home-volume',
		] );
		// Its 'Starten' is the first on Home (the cards' come after it).
		await within( region( 'Beschikbare Workouts' ) ).findByRole( 'button', {
			name: 'Starten',
		} );
		expect(
			screen.getAllByRole( 'button', { name: 'Starten' } )[ 0 ]
		).toBe( start );
	} );

	it( "shows seven days in 'Deze week', each planned, done, missed or a rest day, in words and by a mark", async () => {
		serve( planAnswer() );
		renderHome();
		const week = await screen.findByRole( 'region', { name: 'Deze week' } );
		const list = within( week ).getByRole( 'list', { name: 'Deze week' } );
		const days = within( list ).getAllByRole( 'listitem' );
		expect( days.map( ( day ) => day.textContent ) ).toEqual( [
			'ma12maandag 12 mei: Full body – Gedaan',
			'di13dinsdag 13 mei: Bovenlichaam – Gemist',
			'wo14woensdag 14 mei: Full body – Gepland',
			'do15donderdag 15 mei: Rustdag',
			'vr16vrijdag 16 mei: Benen – Gepland',
			'za17zaterdag 17 mei: Rustdag',
			'zo18zondag 18 mei: Rustdag',
		] );
		// Today is marked for assistive technology, and every state has a mark of its own shape.
		expect( days[ 2 ] ).toHaveAttribute( 'aria-current', 'date' );
		expect( days[ 0 ] ).not.toHaveAttribute( 'aria-current' );
		const marks = days.map(
			( day ) =>
				day
					.querySelector( '.fc-week__marks svg' )
					?.getAttribute( 'class' ) ?? ''
		);
		expect( marks ).toEqual( [
			'fc-plan-mark fc-plan-mark--done',
			'fc-plan-mark fc-plan-mark--missed',
			'fc-plan-mark fc-plan-mark--planned',
			'fc-plan-mark fc-plan-mark--rest',
			'fc-plan-mark fc-plan-mark--planned',
			'fc-plan-mark fc-plan-mark--rest',
			'fc-plan-mark fc-plan-mark--rest',
		] );
	} );

	it( "starts today's workout linked to its planned day, and reads the plan again", async () => {
		serve( planAnswer() );
		post.mockResolvedValue( { id: 99, title: 'Sessie 3' } as never );
		renderHome();
		const today = await screen.findByRole( 'region', { name: 'Vandaag' } );
		await userEvent.click(
			within( today ).getByRole( 'button', { name: 'Starten' } )
		);
		expect( await screen.findByText( 'Sessiescherm' ) ).toBeInTheDocument();
		expect( post ).toHaveBeenCalledWith(
			'/workout-sessions',
			expect.objectContaining( {
				workout_id: 7,
				plan_day_id: 13,
				title: 'Sessie 3',
			} ),
			expect.objectContaining( {
				'Idempotency-Key': expect.any( String ),
			} )
		);
		// The plan is read again: the server now counts the day done.
		await waitFor( () =>
			expect(
				get.mock.calls.filter( ( [ path ] ) => '/plan' === path )
			).toHaveLength( 2 )
		);
	} );

	it( "says 'Rustdag' on a day without a workout, with no 'Starten' of its own", async () => {
		const plan = planAnswer();
		plan.today = { date: plan.today.date, day: null };
		plan.week[ 2 ].days = [];
		serve( plan );
		renderHome();
		const today = await screen.findByRole( 'region', { name: 'Vandaag' } );
		expect( within( today ).getByText( 'Rustdag' ) ).toBeInTheDocument();
		expect(
			within( today ).queryByRole( 'button', { name: 'Starten' } )
		).not.toBeInTheDocument();
		expect(
			within( region( 'Deze week' ) ).getByText(
				'woensdag 14 mei: Rustdag'
			)
		).toBeInTheDocument();
	} );

	it( "shows today's workout done, with its session", async () => {
		const done = planDay( 13, '2025-05-14', 'Full body', 'done' );
		const plan = planAnswer();
		plan.today = { date: plan.today.date, day: done };
		plan.week[ 2 ].days = [ done ];
		serve( plan );
		renderHome();
		const today = await screen.findByRole( 'region', { name: 'Vandaag' } );
		expect( within( today ).getByText( 'Gedaan' ) ).toBeInTheDocument();
		expect(
			within( today ).queryByRole( 'button', { name: 'Starten' } )
		).not.toBeInTheDocument();
		expect(
			within( today ).getByRole( 'link', { name: 'Bekijken' } )
		).toHaveAttribute( 'href', '/sessies/513' );
	} );
} );

describe( 'Home without a program', () => {
	it( 'is as before: no Vandaag, no Deze week', async () => {
		serve( noProgram() );
		renderHome();
		await waitFor( () =>
			expect(
				select( planStore ).hasFinishedResolution( 'getPlan', [] )
			).toBe( true )
		);
		expect( get ).toHaveBeenCalledWith( '/plan' );
		await within( region( 'Beschikbare Workouts' ) ).findByRole( 'button', {
			name: 'Starten',
		} );
		expect(
			screen.queryByRole( 'region', { name: 'Vandaag' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: 'Deze week' } )
		).not.toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'region' )
				.map( ( item ) => item.getAttribute( 'aria-labelledby' ) )
		).toEqual( [
			'fc-home-workouts',
			'fc-home-progress',
			'fc-home-trend',
			'fc-home-volume',
		] );
	} );
} );
