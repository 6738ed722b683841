/**
 * The toasts of the records a session save beat (issue 13).
 */

/**
 * Internal dependencies
 */
import { newRecordToasts } from '../../lib/member/newRecords';
import { notify } from '../notices';

/**
 * Shows 'Nieuw record!' once per record a save beat (the server's new_records). A write kept in
 * the outbox has no answer yet: call this only with the server's own answer.
 *
 * @param saved The session the server answered with.
 */
export function announceNewRecords( saved: unknown ): void {
	newRecordToasts( saved ).forEach( ( toast ) =>
		notify( 'success', toast.title, toast.message )
	);
}
