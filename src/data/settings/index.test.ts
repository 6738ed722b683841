/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { afterEach, describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import type { AppSettings } from '../../api/types';
import { brandPalette, brandVariables } from '../../lib/colour';
import { COLOURS_ATTRIBUTE, PAGE_COLOURS_ID, applyBrandColours } from './index';

const SETTINGS: AppSettings = {
	logo: '',
	app_name: 'FitCoach',
	header_image: '',
	primary_color: '#facc15',
	secondary_color: '#8b5cf6',
	light_color: '#f8fafc',
	link_buttons: [],
};

/** Custom properties of the :root rule of the app's global stylesheet, as #rrggbb. */
function stylesheetDefaults(): Record< string, string > {
	const source = readFileSync(
		join( __dirname, '../../styles/global.scss' ),
		'utf8'
	);
	const root = /:root\s*\{([^}]*)\}/.exec( source )?.[ 1 ] ?? '';
	const values: Record< string, string > = {};
	for ( const [ , name, value ] of root.matchAll(
		/(--fc-[a-z-]+):\s*(#[0-9a-f]{3,6});/gi
	) ) {
		values[ name ] =
			value.length === 4
				? '#' +
					value
						.slice( 1 )
						.split( '' )
						.map( ( digit ) => digit + digit )
						.join( '' )
				: value.toLowerCase();
	}
	return values;
}

afterEach( () => {
	document.documentElement.removeAttribute( 'style' );
	document.documentElement.removeAttribute( COLOURS_ATTRIBUTE );
	document.head.innerHTML = '';
	window.fitcoachConfig = undefined;
} );

describe( 'applyBrandColours', () => {
	it( 'sets the readable shades of the brand colours on the document', () => {
		const meta = document.createElement( 'meta' );
		meta.setAttribute( 'name', 'theme-color' );
		document.head.appendChild( meta );

		applyBrandColours( SETTINGS );

		const style = document.documentElement.style;
		// Yellow is too light for white text: dark text on the yellow itself, and a darker
		// yellow wherever it is text.
		expect( style.getPropertyValue( '--fc-primary-fill' ) ).toBe(
			'#facc15'
		);
		expect( style.getPropertyValue( '--fc-on-primary' ) ).toBe( '#0f172a' );
		expect( style.getPropertyValue( '--fc-on-secondary' ) ).toBe(
			'#0f172a'
		);
		expect( style.getPropertyValue( '--fc-primary-text' ) ).toBe(
			'#8b6f03'
		);
		expect( style.getPropertyValue( '--fc-focus-color' ) ).toBe(
			'#af8d04'
		);
		expect( style.getPropertyValue( '--fc-page' ) ).toBe( '#f8fafc' );
		expect( meta.getAttribute( 'content' ) ).toBe( '#facc15' );
	} );

	it( 'leaves the variables the page printed for the same colours alone, and writes others', () => {
		// The page printed its settings and the brand variables made from them.
		window.fitcoachConfig = { settings: SETTINGS } as never;
		const printed = document.createElement( 'style' );
		printed.id = PAGE_COLOURS_ID;
		document.head.appendChild( printed );
		const fill = () =>
			document.documentElement.style.getPropertyValue(
				'--fc-primary-fill'
			);

		applyBrandColours( SETTINGS );
		expect( fill() ).toBe( '' );

		// The operator changed the primary colour meanwhile.
		applyBrandColours( { ...SETTINGS, primary_color: '#0f766e' } );
		expect( fill() ).toBe( '#0f766e' );

		// And back: the document's values are the other colours' now, so they are written.
		applyBrandColours( SETTINGS );
		expect( fill() ).toBe( '#facc15' );
	} );

	it( 'gives colours that are not set their defaults', () => {
		applyBrandColours( {
			...SETTINGS,
			primary_color: '',
			secondary_color: '',
			light_color: '',
		} );
		expect(
			document.documentElement.style.getPropertyValue(
				'--fc-primary-fill'
			)
		).toBe( '#6265f1' );
	} );
} );

describe( 'the global stylesheet', () => {
	it( 'holds the default colours’ palette in :root, as the app would set it', () => {
		const defaults = stylesheetDefaults();
		const variables = brandVariables( brandPalette( {} ) );
		for ( const [ name, value ] of Object.entries( variables ) ) {
			expect( [ name, defaults[ name ] ] ).toEqual( [ name, value ] );
		}
	} );
} );
