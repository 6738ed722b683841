#!/usr/bin/env node
/**
 * The app's JavaScript after a build: every file in build/ with its raw and gzip size, which files
 * the member app's entry loads at start (webpack stats: the entrypoint's assets; without stats:
 * build/index.js alone), where Chart.js and Swiper ended up, and the sizes of WordPress's own
 * scripts the app page depends on (index.asset.php).
 *
 * node tools/bench/bundle.js --build build --out bundle.json [--stats webpack-stats.json] [--wp .wp/wordpress]
 */
'use strict';

/**
 * External dependencies
 */
const fs = require( 'fs' );
const path = require( 'path' );
const zlib = require( 'zlib' );
const { execFileSync } = require( 'child_process' );

/**
 * Internal dependencies
 */
const { args } = require( './lib/cli' );

/** Code that only these libraries contain, surviving minification. */
const SIGNATURES = [
	{
		name: 'Chart.js',
		module: /node_modules[\\/]chart\.js[\\/]/,
		text: 'Canvas is already in use',
	},
	{
		name: 'Swiper',
		module: /node_modules[\\/]swiper[\\/]/,
		text: 'swiper-slide',
	},
];

function walk( dir, base = dir ) {
	let files = [];
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			files = files.concat( walk( full, base ) );
		} else if ( /\.(js|css)$/.test( entry.name ) ) {
			files.push( path.relative( base, full ) );
		}
	}
	return files.sort();
}

function sizes( file ) {
	const buffer = fs.readFileSync( file );
	return {
		raw: buffer.length,
		gzip: zlib.gzipSync( buffer, { level: 9 } ).length,
	};
}

/**
 * WordPress script handles of index.asset.php (read through PHP: it is a PHP array).
 *
 * @param {string} buildDir The build folder.
 * @return {string[]} Script handles.
 */
function dependencies( buildDir ) {
	const asset = path.join( buildDir, 'index.asset.php' );
	if ( ! fs.existsSync( asset ) ) {
		return [];
	}
	try {
		const json = execFileSync(
			'php',
			[
				'-r',
				'echo json_encode( ( require $argv[1] )["dependencies"] ?? array() );',
				asset,
			],
			{ encoding: 'utf8' }
		);
		return JSON.parse( json );
	} catch {
		return [];
	}
}

function wordpressScript( wpDir, handle ) {
	const vendor = {
		react: 'vendor/react.min.js',
		'react-dom': 'vendor/react-dom.min.js',
		'wp-polyfill': 'vendor/wp-polyfill.min.js',
		lodash: 'vendor/lodash.min.js',
		moment: 'vendor/moment.min.js',
		'react-jsx-runtime': 'vendor/react-jsx-runtime.min.js',
	};
	const rel =
		vendor[ handle ] ||
		( handle.startsWith( 'wp-' ) ? `${ handle.slice( 3 ) }.min.js` : null );
	if ( ! rel ) {
		return null;
	}
	const file = path.join( wpDir, 'wp-includes/js/dist', rel );
	return fs.existsSync( file )
		? { handle, ...sizes( file ) }
		: { handle, raw: 0, gzip: 0, missing: true };
}

