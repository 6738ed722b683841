<?php
/**
 * The coach's dashboard as static HTML, painted before the app's script has run.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use DateTimeImmutable;
use DateTimeZone;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the data of the admin dashboard's calls (already fetched) into the HTML the React app
 * renders for an administrator on /admin at a 390 px wide phone once everything has loaded: the
 * same elements, classes, ids, aria attributes and texts, so the app's own CSS styles it and the
 * app can swap it for its own dashboard without a visible change.
 *
 * Mirrored, file by file:
 * - the frame: Snapshot_Frame (the header's h1 'Admin', the bottom bar with Admin current);
 * - the dashboard: src/routes/admin/Dashboard.tsx;
 * - 'Gebruikers wisselen': src/components/admin/UserSwitcher.tsx closed, as it renders until the
 *   coach presses it (no search field yet: the app renders that only once the panel opens), the
 *   name from src/store/auth.ts activeName() and the initials from src/lib/admin/initials.ts;
 * - the tile: src/components/admin/ActiveUsersTile.tsx;
 * - 'Aandacht nodig': src/routes/admin/AttentionList.tsx with src/data/dashboard/normalize.ts
 *   readAttention() ported (attention_items()), src/components/Avatar.tsx and EmptyState.tsx;
 * - 'Recente Activiteit': src/components/admin/ActivityFeed.tsx with the answer read as
 *   src/data/dashboard/resolvers.ts reads it, src/lib/admin/activity.ts (activity_text()) and
 *   src/lib/admin/dates.ts parseApiDate() and relativeTime() (parse_date(), relative_time());
 * - the icons of src/components/admin/icons.tsx and src/components/icons.tsx.
 *
 * Buttons the app wires ('Toon alle (n)', the switcher's trigger) carry the data-fc-action the
 * app's buttons carry: a tap on one before the app takes over is pressed in the app once it does
 * (src/routes/firstScreen.ts). Texts are React's: escaped as React escapes text (Js_Text::text()).
 *
 * @phpstan-type Attention_Reason array{code: string, text: string}
 * @phpstan-type Attention_Item array{user_id: float, name: string, profile_image: string, reasons: list<Attention_Reason>}
 */
final class Admin_Snapshot {

	/** How many members 'Aandacht nodig' shows before 'Toon alle (n)' (data/dashboard ATTENTION_SHOWN). */
	private const ATTENTION_SHOWN = 10;

	/** One hour in milliseconds (dates.ts HOUR_MS). */
	private const HOUR_MS = 3600000;

	/** One day in milliseconds (dates.ts DAY_MS). */
	private const DAY_MS = 86400000;

	/** The largest time a JavaScript Date holds, in milliseconds either side of 1970. */
	private const MAX_TIME = 8.64e15;

	/**
	 * The drawings of the icons this screen has of its own: src/components/admin/icons.tsx and
	 * CheckCircleIcon of src/components/icons.tsx.
	 *
	 * @var array<string, string>
	 */
	private const ICONS = array(
		'scale'         => '<rect x="3" y="3" width="18" height="18" rx="4"></rect><path d="M8 9a5 5 0 0 1 8 0"></path><path d="M12 9.5 13.5 7"></path>',
		'dumbbell'      => '<path d="M6.5 6.5v11"></path><path d="M17.5 6.5v11"></path><path d="M3.5 9v6"></path><path d="M20.5 9v6"></path><path d="M6.5 12h11"></path>',
		'users'         => '<circle cx="9" cy="8" r="3.5"></circle><path d="M2.5 20a6.5 6.5 0 0 1 13 0"></path><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8"></path><path d="M18 14.2a6.5 6.5 0 0 1 3.5 5.8"></path>',
		'chevron-down'  => '<path d="m6 9 6 6 6-6"></path>',
		'chevron-right' => '<path d="m9 6 6 6-6 6"></path>',
		'check-circle'  => '<circle cx="12" cy="12" r="9"></circle><path d="m8.5 12 2.5 2.5 4.5-5"></path>',
	);

