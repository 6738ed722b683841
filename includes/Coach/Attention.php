<?php
/**
 * The members who need the coach's attention.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use DateTimeImmutable;
use DateTimeZone;
use Exception;
use FitCoach\Language;
use FitCoach\Member\Calendar;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Stats;
use FitCoach\Roles;
use WP_Post;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The 'Aandacht nodig' list of the app's admin screen (GET /admin/attention) and of the weekly
 * digest. A member needs attention when one of these rules holds, with the thresholds of
 * Attention_Settings (all days in the site's time zone, today included in "the last 7 days"):
 *
 * - no_measurement: the newest measurement is at least measurement_days days old ('Geen meting
 *   in 12 dagen'); a member who never logged one and registered at least that many days ago:
 *   'Nog geen meting';
 * - no_session: the same for sessions and session_days ('Geen training in 12 dagen', 'Nog geen
 *   training');
 * - energy_drop: the average energy of the last 7 days is at least energy_drop below that of the
 *   7 days before (each with at least one measurement);
 * - weight_away: with a goal weight, at least 4 measurements in the last 14 days whose
 *   least-squares rate (Stats::weight_rate, kg per week) is at least trend_kg_per_week either
 *   way, rising while the newest weight is above the goal or falling while it is below;
 * - plan_missed ('Schema gemist'): of the member's planned workouts dated in the 7 days before
 *   today (a day is missed once it has passed without a session linked), at least plan_missed
 *   were missed ('Schema gemist: 2 van 3 geplande workouts in de afgelopen 7 dagen'); counted
 *   ahead per day by Plan_Misses.
 *
 * "Never logged" only counts for users whose roles are all member roles: an administrator
 * without measurements is not a member who forgot to log.
 *
 * The list reads from Coach_Status only the rows of the users for whom a rule may hold today
 * (one query: each rule compared with its threshold in SQL by an index, the energy and weight
 * rules on the days Attention_Days worked out ahead, joined with the users table), so its cost
 * grows with the members listed, not with the members or their data. The rules then run in PHP
 * on those rows only (evaluate(), pure: the reasons and their texts), the users listed have
 * their meta loaded in one query (cache_users) and their profile pictures in one more. A coach who may edit every user (an administrator) sees every user but themselves; a
 * trainer the users whose roles are all member roles and whose coach he is or who have none
 * (narrowed in SQL: Coach_Status's member_only and coach_id; an administrator with scope=mine
 * the same) for whom
 * user_can( coach, Roles::MANAGE_CLIENT, member ) holds (checked on the users listed only).
 * Nothing depends on the current user: the digest calls items_for() from WP-Cron.
 *
 * @phpstan-import-type Status from Coach_Status
 * @phpstan-import-type Thresholds from Attention_Settings
 * @phpstan-type Reason array{code: string, text: string, days?: int, value?: float}
 * @phpstan-type Item array{user_id: int, name: string, initials: string, profile_image: string, reasons: list<Reason>}
 * @phpstan-type Facts array{last_measurement: string|null, last_session: string|null, recent: list<array{0: string, 1: float|null, 2: int|null}>, goal_weight: float|null, member_only: bool, registered: string, plan_missed?: int, plan_planned?: int}
 */
final class Attention {

	/** Reason: no recent measurement. */
	public const NO_MEASUREMENT = 'no_measurement';

	/** Reason: no recent session. */
	public const NO_SESSION = 'no_session';

	/** Reason: energy lower than last week. */
	public const ENERGY_DROP = 'energy_drop';

	/** Reason: weight moving away from the goal. */
	public const WEIGHT_AWAY = 'weight_away';

	/** Reason: planned workouts missed ('Schema gemist'). */
	public const PLAN_MISSED = 'plan_missed';

	/** Days of each energy window (today included in the first). */
	public const WEEK_DAYS = 7;

	/** Days of the weight trend, today included. */
	public const TREND_DAYS = 14;

	/**
	 * Day numbers by Y-m-d (see day_number()).
	 *
	 * @var array<string, int>
	 */
	private static array $day_numbers = array();

