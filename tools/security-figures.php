<?php
/**
 * The security figures of `npm test`: one line per group of the security suite with the distinct
 * test cases tried and held, and the databases they ran on, written to
 * .wp/reports/security-figures.txt (tools/test.sh prints that file in its summary).
 *
 * Groups (key => label; the PHPUnit tag is `@group security-<key>`):
 *
 *   inventory   => route and role inventory  every route, every role checked at once
 *   matrix      => authorization matrix      the role × route × object matrices
 *   api_key     => API key                   X-FitCoach-Key: required, not sidestepped, replaced
 *   tokens      => tokens                    access and refresh tokens accepted or refused
 *   enumeration => enumeration               no answer tells whether an account or member exists
 *   throttling  => throttling                login, reset and password guessing limits
 *   uploads     => uploads                   what a profile picture upload accepts and stores
 *   fuzzing     => fuzzing                   generated input (e2e) and regressions of what it found
 *   xss         => stored XSS                stored texts come back inert
 *   lost_data   => lost data                 concurrent and offline saves lose nobody's input
 *   privacy     => privacy                   WordPress's personal data export and erasure
 *   db_down     => database down             answers while the database is unreachable
 *   uninstall   => uninstall                 uninstall removes FitCoach's data and nothing else
 *   account     => account takeover          the app's token opens only the app, application
 *                                            passwords, ending every login, account changes need proof
 *   cheap_refusals => cheap refusals         no key or a body over 256 KB: refused before the body is read
 *   privilege   => least privilege           trainer capabilities, user objects, author archives
 *   headers     => security headers          app pages cannot be framed
 *   route_ids   => route ids                 the URL's id cannot be overridden by the query or body
 *   typed_text  => typed text                titles and names come back as typed on every surface
 *
 * A PHPUnit test joins a group by its tag, on the test class (every test of the class) or on one
 * test method (PHPUnit's own `@group`, so `phpunit --group security-tokens` runs the group):
 *
 *     /**
 *      * ...
 *      * @group security-tokens
 *      *\/
 *
 * To add a group: one line in fitcoach_security_figure_groups(), then tag its tests. A tag
 * `security-<key>` whose key is not in that list makes this script fail, as does a report it
 * cannot read: figures that are wrong must not look right.
 *
 * Counting:
 * - PHPUnit (phpunit-sqlite.xml, phpunit-mariadb.xml: JUnit logs in the reports folder): each
 *   distinct case (class, method and data set) counts once, whatever the number of databases it ran
 *   on; the databases are named beside the count. A case is held only when it held on every
 *   database it ran on; skipped on one of them makes it skipped, not held; failed, errored, risky
 *   or warned on one of them makes it failed.
 * - e2e (security-e2e-*.json, one file per Playwright worker, written by tests/e2e/figures.ts):
 *   in their own units (tests, requests), never added to the PHPUnit cases. A skipped e2e test is
 *   tried, never held.
 * - security-notes.json: sizes noted by the PHPUnit security tests (e.g. how many routes exist).
 *
 * Usage: php tools/security-figures.php [reports folder] (default .wp/reports). Exits 1 with the
 * reason on stderr when the figures cannot be made. The PHPUnit security tests and the Playwright
 * security spec also run it when they end inside `npm test`.
 *
 * @package FitCoach
 */

