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
use FitCoach\Language;
use FitCoach\Settings;
use Normalizer;

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
 *   stat_value(), stat_rate()) and src/i18n/format.ts's writeNumber() (write_number());
 * - the charts: WeightTrendChart.tsx, WeightVolumeChart.tsx, ChartState.tsx, ChartAlternative.tsx,
 *   chartText.ts and src/lib/member/trendline.ts; LineChart.tsx's canvas becomes an inline SVG
 *   drawn as Chart.js 4 draws that chart (its layout, y ticks, x labels it skips, monotone curve,
 *   legend), at the canvas's size on that phone; horizontal positions are fractions of the width,
 *   so the drawing follows the card's width without stretching text or points (exact at that
 *   width; on other widths the axis's margins grow and shrink with it);
 * - the icons of src/components/icons.tsx and src/components/member/icons.tsx, and EmptyState.tsx.
 *
 * Texts are React's: escaped as React escapes text (every character as typed, so an entity a
 * member typed shows as typed), never passed through as markup.
 *
 * @phpstan-type Shown array{logo: string, app_name: string, header_image: string}
 * @phpstan-type Line array{label: string, data: list<float>, colour: string, fill: bool, dashed: bool}
 * @phpstan-type Area array{left: float, right: float, top: float, bottom: float, shown: list<int>}
 * @phpstan-type Point array{0: float, 1: float}
 */
final class Home_Snapshot {

	/** The card whose increase is bad news (statCard.ts AVERAGE_WEIGHT_CARD). */
	private const AVERAGE_WEIGHT_CARD = 'Gemiddeld gewicht';

	/** Height of a chart's canvas (LineChart's default). */
	private const CHART_HEIGHT = 220;

	/**
	 * Width of a chart's canvas on a 390 px wide phone: the page's padding (16 px a side, .fc-page)
	 * and the chart card's (12 px a side, .fc-chart) taken off.
	 */
	private const CHART_WIDTH = 334;

	/** Chart.js's font (Chart.defaults.font.family): the app sets none of its own. */
	private const CHART_FONT = "'Helvetica Neue', 'Helvetica', 'Arial', sans-serif";

	/** Size of the axes' labels (LineChart ticks.font.size). */
	private const TICK_FONT = 11;

	/** Size of the legend's labels (LineChart legend.labels.font.size). */
	private const LEGEND_FONT = 12;

	/** Colour of the axes' labels (LineChart ticks.color). */
	private const TICK_COLOUR = '#64748b';

	/** Colour of the horizontal grid lines (LineChart y grid.color). */
	private const GRID_COLOUR = 'rgba(148, 163, 184, 0.18)';

	/** Colour of the legend's labels (Chart.defaults.color). */
	private const LEGEND_COLOUR = '#666';

	/** Chart.js's grid tick mark length, which the axes keep room for (grid.tickLength). */
	private const TICK_LENGTH = 8.0;

	/** Chart.js's padding between a tick and its label (ticks.padding). */
	private const TICK_PADDING = 3.0;

	/**
	 * Room Chart.js keeps around the chart area for a point (radius 6 when hovered, border 2:
	 * LineController getMaxOverflow()).
	 */
	private const POINT_ROOM = 8.0;

	/** Space between legend items, and around them (legend.labels.padding). */
	private const LEGEND_PADDING = 10.0;

	/** Width of a legend item's box (legend.labels.boxWidth). */
	private const LEGEND_BOX = 12.0;

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
	 * The drawings of the icons, by name: src/components/icons.tsx (24 px unless given) and, from
	 * 'play' on, src/components/member/icons.tsx.
	 *
	 * @var array<string, string>
	 */
	private const ICONS = array(
		'home'            => '<path d="M3 10.5 12 3l9 7.5"></path><path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5"></path>',
		'chart'           => '<path d="M3 3v18h18"></path><path d="m7 15 4-4 3 3 5-6"></path>',
		'dumbbell'        => '<path d="M6.5 6.5v11"></path><path d="M17.5 6.5v11"></path><path d="M3.5 9v6"></path><path d="M20.5 9v6"></path><path d="M6.5 12h11"></path>',
		'grid'            => '<rect x="3.5" y="3.5" width="7" height="7" rx="1.5"></rect><rect x="13.5" y="3.5" width="7" height="7" rx="1.5"></rect><rect x="3.5" y="13.5" width="7" height="7" rx="1.5"></rect><rect x="13.5" y="13.5" width="7" height="7" rx="1.5"></rect>',
		'shield'          => '<path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z"></path><path d="m9 12 2 2 4-4"></path>',
		'user'            => '<circle cx="12" cy="8" r="4"></circle><path d="M4 20.5c1.6-3.6 4.5-5.5 8-5.5s6.4 1.9 8 5.5"></path>',
		'inbox'           => '<path d="M3 13h5l1.5 3h5L16 13h5"></path><path d="M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5l2.5-8Z"></path>',
		'play'            => '<path d="M7 4.5v15l12-7.5z" fill="currentColor" stroke="none"></path>',
		'eye'             => '<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"></path><circle cx="12" cy="12" r="3"></circle>',
		'trend-up'        => '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"></path>',
		'trend-down'      => '<path d="M3 7l6 6 4-4 8 8M15 17h6v-6"></path>',
		'scale'           => '<rect x="3" y="3" width="18" height="18" rx="4"></rect><path d="M8 9.5a5 5 0 0 1 8 0M12 12l1.5-2.5"></path>',
		'bolt'            => '<path d="M13 2L4 14h7l-1 8 9-12h-7z"></path>',
		'member-dumbbell' => '<path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11"></path>',
		'calendar'        => '<rect x="3" y="5" width="18" height="16" rx="3"></rect><path d="M8 3v4M16 3v4M3 10h18"></path>',
	);

	/**
	 * Helvetica's characters by advance width in thousandths of the font size (its metrics, which
	 * Arial and Roboto share closely), to lay the chart out as Chart.js measures its labels.
	 * Digits and characters not listed are 556 wide.
	 *
	 * @var array<int, string>
	 */
	private const GLYPHS = array(
		191 => "'",
		222 => 'ijl',
		278 => " !,./:;Ift\u{00B7}",
		333 => '()-r',
		355 => '"',
		500 => 'Jckstvxyz',
		584 => "+\u{2212}",
		611 => 'FTZ',
		667 => '&ABEKPSVXY',
		722 => 'CDHNRUw',
		778 => 'GOQ',
		833 => 'Mm',
		889 => '%',
		944 => 'W',
	);

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

