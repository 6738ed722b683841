/**
 * Profile (/profile): the picture (change: upload right after a valid pick, png/jpeg/jpg at most
 * 5 MB, checked in the browser first, with an overlay spinner; remove with the x), the profile
 * form (e-mail, first and last name, 'Profiel Bijwerken'; a new e-mail address asks for the
 * current password, which the server checks and throttles), the password change (current, new of
 * at least 8 characters, confirmation that must match and is never sent) and 'Uitloggen'.
 *
 * While an admin views the app as a member, the profile routes act for that member: the member's
 * data is read from the admin users route, the admin's own login is left alone, and the password
 * form (which always changes the admin's own password) is not shown. A new e-mail address is then
 * not set but mailed to for the member's confirmation; the screen says so.
 */

/**
 * External dependencies
 */
import type { ChangeEvent, FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiGet,
	apiPost,
	apiPut,
	apiUpload,
	errorMessage,
} from '../../api/client';
import type { User } from '../../api/types';
import Avatar from '../../components/Avatar';
import ErrorState from '../../components/ErrorState';
import Spinner from '../../components/Spinner';
import {
	CameraIcon,
	CloseIcon,
	LogoutIcon,
} from '../../components/member/icons';
import { passwordErrors } from '../../lib/member/password';
import { checkProfileImage } from '../../lib/member/profileImage';
import { setStoredToken, useAuth } from '../../store/auth';
import { useNotices } from '../../store/notices';
import '../../components/member/style.scss';
import './style.scss';

interface ProfileData {
	first_name: string;
	last_name: string;
	email: string;
	profile_image: string | null;
	display_name?: string;
}

interface PasswordResponse {
	success?: boolean;
	message?: string;
	token?: string;
	refresh_token?: string;
}

const fallback = () => __( 'Er is een fout opgetreden', 'fitcoach' );

/** Refusals of the current password that belong next to its field. */
const PASSWORD_REFUSALS = [
	'fitcoach_current_password_required',
	'fitcoach_wrong_password',
];

