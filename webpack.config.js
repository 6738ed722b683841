/**
 * Build of the member app (src/index.tsx) and the wp-admin settings screen (src/wp-admin/index.tsx),
 * on top of @wordpress/scripts' own configuration. WordPress packages and React come from
 * WordPress itself (dependency extraction); Chart.js and Swiper become lazy chunks.
 */
/**
 * External dependencies
 */
const path = require( 'path' );
/**
 * WordPress dependencies
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const { InjectManifest } = require( 'workbox-webpack-plugin' );

module.exports = {
	...defaultConfig,
	entry: {
		index: path.resolve( __dirname, 'src/index.tsx' ),
		'wp-admin': path.resolve( __dirname, 'src/wp-admin/index.tsx' ),
	},
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
		chunkFilename: 'chunks/[name].[contenthash:8].js',
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
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				request === 'react/jsx-runtime' ? false : undefined,
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
			],
			maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
		} ),
	],
};
