<?php
/**
 * Keeps the translations in languages/ in step with the code: for each languages/fitcoach-{locale}.po
 * it
 *
 * 1. merges languages/fitcoach.pot into the .po: the .pot's entries in its order, with their
 *    translators' comments (no references: they change with every edit), each keeping the translation it had; entries the code no longer
 *    has are dropped, new ones come in untranslated;
 * 2. compiles fitcoach-{locale}.mo for PHP (load_plugin_textdomain) and, for the app's scripts,
 *    fitcoach-{locale}-{md5 of the script's path}.json in the JSON format wp_set_script_translations()
 *    reads (the strings of src/ only), one for build/index.js and one for build/wp-admin.js.
 *
 * Without WP-CLI (`wp i18n make-mo`, `make-json`) on this machine, this is a small tool of our own.
 * The output has no dates in it, so the same .po always gives the same files.
 *
 * Usage: php tools/make-translations.php [--check]
 *   --check  write nothing; exit 1 when a file would change or an entry has no translation
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$fitcoach_languages = dirname( __DIR__ ) . '/languages';
$fitcoach_check     = in_array( '--check', $argv, true );

/** Scripts whose translations WordPress looks up by the md5 of their path in the plugin. */
const FITCOACH_SCRIPTS = array( 'build/index.js', 'build/wp-admin.js' );

/**
 * A PO string literal's value ("..." with C escapes).
 *
 * @param string $literal The quoted literal.
 */
function fitcoach_po_unquote( string $literal ): string {
	$inner = substr( trim( $literal ), 1, -1 );
	return (string) preg_replace_callback(
		'/\\\\(.)/s',
		static function ( array $match ): string {
			$map = array(
				'n'  => "\n",
				't'  => "\t",
				'r'  => "\r",
				'"'  => '"',
				'\\' => '\\',
			);
			return $map[ $match[1] ] ?? $match[1];
		},
		$inner
	);
}

/**
 * A value as a PO string literal.
 *
 * @param string $value Value.
 */
function fitcoach_po_quote( string $value ): string {
	return '"' . strtr(
		$value,
		array(
			'\\' => '\\\\',
			'"'  => '\\"',
			"\n" => '\\n',
			"\t" => '\\t',
			"\r" => '\\r',
		)
	) . '"';
}

/**
 * The entries of a PO or POT file, in order. The header is the entry with an empty msgid.
 *
 * @param string $file Path.
 * @return list<array{comments: list<string>, context: string|null, msgid: string, plural: string|null, msgstr: list<string>}>
 */
function fitcoach_po_read( string $file ): array {
	$entries = array();
	$blocks  = preg_split( "/\n\s*\n/", str_replace( "\r\n", "\n", (string) file_get_contents( $file ) ) );
	foreach ( (array) $blocks as $block ) {
		$entry = array(
			'comments' => array(),
			'context'  => null,
			'msgid'    => null,
			'plural'   => null,
			'msgstr'   => array(),
		);
		$field = null;
		foreach ( explode( "\n", (string) $block ) as $line ) {
			if ( '' === trim( $line ) ) {
				continue;
			}
			if ( str_starts_with( $line, '#' ) ) {
				$entry['comments'][] = $line;
				continue;
			}
			if ( preg_match( '/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/', $line, $match ) ) {
				$value = fitcoach_po_unquote( $match[3] );
				if ( 'msgctxt' === $match[1] ) {
					$field = array( 'context' );
				} elseif ( 'msgid' === $match[1] ) {
					$field = array( 'msgid' );
				} elseif ( 'msgid_plural' === $match[1] ) {
					$field = array( 'plural' );
				} else {
					$field = array( 'msgstr', '' !== $match[2] ? (int) $match[2] : 0 );
				}
			} elseif ( null !== $field && str_starts_with( $line, '"' ) ) {
				$value = fitcoach_po_unquote( $line );
			} else {
				fwrite( STDERR, "{$file}: cannot read the line {$line}\n" );
				exit( 1 );
			}
			if ( 'msgstr' === $field[0] ) {
				$entry['msgstr'][ $field[1] ] = ( $entry['msgstr'][ $field[1] ] ?? '' ) . $value;
			} else {
				$entry[ $field[0] ] = ( $entry[ $field[0] ] ?? '' ) . $value;
			}
		}
		if ( null === $entry['msgid'] ) {
			continue;
		}
		ksort( $entry['msgstr'] );
		$entry['msgstr'] = array_values( $entry['msgstr'] );
		$entries[]       = $entry;
	}
	return $entries;
}

/**
 * The key of an entry: its context and msgid.
 *
 * @param array{context: string|null, msgid: string} $entry Entry.
 */
function fitcoach_po_key( array $entry ): string {
	return ( null === $entry['context'] ? '' : $entry['context'] . "\x04" ) . $entry['msgid'];
}