export default function ProfileScreen() {
	const { user, switchedUser, setUser, logout } = useAuth();
	const notices = useNotices();
	const fileInput = useRef< HTMLInputElement | null >( null );

	// The profile the screen shows: the user's own, or (switched) the member's.
	const [ profile, setProfile ] = useState< ProfileData | null >(
		switchedUser ? null : user
	);
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ reloadKey, setReloadKey ] = useState( 0 );
	const [ fields, setFields ] = useState( {
		email: '',
		first_name: '',
		last_name: '',
	} );
	const [ fieldErrors, setFieldErrors ] = useState<
		Partial<
			Record<
				'email' | 'first_name' | 'last_name' | 'current_password',
				string
			>
		>
	>( {} );
	// The current password that proves a new e-mail address of one's own.
	const [ emailPassword, setEmailPassword ] = useState( '' );
	const [ uploading, setUploading ] = useState( false );
	const [ removing, setRemoving ] = useState( false );
	const [ saving, setSaving ] = useState( false );
	const [ passwords, setPasswords ] = useState( {
		current: '',
		next: '',
		confirm: '',
	} );
	const [ passwordTouched, setPasswordTouched ] = useState( false );
	const [ changing, setChanging ] = useState( false );
	const [ loggingOut, setLoggingOut ] = useState( false );

	useEffect( () => {
		if ( ! switchedUser ) {
			setProfile( user );
			return;
		}
		let active = true;
		setLoadError( null );
		apiGet< ProfileData & { imageUrl?: string | null } >(
			`/admin/users/${ switchedUser.id }`
		).then(
			( member ) => {
				if ( active ) {
					setProfile( {
						...member,
						profile_image:
							member.profile_image ?? member.imageUrl ?? null,
					} );
				}
			},
			( error: unknown ) => {
				if ( active ) {
					setLoadError( errorMessage( error, fallback() ) );
				}
			}
		);
		return () => {
			active = false;
		};
	}, [ user, switchedUser, reloadKey ] );

	useEffect( () => {
		if ( profile ) {
			setFields( {
				email: profile.email ?? '',
				first_name: profile.first_name ?? '',
				last_name: profile.last_name ?? '',
			} );
		}
	}, [ profile ] );

	/**
	 * Takes a user object the profile routes answer with.
	 * @param next
	 */
	const received = ( next: User ) => {
		setProfile( next );
		if ( ! switchedUser ) {
			setUser( next );
		}
	};

	const pick = async ( event: ChangeEvent< HTMLInputElement > ) => {
		const file = event.target.files?.[ 0 ];
		event.target.value = '';
		if ( ! file ) {
			return;
		}
		const problem = await checkProfileImage( file );
		if ( problem ) {
			notices.error( problem.title, problem.message );
			return;
		}
		const form = new FormData();
		form.append( 'profile_image', file );
		setUploading( true );
		try {
			received( await apiUpload< User >( '/auth/profile', form ) );
			notices.success(
				__( 'Succesvol opgeslagen', 'fitcoach' ),
				__( 'Je profielfoto is bijgewerkt', 'fitcoach' )
			);
		} catch ( error ) {
			notices.error(
				__( 'Upload mislukt', 'fitcoach' ),
				errorMessage( error, fallback() )
			);
		} finally {
			setUploading( false );
		}
	};

	const removeImage = async () => {
		setRemoving( true );
		try {
			received( await apiPost< User >( '/auth/profile/remove-image' ) );
			notices.success( __( 'Afbeelding verwijderd', 'fitcoach' ) );
		} catch ( error ) {
			notices.error(
				__( 'Verwijderen mislukt', 'fitcoach' ),
				errorMessage( error, fallback() )
			);
		} finally {
			setRemoving( false );
		}
	};

	// One's own new address needs the current password; a viewing admin's is confirmed by mail.
	const emailChanged =
		! switchedUser &&
		profile !== null &&
		fields.email.trim().toLowerCase() !==
			( profile.email ?? '' ).trim().toLowerCase();

	const saveProfile = async ( event: FormEvent ) => {
		event.preventDefault();
		const errors: typeof fieldErrors = {};
		if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( fields.email.trim() ) ) {
			errors.email = __( 'Vul een geldig e-mailadres in.', 'fitcoach' );
		}
		if ( ! fields.first_name.trim() ) {
			errors.first_name = __( 'Vul je voornaam in.', 'fitcoach' );
		}
		if ( ! fields.last_name.trim() ) {
			errors.last_name = __( 'Vul je achternaam in.', 'fitcoach' );
		}
		if ( emailChanged && ! emailPassword ) {
			errors.current_password = __(
				'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.',
				'fitcoach'
			);
		}
		setFieldErrors( errors );
		if ( Object.keys( errors ).length > 0 ) {
			return;
		}
		const email = fields.email.trim();
		setSaving( true );
		try {
			const next = await apiPut< User >( '/auth/profile', {
				email,
				first_name: fields.first_name.trim(),
				last_name: fields.last_name.trim(),
				...( emailChanged ? { current_password: emailPassword } : {} ),
			} );
			received( next );
			setEmailPassword( '' );
			const pending =
				next?.email !== undefined &&
				next.email.toLowerCase() !== email.toLowerCase();
			notices.success(
				__( 'Profiel bijgewerkt', 'fitcoach' ),
				pending
					? sprintf(
							/* translators: %s: the new e-mail address. */
							__(
								'Er is een bevestigingslink gestuurd naar %s. Het e-mailadres verandert pas als die link wordt geopend.',
								'fitcoach'
							),
							email
						)
					: __( 'Je gegevens zijn opgeslagen', 'fitcoach' )
			);
		} catch ( error ) {
			const message = errorMessage( error, fallback() );
			if (
				error instanceof ApiRequestError &&
				PASSWORD_REFUSALS.includes( error.code )
			) {
				setFieldErrors( { current_password: message } );
			}
			notices.error( __( 'Bijwerken mislukt', 'fitcoach' ), message );
		} finally {
			setSaving( false );
		}
	};

	const passwordProblems = passwordErrors(
		passwords.next,
		passwords.confirm
	);
	const changePassword = async ( event: FormEvent ) => {
		event.preventDefault();
		setPasswordTouched( true );
		if (
			! passwords.current ||
			Object.keys( passwordProblems ).length > 0
		) {
			return;
		}
		setChanging( true );
		try {
			const response = await apiPost< PasswordResponse >(
				'/auth/change-password',
				{
					current_password: passwords.current,
					new_password: passwords.next,
				}
			);
			if ( response?.token ) {
				setStoredToken( response.token, response.refresh_token );
			}
			setPasswords( { current: '', next: '', confirm: '' } );
			setPasswordTouched( false );
			const title = __( 'Wachtwoord gewijzigd', 'fitcoach' );
			const message = response?.message?.trim();
			notices.success(
				title,
				message && message !== title ? message : undefined
			);
		} catch ( error ) {
			notices.error(
				__( 'Wijzigen mislukt', 'fitcoach' ),
				errorMessage( error, fallback() )
			);
		} finally {
			setChanging( false );
		}
	};

	const signOut = async () => {
		setLoggingOut( true );
		await logout();
	};

	if ( ! profile ) {
		return (
			<div className="fc-page fc-profile">
				{ loadError ? (
					<ErrorState
						message={ loadError }
						onRetry={ () => setReloadKey( ( key ) => key + 1 ) }
					/>
				) : (
					<Spinner block size="large" />
				) }
			</div>
		);
	}

	const name =
		[ profile.first_name, profile.last_name ]
			.filter( Boolean )
			.join( ' ' ) ||
		profile.display_name ||
		'';
	const pictureBusy = uploading || removing;
	const showConfirmError =
		( passwordTouched || passwords.confirm.length > 0 ) &&
		passwordProblems.confirmPassword;
	const showNextError = passwordTouched && passwordProblems.newPassword;

	return (
		<div className="fc-page fc-profile">
			<section
				className="fc-profile__hero"
				aria-label={ __( 'Profielfoto', 'fitcoach' ) }
			>
				<div className="fc-profile__picture">
					<Avatar
						image={ profile.profile_image }
						firstName={ profile.first_name }
						lastName={ profile.last_name }
						size={ 112 }
						alt={ name }
					/>
					{ pictureBusy && (
						<div className="fc-profile__overlay">
							<Spinner
								size="medium"
								label={
									uploading
										? __( 'Foto uploaden', 'fitcoach' )
										: __( 'Foto verwijderen', 'fitcoach' )
								}
							/>
						</div>
					) }
					<button
						type="button"
						className="fc-profile__change"
						onClick={ () => fileInput.current?.click() }
						disabled={ pictureBusy }
						aria-label={ __( 'Profielfoto wijzigen', 'fitcoach' ) }
					>
						<CameraIcon size={ 18 } />
					</button>
					{ profile.profile_image && (
						<button
							type="button"
							className="fc-profile__remove"
							onClick={ removeImage }
							disabled={ pictureBusy }
							aria-label={ __(
								'Profielfoto verwijderen',
								'fitcoach'
							) }
						>
							<CloseIcon size={ 16 } />
						</button>
					) }
					<input
						ref={ fileInput }
						className="fc-sr-only"
						type="file"
						accept="image/png,image/jpeg,.png,.jpg,.jpeg"
						onChange={ pick }
						tabIndex={ -1 }
						aria-label={ __( 'Kies een profielfoto', 'fitcoach' ) }
						data-testid="profile-image-input"
					/>
				</div>
				<h1 className="fc-profile__name">{ name }</h1>
				{ profile.email && (
					<p className="fc-profile__email">{ profile.email }</p>
				) }
			</section>

			<form
				className="fc-card fc-profile__card"
				onSubmit={ saveProfile }
				noValidate
				aria-labelledby="fc-profile-details"
			>
				<h2 className="fc-profile__card-title" id="fc-profile-details">
					{ __( 'Profielgegevens', 'fitcoach' ) }
				</h2>
				{ (
					[
						[
							'email',
							__( 'E-mailadres', 'fitcoach' ),
							'email',
							'email',
						],
						[
							'first_name',
							__( 'Voornaam', 'fitcoach' ),
							'text',
							'given-name',
						],
						[
							'last_name',
							__( 'Achternaam', 'fitcoach' ),
							'text',
							'family-name',
						],
					] as const
				 ).map( ( [ key, label, type, autoComplete ] ) => (
					<div className="fc-field" key={ key }>
						<label
							className="fc-field__label"
							htmlFor={ `fc-profile-${ key }` }
						>
							{ label }
						</label>
						<input
							className="fc-input"
							id={ `fc-profile-${ key }` }
							type={ type }
							inputMode={ 'email' === type ? 'email' : undefined }
							autoComplete={ autoComplete }
							required
							value={ fields[ key ] }
							onChange={ ( event ) => {
								const value = event.target.value;
								setFields( ( current ) => ( {
									...current,
									[ key ]: value,
								} ) );
							} }
							disabled={ saving }
							aria-invalid={
								fieldErrors[ key ] ? true : undefined
							}
							aria-describedby={
								fieldErrors[ key ]
									? `fc-profile-${ key }-error`
									: undefined
							}
						/>
						{ fieldErrors[ key ] && (
							<span
								className="fc-field__error"
								id={ `fc-profile-${ key }-error` }
							>
								{ fieldErrors[ key ] }
							</span>
						) }
					</div>
				) ) }
				{ emailChanged && (
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor="fc-profile-current_password"
						>
							{ __( 'Huidig wachtwoord', 'fitcoach' ) }
						</label>
						<input
							className="fc-input"
							id="fc-profile-current_password"
							type="password"
							autoComplete="current-password"
							required
							value={ emailPassword }
							onChange={ ( event ) =>
								setEmailPassword( event.target.value )
							}
							disabled={ saving }
							aria-invalid={
								fieldErrors.current_password ? true : undefined
							}
							aria-describedby="fc-profile-current_password-hint"
						/>
						<span
							className={
								fieldErrors.current_password
									? 'fc-field__error'
									: 'fc-field__hint'
							}
							id="fc-profile-current_password-hint"
						>
							{ fieldErrors.current_password ??
								__(
									'Nodig om je e-mailadres te wijzigen',
									'fitcoach'
								) }
						</span>
					</div>
				) }
				<button
					type="submit"
					className="fc-button fc-button--primary fc-button--block"
					disabled={ saving }
				>
					{ saving && <Spinner size="small" /> }
					{ __( 'Profiel Bijwerken', 'fitcoach' ) }
				</button>
			</form>

			{ ! switchedUser && (
				<form
					className="fc-card fc-profile__card"
					onSubmit={ changePassword }
					noValidate
					aria-labelledby="fc-profile-password"
				>
					<h2
						className="fc-profile__card-title"
						id="fc-profile-password"
					>
						{ __( 'Wachtwoord wijzigen', 'fitcoach' ) }
					</h2>
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor="fc-password-current"
						>
							{ __( 'Huidig wachtwoord', 'fitcoach' ) }
						</label>
						<input
							className="fc-input"
							id="fc-password-current"
							type="password"
							autoComplete="current-password"
							required
							value={ passwords.current }
							onChange={ ( event ) => {
								const value = event.target.value;
								setPasswords( ( current ) => ( {
									...current,
									current: value,
								} ) );
							} }
							disabled={ changing }
							aria-invalid={
								passwordTouched && ! passwords.current
									? true
									: undefined
							}
						/>
					</div>
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor="fc-password-new"
						>
							{ __( 'Nieuw wachtwoord', 'fitcoach' ) }
						</label>
						<input
							className="fc-input"
							id="fc-password-new"
							type="password"
							autoComplete="new-password"
							required
							minLength={ 8 }
							value={ passwords.next }
							onChange={ ( event ) => {
								const value = event.target.value;
								setPasswords( ( current ) => ( {
									...current,
									next: value,
								} ) );
							} }
							disabled={ changing }
							aria-invalid={ showNextError ? true : undefined }
							aria-describedby="fc-password-new-hint"
						/>
						<span
							className={
								showNextError
									? 'fc-field__error'
									: 'fc-field__hint'
							}
							id="fc-password-new-hint"
						>
							{ __( 'Minimaal 8 karakters', 'fitcoach' ) }
						</span>
					</div>
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor="fc-password-confirm"
						>
							{ __( 'Bevestig nieuw wachtwoord', 'fitcoach' ) }
						</label>
						<input
							className="fc-input"
							id="fc-password-confirm"
							type="password"
							autoComplete="new-password"
							required
							value={ passwords.confirm }
							onChange={ ( event ) => {
								const value = event.target.value;
								setPasswords( ( current ) => ( {
									...current,
									confirm: value,
								} ) );
							} }
							disabled={ changing }
							aria-invalid={ showConfirmError ? true : undefined }
							aria-describedby={
								showConfirmError
									? 'fc-password-confirm-error'
									: undefined
							}
						/>
						{ showConfirmError && (
							<span
								className="fc-field__error"
								id="fc-password-confirm-error"
							>
								{ passwordProblems.confirmPassword }
							</span>
						) }
					</div>
					<button
						type="submit"
						className="fc-button fc-button--secondary fc-button--block"
						disabled={ changing }
					>
						{ changing && <Spinner size="small" /> }
						{ __( 'Wachtwoord Wijzigen', 'fitcoach' ) }
					</button>
				</form>
			) }

			<button
				type="button"
				className="fc-button fc-button--ghost fc-button--block fc-profile__logout"
				onClick={ signOut }
				disabled={ loggingOut }
			>
				<LogoutIcon size={ 18 } />
				{ __( 'Uitloggen', 'fitcoach' ) }
			</button>
		</div>
	);
}
