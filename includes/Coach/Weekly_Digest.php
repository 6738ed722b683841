<?php
/**
 * The coach's weekly digest mail.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use DateTimeImmutable;
use FitCoach\Frontend\App_Address;
use FitCoach\Language;
use FitCoach\Member\Calendar;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Plan_Days;
use FitCoach\Member\Records;
use FitCoach\Post_Types;
use FitCoach\Roles;
use FitCoach\Settings;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Every Monday at 08:00 site time each coach (administrators and PT trainers: whoever has
 * fitcoach_manage_clients) gets one mail in their language: the members of their scope (an
 * administrator everyone, a PT trainer those he coaches and those without a coach:
 * Coach_Assignment) who need
 * attention (Attention::items_for), how each of them followed their program in the past week
 * ('Schema gevolgd: 3 van 4': the days planned in it and those done, as the coach's member screen
 * counts them, Member\Plan) and the past week's highlights (records set in it that still stand,
 * most sessions). A coach can switch it off in their profile. What the coaches share (the
 * highlights and adherence) is read once per run for all of them, in a few grouped queries.
 *
 * Exactly once per coach per week, with several PHP nodes and overlapping cron runs: before a mail
 * is built, its (week, coach) row is inserted into {prefix}fitcoach_digest_log, whose primary key
 * is that pair. INSERT IGNORE lets one run win the row and every other run skip that coach; the
 * database decides, not a file on one node. A mail wp_mail could not send gives its row back and a
 * retry runs an hour later.
 *
 * The event is one single event at the next Monday 08:00 in the site's time zone, scheduled again
 * by each run (so summer time never shifts it), and scheduled whenever it is missing.
 *
 * @phpstan-type Highlights array{records: list<array{user_id: int, exercise: string, kind: string, score: int}>, sessions: array<int, int>, names: array<int, string>, adherence?: array<int, array{planned: int, done: int}>}
 */
final class Weekly_Digest {

	/** Cron hook. */
	public const HOOK = 'fitcoach_weekly_digest';

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_digest_log';

	/** User meta: '1' when the coach switched the digest off. */
	public const OFF_META = 'fitcoach_digest_off';

	/** Hour of the day (site time) the digest goes out on Monday. */
	public const HOUR = 8;

	/** Most rows per list in a mail. */
	public const LIST_ROWS = 10;

	/** Members with the most sessions in a mail. */
	public const TOP_SESSIONS = 3;

	/** Weeks of sent rows kept. */
	private const KEEP_WEEKS = 12;

