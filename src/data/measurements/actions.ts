/**
 * The measurements store's writes, each through the one write path (runWrite). A write changes
 * the list and the Home figures, so both are forgotten and read again when next shown.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiDelete } from '../../api/client';
import type { Measurement } from '../../api/types';
import { store as statsStore } from '../stats';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import { remoteActions } from '../utils/remote';
import { LIST, measurementSlot } from './constants';
import type { MeasurementChanges } from './types';

interface WriteApi {
	dispatch: ( action: { type: string } ) => unknown;
	registry: {
		dispatch: ( store: typeof statsStore ) => { clearAll: () => unknown };
	};
}

/**
 * What follows a write in the stores: the list and the figures are read again when next shown,
 * the measurement itself is what the server answered (or gone).
 *
 * @param api   The thunk's dispatch and registry.
 * @param id    The measurement written.
 * @param saved The server's answer, null after a delete.
 */
function follow( api: WriteApi, id: number, saved: Measurement | null ) {
	api.dispatch( remoteActions.cleared( [ LIST ] ) );
	api.registry.dispatch( statsStore ).clearAll();
	if ( saved && 'object' === typeof saved && saved.id ) {
		api.dispatch(
			remoteActions.received(
				measurementSlot( Number( saved.id ) ),
				saved,
				Date.now()
			)
		);
	} else {
		api.dispatch( remoteActions.cleared( [ measurementSlot( id ) ] ) );
	}
}

const saveFailure = () =>
	__( 'Er is iets misgegaan bij het opslaan van je meting.', 'fitcoach' );

/**
 * Adds a measurement.
 *
 * @param changes Date, weight, energy.
 */
export const createMeasurement =
	( changes: MeasurementChanges ) =>
	( api: WriteApi ): Promise< WriteOutcome< Measurement > > =>
		runWrite< Measurement >( {
			offline: {
				resource: 'measurements',
				method: 'POST',
				path: '/measurements',
				body: changes,
			},
			commit: ( saved ) => follow( api, Number( saved?.id ), saved ),
			success: {
				title: __( 'Meting Toegevoegd', 'fitcoach' ),
				message: __(
					'Je nieuwe meting is succesvol opgeslagen',
					'fitcoach'
				),
			},
			failure: saveFailure(),
		} );

/**
 * Changes a measurement.
 *
 * @param id      Measurement id.
 * @param changes The fields that changed.
 */
export const updateMeasurement =
	( id: number, changes: MeasurementChanges ) =>
	( api: WriteApi ): Promise< WriteOutcome< Measurement > > =>
		runWrite< Measurement >( {
			offline: {
				resource: 'measurements',
				method: 'PUT',
				path: `/measurements/${ id }`,
				body: changes,
			},
			commit: ( saved ) => follow( api, id, saved ),
			success: {
				title: __( 'Meting Bijgewerkt', 'fitcoach' ),
				message: __( 'Je meting is succesvol bijgewerkt', 'fitcoach' ),
			},
			failure: saveFailure(),
		} );

/**
 * Deletes a measurement.
 *
 * @param id Measurement id.
 */
export const deleteMeasurement =
	( id: number ) =>
	( api: WriteApi ): Promise< WriteOutcome< unknown > > =>
		runWrite< unknown >( {
			request: () => apiDelete( `/measurements/${ id }` ),
			commit: () => follow( api, id, null ),
			success: {
				title: __( 'Meting Verwijderd', 'fitcoach' ),
				message: __( 'De meting is succesvol verwijderd', 'fitcoach' ),
			},
			failure: __(
				'Er is iets misgegaan bij het verwijderen van de meting.',
				'fitcoach'
			),
		} );
