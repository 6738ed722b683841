<?php
/**
 * The member's Home screen as static HTML, painted before the app's script has run.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use DateTimeZone;
use DOMDocument;
use DOMElement;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the data of the Home screen's calls (already fetched) into the HTML the React app renders
 * for a logged-in member on Home at a 390 px wide phone once everything has loaded: the same
 * elements, classes, ids, aria attributes and texts, so the app's own CSS styles it and the app
 * can swap it for its own Home without a visible change.
 *
 * Mirrored, file by file:
 * - the frame: src/components/AppFrame.tsx (skip link, main#fc-main; the switch, offline and
 *   conflict banners render nothing for an online member who is not switched), Header.tsx (the
 *   home variant: logo or app name, the profile link with Avatar.tsx's picture; nothing waits in
 *   the outbox) and BottomBar.tsx (Home current), its links real addresses (App_Address);
 * - Home: src/routes/home/index.tsx (the hero, greeting from src/i18n/greeting.ts) and Sections.tsx;
 * - the sliders: WorkoutSlider.tsx, StatSlider.tsx and LazySlider.tsx's NativeSlider (the row
 *   before Swiper), WorkoutCard.tsx ('Bekijken' a link, 'Starten' a button the app wires by its
 *   data-fc-action), StatCard.tsx with src/lib/member/statCard.ts ported (stat_direction(),
 *   stat_value(), stat_rate());
 * - the charts: WeightTrendChart.tsx, WeightVolumeChart.tsx, ChartState.tsx, ChartAlternative.tsx,
 *   chartText.ts and src/lib/member/trendline.ts; LineChart.tsx's canvas is Chart_Drawing's SVG,
 *   drawn as Chart.js draws that chart on that phone;
 * - the icons of src/components/icons.tsx and src/components/member/icons.tsx, and EmptyState.tsx.
 *
 * Texts and numbers are written as the app's JavaScript writes them (Js_Text: String(), Number(),
 * src/i18n/format.ts's writeNumber() and the formats built on it, the chart day labels). Texts are
 * React's: escaped as React escapes text (Js_Text::text(): every character as typed, so an entity
 * a member typed shows as typed), never passed through as markup.
 *
 * @phpstan-import-type Shown from Snapshot_Frame
 */
final class Home_Snapshot {

	/** The card whose increase is bad news (statCard.ts AVERAGE_WEIGHT_CARD). */
	private const AVERAGE_WEIGHT_CARD = 'Gemiddeld gewicht';

