/**
 * Brand colours made readable (WCAG 2.2 AA): the operator may pick any primary, secondary and
 * light colour; the app derives from them the shades it paints with, so that text on a brand fill,
 * brand-coloured text and links, borders and focus rings meet their contrast ratio whatever was
 * picked. A shade keeps the colour's hue and saturation and moves its lightness (HSL) only as far
 * as needed.
 *
 * The PHP twin (includes/Frontend/Brand_Colours.php) follows the same rules step for step, so the
 * page's first paint and the app agree to the hex digit; both test files hold the same samples.
 */

/** A colour as its three 8-bit sRGB channels. */
export type Rgb = readonly [ number, number, number ];

/** Colours of the settings that the palette reads (#rgb or #rrggbb; anything else: the default). */
export interface BrandColourSettings {
	primary_color?: string;
	secondary_color?: string;
	light_color?: string;
}

/** The settings' default colours (Settings::defaults() in PHP, spec §3). */
export const DEFAULT_BRAND_COLOURS = {
	primary_color: '#6366f1',
	secondary_color: '#8b5cf6',
	light_color: '#f8fafc',
} as const;

/** Body text (--fc-text). */
export const TEXT_COLOUR = '#0f172a';
/** Cards, inputs, sheets (--fc-surface). */
export const SURFACE_COLOUR = '#ffffff';
/** The grey behind muted badges, set numbers and disabled inputs. */
export const SUBTLE_COLOUR = '#f1f5f9';
/** Secondary text as designed; darkened when a background needs it. */
export const MUTED_BASE = '#64748b';
/** Input borders as designed (3:1 on white); darkened when the page needs it. */
export const INPUT_BORDER_BASE = '#8a94a6';

/** Normal text (WCAG 1.4.3). */
export const TEXT_RATIO = 4.5;
/** Borders, focus rings, icons and other parts of components (WCAG 1.4.11). */
export const UI_RATIO = 3;
/** From this ratio of white text on a colour, the colour carries white text (darkened to 4.5). */
export const WHITE_TEXT_THRESHOLD = 3;

