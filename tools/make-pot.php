<?php
/**
 * Writes languages/fitcoach.pot from the plugin's PHP (includes/, fitcoach-plugin.php) and the
 * app's TypeScript (src/). There is no WP-CLI on this machine, so this is a small extractor of
 * our own: __(), _e(), esc_html__(), esc_html_e(), esc_attr__(), esc_attr_e(), _x(), _n() with
 * the 'fitcoach' text domain. A translators comment (a block or line comment that starts with
 * "translators:") that ends on the line of such a call or on the line before it, where WordPress
 * wants it (just before the __() or its sprintf()), is written above the string as
 * "#. translators: ...", as `wp i18n make-pot` does.
 *
 * Usage: php tools/make-pot.php [--check] [--root=DIR]
 *   --check     exit 1 when a string or its translators comment was added, changed or removed since
 *               the file was written (references may be stale)
 *   --root=DIR  read DIR's fitcoach-plugin.php, includes/ and src/ and write DIR/languages/fitcoach.pot
 *               (default: this repository)
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$fitcoach_root = dirname( __DIR__ );
foreach ( $argv as $fitcoach_arg ) {
	if ( str_starts_with( $fitcoach_arg, '--root=' ) ) {
		$fitcoach_root = rtrim( substr( $fitcoach_arg, strlen( '--root=' ) ), '/' );
	}
}
$fitcoach_entries = array();

/**
 * Adds one string to the catalogue.
 *
 * @param array<string, array{msgid: string, plural: string|null, context: string|null, refs: list<string>, comments: list<string>}> $entries Catalogue.
 * @param string                                                                                                                     $msgid   Source text.
 * @param string|null                                                                                                                $plural  Plural source text.
 * @param string|null                                                                                                                $context Context.
 * @param string                                                                                                                     $ref     File:line.
 * @param string|null                                                                                                                $comment Translators comment ("translators: ..."), if any.
 */
function fitcoach_pot_add( array &$entries, string $msgid, ?string $plural, ?string $context, string $ref, ?string $comment ): void {
	$key   = ( null === $context ? '' : $context . "\x04" ) . $msgid;
	$entry = $entries[ $key ] ?? array(
		'msgid'    => $msgid,
		'plural'   => $plural,
		'context'  => $context,
		'refs'     => array(),
		'comments' => array(),
	);

	$entry['refs'][] = $ref;
	if ( null !== $comment && ! in_array( $comment, $entry['comments'], true ) ) {
		$entry['comments'][] = $comment;
	}
	$entries[ $key ] = $entry;
}

/**
 * The translators comments of a source file: `/* translators: ... *\/` and `// translators: ...`.
 *
 * @param string $source PHP or TypeScript source.
 * @return list<array{end: int, line: int, text: string}> Where each ends (offset and line) and its text without the comment marks.
 */
function fitcoach_pot_translator_comments( string $source ): array {
	$comments = array();
	if ( ! preg_match_all( '#/\*[\s*]*(translators:.*?)\*/|//[ \t]*(translators:[^\n]*)#is', $source, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return $comments;
	}
	foreach ( $matches as $match ) {
		$body  = isset( $match[2] ) && -1 !== $match[2][1] ? $match[2][0] : ( $match[1][0] ?? '' );
		$lines = array();
		foreach ( explode( "\n", $body ) as $line ) {
			$line = trim( (string) preg_replace( '/^\s*\*+/', '', $line ) );
			if ( '' !== $line ) {
				$lines[] = $line;
			}
		}
		$end        = $match[0][1] + strlen( $match[0][0] );
		$comments[] = array(
			'end'  => $end,
			'line' => substr_count( $source, "\n", 0, $end ) + 1,
			'text' => implode( "\n", $lines ),
		);
	}
	return $comments;
}

/**
 * The translators comment that belongs to a call: the last one before the call that ends on the
 * call's line or on the line before.
 *
 * @param list<array{end: int, line: int, text: string}> $comments The file's translators comments.
 * @param int                                            $offset   Where the call starts.
 * @param int                                            $line     The line the call starts on.
 */
function fitcoach_pot_comment_for( array $comments, int $offset, int $line ): ?string {
	$found = null;
	foreach ( $comments as $comment ) {
		if ( $comment['end'] <= $offset && ( $comment['line'] === $line || $comment['line'] === $line - 1 ) ) {
			$found = $comment['text'];
		}
	}
	return $found;
}

/**
 * Decodes a quoted PHP or JS string literal.
 *
 * @param string $literal The literal with its quotes.
 */
function fitcoach_pot_unquote( string $literal ): string {
	$quote = $literal[0];
	$body  = substr( $literal, 1, -1 );
	if ( "'" === $quote ) {
		return str_replace( array( "\\'", '\\\\' ), array( "'", '\\' ), $body );
	}
	return stripcslashes( $body );
}

$fitcoach_functions = array(
	'__'         => array( 'msgid' ),
	'_e'         => array( 'msgid' ),
	'esc_html__' => array( 'msgid' ),
	'esc_html_e' => array( 'msgid' ),
	'esc_attr__' => array( 'msgid' ),
	'esc_attr_e' => array( 'msgid' ),
	'_x'         => array( 'msgid', 'context' ),
	'esc_html_x' => array( 'msgid', 'context' ),
	'_n'         => array( 'msgid', 'plural' ),
);

$fitcoach_files = array_filter( array( $fitcoach_root . '/fitcoach-plugin.php' ), 'file_exists' );
foreach ( array( 'includes', 'src' ) as $fitcoach_dir ) {
	if ( ! is_dir( $fitcoach_root . '/' . $fitcoach_dir ) ) {
		continue;
	}
	$fitcoach_iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $fitcoach_root . '/' . $fitcoach_dir, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $fitcoach_iterator as $fitcoach_file ) {
		$fitcoach_path = $fitcoach_file->getPathname();
		if ( preg_match( '/\.(php|ts|tsx)$/', $fitcoach_path ) && ! preg_match( '/\.test\.tsx?$/', $fitcoach_path ) ) {
			$fitcoach_files[] = $fitcoach_path;
		}
	}
}
sort( $fitcoach_files );

