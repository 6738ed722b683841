/**
 * ESLint (flat config): @wordpress/scripts' defaults, plus test overrides for our own layout
 * (Jest tests beside the code and in tests/js, Playwright specs in tests/e2e).
 */
const wpConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

module.exports = [
	{ ignores: [ '.wp/**', 'build/**', 'node_modules/**', 'vendor/**', 'test-results/**', 'playwright-report/**' ] },
	...wpConfig,
	...wpPlugin.configs[ 'test-unit' ].map( ( c ) => ( {
		...c,
		files: [ 'src/**/*.test.{ts,tsx}', 'tests/js/**/*.{ts,tsx}' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( c ) => ( {
		...c,
		files: [ 'tests/e2e/**/*.ts' ],
	} ) ),
	{
		settings: {
			'import/resolver': { node: { extensions: [ '.js', '.jsx', '.ts', '.tsx' ] } },
		},
		rules: {
			// Types are checked by tsc; these resolve through webpack and TypeScript.
			'import/no-unresolved': 'off',
			'import/no-extraneous-dependencies': 'off',
			'@wordpress/dependency-group': 'error',
			'@wordpress/i18n-text-domain': [ 'error', { allowedTextDomain: 'fitcoach' } ],
			// The spec's texts are exact and use three dots ('Laden...', 'Opslaan...').
			'@wordpress/i18n-ellipsis': 'off',
		},
	},
];
