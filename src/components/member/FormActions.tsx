/**
 * The action bar under a member form: delete (when the item exists) and save, with the spec's
 * busy labels (three dots) while either runs.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface FormActionsProps {
	/** What is running. */
	busy: 'saving' | 'deleting' | null;
	/** Whether both buttons are disabled. */
	disabled: boolean;
	/** Deletes the item; no delete button without it. */
	onDelete?: () => void;
	/** The delete button's label ('Verwijder' on a measurement, 'Verwijderen' on a session). */
	deleteLabel?: string;
}

export function FormActions( {
	busy,
	disabled,
	onDelete,
	deleteLabel,
}: FormActionsProps ) {
	return (
		<div className="fc-action-bar">
			{ onDelete && (
				<button
					type="button"
					className="fc-button fc-button--danger"
					onClick={ onDelete }
					disabled={ disabled }
				>
					{ 'deleting' === busy
						? __( 'Verwijderen...', 'fitcoach' )
						: ( deleteLabel ?? __( 'Verwijderen', 'fitcoach' ) ) }
				</button>
			) }
			<button
				type="submit"
				className="fc-button fc-button--primary fc-action-bar__main"
				disabled={ disabled }
			>
				{ 'saving' === busy
					? __( 'Opslaan...', 'fitcoach' )
					: __( 'Opslaan', 'fitcoach' ) }
			</button>
		</div>
	);
}

export default FormActions;
