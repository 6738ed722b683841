/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	SUBTLE_COLOUR,
	TEXT_COLOUR,
	brandPalette,
	brandVariables,
	contrastRatio,
	parseHex,
	relativeLuminance,
	type BrandColourSettings,
	type BrandPalette,
} from './colour';

/**
 * The samples and what they give. The same table is in tests/php/Frontend/Brand_Colours_Test.php:
 * the PHP twin must give the same hex values (both were written from one run).
 */
const SAMPLES: Array<
	[
		string,
		BrandColourSettings,
		Record< string, string >,
		BrandPalette[ 'adjustments' ],
	]
> = [
	[
		'the defaults',
		{
			primary_color: '#6366f1',
			secondary_color: '#8b5cf6',
			light_color: '#f8fafc',
		},
		{
			'--fc-primary': '#6366f1',
			'--fc-secondary': '#8b5cf6',
			'--fc-light': '#f8fafc',
			'--fc-page': '#f8fafc',
			'--fc-muted': '#5e6d83',
			'--fc-input-border': '#8791a4',
			'--fc-primary-fill': '#6265f1',
			'--fc-primary-fill-hover': '#5659d4',
			'--fc-on-primary': '#ffffff',
			'--fc-secondary-fill': '#8655f6',
			'--fc-on-secondary': '#ffffff',
			'--fc-fill-shade': '#000000',
			'--fc-primary-text': '#5457f0',
			'--fc-primary-ui': '#6366f1',
			'--fc-primary-tint': '#ecedfd',
			'--fc-focus-color': '#6366f1',
		},
		{
			primary: {
				colour: '#6366f1',
				adjusted: true,
				shades: [
					{ role: 'fill', colour: '#6265f1' },
					{ role: 'text', colour: '#5457f0' },
				],
			},
			secondary: {
				colour: '#8b5cf6',
				adjusted: true,
				shades: [ { role: 'fill', colour: '#8655f6' } ],
			},
			light: { colour: '#f8fafc', adjusted: false, shades: [] },
		},
	],
	[
		'a light yellow primary',
		{
			primary_color: '#facc15',
			secondary_color: '#8b5cf6',
			light_color: '#f8fafc',
		},
		{
			'--fc-primary': '#facc15',
			'--fc-secondary': '#8b5cf6',
			'--fc-light': '#f8fafc',
			'--fc-page': '#f8fafc',
			'--fc-muted': '#617187',
			'--fc-input-border': '#8791a4',
			'--fc-primary-fill': '#facc15',
			'--fc-primary-fill-hover': '#fbd231',
			'--fc-on-primary': '#0f172a',
			'--fc-secondary-fill': '#9063f6',
			'--fc-on-secondary': '#0f172a',
			'--fc-fill-shade': '#ffffff',
			'--fc-primary-text': '#8b6f03',
			'--fc-primary-ui': '#af8d04',
			'--fc-primary-tint': '#fef9e3',
			'--fc-focus-color': '#af8d04',
		},
		{
			primary: {
				colour: '#facc15',
				adjusted: true,
				shades: [
					{ role: 'text', colour: '#8b6f03' },
					{ role: 'ui', colour: '#af8d04' },
				],
			},
			secondary: {
				colour: '#8b5cf6',
				adjusted: true,
				shades: [ { role: 'fill', colour: '#9063f6' } ],
			},
			light: { colour: '#f8fafc', adjusted: false, shades: [] },
		},
	],
	[
		'a very dark primary',
		{
			primary_color: '#111111',
			secondary_color: '#8b5cf6',
			light_color: '#f8fafc',
		},
		{
			'--fc-primary': '#111111',
			'--fc-secondary': '#8b5cf6',
			'--fc-light': '#f8fafc',
			'--fc-page': '#f8fafc',
			'--fc-muted': '#58667a',
			'--fc-input-border': '#8791a4',
			'--fc-primary-fill': '#111111',
			'--fc-primary-fill-hover': '#0f0f0f',
			'--fc-on-primary': '#ffffff',
			'--fc-secondary-fill': '#8655f6',
			'--fc-on-secondary': '#ffffff',
			'--fc-fill-shade': '#000000',
			'--fc-primary-text': '#111111',
			'--fc-primary-ui': '#111111',
			'--fc-primary-tint': '#e2e2e2',
			'--fc-focus-color': '#111111',
		},
		{
			primary: { colour: '#111111', adjusted: false, shades: [] },
			secondary: {
				colour: '#8b5cf6',
				adjusted: true,
				shades: [ { role: 'fill', colour: '#8655f6' } ],
			},
			light: { colour: '#f8fafc', adjusted: false, shades: [] },
		},
	],
	[
		'a white primary',
		{
			primary_color: '#ffffff',
			secondary_color: '#8b5cf6',
			light_color: '#f8fafc',
		},
		{
			'--fc-primary': '#ffffff',
			'--fc-secondary': '#8b5cf6',
			'--fc-light': '#f8fafc',
			'--fc-page': '#f8fafc',
			'--fc-muted': '#617187',
			'--fc-input-border': '#8791a4',
			'--fc-primary-fill': '#ffffff',
			'--fc-primary-fill-hover': '#ffffff',
			'--fc-on-primary': '#0f172a',
			'--fc-secondary-fill': '#9063f6',
			'--fc-on-secondary': '#0f172a',
			'--fc-fill-shade': '#ffffff',
			'--fc-primary-text': '#737373',
			'--fc-primary-ui': '#919191',
			'--fc-primary-tint': '#ffffff',
			'--fc-focus-color': '#919191',
		},
		{
			primary: {
				colour: '#ffffff',
				adjusted: true,
				shades: [
					{ role: 'text', colour: '#737373' },
					{ role: 'ui', colour: '#919191' },
				],
			},
			secondary: {
				colour: '#8b5cf6',
				adjusted: true,
				shades: [ { role: 'fill', colour: '#9063f6' } ],
			},
			light: { colour: '#f8fafc', adjusted: false, shades: [] },
		},
	],
	[
		'a dark light colour',
		{
			primary_color: '#6366f1',
			secondary_color: '#8b5cf6',
			light_color: '#333333',
		},
		{
			'--fc-primary': '#6366f1',
			'--fc-secondary': '#8b5cf6',
			'--fc-light': '#333333',
			'--fc-page': '#cbcbcb',
			'--fc-muted': '#4b5769',
			'--fc-input-border': '#667186',
			'--fc-primary-fill': '#6265f1',
			'--fc-primary-fill-hover': '#5659d4',
			'--fc-on-primary': '#ffffff',
			'--fc-secondary-fill': '#8655f6',
			'--fc-on-secondary': '#ffffff',
			'--fc-fill-shade': '#000000',
			'--fc-primary-text': '#3135ed',
			'--fc-primary-ui': '#5b5ef0',
			'--fc-primary-tint': '#ecedfd',
			'--fc-focus-color': '#5b5ef0',
		},
		{
			primary: {
				colour: '#6366f1',
				adjusted: true,
				shades: [
					{ role: 'fill', colour: '#6265f1' },
					{ role: 'text', colour: '#3135ed' },
					{ role: 'ui', colour: '#5b5ef0' },
				],
			},
			secondary: {
				colour: '#8b5cf6',
				adjusted: true,
				shades: [ { role: 'fill', colour: '#8655f6' } ],
			},
			light: {
				colour: '#333333',
				adjusted: true,
				shades: [ { role: 'page', colour: '#cbcbcb' } ],
			},
		},
	],
	[
		'mid greys',
		{
			primary_color: '#808080',
			secondary_color: '#999999',
			light_color: '#cccccc',
		},
		{
			'--fc-primary': '#808080',
			'--fc-secondary': '#999999',
			'--fc-light': '#cccccc',
			'--fc-page': '#cccccc',
			'--fc-muted': '#4b5769',
			'--fc-input-border': '#677287',
			'--fc-primary-fill': '#767676',
			'--fc-primary-fill-hover': '#686868',
			'--fc-on-primary': '#ffffff',
			'--fc-secondary-fill': '#767676',
			'--fc-on-secondary': '#ffffff',
			'--fc-fill-shade': '#000000',
			'--fc-primary-text': '#565656',
			'--fc-primary-ui': '#717171',
			'--fc-primary-tint': '#f0f0f0',
			'--fc-focus-color': '#717171',
		},
		{
			primary: {
				colour: '#808080',
				adjusted: true,
				shades: [
					{ role: 'fill', colour: '#767676' },
					{ role: 'text', colour: '#565656' },
					{ role: 'ui', colour: '#717171' },
				],
			},
			secondary: {
				colour: '#999999',
				adjusted: true,
				shades: [ { role: 'fill', colour: '#767676' } ],
			},
			light: { colour: '#cccccc', adjusted: false, shades: [] },
		},
	],
	[
		'a dark blue primary and a dark violet secondary',
		{
			primary_color: '#1e3a8a',
			secondary_color: '#5b21b6',
			light_color: '#ffffff',
		},
		{
			'--fc-primary': '#1e3a8a',
			'--fc-secondary': '#5b21b6',
			'--fc-light': '#ffffff',
			'--fc-page': '#ffffff',
			'--fc-muted': '#5b697e',
			'--fc-input-border': '#8a94a6',
			'--fc-primary-fill': '#1e3a8a',
			'--fc-primary-fill-hover': '#1a3379',
			'--fc-on-primary': '#ffffff',
			'--fc-secondary-fill': '#5b21b6',
			'--fc-on-secondary': '#ffffff',
			'--fc-fill-shade': '#000000',
			'--fc-primary-text': '#1e3a8a',
			'--fc-primary-ui': '#1e3a8a',
			'--fc-primary-tint': '#e4e7f1',
			'--fc-focus-color': '#1e3a8a',
		},
		{
			primary: { colour: '#1e3a8a', adjusted: false, shades: [] },
			secondary: { colour: '#5b21b6', adjusted: false, shades: [] },
			light: { colour: '#ffffff', adjusted: false, shades: [] },
		},
	],
	[
		'a short hex code and a setting that is no colour',
		{
			primary_color: '#F60',
			secondary_color: 'rood',
			light_color: '#fff7ed',
		},
		{
			'--fc-primary': '#ff6600',
			'--fc-secondary': '#8b5cf6',
			'--fc-light': '#fff7ed',
			'--fc-page': '#fff7ed',
			'--fc-muted': '#5f6f84',
			'--fc-input-border': '#8690a3',
			'--fc-primary-fill': '#ff6600',
			'--fc-primary-fill-hover': '#ff781f',
			'--fc-on-primary': '#0f172a',
			'--fc-secondary-fill': '#9063f6',
			'--fc-on-secondary': '#0f172a',
			'--fc-fill-shade': '#ffffff',
			'--fc-primary-text': '#ba4a00',
			'--fc-primary-ui': '#f36100',
			'--fc-primary-tint': '#ffede0',
			'--fc-focus-color': '#f36100',
		},
		{
			primary: {
				colour: '#ff6600',
				adjusted: true,
				shades: [
					{ role: 'text', colour: '#ba4a00' },
					{ role: 'ui', colour: '#f36100' },
				],
			},
			secondary: {
				colour: '#8b5cf6',
				adjusted: true,
				shades: [ { role: 'fill', colour: '#9063f6' } ],
			},
			light: { colour: '#fff7ed', adjusted: false, shades: [] },
		},
	],
];

