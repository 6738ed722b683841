<?php
/**
 * The brand colours made readable (WCAG 2.2 AA), for the app page's first paint.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * The twin of src/lib/colour.ts: from the operator's primary, secondary and light colour it derives
 * the shades the app paints with (a fill with readable text on it, a text shade, a shade for borders
 * and focus rings, a page background, muted text and input borders), keeping each colour's hue and
 * saturation and moving its HSL lightness only as far as a contrast ratio needs. Every step is the
 * same as in the TypeScript module (the same float operations, rounding half up), so the page's
 * inline variables and the ones the app sets later are the same hex values; both test files check
 * the same samples.
 *
 * @phpstan-type Rgb array{int, int, int}
 * @phpstan-type Shade array{role: string, colour: string}
 * @phpstan-type Adjustment array{colour: string, adjusted: bool, shades: list<Shade>}
 * @phpstan-type Palette array{primary: string, secondary: string, light: string, page: string, muted: string, inputBorder: string, primaryFill: string, primaryFillHover: string, onPrimary: string, secondaryFill: string, onSecondary: string, fillShade: string, primaryText: string, primaryUi: string, primaryTint: string, focus: string, adjustments: array{primary: Adjustment, secondary: Adjustment, light: Adjustment}}
 */
final class Brand_Colours {

	/** The settings' default colours (Settings::defaults()). */
	public const DEFAULTS = array(
		'primary_color'   => '#6366f1',
		'secondary_color' => '#8b5cf6',
		'light_color'     => '#f8fafc',
	);

	/** Body text (--fc-text). */
	public const TEXT_COLOUR = '#0f172a';

	/** Cards, inputs, sheets (--fc-surface). */
	public const SURFACE_COLOUR = '#ffffff';

	/** The grey behind muted badges, set numbers and disabled inputs. */
	public const SUBTLE_COLOUR = '#f1f5f9';

	/** Secondary text as designed; darkened when a background needs it. */
	public const MUTED_BASE = '#64748b';

	/** Input borders as designed (3:1 on white); darkened when the page needs it. */
	public const INPUT_BORDER_BASE = '#8a94a6';

	/** Normal text (WCAG 1.4.3). */
	public const TEXT_RATIO = 4.5;

	/** Borders, focus rings, icons (WCAG 1.4.11). */
	public const UI_RATIO = 3.0;

	/** From this ratio of white text on the primary, the fills carry white text. */
	public const WHITE_TEXT_THRESHOLD = 3.0;

	/** Lightness step of the search for a shade (HSL lightness, 0..1). */
	private const STEP = 0.002;

	/** Share of the primary colour in its tint. */
	private const TINT_SHARE = 0.12;

	/** Share of the fill in its hover shade. */
	private const HOVER_SHARE = 0.88;

	/** Darkest HSL lightness muted text goes to before the page itself is lightened. */
	private const MUTED_MIN_LIGHTNESS = 0.35;

	/**
	 * Palettes derived in this request, by their three colours (the page asks more than once).
	 *
	 * @var array<string, Palette>
	 */
	private static array $palettes = array();

	/**
	 * The channels of a hex colour (#rgb or #rrggbb, either case), or null.
	 *
	 * @param string $hex Colour.
	 * @return Rgb|null
	 */
	public static function parse_hex( string $hex ): ?array {
		if ( ! preg_match( '/^#([0-9a-f]{3}|[0-9a-f]{6})$/i', trim( $hex ), $match ) ) {
			return null;
		}
		$digits = $match[1];
		if ( 3 === strlen( $digits ) ) {
			$digits = $digits[0] . $digits[0] . $digits[1] . $digits[1] . $digits[2] . $digits[2];
		}
		return array(
			(int) hexdec( substr( $digits, 0, 2 ) ),
			(int) hexdec( substr( $digits, 2, 2 ) ),
			(int) hexdec( substr( $digits, 4, 2 ) ),
		);
	}

	/**
	 * The colour as lower-case #rrggbb.
	 *
	 * @param array{int, int, int} $rgb Channels (0..255).
	 */
	public static function to_hex( array $rgb ): string {
		return sprintf( '#%02x%02x%02x', $rgb[0], $rgb[1], $rgb[2] );
	}

