/**
 * Training links to 'Mijn schema' (/training/schema) for a member who follows a program, and only
 * then (issue 28, item 3).
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { useAuth } from '../../data/auth';
import { store as planStore } from '../../data/plan';
import { noProgram, planAnswer } from '../../data/plan/test/fixtures/plan';
import { resetData } from '../../data/reset';
import TrainingScreen from './index';

jest.mock( '../../api/client' );
jest.mock( '../../data/auth', () => ( { useAuth: jest.fn() } ) );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

/**
 * Serves GET /plan; the lists never answer (they are not the subject here).
 *
 * @param plan GET /plan's answer.
 */
function serve( plan: unknown ) {
	get.mockImplementation( ( async ( path: string ) =>
		'/plan' === path
			? plan
			: new Promise( () => undefined ) ) as typeof apiGet );
}

function renderTraining() {
	return render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<TrainingScreen />
		</MemoryRouter>
	);
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
		switchedUser: null,
	} as ReturnType< typeof useAuth > );
} );

describe( "Training's link to 'Mijn schema'", () => {
	it( 'is there for a member who follows a program', async () => {
		serve( planAnswer() );
		renderTraining();
		expect(
			await screen.findByRole( 'link', { name: 'Mijn schema' } )
		).toHaveAttribute( 'href', '/training/schema' );
	} );

	it( 'is not there without a program', async () => {
		serve( noProgram() );
		renderTraining();
		await waitFor( () =>
			expect( select( planStore ).getPlan() ).toEqual( noProgram() )
		);
		expect(
			screen.queryByRole( 'link', { name: 'Mijn schema' } )
		).not.toBeInTheDocument();
	} );
} );
