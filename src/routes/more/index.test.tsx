/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { defaultSettings, useSettings } from '../../data/settings';
import MoreScreen from './index';

jest.mock( '../../data/settings', () => ( {
	...jest.requireActual< typeof import( '../../data/settings' ) >(
		'../../data/settings'
	),
	useSettings: jest.fn(),
} ) );

const settings = useSettings as jest.MockedFunction< typeof useSettings >;

beforeEach( () => {
	settings.mockReset();
} );

describe( 'More', () => {
	it( "shows 'Geen links beschikbaar' without link buttons", () => {
		settings.mockReturnValue( { ...defaultSettings(), link_buttons: [] } );
		render(
			<MemoryRouter
				future={ {
					v7_startTransition: true,
					v7_relativeSplatPath: true,
				} }
			>
				<MoreScreen />
			</MemoryRouter>
		);
		expect(
			screen.getByText( 'Geen links beschikbaar' )
		).toBeInTheDocument();
	} );

	it( 'shows the link buttons with their target, and leaves out unsafe addresses', () => {
		settings.mockReturnValue( {
			...defaultSettings(),
			link_buttons: [
				{
					title: 'Voedingsschema',
					url: 'https://example.test/voeding',
					target: '_blank',
					description: 'Je plan',
				},
				{
					title: 'Afspraak',
					url: 'https://example.test/afspraak',
					target: '_self',
					description: '',
				},
				{
					title: 'Kwaad',
					url: 'javascript:alert(1)',
					target: '_self',
					description: '',
				},
			],
		} );
		render(
			<MemoryRouter
				future={ {
					v7_startTransition: true,
					v7_relativeSplatPath: true,
				} }
			>
				<MoreScreen />
			</MemoryRouter>
		);
		const food = screen.getByRole( 'link', { name: /Voedingsschema/ } );
		expect( food ).toHaveAttribute(
			'href',
			'https://example.test/voeding'
		);
		expect( food ).toHaveAttribute( 'target', '_blank' );
		expect( food ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( food ).toHaveTextContent( 'Je plan' );
		expect(
			screen.getByRole( 'link', { name: /Afspraak/ } )
		).not.toHaveAttribute( 'target' );
		expect( screen.queryByRole( 'link', { name: /Kwaad/ } ) ).toBeNull();
	} );
} );