/**
 * Every pair of the palette that the app shows together, with the ratio it must reach.
 *
 * @param palette Palette.
 */
function pairs(
	palette: BrandPalette
): Array< [ string, string, string, number ] > {
	const white = '#ffffff';
	return [
		[
			'text on the primary fill',
			palette.onPrimary,
			palette.primaryFill,
			4.5,
		],
		[
			'text on the hovered fill',
			palette.onPrimary,
			palette.primaryFillHover,
			4.5,
		],
		[
			'text on the secondary fill',
			palette.onSecondary,
			palette.secondaryFill,
			4.5,
		],
		[ 'primary text on white', palette.primaryText, white, 4.5 ],
		[ 'primary text on the page', palette.primaryText, palette.page, 4.5 ],
		[
			'primary text on the tint',
			palette.primaryText,
			palette.primaryTint,
			4.5,
		],
		[ 'primary UI on white', palette.primaryUi, white, 3 ],
		[ 'primary UI on the page', palette.primaryUi, palette.page, 3 ],
		[ 'focus ring on white', palette.focus, white, 3 ],
		[ 'focus ring on the page', palette.focus, palette.page, 3 ],
		[ 'body text on the page', TEXT_COLOUR, palette.page, 4.5 ],
		[ 'muted text on white', palette.muted, white, 4.5 ],
		[ 'muted text on the page', palette.muted, palette.page, 4.5 ],
		[ 'muted text on the subtle grey', palette.muted, SUBTLE_COLOUR, 4.5 ],
		[ 'muted text on the tint', palette.muted, palette.primaryTint, 4.5 ],
		[ 'input border on white', palette.inputBorder, white, 3 ],
		[ 'input border on the page', palette.inputBorder, palette.page, 3 ],
	];
}

