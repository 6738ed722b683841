/**
 * 'Aandacht nodig' on the admin dashboard: the members whose measurements, sessions, energy or
 * weight trend need a look, most urgent first, each with the server's Dutch reasons, as links to
 * their detail. The first page (20) is read when the dashboard opens; 'Meer tonen' reads the next
 * and moves focus to its first member. States: skeleton rows, 'Fout bij laden van
 * aandachtspunten' with a retry, or 'Iedereen is op schema'.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { CheckCircleIcon } from '../../components/icons';
import { ChevronRightIcon } from '../../components/admin/icons';
import { useAttention } from '../../data/dashboard';
import type { AttentionItem } from '../../data/dashboard';
import type { MemberScope } from '../../lib/admin/users';
import './style.scss';

interface AttentionListProps {
	/** The id of the section's heading, which names the list. */
	labelledBy: string;
	/** Whose members ('mine': an administrator's own). */
	scope?: MemberScope;
}

interface AttentionRowProps {
	item: AttentionItem;
	/** Receives the row's link (focus moves to the first row of a page read by 'Meer tonen'). */
	linkRef?: ( link: HTMLAnchorElement | null ) => void;
}

function AttentionRow( { item, linkRef }: AttentionRowProps ) {
	return (
		<li className="fc-attention__item">
			<Link
				ref={ linkRef }
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
	const { items, hasMore, error } = attention;
	// 'Meer tonen' was pressed: the index of the first member of the next page, focused once it
	// shows (the button may go with the last page, and focus must not drop to the page).
	const [ focusAt, setFocusAt ] = useState< number | null >( null );
	const links = useRef< Array< HTMLAnchorElement | null > >( [] );
	useEffect( () => {
		if ( null !== focusAt && items.length > focusAt ) {
			links.current[ focusAt ]?.focus();
			setFocusAt( null );
		}
	}, [ focusAt, items.length ] );

	// No page yet: a failure once no read is under way, else (also before the first read starts)
	// the skeleton.
	if ( 0 === attention.currentPage ) {
		if ( null !== error && ! attention.loading ) {
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

	if ( items.length === 0 ) {
		return (
			<EmptyState
				icon={ <CheckCircleIcon size={ 28 } /> }
				text={ __( 'Iedereen is op schema', 'fitcoach' ) }
			/>
		);
	}

	const loadingMore = attention.loading && attention.currentPage > 0;
	return (
		<>
			<ul
				id="fc-attention-list"
				className="fc-card fc-attention"
				aria-labelledby={ labelledBy }
			>
				{ items.map( ( item, index ) => (
					<AttentionRow
						key={ item.user_id }
						item={ item }
						linkRef={ ( link ) => {
							links.current[ index ] = link;
						} }
					/>
				) ) }
			</ul>
			{ hasMore && (
				<button
					type="button"
					className="fc-button fc-button--ghost fc-attention__toggle"
					aria-controls="fc-attention-list"
					aria-busy={ loadingMore }
					aria-disabled={ loadingMore }
					onClick={ () => {
						if ( loadingMore ) {
							return;
						}
						setFocusAt( items.length );
						attention.loadMore();
					} }
				>
					{ __( 'Meer tonen', 'fitcoach' ) }
				</button>
			) }
		</>
	);
}
