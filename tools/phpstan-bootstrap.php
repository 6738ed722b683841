<?php
/**
 * Constants PHPStan needs to know about (defined by WordPress or the plugin's main file at run time).
 *
 * @package FitCoach
 */

define( 'ABSPATH', __DIR__ . '/' );
define( 'FITCOACH_VERSION', '0.0.0' );
define( 'FITCOACH_FILE', __DIR__ . '/../fitcoach-plugin.php' );
define( 'FITCOACH_DIR', dirname( __DIR__ ) );
define( 'WPINC', 'wp-includes' );
define( 'WP_CONTENT_DIR', __DIR__ );
define( 'DAY_IN_SECONDS', 86400 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'WEEK_IN_SECONDS', 604800 );
define( 'MONTH_IN_SECONDS', 2592000 );
define( 'YEAR_IN_SECONDS', 31536000 );
