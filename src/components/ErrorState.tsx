/**
 * A failed load: the message and, when given, a retry button.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AlertCircleIcon } from './icons';

export interface ErrorStateProps {
	message: string;
	onRetry?: () => void;
	/** Label of the retry button ('Opnieuw proberen' unless given, e.g. 'Opnieuw laden'). */
	retryLabel?: string;
	className?: string;
}

export function ErrorState( {
	message,
	onRetry,
	retryLabel,
	className,
}: ErrorStateProps ) {
	return (
		<div
			className={ [ 'fc-error-state', className ]
				.filter( Boolean )
				.join( ' ' ) }
			role="alert"
		>
			<span className="fc-error-state__icon">
				<AlertCircleIcon size={ 28 } />
			</span>
			<p className="fc-error-state__message">{ message }</p>
			{ onRetry && (
				<button
					type="button"
					className="fc-button fc-button--secondary"
					onClick={ onRetry }
				>
					{ retryLabel ?? __( 'Opnieuw proberen', 'fitcoach' ) }
				</button>
			) }
		</div>
	);
}

export default ErrorState;