	/**
	 * The coach's dashboard (route 'admin' of the app) as the app renders it once everything has
	 * loaded, inside the wrapper the app replaces.
	 *
	 * @param array<string, mixed> $settings Settings::get() (app_name, logo, header_image, colours, …).
	 * @param array<string, mixed> $me       The data of GET /fitcoach/v1/auth/me (Profile_Presenter::me()).
	 * @param array<string, mixed> $data     The data of the dashboard's calls, keys: 'switch' (GET /user/switch/current),
	 *                                       'stats' (GET /admin/stats), 'attention' (GET /admin/attention),
	 *                                       'activity' (GET /admin/recent-activity?limit=10) — each the REST response's
	 *                                       data (arrays as the JSON would decode with assoc=true), or null when that call failed.
	 * @param DateTimeImmutable    $now      Now, in the site's timezone (the relative times of the feed).
	 * @return string The HTML, or '' when it cannot be complete (a call failed, the member is no administrator or
	 *                views the app as a member, a date the app would read otherwise: then the app renders as today).
	 */
	public static function render( array $settings, array $me, array $data, DateTimeImmutable $now ): string {
		// The route is the administrators' (RequireAdmin sends anyone else Home).
		if ( array() === $me || ! Js_Text::js_truthy( $me['is_admin'] ?? null ) ) {
			return '';
		}
		foreach ( array( 'switch', 'stats', 'attention', 'activity' ) as $call ) {
			if ( ! isset( $data[ $call ] ) || ! is_array( $data[ $call ] ) ) {
				return '';
			}
		}
		// Viewing the app as a member is another screen (auth.ts restoreSwitch()).
		if ( Js_Text::js_truthy( $data['switch']['is_switched'] ?? null ) && Js_Text::js_truthy( $data['switch']['switched_user'] ?? null ) ) {
			return '';
		}
		$now_ms   = (int) $now->format( 'U' ) * 1000 + (int) $now->format( 'v' );
		$activity = self::activity_feed( $data['activity'], $now_ms, $now->getTimezone() );
		if ( null === $activity ) {
			return '';
		}
		$screen = '<div class="fc-page fc-admin fc-admin-dashboard">'
			. '<section class="fc-section fc-admin-dashboard__switcher" aria-labelledby="fc-admin-switch-title">'
			. '<h2 id="fc-admin-switch-title" class="fc-section__title">' . Js_Text::text( __( 'Gebruikers wisselen', 'fitcoach' ) ) . '</h2>'
			. self::user_switcher( $me )
			. '</section>'
			. '<div class="fc-section">' . self::active_users( $data['stats'] ) . '</div>'
			. '<section class="fc-section" aria-labelledby="fc-admin-attention-title">'
			. '<h2 id="fc-admin-attention-title" class="fc-section__title">' . Js_Text::text( __( 'Aandacht nodig', 'fitcoach' ) ) . '</h2>'
			. self::attention( $data['attention'], 'fc-admin-attention-title' )
			. '</section>'
			. '<section class="fc-section" aria-labelledby="fc-admin-activity-title">'
			. '<h2 id="fc-admin-activity-title" class="fc-section__title">' . Js_Text::text( __( 'Recente Activiteit', 'fitcoach' ) ) . '</h2>'
			. $activity
			. '</section>'
			. '</div>';
		// Hidden until it is whole: the check after it shows it (First_Screen::mount()).
		return '<div class="fc-first-screen" data-fc-first-screen="admin" hidden>'
			. Snapshot_Frame::frame( Snapshot_Frame::settings( $settings ), $me, $screen, 'admin' )
			. '</div>';
	}

	/**
	 * The user switcher (UserSwitcher.tsx) closed: the trigger with the coach's initials and name,
	 * and the panel holding only its (empty) status.
	 *
	 * @param array<string, mixed> $me The administrator.
	 */
	private static function user_switcher( array $me ): string {
		return '<div class="fc-user-switcher">'
			. '<button type="button" id="fc-user-switcher-trigger" class="fc-user-switcher__trigger" data-fc-action="open-user-switcher" aria-labelledby="fc-user-switcher-label fc-user-switcher-current" aria-haspopup="listbox" aria-expanded="false">'
			. '<span class="fc-user-switcher__avatar" aria-hidden="true" data-initials="' . Js_Text::text( self::initials( $me ) ) . '"></span>'
			. '<span id="fc-user-switcher-label" class="fc-sr-only">' . Js_Text::text( __( 'Gebruiker wisselen', 'fitcoach' ) ) . '</span>'
			. '<span id="fc-user-switcher-current" class="fc-user-switcher__current">' . Js_Text::text( self::active_name( $me ) ) . '</span>'
			. '<span class="fc-user-switcher__chevron" aria-hidden="true">' . self::icon( 'chevron-down', 18 ) . '</span>'
			. '</button>'
			. '<div id="fc-user-switcher-panel" class="fc-user-switcher__panel">'
			. '<p class="fc-sr-only" role="status" aria-live="polite"></p>'
			. '</div>'
			. '</div>';
	}

	/**
	 * The name of the account the app shows when not switched (auth.ts activeName()): the display
	 * name, else first and last name, else the e-mail address.
	 *
	 * @param array<string, mixed> $me The administrator.
	 */
	private static function active_name( array $me ): string {
		$display = $me['display_name'] ?? null;
		if ( Js_Text::js_truthy( $display ) ) {
			return Js_Text::react_text( $display );
		}
		$names = array_filter( array( $me['first_name'] ?? null, $me['last_name'] ?? null ), array( Js_Text::class, 'js_truthy' ) );
		$name  = implode( ' ', array_map( array( Js_Text::class, 'js_string' ), $names ) );
		return '' !== $name ? $name : Js_Text::react_text( $me['email'] ?? null );
	}

