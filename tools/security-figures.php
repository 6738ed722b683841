<?php
/**
 * The security figures of `npm test`: one line per group of the security suite (issue 5) with what
 * was tried and what held, written to .wp/reports/security-figures.txt (tools/test.sh prints that
 * file in its summary).
 *
 * Sources, all in the reports folder:
 * - phpunit-sqlite.xml, phpunit-mariadb.xml: PHPUnit's JUnit logs. Each test case is counted in the
 *   group its class and method belong to (see fitcoach_security_figure_groups()); a case run on
 *   both databases is one case with two runs, not two cases.
 * - security-notes.json: sizes noted by the PHPUnit security tests (e.g. how many routes exist).
 * - security-e2e-*.json: what tests/e2e/security.spec.ts tried and what held (fuzzing requests,
 *   stored XSS checks, throttling over HTTP, ...), one file per Playwright worker.
 *
 * Usage: php tools/security-figures.php [reports folder] (default .wp/reports). The PHPUnit
 * security tests and the Playwright security spec also run it when they end inside `npm test`.
 *
 * @package FitCoach
 */

if ( ! function_exists( 'fitcoach_security_figure_groups' ) ) {

	/**
	 * The groups: key => [label, list of [test class pattern, test method pattern, part label?]].
	 * Cases of selectors with a part label are also counted per part.
	 *
	 * @return array<string, array{0: string, 1: list<array<int, string>>}>
	 */
	function fitcoach_security_figure_groups(): array {
		return array(
			'inventory'   => array(
				'route inventory',
				array(
					array( 'Security\\\\RouteInventoryTest', '.*' ),
					array( 'Security\\\\MemberMatrixTest', 'test_every_route_is_in_a_matrix|test_the_matrix_roles_exist' ),
					array( 'Admin\\\\RoleMatrixTest', 'test_every_role_of_the_site_is_in_the_matrix' ),
					array( 'Auth\\\\ApiKeyTest', 'test_protected_routes_need_the_key|test_the_key_check_cannot_be_sidestepped|test_every_route_but_the_guest_routes_needs_the_key|test_permission_comes_before_parameter_validation' ),
				),
			),
			'matrix'      => array(
				'authorization matrix',
				array(
					array( 'Security\\\\MemberMatrixTest', 'test_matrix\\b', 'member routes' ),
					array( 'Admin\\\\RoleMatrixTest', 'test_matrix\\b', 'admin and switching routes' ),
					array( 'AdminUi\\\\AdminSettingsRouteTest', 'test_only_the_operator_may_read_and_save', 'wp-admin settings route' ),
				),
			),
			'tokens'      => array(
				'tokens',
				array(
					array( 'Auth\\\\TokenTest', '.*' ),
					array( 'Auth\\\\RefreshLogoutTest', '.*' ),
					array( 'Auth\\\\ApiKeyTest', 'test_a_short_constant_secret|test_key_and_secret_are_generated|test_a_missing_secret' ),
					array( 'Auth\\\\PasswordTest', 'test_change_password_revokes_old_tokens|test_core_password_changes_revoke_tokens|test_reset_password_flow_through_the_mail' ),
					array( 'Auth\\\\LoginTest', 'test_refresh_tokens_are_stored_as_hashes_only' ),
					array( 'Security\\\\TokenEdgeTest', '.*' ),
				),
			),
			'enumeration' => array(
				'enumeration',
				array(
					array( 'Security\\\\EnumerationTest', '.*' ),
					array( 'Auth\\\\LoginTest', 'test_unknown_user_and_wrong_password_are_identical' ),
					array( 'Auth\\\\PasswordTest', 'test_forgot_password_does_not_reveal_accounts' ),
				),
			),
			'throttling'  => array(
				'throttling',
				array(
					array( 'Auth\\\\LoginTest', 'test_sixth_failed_login_is_throttled|test_unknown_accounts_are_throttled_too|test_success_resets_the_failed_login_count|test_the_count_survives_the_process' ),
					array( 'Auth\\\\PasswordTest', 'test_forgot_password_is_throttled_per_ip|test_change_password_guessing_is_throttled' ),
					array( 'Security\\\\ThrottleTest', '.*' ),
				),
			),
			'uploads'     => array(
				'uploads',
				array(
					array( 'Member\\\\ProfileTest', 'test_refused_files_store_nothing|test_a_double_extension_name|test_a_refused_file_keeps|test_files_outside_the_temp_directory|test_a_file_php_received_must_be_a_real_upload|test_upload_errors_and_missing_files' ),
					array( 'Security\\\\UploadTest', '.*' ),
				),
			),
			'fuzzing'     => array(
				'fuzzing',
				array(
					array( 'Security\\\\RequestBodyTest', '.*', 'regressions of what it found' ),
				),
			),
			'xss'         => array(
				'stored XSS',
				array(
					array( 'Security\\\\StoredXssTest', '.*' ),
					array( 'Member\\\\WorkoutsTest', 'test_description_is_safe_html_whoever_wrote_it' ),
					array( 'Admin\\\\WorkoutMetaBoxesTest', 'test_titles_are_escaped_in_the_picker' ),
					array( 'Frontend\\\\AppPageTest', 'test_config_cannot_break_out_of_the_script' ),
				),
			),
			'lost_data'   => array(
				'lost data',
				array(
					array( 'Member\\\\SessionsTest', 'test_a_stale_copy_gets_409_and_overwrites_nothing|test_every_save_moves_modified_forward|test_deleting_a_member_deletes_their_sessions_and_measurements_only' ),
					array( 'Admin\\\\UsersRoutesTest', 'test_delete_removes_the_user_with_their_data_and_nothing_else|test_delete_keeps_a_profile_picture_someone_else_uploaded' ),
				),
			),
			'privacy'     => array(
				'privacy',
				array(
					array( 'Admin\\\\PrivacyTest', '.*' ),
				),
			),
			'db_down'     => array(
				'database down',
				array(
					array( 'Security\\\\DatabaseDownTest', '.*' ),
				),
			),
			'uninstall'   => array(
				'uninstall',
				array(
					array( 'Security\\\\UninstallTest', '.*' ),
				),
			),
		);
	}

	/**
	 * The test cases of a JUnit log: list of [class, name, outcome] (outcome: held, failed, skipped).
	 *
	 * @param string $file JUnit XML file.
	 * @return list<array{0: string, 1: string, 2: string}>
	 */
	function fitcoach_security_figures_junit( string $file ): array {
		if ( ! is_readable( $file ) ) {
			return array();
		}
		$previous = libxml_use_internal_errors( true );
		$xml      = simplexml_load_file( $file );
		libxml_use_internal_errors( $previous );
		if ( false === $xml ) {
			return array();
		}
		$cases = array();
		foreach ( $xml->xpath( '//testcase' ) as $case ) {
			$class   = (string) $case['class'];
			$outcome = 'held';
			if ( isset( $case->failure ) || isset( $case->error ) ) {
				$outcome = 'failed';
			} elseif ( isset( $case->skipped ) ) {
				$outcome = 'skipped';
			}
			$cases[] = array( '' === $class ? (string) $case['classname'] : $class, (string) $case['name'], $outcome );
		}
		return $cases;
	}

	/**
	 * A JSON file as an array (empty when missing or unreadable).
	 *
	 * @param string $file File.
	 * @return array<string, mixed>
	 */
	function fitcoach_security_figures_json( string $file ): array {
		if ( ! is_readable( $file ) ) {
			return array();
		}
		$data = json_decode( (string) file_get_contents( $file ), true );
		return is_array( $data ) ? $data : array();
	}

	/**
	 * The figure lines.
	 *
	 * @param string $dir Reports folder.
	 * @return list<string>
	 */
	function fitcoach_security_figures( string $dir ): array {
		$engines = array();
		foreach ( array( 'sqlite', 'mariadb' ) as $engine ) {
			$cases = fitcoach_security_figures_junit( $dir . '/phpunit-' . $engine . '.xml' );
			if ( array() !== $cases ) {
				$engines[ $engine ] = $cases;
			}
		}
		$notes = fitcoach_security_figures_json( $dir . '/security-notes.json' );
		// One file per Playwright worker (a failed test restarts the worker): summed per group.
		$e2e = array();
		foreach ( (array) glob( $dir . '/security-e2e*.json' ) as $file ) {
			foreach ( fitcoach_security_figures_json( (string) $file ) as $group => $figure ) {
				if ( ! is_array( $figure ) ) {
					continue;
				}
				$e2e[ $group ]['tried']  = ( $e2e[ $group ]['tried'] ?? 0 ) + (int) ( $figure['tried'] ?? 0 );
				$e2e[ $group ]['held']   = ( $e2e[ $group ]['held'] ?? 0 ) + (int) ( $figure['held'] ?? 0 );
				$e2e[ $group ]['detail'] = (string) ( $figure['detail'] ?? ( $e2e[ $group ]['detail'] ?? '' ) );
				$e2e[ $group ]['unit']   = (string) ( $figure['unit'] ?? 'tests' );
			}
		}
		$lines = array();
		foreach ( fitcoach_security_figure_groups() as $key => list( $label, $selectors ) ) {
			$names = array();
			$parts = array();
			$runs  = 0;
			$held  = 0;
			$skip  = 0;
			foreach ( $engines as $cases ) {
				foreach ( $cases as list( $class, $name, $outcome ) ) {
					foreach ( $selectors as $selector ) {
						if ( ! preg_match( '/' . $selector[0] . '$/', $class ) || ! preg_match( '/^(' . $selector[1] . ')/', $name ) ) {
							continue;
						}
						$names[ $class . '::' . $name ] = true;
						if ( isset( $selector[2] ) ) {
							$parts[ $selector[2] ][ $class . '::' . $name ] = true;
						}
						++$runs;
						if ( 'held' === $outcome ) {
							++$held;
						} elseif ( 'skipped' === $outcome ) {
							++$skip;
						}
						break;
					}
				}
			}
			$details = array();
			if ( $runs > 0 ) {
				$detail = sprintf( '%d PHPUnit cases', count( $names ) );
				if ( array() !== $parts ) {
					$detail .= ' (' . implode(
						', ',
						array_map(
							static fn( string $part, array $cases ): string => count( $cases ) . ' ' . $part,
							array_keys( $parts ),
							array_values( $parts )
						)
					) . ')';
				}
				$detail   .= count( $engines ) > 1 ? sprintf( ' on %s: %d runs', implode( ' and ', array_keys( $engines ) ), $runs ) : ' on ' . implode( '', array_keys( $engines ) );
				$detail    = (string) preg_replace( '/^1 PHPUnit cases/', '1 PHPUnit case', $detail );
				$details[] = $detail;
			}
			$tried = $runs;
			if ( isset( $e2e[ $key ] ) ) {
				$tried    += $e2e[ $key ]['tried'];
				$held     += $e2e[ $key ]['held'];
				$unit      = 1 === $e2e[ $key ]['tried'] ? rtrim( $e2e[ $key ]['unit'], 's' ) : $e2e[ $key ]['unit'];
				$details[] = sprintf( '%d e2e %s', $e2e[ $key ]['tried'], $unit ) . ( '' === $e2e[ $key ]['detail'] ? '' : ' (' . $e2e[ $key ]['detail'] . ')' );
			}
			if ( isset( $notes[ $key ] ) && is_string( $notes[ $key ] ) ) {
				$details[] = $notes[ $key ];
			}
			if ( 0 === $tried ) {
				continue;
			}
			$line = sprintf( '%s: %d tried, %d held', $label, $tried, $held );
			if ( $skip > 0 ) {
				$line .= sprintf( ', %d skipped', $skip );
			}
			$lines[] = $line . ' — ' . implode( '; ', $details );
		}
		return $lines;
	}

	/**
	 * Writes security-figures.txt in the reports folder and gives its lines.
	 *
	 * @param string $dir Reports folder.
	 * @return list<string>
	 */
	function fitcoach_security_figures_write( string $dir ): array {
		$lines = fitcoach_security_figures( $dir );
		if ( is_dir( $dir ) ) {
			file_put_contents( $dir . '/security-figures.txt', array() === $lines ? '' : implode( "\n", $lines ) . "\n" );
		}
		return $lines;
	}
}

if ( 'cli' === PHP_SAPI && isset( $argv[0] ) && realpath( $argv[0] ) === __FILE__ ) {
	$fitcoach_dir = isset( $argv[1] ) ? rtrim( $argv[1], '/' ) : dirname( __DIR__ ) . '/.wp/reports';
	if ( ! is_dir( $fitcoach_dir ) ) {
		mkdir( $fitcoach_dir, 0777, true );
	}
	echo implode( "\n", fitcoach_security_figures_write( $fitcoach_dir ) ) . "\n";
}
