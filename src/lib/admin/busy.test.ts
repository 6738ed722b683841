/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { anyBusy, IDLE } from './busy';

describe( 'anyBusy', () => {
	it( 'is false when nothing runs', () => {
		expect( anyBusy( IDLE ) ).toBe( false );
	} );

	it.each( [ 'saving', 'deleting', 'sendingReset' ] as const )(
		'is true while %s',
		( flag ) => {
			expect( anyBusy( { ...IDLE, [ flag ]: true } ) ).toBe( true );
		}
	);
} );
