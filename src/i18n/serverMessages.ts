/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * One reading of the spec (§8) has the login, forgot-password and reset failures in English
 * ('Login failed', 'Forgot password request failed', 'Password reset failed'). FitCoach's own
 * server answers in Dutch, but the app also works against a server of that reading: the
 * interface is Dutch, so those three messages are shown as their Dutch counterparts; any other
 * server message is shown as is.
 *
 * @param message The server's message.
 */
export function localiseServerMessage( message: string ): string {
	const dutch: Record< string, string > = {
		'Login failed': __(
			'Inloggen mislukt. Controleer je gegevens.',
			'fitcoach'
		),
		'Forgot password request failed': __(
			'Er is een fout opgetreden bij het versturen van de reset link.',
			'fitcoach'
		),
		'Password reset failed': __(
			'Wachtwoord reset mislukt. Probeer het opnieuw.',
			'fitcoach'
		),
	};
	return dutch[ message.trim() ] ?? message;
}
