/**
 * External dependencies
 */
import { describe, expect, it, jest } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	apiKeyMiddleware,
	errorMessages,
	isFitCoachRequest,
	setApiKey,
	toPayload,
} from './api';
import { defaultSettings } from './config';

describe( 'isFitCoachRequest', () => {
	it( 'recognises the FitCoach namespace as a path or a URL', () => {
		expect(
			isFitCoachRequest( { path: '/fitcoach/v1/admin/settings' } )
		).toBe( true );
		expect(
			isFitCoachRequest( {
				url: 'http://example.test/wp-json/fitcoach/v1/admin/settings',
			} )
		).toBe( true );
		expect(
			isFitCoachRequest( {
				url: 'http://example.test/?rest_route=%2Ffitcoach%2Fv1%2Fadmin%2Fsettings',
			} )
		).toBe( true );
	} );

	it( 'leaves other APIs alone', () => {
		expect( isFitCoachRequest( { path: '/wp/v2/media/12' } ) ).toBe(
			false
		);
		expect(
			isFitCoachRequest( {
				url: 'http://example.test/wp-json/wp/v2/users',
			} )
		).toBe( false );
	} );
} );

describe( 'apiKeyMiddleware', () => {
	it( 'sends the current key to FitCoach routes only', async () => {
		const next = jest.fn( ( options: unknown ) =>
			Promise.resolve( options )
		);
		setApiKey( 'key-1' );

		await apiKeyMiddleware( { path: '/fitcoach/v1/admin/settings' }, next );
		expect( next ).toHaveBeenLastCalledWith( {
			path: '/fitcoach/v1/admin/settings',
			headers: { 'X-FitCoach-Key': 'key-1' },
		} );

		await apiKeyMiddleware( { path: '/wp/v2/media' }, next );
		expect( next ).toHaveBeenLastCalledWith( { path: '/wp/v2/media' } );

		setApiKey( 'key-2' );
		await apiKeyMiddleware(
			{ path: '/fitcoach/v1/app/settings', headers: { Accept: 'x' } },
			next
		);
		expect( next ).toHaveBeenLastCalledWith( {
			path: '/fitcoach/v1/app/settings',
			headers: { Accept: 'x', 'X-FitCoach-Key': 'key-2' },
		} );
	} );
} );

describe( 'errorMessages', () => {
	it( 'gives the server message and every invalid parameter', () => {
		expect(
			errorMessages(
				{
					code: 'rest_invalid_param',
					message: 'Ongeldige parameter(s): link_buttons',
					data: {
						status: 400,
						params: {
							link_buttons: 'link_buttons[0] is geen object.',
						},
					},
				},
				'Mislukt'
			)
		).toEqual( [
			'Ongeldige parameter(s): link_buttons',
			'link_buttons[0] is geen object.',
		] );
	} );

	it( 'adds additional errors and drops duplicates', () => {
		expect(
			errorMessages(
				{
					code: 'fitcoach_invalid_color',
					message: 'Ongeldige kleur.',
					additional_errors: [
						{
							code: 'fitcoach_invalid_url',
							message: 'Ongeldige URL.',
						},
						{
							code: 'fitcoach_invalid_color',
							message: 'Ongeldige kleur.',
						},
					],
				},
				'Mislukt'
			)
		).toEqual( [ 'Ongeldige kleur.', 'Ongeldige URL.' ] );
	} );

	it( 'falls back when the error carries no message', () => {
		expect( errorMessages( null, 'Mislukt' ) ).toEqual( [ 'Mislukt' ] );
		expect( errorMessages( { code: 'x' }, 'Mislukt' ) ).toEqual( [
			'Mislukt',
		] );
	} );
} );

describe( 'toPayload', () => {
	it( 'sends an image by its media library id, else by its URL', () => {
		const payload = toPayload( {
			...defaultSettings(),
			logo: 'https://example.test/logo.png',
			logo_id: 7,
			header_image: 'https://elders.test/header.jpg',
			header_image_id: 0,
		} );
		expect( payload.logo ).toBe( 7 );
		expect( payload.header_image ).toBe( 'https://elders.test/header.jpg' );

		// A removed image is sent as empty, whatever id it had.
		expect(
			toPayload( { ...defaultSettings(), logo: '', logo_id: 7 } ).logo
		).toBe( '' );
	} );

	it( 'sends the settings without the rows’ local keys', () => {
		const payload = toPayload( {
			...defaultSettings(),
			link_buttons: [
				{
					key: 'link-9',
					title: 'A',
					url: 'https://a.test',
					target: '_self',
					description: '',
				} as never,
			],
		} );
		expect( payload.link_buttons ).toEqual( [
			{
				title: 'A',
				url: 'https://a.test',
				target: '_self',
				description: '',
			},
		] );
		expect( Object.keys( payload ).sort() ).toEqual( [
			'app_name',
			'app_path',
			'header_image',
			'light_color',
			'link_buttons',
			'logo',
			'primary_color',
			'secondary_color',
		] );
	} );
} );
