/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiGet,
	apiPost,
	apiPut,
	apiUpload,
} from '../../api/client';
import type { User } from '../../api/types';
import { setStoredToken, setUser as storeUser, useAuth } from '../../data/auth';
import { notify } from '../../data/notices';
import { resetData } from '../../data/reset';
import ProfileScreen from './index';

jest.mock( '../../api/client' );
jest.mock( '../../data/auth', () => ( {
	useAuth: jest.fn(),
	setStoredToken: jest.fn(),
	setUser: jest.fn(),
} ) );
jest.mock( '../../data/notices' );

const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const upload = apiUpload as jest.MockedFunction< typeof apiUpload >;
const get = apiGet as jest.MockedFunction< typeof apiGet >;
const setUser = storeUser as jest.MockedFunction< typeof storeUser >;
const logout = jest.fn< () => Promise< void > >();

const sanne: User = {
	id: 3,
	first_name: 'Sanne',
	last_name: 'de Vries',
	display_name: 'Sanne de Vries',
	email: 'sanne@fitcoach.test',
	profile_image: null,
	is_admin: false,
	roles: [ 'sporter' ],
};

const PNG = new Uint8Array( [
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
] );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
		user: sanne,
		isAdmin: false,
		switchedUser: null,
		activeUserName: 'Sanne de Vries',
		setUser,
		logout,
		switchTo: jest.fn< () => Promise< void > >(),
		switchBack: jest.fn< () => Promise< void > >(),
	} );
} );

describe( 'profile picture', () => {
	it( 'uploads a valid PNG right after it is picked', async () => {
		upload.mockResolvedValue( {
			...sanne,
			profile_image: 'https://example.test/sanne.png',
		} as never );
		render( <ProfileScreen /> );
		await userEvent.upload(
			screen.getByLabelText( 'Kies een profielfoto' ),
			new File( [ PNG ], 'sanne.png', { type: 'image/png' } )
		);
		await waitFor( () => expect( upload ).toHaveBeenCalledTimes( 1 ) );
		const form = upload.mock.calls[ 0 ][ 1 ] as FormData;
		expect( upload.mock.calls[ 0 ][ 0 ] ).toBe( '/auth/profile' );
		expect( ( form.get( 'profile_image' ) as File ).name ).toBe(
			'sanne.png'
		);
		await waitFor( () =>
			expect( setUser ).toHaveBeenCalledWith(
				expect.objectContaining( {
					profile_image: 'https://example.test/sanne.png',
				} )
			)
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Succesvol opgeslagen',
			expect.any( String )
		);
	} );

	it( 'refuses a text file renamed .png and a file over 5 MB before uploading', async () => {
		render( <ProfileScreen /> );
		const input = screen.getByLabelText( 'Kies een profielfoto' );
		await userEvent.upload(
			input,
			new File( [ 'hallo' ], 'notities.png', { type: 'image/png' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Ongeldig bestandstype',
				'Alleen PNG en JPEG bestanden zijn toegestaan'
			)
		);
		const big = new File( [ PNG ], 'groot.png', { type: 'image/png' } );
		Object.defineProperty( big, 'size', { value: 6 * 1024 * 1024 } );
		await userEvent.upload( input, big );
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Bestand te groot',
				'Maximaal 5MB toegestaan'
			)
		);
		expect( upload ).not.toHaveBeenCalled();
	} );
} );

