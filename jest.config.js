/**
 * Jest: @wordpress/scripts' preset, tests beside the code (src/**\/*.test.ts(x)) and in tests/js.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/src', '<rootDir>/tests/js' ],
	testPathIgnorePatterns: [ '/node_modules/', '/.wp/', '/build/' ],
	setupFilesAfterEnv: [ ...( defaultConfig.setupFilesAfterEnv || [] ), '<rootDir>/tests/js/setup.ts' ],
};
