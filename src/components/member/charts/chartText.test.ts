/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { formatKg } from '../../../i18n/format';
import { chartDayLabel, chartSummary, formatSignedKg } from './chartText';

const kg = ( value: number ) => formatKg( value, 1 );

describe( 'chartDayLabel', () => {
	it( "writes an ISO date and the spec's English day label the same way, in Dutch", () => {
		expect( chartDayLabel( '2025-05-05' ) ).toBe( '5 Mei' );
		expect( chartDayLabel( '5 May' ) ).toBe( '5 Mei' );
		expect( chartDayLabel( '2025-10-01 18:30:00' ) ).toBe( '1 Okt' );
		expect( chartDayLabel( '1 Oct' ) ).toBe( '1 Okt' );
		expect( chartDayLabel( '31 Mar' ) ).toBe( '31 Mrt' );
		expect( chartDayLabel( '03 Sept' ) ).toBe( '3 Sep' );
	} );

	it( 'leaves what is no day as it is, apart from English months', () => {
		expect( chartDayLabel( 'gisteren' ) ).toBe( 'gisteren' );
		expect( chartDayLabel( 'week van 5 May 2025' ) ).toBe(
			'week van 5 Mei 2025'
		);
	} );
} );

describe( 'formatSignedKg', () => {
	it( 'writes the sign with a real minus, one decimal and a Dutch comma', () => {
		expect( formatSignedKg( -0.3125 ) ).toBe( '\u22120,3 kg' );
		expect( formatSignedKg( 0.26 ) ).toBe( '+0,3 kg' );
		expect( formatSignedKg( -0.04 ) ).toBe( '0,0 kg' );
	} );
} );

describe( 'chartSummary', () => {
	it( 'names the first and last value, the lowest and the highest, and the trend', () => {
		expect(
			chartSummary(
				[
					{ label: '3 Nov', value: 72.4 },
					{ label: '5 Nov', value: 72.6 },
					{ label: '10 Nov', value: 71.5 },
					{ label: '16 Nov', value: 71.8 },
				],
				kg,
				-0.31
			)
		).toBe(
			'Van 72,4 kg op 3 Nov tot 71,8 kg op 16 Nov. ' +
				'Laagste 71,5 kg op 10 Nov, hoogste 72,6 kg op 5 Nov. ' +
				'Trend: \u22120,3 kg per week.'
		);
	} );

	it( 'leaves the trend out when there is none', () => {
		expect(
			chartSummary(
				[
					{ label: '1 Mei', value: 4200 },
					{ label: '8 Mei', value: 5100 },
				],
				( value ) => formatKg( value )
			)
		).toBe(
			'Van 4200 kg op 1 Mei tot 5100 kg op 8 Mei. Laagste 4200 kg op 1 Mei, hoogste 5100 kg op 8 Mei.'
		);
	} );

	it( 'says a single point in one sentence, and nothing for none', () => {
		expect(
			chartSummary( [ { label: '5 Mei', value: 72.4 } ], kg, null )
		).toBe( '72,4 kg op 5 Mei.' );
		expect( chartSummary( [], kg ) ).toBe( '' );
	} );
} );