	/**
	 * The tile with the number of active users and the link to the users (ActiveUsersTile.tsx).
	 *
	 * @param array<mixed> $stats The data of GET /admin/stats.
	 */
	private static function active_users( array $stats ): string {
		// Number( active_users ) || 0.
		$count = array_key_exists( 'active_users', $stats ) ? self::js_number( $stats['active_users'] ) : NAN;
		$count = is_nan( $count ) || 0.0 === $count ? 0.0 : $count;
		return '<section class="fc-card fc-admin-tile" aria-labelledby="fc-admin-tile-title">'
			. '<div class="fc-admin-tile__head">'
			. '<span class="fc-admin-tile__icon" aria-hidden="true">' . self::icon( 'users', 22 ) . '</span>'
			. '<h2 id="fc-admin-tile-title" class="fc-admin-tile__title">' . Js_Text::text( __( 'Actieve gebruikers', 'fitcoach' ) ) . '</h2>'
			. '</div>'
			. '<p class="fc-admin-tile__value" aria-live="polite">' . Js_Text::text( Js_Text::js_string( $count ) ) . '</p>'
			. '<a class="fc-admin-tile__link" href="' . esc_url( App_Address::url( 'admin/users' ) ) . '">'
			. '<span>' . Js_Text::text( __( 'Beheer gebruikers', 'fitcoach' ) ) . '</span>'
			. self::icon( 'chevron-right', 18 )
			. '</a>'
			. '</section>';
	}

	/**
	 * 'Aandacht nodig' (AttentionList.tsx): ten members at most with 'Toon alle (n)' under them,
	 * or 'Iedereen is op schema'.
	 *
	 * @param array<mixed> $attention   The data of GET /admin/attention.
	 * @param string       $labelled_by The id of the section's heading.
	 */
	private static function attention( array $attention, string $labelled_by ): string {
		$items = self::attention_items( $attention );
		if ( array() === $items ) {
			return '<div class="fc-empty"><span class="fc-empty__icon">' . self::icon( 'check-circle', 28 ) . '</span>'
				. '<p class="fc-empty__text">' . Js_Text::text( __( 'Iedereen is op schema', 'fitcoach' ) ) . '</p></div>';
		}
		$more = count( $items ) > self::ATTENTION_SHOWN;
		$rows = '';
		foreach ( $more ? array_slice( $items, 0, self::ATTENTION_SHOWN ) : $items as $item ) {
			$rows .= self::attention_row( $item );
		}
		$html = '<ul id="fc-attention-list" class="fc-card fc-attention" aria-labelledby="' . Js_Text::text( $labelled_by ) . '">' . $rows . '</ul>';
		if ( $more ) {
			$html .= '<button type="button" class="fc-button fc-button--ghost fc-attention__toggle" data-fc-action="toggle-attention" aria-expanded="false" aria-controls="fc-attention-list">'
				. Js_Text::text(
					sprintf(
						/* translators: %d: number of members who need attention. */
						__( 'Toon alle (%d)', 'fitcoach' ),
						count( $items )
					)
				)
				. '</button>';
		}
		return $html;
	}

	/**
	 * A member who needs attention (AttentionList.tsx AttentionRow): a link to her detail with her
	 * picture, her name and the server's reasons.
	 *
	 * @param array<string, mixed> $item A member (attention_items()).
	 * @phpstan-param Attention_Item $item
	 */
	private static function attention_row( array $item ): string {
		$reasons = '';
		foreach ( $item['reasons'] as $index => $reason ) {
			// Read as 'name: reason; reason'; the visible text stays the name.
			$reasons .= '<span class="fc-attention__reason"><span class="fc-sr-only">' . ( 0 === $index ? ': ' : '; ' ) . '</span>'
				. Js_Text::text( $reason['text'] ) . '</span>';
		}
		return '<li class="fc-attention__item">'
			. '<a class="fc-attention__link" href="' . esc_url( App_Address::url( 'admin/users/' . Js_Text::js_string( $item['user_id'] ) ) ) . '">'
			. '<span class="fc-attention__avatar">' . self::avatar( $item['profile_image'], $item['name'], 44 ) . '</span>'
			. '<span class="fc-attention__main"><span class="fc-attention__name">' . Js_Text::text( $item['name'] ) . '</span>' . $reasons . '</span>'
			. '<span class="fc-attention__chevron" aria-hidden="true">' . self::icon( 'chevron-right', 18 ) . '</span>'
			. '</a></li>';
	}