	/**
	 * Channels of a colour given as hex or as channels.
	 *
	 * @param Rgb|string $colour Colour.
	 * @return Rgb
	 * @throws \InvalidArgumentException When the string is not a hex colour.
	 */
	private static function rgb( $colour ): array {
		if ( is_array( $colour ) ) {
			return $colour;
		}
		$rgb = self::parse_hex( $colour );
		if ( null === $rgb ) {
			throw new \InvalidArgumentException( 'Not a hex colour.' );
		}
		return $rgb;
	}

	/**
	 * WCAG relative luminance (0 black .. 1 white).
	 *
	 * @param Rgb|string $colour Hex colour or channels.
	 */
	public static function relative_luminance( $colour ): float {
		$linear = array();
		foreach ( self::rgb( $colour ) as $channel ) {
			$value    = $channel / 255.0;
			$linear[] = $value <= 0.04045 ? $value / 12.92 : pow( ( $value + 0.055 ) / 1.055, 2.4 );
		}
		return 0.2126 * $linear[0] + 0.7152 * $linear[1] + 0.0722 * $linear[2];
	}

	/**
	 * WCAG contrast ratio of two colours (1 .. 21), in either order.
	 *
	 * @param Rgb|string $a Hex colour or channels.
	 * @param Rgb|string $b Hex colour or channels.
	 */
	public static function contrast_ratio( $a, $b ): float {
		$first  = self::relative_luminance( $a );
		$second = self::relative_luminance( $b );
		return ( max( $first, $second ) + 0.05 ) / ( min( $first, $second ) + 0.05 );
	}

	/**
	 * Rounds half up (as Math.floor( x + 0.5 ) does in the app) into 0..255.
	 *
	 * @param float $value Channel.
	 */
	private static function round_channel( float $value ): int {
		return (int) min( 255, max( 0, floor( $value + 0.5 ) ) );
	}

	/**
	 * HSL of a colour: hue, saturation, lightness, each 0..1.
	 *
	 * @param array{int, int, int} $rgb Channels.
	 * @return array{float, float, float}
	 */
	private static function to_hsl( array $rgb ): array {
		$r         = $rgb[0] / 255.0;
		$g         = $rgb[1] / 255.0;
		$b         = $rgb[2] / 255.0;
		$max       = max( $r, $g, $b );
		$min       = min( $r, $g, $b );
		$lightness = ( $max + $min ) / 2;
		if ( $max === $min ) {
			return array( 0.0, 0.0, $lightness );
		}
		$delta      = $max - $min;
		$saturation = $lightness > 0.5 ? $delta / ( 2 - $max - $min ) : $delta / ( $max + $min );
		if ( $max === $r ) {
			$hue = ( $g - $b ) / $delta + ( $g < $b ? 6 : 0 );
		} elseif ( $max === $g ) {
			$hue = ( $b - $r ) / $delta + 2;
		} else {
			$hue = ( $r - $g ) / $delta + 4;
		}
		return array( $hue / 6, $saturation, $lightness );
	}

	/**
	 * One channel of an HSL colour.
	 *
	 * @param float $p Lower bound.
	 * @param float $q Upper bound.
	 * @param float $t Hue, shifted for the channel.
	 */
	private static function hue_to_channel( float $p, float $q, float $t ): float {
		$hue = $t;
		if ( $hue < 0 ) {
			++$hue;
		}
		if ( $hue > 1 ) {
			--$hue;
		}
		if ( $hue < 1 / 6 ) {
			return $p + ( $q - $p ) * 6 * $hue;
		}
		if ( $hue < 1 / 2 ) {
			return $q;
		}
		if ( $hue < 2 / 3 ) {
			return $p + ( $q - $p ) * ( 2 / 3 - $hue ) * 6;
		}
		return $p;
	}

