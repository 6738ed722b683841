<?php
/**
 * Constants PHPStan needs to know about (defined by WordPress, the plugin's main file or the local
 * runtime's wp-config.php at run time). Those whose value depends on the site or the environment are
 * listed under dynamicConstantNames in phpstan.neon.dist, so that only their type counts.
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
define( 'OBJECT_K', 'OBJECT_K' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'WP_PLUGIN_DIR', WP_CONTENT_DIR . '/plugins' );
define( 'LOGGED_IN_COOKIE', 'wordpress_logged_in_0' );
define( 'FITCOACH_INSTANCE', 'dev' );
define( 'FITCOACH_DB_ENGINE', 'sqlite' );
