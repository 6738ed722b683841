/**
 * The text of an empty list or section, optionally with an action under it.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { InboxIcon } from './icons';

export interface EmptyStateProps {
	text: string;
	icon?: ReactNode | false;
	children?: ReactNode;
	className?: string;
}

export function EmptyState( {
	text,
	icon,
	children,
	className,
}: EmptyStateProps ) {
	return (
		<div
			className={ [ 'fc-empty', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ false !== icon && (
				<span className="fc-empty__icon">
					{ icon ?? <InboxIcon size={ 28 } /> }
				</span>
			) }
			<p className="fc-empty__text">{ text }</p>
			{ children }
		</div>
	);
}

export default EmptyState;
