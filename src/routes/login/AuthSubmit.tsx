/**
 * The full-width submit button of the guest screens (login, forgot and reset password): a small
 * spinner with an accessible busy label while the request runs.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { Spinner } from '../../components/Spinner';

export interface AuthSubmitProps {
	/** Whether the request runs (the button is disabled and shows the spinner). */
	busy: boolean;
	/** The spinner's label for screen readers, e.g. 'Bezig met inloggen'. */
	busyLabel: string;
	/** Disabled for another reason too (e.g. passwords that do not match). */
	disabled?: boolean;
	/** The button's text. */
	children: ReactNode;
}

export function AuthSubmit( {
	busy,
	busyLabel,
	disabled = false,
	children,
}: AuthSubmitProps ) {
	return (
		<button
			type="submit"
			className="fc-button fc-button--primary fc-button--block"
			disabled={ busy || disabled }
			aria-busy={ busy }
		>
			{ busy && <Spinner size="small" label={ busyLabel } /> }
			{ children }
		</button>
	);
}

export default AuthSubmit;
