/**
 * /check-in: the form by its labels (1–5 radio groups, 'Toelichting', the weight filled in, the
 * photos), its errors at the fields (its own and the server's data.params), the send with two
 * photos as one multipart upload, the reminder switch, the earlier check-ins with 'Reactie van je
 * coach', and 'Vergelijken'. Only the HTTP calls are mocked.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiGet,
	apiGetFile,
	apiPut,
	apiUpload,
} from '../../api/client';
import type { CheckIn, CurrentCheckIn } from '../../data/checkins';
import {
	checkIn,
	currentAnswer,
	photo,
} from '../../data/checkins/test/fixtures/checkins';
import { getNotices } from '../../data/notices';
import { resetData } from '../../data/reset';
import CheckInScreen from '.';

jest.mock( '../../api/client' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const upload = apiUpload as jest.MockedFunction< typeof apiUpload >;
const getFile = apiGetFile as jest.MockedFunction< typeof apiGetFile >;

let current: CurrentCheckIn;
let history: CheckIn[];

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	current = currentAnswer();
	history = [
		checkIn( {
			id: 12,
			date: '2025-05-05',
			photos: [ photo( 3, 'front' ), photo( 4, 'side' ) ],
			reply: {
				text: 'Mooi volgehouden, Sanne!',
				coach: { id: 1, name: 'Coach Kees' },
				date: null,
			},
		} ),
		checkIn( {
			id: 11,
			date: '2025-04-28',
			photos: [ photo( 1, 'front' ) ],
		} ),
	];
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/check-ins/current' === path ) {
			return current;
		}
		if ( '/check-ins' === path ) {
			return { data: history, hasMore: false, pages: 1, total: 2 };
		}
		throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
	} ) as typeof apiGet );
	getFile.mockImplementation(
		async ( path: string ) => new Blob( [ path ], { type: 'image/jpeg' } )
	);
	let made = 0;
	URL.createObjectURL = jest.fn( () => `blob:photo-${ ++made }` );
	URL.revokeObjectURL = jest.fn();
} );

function renderScreen() {
	return render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<CheckInScreen />
		</MemoryRouter>
	);
}

/**
 * A photo once its bytes were read (the placeholder has the same name meanwhile).
 *
 * @param within_ Where to look.
 * @param name    Its name.
 */
async function shownPhoto(
	within_: ReturnType< typeof within >,
	name: string
): Promise< HTMLElement > {
	let found: HTMLElement | null = null;
	await waitFor( () => {
		found = within_.getByRole( 'img', { name } );
		expect( found ).toHaveAttribute(
			'src',
			expect.stringMatching( /^blob:/ )
		);
	} );
	return found as unknown as HTMLElement;
}

const jpeg = ( name: string ) =>
	new File( [ new Uint8Array( [ 0xff, 0xd8, 0xff, 0xe0 ] ) ], name, {
		type: 'image/jpeg',
	} );

