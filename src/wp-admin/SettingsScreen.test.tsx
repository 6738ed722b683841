/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { AppSettings } from '../api/types';
import type { AdminSettings } from './config';
import SettingsScreen, { withFieldLabels } from './SettingsScreen';

// Plain stand-ins (see testing/components.tsx): the package in node_modules is ES-module only.
jest.mock( '@wordpress/components', () => require( './testing/components' ) );

jest.mock( '@wordpress/api-fetch', () => {
	const mock = jest.fn();
	return { __esModule: true, default: mock };
} );

const fetchMock = apiFetch as unknown as jest.Mock<
	( options: unknown ) => Promise< unknown >
>;

const SETTINGS: AdminSettings = {
	logo: 'https://example.test/logo.png',
	app_name: 'FitCoach Noord',
	header_image: '',
	primary_color: '#6366f1',
	secondary_color: '#8b5cf6',
	light_color: '#f8fafc',
	link_buttons: [
		{
			title: 'Voeding',
			url: 'https://example.test/voeding',
			target: '_blank',
			description: 'Schema',
		},
	],
	logo_id: 12,
	header_image_id: 0,
	app_path: '',
	app_url: 'http://example.test/',
	app_path_conflicts: [],
};

/**
 * What the screen sends for SETTINGS: the logo by its media library id, no ids of its own.
 */
const {
	logo_id: logoId,
	header_image_id: headerId,
	app_url: appUrl,
	app_path_conflicts: conflicts,
	...PAYLOAD
} = {
	...SETTINGS,
	logo: 12,
};

function renderScreen( initialSettings: AdminSettings | null = SETTINGS ) {
	return render(
		<SettingsScreen
			initialSettings={ initialSettings }
			initialApiKey="sleutel-123"
			appUrl="http://example.test/"
			homeUrl="http://example.test/"
		/>
	);
}

function lastCall(): Record< string, unknown > {
	const calls = fetchMock.mock.calls;
	return calls[ calls.length - 1 ][ 0 ] as Record< string, unknown >;
}

beforeEach( () => {
	fetchMock.mockReset();
} );

describe( 'withFieldLabels', () => {
	it( 'names the fields as the screen does', () => {
		expect(
			withFieldLabels( 'light_color moet een hexadecimale kleur zijn.' )
		).toBe( 'Lichte kleur moet een hexadecimale kleur zijn.' );
		expect( withFieldLabels( 'Linkknop 2 heeft een titel nodig.' ) ).toBe(
			'Linkknop 2 heeft een titel nodig.'
		);
	} );
} );

