/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../../routes/future';
import { resetData } from '../../data/reset';
import { ApiRequestError, apiGet } from '../../api/client';
import ActiveUsersTile from './ActiveUsersTile';

jest.mock( '../../api/client' );

const mockedGet = apiGet as jest.MockedFunction< typeof apiGet >;

function renderTile() {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>
			<ActiveUsersTile />
		</MemoryRouter>
	);
}

describe( 'ActiveUsersTile', () => {
	beforeEach( () => {
		resetData();
		jest.clearAllMocks();
	} );

	it( 'shows the active users count and links to the user list', async () => {
		mockedGet.mockResolvedValue( {
			active_users: 7,
			total_workouts: 3,
			sessions_this_week: 12,
		} );
		renderTile();
		expect( await screen.findByText( '7' ) ).toBeInTheDocument();
		expect( mockedGet ).toHaveBeenCalledWith( '/admin/stats' );
		expect(
			screen.getByRole( 'link', { name: 'Beheer gebruikers' } )
		).toHaveAttribute( 'href', '/admin/users' );
	} );

	it( 'shows the error with a retry', async () => {
		const user = userEvent.setup();
		mockedGet.mockRejectedValueOnce(
			new ApiRequestError( 403, 'fitcoach_forbidden', 'Geen toegang.' )
		);
		mockedGet.mockResolvedValueOnce( { active_users: 2 } );
		renderTile();
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Geen toegang.'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw laden' } )
		);
		expect( await screen.findByText( '2' ) ).toBeInTheDocument();
	} );
} );
