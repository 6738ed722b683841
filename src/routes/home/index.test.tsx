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
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { forgetLogin, setUser, store as authStore } from '../../data/auth';
import HomeScreen from '.';

jest.mock( './Sections', () => ( {
	__esModule: true,
	default: () =>
		require( '@wordpress/element' ).createElement( 'p', null, 'Sections' ),
} ) );

const sanne = {
	id: 3,
	first_name: 'Sanne',
	last_name: 'de Vries',
	display_name: 'Sanne de Vries',
	email: 'sanne@example.test',
	profile_image: null,
	is_admin: false,
	roles: [ 'sporter' ],
};

beforeEach( () => {
	jest.useFakeTimers();
	forgetLogin();
	window.fitcoachConfig = {
		fallbackHeaderImage: 'https://coach.test/fallback.svg',
	};
} );

afterEach( () => {
	jest.useRealTimers();
	delete window.fitcoachConfig;
} );

describe( 'Home', () => {
	it( 'greets by time of day and first name, with the subtext and the sections', () => {
		jest.setSystemTime( new Date( 2024, 4, 14, 9, 30 ) );
		act( () => setUser( sanne ) );
		render( <HomeScreen /> );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Goedemorgen Sanne'
		);
		expect(
			screen.getByText( "Welkom terug bij FitCoach, let's go!" )
		).toBeInTheDocument();
		expect( screen.getByText( 'Sections' ) ).toBeInTheDocument();
	} );

	it( "says Goedeavond at 18:00, and 'gebruiker' without names", () => {
		jest.setSystemTime( new Date( 2024, 4, 14, 18, 0 ) );
		act( () => setUser( { ...sanne, first_name: '', display_name: '' } ) );
		render( <HomeScreen /> );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Goedeavond gebruiker'
		);
	} );

	it( 'greets the user an administrator views the app as', () => {
		jest.setSystemTime( new Date( 2024, 4, 14, 12, 0 ) );
		act( () => {
			setUser( { ...sanne, first_name: 'Coach', is_admin: true } );
			dispatch( authStore ).receiveSwitchedUser( {
				id: 9,
				display_name: 'Daan Jansen',
			} );
		} );
		render( <HomeScreen /> );
		expect( screen.getByRole( 'heading', { level: 1 } ) ).toHaveTextContent(
			'Goedemiddag Daan Jansen'
		);
	} );

	it( 'uses the fallback header image when the settings have none', () => {
		act( () => setUser( sanne ) );
		const { container } = render( <HomeScreen /> );
		const hero = container.querySelector( '.fc-home__hero' ) as HTMLElement;
		expect( hero.style.backgroundImage ).toContain(
			'https://coach.test/fallback.svg'
		);
	} );
} );