	/**
	 * The channels of an HSL colour.
	 *
	 * @param float $hue        Hue (0..1).
	 * @param float $saturation Saturation (0..1).
	 * @param float $lightness  Lightness (0..1).
	 * @return Rgb
	 */
	private static function from_hsl( float $hue, float $saturation, float $lightness ): array {
		if ( 0.0 === $saturation ) {
			$grey = self::round_channel( $lightness * 255 );
			return array( $grey, $grey, $grey );
		}
		$q = $lightness < 0.5 ? $lightness * ( 1 + $saturation ) : $lightness + $saturation - $lightness * $saturation;
		$p = 2 * $lightness - $q;
		return array(
			self::round_channel( self::hue_to_channel( $p, $q, $hue + 1 / 3 ) * 255 ),
			self::round_channel( self::hue_to_channel( $p, $q, $hue ) * 255 ),
			self::round_channel( self::hue_to_channel( $p, $q, $hue - 1 / 3 ) * 255 ),
		);
	}

	/**
	 * The colour itself when it passes, else the nearest shade of it (same hue and saturation, HSL
	 * lightness moved in steps of 0.2 %) that passes; at worst black or white.
	 *
	 * @param array{int, int, int} $colour    Channels.
	 * @param string               $direction 'darker' or 'lighter'.
	 * @param callable(Rgb): bool  $passes    Whether a shade is good enough.
	 * @return Rgb
	 */
	public static function adjust_lightness( array $colour, string $direction, callable $passes ): array {
		if ( $passes( $colour ) ) {
			return $colour;
		}
		list( $hue, $saturation, $lightness ) = self::to_hsl( $colour );
		$shade                                = $colour;
		$steps                                = ceil( 1 / self::STEP );
		for ( $step = 1; $step <= $steps; $step++ ) {
			$next  = 'darker' === $direction
				? max( 0, $lightness - $step * self::STEP )
				: min( 1, $lightness + $step * self::STEP );
			$shade = self::from_hsl( $hue, $saturation, (float) $next );
			if ( $passes( $shade ) ) {
				return $shade;
			}
		}
		return $shade;
	}

	/**
	 * Two colours mixed in sRGB, as CSS color-mix( in srgb, a share, b ) does.
	 *
	 * @param array{int, int, int} $a     Channels.
	 * @param array{int, int, int} $b     Channels.
	 * @param float                $share Share of a (0..1).
	 * @return Rgb
	 */
	public static function mix( array $a, array $b, float $share ): array {
		return array(
			self::round_channel( $a[0] * $share + $b[0] * ( 1 - $share ) ),
			self::round_channel( $a[1] * $share + $b[1] * ( 1 - $share ) ),
			self::round_channel( $a[2] * $share + $b[2] * ( 1 - $share ) ),
		);
	}

