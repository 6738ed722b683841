/**
 * The one write path of the app's data layer. Every create, update and delete a screen asks for
 * goes through `runWrite`: it applies an optimistic change when the caller gives one, sends the
 * request, hands the server's answer to the stores (`commit`), and shows the spec's toasts
 * (spec §8): the fixed success title and text, or 'Fout' with the action's fixed failure text
 * (or the server's own 4xx message, or the no-connection note). On failure the optimistic change
 * is undone and nothing else in the stores moves, so the screen keeps its input.
 *
 * A write that names an `offline` plan (a member's measurement or session) goes through the
 * outbox (src/offline/send.ts): without a connection it is kept and sent later, the stores get the
 * item as the app shows it meanwhile, and the toast says it was saved offline.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { notify } from './notices';
import { actionFailureMessage } from '../lib/member/failures';
import { sendOrQueue } from '../offline/send';
import type { OfflineWrite } from '../offline/send';

/** The toast of a write kept in the outbox. */
export const offlineSavedTitle = (): string =>
	__(
		'Offline opgeslagen — wordt verstuurd zodra je online bent',
		'fitcoach'
	);

/** A toast: its title and the text under it. */
export interface WriteToast {
	title: string;
	message?: string;
	/** 'warning' when the write held but something around it did not (a mail not sent). */
	type?: 'success' | 'warning';
}

export interface WriteOptions< T > {
	/** Sends the request (apiPost, apiPut, apiDelete, apiUpload…); not used with `offline`. */
	request?: () => Promise< T >;
	/** The write as the outbox can keep it: sent through the outbox instead of `request`. */
	offline?: OfflineWrite;
	/**
	 * Changes the stores before the request is sent; returns what undoes it when the request
	 * fails.
	 */
	optimistic?: () => ( () => void ) | void;
	/** Puts the server's answer into the stores (store the item, drop stale lists). */
	commit?: ( result: T ) => void;
	/** Success toast; none when left out. */
	success?: WriteToast | ( ( result: T ) => WriteToast );
	/**
	 * The action's fixed failure text (spec §8): the toast is 'Fout' with this text, the server's
	 * own 4xx message, or the text plus the no-connection note. null: no toast (the screen shows
	 * the failure itself, e.g. under a field). A function decides per failure (a 409 conflict the
	 * screen explains itself gives null).
	 */
	failure: string | null | ( ( error: unknown ) => string | null );
	/** The failure toast's title ('Fout' unless the screen's spec text says otherwise). */
	failureTitle?: string;
}

export type WriteOutcome< T > =
	{ ok: true; result: T; queued?: boolean } | { ok: false; error: unknown };

/**
 * Runs one write. Never throws: the outcome says whether it held, and on failure what was thrown
 * (for screens that show field errors or a 409 conflict).
 *
 * @param options What to send and how the stores follow.
 */
export async function runWrite< T >(
	options: WriteOptions< T >
): Promise< WriteOutcome< T > > {
	const undo = options.optimistic?.();
	let result: T;
	let queued = false;
	try {
		if ( options.offline ) {
			const sent = await sendOrQueue< T >( options.offline );
			result = sent.result;
			queued = sent.queued;
		} else if ( options.request ) {
			result = await options.request();
		} else {
			throw new Error( 'fitcoach_write_without_request' );
		}
	} catch ( error ) {
		if ( 'function' === typeof undo ) {
			undo();
		}
		const failure =
			'function' === typeof options.failure
				? options.failure( error )
				: options.failure;
		if ( null !== failure ) {
			notify(
				'error',
				options.failureTitle ?? __( 'Fout', 'fitcoach' ),
				actionFailureMessage( error, failure )
			);
		}
		return { ok: false, error };
	}
	options.commit?.( result );
	if ( queued ) {
		notify( 'success', offlineSavedTitle() );
		return { ok: true, result, queued };
	}
	const toast =
		'function' === typeof options.success
			? options.success( result )
			: options.success;
	if ( toast ) {
		notify( toast.type ?? 'success', toast.title, toast.message );
	}
	return { ok: true, result };
}
