/**
 * External dependencies
 */
import { readFileSync, readdirSync } from 'fs';
import { join } from 'path';
import { afterEach, describe, expect, it } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { __, resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { setupTranslations } from '../setup';

afterEach( () => {
	resetLocaleData( undefined, 'fitcoach' );
} );

describe( 'the page’s translations', () => {
	it( 'translate the app’s texts, as the language file holds them', () => {
		const folder = join( __dirname, '../../../languages' );
		const name = readdirSync( folder ).find( ( file ) =>
			/^fitcoach-en_US-[0-9a-f]{32}\.json$/.test( file )
		);
		const file = readFileSync( join( folder, String( name ) ), 'utf8' );
		const translations = JSON.parse( file ) as {
			locale_data: { messages: Record< string, unknown > };
		};
		const [ source, english ] = Object.entries(
			translations.locale_data.messages
		).find( ( [ key ] ) => '' !== key ) as [ string, string[] ];

		expect( setupTranslations( translations ) ).toBe( true );
		// eslint-disable-next-line @wordpress/i18n-no-variables -- Any text of the language file.
		expect( __( source, 'fitcoach' ) ).toBe( english[ 0 ] );
	} );

	it( 'leave Dutch as it is when the page has none', () => {
		expect( setupTranslations( null ) ).toBe( false );
		expect( setupTranslations( { locale_data: 'x' } ) ).toBe( false );
		expect( __( 'Beschikbare Workouts', 'fitcoach' ) ).toBe(
			'Beschikbare Workouts'
		);
	} );
} );
