/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { WorkoutSession } from '../../../api/types';
import { notify } from '../../notices';
import { sendOrQueue } from '../../../offline/send';
import { resetData } from '../../reset';
import { store } from '..';

jest.mock( '../../notices' );
jest.mock( '../../../offline/send', () => ( {
	sendOrQueue: jest.fn(),
} ) );

const send = sendOrQueue as jest.MockedFunction< typeof sendOrQueue >;

const saved: WorkoutSession = {
	id: 41,
	title: 'Sessie 3',
	date: '2025-05-05T18:30:00',
	content: '',
	workout: { id: 7, title: 'Full body' },
	exercises: [
		{ id: 101, title: 'Bankdrukken', sets: [ { weight: 62.5, reps: 8 } ] },
	],
	total_weight: 500,
	exercise_count: 1,
	new_records: [
		{
			exercise_id: 101,
			exercise_title: 'Bankdrukken',
			kind: 'heaviest_weight',
			value: 62.5,
			previous: 60,
			weight: null,
		},
	],
};

const changes = {
	title: 'Sessie 3',
	content: '',
	exercises: saved.exercises,
};

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( "saving a session: 'Nieuw record!'", () => {
	it( "shows a record toast with the server's answer", async () => {
		send.mockResolvedValue( { queued: false, result: saved } );
		const outcome = await dispatch( store ).saveSession( 41, changes );
		expect( outcome.ok ).toBe( true );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Nieuw record!',
			'Bankdrukken: zwaarste gewicht 62,5 kg (was 60 kg)'
		);
	} );

	it( 'shows none for a save kept in the outbox (no answer yet)', async () => {
		// Even were the item shown meanwhile to carry records, they are not the server's.
		send.mockResolvedValue( { queued: true, result: saved } );
		const outcome = await dispatch( store ).saveSession( 41, changes );
		expect( outcome.ok ).toBe( true );
		expect( notify ).toHaveBeenCalledTimes( 1 );
		expect( notify ).not.toHaveBeenCalledWith(
			'success',
			'Nieuw record!',
			expect.anything()
		);
	} );
} );