	/**
	 * The members in a coach's scope who need attention: most reasons first, then the longest
	 * time without logging, then by name.
	 *
	 * @param int                    $coach_id The coach (an administrator or a trainer).
	 * @param DateTimeImmutable|null $now      Now (default: Calendar::now()).
	 * @param mixed                  $scope    Coach_Assignment::SCOPE_MINE: only the coach's own
	 *                                         members and those without a coach (always so for a
	 *                                         trainer); else everyone the coach may manage.
	 * @return list<Item>
	 */
	public static function items_for( int $coach_id, ?DateTimeImmutable $now = null, $scope = null ): array {
		if ( $coach_id <= 0 || ! user_can( $coach_id, Roles::MANAGE_CLIENTS ) ) {
			return array();
		}
		// Measurement meta written apart from a save in this request.
		Coach_Status::flush();
		$now        = $now ?? Calendar::now();
		$today      = Calendar::day_start( $now )->format( 'Y-m-d' );
		$everyone   = ! Coach_Assignment::narrowed( $coach_id, $scope );
		$thresholds = Attention_Settings::get();

		$found = array();
		foreach ( Coach_Status::candidates( $coach_id, ! $everyone, $now, $thresholds ) as $entry ) {
			$user   = $entry['user'];
			$status = $entry['status'];
			// The day of registration counts only for 'never' (worked out only then: a time zone
			// conversion per member adds up).
			$registered = null === $status['last_measurement'] || null === $status['last_session']
				? self::local_day( isset( $user->user_registered ) ? (string) $user->user_registered : '' )
				: $today;
			$reasons    = self::evaluate( self::facts( $status, $registered, $entry['plan'] ), $thresholds, $today );
			if ( array() === $reasons ) {
				continue;
			}
			$found[ $status['user_id'] ] = array(
				'user'    => $user,
				'reasons' => $reasons,
				'days'    => self::longest( $reasons, self::days_between( $registered, $today ) ),
			);
		}
		if ( array() === $found ) {
			return array();
		}

		$rows = self::listed( $found, $coach_id, $everyone );

		$items = array();
		foreach ( $rows as $row ) {
			$item    = self::item( $row['user'], $row['reasons'] );
			$items[] = array(
				'item' => $item,
				'days' => $row['days'],
				'name' => self::sort_key( $item['name'] ),
			);
		}
		usort(
			$items,
			static fn( array $a, array $b ): int => array( count( $b['item']['reasons'] ), $b['days'], $a['name'], $a['item']['user_id'] )
				<=> array( count( $a['item']['reasons'] ), $a['days'], $b['name'], $b['item']['user_id'] )
		);
		return array_column( $items, 'item' );
	}

	/**
	 * One page of the list of items_for(), in its order, and the number of members on all pages
	 * (GET /admin/attention). The order and the count come from the database
	 * (Coach_Status::ranked(): the order kept ahead in each member's row, the rules compared there
	 * exactly; three queries by indexes whatever the number of members), the page's reasons and
	 * texts from evaluate(), so a page costs the same few queries at 10 members and at 5,000.
	 *
	 * A trainer's scope is narrowed in SQL (member_only, coach_id) as in items_for(); a member left
	 * out by the capability check after that (a super admin, or a user given coach powers
	 * directly) leaves the page one shorter, and is still counted in the total.
	 *
	 * @param int                    $coach_id The coach (an administrator or a trainer).
	 * @param int                    $page     Page, from 1.
	 * @param int                    $per_page Members per page.
	 * @param mixed                  $scope    As in items_for().
	 * @param DateTimeImmutable|null $now      Now (default: Calendar::now()).
	 * @return array{items: list<Item>, total: int}
	 */
	public static function page_for( int $coach_id, int $page, int $per_page, $scope = null, ?DateTimeImmutable $now = null ): array {
		if ( $coach_id <= 0 || $page < 1 || $per_page < 1 || ! user_can( $coach_id, Roles::MANAGE_CLIENTS ) ) {
			return array(
				'items' => array(),
				'total' => 0,
			);
		}
		Coach_Status::flush();
		$now        = $now ?? Calendar::now();
		$today      = Calendar::day_start( $now )->format( 'Y-m-d' );
		$everyone   = ! Coach_Assignment::narrowed( $coach_id, $scope );
		$thresholds = Attention_Settings::get();
		$ranked     = Coach_Status::ranked( $coach_id, ! $everyone, $now, $thresholds, ( $page - 1 ) * $per_page, $per_page );

		$found = array();
		foreach ( $ranked['rows'] as $entry ) {
			$status     = $entry['status'];
			$registered = null === $status['last_measurement'] || null === $status['last_session']
				? self::local_day( isset( $entry['user']->user_registered ) ? (string) $entry['user']->user_registered : '' )
				: $today;
			$reasons    = self::evaluate( self::facts( $status, $registered, $entry['plan'] ), $thresholds, $today );
			if ( array() !== $reasons ) {
				$found[ $status['user_id'] ] = array(
					'user'    => $entry['user'],
					'reasons' => $reasons,
					'days'    => 0,
				);
			}
		}
		$items = array();
		foreach ( self::listed( $found, $coach_id, $everyone ) as $row ) {
			$items[] = self::item( $row['user'], $row['reasons'] );
		}
		return array(
			'items' => $items,
			'total' => $ranked['total'],
		);
	}

