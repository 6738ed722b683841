<?php
/**
 * The member's measurements list as static HTML, painted before the app's script has run.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use DateTimeImmutable;
use DateTimeZone;
use FitCoach\Language;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the first page of GET /measurements (already fetched) into the HTML the React app renders
 * on /metingen at a 390 px wide phone once that page has loaded, inside the frame of
 * Snapshot_Frame: the same elements, classes, aria attributes and texts, so the app's CSS styles it
 * and the app can swap it for its own screen without a visible change.
 *
 * Mirrored: src/routes/measurements/List.tsx (the heading with 'Meting Toevoegen', the rows of
 * MeasurementRow with measurementTitle(), or EmptyState.tsx's text; the sentinel of the infinite
 * list), the icons of src/components/member/icons.tsx, and src/i18n/format.ts's formatKg() (Js_Text)
 * and formatDutchLongDate() (long_date(), with parseApiDate() and src/lib/member/dates.ts's
 * toInputDate()). The rows are the answer's data as src/data/utils/fetch.ts dataOf() takes them:
 * the items of its data list, no list giving none.
 */
final class Measurements_Snapshot {

	/** The app's route of the screen. */
	private const ROUTE = 'metingen';

	/** PlusIcon's drawing (src/components/member/icons.tsx). */
	private const PLUS = '<path d="M12 5v14M5 12h14"></path>';

	/** ChevronRightIcon's drawing (src/components/member/icons.tsx). */
	private const CHEVRON = '<path d="M9 6l6 6-6 6"></path>';