describe( 'the check-in form', () => {
	it( 'asks the questions as radio groups and fields, the weight filled in', async () => {
		renderScreen();
		const week = await screen.findByRole( 'radiogroup', {
			name: 'Hoe was je week?',
		} );
		expect( within( week ).getAllByRole( 'radio' ) ).toHaveLength( 5 );
		for ( const name of [ 'Slaap', 'Stress', 'Voeding' ] ) {
			expect( screen.getByRole( 'radiogroup', { name } ) ).toBeVisible();
		}
		expect( screen.getByLabelText( 'Toelichting' ) ).toHaveValue( '' );
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toHaveValue( '72,4' );
		const front = screen.getByLabelText( 'Foto voorkant' );
		expect( front ).toHaveAttribute( 'capture', 'environment' );
		expect( front ).toHaveAttribute( 'accept', 'image/jpeg,image/png' );
		expect( screen.getByLabelText( 'Foto zijkant' ) ).toBeVisible();
		expect( screen.getByLabelText( 'Foto achterkant' ) ).toBeVisible();
		expect(
			screen.getByText( /met foto's heb je een verbinding nodig/ )
		).toBeVisible();
	} );

	it( 'says at the field that the week needs a score, and sends nothing', async () => {
		const user = userEvent.setup();
		renderScreen();
		await user.click(
			await screen.findByRole( 'button', { name: 'Check-in versturen' } )
		);
		const week = screen.getByRole( 'radiogroup', {
			name: 'Hoe was je week?',
		} );
		expect( week ).toHaveAccessibleDescription(
			'Geef je week een score van 1 tot 5.'
		);
		expect( upload ).not.toHaveBeenCalled();
	} );

	it( 'refuses a photo that is no PNG or JPEG at its field', async () => {
		const user = userEvent.setup( { applyAccept: false } );
		renderScreen();
		await user.click(
			within(
				await screen.findByRole( 'radiogroup', {
					name: 'Hoe was je week?',
				} )
			).getByLabelText( '4' )
		);
		await user.upload(
			screen.getByLabelText( 'Foto voorkant' ),
			new File( [ 'x' ], 'notities.txt', { type: 'text/plain' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Check-in versturen' } )
		);
		expect(
			screen.getByLabelText( 'Foto voorkant' )
		).toHaveAccessibleDescription(
			'Alleen PNG en JPEG bestanden zijn toegestaan'
		);
		expect( upload ).not.toHaveBeenCalled();
	} );

	it( 'sends the answers with two photos as one upload, then shows it done with a toast', async () => {
		const user = userEvent.setup();
		upload.mockImplementationOnce( ( async () => {
			const sent = checkIn( {
				id: 30,
				date: '2025-05-12',
				week_score: 4,
				photos: [ photo( 7, 'front' ), photo( 8, 'back' ) ],
			} );
			current = { ...current, due: false, check_in: sent };
			return sent;
		} ) as typeof apiUpload );
		renderScreen();
		await user.click(
			within(
				await screen.findByRole( 'radiogroup', {
					name: 'Hoe was je week?',
				} )
			).getByLabelText( '4' )
		);
		await user.click(
			within(
				screen.getByRole( 'radiogroup', { name: 'Slaap' } )
			).getByLabelText( '2' )
		);
		await user.type(
			screen.getByLabelText( 'Toelichting' ),
			'Drukke week'
		);
		await user.upload(
			screen.getByLabelText( 'Foto voorkant' ),
			jpeg( 'voor.jpg' )
		);
		await user.upload(
			screen.getByLabelText( 'Foto achterkant' ),
			jpeg( 'achter.jpg' )
		);
		expect(
			screen.getByRole( 'img', { name: 'Voorbeeld: Voorkant' } )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'button', { name: 'Check-in versturen' } )
		);

		await screen.findByRole( 'heading', {
			name: 'Je check-in van vandaag',
		} );
		expect( upload ).toHaveBeenCalledTimes( 1 );
		const [ path, form, , headers ] = upload.mock.calls[ 0 ];
		expect( path ).toBe( '/check-ins' );
		expect( headers ).toEqual( {
			'Idempotency-Key': expect.any( String ),
		} );
		expect( form.get( 'week_score' ) ).toBe( '4' );
		expect( form.get( 'sleep' ) ).toBe( '2' );
		expect( form.has( 'stress' ) ).toBe( false );
		expect( form.get( 'note' ) ).toBe( 'Drukke week' );
		expect( form.get( 'weight' ) ).toBe( '72.4' );
		expect( ( form.get( 'photo_front' ) as File ).name ).toBe( 'voor.jpg' );
		expect( ( form.get( 'photo_back' ) as File ).name ).toBe(
			'achter.jpg'
		);
		expect( form.has( 'photo_side' ) ).toBe( false );
		expect( getNotices().map( ( notice ) => notice.title ) ).toContain(
			'Check-in verstuurd'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Check-in versturen' } )
		).not.toBeInTheDocument();
	} );

	it( "shows the server's refusal of a field beside it", async () => {
		const user = userEvent.setup();
		upload.mockRejectedValueOnce(
			new ApiRequestError(
				400,
				'rest_invalid_param',
				'Ongeldige parameter(s): weight',
				{
					status: 400,
					params: { weight: 'weight moet tussen 20 en 400 liggen.' },
				}
			)
		);
		renderScreen();
		await user.click(
			within(
				await screen.findByRole( 'radiogroup', {
					name: 'Hoe was je week?',
				} )
			).getByLabelText( '5' )
		);
		await user.upload(
			screen.getByLabelText( 'Foto zijkant' ),
			jpeg( 'zij.jpg' )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Check-in versturen' } )
		);
		await waitFor( () =>
			expect(
				screen.getByLabelText( 'Gewicht (kg)' )
			).toHaveAccessibleDescription(
				'weight moet tussen 20 en 400 liggen.'
			)
		);
		expect( screen.getByLabelText( 'Gewicht (kg)' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );

	it( 'switches the reminder mail off', async () => {
		const user = userEvent.setup();
		put.mockResolvedValueOnce( { reminder: false, day: 1 } );
		renderScreen();
		const toggle = await screen.findByRole( 'switch', {
			name: 'Stuur me een herinnering per e-mail op maandag',
		} );
		expect( toggle ).toBeChecked();
		await user.click( toggle );
		expect( put ).toHaveBeenCalledWith( '/check-ins/preferences', {
			reminder: false,
		} );
		await waitFor( () => expect( toggle ).not.toBeChecked() );
	} );
} );

describe( 'earlier check-ins', () => {
	it( "shows each with 'Reactie van je coach' under it when the coach answered", async () => {
		renderScreen();
		const reply = await screen.findByRole( 'region', {
			name: 'Reactie van je coach',
		} );
		expect( reply ).toHaveTextContent( 'Mooi volgehouden, Sanne!' );
		expect(
			screen.getAllByRole( 'region', { name: 'Reactie van je coach' } )
		).toHaveLength( 1 );
		const earlier = screen.getByRole( 'region', {
			name: 'Eerdere check-ins',
		} );
		expect(
			await within( earlier ).findByRole( 'img', {
				name: 'Voorkant, 5 mei 2025',
			} )
		).toHaveAttribute( 'src', expect.stringMatching( /^blob:/ ) );
		expect( getFile ).toHaveBeenCalledWith(
			'fitcoach/v1/photos/3?v=abc3&size=thumb'
		);
	} );

	it( "compares two dates' photos side by side per pose ('Vergelijken')", async () => {
		const user = userEvent.setup();
		renderScreen();
		const compare = await screen.findByRole( 'region', {
			name: 'Vergelijken',
		} );
		expect(
			within( compare ).getByLabelText( 'Eerste datum' )
		).toHaveDisplayValue( '28 april 2025' );
		expect(
			within( compare ).getByLabelText( 'Tweede datum' )
		).toHaveDisplayValue( '5 mei 2025' );
		const front = within( compare ).getByRole( 'figure', {
			name: 'Voorkant',
		} );
		expect(
			await shownPhoto( within( front ), 'Voorkant, 28 april 2025' )
		).toBeVisible();
		expect(
			await shownPhoto( within( front ), 'Voorkant, 5 mei 2025' )
		).toBeVisible();
		const side = within( compare ).getByRole( 'figure', {
			name: 'Zijkant',
		} );
		expect( within( side ).getByText( 'Geen foto' ) ).toBeVisible();
		expect( getFile ).toHaveBeenCalledWith(
			'fitcoach/v1/photos/1?v=abc1&size=full'
		);

		await user.selectOptions(
			within( compare ).getByLabelText( 'Eerste datum' ),
			'5 mei 2025'
		);
		expect(
			await within( side ).findAllByRole( 'img', {
				name: 'Zijkant, 5 mei 2025',
			} )
		).toHaveLength( 2 );
	} );

	it( 'says when there is nothing to compare yet', async () => {
		history = [ checkIn( { photos: [ photo( 1, 'front' ) ] } ) ];
		renderScreen();
		expect(
			await screen.findByText(
				"Vergelijken kan zodra er twee check-ins met foto's zijn."
			)
		).toBeVisible();
	} );
} );
