/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import type { NewRecord } from '../../api/types';
import { newRecordMessage, newRecordToasts } from './newRecords';

const record = ( changes: Partial< NewRecord > ): NewRecord => ( {
	exercise_id: 4,
	exercise_title: 'Bankdrukken',
	kind: 'heaviest_weight',
	value: 62.5,
	previous: 60,
	weight: null,
	...changes,
} );

describe( "the 'Nieuw record!' toasts", () => {
	it( 'names the exercise, the record and the old value for every kind', () => {
		expect( newRecordMessage( record( {} ) ) ).toBe(
			'Bankdrukken: zwaarste gewicht 62,5 kg (was 60 kg)'
		);
		expect(
			newRecordMessage(
				record( { kind: 'estimated_1rm', value: 80.8, previous: 76 } )
			)
		).toBe( 'Bankdrukken: geschat 1RM 80,8 kg (was 76 kg)' );
		expect(
			newRecordMessage(
				record( {
					kind: 'most_reps',
					value: 10,
					previous: 8,
					weight: 60,
				} )
			)
		).toBe( 'Bankdrukken: meeste herhalingen met 60 kg: 10 (was 8)' );
		expect(
			newRecordMessage(
				record( { kind: 'best_set_volume', value: 625, previous: 480 } )
			)
		).toBe( 'Bankdrukken: beste set 625 kg (was 480 kg)' );
		expect(
			newRecordMessage(
				record( {
					kind: 'best_session_volume',
					value: 1800,
					previous: 1650.5,
				} )
			)
		).toBe( 'Bankdrukken: beste sessie 1800 kg (was 1650,5 kg)' );
	} );

	it( 'makes one toast per record, none without records or for an unknown kind', () => {
		const toasts = newRecordToasts( {
			id: 8,
			new_records: [
				record( {} ),
				record( { kind: 'unknown' as NewRecord[ 'kind' ] } ),
				record( {
					exercise_title: 'Squat',
					kind: 'most_reps',
					value: 12,
					previous: 10,
					weight: 100,
				} ),
			],
		} );
		expect( toasts ).toEqual( [
			{
				title: 'Nieuw record!',
				message: 'Bankdrukken: zwaarste gewicht 62,5 kg (was 60 kg)',
			},
			{
				title: 'Nieuw record!',
				message: 'Squat: meeste herhalingen met 100 kg: 12 (was 10)',
			},
		] );
		expect( newRecordToasts( { id: 8, new_records: [] } ) ).toEqual( [] );
		expect( newRecordToasts( { id: 8 } ) ).toEqual( [] );
		expect( newRecordToasts( null ) ).toEqual( [] );
	} );
} );