	/**
	 * The members of GET /admin/attention as the app reads them (normalize.ts readAttention()):
	 * members without a positive whole id or without a reason with text are left out; a reason's
	 * text trimmed; texts that are no strings read as ''.
	 *
	 * @param array<mixed> $attention The data of GET /admin/attention.
	 * @return list<array<string, mixed>>
	 * @phpstan-return list<Attention_Item>
	 */
	public static function attention_items( array $attention ): array {
		$text  = static fn( $value ): string => is_string( $value ) ? $value : '';
		$items = array();
		foreach ( Js_Text::js_list( $attention['items'] ?? null ) ?? array() as $value ) {
			if ( ! is_array( $value ) ) {
				continue;
			}
			$reasons = array();
			foreach ( Js_Text::js_list( $value['reasons'] ?? null ) ?? array() as $reason ) {
				$said = is_array( $reason ) ? Js_Text::js_trim( $text( $reason['text'] ?? null ) ) : '';
				if ( '' !== $said ) {
					$reasons[] = array(
						'code' => $text( $reason['code'] ?? null ),
						'text' => $said,
					);
				}
			}
			$id = array_key_exists( 'user_id', $value ) ? self::js_number( $value['user_id'] ) : NAN;
			if ( ! is_finite( $id ) || floor( $id ) !== $id || $id <= 0 || array() === $reasons ) {
				continue;
			}
			$items[] = array(
				'user_id'       => $id,
				'name'          => $text( $value['name'] ?? null ),
				'profile_image' => $text( $value['profile_image'] ?? null ),
				'reasons'       => $reasons,
			);
		}
		return $items;
	}

	/**
	 * A picture that is no control (Avatar.tsx without alternative text): the image, else the
	 * initials of the name as text, else a person icon; decorative.
	 *
	 * @param string $image The picture's address, or ''.
	 * @param string $name  The name.
	 * @param int    $size  The diameter in pixels.
	 */
	private static function avatar( string $image, string $name, int $size ): string {
		$style = ' style="width:' . $size . 'px;height:' . $size . 'px;font-size:' . (int) Js_Text::js_round( $size * 0.4 ) . 'px"';
		if ( '' !== $image ) {
			return '<span class="fc-avatar"' . $style . '><img class="fc-avatar__image" src="' . esc_url( $image ) . '" alt=""></span>';
		}
		$initials = self::initials( array( 'display_name' => $name ) );
		if ( '' !== $initials ) {
			return '<span class="fc-avatar fc-avatar--initials"' . $style . ' aria-hidden="true">' . Js_Text::text( $initials ) . '</span>';
		}
		return '<span class="fc-avatar fc-avatar--icon"' . $style . ' aria-hidden="true">' . Snapshot_Frame::icon( 'user', (int) Js_Text::js_round( $size * 0.55 ) ) . '</span>';
	}

	/**
	 * 'Recente Activiteit' (ActivityFeed.tsx): the measurements (blue) and finished workouts
	 * (green) with their relative times, or 'Geen recente activiteit'.
	 *
	 * @param array<mixed> $activity The data of GET /admin/recent-activity.
	 * @param int          $now_ms   Now, in milliseconds since 1970 (the app's Date.now()).
	 * @param DateTimeZone $zone     The zone a date without one is read in (the phone's, taken to be the site's).
	 * @return string|null The feed, or null when the app would not show it (an item it fails on, a
	 *                     date the app may read otherwise).
	 */
	private static function activity_feed( array $activity, int $now_ms, DateTimeZone $zone ): ?string {
		// The answer is the list, or a list under 'data' (resolvers.ts fetchActivity()).
		$items = Js_Text::js_list( $activity ) ?? Js_Text::js_list( $activity['data'] ?? null ) ?? array();
		$rows  = '';
		foreach ( $items as $item ) {
			if ( null === $item ) {
				// The app reads item.type of it and fails.
				return null;
			}
			$text = is_array( $item ) ? self::activity_text( $item ) : null;
			if ( ! is_array( $item ) || null === $text ) {
				continue;
			}
			$date = self::parse_date( $item['date'] ?? null, $zone );
			if ( false === $date ) {
				return null;
			}
			$tone  = 'measurement' === $item['type'] ? 'blue' : 'green';
			$time  = null === $date ? '' : '<time class="fc-activity__time" datetime="' . self::iso_string( $date ) . '">' . Js_Text::text( self::relative_time( $date, $now_ms ) ) . '</time>';
			$rows .= '<li class="fc-activity__item fc-activity__item--' . $tone . '">'
				. '<span class="fc-activity__icon fc-activity__icon--' . $tone . '" aria-hidden="true">' . self::icon( 'blue' === $tone ? 'scale' : 'dumbbell', 18 ) . '</span>'
				. '<div class="fc-activity__body"><p class="fc-activity__text">' . Js_Text::text( $text ) . '</p>' . $time . '</div>'
				. '</li>';
		}
		if ( '' === $rows ) {
			return '<div class="fc-card fc-activity fc-activity--status"><p class="fc-activity__empty">' . Js_Text::text( __( 'Geen recente activiteit', 'fitcoach' ) ) . '</p></div>';
		}
		return '<div class="fc-card fc-activity"><ol class="fc-activity__timeline">' . $rows . '</ol></div>';
	}

