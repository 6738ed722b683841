/**
 * A loading spinner with a screen-reader label ('Laden...' unless given).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface SpinnerProps {
	/** Accessible label; shown next to the spinner when `showLabel` is set. */
	label?: string;
	showLabel?: boolean;
	size?: 'small' | 'medium' | 'large';
	/** Centre it in a padded block (a whole screen or section loading). */
	block?: boolean;
	className?: string;
}

export function Spinner( {
	label,
	showLabel = false,
	size = 'medium',
	block = false,
	className,
}: SpinnerProps ) {
	// The spec's text has three dots.
	const text = label ?? __( 'Laden...', 'fitcoach' );
	return (
		<span
			className={ [
				'fc-spinner',
				`fc-spinner--${ size }`,
				block ? 'fc-spinner--block' : '',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
			role="status"
		>
			<span className="fc-spinner__ring" aria-hidden="true" />
			<span
				className={
					showLabel
						? 'fc-spinner__label'
						: 'screen-reader-text fc-sr-only'
				}
			>
				{ text }
			</span>
		</span>
	);
}

export default Spinner;
