<?php
/**
 * Realistic volume for the benchmark, written fast: multi-row INSERTs through $wpdb with ids
 * chosen up front, instead of wp_insert_post() per row (which would take hours for 260,000 posts).
 *
 * The rows look exactly like the ones the plugin writes itself (post types, statuses, dates in the
 * site's time zone plus GMT, meta keys, serialized arrays as update_post_meta() stores them); the
 * storage constants below follow includes/Post_Types.php and the member controllers.
 *
 * @package FitCoach
 */

/**
 * Seeds members with a year of measurements and three sessions a week each.
 */
class FitCoach_Bench_Volume {

	/** Login of every benchmark member: bench_0001, bench_0002, ... */
	public const LOGIN_PREFIX = 'bench_';

	/** Post types and meta keys of the plugin's storage. */
	public const MEASUREMENT            = 'fitcoach_measurement';
	public const SESSION                = 'fitcoach_session';
	public const WORKOUT                = 'fitcoach_workout';
	public const EXERCISE               = 'fitcoach_exercise';
	public const META_WEIGHT            = '_fitcoach_weight';
	public const META_ENERGY            = '_fitcoach_energy';
	public const META_EXERCISES         = '_fitcoach_exercises';
	public const META_TOTAL             = '_fitcoach_total_weight';
	public const META_COUNT             = '_fitcoach_exercise_count';
	public const META_VIDEO             = '_fitcoach_video_url';
	public const META_WORKOUT_EXERCISES = '_fitcoach_exercise_ids';

	/** Post status of member data (private posts of a private post type). */
	public const STATUS = 'publish';

	/** Rows per INSERT statement. */
	private const BATCH = 1000;

	/**
	 * Exercise names of the catalogue (30).
	 *
	 * @var string[]
	 */
	private const EXERCISES = array( 'Squat', 'Bankdrukken', 'Deadlift', 'Overhead press', 'Roeien met halter', 'Lunges', 'Leg press', 'Pull-ups', 'Dips', 'Bicep curls', 'Triceps pushdown', 'Lat pulldown', 'Hip thrust', 'Romanian deadlift', 'Kettlebell swing', 'Calf raises', 'Face pulls', 'Incline dumbbell press', 'Cable fly', 'Leg curl', 'Leg extension', 'Front squat', 'Goblet squat', 'Step-ups', 'Farmer walk', 'Plank', 'Russian twists', 'Shoulder press', 'Lateral raises', 'Chest press' );

	/**
	 * First names for the members.
	 *
	 * @var string[]
	 */
	private const FIRST = array( 'Emma', 'Daan', 'Julia', 'Sem', 'Mila', 'Lucas', 'Tess', 'Levi', 'Sophie', 'Finn', 'Zoë', 'Milan', 'Sara', 'Noah', 'Eva', 'Luuk', 'Anna', 'Jesse', 'Lotte', 'Bram' );

	/**
	 * Last names for the members.
	 *
	 * @var string[]
	 */
	private const LAST = array( 'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer' );

	/**
	 * Password hash shared by every benchmark member.
	 *
	 * @var string
	 */
	private string $password_hash;

	/**
	 * Next free ids.
	 *
	 * @var array{user: int, post: int}
	 */
	private array $next = array(
		'user' => 0,
		'post' => 0,
	);

	/**
	 * Workout id => its exercises (id, title).
	 *
	 * @var array<int, list<array{id: int, title: string}>>
	 */
	private array $workouts = array();

	/**
	 * Rows waiting to be written, per table.
	 *
	 * @var array<string, list<string>>
	 */
	private array $rows = array();

	/**
	 * Column lists per table.
	 *
	 * @var array<string, string>
	 */
	private array $columns = array();

	/**
	 * The year of days every member gets, oldest first (index 0 is 364 days ago, 364 is today):
	 * computed once per run, since every member's dates are the same.
	 *
	 * @var list<array{noon: string, noon_gmt: string, title: string, slug: string, weekday: int, date: string, evening: int}>
	 */
	private array $days = array();

	/**
	 * Values already passed through the plugin's meta sanitizers: "type|key|value" => stored text.
	 *
	 * @var array<string, string>
	 */
	private array $sanitized = array();

