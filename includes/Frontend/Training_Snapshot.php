<?php
/**
 * The member's Training screen as static HTML, painted before the app's script has run.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the data of the Training screen's calls (already fetched) into the HTML the React app
 * renders on /training at a 390 px wide phone once both have loaded, inside the frame of
 * Snapshot_Frame: the same elements, classes, ids, aria attributes and texts, so the app's CSS
 * styles it and the app can swap it for its own screen without a visible change.
 *
 * Mirrored: src/routes/training/index.tsx ('Beschikbare Workouts' with the workout cards or
 * workoutsEmptyText( false ) of src/lib/member/texts.ts, 'Recente Sessies' with the session rows or
 * EmptyState.tsx's text, and the sentinel of the infinite list), WorkoutCard.tsx
 * (Home_Snapshot::workout_card(): 'Bekijken' a link, 'Starten' a button the app wires) and
 * SessionRow.tsx with format.ts's formatNumber() (Js_Text) and formatDutchLongDate()
 * (Measurements_Snapshot::long_date()). The workouts are the answer as the workouts store keeps it
 * (no list: none); the sessions the answer's data as src/data/utils/fetch.ts dataOf() takes them.
 */
final class Training_Snapshot {

	/** The app's route of the screen. */
	private const ROUTE = 'training';

	/**
	 * The Training screen (route 'training') as the app renders it once its calls have answered,
	 * for a member (not an administrator viewing the app as them), inside the wrapper the app
	 * replaces.
	 *
	 * @param array<string, mixed> $settings Settings::get().
	 * @param array<string, mixed> $me       The data of GET /fitcoach/v1/auth/me.
	 * @param array<string, mixed> $data     'workouts': the body of GET /workouts; 'sessions': the body of
	 *                                       GET /workout-sessions?page=1&per_page=6 ({ data, hasMore, pages,
	 *                                       total }); each as JSON decodes with assoc=true, or null when that
	 *                                       call failed. 'total_pages': the sessions' X-WP-TotalPages
	 *                                       (int|null), which changes nothing drawn.
	 * @return string The HTML, or '' when it cannot be complete (a call failed, or a card or row the
	 *                app could not draw or this class cannot be sure of): then the app renders as today.
	 */
	public static function render( array $settings, array $me, array $data ): string {
		if ( array() === $me || ! isset( $data['workouts'] ) || ! is_array( $data['sessions'] ?? null ) ) {
			return '';
		}
		$workouts = self::workouts( $data['workouts'] );
		$sessions = self::sessions( $data['sessions'] );
		if ( null === $workouts || null === $sessions ) {
			return '';
		}
		$screen = '<div class="fc-page fc-training">'
			. self::section( 'fc-training-workouts', __( 'Beschikbare Workouts', 'fitcoach' ), $workouts )
			. self::section( 'fc-training-sessions', __( 'Recente Sessies', 'fitcoach' ), $sessions )
			. '</div>';
		return '<div class="fc-first-screen" data-fc-first-screen="' . self::ROUTE . '" hidden>'
			. Snapshot_Frame::frame( Snapshot_Frame::settings( $settings ), $me, $screen, self::ROUTE )
			. '</div>';
	}

	/**
	 * A section of the screen with its heading.
	 *
	 * @param string $id      The heading's id.
	 * @param string $title   The heading.
	 * @param string $content The section's content.
	 */
	private static function section( string $id, string $title, string $content ): string {
		return '<section class="fc-section" aria-labelledby="' . $id . '">'
			. '<h2 class="fc-section__title" id="' . $id . '">' . Js_Text::text( $title ) . '</h2>'
			. $content
			. '</section>';
	}

	/**
	 * 'Beschikbare Workouts' (index.tsx Workouts, loaded): the cards, or the empty text of a member
	 * who is not viewed by an administrator.
	 *
	 * @param mixed $workouts The body of GET /workouts.
	 * @return string|null Null when a workout is no object.
	 */
	private static function workouts( $workouts ): ?string {
		$workouts = Js_Text::js_list( $workouts ) ?? array();
		if ( array() === $workouts ) {
			// The empty text of a member the app is not viewed as by an administrator.
			return Measurements_Snapshot::empty_state( __( 'Geen workouts beschikbaar', 'fitcoach' ) );
		}
		$cards = '';
		foreach ( $workouts as $workout ) {
			if ( ! is_array( $workout ) ) {
				return null;
			}
			$cards .= Home_Snapshot::workout_card( $workout );
		}
		return '<div class="fc-training__workouts">' . $cards . '</div>';
	}

	/**
	 * 'Recente Sessies' (index.tsx Sessions, loaded): the rows or the empty text, then the sentinel.
	 *
	 * @param array<mixed> $body The body of GET /workout-sessions.
	 * @return string|null Null when a row cannot be drawn.
	 */
	private static function sessions( array $body ): ?string {
		$items = Js_Text::js_list( $body['data'] ?? null ) ?? array();
		if ( array() === $items ) {
			$list = Measurements_Snapshot::empty_state( __( 'Nog geen workout sessies gevonden.', 'fitcoach' ) );
		} else {
			$rows = Snapshot_Frame::rows( $items, static fn( array $item ): ?string => self::row( $item ) );
			if ( null === $rows ) {
				return null;
			}
			$list = '<ul class="fc-list" aria-label="' . Js_Text::text( __( 'Recente Sessies', 'fitcoach' ) ) . '">' . $rows . '</ul>';
		}
		return $list . '<div class="fc-list-sentinel" aria-hidden="true"></div>';
	}

