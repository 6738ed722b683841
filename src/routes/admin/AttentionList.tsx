/**
 * 'Aandacht nodig' on the admin dashboard: the members whose measurements, sessions, energy or
 * weight trend need a look, each with the server's Dutch reasons, as links to their detail. Ten
 * at most until 'Toon alle (n)'. States: skeleton rows, 'Fout bij laden van aandachtspunten' with
 * a retry, or 'Iedereen is op schema'.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { CheckCircleIcon } from '../../components/icons';
import { ChevronRightIcon } from '../../components/admin/icons';
import { ATTENTION_SHOWN, useAttention } from '../../data/dashboard';
import type { AttentionItem } from '../../data/dashboard';
import { statusOf } from '../../data/utils/use-fetch';
import type { MemberScope } from '../../lib/admin/users';
import './style.scss';

interface AttentionListProps {
	/** The id of the section's heading, which names the list. */
	labelledBy: string;
	/** Whose members ('mine': an administrator's own). */
	scope?: MemberScope;
}

function AttentionRow( { item }: { item: AttentionItem } ) {
	return (
		<li className="fc-attention__item">
			<Link
				to={ `/admin/users/${ item.user_id }` }
				className="fc-attention__link"
			>
				<span className="fc-attention__avatar">
					<Avatar
						image={ item.profile_image || undefined }
						name={ item.name }
						size={ 44 }
					/>
				</span>
				<span className="fc-attention__main">
					<span className="fc-attention__name">{ item.name }</span>
					{ item.reasons.map( ( reason, index ) => (
						<span
							key={ `${ reason.code }-${ index }` }
							className="fc-attention__reason"
						>
							{ /* Read as 'name: reason; reason'; the visible text stays the name. */ }
							<span className="fc-sr-only">
								{ 0 === index ? ': ' : '; ' }
							</span>
							{ reason.text }
						</span>
					) ) }
				</span>
				<span className="fc-attention__chevron" aria-hidden="true">
					<ChevronRightIcon size={ 18 } />
				</span>
			</Link>
		</li>
	);
}

export default function AttentionList( {
	labelledBy,
	scope = 'all',
}: AttentionListProps ) {
	const attention = useAttention( scope );
	const status = statusOf( attention );
	const [ showAll, setShowAll ] = useState( false );

	if ( status === 'loading' ) {
		return (
			<div
				className="fc-attention__loading"
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="row" />
				<Skeleton variant="row" />
				<Skeleton variant="row" />
			</div>
		);
	}

	if ( status === 'error' ) {
		return (
			<ErrorState
				message={ __(
					'Fout bij laden van aandachtspunten',
					'fitcoach'
				) }
				onRetry={ attention.reload }
			/>
		);
	}

	const items = attention.data?.items ?? [];
	if ( items.length === 0 ) {
		return (
			<EmptyState
				icon={ <CheckCircleIcon size={ 28 } /> }
				text={ __( 'Iedereen is op schema', 'fitcoach' ) }
			/>
		);
	}

	const more = items.length > ATTENTION_SHOWN;
	const shown = more && ! showAll ? items.slice( 0, ATTENTION_SHOWN ) : items;
	return (
		<>
			<ul
				id="fc-attention-list"
				className="fc-card fc-attention"
				aria-labelledby={ labelledBy }
			>
				{ shown.map( ( item ) => (
					<AttentionRow key={ item.user_id } item={ item } />
				) ) }
			</ul>
			{ more && (
				<button
					type="button"
					className="fc-button fc-button--ghost fc-attention__toggle"
					aria-expanded={ showAll }
					aria-controls="fc-attention-list"
					onClick={ () => setShowAll( ( current ) => ! current ) }
				>
					{ showAll
						? __( 'Toon minder', 'fitcoach' )
						: sprintf(
								/* translators: %d: number of members who need attention. */
								__( 'Toon alle (%d)', 'fitcoach' ),
								items.length
							) }
				</button>
			) }
		</>
	);
}