	/** The admin-post action of 'Nu versturen'. */
	public const SEND_NOW_ACTION = 'fitcoach_digest_send_now';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( self::HOOK, array( self::class, 'run' ) );
		add_action( 'init', array( self::class, 'ensure_scheduled' ), 20 );
		add_action( 'show_user_profile', array( self::class, 'profile_field' ) );
		add_action( 'edit_user_profile', array( self::class, 'profile_field' ) );
		add_action( 'personal_options_update', array( self::class, 'save_profile_field' ) );
		add_action( 'edit_user_profile_update', array( self::class, 'save_profile_field' ) );
		add_action( 'fitcoach_coaching_page_after_form', array( self::class, 'send_now_form' ) );
		add_action( 'admin_post_' . self::SEND_NOW_ACTION, array( self::class, 'handle_send_now' ) );
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates the table and schedules the event (safe to run again).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		dbDelta(
			"CREATE TABLE {$table} (
  week char(8) NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  sent_at datetime NOT NULL,
  PRIMARY KEY  (week,user_id)
) {$charset};"
		);
		self::ensure_scheduled();
	}

	/**
	 * Schedules the next digest when none is (in wp-admin, cron and on install: a member's REST
	 * request never pays for it).
	 */
	public static function ensure_scheduled(): void {
		if ( ! did_action( 'fitcoach_install' ) && ! is_admin() && ! wp_doing_cron() ) {
			return;
		}
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( self::next_run( Calendar::now() )->getTimestamp(), self::HOOK );
		}
	}

	/**
	 * The first Monday HOUR:00 in the site's time zone after a moment.
	 *
	 * @param DateTimeImmutable $now The moment.
	 */
	public static function next_run( DateTimeImmutable $now ): DateTimeImmutable {
		$due = self::due( $now );
		return Calendar::add_days( $due, 7 );
	}

	/**
	 * The Monday HOUR:00 (site time) of the digest that is due at a moment: this week's once it has
	 * passed, else last week's.
	 *
	 * @param DateTimeImmutable $now The moment.
	 */
	public static function due( DateTimeImmutable $now ): DateTimeImmutable {
		$monday = Calendar::week_start( $now )->setTime( self::HOUR, 0, 0 );
		return $monday > $now->setTimezone( Calendar::zone() ) ? Calendar::add_days( $monday, -7 ) : $monday;
	}

	/**
	 * The week a digest belongs to ('2026-W48': ISO year and week of its Monday).
	 *
	 * @param DateTimeImmutable $due Monday HOUR:00 of the digest.
	 */
	public static function week_key( DateTimeImmutable $due ): string {
		return $due->format( 'o-\WW' );
	}

	/**
	 * The cron event: sends the digest that is due to every coach who has not had it, then
	 * schedules the next one (and a retry in an hour when a mail failed).
	 *
	 * @return array{sent: int, skipped: int, failed: int}
	 */
	public static function run(): array {
		$now    = Calendar::now();
		$result = self::send_week( self::due( $now ) );
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			$next = self::next_run( $now )->getTimestamp();
			if ( $result['failed'] > 0 ) {
				$next = min( $next, time() + HOUR_IN_SECONDS );
			}
			wp_schedule_single_event( $next, self::HOOK );
		}
		return $result;
	}

	/**
	 * Sends one week's digest to every coach who wants it and has not had it.
	 *
	 * @param DateTimeImmutable $due Monday HOUR:00 of the digest.
	 * @return array{sent: int, skipped: int, failed: int}
	 */
	public static function send_week( DateTimeImmutable $due ): array {
		$week       = self::week_key( $due );
		$result     = array(
			'sent'    => 0,
			'skipped' => 0,
			'failed'  => 0,
		);
		$highlights = null;
		self::forget_old( $due );
		foreach ( self::recipients() as $coach ) {
			if ( ! self::claim( $week, $coach->ID ) ) {
				++$result['skipped'];
				continue;
			}
			$highlights ??= self::highlights( $due );
			if ( self::send( $coach, $due, $highlights ) ) {
				++$result['sent'];
			} else {
				self::release( $week, $coach->ID );
				++$result['failed'];
			}
		}
		return $result;
	}

	/**
	 * The coaches who get the digest: whoever may manage clients, unless they switched it off.
	 *
	 * @return list<WP_User>
	 */
	public static function recipients(): array {
		$users   = get_users(
			array(
				'capability' => Roles::MANAGE_CLIENTS,
				'orderby'    => 'ID',
				'fields'     => 'all_with_meta',
			)
		);
		$coaches = array();
		foreach ( $users as $user ) {
			if ( $user instanceof WP_User && '' !== $user->user_email && ! self::is_off( $user->ID ) ) {
				$coaches[] = $user;
			}
		}
		return $coaches;
	}

	/**
	 * Whether a coach switched the digest off.
	 *
	 * @param int $user_id Coach.
	 */
	public static function is_off( int $user_id ): bool {
		return '1' === (string) get_user_meta( $user_id, self::OFF_META, true );
	}

	/**
	 * Takes a coach's mail of a week for this run: true when no run took it before.
	 *
	 * @param string $week    Week key.
	 * @param int    $user_id Coach.
	 */
	private static function claim( string $week, int $user_id ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; the insert is the lock.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (week, user_id, sent_at) VALUES (%s, %d, %s)", $week, $user_id, current_time( 'mysql', true ) ) );
		return 1 === $inserted;
	}

	/**
	 * Gives a coach's mail of a week back (its mail could not be sent).
	 *
	 * @param string $week    Week key.
	 * @param int    $user_id Coach.
	 */
	private static function release( string $week, int $user_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete(
			self::table(),
			array(
				'week'    => $week,
				'user_id' => $user_id,
			),
			array( '%s', '%d' )
		);
	}

	/**
	 * Removes the rows of weeks long gone.
	 *
	 * @param DateTimeImmutable $due Monday of the digest being sent.
	 */
	private static function forget_old( DateTimeImmutable $due ): void {
		global $wpdb;
		$table = self::table();
		$limit = gmdate( 'Y-m-d H:i:s', Calendar::add_days( $due, -7 * self::KEEP_WEEKS )->getTimestamp() );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE sent_at < %s", $limit ) );
	}

	/**
	 * The week before the digest's Monday: records set in it that still stand (heaviest weight and
	 * estimated 1RM), the number of sessions per member and each member's planned days in it with
	 * those done. Three queries for every coach together.
	 *
	 * @param DateTimeImmutable $due Monday HOUR:00 of the digest.
	 * @return Highlights
	 */
	public static function highlights( DateTimeImmutable $due ): array {
		global $wpdb;
		$to      = Calendar::mysql( Calendar::day_start( $due ) );
		$from    = Calendar::mysql( Calendar::add_days( Calendar::day_start( $due ), -7 ) );
		$records = Records::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Once a week, for every coach together.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT r.user_id, r.kind, r.score, r.session_date, p.post_title FROM {$records} r LEFT JOIN {$wpdb->posts} p ON p.ID = r.exercise_id WHERE r.kind IN (%s, %s) AND r.session_date >= %s AND r.session_date < %s ORDER BY r.session_date DESC, r.user_id ASC, r.exercise_id ASC, r.kind ASC", Records::HEAVIEST_WEIGHT, Records::ESTIMATED_1RM, $from, $to ), ARRAY_A );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Once a week, through the (post_type, post_status, post_date) index.
		$counts = $wpdb->get_results( $wpdb->prepare( "SELECT post_author, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_date >= %s AND post_date < %s GROUP BY post_author", Post_Types::SESSION, $from, $to ), ARRAY_A );

		$highlights = array(
			'records'   => array(),
			'sessions'  => array(),
			'names'     => array(),
			'adherence' => self::adherence( Calendar::add_days( Calendar::day_start( $due ), -7 )->format( 'Y-m-d' ), Calendar::day_start( $due )->format( 'Y-m-d' ) ),
		);
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$highlights['records'][] = array(
				'user_id'  => (int) $row['user_id'],
				'exercise' => Plain_Text::from_html( (string) ( $row['post_title'] ?? '' ) ),
				'kind'     => (string) $row['kind'],
				'score'    => (int) $row['score'],
			);
		}
		foreach ( is_array( $counts ) ? $counts : array() as $row ) {
			$highlights['sessions'][ (int) $row['post_author'] ] = (int) $row['n'];
		}
		$ids = array_values( array_unique( array_merge( array_column( $highlights['records'], 'user_id' ), array_keys( $highlights['sessions'] ), array_keys( $highlights['adherence'] ) ) ) );
		if ( array() !== $ids ) {
			cache_users( $ids );
			foreach ( $ids as $id ) {
				$user = get_userdata( $id );
				if ( $user instanceof WP_User ) {
					$highlights['names'][ $id ] = Plain_Text::shown( '' !== $user->display_name ? $user->display_name : $user->user_login );
				}
			}
		}
		return $highlights;
	}

	/**
	 * Every member's planned days dated from one day up to another (exclusive) and those done,
	 * counted as the coach's member screen counts them (Member\Plan::adherence(): a day not done
	 * whose workout is no longer published is left out): one grouped query on the plan days table
	 * for every member together. Member id => { planned, done }; members without a planned day are
	 * left out.
	 *
	 * @param string $from First day (Y-m-d).
	 * @param string $to   The day after the last (Y-m-d).
	 * @return array<int, array{planned: int, done: int}>
	 */
	public static function adherence( string $from, string $to ): array {
		global $wpdb;
		$table = Plan_Days::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Once a week, for every coach together; the plugin's own table, the workouts by their primary key.
		$rows      = $wpdb->get_results( $wpdb->prepare( "SELECT p.member_id, COUNT(*) AS planned, SUM(CASE WHEN p.session_id IS NULL THEN 0 ELSE 1 END) AS done FROM {$table} p LEFT JOIN {$wpdb->posts} w ON w.ID = p.workout_id WHERE p.plan_date >= %s AND p.plan_date < %s AND (p.session_id IS NOT NULL OR (w.post_type = %s AND w.post_status = 'publish')) GROUP BY p.member_id", $from, $to, Post_Types::WORKOUT ), ARRAY_A );
		$adherence = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$adherence[ (int) $row['member_id'] ] = array(
				'planned' => (int) $row['planned'],
				'done'    => (int) $row['done'],
			);
		}
		return $adherence;
	}

	/**
	 * Builds and sends one coach's mail in their language.
	 *
	 * @param WP_User           $coach      The coach.
	 * @param DateTimeImmutable $due        Monday HOUR:00 of the digest.
	 * @param array             $highlights The week's highlights.
	 * @phpstan-param Highlights $highlights
	 */
	public static function send( WP_User $coach, DateTimeImmutable $due, array $highlights ): bool {
		return (bool) Language::as_user(
			$coach->ID,
			static function () use ( $coach, $due, $highlights ): bool {
				$mail = self::compose( $coach, $due, $highlights );
				return wp_mail( $coach->user_email, $mail['subject'], $mail['body'], array( 'Content-Type: text/plain; charset=UTF-8' ) );
			}
		);
	}

	/**
	 * One coach's mail, in the language loaded now.
	 *
	 * @param WP_User           $coach      The coach.
	 * @param DateTimeImmutable $due        Monday HOUR:00 of the digest (the week is the 7 days before its day).
	 * @param array             $highlights The week's highlights.
	 * @phpstan-param Highlights $highlights
	 * @return array{subject: string, body: string}
	 */
	public static function compose( WP_User $coach, DateTimeImmutable $due, array $highlights ): array {
		// An administrator everyone; a trainer his own members and those without a coach.
		$all       = user_can( $coach, 'edit_users' );
		$sees      = static fn( int $member ): bool => $member !== $coach->ID && ( $all || Coach_Assignment::in_scope( $coach->ID, $member ) );
		$attention = Attention::items_for( $coach->ID );
		$app       = self::app_name();
		$count     = count( $attention );
		$subject   = 0 === $count
			/* translators: %s: app name. */
			? sprintf( __( 'Weekoverzicht %s: iedereen is op schema', 'fitcoach' ), $app )
			/* translators: 1: app name, 2: number of members. */
			: sprintf( _n( 'Weekoverzicht %1$s: %2$d lid heeft aandacht nodig', 'Weekoverzicht %1$s: %2$d leden hebben aandacht nodig', $count, 'fitcoach' ), $app, $count );

		/* translators: %s: first name. */
		$lines = array( sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $coach ) ), '' );
		/* translators: 1: first day of the week, 2: last day of the week (dates). */
		$lines[] = sprintf( __( 'Dit is je overzicht van de week van %1$s tot en met %2$s.', 'fitcoach' ), self::day( Calendar::add_days( $due, -7 ) ), self::day( Calendar::add_days( $due, -1 ) ) );
		$lines[] = '';
		/* translators: %d: number of members. */
		$lines[] = sprintf( __( 'Aandacht nodig (%d)', 'fitcoach' ), $count );
		if ( 0 === $count ) {
			$lines[] = __( 'Iedereen is op schema', 'fitcoach' );
		}
		foreach ( array_slice( $attention, 0, self::LIST_ROWS ) as $item ) {
			$lines[] = '- ' . $item['name'] . ': ' . implode( '; ', array_column( $item['reasons'], 'text' ) );
		}
		if ( $count > self::LIST_ROWS ) {
			/* translators: %d: number of members not listed. */
			$lines[] = sprintf( _n( '… en nog %d lid', '… en nog %d leden', $count - self::LIST_ROWS, 'fitcoach' ), $count - self::LIST_ROWS );
		}

		// How the coach's members followed their program; the section only when one had a plan.
		$adherence = array_filter( $highlights['adherence'] ?? array(), static fn( int $member ): bool => $sees( $member ), ARRAY_FILTER_USE_KEY );
		if ( array() !== $adherence ) {
			$names = $highlights['names'];
			// Most days missed first, then by name.
			uksort( $adherence, static fn( int $a, int $b ): int => array( $adherence[ $b ]['planned'] - $adherence[ $b ]['done'], $names[ $a ] ?? '', $a ) <=> array( $adherence[ $a ]['planned'] - $adherence[ $a ]['done'], $names[ $b ] ?? '', $b ) );
			$lines[] = '';
			$lines[] = __( 'Schema’s van de week', 'fitcoach' );
			foreach ( array_slice( $adherence, 0, self::LIST_ROWS, true ) as $member => $week ) {
				/* translators: 1: workouts done, 2: workouts planned. */
				$lines[] = '- ' . ( $names[ $member ] ?? '' ) . ': ' . sprintf( __( 'Schema gevolgd: %1$d van %2$d', 'fitcoach' ), $week['done'], $week['planned'] );
			}
			if ( count( $adherence ) > self::LIST_ROWS ) {
				/* translators: %d: number of members not listed. */
				$lines[] = sprintf( _n( '… en nog %d lid', '… en nog %d leden', count( $adherence ) - self::LIST_ROWS, 'fitcoach' ), count( $adherence ) - self::LIST_ROWS );
			}
		}

		$lines[] = '';
		$lines[] = __( 'Hoogtepunten van de week', 'fitcoach' );
		$records = array_values( array_filter( $highlights['records'], static fn( array $record ): bool => $sees( $record['user_id'] ) ) );
		$lines[] = __( 'Nieuwe records:', 'fitcoach' );
		if ( array() === $records ) {
			$lines[] = __( 'Deze week geen nieuwe records.', 'fitcoach' );
		}
		foreach ( array_slice( $records, 0, self::LIST_ROWS ) as $record ) {
			$kg    = Language::number( Records::kg_of_score( $record['kind'], $record['score'] ), 1 );
			$label = Records::ESTIMATED_1RM === $record['kind']
				/* translators: %s: weight in kg. */
				? sprintf( __( 'geschat 1RM %s kg', 'fitcoach' ), $kg )
				/* translators: %s: weight in kg. */
				: sprintf( __( 'zwaarste gewicht %s kg', 'fitcoach' ), $kg );
			$lines[] = '- ' . ( $highlights['names'][ $record['user_id'] ] ?? '' ) . ', ' . $record['exercise'] . ': ' . $label;
		}
		$sessions = array_filter( $highlights['sessions'], static fn( int $member ): bool => $sees( $member ), ARRAY_FILTER_USE_KEY );
		$names    = $highlights['names'];
		uksort( $sessions, static fn( int $a, int $b ): int => array( $sessions[ $b ], $names[ $a ] ?? '' ) <=> array( $sessions[ $a ], $names[ $b ] ?? '' ) );
		$lines[] = __( 'Meeste trainingen:', 'fitcoach' );
		if ( array() === $sessions ) {
			$lines[] = __( 'Deze week geen trainingen.', 'fitcoach' );
		}
		foreach ( array_slice( $sessions, 0, self::TOP_SESSIONS, true ) as $member => $n ) {
			/* translators: 1: member's name, 2: number of sessions. */
			$lines[] = '- ' . sprintf( _n( '%1$s: %2$d training', '%1$s: %2$d trainingen', $n, 'fitcoach' ), $names[ $member ] ?? '', $n );
		}

		$lines[] = '';
		$lines[] = __( 'Bekijk alles in de app:', 'fitcoach' );
		$lines[] = App_Address::url( 'admin' );
		$lines[] = '';
		$lines[] = __( 'Je krijgt deze e-mail elke maandag. Je kunt hem uitzetten in je profiel:', 'fitcoach' );
		$lines[] = admin_url( 'profile.php' );
		return array(
			'subject' => wp_specialchars_decode( $subject ),
			'body'    => implode( "\n", $lines ),
		);
	}

	/**
	 * A date as '16-11-2026'.
	 *
	 * @param DateTimeImmutable $day The day.
	 */
	private static function day( DateTimeImmutable $day ): string {
		return $day->setTimezone( Calendar::zone() )->format( 'd-m-Y' );
	}

	/**
	 * The app's name from the settings, else the site's name.
	 */
	private static function app_name(): string {
		$settings = Settings::get();
		if ( isset( $settings['app_name'] ) && is_string( $settings['app_name'] ) && '' !== $settings['app_name'] ) {
			return $settings['app_name'];
		}
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}

	/**
	 * The profile's checkbox, for coaches.
	 *
	 * @param mixed $user The profile's user.
	 */
	public static function profile_field( $user ): void {
		if ( ! $user instanceof WP_User || ! user_can( $user, Roles::MANAGE_CLIENTS ) ) {
			return;
		}
		?>
		<h2><?php esc_html_e( 'FitCoach', 'fitcoach' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><?php esc_html_e( 'Weekoverzicht', 'fitcoach' ); ?></th>
				<td>
					<input type="hidden" name="fitcoach_digest_shown" value="1" />
					<label for="fitcoach-digest">
						<input type="checkbox" name="fitcoach_digest" id="fitcoach-digest" value="1" <?php checked( ! self::is_off( $user->ID ) ); ?> />
						<?php esc_html_e( 'Stuur mij elke maandag om 08:00 een e-mail met wie aandacht nodig heeft en de hoogtepunten van de week.', 'fitcoach' ); ?>
					</label>
				</td>
			</tr>
		</table>
		<?php
	}

	/**
	 * Saves the profile's checkbox (WordPress checked the profile form's nonce before this hook).
	 *
	 * @param mixed $user_id The profile's user.
	 */
	public static function save_profile_field( $user_id ): void {
		$user_id = (int) $user_id;
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- user-edit.php verified update-user_{id} before this hook.
		if ( ! current_user_can( 'edit_user', $user_id ) || ! isset( $_POST['fitcoach_digest_shown'] ) || ! user_can( $user_id, Roles::MANAGE_CLIENTS ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- As above.
		if ( isset( $_POST['fitcoach_digest'] ) ) {
			delete_user_meta( $user_id, self::OFF_META );
		} else {
			update_user_meta( $user_id, self::OFF_META, '1' );
		}
	}

	/**
	 * 'Nu versturen' on the Coaching page: sends this week's digest to the coach who asks, now.
	 */
	public static function send_now_form(): void {
		if ( ! current_user_can( Roles::MANAGE_CLIENTS ) ) {
			return;
		}
		$user = wp_get_current_user();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only chooses which notice to show.
		$state = isset( $_GET['fitcoach_digest'] ) ? sanitize_key( wp_unslash( $_GET['fitcoach_digest'] ) ) : '';
		?>
		<h2><?php esc_html_e( 'Weekoverzicht', 'fitcoach' ); ?></h2>
		<p><?php esc_html_e( 'Elke maandag om 08:00 krijgen de trainers en de beheerder een e-mail met wie aandacht nodig heeft en de hoogtepunten van de week.', 'fitcoach' ); ?></p>
		<?php if ( 'sent' === $state ) : ?>
			<div class="notice notice-success inline"><p>
				<?php
				/* translators: %s: e-mail address. */
				echo esc_html( sprintf( __( 'Het weekoverzicht is verstuurd naar %s.', 'fitcoach' ), $user->user_email ) );
				?>
			</p></div>
		<?php elseif ( 'failed' === $state ) : ?>
			<div class="notice notice-error inline"><p><?php esc_html_e( 'Het weekoverzicht kon niet worden verstuurd. Probeer het later opnieuw.', 'fitcoach' ); ?></p></div>
		<?php endif; ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( self::SEND_NOW_ACTION ); ?>" />
			<?php wp_nonce_field( self::SEND_NOW_ACTION ); ?>
			<p class="description">
				<?php
				/* translators: %s: e-mail address. */
				echo esc_html( sprintf( __( 'Om het uit te proberen: stuur het overzicht nu naar jouw e-mailadres (%s). De mail van maandag gaat gewoon uit.', 'fitcoach' ), $user->user_email ) );
				?>
			</p>
			<?php submit_button( __( 'Nu versturen', 'fitcoach' ), 'secondary', 'submit', false ); ?>
		</form>
		<?php
	}

	/**
	 * Handles 'Nu versturen': the digest of the week so far, to the coach who asks.
	 */
	public static function handle_send_now(): void {
		if ( ! current_user_can( Roles::MANAGE_CLIENTS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::SEND_NOW_ACTION );
		$sent = self::send_now( wp_get_current_user() );
		$back = wp_get_referer();
		wp_safe_redirect( add_query_arg( 'fitcoach_digest', $sent ? 'sent' : 'failed', false !== $back ? $back : admin_url() ) );
		exit;
	}

	/**
	 * Sends a digest of the last seven days to one coach now, outside the weekly run (no row is
	 * taken, so Monday's mail still goes out).
	 *
	 * @param WP_User $coach The coach.
	 */
	public static function send_now( WP_User $coach ): bool {
		$now = Calendar::now();
		return self::send( $coach, $now, self::highlights( $now ) );
	}
}