	/**
	 * Whether a shade reaches a ratio against every background.
	 *
	 * @param array{int, int, int}             $shade       Channels.
	 * @param array<int, array{int, int, int}> $backgrounds Backgrounds.
	 * @param float                            $ratio       Ratio.
	 */
	private static function passes_all( array $shade, array $backgrounds, float $ratio ): bool {
		foreach ( $backgrounds as $background ) {
			if ( self::contrast_ratio( $shade, $background ) < $ratio ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A colour of the settings, or the default when it is not a hex colour.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $key      primary_color, secondary_color or light_color.
	 * @return Rgb
	 */
	private static function setting( array $settings, string $key ): array {
		$value = isset( $settings[ $key ] ) && is_string( $settings[ $key ] ) ? self::parse_hex( $settings[ $key ] ) : null;
		return $value ?? self::rgb( self::DEFAULTS[ $key ] );
	}

	/**
	 * The accessible palette of the settings' colours: the same rules as brandPalette() in
	 * src/lib/colour.ts (see there).
	 *
	 * @param array<string, mixed> $settings Settings::get() (or any array with the colour keys).
	 * @return Palette
	 */
	public static function palette( array $settings ): array {
		$primary   = self::setting( $settings, 'primary_color' );
		$secondary = self::setting( $settings, 'secondary_color' );
		$light     = self::setting( $settings, 'light_color' );
		$key       = self::to_hex( $primary ) . self::to_hex( $secondary ) . self::to_hex( $light );
		if ( ! isset( self::$palettes[ $key ] ) ) {
			self::$palettes[ $key ] = self::derive( $primary, $secondary, $light );
		}
		return self::$palettes[ $key ];
	}

	/**
	 * The palette of three colours (palette() keeps each for the request).
	 *
	 * @param array{int, int, int} $primary   Primary colour.
	 * @param array{int, int, int} $secondary Secondary colour.
	 * @param array{int, int, int} $light     Light colour.
	 * @return Palette
	 */
	private static function derive( array $primary, array $secondary, array $light ): array {
		$white      = self::rgb( self::SURFACE_COLOUR );
		$black      = array( 0, 0, 0 );
		$text       = self::rgb( self::TEXT_COLOUR );
		$subtle     = self::rgb( self::SUBTLE_COLOUR );
		$muted_base = self::rgb( self::MUTED_BASE );
		$tint       = self::mix( $primary, $white, self::TINT_SHARE );

		// The page: light enough for body text and for the darkest muted text allowed.
		list( $muted_hue, $muted_saturation ) = self::to_hsl( $muted_base );
		$muted_floor                          = self::from_hsl( $muted_hue, $muted_saturation, self::MUTED_MIN_LIGHTNESS );
		$page                                 = self::adjust_lightness(
			$light,
			'lighter',
			static fn( array $shade ): bool => self::passes_all( $shade, array( $text, $muted_floor ), self::TEXT_RATIO )
		);
		$muted                                = self::adjust_lightness(
			$muted_base,
			'darker',
			static fn( array $shade ): bool => self::passes_all( $shade, array( $white, $page, $subtle, $tint ), self::TEXT_RATIO )
		);
		$input_border                         = self::adjust_lightness(
			self::rgb( self::INPUT_BORDER_BASE ),
			'darker',
			static fn( array $shade ): bool => self::passes_all( $shade, array( $white, $page ), self::UI_RATIO )
		);

		// Fills and the one text colour on them.
		$white_text     = self::contrast_ratio( $white, $primary ) >= self::WHITE_TEXT_THRESHOLD;
		$on_fill        = $white_text ? $white : $text;
		$primary_fill   = self::fill( $primary, $on_fill, $white_text );
		$secondary_fill = self::fill( $secondary, $on_fill, $white_text );
		$fill_shade     = $white_text ? $black : $white;

		$primary_text = self::adjust_lightness(
			$primary,
			'darker',
			static fn( array $shade ): bool => self::passes_all( $shade, array( $white, $page, $tint ), self::TEXT_RATIO )
		);
		$primary_ui   = self::adjust_lightness(
			$primary,
			'darker',
			static fn( array $shade ): bool => self::passes_all( $shade, array( $white, $page ), self::UI_RATIO )
		);

		$hex = array(
			'primary'        => self::to_hex( $primary ),
			'secondary'      => self::to_hex( $secondary ),
			'light'          => self::to_hex( $light ),
			'primary_fill'   => self::to_hex( $primary_fill ),
			'primary_text'   => self::to_hex( $primary_text ),
			'primary_ui'     => self::to_hex( $primary_ui ),
			'secondary_fill' => self::to_hex( $secondary_fill ),
			'page'           => self::to_hex( $page ),
		);

		$primary_shades = array();
		if ( $hex['primary_fill'] !== $hex['primary'] ) {
			$primary_shades[] = array(
				'role'   => 'fill',
				'colour' => $hex['primary_fill'],
			);
		}
		if ( $hex['primary_text'] !== $hex['primary'] ) {
			$primary_shades[] = array(
				'role'   => 'text',
				'colour' => $hex['primary_text'],
			);
		}
		if ( $hex['primary_ui'] !== $hex['primary'] && $hex['primary_ui'] !== $hex['primary_text'] ) {
			$primary_shades[] = array(
				'role'   => 'ui',
				'colour' => $hex['primary_ui'],
			);
		}
		$secondary_shades = $hex['secondary_fill'] !== $hex['secondary']
			? array(
				array(
					'role'   => 'fill',
					'colour' => $hex['secondary_fill'],
				),
			)
			: array();
		$light_shades     = $hex['page'] !== $hex['light']
			? array(
				array(
					'role'   => 'page',
					'colour' => $hex['page'],
				),
			)
			: array();

		return array(
			'primary'          => $hex['primary'],
			'secondary'        => $hex['secondary'],
			'light'            => $hex['light'],
			'page'             => $hex['page'],
			'muted'            => self::to_hex( $muted ),
			'inputBorder'      => self::to_hex( $input_border ),
			'primaryFill'      => $hex['primary_fill'],
			'primaryFillHover' => self::to_hex( self::mix( $primary_fill, $fill_shade, self::HOVER_SHARE ) ),
			'onPrimary'        => self::to_hex( $on_fill ),
			'secondaryFill'    => $hex['secondary_fill'],
			'onSecondary'      => self::to_hex( $on_fill ),
			'fillShade'        => self::to_hex( $fill_shade ),
			'primaryText'      => $hex['primary_text'],
			'primaryUi'        => $hex['primary_ui'],
			'primaryTint'      => self::to_hex( $tint ),
			'focus'            => $hex['primary_ui'],
			'adjustments'      => array(
				'primary'   => self::adjustment( $hex['primary'], $primary_shades ),
				'secondary' => self::adjustment( $hex['secondary'], $secondary_shades ),
				'light'     => self::adjustment( $hex['light'], $light_shades ),
			),
		);
	}

	/**
	 * A colour as a fill under the given text colour: darkened for white text, lightened for dark.
	 *
	 * @param array{int, int, int} $colour     Colour.
	 * @param array{int, int, int} $on_fill    Text colour on the fill.
	 * @param bool                 $white_text Whether the text is white.
	 * @return Rgb
	 */
	private static function fill( array $colour, array $on_fill, bool $white_text ): array {
		return self::adjust_lightness(
			$colour,
			$white_text ? 'darker' : 'lighter',
			static fn( array $shade ): bool => self::passes_all( $shade, array( $on_fill ), self::TEXT_RATIO )
		);
	}

	/**
	 * A chosen colour with the shades shown instead of it.
	 *
	 * @param string                                          $colour The chosen colour (#rrggbb).
	 * @param array<int, array{role: string, colour: string}> $shades The shades that differ from it.
	 * @phpstan-param list<Shade> $shades
	 * @return Adjustment
	 */
	private static function adjustment( string $colour, array $shades ): array {
		return array(
			'colour'   => $colour,
			'adjusted' => array() !== $shades,
			'shades'   => $shades,
		);
	}

	/**
	 * The palette as the CSS custom properties the stylesheets read, in the order the app sets them.
	 *
	 * @param array<string, mixed> $palette palette().
	 * @phpstan-param Palette $palette
	 * @return array<string, string>
	 */
	public static function variables( array $palette ): array {
		return array(
			'--fc-primary'            => $palette['primary'],
			'--fc-secondary'          => $palette['secondary'],
			'--fc-light'              => $palette['light'],
			'--fc-page'               => $palette['page'],
			'--fc-muted'              => $palette['muted'],
			'--fc-input-border'       => $palette['inputBorder'],
			'--fc-primary-fill'       => $palette['primaryFill'],
			'--fc-primary-fill-hover' => $palette['primaryFillHover'],
			'--fc-on-primary'         => $palette['onPrimary'],
			'--fc-secondary-fill'     => $palette['secondaryFill'],
			'--fc-on-secondary'       => $palette['onSecondary'],
			'--fc-fill-shade'         => $palette['fillShade'],
			'--fc-primary-text'       => $palette['primaryText'],
			'--fc-primary-ui'         => $palette['primaryUi'],
			'--fc-primary-tint'       => $palette['primaryTint'],
			'--fc-focus-color'        => $palette['focus'],
		);
	}

	/**
	 * A style element that sets the palette's custom properties on :root. Printed after the app's
	 * stylesheets (whose :root holds the defaults), so the first paint has the brand's shades. Only
	 * #rrggbb values are printed, escaped.
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 */
	public static function root_style( array $settings ): string {
		$declarations = '';
		foreach ( self::variables( self::palette( $settings ) ) as $name => $value ) {
			if ( preg_match( '/^#[0-9a-f]{6}$/', $value ) ) {
				$declarations .= $name . ':' . $value . ';';
			}
		}
		return '<style id="fitcoach-brand-colours">:root{' . esc_html( $declarations ) . "}</style>\n";
	}
}