	/**
	 * The facts evaluate() judges, of a stored status.
	 *
	 * @param array<string, mixed> $status     A row of Coach_Status.
	 * @param string               $registered The local day of registration.
	 * @param array<string, int>   $plan       Today's planned workouts missed and planned (Plan_Misses).
	 * @phpstan-param Status $status
	 * @phpstan-param array{missed: int, planned: int} $plan
	 * @return Facts
	 */
	private static function facts( array $status, string $registered, array $plan ): array {
		return array(
			'last_measurement' => $status['last_measurement'],
			'last_session'     => $status['last_session'],
			'recent'           => $status['recent'],
			'goal_weight'      => $status['goal_weight'],
			'member_only'      => $status['member_only'],
			'registered'       => $registered,
			'plan_missed'      => $plan['missed'],
			'plan_planned'     => $plan['planned'],
		);
	}

	/**
	 * The members found, as WP_User with their reasons, in the order given: their users table rows
	 * came with the status, their meta comes in one query and their pictures in one more; with a
	 * narrowed scope, only those the coach may manage.
	 *
	 * @param array<int, array{user: \stdClass, reasons: list<Reason>, days: int}> $found    By user id.
	 * @param int                                                                  $coach_id The coach.
	 * @param bool                                                                 $everyone Whether the scope is everyone the coach may manage.
	 * @return list<array{user: WP_User, reasons: list<Reason>, days: int}>
	 */
	private static function listed( array $found, int $coach_id, bool $everyone ): array {
		if ( array() === $found ) {
			return array();
		}
		foreach ( $found as $candidate ) {
			update_user_caches( Coach_Status::user_row( $candidate['user'] ) );
		}
		cache_users( array_keys( $found ) );
		$rows = array();
		foreach ( $found as $user_id => $candidate ) {
			$user = get_userdata( $user_id );
			if ( ! $user instanceof WP_User || ( ! $everyone && ! user_can( $coach_id, Roles::MANAGE_CLIENT, $user_id ) ) ) {
				continue;
			}
			$rows[] = array(
				'user'    => $user,
				'reasons' => $candidate['reasons'],
				'days'    => $candidate['days'],
			);
		}
		self::prime_pictures( array_map( static fn( array $row ): int => Member_Presenter::image_id( $row['user']->ID ), $rows ) );
		return $rows;
	}