describe( 'SettingsScreen', () => {
	it( 'shows the saved settings', () => {
		renderScreen();
		expect( screen.getByLabelText( 'Naam van de app' ) ).toHaveValue(
			'FitCoach Noord'
		);
		expect( screen.getByLabelText( 'Primaire kleur' ) ).toHaveValue(
			'#6366f1'
		);
		expect( screen.getByLabelText( 'Titel' ) ).toHaveValue( 'Voeding' );
		expect( screen.getByLabelText( 'Openen in' ) ).toHaveValue( '_blank' );
		expect(
			screen.getByRole( 'img', { name: 'Voorbeeld: Logo' } )
		).toHaveAttribute( 'src', 'https://example.test/logo.png' );
		expect( screen.getByLabelText( 'API-sleutel' ) ).toHaveTextContent(
			'sleutel-123'
		);
	} );

	it( 'saves the changed settings and confirms it', async () => {
		const user = userEvent.setup();
		fetchMock.mockImplementation( ( options ) =>
			Promise.resolve( ( options as { data: unknown } ).data )
		);
		renderScreen();

		const name = screen.getByLabelText( 'Naam van de app' );
		await user.clear( name );
		await user.type( name, 'Sportschool Zuid' );
		expect(
			screen.getByText( 'Niet-opgeslagen wijzigingen' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Instellingen opslaan' } )
		);

		expect(
			await screen.findByText( /Instellingen opgeslagen/ )
		).toBeInTheDocument();
		expect( lastCall() ).toEqual( {
			path: '/fitcoach/v1/admin/settings',
			method: 'POST',
			data: { ...PAYLOAD, app_name: 'Sportschool Zuid' },
		} );
		expect(
			screen.queryByText( 'Niet-opgeslagen wijzigingen' )
		).not.toBeInTheDocument();
	} );

	it( 'is busy while saving and ignores a second click', async () => {
		const user = userEvent.setup();
		let finish: ( value: unknown ) => void = () => undefined;
		fetchMock.mockImplementation(
			() => new Promise( ( resolve ) => ( finish = resolve ) )
		);
		renderScreen();

		await user.click(
			screen.getByRole( 'button', { name: 'Instellingen opslaan' } )
		);
		const busy = screen.getByRole( 'button', { name: 'Opslaan…' } );
		expect( busy ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( busy );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );

		finish( SETTINGS );
		expect(
			await screen.findByRole( 'button', {
				name: 'Instellingen opslaan',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows the server’s validation messages when saving fails', async () => {
		const user = userEvent.setup();
		fetchMock.mockRejectedValue( {
			code: 'fitcoach_invalid_settings',
			message:
				'primary_color moet een hexadecimale kleur zijn, bijvoorbeeld #6366f1.',
			data: { status: 400, field: 'primary_color' },
		} );
		renderScreen();

		const colour = screen.getByLabelText( 'Primaire kleur' );
		await user.clear( colour );
		await user.type( colour, 'rood' );
		expect(
			screen.getByText(
				'Geen geldige hexkleur: gebruik bijvoorbeeld #6366f1.'
			)
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Instellingen opslaan' } )
		);

		expect(
			await screen.findByText( 'Opslaan mislukt.' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Primaire kleur moet een hexadecimale kleur zijn, bijvoorbeeld #6366f1.'
			)
		).toBeInTheDocument();
		// What was typed stays, so it can be corrected.
		expect( screen.getByLabelText( 'Primaire kleur' ) ).toHaveValue(
			'rood'
		);
	} );

	it( 'adds, reorders and removes link buttons', async () => {
		const user = userEvent.setup();
		fetchMock.mockImplementation( ( options ) =>
			Promise.resolve( ( options as { data: unknown } ).data )
		);
		renderScreen();

		await user.click(
			screen.getByRole( 'button', { name: 'Linkknop toevoegen' } )
		);
		const second = screen.getByRole( 'group', { name: 'Linkknop 2' } );
		await user.type(
			within( second ).getByLabelText( 'Titel' ),
			'Rooster'
		);
		await user.type(
			within( second ).getByLabelText( 'URL' ),
			'https://example.test/rooster'
		);
		await user.selectOptions(
			within( second ).getByLabelText( 'Openen in' ),
			'_self'
		);

		await user.click(
			screen.getByRole( 'button', { name: 'Rooster omhoog verplaatsen' } )
		);
		expect(
			screen
				.getAllByLabelText( 'Titel' )
				.map( ( input ) => ( input as HTMLInputElement ).value )
		).toEqual( [ 'Rooster', 'Voeding' ] );
		expect(
			screen.getByRole( 'button', { name: 'Rooster omhoog verplaatsen' } )
		).toBeDisabled();

		await user.click(
			screen.getByRole( 'button', { name: 'Voeding verwijderen' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Instellingen opslaan' } )
		);
		await screen.findByText( /Instellingen opgeslagen/ );

		expect( ( lastCall().data as AppSettings ).link_buttons ).toEqual( [
			{
				title: 'Rooster',
				url: 'https://example.test/rooster',
				target: '_self',
				description: '',
			},
		] );
	} );

	it( 'keeps an image linked to the media library, sends a removed one as empty', async () => {
		const user = userEvent.setup();
		fetchMock.mockImplementation( () => Promise.resolve( SETTINGS ) );
		renderScreen();

		await user.click(
			screen.getByRole( 'button', { name: 'Logo verwijderen' } )
		);
		expect(
			screen.queryByRole( 'img', { name: 'Voorbeeld: Logo' } )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Instellingen opslaan' } )
		);
		await screen.findByText( /Instellingen opgeslagen/ );
		expect( ( lastCall().data as AppSettings ).logo ).toBe( '' );
	} );

	it( 'picks an image in the media library', async () => {
		const user = userEvent.setup();
		const frame = {
			handlers: {} as Record< string, () => void >,
			on( event: string, callback: () => void ) {
				this.handlers[ event ] = callback;
				return this;
			},
			open() {
				this.handlers.select();
				return this;
			},
			state: () => ( {
				get: () => ( {
					first: () => ( {
						toJSON: () => ( {
							id: 44,
							url: 'https://example.test/header.jpg',
						} ),
					} ),
				} ),
			} ),
		};
		window.wp = { media: jest.fn( () => frame ) as never };
		fetchMock.mockImplementation( ( options ) =>
			Promise.resolve( ( options as { data: unknown } ).data )
		);
		try {
			renderScreen();
			const header = screen.getByRole( 'group', {
				name: 'Headerafbeelding',
			} );
			await user.click(
				within( header ).getByRole( 'button', {
					name: 'Kies afbeelding',
				} )
			);
			expect(
				screen.getByRole( 'img', {
					name: 'Voorbeeld: Headerafbeelding',
				} )
			).toHaveAttribute( 'src', 'https://example.test/header.jpg' );

			await user.click(
				screen.getByRole( 'button', { name: 'Instellingen opslaan' } )
			);
			await screen.findByText( /Instellingen opgeslagen/ );
			expect(
				( lastCall().data as { header_image: unknown } ).header_image
			).toBe( 44 );
		} finally {
			delete window.wp;
		}
	} );

	it( 'marks a link that is not http(s)', async () => {
		const user = userEvent.setup();
		renderScreen();
		const url = screen.getByLabelText( 'URL' );
		await user.clear( url );
		await user.type( url, 'javascript:alert(1)' );
		expect(
			screen.getByText(
				'Gebruik een adres dat begint met http:// of https://.'
			)
		).toBeInTheDocument();
	} );

	it( 'saves the app address and warns about the pages it hides', async () => {
		const user = userEvent.setup();
		fetchMock.mockImplementation( () =>
			Promise.resolve( {
				...SETTINGS,
				app_path: 'app',
				app_url: 'http://example.test/app/',
				app_path_conflicts: [
					{
						path: '/app/training',
						title: 'Training',
						edit_url:
							'http://example.test/wp-admin/post.php?post=9',
					},
				],
			} )
		);
		renderScreen();
		expect(
			screen.queryByText( /niet meer te bereiken/ )
		).not.toBeInTheDocument();

		await user.type( screen.getByLabelText( 'App-adres' ), 'app' );
		await user.click(
			screen.getByRole( 'button', { name: 'Instellingen opslaan' } )
		);

		expect(
			await screen.findByText( /niet meer te bereiken/ )
		).toBeInTheDocument();
		expect(
			( lastCall().data as Record< string, unknown > ).app_path
		).toBe( 'app' );
		expect(
			screen.getByRole( 'link', { name: 'Training' } )
		).toHaveAttribute(
			'href',
			'http://example.test/wp-admin/post.php?post=9'
		);
		expect(
			screen.getByRole( 'link', { name: 'http://example.test/app/' } )
		).toBeInTheDocument();
	} );

	it( 'does not warn about the default colours', () => {
		renderScreen();
		expect(
			screen.queryByText(
				/Niet elke gekozen kleur is overal goed leesbaar/
			)
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'list', { name: 'Aangepaste kleuren' } )
		).not.toBeInTheDocument();
	} );

	it( 'warns when a colour can only be shown with an adjusted shade', async () => {
		const user = userEvent.setup();
		// A blue white text on reaches 3.68:1 only.
		renderScreen( { ...SETTINGS, primary_color: '#3b82f6' } );

		expect(
			screen.getByText(
				'Niet elke gekozen kleur is overal goed leesbaar. De app past deze kleuren daarom aan:'
			)
		).toBeInTheDocument();
		let list = screen.getByRole( 'list', { name: 'Aangepaste kleuren' } );
		let primary = within( list ).getByText( 'Primaire kleur' )
			.parentElement as HTMLElement;
		expect(
			within( primary ).getByText(
				'Voor leesbare tekst toont de app deze kleur op knoppen en vlakken als #1e6ff5.'
			)
		).toBeInTheDocument();
		expect(
			within( primary ).getAllByRole( 'img', {
				name: 'Gekozen kleur #3b82f6',
			} ).length
		).toBeGreaterThan( 0 );
		expect(
			within( primary ).getByRole( 'img', {
				name: 'Kleur in de app #1e6ff5',
			} )
		).toHaveStyle( { background: '#1e6ff5' } );
		// The default secondary is shown as designed.
		expect( within( list ).queryByText( 'Secundaire kleur' ) ).toBeNull();

		// A light yellow: dark text on it, a darker shade as text.
		const colour = screen.getByLabelText( 'Primaire kleur' );
		await user.clear( colour );
		await user.type( colour, '#facc15' );
		list = screen.getByRole( 'list', { name: 'Aangepaste kleuren' } );
		primary = within( list ).getByText( 'Primaire kleur' )
			.parentElement as HTMLElement;
		expect(
			within( primary ).getByText(
				'Voor leesbare tekst toont de app deze kleur in tekst, links en iconen als #8b6f03.'
			)
		).toBeInTheDocument();
		expect(
			within( primary ).getAllByRole( 'img', {
				name: 'Gekozen kleur #facc15',
			} )
		).toHaveLength( 2 );
		expect(
			within( primary ).getByRole( 'img', {
				name: 'Kleur in de app #8b6f03',
			} )
		).toBeInTheDocument();
		expect(
			within( primary ).queryByText( /op knoppen en vlakken/ )
		).not.toBeInTheDocument();
		// The default secondary now carries dark text too: another shade than designed.
		expect( within( list ).getByText( 'Secundaire kleur' ) ).toBeVisible();
	} );

	it( 'does not warn about colours the app shows as chosen', async () => {
		const user = userEvent.setup();
		renderScreen( {
			...SETTINGS,
			primary_color: '#1e3a8a',
			secondary_color: '#a78bfa',
		} );
		const list = screen.getByRole( 'list', { name: 'Aangepaste kleuren' } );
		expect( within( list ).queryByText( 'Primaire kleur' ) ).toBeNull();
		expect( within( list ).getByText( 'Secundaire kleur' ) ).toBeVisible();

		// A dark secondary too: nothing to warn about.
		const secondary = screen.getByLabelText( 'Secundaire kleur' );
		await user.clear( secondary );
		await user.type( secondary, '#5b21b6' );
		expect(
			screen.queryByRole( 'list', { name: 'Aangepaste kleuren' } )
		).not.toBeInTheDocument();

		// A colour that is not valid (yet) is left to its field's own message.
		const primary = screen.getByLabelText( 'Primaire kleur' );
		await user.clear( primary );
		await user.type( primary, '#fff' );
		expect(
			within(
				screen.getByRole( 'list', { name: 'Aangepaste kleuren' } )
			).getByText( 'Primaire kleur' )
		).toBeInTheDocument();
		await user.type( primary, 'f' );
		expect(
			screen.queryByRole( 'list', { name: 'Aangepaste kleuren' } )
		).not.toBeInTheDocument();
	} );

	it( 'names each image button by its field', () => {
		renderScreen();
		expect(
			screen.getByRole( 'button', { name: 'Vervang afbeelding' } )
		).toHaveAccessibleDescription( 'Logo' );
		expect(
			screen.getByRole( 'button', { name: 'Kies afbeelding' } )
		).toHaveAccessibleDescription( 'Headerafbeelding' );
	} );

	it( 'loads the settings when the page did not carry them', async () => {
		fetchMock.mockResolvedValue( SETTINGS );
		renderScreen( null );
		expect( screen.getByText( 'Instellingen laden…' ) ).toBeInTheDocument();
		expect( await screen.findByLabelText( 'Naam van de app' ) ).toHaveValue(
			'FitCoach Noord'
		);
		expect( lastCall() ).toEqual( { path: '/fitcoach/v1/admin/settings' } );
	} );

	it( 'shows a load failure with a retry', async () => {
		const user = userEvent.setup();
		fetchMock
			.mockRejectedValueOnce( {
				code: 'fitcoach_forbidden',
				message: 'Je hebt geen toegang tot de instellingen.',
			} )
			.mockResolvedValueOnce( SETTINGS );
		renderScreen( null );

		expect(
			await screen.findByText(
				'Je hebt geen toegang tot de instellingen.'
			)
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByLabelText( 'Naam van de app' )
		).toBeInTheDocument();
	} );

	it( 'regenerates the API key only after confirmation', async () => {
		const user = userEvent.setup();
		fetchMock.mockResolvedValue( { api_key: 'nieuwe-sleutel' } );
		renderScreen();

		await user.click(
			screen.getByRole( 'button', { name: 'Regenereren' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'API-sleutel regenereren?',
		} );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Annuleren' } )
		);
		expect( fetchMock ).not.toHaveBeenCalled();

		await user.click(
			screen.getByRole( 'button', { name: 'Regenereren' } )
		);
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Regenereren',
			} )
		);

		await waitFor( () =>
			expect( screen.getByLabelText( 'API-sleutel' ) ).toHaveTextContent(
				'nieuwe-sleutel'
			)
		);
		expect( lastCall() ).toEqual( {
			path: '/fitcoach/v1/app/api-key/regenerate',
			method: 'POST',
		} );
		expect( screen.getByText( /volgende keer laden/ ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'shows why regenerating failed', async () => {
		const user = userEvent.setup();
		fetchMock.mockRejectedValue( {
			code: 'fitcoach_forbidden',
			message: 'Geen toegang.',
		} );
		renderScreen();

		await user.click(
			screen.getByRole( 'button', { name: 'Regenereren' } )
		);
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Regenereren',
			} )
		);
		expect(
			await screen.findByText( 'Geen toegang.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'API-sleutel' ) ).toHaveTextContent(
			'sleutel-123'
		);
	} );
} );
