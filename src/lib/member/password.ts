/**
 * Password change rules (spec §5): at least 8 characters, the confirmation must match.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** Minimum length of a new password. */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordErrors {
	newPassword?: string;
	confirmPassword?: string;
}

/**
 * Errors of a new password and its confirmation; empty when submitting is allowed.
 *
 * @param newPassword     The new password.
 * @param confirmPassword Its confirmation.
 */
export function passwordErrors(
	newPassword: string,
	confirmPassword: string
): PasswordErrors {
	const errors: PasswordErrors = {};
	if ( newPassword.length < MIN_PASSWORD_LENGTH ) {
		errors.newPassword = __( 'Minimaal 8 karakters', 'fitcoach' );
	}
	if ( confirmPassword !== newPassword ) {
		errors.confirmPassword = __(
			'Wachtwoorden komen niet overeen',
			'fitcoach'
		);
	}
	return errors;
}
