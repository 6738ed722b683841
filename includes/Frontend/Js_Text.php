<?php
/**
 * Texts and numbers as the app's JavaScript writes them, for the server's drawing of Home.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use FitCoach\Language;

defined( 'ABSPATH' ) || exit;

/**
 * Values as the React app sees and writes them, so the server's drawing of Home (Home_Snapshot,
 * Chart_Drawing) shows what the app shows:
 * - JavaScript's own: String() (js_string(), numbers in their shortest form), Number()
 *   (js_number()), truthiness (js_truthy()), Math.round() (js_round()), trim() (js_trim()), arrays
 *   (js_list()) and JSON.stringify() (json_string(), json_list());
 * - React's: a child shown as text (react_text()) and text escaped as React escapes it (text():
 *   every character as typed, so an entity a member typed shows as typed, never passed through as
 *   markup);
 * - the app's: src/i18n/format.ts's writeNumber() (write_number()) and the formats built on it
 *   (format_number(), format_kg()), its dutchDecimals() (dutch_decimals()) and formatDayLabel()
 *   behind chartText.ts chartDayLabel() (chart_day_label()), and statCard.ts parseChange()
 *   (parse_change()); Dutch, or English when the page speaks it (src/i18n/language.ts).
 */
final class Js_Text {

	/** Whitespace as JavaScript's \s and trim() know it. */
	public const JS_SPACE = '[\s\p{Z}\x{FEFF}]';

	/**
	 * Chart day labels' months in Dutch (format.ts DUTCH_MONTHS, by English abbreviation).
	 *
	 * @var array<string, string>
	 */
	private const DUTCH_MONTHS = array(
		'jan'  => 'Jan',
		'feb'  => 'Feb',
		'mar'  => 'Mrt',
		'apr'  => 'Apr',
		'may'  => 'Mei',
		'jun'  => 'Jun',
		'jul'  => 'Jul',
		'aug'  => 'Aug',
		'sep'  => 'Sep',
		'sept' => 'Sep',
		'oct'  => 'Okt',
		'nov'  => 'Nov',
		'dec'  => 'Dec',
	);

	/**
	 * English month abbreviations (format.ts ENGLISH_MONTHS).
	 *
	 * @var list<string>
	 */
	private const ENGLISH_MONTHS = array( 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' );

	/**
	 * Text escaped for HTML as React escapes it: every character shows as it is, an entity typed
	 * in a title too (esc_html() would keep '&amp;' as markup, where the app shows it as typed).
	 *
	 * @param string $text The text.
	 */
	public static function text( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
	}

	/**
	 * A value as React shows it as a child: text and numbers; nothing for anything else.
	 *
	 * @param mixed $value The value.
	 */
	public static function react_text( $value ): string {
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? self::js_string( $value ) : '';
	}

	/**
	 * A value as JavaScript's String() writes it.
	 *
	 * @param mixed $value The value.
	 */
	public static function js_string( $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) ) {
			return (string) $value;
		}
		if ( is_float( $value ) ) {
			return self::js_float( $value );
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( null === $value ) {
			return 'null';
		}
		if ( is_array( $value ) && array_is_list( $value ) ) {
			return implode( ',', array_map( static fn( $item ): string => null === $item ? '' : self::js_string( $item ), $value ) );
		}
		return '[object Object]';
	}

	/**
	 * A number as JavaScript writes it: the shortest decimal form that reads back as the same
	 * number ('72.4', '0.1', '1e+21').
	 *
	 * @param float $value The number.
	 */
	private static function js_float( float $value ): string {
		if ( is_nan( $value ) ) {
			return 'NaN';
		}
		if ( is_infinite( $value ) ) {
			return $value < 0 ? '-Infinity' : 'Infinity';
		}
		if ( 0.0 === $value ) {
			return '0';
		}
		$sign = $value < 0 ? '-' : '';
		$abs  = abs( $value );
		$text = sprintf( '%.16e', $abs );
		for ( $precision = 0; $precision < 16; $precision++ ) {
			$candidate = sprintf( '%.' . $precision . 'e', $abs );
			if ( (float) $candidate === $abs ) {
				$text = $candidate;
				break;
			}
		}
		list( $mantissa, $exponent ) = explode( 'e', str_replace( ',', '.', $text ) );
		$digits                      = rtrim( str_replace( '.', '', $mantissa ), '0' );
		$exponent                    = (int) $exponent;
		$count                       = strlen( $digits );
		if ( $exponent >= 21 || $exponent < -6 ) {
			return $sign . $digits[0] . ( $count > 1 ? '.' . substr( $digits, 1 ) : '' ) . 'e' . ( $exponent < 0 ? '-' : '+' ) . abs( $exponent );
		}
		if ( $exponent < 0 ) {
			return $sign . '0.' . str_repeat( '0', -$exponent - 1 ) . $digits;
		}
		if ( $count <= $exponent + 1 ) {
			return $sign . $digits . str_repeat( '0', $exponent + 1 - $count );
		}
		return $sign . substr( $digits, 0, $exponent + 1 ) . '.' . substr( $digits, $exponent + 1 );
	}