	/**
	 * The sentence of an activity item (activity.ts activityText()), or null for a type the feed
	 * does not show.
	 *
	 * @param array<mixed> $item An item of GET /admin/recent-activity.
	 */
	public static function activity_text( array $item ): ?string {
		$type = $item['type'] ?? null;
		if ( 'measurement' === $type ) {
			return self::js_sprintf(
				/* translators: 1: user name, 2: weight in kg. */
				__( '%1$s heeft een nieuwe meting toegevoegd (%2$skg)', 'fitcoach' ),
				array( $item['user_name'] ?? null, self::weight_text( $item ) )
			);
		}
		if ( 'workout_session' === $type ) {
			return self::js_sprintf(
				/* translators: 1: user name, 2: workout name. */
				__( '%1$s heeft de workout "%2$s" voltooid', 'fitcoach' ),
				array( $item['user_name'] ?? null, $item['workout_name'] ?? '' )
			);
		}
		return null;
	}

	/**
	 * A measurement's weight as the feed writes it (activity.ts weightText()): the number as
	 * JavaScript writes it ('72.5', '80'), else the value as sent; '' without one.
	 *
	 * @param array<mixed> $item An item of GET /admin/recent-activity.
	 */
	private static function weight_text( array $item ): string {
		$weight = $item['weight'] ?? null;
		if ( null === $weight || '' === $weight ) {
			return '';
		}
		$value = self::js_number( $weight );
		return is_finite( $value ) ? Js_Text::js_string( $value ) : Js_Text::js_string( $weight );
	}

	/**
	 * A relative time of the feed (dates.ts relativeTime()): 'Nu' under one hour, '{n} uur
	 * geleden' under 24 hours, else '{n} dag(en) geleden', hours and days rounded down; a date in
	 * the future counts as now.
	 *
	 * @param float $time   The item's time, in milliseconds since 1970.
	 * @param int   $now_ms Now, in milliseconds since 1970.
	 */
	public static function relative_time( float $time, int $now_ms ): string {
		$elapsed = max( 0.0, $now_ms - $time );
		if ( $elapsed < self::HOUR_MS ) {
			return __( 'Nu', 'fitcoach' );
		}
		if ( $elapsed < self::DAY_MS ) {
			/* translators: %d: number of hours. */
			return sprintf( __( '%d uur geleden', 'fitcoach' ), (int) floor( $elapsed / self::HOUR_MS ) );
		}
		$days = (int) floor( $elapsed / self::DAY_MS );
		return sprintf(
			/* translators: %d: number of days. */
			_n( '%d dag geleden', '%d dagen geleden', $days, 'fitcoach' ),
			$days
		);
	}