	/**
	 * Elements whose content a card's description leaves out (src/lib/member/html.ts DROPPED).
	 *
	 * @var list<string>
	 */
	private const DROPPED = array( 'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'head', 'title', 'form', 'select', 'textarea', 'button' );

	/**
	 * Elements after whose content a card's description has a space (html.ts stripHtml).
	 *
	 * @var list<string>
	 */
	private const BLOCKS = array( 'p', 'div', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote' );

	/**
	 * A stat card's icon by a word in its name (StatCard.tsx iconFor); the scale for the rest.
	 *
	 * @var array<string, string>
	 */
	private const CARD_ICONS = array(
		'energie'    => 'bolt',
		'training'   => 'calendar',
		'verplaatst' => 'member-dumbbell',
	);

	/**
	 * The member's Home screen (route '' of the app) as the app renders it once everything has
	 * loaded, inside the wrapper the app replaces.
	 *
	 * @param array<string, mixed> $settings Settings::get() (app_name, logo, header_image, colours, …).
	 * @param array<string, mixed> $me       The data of GET /fitcoach/v1/auth/me (Profile_Presenter::me()).
	 * @param array<string, mixed> $data     The data of the Home calls, keys: 'workouts' (GET /workouts),
	 *                                       'progress' (GET /stats/progress), 'trend' (GET /stats/weight-trend?days=14),
	 *                                       'volume' (GET /stats/weight-volume) — each the REST response's data
	 *                                       (arrays as the JSON would decode with assoc=true), or null when that call failed.
	 * @param \DateTimeImmutable   $now      Now, in the site's timezone (for the greeting).
	 * @return string The HTML, or '' when it cannot be complete (any call failed: then the app renders as today).
	 */
	public static function render( array $settings, array $me, array $data, \DateTimeImmutable $now ): string {
		if ( array() === $me ) {
			return '';
		}
		foreach ( array( 'workouts', 'progress', 'trend', 'volume' ) as $call ) {
			if ( ! isset( $data[ $call ] ) ) {
				return '';
			}
		}
		$settings = Snapshot_Frame::settings( $settings );
		// Hidden until it is whole: the check after it shows it (First_Screen::mount()), so the
		// browser lays it out once instead of at every pause of the parser.
		return '<div class="fc-first-screen" data-fc-first-screen="home" hidden>'
			. Snapshot_Frame::frame( $settings, $me, self::home( $settings, $me, $data, $now ), '' )
			. '</div>';
	}

	/**
	 * How a stat card shows its change (statCard.ts statDirection): for 'Gemiddeld gewicht' an
	 * increase is bad and the difference reads in kg with one decimal; for every other card an
	 * increase is good.
	 *
	 * @param array<string, mixed> $card A card of GET /stats/progress.
	 * @return array{direction: string, tone: string, difference: string}
	 */
	public static function stat_direction( array $card ): array {
		$direction = 'decrease' === ( $card['changeType'] ?? null ) ? 'decrease' : 'increase';
		$is_weight = self::AVERAGE_WEIGHT_CARD === ( $card['name'] ?? null );
		$tone      = ( 'increase' === $direction ) === ! $is_weight ? 'good' : 'bad';
		if ( ! array_key_exists( 'change_value', $card ) ) {
			// A server that sends only the spec's texts.
			$number     = Js_Text::parse_change( $card['change'] ?? null );
			$difference = Js_Text::dutch_decimals( Js_Text::js_string( $card['change'] ?? '' ) );
			if ( $is_weight && null !== $number ) {
				$difference = Js_Text::format_kg( abs( $number ), 1 );
			}
		} else {
			// Math.abs() makes a number of whatever was sent.
			$number = null === $card['change_value'] ? null : Js_Text::js_number( $card['change_value'] );
			if ( $is_weight ) {
				// No comparison (a week without data) reads as no change: '0,0 kg'.
				$difference = Js_Text::format_kg( abs( $number ?? 0.0 ), 1 );
			} elseif ( null === $number ) {
				$difference = '0';
			} else {
				$difference = Js_Text::format_number( abs( $number ), 'average' === ( $card['kind'] ?? null ) ? 1 : 0 );
			}
		}
		return array(
			'direction'  => $direction,
			'tone'       => $tone,
			'difference' => $difference,
		);
	}

	/**
	 * A stat card's value as shown (statCard.ts statValue): from its number when the server sends
	 * one (one decimal for averages, '0' for a week without data, whole numbers for totals), else
	 * its text with a decimal comma.
	 *
	 * @param array<string, mixed> $card A card of GET /stats/progress.
	 */
	public static function stat_value( array $card ): string {
		if ( ! array_key_exists( 'value', $card ) ) {
			return Js_Text::dutch_decimals( Js_Text::js_string( $card['stat'] ?? '' ) );
		}
		$number = '0';
		if ( null !== $card['value'] ) {
			// Only a number counts (formatNumber() writes 0 for anything else).
			$value    = is_int( $card['value'] ) || is_float( $card['value'] ) ? (float) $card['value'] : NAN;
			$decimals = 'average' === ( $card['kind'] ?? null ) ? 1 : 0;
			$number   = Js_Text::format_number( $value, $decimals, 1 );
		}
		$unit = $card['unit'] ?? null;
		return Js_Text::js_truthy( $unit ) ? $number . ' ' . Js_Text::js_string( $unit ) : $number;
	}

	/**
	 * The weight's rate under 'Gemiddeld gewicht' (statCard.ts statRate): '−0,4 kg per week' with
	 * a real minus sign, '+0,3 kg per week', '0,0 kg per week'; '' without one.
	 *
	 * @param array<string, mixed> $card A card of GET /stats/progress.
	 */
	public static function stat_rate( array $card ): string {
		$rate = $card['rate_per_week'] ?? null;
		if ( ! ( is_int( $rate ) || is_float( $rate ) ) || ! is_finite( (float) $rate ) ) {
			return '';
		}
		// Halves away from zero, as the server rounds.
		$rate    = (float) $rate;
		$rounded = ( $rate <=> 0.0 ) * Js_Text::js_round( abs( $rate ) * 10 ) / 10;
		$sign    = '';
		if ( $rounded < 0 ) {
			$sign = "\u{2212}";
		} elseif ( $rounded > 0 ) {
			$sign = '+';
		}
		return sprintf(
			/* translators: %s: the change of the weight per week with its sign, e.g. '−0,4 kg'. */
			__( '%s per week', 'fitcoach' ),
			$sign . Js_Text::format_kg( abs( $rounded ), 1 )
		);
	}

	/**
	 * The Home screen (src/routes/home/index.tsx and Sections.tsx).
	 *
	 * @param array<string, string> $settings The settings shown.
	 * @param array<string, mixed>  $me       The member.
	 * @param array<string, mixed>  $data     The Home calls' data.
	 * @param \DateTimeImmutable    $now      Now, in the site's timezone.
	 * @phpstan-param Shown $settings
	 */
	private static function home( array $settings, array $me, array $data, \DateTimeImmutable $now ): string {
		return '<div class="fc-home">'
			. self::hero( $settings, $me, $now )
			. '<div class="fc-page fc-home__sections"><div class="fc-home-sections">'
			. self::section( 'fc-home-workouts', __( 'Beschikbare Workouts', 'fitcoach' ), self::workouts( $data['workouts'] ) )
			. self::section( 'fc-home-progress', __( 'Voortgang deze week', 'fitcoach' ), self::stats( $data['progress'] ) )
			. self::section( 'fc-home-trend', __( 'Gewichtstrend laatste 14 dagen', 'fitcoach' ), self::trend_chart( $data['trend'] ) )
			. self::section( 'fc-home-volume', __( 'Verplaatst gewicht per sessie', 'fitcoach' ), self::volume_chart( $data['volume'] ) )
			. '</div></div></div>';
	}

	/**
	 * The hero: the header image (the setting's, else the app's fallback, as App_Page::config()
	 * gives it), the greeting and the subtext.
	 *
	 * @param array<string, string> $settings The settings shown.
	 * @param array<string, mixed>  $me       The member.
	 * @param \DateTimeImmutable    $now      Now, in the site's timezone.
	 * @phpstan-param Shown $settings
	 */
	private static function hero( array $settings, array $me, \DateTimeImmutable $now ): string {
		$image = '' !== $settings['header_image'] ? $settings['header_image'] : plugins_url( 'assets/header-fallback.svg', FITCOACH_FILE );
		$image = esc_url_raw( $image );
		$style = '';
		if ( '' !== $image ) {
			// As React writes `url(${ JSON.stringify( image ) })`.
			$style = ' style="' . Js_Text::text( 'background-image:url(' . Js_Text::json_string( $image ) . ')' ) . '"';
		}
		return '<section class="fc-home__hero' . ( '' !== $image ? ' has-image' : '' ) . '"' . $style . '>'
			. '<div class="fc-home__hero-content">'
			. '<h1 class="fc-home__greeting">' . Js_Text::text( self::greeting( $now ) . ' ' . self::greeting_name( $me ) ) . '</h1>'
			. '<p class="fc-home__subtext">' . Js_Text::text(
				sprintf(
					/* translators: %s: the app name. */
					__( "Welkom terug bij %s, let's go!", 'fitcoach' ),
					$settings['app_name']
				)
			) . '</p>'
			. '</div></section>';
	}

	/**
	 * The greeting by the hour (src/i18n/greeting.ts): Goedemorgen 03:00–11:59, Goedemiddag
	 * 12:00–17:59, otherwise Goedeavond.
	 *
	 * @param \DateTimeImmutable $now Now, in the site's timezone.
	 */
	private static function greeting( \DateTimeImmutable $now ): string {
		$hour = (int) $now->format( 'G' );
		if ( $hour >= 3 && $hour < 12 ) {
			return __( 'Goedemorgen', 'fitcoach' );
		}
		if ( $hour >= 12 && $hour < 18 ) {
			return __( 'Goedemiddag', 'fitcoach' );
		}
		return __( 'Goedeavond', 'fitcoach' );
	}

	/**
	 * Whom the greeting addresses (greeting.ts greetingName): the first name, else the display
	 * name, else 'gebruiker'.
	 *
	 * @param array<string, mixed> $me The member.
	 */
	private static function greeting_name( array $me ): string {
		foreach ( array( 'first_name', 'display_name' ) as $key ) {
			$name = is_string( $me[ $key ] ?? null ) ? Js_Text::js_trim( $me[ $key ] ) : '';
			if ( '' !== $name ) {
				return $name;
			}
		}
		return __( 'gebruiker', 'fitcoach' );
	}

	/**
	 * A section of Home with its heading (Sections.tsx Section).
	 *
	 * @param string $id      The heading's id.
	 * @param string $title   The heading.
	 * @param string $content The section's content.
	 */
	private static function section( string $id, string $title, string $content ): string {
		return '<section class="fc-section fc-home-section" aria-labelledby="' . $id . '">'
			. '<h2 class="fc-section__title" id="' . $id . '">' . Js_Text::text( $title ) . '</h2>'
			. $content
			. '</section>';
	}

	/**
	 * 'Beschikbare Workouts' (WorkoutSlider.tsx): the cards in a slider, or the empty text.
	 *
	 * @param mixed $workouts The data of GET /workouts.
	 */
	private static function workouts( $workouts ): string {
		$workouts = Js_Text::js_list( $workouts ) ?? array();
		if ( array() === $workouts ) {
			return self::empty_state( __( 'Geen workouts beschikbaar', 'fitcoach' ) );
		}
		$slides = array();
		foreach ( $workouts as $workout ) {
			$slides[] = self::workout_card( is_array( $workout ) ? $workout : array() );
		}
		return self::slider( __( 'Beschikbare Workouts', 'fitcoach' ), '', $slides );
	}

	/**
	 * A workout card (WorkoutCard.tsx). 'Bekijken' is a link to the workout; 'Starten' a button the
	 * app wires by its data-fc-action once it runs.
	 *
	 * @param array<string, mixed> $workout A workout of GET /workouts.
	 */
	public static function workout_card( array $workout ): string {
		$id        = Js_Text::js_string( $workout['id'] ?? null );
		$exercises = Js_Text::js_list( $workout['exercises'] ?? null );
		$count     = null === $exercises ? 0 : count( $exercises );
		$heading   = 'fc-workout-card-' . $id;
		return '<article class="fc-card fc-workout-card" aria-labelledby="' . Js_Text::text( $heading ) . '">'
			. '<div class="fc-workout-card__top">'
			. '<span class="fc-workout-card__icon" aria-hidden="true">' . Snapshot_Frame::icon( 'member-dumbbell', 22 ) . '</span>'
			. '<span class="fc-workout-card__meta">' . Js_Text::text(
				sprintf(
					/* translators: %d: number of exercises in the workout. */
					_n( '%d oefening', '%d oefeningen', $count, 'fitcoach' ),
					$count
				)
			) . '</span>'
			. '</div>'
			. '<h3 class="fc-workout-card__title" id="' . Js_Text::text( $heading ) . '">' . Js_Text::text( Js_Text::react_text( $workout['title'] ?? null ) ) . '</h3>'
			. '<p class="fc-workout-card__description">' . Js_Text::text( self::strip_html( $workout['description'] ?? null ) ) . '</p>'
			. '<div class="fc-workout-card__actions">'
			. '<button type="button" class="fc-button fc-button--primary fc-button--small" data-fc-action="start-workout" data-fc-workout="' . Js_Text::text( $id ) . '">'
			. Snapshot_Frame::icon( 'play', 16 ) . Js_Text::text( __( 'Starten', 'fitcoach' ) ) . '</button>'
			. '<a class="fc-button fc-button--secondary fc-button--small" href="' . esc_url( App_Address::url( 'training/workout/' . rawurlencode( $id ) ) ) . '">'
			. Snapshot_Frame::icon( 'eye', 16 ) . Js_Text::text( __( 'Bekijken', 'fitcoach' ) ) . '</a>'
			. '</div>'
			. '</article>';
	}

	/**
	 * 'Voortgang deze week' (StatSlider.tsx): the stat cards in a slider, or the empty text.
	 *
	 * @param mixed $cards The data of GET /stats/progress.
	 */
	private static function stats( $cards ): string {
		$cards = Js_Text::js_list( $cards ) ?? array();
		if ( array() === $cards ) {
			return self::empty_state( __( 'Geen statistieken beschikbaar', 'fitcoach' ) );
		}
		$slides = array();
		foreach ( $cards as $card ) {
			$slides[] = self::stat_card( is_array( $card ) ? $card : array() );
		}
		return self::slider( __( 'Voortgang deze week', 'fitcoach' ), 'fc-slider--stats', $slides );
	}

	/**
	 * A stat card (StatCard.tsx): name, value, the change in its colour, and the rate.
	 *
	 * @param array<string, mixed> $card A card of GET /stats/progress.
	 */
	private static function stat_card( array $card ): string {
		$name   = Js_Text::react_text( $card['name'] ?? null );
		$change = self::stat_direction( $card );
		$rate   = self::stat_rate( $card );
		$lower  = mb_strtolower( $name, 'UTF-8' );
		$icon   = 'scale';
		foreach ( self::CARD_ICONS as $word => $drawing ) {
			if ( str_contains( $lower, $word ) ) {
				$icon = $drawing;
				break;
			}
		}
		$increase = 'increase' === $change['direction'];
		return '<article class="fc-card fc-stat-card" aria-label="' . Js_Text::text( $name ) . '">'
			. '<div class="fc-stat-card__head">'
			. '<span class="fc-stat-card__icon" aria-hidden="true">' . Snapshot_Frame::icon( $icon, 20 ) . '</span>'
			. '<h3 class="fc-stat-card__name">' . Js_Text::text( $name ) . '</h3>'
			. '</div>'
			. '<p class="fc-stat-card__value">' . Js_Text::text( self::stat_value( $card ) ) . '</p>'
			. '<p class="fc-stat-card__change fc-stat-card__change--' . $change['tone'] . '" data-direction="' . $change['direction'] . '" data-tone="' . $change['tone'] . '">'
			. Snapshot_Frame::icon( $increase ? 'trend-up' : 'trend-down', 16 )
			. '<span class="fc-stat-card__label">' . Js_Text::text( $increase ? __( 'Verhoogd', 'fitcoach' ) : __( 'Verlaagd', 'fitcoach' ) ) . '</span>'
			. ( '' !== $change['difference'] ? '<span class="fc-stat-card__difference">' . Js_Text::text( $change['difference'] ) . '</span>' : '' )
			. '</p>'
			. ( '' !== $rate ? '<p class="fc-stat-card__rate">' . Js_Text::text( $rate ) . '</p>' : '' )
			. '</article>';
	}

	/**
	 * A Home slider as LazySlider's NativeSlider renders it before Swiper: a focusable named group
	 * that scrolls sideways, its slides named '1 / n'.
	 *
	 * @param string             $label  The slider's name.
	 * @param string             $class  An extra class ('' for none).
	 * @param array<int, string> $slides The slides' content.
	 */
	private static function slider( string $label, string $class, array $slides ): string {
		$count = count( $slides );
		$html  = '';
		foreach ( $slides as $index => $slide ) {
			$html .= '<div class="fc-slider__slide" role="group" aria-label="' . ( $index + 1 ) . ' / ' . $count . '">' . $slide . '</div>';
		}
		return '<div class="fc-slider fc-slider--native' . ( '' !== $class ? ' ' . $class : '' ) . '" role="group" aria-label="' . Js_Text::text( $label ) . '" tabindex="0" data-scrolls-x="true">'
			. $html
			. '</div>';
	}

	/**
	 * An empty list or section (EmptyState.tsx): the inbox icon and the text.
	 *
	 * @param string $text The text.
	 */
	private static function empty_state( string $text ): string {
		return '<div class="fc-empty"><span class="fc-empty__icon">' . Snapshot_Frame::icon( 'inbox', 28 ) . '</span>'
			. '<p class="fc-empty__text">' . Js_Text::text( $text ) . '</p></div>';
	}

	/**
	 * 'Gewichtstrend laatste 14 dagen' (WeightTrendChart.tsx): the weights with the dashed
	 * least-squares trend and a legend, and the words and table for screen readers.
	 *
	 * @param mixed $trend The data of GET /stats/weight-trend?days=14.
	 */
	private static function trend_chart( $trend ): string {
		$trend   = is_array( $trend ) ? $trend : array();
		$weights = array_map( array( Js_Text::class, 'js_number' ), Js_Text::js_list( $trend['weights'] ?? null ) ?? array() );
		// The ISO days when the server sends them (one per weight), else its English day labels.
		$days   = Js_Text::js_list( $trend['days'] ?? null );
		$days   = null !== $days && count( $days ) === count( $weights ) ? array_map( array( Js_Text::class, 'js_string' ), $days ) : null;
		$dates  = array_map( array( Js_Text::class, 'js_string' ), Js_Text::js_list( $trend['dates'] ?? null ) ?? array() );
		$labels = array_map( array( Js_Text::class, 'chart_day_label' ), $days ?? $dates );
		$shown  = array(
			'labels'  => Js_Text::json_list( $labels ),
			'weights' => Js_Text::json_list( $weights ),
		);
		if ( array() === $weights ) {
			return self::chart_figure( 'weight-trend-chart', $shown, self::empty_state( __( 'Geen gewichtsdata beschikbaar voor de laatste 14 dagen', 'fitcoach' ) ) );
		}
		$weight = static fn( float $value ): string => Js_Text::format_kg( $value, 1 );
		$rows   = array();
		foreach ( $weights as $index => $value ) {
			$rows[] = array( $labels[ $index ] ?? '', $weight( $value ) );
		}
		$series = array(
			array(
				'label'  => __( 'Gewicht', 'fitcoach' ),
				'data'   => $weights,
				'colour' => '--fc-primary',
				'fill'   => true,
				'dashed' => false,
			),
			array(
				'label'  => __( 'Trend', 'fitcoach' ),
				'data'   => array_map( static fn( float $value ): float => Js_Text::js_round( $value * 100 ) / 100, self::least_squares( $weights ) ),
				'colour' => '--fc-secondary',
				'fill'   => false,
				'dashed' => true,
			),
		);
		return self::chart_figure(
			'weight-trend-chart',
			$shown,
			self::chart_card(
				Chart_Drawing::svg( $labels, $series, 'kg', true ),
				self::chart_summary( self::chart_points( $labels, $weights ), $weight, self::weekly_trend( $weights, $days ) ),
				__( 'Gewichtstrend laatste 14 dagen', 'fitcoach' ),
				array( __( 'Datum', 'fitcoach' ), __( 'Gewicht', 'fitcoach' ) ),
				$rows
			)
		);
	}

	/**
	 * 'Verplaatst gewicht per sessie' (WeightVolumeChart.tsx): the weight moved per session, and
	 * the words and table for screen readers.
	 *
	 * @param mixed $volume The data of GET /stats/weight-volume.
	 */
	private static function volume_chart( $volume ): string {
		$labels   = array();
		$values   = array();
		$sessions = array();
		foreach ( Js_Text::js_list( $volume ) ?? array() as $entry ) {
			$entry    = is_array( $entry ) ? $entry : array();
			$labels[] = Js_Text::chart_day_label( array_key_exists( 'date', $entry ) ? Js_Text::js_string( $entry['date'] ) : 'undefined' );
			$value    = Js_Text::js_number( $entry['total_weight'] ?? null );
			$values[] = is_nan( $value ) ? 0.0 : $value;
			$names    = array_filter( array( $entry['session_title'] ?? null, $entry['workout_title'] ?? null ), array( Js_Text::class, 'js_truthy' ) );
			// A middle dot between the session's and the workout's title.
			$sessions[] = implode( " \u{00B7} ", array_map( array( Js_Text::class, 'js_string' ), $names ) );
		}
		$shown = array( 'values' => Js_Text::json_list( $values ) );
		if ( array() === $values ) {
			return self::chart_figure( 'weight-volume-chart', $shown, self::empty_state( __( 'Nog geen workout sessies beschikbaar', 'fitcoach' ) ) );
		}
		$kg   = static fn( float $value ): string => Js_Text::format_kg( $value );
		$rows = array();
		foreach ( $values as $index => $value ) {
			$rows[] = array( $labels[ $index ], $sessions[ $index ], $kg( $value ) );
		}
		$series = array(
			array(
				'label'  => __( 'Verplaatst gewicht', 'fitcoach' ),
				'data'   => $values,
				'colour' => '--fc-primary',
				'fill'   => true,
				'dashed' => false,
			),
		);
		return self::chart_figure(
			'weight-volume-chart',
			$shown,
			self::chart_card(
				Chart_Drawing::svg( $labels, $series, 'kg', false ),
				self::chart_summary( self::chart_points( $labels, $values ), $kg, null ),
				__( 'Verplaatst gewicht per sessie', 'fitcoach' ),
				array( __( 'Datum', 'fitcoach' ), __( 'Sessie', 'fitcoach' ), __( 'Verplaatst gewicht', 'fitcoach' ) ),
				$rows
			)
		);
	}

	/**
	 * A chart of Home in its figure (ChartState.tsx ChartFigure), with what it shows as data
	 * attributes.
	 *
	 * @param string                $test_id The figure's test id.
	 * @param array<string, string> $shown   What the chart shows, as JSON by attribute name.
	 * @param string                $content The chart on its card, or the empty text.
	 */
	private static function chart_figure( string $test_id, array $shown, string $content ): string {
		$attributes = '';
		foreach ( $shown as $name => $json ) {
			$attributes .= ' data-' . $name . '="' . Js_Text::text( $json ) . '"';
		}
		return '<figure class="fc-chart-figure" data-testid="' . $test_id . '"' . $attributes . '>' . $content . '</figure>';
	}

	/**
	 * The points of a chart for its summary: each value with its day label.
	 *
	 * @param array<int, string> $labels The day labels.
	 * @param array<int, float>  $values The values.
	 * @return list<array{label: string, value: float}>
	 */
	private static function chart_points( array $labels, array $values ): array {
		$points = array();
		foreach ( $values as $index => $value ) {
			$points[] = array(
				'label' => $labels[ $index ] ?? '',
				'value' => $value,
			);
		}
		return $points;
	}

	/**
	 * A chart on its card (ChartState.tsx with data): the drawing, then its text alternative for
	 * screen readers (ChartAlternative.tsx): the summary and the data as a table.
	 *
	 * @param string                         $chart   The drawing (Chart_Drawing::svg()).
	 * @param string                         $summary The summary in words.
	 * @param string                         $caption The table's caption.
	 * @param array<int, string>             $columns The column headings.
	 * @param array<int, array<int, string>> $rows    One row per point, its day first.
	 */
	private static function chart_card( string $chart, string $summary, string $caption, array $columns, array $rows ): string {
		return '<div class="fc-card fc-chart">' . $chart . self::chart_alternative( $summary, $caption, $columns, $rows ) . '</div>';
	}

	/**
	 * A chart's text alternative for screen readers (ChartAlternative.tsx): the summary and the
	 * data as a table.
	 *
	 * @param string                         $summary The summary in words.
	 * @param string                         $caption The table's caption.
	 * @param array<int, string>             $columns The column headings.
	 * @param array<int, array<int, string>> $rows    One row per point, its day first.
	 */
	private static function chart_alternative( string $summary, string $caption, array $columns, array $rows ): string {
		$head = '';
		foreach ( $columns as $column ) {
			$head .= '<th scope="col">' . Js_Text::text( $column ) . '</th>';
		}
		$body = '';
		foreach ( $rows as $cells ) {
			$body .= '<tr><th scope="row">' . Js_Text::text( (string) array_shift( $cells ) ) . '</th>';
			foreach ( $cells as $cell ) {
				$body .= '<td>' . Js_Text::text( $cell ) . '</td>';
			}
			$body .= '</tr>';
		}
		return '<div class="fc-sr-only"><p>' . Js_Text::text( $summary ) . '</p>'
			. '<table><caption>' . Js_Text::text( $caption ) . '</caption><thead><tr>' . $head . '</tr></thead><tbody>' . $body . '</tbody></table></div>';
	}

	/**
	 * What a chart shows in words (chartText.ts chartSummary): first and last value with their
	 * days, the lowest and the highest, and the trend per week when there is one.
	 *
	 * @param array<int, array<string, mixed>> $points The points, oldest first.
	 * @param callable(float): string          $format Writes a value.
	 * @param float|null                       $trend  The change per week, or null.
	 * @phpstan-param list<array{label: string, value: float}> $points
	 */
	private static function chart_summary( array $points, callable $format, ?float $trend ): string {
		if ( array() === $points ) {
			return '';
		}
		$first = $points[0];
		$last  = $points[ count( $points ) - 1 ];
		if ( 1 === count( $points ) ) {
			return sprintf(
				/* translators: 1: a value, e.g. '72,4 kg'; 2: its day, e.g. '5 Mei'. */
				__( '%1$s op %2$s.', 'fitcoach' ),
				$format( $first['value'] ),
				$first['label']
			);
		}
		$lowest  = $first;
		$highest = $first;
		foreach ( $points as $point ) {
			$lowest  = $point['value'] < $lowest['value'] ? $point : $lowest;
			$highest = $point['value'] > $highest['value'] ? $point : $highest;
		}
		$sentences = array(
			sprintf(
				/* translators: 1: the first value, e.g. '72,4 kg'; 2: its day, e.g. '3 Nov'; 3: the last value; 4: its day. */
				__( 'Van %1$s op %2$s tot %3$s op %4$s.', 'fitcoach' ),
				$format( $first['value'] ),
				$first['label'],
				$format( $last['value'] ),
				$last['label']
			),
			sprintf(
				/* translators: 1: the lowest value, e.g. '71,5 kg'; 2: its day, e.g. '10 Nov'; 3: the highest value; 4: its day. */
				__( 'Laagste %1$s op %2$s, hoogste %3$s op %4$s.', 'fitcoach' ),
				$format( $lowest['value'] ),
				$lowest['label'],
				$format( $highest['value'] ),
				$highest['label']
			),
		);
		if ( null !== $trend && is_finite( $trend ) ) {
			// A change in kg with its sign (chartText.ts formatSignedKg).
			$rounded     = Js_Text::js_round( $trend * 10 ) / 10;
			$sign        = $rounded < 0 ? "\u{2212}" : '+';
			$sentences[] = sprintf(
				/* translators: %s: the change per week with its sign, e.g. '−0,3 kg'. */
				__( 'Trend: %s per week.', 'fitcoach' ),
				( 0.0 === $rounded ? '' : $sign ) . Js_Text::format_kg( abs( $rounded ), 1 )
			);
		}
		return implode( ' ', $sentences );
	}

	/**
	 * The least-squares line through values by index (trendline.ts leastSquares): the fitted
	 * value at every index.
	 *
	 * @param array<int, float> $values The values in order.
	 * @return list<float>
	 */
	private static function least_squares( array $values ): array {
		$count = count( $values );
		if ( 0 === $count ) {
			return array();
		}
		$indexes   = array_keys( $values );
		$slope     = self::fit_slope( $indexes, $values );
		$sum       = 0.0;
		$index_sum = 0.0;
		foreach ( $values as $index => $value ) {
			$sum       += $value;
			$index_sum += $index;
		}
		$intercept = ( $sum - $slope * $index_sum ) / $count;
		return array_map( static fn( int $index ): float => $intercept + $slope * $index, $indexes );
	}

	/**
	 * The trend in units per week (trendline.ts weeklyTrend): over calendar days when every value
	 * has its ISO day, else one value a day; null for fewer than two values or all on one day.
	 *
	 * @param array<int, float>       $values The values, oldest first.
	 * @param array<int, string>|null $days   The ISO day of each value, when known.
	 */
	private static function weekly_trend( array $values, ?array $days ): ?float {
		if ( count( $values ) < 2 ) {
			return null;
		}
		$offsets = null !== $days && count( $days ) === count( $values ) ? self::day_offsets( $days ) : null;
		$xs      = $offsets ?? array_keys( $values );
		if ( count( array_unique( $xs ) ) === 1 ) {
			return null;
		}
		return self::fit_slope( $xs, $values ) * 7;
	}

	/**
	 * The whole days from the first date to each (trendline.ts dayOffsets), or null when one of
	 * them is no yyyy-mm-dd.
	 *
	 * @param array<int, string> $days ISO dates, oldest first.
	 * @return list<int>|null
	 */
	private static function day_offsets( array $days ): ?array {
		$utc   = new DateTimeZone( 'UTC' );
		$times = array();
		foreach ( $days as $day ) {
			if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', substr( $day, 0, 10 ), $match ) ) {
				return null;
			}
			// At UTC midnight, so a clock change does not make a day 23 or 25 hours long.
			$times[] = ( new \DateTimeImmutable( '@0' ) )->setTimezone( $utc )->setDate( (int) $match[1], (int) $match[2], (int) $match[3] )->getTimestamp();
		}
		return array_map( static fn( int $time ): int => (int) Js_Text::js_round( ( $time - $times[0] ) / 86400 ), $times );
	}

	/**
	 * The least-squares slope of y over x (trendline.ts fitSlope), summed in the same order.
	 *
	 * @param array<int, int>   $xs The x values.
	 * @param array<int, float> $ys The y values, one per x.
	 */
	private static function fit_slope( array $xs, array $ys ): float {
		$count = count( $xs );
		$sum_x = 0.0;
		$sum_y = 0.0;
		$sum_p = 0.0;
		$sum_s = 0.0;
		foreach ( array_values( $xs ) as $index => $x ) {
			$y      = $ys[ $index ];
			$sum_x += $x;
			$sum_y += $y;
			$sum_p += $x * $y;
			$sum_s += $x * $x;
		}
		$denominator = $count * $sum_s - $sum_x * $sum_x;
		return 0.0 === $denominator ? 0.0 : ( $count * $sum_p - $sum_x * $sum_y ) / $denominator;
	}

	/**
	 * The plain text of a workout description (src/lib/member/html.ts stripHtml): scripts and the
	 * like left out, a space after each block, whitespace collapsed.
	 *
	 * @param mixed $html Markup from the server.
	 */
	private static function strip_html( $html ): string {
		if ( ! is_string( $html ) || '' === $html ) {
			return '';
		}
		$document = new DOMDocument();
		$errors   = libxml_use_internal_errors( true );
		$document->loadHTML( '<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>' . $html . '</body></html>', LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $errors );
		$body = $document->getElementsByTagName( 'body' )->item( 0 );
		if ( ! $body instanceof DOMElement ) {
			return '';
		}
		foreach ( self::DROPPED as $tag ) {
			foreach ( iterator_to_array( $body->getElementsByTagName( $tag ) ) as $node ) {
				$node->remove();
			}
		}
		foreach ( self::BLOCKS as $tag ) {
			foreach ( iterator_to_array( $body->getElementsByTagName( $tag ) ) as $node ) {
				$node->appendChild( $document->createTextNode( ' ' ) );
			}
		}
		$text = $body->textContent; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's property.
		return trim( (string) preg_replace( '/' . Js_Text::JS_SPACE . '+/u', ' ', $text ), ' ' );
	}

}