/**
 * Random colours from a small seeded generator, so a failure can be run again.
 *
 * @param count How many.
 * @param seed  Seed.
 */
function randomColours( count: number, seed: number ): string[] {
	let state = seed;
	const next = () => {
		state = ( state * 1103515245 + 12345 ) % 2147483648;
		return state / 2147483648;
	};
	return Array.from(
		{ length: count },
		() =>
			'#' +
			[ 0, 0, 0 ]
				.map( () =>
					Math.floor( next() * 256 )
						.toString( 16 )
						.padStart( 2, '0' )
				)
				.join( '' )
	);
}

/**
 * Hue (degrees), saturation and lightness of a hex colour.
 *
 * @param hex Colour.
 */
function hsl( hex: string ): [ number, number, number ] {
	const [ r, g, b ] = ( parseHex( hex ) ?? [ 0, 0, 0 ] ).map(
		( channel ) => channel / 255
	);
	const max = Math.max( r, g, b );
	const min = Math.min( r, g, b );
	const lightness = ( max + min ) / 2;
	if ( max === min ) {
		return [ 0, 0, lightness ];
	}
	const delta = max - min;
	const saturation =
		lightness > 0.5 ? delta / ( 2 - max - min ) : delta / ( max + min );
	let hue;
	if ( max === r ) {
		hue = ( g - b ) / delta + ( g < b ? 6 : 0 );
	} else if ( max === g ) {
		hue = ( b - r ) / delta + 2;
	} else {
		hue = ( r - g ) / delta + 4;
	}
	return [ hue * 60, saturation, lightness ];
}