	/** Whitespace as JavaScript's \s and trim() know it. */
	private const JS_SPACE = '[\s\p{Z}\x{FEFF}]';

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
		$settings = self::settings( $settings );
		// Hidden until it is whole: the check after it shows it (First_Screen::mount()), so the
		// browser lays it out once instead of at every pause of the parser.
		return '<div class="fc-first-screen" data-fc-first-screen="home" hidden>'
			. self::frame( $settings, $me, self::home( $settings, $me, $data, $now ) )
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
			$number     = self::parse_change( $card['change'] ?? null );
			$difference = self::dutch_decimals( self::js_string( $card['change'] ?? '' ) );
			if ( $is_weight && null !== $number ) {
				$difference = self::format_kg( abs( $number ), 1 );
			}
		} else {
			// Math.abs() makes a number of whatever was sent.
			$number = null === $card['change_value'] ? null : self::js_number( $card['change_value'] );
			if ( $is_weight ) {
				// No comparison (a week without data) reads as no change: '0,0 kg'.
				$difference = self::format_kg( abs( $number ?? 0.0 ), 1 );
			} elseif ( null === $number ) {
				$difference = '0';
			} else {
				$difference = self::format_number( abs( $number ), 'average' === ( $card['kind'] ?? null ) ? 1 : 0 );
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
			return self::dutch_decimals( self::js_string( $card['stat'] ?? '' ) );
		}
		$number = '0';
		if ( null !== $card['value'] ) {
			// Only a number counts (formatNumber() writes 0 for anything else).
			$value    = is_int( $card['value'] ) || is_float( $card['value'] ) ? (float) $card['value'] : NAN;
			$decimals = 'average' === ( $card['kind'] ?? null ) ? 1 : 0;
			$number   = self::format_number( $value, $decimals, 1 );
		}
		$unit = $card['unit'] ?? null;
		return self::js_truthy( $unit ) ? $number . ' ' . self::js_string( $unit ) : $number;
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
		$rounded = ( $rate <=> 0.0 ) * self::js_round( abs( $rate ) * 10 ) / 10;
		$sign    = '';
		if ( $rounded < 0 ) {
			$sign = "\u{2212}";
		} elseif ( $rounded > 0 ) {
			$sign = '+';
		}
		return sprintf(
			/* translators: %s: the change of the weight per week with its sign, e.g. '−0,4 kg'. */
			__( '%s per week', 'fitcoach' ),
			$sign . self::format_kg( abs( $rounded ), 1 )
		);
	}

	/**
	 * The settings the app shows (src/data/settings/normalize.ts): texts only, the app name trimmed
	 * and never empty.
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 * @return Shown
	 */
	private static function settings( array $settings ): array {
		$defaults = Settings::defaults();
		$text     = static function ( string $key ) use ( $settings, $defaults ): string {
			$value = $settings[ $key ] ?? null;
			$value = is_string( $value ) ? $value : ( $defaults[ $key ] ?? '' );
			return is_string( $value ) ? $value : '';
		};
		$name     = self::js_trim( $text( 'app_name' ) );
		return array(
			'logo'         => $text( 'logo' ),
			'app_name'     => '' !== $name ? $name : (string) $defaults['app_name'],
			'header_image' => $text( 'header_image' ),
		);
	}

	/**
	 * The frame of a logged-in screen (AppFrame.tsx) around Home.
	 *
	 * @param array<string, string> $settings The settings shown.
	 * @param array<string, mixed>  $me       The member.
	 * @param string                $main     The screen.
	 * @phpstan-param Shown $settings
	 */
	private static function frame( array $settings, array $me, string $main ): string {
		return '<div class="fc-app">'
			. '<a class="fc-skip-link" href="#fc-main">' . self::text( __( 'Naar de inhoud', 'fitcoach' ) ) . '</a>'
			. self::header( $settings, $me )
			. '<main id="fc-main" tabindex="-1" class="fc-app__main">' . $main . '</main>'
			. self::bottom_bar( self::js_truthy( $me['is_admin'] ?? null ) )
			. '</div>';
	}

	/**
	 * The header of Home (Header.tsx, isHome): the logo or the app name, and the profile link.
	 *
	 * @param array<string, string> $settings The settings shown.
	 * @param array<string, mixed>  $me       The member.
	 * @phpstan-param Shown $settings
	 */
	private static function header( array $settings, array $me ): string {
		$brand = '' !== $settings['logo']
			? '<img class="fc-header__logo" src="' . esc_url( $settings['logo'] ) . '" alt="' . self::text( $settings['app_name'] ) . '">'
			: '<span>' . self::text( $settings['app_name'] ) . '</span>';
		return '<header class="fc-header" data-fc-toasts-below=""><div class="fc-header__inner">'
			. '<div class="fc-header__brand">' . $brand . '</div>'
			. '<a class="fc-header__profile" aria-label="' . self::text( __( 'Ga naar profiel', 'fitcoach' ) ) . '" href="' . esc_url( App_Address::url( 'profile' ) ) . '">'
			. self::avatar( $me )
			. '</a></div></header>';
	}

	/**
	 * The member's picture on the profile link (Avatar.tsx, 36 px, pictureOnly): the image, else
	 * the initials drawn by CSS, else a person icon.
	 *
	 * @param array<string, mixed> $me The member.
	 */
	private static function avatar( array $me ): string {
		$style    = ' style="width:36px;height:36px;font-size:14px"';
		$image    = self::react_text( $me['profile_image'] ?? null );
		$initials = self::initials( $me );
		if ( '' !== $image ) {
			return '<span class="fc-avatar"' . $style . '><img class="fc-avatar__image" src="' . esc_url( $image ) . '" alt=""></span>';
		}
		if ( '' !== $initials ) {
			return '<span class="fc-avatar fc-avatar--initials"' . $style . ' data-initials="' . self::text( $initials ) . '" aria-hidden="true"></span>';
		}
		return '<span class="fc-avatar fc-avatar--icon"' . $style . ' aria-hidden="true">' . self::icon( 'user', 20 ) . '</span>';
	}

	/**
	 * The bottom bar (BottomBar.tsx) with Home current; Admin instead of Meer for administrators.
	 *
	 * @param bool $is_admin Whether the member administers the app.
	 */
	private static function bottom_bar( bool $is_admin ): string {
		$items = array(
			array( '', __( 'Home', 'fitcoach' ), 'home' ),
			array( 'metingen', __( 'Metingen', 'fitcoach' ), 'chart' ),
			array( 'training', __( 'Training', 'fitcoach' ), 'dumbbell' ),
			$is_admin ? array( 'admin', __( 'Admin', 'fitcoach' ), 'shield' ) : array( 'meer', __( 'Meer', 'fitcoach' ), 'grid' ),
		);
		$list  = '';
		foreach ( $items as $item ) {
			list( $route, $label, $icon ) = $item;
			// The router's NavLink adds 'active' and aria-current to the current item.
			$current = '' === $route ? ' aria-current="page"' : '';
			$class   = '' === $route ? 'fc-bottombar__item is-active active' : 'fc-bottombar__item';
			$list   .= '<li><a' . $current . ' class="' . $class . '" href="' . esc_url( App_Address::url( $route ) ) . '">'
				. '<span class="fc-bottombar__icon">' . self::icon( $icon, 24 ) . '</span>'
				. '<span class="fc-bottombar__label">' . self::text( $label ) . '</span>'
				. '</a></li>';
		}
		return '<nav class="fc-bottombar" aria-label="' . self::text( __( 'Hoofdmenu', 'fitcoach' ) ) . '"><ul class="fc-bottombar__list">' . $list . '</ul></nav>';
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
			$style = ' style="' . self::text( 'background-image:url(' . self::json_string( $image ) . ')' ) . '"';
		}
		return '<section class="fc-home__hero' . ( '' !== $image ? ' has-image' : '' ) . '"' . $style . '>'
			. '<div class="fc-home__hero-content">'
			. '<h1 class="fc-home__greeting">' . self::text( self::greeting( $now ) . ' ' . self::greeting_name( $me ) ) . '</h1>'
			. '<p class="fc-home__subtext">' . self::text(
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
			$name = is_string( $me[ $key ] ?? null ) ? self::js_trim( $me[ $key ] ) : '';
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
			. '<h2 class="fc-section__title" id="' . $id . '">' . self::text( $title ) . '</h2>'
			. $content
			. '</section>';
	}

	/**
	 * 'Beschikbare Workouts' (WorkoutSlider.tsx): the cards in a slider, or the empty text.
	 *
	 * @param mixed $workouts The data of GET /workouts.
	 */
	private static function workouts( $workouts ): string {
		$workouts = self::js_list( $workouts ) ?? array();
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
	private static function workout_card( array $workout ): string {
		$id        = self::js_string( $workout['id'] ?? null );
		$exercises = self::js_list( $workout['exercises'] ?? null );
		$count     = null === $exercises ? 0 : count( $exercises );
		$heading   = 'fc-workout-card-' . $id;
		return '<article class="fc-card fc-workout-card" aria-labelledby="' . self::text( $heading ) . '">'
			. '<div class="fc-workout-card__top">'
			. '<span class="fc-workout-card__icon" aria-hidden="true">' . self::icon( 'member-dumbbell', 22 ) . '</span>'
			. '<span class="fc-workout-card__meta">' . self::text(
				sprintf(
					/* translators: %d: number of exercises in the workout. */
					_n( '%d oefening', '%d oefeningen', $count, 'fitcoach' ),
					$count
				)
			) . '</span>'
			. '</div>'
			. '<h3 class="fc-workout-card__title" id="' . self::text( $heading ) . '">' . self::text( self::react_text( $workout['title'] ?? null ) ) . '</h3>'
			. '<p class="fc-workout-card__description">' . self::text( self::strip_html( $workout['description'] ?? null ) ) . '</p>'
			. '<div class="fc-workout-card__actions">'
			. '<button type="button" class="fc-button fc-button--primary fc-button--small" data-fc-action="start-workout" data-fc-workout="' . self::text( $id ) . '">'
			. self::icon( 'play', 16 ) . self::text( __( 'Starten', 'fitcoach' ) ) . '</button>'
			. '<a class="fc-button fc-button--secondary fc-button--small" href="' . esc_url( App_Address::url( 'training/workout/' . rawurlencode( $id ) ) ) . '">'
			. self::icon( 'eye', 16 ) . self::text( __( 'Bekijken', 'fitcoach' ) ) . '</a>'
			. '</div>'
			. '</article>';
	}

	/**
	 * 'Voortgang deze week' (StatSlider.tsx): the stat cards in a slider, or the empty text.
	 *
	 * @param mixed $cards The data of GET /stats/progress.
	 */
	private static function stats( $cards ): string {
		$cards = self::js_list( $cards ) ?? array();
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
		$name   = self::react_text( $card['name'] ?? null );
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
		return '<article class="fc-card fc-stat-card" aria-label="' . self::text( $name ) . '">'
			. '<div class="fc-stat-card__head">'
			. '<span class="fc-stat-card__icon" aria-hidden="true">' . self::icon( $icon, 20 ) . '</span>'
			. '<h3 class="fc-stat-card__name">' . self::text( $name ) . '</h3>'
			. '</div>'
			. '<p class="fc-stat-card__value">' . self::text( self::stat_value( $card ) ) . '</p>'
			. '<p class="fc-stat-card__change fc-stat-card__change--' . $change['tone'] . '" data-direction="' . $change['direction'] . '" data-tone="' . $change['tone'] . '">'
			. self::icon( $increase ? 'trend-up' : 'trend-down', 16 )
			. '<span class="fc-stat-card__label">' . self::text( $increase ? __( 'Verhoogd', 'fitcoach' ) : __( 'Verlaagd', 'fitcoach' ) ) . '</span>'
			. ( '' !== $change['difference'] ? '<span class="fc-stat-card__difference">' . self::text( $change['difference'] ) . '</span>' : '' )
			. '</p>'
			. ( '' !== $rate ? '<p class="fc-stat-card__rate">' . self::text( $rate ) . '</p>' : '' )
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
		return '<div class="fc-slider fc-slider--native' . ( '' !== $class ? ' ' . $class : '' ) . '" role="group" aria-label="' . self::text( $label ) . '" tabindex="0" data-scrolls-x="true">'
			. $html
			. '</div>';
	}

	/**
	 * An empty list or section (EmptyState.tsx): the inbox icon and the text.
	 *
	 * @param string $text The text.
	 */
	private static function empty_state( string $text ): string {
		return '<div class="fc-empty"><span class="fc-empty__icon">' . self::icon( 'inbox', 28 ) . '</span>'
			. '<p class="fc-empty__text">' . self::text( $text ) . '</p></div>';
	}

	/**
	 * 'Gewichtstrend laatste 14 dagen' (WeightTrendChart.tsx): the weights with the dashed
	 * least-squares trend and a legend, and the words and table for screen readers.
	 *
	 * @param mixed $trend The data of GET /stats/weight-trend?days=14.
	 */
	private static function trend_chart( $trend ): string {
		$trend   = is_array( $trend ) ? $trend : array();
		$weights = array_map( array( self::class, 'js_number' ), self::js_list( $trend['weights'] ?? null ) ?? array() );
		// The ISO days when the server sends them (one per weight), else its English day labels.
		$days   = self::js_list( $trend['days'] ?? null );
		$days   = null !== $days && count( $days ) === count( $weights ) ? array_map( array( self::class, 'js_string' ), $days ) : null;
		$dates  = array_map( array( self::class, 'js_string' ), self::js_list( $trend['dates'] ?? null ) ?? array() );
		$labels = array_map( array( self::class, 'chart_day_label' ), $days ?? $dates );
		$shown  = array(
			'labels'  => self::json_list( $labels ),
			'weights' => self::json_list( $weights ),
		);
		if ( array() === $weights ) {
			return self::chart_figure( 'weight-trend-chart', $shown, self::empty_state( __( 'Geen gewichtsdata beschikbaar voor de laatste 14 dagen', 'fitcoach' ) ) );
		}
		$weight = static fn( float $value ): string => self::format_kg( $value, 1 );
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
				'data'   => array_map( static fn( float $value ): float => self::js_round( $value * 100 ) / 100, self::least_squares( $weights ) ),
				'colour' => '--fc-secondary',
				'fill'   => false,
				'dashed' => true,
			),
		);
		return self::chart_figure(
			'weight-trend-chart',
			$shown,
			self::chart_card(
				self::line_chart( $labels, $series, 'kg', true ),
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
		foreach ( self::js_list( $volume ) ?? array() as $entry ) {
			$entry    = is_array( $entry ) ? $entry : array();
			$labels[] = self::chart_day_label( array_key_exists( 'date', $entry ) ? self::js_string( $entry['date'] ) : 'undefined' );
			$value    = self::js_number( $entry['total_weight'] ?? null );
			$values[] = is_nan( $value ) ? 0.0 : $value;
			$names    = array_filter( array( $entry['session_title'] ?? null, $entry['workout_title'] ?? null ), array( self::class, 'js_truthy' ) );
			// A middle dot between the session's and the workout's title.
			$sessions[] = implode( " \u{00B7} ", array_map( array( self::class, 'js_string' ), $names ) );
		}
		$shown = array( 'values' => self::json_list( $values ) );
		if ( array() === $values ) {
			return self::chart_figure( 'weight-volume-chart', $shown, self::empty_state( __( 'Nog geen workout sessies beschikbaar', 'fitcoach' ) ) );
		}
		$kg   = static fn( float $value ): string => self::format_kg( $value );
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
				self::line_chart( $labels, $series, 'kg', false ),
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
			$attributes .= ' data-' . $name . '="' . self::text( $json ) . '"';
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
	 * @param string                         $chart   The drawing (line_chart()).
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
			$head .= '<th scope="col">' . self::text( $column ) . '</th>';
		}
		$body = '';
		foreach ( $rows as $cells ) {
			$body .= '<tr><th scope="row">' . self::text( (string) array_shift( $cells ) ) . '</th>';
			foreach ( $cells as $cell ) {
				$body .= '<td>' . self::text( $cell ) . '</td>';
			}
			$body .= '</tr>';
		}
		return '<div class="fc-sr-only"><p>' . self::text( $summary ) . '</p>'
			. '<table><caption>' . self::text( $caption ) . '</caption><thead><tr>' . $head . '</tr></thead><tbody>' . $body . '</tbody></table></div>';
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
			$rounded     = self::js_round( $trend * 10 ) / 10;
			$sign        = $rounded < 0 ? "\u{2212}" : '+';
			$sentences[] = sprintf(
				/* translators: %s: the change per week with its sign, e.g. '−0,3 kg'. */
				__( 'Trend: %s per week.', 'fitcoach' ),
				( 0.0 === $rounded ? '' : $sign ) . self::format_kg( abs( $rounded ), 1 )
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
		return array_map( static fn( int $time ): int => (int) self::js_round( ( $time - $times[0] ) / 86400 ), $times );
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
	 * LineChart.tsx's chart in its box, as Chart.js draws it on the canvas: an SVG of the canvas's
	 * size (full width, 220 px) with the grid, the axes' labels, the lines (their fill, a
	 * monotone curve), the points and the legend. The plot is an inner SVG stretched to the plot's
	 * width; labels and points sit at fractions of the width, so nothing is stretched but the plot.
	 * Hidden from assistive technology, as the canvas: the text alternative beside it speaks.
	 *
	 * @param array<int, string>               $labels The day labels.
	 * @param array<int, array<string, mixed>> $series The lines, the first on top.
	 * @param string                           $unit   Unit after values ('kg').
	 * @param bool                             $legend Whether to show the legend.
	 * @phpstan-param list<Line> $series
	 */
	private static function line_chart( array $labels, array $series, string $unit, bool $legend ): string {
		$values = array();
		foreach ( $series as $line ) {
			$values = array_merge( $values, array_filter( $line['data'], 'is_finite' ) );
		}
		$ticks       = self::y_ticks( $values );
		$tick_labels = array();
		foreach ( $ticks as $tick ) {
			$tick_labels[] = self::write_number( $tick, 0, 1, true ) . ( '' !== $unit ? ' ' . $unit : '' );
		}
		$area  = self::chart_area( $labels, $tick_labels, $legend );
		$min   = min( $ticks );
		$range = max( $ticks ) - $min;
		$y     = static fn( float $value ): float => $area['bottom'] - ( 0.0 < $range ? ( $value - $min ) / $range : 0.0 ) * ( $area['bottom'] - $area['top'] );
		$steps = max( count( $labels ) - 1, 1 );
		$x     = static fn( int $index ): float => $area['left'] + $index / $steps * ( $area['right'] - $area['left'] );
		// A fill reaches the origin, or the scale's end nearest to it (Scale getBaseValue).
		$base = $y( max( min( 0.0, max( $ticks ) ), $min ) );

		$grid = '';
		$axis = '';
		foreach ( $ticks as $index => $tick ) {
			$grid .= '<line x1="' . self::pct( $area['left'] - self::TICK_LENGTH ) . '" x2="' . self::pct( $area['right'] ) . '" y1="' . self::px( $y( $tick ) ) . '" y2="' . self::px( $y( $tick ) ) . '"></line>';
			$axis .= '<text x="' . self::pct( $area['left'] - self::TICK_LENGTH - self::TICK_PADDING ) . '" y="' . self::px( $y( $tick ) ) . '" dominant-baseline="central">' . self::text( $tick_labels[ $index ] ) . '</text>';
		}
		$days     = '';
		$label_at = $area['bottom'] + self::TICK_LENGTH + self::TICK_PADDING + self::TICK_FONT * 1.2 / 2;
		foreach ( $area['shown'] as $index ) {
			$days .= '<text x="' . self::pct( $x( $index ) ) . '" y="' . self::px( $label_at ) . '" dominant-baseline="central">' . self::text( $labels[ $index ] ) . '</text>';
		}

		// Chart.js draws the last dataset first: the first ends on top, its points last.
		$plot   = '';
		$points = '';
		foreach ( array_reverse( $series ) as $line ) {
			$at = array();
			foreach ( $line['data'] as $index => $value ) {
				if ( is_finite( $value ) ) {
					$at[] = array( $x( $index ), $y( $value ) );
				}
			}
			$plot   .= self::plot_line( $line, $at, $area, $base );
			$points .= $line['dashed'] ? '' : self::plot_points( $line, $at );
		}

		$width = $area['right'] - $area['left'];
		return '<div class="fc-chart__canvas" style="height:' . self::CHART_HEIGHT . 'px">'
			. '<svg class="fc-chart__drawing" width="100%" height="' . self::CHART_HEIGHT . '" aria-hidden="true" focusable="false" font-family="' . self::text( self::CHART_FONT ) . '" style="display:block;overflow:visible">'
			. '<g class="fc-chart__grid" stroke="' . self::GRID_COLOUR . '" stroke-width="1">' . $grid . '</g>'
			. '<g class="fc-chart__y" fill="' . self::TICK_COLOUR . '" font-size="' . self::TICK_FONT . '" text-anchor="end">' . $axis . '</g>'
			. '<g class="fc-chart__x" fill="' . self::TICK_COLOUR . '" font-size="' . self::TICK_FONT . '" text-anchor="middle">' . $days . '</g>'
			. '<svg class="fc-chart__plot" x="' . self::pct( $area['left'] ) . '" y="0" width="' . self::pct( $width ) . '" height="' . self::CHART_HEIGHT . '" viewBox="0 0 ' . self::px( $width ) . ' ' . self::CHART_HEIGHT . '" preserveAspectRatio="none" overflow="visible">' . $plot . '</svg>'
			. $points
			. ( $legend ? self::legend( $series ) : '' )
			. '</svg></div>';
	}

	/**
	 * The chart area inside the canvas, as Chart.js's layout finds it (layouts.update: the y axis
	 * at the left, the x axis and the legend below, the room for the points all round), and the
	 * x labels Chart.js shows (autoSkip: as many as fit with 12 px between them).
	 *
	 * @param array<int, string> $labels      The day labels.
	 * @param array<int, string> $tick_labels The y axis's labels.
	 * @param bool               $legend      Whether the legend is shown.
	 * @return Area
	 */
	private static function chart_area( array $labels, array $tick_labels, bool $legend ): array {
		$line_height = self::TICK_FONT * 1.2;
		$axis_width  = self::TICK_LENGTH + 2 * self::TICK_PADDING + self::widest( $tick_labels, self::TICK_FONT );
		$label_room  = array() === $labels ? 0.0 : $line_height + 2 * self::TICK_PADDING;
		$below       = self::TICK_LENGTH + $label_room + ( $legend ? self::LEGEND_FONT + 2 * self::LEGEND_PADDING : 0.0 );
		// The x axis is fitted in the width the y axis and the points leave.
		$length = self::CHART_WIDTH - max( $axis_width, self::POINT_ROOM ) - self::POINT_ROOM;
		$shown  = self::shown_labels( $labels, $length );
		$left   = max( $axis_width, self::POINT_ROOM );
		$right  = self::POINT_ROOM;
		if ( array() !== $shown ) {
			// The first and last label shown may reach past the ends of the axis.
			$steps = max( count( $labels ) - 1, 1 );
			$first = $shown[0];
			$last  = $shown[ count( $shown ) - 1 ];
			$left  = max( $left, self::label_overhang( $labels[ $first ], $first / $steps * $length, $length ) );
			$right = max( $right, self::label_overhang( $labels[ $last ], $length - $last / $steps * $length, $length ) );
		}
		return array(
			'left'   => $left,
			'right'  => self::CHART_WIDTH - $right,
			'top'    => max( self::POINT_ROOM, $line_height / 2 + self::TICK_PADDING ),
			'bottom' => self::CHART_HEIGHT - max( $below, $line_height / 2 + self::TICK_PADDING ),
			'shown'  => $shown,
		);
	}

	/**
	 * The indexes of the x labels Chart.js's autoSkip keeps: every n-th, from the first, so that
	 * the widest label and 12 px fit per label.
	 *
	 * @param array<int, string> $labels The day labels.
	 * @param float              $length The x axis's length.
	 * @return list<int>
	 */
	private static function shown_labels( array $labels, float $length ): array {
		$count = count( $labels );
		if ( 0 === $count ) {
			return array();
		}
		$size  = self::widest( $labels, self::TICK_FONT ) + 12;
		$fit   = (int) floor( min( $length / $size + 1, self::CHART_WIDTH / $size ) );
		$step  = $fit > 0 ? (int) ceil( max( $count / $fit, 1 ) ) : $count;
		$shown = array();
		$index = 0;
		while ( $index < $count ) {
			$shown[] = $index;
			$index  += $step;
		}
		return $shown;
	}

	/**
	 * How far an end label reaches past its end of the x axis (Scale _calculatePadding).
	 *
	 * @param string $label  The label.
	 * @param float  $offset The distance from its tick to that end.
	 * @param float  $length The axis's length.
	 */
	private static function label_overhang( string $label, float $offset, float $length ): float {
		if ( $length - $offset <= 0 ) {
			return 0.0;
		}
		return max( ( self::text_width( $label, self::TICK_FONT ) / 2 - $offset + self::TICK_PADDING ) * $length / ( $length - $offset ), 0.0 );
	}

	/**
	 * The y axis's tick values as Chart.js picks them for LineChart (linear scale, grace 10%, at most
	 * five ticks, bounds on the ticks: LinearScaleBase and generateTicks).
	 *
	 * @param array<int, float> $values Every value drawn.
	 * @return non-empty-list<float>
	 */
	private static function y_ticks( array $values ): array {
		$min = array() === $values ? 0.0 : (float) min( $values );
		$max = array() === $values ? 1.0 : (float) max( $values );
		if ( $min === $max ) {
			$offset = 0.0 === $max ? 1.0 : abs( $max * 0.05 );
			$min   -= $offset;
			$max   += $offset;
		}
		$grace = 0.1 * ( $max - $min ) / 2;
		$low   = $min - abs( $grace );
		$high  = $max + $grace;

		$spaces_allowed = 4;
		$spacing        = self::nice_number( ( $high - $low ) / $spaces_allowed );
		if ( $spacing < 1e-14 ) {
			return array( $low, $high );
		}
		$spaces = ceil( $high / $spacing ) - floor( $low / $spacing );
		if ( $spaces > $spaces_allowed ) {
			$spacing = self::nice_number( $spaces * $spacing / $spaces_allowed );
		}
		$nice_min = floor( $low / $spacing ) * $spacing;
		$nice_max = ceil( $high / $spacing ) * $spacing;
		$spaces   = ( $nice_max - $nice_min ) / $spacing;
		$spaces   = abs( $spaces - self::js_round( $spaces ) ) < $spacing / 1000 ? self::js_round( $spaces ) : ceil( $spaces );
		$factor   = 10 ** max( self::decimal_places( $spacing ), self::decimal_places( $nice_min ) );
		$nice_min = self::js_round( $nice_min * $factor ) / $factor;
		$ticks    = array();
		for ( $index = 0; $index < $spaces; $index++ ) {
			$ticks[] = self::js_round( ( $nice_min + $index * $spacing ) * $factor ) / $factor;
		}
		$ticks[] = self::js_round( $nice_max * $factor ) / $factor;
		return $ticks;
	}

	/**
	 * A 'nice' step of 1, 2, 5 or 10 times a power of ten (Chart.js niceNum).
	 *
	 * @param float $range The range to divide.
	 */
	private static function nice_number( float $range ): float {
		$rounded  = self::js_round( $range );
		$range    = abs( $range - $rounded ) < $range / 1000 ? $rounded : $range;
		$power    = 10 ** floor( log10( $range ) );
		$fraction = $range / $power;
		if ( $fraction <= 1 ) {
			$nice = 1;
		} elseif ( $fraction <= 2 ) {
			$nice = 2;
		} elseif ( $fraction <= 5 ) {
			$nice = 5;
		} else {
			$nice = 10;
		}
		return $nice * $power;
	}

	/**
	 * The number of decimals of a number (Chart.js _decimalPlaces).
	 *
	 * @param float $value The number.
	 */
	private static function decimal_places( float $value ): int {
		$scale  = 1.0;
		$places = 0;
		while ( is_finite( $value ) && is_finite( $scale ) && self::js_round( $value * $scale ) / $scale !== $value ) {
			$scale *= 10;
			++$places;
		}
		return $places;
	}

	/**
	 * A line of the chart in the plot's coordinates (x from the plot's left): a monotone cubic
	 * curve through its points as Chart.js draws it (cubicInterpolationMode 'monotone', control
	 * points kept in the chart area), one segment per point; under it, for a filled line, its
	 * fill down to the axis's base.
	 *
	 * @param array<string, mixed>          $line The line.
	 * @param array<int, array<int, float>> $at   Its points in the canvas.
	 * @param array<string, mixed>          $area The chart area.
	 * @param float                         $base Where a fill ends (the origin's height).
	 * @phpstan-param Line        $line
	 * @phpstan-param list<Point> $at
	 * @phpstan-param Area        $area
	 */
	private static function plot_line( array $line, array $at, array $area, float $base ): string {
		if ( array() === $at ) {
			return '';
		}
		$controls = self::monotone_controls( $at, $area );
		$left     = $area['left'];
		$path     = 'M' . self::px( $at[0][0] - $left ) . ' ' . self::px( $at[0][1] );
		foreach ( $at as $index => $point ) {
			if ( 0 === $index ) {
				continue;
			}
			$path .= 'C' . self::px( $controls[ $index - 1 ][2] - $left ) . ' ' . self::px( $controls[ $index - 1 ][3] )
				. ' ' . self::px( $controls[ $index ][0] - $left ) . ' ' . self::px( $controls[ $index ][1] )
				. ' ' . self::px( $point[0] - $left ) . ' ' . self::px( $point[1] );
		}
		$colour = 'var(' . $line['colour'] . ', #6366f1)';
		$html   = '';
		if ( $line['fill'] && count( $at ) > 1 ) {
			$html .= '<path class="fc-chart__area" d="' . $path . 'L' . self::px( $at[ count( $at ) - 1 ][0] - $left ) . ' ' . self::px( $base ) . 'L' . self::px( $at[0][0] - $left ) . ' ' . self::px( $base ) . 'Z" stroke="none" style="fill:' . $colour . ';fill-opacity:0.12"></path>';
		}
		return $html . '<path class="' . ( $line['dashed'] ? 'fc-chart__trend' : 'fc-chart__line' ) . '" d="' . $path . '" fill="none" stroke-width="' . ( $line['dashed'] ? '2' : '3' ) . '"'
			. ( $line['dashed'] ? ' stroke-dasharray="6 6"' : '' )
			. ' vector-effect="non-scaling-stroke" style="stroke:' . $colour . '"></path>';
	}

	/**
	 * The control points of a monotone cubic curve through points (Chart.js splineCurveMonotone,
	 * then capBezierPoints): per point [cp1x, cp1y, cp2x, cp2y].
	 *
	 * @param array<int, array<int, float>> $at   The points.
	 * @param array<string, mixed>          $area The chart area.
	 * @phpstan-param list<Point> $at
	 * @phpstan-param Area        $area
	 * @return list<array{0: float, 1: float, 2: float, 3: float}>
	 */
	private static function monotone_controls( array $at, array $area ): array {
		$count  = count( $at );
		$deltas = array_fill( 0, $count, 0.0 );
		$slopes = array();
		for ( $index = 0; $index < $count; $index++ ) {
			if ( $index < $count - 1 ) {
				$run              = $at[ $index + 1 ][0] - $at[ $index ][0];
				$deltas[ $index ] = 0.0 !== $run ? ( $at[ $index + 1 ][1] - $at[ $index ][1] ) / $run : 0.0;
			}
			if ( 0 === $index ) {
				$slopes[] = $deltas[0];
			} elseif ( $index === $count - 1 ) {
				$slopes[] = $deltas[ $index - 1 ];
			} else {
				$slopes[] = ( $deltas[ $index - 1 ] <=> 0.0 ) !== ( $deltas[ $index ] <=> 0.0 ) ? 0.0 : ( $deltas[ $index - 1 ] + $deltas[ $index ] ) / 2;
			}
		}
		for ( $index = 0; $index < $count - 1; $index++ ) {
			if ( abs( $deltas[ $index ] ) < PHP_FLOAT_EPSILON ) {
				$slopes[ $index ]     = 0.0;
				$slopes[ $index + 1 ] = 0.0;
				continue;
			}
			$alpha     = $slopes[ $index ] / $deltas[ $index ];
			$beta      = $slopes[ $index + 1 ] / $deltas[ $index ];
			$magnitude = $alpha * $alpha + $beta * $beta;
			if ( $magnitude <= 9 ) {
				continue;
			}
			$tau                  = 3 / sqrt( $magnitude );
			$slopes[ $index ]     = $alpha * $tau * $deltas[ $index ];
			$slopes[ $index + 1 ] = $beta * $tau * $deltas[ $index ];
		}
		$cap_x    = static fn( float $value ): float => max( min( $value, $area['right'] ), $area['left'] );
		$cap_y    = static fn( float $value ): float => max( min( $value, $area['bottom'] ), $area['top'] );
		$controls = array();
		foreach ( $at as $index => $point ) {
			$before     = $index > 0 ? ( $point[0] - $at[ $index - 1 ][0] ) / 3 : 0.0;
			$after      = $index < $count - 1 ? ( $at[ $index + 1 ][0] - $point[0] ) / 3 : 0.0;
			$controls[] = array(
				$cap_x( $point[0] - $before ),
				$cap_y( $point[1] - $before * $slopes[ $index ] ),
				$cap_x( $point[0] + $after ),
				$cap_y( $point[1] + $after * $slopes[ $index ] ),
			);
		}
		return $controls;
	}

	/**
	 * A line's points: white circles of radius 3 with a 2 px border in the line's colour.
	 *
	 * @param array<string, mixed>          $line The line.
	 * @param array<int, array<int, float>> $at   Its points in the canvas.
	 * @phpstan-param Line        $line
	 * @phpstan-param list<Point> $at
	 */
	private static function plot_points( array $line, array $at ): string {
		$circles = '';
		foreach ( $at as $point ) {
			$circles .= '<circle cx="' . self::pct( $point[0] ) . '" cy="' . self::px( $point[1] ) . '" r="3"></circle>';
		}
		return '<g class="fc-chart__points" fill="#fff" stroke-width="2" style="stroke:var(' . $line['colour'] . ', #6366f1)">' . $circles . '</g>';
	}

	/**
	 * The legend under the chart, centred (Chart.js Legend, one row): per line a 12 × 2 box drawn
	 * with the line's stroke and fill, then its name.
	 *
	 * @param array<int, array<string, mixed>> $series The lines.
	 * @phpstan-param list<Line> $series
	 */
	private static function legend( array $series ): string {
		$row = 0.0;
		foreach ( $series as $line ) {
			$row += self::LEGEND_BOX + self::LEGEND_FONT / 2 + self::text_width( $line['label'], self::LEGEND_FONT ) + self::LEGEND_PADDING;
		}
		// Centred between the legend's padding at the left and the chart's (4 px) at the right.
		$x     = ( self::LEGEND_PADDING - 4 - $row ) / 2;
		$items = '';
		foreach ( $series as $line ) {
			$colour = 'var(' . $line['colour'] . ', #6366f1)';
			$box    = $line['fill'] ? 'fill:' . $colour . ';fill-opacity:0.12' : 'fill:' . $colour;
			$items .= '<rect x="' . self::px( $x ) . '" y="' . self::px( ( self::LEGEND_FONT - 2 ) / 2 ) . '" width="' . self::px( self::LEGEND_BOX ) . '" height="2"'
				. ' stroke-width="' . ( $line['dashed'] ? '2' : '3' ) . '"' . ( $line['dashed'] ? ' stroke-dasharray="6 6"' : '' )
				. ' style="' . $box . ';stroke:' . $colour . '"></rect>'
				. '<text x="' . self::px( $x + self::LEGEND_BOX + self::LEGEND_FONT / 2 ) . '" y="' . self::px( self::LEGEND_FONT / 2 ) . '" dominant-baseline="central">' . self::text( $line['label'] ) . '</text>';
			$x     += self::LEGEND_BOX + self::LEGEND_FONT / 2 + self::text_width( $line['label'], self::LEGEND_FONT ) + self::LEGEND_PADDING;
		}
		$top = self::CHART_HEIGHT - ( self::LEGEND_FONT + 2 * self::LEGEND_PADDING ) + self::LEGEND_PADDING;
		return '<svg class="fc-chart__legend" x="50%" y="' . self::px( $top ) . '" overflow="visible" fill="' . self::LEGEND_COLOUR . '" font-size="' . self::LEGEND_FONT . '">' . $items . '</svg>';
	}

	/**
	 * The width of the widest of some texts.
	 *
	 * @param array<int, string> $texts The texts.
	 * @param float              $size  The font size.
	 */
	private static function widest( array $texts, float $size ): float {
		$widest = 0.0;
		foreach ( $texts as $text ) {
			$widest = max( $widest, self::text_width( $text, $size ) );
		}
		return $widest;
	}

	/**
	 * The width of a text in Chart.js's font (GLYPHS).
	 *
	 * @param string $text The text.
	 * @param float  $size The font size.
	 */
	private static function text_width( string $text, float $size ): float {
		$width = 0;
		foreach ( mb_str_split( $text, 1, 'UTF-8' ) as $character ) {
			$glyph = 556;
			foreach ( self::GLYPHS as $advance => $characters ) {
				if ( str_contains( $characters, $character ) ) {
					$glyph = $advance;
					break;
				}
			}
			$width += $glyph;
		}
		return $width / 1000 * $size;
	}

	/**
	 * A horizontal position in the canvas as a share of its width (the drawing follows the width).
	 *
	 * @param float $x Position in the canvas on the reference phone.
	 */
	private static function pct( float $x ): string {
		return sprintf( '%.2F%%', $x / self::CHART_WIDTH * 100 );
	}

	/**
	 * A length in pixels for SVG (a decimal point whatever the locale).
	 *
	 * @param float $value Pixels.
	 */
	private static function px( float $value ): string {
		return sprintf( '%.2F', $value );
	}

	/**
	 * A chart's day label (chartText.ts chartDayLabel): an ISO date or the English day label
	 * ('5 May') both give '5 Mei' ('May 5' in English); anything else keeps its text, its English
	 * months in Dutch.
	 *
	 * @param string $value The day as the server sent it.
	 */
	private static function chart_day_label( string $value ): string {
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
	 * A number as the app writes it (format.ts writeNumber): from its shortest decimal form, rounded
	 * half away from zero to at most $max_decimals, at least $min_decimals, a decimal comma in Dutch
	 * (a point in English), thousands grouped when asked ('12.500').
	 *
	 * @param float $value        The number.
	 * @param int   $min_decimals Minimum decimals.
	 * @param int   $max_decimals Maximum decimals.
	 * @param bool  $grouping     Whether to group thousands.
	 */
	private static function write_number( float $value, int $min_decimals, int $max_decimals, bool $grouping ): string {
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
	private static function format_number( float $value, int $min_decimals = 0, int $max_decimals = 1 ): string {
		return self::write_number( is_finite( $value ) ? $value : 0.0, $min_decimals, $max_decimals, false );
	}

	/**
	 * A weight in kg (format.ts formatKg): '72,4 kg'.
	 *
	 * @param float $value        The weight.
	 * @param int   $min_decimals Minimum decimals.
	 */
	private static function format_kg( float $value, int $min_decimals = 0 ): string {
		return self::format_number( $value, $min_decimals, max( 1, $min_decimals ) ) . ' kg';
	}

	/**
	 * A server text with its decimal points as commas, in Dutch (format.ts dutchDecimals).
	 *
	 * @param string $text A value as the server formats it ('72.4 kg').
	 */
	private static function dutch_decimals( string $text ): string {
		return self::is_english() ? $text : (string) preg_replace( '/(\d)\.(\d)/', '$1,$2', $text );
	}

	/**
	 * The number in a change text like '1.25', '-0.4 kg' or '1,5' (statCard.ts parseChange).
	 *
	 * @param mixed $value The change as the server sends it.
	 */
	private static function parse_change( $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return is_finite( (float) $value ) ? (float) $value : null;
		}
		if ( 1 !== preg_match( '/-?\d+(?:[.,]\d+)?/', self::js_string( $value ), $match ) ) {
			return null;
		}
		return (float) str_replace( ',', '.', $match[0] );
	}

	/**
	 * Whether the app speaks English on this page (src/i18n/language.ts isEnglish).
	 */
	private static function is_english(): bool {
		return 'en_US' === Language::current();
	}

	/**
	 * Initials of the member (src/lib/admin/initials.ts): first letters of the first and last
	 * name, else of the first two words of the display name, else of the e-mail address.
	 *
	 * @param array<string, mixed> $me The member.
	 */
	private static function initials( array $me ): string {
		$words = static function ( $text ): array {
			$split = preg_split( '/' . self::JS_SPACE . '+/u', is_string( $text ) ? $text : '' );
			return array_values( array_filter( false === $split ? array() : $split, static fn( string $word ): bool => '' !== $word ) );
		};
		$first = $words( $me['first_name'] ?? null );
		$last  = $words( $me['last_name'] ?? null );
		if ( array() !== $first || array() !== $last ) {
			return self::first_letter( $first[0] ?? '' ) . self::first_letter( $last[0] ?? '' );
		}
		$name = implode( '', array_map( array( self::class, 'first_letter' ), array_slice( $words( $me['display_name'] ?? null ), 0, 2 ) ) );
		if ( '' !== $name ) {
			return $name;
		}
		return self::first_letter( self::js_trim( self::react_text( $me['email'] ?? null ) ) );
	}

	/**
	 * The first letter or digit of a word with its accents, upper case (initials.ts firstLetter).
	 *
	 * @param string $word The word.
	 */
	private static function first_letter( string $word ): string {
		$word = class_exists( Normalizer::class ) ? (string) Normalizer::normalize( $word, Normalizer::FORM_C ) : $word;
		return 1 === preg_match( '/[\p{L}\p{N}]\p{M}*/u', $word, $match ) ? mb_strtoupper( $match[0], 'UTF-8' ) : '';
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
		return trim( (string) preg_replace( '/' . self::JS_SPACE . '+/u', ' ', $text ), ' ' );
	}

	/**
	 * An icon as the app draws it (IconFrame in src/components/icons.tsx): decorative, stroked in
	 * the text colour.
	 *
	 * @param string $name Its name in ICONS.
	 * @param int    $size Width and height in pixels.
	 */
	private static function icon( string $name, int $size ): string {
		return '<svg class="fc-icon" width="' . $size . '" height="' . $size . '" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true">'
			. ( self::ICONS[ $name ] ?? '' )
			. '</svg>';
	}

	/**
	 * Text escaped for HTML as React escapes it: every character shows as it is, an entity typed
	 * in a title too (esc_html() would keep '&amp;' as markup, where the app shows it as typed).
	 *
	 * @param string $text The text.
	 */
	private static function text( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
	}

	/**
	 * A value as React shows it as a child: text and numbers; nothing for anything else.
	 *
	 * @param mixed $value The value.
	 */
	private static function react_text( $value ): string {
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? self::js_string( $value ) : '';
	}

	/**
	 * A JSON array as JavaScript sees one: a PHP list, else null (an object or no array at all).
	 *
	 * @param mixed $value The decoded JSON value.
	 * @return list<mixed>|null
	 */
	private static function js_list( $value ): ?array {
		return is_array( $value ) && array_is_list( $value ) ? $value : null;
	}

	/**
	 * A value as JavaScript's String() writes it.
	 *
	 * @param mixed $value The value.
	 */
	private static function js_string( $value ): string {
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
	private static function js_number( $value ): float {
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
	private static function js_truthy( $value ): bool {
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
	private static function js_round( float $value ): float {
		$floor = floor( $value );
		return $value - $floor >= 0.5 ? $floor + 1 : $floor;
	}

	/**
	 * A text without the whitespace JavaScript's trim() takes off.
	 *
	 * @param string $text The text.
	 */
	private static function js_trim( string $text ): string {
		return (string) preg_replace( '/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/u', '', $text );
	}

	/**
	 * A text as JavaScript's JSON.stringify() writes it.
	 *
	 * @param string $text The text.
	 */
	private static function json_string( string $text ): string {
		return (string) wp_json_encode( $text, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS );
	}

	/**
	 * A list of texts or numbers as JavaScript's JSON.stringify() writes it ('["5 Mei"]', '[72.4]').
	 *
	 * @param list<string>|list<float> $items The items.
	 */
	private static function json_list( array $items ): string {
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
}
