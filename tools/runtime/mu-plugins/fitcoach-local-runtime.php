<?php
/**
 * Plugin Name: FitCoach local runtime
 * Description: Only in the local runtime (npm start / npm test): a sender address that PHPMailer
 * accepts on localhost. Mail itself goes through wp_mail and PHP's mail() into .wp/outbox/.
 *
 * @package FitCoach
 */

if ( ! defined( 'FITCOACH_LOCAL_RUNTIME' ) ) {
	return;
}

// WordPress's default sender is wordpress@localhost, which is_email() refuses (no dot in the domain).
add_filter(
	'wp_mail_from',
	static function ( $from ) {
		return str_ends_with( (string) $from, '@localhost' ) ? 'noreply@fitcoach.test' : $from;
	}
);

// Every mail leaves PHPMailer through the outbox writer instead of a sendmail binary, whichever
// way WordPress was started (php -S, the installer, PHPUnit).
add_action(
	'phpmailer_init',
	static function ( $phpmailer ) {
		$phpmailer->isSendmail();
		// FITCOACH_RUNTIME_ROOT: the checkout when this file is mounted rather than linked (.wp-env.json).
		$root                = defined( 'FITCOACH_RUNTIME_ROOT' ) ? (string) FITCOACH_RUNTIME_ROOT : dirname( __DIR__, 3 );
		$phpmailer->Sendmail = PHP_BINARY . ' ' . $root . '/tools/runtime/sendmail.php'; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}
);

// This machine has no internet (WP_HTTP_BLOCK_EXTERNAL): skip WordPress.org's update checks instead
// of letting each failed check write a warning into the PHP log that the tests read.
foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes', 'wp_maybe_auto_update' ) as $fitcoach_event ) {
	remove_action( $fitcoach_event, $fitcoach_event );
}
foreach ( array( 'admin_init' => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) ) as $fitcoach_hook => $fitcoach_callbacks ) {
	foreach ( $fitcoach_callbacks as $fitcoach_callback ) {
		remove_action( $fitcoach_hook, $fitcoach_callback );
	}
}
foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php', 'load-themes.php' ) as $fitcoach_hook ) {
	remove_action( $fitcoach_hook, 'wp_update_plugins' );
	remove_action( $fitcoach_hook, 'wp_update_themes' );
}
add_filter( 'pre_http_request', 'fitcoach_local_refuse_wordpress_org', 10, 3 );

/**
 * Answers any request to *.wordpress.org at once with an error (no DNS look-up, no warning).
 *
 * @param false|array<string, mixed>|WP_Error $response Short-circuit value.
 * @param array<string, mixed>                $args     Request arguments.
 * @param string                              $url      Request URL.
 * @return false|array<string, mixed>|WP_Error
 */
function fitcoach_local_refuse_wordpress_org( $response, $args, $url ) {
	unset( $args );
	$host = (string) wp_parse_url( $url, PHP_URL_HOST );
	if ( 'wordpress.org' === $host || str_ends_with( $host, '.wordpress.org' ) ) {
		return new WP_Error( 'fitcoach_offline', 'The local runtime has no internet.' );
	}
	return $response;
}

// The benchmark (tools/bench/run.sh) sets FITCOACH_BENCH=1 in the environment of its PHP-FPM pools:
// then every REST response tells how many SQL queries it ran, how long PHP took and which node
// answered; a request with the header X-FitCoach-Trace: NAME also has its SQL (with callers)
// written to FITCOACH_BENCH_TRACE_DIR/NAME.json. Without that variable nothing here runs.
if ( '1' === getenv( 'FITCOACH_BENCH' ) ) {
	$fitcoach_trace = isset( $_SERVER['HTTP_X_FITCOACH_TRACE'] ) ? sanitize_file_name( wp_unslash( $_SERVER['HTTP_X_FITCOACH_TRACE'] ) ) : '';
	$fitcoach_dir   = (string) getenv( 'FITCOACH_BENCH_TRACE_DIR' );
	if ( '' !== $fitcoach_trace && '' !== $fitcoach_dir && is_dir( $fitcoach_dir ) ) {
		$GLOBALS['fitcoach_bench_trace'] = array();
		add_filter(
			'query',
			static function ( $sql ) {
				$GLOBALS['fitcoach_bench_trace'][] = array(
					'sql'    => $sql,
					// When the query was sent, in ms since the request began: the gaps between
					// entries show where a request spends its time (PHP and the query before).
					'at_ms'  => round( ( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 2 ),
					'caller' => wp_debug_backtrace_summary( null, 3 ), // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the benchmark's trace.
				);
				return $sql;
			}
		);
		add_filter(
			'rest_post_dispatch',
			static function ( $response ) use ( $fitcoach_trace, $fitcoach_dir ) {
				global $wpdb;
				$traced = $GLOBALS['fitcoach_bench_trace'];
				file_put_contents(
					$fitcoach_dir . '/' . $fitcoach_trace . '.json',
					wp_json_encode(
						array(
							'num_queries'       => (int) $wpdb->num_queries,
							'end_ms'            => round( ( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 2 ),
							'before_mu_plugins' => (int) $wpdb->num_queries - count( $traced ),
							'queries'           => $traced,
						),
						JSON_PRETTY_PRINT
					)
				);
				return $response;
			},
			PHP_INT_MAX - 1
		);
	}
	add_filter(
		'rest_post_dispatch',
		static function ( $response ) {
			global $wpdb, $wp_object_cache;
			if ( $response instanceof WP_HTTP_Response ) {
				$response->header( 'X-FitCoach-Queries', (string) (int) $wpdb->num_queries );
				$response->header( 'X-FitCoach-Time-Ms', (string) round( ( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 2 ) );
				$response->header( 'X-FitCoach-Node', (string) getenv( 'FITCOACH_BENCH_NODE' ) );
				if ( is_object( $wp_object_cache ) && isset( $wp_object_cache->redis_calls ) ) {
					$response->header( 'X-FitCoach-Cache-Calls', (string) (int) $wp_object_cache->redis_calls );
				}
			}
			return $response;
		},
		PHP_INT_MAX
	);
}
