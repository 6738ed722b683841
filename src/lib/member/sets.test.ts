/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	addFormSet,
	addSet,
	canRemoveSet,
	fromFormSet,
	parseSetNumber,
	removeSet,
	setsVolume,
	toFormSet,
} from './sets';

describe( 'set rules', () => {
	it( 'adds a set that copies the previous weight with empty reps', () => {
		const sets = [
			{ weight: 40, reps: 10 },
			{ weight: 42.5, reps: 8 },
		];
		expect( addSet( sets ) ).toEqual( [
			...sets,
			{ weight: 42.5, reps: null },
		] );
		expect( sets ).toHaveLength( 2 );
	} );

	it( 'adds an empty set when there is none', () => {
		expect( addSet( [] ) ).toEqual( [ { weight: null, reps: null } ] );
	} );

	it( 'removes a set only while more than one remains', () => {
		const one = [ { weight: 20, reps: 12 } ];
		expect( canRemoveSet( one ) ).toBe( false );
		expect( removeSet( one, 0 ) ).toEqual( one );
		const two = [
			{ weight: 20, reps: 12 },
			{ weight: 25, reps: 10 },
		];
		expect( canRemoveSet( two ) ).toBe( true );
		expect( removeSet( two, 0 ) ).toEqual( [ { weight: 25, reps: 10 } ] );
		expect( removeSet( two, 5 ) ).toEqual( two );
	} );

	it( 'parses typed numbers, accepting a comma and leaving empty as null', () => {
		expect( parseSetNumber( '42,5' ) ).toBe( 42.5 );
		expect( parseSetNumber( ' 8 ' ) ).toBe( 8 );
		expect( parseSetNumber( '' ) ).toBeNull();
		expect( parseSetNumber( 'abc' ) ).toBeNull();
	} );

	it( 'totals weight times reps', () => {
		expect(
			setsVolume( [
				{ weight: 40, reps: 10 },
				{ weight: 50, reps: null },
				{ weight: 42.5, reps: 2 },
			] )
		).toBe( 485 );
	} );

	it( 'adds a form set with the previous weight text and empty reps', () => {
		expect(
			addFormSet( [
				{ weight: '40', reps: '10' },
				{ weight: '42.5', reps: '8' },
			] )
		).toEqual( [
			{ weight: '40', reps: '10' },
			{ weight: '42.5', reps: '8' },
			{ weight: '42.5', reps: '' },
		] );
		expect( addFormSet( [] ) ).toEqual( [ { weight: '', reps: '' } ] );
	} );

	it( 'converts sets between the server and the form', () => {
		expect( toFormSet( { weight: 42.5, reps: null } ) ).toEqual( {
			weight: '42.5',
			reps: '',
		} );
		expect( fromFormSet( { weight: '42,5', reps: '' } ) ).toEqual( {
			weight: 42.5,
			reps: null,
		} );
		expect( fromFormSet( { weight: '', reps: '8' } ) ).toEqual( {
			weight: null,
			reps: 8,
		} );
	} );
} );