	/**
	 * The months as Intl writes them in a long date, Dutch and English.
	 *
	 * @var array{nl: list<string>, en: list<string>}
	 */
	private const MONTHS = array(
		'nl' => array( 'januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december' ),
		'en' => array( 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December' ),
	);

	/**
	 * The measurements screen (route 'metingen') as the app renders it once its first page has
	 * loaded, inside the wrapper the app replaces.
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 * @param array<string, mixed> $me       The data of GET /fitcoach/v1/auth/me.
	 * @param array<string, mixed> $data     'measurements': the body of GET /measurements?page=1&per_page=10
	 *                                       ({ data, hasMore, pages, total }, as JSON decodes with assoc=true),
	 *                                       or null when the call failed; 'total_pages': its X-WP-TotalPages
	 *                                       (int|null), which changes nothing drawn (the sentinel is there
	 *                                       either way, and the app reads the body's pages).
	 * @return string The HTML, or '' when it cannot be complete (the call failed, or a row the app
	 *                could not draw or this class cannot be sure of): then the app renders as today.
	 */
	public static function render( array $settings, array $me, array $data ): string {
		if ( array() === $me || ! is_array( $data['measurements'] ?? null ) ) {
			return '';
		}
		$screen = self::screen( $data['measurements'] );
		if ( null === $screen ) {
			return '';
		}
		return '<div class="fc-first-screen" data-fc-first-screen="' . self::ROUTE . '" hidden>'
			. Snapshot_Frame::frame( Snapshot_Frame::settings( $settings ), $me, $screen, self::ROUTE )
			. '</div>';
	}

	/**
	 * A date as the app writes it in full (format.ts formatDutchLongDate): '5 mei 2025', in English
	 * 'May 5, 2025'. A day or time past its end runs on into the next, as JavaScript's Date does.
	 *
	 * @param mixed $value The date as the server sent it.
	 * @return string|null The text; null where the app would fail (no text) or read it with
	 *                     JavaScript's own date parser (in the browser's time zone), which is
	 *                     not drawn.
	 */
	public static function long_date( $value ): ?string {
		if ( null === $value ) {
			return '';
		}
		if ( ! is_string( $value ) ) {
			return null;
		}
		$text = Js_Text::js_trim( $value );
		if ( '' === $text ) {
			// Nothing to read: the input as it was.
			return $value;
		}
		$parts = null;
		if ( 1 === preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/D', $text, $match ) ) {
			$parts = array_map( 'intval', array_slice( $match, 1 ) );
		} elseif ( 1 === preg_match( '/^(\d{1,2})-(\d{1,2})-(\d{4})$/D', $text, $match ) ) {
			// 'dd-mm-yyyy' (dates.ts toInputDate).
			$parts = array( (int) $match[3], (int) $match[2], (int) $match[1] );
		} elseif ( 1 === preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/D', $text, $match ) ) {
			// An ISO date with a time parseApiDate() does not read: its date part (toInputDate).
			$parts = array( (int) $match[1], (int) $match[2], (int) $match[3] );
		}
		if ( null === $parts ) {
			return null;
		}
		list( $year, $month, $day ) = $parts;
		// new Date( year, … ) takes the years 0–99 as 1900–1999.
		$year = $year <= 99 ? $year + 1900 : $year;
		$date = ( new DateTimeImmutable( '@0' ) )->setTimezone( new DateTimeZone( 'UTC' ) )
			->setDate( $year, $month, $day )
			->setTime( $parts[3] ?? 0, $parts[4] ?? 0, $parts[5] ?? 0 );
		$year = (int) $date->format( 'Y' );
		$day  = (int) $date->format( 'j' );
		$name = (int) $date->format( 'n' ) - 1;
		if ( 'en_US' === Language::current() ) {
			return self::MONTHS['en'][ $name ] . ' ' . $day . ', ' . $year;
		}
		return $day . ' ' . self::MONTHS['nl'][ $name ] . ' ' . $year;
	}

	/**
	 * A value as JavaScript's Number() reads it, arrays too ([] is 0, [5] is 5, an object NaN).
	 *
	 * @param mixed $value The value.
	 */
	public static function js_number( $value ): float {
		if ( is_array( $value ) ) {
			return array_is_list( $value ) ? Js_Text::js_number( Js_Text::js_string( $value ) ) : NAN;
		}
		return Js_Text::js_number( $value );
	}

	/**
	 * A link of the app to a record: '/metingen/${ id }' written as the template literal writes the
	 * id ('undefined' without one), as an address of the app.
	 *
	 * @param string               $base   The route before the id ('metingen').
	 * @param array<string, mixed> $record The record.
	 */
	public static function record_url( string $base, array $record ): string {
		$id = array_key_exists( 'id', $record ) ? Js_Text::js_string( $record['id'] ) : 'undefined';
		return esc_url( App_Address::url( $base . '/' . rawurlencode( $id ) ) );
	}

	/**
	 * A row's chevron (ChevronRightIcon at 18 px with the row's class).
	 *
	 * @param string $class The class beside 'fc-icon'.
	 */
	public static function chevron( string $class ): string {
		return (string) preg_replace( '/^<svg class="fc-icon"/', '<svg class="fc-icon ' . $class . '"', Snapshot_Frame::svg_icon( self::CHEVRON, 18 ) );
	}

	/**
	 * An empty list (EmptyState.tsx): the inbox icon and the text.
	 *
	 * @param string $text The text.
	 */
	public static function empty_state( string $text ): string {
		return '<div class="fc-empty"><span class="fc-empty__icon">' . Snapshot_Frame::icon( 'inbox', 28 ) . '</span>'
			. '<p class="fc-empty__text">' . Js_Text::text( $text ) . '</p></div>';
	}

	/**
	 * The screen (List.tsx MeasurementsList, loaded): the heading with its link, the rows or the
	 * empty text, the sentinel.
	 *
	 * @param array<mixed> $body The answer of GET /measurements.
	 * @return string|null Null when a row cannot be drawn.
	 */
	private static function screen( array $body ): ?string {
		$items = Js_Text::js_list( $body['data'] ?? null ) ?? array();
		if ( array() === $items ) {
			$list = self::empty_state( __( 'Nog geen metingen gevonden.', 'fitcoach' ) );
		} else {
			$rows = Snapshot_Frame::rows( $items, static fn( array $item ): ?string => self::row( $item ) );
			if ( null === $rows ) {
				return null;
			}
			$list = '<ul class="fc-list fc-measurements__list" aria-label="' . Js_Text::text( __( 'Dagelijkse Metingen', 'fitcoach' ) ) . '">' . $rows . '</ul>';
		}
		return '<div class="fc-page fc-measurements">'
			. '<div class="fc-page-heading">'
			. '<h1 class="fc-page-heading__title">' . Js_Text::text( __( 'Dagelijkse Metingen', 'fitcoach' ) ) . '</h1>'
			. '<a class="fc-button fc-button--primary fc-button--small" href="' . esc_url( App_Address::url( 'metingen/nieuw' ) ) . '">'
			. Snapshot_Frame::svg_icon( self::PLUS, 18 ) . Js_Text::text( __( 'Meting Toevoegen', 'fitcoach' ) ) . '</a>'
			. '</div>'
			. $list
			. '<div class="fc-list-sentinel" aria-hidden="true"></div>'
			. '</div>';
	}

	/**
	 * A row (List.tsx MeasurementRow): the title or 'Dagelijkse meting', the date, the weight in kg
	 * (a dash without a number), the energy; a link to the measurement.
	 *
	 * @param array<mixed> $measurement A measurement of the answer.
	 * @return string|null Null when the app could not draw it (a title or date that is no text)
	 *                     or its date is read by the browser's own parser.
	 */
	private static function row( array $measurement ): ?string {
		$title = $measurement['post_title'] ?? null;
		$date  = self::long_date( $measurement['date'] ?? null );
		if ( ! ( null === $title || is_string( $title ) ) || null === $date ) {
			return null;
		}
		// measurementTitle(): the title trimmed, else 'Dagelijkse meting'.
		$title  = Js_Text::js_trim( $title ?? '' );
		$title  = '' !== $title ? $title : __( 'Dagelijkse meting', 'fitcoach' );
		$weight = array_key_exists( 'weight', $measurement ) ? self::js_number( $measurement['weight'] ) : NAN;
		$energy = $measurement['energy'] ?? null;
		return '<li><a class="fc-list__row fc-measurement-row" href="' . self::record_url( 'metingen', $measurement ) . '">'
			. '<span class="fc-measurement-row__icon" aria-hidden="true">' . Snapshot_Frame::icon( 'scale', 20 ) . '</span>'
			. '<span class="fc-measurement-row__body">'
			. '<span class="fc-measurement-row__title">' . Js_Text::text( $title ) . '</span> '
			. '<span class="fc-measurement-row__date">' . Js_Text::text( $date ) . '</span>'
			. '</span>'
			. '<span class="fc-measurement-row__values">'
			// An en dash where the weight is no number.
			. '<span class="fc-measurement-row__weight">' . Js_Text::text( is_finite( $weight ) ? Js_Text::format_kg( $weight, 1 ) : "\u{2013}" ) . '</span>'
			. '<span class="fc-measurement-row__energy">' . Js_Text::text(
				sprintf(
					/* translators: %s: energy level 1-10. */
					__( 'Energie: %s', 'fitcoach' ),
					null === $energy ? '' : Js_Text::js_string( $energy )
				)
			) . '</span>'
			. '</span>'
			. self::chevron( 'fc-measurement-row__chevron' )
			. '</a></li>';
	}
}
