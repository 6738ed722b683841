/**
 * External dependencies
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../data/connection';
import type { OutboxEntry } from '../offline/outbox';
import { keepMine, keepServer } from '../offline/sync';
import { OutboxConflicts, describeVersion } from './OutboxConflicts';

jest.mock( '../offline/sync', () => ( {
	keepMine: jest.fn( async () => undefined ),
	keepServer: jest.fn( async () => undefined ),
} ) );

const conflict: OutboxEntry = {
	seq: 4,
	owner: '12:0',
	resource: 'workout-sessions',
	method: 'PUT',
	path: '/workout-sessions/9',
	body: {
		title: 'Sessie 3',
		content: 'Kelder',
		exercises: [ { id: 1, title: 'Squat', sets: [ {}, {}, {} ] } ],
	},
	createdAt: 0,
	status: 'conflict',
	serverVersion: {
		id: 9,
		title: 'Sessie 3',
		content: '',
		exercises: [ { id: 1, title: 'Squat', sets: [ {} ] } ],
	},
};

afterEach( () => {
	act( () => {
		dispatch( connectionStore ).outboxChanged( 0, [] );
	} );
} );

describe( 'OutboxConflicts', () => {
	it( 'shows both versions and sends the choice', async () => {
		render( <OutboxConflicts /> );
		expect( screen.queryByRole( 'alertdialog' ) ).toBeNull();
		act( () => {
			dispatch( connectionStore ).outboxChanged( 1, [ conflict ] );
		} );
		const dialog = screen.getByRole( 'alertdialog', {
			name: 'Welke versie wil je bewaren?',
		} );
		expect( dialog ).toHaveTextContent( 'Jouw versieSessie 33 setsKelder' );
		expect( dialog ).toHaveTextContent(
			'Versie op de serverSessie 31 set'
		);

		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Mijn versie bewaren' } )
			);
		} );
		expect( keepMine ).toHaveBeenCalledWith( conflict );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', {
					name: 'Versie op de server bewaren',
				} )
			);
		} );
		expect( keepServer ).toHaveBeenCalledWith( conflict );
	} );

	it( 'describes measurements and a version gone from the server', () => {
		expect(
			describeVersion( 'measurements', {
				date: '2026-11-25',
				weight: 71.5,
				energy: 7,
			} )
		).toEqual( [ '25 november 2026', '71,5 kg', 'Energie 7' ] );
		expect( describeVersion( 'measurements', null ) ).toEqual( [
			'Niet meer op de server',
		] );
	} );
} );
