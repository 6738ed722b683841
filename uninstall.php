<?php
/**
 * Uninstall (Plugins → Delete): removes everything FitCoach stored, on every site of a network.
 *
 * - its tables: {prefix}fitcoach_refresh_tokens (Auth\Token_Store), {prefix}fitcoach_switch_log
 *   (Switching\Audit_Log), {prefix}fitcoach_idempotency (REST\Idempotency), {prefix}fitcoach_sets
 *   (Member\Set_Index), {prefix}fitcoach_records (Member\Records), {prefix}fitcoach_coach_status
 *   (Coach\Coach_Status), {prefix}fitcoach_attention_days (Coach\Attention_Days) and
 *   {prefix}fitcoach_digest_log (Coach\Weekly_Digest), {prefix}fitcoach_plan_days
 *   (Member\Plan_Days) and {prefix}fitcoach_plan_misses (Coach\Plan_Misses), {prefix}fitcoach_check_ins,
 *   {prefix}fitcoach_check_in_photos and {prefix}fitcoach_check_in_mails (Member\Check_Ins,
 *   Member\Check_In_Photos, Coach\Check_In_Reminder), {prefix}fitcoach_messages,
 *   {prefix}fitcoach_threads and {prefix}fitcoach_message_counters (Member\Messages,
 *   Member\Message_Counters: the conversations), the scheduled
 *   batches that fill the set index, the records and the coach status after an upgrade
 *   (fitcoach_training_backfill, fitcoach_coach_status_backfill), the weekly digest
 *   (fitcoach_weekly_digest), the daily check-in reminders (fitcoach_check_in_reminders) and the
 *   daily removal of old idempotency keys (fitcoach_idempotency_cleanup);
 * - its options (fitcoach_*: settings, API key, signing secret, schema versions) and transients
 *   (throttle counts);
 * - its user meta (fitcoach_profile_image, fitcoach_token_version, fitcoach_last_login, the
 *   member's coach fitcoach_coach, the member's program fitcoach_program and fitcoach_program_id,
 *   and the
 *   per-login switches _fitcoach_switch_*);
 * - the members' data: posts of its post types (measurements, sessions, workouts, exercises,
 *   programs) with
 *   their meta, the profile pictures uploaded through the app (with their files) and the private
 *   progress photos of the check-ins (the site's folder in wp-content/uploads/fitcoach-private, and
 *   that folder itself once it holds no other site's) — personal
 *   data that nothing could show, export or erase once the plugin is gone;
 * - its capabilities and roles: users of the roles Sporter and PT Trainer become Subscribers
 *   first, so nobody is left with a role that no longer exists.
 * - its wp-content/db-error.php drop-in, when the file carries FitCoach's marker.
 * User accounts themselves stay. The plugin is not loaded here (WordPress includes this file on
 * its own), so the names are written out; tests/php/Security/UninstallTest.php checks them against
 * the plugin's constants.
 *
 * @package FitCoach
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

/**
 * The distinct names in a column that start with a prefix (options, meta keys).
 *
 * @param string $table  Table.
 * @param string $column Column.
 * @param string $prefix Prefix.
 * @return list<string>
 */