	/**
	 * The reasons a member needs attention (none: an empty list), in the order of the rules.
	 * Pure: only the facts, the thresholds and today.
	 *
	 * @param array<string, mixed> $facts      last_measurement, last_session (Y-m-d or null), recent
	 *                                         ([Y-m-d, weight|null, energy|null] by date, at least
	 *                                         the 14 days up to today), goal_weight (kg or null),
	 *                                         member_only (bool), registered (local Y-m-d),
	 *                                         plan_missed and plan_planned (the planned workouts
	 *                                         missed and planned in the 7 days before today; 0
	 *                                         when left out).
	 * @param array<string, mixed> $thresholds Attention_Settings::get().
	 * @param string               $today      Today, Y-m-d (site time).
	 * @phpstan-param Facts $facts
	 * @phpstan-param Thresholds $thresholds
	 * @return list<Reason>
	 */
	public static function evaluate( array $facts, array $thresholds, string $today ): array {
		$reasons    = array();
		$registered = self::days_between( $facts['registered'], $today );
		$never      = $facts['member_only'];

		$measurement = self::absence( $facts['last_measurement'], $today, $thresholds['measurement_days'], $never && $registered >= $thresholds['measurement_days'] );
		if ( null !== $measurement ) {
			$reasons[] = self::absence_reason(
				self::NO_MEASUREMENT,
				$measurement,
				/* translators: %d: number of days. */
				_n( 'Geen meting in %d dag', 'Geen meting in %d dagen', max( 1, $measurement ), 'fitcoach' ),
				__( 'Nog geen meting', 'fitcoach' )
			);
		}
		$session = self::absence( $facts['last_session'], $today, $thresholds['session_days'], $never && $registered >= $thresholds['session_days'] );
		if ( null !== $session ) {
			$reasons[] = self::absence_reason(
				self::NO_SESSION,
				$session,
				/* translators: %d: number of days. */
				_n( 'Geen training in %d dag', 'Geen training in %d dagen', max( 1, $session ), 'fitcoach' ),
				__( 'Nog geen training', 'fitcoach' )
			);
		}

		$drop = self::energy_drop( $facts['recent'], $today );
		if ( null !== $drop && $drop >= $thresholds['energy_drop'] - 1e-9 ) {
			$reasons[] = array(
				'code'  => self::ENERGY_DROP,
				/* translators: %1$s: how much lower the average energy is (one decimal). */
				'text'  => sprintf( __( 'Energie %1$s lager dan vorige week', 'fitcoach' ), Language::number( $drop, 1 ) ),
				'value' => round( $drop, 1 ),
			);
		}

		$rate = null === $facts['goal_weight'] ? null : self::rate_away( $facts['recent'], $today, $facts['goal_weight'] );
		if ( null !== $rate && abs( $rate ) >= $thresholds['trend_kg_per_week'] - 1e-9 ) {
			$reasons[] = array(
				'code'  => self::WEIGHT_AWAY,
				/* translators: %s: the weight's rate in kg per week with its sign, e.g. +0,4. */
				'text'  => sprintf( __( 'Gewicht beweegt van het doel af (%s kg per week)', 'fitcoach' ), ( $rate > 0 ? '+' : '-' ) . Language::number( abs( $rate ), 1 ) ),
				'value' => $rate,
			);
		}

		$missed = $facts['plan_missed'] ?? 0;
		if ( $missed > 0 && $missed >= $thresholds['plan_missed'] ) {
			$planned   = max( $missed, $facts['plan_planned'] ?? 0 );
			$reasons[] = array(
				'code'  => self::PLAN_MISSED,
				'text'  => sprintf(
					/* translators: 1: planned workouts missed, 2: workouts planned (in the last 7 days). */
					_n( 'Schema gemist: %1$d van %2$d geplande workout in de afgelopen 7 dagen', 'Schema gemist: %1$d van %2$d geplande workouts in de afgelopen 7 dagen', $planned, 'fitcoach' ),
					$missed,
					$planned
				),
				'value' => (float) $missed,
			);
		}
		return $reasons;
	}

	/**
	 * Days without a measurement or session when that is at least the threshold: the days since
	 * the newest, or -1 for never (when never counts); null when the rule does not hold.
	 *
	 * @param string|null $last        Y-m-d of the newest, or null for none.
	 * @param string      $today       Today.
	 * @param int         $threshold   Days.
	 * @param bool        $never_counts Whether having none counts (a member registered long enough ago).
	 */
	private static function absence( ?string $last, string $today, int $threshold, bool $never_counts ): ?int {
		if ( null === $last ) {
			return $never_counts ? -1 : null;
		}
		$days = self::days_between( $last, $today );
		return $days >= $threshold ? $days : null;
	}

	/**
	 * The reason of an absence.
	 *
	 * @param string $code  Code.
	 * @param int    $days  Days since the newest, or -1 for never.
	 * @param string $some  Text with %d for the days.
	 * @param string $never Text for never.
	 * @return Reason
	 */
	private static function absence_reason( string $code, int $days, string $some, string $never ): array {
		if ( $days < 0 ) {
			return array(
				'code' => $code,
				'text' => $never,
			);
		}
		return array(
			'code' => $code,
			'text' => sprintf( $some, $days ),
			'days' => $days,
		);
	}

	/**
	 * How much lower the average energy of the last 7 days is than that of the 7 days before
	 * (negative: higher), or null when either window has no measurement.
	 *
	 * @param list<array{0: string, 1: float|null, 2: int|null}> $recent Measurements.
	 * @param string                                             $today  Today.
	 */
	private static function energy_drop( array $recent, string $today ): ?float {
		$this_from = self::day_offset( $today, -( self::WEEK_DAYS - 1 ) );
		$last_from = self::day_offset( $today, -( 2 * self::WEEK_DAYS - 1 ) );
		$this_week = array();
		$last_week = array();
		foreach ( $recent as list( $day, , $energy ) ) {
			if ( null === $energy || $day > $today || $day < $last_from ) {
				continue;
			}
			if ( $day >= $this_from ) {
				$this_week[] = $energy;
			} else {
				$last_week[] = $energy;
			}
		}
		if ( array() === $this_week || array() === $last_week ) {
			return null;
		}
		return array_sum( $last_week ) / count( $last_week ) - array_sum( $this_week ) / count( $this_week );
	}

