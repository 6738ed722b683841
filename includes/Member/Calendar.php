<?php
/**
 * Dates, days and ISO weeks in the site's time zone.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use DateTimeImmutable;
use DateTimeZone;
use Exception;

defined( 'ABSPATH' ) || exit;

/**
 * Date maths of the member app. Everything is in the site's time zone (Settings → General):
 * post_date holds local wall-clock time, an ISO week runs Monday 00:00 to the next Monday 00:00
 * local time, "this week" is the ISO week that contains now.
 */
final class Calendar {

	/** MySQL date-time format. */
	public const MYSQL = 'Y-m-d H:i:s';

	/** Time of day stored for a measurement's date (noon: the day survives any UTC offset ≤ 12 h). */
	public const MEASUREMENT_TIME = '12:00:00';

	/**
	 * The site's time zone.
	 */
	public static function zone(): DateTimeZone {
		return wp_timezone();
	}

	/**
	 * Now in the site's time zone. The filter `fitcoach_now` (a DateTimeImmutable) pins the clock,
	 * e.g. in tests of week boundaries.
	 */
	public static function now(): DateTimeImmutable {
		$now = apply_filters( 'fitcoach_now', current_datetime() );
		if ( ! $now instanceof DateTimeImmutable ) {
			$now = current_datetime();
		}
		return $now->setTimezone( self::zone() );
	}

	/**
	 * Midnight (local) of the day of a moment.
	 *
	 * @param DateTimeImmutable $moment Moment.
	 */
	public static function day_start( DateTimeImmutable $moment ): DateTimeImmutable {
		return $moment->setTimezone( self::zone() )->setTime( 0, 0, 0 );
	}

	/**
	 * Monday 00:00 (local) of the ISO week of a moment.
	 *
	 * @param DateTimeImmutable $moment Moment.
	 */
	public static function week_start( DateTimeImmutable $moment ): DateTimeImmutable {
		$day     = self::day_start( $moment );
		$weekday = (int) $day->format( 'N' );
		return $day->setDate( (int) $day->format( 'Y' ), (int) $day->format( 'n' ), (int) $day->format( 'j' ) - ( $weekday - 1 ) );
	}

	/**
	 * The same wall-clock time a number of days later (negative: earlier).
	 *
	 * @param DateTimeImmutable $moment Moment.
	 * @param int               $days   Days to add.
	 */
	public static function add_days( DateTimeImmutable $moment, int $days ): DateTimeImmutable {
		return $moment->setDate( (int) $moment->format( 'Y' ), (int) $moment->format( 'n' ), (int) $moment->format( 'j' ) + $days );
	}

	/**
	 * MySQL local date-time of a moment.
	 *
	 * @param DateTimeImmutable $moment Moment.
	 */
	public static function mysql( DateTimeImmutable $moment ): string {
		return $moment->setTimezone( self::zone() )->format( self::MYSQL );
	}

	/**
	 * Whether a string is a real calendar date written Y-m-d (2025-02-30 is not).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function is_date( $value ): bool {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $match ) ) {
			return false;
		}
		$year = (int) $match[1];
		return $year >= 1900 && $year <= 2100 && checkdate( (int) $match[2], (int) $match[3], $year );
	}

	/**
	 * The post_date of a measurement on a Y-m-d day.
	 *
	 * @param string $date Valid Y-m-d date.
	 */
	public static function measurement_post_date( string $date ): string {
		return $date . ' ' . self::MEASUREMENT_TIME;
	}

	/**
	 * A local MySQL date-time from an ISO 8601 date-time: without an offset it is local time, with
	 * Z or an offset it is converted to the site's time zone. Null when it is not a real moment.
	 *
	 * @param mixed $value Raw value, e.g. 2025-05-05T18:30:00 or 2025-05-05T16:30:00Z.
	 */
	public static function local_from_iso( $value ): ?string {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/', $value, $match ) ) {
			return null;
		}
		$year = (int) $match[1];
		if ( $year < 1900 || $year > 2100 || ! checkdate( (int) $match[2], (int) $match[3], $year ) || (int) $match[4] > 23 || (int) $match[5] > 59 || (int) $match[6] > 59 ) {
			return null;
		}
		$wall = sprintf( '%s-%s-%s %s:%s:%s', $match[1], $match[2], $match[3], $match[4], $match[5], $match[6] );
		if ( empty( $match[7] ) ) {
			return $wall;
		}
		try {
			$offset = strtoupper( $match[7] );
			$zone   = new DateTimeZone( 'Z' === $offset ? 'UTC' : $offset );
			$moment = new DateTimeImmutable( $wall, $zone );
		} catch ( Exception $e ) {
			return null;
		}
		return self::mysql( $moment );
	}

	/**
	 * Unix time of a GMT MySQL date-time or ISO value (with or without Z), or null.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function gmt_timestamp( $value ): ?int {
		if ( ! is_string( $value ) || ! preg_match( '/^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/', $value, $match ) ) {
			return null;
		}
		$offset = empty( $match[3] ) ? 'Z' : strtoupper( $match[3] );
		try {
			$moment = new DateTimeImmutable( $match[1] . ' ' . $match[2], new DateTimeZone( 'Z' === $offset ? 'UTC' : $offset ) );
		} catch ( Exception $e ) {
			return null;
		}
		return $moment->getTimestamp();
	}

	/**
	 * ISO 8601 without offset ('Y-m-d\TH:i:s') of a MySQL date-time.
	 *
	 * @param string $mysql MySQL date-time.
	 */
	public static function iso( string $mysql ): string {
		return str_replace( ' ', 'T', substr( $mysql, 0, 19 ) );
	}

	/**
	 * Day label of a local MySQL date-time: day number and English three-letter month ('5 May').
	 * English on purpose: the app maps the month to Dutch itself.
	 *
	 * @param string $mysql MySQL date or date-time.
	 */
	public static function day_label( string $mysql ): string {
		$months = array( 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' );
		$month  = (int) substr( $mysql, 5, 2 );
		$day    = (int) substr( $mysql, 8, 2 );
		return $day . ' ' . ( $months[ $month - 1 ] ?? '' );
	}

	/**
	 * ISO week label of a moment, e.g. '2025-W19'.
	 *
	 * @param DateTimeImmutable $moment Moment.
	 */
	public static function week_label( DateTimeImmutable $moment ): string {
		return $moment->setTimezone( self::zone() )->format( 'o-\WW' );
	}
}