function fitcoach_uninstall_names( string $table, string $column, string $prefix ): array {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Uninstall; table and column are WordPress's own. (ORDER BY: the SQLite integration warns about a query that ends in LIKE.)
	return array_values( array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT {$column} FROM {$table} WHERE {$column} LIKE %s ORDER BY {$column}", $wpdb->esc_like( $prefix ) . '%' ) ) ) );
}

/**
 * Removes a folder with everything in it (the private photos' folder).
 *
 * @param string $dir Folder.
 */
function fitcoach_uninstall_folder( string $dir ): void {
	if ( ! is_dir( $dir ) || is_link( $dir ) ) {
		return;
	}
	$items = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST );
	foreach ( $items as $item ) {
		if ( ! $item instanceof SplFileInfo ) {
			continue;
		}
		if ( $item->isDir() && ! $item->isLink() ) {
			rmdir( $item->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- Uninstall: the plugin's own folder.
		} else {
			wp_delete_file( $item->getPathname() );
		}
	}
	rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- Uninstall: the plugin's own folder.
}

/**
 * Removes FitCoach's data from the current site.
 */
function fitcoach_uninstall_site(): void {
	global $wpdb;

	// Profile pictures uploaded through the app: attachments marked with their owner.
	$pictures = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", '_fitcoach_profile_image_of' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Uninstall.
	foreach ( array_map( 'intval', (array) $pictures ) as $attachment_id ) {
		if ( 'attachment' === get_post_type( $attachment_id ) ) {
			wp_delete_attachment( $attachment_id, true );
		}
	}

	// Posts of the plugin's types with their meta, in chunks (a busy site has many measurements).
	$types        = array( 'fitcoach_measurement', 'fitcoach_exercise', 'fitcoach_workout', 'fitcoach_session', 'fitcoach_program' );
	$placeholders = implode( ',', array_fill( 0, count( $types ), '%s' ) );
	$chunk        = 500;
	do {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Uninstall; placeholders built above.
		$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type IN ($placeholders) LIMIT %d", array_merge( $types, array( $chunk ) ) ) ) );
		if ( array() === $ids ) {
			break;
		}
		$list = implode( ',', $ids );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Uninstall; a list of integers.
		$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ($list)" );
		$wpdb->query( "DELETE FROM {$wpdb->term_relationships} WHERE object_id IN ($list)" );
		$wpdb->query( "DELETE FROM {$wpdb->comments} WHERE comment_post_ID IN ($list)" );
		$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID IN ($list)" );
		// phpcs:enable
		foreach ( $ids as $id ) {
			clean_post_cache( $id );
		}
		$found = count( $ids );
	} while ( $found === $chunk );
	// Meta the plugin left on other posts (e.g. a member id recorded on a picture).
	foreach ( fitcoach_uninstall_names( $wpdb->postmeta, 'meta_key', '_fitcoach_' ) as $key ) {
		delete_post_meta_by_key( $key );
	}

	// The private progress photos (Member\Check_In_Photos): this site's folder of random name below
	// uploads/fitcoach-private, then that folder's deny files and itself once no other site's
	// folder is left in it (sites that share one uploads folder).
	$fitcoach_private = rtrim( (string) wp_get_upload_dir()['basedir'], '/' ) . '/fitcoach-private';
	$fitcoach_secret  = get_option( 'fitcoach_photo_folder' );
	if ( is_string( $fitcoach_secret ) && 1 === preg_match( '/^[a-z0-9]{24}$/', $fitcoach_secret ) ) {
		fitcoach_uninstall_folder( $fitcoach_private . '/' . $fitcoach_secret );
	}
	$fitcoach_left = is_dir( $fitcoach_private ) ? array_diff( (array) scandir( $fitcoach_private ), array( '.', '..', 'index.php', '.htaccess' ) ) : array( 'none' );
	if ( array() === $fitcoach_left ) {
		fitcoach_uninstall_folder( $fitcoach_private );
	}

	// Tables.
	foreach ( array( 'fitcoach_refresh_tokens', 'fitcoach_switch_log', 'fitcoach_idempotency', 'fitcoach_sets', 'fitcoach_records', 'fitcoach_coach_status', 'fitcoach_attention_days', 'fitcoach_digest_log', 'fitcoach_plan_days', 'fitcoach_plan_misses', 'fitcoach_check_ins', 'fitcoach_check_in_photos', 'fitcoach_check_in_mails', 'fitcoach_messages', 'fitcoach_threads', 'fitcoach_message_counters' ) as $table ) {
		/**
		 * The escaped table name: esc_sql() gives a string for a string.
		 *
		 * @var string $table_name
		 */
		$table_name = esc_sql( $wpdb->prefix . $table );
		$wpdb->query( 'DROP TABLE IF EXISTS `' . $table_name . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuerySchemaChange -- Uninstall: the plugin's own tables.
	}

	foreach ( array( 'fitcoach_training_backfill', 'fitcoach_coach_status_backfill', 'fitcoach_weekly_digest', 'fitcoach_idempotency_cleanup', 'fitcoach_check_in_reminders' ) as $hook ) {
		wp_clear_scheduled_hook( $hook );
	}

	// Options and transients.
	foreach ( array( 'fitcoach_', '_transient_fitcoach_', '_transient_timeout_fitcoach_', '_site_transient_fitcoach_', '_site_transient_timeout_fitcoach_' ) as $prefix ) {
		foreach ( fitcoach_uninstall_names( $wpdb->options, 'option_name', $prefix ) as $option ) {
			delete_option( $option );
		}
	}

	// Capabilities, then the roles (their users become Subscribers).
	foreach ( array( 'administrator', 'pt_trainer', 'editor', 'author', 'contributor', 'subscriber', 'sporter' ) as $role_name ) {
		$role = get_role( $role_name );
		if ( $role ) {
			foreach ( array( 'fitcoach_manage_clients', 'fitcoach_switch_users', 'fitcoach_manage_settings' ) as $cap ) {
				$role->remove_cap( $cap );
			}
		}
	}
	foreach ( array( 'sporter', 'pt_trainer' ) as $role_name ) {
		if ( ! get_role( $role_name ) ) {
			continue;
		}
		foreach ( get_users(
			array(
				'role'   => $role_name,
				'fields' => 'all',
				'number' => -1,
			)
		) as $user ) {
			$user->remove_role( $role_name );
			if ( array() === $user->roles ) {
				$user->add_role( 'subscriber' );
			}
		}
		remove_role( $role_name );
	}

	wp_cache_flush();
}

/**
 * Removes FitCoach's data from every site, then the user meta (shared by the network).
 */
function fitcoach_uninstall(): void {
	global $wpdb;
	if ( is_multisite() ) {
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			fitcoach_uninstall_site();
			restore_current_blog();
		}
	} else {
		fitcoach_uninstall_site();
	}
	foreach ( array( 'fitcoach_', '_fitcoach_' ) as $prefix ) {
		foreach ( fitcoach_uninstall_names( $wpdb->usermeta, 'meta_key', $prefix ) as $key ) {
			delete_metadata( 'user', 0, $key, '', true );
		}
	}
	wp_cache_flush();
}

fitcoach_uninstall();

// FitCoach's wp-content/db-error.php (Reliability\Db_Error_Drop_In), when deactivation left it:
// only a file with FitCoach's marker, never another plugin's or the site's own.
$fitcoach_drop_in = WP_CONTENT_DIR . '/db-error.php';
if ( is_file( $fitcoach_drop_in ) && str_contains( (string) file_get_contents( $fitcoach_drop_in, false, null, 0, 2048 ), 'fitcoach-db-error-drop-in' ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
	wp_delete_file( $fitcoach_drop_in );
}