	/**
	 * Slugs of titles already passed through sanitize_title().
	 *
	 * @var array<string, string>
	 */
	private array $slugs = array();

	/**
	 * The site's home URL with a slash (home_url( '/' )), the start of every guid.
	 *
	 * @var string
	 */
	private string $home = '';

	/**
	 * Login name of member number $n (1-based).
	 *
	 * @param int $n Member number.
	 */
	public static function login( int $n ): string {
		return self::LOGIN_PREFIX . sprintf( '%04d', $n );
	}

	/**
	 * The workout of member $n's session on day $d of the seeded year (0 is 364 days ago, 364 is
	 * today; sessions on Mondays, Wednesdays and Fridays): the catalogue's workouts in turn. Days
	 * after today continue the turn (the programs plan them so, lib/class-fitcoach-bench-programs.php).
	 *
	 * @param int[] $workout_ids The catalogue's workouts (workout_ids()).
	 * @param int   $n           Member number (1-based).
	 * @param int   $d           Day of the year.
	 */
	public static function session_workout( array $workout_ids, int $n, int $d ): int {
		$count = count( $workout_ids );
		return $count > 0 ? $workout_ids[ ( ( $n + $d ) % $count + $count ) % $count ] : 0;
	}

	/**
	 * The workouts the members' sessions use, in their turn (after grow()).
	 *
	 * @return list<int>
	 */
	public function workout_ids(): array {
		return array_keys( $this->workouts );
	}

	/**
	 * Constructor.
	 *
	 * @param string $password Password of every benchmark member.
	 */
	public function __construct( string $password ) {
		global $wpdb;
		$this->password_hash = wp_hash_password( $password );
		$this->columns       = array(
			$wpdb->users    => '(ID, user_login, user_pass, user_nicename, user_email, user_url, user_registered, user_activation_key, user_status, display_name)',
			$wpdb->usermeta => '(user_id, meta_key, meta_value)',
			$wpdb->posts    => '(ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count)',
			$wpdb->postmeta => '(post_id, meta_key, meta_value)',
		);
	}