	/**
	 * A date as the app reads it (dates.ts parseApiDate()), in milliseconds since 1970.
	 *
	 * A date or date-time without a zone ('2024-03-05', '2024-03-05 10:00') is local time: the
	 * phone's, taken to be the site's ($zone), its fields rolling over as JavaScript's Date rolls
	 * them. Otherwise only the standard format of ECMAScript's Date is read ('2024-03-05T09:00:00+01:00',
	 * '…Z', '2024'), which every browser reads alike; for any other text the browsers differ.
	 *
	 * @param mixed        $value The date as sent.
	 * @param DateTimeZone $zone  The zone of a date without one.
	 * @return float|false|null The time; null when the app reads no date (nothing, an invalid one: no
	 *                          time shown); false when the app may read it otherwise or fails on it.
	 */
	public static function parse_date( $value, DateTimeZone $zone ) {
		if ( null === $value || '' === $value ) {
			return null;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			$time = (float) $value;
			return is_finite( $time ) && abs( $time ) <= self::MAX_TIME ? ( $time < 0 ? ceil( $time ) : floor( $time ) ) + 0.0 : null;
		}
		if ( ! is_string( $value ) ) {
			// value.trim() is no function of it: the app fails.
			return false;
		}
		$text = Js_Text::js_trim( $value );
		if ( '' === $text ) {
			return null;
		}
		if ( 1 === preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/D', $text, $local ) ) {
			$year = (int) $local[1];
			// new Date( y, … ) takes the years 0–99 as 1900–1999.
			$year = $year <= 99 ? 1900 + $year : $year;
			$wall = ( self::days_from_civil( $year, 1, 1 ) * self::DAY_MS )
				+ self::months_ms( $year, (int) $local[2] - 1 )
				+ ( (int) $local[3] - 1 ) * self::DAY_MS
				+ (int) ( $local[4] ?? 0 ) * self::HOUR_MS
				+ (int) ( $local[5] ?? 0 ) * 60000
				+ (int) ( $local[6] ?? 0 ) * 1000;
			return self::local_time( $wall, $zone );
		}
		$iso = '/^(?:([+-]\d{6})|(\d{4}))(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{3}))?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/D';
		if ( 1 !== preg_match( $iso, $text, $match, PREG_UNMATCHED_AS_NULL ) ) {
			return false;
		}
		$year = (int) ( $match[1] ?? $match[2] );
		if ( '-000000' === $match[1] ) {
			return null;
		}
		$month  = (int) ( $match[3] ?? 1 );
		$day    = (int) ( $match[4] ?? 1 );
		$hour   = (int) ( $match[5] ?? 0 );
		$minute = (int) ( $match[6] ?? 0 );
		$second = (int) ( $match[7] ?? 0 );
		$zoned  = $match[9] ?? null;
		// Out of range the browsers differ (some roll over, some refuse): not drawn.
		if ( $month < 1 || $month > 12 || $day < 1 || $day > self::days_in_month( $year, $month ) || $hour > 23 || $minute > 59 || $second > 59 ) {
			return false;
		}
		$wall = self::days_from_civil( $year, $month, $day ) * self::DAY_MS + $hour * self::HOUR_MS + $minute * 60000 + $second * 1000 + (int) ( $match[8] ?? 0 );
		if ( null === $zoned && null !== $match[5] ) {
			// A date-time without a zone is local time.
			return self::local_time( $wall, $zone );
		}
		$offset = 0;
		if ( null !== $zoned && 'Z' !== $zoned ) {
			$hours   = (int) substr( $zoned, 1, 2 );
			$minutes = (int) substr( $zoned, 4, 2 );
			if ( $hours > 23 || $minutes > 59 ) {
				return false;
			}
			$offset = ( '-' === $zoned[0] ? -1 : 1 ) * ( $hours * self::HOUR_MS + $minutes * 60000 );
		}
		$time = (float) ( $wall - $offset );
		return abs( $time ) <= self::MAX_TIME ? $time : null;
	}

	/**
	 * The milliseconds of the first $months months from January of a year (any number of months,
	 * rolling into the next years as JavaScript's Date does).
	 *
	 * @param int $year   The year.
	 * @param int $months Whole months (-1 is the December before).
	 */
	private static function months_ms( int $year, int $months ): int {
		$to_month = self::floor_mod( $months, 12 );
		$to_year  = $year + intdiv( $months - $to_month, 12 );
		++$to_month;
		return ( self::days_from_civil( $to_year, $to_month, 1 ) - self::days_from_civil( $year, 1, 1 ) ) * self::DAY_MS;
	}

	/**
	 * The time of a wall-clock time in a zone (JavaScript's reading of local time: in a gap the
	 * offset before it, of a repeated hour the first).
	 *
	 * @param int          $wall The wall-clock time, in milliseconds since 1970 as if it were UTC.
	 * @param DateTimeZone $zone The zone.
	 * @return float|null The time, or null beyond what a Date holds.
	 */
	private static function local_time( int $wall, DateTimeZone $zone ): ?float {
		if ( abs( $wall ) > self::MAX_TIME + self::DAY_MS ) {
			return null;
		}
		// The offsets a day before and a day after: the wall-clock time is read with each, and
		// counts where the zone has that offset at that moment.
		$before = self::offset_ms( $zone, $wall - self::DAY_MS );
		$after  = self::offset_ms( $zone, $wall + self::DAY_MS );
		$found  = array();
		foreach ( array( $before, $after ) as $offset ) {
			if ( self::offset_ms( $zone, $wall - $offset ) === $offset ) {
				$found[] = $wall - $offset;
			}
		}
		// A repeated hour is read as its first; a skipped one with the offset before the gap.
		$time = (float) ( array() !== $found ? min( $found ) : $wall - $before );
		return abs( $time ) <= self::MAX_TIME ? $time : null;
	}

	/**
	 * The offset of a zone from UTC at a moment, in milliseconds.
	 *
	 * @param DateTimeZone $zone The zone.
	 * @param int          $time The moment, in milliseconds since 1970.
	 */
	private static function offset_ms( DateTimeZone $zone, int $time ): int {
		$seconds = intdiv( $time - self::floor_mod( $time, 1000 ), 1000 );
		return $zone->getOffset( new DateTimeImmutable( '@' . $seconds ) ) * 1000;
	}

