/**
 * The API client in unit tests (`jest.mock( '…/api/client' )`): everything as it is, except the
 * calls to the server, which are mock functions each test answers.
 */

/**
 * External dependencies
 */
import { jest } from '@jest/globals';

const actual =
	jest.requireActual< typeof import( '../client' ) >( '../client' );

module.exports = {
	...actual,
	apiGet: jest.fn(),
	apiPost: jest.fn(),
	apiPut: jest.fn(),
	apiDelete: jest.fn(),
	apiUpload: jest.fn(),
	apiGetFile: jest.fn(),
};
