/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiDelete,
	apiGet,
	apiPost,
	apiPut,
} from '../../api/client';
import { useConfirm } from '../../components/ConfirmDialog';
import { todayInputDate } from '../../lib/member/dates';
import { notify } from '../../data/notices';
import { resetData } from '../../data/reset';
import MeasurementForm from './Form';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );
jest.mock( '../../components/ConfirmDialog', () => ( {
	useConfirm: jest.fn(),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const del = apiDelete as jest.MockedFunction< typeof apiDelete >;

const confirm = jest.fn< ReturnType< typeof useConfirm > >();

function renderAt( path: string ) {
	return render(
		<MemoryRouter
			initialEntries={ [ path ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/metingen" element={ <p>Lijst met metingen</p> } />
				<Route path="/metingen/nieuw" element={ <MeasurementForm /> } />
				<Route path="/metingen/:id" element={ <MeasurementForm /> } />
			</Routes>
		</MemoryRouter>
	);
}

/** A promise the test settles itself. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}

beforeEach( () => {
	jest.clearAllMocks();
	// Each test opens the form on a store that holds nothing yet (no earlier test's read).
	resetData();
	( useConfirm as jest.MockedFunction< typeof useConfirm > ).mockReturnValue(
		confirm
	);
} );

describe( 'new measurement', () => {
	it( "starts with today's date, empty fields and no delete button", () => {
		renderAt( '/metingen/nieuw' );
		expect(
			screen.getByRole( 'heading', { name: 'Nieuwe Meting' } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Datum' ) ).toHaveValue(
			todayInputDate()
		);
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toHaveValue( '' );
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toBeRequired();
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toHaveAttribute(
			'inputmode',
			'decimal'
		);
		expect( screen.getByLabelText( 'Energie Level (1-10)' ) ).toHaveValue(
			null
		);
		expect(
			screen.queryByRole( 'button', { name: 'Verwijder' } )
		).toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Terug' } )
		).toBeInTheDocument();
		expect( get ).not.toHaveBeenCalled();
	} );

	it( 'blocks saving with missing or invalid values', async () => {
		const user = userEvent.setup();
		renderAt( '/metingen/nieuw' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect(
			screen.getByLabelText( 'Energie Level (1-10)' )
		).toHaveAccessibleDescription( 'Kies een energieniveau van 1 tot 10.' );
		await user.type( screen.getByLabelText( 'Gewicht (kg)' ), '72.45' );
		await user.type(
			screen.getByLabelText( 'Energie Level (1-10)' ),
			'11'
		);
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect(
			screen.getByLabelText( 'Gewicht (kg)' )
		).toHaveAccessibleDescription(
			'Vul je gewicht in kg in, in stappen van 0,1.'
		);
		expect( post ).not.toHaveBeenCalled();
	} );

	it( "saves with the energy as an integer, shows 'Opslaan...' meanwhile and goes to the list", async () => {
		const user = userEvent.setup();
		const saving = deferred< unknown >();
		post.mockReturnValue( saving.promise as Promise< never > );
		renderAt( '/metingen/nieuw' );
		await user.type( screen.getByLabelText( 'Gewicht (kg)' ), '72.4' );
		await user.type( screen.getByLabelText( 'Energie Level (1-10)' ), '7' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( post ).toHaveBeenCalledWith(
			'/measurements',
			{
				date: todayInputDate(),
				weight: 72.4,
				energy: 7,
			},
			expect.objectContaining( {
				'Idempotency-Key': expect.stringMatching(
					/^[A-Za-z0-9_-]{8,64}$/
				),
			} )
		);
		expect(
			screen.getByRole( 'button', { name: 'Opslaan...' } )
		).toBeDisabled();
		saving.resolve( { id: 5 } );
		expect(
			await screen.findByText( 'Lijst met metingen' )
		).toBeInTheDocument();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Meting Toegevoegd',
			'Je nieuwe meting is succesvol opgeslagen'
		);
	} );

	it( 'keeps the form and shows the failure when saving fails', async () => {
		const user = userEvent.setup();
		post.mockRejectedValue( new ApiRequestError( 500, 'x', '' ) );
		renderAt( '/metingen/nieuw' );
		await user.type( screen.getByLabelText( 'Gewicht (kg)' ), '72.4' );
		await user.type( screen.getByLabelText( 'Energie Level (1-10)' ), '7' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Er is iets misgegaan bij het opslaan van je meting.'
			)
		);
		expect(
			screen.getByRole( 'button', { name: 'Opslaan' } )
		).toBeEnabled();
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toHaveValue( '72.4' );
	} );

	it( "accepts a Dutch comma ('72,4')", async () => {
		const user = userEvent.setup();
		post.mockResolvedValue( { id: 5 } as never );
		renderAt( '/metingen/nieuw' );
		await user.type( screen.getByLabelText( 'Gewicht (kg)' ), '72,4' );
		await user.type( screen.getByLabelText( 'Energie Level (1-10)' ), '7' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( post ).toHaveBeenCalledWith(
			'/measurements',
			{ date: todayInputDate(), weight: 72.4, energy: 7 },
			expect.anything()
		);
		expect(
			await screen.findByText( 'Lijst met metingen' )
		).toBeInTheDocument();
	} );

	it.each( [ '19,9', '400,1', '0', '500' ] )(
		'refuses a weight of %s kg beside the field, before any request',
		async ( weight ) => {
			const user = userEvent.setup();
			renderAt( '/metingen/nieuw' );
			const field = screen.getByLabelText( 'Gewicht (kg)' );
			await user.type( field, weight );
			await user.type(
				screen.getByLabelText( 'Energie Level (1-10)' ),
				'7'
			);
			await user.click(
				screen.getByRole( 'button', { name: 'Opslaan' } )
			);
			expect( field ).toHaveAccessibleDescription(
				'Vul een gewicht tussen 20 en 400 kg in.'
			);
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
			expect( field ).toHaveFocus();
			expect( post ).not.toHaveBeenCalled();
		}
	);

	it.each( [
		[ '20', 20 ],
		[ '400', 400 ],
	] )( 'accepts the bound %s kg', async ( weight, sent ) => {
		const user = userEvent.setup();
		post.mockResolvedValue( { id: 5 } as never );
		renderAt( '/metingen/nieuw' );
		await user.type( screen.getByLabelText( 'Gewicht (kg)' ), weight );
		await user.type( screen.getByLabelText( 'Energie Level (1-10)' ), '7' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( post ).toHaveBeenCalledWith(
			'/measurements',
			{ date: todayInputDate(), weight: sent, energy: 7 },
			expect.anything()
		);
	} );

	it( "shows the server's refusal of the weight beside the field", async () => {
		const user = userEvent.setup();
		post.mockRejectedValue(
			new ApiRequestError(
				400,
				'rest_invalid_param',
				'Ongeldige parameter(s): weight',
				{
					status: 400,
					params: { weight: 'weight moet tussen 20 en 400 zijn.' },
				}
			)
		);
		renderAt( '/metingen/nieuw' );
		const field = screen.getByLabelText( 'Gewicht (kg)' );
		await user.type( field, '72,4' );
		await user.type( screen.getByLabelText( 'Energie Level (1-10)' ), '7' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		await waitFor( () =>
			expect( field ).toHaveAccessibleDescription(
				'Vul een gewicht tussen 20 en 400 kg in.'
			)
		);
		expect( field ).toHaveFocus();
		expect(
			screen.getByRole( 'button', { name: 'Opslaan' } )
		).toBeEnabled();
	} );
} );

describe( 'editing a measurement', () => {
	const measurement = {
		id: 12,
		post_title: 'Meting',
		date: '05-03-2025',
		weight: 71.8,
		energy: 6,
	};

	it( 'loads it by the integer id and converts dd-mm-yyyy for the date field', async () => {
		get.mockResolvedValue( measurement as never );
		renderAt( '/metingen/12' );
		expect(
			screen.getByRole( 'heading', { name: 'Meting Bewerken' } )
		).toBeInTheDocument();
		expect( await screen.findByLabelText( 'Datum' ) ).toHaveValue(
			'2025-03-05'
		);
		expect( get ).toHaveBeenCalledWith( '/measurements/12' );
		// The weight in Dutch notation.
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toHaveValue( '71,8' );
		expect( screen.getByLabelText( 'Energie Level (1-10)' ) ).toHaveValue(
			6
		);
		expect(
			screen.getByRole( 'button', { name: 'Verwijder' } )
		).toBeInTheDocument();
	} );

	it( 'sends weight and energy on update', async () => {
		const user = userEvent.setup();
		get.mockResolvedValue( measurement as never );
		put.mockResolvedValue( {} as never );
		renderAt( '/metingen/12' );
		const weight = await screen.findByLabelText( 'Gewicht (kg)' );
		await waitFor( () => expect( weight ).toHaveValue( '71,8' ) );
		await user.clear( weight );
		await user.type( weight, '71,5' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( put ).toHaveBeenCalledWith( '/measurements/12', {
			weight: 71.5,
			energy: 6,
		} );
		expect(
			await screen.findByText( 'Lijst met metingen' )
		).toBeInTheDocument();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Meting Bijgewerkt',
			'Je meting is succesvol bijgewerkt'
		);
	} );

	it( 'refuses an updated weight outside 20–400 kg without a request', async () => {
		const user = userEvent.setup();
		get.mockResolvedValue( measurement as never );
		renderAt( '/metingen/12' );
		const weight = await screen.findByLabelText( 'Gewicht (kg)' );
		await waitFor( () => expect( weight ).toHaveValue( '71,8' ) );
		await user.clear( weight );
		await user.type( weight, '400,1' );
		await user.click( screen.getByRole( 'button', { name: 'Opslaan' } ) );
		expect( weight ).toHaveAccessibleDescription(
			'Vul een gewicht tussen 20 en 400 kg in.'
		);
		expect( put ).not.toHaveBeenCalled();
		// Typing again takes the message away.
		await user.type( weight, '{Backspace}{Backspace}' );
		expect( weight ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it( "deletes after a danger confirmation, disabling both buttons with 'Verwijderen...'", async () => {
		const user = userEvent.setup();
		get.mockResolvedValue( measurement as never );
		confirm.mockResolvedValue( true );
		const deleting = deferred< unknown >();
		del.mockReturnValue( deleting.promise as Promise< never > );
		renderAt( '/metingen/12' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Verwijder' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			expect.objectContaining( { type: 'danger' } )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Verwijderen...' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Opslaan' } )
		).toBeDisabled();
		expect( del ).toHaveBeenCalledWith( '/measurements/12' );
		deleting.resolve( {} );
		expect(
			await screen.findByText( 'Lijst met metingen' )
		).toBeInTheDocument();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Meting Verwijderd',
			'De meting is succesvol verwijderd'
		);
	} );

	it( 'does not delete when the confirmation is cancelled', async () => {
		const user = userEvent.setup();
		get.mockResolvedValue( measurement as never );
		confirm.mockResolvedValue( false );
		renderAt( '/metingen/12' );
		await user.click(
			await screen.findByRole( 'button', { name: 'Verwijder' } )
		);
		expect( del ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Verwijder' } )
		).toBeEnabled();
	} );

	it( "shows a load failure's message with 'Opnieuw proberen'", async () => {
		const user = userEvent.setup();
		get.mockRejectedValueOnce(
			new ApiRequestError(
				404,
				'fitcoach_not_found',
				'Meting niet gevonden.'
			)
		);
		get.mockResolvedValueOnce( measurement as never );
		renderAt( '/metingen/12' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Meting niet gevonden.'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect( await screen.findByLabelText( 'Gewicht (kg)' ) ).toHaveValue(
			'71,8'
		);
	} );
} );
