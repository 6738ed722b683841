/**
 * Training (/training): 'Mijn schema' for a member who follows a program, 'Beschikbare Workouts'
 * and 'Recente Sessies' (infinite scroll, 6 per page, the first page cached for 5 minutes). A
 * session row opens /sessies/{id}.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmptyState from '../../components/EmptyState';
import ErrorState from '../../components/ErrorState';
import Skeleton from '../../components/Skeleton';
import Spinner from '../../components/Spinner';
import SessionRow from '../../components/member/SessionRow';
import WorkoutCard from '../../components/member/WorkoutCard';
import { CalendarIcon } from '../../components/member/icons';
import { useLoadMoreSentinel } from '../../hooks/useLoadMoreSentinel';
import { canLoadNext } from '../../data/utils/paging';
import { workoutsEmptyText } from '../../lib/member/texts';
import { useAuth } from '../../data/auth';
import { usePlan } from '../../data/plan';
import { useSessions } from '../../data/sessions';
import { useWorkouts } from '../../data/workouts';
import '../../components/member/style.scss';
import './style.scss';

function Workouts() {
	const { switchedUser } = useAuth();
	const workouts = useWorkouts();
	if (
		workouts.items.length === 0 &&
		( workouts.loading ||
			( null === workouts.fetchedAt && null === workouts.error ) )
	) {
		return (
			<div className="fc-training__workouts">
				{ [ 0, 1, 2 ].map( ( key ) => (
					<Skeleton key={ key } variant="card" />
				) ) }
			</div>
		);
	}
	if ( null !== workouts.error && workouts.items.length === 0 ) {
		return (
			<ErrorState
				message={ sprintf(
					/* translators: %s: the error message. */
					__( 'Fout bij laden workouts: %s', 'fitcoach' ),
					workouts.error
				) }
				onRetry={ workouts.reload }
			/>
		);
	}
	if ( workouts.items.length === 0 ) {
		return <EmptyState text={ workoutsEmptyText( !! switchedUser ) } />;
	}
	return (
		<div className="fc-training__workouts">
			{ workouts.items.map( ( workout ) => (
				<WorkoutCard key={ workout.id } workout={ workout } />
			) ) }
		</div>
	);
}

function Sessions() {
	const sessions = useSessions();
	const sentinelRef = useLoadMoreSentinel( {
		canLoad: canLoadNext( sessions ),
		onLoadMore: sessions.loadMore,
		page: sessions.currentPage,
	} );

	let body;
	if ( sessions.items.length === 0 && null !== sessions.error ) {
		body = (
			<ErrorState
				message={ sprintf(
					/* translators: %s: the error message. */
					__( 'Fout bij laden sessies: %s', 'fitcoach' ),
					sessions.error
				) }
				onRetry={ sessions.reload }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	} else if (
		sessions.items.length === 0 &&
		( sessions.loading || 0 === sessions.currentPage )
	) {
		body = (
			<div>
				{ [ 0, 1, 2 ].map( ( key ) => (
					<Skeleton key={ key } variant="row" />
				) ) }
			</div>
		);
	} else if ( sessions.items.length === 0 ) {
		body = (
			<EmptyState
				text={ __( 'Nog geen workout sessies gevonden.', 'fitcoach' ) }
			/>
		);
	} else {
		body = (
			<ul
				className="fc-list"
				aria-label={ __( 'Recente Sessies', 'fitcoach' ) }
			>
				{ sessions.items.map( ( session ) => (
					<SessionRow key={ session.id } session={ session } />
				) ) }
			</ul>
		);
	}

	return (
		<>
			{ body }
			<div
				ref={ sentinelRef }
				className="fc-list-sentinel"
				aria-hidden="true"
			/>
			{ sessions.loading && sessions.items.length > 0 && (
				<Spinner block size="small" />
			) }
		</>
	);
}

/** 'Mijn schema', for a member who follows a program. */
function SchemaLink() {
	const plan = usePlan();
	if ( ! plan.data?.program ) {
		return null;
	}
	return (
		<p className="fc-training__schema">
			<Link
				to="/training/schema"
				className="fc-button fc-button--secondary fc-button--block"
			>
				<CalendarIcon size={ 18 } />
				{ __( 'Mijn schema', 'fitcoach' ) }
			</Link>
		</p>
	);
}

export default function TrainingScreen() {
	return (
		<div className="fc-page fc-training">
			<SchemaLink />
			<section
				className="fc-section"
				aria-labelledby="fc-training-workouts"
			>
				<h2 className="fc-section__title" id="fc-training-workouts">
					{ __( 'Beschikbare Workouts', 'fitcoach' ) }
				</h2>
				<Workouts />
			</section>
			<section
				className="fc-section"
				aria-labelledby="fc-training-sessions"
			>
				<h2 className="fc-section__title" id="fc-training-sessions">
					{ __( 'Recente Sessies', 'fitcoach' ) }
				</h2>
				<Sessions />
			</section>
		</div>
	);
}