	/**
	 * A time as JavaScript's Date#toISOString() writes it: '2024-03-05T09:00:00.000Z', a year
	 * beyond 0–9999 with its sign and six digits.
	 *
	 * @param float $time Milliseconds since 1970.
	 */
	public static function iso_string( float $time ): string {
		$ms    = (int) $time;
		$rest  = self::floor_mod( $ms, self::DAY_MS );
		$civil = self::civil_from_days( intdiv( $ms - $rest, self::DAY_MS ) );
		$year  = $civil[0];
		if ( $year >= 0 && $year <= 9999 ) {
			$year_text = sprintf( '%04d', $year );
		} else {
			$year_text = ( $year < 0 ? '-' : '+' ) . sprintf( '%06d', abs( $year ) );
		}
		return sprintf(
			'%s-%02d-%02dT%02d:%02d:%02d.%03dZ',
			$year_text,
			$civil[1],
			$civil[2],
			intdiv( $rest, self::HOUR_MS ),
			intdiv( $rest % self::HOUR_MS, 60000 ),
			intdiv( $rest % 60000, 1000 ),
			$rest % 1000
		);
	}

	/**
	 * Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
	 *
	 * @param int $year  The year (0 is 1 BC).
	 * @param int $month 1–12.
	 * @param int $day   1–31.
	 */
	private static function days_from_civil( int $year, int $month, int $day ): int {
		$year -= $month <= 2 ? 1 : 0;
		$era   = intdiv( $year >= 0 ? $year : $year - 399, 400 );
		$yoe   = $year - $era * 400;
		$doy   = intdiv( 153 * ( $month + ( $month > 2 ? -3 : 9 ) ) + 2, 5 ) + $day - 1;
		$doe   = $yoe * 365 + intdiv( $yoe, 4 ) - intdiv( $yoe, 100 ) + $doy;
		return $era * 146097 + $doe - 719468;
	}

	/**
	 * The date of a day counted from 1970-01-01 (days_from_civil() reversed).
	 *
	 * @param int $days Days since 1970-01-01.
	 * @return array{int, int, int} Year, month, day.
	 */
	private static function civil_from_days( int $days ): array {
		$days += 719468;
		$era   = intdiv( $days >= 0 ? $days : $days - 146096, 146097 );
		$doe   = $days - $era * 146097;
		$yoe   = intdiv( $doe - intdiv( $doe, 1460 ) + intdiv( $doe, 36524 ) - intdiv( $doe, 146096 ), 365 );
		$doy   = $doe - ( 365 * $yoe + intdiv( $yoe, 4 ) - intdiv( $yoe, 100 ) );
		$mp    = intdiv( 5 * $doy + 2, 153 );
		$day   = $doy - intdiv( 153 * $mp + 2, 5 ) + 1;
		$month = $mp < 10 ? $mp + 3 : $mp - 9;
		return array( $yoe + $era * 400 + ( $month <= 2 ? 1 : 0 ), $month, $day );
	}

	/**
	 * The days of a month.
	 *
	 * @param int $year  The year.
	 * @param int $month 1–12.
	 */
	private static function days_in_month( int $year, int $month ): int {
		return 12 === $month ? 31 : self::days_from_civil( $year, $month + 1, 1 ) - self::days_from_civil( $year, $month, 1 );
	}

	/**
	 * The remainder of a division rounded down (never negative for a positive divisor).
	 *
	 * @param int $value   The dividend.
	 * @param int $divisor The divisor, positive.
	 */
	private static function floor_mod( int $value, int $divisor ): int {
		$rest = $value % $divisor;
		return $rest < 0 ? $rest + $divisor : $rest;
	}

	/**
	 * A value as JavaScript's Number() reads it: Js_Text::js_number() and also the hexadecimal,
	 * octal and binary literals and arrays (by their text).
	 *
	 * @param mixed $value The value.
	 */
	private static function js_number( $value ): float {
		if ( is_array( $value ) ) {
			if ( ! array_is_list( $value ) ) {
				return NAN;
			}
			$value = Js_Text::js_string( $value );
		}
		if ( is_string( $value ) && 1 === preg_match( '/^0([xob])([0-9a-f]+)$/Di', Js_Text::js_trim( $value ), $match ) ) {
			$base   = array(
				'x' => 16,
				'o' => 8,
				'b' => 2,
			)[ strtolower( $match[1] ) ];
			$digits = strtolower( $match[2] );
			$number = 0.0;
			for ( $index = 0, $length = strlen( $digits ); $index < $length; $index++ ) {
				$digit = (int) hexdec( $digits[ $index ] );
				if ( $digit >= $base ) {
					return NAN;
				}
				$number = $number * $base + $digit;
			}
			return $number;
		}
		return Js_Text::js_number( $value );
	}

