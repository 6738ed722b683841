/**
 * Build of the member app (src/index.tsx), the page's first reads (src/first-reads.ts) and the
 * wp-admin settings screen (src/wp-admin/index.tsx), on top of @wordpress/scripts' own
 * configuration. WordPress packages and React come from
 * WordPress itself (dependency extraction); Chart.js and Swiper become lazy chunks.
 */
/**
 * External dependencies
 */
const fs = require( 'fs' );
const path = require( 'path' );
const { Compilation, WebpackError, sources } = require( 'webpack' );
/**
 * WordPress dependencies
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const { InjectManifest } = require( 'workbox-webpack-plugin' );

/**
 * WordPress packages built into the app instead of loaded as WordPress's scripts. The app uses
 * @wordpress/data's stores and hooks only: bundled, webpack keeps what it calls, and
 * @wordpress/compose, dom and keycodes (which WordPress's wp-data script pulls in whole, for
 * hooks the app never runs) drop out. On a phone that is ~22 KB gzip and nine requests less
 * before Home (measured with tools/bench/bundle.js). The member page loads no other script that
 * uses wp.data, so nothing shares its registry. The wp-admin screen's one compose hook is built
 * into its own file the same way.
 */
const BUNDLED = [
	'@wordpress/data',
	'@wordpress/compose',
	'@wordpress/dom',
	'@wordpress/keycodes',
	'@wordpress/priority-queue',
	'@wordpress/redux-routine',
	'@wordpress/private-apis',
	'@wordpress/is-shallow-equal',
	'@wordpress/deprecated',
];

/** Per first screen: its lazy chunks and reads (read by includes/Frontend/App_Page.php). */
const FIRST_SCREENS = path.resolve(
	__dirname,
	'src/routes/first-screens.json'
);

/**
 * Writes build/first-screens.json: src/routes/first-screens.json with, for every route, the files
 * of its chunks as webpack loads them (the named chunk's own files and the shared chunks it
 * needs, scripts and styles apart, paths below build/). The app page preloads them, so the screen's
 * code comes in one wave with the app's script. The files of a route's `later` chunks (Home's
 * Chart.js, and the session screen a tap on 'Starten' opens) are listed apart: the page names them
 * and the app asks for them once its own scripts are in, so they do not share a phone's bandwidth
 * with the scripts Home needs first.
 * A chunk name no import() declares fails the build.
 */
class FirstScreensPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'FirstScreensPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'FirstScreensPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						compilation.fileDependencies.add( FIRST_SCREENS );
						const declared = JSON.parse(
							fs.readFileSync( FIRST_SCREENS, 'utf8' )
						);
						const filesOf = ( name ) => {
							const group =
								compilation.namedChunkGroups.get( name );
							if ( ! group ) {
								compilation.errors.push(
									new WebpackError(
										`src/routes/first-screens.json: no chunk named "${ name }" (webpackChunkName).`
									)
								);
								return [];
							}
							return group.chunks.flatMap( ( chunk ) => [
								...chunk.files,
							] );
						};
						const routes = {};
						// A chunk's files, without source maps and right-to-left styles.
						const chunkFiles = ( names ) =>
							[ ...new Set( names.flatMap( filesOf ) ) ]
								.map( ( file ) => path.posix.normalize( file ) )
								.filter(
									( file ) =>
										! /(\.map|-rtl\.css)$/.test( file )
								);
						for ( const [ route, screen ] of Object.entries(
							declared.routes || {}
						) ) {
							const files = chunkFiles( screen.chunks || [] );
							// Asked for by the app once its own scripts are in.
							const later = chunkFiles(
								screen.later || []
							).filter( ( file ) => ! files.includes( file ) );
							routes[ route ] = {
								calls: screen.calls || [],
								follow: screen.follow || [],
								scripts: files.filter( ( file ) =>
									file.endsWith( '.js' )
								),
								styles: files.filter( ( file ) =>
									file.endsWith( '.css' )
								),
								later,
							};
						}
						compilation.emitAsset(
							'first-screens.json',
							new sources.RawSource(
								JSON.stringify(
									{ start: declared.start || [], routes },
									null,
									'\t'
								) + '\n'
							)
						);
					}
				);
			}
		);
	}
}

module.exports = {
	...defaultConfig,
	entry: {
		index: path.resolve( __dirname, 'src/index.tsx' ),
		'wp-admin': path.resolve( __dirname, 'src/wp-admin/index.tsx' ),
		// The page's first reads: printed inline at the top of the app page's head
		// (includes/Frontend/App_Scripts.php), never loaded as a file.
		'first-reads': path.resolve( __dirname, 'src/first-reads.ts' ),
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
		chunkFilename: 'chunks/[name].[contenthash:8].js',
		// The lazy screens' styles are versioned too (cached for a year, like their scripts).
		cssChunkFilename: 'chunks/[name].[contenthash:8].css',
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				// Code shared by several lazy screens (member components, the workouts store) is
				// loaded once instead of being copied into every screen's chunk.
				shared: {
					chunks: 'async',
					minChunks: 2,
					minSize: 2000,
					priority: -20,
					reuseExistingChunk: true,
				},
			},
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		// WordPress < 6.6 has no 'react-jsx-runtime' script: bundle that small module ourselves.
		// @wordpress/data and what it needs are bundled too (BUNDLED below).
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				request === 'react/jsx-runtime' || BUNDLED.includes( request )
					? false
					: undefined,
		} ),
		// The service worker (src/sw.ts) with the list of the member app's files to precache; the
		// wp-admin screen, PHP asset files and source maps are left out.
		new InjectManifest( {
			swSrc: path.resolve( __dirname, 'src/sw.ts' ),
			swDest: 'sw.js',
			// Right-to-left styles are left out too: the app is Dutch.
			exclude: [
				/wp-admin/,
				/\.php$/,
				/\.map$/,
				/LICENSE/,
				/\.txt$/,
				/-rtl\.css$/,
				/first-screens\.json$/,
				/^first-reads\.js$/,
			],
			maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
		} ),
		new FirstScreensPlugin(),
	],
};
