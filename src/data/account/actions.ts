/**
 * The account store's writes, through the one write path (runWrite) without a toast: the guest
 * screens show the server's message in their own message box. Each answers its caller with the
 * message to show, the server's own where it sent one.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiPost, errorMessage } from '../../api/client';
import { runWrite } from '../write';
import type { AccountOutcome, PasswordReset } from './types';

/** What the guest routes answer. */
interface GuestAnswer {
	success?: boolean;
	message?: string;
}

/**
 * Sends a guest write and makes its answer a message for the screen: a `success: false` answer
 * and a failed call are failures; the server's message is shown where it sent one.
 *
 * @param send      Sends the request.
 * @param succeeded The message of a success the server did not word.
 * @param failed    The message of a failed call the server did not word.
 * @param refused   The message of a `success: false` answer without one (default: `failed`).
 */
async function guestWrite(
	send: () => Promise< GuestAnswer >,
	succeeded: string,
	failed: string,
	refused: string = failed
): Promise< AccountOutcome > {
	const outcome = await runWrite< GuestAnswer >( {
		request: send,
		failure: null,
	} );
	if ( ! outcome.ok ) {
		return { ok: false, message: errorMessage( outcome.error, failed ) };
	}
	const answer = outcome.result;
	if ( false === answer?.success ) {
		return { ok: false, message: answer.message || refused };
	}
	return { ok: true, message: answer?.message || succeeded };
}

/**
 * Asks for a reset link. The server answers the same whether the account exists or not.
 *
 * @param userLogin The e-mail address or username, trimmed.
 */
export const forgotPassword =
	( userLogin: string ) => (): Promise< AccountOutcome > =>
		guestWrite(
			() =>
				apiPost< GuestAnswer >( '/auth/forgot-password', {
					user_login: userLogin,
				} ),
			__(
				'Als het e-mailadres bestaat, is er een wachtwoord reset link verstuurd.',
				'fitcoach'
			),
			__(
				'Er is een fout opgetreden bij het versturen van de reset link.',
				'fitcoach'
			)
		);

/**
 * Sets a new password with the key of a mailed reset link.
 *
 * @param reset The link's key and login, and the new password.
 */
export const resetPassword =
	( reset: PasswordReset ) => (): Promise< AccountOutcome > =>
		guestWrite(
			() =>
				apiPost< GuestAnswer >( '/auth/reset-password', {
					key: reset.key,
					user_login: reset.userLogin,
					user: reset.userLogin,
					new_password: reset.password,
				} ),
			__(
				'Wachtwoord succesvol gereset. Je kunt nu inloggen met je nieuwe wachtwoord.',
				'fitcoach'
			),
			__(
				'Er is een fout opgetreden bij het resetten van je wachtwoord.',
				'fitcoach'
			),
			__( 'Wachtwoord reset mislukt. Probeer het opnieuw.', 'fitcoach' )
		);