describe( 'parseHex', () => {
	it( 'reads #rgb and #rrggbb in either case', () => {
		expect( parseHex( '#6366f1' ) ).toEqual( [ 99, 102, 241 ] );
		expect( parseHex( '#6366F1' ) ).toEqual( [ 99, 102, 241 ] );
		expect( parseHex( '#fff' ) ).toEqual( [ 255, 255, 255 ] );
		expect( parseHex( ' #0a0 ' ) ).toEqual( [ 0, 170, 0 ] );
	} );

	it( 'refuses what is not a hex colour', () => {
		for ( const value of [
			'6366f1',
			'#12',
			'#1234',
			'rood',
			'#ggg',
			'',
		] ) {
			expect( parseHex( value ) ).toBeNull();
		}
	} );
} );

describe( 'relativeLuminance and contrastRatio', () => {
	it( 'follow WCAG', () => {
		expect( relativeLuminance( '#ffffff' ) ).toBe( 1 );
		expect( relativeLuminance( '#000000' ) ).toBe( 0 );
		expect( relativeLuminance( '#6366f1' ) ).toBeCloseTo( 0.18506, 5 );
		expect( contrastRatio( '#ffffff', '#000000' ) ).toBe( 21 );
		expect( contrastRatio( '#000', '#fff' ) ).toBe( 21 );
		expect( contrastRatio( '#777', '#777' ) ).toBe( 1 );
		// The known failures the palette exists for.
		expect( contrastRatio( '#ffffff', '#6366f1' ) ).toBeCloseTo( 4.47, 2 );
		expect( contrastRatio( '#94a3b8', '#ffffff' ) ).toBeCloseTo( 2.56, 2 );
		expect( contrastRatio( '#cbd5e1', '#ffffff' ) ).toBeCloseTo( 1.48, 2 );
	} );
} );

