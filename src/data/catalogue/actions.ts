/**
 * The catalogue store's writes, each through the one write path (runWrite) with its toasts. A
 * create carries an Idempotency-Key (a retry after a lost answer makes no second item). The
 * server's answer goes into the item's slot, and the lists it changes are read again.
 *
 * A refusal the form shows itself (a field the server named in data.params, a 409 conflict) gets
 * no toast: the screen puts the message beside the field, or offers the newer version.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiDelete, apiPost, apiPut } from '../../api/client';
import { newKey } from '../../offline/outbox';
import { remoteActions } from '../utils/remote';
import type { RemoteAction } from '../utils/remote';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import {
	EXERCISES_SLOT,
	WORKOUTS_SLOT,
	exerciseSlot,
	failedText,
	workoutSlot,
} from './constants';
import type {
	CatalogueExercise,
	CatalogueWorkout,
	ExerciseInput,
	WorkoutInput,
} from './types';

interface WriteApi {
	dispatch: ( ( action: RemoteAction ) => unknown ) & {
		invalidateResolution: ( name: string, args: unknown[] ) => unknown;
		invalidateResolutionForStoreSelector: ( name: string ) => unknown;
	};
}

/** What a delete answers. */
export interface Deleted {
	deleted: boolean;
	id: number;
}

/**
 * The field errors the server named (data.params: field or path → Dutch message), or null.
 *
 * @param error What the write failed with.
 */
export function fieldErrors( error: unknown ): Record< string, string > | null {
	if ( ! ( error instanceof ApiRequestError ) || error.status >= 500 ) {
		return null;
	}
	const params = ( error.data as { params?: unknown } | null | undefined )
		?.params;
	if ( ! params || 'object' !== typeof params ) {
		return null;
	}
	const errors: Record< string, string > = {};
	Object.entries( params as Record< string, unknown > ).forEach(
		( [ key, value ] ) => {
			if ( 'string' === typeof value ) {
				errors[ key ] = value;
			}
		}
	);
	return Object.keys( errors ).length > 0 ? errors : null;
}

/**
 * Whether the write was refused because the item changed elsewhere (409 fitcoach_conflict).
 *
 * @param error What the write failed with.
 */
export function isConflict( error: unknown ): boolean {
	return (
		error instanceof ApiRequestError && 'fitcoach_conflict' === error.code
	);
}

/**
 * The toast text of a failed write: none when the form shows it itself.
 *
 * @param error What the write failed with.
 */
function failure( error: unknown ): string | null {
	return isConflict( error ) || null !== fieldErrors( error )
		? null
		: failedText();
}

/**
 * Reads the lists again (their screens show the change) and keeps an item's answer.
 *
 * @param api   The thunk's dispatch.
 * @param slot  The item's slot, or null after a delete.
 * @param item  The server's answer.
 * @param clear Further slots to forget (a deleted item's).
 */
function refresh(
	api: WriteApi,
	slot: string | null,
	item: unknown,
	clear: string[] = []
) {
	api.dispatch(
		remoteActions.cleared( [ WORKOUTS_SLOT, EXERCISES_SLOT, ...clear ] )
	);
	if ( null !== slot ) {
		api.dispatch( remoteActions.received( slot, item, Date.now() ) );
	}
	api.dispatch.invalidateResolution( 'getWorkouts', [] );
	api.dispatch.invalidateResolution( 'getExercises', [] );
}

/**
 * Creates a workout, or saves one (with the version read earlier: a newer one is a 409).
 *
 * @param id    The workout's id, null for a new one.
 * @param input The form's fields.
 */
export const saveWorkout =
	( id: number | null, input: WorkoutInput ) =>
	( api: WriteApi ): Promise< WriteOutcome< CatalogueWorkout > > =>
		runWrite< CatalogueWorkout >( {
			request: () =>
				null === id
					? apiPost< CatalogueWorkout >( '/admin/workouts', input, {
							'Idempotency-Key': newKey(),
						} )
					: apiPut< CatalogueWorkout >(
							`/admin/workouts/${ id }`,
							input
						),
			commit: ( workout ) =>
				refresh( api, workoutSlot( workout.id ), workout ),
			success: { title: __( 'Workout opgeslagen', 'fitcoach' ) },
			failureTitle: __( 'Opslaan mislukt', 'fitcoach' ),
			failure,
		} );

/**
 * Deletes a workout (the server moves it to the trash; sessions logged with it stay).
 *
 * @param id The workout's id.
 */
export const deleteWorkout =
	( id: number ) =>
	( api: WriteApi ): Promise< WriteOutcome< Deleted > > =>
		runWrite< Deleted >( {
			request: () => apiDelete< Deleted >( `/admin/workouts/${ id }` ),
			commit: () => {
				refresh( api, null, null, [ workoutSlot( id ) ] );
				api.dispatch.invalidateResolution( 'getWorkout', [ id ] );
			},
			success: { title: __( 'Workout verwijderd', 'fitcoach' ) },
			failureTitle: __( 'Verwijderen mislukt', 'fitcoach' ),
			failure: failedText(),
		} );

/**
 * Creates an exercise, or saves one (with the version read earlier).
 *
 * @param id    The exercise's id, null for a new one.
 * @param input The form's fields.
 */
export const saveExercise =
	( id: number | null, input: ExerciseInput ) =>
	( api: WriteApi ): Promise< WriteOutcome< CatalogueExercise > > =>
		runWrite< CatalogueExercise >( {
			request: () =>
				null === id
					? apiPost< CatalogueExercise >( '/admin/exercises', input, {
							'Idempotency-Key': newKey(),
						} )
					: apiPut< CatalogueExercise >(
							`/admin/exercises/${ id }`,
							input
						),
			commit: ( exercise ) => {
				refresh( api, exerciseSlot( exercise.id ), exercise );
				// Workouts show the exercise's name and video.
				api.dispatch( remoteActions.cleared( [ 'workout:' ] ) );
				api.dispatch.invalidateResolutionForStoreSelector(
					'getWorkout'
				);
			},
			success: { title: __( 'Oefening opgeslagen', 'fitcoach' ) },
			failureTitle: __( 'Opslaan mislukt', 'fitcoach' ),
			failure,
		} );

/**
 * Deletes an exercise that no workout uses (the server keeps one in use: 409).
 *
 * @param id The exercise's id.
 */
export const deleteExercise =
	( id: number ) =>
	( api: WriteApi ): Promise< WriteOutcome< Deleted > > =>
		runWrite< Deleted >( {
			request: () => apiDelete< Deleted >( `/admin/exercises/${ id }` ),
			commit: () => {
				refresh( api, null, null, [ exerciseSlot( id ) ] );
				api.dispatch.invalidateResolution( 'getExercise', [ id ] );
			},
			success: { title: __( 'Oefening verwijderd', 'fitcoach' ) },
			failureTitle: __( 'Verwijderen mislukt', 'fitcoach' ),
			failure: failedText(),
		} );