	/**
	 * A session row (SessionRow.tsx): the title or 'Workout Sessie', the workout and the date when
	 * there are, '{n} kg verplaatst' when weight was moved, the number of exercises; a link to the
	 * session.
	 *
	 * @param array<mixed> $session A session of the answer.
	 * @return string|null Null when the app could not draw it (a title or text that is a list or an
	 *                     object, a date that is no text) or its date is read by the browser's own
	 *                     parser.
	 */
	private static function row( array $session ): ?string {
		$title = $session['title'] ?? null;
		// session.title || 'Workout Sessie'.
		$title = Js_Text::js_truthy( $title ) ? self::child( $title ) : Js_Text::text( __( 'Workout Sessie', 'fitcoach' ) );
		$meta  = self::meta( $session );
		if ( null === $title || null === $meta ) {
			return null;
		}
		$total = self::or_zero( $session['total_weight'] ?? null );
		$count = self::or_zero( $session['exercise_count'] ?? null );
		$badge = '';
		if ( $total > 0 ) {
			$badge = '<span class="fc-badge">' . Js_Text::text(
				sprintf(
					/* translators: %s: total weight moved in the session, in kg. */
					__( '%s kg verplaatst', 'fitcoach' ),
					Js_Text::format_number( $total )
				)
			) . '</span>';
		}
		return '<li><a class="fc-list__row fc-session-row" href="' . Measurements_Snapshot::record_url( 'sessies', $session ) . '">'
			. '<span class="fc-session-row__icon" aria-hidden="true">' . Snapshot_Frame::icon( 'member-dumbbell', 20 ) . '</span>'
			. '<span class="fc-session-row__body">'
			. '<span class="fc-session-row__title">' . $title . '</span>'
			. '<span class="fc-session-row__meta">' . $meta . '</span>'
			. '<span class="fc-session-row__badges">' . $badge
			. '<span class="fc-badge fc-badge--muted">' . Js_Text::text(
				sprintf(
					// The number as text: it may lie beyond PHP's integers.
					(string) preg_replace(
						'/%(\d+\$)?d/',
						'%$1s',
						/* translators: %d: number of exercises in the session. */
						_n( '%d oefening', '%d oefeningen', self::plural_count( $count ), 'fitcoach' )
					),
					self::sprintf_integer( $count )
				)
			) . '</span>'
			. '</span>'
			. '</span>'
			. Measurements_Snapshot::chevron( 'fc-session-row__chevron' )
			. '</a></li>';
	}

	/**
	 * The row's second line: the workout's title when it has one, then the date when there is one,
	 * each rendered as `value && <span>…</span>` renders (a 0 shows as '0').
	 *
	 * @param array<mixed> $session The session.
	 * @return string|null Null when the app could not draw it.
	 */
	private static function meta( array $session ): ?string {
		$workout = $session['workout'] ?? null;
		// session.workout?.title: only an object has one.
		$name = is_array( $workout ) && ! array_is_list( $workout ) ? ( $workout['title'] ?? null ) : null;
		$html = '';
		if ( Js_Text::js_truthy( $name ) ) {
			$text = self::child( $name );
			if ( null === $text ) {
				return null;
			}
			$html .= '<span class="fc-session-row__workout">' . $text . '</span>';
		} else {
			$html .= self::falsy_child( $name );
		}
		$date = $session['date'] ?? null;
		if ( Js_Text::js_truthy( $date ) ) {
			$text = self::long_date_of( $date );
			if ( null === $text ) {
				return null;
			}
			$html .= '<span>' . Js_Text::text( $text ) . '</span>';
		} else {
			$html .= self::falsy_child( $date );
		}
		return $html;
	}

	/**
	 * A date as the row writes it, only when it is text (formatDutchLongDate() fails on others).
	 *
	 * @param mixed $date The date.
	 */
	private static function long_date_of( $date ): ?string {
		return is_string( $date ) ? Measurements_Snapshot::long_date( $date ) : null;
	}

	/**
	 * A truthy value as React renders it as a child, escaped: text and numbers as text, true as
	 * nothing; null for a list or an object (elements React would render, or refuse).
	 *
	 * @param mixed $value The value.
	 */
	private static function child( $value ): ?string {
		if ( is_array( $value ) ) {
			return null;
		}
		return Js_Text::text( Js_Text::react_text( $value ) );
	}

	/**
	 * What `value && <element>` renders for a falsy value: the number 0 as '0', nothing else.
	 *
	 * @param mixed $value A falsy value.
	 */
	private static function falsy_child( $value ): string {
		return is_int( $value ) || is_float( $value ) ? '0' : '';
	}

	/**
	 * `Number( value ) || 0`.
	 *
	 * @param mixed $value The value.
	 */
	private static function or_zero( $value ): float {
		$number = Measurements_Snapshot::js_number( $value );
		return is_nan( $number ) ? 0.0 : $number;
	}

	/**
	 * The number _n() chooses the form by. The app's two languages have one singular, exactly 1
	 * (n != 1 is plural), which the app's Tannin applies to the number as it is: 1.5 is plural.
	 *
	 * @param float $count The count.
	 */
	private static function plural_count( float $count ): int {
		return 1.0 === $count ? 1 : 2;
	}

	/**
	 * A number as @wordpress/i18n's sprintf() writes it for %d: parseInt( String( value ) ) || 0
	 * (2.5 gives 2, 1e-7 gives 1).
	 *
	 * @param float $count The count.
	 */
	private static function sprintf_integer( float $count ): string {
		if ( 1 !== preg_match( '/^([+-]?)0*(\d+)/', Js_Text::js_string( $count ), $match ) || '0' === $match[2] ) {
			return '0';
		}
		return $match[1] . $match[2];
	}
}