	/**
	 * A value as JavaScript's Number() reads it (NAN for what is no number).
	 *
	 * @param mixed $value The value.
	 */
	public static function js_number( $value ): float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return (float) $value;
		}
		if ( is_bool( $value ) ) {
			return $value ? 1.0 : 0.0;
		}
		if ( null === $value ) {
			return 0.0;
		}
		if ( ! is_string( $value ) ) {
			return NAN;
		}
		$text = self::js_trim( $value );
		if ( '' === $text ) {
			return 0.0;
		}
		if ( 1 === preg_match( '/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i', $text ) ) {
			return (float) $text;
		}
		if ( 1 === preg_match( '/^([+-]?)Infinity$/', $text, $match ) ) {
			return '-' === $match[1] ? -INF : INF;
		}
		return NAN;
	}

	/**
	 * Whether JavaScript takes a value as true.
	 *
	 * @param mixed $value The value.
	 */
	public static function js_truthy( $value ): bool {
		if ( is_float( $value ) ) {
			return 0.0 !== $value && ! is_nan( $value );
		}
		return is_array( $value ) || ( null !== $value && false !== $value && 0 !== $value && '' !== $value );
	}

	/**
	 * JavaScript's Math.round(): halves up.
	 *
	 * @param float $value The number.
	 */
	public static function js_round( float $value ): float {
		$floor = floor( $value );
		return $value - $floor >= 0.5 ? $floor + 1 : $floor;
	}

	/**
	 * A text without the whitespace JavaScript's trim() takes off.
	 *
	 * @param string $text The text.
	 */
	public static function js_trim( string $text ): string {
		return (string) preg_replace( '/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/u', '', $text );
	}

	/**
	 * A JSON array as JavaScript sees one: a PHP list, else null (an object or no array at all).
	 *
	 * @param mixed $value The decoded JSON value.
	 * @return list<mixed>|null
	 */
	public static function js_list( $value ): ?array {
		return is_array( $value ) && array_is_list( $value ) ? $value : null;
	}

	/**
	 * A text as JavaScript's JSON.stringify() writes it.
	 *
	 * @param string $text The text.
	 */
	public static function json_string( string $text ): string {
		return (string) wp_json_encode( $text, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS );
	}

	/**
	 * A list of texts or numbers as JavaScript's JSON.stringify() writes it ('["5 Mei"]', '[72.4]').
	 *
	 * @param list<string>|list<float> $items The items.
	 */
	public static function json_list( array $items ): string {
		$json = array();
		foreach ( $items as $item ) {
			if ( is_string( $item ) ) {
				$json[] = self::json_string( $item );
			} else {
				$json[] = is_finite( $item ) ? self::js_float( $item ) : 'null';
			}
		}
		return '[' . implode( ',', $json ) . ']';
	}

	/**
	 * A number as the app writes it (format.ts writeNumber): from its shortest decimal form, rounded
	 * half away from zero to at most $max_decimals, at least $min_decimals, a decimal comma in Dutch
	 * (a point in English), thousands grouped when asked ('12.500').
	 *
	 * @param float $value        The number.
	 * @param int   $min_decimals Minimum decimals.
	 * @param int   $max_decimals Maximum decimals.
	 * @param bool  $grouping     Whether to group thousands.
	 */
	public static function write_number( float $value, int $min_decimals, int $max_decimals, bool $grouping ): string {
		$english  = self::is_english();
		$point    = $english ? '.' : ',';
		$thousand = $english ? ',' : '.';
		$negative = $value < 0 || ( 0.0 === $value && '-0' === (string) $value );
		if ( is_nan( $value ) ) {
			return 'NaN';
		}
		if ( is_infinite( $value ) ) {
			return ( $negative ? '-' : '' ) . "\u{221E}";
		}
		$text = self::js_float( abs( $value ) );
		if ( str_contains( $text, 'e' ) ) {
			// A number JavaScript writes with an exponent, which the app leaves to Intl: written out.
			$text = number_format( abs( $value ), $max_decimals, '.', '' );
		}
		$parts    = explode( '.', $text, 2 );
		$whole    = $parts[0];
		$fraction = $parts[1] ?? '';
		if ( strlen( $fraction ) > $max_decimals ) {
			$digits = $whole . substr( $fraction, 0, $max_decimals );
			if ( (int) $fraction[ $max_decimals ] >= 5 ) {
				$digits = self::plus_one( $digits );
			}
			$whole    = substr( $digits, 0, strlen( $digits ) - $max_decimals );
			$whole    = '' !== $whole ? $whole : '0';
			$fraction = (string) substr( $digits, strlen( $digits ) - $max_decimals );
		}
		$fraction = str_pad( rtrim( $fraction, '0' ), $min_decimals, '0' );
		if ( $grouping ) {
			$whole = (string) preg_replace( '/\B(?=(\d{3})+$)/', $thousand, $whole );
		}
		$text = '' === $fraction ? $whole : $whole . $point . $fraction;
		return ( $negative ? '-' : '' ) . $text;
	}

	/**
	 * Adds one to a string of decimal digits (format.ts plusOne): '0999' → '1000'.
	 *
	 * @param string $digits Digits.
	 */
	private static function plus_one( string $digits ): string {
		$out   = '';
		$carry = true;
		for ( $index = strlen( $digits ) - 1; $index >= 0; $index-- ) {
			$digit = (int) $digits[ $index ] + ( $carry ? 1 : 0 );
			$carry = $digit > 9;
			$out   = ( $carry ? '0' : (string) $digit ) . $out;
		}
		return $carry ? '1' . $out : $out;
	}

	/**
	 * A number in the app's notation (format.ts formatNumber): '72,4', '2450'; 0 for what is no
	 * finite number.
	 *
	 * @param float $value        The number.
	 * @param int   $min_decimals Minimum decimals.
	 * @param int   $max_decimals Maximum decimals.
	 */
	public static function format_number( float $value, int $min_decimals = 0, int $max_decimals = 1 ): string {
		return self::write_number( is_finite( $value ) ? $value : 0.0, $min_decimals, $max_decimals, false );
	}

	/**
	 * A weight in kg (format.ts formatKg): '72,4 kg'.
	 *
	 * @param float $value        The weight.
	 * @param int   $min_decimals Minimum decimals.
	 */
	public static function format_kg( float $value, int $min_decimals = 0 ): string {
		return self::format_number( $value, $min_decimals, max( 1, $min_decimals ) ) . ' kg';
	}

	/**
	 * A server text with its decimal points as commas, in Dutch (format.ts dutchDecimals).
	 *
	 * @param string $text A value as the server formats it ('72.4 kg').
	 */
	public static function dutch_decimals( string $text ): string {
		return self::is_english() ? $text : (string) preg_replace( '/(\d)\.(\d)/', '$1,$2', $text );
	}

	/**
	 * The number in a change text like '1.25', '-0.4 kg' or '1,5' (statCard.ts parseChange).
	 *
	 * @param mixed $value The change as the server sends it.
	 */
	public static function parse_change( $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value ) ? (float) $value : null;
		}
		if ( 1 !== preg_match( '/-?\d+(?:[.,]\d+)?/', self::js_string( $value ), $match ) ) {
			return null;
		}
		return (float) str_replace( ',', '.', $match[0] );
	}

	/**
	 * A chart's day label (chartText.ts chartDayLabel): an ISO date or the English day label
	 * ('5 May') both give '5 Mei' ('May 5' in English); anything else keeps its text, its English
	 * months in Dutch.
	 *
	 * @param string $value The day as the server sent it.
	 */
	public static function chart_day_label( string $value ): string {
		$text = self::js_trim( $value );
		if ( 1 === preg_match( '/^\d{4}-\d{2}-\d{2}/', $text, $iso ) ) {
			return self::day_label( $iso[0] );
		}
		if ( 1 === preg_match( '/^(\d{1,2})\s+([A-Za-z]{3,4})\.?$/', $text, $label ) ) {
			$month = array_search( strtolower( substr( $label[2], 0, 3 ) ), array_map( 'strtolower', self::ENGLISH_MONTHS ), true );
			if ( false !== $month ) {
				// day_label() reads only the month and the day; the year is a stand-in.
				return self::day_label( sprintf( '2000-%02d-%02d', $month + 1, (int) $label[1] ) );
			}
		}
		return self::is_english() ? $text : (string) preg_replace_callback(
			'/\b[A-Za-z]{3,4}\b/',
			static fn( array $word ): string => self::DUTCH_MONTHS[ strtolower( $word[0] ) ] ?? $word[0],
			$text
		);
	}

	/**
	 * A day label from an ISO date (format.ts formatDayLabel): '2025-05-05' → '5 Mei' ('May 5'
	 * in English).
	 *
	 * @param string $iso yyyy-mm-dd.
	 */
	private static function day_label( string $iso ): string {
		$months = array_values( array_unique( self::DUTCH_MONTHS ) );
		if ( 1 !== preg_match( '/^\d{4}-(\d{2})-(\d{2})/', $iso, $match ) || ! isset( $months[ (int) $match[1] - 1 ] ) ) {
			return $iso;
		}
		$month = (int) $match[1] - 1;
		$day   = (int) $match[2];
		return self::is_english() ? self::ENGLISH_MONTHS[ $month ] . ' ' . $day : $day . ' ' . $months[ $month ];
	}

	/**
	 * Whether the app speaks English on this page (src/i18n/language.ts isEnglish).
	 */
	private static function is_english(): bool {
		return 'en_US' === Language::current();
	}
}