describe( 'profile form', () => {
	it( 'sends e-mail and names and takes the answer as the user', async () => {
		const user = userEvent.setup();
		put.mockResolvedValue( { ...sanne, first_name: 'Sanna' } as never );
		render( <ProfileScreen /> );
		await user.clear( screen.getByLabelText( 'Voornaam' ) );
		await user.type( screen.getByLabelText( 'Voornaam' ), 'Sanna' );
		await user.click(
			screen.getByRole( 'button', { name: 'Profiel Bijwerken' } )
		);
		expect( put ).toHaveBeenCalledWith( '/auth/profile', {
			email: 'sanne@fitcoach.test',
			first_name: 'Sanna',
			last_name: 'de Vries',
		} );
		await waitFor( () =>
			expect( setUser ).toHaveBeenCalledWith(
				expect.objectContaining( { first_name: 'Sanna' } )
			)
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Profiel bijgewerkt',
			expect.any( String )
		);
	} );

	it( 'requires the names and a valid e-mail address', async () => {
		const user = userEvent.setup();
		render( <ProfileScreen /> );
		await user.clear( screen.getByLabelText( 'Achternaam' ) );
		await user.clear( screen.getByLabelText( 'E-mailadres' ) );
		await user.type( screen.getByLabelText( 'E-mailadres' ), 'geen-adres' );
		await user.click(
			screen.getByRole( 'button', { name: 'Profiel Bijwerken' } )
		);
		expect( screen.getByLabelText( 'Achternaam' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( screen.getByLabelText( 'E-mailadres' ) ).toHaveAttribute(
			'type',
			'email'
		);
		expect( screen.getByLabelText( 'E-mailadres' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( put ).not.toHaveBeenCalled();
	} );
} );

describe( 'e-mail change', () => {
	/**
	 * Types a new e-mail address into the profile form.
	 *
	 * @param user    The user-event instance.
	 * @param address The new address.
	 */
	async function typeEmail(
		user: ReturnType< typeof userEvent.setup >,
		address: string
	) {
		await user.clear( screen.getByLabelText( 'E-mailadres' ) );
		await user.type( screen.getByLabelText( 'E-mailadres' ), address );
	}

	const profileForm = () =>
		screen.getByRole( 'form', { name: 'Profielgegevens' } );

	it( 'asks for the current password only when the address changes, and sends it', async () => {
		const user = userEvent.setup();
		put.mockResolvedValue( {
			...sanne,
			email: 'nieuw@fitcoach.test',
		} as never );
		render( <ProfileScreen /> );
		const form = profileForm();
		expect(
			within( form ).queryByLabelText( 'Huidig wachtwoord' )
		).not.toBeInTheDocument();

		await typeEmail( user, 'nieuw@fitcoach.test' );
		const current = within( form ).getByLabelText( 'Huidig wachtwoord' );
		expect( current ).toHaveAttribute( 'type', 'password' );
		expect(
			within( form ).getByText( 'Nodig om je e-mailadres te wijzigen' )
		).toBeInTheDocument();

		// Without it, nothing is sent.
		await user.click(
			screen.getByRole( 'button', { name: 'Profiel Bijwerken' } )
		);
		expect( put ).not.toHaveBeenCalled();
		expect( current ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			within( form ).getByText(
				'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.'
			)
		).toBeInTheDocument();

		await user.type( current, 'mijn-wachtwoord' );
		await user.click(
			screen.getByRole( 'button', { name: 'Profiel Bijwerken' } )
		);
		expect( put ).toHaveBeenCalledWith( '/auth/profile', {
			email: 'nieuw@fitcoach.test',
			first_name: 'Sanne',
			last_name: 'de Vries',
			current_password: 'mijn-wachtwoord',
		} );
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'success',
				'Profiel bijgewerkt',
				'Je gegevens zijn opgeslagen'
			)
		);
	} );

	it( 'keeps the field hidden when the address only changes back', async () => {
		const user = userEvent.setup();
		render( <ProfileScreen /> );
		await typeEmail( user, 'iets@fitcoach.test' );
		expect(
			within( profileForm() ).getByLabelText( 'Huidig wachtwoord' )
		).toBeInTheDocument();
		await typeEmail( user, 'Sanne@Fitcoach.test' );
		expect(
			within( profileForm() ).queryByLabelText( 'Huidig wachtwoord' )
		).not.toBeInTheDocument();
	} );

	it( "shows the server's refusal of the current password at the field", async () => {
		const user = userEvent.setup();
		put.mockRejectedValue(
			new ApiRequestError(
				400,
				'fitcoach_wrong_password',
				'Je huidige wachtwoord is onjuist.'
			)
		);
		render( <ProfileScreen /> );
		await typeEmail( user, 'nieuw@fitcoach.test' );
		const current =
			within( profileForm() ).getByLabelText( 'Huidig wachtwoord' );
		await user.type( current, 'fout' );
		await user.click(
			screen.getByRole( 'button', { name: 'Profiel Bijwerken' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Bijwerken mislukt',
				'Je huidige wachtwoord is onjuist.'
			)
		);
		expect( current ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			within( profileForm() ).getByText(
				'Je huidige wachtwoord is onjuist.'
			)
		).toBeInTheDocument();
		expect( setUser ).not.toHaveBeenCalled();
	} );

	it( 'tells a viewing admin that the member confirms a new address', async () => {
		const user = userEvent.setup();
		const member = {
			id: 7,
			first_name: 'Daan',
			last_name: 'Bakker',
			email: 'daan@fitcoach.test',
			profile_image: null,
		};
		( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
			user: { ...sanne, is_admin: true },
			isAdmin: true,
			switchedUser: { id: 7, display_name: 'Daan Bakker' },
			activeUserName: 'Daan Bakker',
			setUser,
			logout,
			switchTo: jest.fn< () => Promise< void > >(),
			switchBack: jest.fn< () => Promise< void > >(),
		} );
		get.mockResolvedValue( member as never );
		// The server keeps the address until the member confirms it.
		put.mockResolvedValue( { ...sanne, ...member } as never );
		render( <ProfileScreen /> );
		await screen.findByDisplayValue( 'daan@fitcoach.test' );
		await typeEmail( user, 'daan.nieuw@fitcoach.test' );
		expect(
			within( profileForm() ).queryByLabelText( 'Huidig wachtwoord' )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Profiel Bijwerken' } )
		);
		expect( put ).toHaveBeenCalledWith( '/auth/profile', {
			email: 'daan.nieuw@fitcoach.test',
			first_name: 'Daan',
			last_name: 'Bakker',
		} );
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'success',
				'Profiel bijgewerkt',
				'Er is een bevestigingslink gestuurd naar daan.nieuw@fitcoach.test. Het e-mailadres verandert pas als die link wordt geopend.'
			)
		);
		expect( setUser ).not.toHaveBeenCalled();
	} );
} );

