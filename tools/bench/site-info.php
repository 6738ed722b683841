<?php
/**
 * Facts about the benchmark site as JSON on stdout: the API key, the users the benchmark logs in
 * as, how much data there is, and the plugin's autoloaded options.
 *
 * Usage: FITCOACH_INSTANCE=bench FITCOACH_DB=mariadb php tools/bench/site-info.php
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require dirname( __DIR__, 2 ) . '/.wp/wordpress/wp-load.php';
require_once __DIR__ . '/lib/class-fitcoach-bench-volume.php';

global $wpdb;

/**
 * Id of a user by login, or 0.
 *
 * @param string $login Login name.
 */
function fitcoach_bench_user_id( string $login ): int {
	$user = get_user_by( 'login', $login );
	return $user ? (int) $user->ID : 0;
}

$fitcoach_counts = array();
foreach ( $wpdb->get_results( "SELECT post_type, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_type LIKE 'fitcoach\\_%' GROUP BY post_type" ) as $fitcoach_row ) {
	$fitcoach_counts[ $fitcoach_row->post_type ] = (int) $fitcoach_row->n;
}
$fitcoach_counts['users']         = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" );
$fitcoach_counts['bench_members'] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( FitCoach_Bench_Volume::LOGIN_PREFIX ) . '%' ) );
$fitcoach_counts['posts_rows']    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" );
$fitcoach_counts['postmeta_rows'] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta}" );
$fitcoach_counts['usermeta_rows'] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta}" );
// Programs and plans (issue 28): the planned days and the members following a program.
$fitcoach_plan_table = $wpdb->prefix . 'fitcoach_plan_days';
if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $fitcoach_plan_table ) ) ) === $fitcoach_plan_table ) {
	$fitcoach_counts['plan_days']       = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$fitcoach_plan_table}" );
	$fitcoach_counts['plan_days_done']  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$fitcoach_plan_table} WHERE session_id IS NOT NULL" );
	$fitcoach_counts['program_members'] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = %s", 'fitcoach_program_id' ) );
}

// Autoloaded options whose name mentions the plugin (any of the autoload values of WP 6.5 to 6.7).
$fitcoach_autoload       = $wpdb->get_results(
	"SELECT option_name, LENGTH(option_value) AS bytes FROM {$wpdb->options}
	WHERE autoload IN ('yes', 'on', 'auto', 'auto-on') AND option_name LIKE '%fitcoach%' ORDER BY bytes DESC"
);
$fitcoach_autoload_rows  = array();
$fitcoach_autoload_total = 0;
foreach ( $fitcoach_autoload as $fitcoach_row ) {
	$fitcoach_autoload_rows[] = array(
		'name'  => $fitcoach_row->option_name,
		'bytes' => (int) $fitcoach_row->bytes,
	);
	$fitcoach_autoload_total += (int) $fitcoach_row->bytes;
}
$fitcoach_all_autoload = (int) $wpdb->get_var( "SELECT SUM(LENGTH(option_value)) FROM {$wpdb->options} WHERE autoload IN ('yes', 'on', 'auto', 'auto-on')" );

$fitcoach_member_login = FitCoach_Bench_Volume::login( 1 );
$fitcoach_other_login  = FitCoach_Bench_Volume::login( 2 );
echo wp_json_encode(
	array(
		'api_key'   => (string) get_option( 'fitcoach_api_key', '' ),
		'users'     => array(
			'coach'  => fitcoach_bench_user_id( 'coach' ),
			'sanne'  => fitcoach_bench_user_id( 'sanne' ),
			'daan'   => fitcoach_bench_user_id( 'daan' ),
			'member' => array(
				'login' => $fitcoach_member_login,
				'id'    => fitcoach_bench_user_id( $fitcoach_member_login ),
			),
			// Another member, whose writes the coach's dashboard must notice (cold paths).
			'other'  => array(
				'login' => $fitcoach_other_login,
				'id'    => fitcoach_bench_user_id( $fitcoach_other_login ),
			),
		),
		'counts'    => $fitcoach_counts,
		'autoload'  => array(
			'fitcoach_bytes' => $fitcoach_autoload_total,
			'fitcoach_rows'  => $fitcoach_autoload_rows,
			'all_bytes'      => $fitcoach_all_autoload,
		),
		'wordpress' => get_bloginfo( 'version' ),
		'mysql'     => (string) $wpdb->db_server_info(),
	),
	JSON_PRETTY_PRINT
) . "\n";