$fitcoach_string = '(\'(?:[^\'\\\\]|\\\\.)*\'|"(?:[^"\\\\]|\\\\.)*")';
$fitcoach_call   = '/(?<![\w$.>])(' . implode( '|', array_map( 'preg_quote', array_keys( $fitcoach_functions ) ) ) . ')\(\s*' . $fitcoach_string . '\s*,\s*(?:' . $fitcoach_string . '\s*,\s*)?(?:' . $fitcoach_string . '\s*,\s*)?(?:[^,()]+,\s*)?[\'"]fitcoach[\'"]\s*\)/s';

foreach ( $fitcoach_files as $fitcoach_path ) {
	$fitcoach_source = (string) file_get_contents( $fitcoach_path );
	$fitcoach_rel    = substr( $fitcoach_path, strlen( $fitcoach_root ) + 1 );
	if ( ! preg_match_all( $fitcoach_call, $fitcoach_source, $fitcoach_matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		continue;
	}
	$fitcoach_comments = fitcoach_pot_translator_comments( $fitcoach_source );
	foreach ( $fitcoach_matches as $fitcoach_match ) {
		$fitcoach_line = substr_count( substr( $fitcoach_source, 0, $fitcoach_match[0][1] ), "\n" ) + 1;
		$fitcoach_kind = $fitcoach_functions[ $fitcoach_match[1][0] ];
		$fitcoach_msg  = fitcoach_pot_unquote( $fitcoach_match[2][0] );
		$fitcoach_two  = isset( $fitcoach_match[3] ) && '' !== $fitcoach_match[3][0] ? fitcoach_pot_unquote( $fitcoach_match[3][0] ) : null;
		fitcoach_pot_add(
			$fitcoach_entries,
			$fitcoach_msg,
			in_array( 'plural', $fitcoach_kind, true ) ? $fitcoach_two : null,
			in_array( 'context', $fitcoach_kind, true ) ? $fitcoach_two : null,
			$fitcoach_rel . ':' . $fitcoach_line,
			fitcoach_pot_comment_for( $fitcoach_comments, $fitcoach_match[0][1], $fitcoach_line )
		);
	}
}

/**
 * Escapes a string for a .pot file.
 *
 * @param string $text Text.
 */
function fitcoach_pot_escape( string $text ): string {
	return '"' . str_replace( array( '\\', '"', "\n", "\t" ), array( '\\\\', '\\"', '\\n', '\\t' ), $text ) . '"';
}

$fitcoach_pot  = "# Copyright (C) FitCoach\n# This file is distributed under the GPL-2.0-or-later.\n";
$fitcoach_pot .= "msgid \"\"\nmsgstr \"\"\n\"Project-Id-Version: FitCoach\\n\"\n\"MIME-Version: 1.0\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Content-Transfer-Encoding: 8bit\\n\"\n\"X-Domain: fitcoach\\n\"\n";
foreach ( $fitcoach_entries as $fitcoach_entry ) {
	$fitcoach_pot .= "\n";
	foreach ( $fitcoach_entry['comments'] as $fitcoach_comment ) {
		$fitcoach_pot .= '#. ' . str_replace( "\n", "\n#. ", $fitcoach_comment ) . "\n";
	}
	$fitcoach_pot .= '#: ' . implode( ' ', $fitcoach_entry['refs'] ) . "\n";
	if ( null !== $fitcoach_entry['context'] ) {
		$fitcoach_pot .= 'msgctxt ' . fitcoach_pot_escape( $fitcoach_entry['context'] ) . "\n";
	}
	$fitcoach_pot .= 'msgid ' . fitcoach_pot_escape( $fitcoach_entry['msgid'] ) . "\n";
	if ( null !== $fitcoach_entry['plural'] ) {
		$fitcoach_pot .= 'msgid_plural ' . fitcoach_pot_escape( $fitcoach_entry['plural'] ) . "\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n";
	} else {
		$fitcoach_pot .= "msgstr \"\"\n";
	}
}

$fitcoach_target = $fitcoach_root . '/languages/fitcoach.pot';
if ( in_array( '--check', $argv, true ) ) {
	$fitcoach_current = file_exists( $fitcoach_target ) ? (string) file_get_contents( $fitcoach_target ) : '';
	// The strings count, not where they stand: "#: file:line" references move with every edit.
	$fitcoach_strip = static fn( string $pot ): string => (string) preg_replace( '/^#: .*\n/m', '', $pot );
	if ( $fitcoach_strip( $fitcoach_current ) !== $fitcoach_strip( $fitcoach_pot ) ) {
		fwrite( STDERR, "languages/fitcoach.pot is out of date: run npm run make-pot\n" );
		exit( 1 );
	}
	fwrite( STDOUT, count( $fitcoach_entries ) . " strings, languages/fitcoach.pot is up to date\n" );
	exit( 0 );
}
file_put_contents( $fitcoach_target, $fitcoach_pot );
fwrite( STDOUT, count( $fitcoach_entries ) . " strings written to languages/fitcoach.pot\n" );
