/**
 * Toasts in unit tests (`jest.mock( '…/data/notices' )`): `notify` and the `useNotices()` methods
 * are mock functions a test can read; the store's other exports stay as they are.
 */

/**
 * External dependencies
 */
import { jest } from '@jest/globals';

const actual = jest.requireActual< typeof import( '..' ) >( '..' );

/** What useNotices() returns unless a test sets its own. */
const notices = {
	success: jest.fn( () => '' ),
	error: jest.fn( () => '' ),
	warning: jest.fn( () => '' ),
	info: jest.fn( () => '' ),
};

module.exports = {
	...actual,
	notify: jest.fn( () => '' ),
	useNotices: jest.fn( () => notices ),
};
