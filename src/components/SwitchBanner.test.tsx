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
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiPost } from '../api/client';
import { forgetLogin, page, store as authStore } from '../data/auth';
import { dismissNotice, getNotices } from '../data/notices';
import { SwitchBanner } from './SwitchBanner';

jest.mock( '../api/client' );

const mockedPost = apiPost as unknown as jest.Mock<
	( path: string, data?: unknown ) => Promise< unknown >
>;
const reload = jest
	.spyOn( page, 'reload' )
	.mockImplementation( () => undefined );

beforeEach( () => {
	forgetLogin();
	mockedPost.mockReset();
	reload.mockClear();
} );

afterEach( () => {
	act( () =>
		getNotices().forEach( ( notice ) => dismissNotice( notice.id ) )
	);
} );

describe( 'SwitchBanner', () => {
	it( 'is not shown while not switched', () => {
		const { container } = render( <SwitchBanner /> );
		expect( container ).toBeEmptyDOMElement();
	} );

	it( "says whose app is shown and goes back with 'Terug naar eigen account'", async () => {
		act( () => {
			dispatch( authStore ).receiveSwitchedUser( {
				id: 3,
				display_name: 'Sanne de Vries',
			} );
		} );
		mockedPost.mockResolvedValue( { success: true } );
		render( <SwitchBanner /> );
		expect(
			screen.getByText( 'Je bekijkt nu de app van Sanne de Vries' )
		).toBeInTheDocument();
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', {
					name: 'Terug naar eigen account',
				} )
			);
		} );
		expect( mockedPost ).toHaveBeenCalledWith( '/user/switch/clear', {} );
		expect( reload ).toHaveBeenCalled();
	} );

	it( "shows 'Kon niet terug wisselen' when the server refuses", async () => {
		act( () => {
			dispatch( authStore ).receiveSwitchedUser( {
				id: 3,
				display_name: 'Sanne de Vries',
			} );
		} );
		mockedPost.mockRejectedValue(
			new ApiRequestError( 500, 'fitcoach_error', '' )
		);
		render( <SwitchBanner /> );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', {
					name: 'Terug naar eigen account',
				} )
			);
		} );
		expect( getNotices().map( ( notice ) => notice.title ) ).toContain(
			'Kon niet terug wisselen'
		);
		expect(
			screen.getByRole( 'button', { name: 'Terug naar eigen account' } )
		).toBeEnabled();
		expect( reload ).not.toHaveBeenCalled();
	} );
} );
