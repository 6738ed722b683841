/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render as renderScreen, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { resetData } from '../../data/reset';
import { apiGet } from '../../api/client';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../data/dashboard';
import { ROUTER_FUTURE } from '../../routes';
import ActivityFeed from './ActivityFeed';

/**
 * Renders inside a router (the feed links each item to the member's thread).
 *
 * @param ui The feed.
 */
const render = ( ui: ReactElement ) =>
	renderScreen(
		<MemoryRouter future={ ROUTER_FUTURE }>{ ui }</MemoryRouter>
	);

jest.mock( '../../api/client' );

const mockedGet = apiGet as jest.MockedFunction< typeof apiGet >;
const HOUR = 60 * 60 * 1000;

function hoursAgo( hours: number ): string {
	return new Date( Date.now() - hours * HOUR ).toISOString();
}

describe( 'ActivityFeed', () => {
	beforeEach( () => {
		resetData();
		jest.clearAllMocks();
	} );

	it( 'asks for the number of items it is given (the dashboard asks 10)', async () => {
		mockedGet.mockResolvedValue( [] );
		render( <ActivityFeed limit={ DASHBOARD_ACTIVITY_LIMIT } /> );
		await screen.findByText( 'Geen recente activiteit' );
		expect( DASHBOARD_ACTIVITY_LIMIT ).toBe( 10 );
		expect( mockedGet ).toHaveBeenCalledWith( '/admin/recent-activity', {
			limit: 10,
		} );
	} );

	it( "shows 'Laden...' while loading", () => {
		mockedGet.mockReturnValue( new Promise( () => {} ) );
		render( <ActivityFeed /> );
		expect( screen.getByText( 'Laden...' ) ).toBeInTheDocument();
	} );

	it( 'shows the error text and loads again on retry', async () => {
		const user = userEvent.setup();
		mockedGet.mockRejectedValueOnce( new Error( 'network' ) );
		mockedGet.mockResolvedValueOnce( [] );
		render( <ActivityFeed /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Fout bij laden van activiteiten'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByText( 'Geen recente activiteit' )
		).toBeInTheDocument();
	} );

	it( 'shows the empty text when only unknown types come back', async () => {
		mockedGet.mockResolvedValue( [
			{
				id: 9,
				type: 'comment',
				user_name: 'Sanne',
				date: hoursAgo( 1 ),
			},
		] );
		render( <ActivityFeed /> );
		expect(
			await screen.findByText( 'Geen recente activiteit' )
		).toBeInTheDocument();
	} );

	it( 'shows measurements and sessions as a timeline with relative times', async () => {
		mockedGet.mockResolvedValue( [
			{
				id: 1,
				type: 'measurement',
				user_id: 3,
				user_name: 'Sanne de Vries',
				date: hoursAgo( 0.5 ),
				weight: 71.4,
			},
			{
				id: 2,
				type: 'workout_session',
				user_id: 4,
				user_name: 'Daan Jansen',
				date: hoursAgo( 5 ),
				workout_name: 'Full Body',
			},
			{
				id: 3,
				type: 'profile_update',
				user_id: 4,
				user_name: 'Daan Jansen',
				date: hoursAgo( 6 ),
			},
			{
				id: 4,
				type: 'measurement',
				user_id: 3,
				user_name: 'Sanne de Vries',
				date: hoursAgo( 49 ),
				weight: 72,
			},
		] );
		render( <ActivityFeed limit={ 10 } /> );
		const items = await screen.findAllByRole( 'listitem' );
		expect( items ).toHaveLength( 3 );

		expect( items[ 0 ] ).toHaveTextContent(
			'Sanne de Vries heeft een nieuwe meting toegevoegd (71.4kg)'
		);
		expect( within( items[ 0 ] ).getByText( 'Nu' ) ).toBeInTheDocument();
		expect( items[ 0 ] ).toHaveClass( 'fc-activity__item--blue' );
		// The coach reacts in the member's thread, about this measurement.
		expect(
			within( items[ 0 ] ).getByRole( 'link', {
				name: 'Reageren op Sanne de Vries heeft een nieuwe meting toegevoegd (71.4kg)',
			} )
		).toHaveAttribute( 'href', '/berichten/3?reactie=measurement-1' );

		expect( items[ 1 ] ).toHaveTextContent(
			'Daan Jansen heeft de workout "Full Body" voltooid'
		);
		expect(
			within( items[ 1 ] ).getByText( '5 uur geleden' )
		).toBeInTheDocument();
		expect( items[ 1 ] ).toHaveClass( 'fc-activity__item--green' );

		expect(
			within( items[ 2 ] ).getByText( '2 dagen geleden' )
		).toBeInTheDocument();
	} );
} );