	/**
	 * The weight's rate over the last 14 days (kg per week, one decimal) when it moves away from
	 * the goal: rising while the newest weight is above it, falling while below. Null otherwise,
	 * or with too few measurements (Stats::weight_rate).
	 *
	 * @param list<array{0: string, 1: float|null, 2: int|null}> $recent Measurements by date.
	 * @param string                                             $today  Today.
	 * @param float                                              $goal   Goal weight.
	 */
	private static function rate_away( array $recent, string $today, float $goal ): ?float {
		$trend = self::weight_trend( $recent, $today );
		if ( null === $trend ) {
			return null;
		}
		list( $rate, $newest ) = $trend;
		return ( $rate > 0 && $newest > $goal ) || ( $rate < 0 && $newest < $goal ) ? $rate : null;
	}

	/**
	 * The weight's rate over the 14 days up to a day (kg per week, one decimal, not 0) with the
	 * newest weight among them, or null with too few measurements or no movement.
	 *
	 * @param list<array{0: string, 1: float|null, 2: int|null}> $recent Measurements by date.
	 * @param string                                             $today  The day.
	 * @return array{0: float, 1: float}|null [rate, newest weight].
	 */
	private static function weight_trend( array $recent, string $today ): ?array {
		$from   = self::day_offset( $today, -( self::TREND_DAYS - 1 ) );
		$points = array();
		foreach ( $recent as list( $day, $weight ) ) {
			if ( null !== $weight && $day >= $from && $day <= $today ) {
				$points[] = array( $day, $weight );
			}
		}
		$rate = Stats::weight_rate( $points );
		if ( null === $rate || 0.0 === $rate ) {
			return null;
		}
		return array( $rate, $points[ count( $points ) - 1 ][1] );
	}

	/**
	 * What the energy and weight rules see on a day, before any threshold or goal: how much lower
	 * the energy is than the week before (energy_drop) and the weight's rate with the newest
	 * weight (weight_rate, weight_newest), each null when the rule has nothing to go on. Stored
	 * ahead per day by Attention_Days, so the list finds the members these rules may hold for by
	 * an index.
	 *
	 * @param list<array{0: string, 1: float|null, 2: int|null}> $recent Measurements by date (at
	 *                                                                   least the 14 days up to $day).
	 * @param string                                             $day    The day (Y-m-d).
	 * @return array{energy_drop: float|null, weight_rate: float|null, weight_newest: float|null}
	 */
	public static function trend_on( array $recent, string $day ): array {
		$weight = self::weight_trend( $recent, $day );
		return array(
			'energy_drop'   => self::energy_drop( $recent, $day ),
			'weight_rate'   => null === $weight ? null : $weight[0],
			'weight_newest' => null === $weight ? null : $weight[1],
		);
	}

	/**
	 * The longest time without logging among some reasons, for the order: their days, or for
	 * 'never' the days since registration.
	 *
	 * @param array<int, array<string, mixed>> $reasons    Reasons.
	 * @param int                              $registered Days since registration.
	 * @phpstan-param list<Reason> $reasons
	 */
	private static function longest( array $reasons, int $registered ): int {
		$days = 0;
		foreach ( $reasons as $reason ) {
			if ( isset( $reason['days'] ) ) {
				$days = max( $days, $reason['days'] );
			} elseif ( self::NO_MEASUREMENT === $reason['code'] || self::NO_SESSION === $reason['code'] ) {
				$days = max( $days, $registered );
			}
		}
		return $days;
	}

	/**
	 * The name the list shows: the display name, else first and last name, else the login, each
	 * as typed (WordPress keeps them with entities: "&amp;").
	 *
	 * @param string $display_name Display name as stored.
	 * @param string $first_name   First name as stored.
	 * @param string $last_name    Last name as stored.
	 * @param string $login        Login.
	 */
	public static function name_of( string $display_name, string $first_name, string $last_name, string $login ): string {
		$name = trim( Plain_Text::shown( $display_name ) );
		if ( '' === $name ) {
			$name = trim( Plain_Text::shown( $first_name ) . ' ' . Plain_Text::shown( $last_name ) );
		}
		return '' === $name ? $login : $name;
	}

	/**
	 * What the list orders names by: lower case without accents (compared byte by byte).
	 *
	 * @param string $name A name as shown.
	 */
	public static function sort_key( string $name ): string {
		return mb_strtolower( remove_accents( $name ) );
	}

