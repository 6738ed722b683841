/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ConfirmDialogHost, LEAVE_MS, confirmAction } from './ConfirmDialog';

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
} );

async function leave() {
	await act( async () => {
		jest.advanceTimersByTime( LEAVE_MS );
	} );
}

describe( 'ConfirmDialog', () => {
	it( 'shows title, message and the default buttons, and resolves true on confirm', async () => {
		render( <ConfirmDialogHost /> );
		let answer: Promise< boolean > | undefined;
		act( () => {
			answer = confirmAction( {
				title: 'Gebruiker verwijderen?',
				message: 'Dit kan niet ongedaan worden.',
			} );
		} );
		const dialog = screen.getByRole( 'alertdialog', {
			name: 'Gebruiker verwijderen?',
		} );
		expect( dialog ).toHaveAccessibleDescription(
			'Dit kan niet ongedaan worden.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Annuleren' } )
		).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Bevestigen' } ) );
		// Leaves in 200 ms.
		expect( dialog.parentElement ).toHaveClass( 'is-leaving' );
		await leave();
		await expect( answer ).resolves.toBe( true );
		expect( screen.queryByRole( 'alertdialog' ) ).not.toBeInTheDocument();
	} );

	it( 'resolves false on cancel and on Escape', async () => {
		render( <ConfirmDialogHost /> );
		let first: Promise< boolean > | undefined;
		act( () => {
			first = confirmAction( {
				title: 'A',
				message: 'a',
				cancelText: 'Nee',
				confirmText: 'Ja',
			} );
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Nee' } ) );
		await leave();
		await expect( first ).resolves.toBe( false );

		let second: Promise< boolean > | undefined;
		act( () => {
			second = confirmAction( { title: 'B', message: 'b' } );
		} );
		fireEvent.keyDown( screen.getByRole( 'alertdialog' ), {
			key: 'Escape',
		} );
		await leave();
		await expect( second ).resolves.toBe( false );
	} );

	it( 'shows the loading text while onConfirm runs, with both buttons disabled', async () => {
		render( <ConfirmDialogHost /> );
		let finish: () => void = () => undefined;
		const work = new Promise< void >( ( resolve ) => {
			finish = resolve;
		} );
		let answer: Promise< boolean > | undefined;
		act( () => {
			answer = confirmAction( {
				type: 'danger',
				title: 'Verwijderen?',
				message: 'Zeker?',
				onConfirm: () => work,
			} );
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Bevestigen' } ) );
		expect(
			await screen.findByRole( 'button', { name: 'Bezig...' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Annuleren' } )
		).toBeDisabled();
		await act( async () => {
			finish();
			await work;
		} );
		await leave();
		await expect( answer ).resolves.toBe( true );
	} );
} );