describe( 'password change', () => {
	it( "blocks a short or unconfirmed password with 'Minimaal 8 karakters' and 'Wachtwoorden komen niet overeen'", async () => {
		const user = userEvent.setup();
		render( <ProfileScreen /> );
		expect(
			screen.getByText( 'Minimaal 8 karakters' )
		).toBeInTheDocument();
		await user.type(
			screen.getByLabelText( 'Huidig wachtwoord' ),
			'fitcoach-demo'
		);
		await user.type( screen.getByLabelText( 'Nieuw wachtwoord' ), 'kort' );
		await user.type(
			screen.getByLabelText( 'Bevestig nieuw wachtwoord' ),
			'anders'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Wachtwoord Wijzigen' } )
		);
		expect(
			screen.getByText( 'Wachtwoorden komen niet overeen' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Nieuw wachtwoord' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( post ).not.toHaveBeenCalled();
	} );

	it( 'sends only the current and new password and stores the new tokens', async () => {
		const user = userEvent.setup();
		post.mockResolvedValue( {
			success: true,
			message: 'Je wachtwoord is gewijzigd.',
			token: 'nieuw-token',
			refresh_token: 'nieuw-refresh',
			screen_pass: 'nieuwe-pas',
		} as never );
		render( <ProfileScreen /> );
		await user.type(
			screen.getByLabelText( 'Huidig wachtwoord' ),
			'fitcoach-demo'
		);
		await user.type(
			screen.getByLabelText( 'Nieuw wachtwoord' ),
			'een-lang-wachtwoord'
		);
		await user.type(
			screen.getByLabelText( 'Bevestig nieuw wachtwoord' ),
			'een-lang-wachtwoord'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Wachtwoord Wijzigen' } )
		);
		expect( post ).toHaveBeenCalledWith( '/auth/change-password', {
			current_password: 'fitcoach-demo',
			new_password: 'een-lang-wachtwoord',
		} );
		await waitFor( () =>
			expect( setStoredToken ).toHaveBeenCalledWith(
				'nieuw-token',
				'nieuw-refresh',
				'nieuwe-pas'
			)
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Wachtwoord gewijzigd',
			'Je wachtwoord is gewijzigd.'
		);
		expect( screen.getByLabelText( 'Huidig wachtwoord' ) ).toHaveValue(
			''
		);
	} );
} );

it( "logs out with 'Uitloggen'", async () => {
	logout.mockResolvedValue();
	render( <ProfileScreen /> );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Uitloggen' } )
	);
	expect( logout ).toHaveBeenCalled();
} );

describe( 'a member viewed by an administrator', () => {
	const daan = {
		id: 7,
		first_name: 'Daan',
		last_name: 'Bakker',
		email: 'daan@fitcoach.test',
		profile_image: null,
		imageUrl: 'https://example.test/daan.png',
	};

	beforeEach( () => {
		( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
			user: { ...sanne, is_admin: true },
			isAdmin: true,
			switchedUser: { id: 7, display_name: 'Daan Bakker' },
			activeUserName: 'Daan Bakker',
			setUser,
			logout,
			switchTo: jest.fn< () => Promise< void > >(),
			switchBack: jest.fn< () => Promise< void > >(),
		} );
	} );

	it( 'shows a spinner while the member is read, then her profile, without the password form', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		get.mockReturnValue(
			new Promise( ( resolve ) => {
				answer = resolve;
			} ) as never
		);
		render( <ProfileScreen /> );
		expect( screen.getByRole( 'status' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( get ).toHaveBeenCalledWith( '/admin/users/7' )
		);
		answer( daan );
		expect(
			await screen.findByRole( 'heading', { name: 'Daan Bakker' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'img', { name: 'Daan Bakker' } )
		).toHaveAttribute( 'src', 'https://example.test/daan.png' );
		expect(
			screen.queryByRole( 'button', { name: 'Wachtwoord Wijzigen' } )
		).not.toBeInTheDocument();
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows a failed read with its message and reads again on retry', async () => {
		const user = userEvent.setup();
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_broken', 'Server kapot' )
		);
		get.mockResolvedValueOnce( daan as never );
		render( <ProfileScreen /> );
		expect( await screen.findByText( 'Server kapot' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: /opnieuw/i } ) );
		expect(
			await screen.findByRole( 'heading', { name: 'Daan Bakker' } )
		).toBeInTheDocument();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( "keeps the member's new picture for the screen and leaves the administrator's own user alone", async () => {
		get.mockResolvedValue( daan as never );
		upload.mockResolvedValue( {
			...daan,
			profile_image: 'https://example.test/daan-nieuw.png',
		} as never );
		render( <ProfileScreen /> );
		await screen.findByRole( 'heading', { name: 'Daan Bakker' } );
		await userEvent.upload(
			screen.getByLabelText( 'Kies een profielfoto' ),
			new File( [ PNG ], 'daan.png', { type: 'image/png' } )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'img', { name: 'Daan Bakker' } )
			).toHaveAttribute( 'src', 'https://example.test/daan-nieuw.png' )
		);
		expect( setUser ).not.toHaveBeenCalled();
	} );
} );
