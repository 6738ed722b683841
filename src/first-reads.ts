/**
 * The page's first reads (src/api/first-reads.ts): built as build/first-reads.js and printed
 * inline at the top of the app page's head.
 */

/**
 * Internal dependencies
 */
import { readFirstReadsData, sendFirstReads } from './api/first-reads';

const data = readFirstReadsData( document );
if ( data ) {
	sendFirstReads( data );
}
