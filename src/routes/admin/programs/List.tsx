/**
 * The coach's programs (/admin/programmas, issue 28 item 1): 'Nieuw programma', an
 * administrator's 'Mijn programma's' / 'Alle programma's', and the programs, newest first, each
 * with its number of weeks and how many members follow it; a row opens the program's editor.
 * Loaded by pages as the list is scrolled.
 */

/**
 * External dependencies
 */
import { Link, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { Spinner } from '../../../components/Spinner';
import ScopeFilter from '../../../components/admin/ScopeFilter';
import { ChevronRightIcon, PlusIcon } from '../../../components/admin/icons';
import { usePrograms } from '../../../data/programs';
import type { Program, ProgramScope } from '../../../data/programs';
import { canLoadNext } from '../../../data/utils/paging';
import { useLoadMoreSentinel } from '../../../hooks/useLoadMoreSentinel';
import '../style.scss';
import './style.scss';

/**
 * '8 weken · 3 leden'.
 *
 * @param program The program.
 */
export function programFacts( program: Program ): string {
	return [
		sprintf(
			/* translators: %d: number of weeks of a program. */
			_n( '%d week', '%d weken', program.weeks, 'fitcoach' ),
			program.weeks
		),
		sprintf(
			/* translators: %d: number of members following a program. */
			_n( '%d lid', '%d leden', program.assigned, 'fitcoach' ),
			program.assigned
		),
	].join( ' · ' );
}

export default function AdminProgramListScreen() {
	const navigate = useNavigate();
	// An administrator's 'Mijn programma's' / 'Alle programma's' (a trainer sees his own).
	const [ scope, setScope ] = useState< ProgramScope >( 'all' );
	const list = usePrograms( scope );
	const sentinelRef = useLoadMoreSentinel( {
		canLoad: canLoadNext( list ),
		onLoadMore: list.loadMore,
		page: list.currentPage,
	} );
	const programs = list.items;

	let body;
	if ( ! list.loaded && 0 === programs.length ) {
		body = (
			<div
				className="fc-admin-users__loading"
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="row" />
				<Skeleton variant="row" />
				<Skeleton variant="row" />
			</div>
		);
	} else if ( null !== list.error && 0 === programs.length ) {
		body = (
			<ErrorState
				message={
					list.error || __( "Fout bij laden programma's", 'fitcoach' )
				}
				onRetry={ list.retry }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	} else if ( 0 === programs.length ) {
		body = <EmptyState text={ __( "Nog geen programma's", 'fitcoach' ) } />;
	} else {
		body = (
			<ul
				className="fc-list fc-card fc-admin-programs__list"
				aria-label={ __( "Programma's", 'fitcoach' ) }
			>
				{ programs.map( ( program ) => (
					<li key={ program.id }>
						<Link
							to={ `/admin/programmas/${ program.id }` }
							className="fc-list__row fc-admin-programs__row"
						>
							<span className="fc-admin-programs__main">
								<span className="fc-admin-programs__name">
									{ program.title }
								</span>
								<span className="fc-admin-programs__facts">
									{ programFacts( program ) }
								</span>
							</span>
							<span aria-hidden="true">
								<ChevronRightIcon size={ 18 } />
							</span>
						</Link>
					</li>
				) ) }
			</ul>
		);
	}

	return (
		<div className="fc-page fc-admin fc-admin-programs">
			<div className="fc-admin-users__toolbar">
				<button
					type="button"
					className="fc-button fc-button--primary fc-button--block"
					onClick={ () => navigate( '/admin/programmas/nieuw' ) }
				>
					<PlusIcon size={ 18 } />
					<span>{ __( 'Nieuw programma', 'fitcoach' ) }</span>
				</button>
			</div>

			<ScopeFilter
				value={ scope }
				onChange={ setScope }
				labels={ {
					mine: __( "Mijn programma's", 'fitcoach' ),
					all: __( "Alle programma's", 'fitcoach' ),
					group: __( "Welke programma's", 'fitcoach' ),
				} }
			/>

			{ body }
			<div
				ref={ sentinelRef }
				className="fc-list-sentinel"
				aria-hidden="true"
			/>
			{ list.loading && programs.length > 0 && (
				<Spinner block size="small" />
			) }
		</div>
	);
}
