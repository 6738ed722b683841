/**
 * The conditional GET in unit tests (`jest.mock( '…/api/unread' )`): a mock function each test
 * answers (unanswered: a failure, and the badge stays as it was).
 */

/**
 * External dependencies
 */
import { jest } from '@jest/globals';

module.exports = {
	apiGetIfChanged: jest.fn( () =>
		Promise.reject( new Error( 'fitcoach_not_answered' ) )
	),
};