/**
 * A PO file's text.
 *
 * @param list<array{comments: list<string>, context: string|null, msgid: string, plural: string|null, msgstr: list<string>}> $entries Entries, the header first.
 */
function fitcoach_po_write( array $entries ): string {
	$blocks = array();
	foreach ( $entries as $entry ) {
		$lines = $entry['comments'];
		if ( null !== $entry['context'] ) {
			$lines[] = 'msgctxt ' . fitcoach_po_quote( $entry['context'] );
		}
		if ( '' === $entry['msgid'] ) {
			// The header: one line per field, as gettext writes it.
			$lines[] = 'msgid ""';
			$lines[] = 'msgstr ""';
			foreach ( (array) preg_split( '/(?<=\n)/', $entry['msgstr'][0] ?? '', -1, PREG_SPLIT_NO_EMPTY ) as $field ) {
				$field   = (string) $field;
				$lines[] = fitcoach_po_quote( $field );
			}
		} else {
			$lines[] = 'msgid ' . fitcoach_po_quote( $entry['msgid'] );
			if ( null !== $entry['plural'] ) {
				$lines[] = 'msgid_plural ' . fitcoach_po_quote( $entry['plural'] );
				foreach ( array( 0, 1 ) as $index ) {
					$lines[] = "msgstr[{$index}] " . fitcoach_po_quote( $entry['msgstr'][ $index ] ?? '' );
				}
			} else {
				$lines[] = 'msgstr ' . fitcoach_po_quote( $entry['msgstr'][0] ?? '' );
			}
		}
		$blocks[] = implode( "\n", $lines );
	}
	return implode( "\n\n", $blocks ) . "\n";
}

/**
 * Whether an entry is translated (every form).
 *
 * @param array{plural: string|null, msgstr: list<string>} $entry Entry.
 */
function fitcoach_po_translated( array $entry ): bool {
	$forms = null === $entry['plural'] ? 1 : 2;
	for ( $index = 0; $index < $forms; $index++ ) {
		if ( '' === ( $entry['msgstr'][ $index ] ?? '' ) ) {
			return false;
		}
	}
	return true;
}

/**
 * A binary .mo file (GNU gettext format, little-endian, no hash table) of the translated entries.
 *
 * @param list<array{context: string|null, msgid: string, plural: string|null, msgstr: list<string>}> $entries Entries, the header included.
 */
function fitcoach_mo_write( array $entries ): string {
	$pairs = array();
	foreach ( $entries as $entry ) {
		if ( '' !== $entry['msgid'] && ! fitcoach_po_translated( $entry ) ) {
			continue;
		}
		$original           = fitcoach_po_key( $entry ) . ( null === $entry['plural'] ? '' : "\0" . $entry['plural'] );
		$pairs[ $original ] = implode( "\0", null === $entry['plural'] ? array( $entry['msgstr'][0] ?? '' ) : array_slice( $entry['msgstr'], 0, 2 ) );
	}
	ksort( $pairs, SORT_STRING );
	$count       = count( $pairs );
	$originals   = 28;
	$translation = $originals + 8 * $count;
	$offset      = $translation + 8 * $count;
	$table_o     = '';
	$table_t     = '';
	$data        = '';
	foreach ( array_keys( $pairs ) as $original ) {
		$table_o .= pack( 'VV', strlen( (string) $original ), $offset + strlen( $data ) );
		$data    .= $original . "\0";
	}
	foreach ( $pairs as $value ) {
		$table_t .= pack( 'VV', strlen( $value ), $offset + strlen( $data ) );
		$data    .= $value . "\0";
	}
	return pack( 'VVVVVVV', 0x950412de, 0, $count, $originals, $translation, 0, $offset ) . $table_o . $table_t . $data;
}

/**
 * The JSON translations of the app's scripts: the translated entries with a reference in src/.
 *
 * @param list<array{comments: list<string>, context: string|null, msgid: string, plural: string|null, msgstr: list<string>, in_app?: bool}> $entries Entries (in_app: used in src/).
 * @param string                                                                                                                             $locale  Locale.
 * @param string                                                                                                                             $plurals Plural-Forms header value.
 */
function fitcoach_json_write( array $entries, string $locale, string $plurals ): string {
	$messages = array(
		'' => array(
			'domain'       => 'messages',
			'lang'         => $locale,
			'plural-forms' => $plurals,
		),
	);
	foreach ( $entries as $entry ) {
		if ( '' === $entry['msgid'] || empty( $entry['in_app'] ) || ! fitcoach_po_translated( $entry ) ) {
			continue;
		}
		$messages[ fitcoach_po_key( $entry ) ] = null === $entry['plural'] ? array( $entry['msgstr'][0] ) : array_slice( $entry['msgstr'], 0, 2 );
	}
	return (string) json_encode(
		array(
			'domain'      => 'messages',
			'generator'   => 'FitCoach tools/make-translations.php',
			'locale_data' => array( 'messages' => $messages ),
		),
		JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
	) . "\n";
}