/** Lightness step of the search for a shade (HSL lightness, 0..1). */
const STEP = 0.002;
/** Share of the primary colour in its tint (badges, icon chips, active items). */
const TINT_SHARE = 0.12;
/** Share of the fill in its hover shade (the rest: black or white, away from the text). */
const HOVER_SHARE = 0.88;
/** Darkest HSL lightness muted text goes to before the page itself is lightened. */
const MUTED_MIN_LIGHTNESS = 0.35;

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The channels of a hex colour (#rgb or #rrggbb, either case), or null.
 *
 * @param hex Colour.
 */
export function parseHex( hex: string ): Rgb | null {
	const match = HEX.exec( hex.trim() );
	if ( ! match ) {
		return null;
	}
	const digits =
		match[ 1 ].length === 3
			? match[ 1 ].replace( /./g, ( digit ) => digit + digit )
			: match[ 1 ];
	return [
		parseInt( digits.slice( 0, 2 ), 16 ),
		parseInt( digits.slice( 2, 4 ), 16 ),
		parseInt( digits.slice( 4, 6 ), 16 ),
	];
}

/**
 * The colour as lower-case #rrggbb.
 *
 * @param rgb Channels (0..255).
 */
export function toHex( rgb: Rgb ): string {
	return (
		'#' +
		rgb
			.map( ( channel ) => channel.toString( 16 ).padStart( 2, '0' ) )
			.join( '' )
	);
}

function toRgb( colour: Rgb | string ): Rgb {
	if ( 'string' !== typeof colour ) {
		return colour;
	}
	const rgb = parseHex( colour );
	if ( ! rgb ) {
		throw new Error( `Not a hex colour: ${ colour }` );
	}
	return rgb;
}

/**
 * WCAG relative luminance (0 black .. 1 white).
 *
 * @param colour Hex colour or channels.
 */
export function relativeLuminance( colour: Rgb | string ): number {
	const [ r, g, b ] = toRgb( colour ).map( ( channel ) => {
		const value = channel / 255;
		return value <= 0.04045
			? value / 12.92
			: Math.pow( ( value + 0.055 ) / 1.055, 2.4 );
	} );
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio of two colours (1 .. 21), in either order.
 *
 * @param a Hex colour or channels.
 * @param b Hex colour or channels.
 */
export function contrastRatio( a: Rgb | string, b: Rgb | string ): number {
	const first = relativeLuminance( a );
	const second = relativeLuminance( b );
	const lighter = Math.max( first, second );
	const darker = Math.min( first, second );
	return ( lighter + 0.05 ) / ( darker + 0.05 );
}

/**
 * Rounds half up into 0..255, the same way in PHP (floor( x + 0.5 )).
 *
 * @param value Channel.
 */
function roundChannel( value: number ): number {
	return Math.min( 255, Math.max( 0, Math.floor( value + 0.5 ) ) );
}

/**
 * HSL of a colour: hue, saturation, lightness, each 0..1.
 *
 * @param rgb Channels.
 */
function toHsl( rgb: Rgb ): [ number, number, number ] {
	const r = rgb[ 0 ] / 255;
	const g = rgb[ 1 ] / 255;
	const b = rgb[ 2 ] / 255;
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
	return [ hue / 6, saturation, lightness ];
}

function hueToChannel( p: number, q: number, t: number ): number {
	let hue = t;
	if ( hue < 0 ) {
		hue += 1;
	}
	if ( hue > 1 ) {
		hue -= 1;
	}
	if ( hue < 1 / 6 ) {
		return p + ( q - p ) * 6 * hue;
	}
	if ( hue < 1 / 2 ) {
		return q;
	}
	if ( hue < 2 / 3 ) {
		return p + ( q - p ) * ( 2 / 3 - hue ) * 6;
	}
	return p;
}

function fromHsl( hue: number, saturation: number, lightness: number ): Rgb {
	if ( 0 === saturation ) {
		const grey = roundChannel( lightness * 255 );
		return [ grey, grey, grey ];
	}
	const q =
		lightness < 0.5
			? lightness * ( 1 + saturation )
			: lightness + saturation - lightness * saturation;
	const p = 2 * lightness - q;
	return [
		roundChannel( hueToChannel( p, q, hue + 1 / 3 ) * 255 ),
		roundChannel( hueToChannel( p, q, hue ) * 255 ),
		roundChannel( hueToChannel( p, q, hue - 1 / 3 ) * 255 ),
	];
}

/**
 * The colour itself when it passes, else the nearest shade of it (same hue and saturation, HSL
 * lightness moved in steps of 0.2 %) that passes. Darkening ends at black and lightening at white,
 * which pass every test this module asks.
 *
 * @param colour    Channels.
 * @param direction Which way the lightness may move.
 * @param passes    Whether a shade is good enough.
 */
export function adjustLightness(
	colour: Rgb,
	direction: 'darker' | 'lighter',
	passes: ( shade: Rgb ) => boolean
): Rgb {
	if ( passes( colour ) ) {
		return colour;
	}
	const [ hue, saturation, lightness ] = toHsl( colour );
	let shade: Rgb = colour;
	for ( let step = 1; step <= Math.ceil( 1 / STEP ); step++ ) {
		const next =
			'darker' === direction
				? Math.max( 0, lightness - step * STEP )
				: Math.min( 1, lightness + step * STEP );
		shade = fromHsl( hue, saturation, next );
		if ( passes( shade ) ) {
			return shade;
		}
	}
	return shade;
}

/**
 * Two colours mixed in sRGB, as CSS color-mix( in srgb, a share, b ) does.
 *
 * @param a     Channels.
 * @param b     Channels.
 * @param share Share of a (0..1).
 */
export function mix( a: Rgb, b: Rgb, share: number ): Rgb {
	return [
		roundChannel( a[ 0 ] * share + b[ 0 ] * ( 1 - share ) ),
		roundChannel( a[ 1 ] * share + b[ 1 ] * ( 1 - share ) ),
		roundChannel( a[ 2 ] * share + b[ 2 ] * ( 1 - share ) ),
	];
}

/** What the app does with a shade of a brand colour (named in wp-admin's notice). */
export type ShadeRole = 'fill' | 'text' | 'ui' | 'page';

/** A brand colour as chosen, and the shades the app shows instead of it. */
export interface ColourAdjustment {
	/** The chosen colour as #rrggbb (the default when the setting was not a colour). */
	colour: string;
	/** Whether the app shows it with a different shade anywhere. */
	adjusted: boolean;
	/** The shades that differ from the chosen colour, by role. */
	shades: Array< { role: ShadeRole; colour: string } >;
}

/** Every colour the app paints with, as #rrggbb. */
export interface BrandPalette {
	primary: string;
	secondary: string;
	light: string;
	/** Page background: the light colour, lightened when text would not be readable on it. */
	page: string;
	/** Secondary text, placeholders, inactive navigation: 4.5:1 on white, page, subtle and tint. */
	muted: string;
	/** Input borders: 3:1 on white and on the page. */
	inputBorder: string;
	/** Primary as a fill under text (buttons, the header gradient's start). */
	primaryFill: string;
	/** The fill one shade further from the text on it (hover, pressed). */
	primaryFillHover: string;
	/** Text and icons on the primary fill (and on the secondary one: they share a gradient). */
	onPrimary: string;
	/** Secondary as a fill under text (the gradient's end). */
	secondaryFill: string;
	/** Text and icons on the secondary fill: the same as onPrimary. */
	onSecondary: string;
	/** Mixed into a fill, this colour only raises the contrast of the text on it (#000 or #fff). */
	fillShade: string;
	/** Primary as text, links and active icons: 4.5:1 on white, page and tint. */
	primaryText: string;
	/** Primary for borders, checkboxes, indicators and focus rings: 3:1 on white and page. */
	primaryUi: string;
	/** A light wash of the primary (12 % on white) behind badges and icon chips. */
	primaryTint: string;
	/** The focus ring (outside the focused element): the UI shade. */
	focus: string;
	/** Per chosen colour: whether and how it was adjusted. */
	adjustments: {
		primary: ColourAdjustment;
		secondary: ColourAdjustment;
		light: ColourAdjustment;
	};
}

function colourOf(
	value: string | undefined,
	fallback: string
): { rgb: Rgb; hex: string } {
	const rgb = parseHex( value ?? '' ) ?? ( parseHex( fallback ) as Rgb );
	return { rgb, hex: toHex( rgb ) };
}

function passesAll( shade: Rgb, backgrounds: Rgb[], ratio: number ): boolean {
	return backgrounds.every(
		( background ) => contrastRatio( shade, background ) >= ratio
	);
}

/**
 * The accessible palette of a set of brand colours.
 *
 * - Page: the light colour, lightened only when body text, or muted text darkened as far as
 *   MUTED_MIN_LIGHTNESS, would not reach 4.5:1 on it.
 * - Fills: when white text reaches 3:1 on the primary, white text on the primary darkened to
 *   4.5:1; otherwise the dark text colour on the primary as it is. The secondary carries the same
 *   text colour (they meet in gradients): darkened or lightened until that text reaches 4.5:1.
 * - Text shade: the primary darkened to 4.5:1 on white, page and tint; UI shade: to 3:1 on white
 *   and page.
 *
 * @param settings The settings' colours.
 */
export function brandPalette( settings: BrandColourSettings ): BrandPalette {
	const primary = colourOf(
		settings.primary_color,
		DEFAULT_BRAND_COLOURS.primary_color
	);
	const secondary = colourOf(
		settings.secondary_color,
		DEFAULT_BRAND_COLOURS.secondary_color
	);
	const light = colourOf(
		settings.light_color,
		DEFAULT_BRAND_COLOURS.light_color
	);
	const white = toRgb( SURFACE_COLOUR );
	const black: Rgb = [ 0, 0, 0 ];
	const text = toRgb( TEXT_COLOUR );
	const subtle = toRgb( SUBTLE_COLOUR );
	const mutedBase = toRgb( MUTED_BASE );
	const tint = mix( primary.rgb, white, TINT_SHARE );

	// The page: light enough for body text and for the darkest muted text allowed.
	const [ mutedHue, mutedSaturation ] = toHsl( mutedBase );
	const mutedFloor = fromHsl(
		mutedHue,
		mutedSaturation,
		MUTED_MIN_LIGHTNESS
	);
	const page = adjustLightness( light.rgb, 'lighter', ( shade ) =>
		passesAll( shade, [ text, mutedFloor ], TEXT_RATIO )
	);
	const muted = adjustLightness( mutedBase, 'darker', ( shade ) =>
		passesAll( shade, [ white, page, subtle, tint ], TEXT_RATIO )
	);
	const inputBorder = adjustLightness(
		toRgb( INPUT_BORDER_BASE ),
		'darker',
		( shade ) => passesAll( shade, [ white, page ], UI_RATIO )
	);

	// Fills and the one text colour on them.
	const whiteText =
		contrastRatio( white, primary.rgb ) >= WHITE_TEXT_THRESHOLD;
	const onFill = whiteText ? white : text;
	const fillOf = ( colour: Rgb ) =>
		adjustLightness( colour, whiteText ? 'darker' : 'lighter', ( shade ) =>
			passesAll( shade, [ onFill ], TEXT_RATIO )
		);
	const primaryFill = fillOf( primary.rgb );
	const secondaryFill = fillOf( secondary.rgb );
	const fillShade = whiteText ? black : white;

	const primaryText = adjustLightness( primary.rgb, 'darker', ( shade ) =>
		passesAll( shade, [ white, page, tint ], TEXT_RATIO )
	);
	const primaryUi = adjustLightness( primary.rgb, 'darker', ( shade ) =>
		passesAll( shade, [ white, page ], UI_RATIO )
	);

	const hex = {
		primaryFill: toHex( primaryFill ),
		primaryText: toHex( primaryText ),
		primaryUi: toHex( primaryUi ),
		secondaryFill: toHex( secondaryFill ),
		page: toHex( page ),
	};
	const primaryShades: ColourAdjustment[ 'shades' ] = [];
	if ( hex.primaryFill !== primary.hex ) {
		primaryShades.push( { role: 'fill', colour: hex.primaryFill } );
	}
	if ( hex.primaryText !== primary.hex ) {
		primaryShades.push( { role: 'text', colour: hex.primaryText } );
	}
	if ( hex.primaryUi !== primary.hex && hex.primaryUi !== hex.primaryText ) {
		primaryShades.push( { role: 'ui', colour: hex.primaryUi } );
	}
	const adjustment = (
		colour: string,
		shades: ColourAdjustment[ 'shades' ]
	): ColourAdjustment => ( { colour, adjusted: shades.length > 0, shades } );

	return {
		primary: primary.hex,
		secondary: secondary.hex,
		light: light.hex,
		page: hex.page,
		muted: toHex( muted ),
		inputBorder: toHex( inputBorder ),
		primaryFill: hex.primaryFill,
		primaryFillHover: toHex( mix( primaryFill, fillShade, HOVER_SHARE ) ),
		onPrimary: toHex( onFill ),
		secondaryFill: hex.secondaryFill,
		onSecondary: toHex( onFill ),
		fillShade: toHex( fillShade ),
		primaryText: hex.primaryText,
		primaryUi: hex.primaryUi,
		primaryTint: toHex( tint ),
		focus: hex.primaryUi,
		adjustments: {
			primary: adjustment( primary.hex, primaryShades ),
			secondary: adjustment(
				secondary.hex,
				hex.secondaryFill !== secondary.hex
					? [ { role: 'fill', colour: hex.secondaryFill } ]
					: []
			),
			light: adjustment(
				light.hex,
				hex.page !== light.hex
					? [ { role: 'page', colour: hex.page } ]
					: []
			),
		},
	};
}

/**
 * The palette as the CSS custom properties the stylesheets read (set on the document by the app,
 * printed into the page's head by PHP), in a fixed order.
 *
 * @param palette brandPalette().
 */
export function brandVariables(
	palette: BrandPalette
): Record< string, string > {
	return {
		'--fc-primary': palette.primary,
		'--fc-secondary': palette.secondary,
		'--fc-light': palette.light,
		'--fc-page': palette.page,
		'--fc-muted': palette.muted,
		'--fc-input-border': palette.inputBorder,
		'--fc-primary-fill': palette.primaryFill,
		'--fc-primary-fill-hover': palette.primaryFillHover,
		'--fc-on-primary': palette.onPrimary,
		'--fc-secondary-fill': palette.secondaryFill,
		'--fc-on-secondary': palette.onSecondary,
		'--fc-fill-shade': palette.fillShade,
		'--fc-primary-text': palette.primaryText,
		'--fc-primary-ui': palette.primaryUi,
		'--fc-primary-tint': palette.primaryTint,
		'--fc-focus-color': palette.focus,
	};
}