	/**
	 * A text filled in as the app's sprintf() of @wordpress/i18n fills it in (@tannin/sprintf):
	 * '%s' and '%1$s' take the value as JavaScript's String() writes it, nothing for null; an
	 * array as the first value stands for all the values.
	 *
	 * @param string       $format The (translated) text with its placeholders.
	 * @param array<mixed> $args   The values.
	 */
	private static function js_sprintf( string $format, array $args ): string {
		if ( isset( $args[0] ) && is_array( $args[0] ) && array_is_list( $args[0] ) ) {
			$args = $args[0];
		}
		$next = 0;
		return (string) preg_replace_callback(
			'/%(((\d+)\$)|(\(([$_a-zA-Z][$_a-zA-Z0-9]*)\)))?[ +0#-]*\d*(\.(\d+|\*))?(ll|[lhqL])?([cduxXefgsp%])/',
			static function ( array $placeholder ) use ( $args, &$next ): string {
				$type = $placeholder[9];
				if ( '%' === $type ) {
					return '%';
				}
				$precision = '' !== $placeholder[7] ? $placeholder[7] : null;
				if ( '*' === $precision ) {
					$precision = Js_Text::js_string( $args[ $next ] ?? null );
					++$next;
				}
				$value = null;
				if ( '' === $placeholder[5] ) {
					$index = '' !== $placeholder[3] ? (int) $placeholder[3] : $next + 1;
					++$next;
					$value = $args[ $index - 1 ] ?? null;
				} elseif ( isset( $args[0] ) && is_array( $args[0] ) && array_key_exists( $placeholder[5], $args[0] ) ) {
					$value = $args[0][ $placeholder[5] ];
				}
				if ( 'd' === $type ) {
					$value = 1 === preg_match( '/^' . Js_Text::JS_SPACE . '*([+-]?\d+)/u', Js_Text::js_string( $value ), $whole ) ? (int) $whole[1] : 0;
				}
				if ( null === $value ) {
					return '';
				}
				$text = Js_Text::js_string( $value );
				return 's' === $type && null !== $precision ? mb_substr( $text, 0, (int) $precision ) : $text;
			},
			$format
		);
	}

	/**
	 * Initials of a person (src/lib/admin/initials.ts initials()): the first letters of the first
	 * and the last name; else of the first two words of the name or display name; else the first
	 * letter of the login name or the e-mail address.
	 *
	 * @param array<string, mixed> $person The names (first_name, last_name, name, display_name, username, email).
	 */
	private static function initials( array $person ): string {
		$first = self::words( $person['first_name'] ?? null );
		$last  = self::words( $person['last_name'] ?? null );
		if ( array() !== $first || array() !== $last ) {
			return self::first_letter( $first[0] ?? '' ) . self::first_letter( $last[0] ?? '' );
		}
		$words = self::words( $person['name'] ?? null );
		$words = array() !== $words ? $words : self::words( $person['display_name'] ?? null );
		$name  = implode( '', array_map( array( self::class, 'first_letter' ), array_slice( $words, 0, 2 ) ) );
		if ( '' !== $name ) {
			return $name;
		}
		$login = self::first_letter( Js_Text::js_trim( is_string( $person['username'] ?? null ) ? $person['username'] : '' ) );
		return '' !== $login ? $login : self::first_letter( Js_Text::js_trim( is_string( $person['email'] ?? null ) ? $person['email'] : '' ) );
	}

	/**
	 * The words of a name (initials.ts wordsOf()), without extra spaces (also non-breaking ones).
	 *
	 * @param mixed $text The name.
	 * @return list<string>
	 */
	private static function words( $text ): array {
		$split = preg_split( '/' . Js_Text::JS_SPACE . '+/u', is_string( $text ) ? $text : '' );
		return array_values( array_filter( false === $split ? array() : $split, static fn( string $word ): bool => '' !== $word ) );
	}

	/**
	 * The first letter or digit of a word with its accents, upper case (initials.ts firstLetter()).
	 *
	 * @param string $word The word.
	 */
	private static function first_letter( string $word ): string {
		$word = class_exists( \Normalizer::class ) ? (string) \Normalizer::normalize( $word, \Normalizer::FORM_C ) : $word;
		return 1 === preg_match( '/[\p{L}\p{N}]\p{M}*/u', $word, $match ) ? mb_strtoupper( $match[0], 'UTF-8' ) : '';
	}

	/**
	 * An icon of this screen (ICONS) as the app draws it.
	 *
	 * @param string $name Its name in ICONS.
	 * @param int    $size Width and height in pixels.
	 */
	private static function icon( string $name, int $size ): string {
		return Snapshot_Frame::svg_icon( self::ICONS[ $name ], $size );
	}
}