$fitcoach_template = array();
foreach ( fitcoach_po_read( $fitcoach_languages . '/fitcoach.pot' ) as $fitcoach_entry ) {
	$fitcoach_template[ fitcoach_po_key( $fitcoach_entry ) ] = $fitcoach_entry;
}

$fitcoach_failed = false;
$fitcoach_pos    = glob( $fitcoach_languages . '/fitcoach-*.po' );
foreach ( false === $fitcoach_pos ? array() : $fitcoach_pos as $fitcoach_po ) {
	$fitcoach_locale = substr( basename( $fitcoach_po, '.po' ), strlen( 'fitcoach-' ) );
	$fitcoach_old    = array();
	foreach ( fitcoach_po_read( $fitcoach_po ) as $fitcoach_entry ) {
		$fitcoach_old[ fitcoach_po_key( $fitcoach_entry ) ] = $fitcoach_entry;
	}
	$fitcoach_header = $fitcoach_old[''] ?? null;
	if ( null === $fitcoach_header ) {
		fwrite( STDERR, "{$fitcoach_po}: no header\n" );
		exit( 1 );
	}
	$fitcoach_merged   = array( $fitcoach_header );
	$fitcoach_missing  = array();
	$fitcoach_obsolete = array_diff_key( $fitcoach_old, $fitcoach_template, array( '' => true ) );
	foreach ( $fitcoach_template as $fitcoach_key => $fitcoach_entry ) {
		if ( '' === $fitcoach_key ) {
			continue;
		}
		$fitcoach_entry['msgstr'] = $fitcoach_old[ $fitcoach_key ]['msgstr'] ?? array();
		// The .po keeps the translators' comments, not the references: line numbers would make
		// every code change a translation change. Whether a string is the app's is read here.
		$fitcoach_entry['in_app']   = (bool) preg_grep( '/^#:.*\bsrc\//', $fitcoach_entry['comments'] );
		$fitcoach_entry['comments'] = array_values( (array) preg_grep( '/^#:/', $fitcoach_entry['comments'], PREG_GREP_INVERT ) );
		if ( ! fitcoach_po_translated( $fitcoach_entry ) ) {
			$fitcoach_missing[] = $fitcoach_entry['msgid'];
		}
		$fitcoach_merged[] = $fitcoach_entry;
	}
	preg_match( '/^Plural-Forms:\s*(.+)$/mi', $fitcoach_header['msgstr'][0] ?? '', $fitcoach_match );
	$fitcoach_plurals = trim( $fitcoach_match[1] ?? 'nplurals=2; plural=(n != 1);' );

	$fitcoach_files = array(
		$fitcoach_po => fitcoach_po_write( $fitcoach_merged ),
		$fitcoach_languages . "/fitcoach-{$fitcoach_locale}.mo" => fitcoach_mo_write( $fitcoach_merged ),
	);
	$fitcoach_json  = fitcoach_json_write( $fitcoach_merged, $fitcoach_locale, $fitcoach_plurals );
	foreach ( FITCOACH_SCRIPTS as $fitcoach_script ) {
		$fitcoach_files[ $fitcoach_languages . "/fitcoach-{$fitcoach_locale}-" . md5( $fitcoach_script ) . '.json' ] = $fitcoach_json;
	}

	foreach ( $fitcoach_files as $fitcoach_file => $fitcoach_content ) {
		$fitcoach_same = is_readable( $fitcoach_file ) && file_get_contents( $fitcoach_file ) === $fitcoach_content;
		if ( $fitcoach_check ) {
			if ( ! $fitcoach_same ) {
				fwrite( STDERR, basename( $fitcoach_file ) . " is out of date: run npm run make-pot\n" );
				$fitcoach_failed = true;
			}
		} elseif ( ! $fitcoach_same ) {
			file_put_contents( $fitcoach_file, $fitcoach_content );
		}
	}
	$fitcoach_count = count( $fitcoach_merged ) - 1;
	printf(
		"%s: %d of %d strings translated%s%s\n",
		$fitcoach_locale,
		$fitcoach_count - count( $fitcoach_missing ),
		$fitcoach_count,
		array() === $fitcoach_missing ? '' : '; untranslated: ' . implode( ' | ', array_slice( $fitcoach_missing, 0, 20 ) ),
		array() === $fitcoach_obsolete ? '' : '; ' . count( $fitcoach_obsolete ) . ' no longer used (removed)'
	);
	if ( $fitcoach_check && array() !== $fitcoach_missing ) {
		$fitcoach_failed = true;
	}
}
exit( $fitcoach_failed ? 1 : 0 );
