/**
 * Workout detail (/training/workout/{id}): the workout handed over by a card (router state) or
 * found in the cached workouts list by id; its description (sanitised), 'Start sessie', and the
 * tabs 'Sessies' (her sessions of this workout, from the sessions list filtered on workout.id)
 * and 'Oefeningen' (each exercise with its video, or 'Geen video beschikbaar'; its title opens
 * the member's history of the exercise, /training/oefening/{id}).
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useMemo, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import EmptyState from '../../components/EmptyState';
import ErrorState from '../../components/ErrorState';
import Skeleton from '../../components/Skeleton';
import Spinner from '../../components/Spinner';
import RichText from '../../components/member/RichText';
import ScreenHeader from '../../components/member/ScreenHeader';
import SessionRow from '../../components/member/SessionRow';
import VideoEmbed from '../../components/member/VideoEmbed';
import { PlayIcon } from '../../components/member/icons';
import { useStartWorkout } from '../../components/member/useStartWorkout';
import { useLoadMoreSentinel } from '../../hooks/useLoadMoreSentinel';
import { canLoadNext } from '../../data/utils/paging';
import { exerciseId, exerciseTitle } from '../../lib/member/startWorkout';
import { useSessions } from '../../data/sessions';
import { useWorkout, WORKOUT_NOT_FOUND } from '../../data/workouts';
import '../../components/member/style.scss';
import './style.scss';

type Tab = 'sessions' | 'exercises';

function SessionsTab( { workoutId }: { workoutId: number } ) {
	const sessions = useSessions();
	const mine = useMemo(
		() =>
			sessions.items.filter(
				( session ) => Number( session.workout?.id ) === workoutId
			),
		[ sessions.items, workoutId ]
	);
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
			/>
		);
	} else if (
		mine.length === 0 &&
		( sessions.loading || 0 === sessions.currentPage )
	) {
		body = [ 0, 1 ].map( ( key ) => (
			<Skeleton key={ key } variant="row" />
		) );
	} else if ( mine.length === 0 ) {
		body = (
			<EmptyState
				text={ __( 'Nog geen sessies voor deze workout.', 'fitcoach' ) }
			/>
		);
	} else {
		body = (
			<ul className="fc-list">
				{ mine.map( ( session ) => (
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
			{ sessions.loading && mine.length > 0 && (
				<Spinner block size="small" />
			) }
		</>
	);
}

function ExercisesTab( { workout }: { workout: Workout } ) {
	const exercises = Array.isArray( workout.exercises )
		? workout.exercises
		: [];
	if ( exercises.length === 0 ) {
		return (
			<EmptyState
				text={ __(
					'Geen oefeningen beschikbaar voor deze workout.',
					'fitcoach'
				) }
			/>
		);
	}
	return (
		<ol className="fc-exercise-list">
			{ exercises.map( ( entry, index ) => {
				const title = exerciseTitle( entry );
				const id = exerciseId( entry );
				return (
					<li
						className="fc-card fc-exercise"
						key={ `${ entry.id }-${ index }` }
					>
						<h3 className="fc-exercise__title">
							<span
								className="fc-exercise__number"
								aria-hidden="true"
							>
								{ index + 1 }
							</span>
							{ Number.isInteger( id ) && id > 0 ? (
								// Opens the member's history of this exercise.
								<Link
									className="fc-exercise__link"
									to={ `/training/oefening/${ id }` }
									state={ { title } }
								>
									{ title }
								</Link>
							) : (
								title
							) }
						</h3>
						<VideoEmbed
							markup={ entry.youtubevimeo_url }
							title={ title }
						/>
					</li>
				);
			} ) }
		</ol>
	);
}

export default function WorkoutScreen() {
	const params = useParams< { id: string } >();
	const id = Number( params.id );
	const location = useLocation();
	const handed = ( location.state as { workout?: Workout } | null )?.workout;
	const given = handed && Number( handed.id ) === id ? handed : null;
	const remote = useWorkout( id, given );
	const workout = given ?? remote.data;
	const { start, starting } = useStartWorkout();
	const [ tab, setTab ] = useState< Tab >( 'sessions' );
	const tabRefs = useRef< Record< Tab, HTMLButtonElement | null > >( {
		sessions: null,
		exercises: null,
	} );

	if ( ! workout ) {
		let body;
		if ( remote.loading ) {
			body = <Spinner block size="large" />;
		} else if (
			WORKOUT_NOT_FOUND === remote.error ||
			! Number.isFinite( id )
		) {
			body = (
				<EmptyState
					text={ __( 'Workout niet gevonden', 'fitcoach' ) }
				/>
			);
		} else {
			body = (
				<ErrorState
					message={
						remote.error ||
						__( 'Er is een fout opgetreden', 'fitcoach' )
					}
					onRetry={ remote.reload }
				/>
			);
		}
		return (
			<div className="fc-page fc-workout">
				<ScreenHeader
					title={ __( 'Training', 'fitcoach' ) }
					backTo="/training"
				/>
				{ body }
			</div>
		);
	}

	const count = Array.isArray( workout.exercises )
		? workout.exercises.length
		: 0;
	const tabs: Array< { key: Tab; label: string } > = [
		{ key: 'sessions', label: __( 'Sessies', 'fitcoach' ) },
		{ key: 'exercises', label: __( 'Oefeningen', 'fitcoach' ) },
	];
	const onTabKey = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		if ( 'ArrowRight' === event.key || 'ArrowLeft' === event.key ) {
			event.preventDefault();
			const next: Tab = 'sessions' === tab ? 'exercises' : 'sessions';
			setTab( next );
			tabRefs.current[ next ]?.focus();
		}
	};

	return (
		<div className="fc-page fc-workout">
			<ScreenHeader
				title={ workout.title }
				backTo="/training"
				subtitle={ sprintf(
					/* translators: %d: number of exercises in the workout. */
					_n( '%d oefening', '%d oefeningen', count, 'fitcoach' ),
					count
				) }
			/>
			{ workout.description && (
				<div className="fc-card fc-workout__description">
					<RichText html={ workout.description } />
				</div>
			) }
			<button
				type="button"
				className="fc-button fc-button--primary fc-button--block fc-workout__start"
				onClick={ () => start( workout ) }
				disabled={ starting }
				aria-busy={ starting || undefined }
			>
				{ starting ? (
					<Spinner
						size="small"
						label={ __( 'Sessie starten', 'fitcoach' ) }
					/>
				) : (
					<PlayIcon size={ 18 } />
				) }
				{ __( 'Start sessie', 'fitcoach' ) }
			</button>
			<div
				className="fc-tabs"
				role="tablist"
				aria-label={ workout.title }
			>
				{ tabs.map( ( item ) => (
					<button
						key={ item.key }
						ref={ ( node ) => {
							tabRefs.current[ item.key ] = node;
						} }
						type="button"
						role="tab"
						id={ `fc-workout-tab-${ item.key }` }
						aria-selected={ tab === item.key }
						aria-controls={ `fc-workout-panel-${ item.key }` }
						tabIndex={ tab === item.key ? 0 : -1 }
						className={ `fc-tabs__tab${ tab === item.key ? ' is-active' : '' }` }
						onClick={ () => setTab( item.key ) }
						onKeyDown={ onTabKey }
					>
						{ item.label }
					</button>
				) ) }
			</div>
			<div
				className="fc-tabs__panel"
				role="tabpanel"
				id={ `fc-workout-panel-${ tab }` }
				aria-labelledby={ `fc-workout-tab-${ tab }` }
			>
				{ 'sessions' === tab ? (
					<SessionsTab workoutId={ Number( workout.id ) } />
				) : (
					<ExercisesTab workout={ workout } />
				) }
			</div>
		</div>
	);
}