describe( 'brandPalette', () => {
	it.each( SAMPLES )(
		'derives the shades of %s',
		( _name, settings, variables, adjustments ) => {
			const palette = brandPalette( settings );
			expect( brandVariables( palette ) ).toEqual( variables );
			expect( palette.adjustments ).toEqual( adjustments );
		}
	);

	it( 'fixes the default colours’ failures with the smallest change', () => {
		const palette = brandPalette( {} );
		expect(
			contrastRatio( palette.onPrimary, palette.primaryFill )
		).toBeGreaterThanOrEqual( 4.5 );
		expect( palette.onPrimary ).toBe( '#ffffff' );
		// One step of a single channel: the look stays.
		expect( palette.primaryFill ).toBe( '#6265f1' );
		expect(
			contrastRatio( palette.primaryText, palette.page )
		).toBeGreaterThanOrEqual( 4.5 );
		expect(
			contrastRatio( palette.inputBorder, '#ffffff' )
		).toBeGreaterThanOrEqual( 3 );
		expect(
			contrastRatio( palette.focus, palette.page )
		).toBeGreaterThanOrEqual( 3 );
		expect(
			contrastRatio( palette.muted, '#ffffff' )
		).toBeGreaterThanOrEqual( 4.5 );
	} );

	it( 'gives a colour too light for white text dark text, at 5.9:1 or more (not always 7:1)', () => {
		// #969696 carries white text at 2.96:1 only: it keeps its colour and gets the dark text.
		const palette = brandPalette( { primary_color: '#969696' } );
		expect( contrastRatio( '#ffffff', '#969696' ) ).toBeLessThan( 3 );
		expect( palette.primaryFill ).toBe( '#969696' );
		expect( palette.onPrimary ).toBe( TEXT_COLOUR );
		const ratio = contrastRatio( TEXT_COLOUR, '#969696' );
		expect( ratio ).toBeGreaterThan( 5.9 );
		expect( ratio ).toBeLessThan( 7 );
	} );

	it( 'keeps one text colour for both ends of the gradient', () => {
		// A dark primary with a light secondary: white text, the secondary darkened for it.
		const dark = brandPalette( {
			primary_color: '#1e3a8a',
			secondary_color: '#fde68a',
		} );
		expect( dark.onSecondary ).toBe( dark.onPrimary );
		expect( dark.onPrimary ).toBe( '#ffffff' );
		expect(
			contrastRatio( '#ffffff', dark.secondaryFill )
		).toBeGreaterThanOrEqual( 4.5 );
		expect( dark.adjustments.secondary.adjusted ).toBe( true );
		// A light primary with a dark secondary: dark text, the secondary lightened for it.
		const light = brandPalette( {
			primary_color: '#facc15',
			secondary_color: '#111111',
		} );
		expect( light.onSecondary ).toBe( TEXT_COLOUR );
		expect(
			contrastRatio( TEXT_COLOUR, light.secondaryFill )
		).toBeGreaterThanOrEqual( 4.5 );
	} );

	it( 'meets every ratio for any colours', () => {
		const colours = randomColours( 900, 20240611 );
		const failures: string[] = [];
		for ( let index = 0; index < colours.length; index += 3 ) {
			const settings = {
				primary_color: colours[ index ],
				secondary_color: colours[ index + 1 ],
				light_color: colours[ index + 2 ],
			};
			const palette = brandPalette( settings );
			for ( const [ name, foreground, background, ratio ] of pairs(
				palette
			) ) {
				if ( contrastRatio( foreground, background ) < ratio ) {
					failures.push(
						`${ name }: ${ foreground } on ${ background } (${ JSON.stringify(
							settings
						) })`
					);
				}
			}
		}
		expect( failures ).toEqual( [] );
	} );

	it( 'leaves colours that pass alone and keeps the hue of the ones it changes', () => {
		const problems: string[] = [];
		for ( const colour of randomColours( 600, 7 ) ) {
			const palette = brandPalette( {
				primary_color: colour,
				secondary_color: colour,
				light_color: '#ffffff',
			} );
			if (
				contrastRatio( palette.onPrimary, colour ) >= 4.5 &&
				palette.primaryFill !== colour
			) {
				problems.push( `${ colour }: fill ${ palette.primaryFill }` );
			}
			if (
				contrastRatio( colour, '#ffffff' ) >= 4.5 &&
				contrastRatio( colour, palette.primaryTint ) >= 4.5 &&
				palette.primaryText !== colour
			) {
				problems.push( `${ colour }: text ${ palette.primaryText }` );
			}
			// The hue of a saturated colour stays (8-bit rounding moves it a little; in very dark
			// or very light shades more, where it no longer shows).
			const [ hue, saturation ] = hsl( colour );
			for ( const shade of [
				palette.primaryFill,
				palette.primaryText,
				palette.primaryUi,
			] ) {
				const [ shadeHue, , shadeLightness ] = hsl( shade );
				const difference = Math.abs( hue - shadeHue );
				if (
					saturation >= 0.25 &&
					shadeLightness >= 0.15 &&
					shadeLightness <= 0.9 &&
					Math.min( difference, 360 - difference ) >= 2
				) {
					problems.push( `${ colour }: hue of ${ shade }` );
				}
			}
		}
		expect( problems ).toEqual( [] );
	} );

	it( 'names the variables the stylesheets read', () => {
		expect( Object.keys( brandVariables( brandPalette( {} ) ) ) ).toEqual( [
			'--fc-primary',
			'--fc-secondary',
			'--fc-light',
			'--fc-page',
			'--fc-muted',
			'--fc-input-border',
			'--fc-primary-fill',
			'--fc-primary-fill-hover',
			'--fc-on-primary',
			'--fc-secondary-fill',
			'--fc-on-secondary',
			'--fc-fill-shade',
			'--fc-primary-text',
			'--fc-primary-ui',
			'--fc-primary-tint',
			'--fc-focus-color',
		] );
	} );
} );