if ( ! function_exists( 'fitcoach_security_figure_groups' ) ) {

	/**
	 * The groups: key => label, and optionally parts: test class (namespace below FitCoach\Tests)
	 * => label, to show how many of the group's cases each class holds.
	 *
	 * @return array<string, array{label: string, parts?: array<string, string>}>
	 */
	function fitcoach_security_figure_groups(): array {
		return array(
			'inventory'      => array( 'label' => 'route and role inventory' ),
			'matrix'         => array(
				'label' => 'authorization matrix',
				'parts' => array(
					'Security\\Member_Matrix_Test'         => 'member routes',
					'Security\\Admin_Matrix_Test'          => 'admin and switching routes',
					'REST\\Admin_Settings_Controller_Test' => 'wp-admin settings route',
				),
			),
			'api_key'        => array( 'label' => 'API key' ),
			'tokens'         => array( 'label' => 'tokens' ),
			'enumeration'    => array( 'label' => 'enumeration' ),
			'throttling'     => array( 'label' => 'throttling' ),
			'uploads'        => array( 'label' => 'uploads' ),
			'fuzzing'        => array(
				'label' => 'fuzzing',
				'parts' => array( 'Security\\Request_Body_Test' => 'regressions of what it found' ),
			),
			'xss'            => array( 'label' => 'stored XSS' ),
			'lost_data'      => array( 'label' => 'lost data' ),
			'privacy'        => array( 'label' => 'privacy' ),
			'db_down'        => array( 'label' => 'database down' ),
			'uninstall'      => array( 'label' => 'uninstall' ),
			'account'        => array(
				'label' => 'account takeover',
				'parts' => array(
					'Security\\Token_Scope_Test'       => 'token scope',
					'Auth\\Application_Passwords_Test' => 'application passwords',
					'Auth\\Logins_Test'                => 'end every login',
					'Auth\\Account_Changes_Test'       => 'account changes',
					'Security\\Profile_Screens_Test'   => 'wp-admin profile screens',
				),
			),
			'cheap_refusals' => array( 'label' => 'cheap refusals' ),
			'privilege'      => array( 'label' => 'least privilege' ),
			'headers'        => array( 'label' => 'security headers' ),
			'route_ids'      => array( 'label' => 'route ids' ),
			'typed_text'     => array( 'label' => 'typed text' ),
		);
	}

	/**
	 * The `@group security-*` tags of the test classes in a folder: class => [class tags, method =>
	 * method tags] (tags without their 'security-' prefix). Read from the source with PHP's
	 * tokenizer, so no class is loaded.
	 *
	 * @param string $dir Folder of the PHPUnit tests.
	 * @return array<string, array{class: list<string>, methods: array<string, list<string>>}>
	 */
	function fitcoach_security_figures_tags( string $dir ): array {
		$tags  = array();
		$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( $file instanceof SplFileInfo && 'php' === $file->getExtension() ) {
				$tags = array_merge( $tags, fitcoach_security_figures_file_tags( (string) file_get_contents( $file->getPathname() ) ) );
			}
		}
		return $tags;
	}

	/**
	 * The `@group security-*` tags of the classes of one PHP file.
	 *
	 * @param string $code PHP source.
	 * @return array<string, array{class: list<string>, methods: array<string, list<string>>}>
	 */
	function fitcoach_security_figures_file_tags( string $code ): array {
		$tokens    = token_get_all( $code );
		$namespace = '';
		$class     = null;
		$depth     = 0;
		// Brace depth of the current class's body, and the previous significant token.
		$body      = null;
		$doc       = '';
		$previous  = null;
		$tags      = array();
		$count     = count( $tokens );
		$of        = static function ( string $doc ): array {
			preg_match_all( '/@group\s+security-(\S+)/', $doc, $matches );
			return array_values( array_unique( $matches[1] ) );
		};
		$next_name = static function ( int $i ) use ( $tokens, $count ): ?string {
			for ( $j = $i + 1; $j < $count; $j++ ) {
				$token = $tokens[ $j ];
				if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
					continue;
				}
				if ( '&' === $token || ( is_array( $token ) && T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG === $token[0] ) ) {
					continue;
				}
				return is_array( $token ) && T_STRING === $token[0] ? $token[1] : null;
			}
			return null;
		};
		for ( $i = 0; $i < $count; $i++ ) {
			$token = $tokens[ $i ];
			if ( is_array( $token ) ) {
				switch ( $token[0] ) {
					case T_WHITESPACE:
					case T_COMMENT:
						continue 2;
					case T_DOC_COMMENT:
						$doc = $token[1];
						continue 2;
					case T_NAMESPACE:
						$namespace = '';
						for ( $j = $i + 1; $j < $count && ';' !== $tokens[ $j ] && '{' !== $tokens[ $j ]; $j++ ) {
							if ( is_array( $tokens[ $j ] ) && in_array( $tokens[ $j ][0], array( T_STRING, T_NAME_QUALIFIED ), true ) ) {
								$namespace .= $tokens[ $j ][1];
							}
						}
						break;
					case T_CLASS:
					case T_TRAIT:
						$name = $next_name( $i );
						if ( null !== $name && ! ( is_array( $previous ) && in_array( $previous[0], array( T_DOUBLE_COLON, T_NEW ), true ) ) ) {
							$class          = ( '' === $namespace ? '' : $namespace . '\\' ) . $name;
							$tags[ $class ] = array(
								'class'   => $of( $doc ),
								'methods' => array(),
							);
							$body           = null;
						}
						break;
					case T_FUNCTION:
						$name = $next_name( $i );
						if ( null !== $name && null !== $class && null !== $body && $depth === $body ) {
							$method = $of( $doc );
							if ( array() !== $method ) {
								$entry                     = $tags[ $class ];
								$entry['methods'][ $name ] = $method;
								$tags[ $class ]            = $entry;
							}
						}
						break;
					case T_CURLY_OPEN:
					case T_DOLLAR_OPEN_CURLY_BRACES:
						++$depth;
						break;
				}
				if ( ! in_array( $token[0], array( T_PUBLIC, T_PROTECTED, T_PRIVATE, T_STATIC, T_ABSTRACT, T_FINAL, T_READONLY ), true ) ) {
					$doc = T_CLASS === $token[0] || T_TRAIT === $token[0] || T_FUNCTION === $token[0] ? '' : $doc;
				}
				$previous = $token;
				continue;
			}
			if ( '{' === $token ) {
				++$depth;
				if ( null !== $class && null === $body ) {
					$body = $depth;
				}
			} elseif ( '}' === $token ) {
				if ( null !== $body && $depth === $body ) {
					$class = null;
					$body  = null;
				}
				--$depth;
			}
			if ( ';' === $token || '{' === $token || '}' === $token ) {
				$doc = '';
			}
			$previous = $token;
		}
		return $tags;
	}

	/**
	 * The test cases of a JUnit log: list of [class, name, outcome] (outcome: held, failed, skipped).
	 *
	 * @param string $file JUnit XML file.
	 * @return list<array{0: string, 1: string, 2: string}>
	 * @throws RuntimeException When the file is not a JUnit log.
	 */
	function fitcoach_security_figures_junit( string $file ): array {
		$previous = libxml_use_internal_errors( true );
		$xml      = simplexml_load_string( (string) file_get_contents( $file ) );
		libxml_use_internal_errors( $previous );
		if ( false === $xml ) {
			throw new RuntimeException( "$file is not valid XML." );
		}
		$cases = array();
		foreach ( (array) $xml->xpath( '//testcase' ) as $case ) {
			if ( ! $case instanceof SimpleXMLElement ) {
				continue;
			}
			$class   = (string) $case['class'];
			$outcome = 'held';
			if ( isset( $case->failure ) || isset( $case->error ) || isset( $case->warning ) ) {
				$outcome = 'failed';
			} elseif ( isset( $case->skipped ) ) {
				$outcome = 'skipped';
			}
			$cases[] = array( '' === $class ? str_replace( '.', '\\', (string) $case['classname'] ) : $class, (string) $case['name'], $outcome );
		}
		return $cases;
	}

	/**
	 * A JSON file as an array (empty when missing).
	 *
	 * @param string $file File.
	 * @return array<string, mixed>
	 * @throws RuntimeException When the file is there but holds no JSON object.
	 */
	function fitcoach_security_figures_json( string $file ): array {
		if ( ! file_exists( $file ) ) {
			return array();
		}
		$data = json_decode( (string) file_get_contents( $file ), true );
		if ( ! is_array( $data ) ) {
			throw new RuntimeException( "$file holds no JSON object." );
		}
		return $data;
	}

	/**
	 * The security groups of one test case, from the tags.
	 *
	 * @param array<string, array{class: list<string>, methods: array<string, list<string>>}> $tags  Tags.
	 * @param string                                                                          $class Test class.
	 * @param string                                                                          $name  Case name (method, maybe " with data set ...").
	 * @return list<string>
	 */
	function fitcoach_security_figures_case_groups( array $tags, string $class, string $name ): array {
		if ( ! isset( $tags[ $class ] ) ) {
			return array();
		}
		$method = (string) preg_replace( '/ with data set .*$/s', '', $name );
		return array_values( array_unique( array_merge( $tags[ $class ]['class'], $tags[ $class ]['methods'][ $method ] ?? array() ) ) );
	}

	/**
	 * "a and b", "a, b and c".
	 *
	 * @param array<int, string> $items Items.
	 */
	function fitcoach_security_figures_and( array $items ): string {
		$last = array_pop( $items );
		return array() === $items ? (string) $last : implode( ', ', $items ) . ' and ' . $last;
	}

	/**
	 * The figure lines.
	 *
	 * @param string      $dir   Reports folder.
	 * @param string|null $tests Folder of the PHPUnit tests (default tests/php of this repository).
	 * @return list<string>
	 * @throws RuntimeException When a report cannot be read or a tag names no group.
	 */
	function fitcoach_security_figures( string $dir, ?string $tests = null ): array {
		$groups = fitcoach_security_figure_groups();
		$tags   = fitcoach_security_figures_tags( $tests ?? dirname( __DIR__ ) . '/tests/php' );
		foreach ( $tags as $class => $tagged ) {
			foreach ( array_merge( array( $class => $tagged['class'] ), $tagged['methods'] ) as $where => $keys ) {
				foreach ( $keys as $key ) {
					if ( ! isset( $groups[ $key ] ) ) {
						throw new RuntimeException( sprintf( '%s%s is tagged @group security-%s, but tools/security-figures.php has no group "%s" (known: %s).', $class, $where === $class ? '' : '::' . $where, $key, $key, implode( ', ', array_keys( $groups ) ) ) );
					}
				}
			}
		}

		// PHPUnit: case id => [group keys, class, outcome per engine].
		$engines = array();
		$cases   = array();
		foreach ( array( 'sqlite', 'mariadb' ) as $engine ) {
			$file = $dir . '/phpunit-' . $engine . '.xml';
			if ( ! file_exists( $file ) ) {
				continue;
			}
			$engines[] = $engine;
			foreach ( fitcoach_security_figures_junit( $file ) as list( $class, $name, $outcome ) ) {
				$keys = fitcoach_security_figures_case_groups( $tags, $class, $name );
				if ( array() === $keys ) {
					continue;
				}
				$id                              = $class . '::' . $name;
				$cases[ $id ]['groups']          = $keys;
				$cases[ $id ]['class']           = $class;
				$cases[ $id ]['runs'][ $engine ] = $outcome;
			}
		}

		// e2e: summed over the workers' files, per group.
		$e2e = array();
		foreach ( (array) glob( $dir . '/security-e2e*.json' ) as $file ) {
			foreach ( fitcoach_security_figures_json( (string) $file ) as $key => $figure ) {
				if ( ! isset( $groups[ $key ] ) ) {
					throw new RuntimeException( sprintf( '%s has figures of group "%s", which tools/security-figures.php does not know.', $file, $key ) );
				}
				if ( ! is_array( $figure ) ) {
					throw new RuntimeException( sprintf( '%s: the figure of group "%s" is not an object.', $file, $key ) );
				}
				$tried   = (int) ( $figure['tried'] ?? 0 );
				$held    = (int) ( $figure['held'] ?? 0 );
				$skipped = (int) ( $figure['skipped'] ?? 0 );
				if ( $held < 0 || $skipped < 0 || $held + $skipped > $tried ) {
					throw new RuntimeException( sprintf( '%s: group "%s" says %d tried, %d held, %d skipped.', $file, $key, $tried, $held, $skipped ) );
				}
				$e2e[ $key ]['tried']   = ( $e2e[ $key ]['tried'] ?? 0 ) + $tried;
				$e2e[ $key ]['held']    = ( $e2e[ $key ]['held'] ?? 0 ) + $held;
				$e2e[ $key ]['skipped'] = ( $e2e[ $key ]['skipped'] ?? 0 ) + $skipped;
				$e2e[ $key ]['detail']  = (string) ( $figure['detail'] ?? ( $e2e[ $key ]['detail'] ?? '' ) );
				$e2e[ $key ]['unit']    = (string) ( $figure['unit'] ?? 'tests' );
			}
		}
		$notes = fitcoach_security_figures_json( $dir . '/security-notes.json' );

		$lines = array();
		foreach ( $groups as $key => $group ) {
			$total    = 0;
			$held     = 0;
			$skipped  = 0;
			$failed   = 0;
			$parts    = array();
			$ran_on   = array();
			$prefix   = 'FitCoach\\Tests\\';
			$by_class = $group['parts'] ?? array();
			foreach ( $cases as $case ) {
				if ( ! in_array( $key, $case['groups'], true ) ) {
					continue;
				}
				++$total;
				$outcomes = array_values( $case['runs'] );
				if ( in_array( 'failed', $outcomes, true ) ) {
					++$failed;
				} elseif ( in_array( 'skipped', $outcomes, true ) ) {
					++$skipped;
				} else {
					++$held;
				}
				$where            = implode( ' and ', array_keys( $case['runs'] ) );
				$ran_on[ $where ] = ( $ran_on[ $where ] ?? 0 ) + 1;
				$short            = str_starts_with( $case['class'], $prefix ) ? substr( $case['class'], strlen( $prefix ) ) : $case['class'];
				if ( isset( $by_class[ $short ] ) ) {
					$parts[ $by_class[ $short ] ] = ( $parts[ $by_class[ $short ] ] ?? 0 ) + 1;
				}
			}
			$pieces = array();
			if ( $total > 0 ) {
				$piece = sprintf( '%d %s, %d held', $total, 1 === $total ? 'case' : 'cases', $held );
				if ( $skipped > 0 ) {
					$piece .= sprintf( ', %d skipped', $skipped );
				}
				if ( $failed > 0 ) {
					$piece .= sprintf( ', %d failed', $failed );
				}
				if ( 1 === count( $ran_on ) ) {
					$piece .= sprintf( ' (%s on %s)', 1 === $total ? 'run' : 'each', (string) array_key_first( $ran_on ) );
				} else {
					arsort( $ran_on );
					$piece .= ' (' . implode(
						'; ',
						array_map(
							static fn( string $where, int $n ): string => sprintf( '%d on %s', $n, $where ),
							array_keys( $ran_on ),
							array_values( $ran_on )
						)
					) . ')';
				}
				if ( array() !== $parts ) {
					$piece .= ' — ' . fitcoach_security_figures_and(
						array_map(
							static fn( string $part, int $n ): string => $n . ' ' . $part,
							array_keys( $parts ),
							array_values( $parts )
						)
					);
				}
				$pieces[] = $piece;
			}
			if ( isset( $e2e[ $key ] ) && $e2e[ $key ]['tried'] > 0 ) {
				$figure = $e2e[ $key ];
				$unit   = 1 === $figure['tried'] ? rtrim( $figure['unit'], 's' ) : $figure['unit'];
				$piece  = sprintf( 'e2e: %d %s, %d held', $figure['tried'], $unit, $figure['held'] );
				if ( $figure['skipped'] > 0 ) {
					$piece .= sprintf( ', %d skipped', $figure['skipped'] );
				}
				if ( '' !== $figure['detail'] ) {
					$piece .= ' (' . $figure['detail'] . ')';
				}
				$pieces[] = $piece;
			}
			if ( array() === $pieces ) {
				continue;
			}
			if ( isset( $notes[ $key ] ) && is_string( $notes[ $key ] ) ) {
				$pieces[] = $notes[ $key ];
			}
			$lines[] = $group['label'] . ': ' . implode( '; ', $pieces );
		}
		if ( array() !== $engines && array() === $lines ) {
			throw new RuntimeException( 'The PHPUnit logs hold no test of a security group: are the tests tagged (@group security-<key>)?' );
		}
		return $lines;
	}

	/**
	 * Writes security-figures.txt in the reports folder and gives its lines.
	 *
	 * @param string $dir Reports folder.
	 * @return list<string>
	 * @throws RuntimeException When the figures cannot be made or written.
	 */
	function fitcoach_security_figures_write( string $dir ): array {
		$file = $dir . '/security-figures.txt';
		if ( file_exists( $file ) ) {
			unlink( $file );
			// No stale figures when these cannot be made.
		}
		$lines = fitcoach_security_figures( $dir );
		if ( false === file_put_contents( $file, array() === $lines ? '' : implode( "\n", $lines ) . "\n" ) ) {
			throw new RuntimeException( "Cannot write $file." );
		}
		return $lines;
	}
}

if ( 'cli' === PHP_SAPI && isset( $argv[0] ) && realpath( $argv[0] ) === __FILE__ ) {
	$fitcoach_dir = isset( $argv[1] ) ? rtrim( $argv[1], '/' ) : dirname( __DIR__ ) . '/.wp/reports';
	try {
		if ( ! is_dir( $fitcoach_dir ) && ! mkdir( $fitcoach_dir, 0777, true ) ) {
			throw new RuntimeException( "Cannot make $fitcoach_dir." );
		}
		$fitcoach_lines = fitcoach_security_figures_write( $fitcoach_dir );
		echo array() === $fitcoach_lines ? '' : implode( "\n", $fitcoach_lines ) . "\n";
	} catch ( Throwable $fitcoach_error ) {
		fwrite( STDERR, 'Security figures: ' . $fitcoach_error->getMessage() . "\n" );
		exit( 1 );
	}
}