	/**
	 * A listed member in the API shape.
	 *
	 * @param WP_User                          $user    Member.
	 * @param array<int, array<string, mixed>> $reasons Reasons.
	 * @phpstan-param list<Reason> $reasons
	 * @return Item
	 */
	private static function item( WP_User $user, array $reasons ): array {
		// Names as typed: WordPress keeps them with entities ("&amp;").
		$first = Plain_Text::shown( $user->first_name );
		$last  = Plain_Text::shown( $user->last_name );
		$name  = self::name_of( (string) $user->display_name, (string) $user->first_name, (string) $user->last_name, (string) $user->user_login );
		return array(
			'user_id'       => (int) $user->ID,
			'name'          => $name,
			'initials'      => Member_Presenter::initials( $first, $last, $name ),
			'profile_image' => (string) Member_Presenter::image_url( (int) $user->ID ),
			'reasons'       => $reasons,
		);
	}

	/**
	 * Loads the profile pictures' posts and meta in one query (what their URLs read), instead of
	 * one query for the posts and one for the meta.
	 *
	 * @param int[] $ids Attachment ids (0: none).
	 * @phpstan-param list<int> $ids
	 */
	private static function prime_pictures( array $ids ): void {
		global $wpdb;
		$ids     = array_values( array_unique( array_filter( $ids ) ) );
		$missing = array_values( array_unique( array_merge( _get_non_cached_ids( $ids, 'posts' ), _get_non_cached_ids( $ids, 'post_meta' ) ) ) );
		if ( array() === $missing ) {
			return;
		}
		$in = implode( ',', array_map( 'intval', $missing ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Integer ids; by the primary key and the post_id index; the result goes into WordPress's caches.
		$rows  = $wpdb->get_results( "SELECT p.*, m.meta_key AS fc_meta_key, m.meta_value AS fc_meta_value FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.ID IN ({$in}) ORDER BY p.ID, m.meta_id", ARRAY_A );
		$posts = array();
		$meta  = array_fill_keys( $missing, array() );
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$id = (int) $row['ID'];
			if ( null !== $row['fc_meta_key'] ) {
				$meta[ $id ][ (string) $row['fc_meta_key'] ][] = $row['fc_meta_value'];
			}
			unset( $row['fc_meta_key'], $row['fc_meta_value'] );
			$posts[ $id ] ??= new WP_Post( (object) $row );
		}
		$posts = array_values( $posts );
		// As _prime_post_caches() and update_meta_cache() store them (add: nothing cached is replaced).
		update_post_cache( $posts );
		wp_cache_add_multiple( $meta, 'post_meta' );
	}

	/**
	 * The local day (Y-m-d) of a GMT MySQL date-time; 1970-01-01 when it is empty or invalid.
	 *
	 * @param string $gmt Date-time.
	 */
	public static function local_day( string $gmt ): string {
		if ( '' === $gmt || str_starts_with( $gmt, '0000-00-00' ) ) {
			return '1970-01-01';
		}
		try {
			return ( new DateTimeImmutable( $gmt, new DateTimeZone( 'UTC' ) ) )->setTimezone( Calendar::zone() )->format( 'Y-m-d' );
		} catch ( Exception $e ) {
			return '1970-01-01';
		}
	}

	/**
	 * Whole days from one Y-m-d to another (negative when $to is earlier).
	 *
	 * @param string $from From.
	 * @param string $to   To.
	 */
	private static function days_between( string $from, string $to ): int {
		return self::day_number( $to ) - self::day_number( $from );
	}

	/**
	 * A Y-m-d some days later (negative: earlier).
	 *
	 * @param string $day  Y-m-d.
	 * @param int    $days Days.
	 */
	private static function day_offset( string $day, int $days ): string {
		return gmdate( 'Y-m-d', ( self::day_number( $day ) + $days ) * DAY_IN_SECONDS );
	}

	/**
	 * Days since 1970-01-01 of a Y-m-d (remembered: a list asks for the same few days again and
	 * again).
	 *
	 * @param string $day Y-m-d.
	 */
	private static function day_number( string $day ): int {
		if ( ! isset( self::$day_numbers[ $day ] ) ) {
			self::$day_numbers[ $day ] = intdiv( (int) strtotime( $day . ' 00:00:00 UTC' ), DAY_IN_SECONDS );
		}
		return self::$day_numbers[ $day ];
	}
}
