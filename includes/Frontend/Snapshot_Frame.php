<?php
/**
 * The frame around a screen the server draws: header, bottom bar, icons.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use FitCoach\Settings;
use Normalizer;

defined( 'ABSPATH' ) || exit;

/**
 * What every screen the server draws for the first paint (First_Screen) shares, as the app renders
 * it: the frame of src/components/AppFrame.tsx with Header.tsx, Avatar.tsx and BottomBar.tsx, the
 * settings as the app reads them, and the icons of src/components/icons.tsx and
 * src/components/member/icons.tsx.
 *
 * @phpstan-type Shown array{logo: string, app_name: string, header_image: string}
 */
final class Snapshot_Frame {

	/**
	 * The drawings of the icons, by name: src/components/icons.tsx (24 px unless given) and, from
	 * 'play' on, src/components/member/icons.tsx.
	 *
	 * @var array<string, string>
	 */
	public const ICONS = array(
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
	 * The drawn routes whose screen has its own h1 (the route's ownHeading): the header's label is
	 * plain text there.
	 *
	 * @var list<string>
	 */
	private const OWN_HEADING = array( 'metingen' );

	/**
	 * The settings the app shows (src/data/settings/normalize.ts): texts only, the app name trimmed
	 * and never empty.
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 * @return Shown
	 */
	public static function settings( array $settings ): array {
		$defaults = Settings::defaults();
		$text     = static function ( string $key ) use ( $settings, $defaults ): string {
			$value = $settings[ $key ] ?? null;
			$value = is_string( $value ) ? $value : ( $defaults[ $key ] ?? '' );
			return is_string( $value ) ? $value : '';
		};
		$name     = Js_Text::js_trim( $text( 'app_name' ) );
		return array(
			'logo'         => $text( 'logo' ),
			'app_name'     => '' !== $name ? $name : (string) $defaults['app_name'],
			'header_image' => $text( 'header_image' ),
		);
	}

	/**
	 * The frame of a logged-in screen (AppFrame.tsx) around a screen: the skip link, the header,
	 * main#fc-main and the bottom bar (the switch, offline and conflict banners render nothing for
	 * an online member who is not switched; nothing waits in the outbox).
	 *
	 * @param array<string, string> $settings The settings shown (settings()).
	 * @param array<string, mixed>  $me       The member (GET /auth/me).
	 * @param string                $main     The screen.
	 * @param string                $route    The screen's route: '' (Home), 'metingen', 'training' or 'admin'.
	 * @phpstan-param Shown $settings
	 */
	public static function frame( array $settings, array $me, string $main, string $route = '' ): string {
		return '<div class="fc-app">'
			. '<a class="fc-skip-link" href="#fc-main">' . Js_Text::text( __( 'Naar de inhoud', 'fitcoach' ) ) . '</a>'
			. self::header( $settings, $me, $route )
			. '<main id="fc-main" tabindex="-1" class="fc-app__main">' . $main . '</main>'
			. self::bottom_bar( Js_Text::js_truthy( $me['is_admin'] ?? null ), $route )
			. '</div>';
	}

	/**
	 * The header (Header.tsx): on Home the logo or the app name, elsewhere the screen's label (its
	 * h1, or plain text where the screen has its own heading: the route's ownHeading); then the
	 * profile link.
	 *
	 * @param array<string, string> $settings The settings shown.
	 * @param array<string, mixed>  $me       The member.
	 * @param string                $route    The screen's route.
	 * @phpstan-param Shown $settings
	 */
	private static function header( array $settings, array $me, string $route ): string {
		if ( '' === $route ) {
			$brand = '' !== $settings['logo']
				? '<img class="fc-header__logo" src="' . esc_url( $settings['logo'] ) . '" alt="' . Js_Text::text( $settings['app_name'] ) . '">'
				: '<span>' . Js_Text::text( $settings['app_name'] ) . '</span>';
			$title = '<div class="fc-header__brand">' . $brand . '</div>';
		} else {
			// The route's label (src/routes/index.tsx labels).
			switch ( $route ) {
				case 'metingen':
					$label = __( 'Metingen', 'fitcoach' );
					break;
				case 'training':
					$label = __( 'Training', 'fitcoach' );
					break;
				case 'admin':
					$label = __( 'Admin', 'fitcoach' );
					break;
				default:
					$label = $settings['app_name'];
			}
			$tag   = in_array( $route, self::OWN_HEADING, true ) ? 'p' : 'h1';
			$title = '<' . $tag . ' class="fc-header__title">' . Js_Text::text( $label ) . '</' . $tag . '>';
		}
		return '<header class="fc-header" data-fc-toasts-below=""><div class="fc-header__inner">'
			. $title
			. '<a class="fc-header__profile" aria-label="' . Js_Text::text( __( 'Ga naar profiel', 'fitcoach' ) ) . '" href="' . esc_url( App_Address::url( 'profile' ) ) . '">'
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
		$image    = Js_Text::react_text( $me['profile_image'] ?? null );
		$initials = self::initials( $me );
		if ( '' !== $image ) {
			return '<span class="fc-avatar"' . $style . '><img class="fc-avatar__image" src="' . esc_url( $image ) . '" alt=""></span>';
		}
		if ( '' !== $initials ) {
			return '<span class="fc-avatar fc-avatar--initials"' . $style . ' data-initials="' . Js_Text::text( $initials ) . '" aria-hidden="true"></span>';
		}
		return '<span class="fc-avatar fc-avatar--icon"' . $style . ' aria-hidden="true">' . self::icon( 'user', 20 ) . '</span>';
	}

	/**
	 * The bottom bar (BottomBar.tsx) with the screen's item current; Admin instead of Meer for
	 * administrators.
	 *
	 * @param bool   $is_admin Whether the member administers the app.
	 * @param string $route    The screen's route.
	 */
	private static function bottom_bar( bool $is_admin, string $route ): string {
		$items = array(
			array( '', __( 'Home', 'fitcoach' ), 'home' ),
			array( 'metingen', __( 'Metingen', 'fitcoach' ), 'chart' ),
			array( 'training', __( 'Training', 'fitcoach' ), 'dumbbell' ),
			$is_admin ? array( 'admin', __( 'Admin', 'fitcoach' ), 'shield' ) : array( 'meer', __( 'Meer', 'fitcoach' ), 'grid' ),
		);
		$list  = '';
		foreach ( $items as $item ) {
			list( $to, $label, $icon ) = $item;
			// The router's NavLink adds 'active' and aria-current to the current item.
			$current = $route === $to ? ' aria-current="page"' : '';
			$class   = $route === $to ? 'fc-bottombar__item is-active active' : 'fc-bottombar__item';
			$list   .= '<li><a' . $current . ' class="' . $class . '" href="' . esc_url( App_Address::url( $to ) ) . '">'
				. '<span class="fc-bottombar__icon">' . self::icon( $icon, 24 ) . '</span>'
				. '<span class="fc-bottombar__label">' . Js_Text::text( $label ) . '</span>'
				. '</a></li>';
		}
		return '<nav class="fc-bottombar" aria-label="' . Js_Text::text( __( 'Hoofdmenu', 'fitcoach' ) ) . '"><ul class="fc-bottombar__list">' . $list . '</ul></nav>';
	}

	/**
	 * Initials of the member (src/lib/admin/initials.ts): first letters of the first and last
	 * name, else of the first two words of the display name, else of the e-mail address.
	 *
	 * @param array<string, mixed> $me The member.
	 */
	private static function initials( array $me ): string {
		$words = static function ( $text ): array {
			$split = preg_split( '/' . Js_Text::JS_SPACE . '+/u', is_string( $text ) ? $text : '' );
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
		return self::first_letter( Js_Text::js_trim( Js_Text::react_text( $me['email'] ?? null ) ) );
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
	 * The rows of a list, each drawn by $row, or null when one of them cannot be (an item that is
	 * no object, or one $row gives up on): then the drawing steps aside for the app.
	 *
	 * @param array<mixed>                                 $items The list's items.
	 * @param callable(array<mixed, mixed>): (string|null) $row   Draws one item.
	 */
	public static function rows( array $items, callable $row ): ?string {
		$rows = '';
		foreach ( $items as $item ) {
			$drawn = is_array( $item ) ? $row( $item ) : null;
			if ( null === $drawn ) {
				return null;
			}
			$rows .= $drawn;
		}
		return $rows;
	}

	/**
	 * An icon as the app draws it (IconFrame in src/components/icons.tsx): decorative, stroked in
	 * the text colour.
	 *
	 * @param string $name Its name in ICONS.
	 * @param int    $size Width and height in pixels.
	 */
	public static function icon( string $name, int $size ): string {
		return self::svg_icon( self::ICONS[ $name ] ?? '', $size );
	}

	/**
	 * An icon of a screen's own (its drawing given), drawn as icon() draws one.
	 *
	 * @param string $drawing The svg's content: trusted markup of the plugin's, never data.
	 * @param int    $size    Width and height in pixels.
	 */
	public static function svg_icon( string $drawing, int $size ): string {
		return '<svg class="fc-icon" width="' . $size . '" height="' . $size . '" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true">'
			. $drawing
			. '</svg>';
	}
}