	/**
	 * Grows the site to $members benchmark members (never shrinks it).
	 *
	 * @param int           $members Wanted number of benchmark members.
	 * @param callable|null $progress Called with (done, wanted) now and then.
	 * @return array{created: int, members: int}
	 */
	public function grow( int $members, ?callable $progress = null ): array {
		global $wpdb;
		$this->catalogue();
		$this->days();
		$this->home         = home_url( '/' );
		$existing           = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( self::LOGIN_PREFIX ) . '%' ) );
		$this->next['user'] = 1 + (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" );
		$this->next['post'] = 1 + (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" );

		$wpdb->query( 'SET SESSION unique_checks = 0' );
		$wpdb->query( 'SET SESSION foreign_key_checks = 0' );
		$created = 0;
		for ( $n = $existing + 1; $n <= $members; $n++ ) {
			if ( 0 === $created % 10 ) {
				$wpdb->query( 'START TRANSACTION' );
			}
			$this->member( $n );
			++$created;
			if ( 0 === $created % 10 || $n === $members ) {
				$this->flush_all();
				$wpdb->query( 'COMMIT' );
				if ( $progress ) {
					$progress( $n, $members );
				}
			}
		}
		$this->flush_all();
		$wpdb->query( 'SET SESSION unique_checks = 1' );
		$wpdb->query( 'SET SESSION foreign_key_checks = 1' );
		wp_cache_flush();
		return array(
			'created' => $created,
			'members' => max( $existing, $members ),
		);
	}

	/**
	 * The catalogue: 30 exercises and 10 workouts of 5 exercises (created once).
	 */
	private function catalogue(): void {
		$exercises = get_posts(
			array(
				'post_type'      => self::EXERCISE,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'no_found_rows'  => true,
			)
		);
		$by_title  = array();
		foreach ( $exercises as $exercise ) {
			$by_title[ $exercise->post_title ] = (int) $exercise->ID;
		}
		foreach ( self::EXERCISES as $i => $title ) {
			if ( ! isset( $by_title[ $title ] ) ) {
				$by_title[ $title ] = (int) wp_insert_post(
					array(
						'post_type'   => self::EXERCISE,
						'post_status' => 'publish',
						'post_title'  => $title,
						'meta_input'  => array( self::META_VIDEO => 'https://www.youtube.com/watch?v=fitcoach' . sprintf( '%03d', $i ) ),
					)
				);
			}
		}
		$exercise_ids = array_values( array_intersect_key( $by_title, array_flip( self::EXERCISES ) ) );

		$workouts = get_posts(
			array(
				'post_type'      => self::WORKOUT,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'no_found_rows'  => true,
			)
		);
		for ( $i = count( $workouts ); $i < 10; $i++ ) {
			$ids        = array();
			$exercise_n = count( $exercise_ids );
			for ( $j = 0; $j < 5; $j++ ) {
				$ids[] = $exercise_ids[ ( $i * 3 + $j ) % $exercise_n ];
			}
			$workouts[] = get_post(
				(int) wp_insert_post(
					array(
						'post_type'    => self::WORKOUT,
						'post_status'  => 'publish',
						'post_title'   => sprintf( 'Workout %s', chr( 65 + $i ) ),
						'post_content' => '<p>Volledige training van vijf oefeningen.</p>',
						'meta_input'   => array( self::META_WORKOUT_EXERCISES => $ids ),
					)
				)
			);
		}
		foreach ( array_slice( $workouts, 0, 10 ) as $workout ) {
			if ( ! $workout instanceof WP_Post ) {
				continue;
			}
			$ids                                  = get_post_meta( $workout->ID, self::META_WORKOUT_EXERCISES, true );
			$ids                                  = is_array( $ids ) && $ids ? array_map( 'intval', $ids ) : array_slice( $exercise_ids, 0, 5 );
			$this->workouts[ (int) $workout->ID ] = array_map(
				static fn( int $id ) => array(
					'id'    => $id,
					'title' => get_the_title( $id ),
				),
				array_values( array_slice( $ids, 0, 5 ) )
			);
		}
	}

	/**
	 * The year of days (see $days), in the site's time zone: noon (measurements) and 18:00
	 * (sessions, plus a random minute) with their GMT times.
	 */
	private function days(): void {
		$tz         = wp_timezone();
		$utc        = new DateTimeZone( 'UTC' );
		$today      = new DateTimeImmutable( 'today', $tz );
		$this->days = array();
		for ( $i = 0; $i <= 364; $i++ ) {
			$day          = $today->modify( '-' . ( 364 - $i ) . ' days' );
			$noon         = $day->setTime( 12, 0, 0 );
			$title        = sprintf( 'Meting %s', $day->format( 'd-m-Y' ) );
			$this->days[] = array(
				'noon'     => $noon->format( 'Y-m-d H:i:s' ),
				'noon_gmt' => $noon->setTimezone( $utc )->format( 'Y-m-d H:i:s' ),
				'title'    => $title,
				'slug'     => sanitize_title( $title ),
				'weekday'  => (int) $day->format( 'N' ),
				'date'     => $day->format( 'Y-m-d' ),
				'evening'  => $day->setTime( 18, 0, 0 )->getTimestamp(),
			);
		}
	}

	/**
	 * A meta value as the plugin's registered sanitizer stores it (remembered per value: the
	 * weights, energies and totals repeat).
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 * @param string $type  Post type.
	 */
	private function meta_text( string $key, $value, string $type ): string {
		$memo = $type . '|' . $key . '|' . $value;
		if ( ! isset( $this->sanitized[ $memo ] ) ) {
			$this->sanitized[ $memo ] = (string) sanitize_meta( $key, $value, 'post', $type );
		}
		return $this->sanitized[ $memo ];
	}

	/**
	 * One member with its user meta, measurements and sessions.
	 *
	 * @param int $n Member number (1-based).
	 */
	private function member( int $n ): void {
		global $wpdb;
		mt_srand( $n );
		$tz      = wp_timezone();
		$utc     = new DateTimeZone( 'UTC' );
		$today   = new DateTimeImmutable( 'today', $tz );
		$user_id = $this->next['user']++;
		$first   = self::FIRST[ $n % count( self::FIRST ) ];
		$last    = self::LAST[ intdiv( $n, count( self::FIRST ) ) % count( self::LAST ) ];
		$login   = self::login( $n );
		$name    = $first . ' ' . $last;
		$since   = $today->modify( '-' . ( 366 + $n % 30 ) . ' days' )->setTimezone( $utc )->format( 'Y-m-d H:i:s' );

		$this->row( $wpdb->users, array( $user_id, $login, $this->password_hash, $login, $login . '@bench.fitcoach.test', '', $since, '', 0, $name ) );
		$meta = array(
			'nickname'                     => $login,
			'first_name'                   => $first,
			'last_name'                    => $last,
			'description'                  => '',
			'rich_editing'                 => 'true',
			'syntax_highlighting'          => 'true',
			'comment_shortcuts'            => 'false',
			'admin_color'                  => 'fresh',
			'use_ssl'                      => '0',
			'show_admin_bar_front'         => 'true',
			'locale'                       => '',
			$wpdb->prefix . 'capabilities' => serialize( array( 'sporter' => true ) ),
			$wpdb->prefix . 'user_level'   => '0',
			'dismissed_wp_pointers'        => '',
			'fitcoach_last_login'          => (string) ( time() - mt_rand( 0, 60 ) * DAY_IN_SECONDS ),
		);
		foreach ( $meta as $key => $value ) {
			$this->row( $wpdb->usermeta, array( $user_id, $key, $value ) );
		}

		// One measurement a day for a year, dated at noon as the plugin stores them.
		$weight = 60 + mt_rand( 0, 400 ) / 10;
		foreach ( $this->days as $day ) {
			$weight  = max( 45, $weight + ( mt_rand( -5, 4 ) / 10 ) );
			$post_id = $this->post( $user_id, $day['noon'], $day['noon_gmt'], $day['title'], $day['slug'], '', self::MEASUREMENT, 0 );
			$this->row( $wpdb->postmeta, array( $post_id, self::META_WEIGHT, $this->meta_text( self::META_WEIGHT, round( $weight, 1 ), self::MEASUREMENT ) ) );
			$this->row( $wpdb->postmeta, array( $post_id, self::META_ENERGY, $this->meta_text( self::META_ENERGY, mt_rand( 1, 10 ), self::MEASUREMENT ) ) );
		}

		// Three sessions a week (Monday, Wednesday, Friday) for a year.
		$workout_ids = array_keys( $this->workouts );
		$numbers     = array();
		foreach ( $this->days as $d => $day ) {
			if ( ! in_array( $day['weekday'], array( 1, 3, 5 ), true ) ) {
				continue;
			}
			$workout_id             = self::session_workout( $workout_ids, $n, $d );
			$numbers[ $workout_id ] = ( $numbers[ $workout_id ] ?? 0 ) + 1;
			$exercises              = array();
			$total                  = 0.0;
			foreach ( $this->workouts[ $workout_id ] as $exercise ) {
				$sets = array();
				$base = 20 + mt_rand( 0, 80 );
				for ( $s = 0; $s < 3; $s++ ) {
					$set_weight = (float) ( $base + 2.5 * $s );
					$reps       = mt_rand( 6, 12 );
					$sets[]     = array(
						'weight' => $set_weight,
						'reps'   => $reps,
					);
					$total     += $set_weight * $reps;
				}
				$exercises[] = array(
					'id'    => $exercise['id'],
					'title' => $exercise['title'],
					'sets'  => $sets,
				);
			}
			// 18:mm on that day: the GMT time is 18:00's plus the minutes (one offset per evening).
			$minute  = mt_rand( 0, 59 );
			$title   = sprintf( 'Sessie %d', $numbers[ $workout_id ] );
			$post_id = $this->post( $user_id, sprintf( '%s 18:%02d:00', $day['date'], $minute ), gmdate( 'Y-m-d H:i:s', $day['evening'] + 60 * $minute ), $title, $this->slug( $title ), 0 === $d % 4 ? 'Ging goed vandaag.' : '', self::SESSION, $workout_id );
			// Through the plugin's own sanitizers (register_post_meta), so the stored shape is the
			// plugin's whatever it is; values stored as update_post_meta() stores them.
			$this->row( $wpdb->postmeta, array( $post_id, self::META_EXERCISES, maybe_serialize( $this->session_exercises( $exercises ) ) ) );
			$this->row( $wpdb->postmeta, array( $post_id, self::META_TOTAL, $this->meta_text( self::META_TOTAL, round( $total, 1 ), self::SESSION ) ) );
			$this->row( $wpdb->postmeta, array( $post_id, self::META_COUNT, $this->meta_text( self::META_COUNT, count( $exercises ), self::SESSION ) ) );
		}
	}

	/**
	 * Session exercises as the plugin stores them: through its sanitizer once that class exists.
	 *
	 * @param array<int, array<string, mixed>> $exercises Exercises with their sets.
	 * @return mixed
	 */
	private function session_exercises( array $exercises ) {
		if ( ! class_exists( 'FitCoach\\Member\\Session_Exercises' ) ) {
			return $exercises;
		}
		return sanitize_meta( self::META_EXERCISES, $exercises, 'post', self::SESSION );
	}

	/**
	 * The slug of a title (remembered: titles repeat across members).
	 *
	 * @param string $title Title.
	 */
	private function slug( string $title ): string {
		if ( ! isset( $this->slugs[ $title ] ) ) {
			$this->slugs[ $title ] = sanitize_title( $title );
		}
		return $this->slugs[ $title ];
	}

	/**
	 * Queues one post row and returns its id.
	 *
	 * @param int    $author  Author.
	 * @param string $local   Local date and time (Y-m-d H:i:s).
	 * @param string $gmt     The same in GMT.
	 * @param string $title   Title.
	 * @param string $slug    Slug of the title (the id is added, as wp_unique_post_slug() would).
	 * @param string $content Content.
	 * @param string $type    Post type.
	 * @param int    $parent  Parent id.
	 */
	private function post( int $author, string $local, string $gmt, string $title, string $slug, string $content, string $type, int $parent ): int {
		global $wpdb;
		$id = $this->next['post']++;
		$this->row(
			$wpdb->posts,
			array( $id, $author, $local, $gmt, $content, $title, '', self::STATUS, 'closed', 'closed', '', $slug . '-' . $id, '', '', $local, $gmt, '', $parent, $this->home . '?post_type=' . $type . '&p=' . $id, 0, $type, '', 0 )
		);
		return $id;
	}

	/**
	 * A text escaped for a quoted SQL value (esc_sql() of one string).
	 *
	 * @param string $text Text.
	 */
	private static function escape( string $text ): string {
		$escaped = esc_sql( $text );
		return is_string( $escaped ) ? $escaped : '';
	}

	/**
	 * Queues one row (written in batches).
	 *
	 * @param string            $table  Table.
	 * @param array<int, mixed> $values Values in column order.
	 */
	private function row( string $table, array $values ): void {
		$sql = array();
		foreach ( $values as $value ) {
			$sql[] = is_int( $value ) ? (string) $value : "'" . self::escape( (string) $value ) . "'";
		}
		$this->rows[ $table ][] = '(' . implode( ',', $sql ) . ')';
		if ( count( $this->rows[ $table ] ) >= self::BATCH ) {
			$this->flush( $table );
		}
	}

	/**
	 * Writes the queued rows of one table.
	 *
	 * @param string $table Table.
	 * @throws RuntimeException When the database refuses the rows.
	 */
	private function flush( string $table ): void {
		global $wpdb;
		if ( empty( $this->rows[ $table ] ) ) {
			return;
		}
		$sql = 'INSERT INTO ' . $table . ' ' . $this->columns[ $table ] . ' VALUES ' . implode( ',', $this->rows[ $table ] );
		// The values were escaped one by one; skip wpdb's charset scan of a megabyte of SQL.
		$wpdb->check_current_query = false;
		if ( false === $wpdb->query( $sql ) ) {
			throw new RuntimeException( 'Insert into ' . $table . ' failed: ' . $wpdb->last_error );
		}
		$this->rows[ $table ] = array();
	}

	/**
	 * Writes every queued row, parents first.
	 */
	private function flush_all(): void {
		global $wpdb;
		foreach ( array( $wpdb->users, $wpdb->usermeta, $wpdb->posts, $wpdb->postmeta ) as $table ) {
			$this->flush( $table );
		}
	}
}