function main() {
	const opts = args();
	const buildDir = path.resolve( opts.build );
	if ( ! fs.existsSync( path.join( buildDir, 'index.js' ) ) ) {
		throw new Error(
			`${ buildDir }/index.js does not exist: build the app first (npx wp-scripts build)`
		);
	}
	const files = walk( buildDir ).map( ( file ) => {
		const full = path.join( buildDir, file );
		const text = fs.readFileSync( full, 'utf8' );
		return {
			file,
			...sizes( full ),
			libraries: SIGNATURES.filter( ( s ) =>
				text.includes( s.text )
			).map( ( s ) => s.name ),
			loading: 'lazy',
		};
	} );

	// Initial files of the member app: webpack's entrypoint, else the entry file alone.
	let initial = [ 'index.js' ];
	let source = 'build/index.js (no webpack stats)';
	let buildErrors = 0;
	const libraryChunks = {};
	if ( opts.stats && fs.existsSync( opts.stats ) ) {
		const stats = JSON.parse( fs.readFileSync( opts.stats, 'utf8' ) );
		const entry = stats.entrypoints && stats.entrypoints.index;
		if ( entry && Array.isArray( entry.assets ) ) {
			initial = entry.assets
				.map( ( a ) => ( typeof a === 'string' ? a : a.name ) )
				.filter( ( name ) => name.endsWith( '.js' ) );
			source = 'webpack stats (entrypoint index)';
		}
		buildErrors = stats.errorsCount || ( stats.errors || [] ).length || 0;
		// Modules nest (webpack concatenates modules): look at every level.
		const visit = ( chunk, modules ) => {
			for ( const mod of modules || [] ) {
				const id = `${ mod.name || '' } ${ mod.identifier || '' }`;
				for ( const sig of SIGNATURES ) {
					if ( sig.module.test( id ) ) {
						for ( const f of chunk.files || [] ) {
							if ( ! libraryChunks[ sig.name ] ) {
								libraryChunks[ sig.name ] = new Set();
							}
							libraryChunks[ sig.name ].add( f );
						}
					}
				}
				visit( chunk, mod.modules );
			}
		};
		for ( const chunk of stats.chunks || [] ) {
			visit( chunk, chunk.modules );
		}
	}
	for ( const f of files ) {
		if ( initial.includes( f.file ) ) {
			f.loading = 'initial (member app)';
		} else if ( f.file === 'wp-admin.js' ) {
			f.loading = 'wp-admin only';
		} else if ( f.file.endsWith( '.css' ) ) {
			f.loading = 'stylesheet';
		}
		for ( const [ name, set ] of Object.entries( libraryChunks ) ) {
			if ( set.has( f.file ) && ! f.libraries.includes( name ) ) {
				f.libraries.push( name );
			}
		}
	}
	const initialFiles = files.filter( ( f ) => initial.includes( f.file ) );
	const libraries = SIGNATURES.map( ( s ) => {
		const holders = files.filter(
			( f ) => f.libraries.includes( s.name ) && f.file.endsWith( '.js' )
		);
		return {
			name: s.name,
			eager: holders
				.filter( ( f ) => initial.includes( f.file ) )
				.map( ( f ) => f.file ),
			lazy: holders
				.filter(
					( f ) =>
						! initial.includes( f.file ) && f.file !== 'wp-admin.js'
				)
				.map( ( f ) => f.file ),
			admin: holders
				.filter( ( f ) => f.file === 'wp-admin.js' )
				.map( ( f ) => f.file ),
		};
	} );
	const wpDir = opts.wp || path.resolve( __dirname, '../../.wp/wordpress' );
	const wordpress = dependencies( buildDir )
		.map( ( h ) => wordpressScript( wpDir, h ) )
		.filter( Boolean );
	const result = {
		source,
		build_errors: buildErrors,
		built_at: fs
			.statSync( path.join( buildDir, 'index.js' ) )
			.mtime.toISOString(),
		files,
		initial: {
			files: initialFiles.map( ( f ) => f.file ),
			raw: initialFiles.reduce( ( t, f ) => t + f.raw, 0 ),
			gzip: initialFiles.reduce( ( t, f ) => t + f.gzip, 0 ),
		},
		libraries,
		wordpress,
	};
	fs.writeFileSync( opts.out, JSON.stringify( result, null, 2 ) + '\n' );
	process.stdout.write(
		`  ${ 'file'.padEnd( 44 ) } ${ 'raw'.padStart( 10 ) } ${ 'gzip'.padStart( 10 ) }  loading\n`
	);
	for ( const f of files ) {
		process.stdout.write(
			`  ${ f.file.padEnd( 44 ) } ${ ( ( f.raw / 1024 ).toFixed( 1 ) + ' KB' ).padStart( 10 ) } ${ ( ( f.gzip / 1024 ).toFixed( 1 ) + ' KB' ).padStart( 10 ) }  ${ f.loading }${ f.libraries.length ? ' [' + f.libraries.join( ', ' ) + ']' : '' }\n`
		);
	}
	if ( buildErrors ) {
		process.stdout.write(
			`  The build failed with ${ buildErrors } error(s) (.wp/bench/logs/build.log): build/ holds the previous build, of ${ result.built_at }\n`
		);
	}
	process.stdout.write(
		`  initial JS of the member app (${ source }): ${ ( result.initial.gzip / 1024 ).toFixed( 1 ) } KB gzip\n`
	);
}

try {
	main();
} catch ( e ) {
	process.stderr.write( `bundle.js: ${ e.message }\n` );
	process.exit( 1 );
}
