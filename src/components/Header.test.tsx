/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../routes/future';
import { forgetLogin, store as authStore } from '../data/auth';
import type { User } from '../api/types';
import { Header } from './Header';

jest.mock( '../api/client' );

const COACH: User = {
	id: 1,
	first_name: 'Coach',
	last_name: 'Kees',
	display_name: 'Coach Kees',
	email: 'coach@fitcoach.test',
	profile_image: null,
	is_admin: true,
	roles: [ 'administrator' ],
};

function renderHeader() {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>
			<Header label="Metingen" />
		</MemoryRouter>
	);
}

const profileLink = () =>
	within( screen.getByRole( 'banner' ) ).getByRole( 'link', {
		name: 'Ga naar profiel',
	} );

/** The initials drawn in the profile button's avatar. */
const drawnInitials = () =>
	profileLink()
		.querySelector( '[data-initials]' )
		?.getAttribute( 'data-initials' );

beforeEach( () => {
	forgetLogin();
	act( () => {
		dispatch( authStore ).receiveUser( COACH );
	} );
} );

describe( 'Header', () => {
	it( "shows the logged-in user's initials on the profile button", () => {
		renderHeader();
		expect( profileLink() ).toHaveAttribute( 'href', '/profile' );
		expect( drawnInitials() ).toBe( 'CK' );
		expect( screen.queryByText( /Je bekijkt de app als/ ) ).toBeNull();
	} );

	it( 'shows the member being viewed while switched: name and initials', () => {
		act( () => {
			dispatch( authStore ).receiveSwitchedUser( {
				id: 3,
				display_name: 'Sanne de Vries',
				email: 'sanne@fitcoach.test',
			} );
		} );
		renderHeader();
		const header = screen.getByRole( 'banner' );
		expect( header ).toHaveTextContent( 'Sanne de Vries' );
		expect(
			within( header ).getByText( 'Je bekijkt de app als Sanne de Vries' )
		).toBeInTheDocument();
		// The member's initials, not the administrator's.
		expect( drawnInitials() ).toBe( 'SD' );
		expect( profileLink() ).toHaveAccessibleName( 'Ga naar profiel' );
	} );

	it( 'falls back to the e-mail address of a member without a display name', () => {
		act( () => {
			dispatch( authStore ).receiveSwitchedUser( {
				id: 4,
				display_name: '',
				email: 'daan@fitcoach.test',
			} );
		} );
		renderHeader();
		expect(
			screen.getByText( 'Je bekijkt de app als daan@fitcoach.test' )
		).toBeInTheDocument();
		expect( drawnInitials() ).toBe( 'D' );
	} );
} );
